"""Casual Spanish: a greeting asked as a question, and a capitalised verb opening a sentence.

Every sentence is written for this file. "Hola, ¿qué tal? Me llamo Irene": the greeting kept
its question marks and the turn was read as a question, the name lost. "Soy Gonzalo." was read
as one proper noun ("Soy Gonzalo") and "Tengo artritis desde joven." as a name; the first word
of a sentence is capitalised whatever it is, and a verb form of the table is a verb there too.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hola, ¿qué tal? Me llamo Irene.", {("you", "name", "irene")}),
        ("buenas ¿qué tal? soy quique y soy electricista",
         {("you", "name", "quique"), ("you", "is", "electricista")}),
    ],
)
def test_a_greeting_question_before_an_introduction_is_cut(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize("text", ["hola, ¿qué tal?", "¿qué tal tu día?", "hola ¿vives en lugo?"])
def test_a_greeting_question_alone_or_before_a_question_states_nothing(extract_in, text):
    assert facts(extract_in("es")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Soy Gonzalo.", {("you", "name", "gonzalo")}),
        ("Tengo artritis desde joven.", {("you", "has_condition", "artritis")}),
        ("Vivo en Huelva. Soy Amparo.",
         {("you", "lives_in", "huelva"), ("you", "name", "amparo")}),
    ],
)
def test_a_capitalised_verb_form_opening_a_sentence_is_a_verb(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_a_capitalised_name_opening_a_sentence_stays_a_name(extract_in):
    assert facts(extract_in("es")("Marta vive en Cuenca.")) == {("marta", "lives_in", "cuenca")}


def test_german_capitals_are_left_alone(extract_in):
    assert facts(extract_in("de")("Ich wohne in Essen.")) == {("you", "lives_in", "essen")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Estuve en Oslo hace un año.", {("you", "went_to", "oslo")}),
        ("Vengo de honduras.", {("you", "born_in", "honduras")}),
    ],
)
def test_other_capitalised_verb_forms_of_the_table_are_verbs(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Encantada, soy Begoña.", {("you", "name", "begoña")}),
        ("mucho gusto, me llamo tadeo", {("you", "name", "tadeo")}),
    ],
)
def test_pleased_to_meet_you_is_a_greeting_never_a_fact(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_pleased_to_meet_you_alone_states_nothing(extract_in):
    assert facts(extract_in("es")("encantado")) == set()


def test_a_capitalised_trip_verb_before_a_time_stays_as_written(extract_in):
    assert facts(extract_in("es")("Fui a Tallin el invierno pasado.")) == {
        ("you", "went_to", "tallin")}
