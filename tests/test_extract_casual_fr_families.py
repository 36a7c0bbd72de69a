"""Casual spoken French, weak families of the casual held-out figures: exact triples.

Every sentence is written for this file. The families: lists of likes or possessions spoken
without commas or joined by the parser to the verb instead of the first object ("je kiffe les
séries et les mangas", "j'aime le jazz le rap et la soul"); self-repairs of a place whose
answering "non" the parser hangs on the verb ("chez renault, enfin non, chez peugeot") or
whose two places it reads as one ("à tours enfin non à blois"); negations said without
"ne" ("j'habite plus à X", "je mange jamais de X") and denied partitive objects the parser
tags as anything ("on a pas de télé", "ma femme mange pas de viande").
"""

from __future__ import annotations

import pytest

from hotmem.types import Extraction


def facts(extraction: Extraction) -> set[tuple[str, ...]]:
    """Triples; negated facts carry a fourth element "NOT"."""
    return {f.key + (("NOT",) if f.negated else ()) for f in extraction.facts}


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je kiffe les séries policières et les mangas",
         {("you", "likes", "séries policières"), ("you", "likes", "mangas")}),
        ("euh j'adore le volley et le handball quoi",
         {("you", "likes", "volley"), ("you", "likes", "handball")}),
        ("j'aime bien le blues le reggae et le rap",
         {("you", "likes", "blues"), ("you", "likes", "reggae"),
          ("you", "likes", "rap")}),
        ("j'adore les crêpes la raclette et les lasagnes",
         {("you", "likes", "crêpes"), ("you", "likes", "raclette"),
          ("you", "likes", "lasagnes")}),
        ("j'ai un lapin et deux perruches",
         {("you", "has", "rabbit"), ("you", "has", "two budgies")}),
    ],
)
def test_list_of_likes_or_things_had(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je bosse chez valeo, enfin non, chez safran",
         {("you", "works_at", "valeo", "NOT"), ("you", "works_at", "safran")}),
        ("mon frère vit à colmar, non pardon, à mulhouse",
         {("brother", "lives_in", "colmar", "NOT"), ("brother", "lives_in", "mulhouse")}),
        ("je suis né à angers enfin non à laval",
         {("you", "born_in", "angers", "NOT"), ("you", "born_in", "laval")}),
    ],
)
def test_self_repair_of_a_place(fr, text, expected):
    assert facts(fr(text)) == expected



@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'habite plus à vannes", {("you", "lives_in", "vannes", "NOT")}),
        ("je bosse plus chez darty", {("you", "works_at", "darty", "NOT")}),
        ("je mange plus de mouton", {("you", "eats", "mouton", "NOT")}),
        ("moi je mange jamais de crevettes", {("you", "eats", "crevettes", "NOT")}),
        ("je ne mange jamais de canard", {("you", "eats", "canard", "NOT")}),
        ("nous on a plus de piscine", {("you", "has", "piscine", "NOT")}),
        ("on a pas de télé", {("you", "has", "télé", "NOT")}),
        ("nous on a pas de jardin", {("you", "has", "jardin", "NOT")}),
        ("ma femme mange pas de poulet", {("wife", "eats", "poulet", "NOT")}),
    ],
)
def test_spoken_negation_without_ne(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai plus de 40 ans", {("you", "age", "40")}),  # an amount, no negation
        ("j'aime plus le rap", {("you", "likes", "rap", "NOT")}),
    ],
)
def test_plus_as_an_amount_or_no_longer(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("j'habite plus à paris", "j'habite pas à paris"),
        ("on n'a jamais de chance", "on n'a pas de chance"),
        ("j'ai plus de 40 ans", "j'ai plus de 40 ans"),
        ("j'aime plus le thé que le café", "j'aime plus le thé que le café"),
        ("moi non plus", "moi non plus"),
    ],
)
def test_spoken_negation_read_before_parsing(text, read):
    from hotmem.extract.spoken_negation import read_spoken_negations
    from hotmem.lang import get_lexicon

    assert read_spoken_negations(text, get_lexicon("fr")) == read
