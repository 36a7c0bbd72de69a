"""Casual, lower-case speech (speech-to-text and chat): exact triples per failure family.

Each case is a sentence written for this file; the families are the ones real casual speech
showed: lower-case names read as adjectives or nouns, greetings without a comma, jobs with
their workplace, "into" likings, superlative judgements, infinitives read as nouns, dropped
subjects and lower-case places read as verbs.
"""

from __future__ import annotations

import pytest

from hotmem.extract.apostrophes import restore_apostrophes
from hotmem.extract.ellipsis import restore_subject
from hotmem.lang import get_lexicon
from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i am priya", {("you", "name", "priya")}),
        ("en", "hey, i am dominic. how are you doing", {("you", "name", "dominic")}),
        ("en", "i am electrician", {("you", "is", "electrician")}),
        ("es", "hola, soy ignacio", {("you", "name", "ignacio")}),
        ("es", "buenas soy noelia y vivo en valencia",
         {("you", "name", "noelia"), ("you", "lives_in", "valencia")}),
        ("es", "soy fontanero", {("you", "is", "fontanero")}),
        ("fr", "salut, je suis margaux", {("you", "name", "margaux")}),
        ("fr", "je suis maxence et j'habite à rennes",
         {("you", "name", "maxence"), ("you", "lives_in", "rennes")}),
        ("fr", "je suis boulangère", {("you", "is", "boulangère")}),
    ],
)
def test_lower_case_names_are_told_from_words_and_jobs(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "i am tall"), ("en", "i am sleepy"), ("en", "i am frank"), ("es", "soy feliz"),
     ("fr", "je suis fatiguée")],
)
def test_adjectives_after_i_am_are_never_names(extract_in, lang, text):
    assert not any(f.r == "name" for f in extract_in(lang)(text).facts)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i am a pharmacist at the clinic on main street",
         {("you", "is", "pharmacist"), ("you", "works_at", "clinic")}),
        ("en", "i'm a cashier at lidl", {("you", "is", "cashier"), ("you", "works_at", "lidl")}),
        ("en", "i work as a chef at a hotel",
         {("you", "is", "chef"), ("you", "works_at", "hotel")}),
        ("en", "i work at siemens in munich", {("you", "works_at", "siemens")}),
        ("es", "soy cocinera en un hotel",
         {("you", "is", "cocinera"), ("you", "works_at", "hotel")}),
        ("fr", "je suis infirmier à l'hôpital", {("you", "is", "infirmier"),
                                                 ("you", "works_at", "hôpital")}),
    ],
)
def test_a_job_with_its_place_gives_works_at(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_student_at_a_school_does_not_work_there(extract_in):
    assert not any(f.r == "works_at" for f in extract_in("en")("i'm a student at yale").facts)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm into cycling", {("you", "likes", "cycling")}),
        ("i am not into football", {("you", "likes", "football", "NOT")}),
        ("i like to knit", {("you", "likes", "knit")}),
        ("i love living in bristol",
         {("you", "likes", "living in bristol"), ("you", "lives_in", "bristol")}),
        ("i am a stay at home dad", {("you", "is", "stay at home dad")}),
        ("the worst is traffic", {("you", "dislikes", "traffic")}),
        ("sundays are the best", {("you", "likes", "sundays")}),
        ("my uncle is the best", set()),
    ],
)
def test_casual_likings(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("love baking bread on weekends", {("you", "likes", "baking bread")}),
        ("hate cold coffee", {("you", "dislikes", "cold coffee")}),
        ("work at a pharmacy if that helps", {("you", "works_at", "pharmacy")}),
        ("i just moved to norway a few weeks ago", {("you", "lives_in", "norway")}),
        ("moved to finland last spring. what about you?", {("you", "lives_in", "finland")}),
    ],
)
def test_dropped_subjects_and_lower_case_places(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "restored"),
    [
        ("love hiking. you?", "I love hiking. you?"),
        ("ok. moved to oslo.", "ok. I moved to oslo."),
        ("love you", "love you"),
        ("work is busy", "work is busy"),
        ("live near here?", "live near here?"),
        ("love, peace", "love, peace"),
    ],
)
def test_subject_is_restored_only_before_a_statement_verb(text, restored):
    assert restore_subject(text, get_lexicon("en")) == restored


