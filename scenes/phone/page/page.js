"use strict";
// BluffBox phone page: one seat's view, its legal moves as big buttons, the talk
// menu and the public log. Protocol: docs/phone.md. No framework, no network but
// the page's own WebSocket.
const CFG = JSON.parse(document.getElementById("config").textContent);
const $ = (id) => document.getElementById(id);
let lang = "en", state = null, ws = null, backoff = 500, timer = null, stopped = null;
let sent = false, picked = [], pickKey = "", counts = {}, countKey = "", choice = {};

// ---------------------------------------------------------------- words
function T(key, params) {
  let s = (CFG.strings[lang] || {})[key];
  if (s === undefined) s = (CFG.strings.en || {})[key];
  if (s === undefined) return null;
  for (const k in params || {}) s = s.split("%{" + k + "}").join(String(params[k]));
  return s;
}
function W(key, params) { const s = T(key, params); return s === null ? key : s; }
function name(seat) {
  if (typeof seat !== "number") return "?";
  return CFG.names[seat] || W("seat", {n: seat + 1});
}
function names(list) {
  if (!Array.isArray(list) || !list.length) return W("nobody");
  return list.map(name).join(", ");
}
const THING_PREFIXES = ["role.", "agent.", "market.", "artefact.", "character.", "colour.", "side.", "camp."];
function thing(id) {
  if (id === null || id === undefined) return "—";
  for (const p of THING_PREFIXES) { const s = T("g." + p + id); if (s !== null) return s; }
  const own = T("w." + id);
  if (own !== null) return own;
  return String(id).replace(/_/g, " ");
}
function jewels(j) {
  if (!j || typeof j !== "object") return "—";
  const parts = Object.keys(j).filter((c) => j[c]).map((c) => j[c] + " " + thing(c));
  return parts.length ? parts.join(", ") : W("g.jewels.none");
}
function value(field, v) {
  if (v === null || v === undefined) return W("nobody");
  if (["target", "seat", "leader", "holder", "name", "giver", "receiver", "a", "b"].includes(field)
      && typeof v === "number") return name(v);
  if (Array.isArray(v)) return v.every((x) => typeof x === "number") ? names(v)
    : v.map((x) => typeof x === "object" && x !== null ? value(field, x) : thing(x)).join(", ");
  if (field === "jewels" || field === "take" || field === "card" && typeof v === "object") return jewels(v);
  if (typeof v === "object") return Object.keys(v).map((k) => thing(k) + " " + value(k, v[k])).join(", ");
  if (typeof v === "boolean") return W(v ? "yes" : "no");
  if (typeof v === "number") return String(v);
  return thing(v);
}
function params(obj) {
  const out = {};
  for (const k in obj) if (k !== "kind") out[k] = value(k, obj[k]);
  if (typeof obj.seat === "number") out.name = name(obj.seat);
  if (obj.team) out.team = names(obj.team);
  if (obj.pair) { out.a = name(obj.pair[0]); out.b = name(obj.pair[1]); }
  return out;
}
function filled(s) { return s !== null && s.indexOf("%{") < 0 ? s : null; }

// A move's label: "m.<game>.<kind>.<field>.<value>" for a true/false field, else
// "m.<game>.<kind>", else a generic "kind: values".
function label(m) {
  const g = CFG.game, p = params(m);
  for (const f in m) {
    if (typeof m[f] === "boolean" || m[f] === null) {
      const s = filled(T(`m.${g}.${m.kind}.${f}.${m[f]}`, p));
      if (s) return s;
    }
  }
  const s = filled(T(`m.${g}.${m.kind}`, p)) || filled(T(`m.${m.kind}`, p));
  if (s) return s;
  const rest = Object.keys(m).filter((k) => k !== "kind").map((k) => value(k, m[k]));
  return thing(m.kind) + (rest.length ? ": " + rest.join(", ") : "");
}
function sayText(m) {
  const p = params(m);
  if (m.claim === "lady") return W(`g.say.lady_${m.good ? "good" : "evil"}`, p);
  return filled(T(`g.say.${m.claim}`, p)) || label(m);
}
const QUIET = {saul: ["hour"], agent_avenue: ["turn", "draw", "move"], aztec: [], avalon: []};
function enrich(e, p) {
  if (e.kind === "votes" && Array.isArray(e.votes)) {
    const yes = e.votes.map((x, i) => x ? i : -1).filter((i) => i >= 0);
    p.yes = yes.length; p.no = e.votes.length - yes.length; p.approvers = names(yes);
    return e.approved ? "g.ev.votes_yes" : "g.ev.votes_no";
  }
  if (e.kind === "quest_result") {
    if (e.by_rejects) return "g.ev.quest_rejects";
    p.fails = e.fails || 0;
    return e.success ? "g.ev.quest_success" : "g.ev.quest_fail";
  }
  if (e.kind === "reveal_evil" && Array.isArray(e.roles)) {
    p.list = e.roles.map((r, i) => r ? name(i) + " (" + thing(r) + ")" : null).filter(Boolean).join(", ");
    return "g.ev.reveal_evil";
  }
  if (e.kind === "assassinate") return e.merlin ? "g.ev.assassinate_hit" : "g.ev.assassinate_miss";
  if (e.kind === "game_over" && CFG.game === "avalon") {
    p.reason = W("g.reason." + e.reason);
    return "g.ev.game_over_" + (e.winning_side || "evil");
  }
  if (e.kind === "takes" && Array.isArray(e.takes)) {
    p.takes = e.takes.map((t, i) => name(i) + " " + jewels(t)).join(" · ");
    return "g.ev.takes";
  }
  if (typeof e.first === "number") p.name = name(e.first);
  for (const k in e) {
    if (p.names === undefined && Array.isArray(e[k]) && e[k].length && e[k].every((x) => typeof x === "number"))
      p.names = names(e[k]);
  }
  if (typeof e.players === "number") p.n = e.players;
  if (e.kind === "card" && CFG.game === "aztec") { p.jewels = jewels(e.card); return "g.ev.card"; }
  return null;
}
function eventText(e) {
  const g = CFG.game, p = params(e);
  if (e.kind === "say") return name(e.seat) + ": “" + sayText(e) + "”";
  const special = enrich(e, p);
  if (special) { const s = filled(T(special, p)); if (s) return s; }
  for (const key of [`e.${g}.${e.kind}`, `g.ev.${e.kind}`, `g.log.${e.kind}`]) {
    const s = filled(T(key, p));
    if (s) return s;
  }
  const rest = Object.keys(e).filter((k) => k !== "kind" && e[k] !== null && e[k] !== undefined)
    .map((k) => thing(k) + " " + value(k, e[k]));
  return thing(e.kind) + (rest.length ? " — " + rest.join("; ") : "");
}

// ---------------------------------------------------------------- connection
function wsUrl() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return proto + "//" + location.host + location.pathname.replace(/\/$/, "") + "/ws";
}
function connect() {
  clearTimeout(timer);
  if (stopped) return;
  try { ws = new WebSocket(wsUrl()); } catch (err) { retry(); return; }
  ws.onopen = () => { backoff = 500; $("dot").classList.remove("off"); banner(null); };
  ws.onmessage = (ev) => {
    let msg;
    try { msg = JSON.parse(ev.data); } catch (err) { return; }
    if (msg.type === "state") { lang = msg.lang === "fr" ? "fr" : "en"; state = msg; sent = false; render(); }
    else if (msg.type === "error") {
      sent = false;
      banner(msg.message);
      setTimeout(() => { if ($("banner").textContent === msg.message) banner(null); }, 4000);
      if (state) render();
    }
  };
  ws.onclose = (ev) => {
    $("dot").classList.add("off");
    ws = null;
    if (ev.code === 4000) { stopped = "taken"; banner(W("taken_over"), W("use_here")); return; }
    if (ev.code === 4001) { stopped = "gone"; banner(W("link_gone")); return; }
    checkLink();
  };
}
function retry() {
  banner(W("reconnecting"));
  timer = setTimeout(connect, backoff);
  backoff = Math.min(backoff * 2, 8000);
}
function checkLink() {
  // A retired link answers 404 to its page: say so instead of retrying for ever.
  fetch(location.href, {method: "HEAD", cache: "no-store"}).then((r) => {
    if (r.status === 404) { stopped = "gone"; banner(W("link_gone")); } else retry();
  }).catch(retry);
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !ws && !stopped) { backoff = 500; connect(); }
});
window.addEventListener("online", () => { if (!ws && !stopped) { backoff = 500; connect(); } });
function send(move) {
  if (!ws || ws.readyState !== 1 || sent) return;
  ws.send(JSON.stringify({type: "move", move: move}));
  if (move.kind !== "say") { sent = true; render(); }
}
function banner(text, button) {
  const b = $("banner");
  b.hidden = !text;
  b.textContent = text || "";
  if (text && button) {
    const btn = document.createElement("button");
    btn.textContent = button;
    btn.onclick = () => { stopped = null; banner(null); connect(); };
    b.appendChild(btn);
  }
}

// ---------------------------------------------------------------- drawing
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}
function btn(text, cls, onclick, disabled) {
  const b = el("button", cls, text);
  b.onclick = onclick;
  b.disabled = !!disabled || sent;
  return b;
}
function group(title) {
  const g = el("div", "group");
  if (title) g.appendChild(el("h3", null, title));
  return g;
}
function render() {
  const v = state.view, me = v.seat;
  document.documentElement.lang = lang;
  $("me").textContent = name(me);
  $("game").textContent = T("g.title") || CFG.game;
  $("logtitle").textContent = W("log");
  $("talktitle").textContent = W("talk");
  drawCard(v);
  drawTurn(v);
  drawActions(v, state.legal);
  drawTalk(v);
  drawLog(v);
}
function drawCard(v) {
  const c = $("card");
  c.replaceChildren();
  c.className = "card";
  const f = CARDS[CFG.game];
  if (f) f(v, c);
}
function line(c, text) { if (text) c.appendChild(el("div", null, text)); }
function chips(c, list, cls) {
  const box = el("div", "chips");
  for (const x of list) box.appendChild(el("span", "chip " + (cls ? cls(x) : ""), thing(x)));
  c.appendChild(box);
}
const CARDS = {
  avalon(v, c) {
    c.classList.add(v.side === "evil" ? "evil" : "good");
    c.appendChild(el("h2", null, thing(v.role)));
    c.appendChild(el("div", "side", W("side." + v.side)));
    line(c, W("goal.avalon." + v.side));
    if (v.sees_evil && v.sees_evil.length) line(c, W("avalon.sees_evil", {names: names(v.sees_evil)}));
    if (v.merlin_candidates && v.merlin_candidates.length)
      line(c, W("avalon.merlin_is", {names: names(v.merlin_candidates)}));
    for (const r of v.lady_results || [])
      line(c, W(r.good ? "avalon.lady_good" : "avalon.lady_evil", {name: name(r.target)}));
    const done = (v.quests || []).map((q) => q.result === null || q.result === undefined ? "○"
      : q.result === "success" || q.result === true ? "✔" : "✘").join(" ");
    line(c, W("avalon.quests", {marks: done, rejects: v.rejects || 0}));
  },
  saul(v, c) {
    const spy = v.role === "spy";
    c.classList.add(spy ? "evil" : "good");
    c.appendChild(el("h2", null, thing(v.role)));
    c.appendChild(el("div", "side", W(spy ? "saul.camp_saul" : "saul.camp_david")));
    line(c, W("goal.saul." + (spy ? "saul" : "david")));
    if (v.dealt && v.dealt !== v.role) line(c, W("saul.dealt", {role: thing(v.dealt)}));
    if (v.spies && v.spies.length) line(c, W("saul.spies", {names: names(v.spies)}));
    for (const x of v.visions || []) line(c, W("saul.vision", {name: name(x.target), role: thing(x.role)}));
    for (const x of v.glimpses || []) line(c, W("saul.glimpse", {names: Array.isArray(x.seats) ? names(x.seats) : value("x", x)}));
    if (typeof v.lovers === "number") line(c, W("saul.lover", {name: name(v.lovers)}));
    else if (Array.isArray(v.lovers)) line(c, W("saul.lovers", {names: names(v.lovers)}));
    if (Array.isArray(v.middle)) line(c, W("saul.middle", {cards: v.middle.map(thing).join(", ")}));
    if (v.alive && v.alive[v.seat] === false) line(c, W("saul.dead"));
  },
  agent_avenue(v, c) {
    c.classList.add(v.seat % 2 ? "evil" : "good");
    c.appendChild(el("h2", null, W("aa.you")));
    line(c, W("goal.agent_avenue"));
    if (v.hand) { line(c, W("aa.hand")); chips(c, v.hand); }
    if (v.down) line(c, W("aa.down", {card: thing(v.down)}));
  },
  aztec(v, c) {
    const me = (v.seats || [])[v.seat] || {};
    c.appendChild(el("h2", null, thing(me.character)));
    line(c, W("goal.aztec"));
    const card = v.card || me.card;
    if (card) line(c, W("aztec.card", {jewels: jewels(card)}));
    const take = v.my_take || me.take;
    if (take) line(c, W("aztec.take", {jewels: jewels(take)}));
    line(c, W("aztec.have", {jewels: jewels(me.jewels), stones: me.stones || 0}));
    if (me.artefacts && me.artefacts.length) chips(c, me.artefacts);
    if (me.score) line(c, W("aztec.score", {n: me.score.total}));
    if (v.temple) { line(c, W("aztec.temple")); chips(c, Object.keys(v.temple).map((k) => k), (k) => k); 
      const box = c.lastChild; box.querySelectorAll(".chip").forEach((s, i) => {
        const k = Object.keys(v.temple)[i]; s.textContent = thing(k) + " " + v.temple[k]; }); }
  },
};
function drawTurn(v) {
  const t = $("turn");
  t.className = "turn";
  if (v.over) {
    const won = (v.winners || []).includes(v.seat);
    t.replaceChildren(el("div", "over", W(won ? "won" : "lost") + " — " + W("winners", {names: names(v.winners)})));
    return;
  }
  if (sent) { t.textContent = W("sent"); t.classList.add("wait"); return; }
  if (state.legal.length) { t.textContent = W("your_turn"); return; }
  const others = (v.to_act || []).filter((s) => s !== v.seat);
  t.classList.add("wait");
  t.textContent = others.length ? W("waiting_for", {names: names(others)}) : W("waiting");
}

// ---------------------------------------------------------------- actions
function byKind(legal) {
  const out = new Map();
  for (const m of legal) { if (!out.has(m.kind)) out.set(m.kind, []); out.get(m.kind).push(m); }
  return out;
}
function arrayField(m) {
  for (const f in m) if (Array.isArray(m[f]) && m[f].every((x) => typeof x === "number")) return f;
  return null;
}
function drawActions(v, legal) {
  const a = $("actions");
  a.replaceChildren();
  for (const [kind, moves] of byKind(legal)) {
    const title = T(`k.${CFG.game}.${kind}`) || null;
    const g = group(title);
    if (arrayField(moves[0]) && moves.length > 1) pickSeats(g, kind, moves, arrayField(moves[0]));
    else if (moves[0].jewels && typeof moves[0].jewels === "object") countJewels(g, moves, v);
    else buttons(g, moves, v);
    a.appendChild(g);
  }
}
function styleFor(m) {
  if (m.approve === true || m.success === true || m.believe === true || m.recruit === true) return "yes";
  if (m.approve === false || m.success === false || m.believe === false || m.recruit === false) return "no";
  return "";
}
function buttons(g, moves, v) {
  if (CFG.game === "avalon" && Array.isArray(v.team) && (moves[0].kind === "vote" || moves[0].kind === "quest"))
    g.appendChild(el("div", "hint team", W("avalon.team", {names: names(v.team)})));
  const cards = moves.some((m) => typeof m.card === "string" || typeof m.artefact === "string");
  const box = el("div", "buttons" + (moves.length <= 3 ? " wide" : ""));
  for (const m of moves) box.appendChild(btn(label(m), styleFor(m) + (cards ? " card-btn" : ""), () => send(m)));
  g.appendChild(box);
}
// Team picks, lovers: toggle seats, then confirm the one legal move they make.
function pickSeats(g, kind, moves, field) {
  const others = Object.keys(moves[0]).filter((k) => k !== "kind" && k !== field);
  const key = kind + ":" + JSON.stringify(moves.map((m) => m[field]));
  if (key !== pickKey) { pickKey = key; picked = []; choice = {}; }
  for (const f of others) {       // e.g. the quest, when the order is free
    const vals = [...new Set(moves.map((m) => JSON.stringify(m[f])))];
    if (!(f in choice) || !vals.includes(JSON.stringify(choice[f]))) choice[f] = JSON.parse(vals[0]);
    if (vals.length > 1) {
      const row = el("div", "buttons");
      for (const s of vals) {
        const val = JSON.parse(s);
        row.appendChild(btn(W(`f.${f}`, {n: value(f, val)}), val === choice[f] ? "on" : "",
          () => { choice[f] = val; picked = []; render(); }));
      }
      g.appendChild(row);
    }
  }
  const fit = moves.filter((m) => others.every((f) => JSON.stringify(m[f]) === JSON.stringify(choice[f])));
  const size = fit.length ? fit[0][field].length : 0;
  const seats = [...new Set(fit.flatMap((m) => m[field]))].sort((x, y) => x - y);
  g.appendChild(el("div", "hint", W("pick_n", {n: size})));
  const box = el("div", "buttons");
  for (const s of seats) {
    const on = picked.includes(s);
    box.appendChild(btn(name(s), on ? "on" : "", () => {
      picked = on ? picked.filter((x) => x !== s) : picked.length < size ? [...picked, s] : picked;
      render();
    }));
  }
  g.appendChild(box);
  const want = JSON.stringify([...picked].sort((x, y) => x - y));
  const match = fit.find((m) => JSON.stringify([...m[field]].sort((x, y) => x - y)) === want);
  g.appendChild(btn(match ? label(match) : W(`go.${CFG.game}.${kind}`) === `go.${CFG.game}.${kind}` ? W("confirm") : W(`go.${CFG.game}.${kind}`),
    "main", () => { if (match) { picked = []; send(match); } }, !match));
}
// Aztec takes: a counter per colour, then take the one legal move they make.
function countJewels(g, moves, v) {
  const colours = [...new Set(moves.flatMap((m) => Object.keys(m.jewels)))];
  const order = ["red", "blue", "yellow"];
  colours.sort((x, y) => order.indexOf(x) - order.indexOf(y));
  const key = JSON.stringify(moves.map((m) => m.jewels));
  if (key !== countKey) { countKey = key; counts = {}; }
  const most = {};
  for (const c of colours) { counts[c] = counts[c] || 0; most[c] = Math.max(...moves.map((m) => m.jewels[c] || 0)); }
  for (const c of colours) {
    const row = el("div", "counter");
    row.appendChild(el("span", "label chip " + c, thing(c) + (v.temple ? " (" + v.temple[c] + ")" : "")));
    row.appendChild(btn("−", "", () => { counts[c] = Math.max(0, counts[c] - 1); render(); }, counts[c] <= 0));
    row.appendChild(el("span", "count", String(counts[c])));
    row.appendChild(btn("+", "", () => { counts[c] = Math.min(most[c], counts[c] + 1); render(); }, counts[c] >= most[c]));
    g.appendChild(row);
  }
  const want = {};
  for (const c of colours) if (counts[c]) want[c] = counts[c];
  const same = (j) => Object.keys(j).filter((c) => j[c]).length === Object.keys(want).length &&
    Object.keys(want).every((c) => j[c] === want[c]);
  const match = moves.find((m) => same(m.jewels));
  g.appendChild(btn(match ? label(match) : W("aztec.pick_take"), "main", () => {
    if (match) { counts = {}; send(match); } }, !match));
}
function drawTalk(v) {
  const box = $("talkbox"), list = $("talk");
  const talk = v.talk || [];
  box.hidden = !talk.length;
  list.replaceChildren();
  for (const m of talk) list.appendChild(btn(sayText(m), "", () => send(m)));
}
function drawLog(v) {
  const ol = $("log");
  ol.replaceChildren();
  const log = v.log || [];
  const quiet = QUIET[CFG.game] || [];
  for (let i = log.length - 1, shown = 0; i >= 0 && shown < 60; i--) {
    const e = log[i];
    if (quiet.includes(e.kind)) continue;
    shown++;
    ol.appendChild(el("li", e.seat === v.seat ? "mine" : "", eventText(e)));
  }
}

$("me").textContent = name(CFG.seat);
$("turn").textContent = W("connecting");
connect();
