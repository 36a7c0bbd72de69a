"""A liking said as a noun before "mad" or "crazy" ("my niece is pony mad") is a liking; the
same words after an adverb, an adjective or an -ing form say a mood ("I'm hopping mad")."""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(("text", "expected"), [
    ("my niece is pony mad", {("niece", "likes", "pony")}),
    ("My nephew Rory is totally rugby crazy.",
     {("you", "nephew", "rory"), ("rory", "likes", "rugby")}),
    ("my son kit is six and he's train mad",
     {("you", "son", "kit"), ("kit", "age", "6"), ("kit", "likes", "train")}),
    ("I'm cricket mad", {("you", "likes", "cricket")}),
])
def test_a_noun_before_mad_or_crazy_is_liked(
    extract_in, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize("text", [
    "I'm hopping mad",
    "he's absolutely mad",
    "she's bloody crazy",
    "I was so mad",
    "the queue was crazy",
])
def test_mad_or_crazy_after_no_noun_says_no_liking(extract_in, text: str) -> None:
    assert facts(extract_in("en")(text)) == set()
