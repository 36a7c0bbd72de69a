"""A habit told with its day, asked back with "what day": the day is the question, no word of
what happened, and a habit's day is no date (real spaCy models, real LMDB)."""

from __future__ import annotations

import pytest

from hotmem import HotMem
from tests.chat import Chat


@pytest.mark.parametrize(("lang", "told", "ask", "day"), [
    ("en", "i go swimming on tuesdays with my neighbour", "what day do i go swimming?",
     "tuesdays"),
    ("fr", "je fais du yoga le mardi soir avec ma sœur", "c'est quel jour mon yoga déjà ?",
     "mardi"),
    ("de", "ich gehe mittwochs schwimmen mit meiner Tochter",
     "an welchem Tag gehe ich schwimmen?", "mittwochs"),
    ("it", "faccio pilates ogni martedì sera con mia sorella", "che giorno faccio pilates?",
     "martedì"),
])
def test_what_day_asks_when_and_finds_the_habit(
    engine: HotMem, lang: str, told: str, ask: str, day: str,
) -> None:
    chat = Chat(engine, f"habit-{lang}", lang)
    chat.say(told)
    shown = chat.turn(ask).bullets[:3]
    assert any(day in b for b in shown)
    assert not any("planned" in b or "prévu" in b for b in shown)  # a habit is no plan


def test_a_liking_said_with_its_day_is_kept_as_told(engine: HotMem) -> None:
    chat = Chat(engine, "habit-day-beyond", "en")
    chat.say("I love tennis, I play it every Sunday morning.")
    assert any("sunday" in b.lower() for b in chat.turn("when do i play tennis?").bullets[:3])


def test_what_day_shows_the_telling_beside_the_liking_it_stated(engine: HotMem) -> None:
    chat = Chat(engine, "habit-with-fact", "en")
    chat.say("I play football every Wednesday.")
    shown = chat.turn("What day do I play football?").bullets[:3]
    assert any("Wednesday" in b for b in shown)
    assert not any("Wednesday" in b for b in chat.turn("where do i play football?").bullets)
