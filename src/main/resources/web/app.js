// The arbiter's board. All chess knowledge stays on the server: this page sends the start position and the moves,
// and shows what /api/position (board, legal moves, move list) and /api/rule (labels, cycle, verdicts) answer.
"use strict";

const START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const VERDICTS = {
  "red-must-change": "红方须变着 · Red must change",
  "black-must-change": "黑方须变着 · Black must change",
  "draw": "和棋 · Draw",
  "none": "未判 · No ruling (no cycle yet)",
  "red-wins": "红胜 · Red wins",
  "black-wins": "黑胜 · Black wins",
};
const NOTATION_TITLES = { chinese: "中文", wxf: "WXF", iccs: "ICCS", uci: "UCI" };
const PALETTE = ["K", "A", "B", "N", "R", "C", "P", "k", "a", "b", "n", "r", "c", "p"];
const PIECE_NAMES = { K: "帅", A: "仕", B: "相", N: "马", R: "车", C: "炮", P: "兵",
                      k: "将", a: "士", b: "象", n: "马", r: "车", c: "炮", p: "卒" };

const state = {
  fen: null,          // start position as given (null: the initial position)
  moves: [],          // ICCS moves played from it
  ply: null,          // the ply shown (null: after the last move)
  selected: null,     // the point of the piece picked up
  legal: [],          // legal moves in the shown position
  sideToMove: "red",
  rulings: [],        // the last /api/rule answer
  engineMessage: null,
  editions: [],
  notations: ["iccs"],
  editing: null,      // {pieces: {sq: letter}, pick: letter|"", side: "w"|"b"} while setting up pieces
};

const $ = (id) => document.getElementById(id);

async function api(path, body) {
  const response = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({ error: "the server answered " + response.status }));
  if (!response.ok) {
    const error = new Error(data.error || ("HTTP " + response.status));
    error.status = response.status;
    error.detail = data;
    throw error;
  }
  return data;
}

function busy(on) { document.body.dataset.busy = on ? "1" : "0"; }

function showError(message) {
  const box = $("error");
  box.textContent = message || "";
  box.hidden = !message;
}

// ---- state in the URL: ?fen=…&moves=h2e2,h9g7 reproduces the position and the moves --------------------------------

function readUrl() {
  const params = new URLSearchParams(location.search);
  state.fen = params.get("fen") || null;
  const moves = params.get("moves");
  state.moves = moves ? moves.split(/[\s,]+/).filter(Boolean) : [];
  const ply = params.get("ply");
  state.ply = ply === null ? null : Number(ply);
}

function writeUrl() {
  const params = new URLSearchParams();
  if (state.fen) params.set("fen", state.fen);
  if (state.moves.length) params.set("moves", state.moves.join(","));
  if (state.ply !== null) params.set("ply", String(state.ply));
  // Slashes and commas stay readable in the link; URLSearchParams reads them back either way.
  const query = params.toString().replace(/%2F/g, "/").replace(/%2C/g, ",");
  const url = location.pathname + (query ? "?" + query : "");
  history.replaceState(null, "", url);
  $("permalink").href = url;
  $("permalink").textContent = location.origin + url;
}

// ---- refreshing: rule first (labels give the arrows), then draw ----------------------------------------------------

async function refresh() {
  busy(true);
  showError(null);
  state.selected = null;
  try {
    await loadRulings();
    const position = await api("/api/position",
        { fen: state.fen, moves: state.moves, ply: state.ply, arrows: arrowsForShownPly() });
    state.legal = position.legal;
    state.sideToMove = position.side_to_move;
    state.startFen = position.start_fen;
    state.shownPly = position.ply;
    $("board").innerHTML = position.svg;
    $("fen-input").value = position.shown_fen;
    renderStatus(position);
    renderMoves(position.moves);
    renderVerdicts();
    writeUrl();
  } catch (e) {
    showError(e.message);
    if (e.detail && e.detail.field === "moves" && Number.isInteger(e.detail.index)) {
      // Keep the legal prefix so the page stays usable.
      state.moves = state.moves.slice(0, e.detail.index);
      state.ply = null;
      busy(false);
      const message = e.message;
      await refresh();
      showError(message);
      return;
    }
  } finally {
    busy(false);
  }
}

