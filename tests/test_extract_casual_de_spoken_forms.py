"""Spoken German: the verb and negation forms of everyday speech ("is", "ham", "nich", "ned",
Bavarian "worn"), and a turn whose only capitals open its sentences (typed by habit, not on
nouns). Every sentence here was written for this file."""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mein lieblingsessen is lasagne", {("you", "favorite_food", "lasagne")}),
        ("meine tochter is jetzt 7", {("daughter", "age", "7")}),
        ("mei opa is 90 worn", {("grandfather", "age", "90")}),
        ("wir ham drei katzen", {("you", "has", "three cats")}),
        ("kochen is nich so mein ding", {("you", "likes", "kochen", "NOT")}),
        ("schwimmen is ned meins", {("you", "likes", "schwimmen", "NOT")}),
        ("ich wohn net mehr in graz", {("you", "lives_in", "graz", "NOT")}),
    ],
)
def test_spoken_verb_and_negation_forms_read_as_written_ones(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    "text", ["das is ja witzig", "ham wir schon", "nich schlecht", "is mir egal",
             "morgen is montag", "gestern ist es spät geworden"])
def test_spoken_forms_without_a_fact_state_none(extract_in, text):
    assert facts(extract_in("de")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ich hab mir ein rennrad gekauft.", {("you", "owns", "rennrad")}),
        ("Mein nachbar jonas wohnt in ulm.",
         {("you", "neighbor", "jonas"), ("jonas", "lives_in", "ulm")}),
        ("Ich bin müde. Meine katze heißt mimi.", {("you", "cat", "mimi")}),
        ("Tanzen is nich so mein ding.", {("you", "likes", "tanzen", "NOT")}),
    ],
)
def test_capitals_only_opening_sentences_are_read_as_lower_case(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ich wohne in Bremen.", {("you", "lives_in", "bremen")}),
        ("Mein Hund heißt Bello.", {("you", "dog", "bello")}),
        ("Ich spiele gern Tennis.", {("you", "likes", "tennis")}),
    ],
)
def test_a_turn_with_capitals_inside_is_read_as_written(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin lisa, 29 jahre alt", {("you", "name", "lisa"), ("you", "age", "29")}),
        ("i bin da franz, 60", {("you", "name", "franz"), ("you", "age", "60")}),
        ("ich bin jonas, 35, aus bremen",
         {("you", "name", "jonas"), ("you", "age", "35"), ("you", "born_in", "bremen")}),
    ],
)
def test_comma_pieces_after_the_speakers_copula_are_more_of_what_they_are(extract_in, text,
                                                                          expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        ("mein onkel ist karl, 70 jahre alt", ("you", "age", "70")),
        ("ich bin müde, 3 stunden schlaf", ("you", "age", "3")),
    ],
)
def test_comma_pieces_not_after_the_speakers_copula_state_no_age_of_theirs(extract_in, text,
                                                                            unwanted):
    assert unwanted not in facts(extract_in("de")(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich geh gern klettern in den alpen", {("you", "likes", "klettern")}),
        ("ich geh total gern joggen an der isar", {("you", "likes", "joggen")}),
        ("ich zock gern minecraft", {("you", "likes", "minecraft")}),
        ("mein bruder zockt abends gern fifa", {("brother", "likes", "fifa")}),
    ],
)
def test_a_liked_activity_before_its_place_and_gaming_are_likings(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    "text", ["gestern hab ich fifa gezockt", "ich zock nie", "zock mal was"])
def test_gaming_once_never_or_asked_for_is_no_liking(extract_in, text):
    assert not any(f[1] == "likes" for f in facts(extract_in("de")(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("wir haben vier hühner", {("you", "has", "four chickens")}),
        ("ich esse gern huhn", {("you", "likes", "huhn")}),
    ],
)
def test_hens_kept_are_chickens_and_chicken_eaten_stays_as_said(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich habe eine schwester, die ist ärztin",
         {("you", "has", "sister"), ("sister", "is", "ärztin")}),
        ("ich hab nen sohn, der ist koch", {("you", "has", "son"), ("son", "is", "koch")}),
        ("ich bin beim stadtlauf mitgelaufen", {("you", "participated_in", "stadtlauf")}),
    ],
)
def test_a_spoken_der_ist_job_and_running_along_in_a_race(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    "text", ["ich habe einen bruder, der ist nett", "ich habe einen hund, der ist alt"])
def test_a_der_ist_judgement_is_no_job(extract_in, text):
    assert not any(f[1] == "is" for f in facts(extract_in("de")(text)))


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "die jana und ich sind seit dem studium befreundet", {("you", "friend_of", "jana")}),
        ("de", "Paul und ich sind Freunde", {("you", "friend_of", "paul")}),
        ("it", "Giulia e io siamo amiche", {("you", "friend_of", "giulia")}),
    ],
)
def test_a_name_and_i_being_friends_is_a_friendship_with_the_name(extract_in, lang, text,
                                                                  expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    "text", ["wir sind freunde", "meine kollegin und ich sind befreundet",
             "ja und ich sind freunde", "Kaffee und ich sind beste Freunde",
             "mathe und ich sind keine freunde"])
def test_friends_without_a_name_beside_the_speaker_name_no_friend(extract_in, text):
    assert not any(f[1] == "friend_of" for f in facts(extract_in("de")(text)))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "ich kenne eine frau, die ist lehrerin"),
        ("de", "ich sah einen hund, der heißt rex"),
        ("it", "conosco una ragazza che si chiama giulia"),
    ],
)
def test_a_relative_on_a_person_only_met_is_no_kin_of_the_users(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()
