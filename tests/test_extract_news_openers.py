"""News announced before a statement ("grosse nouvelle on a déménagé à Rennes") is no subject:
the opener is left out, after the fillers that may come first; news said as a thing stays."""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("fr", "grosse nouvelle on a déménagé à Rennes", {("you", "lives_in", "rennes")}),
    ("fr", "bon bonne nouvelle je travaille chez Decathlon maintenant",
     {("you", "works_at", "decathlon")}),
    ("es", "gran noticia nos mudamos a Vigo", {("you", "lives_in", "vigo")}),
    ("it", "allora novità, ci siamo trasferiti a Bari", {("you", "lives_in", "bari")}),
    ("en", "ok big news we moved to Bath", {("you", "lives_in", "bath")}),
    # a filler before the news, and no hesitation sound in the turn
    ("fr", "alors grosse nouvelle on a déménagé à Pau le mois dernier",
     {("you", "lives_in", "pau")}),
    ("en", "so big news we moved to Derby", {("you", "lives_in", "derby")}),
])
def test_news_announced_before_a_statement_is_no_subject(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("en", "news is my favourite radio station", {("you", "likes", "news")}),
    ("fr", "la nouvelle voisine est sympa", set()),
    ("en", "good news is always welcome", set()),
])
def test_news_said_as_a_thing_is_kept(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected
