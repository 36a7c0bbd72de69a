"""Quotes met only in the words that say what is asked, or naming the value a shown fact
answers with, cost tokens and tell nothing more (real spaCy models, real LMDB)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hotmem import HotMem
from hotmem.retrieve.needs import shares_only_cues, shares_only_request_words
from tests.chat import Chat


def _quotes(bullets: Sequence[str]) -> list[str]:
    return [b for b in bullets if " you said: " in b]


@pytest.mark.parametrize(("lang", "told", "ask", "fact"), [
    ("fr", ["je m'appelle Inès, je suis notaire à Rennes",
            "j'ai un chien qui s'appelle Gribouille"],
     "comment s'appelle mon chien déjà ?", "Your dog is Gribouille."),
    ("it", ["mi chiamo Davide e faccio il geometra a Bergamo",
            "abbiamo un gatto che si chiama Fagiolo"],
     "come si chiama il nostro gatto?", "Your cat is Fagiolo."),
    ("de", ["ich heiße Wiebke und wohne in Kiel", "mein Bruder Tammo wohnt in Bremen"],
     "wo wohnt mein Bruder?", "Tammo lives in Bremen."),
])
def test_a_quote_met_only_in_the_question_s_cue_words_is_left_out(
    engine: HotMem, lang: str, told: list[str], ask: str, fact: str,
) -> None:
    chat = Chat(engine, f"cues-{lang}", lang)
    for line in told:
        chat.say(line)
    bullets = chat.turn(ask).bullets
    assert fact in bullets
    assert _quotes(bullets) == []


def test_a_quote_naming_a_kin_s_home_a_fact_shows_is_left_out(engine: HotMem) -> None:
    chat = Chat(engine, "kin-home", "en")
    chat.say("my sister Ottilie lives in Galway and teaches the fiddle")
    bullets = chat.turn("where does my sister live?").bullets
    assert "Ottilie lives in Galway." in bullets
    assert _quotes(bullets) == []


def test_a_shared_content_word_or_a_named_entity_keeps_the_quote() -> None:
    assert shares_only_cues(("call", "cat"), ("call", "ginger"), "en", (), ())
    assert not shares_only_cues(("call", "cat"), ("call", "cat"), "en", (), ())  # a pet noun
    assert not shares_only_cues(("go", "april"), ("plan", "trip"), "en", (), ())
    assert not shares_only_cues(("call", "regatta"), ("regatta", "win"), "en", (), ())
    assert not shares_only_cues(("call",), ("call",), "en", {"mango"}, ("mango",))


def test_a_quote_met_only_in_a_request_word_answers_no_other_request(engine: HotMem) -> None:
    chat = Chat(engine, "advice-it", "it")
    chat.say("mi consigli un podcast nuovo?")
    assert chat.turn("che marca di tostapane mi consigli").message is None


def test_a_nickname_quote_met_in_a_cue_word_still_answers() -> None:
    assert not shares_only_request_words(("chiamare", "tutto"), ("chiamare", "turi"), "it")
    assert shares_only_request_words(("consigliare", "tostapane"), ("consigliare",), "it")
    assert not shares_only_request_words(("consigliare",), ("podcast",), "it")