def test_subject_restoring_leaves_languages_without_the_table_alone():
    assert restore_subject("vivo en lugo", get_lexicon("es")) == "vivo en lugo"


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i am without a phone", {("you", "has", "phone", "NOT")}),
        ("es", "estoy sin moto", {("you", "has", "moto", "NOT")}),
        ("fr", "je suis sans vélo", {("you", "has", "vélo", "NOT")}),
        ("en", "no siblings here", {("you", "has", "sibling", "NOT")}),
        ("en", "no cats, no dogs", {("you", "has", "cat", "NOT"), ("you", "has", "dog", "NOT")}),
        ("en", "no worries", set()),
    ],
)
def test_denials_without_have_are_negated_possessions(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i enjoy kayaking in the summer", {("you", "likes", "kayaking")}),
        ("es", "me gusta esquiar en invierno", {("you", "likes", "esquiar")}),
    ],
)
def test_a_season_is_not_part_of_the_activity(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "ich habe keine haustiere", {("you", "has", "pet", "NOT")}),
        ("de", "wir haben drei katzen", {("you", "has", "three cats")}),
        # a kin noun is keyed in English, its adjective left out as after "meine"
        ("de", "ich habe einen kleinen bruder", {("you", "has", "brother")}),
        # read as its cased form, "in der Altstadt" (a district)
        ("de", "ich wohne in der altstadt", {("you", "lives_in", "altstadt")}),
        ("de", "ich fahre einen alten passat", {("you", "owns", "alten passat")}),
        ("de", "Ich fahre einen Touran.", {("you", "owns", "touran")}),
        ("de", "Ich fahre den Schulbus.", set()),
        ("de", "Ich fahre meine Töchter zum Training.", set()),
        ("it", "guido il tram", set()),
    ],
)
def test_lower_case_german_objects_and_driven_cars(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i work at aldi now not tesco",
         {("you", "works_at", "aldi"), ("you", "works_at", "tesco", "NOT")}),
        ("i live in Exeter not Truro",
         {("you", "lives_in", "exeter"), ("you", "lives_in", "truro", "NOT")}),
        ("i'm 52 not 25", {("you", "age", "52")}),
        ("i am not 40", {("you", "age", "40", "NOT")}),
    ],
)
def test_corrections_without_a_comma(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i ride my scooter to work", {("you", "owns", "scooter")}),
        ("i ride a vespa", {("you", "owns", "vespa")}),
        ("i ride horses on sundays", set()),
        ("i ride the tram", set()),
        ("i drive buses", set()),
    ],
)
def test_riding_and_driving_own_only_a_thing_of_ones_own(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


def test_a_word_after_love_is_never_a_name(extract_in):
    assert facts(extract_in("en")("i love zumba")) == {("you", "likes", "zumba")}


@pytest.mark.parametrize(
    ("text", "restored"),
    [
        ("its my favorite song", "it's my favorite song"),
        ("i love soup its so good", "i love soup it's so good"),
        ("the cat licked its paw", "the cat licked its paw"),
    ],
)
def test_its_is_restored_only_where_only_the_contraction_fits(text, restored):
    assert restore_apostrophes(text, get_lexicon("en")) == restored


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "Ich bin Elektriker bei Bosch.",
         {("you", "is", "elektriker"), ("you", "works_at", "bosch")}),
        ("it", "sono barista in un hotel",
         {("you", "is", "barista"), ("you", "works_at", "hotel")}),
        ("it", "sono studentessa a padova", {("you", "is", "studentessa")}),
    ],
)
def test_a_job_with_its_place_on_the_surface_path(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "my job at the post office is fun", {("you", "works_at", "post office")}),
        ("es", "mi trabajo en la fábrica es duro", {("you", "works_at", "fábrica")}),
        ("en", "my brother's job at the port is hard", {("brother", "works_at", "port")}),
        ("en", "my favorite cartoon is popeye", {("you", "likes", "popeye")}),
        ("en", "my favorite person is my grandma", set()),
        ("en", "what's your favorite fruit? mine is mango", {("you", "favorite_fruit", "mango")}),
        ("en", "what is your name? mine is tobias", {("you", "name", "tobias")}),
        ("en", "mine is a honda", set()),
    ],
)
def test_job_places_and_favourites_of_any_kind(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "désolé j'habite à lorient pas à vannes",
         {("you", "lives_in", "lorient"), ("you", "lives_in", "vannes", "NOT")}),
        ("it", "scusa abito a pavia non a lodi",
         {("you", "lives_in", "pavia"), ("you", "lives_in", "lodi", "NOT")}),
        ("de", "ich arbeite bei lidl nicht bei aldi",
         {("you", "works_at", "lidl"), ("you", "works_at", "aldi", "NOT")}),
        ("it", "non abito a lodi", {("you", "lives_in", "lodi", "NOT")}),
        ("fr", "pardon j'habite à vannes pas à brest",
         {("you", "lives_in", "vannes"), ("you", "lives_in", "brest", "NOT")}),
    ],
)
def test_spoken_corrections_without_a_comma_in_every_language(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_possessed_thing_keeps_its_article_on_the_surface_path(extract_in):
    assert facts(extract_in("it")("guido la mia vecchia panda")) == {
        ("you", "owns", "vecchia panda")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "j'aime le théâtre, la danse et la peinture",
         {("you", "likes", "théâtre"), ("you", "likes", "danse"), ("you", "likes", "peinture")}),
        ("es", "me gusta correr, bailar y pintar",
         {("you", "likes", "correr"), ("you", "likes", "bailar"), ("you", "likes", "pintar")}),
        ("it", "mi piacciono il nuoto, il judo e la vela",
         {("you", "likes", "nuoto"), ("you", "likes", "judo"), ("you", "likes", "vela")}),
        ("de", "ich mag Jazz, Blues und Soul",
         {("you", "likes", "jazz"), ("you", "likes", "blues"), ("you", "likes", "soul")}),
    ],
)
def test_lists_with_commas_give_one_fact_per_item(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected
