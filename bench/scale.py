"""How retrieval and update cost grow with the size of a user's memory.

For each scale point a fresh LMDB store is seeded with synthetic memories
(:mod:`bench.synthetic`, written in 500-edge batches through ``HotStore.write_turn``), then a
``HotMem`` engine is opened on it and **real ``process_turn`` calls** are timed: English queries
and updates that name people stored in that user's memory (two queries per update), so the gate
opens and selection works on a populated index. ``retrieval`` and ``update`` are the engine's
own stage timings (``TurnResult.timings_ms``); every turn writes, so ``update`` covers all turns
and ``retrieval`` the query turns. The share of query turns that injected something shows the
queries really hit the store.

Points: one user with 1k, 10k, 100k edges; 100 users with 1k edges each (turns rotate over the
users). Growth is reported as p95 ratios against the 1k point.

The first turn of each user is timed apart (``first_turn_retrieval``: the retriever builds its
per-user derived index then, so it is the cold cost after a restart); then 10 unmeasured
warm-up turns, then the measured ones, so the points compare steady-state costs.
"""

from __future__ import annotations

import resource
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.stats import ratio, summarize
from bench.synthetic import generate_user, turns_for, write_user
from hotmem.store import HotStore

if TYPE_CHECKING:
    from hotmem.engine import HotMem
    from hotmem.store_api import MemoryStore

DAY = 86_400.0


def _rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def seed_store(
    path: Path, users: int, edges_per_user: int,
    opener: Callable[[Path], MemoryStore] | None = None,
) -> dict[str, Any]:
    """Write synthetic memories into a fresh store at ``path``; returns data and timings.

    ``opener`` opens another backend's store for ``path`` (default: LMDB in that directory).
    """
    t0 = time.perf_counter()
    data = [generate_user(f"scale-{u:03d}", edges_per_user, seed=u) for u in range(users)]
    t1 = time.perf_counter()
    with (opener or (lambda p: HotStore(p, map_size_mb=64)))(path) as store:
        for item in data:
            write_user(store, item)
        stats = store.stats()
    t2 = time.perf_counter()
    edges = sum(len(d.edges) for d in data)
    out: dict[str, Any] = {"data": data, "edges": edges, "generate_s": round(t1 - t0, 2),
                           "write_s": round(t2 - t1, 2)}
    if "used_mb" in stats:
        out.update(lmdb_used_mb=stats["used_mb"], lmdb_file_mb=stats["file_mb"],
                   lmdb_used_mb_per_10k=round(stats["used_mb"] * 10_000 / edges, 2)
                   if edges else None)
    if "tables_mb" in stats:
        out.update(pg_tables_mb=stats["tables_mb"])
    return out


def time_open(path: Path, repeats: int = 3) -> dict[str, float]:
    """Store open + hot-index rebuild from LMDB, median and min of ``repeats`` opens (ms)."""
    samples = []
    rss_before = _rss_mb()
    rss_delta = 0.0
    for _ in range(repeats):
        t0 = time.perf_counter()
        store = HotStore(path)
        samples.append((time.perf_counter() - t0) * 1000)
        rss_delta = max(rss_delta, _rss_mb() - rss_before)
        store.close()
    samples.sort()
    return {"median_ms": round(samples[len(samples) // 2], 1), "min_ms": round(samples[0], 1),
            "hot_index_rss_mb": round(rss_delta, 1)}


def run_point(
    name: str, users: int, edges_per_user: int, turns: int,
    engine_factory: Callable[[Path], HotMem], workdir: Path, measure_open: bool,
    opener: Callable[[Path], MemoryStore] | None = None,
) -> dict[str, Any]:
    """Seed, (optionally) time the store open, then time ``turns`` real turns."""
    path = workdir / name
    shutil.rmtree(path, ignore_errors=True)
    print(f"[bench] scale {name}: seeding {users} x {edges_per_user} edges", file=sys.stderr)
    seeded = seed_store(path, users, edges_per_user, opener)
    data = seeded.pop("data")
    out: dict[str, Any] = {"users": users, "edges_per_user": edges_per_user, **seeded}
    if measure_open:
        out["open_rebuild"] = time_open(path)
    plans = [list(turns_for(d, max(3, turns // users + 1) + 1)) for d in data]
    warmup = 10
    cold: list[float] = []
    retrieval: list[float] = []
    update: list[float] = []
    total: list[float] = []
    queries = injected = 0
    print(f"[bench] scale {name}: {turns} turns", file=sys.stderr)
    with engine_factory(path) as engine:
        ts = max(d.end_ts for d in data) + DAY
        # First turn of every user: the retriever builds its per-user derived index here.
        for u, item in enumerate(data):
            result = engine.process_turn(plans[u][0][1], user=item.user,
                                         session=f"scale-{u}", ts=ts)
            cold.append(result.timings_ms.get("retrieval", 0.0))
        for i in range(turns + warmup):
            u = i % users
            kind, text = plans[u][1 + (i // users) % (len(plans[u]) - 1)]
            result = engine.process_turn(text, user=data[u].user, session=f"scale-{u}",
                                         ts=ts + 60 * (i + 1))
            if i < warmup:
                continue
            t = result.timings_ms
            update.append(t.get("update", 0.0))
            total.append(t["total"])
            if kind == "query":
                queries += 1
                injected += result.injected
                retrieval.append(t.get("retrieval", 0.0))
    out.update({
        "turns": turns,
        "retrieval": summarize(retrieval),
        "first_turn_retrieval": summarize(cold),
        "update": summarize(update),
        "total": summarize(total),
        "query_injected_share": round(injected / queries, 3) if queries else None,
    })
    return out


def run_scale(
    engine_factory: Callable[[Path], HotMem], *, quick: bool, turns: int,
) -> dict[str, Any]:
    """All scale points and their growth ratios against 1k edges."""
    points: list[tuple[str, int, int]] = [("1k", 1, 1_000), ("10k", 1, 10_000)]
    if not quick:
        points += [("100k", 1, 100_000), ("100u_x_1k", 100, 1_000)]
    workdir = Path(tempfile.mkdtemp(prefix="hotmem-bench-scale-"))
    results: dict[str, Any] = {}
    try:
        for name, users, per_user in points:
            results[name] = run_point(name, users, per_user, turns, engine_factory, workdir,
                                      measure_open=name != "1k")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    base = results["1k"]
    growth = {}
    for name, point in results.items():
        if name == "1k":
            continue
        growth[f"{name}/1k"] = {
            "retrieval_p95": ratio(point["retrieval"]["p95"], base["retrieval"]["p95"]),
            "update_p95": ratio(point["update"]["p95"], base["update"]["p95"]),
            "total_p95": ratio(point["total"]["p95"], base["total"]["p95"]),
        }
    return {"method": "process_turn on a seeded store (engine stage timings)",
            "points": results, "growth": growth}
