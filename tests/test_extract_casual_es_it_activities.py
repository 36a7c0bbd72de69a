"""Casual Spanish and Italian, fourth round: lists of activities and pastimes.

Every sentence is written for this file. The families: several activities liked in one breath,
each with its own object or place ("camminare in montagna e cucinare"), said without commas
("leggere dipingere e nuotare"), an infinitive the verb tables know ("giocare a tennis") first
or last in the list, and the user's hobbies named by the noun ("i miei hobby sono ...").
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "mi piace correre al parco e disegnare",
         {("you", "likes", "correre al parco"), ("you", "likes", "disegnare")}),
        ("it", "amo fare yoga dipingere e ballare",
         {("you", "likes", "fare yoga"), ("you", "likes", "dipingere"),
          ("you", "likes", "ballare")}),
        # a season after the first activity is when, not what
        ("it", "adoro sciare in inverno nuotare e leggere",
         {("you", "likes", "sciare"), ("you", "likes", "nuotare"),
          ("you", "likes", "leggere")}),
        ("it", "mi piace dipingere cucinare e viaggiare",
         {("you", "likes", "dipingere"), ("you", "likes", "cucinare"),
          ("you", "likes", "viaggiare")}),
        ("it", "adoro giocare a scacchi e nuotare",
         {("you", "likes", "giocare a scacchi"), ("you", "likes", "nuotare")}),
        ("it", "mi piace ballare e suonare il pianoforte",
         {("you", "likes", "ballare"), ("you", "likes", "suonare il pianoforte")}),
        ("es", "me gusta nadar escalar y montar en bici",
         {("you", "likes", "nadar"), ("you", "likes", "escalar"),
          ("you", "likes", "montar en bici")}),
        ("es", "me gusta la pesca el golf y pintar",
         {("you", "likes", "pesca"), ("you", "likes", "golf"), ("you", "likes", "pintar")}),
        ("it", "mio zio ama pescare e giocare a bocce",
         {("uncle", "likes", "pescare"), ("uncle", "likes", "giocare a bocce")}),
        # an infinitive with its object stays one activity; a noun after it is its object too
        ("it", "amo preparare la pizza e il pane",
         {("you", "likes", "preparare la pizza")}),
        # an adjective in -are is no activity: one liked thing
        ("it", "mi piace la musica popolare", {("you", "likes", "musica popolare")}),
    ],
)
def test_every_activity_of_a_spoken_list_is_liked(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "i miei hobby sono il giardinaggio la pesca e gli scacchi",
         {("you", "likes", "giardinaggio"), ("you", "likes", "pesca"),
          ("you", "likes", "scacchi")}),
        ("it", "il mio hobby è la ceramica", {("you", "likes", "ceramica")}),
        ("it", "i miei passatempi sono correre e disegnare",
         {("you", "likes", "correre"), ("you", "likes", "disegnare")}),
        ("es", "mis hobbies son cantar bailar y hacer puzles",
         {("you", "likes", "cantar"), ("you", "likes", "bailar"),
          ("you", "likes", "hacer puzles")}),
        ("es", "mi hobby es la cerámica", {("you", "likes", "cerámica")}),
        ("es", "mis aficiones son el ciclismo y la pesca",
         {("you", "likes", "ciclismo"), ("you", "likes", "pesca")}),
        ("es", "mi pasatiempo es tejer", {("you", "likes", "tejer")}),
    ],
)
def test_hobbies_named_by_the_noun_are_liked(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # a count opens the next item of a list said without commas
        ("es", "tengo un conejo tres gatos y un loro",
         {("you", "has", "rabbit"), ("you", "has", "three cats"), ("you", "has", "parrot")}),
        ("it", "ho una sorella tre cugini e un cane",
         {("you", "has", "sister"), ("you", "has", "three cousins"), ("you", "has", "dog")}),
        # an amount ("un po' di") before an item is no preposition: the item is listed
        ("it", "ascolto il blues un po' di reggae e la musica lirica",
         {("you", "likes", "blues"), ("you", "likes", "reggae"),
          ("you", "likes", "musica lirica")}),
        ("it", "ho un sacco di amici", {("you", "has", "friend")}),
    ],
)
def test_counts_and_amounts_open_items_of_a_spoken_list(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where an activity with its object is done is no part of it; company is
        ("adoro guardare i film sul divano", {("you", "likes", "guardare i film")}),
        ("mi piace bere il caffè al bar sotto casa", {("you", "likes", "bere il caffè")}),
        ("amo disegnare fumetti in cucina", {("you", "likes", "disegnare fumetti")}),
        ("mi piace fare una passeggiata con il mio compagno",
         {("you", "likes", "fare una passeggiata con il mio compagno")}),
    ],
)
def test_an_activity_is_liked_without_the_place_it_is_done_in(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "holaaa soy rocío de sevilla",
         {("you", "name", "rocío"), ("you", "born_in", "sevilla")}),
        ("it", "ciaooo sono ludovica", {("you", "name", "ludovica")}),
        ("es", "holaa", set()),
    ],
)
def test_a_stretched_greeting_is_still_a_greeting(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["il golf non è proprio il mio genere", "la danza non è davvero il mio genere"],
)
def test_a_denied_liking_survives_a_filler_inside_the_phrase(extract_in, text):
    thing = text.split()[1]
    assert facts(extract_in("it")(text)) == {("you", "likes", thing, "NOT")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a liked animal keeps the word said, as after "adoro"; the age stays the kin's
        ("mio fratello ha 9 anni e va pazzo per i conigli",
         {("brother", "age", "9"), ("brother", "likes", "conigli")}),
        ("vado matta per i gatti", {("you", "likes", "gatti")}),
    ],
)
def test_a_liked_animal_after_a_liking_adjective_is_kept_as_said(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected
