"""Casual Spanish: a lower-case place the tagger misreads.

Every sentence is written for this file. Speech-to-text writes "vivo en salamanca" without
capitals; the small Spanish model then tags the place as an adverb or hangs it as a compound
of the verb, and the place was lost. With its preposition right before it and nothing after
it, such a word is the place; a word of the language's own ("en serio", "en casa") is not.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vivo en salamanca", {("you", "lives_in", "salamanca")}),
        ("mi tío vive en lyon", {("uncle", "lives_in", "lyon")}),
        ("mi pareja y yo vivimos en salamanca",
         {("partner", "lives_in", "salamanca"), ("you", "lives_in", "salamanca")}),
        ("aprendo alemán porque mi hermana vive en lyon", {("sister", "lives_in", "lyon")}),
    ],
)
def test_a_lower_case_place_after_its_preposition_is_the_place(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize("text", ["vivo en serio", "trabajo en casa"])
def test_a_word_of_the_language_after_a_preposition_is_no_place(extract_in, text):
    assert facts(extract_in("es")(text)) == set()
