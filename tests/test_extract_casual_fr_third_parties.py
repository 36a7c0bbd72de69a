"""Casual spoken French about the user's kin: exact triples.

Every sentence is written for this file. The small French model misreads a kin noun at the
start of a lower-case turn ("mon cousin travaille ...": "cousin" tagged an adjective or an
auxiliary, the possessive hung on the verb) and a job word after "est" as a passive
participle ("ma sœur est dentiste"): word order gives the subject back, and the kin stays the
user's.
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
        ("mon cousin travaille chez michelin", {("cousin", "works_at", "michelin")}),
        ("mon oncle habite à périgueux", {("uncle", "lives_in", "périgueux")}),
        ("mon meilleur ami bosse dans une pizzeria", {("friend", "works_at", "pizzeria")}),
        ("ma sœur est pharmacienne", {("sister", "is", "pharmacienne")}),
        ("ma tante est dentiste et elle adore le jardinage",
         {("aunt", "is", "dentiste"), ("aunt", "likes", "jardinage")}),
        ("mon cousin bastien travaille chez dassault",
         {("you", "cousin", "bastien"), ("bastien", "works_at", "dassault")}),
    ],
)
def test_kin_subject_read_from_word_order(fr, text, expected):
    assert facts(fr(text)) == expected


def test_kin_misread_does_not_become_the_user(fr):
    """"Mon cousin travaille chez X": the parser made "Mon" the subject; the job is the
    cousin's, never the user's."""
    assert facts(fr("Mon cousin travaille chez Safran.")) == {("cousin", "works_at", "safran")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon grand-père a 84 ans et habite à figeac",
         {("grandfather", "age", "84"), ("grandfather", "lives_in", "figeac")}),
        ("ma tante a 52 ans et vit à sedan", {("aunt", "age", "52"), ("aunt", "lives_in", "sedan")}),
    ],
)
def test_age_then_a_second_verb_keeps_the_kin_subject(fr, text, expected):
    """"X a N ans et habite à Y": the age phrase is no subject of the second verb."""
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("le camembert j'adore", {("you", "likes", "camembert")}),
        ("les courgettes je déteste", {("you", "dislikes", "courgettes")}),
        ("le rugby, j'adore", {("you", "likes", "rugby")}),
        ("les endives j'aime pas", {("you", "likes", "endives", "NOT")}),
        ("ce que j'aime c'est la mer", {("you", "likes", "mer")}),
        ("ce que je préfère c'est le handball", {("you", "likes", "handball")}),
    ],
)
def test_liked_thing_said_before_the_verb(fr, text, expected):
    assert facts(fr(text)) == expected


def test_a_time_said_first_is_not_liked(fr):
    assert facts(fr("le dimanche j'adore")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon pote ilyes bosse chez alstom",
         {("you", "friend", "ilyes"), ("ilyes", "works_at", "alstom")}),
        ("mon frère malik vit à rodez",
         {("you", "brother", "malik"), ("malik", "lives_in", "rodez")}),
        ("Mon oncle, Rachid, vit à Sète.",
         {("you", "uncle", "rachid"), ("rachid", "lives_in", "sète")}),
    ],
)
def test_lower_case_name_between_kin_and_verb(fr, text, expected):
    assert facts(fr(text)) == expected
