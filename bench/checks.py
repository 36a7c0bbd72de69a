"""``--check``: ratios within one run (and zero-tolerance invariants), never wall-clock values.

A ratio of two timings taken in the same run on the same machine survives a slower CI box;
an absolute millisecond threshold does not. Thresholds, and why:

==========================================  =====  ==============================================
ratio                                       limit  reason
==========================================  =====  ==============================================
total p95 / parse p95 (workload)            3.0    HotMem should cost at most ~2x its parser
update p95 / total p95 (workload)           1.0    the LMDB write must never dominate a turn
retrieval p95 @10k / @1k                    5.0    retrieval must be far from linear in edges
retrieval p95 @100k / @10k                  4.0    same, one decade up (targets 1 ms -> 3 ms)
update p95 @100k / @1k                      3.0    a turn's write touches only its own keys
retrieval p95 100 users x 1k / 1 user x 1k  2.0    other users' memories must not cost anything
PostgreSQL / LMDB total p95 (workload)      1.5    a fleet store may cost at most half again
==========================================  =====  ==============================================

Invariants (counts that must be 0, independent of the machine): positive facts predicted on
question/reaction/hypothetical/negated-only gold lines, stale and cross-user injections in the
retrieval dialogs, facts lost by two workers writing the same users on PostgreSQL. A check
whose inputs were not measured (``--quick`` has no 100k point) is skipped, not failed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bench.results_path import lookup
from bench.stats import ratio


@dataclass(frozen=True, slots=True)
class Check:
    """``numerator / denominator <= limit`` (``denominator`` None: the value itself)."""

    name: str
    numerator: str
    denominator: str | None
    limit: float


CHECKS: tuple[Check, ...] = (
    Check("total p95 / parse p95", "latency.stages.total.p95", "latency.parse_floor.p95", 3.0),
    Check("update p95 / total p95", "latency.stages.update.p95", "latency.stages.total.p95", 1.0),
    Check("retrieval p95 10k / 1k", "scale.points.10k.retrieval.p95",
          "scale.points.1k.retrieval.p95", 5.0),
    Check("retrieval p95 100k / 10k", "scale.points.100k.retrieval.p95",
          "scale.points.10k.retrieval.p95", 4.0),
    Check("update p95 100k / 1k", "scale.points.100k.update.p95", "scale.points.1k.update.p95",
          3.0),
    Check("retrieval p95 100 users / 1 user", "scale.points.100u_x_1k.retrieval.p95",
          "scale.points.1k.retrieval.p95", 2.0),
    Check("PostgreSQL / LMDB total p95 (workload)", "stores.postgresql.workload.total.p95",
          "stores.lmdb.workload.total.p95", 1.5),
    Check("lost facts, two workers on PostgreSQL", "stores.postgresql.two_workers.lost_facts",
          None, 0),
    Check("positive facts on non-fact lines", "quality.extraction.positive_on_non_fact", None, 0),
    Check("stale injections", "quality.retrieval.hotmem.stale_violations", None, 0),
    Check("cross-user injections", "quality.retrieval.hotmem.cross_user_violations", None, 0),
)


def run_checks(results: dict[str, Any], checks: tuple[Check, ...] = CHECKS) -> list[dict[str, Any]]:
    """One row per check: value, limit, ok (``None`` = skipped, inputs not measured)."""
    rows = []
    for check in checks:
        num = lookup(results, check.numerator)
        den = lookup(results, check.denominator) if check.denominator else 1.0
        if not isinstance(num, int | float) or not isinstance(den, int | float):
            value, ok = None, None
        else:
            value = ratio(num, den, 3) if check.denominator else num
            ok = value == value and value <= check.limit
        rows.append({"name": check.name, "value": value, "limit": check.limit, "ok": ok})
    return rows


def failed(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [row for row in rows if row["ok"] is False]
