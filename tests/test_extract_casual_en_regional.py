"""Casual and regional English, sixth round: what chat and speech add around a fact that is
no fact of its own. Every sentence here was written for this file."""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    "text",
    ["chocolate is my weakness", "the bakery was my first job", "my dad is my hero",
     "i cook a lot of curry, it's my go-to"],
)
def test_a_thing_said_to_be_my_something_is_no_kind_of_thing(extract_in, text):
    assert not any(f[1] == "is" for f in facts(extract_in("en")(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("jo is my cousin", {("you", "cousin", "jo")}),
        ("biscuit is my cat", {("you", "cat", "biscuit")}),
        ("hiking is my passion", {("you", "likes", "hiking")}),
        ("my uncle is a plumber", {("uncle", "is", "plumber")}),
    ],
)
def test_kin_pets_passions_and_jobs_still_say_who_or_what(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I was born in accra but grew up in luton.", {("you", "born_in", "accra")}),
        ("i grew up in perth but i was born in derby", {("you", "born_in", "derby")}),
        ("i grew up in bolton", {("you", "born_in", "bolton")}),
        ("i grew up in wigan. my husband was born in oslo",
         {("you", "born_in", "wigan"), ("husband", "born_in", "oslo")}),
    ],
)
def test_where_one_grew_up_is_the_origin_only_without_a_birthplace(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm a porter at the general hospital nights",
         {("you", "is", "porter"), ("you", "works_at", "general hospital")}),
        ("i work at the garden centre weekends", {("you", "works_at", "garden centre")}),
        ("i work at the night shelter", {("you", "works_at", "night shelter")}),
        ("i work at the day nursery", {("you", "works_at", "day nursery")}),
    ],
)
def test_the_shifts_after_an_employer_are_no_part_of_it(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my favourite band is blur no joke", {("you", "favorite_band", "blur")}),
        ("my favourite food is ramen tbh", {("you", "favorite_food", "ramen")}),
        ("i live in swansea no lie", {("you", "lives_in", "swansea")}),
    ],
)
def test_a_tag_vouching_for_what_was_said_is_no_part_of_the_object(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my mate kev lives in hull", {("you", "friend", "kev"), ("kev", "lives_in", "hull")}),
        ("my pal rosie works at boots",
         {("you", "friend", "rosie"), ("rosie", "works_at", "boots")}),
        ("my nan lives in whitby", {("grandmother", "lives_in", "whitby")}),
        ("my gran is 88", {("grandmother", "age", "88")}),
        ("we have a dog called buddy", {("you", "dog", "buddy")}),
    ],
)
def test_regional_words_for_friends_and_grandmothers_are_keyed(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cheers mate", set()),
        ("born in leeds mate", {("you", "born_in", "leeds")}),
        ("i work at a garage pal", {("you", "works_at", "garage")}),
        ("i teach at a primary school buddy", {("you", "works_at", "primary school")}),
    ],
)
def test_mate_said_to_the_listener_is_no_friend(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my wife's called nadia", {("you", "wife", "nadia")}),
        ("our cat's named pudding", {("you", "cat", "pudding")}),
        ("my son's called alfie and he's 6", {("you", "son", "alfie"), ("alfie", "age", "6")}),
    ],
)
def test_a_kin_nouns_s_before_a_naming_participle_is_is(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text", ["my mum's called me three times today", "my sister's named after our gran",
             "my brother's car is blue"])
def test_has_called_or_a_possessive_names_nobody(extract_in, text):
    assert not any(f[0] == "you" and f[1] in ("mother", "sister", "brother")
                   for f in facts(extract_in("en")(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cant stand mushrooms", {("you", "dislikes", "mushrooms")}),
        ("can't stand reality tv", {("you", "dislikes", "reality tv")}),
        ("used to live in bristol", {("you", "lives_in", "bristol", "NOT")}),
        ("used to work at argos", {("you", "works_at", "argos", "NOT")}),
    ],
)
def test_a_dislike_or_former_state_without_its_subject_is_the_speakers(extract_in, text,
                                                                        expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text", ["cant stand here all week", "I can't stand here all day", "used to it by now",
             "used to live here?"])
