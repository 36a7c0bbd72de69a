"""Casual Spanish: tastes, pains and conditions said the way people talk, exact triples.

Every sentence is written for this file. The families: a slang or reverse liking verb whose
tagger reads the wrong person ("me chifla"), what bores the speaker ("el cine me aburre"), a
taste graded with "ser muy de" ("soy muy de playa", never an origin), a body part that hurts
("me duele la espalda"), and a condition suffered ("sufro de asma").
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me chifla el turrón", {("you", "likes", "turrón")}),
        ("me chiflan las novelas negras", {("you", "likes", "novelas negras")}),
        ("la ópera me aburre", {("you", "dislikes", "ópera")}),
        ("el golf me aburre muchísimo", {("you", "dislikes", "golf")}),
    ],
)
def test_a_reverse_liking_verb_keeps_the_thing_liked_as_its_subject(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy muy de playa", {("you", "likes", "playa")}),
        ("soy más de montaña", {("you", "likes", "montaña")}),
        ("Soy muy de cerveza.", {("you", "likes", "cerveza")}),
        ("no soy muy de fiestas", {("you", "likes", "fiestas", "NOT")}),
        ("soy de Cuenca", {("you", "born_in", "cuenca")}),
    ],
)
def test_a_graded_ser_de_is_a_taste_not_an_origin(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me duele la espalda", {("you", "has_condition", "dolor de espalda")}),
        ("me duele muchísimo el hombro", {("you", "has_condition", "dolor de hombro")}),
        ("a mi padre le duelen las rodillas",
         {("father", "has_condition", "dolor de rodillas")}),
        ("me dolió la cabeza anoche", set()),
        ("sufro de asma", {("you", "has_condition", "asma")}),
        ("sufro de insomnio desde hace años", {("you", "has_condition", "insomnio")}),
    ],
)
def test_a_pain_or_condition_had_now_is_a_condition(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected
