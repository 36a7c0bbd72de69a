"""The project's targets, reported next to measured values with ✓/✗ (never an exit code).

These are absolute numbers for *this* kind of machine (2 cores, see the machine block of each
result file), so they inform rather than gate; ``--check`` gates on ratios (:mod:`bench.checks`).
A target whose value was not measured in this run (e.g. 100k edges in ``--quick``) shows "–".
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bench.results_path import lookup

LANGS: tuple[str, ...] = ("en", "es", "fr", "de", "it")
OPS: dict[str, Callable[[float, float], bool]] = {
    "<=": operator.le, ">=": operator.ge, "==": operator.eq, "<": operator.lt, ">": operator.gt,
}


@dataclass(frozen=True, slots=True)
class Target:
    """``value(results) <op> threshold``; ``value`` returns (number or None, note)."""

    name: str
    value: Callable[[dict[str, Any]], tuple[float | None, str]]
    op: str
    threshold: float
    unit: str = ""


def at(path: str) -> Callable[[dict[str, Any]], tuple[float | None, str]]:
    """The value at a dotted path of the results."""
    return lambda r: (lookup(r, path), "")


def worst(path: str, *, langs: tuple[str, ...] = LANGS, high_is_bad: bool = False
          ) -> Callable[[dict[str, Any]], tuple[float | None, str]]:
    """The worst per-language value at ``path`` (``{lang}`` is substituted), naming the language."""

    def value(r: dict[str, Any]) -> tuple[float | None, str]:
        found = {lang: v for lang in langs
                 if isinstance(v := lookup(r, path.format(lang=lang)), int | float)}
        if not found:
            return None, ""
        lang = (max if high_is_bad else min)(found, key=lambda k: found[k])
        return found[lang], f"worst: {lang}"

    return value


def _vs_baselines(metric: str, op: str) -> Callable[[dict[str, Any]], tuple[float | None, str]]:
    """HotMem's retrieval metric minus the best (or cheapest) baseline's."""

    def value(r: dict[str, Any]) -> tuple[float | None, str]:
        ours = lookup(r, f"quality.retrieval.hotmem.{metric}")
        base = lookup(r, "quality.retrieval.baselines") or {}
        vals = {k: v.get(metric) for k, v in base.items() if isinstance(v.get(metric), int | float)}
        if not isinstance(ours, int | float) or not vals:
            return None, ""
        name = (max if op == ">" else min)(vals, key=lambda k: vals[k])
        return round(ours - vals[name], 4), f"vs {name} {vals[name]}"

    return value


def _need_vs_baselines(r: dict[str, Any]) -> tuple[float | None, str]:
    """Need-based relevance@3 on the held-out need dialogs minus the better baseline's."""
    ours = lookup(r, "quality.retrieval_needs.hotmem.by_kind.need.relevance_at_3")
    base = lookup(r, "quality.retrieval_needs.baselines") or {}
    vals = {k: v["by_kind"]["need"] for k, v in base.items()
            if isinstance((v.get("by_kind") or {}).get("need"), int | float)}
    if not isinstance(ours, int | float) or not vals:
        return None, ""
    name = max(vals, key=lambda k: vals[k])
    return round(ours - vals[name], 4), f"vs {name} {vals[name]}"


def _tokens_vs_last5(r: dict[str, Any]) -> tuple[float | None, str]:
    ours = lookup(r, "quality.retrieval.hotmem_tokens_per_turn")
    last5 = lookup(r, "quality.retrieval.baselines.last5.tokens_per_turn")
    if not isinstance(ours, int | float) or not isinstance(last5, int | float):
        return None, ""
    return round(ours - last5, 2), f"{ours} vs {last5}"


TARGETS: tuple[Target, ...] = (
    Target("total p95 (workload)", at("latency.stages.total.p95"), "<=", 12, "ms"),
    Target("update p95 (workload)", at("latency.stages.update.p95"), "<=", 2, "ms"),
    Target("retrieval p95 @10k edges", at("scale.points.10k.retrieval.p95"), "<=", 1, "ms"),
    Target("retrieval p95 @100k edges", at("scale.points.100k.retrieval.p95"), "<=", 3, "ms"),
    Target("PostgreSQL / LMDB total p95 (workload)", at("stores.pg_over_lmdb_total_p95.workload"),
           "<=", 1.5, "×"),
    Target("PostgreSQL / LMDB total p95 @10k edges", at("stores.pg_over_lmdb_total_p95.10k"),
           "<=", 1.5, "×"),
    Target("PostgreSQL / LMDB total p95 @100k edges", at("stores.pg_over_lmdb_total_p95.100k"),
           "<=", 1.5, "×"),
    Target("PostgreSQL update p95 (workload)", at("stores.postgresql.workload.update.p95"),
           "<=", 3, "ms"),
    Target("PostgreSQL two workers x 500 turns, lost facts",
           at("stores.postgresql.two_workers.lost_facts"), "==", 0),
    Target("PostgreSQL two workers x 500 turns, lost updates",
           at("stores.postgresql.two_workers.lost_updates"), "==", 0),
    Target("PostgreSQL two workers x 500 turns, turns applied twice",
           at("stores.postgresql.two_workers.duplicated_facts"), "==", 0),
    Target("episode retrieval p95 @10k episodes", at("episodes.query_ms.p95"), "<=", 1, "ms"),
    Target("English start-up (HotMem ready)", at("startup.engine_en.ready_ms"), "<=", 5000, "ms"),
    Target("first language ready (fresh process, prewarm)", at("startup.five.first_ready_ms"),
           "<=", 1500, "ms"),
    Target("five languages ready (fresh process, prewarm)", at("startup.five.all_ready_ms"),
           "<=", 4000, "ms"),
    Target("warm processor start p95 (20 calls)", at("many_calls.warm_processor_start_ms.p95"),
           "<=", 50, "ms"),
    Target("per-turn p95, 20 calls / 1 call", at("many_calls.p95_ratio"), "<=", 2),
    Target("RSS per extra concurrent call", at("many_calls.rss_per_extra_call_mb"), "<=", 5, "MB"),
    Target("errors in 20 concurrent calls", at("many_calls.many.errors"), "==", 0),
    *(Target(f"facts path p95 {lang} (parse+intent+extraction)",
             at(f"latency.by_lang.{lang}.stages.facts_path.p95"), "<=", 8, "ms")
      for lang in ("en", "es", "fr")),
    *(Target(f"facts path p95 {lang} (parse+intent+extraction)",
             at(f"latency.by_lang.{lang}.stages.facts_path.p95"), "<=", 2, "ms")
      for lang in ("de", "it")),
    *(target
      for key, label in (("extraction_heldout", "held-out"), ("extraction", "tuned gold"))
      for target in (
          Target(f"extraction precision overall ({label})",
                 at(f"quality.{key}.overall.precision"), ">=", 0.92),
          Target(f"extraction recall overall ({label})",
                 at(f"quality.{key}.overall.recall"), ">=", 0.80),
          Target(f"extraction precision per language ({label})",
                 worst(f"quality.{key}.by_lang.{{lang}}.precision"), ">=", 0.85),
          Target(f"extraction recall per language ({label})",
                 worst(f"quality.{key}.by_lang.{{lang}}.recall"), ">=", 0.65),
      )),
    *(Target(f"positive facts on question/reaction/hypothetical/negated lines ({label})",
             at(f"quality.{key}.positive_on_non_fact"), "==", 0)
      for key, label in (("extraction_heldout", "held-out"), ("extraction", "tuned gold"))),
    Target("extraction precision overall (casual held-out)",
           at("quality.extraction_casual.overall.precision"), ">=", 0.95),
    Target("extraction recall overall (casual held-out)",
           at("quality.extraction_casual.overall.recall"), ">=", 0.85),
    Target("extraction recall per language (casual held-out)",
           worst("quality.extraction_casual.by_lang.{lang}.recall"), ">=", 0.80),
    Target("positive facts on question/reaction/hypothetical/negated lines (casual held-out)",
           at("quality.extraction_casual.positive_on_non_fact"), "==", 0),
    Target("lang-id accuracy (>= 3 words)", at("quality.langid.long.accuracy"), ">=", 0.97),
    Target("lang-id accuracy (2-4-word first statements, held-out)",
           at("quality.langid_short.all.accuracy"), ">=", 0.95),
    Target("retrieval relevance@3", at("quality.retrieval.hotmem.relevance_at_3"), ">=", 0.90),
    Target("stale injections", at("quality.retrieval.hotmem.stale_violations"), "==", 0),
    Target("cross-user injections", at("quality.retrieval.hotmem.cross_user_violations"), "==", 0),
    Target("chit-chat over-injection", at("quality.retrieval.hotmem.over_injection_rate"),
           "<=", 0.05),
    Target("duplicate re-selection", at("quality.retrieval.hotmem.duplicate_reselection_rate"),
           "==", 0),
    Target("relevance@3 minus best baseline", _vs_baselines("relevance_at_3", ">"), ">", 0),
    Target("tokens/turn minus last-5 baseline", _tokens_vs_last5, "<", 0, "tok"),
    Target("need-based relevance@3 (held-out need dialogs)",
           at("quality.retrieval_needs.hotmem.by_kind.need.relevance_at_3"), ">=", 0.85),
    Target("explicit relevance@3 (held-out need dialogs)",
           at("quality.retrieval_needs.hotmem.by_kind.explicit.relevance_at_3"), ">=", 0.95),
    Target("need-based relevance@3 minus best baseline", _need_vs_baselines, ">=", 0.30),
    Target("chit-chat over-injection (held-out need dialogs)",
           at("quality.retrieval_needs.hotmem.over_injection_rate"), "<=", 0.05),
    Target("general-knowledge over-injection (held-out need dialogs)",
           at("quality.retrieval_needs.hotmem.general_over_injection"), "<=", 0.05),
    Target("stale injections (held-out need dialogs)",
           at("quality.retrieval_needs.hotmem.stale_violations"), "==", 0),
    Target("episodic relevance@3 (held-out episodic dialogs)",
           at("quality.retrieval_episodes.hotmem.by_kind.episodic.relevance_at_3"), ">=", 0.85),
    Target("dates right (held-out episodic dialogs)",
           at("quality.retrieval_episodes.hotmem.dates_right"), ">=", 0.80),
    Target("chit-chat over-injection (held-out episodic dialogs)",
           at("quality.retrieval_episodes.hotmem.over_injection_rate"), "<=", 0.05),
)


def evaluate(targets: tuple[Target, ...], results: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per target: measured value, threshold and ok (``None`` when not measured)."""
    rows = []
    for target in targets:
        value, note = target.value(results)
        ok = None if not isinstance(value, int | float) else OPS[target.op](value, target.threshold)
        rows.append({"name": target.name, "value": value, "op": target.op,
                     "threshold": target.threshold, "unit": target.unit, "ok": ok, "note": note})
    return rows
