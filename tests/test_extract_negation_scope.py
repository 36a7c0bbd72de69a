"""Negated facts in casual speech: a stopped habit, a state that has ended, a denying
determiner inside a list, and "not only", which denies nothing. A negated fact is never stored
as a positive one. Every sentence here was written for this file."""

from __future__ import annotations

import pytest

from hotmem.extract.negation_intensifiers import drop_negation_intensifiers
from hotmem.lang import get_lexicon
from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i stopped eating pork two years ago", {("you", "eats", "pork", "NOT")}),
        ("en", "my uncle stopped eating red meat", {("uncle", "eats", "red meat", "NOT")}),
        ("en", "i stopped working at the pharmacy in june",
         {("you", "works_at", "pharmacy", "NOT")}),
        ("es", "dejé de comer pollo el año pasado", {("you", "eats", "pollo", "NOT")}),
        ("es", "dejé de trabajar en la panadería", {("you", "works_at", "panadería", "NOT")}),
        ("fr", "j'ai arrêté de travailler chez michelin",
         {("you", "works_at", "michelin", "NOT")}),
    ],
)
def test_a_stopped_habit_is_denied(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i'm no longer a plumber", {("you", "is", "plumber", "NOT")}),
        ("en", "i'm no longer vegetarian", {("you", "is", "vegetarian", "NOT")}),
        ("en", "i was a plumber but not anymore", {("you", "is", "plumber", "NOT")}),
        ("en", "i lived in hamburg but not anymore", {("you", "lives_in", "hamburg", "NOT")}),
        ("fr", "j'ai habité à nantes mais plus maintenant",
         {("you", "lives_in", "nantes", "NOT")}),
        ("es", "vivía en cuenca pero ahora no", {("you", "lives_in", "cuenca", "NOT")}),
    ],
)
def test_a_state_said_to_have_ended_is_denied(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_denying_determiner_inside_a_spanish_list_denies_only_its_item(extract_in):
    assert facts(extract_in("es")("tengo una gata y ningún perro")) == {
        ("you", "has", "cat"), ("you", "has", "dog", "NOT")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i'm not only a nurse but also a painter", {("you", "is", "nurse")}),
        ("en", "i don't just like reggae, i love it", {("you", "likes", "reggae")}),
        ("fr", "je suis non seulement pompier mais aussi musicien", {("you", "is", "pompier")}),
    ],
)
def test_not_only_denies_nothing(extract_in, lang, text, expected):
    assert expected <= facts(extract_in(lang)(text))
    assert not any(f.negated for f in extract_in(lang)(text).facts)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "ho smesso di mangiare maiale", {("you", "eats", "maiale", "NOT")}),
        ("it", "mio fratello ha smesso di mangiare la carne",
         {("brother", "eats", "carne", "NOT")}),
        ("it", "ho smesso di lavorare in farmacia", {("you", "works_at", "farmacia", "NOT")}),
        ("de", "ich habe aufgehört schweinefleisch zu essen",
         {("you", "eats", "schweinefleisch", "NOT")}),
        ("de", "ich habe aufgehört bei bosch zu arbeiten", {("you", "works_at", "bosch", "NOT")}),
    ],
)
def test_a_stopped_habit_is_denied_without_a_parser(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_stopping_said_not_to_have_happened_affirms(extract_in):
    assert facts(extract_in("it")("non ho smesso di suonare il violino")) == {
        ("you", "likes", "violino")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "ich spiele nicht nur schlagzeug sondern auch bass",
         {("you", "likes", "schlagzeug")}),
        ("it", "suono non solo il violino ma anche la viola",
         {("you", "likes", "violino"), ("you", "likes", "viola")}),
    ],
)
def test_not_only_denies_nothing_without_a_parser(extract_in, lang, text, expected):
    assert expected <= facts(extract_in(lang)(text))
    assert not any(f.negated for f in extract_in(lang)(text).facts)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "j'adore le tennis mais pas le squash",
         {("you", "likes", "tennis"), ("you", "likes", "squash", "NOT")}),
        ("fr", "j'ai une tortue mais pas de chat",
         {("you", "has", "turtle"), ("you", "has", "cat", "NOT")}),
        ("fr", "je mange du poulet mais pas de bœuf",
         {("you", "eats", "poulet"), ("you", "eats", "bœuf", "NOT")}),
        ("es", "me gusta el tenis pero no el golf",
         {("you", "likes", "tenis"), ("you", "likes", "golf", "NOT")}),
    ],
)
def test_a_but_not_item_is_denied_and_the_rest_stated(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "je n'aime pas du tout la voile", {("you", "likes", "voile", "NOT")}),
        ("fr", "j'aime pas le karaoké du tout", {("you", "likes", "karaoké", "NOT")}),
        ("it", "il ciclismo non è proprio il mio genere", {("you", "likes", "ciclismo", "NOT")}),
        ("it", "non mi piace affatto il rugby", {("you", "likes", "rugby", "NOT")}),
        ("es", "no me gusta para nada el boxeo", {("you", "likes", "boxeo", "NOT")}),
        ("de", "ich esse gar kein lamm", {("you", "eats", "lamm", "NOT")}),
        ("en", "i have no cats whatsoever", {("you", "has", "cat", "NOT")}),
    ],
)
def test_a_word_that_only_strengthens_a_negation_is_no_part_of_the_fact(
        extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "vivo proprio a lecce", "vivo proprio a lecce"),
        ("it", "non è proprio il mio genere", "non è il mio genere"),
        ("fr", "c'est du tout bon. je ne bois pas du tout", "c'est du tout bon. je ne bois pas"),
        ("de", "das ist überhaupt nicht mein ding", "das ist nicht mein ding"),
    ],
)
def test_an_intensifier_is_dropped_only_next_to_a_negation(lang, text, expected):
    assert drop_negation_intensifiers(text, get_lexicon(lang)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("como mucho arroz pero no como marisco",
         {("you", "eats", "arroz"), ("you", "eats", "marisco", "NOT")}),
        ("como pollo pero no cordero",
         {("you", "eats", "pollo"), ("you", "eats", "cordero", "NOT")}),
        ("soy vegana, no como huevos", {("you", "is", "vegana"), ("you", "eats", "huevos", "NOT")}),
    ],
)
def test_spanish_como_denied_after_a_coordinator_or_comma(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "sailing is not for me", {("you", "likes", "sailing", "NOT")}),
        ("es", "el esquí no es para mí", {("you", "likes", "esquí", "NOT")}),
        ("fr", "la plongée c'est pas pour moi", {("you", "likes", "plongée", "NOT")}),
    ],
)
def test_a_thing_said_not_to_be_for_me_is_a_denied_liking(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_thing_said_to_be_for_me_states_no_taste(extract_in):
    assert facts(extract_in("en")("this gift is for me")) == set()


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i have no car but two bikes", {("you", "has", "car", "NOT"),
                                                ("you", "has", "two bikes")}),
        ("es", "no tengo coche sino una moto", {("you", "has", "coche", "NOT"),
                                                 ("you", "has", "moto")}),
        ("fr", "j'ai pas de voiture mais un scooter", {("you", "has", "voiture", "NOT"),
                                                       ("you", "has", "scooter")}),
        ("de", "ich habe kein auto aber zwei fahrräder", {("you", "has", "auto", "NOT"),
                                                          ("you", "has", "zwei fahrräder")}),
        ("it", "non ho un giardino ma un terrazzo", {("you", "has", "giardino", "NOT"),
                                                     ("you", "has", "terrazzo")}),
    ],
)
def test_an_item_after_but_does_not_share_the_clause_negation(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "mon frère mange pas de poisson", {("brother", "eats", "poisson", "NOT")}),
        ("fr", "ma mère mange du tofu", {("mother", "eats", "tofu")}),
    ],
)
def test_what_someone_else_eats_or_not_is_their_diet_in_french(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected
