#!/usr/bin/env node
// Rules the cases of one or more earlier diff.js runs again with another build, without generating them again (the
// generation is the slow part): ffish's verdicts are taken from the runs' cases.jsonl.
//
//   node rescore.js --jar NEW.jar [--edition wxf-2018] [--out DIR] RUN_DIR…
//
// Prints the agreement before (the runs' own xq verdicts) and after, the counts per category (a category is "xq verdict
// (decisive rule) / ffish verdict", as in diff.js), and writes DIR/cases.jsonl, DIR/moved.jsonl and DIR/summary.json.
// Cases are keyed by position and moves, so a corpus repetition that several runs share is counted once.
'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');
const { spawnSync } = require('child_process');

const argv = process.argv.slice(2);
const opt = {};
const runs = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i].startsWith('--')) opt[argv[i].slice(2)] = argv[++i]; else runs.push(argv[i]);
}
if (!opt.jar || !runs.length) {
  console.error('usage: node rescore.js --jar NEW.jar [--edition wxf-2018] [--out DIR] RUN_DIR…');
  process.exit(2);
}
const edition = opt.edition || 'wxf-2018';
const out = opt.out || path.join(__dirname, 'out-rescore');

const cases = [];
const seen = new Set();
for (const dir of runs) {
  for (const line of fs.readFileSync(path.join(dir, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean)) {
    const c = JSON.parse(line);
    const key = c.fen + '|' + c.moves;
    if (seen.has(key)) continue;
    seen.add(key);
    c.run = path.basename(dir);
    c.key = `${c.run}/${c.id}`;
    cases.push(c);
  }
}

const input = path.join(os.tmpdir(), `xq-rescore-${process.pid}.jsonl`);
fs.writeFileSync(input, cases.map(c => JSON.stringify({ id: c.key, fen: c.fen, moves: c.moves })).join('\n') + '\n');
const run = spawnSync('java', ['-jar', opt.jar, 'rule', '--edition', edition, '--batch', input],
  { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'inherit'] });
fs.unlinkSync(input);
if (run.error || !run.stdout) throw new Error(`xq rule --batch did not run: ${run.error}`);
const byId = new Map();
for (const line of run.stdout.toString().split('\n').filter(Boolean)) { const r = JSON.parse(line); byId.set(r.id, r); }

function sideLabels(r, side) {
  if (!r.cycle) return '';
  const from = r.cycle.start_ply, to = from + r.cycle.length - 1;
  return r.moves.filter(m => m.side === side && m.ply >= from && m.ply <= to).map(m => m.labels.join('')).join(' ');
}
const categoryOf = (xv, rule, ffish) => xv === ffish ? 'agree' : `xq ${xv} (${rule}) / ffish ${ffish}`;
// The triage's kinds (casebook/disagreements/README.md), told apart by the verdicts and the labels alone: a first
// sort, each kind checked on the board for representative cases.
function kindOf(c, xv, red, black) {
  if (xv === c.ffish) return 'agree';
  const violator = { 'red-must-change': 'red', 'black-must-change': 'black' }[xv];
  if (xv === 'draw' && /must-change/.test(c.ffish)) return 'standing-attack-renewed';
  if (violator && c.ffish === 'draw') {
    if (/将/.test(violator === 'red' ? black : red)) return 'chase-by-answer-to-check';
    return c.source === 'corpus' ? 'ffish-window' : 'chase-not-seen-by-ffish';
  }
  return 'other';
}

fs.mkdirSync(out, { recursive: true });
const before = {}, after = {}, kindsBefore = {}, kindsAfter = {};
const count = (table, cat, source) => {
  const t = table[cat] || (table[cat] = { count: 0, bySource: {} });
  t.count++;
  t.bySource[source] = (t.bySource[source] || 0) + 1;
};
const lines = [], moved = [];
let agreeBefore = 0, agreeAfter = 0;
const ffishOf = c => c.ffish;
for (const c of cases) {
  const r = byId.get(c.key) || {};
  const xv = r.error ? 'error' : r.verdict;
  const rule = r.reasons && r.reasons.length ? r.reasons[0].rule : '-';
  const catBefore = c.category;
  const catAfter = categoryOf(xv, rule, ffishOf(c));
  if (catBefore === 'agree') agreeBefore++;
  if (catAfter === 'agree') agreeAfter++;
  count(before, catBefore.replace(/ \(ffish ended earlier\)$/, ''), c.source);
  count(after, catAfter, c.source);
  count(kindsBefore, kindOf(c, c.xq, c.red, c.black), c.source);
  count(kindsAfter, kindOf(c, xv, sideLabels(r, 'red'), sideLabels(r, 'black')), c.source);
  const line = { id: c.key, source: c.source, fen: c.fen, moves: c.moves, xq: xv, xq_rule: rule,
    red: sideLabels(r, 'red'), black: sideLabels(r, 'black'), ffish: c.ffish, category: catAfter, before: c.xq };
  lines.push(JSON.stringify(line));
  if (c.xq !== xv) moved.push(JSON.stringify(line));
}
fs.writeFileSync(path.join(out, 'cases.jsonl'), lines.join('\n') + '\n');
fs.writeFileSync(path.join(out, 'moved.jsonl'), moved.join('\n') + (moved.length ? '\n' : ''));
const summary = { edition, jar: opt.jar, runs, cases: cases.length, agree_before: agreeBefore, agree_after: agreeAfter,
  moved: moved.length, before, after, kinds_before: kindsBefore, kinds_after: kindsAfter };
fs.writeFileSync(path.join(out, 'summary.json'), JSON.stringify(summary, null, 1));
const pct = n => (100 * n / cases.length).toFixed(2);
const bySource = {};
for (const l of lines.map(JSON.parse)) {
  const s = bySource[l.source] || (bySource[l.source] = { cases: 0, agree: 0 });
  s.cases++; if (l.category === 'agree') s.agree++;
}
console.log(`${cases.length} cases; agreement before ${agreeBefore} (${pct(agreeBefore)} %), after ${agreeAfter} (${pct(agreeAfter)} %); ${moved.length} verdicts moved`);
for (const [s, v] of Object.entries(bySource)) console.log(`  ${s}: ${v.agree}/${v.cases}`);
for (const [name, table] of [['before', before], ['after', after], ['kinds before', kindsBefore], ['kinds after', kindsAfter]]) {
  console.log(`${name}:`);
  for (const [k, v] of Object.entries(table).sort((a, b) => b[1].count - a[1].count)) {
    if (k !== 'agree') console.log(`${String(v.count).padStart(5)}  ${k}  ${JSON.stringify(v.bySource)}`);
  }
}
