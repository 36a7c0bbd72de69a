"""Casual Spanish: a thing bought with a reflexive clitic, and an age in diminutive years.

Every sentence is written for this file. "me compré una lavadora nueva": the parser reads both
"me" and the noun as objects, and the clitic came first, so nothing was owned. "mi nieta tiene
2 añitos" is an age.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me compré una lavadora nueva", {("you", "owns", "lavadora nueva")}),
        ("me he comprado un móvil nuevo", {("you", "owns", "móvil nuevo")}),
        ("mi hermana se compró una furgoneta", {("sister", "owns", "furgoneta")}),
    ],
)
def test_the_thing_bought_is_owned_not_the_clitic(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me llamo olaia", {("you", "name", "olaia")}),
        ("me compré", set()),
    ],
)
def test_a_clitic_alone_stays_as_it_was(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi nieta tiene 2 añitos", {("granddaughter", "age", "2")}),
        ("tengo 61 añitos", {("you", "age", "61")}),
    ],
)
def test_diminutive_years_are_an_age(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected
