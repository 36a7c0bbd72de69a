"""Ages said in words ("my son is seven", "a onze ans"): stored as digits, only as a person's age.

Sentences are written for this file. Near-misses: a time ("it's seven"), a count ("we are four",
"one of five kids"), a number of a thing ("my answer is nine") and years of something else
("cinco años de experiencia") give no age.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "my son theo is seven", ("theo", "age", "7")),
        ("en", "our granddaughter priya is twelve and loves painting", ("priya", "age", "12")),
        ("en", "my nephew is twenty-one now", ("nephew", "age", "21")),
        ("en", "my brother is twenty one years old", ("brother", "age", "21")),
        ("en", "i'm forty two", ("you", "age", "42")),
        ("en", "my dad is seventy-eight and still drives", ("father", "age", "78")),
        ("es", "mi sobrina lucía tiene doce años y le encanta nadar", ("niece", "age", "12")),
        ("fr", "mon neveu jules a onze ans et il adore le foot", ("jules", "age", "11")),
        ("fr", "ma grand-mère a quatre-vingt-sept ans", ("grandmother", "age", "87")),
        ("fr", "j'ai trente-deux ans", ("you", "age", "32")),
        ("it", "mia nipote giorgia ha nove anni e ama disegnare", ("giorgia", "age", "9")),
        ("it", "ho trentadue anni", ("you", "age", "32")),
    ],
)
def test_an_age_said_in_words_is_stored_as_digits(extract_in, lang, text, expected):
    assert expected in facts(extract_in(lang)(text))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "it's seven and i'm still in bed"),
        ("en", "we are four in the family"),
        ("en", "i'm one of five kids"),
        ("en", "the meeting is at seven"),
        ("en", "my lucky number is seven"),
        ("en", "my answer is nine"),
        ("en", "the kids are nine and eleven"),
        ("en", "My kitten is ten weeks old."),  # weeks, months, days: no age in years
        ("en", "My son is nine months old."),
        ("es", "tengo cinco años de experiencia en ventas"),
        ("es", "tengo dos perros"),
        ("fr", "j'ai trois ans d'expérience dans la vente"),
        ("fr", "j'ai deux chats"),
        ("it", "ho due gatti"),
    ],
)
def test_a_number_word_that_is_no_age_gives_none(extract_in, lang, text):
    assert not any(f[1] == "age" for f in facts(extract_in(lang)(text)))
