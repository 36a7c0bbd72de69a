"""Casual English speech, third round: lists of likes, likes that are reactions, third
parties' dislikes. Every sentence here was written for this file."""

from __future__ import annotations

import pytest

from hotmem.types import Extraction


def facts(extraction: Extraction) -> set[tuple[str, ...]]:
    """Triples; negated facts carry a fourth element "NOT"."""
    return {f.key + (("NOT",) if f.negated else ()) for f in extraction.facts}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm a big fan of soccer and basketball",
         {("you", "likes", "soccer"), ("you", "likes", "basketball")}),
        ("my uncle is a huge fan of the lakers and the dodgers",
         {("uncle", "likes", "lakers"), ("uncle", "likes", "dodgers")}),
        ("i'm not a big fan of opera and ballet",
         {("you", "likes", "opera", "NOT"), ("you", "likes", "ballet", "NOT")}),
    ],
)
def test_every_thing_a_fan_follows_is_liked(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my husband hates olives", {("husband", "dislikes", "olives")}),
        ("rosa hates mondays", {("rosa", "dislikes", "mondays")}),
        ("my son hates broccoli and peas",
         {("son", "dislikes", "broccoli"), ("son", "dislikes", "peas")}),
    ],
)
def test_hates_said_of_someone_else_is_their_dislike(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["i like your answer", "i really love that idea", "i like this suggestion a lot",
     "i love your explanation"],
)
def test_liking_what_the_conversation_shows_is_no_taste(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i love those old kung fu movies", {("you", "likes", "old kung fu movies")}),
        ("i like my job", {("you", "likes", "job")}),
    ],
)
def test_a_plural_demonstrative_or_an_own_thing_is_still_liked(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i work at lidl, sorry, i mean at spar",
         {("you", "works_at", "lidl", "NOT"), ("you", "works_at", "spar")}),
        ("we moved to tucson i mean phoenix",
         {("you", "lives_in", "tucson", "NOT"), ("you", "lives_in", "phoenix")}),
        ("i live in bristol no wait bath",
         {("you", "lives_in", "bristol", "NOT"), ("you", "lives_in", "bath")}),
        ("my cousin works at nokia, no wait, at ericsson",
         {("cousin", "works_at", "nokia", "NOT"), ("cousin", "works_at", "ericsson")}),
        ("i work at boots, scratch that, at superdrug",
         {("you", "works_at", "boots", "NOT"), ("you", "works_at", "superdrug")}),
        ("my cat is called tiger, actually it's tigger",
         {("you", "cat", "tiger", "NOT"), ("you", "cat", "tigger")}),
        ("i was born in porto, or rather in braga",
         {("you", "born_in", "porto", "NOT"), ("you", "born_in", "braga")}),
    ],
)
def test_a_value_taken_back_mid_sentence_is_denied_and_the_one_meant_stated(
        extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i mean, i live in hull", {("you", "lives_in", "hull")}),
        ("i live in hull, actually, love it", {("you", "lives_in", "hull")}),
    ],
)
def test_a_marker_with_no_lone_value_after_it_repairs_nothing(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected
