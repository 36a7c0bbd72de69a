"""Lone lower-case values after a naming or liking verb: a name only when it can be one, and
never an indefinite pronoun.

Speech-to-text lower-cases everything; the noun-case restorer capitalises unknown German
words of four letters or more, so a longer word still in lower case is one the lemma table
knows (an adjective, a verb) and cannot be the name said. Every sentence is written for this
file.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    "text",
    ["mein name ist kompliziert", "mein name ist lang", "mein name ist schwierig",
     "meine katze heißt schwierig"],
)
def test_a_known_lower_case_word_is_no_name(extract_in, text):
    # "meine katze ..." still says the user has a cat; no name is read from the adjective
    assert facts(extract_in("de")(text)) <= {("you", "has", "cat")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mein name ist ivo", {("you", "name", "ivo")}),
        ("mein neffe heißt ben", {("you", "nephew", "ben")}),
    ],
)
def test_a_short_lower_case_name_is_still_a_name(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "meine oma liebt sowas"),
        ("de", "mein hobby ist eigentlich nichts"),
        ("de", "mein onkel mag alles"),
        ("it", "mio nonno ama tutto"),
    ],
)
def test_an_indefinite_pronoun_is_no_liked_value(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("meine liebe frau arbeitet bei zeiss", {("wife", "works_at", "zeiss")}),
        ("meine liebe Tante wohnt in Passau.", {("aunt", "lives_in", "passau")}),
    ],
)
def test_a_verb_form_after_a_possessive_is_an_adjective(extract_in, text, expected):
    """ "liebe" is also "I love": between owner and kin noun it describes the kin."""
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich liebe katzen aber nicht jeden tag", {("you", "likes", "katzen")}),
        ("ich mag tee aber keinen pfefferminztee",
         {("you", "likes", "tee"), ("you", "likes", "pfefferminztee", "NOT")}),
        ("ich war am wochenende in dresden", {("you", "went_to", "dresden")}),
    ],
)
def test_a_time_span_after_a_contrast_is_no_rejected_thing(extract_in, text, expected):
    """ "aber nicht jeden Tag" limits how often, it names nothing disliked."""
    assert facts(extract_in("de")(text)) == expected


def test_a_rejected_number_followed_by_another_leaves_no_first_number_standing(extract_in):
    """ "7 äh nicht 8 sondern 9": the speaker ends on a third number; the first is not kept
    as a stated age."""
    got = facts(extract_in("de")("meine enkelin ist 7 äh nicht 8 sondern 9"))
    assert got == {("granddaughter", "age", "7", "NOT")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "ho un nuovo lavoro a pisa", {("you", "has", "nuovo lavoro")}),
        ("de", "ich habe eine große liebe", {("you", "has", "große liebe")}),
        ("de", "ich wohne in kiel arbeite in eckernförde",
         {("you", "lives_in", "kiel"), ("you", "works_at", "eckernförde")}),
    ],
)
def test_a_first_person_form_after_article_and_adjective_is_a_noun(extract_in, lang, text,
                                                                  expected):
    """ "un nuovo lavoro" is "a new job", not "a new" and then "I work"; a first person verb
    after a whole clause still opens the next one."""
    assert facts(extract_in(lang)(text)) == expected
