"""A kind numbered in words ("type two diabetes") keeps its number: written as digits before
parsing. Sentences are written for this file."""

from __future__ import annotations

import pytest

from hotmem.extract.numbered_kinds import number_kinds
from hotmem.lang import get_lexicon
from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i have type two diabetes", ("you", "has_condition", "type 2 diabetes")),
        ("en", "i was diagnosed with type one diabetes as a kid",
         ("you", "has_condition", "type 1 diabetes")),
        ("fr", "j'ai un diabète de type deux", ("you", "has_condition", "diabète de type 2")),
    ],
)
def test_a_condition_numbered_in_words_is_kept_whole(extract_in, lang, text, expected):
    got = facts(extract_in(lang)(text))
    assert expected in got
    assert ("you", "has_condition", "type") not in got


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "we have two types of cheese", "we have two types of cheese"),
        ("en", "i'm a type of person who likes quiet", "i'm a type of person who likes quiet"),
        ("en", "my typewriter has two keys missing", "my typewriter has two keys missing"),
        ("en", "I work at Type Two Studios.", "I work at Type Two Studios."),  # a name
        ("es", "tengo diabetes tipo dos", "tengo diabetes tipo 2"),
        ("de", "ich habe typ zwei diabetes", "ich habe typ zwei diabetes"),  # no table: as is
    ],
)
def test_only_a_number_word_after_a_numbered_noun_is_rewritten(lang, text, expected):
    assert number_kinds(text, get_lexicon(lang)) == expected
