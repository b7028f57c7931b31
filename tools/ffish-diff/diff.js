#!/usr/bin/env node
// Differential testing of xq's repetition rulings against Fairy-Stockfish (npm ffish, its WebAssembly build).
//
//   node diff.js [--jar ../../target/xq.jar] [--base-jar OLD.jar] [--edition wxf-2018] [--random N] [--seed S]
//                [--corpus FILE.pgn …] [--out DIR]
//
// Generates repetition cycles — pieces shuffled back and forth from corpus positions and from random legal positions —
// and takes the first threefold repetition of every corpus game; rules each with `xq rule --batch` and with ffish's
// adjudication (result with claimDraw), and writes per-case results (DIR/cases.jsonl) and counts per category
// (DIR/summary.json); with --base-jar also the agreement of an older build on the same cases and every case whose
// verdict moved between the two (DIR/moved.jsonl). A category is "xq verdict (decisive rule) / ffish verdict". Dev tool: the Maven suite never needs it.
'use strict';
globalThis.fetch = undefined; // ffish's emscripten loader would fetch() its .wasm by path under Node 18+; read it from disk
const ffish = require('ffish');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const args = parseArgs(process.argv.slice(2));
const jar = args.jar || path.join(__dirname, '../../target/xq.jar');
const edition = args.edition || 'wxf-2018';
const randomCount = Number(args.random ?? 3000);
const corpusFiles = args.corpus || [];
const out = args.out || path.join(__dirname, 'out');
let seed = Number(args.seed ?? 20261130);

function parseArgs(argv) {
  const a = {};
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '');
    if (k === 'corpus') {
      a.corpus = [];
      while (i + 1 < argv.length && !argv[i + 1].startsWith('--')) a.corpus.push(argv[++i]);
    } else {
      a[k] = argv[++i];
    }
  }
  return a;
}

function random() { // mulberry32: the same seed gives the same cases
  seed |= 0; seed = seed + 0x6D2B79F5 | 0;
  let t = Math.imul(seed ^ seed >>> 15, 1 | seed);
  t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
  return ((t ^ t >>> 14) >>> 0) / 4294967296;
}
const pick = list => list[Math.floor(random() * list.length)];

// ICCS ranks 0–9, Fairy-Stockfish UCI ranks 1–10
const toUci = m => m[0] + (Number(m[1]) + 1) + m[2] + (Number(m[3]) + 1);
const toIccs = u => { const r = u.match(/^([a-i])(\d+)([a-i])(\d+)$/); return r[1] + (r[2] - 1) + r[3] + (r[4] - 1); };
const placementOf = fen => fen.split(' ').slice(0, 2).join(' ');
const ffishVerdict = r => ({ '1-0': 'black-must-change', '0-1': 'red-must-change', '1/2-1/2': 'draw' }[r] || 'none');

function readCorpus(file) {
  const games = [];
  for (const chunk of fs.readFileSync(file, 'utf8').split(/\n(?=\[Event )/)) {
    const body = chunk.replace(/\[[^\]]*\]/g, ' ').replace(/\{[^}]*\}/g, ' ');
    const moves = body.split(/\s+/).filter(t => /^[a-i][0-9][a-i][0-9]$/.test(t));
    const event = (chunk.match(/\[Event "([^"]*)"/) || [])[1] || '';
    if (moves.length) games.push({ event, moves });
  }
  return games;
}

// The first position of a game to stand on the board for the third time: the moves up to it (ICCS), or null.
function firstThreefold(moves) {
  const b = new ffish.Board('xiangqi');
  const seen = new Map([[placementOf(b.fen()), 1]]);
  try {
    for (let i = 0; i < moves.length; i++) {
      if (!b.push(toUci(moves[i]))) return null;
      const k = placementOf(b.fen());
      const n = (seen.get(k) || 0) + 1;
      seen.set(k, n);
      if (n === 3) return moves.slice(0, i + 1);
    }
    return null;
  } finally { b.delete(); }
}

// A legal random position: both kings, a few pieces of each side on points they may stand on, side not to move not in check.
const POINTS = {
  k: sq => sq.f >= 3 && sq.f <= 5 && sq.r >= 7, a: sq => [[3, 9], [5, 9], [4, 8], [3, 7], [5, 7]].some(([f, r]) => sq.f === f && sq.r === r),
  b: sq => [[2, 9], [6, 9], [0, 7], [4, 7], [8, 7], [2, 5], [6, 5]].some(([f, r]) => sq.f === f && sq.r === r),
  p: sq => sq.r <= 4 || (sq.r <= 6 && sq.f % 2 === 0), n: () => true, r: () => true, c: () => true,
};
function randomPosition() {
  for (;;) {
    const board = Array.from({ length: 10 }, () => Array(9).fill(null)); // board[rank][file], rank 9 = black's back rank
    const place = (piece, black) => {
      const ok = POINTS[piece];
      for (let t = 0; t < 50; t++) {
        const f = Math.floor(random() * 9), r = Math.floor(random() * 10);
        const sq = { f, r: black ? r : 9 - r }; // tables are from black's side
        if (board[r][f] === null && ok(sq)) { board[r][f] = black ? piece : piece.toUpperCase(); return; }
      }
    };
    for (const black of [false, true]) {
      place('k', black);
      // at most the pieces a side has: 2 rooks, horses, cannons, advisors, elephants, 5 pawns
      const bag = ['r', 'r', 'n', 'n', 'c', 'c', 'p', 'p', 'p', 'p', 'p', 'a', 'a', 'b', 'b'];
      const n = 2 + Math.floor(random() * 6);
      for (let i = 0; i < n; i++) place(bag.splice(Math.floor(random() * bag.length), 1)[0], black);
    }
    const rows = [];
    for (let r = 9; r >= 0; r--) {
      let row = '', empty = 0;
      for (let f = 0; f < 9; f++) {
        const p = board[r][f];
        if (p === null) empty++; else { if (empty) row += empty; empty = 0; row += p; }
      }
      rows.push(row + (empty ? empty : ''));
    }
    const placement = rows.join('/');
    const side = random() < 0.5 ? 'w' : 'b';
    if (!/K/.test(placement) || !/k/.test(placement)) continue;
    const fen = `${placement} ${side} - - 0 1`;
    const other = new ffish.Board('xiangqi', `${placement} ${side === 'w' ? 'b' : 'w'} - - 0 1`);
    const otherInCheck = other.isCheck();
    other.delete();
    if (otherInCheck) continue;
    const b = new ffish.Board('xiangqi', fen);
    const n = b.numberLegalMoves(), same = placementOf(b.fen()) === placementOf(fen);
    b.delete();
    if (n > 0 && same) return fen;
  }
}

// The captures the side that just moved could make if it moved again (the position with the side to move flipped).
function capturesOfMover(b) {
  const parts = b.fen().split(' ');
  parts[1] = parts[1] === 'w' ? 'b' : 'w';
  const flipped = new ffish.Board('xiangqi', parts.join(' '));
  const caps = new Set(flipped.legalMoves().split(' ').filter(m => m && flipped.isCapture(m)).map(m => m.replace(/^[a-i]\d+/, '')));
  flipped.delete();
  return caps;
}

// The first of up to 12 moves taken in random order that passes the test, or null: enough to find one, cheap.
function firstOf(moves, test) {
  const order = moves.slice();
  for (let i = 0; i < order.length && i < 12; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    [order[i], order[j]] = [order[j], order[i]];
    if (test(order[i])) return order[i];
  }
  return null;
}

// From a position, one side's move that is not a capture (so that it can be taken back): preferring moves that make a
// new attack (a chase, if the rules say so) and checks, where the rules have work to do; otherwise any such move.
function shuffleMove(b) {
  const moves = b.legalMoves().split(' ').filter(m => m && !b.isCapture(m));
  if (!moves.length) return null;
  const roll = random();
  if (roll < 0.25) {
    const m = firstOf(moves, m => { b.push(m); const c = b.isCheck(); b.pop(); return c; });
    if (m) return m;
  } else if (roll < 0.8) {
    const before = new Set(b.legalMoves().split(' ').filter(m => m && b.isCapture(m)).map(m => m.replace(/^[a-i]\d+/, '')));
    const m = firstOf(moves, m => {
      b.push(m);
      const after = b.isCheck() ? new Set() : capturesOfMover(b);
      b.pop();
      return [...after].some(t => !before.has(t));
    });
    if (m) return m;
  }
  return pick(moves);
}

// A loop of 2 × pieces moves per side that returns to the position, played twice: the start stands a third time.
function makeCycle(fen, pieces) {
  const b = new ffish.Board('xiangqi', fen);
  try {
    const loop = [];
    for (let i = 0; i < 2 * pieces; i++) { // first half: each side moves `pieces` times alternately
      const m = shuffleMove(b);
      if (!m || !b.push(m)) return null;
      loop.push(m);
    }
    const back = [];
    for (let i = 0; i < 2 * pieces; i++) {
      const m = loop[i];
      back.push(m.replace(/^([a-i]\d+)([a-i]\d+)$/, '$2$1'));
    }
    for (const m of back) {
      if (!b.legalMoves().split(' ').includes(m) || !b.push(m)) return null;
    }
    if (placementOf(b.fen()) !== placementOf(fen)) return null;
    const full = loop.concat(back);
    for (let i = 0; i < full.length - 1; i++) { // the second loop, up to the move before the third occurrence
      if (!b.legalMoves().split(' ').includes(full[i]) || !b.push(full[i])) return null;
    }
    if (!b.legalMoves().split(' ').includes(full[full.length - 1])) return null;
    return full.concat(full);
  } finally { b.delete(); }
}

// A chase on every move, or at least the shape of one: A's move makes a new attack on a piece X, X steps away, A's
// way back attacks X where it went, X steps back; played twice. Whether it is a chase (protected? exchange? roots?)
// is what the two rule sets may disagree on.
function makeChaseCycle(fen) {
  const b = new ffish.Board('xiangqi', fen);
  const legal = m => b.legalMoves().split(' ').includes(m);
  const targets = () => new Set(b.legalMoves().split(' ').filter(m => m && b.isCapture(m)).map(m => m.replace(/^[a-i]\d+/, '')));
  const reverse = m => m.replace(/^([a-i]\d+)([a-i]\d+)$/, '$2$1');
  try {
    const moves = b.legalMoves().split(' ').filter(m => m && !b.isCapture(m));
    for (let i = 0; i < moves.length && i < 16; i++) {
      const j = i + Math.floor(random() * (moves.length - i));
      [moves[i], moves[j]] = [moves[j], moves[i]];
      const m1 = moves[i];
      const before = targets();
      b.push(m1);
      const fresh = b.isCheck() ? [] : [...capturesOfMover(b)].filter(t => !before.has(t));
      for (const x of fresh) {
        const flights = b.legalMoves().split(' ').filter(n => n.startsWith(x) && n.slice(x.length).length && !b.isCapture(n));
        for (const n1 of flights) {
          const y = n1.slice(x.length);
          b.push(n1);
          if (legal(reverse(m1))) {
            b.push(reverse(m1));
            const chasedAgain = capturesOfMover(b).has(y);
            if (chasedAgain && legal(reverse(n1))) {
              b.push(reverse(n1));
              const back = placementOf(b.fen()) === placementOf(fen);
              b.pop();
              if (back) return [m1, n1, reverse(m1), reverse(n1), m1, n1, reverse(m1), reverse(n1)];
            }
            b.pop();
          }
          b.pop();
        }
      }
      b.pop();
    }
    return null;
  } finally { b.delete(); }
}

function ffishRuling(fen, uciMoves) {
  const b = new ffish.Board('xiangqi', fen);
  try {
    for (let i = 0; i < uciMoves.length; i++) {
      if (!b.push(uciMoves[i])) return { verdict: 'illegal', ply: i + 1 };
      const r = b.result(true);
      if (r !== '*' && i < uciMoves.length - 1) return { verdict: ffishVerdict(r), ply: i + 1, early: true };
    }
    return { verdict: ffishVerdict(b.result(true)), ply: uciMoves.length };
  } finally { b.delete(); }
}

function xqRulings(cases, jar) {
  const input = path.join(out, 'batch.jsonl');
  fs.writeFileSync(input, cases.map(c => JSON.stringify({ id: c.id, fen: c.fen, moves: c.moves.join(' ') })).join('\n') + '\n');
  // exit code 1 when some cases are errors (they are reported per line): the lines are what counts
  const run = spawnSync('java', ['-jar', jar, 'rule', '--edition', edition, '--batch', input],
    { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.error || !run.stdout) throw new Error(`xq rule --batch did not run: ${run.error}`);
  const text = run.stdout.toString();
  const byId = new Map();
  for (const line of text.split('\n').filter(Boolean)) {
    const r = JSON.parse(line);
    byId.set(r.id, r);
  }
  return byId;
}

// What each side did over the cycle, by xq's labels: the labels of its moves in the cycle, in order.
function sideLabels(r, side) {
  if (!r.cycle) return '';
  const from = r.cycle.start_ply, to = from + r.cycle.length - 1;
  return r.moves.filter(m => m.side === side && m.ply >= from && m.ply <= to).map(m => m.labels.join('')).join(' ');
}

ffish.onRuntimeInitialized = () => {
  fs.mkdirSync(out, { recursive: true });
  const cases = [];
  const positions = [];
  const corpus = corpusFiles.flatMap(readCorpus);
  for (const [gi, g] of corpus.entries()) {
    const moves = firstThreefold(g.moves);
    if (moves) cases.push({ id: `corpus-${gi + 1}`, source: 'corpus', event: g.event, fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', moves });
    // positions to shuffle from: a middle- or end-game position of the game
    if (g.moves.length > 30) {
      const b = new ffish.Board('xiangqi');
      const upto = 20 + Math.floor(random() * (g.moves.length - 20));
      let ok = true;
      for (let i = 0; i < upto && ok; i++) ok = b.push(toUci(g.moves[i]));
      if (ok && b.numberLegalMoves() > 0 && b.result(true) === '*') positions.push(b.fen());
      b.delete();
    }
  }
  let made = 0, tries = 0;
  while (made < randomCount && tries < randomCount * 20) {
    tries++;
    const fromCorpus = positions.length && random() < 0.5;
    const fen = fromCorpus ? pick(positions) : randomPosition();
    const roll = random();
    const uci = roll < 0.5 ? makeChaseCycle(fen) : makeCycle(fen, roll < 0.85 ? 1 : 2);
    if (!uci) continue;
    made++;
    cases.push({ id: `shuffle-${made}`, source: fromCorpus ? 'corpus-position' : 'random-position', fen, moves: uci.map(toIccs) });
  }
  process.stderr.write(`${cases.length} cases (${made} shuffled cycles); ruling with ${jar} under ${edition}\n`);
  const xq = xqRulings(cases, jar);
  const base = args['base-jar'] ? xqRulings(cases, args['base-jar']) : null;
  const moved = [];
  let baseAgree = 0;
  const summary = { edition, jar, cases: cases.length, agree: 0, categories: {} };
  const lines = [];
  for (const c of cases) {
    const f = ffishRuling(c.fen, c.moves.map(toUci));
    const r = xq.get(c.id) || {};
    const xv = r.error ? 'error' : r.verdict;
    const rule = r.reasons && r.reasons.length ? r.reasons[0].rule : '-';
    const agree = xv === f.verdict;
    if (agree) summary.agree++;
    if (base) {
      const b = base.get(c.id) || {};
      const bv = b.error ? 'error' : b.verdict;
      if (bv === f.verdict) baseAgree++;
      if (bv !== xv) moved.push(JSON.stringify({ id: c.id, source: c.source, fen: c.fen, moves: c.moves.join(' '),
        before: bv, after: xv, after_rule: rule, ffish: f.verdict, red: sideLabels(r, 'red'), black: sideLabels(r, 'black') }));
    }
    const category = agree ? 'agree' : `xq ${xv} (${rule}) / ffish ${f.verdict}${f.early ? ' (ffish ended earlier)' : ''}`;
    const cat = summary.categories[category] || (summary.categories[category] = { count: 0, bySource: {}, examples: [] });
    cat.count++;
    cat.bySource[c.source] = (cat.bySource[c.source] || 0) + 1;
    const line = { id: c.id, source: c.source, fen: c.fen, moves: c.moves.join(' '), xq: xv, xq_rule: rule,
      red: sideLabels(r, 'red'), black: sideLabels(r, 'black'), ffish: f.verdict, category, error: r.error };
    if (!agree && cat.examples.length < 5) cat.examples.push(line);
    lines.push(JSON.stringify(line));
  }
  fs.writeFileSync(path.join(out, 'cases.jsonl'), lines.join('\n') + '\n');
  if (base) {
    summary.base = { jar: args['base-jar'], agree: baseAgree, moved: moved.length };
    fs.writeFileSync(path.join(out, 'moved.jsonl'), moved.join('\n') + (moved.length ? '\n' : ''));
  }
  fs.writeFileSync(path.join(out, 'summary.json'), JSON.stringify(summary, null, 1));
  const bySource = {};
  for (const l of lines.map(JSON.parse)) {
    const s = bySource[l.source] || (bySource[l.source] = { cases: 0, agree: 0 });
    s.cases++; if (l.category === 'agree') s.agree++;
  }
  const pct = n => (100 * n / summary.cases).toFixed(1);
  if (base) console.log(`agreement before (${args['base-jar']}): ${baseAgree}/${summary.cases} (${pct(baseAgree)} %); ${moved.length} verdicts moved`);
  console.log(`agreement ${summary.agree}/${summary.cases} (${pct(summary.agree)} %)`);
  for (const [s, v] of Object.entries(bySource)) console.log(`  ${s}: ${v.agree}/${v.cases}`);
  for (const [k, v] of Object.entries(summary.categories).sort((a, b) => b[1].count - a[1].count)) {
    if (k !== 'agree') console.log(`${String(v.count).padStart(5)}  ${k}  ${JSON.stringify(v.bySource)}`);
  }
};
