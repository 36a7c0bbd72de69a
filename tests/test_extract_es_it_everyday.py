"""Everyday Spanish and Italian speech: exact triples per failure family.

Every sentence is written for this file. The families: a former residence or job said with
"soler" and a lower-case place, a greeting before a first-person verb, a name said with the
place the speaker comes from, a lower-case name after the user's kin noun (read by the Spanish
tagger as a verb), an adjective after an Italian kin noun, a job with "fare" for anyone and the
workplace after it, an Italian "un sacco" that is an amount or an intensifier, and a named
third party's likings said with "piacere".
"""

from __future__ import annotations

import pytest

from hotmem.types import Extraction


def facts(extraction: Extraction) -> set[tuple[str, ...]]:
    """Triples; negated facts carry a fourth element "NOT"."""
    return {f.key + (("NOT",) if f.negated else ()) for f in extraction.facts}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("solía trabajar en una farmacia", {("you", "works_at", "farmacia", "NOT")}),
        ("solíamos vivir en un pueblo", {("you", "lives_in", "pueblo", "NOT")}),
    ],
)
def test_a_former_state_with_soler_keeps_its_lower_case_place(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "hola qué tal soy ramiro", {("you", "name", "ramiro")}),
        ("es", "buenas, vivo en cádiz", {("you", "lives_in", "cádiz")}),
        ("it", "ciao sono giada", {("you", "name", "giada")}),
    ],
)
def test_a_greeting_before_a_first_person_verb_is_dropped(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy marisol de valladolid",
         {("you", "name", "marisol"), ("you", "born_in", "valladolid")}),
        ("it", "ciao sono tiziana di lecce",
         {("you", "name", "tiziana"), ("you", "born_in", "lecce")}),
        ("it", "sono marco di roma e lavoro in banca",
         {("you", "name", "marco"), ("you", "born_in", "roma"), ("you", "works_at", "banca")}),
    ],
)
def test_a_name_said_with_the_place_the_speaker_comes_from(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_subject_taught_after_a_job_word_is_no_origin(extract_in):
    assert facts(extract_in("es")("soy profe de historia")) == {
        ("you", "is", "profe de historia")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "mi perro bruno adora la nieve",
         {("you", "dog", "bruno"), ("bruno", "likes", "nieve")}),
        ("it", "il mio gatto pepe odia la pioggia",
         {("you", "cat", "pepe"), ("pepe", "dislikes", "pioggia")}),
        ("it", "mio cugino tiago vive a lisbona",
         {("you", "cousin", "tiago"), ("tiago", "lives_in", "lisbona")}),
    ],
)
def test_a_lower_case_name_after_the_users_kin_noun(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_spanish_kin_noun_before_its_verb_stays_as_it_is(extract_in):
    assert facts(extract_in("es")("mi hermana trabaja en un banco")) == {
        ("sister", "works_at", "banco")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mia sorella minore fa la dentista", {("sister", "is", "dentista")}),
        ("la mia migliore amica si chiama ornella", {("you", "friend", "ornella")}),
        ("mio figlio piccolo gioca a calcio", {("son", "likes", "calcio")}),
    ],
)
def test_an_adjective_beside_an_italian_kin_noun_is_no_name(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mio padre fa il fornaio", {("father", "is", "fornaio")}),
        ("giorgio fa il notaio", {("giorgio", "is", "notaio")}),
        ("faccio la commessa in un negozio",
         {("you", "is", "commessa"), ("you", "works_at", "negozio")}),
    ],
)
def test_a_job_said_with_fare_for_anyone_and_its_workplace(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize("text", ["faccio la spesa al mercato", "faccio il bagno al mare"])
def test_fare_with_an_errand_is_no_job(extract_in, text):
    assert facts(extract_in("it")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi piace un sacco nuotare", {("you", "likes", "nuotare")}),
        ("mi piacciono un sacco i gatti", {("you", "likes", "gatti")}),
        ("ho un sacco di cugini", {("you", "has", "cousin")}),
    ],
)
def test_un_sacco_is_an_amount_or_an_intensifier_never_a_thing(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a federica piace il tennis", {("federica", "likes", "tennis")}),
        ("A Luca non piace il pesce", {("luca", "likes", "pesce", "NOT")}),
    ],
)
def test_a_named_third_party_likes_with_piacere(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected
