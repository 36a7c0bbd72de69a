"""Episodes on both stores (LMDB and PostgreSQL): the same records, recall, merge, cap and forget.

Tests taking ``open_backend`` or ``backend`` run once per backend (see ``tests/conftest.py``).
The PostgreSQL schema migration and its faults are in test_pgstore.py.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.episodes.dates import DateSpan, Granularity
from hotmem.episodes.extract import EpisodeQuery
from hotmem.episodes.index import QuestionType
from hotmem.episodes.memory import recall
from hotmem.episodes.record import Episode
from hotmem.store import TurnWrite
from hotmem.store_api import MemoryStore, open_store
from hotmem.types import Edge

Opener = Callable[..., MemoryStore]
T0 = dt.datetime(2026, 4, 14, 9, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
HOUR = 3600.0


def _episode(episode_id: str, text: str, lemmas: tuple[str, ...], **fields: Any) -> Episode:
    fields = {"session": "s1", "turn": 1, "first_seen": T0, "last_seen": T0, **fields}
    return Episode(episode_id, text, "en", lemmas, **fields)


KAYAK = _episode(
    "a1", "I paddled a kayak around Lake Bled last Sunday", ("paddle", "kayak", "lake", "bled"),
    entities=("lake bled",), people=("kin:cousin",),
    date=DateSpan(start=dt.date(2026, 4, 12), end=dt.date(2026, 4, 12),
                  granularity=Granularity.DAY, future=False, token_start=0, token_end=0),
)
QUILT = _episode("b2", "I sewed a patchwork quilt for my niece", ("sew", "patchwork", "quilt"),
                 people=("kin:niece",), mentions=3, last_seen=T0 + HOUR)
TRIP = _episode("c3", "I am going to visit Tromsø next winter", ("visit", "tromsø", "winter"),
                entities=("tromsø",), plan=True, has_number=False)


def _write(store: MemoryStore, user: str, *episodes: Episode, dropped: tuple[str, ...] = (),
           edges: tuple[Edge, ...] = ()) -> None:
    store.write_turn(user, lambda index: TurnWrite(
        edges=list(edges), episodes=list(episodes), dropped_episodes=list(dropped)))


def _texts(store: MemoryStore, user: str) -> list[str]:
    return [record["text"] for record in store.export(user)["episodes"]]


def test_episodes_round_trip_with_every_field_and_export_in_id_order(open_backend) -> None:
    with open_backend() as store:
        _write(store, "nadia", TRIP, KAYAK)
        _write(store, "nadia", QUILT)
    with open_backend() as store:  # a new process: loaded from the store, not RAM
        with store.reading("nadia") as index:
            assert index.episodes == {"a1": KAYAK, "b2": QUILT, "c3": TRIP}
            assert index.turn == 2
        exported = store.export("nadia")
        assert [r["id"] for r in exported["episodes"]] == ["a1", "b2", "c3"]
        assert exported["episodes"][0] == KAYAK.to_record()
        assert store.stats()["episodes"] == 3


def test_the_episode_index_finds_the_same_episodes_on_either_store(open_backend) -> None:
    with open_backend() as store:
        _write(store, "nadia", KAYAK, QUILT, TRIP)
    with open_backend() as store, store.reading("nadia") as index:
        query = EpisodeQuery(lemmas=("kayak",), qtype=QuestionType.WHERE, keys=(), during=None)
        assert [e.episode_id for e in recall(index, query)] == ["a1"]
        assert [h.episode_id for h in index.episode_index().query(("sew", "quilt"), k=3)] \
            == ["b2"]


def test_episodes_are_private_to_their_user(open_backend) -> None:
    with open_backend() as store:
        _write(store, "nadia", KAYAK)
        _write(store, "omar", QUILT)
        assert store.forget_episodes("omar", ("kayak",)) == 0
        assert store.forget_episodes("omar", ids=["a1"]) == 0
    with open_backend() as store:
        with store.reading("omar") as index:
            assert list(index.episodes) == ["b2"]
            assert index.episode_index().query(("kayak",), k=3) == []
        assert _texts(store, "nadia") == [KAYAK.text]
        store.forget("omar")
        assert _texts(store, "omar") == []
        assert _texts(store, "nadia") == [KAYAK.text]


def test_a_write_replaces_a_merged_episode_and_deletes_the_evicted_ones(open_backend) -> None:
    with open_backend() as store:
        _write(store, "nadia", KAYAK, QUILT)
        again = dataclasses.replace(KAYAK, mentions=2, last_seen=T0 + 2 * HOUR)
        _write(store, "nadia", again, TRIP, dropped=("b2",))
        with store.reading("nadia") as index:
            assert index.episodes == {"a1": again, "c3": TRIP}
    with open_backend() as store:
        with store.reading("nadia") as index:
            assert index.episodes == {"a1": again, "c3": TRIP}
            assert index.episode_index().query(("quilt",), k=3) == []


def test_forget_episodes_by_words_by_ids_and_both(open_backend) -> None:
    with open_backend() as store:
        _write(store, "nadia", KAYAK, QUILT, TRIP)
        assert store.forget_episodes("nadia", ("Quilt",)) == 1  # case-folded
        assert store.forget_episodes("nadia", ("kayak", "volcano")) == 0  # every word must match
        assert store.forget_episodes("nadia", ("visit",), ids=["a1"]) == 0
        assert store.forget_episodes("nadia", ids=["c3", "zz"]) == 1
        with store.reading("nadia") as index:
            assert list(index.episodes) == ["a1"]
            assert index.episode_index().query(("quilt",), k=3) == []
    with open_backend() as store:
        assert _texts(store, "nadia") == [KAYAK.text]
        assert store.forget_episodes("nadia") == 1  # no words: all of them
        assert _texts(store, "nadia") == []


def test_forgetting_a_fact_removes_the_episodes_that_name_it(open_backend) -> None:
    edge = Edge(user="nadia", s="you", r="visited", d="lake bled", display_s="You",
                display_d="Lake Bled", first_seen=T0, last_seen=T0, source="Lake Bled")
    with open_backend() as store:
        _write(store, "nadia", KAYAK, QUILT, edges=(edge,))
        assert store.forget("nadia", d="lake bled") == 1
        with store.reading("nadia") as index:
            assert list(index.episodes) == ["b2"]
    with open_backend() as store:
        assert _texts(store, "nadia") == [QUILT.text]


def test_forgetting_a_subject_cascades_on_that_entity_only_and_never_when_told_not_to(
        open_backend) -> None:
    lives = Edge(user="nadia", s="ana", r="lives_in", d="tromsø", display_s="Ana",
                 display_d="Tromsø", first_seen=T0, last_seen=T0)
    lunch = _episode("d4", "I had lunch with Ana at the harbour", ("lunch", "ana", "harbour"),
                     entities=("ana", "harbour"))
    with open_backend() as store:
        _write(store, "nadia", TRIP, lunch, edges=(lives,))
        assert store.forget("nadia", s="ana", episodes=False) == 1
        assert _texts(store, "nadia") == [TRIP.text, lunch.text]
        _write(store, "nadia", edges=(lives,))
        assert store.forget("nadia", s="ana") == 1  # Ana's episodes, not those of Tromsø
        assert _texts(store, "nadia") == [TRIP.text]
        assert store.export("nadia")["edges"] == []


def test_another_store_on_the_same_data_sees_episodes_written_and_forgotten(
        open_backend) -> None:
    with open_backend() as store:
        _write(store, "nadia", KAYAK)
        with store.reading("nadia") as index:  # cached before the other writes
            assert list(index.episodes) == ["a1"]
        with _sibling(store, open_backend) as other:
            _write(other, "nadia", QUILT)
            with store.reading("nadia") as index:
                assert sorted(index.episodes) == ["a1", "b2"]
            other.forget_episodes("nadia", ("kayak",))
            with store.reading("nadia") as index:
                assert list(index.episodes) == ["b2"]


@contextmanager
def _sibling(store: MemoryStore, open_backend: Opener) -> Iterator[MemoryStore]:
    """A second store on the same data: another worker's (PostgreSQL), or the same open LMDB
    environment (LMDB refuses a second open in one process; other processes are covered in
    test_store.py)."""
    if type(store).__name__ == "HotStore":
        yield store
        return
    with open_backend(store_pool_size=1) as other:
        yield other


# ---------------------------------------------------------------------- through the engine


@pytest.fixture
def mem(backend: dict[str, Any], pipelines) -> Iterator[HotMem]:
    with HotMem(HotMemConfig.from_env({}, **backend), pipelines=pipelines) as engine:
        yield engine


def test_recall_merge_and_spoken_forget_behave_the_same_on_either_store(mem: HotMem) -> None:
    mem.process_turn("I carved a wooden spoon for my grandfather on Saturday.", user="rosa",
                     ts=T0)
    mem.process_turn("I carved a wooden spoon for my grandfather on Saturday!", user="rosa",
                     ts=T0 + HOUR)
    mem.process_turn("I swam in the cold sea at Biarritz last month.", user="rosa",
                     ts=T0 + 2 * HOUR)
    spoon = next(e for e in mem.export("rosa")["episodes"] if "spoon" in e["text"])
    assert (spoon["mentions"], spoon["first_seen"], spoon["last_seen"]) == (2, T0, T0 + HOUR)
    what = mem.process_turn("What did I carve for my grandfather?", user="rosa",
                            ts=T0 + 3 * HOUR)
    assert what.bullets[0] == ("On 14 April 2026 you said: “I carved a wooden spoon for my "
                               "grandfather on Saturday” (on 11 April 2026).")
    mem.process_turn("Forget what I told you about the spoon.", user="rosa", ts=T0 + 4 * HOUR)
    assert _texts(mem.store, "rosa") == ["I swam in the cold sea at Biarritz last month"]
    again = mem.process_turn("What did I carve for my grandfather?", user="rosa",
                             ts=T0 + 5 * HOUR)
    assert not any("spoon" in b for b in again.bullets)


def test_the_cap_evicts_single_mentions_oldest_first_on_either_store(mem: HotMem) -> None:
    mem.store.max_episodes_per_user = 2
    mem.process_turn("I pruned the apple trees behind the barn.", user="cap", ts=T0)
    mem.process_turn("I pruned the apple trees behind the barn.", user="cap", ts=T0 + 1)
    mem.process_turn("I tiled the bathroom floor.", user="cap", ts=T0 + 2)
    mem.process_turn("I tuned the old piano.", user="cap", ts=T0 + 3)
    assert sorted(_texts(mem.store, "cap")) == ["I pruned the apple trees behind the barn",
                                                "I tuned the old piano"]


def test_spoken_forget_that_removes_the_previous_turns_facts_and_episodes(mem: HotMem) -> None:
    mem.process_turn("I rebuilt the garden shed in March.", user="tao", ts=T0)
    mem.process_turn("My brother Felix lives in Ghent. I visited him there last week.",
                     user="tao", ts=T0 + HOUR)
    assert len(mem.export("tao")["episodes"]) == 2
    mem.process_turn("Forget that.", user="tao", ts=T0 + 2 * HOUR)
    exported = mem.export("tao")
    assert [e["text"] for e in exported["episodes"]] == ["I rebuilt the garden shed in March"]
    assert not any(e["d"] == "ghent" for e in exported["edges"])
    with mem.store.reading("tao") as index:
        assert [e.text for e in index.episodes.values()] == ["I rebuilt the garden shed in March"]
    recalled = mem.process_turn("Where did I visit my brother?", user="tao", ts=T0 + 3 * HOUR)
    assert not any("Ghent" in b for b in recalled.bullets)


def test_forget_that_after_a_repeat_removes_the_repeated_episode(mem: HotMem) -> None:
    mem.process_turn("I knitted a scarf for my aunt.", user="ida", ts=T0)
    mem.process_turn("I planted basil on the balcony.", user="ida", ts=T0 + 1)
    mem.process_turn("I knitted a scarf for my aunt.", user="ida", ts=T0 + 2)
    mem.process_turn("Forget it.", user="ida", ts=T0 + 3)
    assert _texts(mem.store, "ida") == ["I planted basil on the balcony"]


def test_forget_that_in_another_session_leaves_this_sessions_episodes(mem: HotMem) -> None:
    mem.process_turn("I repaired the fence by the orchard.", user="ugo", session="phone",
                     ts=T0)
    mem.process_turn("Forget that.", user="ugo", session="web", ts=T0 + 1)
    assert _texts(mem.store, "ugo") == ["I repaired the fence by the orchard"]


@pytest.mark.parametrize(("lang", "told", "forget"), [
    ("es", "Ayer pinté la puerta del garaje.", "Olvida eso."),
    ("fr", "Hier, j'ai repeint la porte du garage.", "Oublie ça."),
    ("de", "Gestern habe ich die Garagentür gestrichen.", "Vergiss das."),
    ("it", "Ieri ho dipinto la porta del garage.", "Dimentica quello."),
])
def test_forget_that_removes_the_last_episode_in_every_language(
        engine: HotMem, lang: str, told: str, forget: str) -> None:
    engine.process_turn("I rebuilt the garden shed in March.", user="poly", ts=T0)
    engine.process_turn(told, user="poly", ts=T0 + 1, lang_hint=lang)
    assert len(engine.export("poly")["episodes"]) == 2
    engine.process_turn(forget, user="poly", ts=T0 + 2, lang_hint=lang)
    assert _texts(engine.store, "poly") == ["I rebuilt the garden shed in March"]


def test_both_stores_keep_the_same_episodes_for_the_same_conversation(
        tmp_path: Path, pg_url: str, pipelines) -> None:
    turns = ["I hiked up to the Refuge du Goûter with my daughter last August.",
             "My daughter Lina lives in Lyon.",
             "I hiked up to the Refuge du Goûter with my daughter last August.",
             "We're going to sail to Corsica next June."]
    exports = []
    for overrides in ({"data_dir": tmp_path / "lmdb"}, {"store_url": pg_url}):
        config = HotMemConfig.from_env({}, **overrides)
        with HotMem(config, pipelines=pipelines) as engine:
            for i, text in enumerate(turns):
                engine.process_turn(text, user="vera", session="s", ts=T0 + i * HOUR)
            with engine.store.reading("vera") as index:
                ranked = [h.episode_id for h in
                          index.episode_index().query(("hike", "refuge"), k=3)]
            exports.append((engine.export("vera")["episodes"], ranked))
        with open_store(config) as store:
            assert store.export("vera")["episodes"] == exports[-1][0]
    assert exports[0] == exports[1]
    assert len(exports[0][0]) == 2 and exports[0][0][0]["mentions"] + \
        exports[0][0][1]["mentions"] == 3
