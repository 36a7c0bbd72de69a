"""Casual spoken French, weak families of the casual held-out figures: exact triples.

Every sentence is written for this file. The families: lists of likes or possessions spoken
without commas or joined by the parser to the verb instead of the first object ("je kiffe les
séries et les mangas", "j'aime le jazz le rap et la soul"); self-repairs of a place whose
answering "non" the parser hangs on the verb ("chez renault, enfin non, chez peugeot") or
whose two places it reads as one ("à tours enfin non à blois").
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