def test_standing_somewhere_or_being_used_to_something_is_no_fact(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my sister's still in Glasgow", {("sister", "lives_in", "glasgow")}),
        ("my uncle's in Toronto", {("uncle", "lives_in", "toronto")}),
        ("my dad's from sheffield", {("father", "born_in", "sheffield")}),
        ("my son's really into lego", {("son", "likes", "lego")}),
    ],
)
def test_a_kin_nouns_s_before_a_place_or_taste_is_is(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text", ["my sister's in hospital", "my brother's in the garden", "my mum's in her room",
             "my dad's in London for work", "my sister's in-laws are lovely"])
def test_a_kin_noun_somewhere_for_now_or_a_possessive_states_no_home(extract_in, text):
    assert not any(f[1] == "lives_in" for f in facts(extract_in("en")(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm the manager at a gym", {("you", "is", "manager")}),
        ("i'm a baby photographer", {("you", "is", "baby photographer")}),
    ],
)
def test_a_job_with_the_definite_article_is_still_a_job(extract_in, text, expected):
    assert expected <= facts(extract_in("en")(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm priya, 31, from leicester",
         {("you", "name", "priya"), ("you", "age", "31"), ("you", "born_in", "leicester")}),
        ("hey there, i'm dan, 45", {("you", "name", "dan"), ("you", "age", "45")}),
        # an origin piece only after an age: without one it is too often a team or a time
        ("i'm a teacher, from galway originally", {("you", "is", "teacher")}),
    ],
)
def test_comma_pieces_after_the_speakers_copula_are_more_of_what_they_are(extract_in, text,
                                                                          expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "unwanted"),
    [
        ("en", "my cousin is ravi, 30, from leeds", ("you", "age", "30")),
        ("en", "i'm tired, 3 hours of sleep", ("you", "age", "3")),
        ("en", "Hi, I'm Tom, from the sales team.", ("you", "born_in", "sales team")),
        ("es", "Soy feliz, de verdad.", ("you", "born_in", "verdad")),
        ("fr", "Je suis Marc, de la compta.", ("you", "born_in", "compta")),
        ("fr", "je fais du vélo, de la natation et de l'escalade", ("you", "born_in", "natation")),
    ],
)
def test_comma_pieces_without_the_speakers_copula_are_left_alone(extract_in, lang, text,
                                                                 unwanted):
    assert unwanted not in facts(extract_in(lang)(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("favourite team is celtic", {("you", "favorite_team", "celtic")}),
        ("fave snack has to be crisps", {("you", "favorite_snack", "crisps")}),
        ("favorite color is teal whats yours", {("you", "favorite_color", "teal")}),
        ("my favourite song is yellow what's yours", {("you", "favorite_song", "yellow")}),
        # a favourite "of" someone is theirs
        ("Favourite food of my son is pasta", {("son", "favorite_food", "pasta")}),
        ("favourite colour of my wife is green", {("wife", "favorite_color", "green")}),
    ],
)
def test_a_favourite_said_without_my_is_the_speakers(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text", ["favourite food?", "what's your favourite team", "favourite songs change a lot"])
def test_a_favourite_asked_or_talked_about_states_none(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my aunt has a cat called tibbles", {("aunt", "cat", "tibbles")}),
        ("my gran has a budgie named zazu that sings all day",
         {("grandmother", "budgie", "zazu")}),
        ("my brother has a daughter named isla", {("brother", "daughter", "isla")}),
    ],
)
def test_a_named_pet_or_child_of_the_users_kin_is_theirs(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    "text", ["Sam has a dog called Rex.", "her neighbour has a cat named tigger"])
def test_a_named_pet_of_someone_else_names_no_one_the_user_knows(extract_in, text):
    assert not any(f[1] in ("dog", "cat") for f in facts(extract_in("en")(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Got three hamsters for my daughter lol.", {("you", "has", "three hamsters")}),
        ("Just moved to Bath.", {("you", "lives_in", "bath")}),
        ("Work at a bakery.", {("you", "works_at", "bakery")}),
    ],
)
def test_a_capitalised_verb_opening_a_sentence_without_subject_is_the_speakers(
        extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize("text", ["Got it, thanks.", "Love you too.", "Work is busy."])
def test_a_capitalised_opening_verb_with_a_pronoun_or_auxiliary_states_none(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "we live in hull, me and my husband", {("you", "lives_in", "hull")}),
        ("en", "we moved to derby, my partner and i", {("you", "lives_in", "derby")}),
        ("en", "i went to my nan's", set()),
    ],
)
def test_people_said_after_a_place_are_no_place(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "my dad lives with us in Norwich",
         {("father", "lives_in", "norwich"), ("you", "lives_in", "norwich")}),
        ("de", "mein opa wohnt bei uns in graz",
         {("grandfather", "lives_in", "graz"), ("you", "lives_in", "graz")}),
    ],
)
def test_a_home_shared_with_the_speaker_is_the_speakers_too(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my dad lives in Norwich, not with us"),
        ("en", "my son lives with my sister in Ely"),
        ("de", "mein sohn wohnt nicht mehr bei uns in graz"),
        ("de", "meine mutter wohnt bei meiner schwester in köln"),
        # the phrase said of something else in the same turn
        ("en", "My sister lives in Leeds, she stayed with us at Christmas."),
        ("en", "My son lives in Bath, come with me to visit him."),
        ("en", "My mum lives with us and my brother lives in York."),
        ("de", "Mein Bruder wohnt in Graz, er war letzte Woche bei mir."),
        ("fr", "Ma sœur habite à Lyon, ma mère habite avec nous."),
        ("es", "Mi hermano vive en Madrid y mi madre vive conmigo."),
        ("it", "Mio fratello vive a Roma e mia nonna vive con noi."),
    ],
)
def test_a_home_not_shared_with_the_speaker_is_not_theirs(extract_in, lang, text):
    assert not any(f[0] == "you" and f[1] == "lives_in" for f in facts(extract_in(lang)(text)))


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "ich arbeite bei einer agentur, die heißt pixelwerk",
         {("you", "works_at", "pixelwerk")}),
        ("en", "i work at a garage, called fixright", {("you", "works_at", "fixright")}),
        ("en", "i work at a pub named after the old mill", {("you", "works_at", "pub")}),
        ("de", "ich arbeite bei einer firma, die heißt wie ihr gründer",
         {("you", "works_at", "firma")}),
    ],
)
def test_an_employer_named_after_a_comma_is_keyed_by_its_name(extract_in, lang, text,
                                                              expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i live close to work", set()),
        ("en", "i live near work so i walk", set()),
        ("es", "vivo cerca del trabajo", set()),
        ("en", "i live close to the sea", {("you", "lives_in", "sea")}),
    ],
)
def test_living_near_work_names_no_home(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("oh wow, name is perfect", set()),
        ("haha, name is cute", set()),
        ("my name is perfect", set()),
        ("ok, name is Jess", {("you", "name", "jess")}),
        ("my cat's name is Lovely", {("you", "cat", "lovely")}),
    ],
)
def test_a_judgement_of_a_name_is_no_name(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i've got two big brothers, i'm the baby", {("you", "has", "two big brothers")}),
        ("i'm the designated driver tonight", set()),
        # an occupation or an identity said with "the" stays
        ("i'm the manager", {("you", "is", "manager")}),
        ("i'm the manager at a shop", {("you", "is", "manager"), ("you", "works_at", "shop")}),
        # a role of something stays ("the owner of a bakery", "the head of marketing")
        ("I'm the owner of a small bakery.", {("you", "is", "owner of a small bakery")}),
        ("I'm the head of marketing.", {("you", "is", "head of marketing")}),
    ],
)
def test_the_place_among_others_is_no_kind_the_speaker_is(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected
