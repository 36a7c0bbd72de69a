"""LMDB against PostgreSQL in one run: the workload, the 10k/100k scale points, two workers.

A throw-away PostgreSQL 16 is started with ``pgserver`` (bundled binaries, a Unix socket on
this machine: the best case for network latency; a database on another host adds its round
trip to every store call). Each measurement gets a fresh LMDB directory or a fresh database.

- ``workload``: the latency section's protocol (:func:`bench.latency.run_latency`) on each
  store; the stage that differs is ``update`` (the turn's write transaction) plus the
  per-turn freshness check inside ``retrieval``.
  Both stores run with the default ``HOTMEM_DURABILITY=process``; ``postgresql_fsync`` repeats
  the workload with ``fsync`` (every commit waits for the WAL flush).
- ``scale``: the 10k and 100k points of :mod:`bench.scale` on each store (seeded through the
  store's own ``write_turn``).
- ``two_workers``: two forked worker processes, each with its own engine and store handle,
  play ``turns`` fact-stating turns at the same time over the same few users. Every fact a
  turn returned must be in the store afterwards (``lost_facts``), and each stored edge's
  ``pos`` count must equal the number of turns that stated it: fewer is a lost update
  (``lost_updates``), more is a turn applied twice (``duplicated_facts``). Each user's turn
  counter must equal the turns played for it.
"""

from __future__ import annotations

import multiprocessing
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.latency import run_latency
from bench.scale import run_point
from bench.stats import ratio, summarize

if TYPE_CHECKING:
    from hotmem.engine import HotMem
    from hotmem.nlp import Pipelines

BACKENDS: tuple[str, ...] = ("lmdb", "postgresql")
FOODS = ("pizza", "sushi", "tacos", "ramen", "curry", "paella", "falafel", "pho", "risotto",
         "dumplings", "noodles", "lasagna", "kimchi", "goulash", "hummus", "pasta", "burritos",
         "croissants", "pancakes", "waffles", "salmon", "oysters", "bagels", "pretzels", "tofu")
CITIES = ("Lisbon", "Oslo", "Denver", "Madrid", "Quito", "Hanoi", "Dakar", "Perth", "Tallinn",
          "Bergen", "Cusco", "Nagoya", "Tunis", "Bilbao", "Malmo", "Graz", "Porto", "Lyon",
          "Turin", "Krakow", "Riga", "Split", "Ghent", "Basel", "Leeds", "Cork", "Bari", "Nice",
          "Seville", "Valencia", "Munich", "Dresden", "Bremen", "Utrecht", "Aarhus", "Tampere",
          "Vilnius", "Brno", "Pecs", "Varna")
SHARED_USERS = 4
T0 = 1_790_000_000.0


class Backends:
    """Fresh stores on demand: an LMDB dir, or a new database on one bench PostgreSQL."""

    def __init__(self, workdir: Path) -> None:
        import pgserver
        import psycopg

        self._workdir = workdir
        self._psycopg = psycopg
        self._server = pgserver.get_server(workdir / "postgres", cleanup_mode="delete")
        self._urls: dict[Path, str] = {}
        self._count = 0

    def overrides(self, backend: str, path: Path | None = None) -> dict[str, Any]:
        """Config overrides for ``backend``; the same ``path`` always names the same store."""
        self._count += 1
        path = path or self._workdir / f"store-{self._count}"
        if backend == "lmdb":
            return {"data_dir": path}
        if path not in self._urls:
            name = f"bench_{len(self._urls)}"
            with self._psycopg.connect(self._server.get_uri(), autocommit=True) as conn:
                conn.execute(f"CREATE DATABASE {name}")
            self._urls[path] = self._server.get_uri(name)
        return {"data_dir": self._workdir / "unused", "store_url": self._urls[path]}

    def close(self) -> None:
        self._server.cleanup()


def _utterance(i: int) -> str:
    """A distinct fact-stating turn for every i < 1000."""
    return f"I like {FOODS[i % len(FOODS)]} from {CITIES[(i // len(FOODS)) % len(CITIES)]}."


def _worker(overrides: dict[str, Any], pipelines: Pipelines, offset: int, turns: int,
            conn: Any) -> None:
    from hotmem import HotMem, HotMemConfig

    config = HotMemConfig.from_env({}, langs=("en",), **overrides)
    returned: dict[str, list[tuple[str, str, str]]] = {}
    totals: list[float] = []
    errors = 0
    with HotMem(config, pipelines=pipelines, prewarm=False) as mem:
        conn.send("ready")
        conn.recv()
        for k in range(turns):
            i = offset + k
            user = f"shared-{k % SHARED_USERS}"
            result = mem.process_turn(_utterance(i), user=user, session=f"w{offset}", ts=T0 + i)
            errors += result.error is not None
            totals.append(result.timings_ms["total"])
            returned.setdefault(user, []).extend(
                {(f.s, f.r, f.d) for f in result.facts if not f.negated})
    conn.send((returned, totals, errors))


def run_two_workers(overrides: dict[str, Any], pipelines: Pipelines, turns: int
                    ) -> dict[str, Any]:
    """Two processes x ``turns`` turns over the same users at once; lost/duplicated facts."""
    from hotmem import HotMemConfig
    from hotmem.store_api import open_store

    fork = multiprocessing.get_context("fork")
    pipes, procs = [], []
    for n in range(2):
        parent_end, child_end = fork.Pipe()
        proc = fork.Process(target=_worker,
                            args=(overrides, pipelines, n * turns, turns, child_end))
        proc.start()
        assert parent_end.recv() == "ready"
        pipes.append(parent_end)
        procs.append(proc)
    t0 = time.perf_counter()
    for end in pipes:
        end.send("go")
    outcomes = [end.recv() for end in pipes]
    wall = time.perf_counter() - t0
    for proc in procs:
        proc.join(timeout=60)
    returned: dict[str, Counter[tuple[str, str, str]]] = {}
    for per_user, _, _ in outcomes:
        for user, keys in per_user.items():
            returned.setdefault(user, Counter()).update(map(tuple, keys))
    lost = lost_updates = duplicated = 0
    turn_mismatch = []
    with open_store(HotMemConfig.from_env({}, **overrides)) as store:
        for user, stated in returned.items():
            exported = store.export(user)
            pos = {(e["s"], e["r"], e["d"]): e["pos"] for e in exported["edges"]}
            lost += sum(1 for key in stated if key not in pos)
            lost_updates += sum(max(0, n - pos[k]) for k, n in stated.items() if k in pos)
            duplicated += sum(max(0, pos[k] - n) for k, n in stated.items() if k in pos)
            expected_turns = 2 * turns // SHARED_USERS
            if exported["turn"] != expected_turns:
                turn_mismatch.append((user, exported["turn"], expected_turns))
    totals = [ms for _, worker_totals, _ in outcomes for ms in worker_totals]
    return {
        "workers": 2, "turns_per_worker": turns, "users": SHARED_USERS,
        "facts_returned": sum(len(k) for k in returned.values()),
        "lost_facts": lost, "lost_updates": lost_updates, "duplicated_facts": duplicated,
        "turn_counter_mismatches": turn_mismatch,
        "errors": sum(e for _, _, e in outcomes),
        "total": summarize(totals), "wall_s": round(wall, 2),
    }


def run_stores(
    engine_for: Callable[[dict[str, Any]], HotMem],
    pipelines: Pipelines,
    workload: Sequence[dict[str, Any]],
    *, quick: bool,
) -> dict[str, Any]:
    """Every measurement on both stores, LMDB first, with the PostgreSQL/LMDB p95 ratios."""
    workdir = Path(tempfile.mkdtemp(prefix="hotmem-bench-stores-"))
    backends = Backends(workdir)
    out: dict[str, Any] = {"method": "same runs on a fresh LMDB dir and a fresh PostgreSQL "
                                     "database (pgserver, Unix socket)"}
    points = [("10k", 1, 10_000)] if quick else [("10k", 1, 10_000), ("100k", 1, 100_000)]
    try:
        for backend in BACKENDS:
            print(f"[bench] stores: {backend}", file=sys.stderr)
            res: dict[str, Any] = {}
            lat = run_latency(lambda b=backend: engine_for(backends.overrides(b)), pipelines,
                              workload, passes=1 if quick else 3)
            res["workload"] = {"turns": lat["turns"], "errors": lat["errors"],
                               **{k: lat["stages"][k] for k in ("update", "retrieval", "total")}}
            res["scale"] = {}
            for name, users, per_user in points:
                point = run_point(
                    name, users, per_user, 60 if quick else 200,
                    lambda p, b=backend: engine_for(backends.overrides(b, p)),
                    workdir / backend, measure_open=False, opener=_opener(backends, backend))
                res["scale"][name] = {k: point.get(k) for k in (
                    "edges", "write_s", "first_turn_retrieval", "retrieval", "update", "total",
                    "lmdb_used_mb", "pg_tables_mb")}
            print(f"[bench] stores: {backend}: two workers", file=sys.stderr)
            res["two_workers"] = run_two_workers(backends.overrides(backend), pipelines,
                                                 100 if quick else 500)
            out[backend] = res
        print("[bench] stores: postgresql, durability fsync", file=sys.stderr)
        lat = run_latency(
            lambda: engine_for({**backends.overrides("postgresql"), "durability": "fsync"}),
            pipelines, workload, passes=1 if quick else 3)
        out["postgresql_fsync"] = {"workload": {
            "turns": lat["turns"], "errors": lat["errors"],
            **{k: lat["stages"][k] for k in ("update", "retrieval", "total")}}}
    finally:
        backends.close()
        shutil.rmtree(workdir, ignore_errors=True)
    lm, pg = out["lmdb"], out["postgresql"]
    out["pg_over_lmdb_total_p95"] = {
        "workload": ratio(pg["workload"]["total"]["p95"], lm["workload"]["total"]["p95"]),
        **{name: ratio(pg["scale"][name]["total"]["p95"], lm["scale"][name]["total"]["p95"])
           for name in pg["scale"]},
    }
    return out


def _opener(backends: Backends, backend: str) -> Callable[[Path], Any]:
    from hotmem import HotMemConfig
    from hotmem.store_api import open_store

    return lambda path: open_store(HotMemConfig.from_env({}, **backends.overrides(backend, path)))
