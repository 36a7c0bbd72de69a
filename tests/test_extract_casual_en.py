"""Casual English speech: families of facts that chat and speech-to-text state in passing.

Each case is a sentence written for this file: questions run on to a statement without a stop,
facts inside relative clauses ("the diner I work at"), and the other families below.
"""

from __future__ import annotations

import pytest

from hotmem.extract.tail_question import split_tail_question
from hotmem.lang import get_lexicon
from hotmem.types import Extraction, Intent
from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "split"),
    [
        ("i like jazz do you.", "i like jazz. do you?"),
        ("i am milo what is your name?", "i am milo. what is your name?"),
        ("i live in perth how about you", "i live in perth. how about you?"),
        ("do you like jazz", "do you like jazz"),  # a question alone
        ("tell them what you like", "tell them what you like"),  # nobody states a fact
        ("i love my wife and you know it", "i love my wife and you know it"),
        ("i live in perth, how about you?", "i live in perth, how about you?"),
    ],
)
def test_a_run_on_tail_question_gets_its_own_sentence(text, split):
    assert split_tail_question(text, get_lexicon("en")) == split


def test_french_tail_phrases_split_too():
    assert split_tail_question("je vis à lima et toi", get_lexicon("fr")) == (
        "je vis à lima. et toi?")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i adore vinyl records do you?", {("you", "likes", "vinyl records")}),
        ("i love rowing do you", {("you", "likes", "rowing")}),
        ("i live in tulsa what about you", {("you", "lives_in", "tulsa")}),
    ],
)
def test_a_fact_before_a_run_on_question_is_kept(extract_in, text, expected):
    result = extract_in("en")(text)
    assert facts(result) == expected
    assert result.intent is Intent.QUESTION_WITH_FACT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the bakery i work at is closed today", {("you", "works_at", "bakery")}),
        ("i walk to the pier near the marina where i live",
         {("you", "lives_in", "marina")}),
        ("just got back from the library, where i work.", {("you", "works_at", "library")}),
        ("greetings from boise where my brother lives", {("brother", "lives_in", "boise")}),
        ("another drink i love is lemonade", {("you", "likes", "lemonade")}),
        ("chess is something i really hate", {("you", "dislikes", "chess")}),
        ("it is for my physics class which i despise", {("you", "dislikes", "physics class")}),
    ],
)
def test_a_relative_clause_states_its_antecedent(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["the gym where i work out is closed", "will you visit the shop where i work?",
     "my cousin who lives in oslo is a pilot"],
)
def test_relative_clauses_that_state_no_gap_fact(extract_in, text):
    result = facts(extract_in("en")(text))
    assert not any(f[1] == "works_at" for f in result)
    assert ("you", "lives_in", "oslo") not in result


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i just got a new tablet", {("you", "has", "new tablet")}),
        ("we got two goldfish last week", {("you", "has", "two goldfish")}),
        ("got a motorbike last week", {("you", "has", "motorbike")}),
    ],
)
def test_a_past_acquisition_is_a_possession(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["i got a call from my landlord", "i need to get a bike", "i get migraines a lot",
     "my uncle got me a guitar", "i got home late"],
)
def test_getting_states_no_possession_when_nothing_is_kept(extract_in, text):
    assert not any(f[1] == "has" for f in facts(extract_in("en")(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my job is at the harbour", {("you", "works_at", "harbour")}),
        ("i have a job at ikea", {("you", "works_at", "ikea")}),
        ("my cousin has a job at the aquarium", {("cousin", "works_at", "aquarium")}),
        ("my nephew got a job at lidl", {("nephew", "works_at", "lidl")}),
    ],
)
def test_a_job_with_its_place_wherever_it_hangs(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_job_found_for_someone_else_is_not_the_speakers(extract_in):
    assert facts(extract_in("en")("i can get you a job at my bakery")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("is this about curling, my favorite sport?", set()),  # a question states nothing
        ("i read a piece about curling, my favorite sport.",
         {("you", "favorite_sport", "curling")}),
        ("i am streaming a set by my favorite band, the national.",
         {("you", "favorite_band", "national")}),
        ("just watching my favorite movie heat", {("you", "favorite_movie", "heat")}),
        ("my favorite band played last night", set()),
        ("do you have a favorite fruit? mine is mango", {("you", "favorite_fruit", "mango")}),
    ],
)
def test_a_favourite_named_beside_its_noun(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i live in a small village in wales", {("you", "lives_in", "wales")}),
        ("we live in the east side of detroit", {("you", "lives_in", "detroit")}),
        ("i live near the lake", {("you", "lives_in", "lake")}),
        ("i am in nevada, it is very dry", {("you", "lives_in", "nevada")}),
        ("my aunt is in lisbon", {("aunt", "lives_in", "lisbon")}),
        ("i am in college", set()),
        ("i'm in madrid this weekend", set()),
        ("i am in denver for work", set()),
        ("we live in reno which is in nevada", {("you", "lives_in", "reno")}),
    ],
)
def test_where_one_lives_in_casual_words(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my 3 sons adore lego", {("son", "likes", "lego"), ("you", "has", "3 sons")}),
        ("i spent sunday with my four grandkids", {("you", "has", "four grandkids")}),
        ("my sister adores lego", {("sister", "likes", "lego")}),
        ("do your 2 kids like school?", set()),
    ],
)
def test_a_count_of_ones_kin_is_a_possession(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My dad loves fly fishing!", {("father", "likes", "fly fishing")}),
        ("my mum works at a bakery", {("mother", "works_at", "bakery")}),
        ("my best friend nadim works at a garage",
         {("you", "friend", "nadim"), ("nadim", "works_at", "garage")}),
        ("i'm into knitting, darts and opera",
         {("you", "likes", "knitting"), ("you", "likes", "darts"), ("you", "likes", "opera")}),
    ],
)
def test_kin_and_lists_in_casual_speech(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Born and raised in Galway.", {("you", "born_in", "galway")}),
        ("just bought a used canoe last weekend", {("you", "owns", "used canoe")}),
        ("finally moved to hull", {("you", "lives_in", "hull")}),
        ("born in 1990", set()),
    ],
)
def test_statements_without_a_subject(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i work at the Ikea warehouse near the ring road", {("you", "works_at", "ikea")}),
        ("i work at the pet store", {("you", "works_at", "pet store")}),
        ("my best friend oksana works at a florist", {("you", "friend", "oksana"),
                                                     ("oksana", "works_at", "florist")}),
        ("my dog food costs a lot", set()),
        ("I don't eat veal or shellfish.", {("you", "eats", "veal", "NOT"),
                                            ("you", "eats", "shellfish", "NOT")}),
        ("I have type 1 diabetes", {("you", "has_condition", "type 1 diabetes")}),
        ("in may i went to crete with two friends", {("you", "went_to", "crete")}),
        ("I like folk music more than techno", {("you", "likes", "folk music")}),
        ("beige is a colour i really do not like", {("you", "likes", "beige", "NOT")}),
        ("I have a younger brother, his name is Tariq.", {("you", "brother", "tariq")}),
        ("i have two sisters, one is called ines", {("you", "has", "two sisters")}),
    ],
)
def test_objects_trimmed_to_what_was_meant(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_sorry_with_a_rejected_value_is_a_correction(extract_in):
    result = extract_in("en")("Sorry, I live in Bath now, not Bristol.")
    assert facts(result) == {("you", "lives_in", "bath"), ("you", "lives_in", "bristol", "NOT")}
    assert result.intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am really tall", {("you", "is", "tall")}),
        ("ugh i am a vegan", {("you", "is", "vegan")}),
        ("i have been vegetarian since 2015", {("you", "is", "vegetarian")}),
        ("i have been a plumber for twelve years", {("you", "is", "plumber")}),
        ("that is nice i wish i had a garden", {("you", "has", "garden", "NOT")}),  # lacks one
        ("i love owls, i just want to see one", {("you", "likes", "owls")}),
    ],
)
def test_attributes_and_wishes(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("working at a pet shop, i see a lot of hamsters", {("you", "works_at", "pet shop")}),
        ("just got back from working at the library", {("you", "works_at", "library")}),
        ("my uncle is tired of working at the mill", {("uncle", "works_at", "mill")}),
        ("i am thinking about working at the zoo", set()),
        ("costco is hiring, i work there", {("you", "works_at", "costco")}),
        ("i grew up in utah and my aunt still lives there",
         {("you", "born_in", "utah"), ("aunt", "lives_in", "utah")}),
    ],
)
def test_work_and_home_said_in_passing(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("when i have spare time i work at a cinema", {("you", "works_at", "cinema")}),
        ("where i live it rains a lot", set()),
        ("where do i live", set()),
        ("i really like tiktok do you", {("you", "likes", "tiktok")}),
        ("how many cousins do you have? i have nine", {("you", "has", "nine cousins")}),
        ("i have 3", set()),
        ("i have a question about my order", set()),
        ("hey, my names oskar. whats yours?", {("you", "name", "oskar")}),
        ("my names are hard to spell", set()),
    ],
)
def test_statements_beside_questions_and_counts(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("we moved to eugene, oregon", {("you", "lives_in", "eugene")}),
        ("i visited Rome, Paris and Oslo",
         {("you", "went_to", "rome"), ("you", "went_to", "paris"), ("you", "went_to", "oslo")}),
        ("my favorite tv series is on tonight", set()),
    ],
)
def test_a_place_named_with_its_region_is_one_place(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my cousin lives in derby, no wait, leicester",
         {("cousin", "lives_in", "derby", "NOT"), ("cousin", "lives_in", "leicester")}),
        ("i work at boots, sorry, superdrug",
         {("you", "works_at", "boots", "NOT"), ("you", "works_at", "superdrug")}),
        ("i live in rome, no kids though", {("you", "lives_in", "rome")}),
    ],
)
def test_a_value_repaired_mid_sentence(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_repair_makes_the_turn_a_correction(extract_in):
    assert extract_in("en")("i live in hull, no wait, york").intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hello hello its priya here i live out in fresno",
         {("you", "name", "priya"), ("you", "lives_in", "fresno")}),
        ("it's cold here", set()),
        ("it's chaos here", set()),
    ],
)
def test_a_callers_self_introduction(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm a huge fan of curling", {("you", "likes", "curling")}),
        ("i am not a fan of sushi", {("you", "likes", "sushi", "NOT")}),
        ("i have a strong dislike for olives", {("you", "dislikes", "olives")}),
        ("my aunt is a big fan of the lakers", {("aunt", "likes", "lakers")}),
    ],
)
def test_likings_said_with_a_noun(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i drive around in my truck", {("you", "owns", "truck")}),
        ("my sister drives around in her mini", {("sister", "owns", "mini")}),
        ("i ride on the bus every day", set()),
        ("i was driving in my dad's car", set()),
    ],
)
def test_driving_in_ones_own_vehicle(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yeah living in montana i see a lot of elk", {("you", "lives_in", "montana")}),
        ("living in london is expensive", set()),
        ("i am thinking about living in spain", set()),
        ("i live with my two cats in bristol",
         {("you", "lives_in", "bristol"), ("you", "has", "two cats")}),
        ("we just moved into our new flat.", {("you", "lives_in", "new flat")}),
    ],
)
def test_home_said_in_passing(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("at work in the warehouse again", {("you", "works_at", "warehouse")}),
        ("it reminds me of my job in the bakery", {("you", "works_at", "bakery")}),
        ("the work at the port is hard", set()),
        ("i am at Lidl most days. i work here.", {("you", "works_at", "lidl")}),
    ],
)
def test_work_as_a_noun_names_its_place(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_favourite_word_after_its_noun_is_no_value(extract_in):
    assert facts(extract_in("fr")("c'est quoi ma couleur préférée")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my husband is called dmitri hes a welder",
         {("you", "husband", "dmitri"), ("dmitri", "is", "welder")}),
        ("my cousin rosa lives in cork", {("you", "cousin", "rosa"), ("rosa", "lives_in", "cork")}),
        ("i have a son named leo and a son named max. my son is a chef",
         {("you", "son", "leo"), ("you", "son", "max"), ("son", "is", "chef")}),
    ],
)
def test_named_kin_are_spoken_of_by_name(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my favorite hobby is whittling", {("you", "likes", "whittling")}),
        ("my favourite sport is rowing.", {("you", "favorite_sport", "rowing")}),
        ("my favorite pastime is baking bread on sundays", {("you", "likes", "baking bread")}),
        ("my cat is sleeping", set()),  # a progressive verb stays a verb
    ],
)
def test_a_gerund_after_a_favourite_noun_is_its_value(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i love anime", {("you", "likes", "anime")}),
        ("i really enjoy outdoors.", {("you", "likes", "outdoors")}),
        ("i love it too", set()),
        ("i like here", set()),
    ],
)
def test_an_unknown_noun_tagged_as_adverb_after_a_liking_verb_is_its_object(
        extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I work at the college now, not the high school.",
         {("you", "works_at", "college"), ("you", "works_at", "high school", "NOT")}),
        ("i live in a condo now not the old farmhouse",
         {("you", "lives_in", "condo"), ("you", "lives_in", "old farmhouse", "NOT")}),
        ("sorry i meant i live in tacoma not olympia",
         {("you", "lives_in", "tacoma"), ("you", "lives_in", "olympia", "NOT")}),
        ("i am honestly not a big fan of olives", {("you", "likes", "olives", "NOT")}),
    ],
)
def test_a_rejected_alternative_does_not_negate_the_stated_value(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my name's Ingrid, I fix bikes in Bergen", {("you", "name", "ingrid")}),
        ("my name's oskar and i live in malmo",
         {("you", "name", "oskar"), ("you", "lives_in", "malmo")}),
    ],
)
def test_a_contracted_name_keeps_its_clause_beside_another(extract_in, text, expected):
    assert expected <= facts(extract_in("en")(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i brushed my kitten. her name is clover.", {("you", "cat", "clover")}),
        ("we got a puppy, his name is biscuit", {("you", "dog", "biscuit")}),
        ("i have a dog. my uncle came over. his name is ray.",
         {("you", "has", "dog"), ("you", "uncle", "ray")}),  # the nearer person is named
    ],
)
def test_he_or_she_with_a_name_may_be_a_pet(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i drive my daughter zara to school", {("you", "daughter", "zara")}),
        ("my son ran away", set()),
        ("my son loves trains", {("son", "likes", "trains")}),
    ],
)
def test_a_lower_case_name_after_a_kin_noun_read_as_a_verb(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("you should try the tacos at the cantina where i work",
         {("you", "works_at", "cantina")}),
        ("if you pass by the garage i work at, say hi", {("you", "works_at", "garage")}),
        ("i could show you round the village where i live",
         {("you", "lives_in", "village")}),
        ("if i had a flat where i lived alone i would be happy", set()),  # past: supposed
    ],
)
def test_a_relative_clause_states_where_the_speaker_is_whatever_the_main_clause(
        extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("phew, just got back from my job at the pharmacy", {("you", "works_at", "pharmacy")}),
        ("i just got out of work at the car wash", {("you", "works_at", "car wash")}),
        ("i do seasonal work at a ski resort", {("you", "works_at", "ski resort")}),
        ("i lost my job at the mill", set()),  # no workplace now
        ("i got home from work at 6", set()),  # a time is no place
    ],
)
def test_a_workplace_the_parser_hung_on_the_verb_after_a_job_noun(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i work nights at the hospital", {("you", "works_at", "hospital")}),
        ("i work weekends at a garden centre", {("you", "works_at", "garden centre")}),
    ],
)
def test_a_time_read_as_the_object_keeps_the_workplace(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i love anything by tolstoy", {("you", "likes", "tolstoy")}),
        ("i read everything about volcanoes", set()),  # no liking verb
        ("i enjoy anything with peanut butter", {("you", "likes", "peanut butter")}),
        ("i like everything", set()),
    ],
)
def test_anything_by_x_is_a_liking_of_x(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_how_many_after_a_statement_is_a_tail_question(extract_in):
    result = extract_in("en")("i also adore parrots how many?")
    assert facts(result) == {("you", "likes", "parrots")}  # a liked kind keeps the word said
    assert result.intent is Intent.QUESTION_WITH_FACT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the doing is what is liked (never the canal or the shelter)
        ("i jog along the canal most mornings and i love it", {("you", "likes", "jog")}),
        ("i volunteer at the animal shelter and i enjoy it", {("you", "likes", "volunteer")}),
        ("we go sailing on the lake and i adore it", set()),
        ("i moved to hobart last year and i love it",
         {("you", "lives_in", "hobart"), ("you", "likes", "hobart")}),
    ],
)
def test_it_after_an_activity_is_not_the_place_it_is_done_at(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_counted_grandchildren_keep_an_english_plural(extract_in):
    assert facts(extract_in("en")("i have four grandkids")) == {
        ("you", "has", "four grandchildren")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm vegetarian by the way", {("you", "is", "vegetarian")}),
        ("i work at a pharmacy haha", {("you", "works_at", "pharmacy")}),
    ],
)
def test_a_discourse_marker_is_no_part_of_the_object(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my grandpa loves chess", {("grandfather", "likes", "chess")}),
        ("my granny lives in truro", {("grandmother", "lives_in", "truro")}),
    ],
)
def test_grandparents_are_keyed_by_role(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("honestly the killers its my favorite band", {("you", "favorite_band", "killers")}),
        ("oh yes green that's my favorite color", {("you", "favorite_color", "green")}),
        ("it's my favorite band", set()),  # nothing named, nothing before
    ],
)
def test_a_thing_named_before_it_is_my_favorite_is_the_favourite(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_liked_name_the_parser_made_the_root_is_the_object(extract_in):
    assert facts(extract_in("en")("i like nightwish")) == {("you", "likes", "nightwish")}


def test_each_listed_activity_of_a_habit_verb_is_liked(extract_in):
    assert facts(extract_in("en")("i play bass, cello and the banjo")) == {
        ("you", "likes", "bass"), ("you", "likes", "cello"), ("you", "likes", "banjo")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i enjoy having picnics with my cousins", {("you", "likes", "having picnics")}),
        ("i hate having meetings", {("you", "dislikes", "having meetings")}),
    ],
)
def test_having_inside_a_liking_owns_nothing(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i used to live in leeds but now i live in hull",
         {("you", "lives_in", "leeds", "NOT"), ("you", "lives_in", "hull")}),
        ("i used to work at tesco and live in derby",
         {("you", "works_at", "tesco", "NOT"), ("you", "lives_in", "derby", "NOT")}),
    ],
)
def test_used_to_stops_at_a_clause_with_its_own_subject(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i like hamsters but not rabbits",  # a liked kind keeps the word said
         {("you", "likes", "hamsters"), ("you", "likes", "rabbits", "NOT")}),
        ("i love cider but not beer", {("you", "likes", "cider"), ("you", "likes", "beer", "NOT")}),
        ("i play chess but not checkers", {("you", "likes", "chess")}),
        ("i like hamsters and rabbits",
         {("you", "likes", "hamsters"), ("you", "likes", "rabbits")}),
    ],
)
def test_a_listed_object_with_its_own_not_is_refused(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i babysat my cousin's parrot. his name is kiwi", set()),
        ("my colleague's puppy chewed my shoe. her name is daisy", set()),
        ("i have a parrot. his name is kiwi", {("you", "parrot", "kiwi")}),
    ],
)
def test_someone_elses_pet_named_after_it_is_no_pet_of_the_user(extract_in, text, expected):
    assert {f for f in facts(extract_in("en")(text)) if f[1] != "has"} == expected


@pytest.mark.parametrize(
    "text",
    ["i like anything but opera", "i read everything except poetry",
     "i eat anything besides lamb"],
)
def test_an_open_pronoun_with_an_exclusion_likes_nothing_named(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I no longer live in Paris.", {("you", "lives_in", "paris", "NOT")}),
        ("i no longer eat meat", {("you", "eats", "meat", "NOT")}),
        ("I no longer live in Paris, I live in Lyon now.",
         {("you", "lives_in", "paris", "NOT"), ("you", "lives_in", "lyon")}),
    ],
)
def test_no_longer_ends_a_state(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I work at Airbus now, not at Boeing.",
         {("you", "works_at", "airbus"), ("you", "works_at", "boeing", "NOT")}),
        ("I live in Berlin, not in Munich.",
         {("you", "lives_in", "berlin"), ("you", "lives_in", "munich", "NOT")}),
    ],
)
def test_a_preposition_after_a_comma_and_not_is_rejected(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected
