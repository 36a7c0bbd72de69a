"""English likings said without a liking verb: a thing that scares or bores the speaker, a
kind of thing judged gross or delicious, and a favourite named beside its noun in speech
without commas.

Each case is a sentence written for this file; outcomes are exact.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("wasps scare me", {("you", "dislikes", "wasps")}),
        ("clowns really creep me out", {("you", "dislikes", "clowns")}),
        ("crowded trains annoy me", {("you", "dislikes", "crowded trains")}),
        ("cricket bores me to tears", {("you", "dislikes", "cricket")}),
        ("volcanoes fascinate me", {("you", "likes", "volcanoes")}),
        ("moths do not scare me", {("you", "dislikes", "moths", "NOT")}),
    ],
)
def test_a_thing_that_acts_on_the_speaker_states_a_liking(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my uncle scares me",  # a person, not a taste
        "you annoy me sometimes",
        "that film scared me",  # one film, one evening
    ],
)
def test_a_person_or_a_single_event_that_scares_states_no_liking(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("anchovies are gross", {("you", "dislikes", "anchovies")}),
        ("beetroot is disgusting so i never order it",
         {("you", "dislikes", "beetroot")}),
        ("mango is delicious", {("you", "likes", "mango")}),
        ("rush hour traffic is horrible", {("you", "dislikes", "rush hour traffic")}),
    ],
)
def test_a_kind_of_thing_judged_in_general_states_a_liking(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "this curry is gross",  # one dish, now
        "my commute is horrible",
        "the match was awful",
        "my cousin is gross",
        "that is disgusting",
        "traffic is terrible today",  # one moment
        "the weather is awful tonight",
    ],
)
def test_one_thing_or_a_person_judged_states_no_liking(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my favorite band blondie", {("you", "favorite_band", "blondie")}),
        ("rewatching alien my favorite movie", {("you", "favorite_movie", "alien")}),
        ("i am listening to my favourite band the cure",
         {("you", "favorite_band", "cure")}),
        ("i love my favorite band the cure", {("you", "favorite_band", "cure")}),
    ],
)
def test_a_favourite_named_beside_its_noun_without_commas(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i like to watch rugby and snooker",
         {("you", "likes", "watch rugby"), ("you", "likes", "watch snooker")}),
        ("i love to listen to reggae and soul",
         {("you", "likes", "listen to reggae"), ("you", "likes", "listen to soul")}),
        ("i like to bake bread", {("you", "likes", "bake bread")}),
        # names joined by "and" are one title
        ("I like to watch Tom and Jerry", {("you", "likes", "watch tom and jerry")}),
        ("I love watching Law and Order", {("you", "likes", "watching law and order")}),
    ],
)
def test_a_doing_with_a_list_of_objects_is_one_liking_per_item(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sat here thinking about how much i hate ironing",
         {("you", "dislikes", "ironing")}),
        ("i was telling her about how much i love my allotment",
         {("you", "likes", "allotment")}),
        ("i taught myself the banjo. and love to go climbing",
         {("you", "likes", "go climbing")}),
    ],
)
def test_a_liking_said_after_about_or_after_and_keeps_its_speaker(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "i am thinking about moving to hull",  # a plan
        "i read about how you live in oslo",  # the listener's fact, not the speaker's
        "i taught myself the banjo. and love you all",
    ],
)
def test_a_clause_after_about_states_no_plan_and_no_other_persons_fact(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the colour i hate the most is mustard", {("you", "dislikes", "mustard")}),
        ("the sport i like the most is rugby", {("you", "likes", "rugby")}),
    ],
)
def test_the_most_is_a_degree_and_the_liked_thing_follows_be(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("kayaks are great, i own a green one",
         {("you", "owns", "green kayak")}),
        ("i like vans and i drive an old one", {("you", "likes", "vans"),
                                                ("you", "owns", "old van")}),
    ],
)
def test_a_described_one_stands_for_the_kind_named_before(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("huge fan of motown", {("you", "likes", "motown")}),
        ("not a big fan of opera though", {("you", "likes", "opera", "NOT")}),
        ("don't like olives at all", {("you", "likes", "olives", "NOT")}),
        ("don't have a garden sadly", {("you", "has", "garden", "NOT")}),
    ],
)
def test_an_opening_without_its_speaker_is_the_speakers(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize("text", ["fan of the new album?", "don't like it? send it back"])
def test_an_opening_without_its_speaker_in_a_question_states_nothing(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm into fishing, sketching and card games",
         {("you", "likes", "fishing"), ("you", "likes", "sketching"),
          ("you", "likes", "card games")}),
        ("i love owls hawks and eagles",
         {("you", "likes", "owls"), ("you", "likes", "hawks"), ("you", "likes", "eagles")}),
    ],
)
def test_a_list_the_parser_hung_on_its_last_noun_is_one_liking_per_item(
        extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_two_words_joined_by_and_before_a_noun_stay_one_item(extract_in):
    assert facts(extract_in("en")("i'm into drum and bass music")) == {
        ("you", "likes", "drum and bass music")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am not a person who likes queues", {("you", "likes", "queues", "NOT")}),
        ("i'm the kind of girl who loves camping", {("you", "likes", "camping")}),
        ("my aunt is a woman who adores tango", {("aunt", "likes", "tango")}),
    ],
)
def test_a_relative_clause_on_what_someone_is_says_it_of_them(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_share_of_a_group_working_somewhere_is_not_the_speaker(extract_in):
    assert facts(extract_in("en")("i work for lidl and some of my friends work in york")) == {
        ("you", "works_at", "lidl")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am in a condo these days", {("you", "lives_in", "condo")}),
        ("i left the farm and now i am in the city", {("you", "lives_in", "city")}),
        ("my nephew is in the suburbs", {("nephew", "lives_in", "suburbs")}),
    ],
)
def test_being_in_a_kind_of_home_says_where_one_lives(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "i am in the city for a job interview",  # a purpose: a visit
        "i am in town today",
        "i was in the suburbs last night",
        "are you in the city?",
    ],
)
def test_a_visit_in_a_kind_of_home_says_nothing(extract_in, text):
    assert facts(extract_in("en")(text)) == set()