async function loadRulings() {
  state.rulings = [];
  state.engineMessage = null;
  if (!state.moves.length) return;
  try {
    const answer = await api("/api/rule", { fen: state.fen, moves: state.moves });
    state.rulings = answer.rulings;
  } catch (e) {
    if (e.status === 503) {
      state.engineMessage = e.message;   // no engine, busy or too slow: say so, show the board anyway
    } else {
      throw e;
    }
  }
}

function labelsRuling() {
  const wanted = $("labels-edition").value;
  return state.rulings.find((r) => r.edition === wanted) || state.rulings[0] || null;
}

function isSquare(text) { return typeof text === "string" && /^[a-i][0-9]$/.test(text); }

function arrowsForShownPly() {
  const ruling = labelsRuling();
  const ply = state.ply === null ? state.moves.length : state.ply;
  if (!ruling || ply < 1) return [];
  const move = ruling.moves.find((m) => m.ply === ply);
  if (!move) return [];
  const from = move.move.slice(2, 4);
  // Checks are drawn by the server from the position itself; the ruling's targets are the pieces chased.
  return (move.targets || []).map((t) => (typeof t === "string" ? t : (t && t.square)))
      .filter(isSquare).filter((to) => to !== from).map((to) => ({ from, to, kind: "chase" }));
}

function renderStatus(position) {
  const side = position.side_to_move === "red" ? "红方 Red" : "黑方 Black";
  let text = `Ply ${position.ply} of ${position.moves.length} · ${side} to move`;
  let extra = "";
  if (position.status === "checkmate") extra = ` · <span class="check">将死 checkmate — ${side} has lost</span>`;
  else if (position.status === "stalemate") extra = ` · <span class="check">困毙 stalemate — ${side} has lost</span>`;
  else if (position.in_check) extra = ` · <span class="check">将军 check</span>`;
  const warnings = position.warnings && position.warnings.length
      ? `<div class="messages">${escapeHtml(position.warnings.join("; "))}</div>` : "";
  $("status").innerHTML = escapeHtml(text) + extra + warnings;
}

function renderMoves(moves) {
  // On a phone only the main notation and the labels are shown; the others appear under the move shown (tap a move).
  const main = state.notations.includes("chinese") ? "chinese" : state.notations[0];
  const kind = (n) => (n === main ? n + " main-notation" : n + " other-notation");
  const head = $("moves-head");
  head.innerHTML = `<th class="num">#</th>` + state.notations.map((n) => `<th class="${kind(n)}">${NOTATION_TITLES[n] || n}</th>`).join("")
      + `<th class="labels">Labels 性质</th>`;
  const ruling = labelsRuling();
  const cycle = ruling && ruling.cycle ? ruling.cycle : null;
  const shown = state.ply === null ? moves.length : state.ply;
  const body = $("moves").tBodies[0];
  body.innerHTML = "";
  for (const m of moves) {
    const tr = document.createElement("tr");
    tr.dataset.ply = m.ply;
    if (m.ply === shown) tr.classList.add("shown");
    if (cycle && m.ply >= cycle.start_ply && m.ply < cycle.start_ply + cycle.length) tr.classList.add("in-cycle");
    const moveRuling = ruling ? ruling.moves.find((r) => r.ply === m.ply) : null;
    const labels = moveRuling ? (moveRuling.labels || []) : [];
    const targets = moveRuling ? (moveRuling.targets || []).map((t) => (typeof t === "string" ? t : JSON.stringify(t))) : [];
    const number = m.side === "red" ? `${Math.ceil(m.ply / 2)}.` : `${Math.ceil(m.ply / 2)}…`;
    tr.innerHTML = `<td class="num">${number}</td>`
        + state.notations.map((n) => `<td class="${kind(n)}" data-notation="${escapeHtml(NOTATION_TITLES[n] || n)}">`
            + `${escapeHtml(m[n] || "")}</td>`).join("")
        + `<td class="labels">${labels.map((l) => `<span class="label label-${escapeHtml(l)}">${escapeHtml(l)}</span>`).join("")}`
        + (targets.length ? ` <span class="target-note">→ ${escapeHtml(targets.join(", "))}</span>` : "") + "</td>";
    tr.addEventListener("click", () => { state.ply = m.ply === moves.length ? null : m.ply; refresh(); });
    body.appendChild(tr);
  }
}

function renderVerdicts() {
  const box = $("verdicts");
  $("cycle").textContent = "";
  if (state.engineMessage) {
    box.innerHTML = `<p class="error" id="engine-message">${escapeHtml(state.engineMessage)}</p>`;
    return;
  }
  if (!state.rulings.length) {
    box.innerHTML = `<p class="muted">Play moves to see rulings.</p>`;
    return;
  }
  const codes = new Set(state.rulings.map((r) => r.verdict));
  const disagree = codes.size > 1;
  let html = `<table id="verdict-table"><thead><tr><th>Edition 版本</th><th>Verdict 判决</th><th>Decisive article 依据</th></tr></thead><tbody>`;
  for (const r of state.rulings) {
    const edition = state.editions.find((e) => e.id === r.edition);
    const article = (reason) => `<div class="article">`
        // an inherited row says whose article it is: "tw-2007 棋例總綱 2, applied by wxf-2018: inherited (2007 text)"
        + `<b>${escapeHtml([reason.cited || reason.article, reason.rule].filter(Boolean).join(" · "))}</b>`
        + (reason.figures && reason.figures.length ? ` <span class="muted">(${escapeHtml([].concat(reason.figures).join(", "))})</span>` : "")
        + `<div class="zh">${escapeHtml(reason.zh || "")}</div><div class="en">${escapeHtml(reason.en || "")}</div></div>`;
    // The first reason is the decisive one; the others (the general principles it applies) fold away. On a phone the
    // edition's full title folds away with them (the table cell that shows it becomes the card's heading).
    const all = r.reasons || [];
    const title = edition ? edition.title : "";
    const foldedTitle = title ? `<div class="folded-title muted small">${escapeHtml(title)}</div>` : "";
    const more = all.length > 1
        ? `<details class="more"><summary>${all.length - 1} more<span class="phone-only"> articles · edition title</span></summary>${foldedTitle}${all.slice(1).map(article).join("")}</details>`
        : (title ? `<details class="more phone-only"><summary>edition title</summary>${foldedTitle}</details>` : "");
    const reasons = (all.length ? article(all[0]) : '<span class="muted">—</span>') + more;
    html += `<tr data-edition="${escapeHtml(r.edition)}" class="${disagree ? "disagrees" : ""}">`
        + `<td class="edition"><b>${escapeHtml(r.edition)}</b><div class="edition-title muted small">${escapeHtml(title)}</div></td>`
        + `<td class="verdict verdict-${escapeHtml(r.verdict)}" data-verdict="${escapeHtml(r.verdict)}">${escapeHtml(VERDICTS[r.verdict] || r.verdict)}`
        + (r.cycle ? `<div class="muted small">cycle: plies ${r.cycle.start_ply}–${r.cycle.start_ply + r.cycle.length - 1}</div>` : "")
        + `</td><td class="reasons">${reasons}</td></tr>`;
  }
  html += "</tbody></table>";
  box.innerHTML = html;
  const ruling = labelsRuling();
  if (ruling && ruling.cycle) {
    $("cycle").textContent = `循环 Cycle (${ruling.edition}): plies ${ruling.cycle.start_ply} to `
        + `${ruling.cycle.start_ply + ruling.cycle.length - 1}, ${ruling.cycle.length} plies — marked in the move list`;
  }
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

// ---- playing by clicking --------------------------------------------------------------------------------------------

function pieceAt(sq) {
  const g = $("board").querySelector(`g.piece[data-sq="${sq}"]`);
  return g ? g.dataset.piece : null;
}

function clearSelection() {
  state.selected = null;
  $("board").querySelectorAll(".pick-mark").forEach((e) => e.remove());
}

function markSelection(sq) {
  clearSelection();
  state.selected = sq;
  const svg = $("board").querySelector("svg");
  const ns = "http://www.w3.org/2000/svg";
  const points = svg.querySelector("g.points");
  const ring = document.createElementNS(ns, "circle");
  const at = svg.querySelector(`.pt[data-sq="${sq}"]`);
  ring.setAttribute("cx", at.getAttribute("cx"));
  ring.setAttribute("cy", at.getAttribute("cy"));
  ring.setAttribute("r", "25");
  ring.setAttribute("class", "pick-mark selected");
  ring.setAttribute("fill", "none");
  ring.setAttribute("stroke", "#2e7d32");
  ring.setAttribute("stroke-width", "3");
  svg.insertBefore(ring, points);
  for (const move of state.legal.filter((m) => m.startsWith(sq))) {
    const to = svg.querySelector(`.pt[data-sq="${move.slice(2, 4)}"]`);
    const dot = document.createElementNS(ns, "circle");
    dot.setAttribute("cx", to.getAttribute("cx"));
    dot.setAttribute("cy", to.getAttribute("cy"));
    dot.setAttribute("r", "7");
    dot.setAttribute("class", "pick-mark target");
    dot.setAttribute("fill", "#2e7d32");
    dot.setAttribute("fill-opacity", "0.7");
    svg.insertBefore(dot, points);
  }
}

function onPointClick(sq) {
  if (state.editing) { editPoint(sq); return; }
  const piece = pieceAt(sq);
  const own = piece && ((piece === piece.toUpperCase()) === (state.sideToMove === "red"));
  if (state.selected) {
    const move = state.selected + sq;
    if (state.legal.includes(move)) {
      const ply = state.ply === null ? state.moves.length : state.ply;
      state.moves = state.moves.slice(0, ply).concat([move]);
      state.ply = null;
      clearSelection();
      refresh();
      return;
    }
  }
  if (own && state.legal.some((m) => m.startsWith(sq))) markSelection(sq);
  else clearSelection();
}

// ---- setting up pieces by hand --------------------------------------------------------------------------------------

function placementFromFen(fen) {
  const pieces = {};
  const ranks = fen.split(" ")[0].split("/");
  ranks.forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (/[1-9]/.test(c)) file += Number(c);
      else { pieces["abcdefghi"[file] + (9 - i)] = c; file++; }
    }
  });
  return pieces;
}

function fenFromPlacement(pieces) {
  const rows = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = "", empty = 0;
    for (let file = 0; file < 9; file++) {
      const p = pieces["abcdefghi"[file] + rank];
      if (p) { if (empty) row += empty; empty = 0; row += p; } else empty++;
    }
    rows.push(row + (empty ? empty : ""));
  }
  return rows.join("/");
}

async function drawEditor() {
  busy(true);
  try { await drawPlacement(); } finally { busy(false); }
}

async function drawPlacement() {
  const answer = await api("/api/diagram", { placement: fenFromPlacement(state.editing.pieces), side: state.editing.side });
  $("board").innerHTML = answer.svg;
  const kind = { "fine": "a legal position", "diagram-only": "legal to set up, unreachable in a game (diagram only)",
                 "impossible": "not a position yet" }[answer.kind] || answer.kind;
  $("edit-messages").textContent = `${kind}${answer.messages.length ? ": " + answer.messages.join("; ") : ""}`;
  state.editing.fen = answer.fen;
  state.editing.kind = answer.kind;
}

function editPoint(sq) {
  const pieces = state.editing.pieces;
  const pick = state.editing.pick;
  if (!pick || pieces[sq] === pick) delete pieces[sq];
  else pieces[sq] = pick;
  drawEditor().catch((e) => showError(e.message));
}

function startEditing() {
  const fen = $("fen-input").value || START_FEN;
  state.editing = { pieces: placementFromFen(fen), pick: "R", side: fen.split(" ")[1] === "b" ? "b" : "w" };
  $("edit-side").value = state.editing.side;
  $("editor").hidden = false;
  $("edit").classList.add("active");
  // The moves and verdicts belong to the position being replaced.
  $("verdicts").innerHTML = `<p class="muted">Setting up a new position: press Done to play from it.</p>`;
  $("cycle").textContent = "";
  $("moves").tBodies[0].innerHTML = "";
  $("status").textContent = "Setting up pieces";
  const palette = $("palette");
  palette.innerHTML = "";
  for (const letter of PALETTE.concat([""])) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.piece = letter;
    b.className = letter ? (letter === letter.toUpperCase() ? "red" : "black") : "eraser";
    b.textContent = letter ? PIECE_NAMES[letter] : "Eraser 清除";
    b.classList.toggle("active", letter === state.editing.pick);
    b.addEventListener("click", () => {
      state.editing.pick = letter;
      palette.querySelectorAll("button").forEach((x) => x.classList.toggle("active", x === b));
    });
    palette.appendChild(b);
  }
  drawEditor().catch((e) => showError(e.message));
}

function finishEditing() {
  if (state.editing.kind === "impossible") {
    showError("This is not a position yet: " + $("edit-messages").textContent);
    return;
  }
  state.fen = state.editing.fen;
  state.moves = [];
  state.ply = null;
  state.editing = null;
  $("editor").hidden = true;
  $("edit").classList.remove("active");
  refresh();
}

// ---- wiring ---------------------------------------------------------------------------------------------------------

function wire() {
  $("board").addEventListener("click", (event) => {
    const target = event.target.closest("[data-sq]");
    if (target && target.classList.contains("pt")) onPointClick(target.dataset.sq);
  });
  $("undo").addEventListener("click", () => {
    if (!state.moves.length) return;
    state.moves = state.moves.slice(0, -1);
    state.ply = null;
    refresh();
  });
  $("clear-moves").addEventListener("click", () => { state.moves = []; state.ply = null; refresh(); });
  $("start-position").addEventListener("click", () => { state.fen = null; state.moves = []; state.ply = null; refresh(); });
  $("fen-load").addEventListener("click", () => {
    state.fen = $("fen-input").value.trim() || null;
    state.moves = [];
    state.ply = null;
    refresh();
  });
  $("moves-load").addEventListener("click", async () => {
    const text = $("moves-input").value;
    busy(true);
    try {
      // The server reads the text (any notation, or a PGN game with its FEN tag) and answers the moves in ICCS.
      const answer = await api("/api/position", { fen: $("fen-input").value.trim() || null, pgn: text });
      state.fen = answer.start_fen;
      state.moves = answer.moves.map((m) => m.iccs);
      state.ply = null;
      await refresh();
    } catch (e) {
      showError(e.message);
    } finally {
      busy(false);
    }
  });
  $("copy-link").addEventListener("click", async () => {
    writeUrl();
    try { await navigator.clipboard.writeText(location.href); $("copy-link").textContent = "Link copied"; }
    catch (e) { $("copy-link").textContent = "Link in the address bar"; }
    setTimeout(() => { $("copy-link").textContent = "Copy link"; }, 1500);
  });
  $("labels-edition").addEventListener("change", () => refresh());
  $("edit").addEventListener("click", () => { if (state.editing) finishEditing(); else startEditing(); });
  $("edit-done").addEventListener("click", finishEditing);
  $("edit-clear").addEventListener("click", () => { state.editing.pieces = {}; drawEditor(); });
  $("edit-side").addEventListener("change", () => { state.editing.side = $("edit-side").value; drawEditor(); });
}

async function main() {
  busy(true);
  wire();
  readUrl();
  try {
    const info = await api("/api/editions");
    state.editions = info.editions;
    state.notations = info.notations;
    $("labels-edition").innerHTML = info.editions.map((e) => `<option value="${escapeHtml(e.id)}">${escapeHtml(e.id)}</option>`).join("");
  } catch (e) {
    showError(e.message);
  }
  await refresh();
}

main();
