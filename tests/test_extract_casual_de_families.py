"""Casual German speech, second round: exact triples per family of what natives say.

Every sentence is written for this file. The families: "auf X stehen" as a liking (and
"aufstehen" as none), "weder X noch Y" denying both, lower-case nouns that are also verb forms
("in essen", "thailändisches essen"), a name said before where the speaker comes from, a
plural verb without "wir" that is not the speaker, jobs said with "jobben", and things one
"has" only for a while (an idea, an appointment).
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich steh total auf science fiction", {("you", "likes", "science fiction")}),
        ("Ich stehe auf Jazz.", {("you", "likes", "jazz")}),
        ("meine frau steht auf rockmusik", {("wife", "likes", "rockmusik")}),
        ("ich stehe nicht so auf schlager", {("you", "likes", "schlager", "NOT")}),
    ],
)
def test_auf_etwas_stehen_is_a_liking(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize("text", ["ich stehe um halb sechs auf", "ich stehe immer früh auf"])
def test_aufstehen_likes_nothing(extract_in, text):
    assert facts(extract_in("de")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("wir haben weder katze noch hund",
         {("you", "has", "cat", "NOT"), ("you", "has", "dog", "NOT")}),
        ("ich mag weder bier noch wein",
         {("you", "likes", "bier", "NOT"), ("you", "likes", "wein", "NOT")}),
    ],
)
def test_weder_noch_denies_both(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich wohne in essen", {("you", "lives_in", "essen")}),
        ("ich wohne in essen nicht in bochum",
         {("you", "lives_in", "essen"), ("you", "lives_in", "bochum", "NOT")}),
        ("ich liebe vietnamesisches essen", {("you", "likes", "vietnamesisches essen")}),
    ],
)
def test_a_lower_case_noun_that_is_also_a_verb_form_is_the_noun(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_singular_verb_form_stays_the_verb(extract_in):
    assert facts(extract_in("de")("ich esse kein rindfleisch")) == {
        ("you", "eats", "rindfleisch", "NOT")}


def test_a_plural_verb_without_wir_is_not_the_speaker(extract_in):
    assert facts(extract_in("de")("die nachbarn essen gern fisch")) == {
        ("nachbarn", "likes", "fisch")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hey ich bin carla aus bielefeld",
         {("you", "name", "carla"), ("you", "born_in", "bielefeld")}),
        ("ich bin der jonas aus kassel",
         {("you", "name", "jonas"), ("you", "born_in", "kassel")}),
        ("ich bin Schreinerin aus Passau",
         {("you", "is", "schreinerin"), ("you", "born_in", "passau")}),
    ],
)
def test_a_name_before_aus_is_the_speakers_name(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_an_adjective_after_an_article_before_aus_is_no_name(extract_in):
    assert facts(extract_in("de")("ich bin die neue aus dem vertrieb")) == {
        ("you", "born_in", "vertrieb")}


def test_jobben_names_a_workplace(extract_in):
    assert facts(extract_in("de")("ich jobbe am wochenende in einer tankstelle")) == {
        ("you", "works_at", "tankstelle")}


@pytest.mark.parametrize(
    "text", ["ich habe eine idee", "ich hab morgen einen termin beim zahnarzt",
             "ich habe einen plan für heute"])
def test_a_passing_thing_one_has_is_no_possession(extract_in, text):
    assert facts(extract_in("de")(text)) == set()


def test_shift_work_is_no_workplace(extract_in):
    assert facts(extract_in("de")("ich arbeite im schichtdienst")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich jogge fast jeden abend", {("you", "likes", "joggen")}),
        ("ich stricke im winter", {("you", "likes", "stricken")}),
        ("ich segle am wochenende", {("you", "likes", "segeln")}),
        ("mein opa angelt", {("grandfather", "likes", "angeln")}),
        ("meine tante töpfert gern", {("aunt", "likes", "töpfern")}),
        ("ich klettere", {("you", "likes", "klettern")}),
    ],
)
def test_a_pastime_verb_in_the_present_is_a_liking(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    "text", ["ich jogge nicht", "ich jogge morgen früh", "ich bin gestern gejoggt"])
def test_a_pastime_denied_planned_or_past_is_no_liking_and_no_name(extract_in, text):
    assert facts(extract_in("de")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich spiele in meiner freizeit tischtennis", {("you", "likes", "tischtennis")}),
        ("ich spiele seit meiner jugend posaune", {("you", "likes", "posaune")}),
        ("ich backe am sonntag gern brot", {("you", "likes", "brot")}),
        ("ich spiel volleyball im verein", {("you", "likes", "volleyball")}),
    ],
)
def test_a_habit_keeps_its_object_past_a_phrase_of_when(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_spiel_said_first_asks_the_bot(extract_in):
    assert facts(extract_in("de")("spiel mir was von abba")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich gehe gern ins theater", {("you", "likes", "theater")}),
        ("wir fahren gerne an die nordsee", {("you", "likes", "nordsee")}),
    ],
)
def test_where_one_likes_to_go_is_a_liking(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_going_somewhere_tomorrow_is_a_plan(extract_in):
    assert facts(extract_in("de")("ich gehe morgen ins theater")) == set()


@pytest.mark.parametrize(
    ("lang", "text"),
    [("de", "weißt du noch wie mein hund heißt"),
     ("de", "kannst du mir sagen wo mein kater gern schläft"),
     ("it", "ti ricordi come si chiama la mia gatta")],
)
def test_a_pet_inside_an_indirect_question_is_no_possession(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin gegen hausstaub allergisch", {("you", "allergic_to", "hausstaub")}),
        ("ich bin inzwischen 47", {("you", "age", "47")}),
        ("ich bin seit zwei jahren geschieden", {("you", "is", "geschieden")}),
        ("ich habe einen jüngeren bruder", {("you", "has", "brother")}),
        ("ich habe eine große schwester", {("you", "has", "sister")}),
    ],
)
def test_words_around_a_fact_that_say_when_or_which(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_noun_after_kein_is_a_denied_identity_not_a_name(extract_in):
    assert facts(extract_in("de")("ich bin kein frühaufsteher")) == {
        ("you", "is", "frühaufsteher", "NOT")}


def test_a_noun_after_ein_is_no_name(extract_in):
    assert facts(extract_in("de")("ich bin ein nachtmensch")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("meine tochter heißt max", {("you", "daughter", "max")}),
        ("ich hab einen neffen er heißt max", {("you", "nephew", "max")}),
    ],
)
def test_a_short_name_closing_the_turn_is_no_short_form(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich wohne in der nähe von freiburg", {("you", "lives_in", "freiburg")}),
        ("wir leben in der umgebung von hannover", {("you", "lives_in", "hannover")}),
    ],
)
def test_near_a_place_is_that_place(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin von beruf elektriker", {("you", "is", "elektriker")}),
        ("meine schwägerin ist ärztin", {("sister-in-law", "is", "ärztin")}),
        ("wir haben überhaupt keine kinder", {("you", "has", "child", "NOT")}),
        ("ich trinke gern kakao", {("you", "likes", "kakao")}),
    ],
)
def test_more_casual_phrasings(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected
