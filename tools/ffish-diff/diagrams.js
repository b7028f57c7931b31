#!/usr/bin/env node
// Every AXF/WXF diagram we have, ruled by the book, by xq and by Fairy-Stockfish (npm ffish), side by side.
//
//   node diagrams.js [--jar ../../target/xq.jar] [--sources ../../../shared/reference/casebook-sources]
//                    [--casebook ../../casebook/repetition] [--out FILE.md]
//
// Cases: every repetition case of the casebook (its position is adopted from a diagram or constructed for a seed
// figure; its expected verdicts are the book's) and every transcription in wxf-candidates.yaml that the casebook does
// not hold move for move (a transcription too short for a threefold repetition is continued along its own loop, as
// the casebook does). Each is ruled under wxf-2018 and tw-2007 (`xq rule --batch`) and by ffish (result with
// claimDraw, which knows one rule set: the AXF chasing rules). Prints a Markdown table and the counts.
'use strict';
globalThis.fetch = undefined; // ffish's emscripten loader would fetch() its .wasm by path under Node 18+
const ffish = require('ffish');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const args = {};
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
const jar = args.jar || path.join(__dirname, '../../target/xq.jar');
const sources = args.sources || path.join(__dirname, '../../../shared/reference/casebook-sources');
const casebook = args.casebook || path.join(__dirname, '../../casebook/repetition');
const EDITIONS = ['wxf-2018', 'tw-2007'];

const toUci = m => m[0] + (Number(m[1]) + 1) + m[2] + (Number(m[3]) + 1);
const placementOf = fen => fen.split(' ').slice(0, 2).join(' ');
const ffishVerdict = r => ({ '1-0': 'black-must-change', '0-1': 'red-must-change', '1/2-1/2': 'draw' }[r] || 'none');
const normalFen = fen => { const p = fen.trim().split(/\s+/); return `${p[0]} ${p[1] === 'b' ? 'b' : 'w'} - - 0 1`; };

function readYaml(file) { // node has no YAML reader; python3 with PyYAML is on every machine of the project
  const run = spawnSync('python3', ['-c', 'import sys,yaml,json; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding="utf-8"))))', file]);
  if (run.status !== 0) throw new Error(`${file}: ${run.stderr}`);
  return JSON.parse(run.stdout.toString());
}

// Continues a transcription along its own loop until some position stands on the board a third time.
function toThreefold(fen, moves) {
  const b = new ffish.Board('xiangqi', fen);
  const seen = [placementOf(b.fen())];
  const count = new Map([[seen[0], 1]]);
  const out = [];
  try {
    for (let i = 0; i < 64; i++) {
      let m = moves[i];
      if (m === undefined) { // the loop's period: the last position's previous occurrence
        const last = seen[seen.length - 1];
        const prev = seen.lastIndexOf(last, seen.length - 2);
        if (prev < 0) return null;
        m = out[out.length - (seen.length - 1 - prev)];
      }
      if (!b.push(toUci(m))) return null;
      out.push(m);
      const k = placementOf(b.fen());
      seen.push(k);
      count.set(k, (count.get(k) || 0) + 1);
      if (count.get(k) === 3) return out;
    }
    return null;
  } finally { b.delete(); }
}

function ffishRuling(fen, moves) {
  const b = new ffish.Board('xiangqi', fen);
  try {
    for (let i = 0; i < moves.length; i++) {
      if (!b.push(toUci(moves[i]))) return `illegal at ply ${i + 1}`;
      const r = b.result(true);
      if (r !== '*') return ffishVerdict(r) + (i < moves.length - 1 ? ` (at ply ${i + 1})` : '');
    }
    return ffishVerdict(b.result(true));
  } finally { b.delete(); }
}

function xqRulings(cases, edition) {
  const input = path.join(require('os').tmpdir(), `xq-diagrams-${process.pid}.jsonl`);
  fs.writeFileSync(input, cases.map(c => JSON.stringify({ id: c.id, fen: c.fen, moves: c.moves.join(' ') })).join('\n') + '\n');
  const run = spawnSync('java', ['-jar', jar, 'rule', '--edition', edition, '--batch', input], { maxBuffer: 1 << 28 });
  fs.unlinkSync(input);
  const byId = new Map();
  for (const line of run.stdout.toString().split('\n').filter(Boolean)) { const r = JSON.parse(line); byId.set(r.id, r); }
  return byId;
}

ffish.onRuntimeInitialized = () => {
  const cases = [];
  for (const f of fs.readdirSync(casebook).filter(f => f.endsWith('.yaml')).sort()) {
    const c = readYaml(path.join(casebook, f));
    const expected = {};
    for (const e of EDITIONS) if (c.expected && c.expected[e]) expected[e] = c.expected[e];
    if (!Object.keys(expected).length) continue;
    const p = c.position || {};
    cases.push({ id: c.id, figure: (c.source && c.source.figure) || c.id, fen: normalFen(c.fen), moves: c.moves.iccs,
      position: p.provenance === 'adopted' ? `adopted (${p.adopted}${p.match && p.match !== 'exact' ? ', ' + p.match : ''})` : p.provenance,
      expected });
  }
  const held = new Set(cases.map(c => c.fen + '|' + c.moves.join(' ')));
  let n = 0;
  for (const d of readYaml(path.join(sources, 'wxf-candidates.yaml'))) {
    n++;
    const fen = normalFen(d.fen);
    const moves = toThreefold(fen, d.moves_iccs);
    if (!moves) { console.error(`wxf-candidates #${n} (${d.diagram}): no threefold repetition along its loop`); continue; }
    const key = fen + '|' + moves.join(' ');
    if ([...held].some(h => h === key || (h.startsWith(fen + '|') && h.split('|')[1].startsWith(moves.join(' '))))) continue;
    held.add(key);
    const book = { verdict: d.expected, reading: 'book', source: `wxf-candidates.yaml #${n}` };
    cases.push({ id: `candidate-${n}`, figure: `WXF ${d.diagram}`, fen, moves, position: 'adopted (transcription)',
      expected: { 'wxf-2018': book, 'tw-2007': { ...book, reading: 'own' } } });
  }
  const xq = Object.fromEntries(EDITIONS.map(e => [e, xqRulings(cases, e)]));
  const rows = [];
  const count = { cases: cases.length };
  const tally = (k) => { count[k] = (count[k] || 0) + 1; };
  for (const c of cases) {
    const f = ffishRuling(c.fen, c.moves);
    for (const e of EDITIONS) {
      const exp = c.expected[e];
      if (!exp) continue;
      const r = xq[e].get(c.id) || {};
      const xv = r.error ? `error: ${r.error}` : r.verdict;
      const rule = r.reasons && r.reasons.length ? r.reasons[0].rule : '-';
      const bookVerdict = exp.verdict;
      tally(`${e} rulings`);
      if (xv === bookVerdict) tally(`${e} xq = book`);
      if (f.split(' ')[0] === bookVerdict) tally(`${e} ffish = book`);
      if (exp.reading === 'book') { tally(`${e} printed rulings`); if (xv === bookVerdict) tally(`${e} xq = printed`); if (f.split(' ')[0] === bookVerdict) tally(`${e} ffish = printed`); }
      rows.push(`| ${c.figure} | ${c.id} | ${c.position} | ${e} | ${bookVerdict}${exp.reading === 'book' ? '' : ' (own reading)'} | ${xv} (${rule}) | ${f} | ${xv === bookVerdict ? '✔' : '✘'} | ${f.split(' ')[0] === bookVerdict ? '✔' : '✘'} |`);
    }
  }
  const text = ['| diagram | case | position | edition | book | xq (deciding rule) | ffish | xq = book | ffish = book |',
    '|---|---|---|---|---|---|---|---|---|', ...rows, '', '```', JSON.stringify(count, null, 1), '```', ''].join('\n');
  if (args.out) fs.writeFileSync(args.out, text);
  console.log(text);
};
