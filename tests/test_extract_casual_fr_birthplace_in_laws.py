"""Casual French: a birthplace said as "ma ville natale", and in-laws and parents as kin.

Every sentence is written for this file.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma ville natale c'est grenoble", {("you", "born_in", "grenoble")}),
        ("ma ville natale c'est Quimper", {("you", "born_in", "quimper")}),
        ("mon pays natal c'est le sénégal", {("you", "born_in", "sénégal")}),
        # a favourite city is no birthplace
        ("ma ville préférée c'est porto", {("you", "favorite_city", "porto")}),
    ],
)
def test_a_native_place_is_the_birthplace(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma belle-sœur habite à namur", {("sister-in-law", "lives_in", "namur")}),
        ("mon beau-frère est boulanger", {("brother-in-law", "is", "boulanger")}),
        ("mes parents vivent à colmar", {("parent", "lives_in", "colmar")}),
        ("j'ai pas de beau-frère", {("you", "has", "brother-in-law", "NOT")}),
    ],
)
def test_in_laws_and_parents_are_kin(fr, text, expected):
    assert facts(fr(text)) == expected
