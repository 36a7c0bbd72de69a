"""Casual French: items listed after an amount word ("beaucoup de X et de Y", "... mais pas
de Z").

Every sentence is written for this file. The amount word stands for the first item; the items
coordinated with it are listed too, and one refused with "pas" is denied (or, for a habit,
left out), never stored as liked.
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
        ("je mange beaucoup de riz mais pas de bœuf",
         {("you", "eats", "riz"), ("you", "eats", "bœuf", "NOT")}),
        ("je mange énormément de pâtes et de fromage",
         {("you", "eats", "pâtes"), ("you", "eats", "fromage")}),
    ],
)
def test_items_after_an_amount_are_listed(fr, text, expected):
    assert facts(fr(text)) == expected


def test_a_refused_item_after_an_amount_is_no_habit(fr):
    got = facts(fr("j'écoute beaucoup de reggae mais pas de métal"))
    assert ("you", "likes", "reggae") in got
    assert ("you", "likes", "métal") not in got
