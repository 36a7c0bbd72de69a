"""Which recalled episodes are shown and how: one episode word is credited once, a clause that
points back is shown after the clause said before it, a context shows only the sentence the
question points at, and a question's "currently" prefers the telling that says it."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from hotmem import HotMem
from hotmem.episodes.extract import read_turn
from hotmem.episodes.index import EpisodeIndex, EpisodeTerms, Equivalences
from hotmem.extract import dependency

T0 = dt.datetime(2026, 5, 12, 18, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
DAY = 86_400.0


def test_an_episode_word_that_is_a_query_word_is_not_also_credited_as_an_equivalent() -> None:
    index = EpisodeIndex(Equivalences.of([("trip", "travel")]))
    index.add(EpisodeTerms("insurance", ("buy", "travel", "insurance")))
    index.add(EpisodeTerms("cycling", ("plan", "cycling", "trip")))
    index.add(EpisodeTerms("garden", ("water", "garden")))
    hits = {h.episode_id: h for h in index.query(["trip", "travel"], k=3)}
    # "travel" answers the query's "travel"; it no longer counts a second time for "trip".
    assert [(t.query, t.matched) for t in hits["insurance"].terms] == [("travel", "travel")]
    assert [(t.query, t.matched) for t in hits["cycling"].terms] == [("trip", "trip")]


def test_a_clause_pointing_back_is_shown_after_what_it_points_at(engine: HotMem) -> None:
    user = "lead-en"
    engine.process_turn("I sewed a patchwork quilt on Sunday. It is a gift for my niece "
                        "Carla's wedding.", user=user, ts=T0)
    engine.process_turn("I also repaired the garden fence with my neighbour.", user=user,
                        ts=T0 + DAY)
    result = engine.process_turn("what gift did I get for Carla's wedding?", user=user,
                                 ts=T0 + 2 * DAY)
    assert result.bullets[0] == (
        "On 12 May 2026 you said: “I sewed a patchwork quilt on Sunday … It is a gift for my "
        "niece Carla's wedding” (on 10 May 2026).")


def test_a_clause_that_points_back_at_nothing_is_shown_alone(engine: HotMem) -> None:
    user = "no-lead-en"
    engine.process_turn("I sewed a patchwork quilt on Sunday. My niece Carla has her wedding "
                        "in Porto in June.", user=user, ts=T0)
    engine.process_turn("I also repaired the garden fence with my neighbour.", user=user,
                        ts=T0 + DAY)
    result = engine.process_turn("where is Carla's wedding?", user=user, ts=T0 + 2 * DAY)
    assert result.bullets[0] == (
        "On 12 May 2026 you said: “My niece Carla has her wedding in Porto in June” "
        "(planned in June 2026).")


def test_a_french_clause_pointing_back_brings_its_lead_in(engine: HotMem) -> None:
    user = "lead-fr"
    engine.process_turn("Samedi j'ai cousu une courtepointe en patchwork. C'est un cadeau pour "
                        "le mariage de ma nièce Carla.", user=user, ts=T0, lang_hint="fr")
    engine.process_turn("J'ai aussi réparé la clôture du jardin avec mon voisin.", user=user,
                        ts=T0 + DAY, lang_hint="fr")
    result = engine.process_turn("quel cadeau j'ai pour le mariage de Carla ?", user=user,
                                 ts=T0 + 2 * DAY, lang_hint="fr")
    assert result.bullets[0] == (
        "On 12 May 2026 you said: “Samedi j'ai cousu une courtepointe en patchwork … C'est un "
        "cadeau pour le mariage de ma nièce Carla” (on 9 May 2026).")


def test_a_context_shows_only_the_sentence_the_question_points_at(engine: HotMem) -> None:
    user = "focus-en"
    engine.process_turn("I ran the Leeds half marathon in April. My knee hurt a lot. My sister "
                        "Ana cheered at the finish. Then we ate pancakes at a diner.",
                        user=user, ts=T0)
    result = engine.process_turn("what did Ana do at the marathon?", user=user, ts=T0 + DAY)
    assert result.bullets[0] == (
        "On 12 May 2026 you said: “I ran the Leeds half marathon in April … My sister Ana "
        "cheered at the finish” (in April 2026).")


def test_a_question_saying_currently_prefers_the_telling_that_says_it(engine: HotMem) -> None:
    user = "marks-en"
    engine.process_turn("I'm currently reading a cookbook on Sicilian baking.", user=user,
                        ts=T0)
    engine.process_turn("Last year I was reading a cookbook on Thai curries.", user=user,
                        ts=T0 + DAY)
    engine.process_turn("I also fixed my bike chain.", user=user, ts=T0 + 2 * DAY)
    # Both tellings match "cookbook" and "reading" alike; without "currently" the newer
    # one would come first.
    result = engine.process_turn("what cookbook am I currently reading?", user=user,
                                 ts=T0 + 3 * DAY)
    assert result.bullets[0] == (
        "On 12 May 2026 you said: “I'm currently reading a cookbook on Sicilian baking”.")


@pytest.mark.parametrize(("lang", "question", "marks"), [
    ("en", "what did I recently start, apart from yoga?", ("recently",)),
    ("es", "¿qué libro de cocina estoy leyendo actualmente?", ("actualmente",)),
    ("fr", "qu'est-ce que j'ai commencé récemment ?", ("récemment",)),
    ("de", "welches Buch lese ich derzeit?", ("derzeit",)),
    ("it", "che libro sto leggendo attualmente?", ("attualmente",)),
    ("en", "what did I do last week?", ()),  # "last" of the question's own date
])
def test_a_recall_question_keeps_its_telling_marks(
        pipelines: Any, lang: str, question: str, marks: tuple[str, ...]) -> None:
    pipe = pipelines.get(lang)
    query = read_turn(dependency.segment(pipe.parse(question), lang), lang, T0).query
    assert query is not None
    assert query.marks == marks
