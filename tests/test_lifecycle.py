"""Memory lifecycle: reinforcement, supersession, negation, novelty marks, entity counts.

Every test drives :func:`plan_turn` through a real :class:`HotStore` (LMDB in tmp_path).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from hotmem.lifecycle import INITIAL_WEIGHT, REINFORCE, plan_turn, turn_exclusions
from hotmem.store import HotStore
from hotmem.types import EdgeStatus, Fact

T0 = 1_760_000_000.0
USER = "alice"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HotStore]:
    with HotStore(tmp_path / "store") as st:
        yield st


def fact(s: str, r: str, d: str, *, negated: bool = False, hedged: bool = False) -> Fact:
    return Fact(s, r, d, 0.6 if hedged else 0.9, negated, hedged,
                "You" if s == "you" else s.capitalize(), d.capitalize())


def say(store: HotStore, *facts: Fact, t: float = 0.0, injected: Sequence = (),
        mentions: dict[str, str] | None = None, user: str = USER) -> int:
    _, turn = store.write_turn(user, lambda idx: plan_turn(
        idx, user=user, facts=facts, mentions=mentions or {}, injected=injected,
        turn=idx.turn + 1, ts=T0 + t, session="s1", lang="en", source="utterance"))
    return turn


def status(store: HotStore, key: tuple[str, str, str]) -> EdgeStatus | None:
    with store.reading(USER) as idx:
        edge = idx.edges.get(key)
        return edge.status if edge else None


def edge(store: HotStore, key: tuple[str, str, str]):
    with store.reading(USER) as idx:
        return idx.edges[key]


def test_new_fact_becomes_an_active_edge_with_metadata(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "seattle"), t=5)
    e = edge(store, ("you", "lives_in", "seattle"))
    assert e.status is EdgeStatus.ACTIVE
    assert (e.weight, e.pos, e.neg) == (INITIAL_WEIGHT, 1, 0)
    assert (e.first_seen, e.last_seen, e.turn, e.session) == (T0 + 5, T0 + 5, 1, "s1")
    assert (e.display_s, e.display_d) == ("You", "Seattle")


def test_repeated_observation_reinforces_weight_as_an_ewma(store: HotStore) -> None:
    say(store, fact("you", "likes", "jazz"), t=0)
    say(store, fact("you", "likes", "jazz"), t=100)
    say(store, fact("you", "likes", "jazz"), t=200)
    e = edge(store, ("you", "likes", "jazz"))
    w2 = INITIAL_WEIGHT + REINFORCE * (1 - INITIAL_WEIGHT)
    assert e.weight == pytest.approx(w2 + REINFORCE * (1 - w2))
    assert e.pos == 3
    assert (e.first_seen, e.last_seen) == (T0, T0 + 200)


def test_plan_turn_returns_new_objects_and_never_mutates_the_index(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "seattle"))
    with store.reading(USER) as idx:
        before = idx.edges[("you", "lives_in", "seattle")]
        snapshot = before.to_record()
        change = plan_turn(idx, user=USER, facts=[fact("you", "lives_in", "boston")],
                           mentions={}, injected=[], turn=2, ts=T0 + 1, session="s",
                           lang="en", source="x")
    assert before.to_record() == snapshot
    assert all(e is not before for e in change.edges)
    statuses = {e.key: e.status for e in change.edges}
    assert statuses == {("you", "lives_in", "seattle"): EdgeStatus.SUPERSEDED,
                        ("you", "lives_in", "boston"): EdgeStatus.ACTIVE}


def test_new_value_of_single_valued_relation_supersedes_the_old_one(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "seattle"))
    say(store, fact("you", "lives_in", "boston"))
    assert status(store, ("you", "lives_in", "seattle")) is EdgeStatus.SUPERSEDED
    assert status(store, ("you", "lives_in", "boston")) is EdgeStatus.ACTIVE


def test_restating_an_old_value_reactivates_it_and_supersedes_the_other(
    store: HotStore,
) -> None:
    say(store, fact("you", "works_at", "ibm"))
    say(store, fact("you", "works_at", "google"))
    say(store, fact("you", "works_at", "ibm"))
    assert status(store, ("you", "works_at", "ibm")) is EdgeStatus.ACTIVE
    assert status(store, ("you", "works_at", "google")) is EdgeStatus.SUPERSEDED
    assert edge(store, ("you", "works_at", "ibm")).pos == 2


def test_multi_valued_relations_accumulate(store: HotStore) -> None:
    say(store, fact("you", "likes", "pizza"))
    say(store, fact("you", "likes", "sushi"))
    assert status(store, ("you", "likes", "pizza")) is EdgeStatus.ACTIVE
    assert status(store, ("you", "likes", "sushi")) is EdgeStatus.ACTIVE


def test_second_sister_does_not_supersede_the_first(store: HotStore) -> None:
    say(store, fact("you", "sister", "anna"))
    say(store, fact("you", "sister", "maria"))
    assert status(store, ("you", "sister", "anna")) is EdgeStatus.ACTIVE
    assert status(store, ("you", "sister", "maria")) is EdgeStatus.ACTIVE


def test_negated_statement_demotes_the_matching_edge(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "paris"))
    say(store, fact("you", "lives_in", "paris", negated=True), t=10)
    e = edge(store, ("you", "lives_in", "paris"))
    assert e.status is EdgeStatus.NEGATED
    assert (e.pos, e.neg) == (1, 1)
    assert e.weight == pytest.approx(INITIAL_WEIGHT * 0.5)
    assert e.last_seen == T0 + 10


def test_negation_without_a_stored_edge_is_kept_as_negated_history(store: HotStore) -> None:
    say(store, fact("you", "likes", "mushrooms", negated=True))
    e = edge(store, ("you", "likes", "mushrooms"))
    assert e.status is EdgeStatus.NEGATED
    assert (e.pos, e.neg) == (0, 1)


def test_correction_turn_keeps_new_value_and_negates_the_old(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "chicago"))
    say(store, fact("you", "lives_in", "boston"), fact("you", "lives_in", "chicago", negated=True))
    assert status(store, ("you", "lives_in", "boston")) is EdgeStatus.ACTIVE
    assert status(store, ("you", "lives_in", "chicago")) is EdgeStatus.NEGATED


def test_positive_restatement_reactivates_a_negated_edge(store: HotStore) -> None:
    say(store, fact("you", "likes", "mushrooms", negated=True))
    say(store, fact("you", "likes", "mushrooms"))
    assert status(store, ("you", "likes", "mushrooms")) is EdgeStatus.ACTIVE


def test_kin_noun_fact_supersedes_the_aliased_persons_value(store: HotStore) -> None:
    say(store, fact("you", "sister", "anna"), fact("anna", "lives_in", "denver"))
    say(store, fact("sister", "lives_in", "boston"))
    assert status(store, ("anna", "lives_in", "denver")) is EdgeStatus.SUPERSEDED
    assert status(store, ("sister", "lives_in", "boston")) is EdgeStatus.ACTIVE


def test_ambiguous_kin_noun_does_not_supersede_either_person(store: HotStore) -> None:
    say(store, fact("you", "sister", "anna"), fact("you", "sister", "maria"),
        fact("anna", "lives_in", "denver"))
    say(store, fact("sister", "lives_in", "boston"))
    assert status(store, ("anna", "lives_in", "denver")) is EdgeStatus.ACTIVE


def test_negating_the_kin_noun_negates_the_aliased_persons_edge(store: HotStore) -> None:
    say(store, fact("you", "sister", "anna"), fact("anna", "lives_in", "denver"))
    say(store, fact("sister", "lives_in", "denver", negated=True))
    assert status(store, ("anna", "lives_in", "denver")) is EdgeStatus.NEGATED


def test_likes_and_dislikes_of_the_same_thing_supersede_each_other(store: HotStore) -> None:
    say(store, fact("you", "likes", "mushrooms"))
    say(store, fact("you", "dislikes", "mushrooms"))
    assert status(store, ("you", "likes", "mushrooms")) is EdgeStatus.SUPERSEDED
    assert status(store, ("you", "dislikes", "mushrooms")) is EdgeStatus.ACTIVE


def test_moving_from_a_home_supersedes_it_but_a_home_never_ends_a_move(
    store: HotStore,
) -> None:
    say(store, fact("you", "lives_in", "norwich"))
    say(store, fact("you", "moved_from", "norwich"))
    assert status(store, ("you", "lives_in", "norwich")) is EdgeStatus.SUPERSEDED
    say(store, fact("you", "lives_in", "norwich"))  # moved back: the move stays history
    assert status(store, ("you", "moved_from", "norwich")) is EdgeStatus.ACTIVE
    assert status(store, ("you", "lives_in", "norwich")) is EdgeStatus.ACTIVE


def test_symmetric_relation_reinforces_the_mirrored_edge(store: HotStore) -> None:
    say(store, fact("sarah", "friend_of", "john"))
    say(store, fact("john", "friend_of", "sarah"))
    with store.reading(USER) as idx:
        assert set(idx.edges) == {("sarah", "friend_of", "john")}
        assert idx.edges[("sarah", "friend_of", "john")].pos == 2


def test_injected_keys_get_this_turns_number(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "seattle"))
    turn = say(store, injected=[("you", "lives_in", "seattle"), ("no", "such", "edge")])
    assert turn == 2
    assert edge(store, ("you", "lives_in", "seattle")).last_injected_turn == 2


def test_entity_mentions_and_last_seen_are_counted(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "denver"), mentions={"denver": "Denver"}, t=1)
    say(store, mentions={"denver": "Denver"}, t=50)
    with store.reading(USER) as idx:
        info = idx.entities["denver"]
        assert (info.display, info.mentions, info.last_seen) == ("Denver", 2, T0 + 50)
        assert idx.entities["you"].mentions == 1


def test_hedged_fact_is_stored_hedged_and_a_firm_restatement_unhedges_it(
    store: HotStore,
) -> None:
    say(store, fact("you", "lives_in", "rome", hedged=True))
    assert edge(store, ("you", "lives_in", "rome")).hedged is True
    say(store, fact("you", "lives_in", "rome"))
    e = edge(store, ("you", "lives_in", "rome"))
    assert (e.hedged, e.confidence) == (False, 0.9)


def test_lifecycle_state_survives_a_restart(tmp_path: Path) -> None:
    with HotStore(tmp_path / "st") as st:
        say(st, fact("you", "lives_in", "seattle"), t=3)
        say(st, fact("you", "lives_in", "boston"), t=7)
    with HotStore(tmp_path / "st") as st, st.reading(USER) as idx:
        assert idx.edges[("you", "lives_in", "seattle")].status is EdgeStatus.SUPERSEDED
        assert idx.edges[("you", "lives_in", "boston")].last_seen == T0 + 7
        assert idx.turn == 2


def test_turn_exclusions_cover_own_superseded_and_negated_keys(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "seattle"), fact("you", "likes", "jazz"),
        fact("sarah", "friend_of", "john"))
    with store.reading(USER) as idx:
        out = turn_exclusions(idx, [fact("you", "lives_in", "boston"),
                                    fact("you", "likes", "jazz", negated=True),
                                    fact("john", "friend_of", "sarah")])
    assert out == {
        ("you", "lives_in", "boston"), ("you", "lives_in", "seattle"),
        ("you", "likes", "jazz"), ("john", "friend_of", "sarah"), ("sarah", "friend_of", "john"),
    }


def test_users_never_see_each_others_edges(store: HotStore) -> None:
    say(store, fact("you", "lives_in", "seattle"), user="alice")
    say(store, fact("you", "lives_in", "paris"), user="bob")
    assert status(store, ("you", "lives_in", "seattle")) is EdgeStatus.ACTIVE
    with store.reading("bob") as idx:
        assert set(idx.edges) == {("you", "lives_in", "paris")}
