"""One store per data dir per process (shared, reference-counted); a map another process grew."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from hotmem import HotMem, HotMemConfig
from hotmem.shared_store import acquire_store, holders, release_store
from hotmem.store import HotStore, TurnWrite
from hotmem.types import Edge


def _edge(user: str, d: str, source: str = "") -> Edge:
    return Edge(user=user, s="you", r="likes", d=d, display_s="you", display_d=d,
                first_seen=1.0, last_seen=1.0, source=source, session="s", lang="en")


def test_two_engines_on_one_data_dir_share_the_store_and_closing_one_keeps_the_other(
    config: HotMemConfig, pipelines
) -> None:
    first = HotMem(config, pipelines=pipelines)
    second = HotMem(config, pipelines=pipelines)
    assert first.store is second.store
    assert holders(config.data_dir) == 2
    first.process_turn("I live in Seattle.", user="alice")
    first.close()
    first.close()  # a second close does not give back the other engine's hold
    assert holders(config.data_dir) == 1
    result = second.process_turn("I work at Acme.", user="bob")
    assert result.error is None
    assert [e["d"] for e in second.export("alice")["edges"]] == ["seattle"]
    second.close()
    assert holders(config.data_dir) == 0
    with HotMem(config, pipelines=pipelines) as third:  # reopened from disk, nothing lost
        assert {e["d"] for e in third.export("bob")["edges"]} == {"acme"}


def test_acquire_returns_one_store_per_resolved_path(tmp_path: Path) -> None:
    one = acquire_store(tmp_path / "d")
    two = acquire_store(tmp_path / "x" / ".." / "d")
    try:
        assert one is two
    finally:
        release_store(one)
        release_store(two)
    assert holders(tmp_path / "d") == 0


_CHILD = textwrap.dedent("""
    import sys
    from hotmem.store import HotStore, TurnWrite
    from hotmem.types import Edge

    path, user, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with HotStore(path, map_size_mb=1) as store:
        for i in range(count):
            edge = Edge(user=user, s="you", r="likes", d=f"thing {i}", display_s="you",
                        display_d=f"thing {i}", first_seen=1.0, last_seen=1.0,
                        source="x" * 2000, session="s", lang="en")
            store.write_turn(user, lambda _, e=edge: TurnWrite(edges=[e]))
        print(store.stats()["map_size_mb"])
""")


def test_two_processes_keep_working_when_the_other_grows_the_map(tmp_path: Path) -> None:
    with HotStore(tmp_path, map_size_mb=1) as store:
        store.write_turn("alice", lambda _: TurnWrite(edges=[_edge("alice", "tea")]))
        child = subprocess.run(
            [sys.executable, "-c", _CHILD, str(tmp_path), "bob", "1500"],
            capture_output=True, text=True, timeout=120, check=False,
        )
        assert child.returncode == 0, child.stderr
        assert float(child.stdout.strip()) > 1  # the other process grew the shared map
        # Every read and write here must adopt the new size, not fail with MapResizedError.
        with store.reading("bob") as index:
            assert len(index.edges) == 1500
        store.write_turn("alice", lambda _: TurnWrite(edges=[_edge("alice", "coffee")]))
        assert {e["d"] for e in store.export("alice")["edges"]} == {"tea", "coffee"}
        assert store.stats()["map_size_mb"] > 1
        # And this process can grow it again while the other writes in turn.
        for i in range(400):
            store.write_turn("alice", lambda _, i=i: TurnWrite(
                edges=[_edge("alice", f"drink {i}", source="y" * 4000)]))
        child = subprocess.run(
            [sys.executable, "-c", _CHILD, str(tmp_path), "carol", "50"],
            capture_output=True, text=True, timeout=120, check=False,
        )
        assert child.returncode == 0, child.stderr
        with store.reading("carol") as index:
            assert len(index.edges) == 50
        assert len(store.export("alice")["edges"]) == 402
