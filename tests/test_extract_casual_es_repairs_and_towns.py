"""Casual Spanish: a lone "bueno" that takes a value back, and a town said with its country.

Every sentence is written for this file. Speech-to-text keeps self-repairs: "tengo 29 años,
bueno, 30" names a value, takes it back with a bare "bueno" and says the one meant; the first
is stored negated. "bueno" that opens a turn, links two clauses or narrows a place ("bueno, en
las afueras", "bueno, cerca") takes nothing back. A town said with its country and no comma
("soy de cali colombia") is the town; a country inside a name ("nuevo méxico") stays.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tengo 41 años, bueno, 42",
         {("you", "age", "41", "NOT"), ("you", "age", "42")}),
        ("mi sobrina tiene 4 bueno 5",
         {("niece", "age", "4", "NOT"), ("niece", "age", "5")}),
        ("soy de soria bueno de burgos",
         {("you", "born_in", "soria", "NOT"), ("you", "born_in", "burgos")}),
        ("trabajo en un taller, bueno, en un concesionario",
         {("you", "works_at", "taller", "NOT"), ("you", "works_at", "concesionario")}),
    ],
)
def test_a_lone_bueno_between_two_values_takes_the_first_back(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bueno, vivo en huesca", {("you", "lives_in", "huesca")}),
        ("vivo en huesca bueno cerca", {("you", "lives_in", "huesca")}),
        ("soy de teruel bueno y vivo en zaragoza",
         {("you", "born_in", "teruel"), ("you", "lives_in", "zaragoza")}),
    ],
)
def test_bueno_that_opens_links_or_narrows_takes_nothing_back(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy de cali colombia", {("you", "born_in", "cali")}),
        ("vivo en oporto portugal", {("you", "lives_in", "oporto")}),
        ("mi hermano vive en quito ecuador", {("brother", "lives_in", "quito")}),
    ],
)
def test_a_town_said_with_its_country_is_the_town(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("fui a colombia", {("you", "went_to", "colombia")}),
        ("soy de la república dominicana", {("you", "born_in", "república dominicana")}),
    ],
)
def test_a_country_alone_or_in_a_name_stays(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_an_italian_town_with_its_country_is_the_town(extract_in):
    assert facts(extract_in("it")("sono di cordoba argentina")) == {
        ("you", "born_in", "cordoba")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vivo en un estudio pequeño en el centro de cáceres", {("you", "lives_in", "cáceres")}),
        ("vivo en un chalet en las afueras de jaén", {("you", "lives_in", "jaén")}),
        ("vivo en un pueblo de zamora", {("you", "lives_in", "zamora")}),
    ],
)
def test_a_home_inside_a_part_of_a_town_is_in_the_town(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_a_home_in_an_unnamed_part_stays_the_home(extract_in):
    assert facts(extract_in("es")("vivo en un piso en el centro")) == {("you", "lives_in", "piso")}
