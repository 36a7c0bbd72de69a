"""Casual English speech, third round: lists of likes, likes that are reactions, third
parties' dislikes. Every sentence here was written for this file."""

from __future__ import annotations

import pytest

from tests.triples import facts


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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("we like camping fishing and kayaking",
         {("you", "likes", "camping"), ("you", "likes", "fishing"), ("you", "likes", "kayaking")}),
        ("i enjoy hiking swimming and reading",
         {("you", "likes", "hiking"), ("you", "likes", "swimming"), ("you", "likes", "reading")}),
        ("i can't stand mushrooms olives or coriander",
         {("you", "dislikes", "mushrooms"), ("you", "dislikes", "olives"),
          ("you", "dislikes", "coriander")}),
    ],
)
def test_a_list_said_without_commas_gives_every_item(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i love horror movies and comedies",
         {("you", "likes", "horror movies"), ("you", "likes", "comedies")}),
        ("i like watching films and reading comics",
         {("you", "likes", "watching films"), ("you", "likes", "reading comics")}),
    ],
)
def test_a_modifier_or_a_doing_with_its_object_stays_one_item(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my hobbies are chess, poker and darts",
         {("you", "likes", "chess"), ("you", "likes", "poker"), ("you", "likes", "darts")}),
        ("my hobbies are sewing quilting and cycling",
         {("you", "likes", "sewing"), ("you", "likes", "quilting"), ("you", "likes", "cycling")}),
        ("my hometown is galway", {("you", "born_in", "galway")}),
    ],
)
def test_every_item_said_after_a_relation_noun_is_taken(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm allergic to almonds and shellfish",
         {("you", "allergic_to", "almonds"), ("you", "allergic_to", "shellfish")}),
        ("my nephew is allergic to gluten and lactose",
         {("nephew", "allergic_to", "gluten"), ("nephew", "allergic_to", "lactose")}),
        ("i'm allergic to wasps and live in derby",
         {("you", "allergic_to", "wasps"), ("you", "lives_in", "derby")}),
    ],
)
def test_the_last_item_of_an_allergy_list_read_as_a_verb_is_kept(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i grew up in a tiny village called Ashby", {("you", "born_in", "ashby")}),
        ("i work at a little cafe called Beanhouse", {("you", "works_at", "beanhouse")}),
        ("i have a cat called Moss", {("you", "cat", "moss")}),
    ],
)
def test_a_place_given_its_name_is_that_name(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i work at asda the big one by the ring road", {("you", "works_at", "asda")}),
        ("i work at the depot now", {("you", "works_at", "depot")}),
        ("i'm marek nice to meet you", {("you", "name", "marek")}),
    ],
)
def test_what_follows_a_value_to_say_which_or_when_is_left_out(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i live in derby hang on no in leicester",
         {("you", "lives_in", "derby", "NOT"), ("you", "lives_in", "leicester")}),
        ("i work at boots wait no at superdrug",
         {("you", "works_at", "boots", "NOT"), ("you", "works_at", "superdrug")}),
        ("i'm 34 no sorry 35", {("you", "age", "34", "NOT"), ("you", "age", "35")}),
    ],
)
def test_a_two_word_repair_without_commas_takes_the_value_back(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my aunt lives in bath wait no she moved to bristol",
         {("aunt", "lives_in", "bath", "NOT"), ("aunt", "lives_in", "bristol")}),
        ("my son is 7 sorry no he's 8 now", {("son", "age", "7", "NOT"), ("son", "age", "8")}),
        ("i work at asda and my wife works at tesco",
         {("you", "works_at", "asda"), ("wife", "works_at", "tesco")}),
    ],
)
def test_a_value_taken_back_by_a_new_clause_is_denied(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm a huge rangers fan", {("you", "likes", "rangers")}),
        ("my uncle is a massive cricket fan", {("uncle", "likes", "cricket")}),
        ("i'm a real fan", set()),
    ],
)
def test_what_a_fan_follows_is_the_word_before_fan_not_its_grade(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i do a bit of rowing after work", {("you", "likes", "rowing")}),
        ("i live in hull work at a garage",
         {("you", "lives_in", "hull"), ("you", "works_at", "garage")}),
    ],
)
def test_an_activity_counted_or_a_verb_listed_without_and_is_read(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "a few of my mates work at the docks",
        "most of my cousins live in cardiff",
        "loads of people round here are vegan",
        "some people love jazz",
        "everybody in my street drives a van",
    ],
)
def test_nothing_is_stored_of_a_share_of_a_group_or_of_people_in_general(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


def test_a_group_of_ones_own_keeps_its_fact(extract_in):
    assert facts(extract_in("en")("my cousins live in cardiff")) == {
        ("cousin", "lives_in", "cardiff")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my aunt rosa is a baker and she loves salsa dancing",
         {("you", "aunt", "rosa"), ("rosa", "is", "baker"), ("rosa", "likes", "salsa dancing")}),
        ("our cat pickle hates the vacuum",
         {("you", "cat", "pickle"), ("pickle", "dislikes", "vacuum")}),
        ("my dog food costs a fortune", set()),
    ],
)
def test_kin_or_a_pet_named_in_lower_case_is_that_name(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i hate techno and love reggae",
         {("you", "dislikes", "techno"), ("you", "likes", "reggae")}),
        ("i like tea and adore biscuits", {("you", "likes", "tea"), ("you", "likes", "biscuits")}),
        ("i have three kids and work at a nursery",
         {("you", "has", "three kids"), ("you", "works_at", "nursery")}),
    ],
)
def test_a_second_verb_after_and_without_its_subject_states_its_own_fact(
        extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my grandad has dementia", {("grandfather", "has_condition", "dementia")}),
        ("i was diagnosed with epilepsy in march", {("you", "has_condition", "epilepsy")}),
        ("i have a gammy ankle", {("you", "has_condition", "gammy ankle")}),
        ("i have high cholesterol", {("you", "has_condition", "high cholesterol")}),
        ("i have a lot of pressure at work", {("you", "has", "pressure")}),
    ],
)
def test_a_health_condition_said_casually_is_a_condition(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i go to bed late because i work at a pub", {("you", "works_at", "pub")}),
        ("i go to the pool most mornings", set()),
        ("i went to lisbon in may", {("you", "went_to", "lisbon")}),
    ],
)
def test_going_somewhere_as_a_habit_is_no_trip(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i have three dogs and a budgie called sunny",
         {("you", "has", "three dogs"), ("you", "budgie", "sunny")}),
        ("we've got a cat, two rabbits and a parrot called Mango",
         {("you", "has", "cat"), ("you", "has", "two rabbits"), ("you", "parrot", "mango")}),
    ],
)
def test_a_pet_named_at_the_end_of_a_list_gives_its_name(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected
