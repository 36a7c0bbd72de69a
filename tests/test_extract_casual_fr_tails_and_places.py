"""Casual spoken French: asides, greetings with a name, places said with where near them,
and a state of the speaker given as a reason. Exact triples.

Every sentence is written for this file. "si ça peut t'aider" offers the fact rather than
supposing it; "coucou c'est X" introduces the caller; "près de la gare", "pas loin du port"
say where near a place (the "pas" denies nothing, and the thing near is no home); "parce que
je suis vegan" states what the speaker is even beside another fact.
"""

from __future__ import annotations

import pytest

from hotmem.extract.run_on import mark_run_ons
from tests.triples import facts


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis kiné si ça peut t'aider", {("you", "is", "kiné")}),
        ("je bosse chez decathlon si ça peut vous aider", {("you", "works_at", "decathlon")}),
        ("j'ai 61 ans si c'est important", {("you", "age", "61")}),
        ("je suis électricien si ça t'aide", {("you", "is", "électricien")}),
    ],
)
def test_offered_aside_is_no_hypothesis(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("coucou c'est maëlys", {("you", "name", "maëlys")}),
        ("salut c'est gaëtan", {("you", "name", "gaëtan")}),
        ("c'est timothée ici", {("you", "name", "timothée")}),
        ("salut c'est génial", set()),
    ],
)
def test_greeting_then_cest_and_a_name(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'habite à angers près de la cathédrale", {("you", "lives_in", "angers")}),
        ("j'habite à toulon pas loin du port", {("you", "lives_in", "toulon")}),
        ("je vis à dijon pas très loin de la gare", {("you", "lives_in", "dijon")}),
        ("je n'habite pas à dijon", {("you", "lives_in", "dijon", "NOT")}),
    ],
)
def test_near_a_place_is_neither_the_place_nor_a_denial(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'adore les lentilles parce que je suis végane",
         {("you", "likes", "lentilles"), ("you", "is", "végane")}),
        ("je ne mange pas de porc car je suis musulman",
         {("you", "eats", "porc", "NOT"), ("you", "is", "musulman")}),
    ],
)
def test_speaker_state_in_a_reason_beside_a_fact(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'habite à lorient tu connais un bon resto", {("you", "lives_in", "lorient")}),
        ("j'habite à poitiers tu connais un bon resto", {("you", "lives_in", "poitiers")}),
        ("je suis végétarienne tu as une idée pour ce soir",
         {("you", "is", "végétarienne")}),
        ("je bosse chez thales tu vois", {("you", "works_at", "thales")}),
    ],
)
def test_question_to_the_assistant_after_a_fact_without_punctuation(fr, text, expected):
    """A second-person clause after a fact is a sentence of its own, put to the assistant:
    its object is no place of the fact."""
    assert facts(fr(text)) == expected


@pytest.mark.parametrize("text", [
    "j'habite à limoges tu connais un bon resto",
    "j'habite à limoges tu connais un bon resto.",  # a closing full stop asks all the same
])
def test_run_on_question_makes_a_question_with_fact(fr, text):
    assert fr(text).intent.name == "QUESTION_WITH_FACT"


def test_a_run_on_question_ends_in_one_question_mark():
    assert mark_run_ons("j'habite à caen tu connais un bon café.", "fr") == (
        "j'habite à caen. tu connais un bon café ?")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je travaille à besançon depuis trois ans", {("you", "works_at", "besançon")}),
        ("je travaille à limoges depuis trois ans", {("you", "works_at", "limoges")}),
    ],
)
def test_lower_case_place_fused_into_its_preposition(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("non attends je suis née à vannes pas à lorient",
         {("you", "born_in", "vannes"), ("you", "born_in", "lorient", "NOT")}),
        ("je bosse chez lidl pas chez aldi",
         {("you", "works_at", "lidl"), ("you", "works_at", "aldi", "NOT")}),
        ("je veux dire j'habite à tarbes", {("you", "lives_in", "tarbes")}),
        ("j'habite pas à lyon", {("you", "lives_in", "lyon", "NOT")}),
    ],
)
def test_unpunctuated_correction_and_rejected_value(fr, text, expected):
    assert facts(fr(text)) == expected


def test_an_adjective_kind_is_no_origin(fr):
    """"diabétique de type 2": the "de" phrase says which kind, no birthplace."""
    assert facts(fr("je suis diabétique de type 2")) == {("you", "is", "diabétique")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma série préférée c'est kaamelott surtout les premières saisons",
         {("you", "favorite_show", "kaamelott")}),
        ("j'aime la cuisine libanaise surtout les mezzés",
         {("you", "likes", "cuisine libanaise")}),
        ("j'ai pas de frères ni de sœurs",
         {("you", "has", "brother", "NOT"), ("you", "has", "sister", "NOT")}),
    ],
)
def test_narrowing_afterthought_keeps_the_first_value_whole(fr, text, expected):
    assert facts(fr(text)) == expected
