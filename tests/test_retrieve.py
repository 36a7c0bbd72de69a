"""Retrieval: scoring, hops, conversation awareness, gating, novelty, diversity, dynamic K.

Facts go through the real lifecycle into a real HotStore (LMDB in tmp_path); extractions are
built by hand, so no spaCy is needed.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from hotmem.config import HotMemConfig
from hotmem.lifecycle import plan_turn
from hotmem.retrieve import Retriever, Scored, cue_tokens, pred_priority, stem
from hotmem.store import HotStore
from hotmem.types import Extraction, Fact, Intent

T0 = 1_760_000_000.0
DAY = 86_400.0
USER = "alice"


def fact(s: str, r: str, d: str, *, negated: bool = False, hedged: bool = False) -> Fact:
    return Fact(s, r, d, 0.6 if hedged else 0.9, negated, hedged,
                "You" if s == "you" else s.capitalize(), d.capitalize())


def ask(lemmas: Sequence[str] = (), entities: Sequence[str] = (), wh: str | None = None,
        facts: Sequence[Fact] = (), intent: Intent | None = None, lang: str = "en") -> Extraction:
    if intent is None:
        intent = (Intent.QUESTION_WITH_FACT if facts else Intent.PURE_QUESTION) if wh else (
            Intent.FACT_STATEMENT)
    return Extraction(lang, intent, tuple(facts), tuple(entities), tuple(lemmas), wh)


class Mem:
    """A real store plus a retriever, driven turn by turn like the engine does."""

    def __init__(self, path: Path, config: HotMemConfig) -> None:
        self.store = HotStore(path)
        self.retriever = Retriever(config)
        self.now = T0
        self.recent: list[tuple[str, ...]] = []

    def tell(self, *facts: Fact, at: float | None = None) -> None:
        self.turn(ask(facts=facts, entities=sorted({k for f in facts for k in (f.s, f.d)})),
                  at=at)

    def turn(self, ex: Extraction, at: float | None = None) -> list[Scored] | None:
        """Retrieve + write; returns the picks, or None when the gate said no."""
        if at is not None:
            self.now = at
        with self.store.reading(USER) as idx:
            result = self.retriever.retrieve(idx, ex, turn=idx.turn + 1, now=self.now,
                                             recent_entities=self.recent_entities())
        self.store.write_turn(USER, lambda idx: plan_turn(
            idx, user=USER, facts=ex.facts, mentions={e: e for e in ex.entities},
            injected=[p.edge.key for p in result.picks], turn=idx.turn + 1, ts=self.now,
            session="s", lang=ex.lang, source=""))
        self.recent.append(ex.entities)
        return list(result.picks) if result.gated else None

    def recent_entities(self) -> list[str]:
        seen: dict[str, None] = {}
        for entities in reversed(self.recent[-3:]):
            for key in entities:
                seen.setdefault(key, None)
        return list(seen)

    def keys(self, ex: Extraction, at: float | None = None) -> list[tuple[str, str, str]] | None:
        picks = self.turn(ex, at=at)
        return None if picks is None else [p.edge.key for p in picks]


@pytest.fixture
def config(tmp_path: Path) -> HotMemConfig:
    return HotMemConfig.from_env({}, data_dir=tmp_path / "store")


@pytest.fixture
def mem(tmp_path: Path, config: HotMemConfig) -> Iterator[Mem]:
    m = Mem(tmp_path / "st", config)
    yield m
    m.store.close()


@pytest.fixture
def profile(mem: Mem) -> Mem:
    """Alex in Seattle, sister Anna in Denver, likes pizza, works at Acme, favourite blue."""
    mem.tell(fact("you", "name", "alex"), fact("you", "lives_in", "seattle"))
    mem.tell(fact("you", "sister", "anna"), fact("anna", "lives_in", "denver"))
    mem.tell(fact("you", "likes", "pizza"), fact("you", "works_at", "acme"))
    mem.tell(fact("you", "favorite_color", "blue"), fact("you", "age", "34"))
    mem.tell(fact("anna", "likes", "jazz"))
    mem.turn(ask(["hmm"], intent=Intent.REACTION))  # push facts out of the recent turns
    mem.turn(ask(["okay"], intent=Intent.REACTION))
    mem.turn(ask(["sure"], intent=Intent.REACTION))
    return mem


# ------------------------------------------------------------------ query words


def test_stemmer_joins_inflections_of_one_word() -> None:
    assert {stem(w) for w in ("live", "lives", "living", "lived")} == {"liv"}
    assert {stem(w) for w in ("work", "works", "working", "worked")} == {"work"}


def test_cue_table_maps_other_languages_to_english_relation_words() -> None:
    assert cue_tokens("vive") == ("live",)
    assert cue_tokens("habite") == ("live",)
    assert cue_tokens("wohnt") == ("live",)
    assert cue_tokens("abita") == ("live",)
    assert cue_tokens("hermana") == ("sister",)
    assert cue_tokens("lieblingsfarbe") == ("favorite", "color")


def test_pred_priority_blends_base_priority_with_the_question_hint() -> None:
    assert pred_priority("lives_in", None) == 0.85
    assert pred_priority("lives_in", "where") == pytest.approx(0.925)
    assert pred_priority("likes", "where") == pytest.approx(0.3)


# ------------------------------------------------------------------ scoring


def test_score_is_the_weighted_sum_with_configured_weights(tmp_path: Path) -> None:
    cfg = HotMemConfig.from_env({}, data_dir=tmp_path, score_weights=(1.0, 0.0, 0.0, 0.0))
    m = Mem(tmp_path / "a", cfg)
    m.tell(fact("you", "lives_in", "seattle"))
    picks = m.turn(ask(["live"], ["you"], wh="where"))
    assert picks is not None and picks[0].score == pytest.approx(pred_priority("lives_in", "where"))
    m.store.close()


def test_need_term_adds_its_weight_to_relations_serving_the_need(tmp_path: Path) -> None:
    cfg = HotMemConfig.from_env({}, data_dir=tmp_path,
                                score_weights=(1.0, 0.0, 0.0, 0.0, 0.5))
    m = Mem(tmp_path / "a", cfg)
    m.tell(fact("you", "lives_in", "seattle"), fact("you", "works_at", "acme"))
    ex = ask(["pharmacy"], ["you"], intent=Intent.PURE_QUESTION)
    with m.store.reading(USER) as idx:
        result = m.retriever.retrieve(idx, ex, turn=idx.turn + 1, now=m.now,
                                      recent_entities=(), text="any pharmacy near me?")
    assert [(p.edge.key, p.score) for p in result.picks] == [
        (("you", "lives_in", "seattle"), pytest.approx(0.85 + 0.5))]
    m.store.close()


def test_recency_term_decays_exponentially_with_persisted_last_seen(tmp_path: Path) -> None:
    cfg = HotMemConfig.from_env({}, data_dir=tmp_path, score_weights=(0.0, 1.0, 0.0, 0.0),
                                recency_days=3.0)
    m = Mem(tmp_path / "a", cfg)
    m.tell(fact("you", "lives_in", "seattle"), at=T0)
    picks = m.turn(ask(["live"], ["you"], wh="where"), at=T0 + 3 * DAY)
    assert picks is not None and picks[0].score == pytest.approx(math.exp(-1.0))
    m.store.close()


def test_where_question_prefers_residence_over_other_user_facts(profile: Mem) -> None:
    assert profile.keys(ask(["live"], ["you"], wh="where")) == [("you", "lives_in", "seattle")]


def test_inflected_relation_words_still_match(profile: Mem) -> None:
    assert profile.keys(ask(["living"], ["you"], wh="where")) == [("you", "lives_in", "seattle")]


def test_how_old_question_finds_age(profile: Mem) -> None:
    assert profile.keys(ask(["old"], ["you"], wh="how")) == [("you", "age", "34")]


def test_who_question_about_a_kin_noun_finds_the_person(profile: Mem) -> None:
    keys = profile.keys(ask(["sister"], ["sister"], wh="who"))
    assert keys is not None and keys[0] == ("you", "sister", "anna")


def test_kinship_hop_finds_the_sisters_city(profile: Mem) -> None:
    keys = profile.keys(ask(["sister", "live"], ["you", "sister"], wh="where"))
    assert keys is not None
    assert keys[0] == ("anna", "lives_in", "denver")
    assert ("anna", "likes", "jazz") not in keys
    assert ("you", "lives_in", "seattle") not in keys


@pytest.mark.parametrize("known", [True, False])
def test_a_named_kin_value_stands_for_the_kin_noun(mem: Mem, known: bool) -> None:
    """"My friend Tom loves jazz": Tom's facts, not the user's other friends."""
    if known:
        mem.tell(fact("you", "friend", "tom"))
    mem.tell(fact("you", "friend", "ben"), fact("ben", "lives_in", "paris"))
    mem.tell(fact("tom", "lives_in", "rome"), fact("tom", "works_at", "acme"))
    for _ in range(3):  # past the novelty window of what the telling turns injected
        mem.turn(ask(["hmm"], intent=Intent.REACTION))
    said = [fact("tom", "likes", "jazz"), fact("you", "friend", "tom")]
    keys = mem.keys(ask(["friend", "tom", "love", "jazz"], ["friend", "tom", "jazz"],
                        facts=said))
    assert keys is not None
    assert set(keys) == {("tom", "lives_in", "rome"), ("tom", "works_at", "acme")}


def test_an_unnamed_kin_noun_still_hops_to_its_newest_value(mem: Mem) -> None:
    mem.tell(fact("you", "friend", "ben"), fact("ben", "lives_in", "paris"))
    keys = mem.keys(ask(["friend", "live"], ["you", "friend"], wh="where"))
    assert keys is not None and keys[0] == ("ben", "lives_in", "paris")


def test_bare_kin_noun_subject_is_found_by_the_kin_question(mem: Mem) -> None:
    mem.tell(fact("sister", "lives_in", "boston"))
    mem.tell(fact("you", "likes", "tea"))
    keys = mem.keys(ask(["sister", "live"], ["you", "sister"], wh="where"))
    assert keys == [("sister", "lives_in", "boston")]


def test_spanish_question_hits_lives_in_through_the_cue_table(profile: Mem) -> None:
    keys = profile.keys(ask(["dónde", "vivir", "hermana"], ["sister"], lang="es"))
    assert keys is not None and keys[0] == ("anna", "lives_in", "denver")


def test_german_favorite_compound_finds_the_favorite(profile: Mem) -> None:
    keys = profile.keys(ask(["lieblingsfarbe"], ["you"], wh="what", lang="de"))
    assert keys == [("you", "favorite_color", "blue")]


def test_question_pointing_back_finds_the_entity_of_previous_turns(mem: Mem) -> None:
    mem.tell(fact("you", "likes", "pizza"), at=T0)
    mem.tell(fact("you", "lives_in", "denver"), at=T0 + 60)
    keys = mem.keys(ask(["like"], [], wh="what"), at=T0 + 120)  # "What's it like there?"
    assert keys == [("you", "lives_in", "denver")]


def test_entities_of_one_earlier_turn_share_its_weight(mem: Mem) -> None:
    mem.tell(fact("you", "likes", "pizza"), at=T0)
    mem.tell(fact("you", "sister", "anna"), fact("anna", "lives_in", "denver"), at=T0 + 60)
    keys = mem.keys(ask(["there"], [], wh="what"), at=T0 + 120)  # "What's it like there?"
    assert keys is not None and keys[0] == ("anna", "lives_in", "denver")
    assert ("you", "likes", "pizza") not in keys


def test_recent_entity_weight_fades_with_turns(mem: Mem) -> None:
    mem.tell(fact("you", "went_to", "rome"), at=T0)
    mem.tell(fact("you", "lives_in", "denver"), at=T0 + 60)
    keys = mem.keys(ask(["there"], [], wh="what"), at=T0 + 120)
    assert keys is not None and keys[0] == ("you", "lives_in", "denver")


def test_wh_question_about_the_user_without_a_relation_word_uses_the_hint(profile: Mem) -> None:
    # "What's my name?" when the parser dropped "name" (a spaCy stop word).
    keys = profile.keys(ask([], ["you"], wh="what"))
    assert keys is not None and keys[0] == ("you", "name", "alex")
    assert len(keys) <= 2


def test_lemma_that_is_a_stored_entity_counts_as_named(mem: Mem) -> None:
    mem.tell(fact("sarah", "friend_of", "john"))
    mem.tell(fact("you", "likes", "tea"))
    keys = mem.keys(ask(["john", "friend"], ["friend"], wh="who"))
    assert keys == [("sarah", "friend_of", "john")]


def test_a_word_of_a_stored_value_finds_it(mem: Mem) -> None:
    mem.tell(fact("you", "has", "two cats"), fact("you", "owns", "red tesla"))
    keys = mem.keys(ask(["cat"], ["you", "cat"], wh="how"))  # "How many cats do I have?"
    assert keys is not None and keys[0] == ("you", "has", "two cats")


def test_a_word_of_someone_elses_value_is_not_a_candidate(mem: Mem) -> None:
    """Stored words lead to the user's own facts only: another person's facts need that
    person named ("How many cats do I have?" is not about Anna's cats)."""
    mem.tell(fact("anna", "has", "three cats"))
    mem.tell(fact("you", "has", "two cats"))
    keys = mem.keys(ask(["cat"], ["you", "cat"], wh="how"))
    assert keys == [("you", "has", "two cats")]


def test_a_full_name_does_not_find_others_sharing_one_of_its_words(mem: Mem) -> None:
    mem.tell(fact("you", "daughter", "paul fischer"), fact("you", "friend", "ada moreau"))
    mem.tell(fact("paul moreau", "likes", "jazz"))
    for _ in range(3):  # past the novelty window of what the telling turns injected
        mem.turn(ask(["hmm"], intent=Intent.REACTION))
    keys = mem.keys(ask(["paul", "moreau", "live"], ["paul moreau"], wh="where"))
    assert keys == [("paul moreau", "likes", "jazz")]
    # A first name alone still finds the user's own Paul.
    keys = mem.keys(ask(["paul"], ["paul"], wh="who"))
    assert keys is not None and ("you", "daughter", "paul fischer") in keys


def test_a_busy_entity_is_read_through_the_relations_the_turn_names(mem: Mem) -> None:
    """An entity in more than BIG_ENTITY edges ("Denver" in a big memory) gives its edges of
    the relations the turn points at and its edges with the user, not all of them."""
    from hotmem.retrieve import BIG_ENTITY

    mem.tell(fact("ada", "lives_in", "denver"), fact("you", "born_in", "denver"), at=T0)
    for n in range(BIG_ENTITY):  # newer than those two: they would win without the limit
        mem.tell(fact(f"person {n}", "went_to", "denver"), at=T0 + DAY + n)
    for _ in range(3):  # past the novelty window of what the telling turns injected
        mem.turn(ask(["hmm"], intent=Intent.REACTION))
    said = mem.keys(ask(["love", "denver"], ["you", "denver"],
                        facts=[fact("you", "likes", "denver")]), at=T0 + 2 * DAY)
    assert said == [("you", "born_in", "denver")]
    asked = mem.keys(ask(["live", "denver"], ["denver"], wh="who"), at=T0 + 2 * DAY)
    assert asked is not None and ("ada", "lives_in", "denver") in asked
    assert not any(k[1] == "went_to" for k in asked)


def test_category_noun_points_at_the_relation(mem: Mem) -> None:
    mem.tell(fact("you", "owns", "red tesla"), fact("you", "name", "alex"))
    assert mem.keys(ask(["car"], ["you"], wh="what")) == [("you", "owns", "red tesla")]
    mem.tell(fact("you", "likes", "jazz"))
    assert mem.keys(ask(["music"], ["you"], wh="what")) == [("you", "likes", "jazz")]


# ------------------------------------------------------------------ gating and abstention


@pytest.mark.parametrize(
    "ex",
    [
        ask([], ["you"], wh="how"),  # how are you
        ask(["haha"], [], intent=Intent.REACTION),
        ask(["tell", "joke"], ["you", "joke"]),  # tell me a joke
        ask(["weather", "like"], ["weather"], wh="what"),  # what's the weather like
        ask(["tired"], ["you"]),  # I'm tired
        ask(["visit", "paris"], ["you", "paris"], intent=Intent.HYPOTHETICAL),
    ],
)
def test_chitchat_gets_no_memory(profile: Mem, ex: Extraction) -> None:
    assert profile.turn(ex) is None


def test_how_is_it_going_is_small_talk_even_when_coref_resolved_it(profile: Mem) -> None:
    # "How's it going?" right after Denver: coref turned "it" into denver.
    assert profile.turn(ask(["go"], ["denver"], wh="how")) is None


def test_gate_is_closed_for_a_user_without_memory(mem: Mem) -> None:
    assert mem.turn(ask(["live"], ["you"], wh="where")) is None


def test_gate_opens_for_a_known_entity_mention(profile: Mem) -> None:
    picks = profile.turn(ask(["anna", "visit"], ["anna"]))  # "Anna is visiting next week."
    assert picks is not None
    keys = {p.edge.key for p in picks}
    assert keys >= {("you", "sister", "anna"), ("anna", "lives_in", "denver")}


def test_gate_opens_for_stated_facts_but_unrelated_profile_is_not_padded(profile: Mem) -> None:
    picks = profile.turn(ask(["like", "hiking"], ["you", "hiking"],
                             facts=[fact("you", "likes", "hiking")]))
    assert picks == []


def test_question_about_the_weather_in_a_known_city_is_not_chitchat(profile: Mem) -> None:
    keys = profile.keys(ask(["weather", "like", "denver"], ["weather", "denver"], wh="what"))
    assert keys is not None and keys[0] == ("anna", "lives_in", "denver")


def test_weather_where_i_live_asks_for_the_users_city(profile: Mem) -> None:
    keys = profile.keys(ask(["weather", "live"], ["you"], wh="what"))
    assert keys is not None and keys[0] == ("you", "lives_in", "seattle")


def test_abstains_when_nothing_stored_answers_the_question(profile: Mem) -> None:
    assert profile.keys(ask(["birthday"], ["you", "birthday"], wh="when")) in (None, [])


# ------------------------------------------------------------------ this turn's own facts


def test_facts_stated_this_turn_are_not_echoed(profile: Mem) -> None:
    keys = profile.keys(ask(["anna", "live", "denver"], ["anna", "denver"],
                            facts=[fact("anna", "lives_in", "denver")]))
    assert keys is not None and ("anna", "lives_in", "denver") not in keys


def test_value_superseded_this_turn_is_never_selected(profile: Mem) -> None:
    keys = profile.keys(ask(["live", "boston"], ["you", "boston"], wh="where",
                            facts=[fact("you", "lives_in", "boston")]))
    assert keys is not None and ("you", "lives_in", "seattle") not in keys


def test_edge_negated_this_turn_is_never_selected(profile: Mem) -> None:
    keys = profile.keys(ask(["anna", "like", "jazz"], ["anna", "jazz"],
                            facts=[fact("anna", "likes", "jazz", negated=True)]))
    assert keys is not None and ("anna", "likes", "jazz") not in keys


def test_superseded_edges_are_never_selected_later(profile: Mem) -> None:
    profile.tell(fact("you", "lives_in", "boston"))
    profile.turn(ask(["ok"], intent=Intent.REACTION))
    assert profile.keys(ask(["live"], ["you"], wh="where")) == [("you", "lives_in", "boston")]


def test_negated_edges_are_never_selected_later(profile: Mem) -> None:
    profile.tell(fact("you", "likes", "pizza", negated=True))
    assert profile.keys(ask(["pizza", "like"], ["you", "pizza"])) in (None, [])


# ------------------------------------------------------------------ novelty


def test_novelty_blocks_a_fact_picked_within_novelty_turns(profile: Mem) -> None:
    first = profile.keys(ask(["anna", "visit"], ["anna"]))
    assert first is not None and ("anna", "lives_in", "denver") in first
    again = profile.keys(ask(["anna", "call"], ["anna"]))  # statement, not a question
    assert again is not None and ("anna", "lives_in", "denver") not in again


def test_novelty_lets_a_fact_back_when_the_question_asks_for_it(profile: Mem) -> None:
    profile.keys(ask(["anna", "visit"], ["anna"]))
    keys = profile.keys(ask(["anna", "live"], ["anna"], wh="where"))
    assert keys is not None and keys[0] == ("anna", "lives_in", "denver")


def test_novelty_is_not_lifted_for_an_other_relation_of_the_asked_entity(profile: Mem) -> None:
    first = profile.keys(ask(["anna", "work", "nasa"], ["anna", "nasa"],
                             facts=[fact("anna", "works_at", "nasa")]))
    assert first is not None and ("anna", "lives_in", "denver") in first
    keys = profile.keys(ask(["anna", "work"], ["anna"], wh="where"))
    assert keys == [("anna", "works_at", "nasa")]


def test_novelty_expires_after_novelty_turns(profile: Mem) -> None:
    profile.keys(ask(["anna", "visit"], ["anna"]))
    for _ in range(3):
        profile.turn(ask(["ok"], intent=Intent.REACTION))
    keys = profile.keys(ask(["anna", "call"], ["anna"]))
    assert keys is not None and ("anna", "lives_in", "denver") in keys


# ------------------------------------------------------------------ diversity and K


def test_at_most_one_fact_per_relation_unless_both_score_high(mem: Mem) -> None:
    mem.tell(fact("you", "likes", "pizza"), at=T0)
    mem.tell(fact("you", "likes", "jazz"), at=T0)
    mem.tell(fact("you", "likes", "tea"), at=T0 - 30 * DAY)
    keys = mem.keys(ask(["like"], ["you"], wh="what"), at=T0)
    assert keys is not None
    assert sorted(keys) == [("you", "likes", "jazz"), ("you", "likes", "pizza")]


def test_specific_question_gets_few_bullets(profile: Mem) -> None:
    keys = profile.keys(ask(["name"], ["you"], wh="what"))
    assert keys == [("you", "name", "alex")]


def test_k_never_exceeds_bullets_max(tmp_path: Path) -> None:
    cfg = HotMemConfig.from_env({}, data_dir=tmp_path, bullets_max=1)
    m = Mem(tmp_path / "a", cfg)
    m.tell(fact("you", "sister", "anna"), fact("anna", "lives_in", "denver"),
           fact("anna", "works_at", "nasa"))
    picks = m.turn(ask(["anna", "visit"], ["anna"]))
    assert picks is not None and len(picks) == 1
    m.store.close()


def test_distinct_subjects_are_preferred_among_close_scores(mem: Mem) -> None:
    mem.tell(fact("anna", "works_at", "nasa"), fact("anna", "age", "30"),
             fact("bob", "works_at", "ibm"))
    keys = mem.keys(ask(["anna", "bob", "work"], ["anna", "bob"], wh="where"))
    assert keys is not None and {k[0] for k in keys[:2]} == {"anna", "bob"}


# ------------------------------------------------------------------ derived index upkeep


def _derived_snapshot(derived, index, entities, words) -> dict:
    """What retrieval reads from a derived index, in comparable form."""
    from hotmem.relations import KINSHIP

    return {
        "relations": set(derived.relations),
        "named": derived.named_relations(frozenset({"liv", "like", "sister"})),
        "hinted": derived.hinted_relations("where"),
        "buckets": {(e, r): sorted(derived.bucket(e, r, ())) for e in entities
                    for r in ("lives_in", "likes", *sorted(KINSHIP))},
        "lookups": {(e, r): sorted(derived.lookup(e, r)) for e in entities
                    for r in ("lives_in", "likes")},
        "words": {w: sorted(derived.user_word_keys(w)) for w in words},
    }


def test_derived_index_kept_in_step_equals_one_built_from_scratch() -> None:
    """Incremental upkeep (new keys read from the tail, removals start over) must give exactly
    what a fresh build gives, for big buckets (newest by first_seen) and small ones alike."""
    from hotmem.user_index import BIG_BUCKET, DerivedIndex
    from hotmem.store import EntityInfo, UserIndex
    from hotmem.types import Edge

    index = UserIndex()
    kept = DerivedIndex(index)
    people = [f"anna {n}" for n in range(3 * BIG_BUCKET)]
    entities = ["you", "denver", "jazz", *people[:3], "sister"]
    words = ["anna", "denver", "jazz", "1", "nobody"]

    def add(s: str, r: str, d: str, ts: float) -> None:
        index.add(Edge(USER, s, r, d, s, d, first_seen=ts, last_seen=ts))
        for ent in (s, d):
            index.entities[ent] = EntityInfo(ent, 1, ts)

    for n, person in enumerate(people):
        ts = T0 + (n * 7919 % len(people)) * DAY  # first_seen not in insertion order
        add(person, "lives_in", "denver", ts)
        add(person, "likes", "jazz", ts + 1)
        if n % 2 == 0:  # more of the user's edges with the word "anna" than a top holds
            add("you", "friend_of", person, ts + 2)
        if n % 5 == 0:
            index.gen += 1
            kept.refresh()
        if n == BIG_BUCKET:  # from here on the kept tops and sorted buckets are updated
            _derived_snapshot(kept, index, entities, words)
    add("you", "sister", people[0], T0)
    add("you", "likes", "jazz", T0 + 3)
    add("sister", "lives_in", "denver", T0 + 2)
    index.gen += 1
    kept.refresh()
    fresh = DerivedIndex(index)
    fresh.refresh()
    assert _derived_snapshot(kept, index, entities, words) == _derived_snapshot(
        fresh, index, entities, words)

    index.remove(("you", "likes", "jazz"))  # forget: the kept index starts over
    add("jazz", "is", "music", T0 + 500 * DAY)
    index.gen += 2
    kept.refresh()
    fresh = DerivedIndex(index)
    fresh.refresh()
    assert kept.user_word_keys("jazz") == []
    assert len(kept.user_word_keys("anna")) == BIG_BUCKET
    assert _derived_snapshot(kept, index, entities, words) == _derived_snapshot(
        fresh, index, entities, words)
    lives = [k for k in index.by_entity["denver"] if k[1] == "lives_in"]
    newest = sorted(lives, key=lambda k: (index.edges[k].first_seen, k))[-BIG_BUCKET:]
    assert sorted(kept.bucket("denver", "lives_in", ())) == sorted(newest)
