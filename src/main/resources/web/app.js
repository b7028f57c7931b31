// The arbiter's board. All chess knowledge stays on the server: this page sends the start position and the moves (or
// a PGN/XQF file), and shows what /api/position (board, legal moves, move list), /api/rule (labels, cycle, verdict of
// one edition), /api/games (a file's games) and /api/sheet (the ruling sheet) answer. Its words are /words.json.
"use strict";

const START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const LANGS = ["zh-Hans", "zh-Hant", "en"];
const DETAILS = ["event", "round", "board", "red", "black", "date", "site"];
const TAGS = { event: "Event", round: "Round", board: "Board", red: "Red", black: "Black", date: "Date", site: "Site" };
const MAX_FILE_MB = 4;
const PALETTE = ["K", "A", "B", "N", "R", "C", "P", "k", "a", "b", "n", "r", "c", "p"];
const PIECE_NAMES = { K: "帅", A: "仕", B: "相", N: "马", R: "车", C: "炮", P: "兵",
                      k: "将", a: "士", b: "象", n: "马", r: "车", c: "炮", p: "卒" };

let WORDS = {};
const state = {
  lang: "en",
  fen: null,          // start position as given (null: the initial position)
  moves: [],          // ICCS moves played from it
  ply: null,          // the ply shown (null: after the last move)
  line: [],           // the moves as /api/position wrote them (number, chinese, wxf, iccs)
  badMove: null,      // {index, number, text, reason}: the move after the legal ones that could not be played
  selected: null,     // the point of the piece picked up
  legal: [],          // legal moves in the shown position
  sideToMove: "red",
  editions: [],       // [{id, title}]
  primary: null,      // the edition shown first and whose labels the move list shows
  rulings: {},        // edition -> {pending} | {result, offset?} | {error, limit}
  rulingsKey: null,   // the line the rulings are for
  details: {},        // event, round, board, red, black, date, site
  file: null,         // {file, name, games, game, variations, variation}
  notations: ["chinese", "wxf", "iccs"],
  editing: null,      // {pieces: {sq: letter}, pick: letter|"", side: "w"|"b"} while setting up pieces
  limitMs: 5000,
};
let generation = 0;
let inFlight = 0;

const $ = (id) => document.getElementById(id);

// ---- words ------------------------------------------------------------------------------------------------------------

function t(key, vars) {
  const word = WORDS[key];
  let text = word ? word[LANGS.indexOf(state.lang)] : key;
  for (const [name, value] of Object.entries(vars || {})) text = text.split("{" + name + "}").join(value);
  return text;
}

function applyWords() {
  document.documentElement.lang = state.lang;
  document.querySelectorAll("[data-t]").forEach((e) => { e.textContent = t(e.dataset.t); });
  document.querySelectorAll("[data-t-title]").forEach((e) => { e.title = t(e.dataset.tTitle); e.setAttribute("aria-label", e.title); });
  $("lang").value = state.lang;
}

function remembered(key) { try { return localStorage.getItem("xq." + key); } catch (e) { return null; } }
function remember(key, value) { try { localStorage.setItem("xq." + key, value); } catch (e) { /* private mode */ } }

function firstLanguage() {
  const saved = remembered("lang");
  if (LANGS.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const x = l.toLowerCase();
    if (x.startsWith("zh")) return /hant|tw|hk|mo/.test(x) ? "zh-Hant" : "zh-Hans";
    if (x.startsWith("en")) return "en";
  }
  return "en";
}

// ---- requests: every one shows the busy indicator after ~200 ms (CSS), and the tests wait for data-busy="0" --------

function setBusy(delta) {
  inFlight += delta;
  document.body.dataset.busy = inFlight > 0 ? "1" : "0";
}

async function api(path, body, bytes) {
  setBusy(1);
  try {
    const post = body !== undefined || bytes !== undefined;
    const response = await fetch(path, {
      method: post ? "POST" : "GET",
      headers: !post ? {} : { "Content-Type": bytes !== undefined ? "application/octet-stream" : "application/json" },
      body: bytes !== undefined ? bytes : post ? JSON.stringify(body) : undefined,
    });
    const data = await response.json().catch(() => ({ error: "the server answered " + response.status }));
    if (!response.ok) {
      const error = new Error(data.error || ("HTTP " + response.status));
      error.status = response.status;
      error.detail = data;
      throw error;
    }
    return data;
  } finally {
    setBusy(-1);
  }
}

function showError(message) {
  const box = $("error");
  box.textContent = message || "";
  box.hidden = !message;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

// ---- state in the URL: ?fen=…&moves=h2e2,h9g7&event=… reproduces the position, the moves and the game's details ------

function readUrl() {
  const params = new URLSearchParams(location.search);
  state.fen = params.get("fen") || null;
  const moves = params.get("moves");
  state.moves = moves ? moves.split(/[\s,]+/).filter(Boolean) : [];
  const ply = params.get("ply");
  state.ply = ply === null ? null : Number(ply);
  state.details = {};
  for (const d of DETAILS) if (params.get(d)) state.details[d] = params.get(d);
}

function writeUrl() {
  const params = new URLSearchParams();
  if (state.fen) params.set("fen", state.fen);
  if (state.moves.length) params.set("moves", state.moves.join(","));
  if (state.ply !== null) params.set("ply", String(state.ply));
  for (const d of DETAILS) if (state.details[d]) params.set(d, state.details[d]);
  // Slashes and commas stay readable in the link; URLSearchParams reads them back either way.
  const query = params.toString().replace(/%2F/g, "/").replace(/%2C/g, ",");
  const url = location.pathname + (query ? "?" + query : "");
  history.replaceState(null, "", url);
  $("permalink").href = url;
  $("permalink").textContent = location.origin + url;
}

// ---- refreshing: the board first, then each edition's ruling as it comes -------------------------------------------

async function refresh(options) {
  const gen = ++generation;
  setBusy(1);
  showError(null);
  clearSheet();
  state.selected = null;
  try {
    const position = await api("/api/position", { fen: state.fen, moves: state.moves, ply: state.ply,
      arrows: arrowsForShownPly(), keep_legal_prefix: true });
    if (gen !== generation) return;
    if (position.bad_move) {
      // A pasted or linked line with a move that cannot be played: keep the legal moves before it, mark it.
      state.moves = position.moves.map((m) => m.iccs);
      state.badMove = position.bad_move;
      if (state.ply !== null && state.ply >= state.moves.length) state.ply = null;
    }
    state.line = position.moves;
    state.legal = position.legal;
    state.sideToMove = position.side_to_move;
    state.shownPly = position.ply;
    if (!state.editing) $("board").innerHTML = position.svg;
    $("fen-input").value = position.shown_fen;
    renderStatus(position);
    renderMoves();
    renderRulings();
    renderGameInfo();
    writeUrl();
    showForbiddenMoves({ fen: state.fen, moves: state.moves, ply: state.shownPly, shownFen: position.shown_fen,
      legal: state.legal, sideToMove: state.sideToMove });
    ensureRulings();
    if (state.badMove) showError(t("bad.move", { move: state.badMove.number, text: state.badMove.text, reason: state.badMove.reason }));
    if (options && options.boardInView) keepBoardInView();
  } catch (e) {
    if (gen !== generation) return;
    if (e.detail && e.detail.field === "fen" && state.fen) {
      const message = e.message;   // a link with a bad FEN: say so, and show the start position instead
      state.fen = null;
      state.moves = [];
      await refresh();
      showError(message);
      return;
    }
    showError(e.message);
  } finally {
    setBusy(-1);
  }
}

function rulingKey() { return (state.fen || "") + "|" + state.moves.join(","); }

function orderedEditions() {
  const first = state.editions.filter((e) => e.id === state.primary);
  return first.concat(state.editions.filter((e) => e.id !== state.primary));
}

/** One request per edition, so that an edition stopped by the time limit does not hide the others' verdicts. */
function ensureRulings() {
  const key = rulingKey();
  if (key === state.rulingsKey) return;
  state.rulingsKey = key;
  state.rulings = {};
  if (!state.moves.length) { renderRulings(); return; }
  for (const e of orderedEditions()) ruleEdition(e.id, key, { fen: state.fen, moves: state.moves }, 0);
  renderRulings();
}

function ruleEdition(edition, key, line, offset) {
  state.rulings[edition] = { pending: true };
  setBusy(1);   // held until the answer is shown, so "idle" means every verdict is on the page
  api("/api/rule", { fen: line.fen, moves: line.moves, editions: [edition] })
    .then((answer) => ({ result: shifted(answer.rulings[0], offset), offset }),
          (error) => ({ error: error.message, limit: error.status === 503 && /longer than the limit/.test(error.message) }))
    .then((outcome) => {
      if (state.rulingsKey !== key) return;
      state.rulings[edition] = outcome;
      renderRulings();
      if (edition === state.primary) {
        renderMoves();
        if (arrowsForShownPly().length) refresh();   // the chased pieces' arrows need the labels
      }
    })
    .finally(() => setBusy(-1));
}

/** A ruling of the line from a later position (the cycle ruled alone), in the plies of the whole line. */
function shifted(ruling, offset) {
  if (!offset) return ruling;
  return Object.assign({}, ruling, {
    cycle: ruling.cycle ? { start_ply: ruling.cycle.start_ply + offset, length: ruling.cycle.length } : null,
    moves: ruling.moves.map((m) => Object.assign({}, m, { ply: m.ply + offset })),
  });
}

function ruled(edition) { const r = state.rulings[edition]; return r && r.result ? r.result : null; }

function labelsRuling() { return ruled(state.primary) || orderedEditions().map((e) => ruled(e.id)).find(Boolean) || null; }

function knownCycle() {
  const withCycle = orderedEditions().map((e) => ruled(e.id)).find((r) => r && r.cycle);
  return withCycle ? withCycle.cycle : null;
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
  return (move.targets || []).map((x) => (typeof x === "string" ? x : (x && x.square)))
      .filter(isSquare).filter((to) => to !== from).map((to) => ({ from, to, kind: "chase" }));
}

// ---- drawing ----------------------------------------------------------------------------------------------------------

function sideName(side) { return t(side === "red" ? "red" : "black"); }

function moveText(m) { return state.lang === "zh-Hant" && m.chinese_hant ? m.chinese_hant : m.chinese; }

function renderStatus(position) {
  const side = sideName(position.side_to_move);
  const shown = position.ply > 0 ? position.moves[position.ply - 1] : null;
  let text = shown
      ? t("status.after", { move: shown.number, text: moveText(shown), ply: position.ply, total: position.moves.length, side })
      : t("status.start", { side, total: position.moves.length });
  let extra = "";
  if (position.status === "checkmate") extra = ` · <span class="check">${escapeHtml(t("checkmate", { side }))}</span>`;
  else if (position.status === "stalemate") extra = ` · <span class="check">${escapeHtml(t("stalemate", { side }))}</span>`;
  else if (position.in_check) extra = ` · <span class="check">${escapeHtml(t("check"))}</span>`;
  const warnings = position.warnings && position.warnings.length
      ? `<div class="messages">${escapeHtml(position.warnings.join("; "))}</div>` : "";
  $("status").innerHTML = escapeHtml(text) + extra + warnings;
  const last = position.moves.length;
  $("first").disabled = $("prev").disabled = position.ply === 0;
  $("next").disabled = $("last").disabled = position.ply === last;
}

function renderMoves() {
  const moves = state.line;
  // On a phone only the main notation and the labels are shown; the others appear under the move shown (tap a move).
  const main = state.notations.includes("chinese") ? "chinese" : state.notations[0];
  const kind = (n) => (n === main ? n + " main-notation" : n + " other-notation");
  const title = (n) => (n === "chinese" ? t("col.chinese") : n.toUpperCase());
  $("moves-head").innerHTML = `<th class="num">#</th>` + state.notations.map((n) => `<th class="${kind(n)}">${escapeHtml(title(n))}</th>`).join("")
      + `<th class="labels">${escapeHtml(t("col.labels"))}</th>`;
  const ruling = labelsRuling();
  const cycle = knownCycle();
  const shown = state.ply === null ? moves.length : state.ply;
  const rows = [];
  for (const m of moves) {
    const classes = [m.ply === shown ? "shown" : "", cycle && m.ply >= cycle.start_ply && m.ply < cycle.start_ply + cycle.length ? "in-cycle" : ""];
    const moveRuling = ruling ? ruling.moves.find((r) => r.ply === m.ply) : null;
    const labels = moveRuling ? (moveRuling.labels || []) : [];
    const targets = moveRuling ? (moveRuling.targets || []).map((x) => (typeof x === "string" ? x : JSON.stringify(x))) : [];
    rows.push(`<tr data-ply="${m.ply}" class="${classes.join(" ").trim()}"><td class="num">${escapeHtml(m.number)}</td>`
        + state.notations.map((n) => `<td class="${kind(n)}" data-notation="${escapeHtml(title(n))}">`
            + `${escapeHtml((n === "chinese" ? moveText(m) : m[n]) || "")}</td>`).join("")
        + `<td class="labels">${labels.map((l) => `<span class="label label-${escapeHtml(l)}">${escapeHtml(l)}</span>`).join("")}`
        + (targets.length ? ` <span class="target-note">→ ${escapeHtml(targets.join(", "))}</span>` : "") + "</td></tr>");
  }
  if (state.badMove) {
    rows.push(`<tr class="bad-move"><td class="num">${escapeHtml(state.badMove.number)}</td>`
        + `<td class="main-notation" colspan="${state.notations.length + 1}">✗ ${escapeHtml(state.badMove.text)}`
        + ` <span class="small">${escapeHtml(state.badMove.reason)}</span></td></tr>`);
  }
  $("moves").tBodies[0].innerHTML = rows.join("");
}

function verdictWord(code) { return WORDS["verdict." + code] ? t("verdict." + code) : code; }

function rangeOf(cycle) {
  const at = (ply) => (state.line[ply - 1] ? state.line[ply - 1].number : String(ply));
  const last = cycle.start_ply + cycle.length - 1;
  return last === cycle.start_ply ? at(last) : at(cycle.start_ply) + "–" + at(last);
}

function renderRulings() {
  renderStrip();
  renderVerdicts();
  const cycle = knownCycle();
  $("to-cycle").hidden = !cycle;
}

/** Under the board: one chip per edition (its verdict, the cycle in moves); tapping one shows that edition's card. */
function renderStrip() {
  const strip = $("strip");
  if (!state.moves.length || !state.editions.length) { strip.innerHTML = ""; return; }
  strip.innerHTML = orderedEditions().map((e) => {
    const r = state.rulings[e.id] || { pending: true };
    let verdict, extra = "", cls = "";
    if (r.result) {
      verdict = verdictWord(r.result.verdict);
      cls = "verdict-" + r.result.verdict;
      extra = r.result.cycle ? rangeOf(r.result.cycle) : "";
    } else if (r.pending) {
      verdict = t("verdict.pending");
      cls = "pending";
    } else {
      verdict = t(r.limit ? "limit.short" : "error.short");
      cls = "failed";
    }
    return `<button type="button" class="chip ${cls}" data-edition="${escapeHtml(e.id)}"`
        + (r.result ? ` data-verdict="${escapeHtml(r.result.verdict)}"` : "") + `>`
        + `<span class="chip-edition">${escapeHtml(e.id)}</span><span class="chip-verdict">${escapeHtml(verdict)}</span>`
        + (extra ? `<span class="chip-cycle">${escapeHtml(extra)}</span>` : "") + `</button>`;
  }).join("");
}

function renderVerdicts() {
  const box = $("verdicts");
  $("cycle").textContent = "";
  if (!state.editions.length) {
    box.innerHTML = `<p class="error" id="engine-message">${escapeHtml(t("no.engine"))}</p>`;
    return;
  }
  if (!state.moves.length) {
    box.innerHTML = `<p class="muted">${escapeHtml(t("play.first"))}</p>`;
    return;
  }
  const results = orderedEditions().map((e) => ruled(e.id)).filter(Boolean);
  const disagree = new Set(results.map((r) => r.verdict)).size > 1;
  let html = `<table id="verdict-table"><thead><tr><th>${escapeHtml(t("sheet.edition"))}</th><th>${escapeHtml(t("sheet.verdict"))}</th>`
      + `<th>${escapeHtml(t("sheet.article"))}</th></tr></thead><tbody>`;
  for (const edition of orderedEditions()) {
    const outcome = state.rulings[edition.id] || { pending: true };
    const r = outcome.result;
    const title = edition.title || "";
    const foldedTitle = title ? `<div class="folded-title muted small">${escapeHtml(title)}</div>` : "";
    let verdictCell, reasons;
    if (r) {
      const article = (reason) => `<div class="article">`
          // an inherited row says whose article it is: "tw-2007 棋例總綱 2, applied by wxf-2018: inherited (2007 text)"
          + `<b>${escapeHtml([reason.cited || reason.article, reason.rule].filter(Boolean).join(" · "))}</b>`
          + (reason.figures && reason.figures.length ? ` <span class="muted">(${escapeHtml([].concat(reason.figures).join(", "))})</span>` : "")
          + `<div class="zh">${escapeHtml(reason.zh || "")}</div><div class="en">${escapeHtml(reason.en || "")}</div></div>`;
      // The first reason is the decisive one; the others (the general principles it applies) fold away. On a phone the
      // edition's full title folds away with them (the table cell that shows it becomes the card's heading).
      const all = r.reasons || [];
      const more = all.length > 1
          ? `<details class="more"><summary>${escapeHtml(t("more", { n: all.length - 1 }))}<span class="phone-only">${escapeHtml(t("more.phone"))}</span></summary>${foldedTitle}${all.slice(1).map(article).join("")}</details>`
          : (title ? `<details class="more phone-only"><summary>${escapeHtml(t("edition.title"))}</summary>${foldedTitle}</details>` : "");
      reasons = (all.length ? article(all[0]) : '<span class="muted">—</span>') + more;
      verdictCell = `<td class="verdict verdict-${escapeHtml(r.verdict)}" data-verdict="${escapeHtml(r.verdict)}">${escapeHtml(verdictWord(r.verdict))}`
          + (r.cycle ? `<div class="muted small cycle-range">${escapeHtml(t("cycle.card", { range: rangeOf(r.cycle) }))}</div>` : "")
          + (outcome.offset ? `<div class="muted small">${escapeHtml(t("limit.cycle.note", { move: state.line[outcome.offset].number }))}</div>` : "")
          + `</td>`;
    } else if (outcome.pending) {
      verdictCell = `<td class="verdict pending">${escapeHtml(t("verdict.pending"))}</td>`;
      reasons = "";
    } else {
      const cycle = knownCycle();
      verdictCell = `<td class="verdict failed" data-verdict="error">${escapeHtml(t(outcome.limit ? "limit.stopped" : "error.short"))}</td>`;
      reasons = (outcome.limit ? `<p class="small">${escapeHtml(t("limit.why", { seconds: String(Math.round(state.limitMs / 100) / 10), edition: edition.id }))}</p>` : "")
          + `<p class="small muted limit-reason">${escapeHtml(outcome.error)}</p>`
          + `<button type="button" data-retry="${escapeHtml(edition.id)}">${escapeHtml(t("retry"))}</button>`
          + (outcome.limit && cycle && cycle.start_ply > 1
              ? ` <button type="button" data-cycle-only="${escapeHtml(edition.id)}">${escapeHtml(t("limit.cycle", { move: state.line[cycle.start_ply - 1].number }))}</button>` : "");
    }
    html += `<tr data-edition="${escapeHtml(edition.id)}" class="${disagree && r ? "disagrees" : ""}">`
        + `<td class="edition"><b>${escapeHtml(edition.id)}</b><div class="edition-title muted small">${escapeHtml(title)}</div></td>`
        + verdictCell + `<td class="reasons">${reasons}</td></tr>`;
  }
  box.innerHTML = html + "</tbody></table>";
  const labelled = labelsRuling();
  if (labelled && labelled.cycle) {
    $("cycle").textContent = t("cycle.note", { edition: labelled.edition, range: rangeOf(labelled.cycle), plies: labelled.cycle.length });
  }
}

function renderGameInfo() {
  const d = state.details;
  const parts = [];
  if (d.event) parts.push(`<b>${escapeHtml(d.event)}</b>`);
  if (d.round) parts.push(escapeHtml(t("info.round", { n: d.round })));
  if (d.board) parts.push(escapeHtml(t("info.board", { n: d.board })));
  if (d.date) parts.push(escapeHtml(d.date));
  const players = d.red || d.black
      ? `<div class="players"><span class="red-player">${escapeHtml(d.red || "?")}</span> – <span class="black-player">${escapeHtml(d.black || "?")}</span></div>` : "";
  let variations = "";
  const f = state.file;
  if (f && f.variations && f.variations.length) {
    variations = `<label class="variation">${escapeHtml(t("variation.label"))} <select id="variation">`
        + `<option value="">${escapeHtml(t("variation.main"))}</option>`
        + f.variations.map((v) => `<option value="${v.id}"${String(v.id) === String(f.variation) ? " selected" : ""}>`
            + `${"· ".repeat(v.depth)}${escapeHtml(t("variation.option", { move: v.number, text: state.lang === "zh-Hant" ? v.chinese_hant : v.chinese, plies: v.plies }))}</option>`).join("")
        + `</select></label>`;
  }
  const other = f && f.games && f.games.length > 1 ? `<button type="button" id="other-games">${escapeHtml(t("games.other"))}</button>` : "";
  const info = $("game-info");
  info.innerHTML = (parts.length ? `<div>${parts.join(" · ")}</div>` : "") + players + variations + other;
  info.hidden = !info.innerHTML;
  for (const input of document.querySelectorAll("#details input[data-field]")) {
    if (document.activeElement !== input) input.value = d[input.dataset.field] || "";
  }
}

/** On a phone, after a tap far down the page, bring the board (and the verdicts under it) back into view. */
function keepBoardInView() {
  if (!matchMedia("(max-width: 600px)").matches) return;
  const top = $("board").getBoundingClientRect().top;
  if (top < 0 || top > innerHeight / 3) $("board-pane").scrollIntoView({ block: "start" });
}

function showPly(ply, options) {
  state.ply = ply === null || ply >= state.moves.length ? null : Math.max(0, ply);
  return refresh(options);
}

function goToCycle() {
  const cycle = knownCycle();
  if (!cycle) return;
  showPly(cycle.start_ply - 1).then(() => {
    const row = document.querySelector(`#moves tr[data-ply="${cycle.start_ply}"]`);
    if (row && !matchMedia("(max-width: 600px)").matches) row.scrollIntoView({ block: "center" });
  });
}

/** The cycle alone, from the position before its first move: far less to analyse than the whole game. */
async function ruleCycleOnly(edition) {
  const cycle = knownCycle();
  if (!cycle) return;
  const offset = cycle.start_ply - 1;
  const at = await api("/api/position", { fen: state.fen, moves: state.moves, ply: offset });
  ruleEdition(edition, state.rulingsKey, { fen: at.shown_fen, moves: state.moves.slice(offset) }, offset);
  renderRulings();
}

// ---- the live referee's forbidden moves ----------------------------------------------------------------------------

/**
 * Called after every board is drawn with {fen, moves, ply, shownFen, legal, sideToMove}. The live referee (docs/referee.md,
 * POST /api/referee) fills #forbidden with the moves that may not be played here, in words, and marks them on the
 * board; until then it shows nothing.
 */
function showForbiddenMoves(context) {
  $("forbidden").hidden = true;
  return context;
}

// ---- the ruling sheet --------------------------------------------------------------------------------------------------

function clearSheet() {
  $("sheet").innerHTML = "";
  document.body.classList.remove("has-sheet");
}

async function prepareSheet() {
  const answer = await api("/api/sheet", { fen: state.fen, moves: state.moves, game: state.details, lang: state.lang,
    editions: orderedEditions().map((e) => e.id) });
  $("sheet").innerHTML = answer.html;
  document.body.classList.add("has-sheet");
}

// ---- games from files -----------------------------------------------------------------------------------------------

async function openFile(file) {
  if (!file) return;
  showError(null);
  if (file.size > MAX_FILE_MB * 1024 * 1024) { showError(t("file.too.big", { n: MAX_FILE_MB })); return; }
  try {
    const answer = await api("/api/games?edition=" + encodeURIComponent(state.primary || "") + "&name="
        + encodeURIComponent(file.name), undefined, file);
    state.file = { file, name: file.name, games: answer.games, edition: answer.edition };
    if (answer.game) loadFileGame(answer.game);
    else showGames();
  } catch (e) {
    showError(file.name + ": " + e.message);
  }
}

async function pickGame(number, variation) {
  try {
    const query = "?game=" + number + (variation ? "&variation=" + variation : "") + "&name=" + encodeURIComponent(state.file.name);
    const answer = await api("/api/games" + query, undefined, state.file.file);
    loadFileGame(answer.game);
  } catch (e) {
    showError(state.file.name + ": " + e.message);
  }
}

function loadFileGame(game) {
  Object.assign(state.file, { game: game.number, variations: game.variations || [], variation: game.variation || null });
  state.fen = game.start_fen === START_FEN ? null : game.start_fen;
  state.moves = game.moves.slice();
  state.ply = null;
  state.badMove = game.bad_move || null;
  state.details = detailsFrom(game.tags || {});
  $("games").hidden = true;
  $("entry").open = false;
  refresh({ boardInView: true });
}

function detailsFrom(tags) {
  const d = {};
  for (const k of DETAILS) if (tags[TAGS[k]]) d[k] = tags[TAGS[k]];
  return d;
}

function showGames() {
  const f = state.file;
  $("games-title").textContent = t("games.title", { name: f.name, n: f.games.length });
  $("games-list").innerHTML = f.games.map((g) => {
    let note;
    if (g.error) note = `<span class="bad">${escapeHtml(t("games.bad", { move: g.bad_number || "?", reason: g.error }))}</span>`;
    else if (g.repeats === null || g.repeats === undefined) note = escapeHtml(t("games.unchecked"));
    else if (g.repeats) note = `<span class="repeats">↻ ${escapeHtml(t("games.repeats", { range: g.cycle }))}</span>`;
    else note = escapeHtml(t("games.norepeat"));
    const head = [g.event, g.round ? t("info.round", { n: g.round }) : "", g.date, g.result === "*" ? "" : g.result]
        .filter(Boolean).map(escapeHtml).join(" · ");
    return `<button type="button" class="game-row" data-game="${g.number}"${g.repeats ? ' data-repeats="1"' : ""}>`
        + `<span class="game-head">${g.number}. ${head}</span>`
        + `<span class="game-players">${escapeHtml(g.red || "?")} – ${escapeHtml(g.black || "?")} <span class="muted">(${g.plies})</span></span>`
        + `<span class="game-note">${note}</span></button>`;
  }).join("");
  $("games").hidden = false;
  $("games").scrollIntoView({ block: "start" });
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

function mark(svg, points, sq, radius, attributes) {
  const at = svg.querySelector(`.pt[data-sq="${sq}"]`);
  const c = document.createElementNS("http://www.w3.org/2000/svg", "circle");
  c.setAttribute("cx", at.getAttribute("cx"));
  c.setAttribute("cy", at.getAttribute("cy"));
  c.setAttribute("r", String(radius));
  for (const [k, v] of Object.entries(attributes)) c.setAttribute(k, v);
  svg.insertBefore(c, points);
}

function markSelection(sq) {
  clearSelection();
  state.selected = sq;
  const svg = $("board").querySelector("svg");
  const points = svg.querySelector("g.points");
  mark(svg, points, sq, 25, { class: "pick-mark selected", fill: "none", stroke: "#2e7d32", "stroke-width": "3" });
  for (const move of state.legal.filter((m) => m.startsWith(sq))) {
    mark(svg, points, move.slice(2, 4), 7, { class: "pick-mark target", fill: "#2e7d32", "fill-opacity": "0.7" });
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
      state.badMove = null;
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
  fen.split(" ")[0].split("/").forEach((row, i) => {
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
  const answer = await api("/api/diagram", { placement: fenFromPlacement(state.editing.pieces), side: state.editing.side });
  $("board").innerHTML = answer.svg;
  const kind = WORDS["kind." + answer.kind] ? t("kind." + answer.kind) : answer.kind;
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
  $("verdicts").innerHTML = `<p class="muted">${escapeHtml(t("setup.now"))}</p>`;
  $("strip").innerHTML = "";
  $("cycle").textContent = "";
  $("moves").tBodies[0].innerHTML = "";
  $("status").textContent = t("setup.status");
  const palette = $("palette");
  palette.innerHTML = "";
  for (const letter of PALETTE.concat([""])) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.piece = letter;
    b.className = letter ? (letter === letter.toUpperCase() ? "red" : "black") : "eraser";
    b.textContent = letter ? PIECE_NAMES[letter] : t("setup.eraser");
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
    showError(t("setup.notyet") + $("edit-messages").textContent);
    return;
  }
  state.fen = state.editing.fen;
  newLine([]);
  state.editing = null;
  $("editor").hidden = true;
  $("edit").classList.remove("active");
  refresh();
}

/** A new line of moves from the position: what belonged to the old one (bad move, file's game) goes. */
function newLine(moves) {
  state.moves = moves;
  state.ply = null;
  state.badMove = null;
}

// ---- wiring ---------------------------------------------------------------------------------------------------------

function wire() {
  $("board").addEventListener("click", (event) => {
    const target = event.target.closest("[data-sq]");
    if (target && target.classList.contains("pt")) onPointClick(target.dataset.sq);
  });
  $("moves").addEventListener("click", (event) => {
    const row = event.target.closest("tr[data-ply]");
    if (row) showPly(Number(row.dataset.ply), { boardInView: true });
  });
  $("first").addEventListener("click", () => showPly(0));
  $("prev").addEventListener("click", () => showPly((state.ply === null ? state.moves.length : state.ply) - 1));
  $("next").addEventListener("click", () => showPly((state.ply === null ? state.moves.length : state.ply) + 1));
  $("last").addEventListener("click", () => showPly(null));
  $("to-cycle").addEventListener("click", goToCycle);
  document.addEventListener("keydown", (event) => {
    if (event.target.closest("input, textarea, select") || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") { event.preventDefault(); $("prev").click(); }
    if (event.key === "ArrowRight") { event.preventDefault(); $("next").click(); }
  });
  $("strip").addEventListener("click", (event) => {
    const chip = event.target.closest("[data-edition]");
    const card = chip && document.querySelector(`#verdict-table tr[data-edition="${chip.dataset.edition}"]`);
    if (!card) return;
    card.scrollIntoView({ block: "start", behavior: "smooth" });
    card.classList.remove("flash");
    void card.offsetWidth;   // restart the highlight
    card.classList.add("flash");
  });
  $("verdicts").addEventListener("click", (event) => {
    const retry = event.target.closest("[data-retry]");
    if (retry) { ruleEdition(retry.dataset.retry, state.rulingsKey, { fen: state.fen, moves: state.moves }, 0); renderRulings(); }
    const alone = event.target.closest("[data-cycle-only]");
    if (alone) ruleCycleOnly(alone.dataset.cycleOnly).catch((e) => showError(e.message));
  });
  $("undo").addEventListener("click", () => {
    if (!state.moves.length) return;
    newLine(state.moves.slice(0, -1));
    refresh();
  });
  $("clear-moves").addEventListener("click", () => { newLine([]); refresh(); });
  $("start-position").addEventListener("click", () => { state.fen = null; newLine([]); refresh(); });
  $("fen-load").addEventListener("click", () => {
    state.fen = $("fen-input").value.trim() || null;
    newLine([]);
    refresh();
  });
  $("moves-load").addEventListener("click", async () => {
    const text = $("moves-input").value;
    try {
      // The server reads the text (any notation, or a PGN game with its tags) and answers the moves in ICCS; a move
      // that cannot be played ends the line there, and is kept to be shown.
      const answer = await api("/api/position", { fen: $("fen-input").value.trim() || null, pgn: text, keep_legal_prefix: true });
      state.fen = answer.start_fen === START_FEN ? null : answer.start_fen;
      newLine(answer.moves.map((m) => m.iccs));
      state.badMove = answer.bad_move || null;
      if (answer.tags && Object.keys(answer.tags).length) state.details = detailsFrom(answer.tags);
      state.file = null;
      $("entry").open = false;
      await refresh({ boardInView: true });
    } catch (e) {
      showError(e.message);
    }
  });
  $("file-input").addEventListener("change", () => { openFile($("file-input").files[0]); $("file-input").value = ""; });
  let dragDepth = 0;
  document.addEventListener("dragenter", (event) => { if (hasFiles(event)) { dragDepth++; $("drop-zone").hidden = false; } });
  document.addEventListener("dragleave", () => { if (--dragDepth <= 0) { dragDepth = 0; $("drop-zone").hidden = true; } });
  document.addEventListener("dragover", (event) => { if (hasFiles(event)) event.preventDefault(); });
  document.addEventListener("drop", (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth = 0;
    $("drop-zone").hidden = true;
    openFile(event.dataTransfer.files[0]);
  });
  $("games-list").addEventListener("click", (event) => {
    const row = event.target.closest("[data-game]");
    if (row) pickGame(Number(row.dataset.game), null);
  });
  $("game-info").addEventListener("change", (event) => {
    if (event.target.id === "variation") pickGame(state.file.game, event.target.value || null);
  });
  $("game-info").addEventListener("click", (event) => { if (event.target.id === "other-games") showGames(); });
  $("details").addEventListener("input", (event) => {
    const field = event.target.dataset.field;
    if (!field) return;
    if (event.target.value.trim()) state.details[field] = event.target.value.trim();
    else delete state.details[field];
    clearSheet();
    renderGameInfo();
    writeUrl();
  });
  $("copy-link").addEventListener("click", async () => {
    writeUrl();
    const button = $("copy-link");
    try { await navigator.clipboard.writeText(location.href); button.textContent = t("link.copied"); }
    catch (e) { button.textContent = t("link.bar"); }
    setTimeout(() => { button.textContent = t("link"); }, 1500);
  });
  $("print").addEventListener("click", async () => {
    try { await prepareSheet(); window.print(); } catch (e) { showError(e.message); }
  });
  $("labels-edition").addEventListener("change", () => {
    state.primary = $("labels-edition").value;
    remember("edition", state.primary);
    clearSheet();
    renderRulings();
    refresh();
  });
  $("lang").addEventListener("change", () => {
    state.lang = $("lang").value;
    remember("lang", state.lang);
    applyWords();
    clearSheet();
    if (state.editing) return;
    renderMoves();
    renderRulings();
    renderGameInfo();
    refresh();
  });
  $("edit").addEventListener("click", () => { if (state.editing) finishEditing(); else startEditing(); });
  $("edit-done").addEventListener("click", finishEditing);
  $("edit-clear").addEventListener("click", () => { state.editing.pieces = {}; drawEditor(); });
  $("edit-side").addEventListener("change", () => { state.editing.side = $("edit-side").value; drawEditor(); });
}

function hasFiles(event) { return event.dataTransfer && [...(event.dataTransfer.types || [])].includes("Files"); }

async function main() {
  setBusy(1);
  try {
    wire();
    readUrl();
    state.lang = firstLanguage();
    try {
      const [words, info] = await Promise.all([api("/words.json"), api("/api/editions")]);
      WORDS = words.words;
      state.editions = info.editions;
      state.notations = info.notations;
      if (info.limit_ms) state.limitMs = info.limit_ms;
      // The edition chosen first is remembered; until then, the one the server was started for.
      const saved = remembered("edition");
      const ids = info.editions.map((e) => e.id);
      state.primary = ids.includes(saved) ? saved : ids.includes(info.default) ? info.default : ids[0] || null;
      $("labels-edition").innerHTML = info.editions.map((e) => `<option value="${escapeHtml(e.id)}">${escapeHtml(e.id)}</option>`).join("");
      if (state.primary) $("labels-edition").value = state.primary;
    } catch (e) {
      showError(e.message);
    }
    applyWords();
    if (state.moves.length) $("entry").open = false;
    await refresh();
  } finally {
    setBusy(-1);
  }
}

main();
