"""Casual French chat: exact triples per failure family found on public chat data.

Every sentence is written for this file. The families: fears said with "faire peur", moving in
("emménager") and the spoken "habiter sur", states after "être en" that are no place,
lower-case first names after a kin noun.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("les guêpes me font peur", {("you", "dislikes", "guêpes")}),
        ("honnêtement les poupées me font peur", {("you", "dislikes", "poupées")}),
        ("les orages ne me font pas peur", {("you", "dislikes", "orages", "NOT")}),
        ("les méduses me font horreur et j'adore nager",
         {("you", "dislikes", "méduses"), ("you", "likes", "nager")}),
    ],
)
def test_what_scares_the_speaker_is_disliked(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("on vient d'emménager à Colmar", {("you", "lives_in", "colmar")}),
        ("nous avons emménagé dans un studio", {("you", "lives_in", "studio")}),
        ("j'habite sur Montpellier", {("you", "lives_in", "montpellier")}),
    ],
)
def test_moving_in_and_spoken_habiter_sur_give_the_home(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    "text", ["je suis en pleine forme", "je suis en colère", "je suis en vacances"]
)
def test_etre_en_a_state_is_no_home(fr, text):
    assert facts(fr(text)) == set()


def test_etre_en_a_lasting_state_is_what_one_is_not_a_home(fr):
    assert facts(fr("je suis en surpoids")) == {("you", "is", "en surpoids")}  # "overweight"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon oncle ousmane vit à limoges",
         {("you", "uncle", "ousmane"), ("ousmane", "lives_in", "limoges")}),
        ("ma cousine maëlys travaille chez michelin",
         {("you", "cousin", "maëlys"), ("maëlys", "works_at", "michelin")}),
        ("ma tante adore le jardinage", {("aunt", "likes", "jardinage")}),
        ("ma sœur aînée habite à nancy", {("sister", "lives_in", "nancy")}),
    ],
)
def test_lower_case_name_after_a_kin_noun(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je cuisine moins depuis que je suis végane", {("you", "is", "végane")}),
        ("je dors mal depuis que je suis enceinte", {("you", "is", "enceinte")}),
    ],
)
def test_a_depuis_que_clause_states_and_asks_nothing(fr, text, expected):
    extraction = fr(text)
    assert facts(extraction) == expected
    assert extraction.intent.value == "FACT_STATEMENT"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai beaucoup de tortues", {("you", "has", "turtle")}),
        ("j'ai beaucoup de cousins", {("you", "has", "cousin")}),
        ("je mange beaucoup de lentilles", {("you", "eats", "lentilles")}),
        ("je n'ai pas beaucoup de cousins", set()),
    ],
)
def test_an_amount_word_counts_the_noun_after_it(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("c'est cool, je vis à rouen", {("you", "lives_in", "rouen")}),
        ("ah c'est sympa, je bosse chez decathlon", {("you", "works_at", "decathlon")}),
        ("mon mari et moi, on vit à dijon",
         {("you", "lives_in", "dijon"), ("husband", "lives_in", "dijon")}),
    ],
)
def test_a_reaction_before_a_comma_is_not_the_subject(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je n'ai ni chien ni chat", {("you", "has", "dog", "NOT"),
                                     ("you", "has", "cat", "NOT")}),
        ("je n'ai ni frère ni sœur", {("you", "has", "brother", "NOT"),
                                     ("you", "has", "sister", "NOT")}),
        ("nous n'avons pas d'animaux à la maison", {("you", "has", "pet", "NOT")}),
        ("j'ai un chat à la maison", {("you", "has", "cat")}),
    ],
)
def test_denied_kin_and_pets_keep_their_english_key(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai 47 ans si ça compte", {("you", "age", "47")}),
        ("j'ai 38 ans si ça compte mdr", {("you", "age", "38")}),
        ("je bosse chez Leclerc, si ça peut aider", {("you", "works_at", "leclerc")}),
        ("si ça t'intéresse je suis pharmacienne", {("you", "is", "pharmacienne")}),
        ("je suis plombier si ça t'intéresse tu peux me le rappeler",
         {("you", "is", "plombier")}),
    ],
)
def test_an_aside_neither_supposes_nor_adds_a_fact(fr, text, expected):
    assert facts(fr(text)) == expected


def test_an_aside_alone_is_no_statement(fr):
    assert facts(fr("si ça compte")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis presque aveugle", {("you", "is", "aveugle")}),
        ("je suis complètement végétarien", {("you", "is", "végétarien")}),
        ("je suis partiellement sourde", {("you", "is", "sourde")}),
    ],
)
def test_an_adverb_before_an_identity_adjective(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis dans la gendarmerie", {("you", "works_at", "gendarmerie")}),
        ("bon, je suis dans l'armée", {("you", "works_at", "armée")}),
        ("ma sœur est dans la police", {("sister", "works_at", "police")}),
        ("je ne suis plus dans la marine", {("you", "works_at", "marine", "NOT")}),
        ("je suis dans la cuisine", set()),
    ],
)
def test_serving_in_a_body_is_where_one_works(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je joue avec barnaby, mon chien", {("you", "dog", "barnaby")}),
        ("je promène Pistou, mon chien", {("you", "dog", "pistou")}),
        ("je vis avec Malik, mon mari", {("you", "husband", "malik")}),
    ],
)
def test_a_name_before_the_kin_phrase_that_ends_the_sentence(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("la moto que j'ai achetée est rapide", {("you", "owns", "moto")}),
        ("le canapé que j'ai acheté est confortable", set()),
        ("je repeins la maison que je viens d'acheter", {("you", "owns", "maison")}),
        ("la maison que je vais acheter est grande", set()),
    ],
)
def test_a_thing_bought_in_a_relative_clause_is_owned(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis amie avec Chloé depuis le collège", {("you", "friend_of", "chloé")}),
        ("je suis ami avec Bastien depuis l'école", {("you", "friend_of", "bastien")}),
    ],
)
def test_since_when_friends_is_no_friend(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis caissière dans un supermarché",
         {("you", "is", "caissière"), ("you", "works_at", "supermarché")}),
        ("je suis prof dans un collège", {("you", "is", "prof"), ("you", "works_at", "collège")}),
        ("je suis étudiant dans une école de commerce", {("you", "is", "étudiant")}),
    ],
)
def test_a_job_dans_a_place_names_the_workplace(fr, text, expected):
    assert facts(fr(text)) == expected
