"""The per-user episode index: incremental add/remove, BM25 order, equivalences, question
types, the gate, recency as a tie-breaker only, and isolation between users."""

from __future__ import annotations

import datetime as dt
from types import ModuleType

import pytest

from hotmem.episodes.index import (
    EpisodeIndex,
    EpisodeIndexes,
    EpisodeTerms,
    Equivalences,
    IndexParams,
    QuestionType,
)
from hotmem.episodes.stems import stem, stems
from hotmem.lang import get_language

LANGUAGES = ("en", "es", "fr", "de", "it")


def table(code: str) -> ModuleType:
    return get_language(code).episodes


T0 = 1_773_240_000.0  # 2026-03-11
SATURDAY = (dt.date(2026, 3, 7), dt.date(2026, 3, 7))
EN = Equivalences.of(table("en").EQUIVALENCES)


def ep(episode_id: str, lemmas: str, turn: int = 0, **extra: object) -> EpisodeTerms:
    return EpisodeTerms(episode_id, tuple(lemmas.split()), turn_time=T0 + 60 * turn,
                        **extra)  # type: ignore[arg-type]


def life_index() -> EpisodeIndex:
    index = EpisodeIndex(EN)
    index.add(ep("cake", "bake lemon cake neighbour retirement party", 0))
    index.add(ep("bread", "bake bread", 1))
    index.add(ep("birthday", "sister birthday party", 2))
    index.add(ep("chess", "win chess tournament town library", 3))
    index.add(ep("workshop", "attend beekeeping workshop", 4, places=("ghent",)))
    index.add(ep("lisbon", "take short trip", 5, places=("lisbon",), date_range=SATURDAY))
    return index


def ids(hits: list) -> list[str]:  # type: ignore[type-arg]
    return [h.episode_id for h in hits]


def test_bm25_ranks_full_match_first_then_shorter_single_matches() -> None:
    hits = life_index().query(["bake", "party"], k=5)
    # "cake" has both terms; "bread" (2 terms) and "birthday" (3 terms) one each with the same
    # document frequency, so the shorter episode ranks higher.
    assert ids(hits) == ["cake", "bread", "birthday"]
    assert hits[0].score > hits[1].score > hits[2].score
    assert hits[0].coverage == 1.0


def test_rare_term_outweighs_common_term() -> None:
    index = EpisodeIndex()
    for i in range(8):
        index.add(ep(f"common{i}", f"go shop filler{i}", i))
    index.add(ep("rare", "go kayak", 9))
    index.add(ep("common_only", "go walk", 10))
    hits = index.query(["go", "kayak"], k=2)
    assert ids(hits)[0] == "rare"


def test_score_terms_explain_the_score() -> None:
    hit = life_index().query(["bake", "party"], k=1)[0]
    assert [(t.query, t.matched, t.weight) for t in hit.terms] == [
        ("bake", "bake", 1.0), ("party", "party", 1.0)
    ]
    assert sum(t.contribution for t in hit.terms) == pytest.approx(hit.score, rel=1e-6)


def test_equivalent_lemma_matches_at_lower_weight() -> None:
    index = life_index()
    hits = index.query(["go", "beekeeping"])
    assert ids(hits) == ["workshop"]
    assert [(t.query, t.matched, t.weight) for t in hits[0].terms] == [
        ("go", "attend", 0.5), ("beekeeping", "beekeeping", 1.0)
    ]


def test_exact_match_beats_equivalent_match() -> None:
    index = EpisodeIndex(EN)
    index.add(ep("attended", "attend jazz concert", 0))
    index.add(ep("went", "go jazz concert", 1))
    index.add(ep("other", "cook dinner", 2))
    assert ids(index.query(["attend", "concert"])) == ["attended", "went"]
    assert ids(index.query(["go", "concert"])) == ["went", "attended"]


def test_equivalence_only_query_still_finds_the_episode() -> None:
    index = life_index()
    assert ids(index.query(["travel"])) == ["lisbon"]  # trip ≈ travel


@pytest.mark.parametrize(
    ("qtype", "expected"),
    [
        (QuestionType.WHEN, "dated"),
        (QuestionType.WHERE, "placed"),
        (QuestionType.WHO, "with_people"),
        (QuestionType.HOW_MANY, "counted"),
    ],
)
def test_question_type_prefers_episodes_with_what_it_asks(
    qtype: QuestionType, expected: str
) -> None:
    index = EpisodeIndex()
    index.add(ep("plain", "go camping", 9))  # newest: wins every tie
    index.add(ep("dated", "go camping", 1, date_range=SATURDAY))
    index.add(ep("placed", "go camping", 2, places=("yosemite",)))
    index.add(ep("with_people", "go camping", 3, people=("kin:daughter",)))
    index.add(ep("counted", "go camping", 4, has_number=True))
    hits = index.query(["camping"], qtype=qtype, k=5)
    assert hits[0].episode_id == expected
    assert hits[0].qtype_match is True
    assert all(not h.qtype_match for h in hits[1:])


def test_a_when_question_lifts_a_dated_episode_more_than_other_types_lift_theirs() -> None:
    # An undated episode cannot answer "when" at all; a person or a place may still be in an
    # episode's context, so those types prefer more gently.
    index = EpisodeIndex()
    index.add(ep("plain", "rent canoe", 9))
    index.add(ep("dated", "rent canoe", 1, date_range=SATURDAY))
    index.add(ep("placed", "rent canoe", 2, places=("lake_como",)))
    plain = {h.episode_id: h.score for h in index.query(["canoe"], k=3)}
    when = {h.episode_id: h.score for h in index.query(["canoe"], qtype=QuestionType.WHEN, k=3)}
    where = {h.episode_id: h.score for h in index.query(["canoe"], qtype=QuestionType.WHERE, k=3)}
    assert when["dated"] == pytest.approx(plain["dated"] * 1.5, rel=1e-6)
    assert where["placed"] == pytest.approx(plain["placed"] * 1.25, rel=1e-6)
    assert when["placed"] == pytest.approx(plain["placed"], rel=1e-6)
    assert where["dated"] == pytest.approx(plain["dated"], rel=1e-6)


def test_without_question_type_recency_breaks_the_tie() -> None:
    index = EpisodeIndex()
    index.add(ep("older", "go camping", 1, date_range=SATURDAY))
    index.add(ep("newer", "go camping", 5))
    index.add(ep("middle", "go camping", 3))
    assert ids(index.query(["camping"], k=3)) == ["newer", "middle", "older"]
    assert ids(index.query(["camping"], qtype=QuestionType.WHAT, k=3)) == [
        "newer", "middle", "older"
    ]


def test_recency_never_outranks_a_better_match() -> None:
    index = EpisodeIndex()
    index.add(ep("old_match", "bake lemon cake", 0))
    index.add(ep("new_partial", "bake bread", 100))
    assert ids(index.query(["bake", "cake"], k=2))[0] == "old_match"


def test_question_date_finds_episodes_of_that_time() -> None:
    index = EpisodeIndex()
    index.add(ep("hike", "hike mountain", 1, date_range=SATURDAY))
    index.add(ep("museum", "visit museum", 2, date_range=(dt.date(2026, 2, 1),) * 2))
    index.add(ep("undated", "swim lake", 3))
    last_weekend = (dt.date(2026, 3, 7), dt.date(2026, 3, 8))
    hits = index.query([], during=last_weekend)
    assert ids(hits) == ["hike"]
    assert [(t.query, t.matched) for t in hits[0].terms] == [
        ("date 2026-03-07..2026-03-08", "date 2026-03-07..2026-03-07")
    ]
    # The date is one query term among the others: each of these matches half the query.
    both = index.query(["museum"], during=last_weekend, k=3)
    assert sorted((h.episode_id, h.coverage) for h in both) == [("hike", 0.5), ("museum", 0.5)]
    assert index.query([], during=(dt.date(2025, 1, 1), dt.date(2025, 1, 31))) == []


def test_gate_returns_nothing_for_unrelated_questions() -> None:
    index = life_index()
    assert index.query(["capital", "france"]) == []
    assert index.query(["weather", "tomorrow"]) == []
    assert index.query([]) == []


def test_gate_refuses_an_episode_matching_only_a_minor_part_of_the_question() -> None:
    index = EpisodeIndex(params=IndexParams(min_coverage=0.5))
    for i in range(20):
        index.add(ep(f"go{i}", f"go filler{i}", i))
    # "go" is in every episode (low IDF); "volcano" and "iceland" in none.
    assert index.query(["go", "volcano", "iceland"]) == []
    assert len(index.query(["go"], k=30)) == 20


def test_keys_match_entity_place_and_people_keys_not_lemmas() -> None:
    index = EpisodeIndex()
    index.add(ep("dad", "plan visit vancouver", 0, people=("kin:dad",)))
    index.add(ep("lemma", "kin:dad", 1))
    assert ids(index.query([], keys=["kin:dad"])) == ["dad"]
    assert ids(index.query(["kin:dad"])) == ["lemma"]


def test_add_and_remove_keep_frequencies_exact() -> None:
    index = life_index()
    assert len(index) == 6 and "cake" in index
    assert index.document_frequency("bake") == 2
    assert index.remove("cake") is True
    assert index.remove("cake") is False
    assert "cake" not in index and len(index) == 5
    assert index.document_frequency("bake") == 1
    assert index.document_frequency("lemon") == 0
    assert ids(index.query(["lemon", "cake"])) == []
    assert ids(index.query(["bake"], k=5)) == ["bread"]


def test_adding_the_same_id_replaces_the_episode() -> None:
    index = life_index()
    index.add(ep("bread", "bake sourdough", 7))
    assert len(index) == 6
    assert index.document_frequency("bread") == 0
    assert ids(index.query(["sourdough"])) == ["bread"]


def test_many_removals_compact_postings_without_losing_survivors() -> None:
    index = EpisodeIndex()
    for i in range(40):
        index.add(ep(f"e{i}", f"swim lake note{i}", i))
    for i in range(30):
        assert index.remove(f"e{i}")
    assert index.document_frequency("swim") == 10
    hits = index.query(["swim", "lake"], k=40)
    assert sorted(ids(hits)) == sorted(f"e{i}" for i in range(30, 40))
    index.add(ep("again", "swim lake", 50))  # reuses a freed slot
    assert ids(index.query(["swim", "lake"], k=1)) == ["again"]
    assert ids(index.query(["note35"])) == ["e35"]


def test_clear_forgets_everything() -> None:
    index = life_index()
    index.clear()
    assert len(index) == 0 and index.term_count == 0
    assert index.query(["bake"]) == []


def test_k_limits_the_number_of_hits() -> None:
    index = EpisodeIndex()
    for i in range(10):
        index.add(ep(f"e{i}", "read book", i))
    assert ids(index.query(["book"], k=3)) == ["e9", "e8", "e7"]
    assert index.query(["book"], k=0) == []


def test_bad_episode_is_a_type_error_and_leaves_the_index_intact() -> None:
    index = life_index()
    with pytest.raises(TypeError, match="episode_id"):
        index.add(EpisodeTerms("", ("bake",)))
    with pytest.raises(TypeError, match="strings"):
        index.add(EpisodeTerms("bread", ("bake", 3)))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="date_range"):
        index.add(EpisodeTerms("bread", ("bake",), date_range=(SATURDAY[0], dt.date(2026, 1, 1))))
    assert len(index) == 6
    assert ids(index.query(["bread"])) == ["bread"]


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(ValueError, match="k1"):
        IndexParams(k1=0)
    with pytest.raises(ValueError, match="equivalence_weight"):
        IndexParams(equivalence_weight=1.5)
    with pytest.raises(ValueError, match="min_coverage"):
        IndexParams(min_coverage=2)
    with pytest.raises(ValueError, match="when_boost"):
        IndexParams(when_boost=-0.1)


