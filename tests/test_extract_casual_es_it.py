"""Casual Spanish and Italian: exact triples per failure family.

Every sentence is written for this file. The families: lists without commas or with a
preposition on every item, a thing judged the worst or the best, liking adjectives with their
preposition, negation words used as fillers, pets other than dogs and cats keyed in English,
counted pets with a judging adjective, allergens and liked kinds kept as said, a partner and
the speaker as one subject, a greeting stacked on another, a question opened with "¿".
"""

from __future__ import annotations

import pytest

from hotmem.types import Extraction


def facts(extraction: Extraction) -> set[tuple[str, ...]]:
    """Triples; negated facts carry a fourth element "NOT"."""
    return {f.key + (("NOT",) if f.negated else ()) for f in extraction.facts}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "mi piacciono il risotto le lasagne e la polenta",
         {("you", "likes", "risotto"), ("you", "likes", "lasagne"),
          ("you", "likes", "polenta")}),
        ("it", "gioco a bocce, a biliardo e a carte",
         {("you", "likes", "bocce"), ("you", "likes", "biliardo"), ("you", "likes", "carte")}),
        ("es", "me gustan el rock el jazz y el blues",
         {("you", "likes", "rock"), ("you", "likes", "jazz"), ("you", "likes", "blues")}),
        ("es", "Juego al baloncesto, al golf y al dominó.",
         {("you", "likes", "baloncesto"), ("you", "likes", "golf"),
          ("you", "likes", "dominó")}),
    ],
)
def test_every_item_of_a_spoken_list_is_liked(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_prepositional_list_stops_at_another_preposition(extract_in):
    assert facts(extract_in("it")("gioco a golf con mio zio")) == {("you", "likes", "golf")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "il venerdì è il giorno migliore", {("you", "likes", "venerdì")}),
        ("it", "la nebbia è la cosa peggiore", {("you", "dislikes", "nebbia")}),
        ("es", "Los atascos son lo peor.", {("you", "dislikes", "atascos")}),
    ],
)
def test_a_thing_judged_the_worst_or_best_is_disliked_or_liked(extract_in, lang, text,
                                                                 expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [("it", "mio cugino è il migliore"), ("it", "questa pizza è la migliore del mondo"),
     ("es", "mi hermana es la mejor")],
)
def test_a_person_or_a_scoped_superlative_is_no_liking(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mia zia va matta per il burraco", {("aunt", "likes", "burraco")}),
        ("sono appassionato di astronomia", {("you", "likes", "astronomia")}),
        ("Detesto la pioggia.", {("you", "dislikes", "pioggia")}),
    ],
)
def test_italian_liking_adjectives_and_verbs(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("eh niente io abito a rimini", {("you", "lives_in", "rimini")}),
        ("niente, lavoro in una farmacia", {("you", "works_at", "farmacia")}),
        ("Ho il diabete, quindi niente dolci.", {("you", "has_condition", "diabete")}),
        ("non abito a rimini", {("you", "lives_in", "rimini", "NOT")}),
    ],
)
def test_a_filler_negation_negates_nothing(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "tengo un conejo y dos loros", {("you", "has", "rabbit"),
                                              ("you", "has", "two parrots")}),
        ("es", "mi tortuga se llama Rayo", {("you", "turtle", "rayo")}),
        ("it", "ho un criceto e due tartarughe", {("you", "has", "hamster"),
                                                 ("you", "has", "two turtles")}),
        ("it", "il mio cavallo si chiama Tuono", {("you", "horse", "tuono")}),
    ],
)
def test_other_pets_are_keyed_in_english(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "Tengo tres perros preciosos.", {("you", "has", "three dogs")}),
        ("it", "Ho due cani meravigliosi.", {("you", "has", "two dogs")}),
    ],
)
def test_a_counted_pet_drops_its_judging_adjective(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy alérgico a los perros", {("you", "allergic_to", "perros")}),
        ("it", "sono allergica ai cani", {("you", "allergic_to", "cani")}),
        ("es", "a mi sobrina le encantan los caballos", {("niece", "likes", "caballos")}),
    ],
)
def test_an_allergen_or_a_liked_kind_keeps_the_word_said(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_partner_and_the_speaker_both_live_there(extract_in):
    assert facts(extract_in("es")("Mi marido y yo vivimos en Burgos.")) == {
        ("you", "lives_in", "burgos"), ("husband", "lives_in", "burgos")}


def test_stacked_greetings_are_no_name(extract_in):
    assert facts(extract_in("es")("Oye, hola, mi nombre es Valeria.")) == {
        ("you", "name", "valeria")}


def test_a_question_opened_with_a_comma_and_inverted_mark_keeps_the_fact(extract_in):
    extraction = extract_in("es")("Mi hija es alérgica al huevo, ¿qué tarta le preparo?")
    assert facts(extraction) == {("daughter", "allergic_to", "huevo")}
