"""Turn latency per stage on the multilingual workload, and the spaCy parse floor beside it.

The workload (``bench/data/workload.jsonl``) is played through ``HotMem.process_turn`` on a
fresh store with every model loaded and warmed: first one unmeasured warm-up pass (its own
users), then ``passes`` measured passes, each under fresh user ids so every pass starts from
empty memories and builds them up the same way. Stage keys come from ``TurnResult.timings_ms``:

- ``lang``: language id; ``parse``: the one spaCy parse; ``intent``: lang + parse + clause
  intent; ``extraction``: patterns, coref, normalisation; ``update``: the LMDB write of the
  turn; ``retrieval``: gate + select + render; ``total``: the whole call.
- ``facts_path`` (derived): ``intent - lang + extraction``, text to facts (parse included, lang
  id excluded); the per-language extraction targets apply to it.

The parse floor times ``pipelines.get(lang).parse(text)`` alone on the same utterances (the
language the engine chose), as many times as they were played: ``total / parse`` says how close
HotMem is to the cost of the parser it cannot avoid.
"""

from __future__ import annotations

import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bench.stats import ratio, summarize, summarize_stages

if TYPE_CHECKING:
    from hotmem.engine import HotMem
    from hotmem.nlp import Pipelines

STAGES: tuple[str, ...] = (
    "lang", "parse", "intent", "extraction", "facts_path", "update", "retrieval", "total",
)


def _derive(timings: dict[str, float]) -> dict[str, float]:
    out = dict(timings)
    if {"intent", "lang", "extraction"} <= out.keys():
        out["facts_path"] = out["intent"] - out["lang"] + out["extraction"]
    return out


def play(
    engine: HotMem, workload: Sequence[dict[str, Any]], tag: str
) -> list[dict[str, Any]]:
    """Run the workload once under user ids suffixed with ``tag``; one record per turn."""
    records = []
    for row in workload:
        result = engine.process_turn(
            row["text"], user=f"{row['user']}{tag}", session=f"{row['session']}{tag}",
            ts=row["ts"],
        )
        records.append({
            "lang": row["lang"], "kind": row["kind"], "text": row["text"],
            "detected": result.lang, "intent": result.intent.value,
            "injected": result.injected, "facts": len(result.facts), "error": result.error,
            "timings": _derive(result.timings_ms),
        })
    return records


def parse_floor(
    pipelines: Pipelines, records: Sequence[dict[str, Any]]
) -> list[tuple[str, float]]:
    """(gold language, ms) of one bare parse per record, with the language the engine chose."""
    out = []
    for rec in records:
        pipe = pipelines.get(rec["detected"])
        t0 = time.perf_counter()
        pipe.parse(rec["text"])
        out.append((rec["lang"], (time.perf_counter() - t0) * 1000))
    return out


def run_latency(
    engine_factory: Callable[[], HotMem],
    pipelines: Pipelines,
    workload: Sequence[dict[str, Any]],
    passes: int,
) -> dict[str, Any]:
    """Warm-up pass, ``passes`` measured passes, then the parse floor on the same utterances."""
    with engine_factory() as engine:
        print(f"[bench] latency: warm-up pass ({len(workload)} turns)", file=sys.stderr)
        play(engine, workload, "#warm")
        records: list[dict[str, Any]] = []
        for k in range(passes):
            print(f"[bench] latency: pass {k + 1}/{passes}", file=sys.stderr)
            records.extend(play(engine, workload, f"#p{k}"))
    floor = parse_floor(pipelines, records)
    return summarize_latency(records, floor)


def summarize_latency(
    records: Sequence[dict[str, Any]], floor: Sequence[tuple[str, float]]
) -> dict[str, Any]:
    """Overall and per-language stage summaries, parse floor and total/parse ratios."""
    by_lang: dict[str, list[dict[str, float]]] = defaultdict(list)
    for rec in records:
        by_lang[rec["lang"]].append(rec["timings"])
    floor_by_lang: dict[str, list[float]] = defaultdict(list)
    for lang, ms in floor:
        floor_by_lang[lang].append(ms)
    overall = summarize_stages([r["timings"] for r in records], STAGES)
    parse = summarize([ms for _, ms in floor])
    per_lang = {}
    for lang in sorted(by_lang):
        stages = summarize_stages(by_lang[lang], STAGES)
        lang_parse = summarize(floor_by_lang[lang])
        per_lang[lang] = {
            "stages": stages,
            "parse_floor": lang_parse,
            "total_over_parse_p95": ratio(stages["total"]["p95"], lang_parse["p95"]),
        }
    kinds = Counter(r["kind"] for r in records)
    injected = Counter(r["kind"] for r in records if r["injected"])
    return {
        "turns": len(records),
        "stages": overall,
        "parse_floor": parse,
        "total_over_parse_p95": ratio(overall["total"]["p95"], parse["p95"]),
        "total_over_parse_mean": ratio(overall["total"]["mean"], parse["mean"]),
        "by_lang": per_lang,
        "lang_mismatches": sum(1 for r in records if r["lang"] != r["detected"]),
        "errors": [r["text"] for r in records if r["error"]][:20],
        "injected_share_by_kind": {
            kind: round(injected[kind] / n, 3) for kind, n in sorted(kinds.items())
        },
    }
