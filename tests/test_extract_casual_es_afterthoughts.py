"""Casual Spanish: an afterthought that narrows a value ("sobre todo", "especialmente").

Every sentence is written for this file. "me chifla la música brasileña sobre todo la bossa
nova" likes the Brazilian music; the parser read "sobre todo la bossa nova" as part of the
value. Said right after the liking verb ("me gusta especialmente el jazz") the phrase opens
the value itself and stays; after a comma it is read as an item of its own.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me chifla la música brasileña sobre todo la bossa nova",
         {("you", "likes", "música brasileña")}),
        ("mi serie favorita es friends sobre todo las primeras temporadas",
         {("you", "favorite_show", "friends")}),
        ("me encanta pintar sobre todo paisajes", {("you", "likes", "pintar")}),
        ("adoro la cocina india especialmente el curry. vivo en ávila",
         {("you", "likes", "cocina india"), ("you", "lives_in", "ávila")}),
    ],
)
def test_an_afterthought_after_a_value_is_no_part_of_it(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me gusta especialmente el flamenco", {("you", "likes", "flamenco")}),
        ("vivo en gijón", {("you", "lives_in", "gijón")}),
        ("me gusta el cine, sobre todo el de terror", {("you", "likes", "cine")}),
    ],
)
def test_a_narrowing_word_after_the_verb_or_none_leaves_the_value(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected
