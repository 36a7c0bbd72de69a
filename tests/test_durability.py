"""Crash safety and concurrency: SIGKILL mid-write, many threads, two processes on one store.

Children are forked from the test process after the spaCy models are loaded, so each starts
in milliseconds; each child opens its own LMDB environment (LMDB handles never cross a fork).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import threading
import time
from pathlib import Path

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.store import HotStore

CITIES = ["Lisbon", "Oslo", "Denver", "Madrid", "Quito", "Hanoi", "Dakar", "Perth", "Tallinn",
          "Bergen", "Cusco", "Nagoya", "Tunis", "Bilbao", "Malmo", "Graz"]
FOODS = ["pizza", "sushi", "tacos", "ramen", "curry", "paella", "falafel", "pho", "risotto",
         "dumplings", "noodles", "lasagna", "kimchi", "goulash", "hummus", "pasta"]
T0 = 1_790_000_000.0
FORK = multiprocessing.get_context("fork")


def _utterance(i: int) -> str:
    """A turn stating a fact, distinct for every i < 256."""
    return f"I like {FOODS[i % 16]} from {CITIES[(i // 16) % 16]}."


def _keys(result) -> list[tuple[str, str, str]]:
    return [(f.s, f.r, f.d) for f in result.facts if not f.negated]


def _writer(data_dir: str, pipelines, user: str, start: int, count: int, ack) -> None:
    config = HotMemConfig.from_env({}, data_dir=Path(data_dir), langs=("en",))
    with HotMem(config, pipelines=pipelines, prewarm=False) as mem:
        if ack is not None:
            ack.send("ready")
        for i in range(start, start + count):
            result = mem.process_turn(_utterance(i), user=user, session="crash", ts=T0 + i)
            assert result.error is None and result.facts
            if ack is not None:
                ack.send((i, _keys(result)))


def test_sigkill_never_loses_a_turn_that_returned(tmp_path: Path, pipelines) -> None:
    data_dir = str(tmp_path / "store")
    rng = random.Random(7)
    acknowledged: list[tuple[int, list]] = []
    next_i = 0
    for _ in range(20):
        parent_end, child_end = FORK.Pipe(duplex=False)
        child = FORK.Process(target=_writer,
                             args=(data_dir, pipelines, "crash", next_i, 256 - next_i, child_end))
        child.start()
        child_end.close()
        assert parent_end.recv() == "ready"
        time.sleep(rng.uniform(0.01, 0.3))
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        while parent_end.poll():
            try:
                acknowledged.append(parent_end.recv())
            except EOFError:
                break
        parent_end.close()
        next_i = (acknowledged[-1][0] + 1) if acknowledged else next_i
        with HotStore(data_dir) as store:  # opens cleanly after every kill
            stored = {(e["s"], e["r"], e["d"]) for e in store.export("crash")["edges"]}
            turn = store.export("crash")["turn"]
        missing = [i for i, keys in acknowledged if not set(map(tuple, keys)) <= stored]
        assert turn >= len(acknowledged)
        assert missing == [], f"turns returned but lost after SIGKILL: {missing}"
        if next_i >= 250:
            break
    assert len(acknowledged) >= 20


def test_eight_threads_on_one_engine_lose_and_duplicate_nothing(tmp_path: Path, pipelines):
    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store", langs=("en",))
    turns = 500
    errors: list[BaseException] = []
    with HotMem(config, pipelines=pipelines) as mem:

        returned: dict[int, set] = {n: set() for n in range(8)}

        def worker(n: int) -> None:
            try:
                for i in range(turns):
                    result = mem.process_turn(_utterance(i % 256), user=f"user{n}",
                                              session=f"s{n}", ts=T0 + i)
                    returned[n].update(_keys(result))
            except BaseException as err:  # surfaced by the assertion below
                errors.append(err)

        threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=300)
        assert not any(t.is_alive() for t in threads), "deadlock: a worker never finished"
        assert errors == []
        for n in range(8):
            expected = returned[n]
            with mem.store.reading(f"user{n}") as index:
                assert index.turn == turns
                ram = {k for k, e in index.edges.items()}
            disk = [(e["s"], e["r"], e["d"]) for e in mem.export(f"user{n}")["edges"]]
            assert len(disk) == len(set(disk)), "duplicated edge on disk"
            assert expected and set(disk) == expected == ram


def test_two_processes_share_one_data_dir(tmp_path: Path, pipelines) -> None:
    data_dir = str(tmp_path / "store")
    children = [FORK.Process(target=_writer, args=(data_dir, pipelines, f"proc{n}", 0, 40, None))
                for n in range(2)]
    for child in children:
        child.start()
    for child in children:
        child.join(timeout=120)
        assert child.exitcode == 0
    config = HotMemConfig.from_env({}, data_dir=Path(data_dir), langs=("en",))
    with HotMem(config, pipelines=pipelines) as mem:
        expected = set()
        for i in range(40):
            expected.update(_keys(mem.extract(_utterance(i))))
        for n in range(2):
            disk = {(e["s"], e["r"], e["d"]) for e in mem.export(f"proc{n}")["edges"]}
            assert disk == expected
            with mem.store.reading(f"proc{n}") as index:
                assert set(index.edges) == disk and index.turn == 40


@pytest.mark.parametrize("mode", ["process", "fsync"])
def test_both_durability_modes_persist_committed_turns(tmp_path: Path, pipelines, mode) -> None:
    config = HotMemConfig.from_env({}, data_dir=tmp_path / mode, langs=("en",), durability=mode)
    with HotMem(config, pipelines=pipelines) as mem:
        assert mem.store.stats()["durability"] == mode
        keys = _keys(mem.process_turn(_utterance(3), user="u", ts=T0))
    with HotStore(config.data_dir) as store:
        assert [(e["s"], e["r"], e["d"]) for e in store.export("u")["edges"]] == keys
