"""Casual German speech: exact triples per failure family.

Every sentence is written for this file. The families: a negation that rejects only what
follows it (a second number, a second employer said without a comma), corrections said with
"warte", fillers between "und" and its verb, lower-cased hyphenated compounds and short
company names, and a run-on comment clause after a place.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("meine nichte ist 6 äh nicht 7", {("niece", "age", "6")}),
        ("Mein Neffe ist 15 ähm nicht 16.", {("nephew", "age", "15")}),
    ],
)
def test_a_bare_negation_after_a_filler_leaves_the_first_number_standing(extract_in, text,
                                                                        expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_negation_before_the_first_number_is_no_rejection(extract_in):
    assert facts(extract_in("de")("mein onkel ist nicht 50")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Meine Tante ist 58, nein warte, 59.",
         {("aunt", "age", "58", "NOT"), ("aunt", "age", "59")}),
        ("mein opa ist 90 warte mal 91",
         {("grandfather", "age", "90", "NOT"), ("grandfather", "age", "91")}),
    ],
)
def test_warte_takes_a_number_back(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich arbeite jetzt bei lidl nicht mehr bei netto",
         {("you", "works_at", "lidl"), ("you", "works_at", "netto", "NOT")}),
        ("wir wohnen in erfurt nicht mehr in jena",
         {("you", "lives_in", "erfurt"), ("you", "lives_in", "jena", "NOT")}),
    ],
)
def test_nicht_mehr_without_a_comma_rejects_the_second_place(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_filler_between_und_and_its_verb_keeps_the_second_clause(extract_in):
    assert facts(extract_in("de")("ich wohne in rostock und ähm arbeite bei sap")) == {
        ("you", "lives_in", "rostock"), ("you", "works_at", "sap")}


def test_a_short_lower_case_employer_before_its_branch(extract_in):
    assert facts(extract_in("de")("ich arbeite bei dm im lager")) == {
        ("you", "works_at", "dm")}


def test_a_lower_case_hyphenated_compound_is_a_noun(extract_in):
    assert facts(extract_in("de")("ich habe mir ein e-auto gekauft")) == {
        ("you", "owns", "e-auto")}


def test_a_comment_after_a_place_does_not_negate_it(extract_in):
    assert facts(extract_in("de")("ich lebe in gera ist nicht so aufregend")) == {
        ("you", "lives_in", "gera")}


def test_a_hedged_copula_clause_is_not_cut(extract_in):
    assert facts(extract_in("de")("ich glaube mein Bruder ist Koch")) == {
        ("brother", "is", "koch")}


def test_every_instrument_played_is_liked(extract_in):
    assert facts(extract_in("de")("Ich spiele Cello, Harfe und Flöte.")) == {
        ("you", "likes", "cello"), ("you", "likes", "harfe"), ("you", "likes", "flöte")}


def test_an_adjective_between_count_and_pet_is_dropped(extract_in):
    assert facts(extract_in("de")("Wir haben vier freche Hunde.")) == {
        ("you", "has", "four dogs")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Staus sind echt das Schlimmste.", {("you", "dislikes", "staus")}),
        ("käsekuchen ist einfach das beste", {("you", "likes", "käsekuchen")}),
        ("Mein Vater ist der Beste.", set()),
        ("Lena ist die Beste.", set()),
    ],
)
def test_a_thing_judged_with_a_superlative_is_a_liking(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_morgen_after_jeden_is_a_habit_not_a_plan(extract_in):
    assert facts(extract_in("de")("ich esse jeden morgen müsli")) == {
        ("you", "eats", "müsli")}


def test_morgen_alone_is_still_a_plan(extract_in):
    assert facts(extract_in("de")("ich fahre morgen nach graz")) == set()


def test_a_main_clause_after_a_reason_clause_without_comma_keeps_its_own_negation(
        extract_in):
    assert facts(extract_in("de")("weil ich diabetes habe esse ich keine torte")) == {
        ("you", "eats", "torte", "NOT")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich liebe es am wochenende zu wandern", {("you", "likes", "wandern")}),
        ("Ich mag es, morgens zu schwimmen.", {("you", "likes", "schwimmen")}),
    ],
)
def test_es_with_an_infinitive_names_the_liked_activity(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_lower_case_adjective_is_a_favorite_value(extract_in):
    assert facts(extract_in("de")("meine lieblingsfarbe ist grün")) == {
        ("you", "favorite_color", "grün")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mein onkel liebt segeln", {("uncle", "likes", "segeln")}),
        ("ich hasse bügeln", {("you", "dislikes", "bügeln")}),
        ("ich mag dich", set()),
        ("ich liebe es", set()),
    ],
)
def test_a_lone_lower_case_word_after_a_liking_verb_is_liked(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_an_unknown_verb_after_a_kin_noun_is_no_name(extract_in):
    """The verb is no name of the grandfather; with "gern" it is his hobby."""
    assert facts(extract_in("de")("mein opa bastelt gern")) == {
        ("grandfather", "likes", "basteln")}


def test_a_known_first_name_after_a_kin_noun_stays_a_name(extract_in):
    assert facts(extract_in("de")("Mein Sohn Felix tanzt Hip-Hop.")) == {
        ("you", "son", "felix")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich hab nen kater", {("you", "has", "cat")}),
        ("ich fahr nen alten passat", {("you", "owns", "alten passat")}),
        ("ich geh gern klettern", {("you", "likes", "klettern")}),
    ],
)
def test_spoken_articles_and_first_person_forms(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    "text", ["geboren und aufgewachsen in jena", "Geboren und aufgewachsen in Jena."])
def test_born_and_raised_without_a_subject(extract_in, text):
    assert facts(extract_in("de")(text)) == {("you", "born_in", "jena")}


def test_an_allergen_is_kept_as_said(extract_in):
    assert facts(extract_in("de")("mein mann ist allergisch gegen hunde")) == {
        ("husband", "allergic_to", "hunde")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mein bester Kumpel heißt Deniz.", {("you", "friend", "deniz")}),
        ("meine jüngere schwester wohnt in aachen", {("sister", "lives_in", "aachen")}),
    ],
)
def test_an_adjective_before_the_users_kin_noun_is_dropped(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich male gern", {("you", "likes", "malen")}),
        ("ich sammle gerne briefmarken", {("you", "likes", "briefmarken")}),
        ("ich hätte gern einen garten", set()),
    ],
)
def test_an_unknown_verb_before_gern_is_a_liked_activity(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin vierzig", {("you", "age", "40")}),
        ("meine nichte ist sieben", {("niece", "age", "7")}),
        ("mein vater ist dreiundsechzig jahre alt", {("father", "age", "63")}),
        ("ich bin gestern neununddreißig geworden", {("you", "age", "39")}),
        ("wir sind drei", set()),
    ],
)
def test_an_age_said_in_words(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_season_is_no_place(extract_in):
    assert facts(extract_in("de")("ich war im herbst in portugal")) == {
        ("you", "went_to", "portugal")}


def test_spoken_heiss_introduces_a_name(extract_in):
    assert facts(extract_in("de")("ich heiß rüdiger")) == {("you", "name", "rüdiger")}


def test_heiss_as_hot_is_no_name(extract_in):
    assert facts(extract_in("de")("mir ist so heiß")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("meine tochter heißt ida, kennst du gute spielplätze?", {("you", "daughter", "ida")}),
        ("ich spiele schach, du auch?", {("you", "likes", "schach")}),
        ("mein kater heißt mo. hast du auch haustiere?", {("you", "cat", "mo")}),
    ],
)
def test_a_statement_before_a_question_back_keeps_its_fact(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich wohne nicht in trier sondern in mainz",
         {("you", "lives_in", "trier", "NOT"), ("you", "lives_in", "mainz")}),
        ("ich mag pferde aber keine kühe",
         {("you", "likes", "pferde"), ("you", "likes", "kühe", "NOT")}),
        ("ich esse käse aber keine wurst",
         {("you", "eats", "käse"), ("you", "eats", "wurst", "NOT")}),
    ],
)
def test_a_contrast_says_which_part_is_negated(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_pronoun_after_a_kin_noun_opens_a_run_on_clause(extract_in):
    assert facts(extract_in("de")("ich habe einen neffen er wohnt in lübeck")) == {
        ("you", "has", "nephew"), ("nephew", "lives_in", "lübeck")}


def test_a_first_person_verb_opens_a_run_on_clause_without_its_subject(extract_in):
    assert facts(extract_in("de")("ich heiße greta bin 52 und wohne in celle")) == {
        ("you", "name", "greta"), ("you", "age", "52"), ("you", "lives_in", "celle")}


@pytest.mark.parametrize(
    "text", ["ich habe eine katze die heißt mimi", "Ich habe eine Katze, die heißt Mimi."])
def test_a_spoken_relative_clause_with_the_naming_verb_second(extract_in, text):
    assert facts(extract_in("de")(text)) == {("you", "cat", "mimi")}


def test_an_inverted_job_statement(extract_in):
    assert facts(extract_in("de")("von beruf bin ich dachdecker")) == {
        ("you", "is", "dachdecker")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("meine hobbys sind malen und schwimmen",
         {("you", "likes", "malen"), ("you", "likes", "schwimmen")}),
        ("Mein Hobby ist Angeln.", {("you", "likes", "angeln")}),
        ("Meine Hobbys sind Tanzen, Backen und Segeln.",
         {("you", "likes", "tanzen"), ("you", "likes", "backen"), ("you", "likes", "segeln")}),
    ],
)
def test_hobbies_named_are_likings(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_several_lower_case_favourites(extract_in):
    assert facts(extract_in("de")("meine lieblingsfarben sind rot und gelb")) == {
        ("you", "favorite_color", "rot"), ("you", "favorite_color", "gelb")}


def test_a_lower_case_fan_noun(extract_in):
    assert facts(extract_in("de")("meine tante ist ein riesiger fan von abba")) == {
        ("aunt", "likes", "abba")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mein name ist udo", {("you", "name", "udo")}),
        ("mein name ist egal", set()),
        ("mein name ist nicht wichtig", set()),
    ],
)
def test_a_short_lower_case_name_after_mein_name_ist(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_superlative_said_of_today_is_a_passing_judgement(extract_in):
    assert facts(extract_in("de")("der verkehr ist heute das schlimmste")) == set()


def test_a_modal_after_an_infinitive_is_no_object(extract_in):
    assert facts(extract_in("de")("ich weiß nicht was ich kochen soll")) == set()


def test_spoken_glaub_hedges_the_clause_after_it(extract_in):
    extraction = extract_in("de")("ich glaub meine cousine wohnt in jena")
    assert facts(extraction) == {("cousin", "lives_in", "jena")}
    assert [f.hedged for f in extraction.facts] == [True]
