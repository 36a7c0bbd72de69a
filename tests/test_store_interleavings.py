"""Forgets racing another process's writes: RAM never keeps serving memory older than disk.

Another process may write a user between this process's freshness check and its forget's
transaction. The forget must then neither mark a stale RAM index as matching disk nor write
back counters that undo the other process's turn. A whole-user forget of a user nobody stored
commits nothing; it must not claim a transaction id another process then uses.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from hotmem.episodes.record import Episode
from hotmem.store import HotStore, TurnWrite
from hotmem.types import Edge

_OTHER_PROCESS = textwrap.dedent("""
    import sys
    from hotmem.episodes.record import Episode
    from hotmem.store import HotStore, TurnWrite
    from hotmem.types import Edge

    path, user, thing = sys.argv[1], sys.argv[2], sys.argv[3]
    with HotStore(path) as store:
        edge = Edge(user=user, s="you", r="likes", d=thing, display_s="you",
                    display_d=thing, first_seen=1.0, last_seen=1.0, session="s", lang="en")
        told = [Episode(episode_id=f"{thing} {n}", text=f"I {verb} {thing}", lang="en",
                        lemmas=(verb, thing)) for n, verb in enumerate(("bake", "paint"))]
        store.write_turn(user, lambda _: TurnWrite(edges=[edge], episodes=told))
""")


def _other_process_writes(path: Path, user: str, thing: str) -> None:
    child = subprocess.run([sys.executable, "-c", _OTHER_PROCESS, str(path), user, thing],
                           capture_output=True, text=True, timeout=120, check=False)
    assert child.returncode == 0, child.stderr


def _edge(user: str, d: str) -> Edge:
    return Edge(user=user, s="you", r="likes", d=d, display_s="you", display_d=d,
                first_seen=1.0, last_seen=1.0, session="s", lang="en")


def _writes_after_the_check(store: HotStore, path: Path, user: str, thing: str) -> None:
    """Let the other process write right after this store's next freshness check."""
    check = store._refresh_if_stale

    def late(who: str) -> None:
        check(who)
        _other_process_writes(path, user, thing)

    store._refresh_if_stale = late  # type: ignore[method-assign]


def test_forgetting_episodes_of_a_user_another_process_just_wrote_keeps_the_rest(
        tmp_path: Path) -> None:
    with HotStore(tmp_path) as store:
        _writes_after_the_check(store, tmp_path, "ana", "cake")
        assert store.forget_episodes("ana", ids=["cake 0"]) == 1
        del store._refresh_if_stale
        with store.reading("ana") as index:
            assert sorted(index.episodes) == ["cake 1"]
            assert set(index.edges) == {("you", "likes", "cake")}


def test_forgetting_a_fact_after_another_process_wrote_keeps_its_turn_and_fact(
        tmp_path: Path) -> None:
    with HotStore(tmp_path) as store:
        store.write_turn("ben", lambda _: TurnWrite(edges=[_edge("ben", "tea"),
                                                           _edge("ben", "jazz")]))
        _writes_after_the_check(store, tmp_path, "ben", "chess")
        assert store.forget("ben", d="jazz") == 1
        del store._refresh_if_stale
        with store.reading("ben") as index:
            assert set(index.edges) == {("you", "likes", "tea"), ("you", "likes", "chess")}
            assert index.turn == 2
    with HotStore(tmp_path) as reopened:  # disk agrees with what RAM served
        assert reopened.export("ben")["turn"] == 2
        assert {e["d"] for e in reopened.export("ben")["edges"]} == {"tea", "chess"}


def test_forgetting_a_user_nobody_stored_does_not_hide_a_later_write(tmp_path: Path) -> None:
    with HotStore(tmp_path) as store:
        store.write_turn("cleo", lambda _: TurnWrite(edges=[_edge("cleo", "tea")]))
        assert store.forget("ghost") == 0
        _other_process_writes(tmp_path, "ghost", "kites")
        with store.reading("ghost") as index:
            assert set(index.edges) == {("you", "likes", "kites")}
