"""A gift for someone the user named, whose likes no stored fact gives, reads what the user
told of them ("meine Schwester Lena fährt voll aufs Bouldern ab" kept as a quote), in the
request's own words: no recall question is needed. Near misses: a gift for someone whose
liking is stored shows the fact, not the quote; a request for nobody named shows no quote."""

from __future__ import annotations

import pytest

from hotmem import HotMem
from tests.chat import Chat


@pytest.mark.parametrize(("lang", "told", "ask", "word"), [
    ("de", "meine Schwester Frieda fotografiert total gern, vor allem analog",
     "Frieda hat bald Geburtstag, was soll ich ihr schenken?", "fotografiert"),
    ("en", "my brother Ossie spends every weekend restoring old motorbikes",
     "Ossie's birthday is next week, any gift ideas?", "motorbikes"),
])
def test_a_gift_for_someone_named_reads_what_was_told_of_them(
    engine: HotMem, lang: str, told: str, ask: str, word: str,
) -> None:
    chat = Chat(engine, f"giftquote-{lang}", lang)
    chat.say(told)
    bullets = chat.turn(ask).bullets
    assert any(word in b for b in bullets[:3])


def test_a_gift_for_someone_whose_liking_is_stored_shows_no_quote(engine: HotMem) -> None:
    chat = Chat(engine, "giftfact", "en")
    chat.say("My nephew Callum loves chess.")
    bullets = chat.turn("Callum's birthday is soon, any gift ideas?").bullets
    assert any("chess" in b for b in bullets)
    assert not any("you said" in b for b in bullets)


def test_a_request_naming_nobody_reads_no_quote_of_kin(engine: HotMem) -> None:
    chat = Chat(engine, "giftnone", "de")
    chat.say("meine Schwester Frieda fotografiert total gern, vor allem analog")
    result = chat.turn("welcher Staubsauger ist gerade am besten?")
    assert result.message is None
