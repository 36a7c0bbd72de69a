"""Casual English speech, second round: forms chat and speech-to-text use for facts that the
first round missed. Every sentence here was written for this file."""

from __future__ import annotations

import pytest

from hotmem.types import Extraction


def facts(extraction: Extraction) -> set[tuple[str, ...]]:
    """Triples; negated facts carry a fourth element "NOT"."""
    return {f.key + (("NOT",) if f.negated else ()) for f in extraction.facts}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("have been to peru and chile", {("you", "went_to", "peru"), ("you", "went_to", "chile")}),
        ("have been to ghana twice loved it", {("you", "went_to", "ghana")}),
        ("just been to lisbon with my aunt", {("you", "went_to", "lisbon")}),
        ("have lived in tromso for years", {("you", "lives_in", "tromso")}),
    ],
)
def test_a_perfect_without_its_subject_is_the_speakers(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize("text", ["have a nice day", "have been busy lately", "been to lima?"])
def test_a_wish_a_state_or_a_question_without_subject_states_no_fact(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i work online, it suits me", {("you", "works_at", "online")}),
        ("a year ago i started working online", {("you", "works_at", "online")}),
        ("thankfully i can work from home now", {("you", "works_at", "home")}),
        ("my brother works from home", {("brother", "works_at", "home")}),
        ("i don't work from home anymore", {("you", "works_at", "home", "NOT")}),
        ("I work remotely for a bakery chain.", {("you", "works_at", "bakery chain")}),
    ],
)
def test_working_online_or_from_home_is_where_one_works(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_working_from_a_time_is_no_workplace(extract_in):
    assert facts(extract_in("en")("i work from monday to thursday")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i like nicholas sparks", {("you", "likes", "nicholas sparks")}),
        ("i love james patterson", {("you", "likes", "james patterson")}),
    ],
)
def test_a_lower_case_name_read_as_a_clause_is_what_is_liked(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize("text", ["i love it when people smile", "i love when people say hi"])
def test_a_liked_situation_with_a_pronoun_or_no_subject_names_nothing(extract_in, text):
    assert facts(extract_in("en")(text)) == set()
