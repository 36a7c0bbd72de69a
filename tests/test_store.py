"""The store contract on both backends (LMDB and PostgreSQL), then LMDB-only behaviour.

Tests taking ``open_backend`` run once per backend (see ``tests/conftest.py``): round-trips,
restart, isolation, export/forget, another process writing, RAM cap, user ids, stats. Map
growth, compaction bytes and bad data dirs are LMDB's own.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from hotmem.store import (
    EntityInfo,
    HotStore,
    InvalidUserError,
    StoreError,
    StoreFullError,
    TurnWrite,
    UserIndex,
    key_part,
)
from hotmem.store_api import MemoryStore
from hotmem.types import Edge, EdgeStatus

Opener = Callable[..., MemoryStore]


def _edge(user: str, s: str, r: str, d: str, ts: float = 1_700_000_000.0) -> Edge:
    return Edge(user=user, s=s, r=r, d=d, display_s=s.title(), display_d=d.title(),
                first_seen=ts, last_seen=ts, source=f"{s} {r} {d}", session="s1", lang="en")


def _write(store: MemoryStore, user: str, *edges: Edge, entities: dict | None = None) -> int:
    def plan(index: UserIndex) -> TurnWrite:
        return TurnWrite(edges=list(edges), entities=entities or {})

    _, turn = store.write_turn(user, plan)
    return turn


def test_edges_round_trip_through_the_store_with_all_metadata(open_backend: Opener) -> None:
    edge = _edge("alice", "you", "lives_in", "seattle")
    edge.last_injected_turn = 3
    edge.weight, edge.confidence, edge.pos, edge.neg = 0.75, 0.6, 2, 1
    with open_backend() as store:
        assert _write(store, "alice", edge) == 1
    with open_backend() as store:
        with store.reading("alice") as index:
            restored = index.edges[("you", "lives_in", "seattle")]
            assert restored == edge
            assert index.turn == 1
            assert index.by_entity["seattle"] == {("you", "lives_in", "seattle")}


def test_restart_restores_real_timestamps_not_zero(open_backend: Opener) -> None:
    old = _edge("alice", "you", "lives_in", "seattle", ts=1_600_000_000.0)
    new = _edge("alice", "you", "works_at", "acme", ts=1_700_000_123.5)
    with open_backend() as store:
        _write(store, "alice", old)
        _write(store, "alice", new)
    with open_backend() as store, store.reading("alice") as index:
        assert index.edges[old.key].last_seen == 1_600_000_000.0
        assert index.edges[new.key].first_seen == 1_700_000_123.5
        assert index.turn == 2


def test_users_never_see_each_other(open_backend: Opener) -> None:
    with open_backend() as store:
        _write(store, "alice", _edge("alice", "you", "lives_in", "seattle"))
        _write(store, "bob", _edge("bob", "you", "lives_in", "paris"))
        with store.reading("alice") as index:
            assert set(index.edges) == {("you", "lives_in", "seattle")}
        with store.reading("bob") as index:
            assert set(index.edges) == {("you", "lives_in", "paris")}
        assert [e["d"] for e in store.export("bob")["edges"]] == ["paris"]
        # a user id that is a prefix of another shares nothing with it
        _write(store, "bo", _edge("bo", "you", "likes", "jazz"))
        assert [e["d"] for e in store.export("bo")["edges"]] == ["jazz"]
        assert store.forget("bo") == 1
        assert [e["d"] for e in store.export("bob")["edges"]] == ["paris"]


def test_export_includes_every_status_and_entities(open_backend: Opener) -> None:
    sup = dataclasses.replace(_edge("alice", "you", "lives_in", "seattle"),
                              status=EdgeStatus.SUPERSEDED)
    with open_backend() as store:
        _write(store, "alice", sup, _edge("alice", "you", "lives_in", "denver"),
               entities={"denver": EntityInfo("Denver", mentions=2, last_seen=5.0)})
        out = store.export("alice")
    assert out["user"] == "alice" and out["turn"] == 1
    assert {(e["d"], e["status"]) for e in out["edges"]} == {
        ("seattle", "superseded"), ("denver", "active")}
    assert out["entities"] == {"denver": {"display": "Denver", "mentions": 2, "last_seen": 5.0}}


def test_forget_one_fact_removes_it_from_disk_and_ram(open_backend: Opener) -> None:
    with open_backend() as store:
        _write(store, "alice", _edge("alice", "you", "lives_in", "seattle"),
               _edge("alice", "you", "likes", "jazz"),
               entities={"seattle": EntityInfo("Seattle", 1, 1.0)})
        assert store.forget("alice", "you", "lives_in", "seattle") == 1
        with store.reading("alice") as index:
            assert set(index.edges) == {("you", "likes", "jazz")}
            assert "seattle" not in index.by_entity and "seattle" not in index.entities
    with open_backend() as store:
        assert [e["d"] for e in store.export("alice")["edges"]] == ["jazz"]
        assert store.export("alice")["entities"] == {}


def test_forget_by_subject_and_by_relation(open_backend: Opener) -> None:
    with open_backend() as store:
        _write(store, "alice", _edge("alice", "sister", "lives_in", "boston"),
               _edge("alice", "sister", "age", "30"), _edge("alice", "you", "lives_in", "rome"))
        assert store.forget("alice", r="lives_in") == 2
        assert store.forget("alice", s="sister") == 1
        assert store.export("alice")["edges"] == []


def test_forget_whole_user_clears_every_layer(open_backend: Opener) -> None:
    with open_backend() as store:
        _write(store, "alice", _edge("alice", "you", "lives_in", "seattle"),
               entities={"seattle": EntityInfo("Seattle", 1, 1.0)})
        assert store.forget("alice") == 1
        assert store.users() == []
        assert store.export("alice") == {"user": "alice", "edges": [], "entities": {}, "turn": 0,
                                          "episodes": []}


def test_compaction_removes_forgotten_strings_from_the_file(tmp_path: Path) -> None:
    secret = "zanzibarsecretvalue"
    with HotStore(tmp_path) as store:
        _write(store, "alice", _edge("alice", "you", "lives_in", secret),
               _edge("alice", "you", "likes", "jazz"))
        store.forget("alice", d=secret)
        store.compact()
        with store.reading("alice") as index:
            assert set(index.edges) == {("you", "likes", "jazz")}
    assert secret.encode() not in (tmp_path / "data.mdb").read_bytes()


def test_map_grows_when_full_and_nothing_is_lost(tmp_path: Path) -> None:
    with HotStore(tmp_path, map_size_mb=1, max_map_size_mb=64) as store:
        for i in range(60):
            edges = [_edge("alice", f"thing{i}_{j}", "has", "x" * 400) for j in range(20)]
            _write(store, "alice", *edges)
        assert store.stats()["map_size_mb"] > 1
        count = store.stats()["edges"]
    assert count == 1200
    with HotStore(tmp_path, map_size_mb=1, max_map_size_mb=64) as store:
        assert store.stats()["edges"] == 1200


def test_full_store_fails_the_turn_cleanly_and_keeps_prior_data(tmp_path: Path) -> None:
    with HotStore(tmp_path, map_size_mb=1, max_map_size_mb=1) as store:
        _write(store, "alice", _edge("alice", "you", "lives_in", "seattle"))
        big = [_edge("alice", f"n{j}", "has", "y" * 140) for j in range(8000)]
        with pytest.raises(StoreFullError, match="full"):
            _write(store, "alice", *big)
        with store.reading("alice") as index:
            assert set(index.edges) == {("you", "lives_in", "seattle")}
            assert index.turn == 1
    with HotStore(tmp_path, map_size_mb=1, max_map_size_mb=1) as store:
        assert [e["d"] for e in store.export("alice")["edges"]] == ["seattle"]


_CHILD_WRITE = """
import json, sys
from hotmem.config import HotMemConfig
from hotmem.store_api import open_store
from hotmem.store import TurnWrite
from hotmem.types import Edge
with open_store(HotMemConfig.from_env({}, **json.loads(sys.argv[1]))) as store:
    edge = Edge(user="alice", s="you", r="likes", d="jazz", display_s="You", display_d="jazz")
    store.write_turn("alice", lambda index: TurnWrite(edges=[edge]))
"""


def test_another_process_writing_the_same_store_is_seen(open_backend: Opener, backend: dict):
    with open_backend() as store:
        _write(store, "alice", _edge("alice", "you", "lives_in", "seattle"))
        with store.reading("alice") as index:  # cached in RAM before the other process writes
            assert index.turn == 1
        child_config = json.dumps({k: str(v) for k, v in backend.items()})
        subprocess.run([sys.executable, "-c", _CHILD_WRITE, child_config], check=True)
        with store.reading("alice") as index:
            assert set(index.edges) == {("you", "lives_in", "seattle"), ("you", "likes", "jazz")}
            assert index.turn == 2
        _write(store, "alice", _edge("alice", "you", "works_at", "acme"))
        assert len(store.export("alice")["edges"]) == 3


def test_ram_cap_evicts_weakest_edges_but_disk_keeps_them(open_backend: Opener) -> None:
    with open_backend(max_edges_per_user=100) as store:
        edges = [dataclasses.replace(_edge("alice", f"e{i}", "has", "x"), weight=i / 200)
                 for i in range(150)]
        _write(store, "alice", *edges)
        with store.reading("alice") as index:
            assert len(index.edges) == 90
            assert ("e149", "has", "x") in index.edges and ("e0", "has", "x") not in index.edges
        assert len(store.export("alice")["edges"]) == 150


@pytest.mark.parametrize("user", ["", "   ", "a\x1fb", "x" * 129, "tab\tuser"])
def test_invalid_user_ids_are_rejected_with_a_typed_error(open_backend: Opener, user: str):
    with open_backend() as store, pytest.raises(InvalidUserError):
        _write(store, user, _edge("x", "you", "likes", "tea"))


def test_garbage_data_dir_gives_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "data.mdb").write_bytes(b"this is not an lmdb file" * 100)
    with pytest.raises(StoreError, match="cannot open HotMem store"):
        HotStore(tmp_path)


def test_data_dir_that_is_a_file_gives_a_clear_error(tmp_path: Path) -> None:
    target = tmp_path / "file"
    target.write_text("x")
    with pytest.raises(StoreError, match="cannot create data dir"):
        HotStore(target)


def test_stats_counts_statuses(open_backend: Opener) -> None:
    with open_backend() as store:
        _write(store, "alice", _edge("alice", "you", "lives_in", "denver"),
               dataclasses.replace(_edge("alice", "you", "lives_in", "rome"),
                                   status=EdgeStatus.NEGATED))
        stats = store.stats()
    assert stats["users"] == 1 and stats["edges"] == 2
    assert stats["edges_by_status"] == {"active": 1, "superseded": 0, "negated": 1, "forgotten": 0}
    assert stats["backend"] in {"lmdb", "postgresql"}
    assert isinstance(stats["size_mb"], float) and stats["size_mb"] > 0.0


def test_both_backends_cut_long_multibyte_keys_at_the_same_utf8_byte(open_backend: Opener) -> None:
    # 63 two-byte characters fill the 126-byte key part; the two objects differ only after it.
    stem = "é" * 63
    first, second = stem + "a", stem + "b"
    assert key_part(first) == key_part(second) == stem
    with open_backend() as store:
        _write(store, "alice", _edge("alice", "you", "likes", first))
        _write(store, "alice", _edge("alice", "you", "likes", second))
    with open_backend() as store:
        stored = store.export("alice")["edges"]
    assert [e["d"] for e in stored] == [second]  # one key: the later write replaced the first


def test_lmdb_stats_report_durability(tmp_path: Path) -> None:
    with HotStore(tmp_path) as store:
        assert store.stats()["durability"] == "process"


def test_closed_store_refuses_writes(open_backend: Opener) -> None:
    store = open_backend()
    store.close()
    store.close()
    with pytest.raises(StoreError, match="closed"):
        _write(store, "alice", _edge("alice", "you", "likes", "tea"))


def test_the_index_keeps_the_keys_of_kin_and_pet_facts_as_edges_come_and_go() -> None:
    """Recall asks who the user's people are on every question about someone else: the keys
    are kept as edges are added and removed, never found by walking every edge."""
    index = UserIndex()
    sister = _edge("u", "you", "sister", "inés")
    dog = _edge("u", "you", "dog", "rex")
    home = _edge("u", "you", "lives_in", "leeds")
    for edge in (sister, dog, home):
        index.add(edge)
    assert index.kin_keys == {sister.key, dog.key}
    index.remove(sister.key)
    assert index.kin_keys == {dog.key}
