"""English chat as typed or transcribed: apostrophes typed as spaces, degree phrases after a
liked thing, gerunds the small parser cuts off, and relative clauses whose main verb it misreads.

Each case is a sentence written for this file; outcomes are exact.
"""

from __future__ import annotations

import pytest

from hotmem.extract.apostrophes import restore_apostrophes
from hotmem.lang import get_lexicon
from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "restored"),
    [
        ("i don t own a bike", "i don't own a bike"),
        ("I Can t stand it", "I Can't stand it"),
        ("i m a welder", "i'm a welder"),
        ("we haven t met", "we haven't met"),
        ("it s my favorite", "it's my favorite"),
        ("i don tell lies", "i don tell lies"),  # no contraction ends in "tell"
        ("my dog is tom", "my dog is tom"),
        ("a b c", "a b c"),
    ],
)
def test_an_apostrophe_typed_as_a_space_is_restored(text, restored):
    assert restore_apostrophes(text, get_lexicon("en")) == restored


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i don t have a car", {("you", "has", "car", "NOT")}),
        ("we don t have any pets", {("you", "has", "pet", "NOT")}),
        ("i can t stand olives", {("you", "dislikes", "olives")}),
        ("i m a plumber", {("you", "is", "plumber")}),
    ],
)
def test_spaced_contractions_keep_their_denial(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i like curling a lot.", {("you", "likes", "curling")}),
        ("i love opera a lot", {("you", "likes", "opera")}),
        ("i like tofu a lot. how about you?", {("you", "likes", "tofu")}),
        ("i like you a lot", set()),  # the listener is no taste
        ("i like it a lot", set()),
    ],
)
def test_a_degree_phrase_after_the_liked_thing(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i like knitting and i sell scarves", {("you", "likes", "knitting")}),
        ("i like sketching and i play chess",
         {("you", "likes", "sketching"), ("you", "likes", "chess")}),
        ("i like baking but i hate ironing",
         {("you", "likes", "baking"), ("you", "dislikes", "ironing")}),
    ],
)
def test_a_gerund_before_a_second_clause_stays_liked(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the bakery i work at opens early", {("you", "works_at", "bakery")}),
        ("the garage i work at fixes vans", {("you", "works_at", "garage")}),
        ("the village i live in looks lovely", {("you", "lives_in", "village")}),
        ("the hotel i work at is huge", {("you", "works_at", "hotel")}),
        ("i work at kroger", {("you", "works_at", "kroger")}),
    ],
)
def test_a_relative_clause_before_a_misread_main_verb(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i wish i could quit i hate my boss", {("you", "dislikes", "boss")}),
        ("i wish i lived by the sea i love sailing", {("you", "likes", "sailing")}),
        ("i want to move to spain i love seafood", {("you", "likes", "seafood")}),
        ("i wish i lived by the sea", set()),  # the wish alone states nothing
        ("i wish i knew i had a cousin", set()),  # "knew" takes the clause: still wished
        ("i hope i can say i love it", set()),
    ],
)
def test_a_statement_run_on_after_a_wish_stands(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am living in tulsa but will move to waco", {("you", "lives_in", "tulsa")}),
        ("i'm working at a deli but will quit soon", {("you", "works_at", "deli")}),
        ("maybe i will go bowling tonight, i love karaoke", {("you", "likes", "karaoke")}),
        ("i am going to live in oslo and will work at a bar", set()),  # a plan throughout
    ],
)
def test_a_plan_beside_a_statement_leaves_it_standing(extract_in, text, expected):
    assert {f[:3] for f in facts(extract_in("en")(text))} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my son and i enjoy fishing", {("son", "likes", "fishing"), ("you", "likes", "fishing")}),
        ("my daughter and i enjoy chess", {("daughter", "likes", "chess"),
                                           ("you", "likes", "chess")}),
        ("i love salsa and my husband loves tango",
         {("you", "likes", "salsa"), ("husband", "likes", "tango")}),
    ],
)
def test_coordinated_likers_each_like_it(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am really into woodworking these days", {("you", "likes", "woodworking")}),
        ("i'm into birdwatching lately", {("you", "likes", "birdwatching")}),
        ("i am not into jogging", {("you", "likes", "jogging", "NOT")}),
    ],
)
def test_into_a_gerund_with_a_time_phrase(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the jeep i drive is ancient", {("you", "owns", "jeep")}),
        ("i lease the van i drive", {("you", "owns", "van")}),
        ("the scooter i ride is blue", {("you", "owns", "scooter")}),
        ("the ponies i ride are gentle", set()),  # a pastime, not a thing of one's own
        ("the boat i want is huge", set()),
    ],
)
def test_a_relative_gap_after_an_owning_verb(extract_in, text, expected):
    assert {f for f in facts(extract_in("en")(text)) if f[1] == "owns"} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i just bought the largest farm in the county", {("you", "owns", "largest farm")}),
        ("i have a cottage in wales", {("you", "has", "cottage")}),  # the house, not the place
        ("i own a bungalow in spain", {("you", "owns", "bungalow")}),
        ("i live in a small village in peru", {("you", "lives_in", "peru")}),
    ],
)
def test_a_held_thing_is_not_the_place_it_lies_in(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i work at the aquarium maybe your kids would like it?",
         {("you", "works_at", "aquarium")}),  # the "maybe" asks; the job is not hedged
        ("do you ski i ski in the alps every winter", set()),
        ("do you work i work at a pharmacy", {("you", "works_at", "pharmacy")}),
        ("do you know i work at a pharmacy", set()),  # "know" takes the clause: it asks
        ("i work at a pharmacy maybe", {("you", "works_at", "pharmacy", "H")}),
    ],
)
def test_a_question_run_on_with_a_statement(extract_in, text, expected):
    got = {f.key + (("H",) if f.hedged else ()) for f in extract_in("en")(text).facts}
    assert got == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("do you collect stamps? i have a lot.", {("you", "has", "stamps")}),
        ("any houseplants? i have lots.", {("you", "has", "houseplants")}),
        ("i have a lot.", set()),  # nothing named before
    ],
)
def test_a_bare_amount_answers_for_the_thing_asked_about(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("salsa is what i love", {("you", "likes", "salsa")}),
        ("origami is what i am into", {("you", "likes", "origami")}),
        ("boise is where i live", {("you", "lives_in", "boise")}),
        ("chile is where my brother lives", {("brother", "lives_in", "chile")}),
        ("that is what i love", set()),  # a pronoun fills nothing
        ("this is where i live", set()),
        ("lisbon is where i want to live", set()),  # a wish
        ("home is where i live", set()),  # no town
        ("the gym is where i live these days", set()),
    ],
)
def test_a_pseudo_cleft_fills_its_gap_with_the_subject(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my grandparents live back in idaho", {("grandparents", "lives_in", "idaho")}),
        ("i live out in the countryside", {("you", "lives_in", "countryside")}),
        ("i live far from my parents", set()),
    ],
)
def test_a_place_phrase_hung_on_an_adverb_after_the_verb(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i dyed my hair teal, its my fave color", {("you", "favorite_color", "teal")}),
        ("i painted my car red, my favorite color", {("you", "favorite_color", "red")}),
        ("i ate my fish tacos, my favorite food", {("you", "favorite_food", "fish tacos")}),
        ("my bike is orange. it's my favorite color", {("you", "favorite_color", "orange")}),
        ("i read asimov, he is my favorite author", {("you", "favorite_author", "asimov")}),
    ],
)
def test_a_favorite_colour_is_the_colour_not_the_thing_coloured(extract_in, text, expected):
    assert {f for f in facts(extract_in("en")(text)) if f[1].startswith("favorite_")} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i am having my favorite food lasagna", {("you", "favorite_food", "lasagna")}),
        ("i am having my favorite drink iced tea", {("you", "favorite_drink", "iced tea")}),
        ("i am eating my favorite food fish tacos", {("you", "favorite_food", "fish tacos")}),
        ("i have my favorite mug", {("you", "has", "favorite mug")}),  # no name: the mug
    ],
)
def test_a_named_favorite_is_not_a_thing_had(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my favourite band is blur especially the early albums", {("you", "favorite_band", "blur")}),
        ("my favorite food is curry particularly the spicy kind",
         {("you", "favorite_food", "curry")}),
        ("i live in york especially near the walls", {("you", "lives_in", "york")}),
    ],
)
def test_a_narrowing_afterthought_is_cut_off_the_value(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the rest of my family lives back in iowa", set()),  # a share, no one in particular
        ("i ate the rest of the lasagna", {("you", "eats", "lasagna")}),
    ],
)
def test_the_rest_of_a_group_is_a_share(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected
