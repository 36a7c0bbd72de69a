"""Quotes that only cost tokens beside the facts that answer: a kin or pet name a shown fact
already gives, and a request the user once made of the assistant recalled for another
request. A name listed with another and a past event keep their quote (real spaCy models,
real LMDB)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hotmem import HotMem
from hotmem.retrieve.needs import asked_of_assistant
from tests.chat import Chat


def _quotes(bullets: Sequence[str]) -> list[str]:
    return [b for b in bullets if " you said: " in b]


@pytest.mark.parametrize(("lang", "told", "ask", "fact"), [
    ("en", "my aunt Delphine grows orchids and my brother Tariq is into rowing",
     "what's my brother's name again?", "Your brother Tariq likes rowing."),
    ("de", "meine Tante Heike sammelt Briefmarken und mein Bruder Jonte liebt Segeln",
     "wie heißt mein Bruder nochmal?", "Your brother Jonte likes Segeln."),
    ("es", "tenemos un perro que se llama Trufo y duerme todo el día",
     "¿cómo se llama mi perro?", "Your dog is Trufo."),
])
def test_a_name_a_shown_fact_gives_is_not_quoted_again(
    engine: HotMem, lang: str, told: str, ask: str, fact: str,
) -> None:
    chat = Chat(engine, f"named-{lang}", lang)
    chat.say(told)
    bullets = chat.turn(ask).bullets
    assert fact in bullets
    assert _quotes(bullets) == []


def test_names_said_in_a_list_keep_their_quote(engine: HotMem) -> None:
    chat = Chat(engine, "two-cats", "en")
    chat.say("we have two cats called Miso and Tofu")
    bullets = chat.turn("what are my cats called?").bullets
    assert any("Miso and Tofu" in q for q in _quotes(bullets))


def test_a_past_event_naming_kin_keeps_its_quote(engine: HotMem) -> None:
    chat = Chat(engine, "niece-prize", "en")
    chat.say("my niece Vera won a chess tournament in Ghent last week")
    bullets = chat.turn("what did my niece win?").bullets
    assert any("chess tournament" in q for q in _quotes(bullets))


@pytest.mark.parametrize(("lang", "text", "asked"), [
    ("it", "consigliami un podcast nuovo", True),
    ("es", "en abril quiero poner un huerto", False),
    ("fr", "trouve un cadeau pour la fête des mères", True),
    ("en", "what should I get her for her birthday", True),
    ("es", "este finde fue la boda de mi amiga en Teruel", False),  # "finde": a weekend
    ("en", "my son drove up from York to help with the move", False),
    ("de", "wir waren am Wochenende in Rostock", False),
])
def test_a_quote_asked_of_the_assistant(lang: str, text: str, asked: bool) -> None:
    assert asked_of_assistant(text, lang) is asked


def test_an_old_request_is_not_recalled_for_a_new_one(engine: HotMem) -> None:
    chat = Chat(engine, "old-request", "en")
    chat.say("I'm vegetarian.")
    chat.turn("can you recommend a good dinner recipe with lentils")
    chat.say()
    bullets = chat.turn("what should I cook for dinner tonight?").bullets
    assert bullets == ["You are vegetarian."]


@pytest.mark.parametrize(("lang", "facts", "told"), [
    ("es", ("Mi novia se llama Irene.", "A Irene le encanta el surf."),
     "hace tres años fui a Perú"),
    ("fr", ("Mon copain s'appelle Malik.", "Malik adore les jeux de société."),
     "cet été je suis partie à Porto"),
])
def test_a_statement_shows_nothing_it_does_not_bring_up(
    engine: HotMem, lang: str, facts: Sequence[str], told: str,
) -> None:
    chat = Chat(engine, f"told-{lang}", lang)
    for line in facts:  # right after: the partner is still among the recent entities
        chat.turn(line)
    assert chat.turn(told).message is None


def test_a_statement_naming_kin_shows_their_facts(engine: HotMem) -> None:
    chat = Chat(engine, "told-wife", "es")
    chat.say("Mi mujer se llama Carmen.", "A Carmen le encanta la ópera.")
    bullets = chat.turn("mañana es el aniversario con mi mujer").bullets
    assert "Your wife Carmen likes ópera." in bullets


def test_telling_the_assistant_is_no_request() -> None:
    assert asked_of_assistant("te cuento que el viernes me operan de la rodilla", "es") is False
