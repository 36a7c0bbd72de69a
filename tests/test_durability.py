"""Crash safety and concurrency: SIGKILL mid-write, many threads, two processes on one store.

Every test but the durability modes runs on both backends (``backend`` in conftest.py): LMDB
and PostgreSQL. Children are forked from the test process after the spaCy models are loaded,
so each starts in milliseconds; each child opens its own store (LMDB handles and database
connections never cross a fork).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import threading
import time

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.store_api import open_store

T0 = 1_790_000_000.0
FORK = multiprocessing.get_context("fork")


def _utterance(i: int) -> str:
    """A turn stating a fact, distinct for every i (a place phrase would be trimmed from the
    object, so the number is what makes it distinct)."""
    return f"I like song number {i}."


def _keys(result) -> list[tuple[str, str, str]]:
    return [(f.s, f.r, f.d) for f in result.facts if not f.negated]


def _writer(backend: dict, pipelines, user: str, start: int, count: int, ack) -> None:
    config = HotMemConfig.from_env({}, langs=("en",), **backend)
    with HotMem(config, pipelines=pipelines, prewarm=False) as mem:
        if ack is not None:
            ack.send("ready")
        for i in range(start, start + count):
            result = mem.process_turn(_utterance(i), user=user, session="crash", ts=T0 + i)
            assert result.error is None and result.facts
            if ack is not None:
                ack.send((i, _keys(result)))


def test_sigkill_never_loses_a_turn_that_returned(backend: dict, pipelines) -> None:
    rng = random.Random(7)
    acknowledged: list[tuple[int, list]] = []
    next_i = 0
    # At least 20 kills; on a loaded machine a kill may come before any turn returned, so
    # more rounds run (up to 60) until 20 turns were acknowledged and checked.
    for kills in range(60):
        if kills >= 20 and len(acknowledged) >= 20:
            break
        parent_end, child_end = FORK.Pipe(duplex=False)
        child = FORK.Process(target=_writer,
                             args=(backend, pipelines, "crash", next_i, 256 - next_i, child_end))
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
        with open_store(HotMemConfig.from_env({}, **backend)) as store:  # opens after a kill
            stored = {(e["s"], e["r"], e["d"]) for e in store.export("crash")["edges"]}
            turn = store.export("crash")["turn"]
        missing = [i for i, keys in acknowledged if not set(map(tuple, keys)) <= stored]
        assert turn >= len(acknowledged)
        assert missing == [], f"turns returned but lost after SIGKILL: {missing}"
        if next_i >= 250:
            break
    assert len(acknowledged) >= 20


def test_eight_threads_on_one_engine_lose_and_duplicate_nothing(backend: dict, pipelines):
    config = HotMemConfig.from_env({}, langs=("en",), **backend)
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


def test_two_processes_share_one_store(backend: dict, pipelines) -> None:
    children = [FORK.Process(target=_writer, args=(backend, pipelines, f"proc{n}", 0, 40, None))
                for n in range(2)]
    for child in children:
        child.start()
    for child in children:
        child.join(timeout=120)
        assert child.exitcode == 0
    config = HotMemConfig.from_env({}, langs=("en",), **backend)
    with HotMem(config, pipelines=pipelines) as mem:
        expected = set()
        for i in range(40):
            expected.update(_keys(mem.extract(_utterance(i))))
        for n in range(2):
            disk = {(e["s"], e["r"], e["d"]) for e in mem.export(f"proc{n}")["edges"]}
            assert disk == expected
            with mem.store.reading(f"proc{n}") as index:
                assert set(index.edges) == disk and index.turn == 40


def test_two_processes_writing_one_user_at_once_lose_nothing(backend: dict, pipelines) -> None:
    children = [FORK.Process(target=_writer, args=(backend, pipelines, "shared", 40 * n, 40, None))
                for n in range(2)]
    for child in children:
        child.start()
    for child in children:
        child.join(timeout=120)
        assert child.exitcode == 0
    config = HotMemConfig.from_env({}, langs=("en",), **backend)
    with HotMem(config, pipelines=pipelines) as mem:
        expected = set()
        for i in range(80):
            expected.update(_keys(mem.extract(_utterance(i))))
        edges = mem.export("shared")["edges"]
        assert {(e["s"], e["r"], e["d"]) for e in edges} == expected
        assert [e for e in edges if e["pos"] != 1] == [], "a turn was applied twice"
        assert mem.export("shared")["turn"] == 80


def _interleaved_worker(backend: dict, pipelines, conn) -> None:
    """Serve turns of user 'both' on command; report what the store showed before each turn."""
    config = HotMemConfig.from_env({}, langs=("en",), **backend)
    with HotMem(config, pipelines=pipelines, prewarm=False) as mem:
        conn.send("ready")
        while (i := conn.recv()) is not None:
            with mem.store.reading("both") as index:
                before = set(index.edges)
            result = mem.process_turn(_utterance(i), user="both", session=f"w{i % 2}", ts=T0 + i)
            conn.send((before, _keys(result), result.turn, result.error))


def test_two_workers_interleaving_turns_of_one_user_read_each_others_writes(
    backend: dict, pipelines
) -> None:
    pipes, workers = [], []
    for _ in range(2):
        parent_end, child_end = FORK.Pipe()
        worker = FORK.Process(target=_interleaved_worker, args=(backend, pipelines, child_end))
        worker.start()
        assert parent_end.recv() == "ready"
        pipes.append(parent_end)
        workers.append(worker)
    stored: set = set()
    try:
        for i in range(30):
            pipes[i % 2].send(i)
            before, keys, turn, error = pipes[i % 2].recv()
            assert error is None
            assert before == stored, f"turn {i}: the worker did not see the other's writes"
            assert turn == i + 1
            stored.update(map(tuple, keys))
    finally:
        for end in pipes:
            end.send(None)
        for worker in workers:
            worker.join(timeout=60)
    with open_store(HotMemConfig.from_env({}, **backend)) as store:
        edges = store.export("both")["edges"]
    assert {(e["s"], e["r"], e["d"]) for e in edges} == stored
    assert [e for e in edges if e["pos"] != 1] == []


@pytest.mark.parametrize("mode", ["process", "fsync"])
def test_both_durability_modes_persist_committed_turns(backend: dict, pipelines, mode) -> None:
    config = HotMemConfig.from_env({}, langs=("en",), durability=mode, **backend)
    with HotMem(config, pipelines=pipelines) as mem:
        assert mem.store.stats()["durability"] == mode
        keys = _keys(mem.process_turn(_utterance(3), user="u", ts=T0))
    with open_store(config) as store:
        assert [(e["s"], e["r"], e["d"]) for e in store.export("u")["edges"]] == keys
