"""Casual Spanish and Italian: corrections, conditions and names, exact triples per family.

Every sentence is written for this file. The families: a correction that repeats the
preposition before the right place ("en Lugo, perdón, en León"), a one-word correction marker
the parser joins to the place as a second one, a condition said with how long it has lasted
("desde pequeño"), a "sobre todo" that singles out one liked thing, and "me llamo" before a
name that is also a verb form ("Lucía").
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "trabajo en Mercadona, bueno no, en Carrefour",
         {("you", "works_at", "mercadona", "NOT"), ("you", "works_at", "carrefour")}),
        ("es", "mi hermana vive en Lugo, perdón, en León",
         {("sister", "lives_in", "lugo", "NOT"), ("sister", "lives_in", "león")}),
        ("es", "vivo en Vigo, mejor dicho, en Ourense",
         {("you", "lives_in", "vigo", "NOT"), ("you", "lives_in", "ourense")}),
        ("es", "trabajo en el Prado, quiero decir, en el Reina Sofía",
         {("you", "works_at", "prado", "NOT"), ("you", "works_at", "reina sofía")}),
        ("en", "i live in glasgow, no wait, in edinburgh",
         {("you", "lives_in", "glasgow", "NOT"), ("you", "lives_in", "edinburgh")}),
    ],
)
def test_a_correction_names_the_right_place_without_its_preposition(
        extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "tengo diabetes desde pequeño", {("you", "has_condition", "diabetes")}),
        ("es", "tengo migrañas desde niña", {("you", "has_condition", "migrañas")}),
        ("es", "tengo artritis desde los treinta", {("you", "has_condition", "artritis")}),
    ],
)
def test_a_condition_is_stored_without_how_long_it_has_lasted(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_sobre_todo_singles_out_a_liked_thing_without_todo(extract_in):
    assert facts(extract_in("es")("me gusta mucho la música, sobre todo el jazz")) == {
        ("you", "likes", "música"), ("you", "likes", "jazz")}


@pytest.mark.parametrize(
    "text", ["me llamo Lucía", "hola qué tal, me llamo Lucía", "Me llamo Lucía."])
def test_a_name_that_is_also_a_verb_form_is_the_users_name(extract_in, text):
    assert facts(extract_in("es")(text)) == {("you", "name", "lucía")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy de tudela bueno en realidad de tafalla",
         {("you", "born_in", "tudela", "NOT"), ("you", "born_in", "tafalla")}),
        ("conduzco un opel corsa perdón un opel astra",
         {("you", "owns", "opel corsa", "NOT"), ("you", "owns", "opel astra")}),
        ("mi hijo se llama pablo perdón pedro",
         {("you", "son", "pablo", "NOT"), ("you", "son", "pedro")}),
    ],
)
def test_a_correction_without_commas_denies_the_slip_and_states_the_value(extract_in, text,
                                                                         expected):
    assert facts(extract_in("es")(text)) == expected


def test_a_bare_no_without_a_comma_still_rejects_the_next_place(extract_in):
    assert facts(extract_in("es")("trabajo en el banco no en la tienda")) == {
        ("you", "works_at", "banco"), ("you", "works_at", "tienda", "NOT")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy camarera en un bar de tapas en el centro de cádiz",
         {("you", "is", "camarera"), ("you", "works_at", "bar de tapas")}),
        ("es", "vivo en granada tú conoces algún bar bueno por aquí",
         {("you", "lives_in", "granada")}),
        ("es", "soy celíaco así que nada de gluten porfa", {("you", "is", "celíaco")}),
        ("it", "la mia canzone preferita è albachiara soprattutto dal vivo",
         {("you", "favorite_song", "albachiara")}),
        ("it", "mi piace la pizza soprattutto quella napoletana", {("you", "likes", "pizza")}),
    ],
)
def test_an_object_ends_before_its_place_a_focus_word_or_a_question(extract_in, lang, text,
                                                                  expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soffro di emicrania", {("you", "has_condition", "emicrania")}),
        ("mia madre soffre di artrite", {("mother", "has_condition", "artrite")}),
        ("sono originaria della Puglia", {("you", "born_in", "puglia")}),
        ("mio padre è originario della Calabria", {("father", "born_in", "calabria")}),
        ("ciao ciao sono Federica", {("you", "name", "federica")}),
        ("sono Martina e vivo a Pisa", {("you", "name", "martina"), ("you", "lives_in", "pisa")}),
        ("tutti mi chiamano Lulù", {("you", "name", "lulù")}),
    ],
)
def test_italian_conditions_origins_and_names(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    "text", ["mi chiamano sempre i clienti", "mi chiamano i miei genitori", "mi chiamano spesso"])
def test_who_calls_the_speaker_is_no_name(extract_in, text):
    assert facts(extract_in("it")(text)) == set()


def test_a_job_word_with_a_job_suffix_is_still_a_job(extract_in):
    assert facts(extract_in("it")("sono farmacista")) == {("you", "is", "farmacista")}
