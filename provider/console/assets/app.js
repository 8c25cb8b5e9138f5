// gpumesh console: polls the JSON views and renders them. Everything shown comes from peers or
// the chain, so it is written with textContent only (never as HTML).
"use strict";

const POLL_MS = 2000;
const token = new URLSearchParams(location.search).get("token") || "";

async function getJSON(path) {
  const headers = token ? { Authorization: "Bearer " + token } : {};
  const res = await fetch("api/" + path, { headers, cache: "no-store" });
  const body = await res.json().catch(() => ({ error: res.statusText }));
  if (!res.ok) {
    throw new Error(res.status + ": " + (body.error || res.statusText));
  }
  return body;
}

// fmtUnits writes base units (a decimal string) in whole units, like jobspec.FormatAmount.
function fmtUnits(units, decimals) {
  if (units === undefined || units === null || units === "") return "-";
  let s = String(units);
  if (decimals <= 0) return s;
  if (s.length <= decimals) s = "0".repeat(decimals - s.length + 1) + s;
  const i = s.slice(0, s.length - decimals);
  const f = s.slice(s.length - decimals).replace(/0+$/, "");
  return f ? i + "." + f : i;
}

function amt(a) { return a ? a.text : "-"; }
function short(hex) { return hex && hex.length > 14 ? hex.slice(0, 10) + "…" + hex.slice(-4) : (hex || "-"); }
function when(t) { return t ? new Date(t).toLocaleTimeString() : "-"; }

function cell(tr, text, field, cls) {
  const td = document.createElement("td");
  td.textContent = text === undefined || text === null ? "-" : String(text);
  if (field) td.dataset.field = field;
  if (cls) td.className = cls;
  tr.appendChild(td);
  return td;
}

function fill(tableId, rows, render) {
  const tbody = document.querySelector("#" + tableId + " tbody");
  const out = [];
  for (const r of rows) {
    const tr = document.createElement("tr");
    render(tr, r);
    out.push(tr);
  }
  tbody.replaceChildren(...out);
}

function setText(id, text) { document.getElementById(id).textContent = text === undefined || text === null || text === "" ? "-" : String(text); }

function renderProvider(v) {
  const dec = v.token_decimals;
  setText("provider-address", v.address);
  setText("provider-peer", v.peer_id);
  setText("provider-earnings", fmtUnits(v.earnings, dec));
  document.getElementById("provider-earnings").dataset.units = v.earnings || "";
  setText("provider-stake", fmtUnits(v.stake, dec));
  setText("provider-locked", fmtUnits(v.locked, dec));
  setText("provider-reputation", v.reputation ? (v.reputation.score_bps / 100).toFixed(2) + "% (" + v.reputation.events + " events)" : (v.reputation_error || "-"));
  setText("provider-executors", (v.executors || []).join(", "));
  const o = v.offer;
  setText("provider-attestation", !o ? "no offer yet" : o.attestation ? o.attestation.ops_per_second + " int8 ops/s, n=" + o.attestation.n + ", by " + short(o.attestation.challenger) : (o.attestation_error || "none"));
  setText("provider-prices", !o ? "-" : Object.keys(o.prices || {}).sort().map((c) => c + " " + fmtUnits(o.prices[c].units, dec) + "/" + o.prices[c].unit).join(", "));
  const use = {};
  for (const g of (v.placement && v.placement.gpus) || []) use[g.id] = g;
  fill("provider-devices", v.device_list || [], (tr, d) => {
    const u = use[d.uuid] || use[String(d.index)] || null;
    cell(tr, d.uuid, "device", "mono");
    cell(tr, d.model, "model");
    cell(tr, Math.round(d.memory_total / (1 << 20)) + " MiB", "memory", "num");
    cell(tr, u ? (u.jobs || []).map(short).join(", ") + " (" + u.used_milli / 10 + "%)" : (d.kind === "cpu" && v.placement ? v.placement.cpu_slots_used + "/" + v.placement.cpu_slots + " CPU slots" : "idle"), "use");
  });
  const gpuUse = {};
  for (const g of v.job_gpu || []) gpuUse[g.job_id] = g;
  fill("provider-jobs", v.job_list || [], (tr, j) => {
    tr.dataset.job = j.id;
    tr.dataset.state = j.state;
    cell(tr, short(j.id), "id", "mono").title = j.id;
    cell(tr, j.class, "class");
    cell(tr, j.state, "state");
    cell(tr, j.executor, "executor");
    cell(tr, (j.devices || []).join(", "), "devices");
    const g = gpuUse[j.id];
    cell(tr, !g ? "-" : g.measured_seconds > 0 ? g.utilization_percent.toFixed(0) + "% of " + g.held_seconds.toFixed(0) + " GPU-s (" + g.attribution + ")" : g.held_seconds.toFixed(0) + " GPU-s, unmeasured", "gpu_use", "num");
    cell(tr, j.paid ? fmtUnits(j.paid, dec) : "-", "paid", "num");
    cell(tr, when(j.accepted), "accepted");
    cell(tr, j.error, "error");
  });
}

function renderRequester(v) {
  fill("requester-costs", v.costs, (tr, c) => {
    tr.dataset.class = c.class;
    cell(tr, c.class, "class");
    cell(tr, c.jobs, "jobs", "num");
    cell(tr, c.accepted, "accepted", "num");
    cell(tr, amt(c.paid), "paid", "num");
    cell(tr, amt(c.refunded), "refunded", "num");
    cell(tr, c.reruns, "reruns", "num");
    cell(tr, amt(c.rerun_paid), "rerun_paid", "num");
    cell(tr, amt(c.total_tokens), "total_tokens", "num");
    cell(tr, amt(c.gas), "gas", "num");
    cell(tr, amt(c.per_output_tokens), "per_output_tokens", "num");
    cell(tr, amt(c.per_output_gas), "per_output_gas", "num");
  });
  fill("requester-jobs", v.jobs, (tr, j) => {
    tr.dataset.job = j.id;
    tr.dataset.phase = j.phase;
    tr.className = j.paid ? "paid" : j.phase;
    cell(tr, short(j.id), "id", "mono").title = j.id;
    cell(tr, j.class + (j.rerun_of ? " (re-run of " + short(j.rerun_of) + ")" : ""), "class");
    cell(tr, j.paid ? "paid" : j.phase, "status");
    cell(tr, short(j.provider), "provider", "mono").title = j.provider || "";
    cell(tr, amt(j.price), "price", "num");
    cell(tr, amt(j.gas), "gas", "num");
    cell(tr, when(j.created), "created");
    const log = cell(tr, "", "log");
    const det = document.createElement("details");
    const sum = document.createElement("summary");
    sum.textContent = j.events.length + " events" + (j.error ? " — " + j.error : "");
    det.appendChild(sum);
    for (const e of j.events) {
      const line = document.createElement("div");
      line.textContent = when(e.time) + " " + e.phase + (e.detail ? " " + e.detail : "");
      det.appendChild(line);
    }
    log.replaceChildren(det);
  });
  const price = (p, cls) => { const x = p.prices && p.prices[cls]; return x ? x.text + "/" + x.unit : "-"; };
  fill("requester-providers", v.providers, (tr, p) => {
    tr.dataset.provider = p.provider;
    cell(tr, short(p.provider), "provider", "mono").title = p.provider;
    cell(tr, price(p, "batch"), "batch", "num");
    cell(tr, price(p, "burst"), "burst", "num");
    cell(tr, price(p, "zk"), "zk", "num");
    cell(tr, p.score_bps !== undefined ? (p.score_bps / 100).toFixed(2) + "%" : "-", "reputation", "num");
    cell(tr, p.throughput, "throughput", "num");
    cell(tr, p.jobs, "jobs", "num");
    cell(tr, p.accepted, "accepted", "num");
    cell(tr, p.run_seconds !== undefined ? p.run_seconds.toFixed(2) : "-", "run_seconds", "num");
  });
}

function renderMarket(v) {
  const price = (o, cls) => { const x = o.prices[cls]; return x ? x.text + "/" + x.unit : "-"; };
  fill("market-offers", v.offers, (tr, o) => {
    tr.dataset.provider = o.provider;
    cell(tr, short(o.provider), "provider", "mono").title = o.provider + " " + o.peer_id;
    cell(tr, o.gpus.map((g) => g.count + "× " + g.model + " " + g.vram_mib + " MiB").join(", ") || "CPU", "gpus");
    cell(tr, price(o, "batch"), "batch", "num");
    cell(tr, price(o, "burst"), "burst", "num");
    cell(tr, price(o, "zk"), "zk", "num");
    cell(tr, o.throughput, "throughput", "num");
    cell(tr, o.credited_throughput + (o.attestation_error ? " (" + o.attestation_error + ")" : ""), "credited", "num");
    cell(tr, o.burst_claimed + "/" + o.burst_slots, "burst_slots", "num");
    cell(tr, o.executors.join(", "), "executors");
    cell(tr, o.region, "region");
    cell(tr, Math.round(o.expires_in_seconds), "expires_in", "num");
  });
  fill("market-history", v.history, (tr, s) => {
    const last = s.points[s.points.length - 1];
    tr.dataset.model = s.model;
    tr.dataset.class = s.class;
    cell(tr, s.model, "model");
    cell(tr, s.class, "class");
    cell(tr, s.unit, "unit");
    cell(tr, last ? last.min.text : "-", "min", "num");
    cell(tr, last ? last.median.text : "-", "median", "num");
    cell(tr, last ? last.offers : "-", "offers", "num");
    cell(tr, s.points.length, "samples", "num");
    cell(tr, "", "trend").appendChild(spark(s.points.map((p) => p.min.units)));
  });
}

// spark draws a series of numbers (decimal strings) as a small SVG line.
function spark(values) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  const w = 160, h = 24;
  svg.setAttribute("width", w);
  svg.setAttribute("height", h);
  const nums = values.map(Number);
  if (nums.length > 1) {
    const lo = Math.min(...nums), hi = Math.max(...nums), span = hi - lo || 1;
    const pts = nums.map((v, i) => (i * (w - 2) / (nums.length - 1) + 1).toFixed(1) + "," + (h - 2 - (v - lo) * (h - 4) / span).toFixed(1));
    const line = document.createElementNS(ns, "polyline");
    line.setAttribute("points", pts.join(" "));
    line.setAttribute("fill", "none");
    line.setAttribute("stroke", "#0969da");
    svg.appendChild(line);
  }
  return svg;
}

const renderers = { provider: renderProvider, requester: renderRequester, market: renderMarket };

function status(text, isError) {
  const s = document.getElementById("status");
  s.textContent = text;
  s.className = isError ? "error" : "";
}

async function poll(views) {
  const errors = [];
  for (const name of views) {
    try {
      renderers[name](await getJSON(name));
    } catch (e) {
      errors.push(name + ": " + e.message);
    }
  }
  if (errors.length) status(errors.join("; "), true);
  else status("updated " + new Date().toLocaleTimeString(), false);
  setTimeout(() => poll(views), POLL_MS);
}

async function start() {
  let have;
  try {
    have = await getJSON("views");
  } catch (e) {
    status(e.message, true);
    return;
  }
  const views = Object.keys(renderers).filter((n) => have[n]);
  const nav = document.getElementById("nav");
  for (const n of views) {
    document.getElementById(n).hidden = false;
    const a = document.createElement("a");
    a.href = "#" + n;
    a.textContent = n;
    nav.appendChild(a);
  }
  poll(views);
}

start();