def test_each_user_sees_only_their_own_episodes() -> None:
    indexes = EpisodeIndexes(EN)
    indexes.for_user("alice").add(ep("a1", "bake lemon cake", 0))
    indexes.for_user("bob").add(ep("b1", "win chess tournament", 0))
    assert ids(indexes.for_user("alice").query(["chess"])) == []
    assert ids(indexes.for_user("bob").query(["chess"])) == ["b1"]
    assert indexes.get("carol") is None and len(indexes) == 2
    assert indexes.drop("alice") is True
    assert indexes.get("alice") is None
    assert indexes.drop("alice") is False
    assert ids(indexes.for_user("bob").query(["tournament"])) == ["b1"]


def test_equivalences_merge_groups_and_languages() -> None:
    merged = Equivalences.of([("trip", "travel", "visit")], [("attend", "go", "visit")])
    assert set(merged.of_lemma("visit")) == {"trip", "travel", "attend", "go"}
    assert set(merged.of_lemma("go")) == {"attend", "visit"}
    assert merged.of_lemma("unknown") == ()


def test_every_language_table_loads_and_has_equivalences() -> None:
    for code in LANGUAGES:
        module = table(code)
        assert len(Equivalences.of(module.EQUIVALENCES)) > 20
        assert module.TIME_WORDS.compiled is module.TIME_WORDS.compiled
    with pytest.raises(KeyError, match="xx"):
        table("xx")


def test_episode_bench_seeds_the_index_and_its_queries_hit() -> None:
    from bench.episodes import run_date_resolution, run_episode_index, synthetic_episodes

    assert synthetic_episodes(5) == synthetic_episodes(5)  # reproducible seed
    result = run_episode_index(episodes=300, queries=60)
    assert result["episodes"] == 300
    assert result["query_ms"]["n"] == 60 and result["add_ms"]["n"] == 300
    assert result["query_hit_rate"] == 1.0
    assert result["unrelated_refused"] == 1.0
    assert run_date_resolution(repeats=1)["clauses"] == 22


def test_a_word_of_the_context_matches_below_the_episodes_own_words() -> None:
    index = EpisodeIndex(EN)
    index.add(ep("puppy", "adopt puppy shelter", 0, context=("name", "pickle")))
    index.add(ep("pickle", "pickle jar cucumber garden", 1))
    index.add(ep("other", "paint fence weekend", 2))
    hits = index.query(["pickle"], qtype=QuestionType.WHAT)
    assert [h.episode_id for h in hits] == ["pickle", "puppy"]
    (term,) = hits[1].terms
    assert (term.query, term.matched, term.weight) == ("pickle", "pickle", 0.6)
    both = index.query(["adopt", "name"], qtype=QuestionType.WHAT)
    assert [h.episode_id for h in both] == ["puppy"]
    assert both[0].coverage == pytest.approx(
        (index._idf(1) + 0.6 * index._idf(0)) / (index._idf(1) + index._idf(0))
    )


def test_context_weight_must_be_in_range() -> None:
    with pytest.raises(ValueError, match="context_weight"):
        IndexParams(context_weight=0.0)


def test_stemming_new_words_for_ever_keeps_a_bounded_cache() -> None:
    for n in range(20_000):
        stem(f"wordling{n}", "en")
    assert stem.cache_info().currsize <= 8192


def test_a_question_word_meets_its_family_through_stems_below_an_exact_match() -> None:
    assert [stem(w, "en") for w in ("dancing", "dance", "blogging", "blog")] == [
        "danc", "danc", "blog", "blog"]
    assert stem("andato", "it") == stem("andare", "it") == "and"
    assert stem("Reise", "de") == stem("reisen", "de") == "reis"
    index = EpisodeIndex()
    for episode_id, lemmas in (("dancing", ("dancing", "make", "happy")),
                               ("dance", ("love", "dance", "feel")),
                               ("cook", ("cook", "dinner"))):
        index.add(EpisodeTerms(episode_id, lemmas=lemmas, stems=stems(lemmas, "en")))
    hits = index.query(["dance"], stems=stems(["dance"], "en"))
    assert [(h.episode_id, h.terms[0].matched) for h in hits] == [("dance", "dance"),
                                                                    ("dancing", "danc")]
    assert [h.episode_id for h in index.query(["dance"])] == ["dance"]
