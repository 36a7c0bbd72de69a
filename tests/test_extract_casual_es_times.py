"""Casual Spanish: a time said before a first-person verb, a visit with "estuve", and a place
with the time after it.

Every sentence is written for this file. "el verano pasado fui a escocia": the parser makes
the time phrase the subject of "fui", and the trip was stored of "verano pasado"; a
first-person verb never agrees with a time noun, so the speaker made the trip. "estuve en
Cracovia" is a visit, also where the tagger makes "estuve" the copula of the place. "viajé a
Perú el año pasado": the year is when, no part of the place.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("el verano pasado fui a escocia con mi familia", {("you", "went_to", "escocia")}),
        ("el año pasado fui a noruega", {("you", "went_to", "noruega")}),
        ("el mes pasado fui a oporto", {("you", "went_to", "oporto")}),
        ("el otoño pasado me mudé a jaén", {("you", "lives_in", "jaén")}),
    ],
)
def test_a_time_before_a_first_person_verb_is_when_not_who(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_a_time_subject_of_a_copula_stays_the_thing_said(extract_in):
    assert facts(extract_in("es")("el invierno es mi estación favorita")) == {
        ("you", "favorite_season", "invierno")}


def test_a_time_before_another_persons_verb_gives_the_speaker_no_trip(extract_in):
    assert not any(k[:2] == ("you", "went_to")
                   for k in facts(extract_in("es")("el verano pasado mi primo fue a roma")))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("estuve en cracovia", {("you", "went_to", "cracovia")}),
        ("estuve en islandia hace tres años", {("you", "went_to", "islandia")}),
        ("estuve en cracovia la semana pasada", {("you", "went_to", "cracovia")}),
    ],
)
def test_estuve_en_a_place_is_a_visit(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("viajé a perú el año pasado", {("you", "went_to", "perú")}),
        ("fui a malta este verano", {("you", "went_to", "malta")}),
        ("me mudé a teruel la semana pasada", {("you", "lives_in", "teruel")}),
    ],
)
def test_a_time_after_a_place_is_no_part_of_it(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_a_passing_state_with_estuve_is_no_visit(extract_in):
    assert facts(extract_in("es")("estuve enferma")) == set()
