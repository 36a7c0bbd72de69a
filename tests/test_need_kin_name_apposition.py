"""A lower-case name right after the user's kin noun names that kin, in the five languages:
a gift request naming the person or the kin then finds what they like (real spaCy models,
real LMDB)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hotmem import HotMem
from hotmem.types import Extraction
from tests.chat import Chat


@pytest.mark.parametrize(("lang", "text", "kin", "name", "liked"), [
    ("fr", "mon neveu elouan a huit ans il est fou de skate", "nephew", "elouan", "skate"),
    ("fr", "mon neveu nathan adore le skate", "nephew", "nathan", "skate"),
])
def test_the_kin_fact_and_the_likes_are_keyed_by_the_name(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str, kin: str,
    name: str, liked: str,
) -> None:
    facts = {(f.s, f.r, f.d) for f in extract_in(lang)(text).facts}
    assert ("you", kin, name) in facts
    assert (name, "likes", liked) in facts
    assert not any(s == kin for s, _, _ in facts)


@pytest.mark.parametrize(("lang", "text"), [
    ("es", "mi hija tiene siete años y le encantan los delfines"),
    ("en", "my sister really loves climbing"),
    ("it", "mia nipote va matta per i puzzle"),
    ("fr", "mon fils adore les dinosaures"),
    ("fr", "ma sœur kiffe la boxe"),
    ("it", "mio zio materno vive a napoli"),
])
def test_a_verb_or_an_adverb_after_the_kin_noun_is_no_name(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str,
) -> None:
    facts = extract_in(lang)(text).facts
    assert [f for f in facts if f.s == "you"] == []


def test_a_gift_for_the_kin_shows_what_they_like(engine: HotMem) -> None:
    chat = Chat(engine, "gift-elouan", "fr")
    chat.say("mon neveu elouan a huit ans il est fou de skate")
    bullets = chat.turn("noël approche, qu'est-ce que j'offre à mon neveu").bullets
    assert any("skate" in b for b in bullets)
