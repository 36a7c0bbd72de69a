"""The word budget of a message that recalls episodes (HOTMEM_RECALL_WORD_BUDGET): bullets
are counted as shown, lower-ranked ones are left out, a long one sheds whole sentences (those
the question does not ask about first) and is never cut inside a sentence."""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path

import pytest

from hotmem import HotMem
from hotmem.config import HotMemConfig
from hotmem.episodes.dates import DateSpan, Granularity
from hotmem.episodes.memory import Asked, bullet_words, fit_bullet
from hotmem.episodes.record import Episode
from hotmem.errors import ConfigError
from hotmem.nlp import Pipelines

T0 = dt.datetime(2026, 5, 12, 18, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
DAY = 86_400.0
RACE = ("Last Saturday I ran the harbour race in Aberdeen with my brother Callum. The weather "
        "was awful and my new shoes got completely soaked. We finished together in fifty-two "
        "minutes.")


def _engine(tmp_path: Path, pipelines: Pipelines, budget: int) -> HotMem:
    config = HotMemConfig(data_dir=tmp_path / "store", recall_word_budget=budget)
    return HotMem(config, pipelines=pipelines)


def _words(bullets: list[str]) -> int:
    return sum(len(b.split()) for b in bullets)


def test_the_default_budget_keeps_a_telling_whole_when_it_fits(engine: HotMem) -> None:
    engine.process_turn(RACE, user="race", ts=T0)
    engine.process_turn("I also planted tomatoes and basil on the balcony.", user="race",
                        ts=T0 + DAY)
    result = engine.process_turn("when did I run the harbour race?", user="race",
                                 ts=T0 + 2 * DAY)
    assert result.bullets == [
        "On 12 May 2026 you said: “Last Saturday I ran the harbour race in Aberdeen with my "
        "brother Callum … The weather was awful and my new shoes got completely soaked. We "
        "finished together in fifty-two minutes” (on 9 May 2026)."]
    assert _words(result.bullets) <= 45


def test_a_telling_over_the_budget_sheds_its_context_and_keeps_its_clause_whole(
        tmp_path: Path, pipelines: Pipelines) -> None:
    with _engine(tmp_path, pipelines, 30) as engine:
        engine.process_turn(RACE, user="race", ts=T0)
        result = engine.process_turn("when did I run the harbour race?", user="race",
                                     ts=T0 + DAY)
    assert result.bullets == [
        "On 12 May 2026 you said: “Last Saturday I ran the harbour race in Aberdeen with my "
        "brother Callum” (on 9 May 2026)."]
    assert result.message is not None and result.message.endswith(result.bullets[0])


def test_a_large_budget_still_shows_each_sentence_once(
        tmp_path: Path, pipelines: Pipelines) -> None:
    with _engine(tmp_path, pipelines, 2000) as engine:
        engine.process_turn(
            "Last Sunday we took the ferry to the island with my cousin Mirela. I grilled "
            "sardines for the barbecue. They came from the market by the harbour.",
            user="once", ts=T0)
        result = engine.process_turn("what happened at the barbecue?", user="once",
                                     ts=T0 + DAY)
    said = [s.strip(" “”.") for b in result.bullets
            for s in b.split(": ", 1)[1].split("(")[0].split("…")]
    assert "I grilled sardines for the barbecue" in said
    assert len(said) == len(set(said)), result.bullets


def test_a_clause_longer_than_the_budget_is_not_shown_cut(
        tmp_path: Path, pipelines: Pipelines) -> None:
    with _engine(tmp_path, pipelines, 20) as engine:
        engine.process_turn("Last Saturday I ran the harbour race in Aberdeen with my brother "
                            "Callum and our neighbour Isla from the bakery on Union Street.",
                            user="isla", ts=T0)
        result = engine.process_turn("when did I run the harbour race?", user="isla",
                                     ts=T0 + DAY)
    assert result.bullets == []
    assert result.message is None


def test_the_facts_beside_episodes_fit_in_the_words_the_episodes_left(
        tmp_path: Path, pipelines: Pipelines) -> None:
    with _engine(tmp_path, pipelines, 30) as engine:
        engine.process_turn("My cousin Fiona started a new job at the aquarium in Dundee.",
                            user="fiona", ts=T0)
        result = engine.process_turn("where did Fiona start a new job?", user="fiona",
                                     ts=T0 + DAY)
    assert result.bullets == [
        "On 12 May 2026 you said: “My cousin Fiona started a new job at the aquarium in "
        "Dundee”.",
        "Fiona works at aquarium."]
    assert _words(result.bullets) == 22


def test_the_budget_is_read_from_the_environment_and_checked() -> None:
    assert HotMemConfig.from_env({"HOTMEM_RECALL_WORD_BUDGET": "60"}).recall_word_budget == 60
    assert HotMemConfig.from_env({}).recall_word_budget == 45
    with pytest.raises(ConfigError, match="HOTMEM_RECALL_WORD_BUDGET"):
        HotMemConfig.from_env({"HOTMEM_RECALL_WORD_BUDGET": "5"})
    with pytest.raises(ConfigError, match="HOTMEM_RECALL_WORD_BUDGET"):
        HotMemConfig.from_env({"HOTMEM_RECALL_WORD_BUDGET": "many"})


# ---------------------------------------------------------------------------- fit_bullet

HIKE = Episode(
    episode_id="hike", text="We hiked up Ben Lomond with my niece Orla", lang="en",
    lemmas=("hike", "ben", "lomond", "niece", "orla"), first_seen=T0,
    context="The fog was thick near the top … Orla carried the map the whole way",
    reply="It was her first Munro … She wants to do another one in July",
    reply_lemmas=("munro", "first"),
)
ASKED = Asked(lemmas=("orla", "carry"), equivalents=())


def test_a_fitting_bullet_is_kept_as_it_is() -> None:
    assert fit_bullet(HIKE, 100, ASKED) is HIKE


def test_the_sentences_the_question_does_not_ask_about_go_first() -> None:
    full = bullet_words(HIKE)
    fitted = fit_bullet(HIKE, full - 5, ASKED)
    # The reply's last sentence and the fog sentence share no word with the question; the
    # context's last one goes first among equals.
    assert fitted is not None
    assert (fitted.context, fitted.reply) == (
        "Orla carried the map the whole way", "It was her first Munro … She wants to do another "
        "one in July")
    tighter = fit_bullet(HIKE, bullet_words(fitted) - 1, ASKED)
    assert tighter is not None
    assert (tighter.context, tighter.reply) == (
        "Orla carried the map the whole way", "It was her first Munro")


def test_the_reply_stays_when_the_other_party_asked_the_question_s_words() -> None:
    asked = Asked(lemmas=("munro",), equivalents=())
    fitted = fit_bullet(HIKE, len(HIKE.text.split()) + 6 + 9, asked)
    assert fitted is not None
    assert (fitted.context, fitted.reply) == ("", "It was her first Munro")


def test_a_when_question_keeps_the_sentence_holding_the_only_date() -> None:
    told = dataclasses.replace(
        HIKE, reply="", reply_lemmas=(), context="we set off at dawn on Sunday … Orla was tired",
        context_date=DateSpan(dt.date(2026, 5, 10), dt.date(2026, 5, 10), Granularity.DAY,
                              False, 0, 0))
    asked = Asked(lemmas=("hike", "orla"), equivalents=(), when=True)
    fitted = fit_bullet(told, bullet_words(told) - 3, asked)
    assert fitted is not None
    assert fitted.context == "we set off at dawn on Sunday"
    assert fitted.context_date == told.context_date


def test_a_bullet_whose_clause_alone_is_too_long_does_not_fit() -> None:
    assert fit_bullet(HIKE, len(HIKE.text.split()) + 5, ASKED) is None


def test_what_is_left_must_still_say_something_of_the_question() -> None:
    asked = Asked(lemmas=("map",), equivalents=())
    # Only the context says "map"; shed, the clause alone would answer nothing.
    assert fit_bullet(HIKE, len(HIKE.text.split()) + 6, asked) is None
