"""English chat habits: greetings before a statement, contractions typed without their
apostrophe, questions run on after an auxiliary, and words that make a fact no fact.

Each case is a sentence written for this file; outcomes are exact.
"""

from __future__ import annotations

import pytest

from hotmem.extract.apostrophes import restore_apostrophes
from hotmem.extract.greeting import strip_greeting
from hotmem.extract.tail_question import split_tail_question
from hotmem.lang import get_lexicon
from hotmem.types import Extraction, Intent
from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "stripped"),
    [
        ("yo whats up i am desmond", "i am desmond"),
        ("good morning, i live in hull", "i live in hull"),
        ("hey there my name is ottilie", "my name is ottilie"),
        ("how are you i'm petra", "i'm petra"),
        ("hi bot my name's ines", "my name's ines"),  # the one word greeted is the addressee
        ("hey folks i moved to cork", "i moved to cork"),
        ("good evening call me ruairi", "call me ruairi"),  # a verb is no addressee
        ("hi", "hi"),  # a greeting alone stays what it is
        ("hey, how was your weekend?", "hey, how was your weekend?"),  # no statement follows
    ],
)
def test_an_english_greeting_is_cut_before_a_statement(text, stripped):
    assert strip_greeting(text, get_lexicon("en")) == stripped


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yo whats up i am desmond", {("you", "name", "desmond")}),
        ("hello there, i work at a garden centre", {("you", "works_at", "garden centre")}),
    ],
)
def test_a_greeting_before_a_statement_keeps_its_fact(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "restored"),
    [
        ("im from hull", "i'm from hull"),
        ("ive got a canoe", "i've got a canoe"),
        ("id love a parrot", "i'd love a parrot"),
        ("my photo id is old", "my photo id is old"),  # a word of its own stays
        ("she felt ill all day", "she felt ill all day"),
    ],
)
def test_a_contraction_of_i_without_its_apostrophe_is_restored(text, restored):
    assert restore_apostrophes(text, get_lexicon("en")) == restored


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("im from hull", {("you", "born_in", "hull")}),
        ("im 27 if that matters", {("you", "age", "27")}),
    ],
)
def test_a_statement_with_im_keeps_its_fact(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_id_love_is_a_wish_not_a_liking(extract_in):
    result = extract_in("en")("id love a parrot")
    assert facts(result) == set()
    assert result.intent is Intent.HYPOTHETICAL


@pytest.mark.parametrize(
    ("text", "split"),
    [
        ("i have three cats do you have any", "i have three cats. do you have any?"),
        ("i work at a zoo do you like animals", "i work at a zoo. do you like animals?"),
        ("i live in perth are you close by", "i live in perth. are you close by?"),
        ("i love my wife and you know it", "i love my wife and you know it"),
    ],
)
def test_a_tail_question_opened_by_an_auxiliary_may_run_on(text, split):
    assert split_tail_question(text, get_lexicon("en")) == split


def test_a_fact_before_an_auxiliary_tail_question_is_kept(extract_in):
    result = extract_in("en")("i have three cats do you have any")
    assert facts(result) == {("you", "has", "three cats")}
    assert result.intent is Intent.QUESTION_WITH_FACT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am only child", {("you", "has", "sibling", "NOT")}),
        ("my nephew is only child", {("nephew", "has", "sibling", "NOT")}),
        ("i am the only child who stayed home", set()),  # one of several children
    ],
)
def test_an_only_child_without_article(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i drive a bus for a living", set()),
        ("i drive a delivery van for work", set()),
        ("i drive a cab at work and i drive a mini at home", {("you", "owns", "mini")}),
        ("i drive a green jeep", {("you", "owns", "green jeep")}),
    ],
)
def test_a_vehicle_driven_for_a_living_is_not_owned(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("names jon, live in denver with my dog",
         {("you", "name", "jon"), ("you", "lives_in", "denver")}),
        ("my name is priya, work at a bakery",
         {("you", "name", "priya"), ("you", "works_at", "bakery")}),
        ("i am a nurse, just moved to leeds",
         {("you", "is", "nurse"), ("you", "lives_in", "leeds")}),
    ],
)
def test_a_subjectless_verb_after_a_comma_is_the_speakers(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_subjectless_verb_after_a_comma_needs_the_speaker_before_it(extract_in):
    assert facts(extract_in("en")("the weather is nice, love it")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i landed a job at the aquarium", {("you", "works_at", "aquarium")}),
        ("my cousin found a job at a garage", {("cousin", "works_at", "garage")}),
        ("i started a new job at the library", {("you", "works_at", "library")}),
        ("i just got a job as a welder", {("you", "is", "welder")}),
        ("i have a job as a barista at a hotel",
         {("you", "is", "barista"), ("you", "works_at", "hotel")}),
        ("i lost my job at the mill", set()),  # a job gone is no workplace
        ("i found an old coin", set()),  # finding is no possession
    ],
)
def test_a_job_come_to_hold_names_its_place_and_role(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i live in exeter but will move to bristol next year", {("you", "lives_in", "exeter")}),
        ("i have a dog named pickle, want a cat", {("you", "dog", "pickle")}),
        ("i work at a cannery and would like to quit", {("you", "works_at", "cannery")}),
        ("i'd love to live in rome and work at a cafe", set()),  # the plan covers both
        ("i will move to lima and work at a bank", set()),
    ],
)
def test_a_plan_joined_to_a_statement_leaves_the_statement_standing(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "stripped"),
    [
        ("es", "hola chicos me llamo nuria", "me llamo nuria"),
        ("it", "ciao ragazzi io sono marta", "io sono marta"),
    ],
)
def test_the_addressee_after_a_greeting_is_cut_in_every_language(lang, text, stripped):
    assert strip_greeting(text, get_lexicon(lang)) == stripped


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i also enjoy watching the news i love singing",
         {("you", "likes", "watching the news"), ("you", "likes", "singing")}),
        ("i like to knit i make green scarves", {("you", "likes", "knit")}),
        ("i love reading comics i find at flea markets", {("you", "likes", "reading comics")}),
    ],
)
def test_a_run_on_clause_of_the_speaker_is_no_part_of_a_liked_activity(extract_in, text,
                                                                        expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i love ferrets. i have four of them.",
         {("you", "likes", "ferrets"), ("you", "has", "four ferrets")}),
        ("i have four of them", set()),  # nothing counted before: no fact
    ],
)
def test_a_count_of_them_counts_the_group_named_before(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i have a bad back", {("you", "has_condition", "bad back")}),
        ("i have to go back", set()),
    ],
)
def test_a_body_part_read_as_an_adverb_is_still_the_condition(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_pronoun_hated_right_after_its_antecedent_was_liked_gives_no_contradiction(extract_in):
    result = extract_in("en")("i like my garden and i should mow more but i hate it")
    assert facts(result) == {("you", "likes", "garden")}


def test_a_pronoun_hated_after_its_thing_is_judged_keeps_the_thing(extract_in):
    assert facts(extract_in("en")("olives are gross, i hate them")) == {
        ("you", "dislikes", "olives")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am ovo vegetarian and i do not cook", {("you", "is", "ovo vegetarian")}),
        ("i am ravindra", {("you", "name", "ravindra")}),
    ],
)
def test_a_lower_case_kind_word_tagged_as_a_name_is_no_name(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "split"),
    [
        ("whats your favorite food mine is paella", "whats your favorite food? mine is paella"),
        ("who is your favorite poet mine is rilke", "who is your favorite poet? mine is rilke"),
        ("what is mine is yours", "what is mine is yours"),  # no question before "mine"
    ],
)
def test_a_run_on_question_gets_its_mark_before_the_speakers_answer(text, split):
    assert split_tail_question(text, get_lexicon("en")) == split


def test_the_answer_after_a_run_on_favourite_question_is_kept(extract_in):
    result = extract_in("en")("whats your favorite season mine is autumn")
    assert facts(result) == {("you", "favorite_season", "autumn")}
    assert result.intent is Intent.QUESTION_WITH_FACT
