"""Spoken self-repairs of a place or employer, in every language: the place taken back is
denied and the one meant is stated; a bare negation still rejects the second place instead.

Sentences written for this file.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i live in derby uh no in leicester",
         {("you", "lives_in", "derby", "NOT"), ("you", "lives_in", "leicester")}),
        ("en", "i work at asda um no sorry at lidl",
         {("you", "works_at", "asda", "NOT"), ("you", "works_at", "lidl")}),
        ("es", "vivo en cádiz eh no en huelva",
         {("you", "lives_in", "cádiz", "NOT"), ("you", "lives_in", "huelva")}),
        ("fr", "j'habite à rennes euh non à brest",
         {("you", "lives_in", "rennes", "NOT"), ("you", "lives_in", "brest")}),
        ("it", "abito a parma anzi a modena",
         {("you", "lives_in", "parma", "NOT"), ("you", "lives_in", "modena")}),
        ("de", "ich wohne in gera äh nein in jena",
         {("you", "lives_in", "gera", "NOT"), ("you", "lives_in", "jena")}),
        ("de", "ich arbeite bei opel ach nein bei ford",
         {("you", "works_at", "opel", "NOT"), ("you", "works_at", "ford")}),
        ("de", "meine tante wohnt in trier oder nein in koblenz",
         {("aunt", "lives_in", "trier", "NOT"), ("aunt", "lives_in", "koblenz")}),
    ],
)
def test_a_place_taken_back_is_denied_and_the_one_meant_stated(extract_in, lang, text,
                                                                expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "trabajo en el hospital no en la clínica",
         {("you", "works_at", "hospital"), ("you", "works_at", "clínica", "NOT")}),
        ("it", "abito a lucca non a pisa",
         {("you", "lives_in", "lucca"), ("you", "lives_in", "pisa", "NOT")}),
        ("de", "ich wohne in gera nicht in jena",
         {("you", "lives_in", "gera"), ("you", "lives_in", "jena", "NOT")}),
    ],
)
def test_a_bare_negation_rejects_the_second_place(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_two_places_joined_by_and_are_both_stated(extract_in):
    assert facts(extract_in("de")("ich wohne in gera und arbeite in jena")) == {
        ("you", "lives_in", "gera"), ("you", "works_at", "jena")}
