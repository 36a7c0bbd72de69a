"""Soak (issue 6/6, reliability): many turns over many users; RSS growth and p95 drift.

``python -m bench --soak [--turns 20000 --users 50]``: each user alternates between a workload
conversation (from a rotating start) and generated turns about people of their own
(:func:`bench.synthetic.turns_for`: queries, and updates that add new facts), with time moving
30 s per turn, so stored memory keeps growing as it would in a long deployment.
Every 1k turns it samples the process RSS (``/proc/self/status`` VmRSS, current not peak) and
the p95 of that window; at the end it compares the total p95 of the first and last 2k turns.
Growth that keeps climbing after the first samples, or a drift well above 1, points at a leak
or at a cost that grows with stored history.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bench.scale import _rss_mb
from bench.stats import percentile, ratio
from bench.synthetic import generate_user, turns_for

if TYPE_CHECKING:
    from hotmem.engine import HotMem

SAMPLE_EVERY = 1_000
EDGE_WINDOW = 2_000


def run_soak(
    engine_factory: Callable[[], HotMem], workload: Sequence[dict[str, Any]], *,
    turns: int, users: int,
) -> dict[str, Any]:
    conversations: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in workload:
        conversations[row["user"]].append(row)
    scripts = list(conversations.values())
    generated = [
        turns_for(generate_user(f"soak-{u:03d}", 400, seed=u), turns, seed=u) for u in range(users)
    ]
    totals: list[float] = []
    samples: list[dict[str, float]] = []
    errors = 0
    t_start = time.time()
    with engine_factory() as engine:
        rss_start = _rss_mb()
        for i in range(turns):
            u = i % users
            if (i // users) % 2:
                text = next(generated[u])[1]
            else:
                script = scripts[u % len(scripts)]
                text = script[(i // users + u) % len(script)]["text"]
            result = engine.process_turn(text, user=f"soak-{u:03d}",
                                         session=f"soak-{u:03d}-{i // (users * 40)}",
                                         ts=1_740_000_000.0 + 30 * i)
            totals.append(result.timings_ms["total"])
            errors += result.error is not None
            if (i + 1) % SAMPLE_EVERY == 0 or i + 1 == turns:
                window = totals[-SAMPLE_EVERY:]
                samples.append({"turns": i + 1, "rss_mb": round(_rss_mb(), 1),
                                "p95_ms": round(percentile(window, 95), 3)})
                print(f"[bench] soak: {i + 1}/{turns} turns, RSS {samples[-1]['rss_mb']} MB, "
                      f"p95 {samples[-1]['p95_ms']} ms, {time.time() - t_start:.0f} s",
                      file=sys.stderr)
        edges = engine.store.stats()["edges"]
    first = percentile(totals[:EDGE_WINDOW], 95)
    last = percentile(totals[-EDGE_WINDOW:], 95)
    rss_end = samples[-1]["rss_mb"] if samples else _rss_mb()
    return {
        "turns": turns, "users": users, "errors": errors, "edges": edges,
        "rss_start_mb": round(rss_start, 1), "rss_end_mb": rss_end,
        "rss_growth_mb": round(rss_end - rss_start, 1),
        "p95_first_ms": round(first, 3), "p95_last_ms": round(last, 3),
        "p95_drift": ratio(last, first), "samples": samples,
    }
