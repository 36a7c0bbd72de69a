// HotMem inspector page. Plain JavaScript, no build step, nothing loaded from elsewhere.
// Every stored string reaches the page through textContent (el() below), never as HTML.
"use strict";

const state = { users: [], user: null, facts: [], factsRequest: 0 };
const $ = (id) => document.getElementById(id);

// el("td", {className: "x"}, "text", childNode, ...): children are nodes or plain text.
function el(tag, props, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

async function api(method, path, body) {
  const init = { method, credentials: "same-origin", headers: {} };
  if (method !== "GET") init.headers["X-HotMem-Inspector"] = "1";
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const resp = await fetch("api/" + path, init);
  const data = await resp.json().catch(() => ({}));
  if (!resp.ok) throw new Error(data.error || (data.detail && JSON.stringify(data.detail)) || resp.statusText);
  return data;
}

const qs = (params) => new URLSearchParams(
  Object.entries(params).filter(([, v]) => v !== null && v !== undefined && v !== "")).toString();

// Time only for today, date and time otherwise.
function when(ts) {
  if (!ts) return "";
  const date = new Date(ts * 1000);
  if (date.toDateString() === new Date().toDateString()) return date.toLocaleTimeString();
  return date.toLocaleString(undefined, { dateStyle: "short", timeStyle: "short" });
}

// Resolves true only on the Forget button; Cancel and Escape resolve false. Answers come from
// this dialog's own buttons, not its "close" event, which may arrive after the next opening.
function confirmDialog(message) {
  return new Promise((resolve) => {
    const dialog = $("confirm"), ok = $("confirm-ok"), cancel = $("confirm-cancel");
    const finish = (answer) => {
      ok.removeEventListener("click", onOk);
      cancel.removeEventListener("click", onCancel);
      dialog.removeEventListener("cancel", onEscape);
      dialog.close();
      resolve(answer);
    };
    const onOk = () => finish(true);
    const onCancel = () => finish(false);
    const onEscape = (event) => { event.preventDefault(); finish(false); };
    ok.addEventListener("click", onOk);
    cancel.addEventListener("click", onCancel);
    dialog.addEventListener("cancel", onEscape);
    $("confirm-text").textContent = message;
    dialog.showModal();
    cancel.focus();
  });
}

function showError(where, err) {
  where.replaceChildren(el("p", { className: "error" }, String(err.message || err)));
}

// ------------------------------------------------------------------ status

async function loadStatus() {
  try {
    const s = await api("GET", "status");
    const langs = Object.entries(s.languages)
      .map(([code, l]) => code + (l.loaded ? (l.kind === "parser" ? "" : " (" + l.kind + ")") : " (not loaded)"));
    const p50 = s.latency_ms.p50.total, p95 = s.latency_ms.p95.total;
    $("status").textContent =
      `languages ${langs.join(", ")} · store ${s.store.backend} · ${s.store.users} users, ` +
      `${s.store.edges} facts, ${s.store.size_mb} MB · ${s.turns_seen} turns seen` +
      (p50 === undefined ? "" : ` · turn p50 ${p50} ms, p95 ${p95} ms`);
  } catch (err) {
    $("status").textContent = "status unavailable: " + err.message;
  }
}

// ------------------------------------------------------------------ users

async function loadUsers() {
  try {
    state.users = (await api("GET", "users")).users;
  } catch (err) {
    showError($("users"), err);
    return;
  }
  renderUsers();
}

function renderUsers() {
  const needle = $("user-filter").value.toLowerCase();
  const items = state.users
    .filter((u) => u.toLowerCase().includes(needle))
    .map((u) => {
      const li = el("li", { className: u === state.user ? "selected" : "", tabIndex: 0 }, u);
      li.dataset.user = u;
      li.addEventListener("click", () => selectUser(u));
      li.addEventListener("keydown", (e) => { if (e.key === "Enter") selectUser(u); });
      return li;
    });
  $("users").replaceChildren(...(items.length ? items : [el("li", { className: "muted" }, "no users yet")]));
}

function selectUser(user) {
  state.user = user;
  $("current-user").textContent = user;
  $("forget-user").disabled = false;
  $("try-user").value = user;
  $("detail").hidden = true;
  renderUsers();
  loadFacts();
}

// ------------------------------------------------------------------ facts

async function loadFacts() {
  if (!state.user) return;
  const params = { user: state.user, status: $("status-filter").value, q: $("fact-filter").value };
  const request = ++state.factsRequest;  // a slower, older answer must not overwrite a newer one
  try {
    const data = await api("GET", "facts?" + qs(params));
    if (request !== state.factsRequest) return;
    state.facts = data.facts;
    const shown = data.facts.length < data.total ? ` · showing the newest ${data.facts.length} of ${data.total}` : "";
    $("fact-counts").textContent = Object.entries(data.counts).map(([k, v]) => `${v} ${k}`).join(" · ") + shown;
    renderFacts();
  } catch (err) {
    $("facts").tBodies[0].replaceChildren(el("tr", {}, el("td", { colSpan: 12, className: "error" }, err.message)));
  }
}

function entityCell(key, display) {
  const span = el("span", { className: "entity", title: "1-hop neighbourhood of " + key }, display || key);
  span.addEventListener("click", () => showNeighbourhood(key));
  return el("td", {}, span);
}

function renderFacts() {
  const rows = state.facts.map((f) => {
    const history = el("button", { type: "button", title: "every version of this fact" }, "history");
    history.addEventListener("click", () => showHistory(f.s, f.r));
    const forget = el("button", { type: "button", className: "danger" }, "forget");
    forget.addEventListener("click", () => forgetFact(f));
    const tr = el("tr", {},
      entityCell(f.s, f.display_s), el("td", {}, f.r), entityCell(f.d, f.display_d),
      el("td", { className: "num st-" + f.status }, f.status),
      el("td", { className: "num" }, f.confidence.toFixed(2)),
      el("td", { className: "num" }, f.weight.toFixed(2)),
      el("td", { className: "num" }, `${f.pos}/${f.neg}`),
      el("td", { className: "num" }, when(f.last_seen)),
      el("td", { className: "num" }, f.turn), el("td", { className: "num" }, f.lang),
      el("td", { className: "source" }, f.source),
      el("td", { className: "actions" }, history, " ", forget));
    tr.dataset.fact = [f.s, f.r, f.d].join("|");
    return tr;
  });
  $("facts").tBodies[0].replaceChildren(
    ...(rows.length ? rows : [el("tr", {}, el("td", { colSpan: 12, className: "muted" }, "no facts match"))]));
}

function factLine(f) {
  return el("div", { className: "fact" },
    `(${f.s}, ${f.r}, ${f.d})`, f.status ? ` ${f.status}` : "",
    f.negated ? " negated" : "", f.hedged ? " hedged" : "");
}

async function showHistory(s, r) {
  const body = $("detail-body");
  $("detail").hidden = false;
  $("detail-title").textContent = `History of (${s}, ${r})`;
  try {
    const data = await api("GET", "history?" + qs({ user: state.user, s, r }));
    body.replaceChildren(el("table", {}, el("tbody", {}, ...data.versions.map((v) => el("tr", {},
      el("td", {}, v.d), el("td", { className: "st-" + v.status }, v.status),
      el("td", {}, "first " + when(v.first_seen)), el("td", {}, "last " + when(v.last_seen)),
      el("td", { className: "source" }, v.source))))));
  } catch (err) {
    showError(body, err);
  }
}

async function showNeighbourhood(entity) {
  const body = $("detail-body");
  $("detail").hidden = false;
  $("detail-title").textContent = `Neighbourhood of ${entity}`;
  try {
    const data = await api("GET", "neighbourhood?" + qs({ user: state.user, entity }));
    const forget = el("button", { type: "button", className: "danger" }, `forget everything about ${entity}`);
    forget.addEventListener("click", () => forgetSubject(entity));
    body.replaceChildren(
      el("ul", {}, ...data.neighbours.map((n) => {
        const link = el("span", { className: "entity" }, n.display);
        link.addEventListener("click", () => showNeighbourhood(n.entity));
        return el("li", {}, link, ` — ${n.relations.join(", ")}`);
      })),
      ...data.edges.map(factLine), entity === "you" ? null : forget);
  } catch (err) {
    showError(body, err);
  }
}

// ------------------------------------------------------------------ forget

async function forgetFact(f) {
  const ok = await confirmDialog(`Forget (${f.s}, ${f.r}, ${f.d}) for ${state.user}? It is removed from disk.`);
  if (!ok) return;
  await runForget("facts?" + qs({ user: state.user, s: f.s, r: f.r, d: f.d }));
}

async function forgetSubject(entity) {
  const ok = await confirmDialog(`Forget every fact whose subject is "${entity}" for ${state.user}?`);
  if (!ok) return;
  await runForget("facts?" + qs({ user: state.user, s: entity }));
}

async function forgetUser() {
  if (!state.user) return;
  const ok = await confirmDialog(`Forget EVERYTHING stored for ${state.user}?`);
  if (!ok) return;
  await runForget("users?" + qs({ user: state.user }));
  state.user = null;
  $("current-user").textContent = "—";
  $("forget-user").disabled = true;
  $("facts").tBodies[0].replaceChildren();
}

async function runForget(path) {
  try {
    const data = await api("DELETE", path);
    $("fact-counts").textContent = `forgot ${data.removed} fact${data.removed === 1 ? "" : "s"}`;
  } catch (err) {
    $("fact-counts").textContent = "forget failed: " + err.message;
    return;
  }
  $("detail").hidden = true;
  await Promise.all([loadFacts(), loadUsers(), loadStatus()]);
}

// ------------------------------------------------------------------ try a turn

function scoreBar(terms) {
  const bar = el("div", { className: "bar", title: Object.entries(terms)
    .map(([k, t]) => `${k}: ${t.weight} × ${t.value} = ${t.contribution}`).join("\n") });
  for (const [name, term] of Object.entries(terms)) {
    const part = el("span", { className: "t-" + name });
    part.style.width = (term.contribution * 100).toFixed(1) + "%";
    bar.append(part);
  }
  return bar;
}

function renderDryRun(data) {
  const legend = el("div", { className: "legend muted" }, "score terms:",
    ...["pred_priority", "recency", "overlap", "weight", "need"].flatMap((t) => [el("span", { className: "t-" + t }), t]));
  const candidates = data.candidates.map((c) => el("tr", {},
    el("td", { className: "fact" }, `(${c.fact.s}, ${c.fact.r}, ${c.fact.d})`),
    el("td", { className: "num" }, c.score.toFixed(3)), el("td", {}, scoreBar(c.terms)),
    el("td", {}, Object.entries(c.terms).map(([k, t]) => `${k} ${t.value.toFixed(2)}`).join(" · ")),
    el("td", { className: "num outcome-" + c.outcome }, c.outcome.replace("_", " "))));
  $("try-result").replaceChildren(
    el("p", { className: "muted" }, `dry run · ${data.lang} · ${data.intent} · ` +
      (data.gated ? "memory gate open" : "memory gate shut") + ` (${data.why}) · nothing was stored`),
    el("h3", {}, "Facts it would store"),
    ...(data.facts.length ? data.facts.map(factLine) : [el("p", { className: "muted" }, "none")]),
    el("h3", {}, "Bullets it would inject"),
    data.bullets.length ? el("ul", { className: "bullets" }, ...data.bullets.map((b) => el("li", {}, b)))
      : el("p", { className: "muted" }, "none"),
    el("h3", {}, "Why these bullets: every candidate, best first"), legend,
    candidates.length ? el("table", { id: "candidates" }, el("tbody", {}, ...candidates))
      : el("p", { className: "muted" }, "no stored fact was a candidate"));
}

async function tryTurn(dry) {
  const user = $("try-user").value.trim(), text = $("try-text").value;
  if (!user || !text.trim()) return;
  try {
    if (dry) {
      renderDryRun(await api("POST", "enrich", { user, text }));
      return;
    }
    const result = await api("POST", "turns", { user, text });
    $("try-result").replaceChildren(el("p", { className: "muted" },
      `stored turn ${result.turn}: ${result.facts.length} fact(s), ${result.bullets.length} bullet(s)`));
    $("try-text").value = "";
    if (!state.users.includes(user)) await loadUsers();
    if (state.user !== user) selectUser(user); else await loadFacts();
    loadStatus();
  } catch (err) {
    showError($("try-result"), err);
  }
}

// ------------------------------------------------------------------ live stream

function renderTurn(t) {
  const why = el("button", { type: "button", title: "dry-run this text against the memory as it is now" }, "why?");
  why.addEventListener("click", () => {
    $("try-user").value = t.user;
    $("try-text").value = t.text;
    tryTurn(true);
  });
  const total = t.timings_ms.total === undefined ? "" : `${t.timings_ms.total.toFixed(1)} ms`;
  const item = el("li", { className: "fresh" },
    el("div", { className: "turn-head" }, el("span", {}, when(t.ts)), el("span", { className: "user" }, t.user),
      el("span", {}, t.lang), el("span", {}, t.intent), el("span", {}, total), why),
    el("div", { className: "turn-text" }, t.text),
    ...t.facts.map((f) => el("div", { className: "fact" }, `+ (${f.s}, ${f.r}, ${f.d})`)),
    t.bullets.length ? el("ul", { className: "bullets" }, ...t.bullets.map((b) => el("li", {}, b))) : null,
    t.error ? el("div", { className: "error" }, t.error) : null);
  item.dataset.user = t.user;
  return item;
}

function connectStream() {
  const source = new EventSource("api/events");
  source.addEventListener("open", () => { $("live").className = "live on"; });
  source.addEventListener("error", () => { $("live").className = "live off"; });
  source.addEventListener("dropped", (msg) => {
    $("stream").prepend(el("li", { className: "muted" }, `${msg.data} turn(s) skipped: the page fell behind`));
  });
  source.addEventListener("turn", (msg) => {
    const turn = JSON.parse(msg.data);
    const list = $("stream");
    list.prepend(renderTurn(turn));
    while (list.children.length > 200) list.lastChild.remove();
    if (!state.users.includes(turn.user)) loadUsers();
    if (turn.user === state.user) loadFacts();
    loadStatus();
  });
}

// ------------------------------------------------------------------ wiring

document.addEventListener("DOMContentLoaded", () => {
  $("refresh-users").addEventListener("click", loadUsers);
  $("user-filter").addEventListener("input", renderUsers);
  $("status-filter").addEventListener("change", loadFacts);
  $("fact-filter").addEventListener("input", loadFacts);
  $("forget-user").addEventListener("click", forgetUser);
  $("try-form").addEventListener("submit", (e) => { e.preventDefault(); tryTurn(true); });
  $("run-turn").addEventListener("click", () => tryTurn(false));
  loadStatus();
  loadUsers();
  connectStream();
});
