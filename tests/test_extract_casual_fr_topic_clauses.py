"""Casual French: "X c'est (pas) mon truc" said without a comma.

Every sentence is written for this file. Without the comma the French model roots the turn at
the topic noun and hangs the "c'est ..." clause on it: the topic is still what the clause is
said of, and the clause is no part of the topic's name.
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
        ("les films d'horreur c'est pas mon truc", {("you", "likes", "films d'horreur", "NOT")}),
        ("le camping c'est pas trop mon truc", {("you", "likes", "camping", "NOT")}),
        ("les maths c'est vraiment pas mon truc", {("you", "likes", "maths", "NOT")}),
        ("la boxe c'est ma passion", {("you", "likes", "boxe")}),
        ("le jardinage c'est mon truc", {("you", "likes", "jardinage")}),
    ],
)
def test_a_topic_before_c_est_mon_truc_is_what_is_liked(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    "text", ["le camping c'est sympa", "la voile c'est cher", "les maths c'est dur"]
)
def test_a_topic_with_a_plain_judgement_is_no_liking(fr, text):
    assert facts(fr(text)) == set()


def test_an_elided_word_inside_a_value_stays_joined(fr):
    assert facts(fr("j'adore les pommes d'api")) == {("you", "likes", "pommes d'api")}
