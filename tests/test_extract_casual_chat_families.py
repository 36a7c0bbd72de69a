"""Casual chat constructions: a pet or child named with "name"/"call" and a possessive, the
workplace said before "job", a wish for what one lacks, a kind said by degree ("more of a
..."), and the typographic apostrophe of chat text.

Each case is a sentence written for this file; outcomes are exact.
"""

from __future__ import annotations

import pytest

from hotmem.text import clean_input
from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i named my hamster nugget", {("you", "hamster", "nugget")}),
        ("we call our son tiger because he never sleeps", {("you", "son", "tiger")}),
        ("i named my rabbit waffles last spring", {("you", "rabbit", "waffles")}),
        # someone else's pet, and a thing that is no kin, are no name of the speaker's kin
        ("she named her gerbil pebble", set()),
        ("i named my boat seabird", set()),
    ],
)
def test_a_kin_noun_read_as_a_compound_of_its_name_is_the_one_named(extract_in, text,
                                                                    expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my warehouse job starts at six", {("you", "works_at", "warehouse")}),
        ("so tired from my bakery job today", {("you", "works_at", "bakery")}),
        ("my brother's garage job pays well", {("brother", "works_at", "garage")}),
        # what kind of job, what is done, or when: no workplace
        ("my day job pays the rent", set()),
        ("my teaching job keeps me busy", set()),
        ("my weekend job is boring", set()),
        ("my sales job pays badly", set()),
        ("my office job is so dull", set()),
        ("my retail job wears me out", set()),
        ("i did all my garden work today", set()),
        # a job no longer, or never, held
        ("my old job at the post office was dull", set()),
        ("my dream job at a zoo", set()),
    ],
)
def test_a_workplace_said_before_a_job_noun(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i wish i had a sister", {("you", "has", "sister", "NOT")}),
        ("honestly i wish i had a garden", {("you", "has", "garden", "NOT")}),
        ("i wish i had cousins nearby", {("you", "has", "cousin", "NOT")}),
        # more of what one has, another one, a number, a denial, a wish of someone else's
        ("i wish i had more cousins", set()),
        ("i wish i had another puppy", set()),
        ("i wish i had three kids", set()),
        ("i wish i didn't have a mortgage", set()),
        ("my mum wishes she had a garden", set()),
        ("do you wish you had a garden?", set()),
        # a condition or an ability is no counterfactual having
        ("if i had a garden i would grow beans", set()),
        ("i wish i could have a garden", set()),
        # one has it, or wishes it otherwise: nothing is denied
        ("I wish I had my dog with me right now.", set()),
        ("I wish I had a nicer car.", set()),
        ("I wish I had a husband who cooks.", set()),
        ("I wish I'd had a dog as a kid.", set()),
    ],
)
def test_a_wish_to_have_denies_having(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am more of a vegetarian these days", {("you", "is", "vegetarian")}),
        ("honestly i'm more of a night owl", {("you", "is", "night owl")}),
        ("my uncle is more of a reader", {("uncle", "is", "reader")}),
        ("i need more of the soup", set()),
        ("there is more of a crowd on fridays", set()),
    ],
)
def test_a_kind_said_by_degree_is_what_one_is(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_the_typographic_apostrophe_is_written_plain():
    assert clean_input("j’adore l’été") == "j'adore l'été"
    assert clean_input("i don’t  know") == "i don't know"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je déteste l’automne", {("you", "dislikes", "automne")}),
        ("j’adore la voile", {("you", "likes", "voile")}),
    ],
)
def test_a_french_elision_with_a_typographic_apostrophe(engine, text, expected):
    result = engine.process_turn(text, user="apostrophe", lang_hint="fr")
    assert facts(result) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "my new sofa is teal and i adore that color", {("you", "likes", "teal")}),
        ("en", "they painted the fence lilac, i really hate that color",
         {("you", "dislikes", "lilac")}),
        ("fr", "mon vélo est jaune, je déteste cette couleur", {("you", "dislikes", "jaune")}),
        # no colour said before: a reaction to something shown, nothing kept
        ("en", "i hate that color", set()),
        ("en", "my sofa is teal and i love that song", set()),
        # a member with its own article is a thing, not the kind pointed at
        ("en", "i got an orange at the market and i love that color", {("you", "has", "orange")}),
        ("en", "i ate a lime and i love that colour", {("you", "eats", "lime")}),
        ("en", "i bought a red scarf and i love that color",
         {("you", "owns", "red scarf"), ("you", "likes", "red")}),
    ],
)
def test_a_demonstrative_kind_noun_takes_up_the_member_said_before(extract_in, lang, text,
                                                                  expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i live just outside of leeds", {("you", "lives_in", "leeds")}),
        ("we live about an hour outside of tulsa", {("you", "lives_in", "tulsa")}),
        ("i live close to the harbour", {("you", "lives_in", "harbour")}),
        # a relative is no place; working or sitting near a place says no home
        ("i live close to my grandma", set()),
        ("i live close to my office", set()),
        ("i live near my cousins", set()),
        ("i work just outside of leeds", set()),
        ("we sat close to the stage", set()),
    ],
)
def test_a_home_said_with_an_adverb_of_nearness(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am in the navy", {("you", "works_at", "navy")}),
        ("honestly i'm in the army myself", {("you", "works_at", "army")}),
        ("i was in the marines for six years", {("you", "works_at", "marines", "NOT")}),
        ("i am not in the military anymore", {("you", "works_at", "military", "NOT")}),
        ("i am in the garden", set()),
    ],
)
def test_a_service_one_is_in_is_a_workplace(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("just finished my shift at the pharmacy", {("you", "works_at", "pharmacy")}),
        ("so tired after my warehouse shift", {("you", "works_at", "warehouse")}),
        ("my uncle's shift at the depot ran late", {("uncle", "works_at", "depot")}),
        # a time, a kind of shift, and a shift had are no workplace nor possession
        ("my shift at noon was quiet", set()),
        ("my night shift was quiet", set()),
        ("i swapped shifts with a coworker", set()),
        ("my twelve hour shift starts soon", set()),
        ("i quit my hospital job", set()),
    ],
)
def test_a_shift_is_done_where_the_job_is(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis à la retraite depuis mai", {("you", "is", "à la retraite")}),
        ("ma tante est au chômage", {("aunt", "is", "au chômage")}),
        ("je ne suis plus au chômage", {("you", "is", "au chômage", "NOT")}),
        # a passing state said the same way is no lasting one
        ("je suis en vacances", set()),
        ("je suis en retard", set()),
        ("je suis en fauteuil roulant", {("you", "is", "en fauteuil roulant")}),
        # a seat sat in is no state
        ("je suis dans mon fauteuil", set()),
        ("je suis dans le fauteuil du salon", set()),
    ],
)
def test_a_french_state_said_with_a_preposition(extract_in, text, expected):
    assert facts(extract_in("fr")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je vais bien je viens d'acheter un vélo", {("you", "owns", "vélo")}),
        ("ça va je vais bien j'habite à rouen", {("you", "lives_in", "rouen")}),
        ("je vais habiter à rouen", set()),  # "aller" with an infinitive: a plan
    ],
)
def test_a_clause_run_on_after_je_vais_bien_is_no_plan(extract_in, text, expected):
    assert facts(extract_in("fr")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am a baker in a supermarket", {("you", "is", "baker"),
                                           ("you", "works_at", "supermarket")}),
        ("my cousin is a medic in the navy", {("cousin", "is", "medic"),
                                              ("cousin", "works_at", "navy")}),
        # a town, a time, a training, or a rank in a group is no workplace
        ("i am a baker in a small village", {("you", "is", "baker in a small village")}),
        ("i am the fastest runner in the club", {("you", "is", "fastest runner in the club")}),
        ("i'm a plumber in training", {("you", "is", "plumber in training")}),
        # a place with words of its own is a setting, not a workplace
        ("I'm a big fish in a small pond.", {("you", "is", "big fish in a small pond")}),
        ("I'm a beginner in a yoga class.", {("you", "is", "beginner in a yoga class")}),
    ],
)
def test_a_role_in_a_common_place_names_the_workplace(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("is the lake ever turquoise when you go rowing? that is my favorite color",
         {("you", "favorite_color", "turquoise")}),
        ("i painted the shed mauve last week, it is my favourite colour",
         {("you", "favorite_color", "mauve")}),
    ],
)
def test_a_favorite_colour_taken_up_by_a_pronoun_is_the_colour_said(extract_in, text,
                                                                    expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("le jardinage est quelque chose que j'adore", {("you", "likes", "jardinage")}),
        ("le céleri est quelque chose que je n'aime pas", {("you", "likes", "céleri", "NOT")}),
        ("c'est un film que j'ai adoré", set()),  # an episode, no taste
    ],
)
def test_a_french_thing_one_likes_said_with_a_relative_clause(extract_in, text, expected):
    assert facts(extract_in("fr")(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "none of my cousins live in maine",
        "neither of my aunts works at the mill",
        "most of my cousins work at the mill",  # a share of a group: nothing either
    ],
)
def test_a_denying_quantifier_subject_says_nothing(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("nice, name is ottoline", {("you", "name", "ottoline")}),
        ("oh hey, name's bram", {("you", "name", "bram")}),
        # what was named before the comma, or more than a name after it
        ("that film was great, name is odd though", set()),
        ("i love that cafe, name is quirky", set()),
        ("cool, name is hard to spell", set()),
    ],
)
def test_a_name_opening_after_a_reaction_and_a_comma(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i cycle everywhere because i don't have a car", {("you", "has", "car", "NOT")}),
        ("i read a lot since i do not have a telly", {("you", "has", "telly", "NOT")}),
        ("i adore cats because i have two", {("you", "likes", "cats"), ("you", "has", "two cats")}),
        # what someone else has, and a passing ailment, stay reasons only
        ("i moved to hull because my husband has a job there", {("you", "lives_in", "hull")}),
        ("i stayed in because i have a cold", set()),
    ],
)
def test_what_the_speaker_has_or_lacks_in_a_reason_clause_is_a_fact(extract_in, text,
                                                                    expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i love riding my quad bike", {("you", "likes", "riding my quad bike"),
                                        ("you", "owns", "quad bike")}),
        ("i just finished riding my scooter", {("you", "owns", "scooter")}),
        ("i love riding horses", {("you", "likes", "riding horses")}),  # no thing of one's own
    ],
)
def test_riding_ones_own_vehicle_is_read_with_its_verb(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "we have an iguana called noodle", {("you", "iguana", "noodle")}),
        ("en", "i have a gecko and two cats", {("you", "has", "gecko"),
                                               ("you", "has", "two cats")}),
        ("it", "ho un'iguana", {("you", "has", "iguana")}),
        ("en", "i have a lizard", {("you", "has", "lizard")}),
    ],
)
def test_a_lizard_species_keeps_its_name(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i do not i live by the canal", {("you", "lives_in", "canal")}),
        ("nah i don't i work at a garage", {("you", "works_at", "garage")}),
        # the denial of the clause itself stays
        ("i do not live by the canal", {("you", "lives_in", "canal", "NOT")}),
        ("i don't have a garage", {("you", "has", "garage", "NOT")}),
    ],
)
def test_a_short_denial_run_on_before_a_clause_does_not_deny_it(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected
