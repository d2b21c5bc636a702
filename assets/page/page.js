// The page on phones and the TV (issue 23). It draws the view the server
// publishes (in the page as served, then each "state" event of GET /events),
// and lets a phone that picked a player's name enter what the game allows a
// phone to (POST /api/act). Names come from the table: they are only ever
// set as text, never as markup.
"use strict";

const token = new URLSearchParams(location.search).get("t") || "";
const phoneKey = "flipside.phone." + token;
const nameKey = "flipside.name." + token;
let view = null;
let lastBanner = null;
let bannerTimer = 0;
// A hand's end: the cards this phone's player taps in (script keys), kept
// while the table waits for them.
let handCards = [];

const $ = (id) => document.getElementById(id);
const api = (path) => path + "?t=" + encodeURIComponent(token);

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function myName() { return localStorage.getItem(nameKey) || ""; }
function myPhone() { return localStorage.getItem(phoneKey) || ""; }
// The view that first showed this phone's seat held: a later one without
// it means the table freed it (or a new code), and the phone picks again.
let heldSince = 0;
function forget() {
  localStorage.removeItem(phoneKey);
  localStorage.removeItem(nameKey);
}

function drawStandings(page) {
  const list = $("standings");
  list.replaceChildren();
  const turn = typeof view.turn === "string" ? view.turn : null;
  for (const s of page.standings || []) {
    const li = el("li");
    li.dataset.name = s.name;
    li.dataset.total = String(s.total);
    if (s.name === myName()) li.classList.add("me");
    if (s.name === turn) li.classList.add("turn");
    li.append(el("span", "place", String(s.place)), el("span", "name", s.name), el("span", "total", String(s.total)));
    li.lastChild.setAttribute("aria-label", s.total_text);
    if (s.note) li.append(el("span", "note", s.note));
    const line = ((page.table || {}).seats || {})[s.name];  // "7 cards", "Phase 4: …"
    if (line) li.append(el("span", "note seat-line", line));
    list.append(li);
  }
}

// What the tablet shows of the table during play, in the game's words
// (UNO Flip's side, top card, colour to match and direction; Phase 10
// Flip's side).
function drawFacts(page) {
  const list = $("facts");
  list.replaceChildren();
  for (const f of (page.table || {}).facts || []) {
    const row = el("div", "fact");
    row.append(el("dt", "", f.label), el("dd", "", f.value));
    list.append(row);
  }
}

function drawEntries(page) {
  const list = $("entries");
  list.replaceChildren();
  for (const e of page.entries || []) {
    const li = el("li", "", e.text);
    if (e.notes && e.notes.length) li.append(el("div", "notes", e.notes.join(" \u00B7 ")));
    list.append(li);
  }
}

function drawSheet(page) {
  const table = $("sheet");
  table.replaceChildren();
  const names = page.players || [];
  const rounds = page.sheet || [];
  if (!rounds.length) {
    const row = table.insertRow();
    row.insertCell().textContent = page.labels.sheet_empty;
    return;
  }
  const head = table.createTHead().insertRow();
  head.append(el("th", "", page.labels.sheet_round));
  for (const n of names) head.append(el("th", "", n));
  const body = table.createTBody();
  const words = (page.table || {}).rounds || [];  // the side each hand ended on
  rounds.forEach((r, i) => {
    const row = body.insertRow();
    row.insertCell().textContent = words[i] ? r.round + " \u00B7 " + words[i] : String(r.round);
    for (const p of r.points) row.insertCell().textContent = String(p);
  });
  const foot = table.createTFoot().insertRow();
  foot.insertCell().textContent = page.labels.sheet_total;
  for (const p of view.players || []) foot.insertCell().textContent = String(p.total);
}

function drawYou(page) {
  const names = $("names"), actions = $("actions");
  names.replaceChildren();
  actions.replaceChildren();
  const players = page.players || [];
  const held = Array.isArray(page.held) ? page.held : null;
  let me = myName();
  if (me && held && view.version >= heldSince && !held.includes(me)) {
    forget();
    me = "";
  }
  // A page nobody plays from (a TV, a watcher): its "Who are you?" hides
  // on a TV's screen (page.css).
  $("you").classList.toggle("watching", !me || !players.includes(me));
  if (!me || !players.includes(me)) {
    $("who").textContent = page.labels.who;
    $("you").setAttribute("aria-label", page.labels.who);
    // One phone per player: a seat another phone holds is shown taken.
    for (const n of players) {
      const taken = held && held.includes(n);
      const b = el("button", taken ? "taken" : "", taken ? (page.labels.taken || "{0}").replace("{0}", n) : n);
      b.disabled = !!taken;
      b.addEventListener("click", () => join(n));
      names.append(b);
    }
    return;
  }
  $("who").textContent = (page.labels.you_are || "{0}").replace("{0}", me);
  $("you").setAttribute("aria-label", $("who").textContent);
  for (const a of (page.actions || {})[me] || []) {
    const b = el("button", "action", a.label);
    b.addEventListener("click", () => act(a.id));
    actions.append(b);
  }
}

// A hand's end whose cards left the table waits for: a pad of the side in
// play, the cards tapped so far with their points, Send; the table checks
// them, shows who has sent, and confirms the hand.
function drawHand(page) {
  const hand = page.hand, me = myName(), box = $("hand");
  if (!hand) {
    handCards = [];
    // The table confirmed the hand: "Sent…" is over.
    if (!box.hidden && $("reply").textContent === page.labels.hand_sent) $("reply").textContent = "";
  }
  if (!hand || !me || !(hand.awaited || []).includes(me)) {
    box.hidden = true;
    return;
  }
  const labels = page.labels, pad = hand.pad || [];
  const byKey = new Map(pad.map((c) => [c.key, c]));
  handCards = handCards.filter((k) => byKey.has(k));
  box.hidden = false;
  $("hand-title").textContent = labels.hand_title;
  const points = handCards.reduce((sum, k) => sum + byKey.get(k).points, 0);
  $("hand-count").textContent = labels.hand_points.replace("{0}", String(points)).replace("{1}", String(handCards.length));
  const list = $("hand-list");
  list.replaceChildren();
  for (const k of handCards) list.append(el("li", "c-" + byKey.get(k).colour, byKey.get(k).words));
  const grid = $("hand-pad");
  if (grid.dataset.keys !== pad.map((c) => c.key).join("|")) {
    grid.replaceChildren();
    // The wilds (no colour) first: within one screen of a phone's pad.
    const ordered = pad.filter((c) => !c.colour).concat(pad.filter((c) => c.colour));
    for (const c of ordered) {
      const b = el("button", c.colour ? "c-" + c.colour : "wild", c.words);
      b.type = "button";
      b.dataset.key = c.key;
      b.addEventListener("click", () => { handCards.push(c.key); drawHand(view.page); });
      grid.append(b);
    }
    grid.dataset.keys = pad.map((c) => c.key).join("|");
  }
  // A card whose every copy is out (on the discard pile, or listed by the
  // table for the others) is dimmed once the list holds as many as remain,
  // as on the tablet's pad (RULINGS UNO Flip 9).
  const room = (hand.room || {})[me] || {};
  for (const b of grid.children) {
    const left = room[b.dataset.key];
    const used = left !== undefined && handCards.filter((k) => k === b.dataset.key).length >= left;
    b.disabled = used;
    b.classList.toggle("used", used);
  }
  $("hand-remove").textContent = labels.hand_remove;
  $("hand-clear").textContent = labels.hand_clear;
  $("hand-send").textContent = labels.hand_send;
  const waiting = hand.awaited.filter((n) => !(hand.sent || []).includes(n));
  $("hand-waiting").textContent = waiting.length ? labels.hand_waiting.replace("{0}", waiting.join(", ")) : "";
  if ((hand.sent || []).includes(me) && !$("reply").textContent) $("reply").textContent = labels.hand_sent;
}

async function sendHand() {
  const answer = await post("api/act", { phone: myPhone(), do: "hand_cards", cards: handCards });
  if (answer.ok) $("reply").textContent = view.page.labels.hand_sent;
}

function showBanner(page) {
  const banners = page.banners || [];
  if (!banners.length) return;
  const key = view.version + ":" + banners.map((b) => b.n + b.text).join("|");
  const id = banners[0].n + banners.map((b) => b.text).join("|");
  if (id === lastBanner) return;
  lastBanner = id;
  const b = banners[banners.length - 1];
  const box = $("banner");
  box.className = b.tone;
  box.textContent = banners.map((x) => x.text).join(" \u00B7 ");
  box.dataset.key = key;
  box.hidden = false;
  clearTimeout(bannerTimer);
  bannerTimer = setTimeout(() => { box.hidden = true; }, 5000);
}

function draw(next) {
  view = next;
  const page = view.page || {};
  const labels = page.labels || {};
  document.documentElement.lang = page.lang || "en";
  document.title = (page.game_name ? page.game_name + " \u00B7 " : "") + (labels.title || "FlipSide");
  if (document.body.dataset.code !== "gone") $("offline").textContent = labels.offline || "";
  $("standings-heading").textContent = labels.standings || "";
  $("entries-heading").textContent = labels.last_entries || "";
  $("sheet-heading").textContent = labels.sheet || "";
  if (page.no_game) {
    $("game").textContent = "FlipSide";
    $("no-game").textContent = page.no_game;
    $("no-game").hidden = false;
    $("meta").textContent = "";
    $("expecting").textContent = "";
    $("bgstats").hidden = true;
    for (const id of ["standings", "facts", "entries", "sheet", "names", "actions"]) $(id).replaceChildren();
    $("hand").hidden = true;
    $("who").textContent = "";
    return;
  }
  $("no-game").hidden = true;
  $("game").textContent = page.game_name || "";
  $("meta").textContent = [page.round, page.target].filter(Boolean).join(" \u00B7 ");
  $("expecting").textContent = page.finished ? [labels.game_over, page.winner].filter(Boolean).join(": ") : page.expecting;
  // BG Stats takes the play from its link (the app on the phone, or its site).
  $("bgstats").hidden = !page.bgstats;
  if (page.bgstats) {
    $("bgstats").href = page.bgstats;
    $("bgstats").textContent = labels.bgstats || "BG Stats";
  }
  drawStandings(page);
  drawFacts(page);
  drawEntries(page);
  drawSheet(page);
  drawYou(page);
  drawHand(page);
  showBanner(page);
  fits();
}

// Whether the page fits the screen's width (nothing to scroll sideways but
// the scoresheet's own box): read by the browser test, harmless otherwise.
function fits() {
  document.body.dataset.fits = document.documentElement.scrollWidth <= window.innerWidth ? "yes" : "no";
}

async function post(path, body) {
  const reply = $("reply");
  try {
    const res = await fetch(api(path), { method: "POST", headers: { "Content-Type": "application/json" },
                                         body: JSON.stringify(body), cache: "no-store" });
    const answer = await res.json();
    reply.className = answer.ok ? "" : "refused";
    reply.textContent = answer.ok ? (answer.text || "") : answer.error;
    return answer;
  } catch (e) {
    reply.className = "refused";
    reply.textContent = (view && view.page && view.page.labels.offline) || "Offline";
    return { ok: false };
  }
}

async function join(name) {
  // The seat this phone holds, if any, is given up for the new one.
  const answer = await post("api/join", { name, phone: myPhone() });
  if (answer.ok) {
    heldSince = answer.version || 0;
    localStorage.setItem(phoneKey, answer.phone);
    localStorage.setItem(nameKey, answer.name);
    $("reply").textContent = "";
    if (view) draw(view);
  }
}

function act(id) { return post("api/act", { phone: myPhone(), do: id }); }

// The live stream, and coming back without a reload (issue 32, item 11):
// whatever ends the stream (Wi-Fi lost, the app restarted, a 503, any
// answer but 200, where a browser's EventSource gives up for good), the
// page asks again for /state after a wait that doubles up to 15 s; an
// answer brings the view and a new stream. A 403 means the address's code
// is no longer the table's: the page says so plainly, and only looks again
// now and then (the table may come back with it after all).
let stream = null;
let retryTimer = 0;
let retryWait = 1000;
const kLongestWait = 15000;

function online() {
  $("offline").hidden = true;
  retryWait = 1000;
}

function offline(text) {
  const labels = (view && view.page && view.page.labels) || {};
  $("offline").textContent = text || labels.offline || "Offline";
  $("offline").hidden = false;
}

function lost() {
  if (stream) stream.close();
  stream = null;
  offline();
  clearTimeout(retryTimer);
  retryTimer = setTimeout(comeBack, retryWait);
  retryWait = Math.min(retryWait * 2, kLongestWait);
}

async function comeBack() {
  let res;
  try {
    res = await fetch(api("state"), { cache: "no-store" });
  } catch (e) {
    return lost();
  }
  if (res.status === 403) {
    const labels = (view && view.page && view.page.labels) || {};
    document.body.dataset.code = "gone";
    offline(labels.code_gone);
    retryTimer = setTimeout(comeBack, kLongestWait);
    return;
  }
  delete document.body.dataset.code;
  if (res.ok) {
    try { accept(await res.json()); } catch (e) { return lost(); }
  } else if (res.status !== 503) {
    return lost();  // 503 at /state: no game on the table yet; the stream says when there is
  }
  listen();
}

// A view from the server. A version lower than the one shown means the
// table restarted (versions start again): what was seen before is no guide.
function accept(next) {
  if (view && next.version < view.version) heldSince = 0;
  if (!view || next.version !== view.version) draw(next);
}

function listen() {
  stream = new EventSource(api("events"));
  stream.addEventListener("state", (e) => {
    online();
    accept(JSON.parse(e.data));
  });
  stream.addEventListener("open", online);
  stream.addEventListener("error", lost);
}

// The view as the page was served is in the page itself (drawn before the
// first paint, no second request); the stream brings every later one.
function start() {
  $("hand-remove").addEventListener("click", () => { handCards.pop(); drawHand(view.page); });
  $("hand-clear").addEventListener("click", () => { handCards = []; drawHand(view.page); });
  $("hand-send").addEventListener("click", sendHand);
  const initial = JSON.parse($("initial-state").textContent || "null");
  if (initial) draw(initial);
  listen();
}

start();
