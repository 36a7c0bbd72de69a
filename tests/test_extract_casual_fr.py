"""Casual French speech: exact triples per failure family.

Every sentence is written for this file. The families: "être de" and "être à" (origin, home,
or only a state), lower-case first names the tagger reads as adverbs, fears as dislikes,
dislocated subjects ("le X, c'est ..."), lists without commas, favourites after a misparsed
"est", corrections after "maintenant pas", pets keyed in English.
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
        ("je suis de rennes", {("you", "born_in", "rennes")}),
        ("je suis de Marseille mais j'habite à Lyon",
         {("you", "born_in", "marseille"), ("you", "lives_in", "lyon")}),
        ("je viens de Quimper moi", {("you", "born_in", "quimper")}),
    ],
)
def test_etre_de_a_place_is_an_origin_never_a_name(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["je suis de mauvaise humeur ce matin", "je suis de retour", "je suis à la maison",
     "je suis en vacances", "je suis à Nice ce week-end", "je suis dedans"],
)
def test_a_passing_state_or_stay_states_nothing(fr, text):
    assert facts(fr(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis à Besançon", {("you", "lives_in", "besançon")}),
        ("je suis au Québec depuis trois ans", {("you", "lives_in", "québec")}),
        ("je suis au nebraska", {("you", "lives_in", "nebraska")}),
    ],
)
def test_etre_a_a_named_place_is_a_home(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma copine s'appelle maëlle", {("you", "girlfriend", "maëlle")}),
        ("je suis sophie et j'habite à Vierzon",
         {("you", "name", "sophie"), ("you", "lives_in", "vierzon")}),
    ],
)
def test_lower_case_first_names(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai peur des guêpes", {("you", "dislikes", "guêpes")}),
        ("J'ai horreur des endives.", {("you", "dislikes", "endives")}),
        ("mon oncle a peur de l'avion", {("uncle", "dislikes", "avion")}),
        ("je n'ai pas peur des orages", {("you", "dislikes", "orages", "NOT")}),
    ],
)
def test_a_fear_had_is_a_dislike(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Le tennis, c'est pas mon truc.", {("you", "likes", "tennis", "NOT")}),
        ("la boxe c'est pas trop mon truc", {("you", "likes", "boxe", "NOT")}),
        ("Le jaune, c'est une couleur que je déteste.", {("you", "dislikes", "jaune")}),
        ("le handball c'est un sport que j'adore", {("you", "likes", "handball")}),
    ],
)
def test_a_dislocated_subject_is_what_is_liked(fr, text, expected):
    assert facts(fr(text)) == expected


def test_an_episode_with_a_liking_relative_is_no_taste(fr):
    assert facts(fr("hier j'ai lu un roman que j'ai adoré")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'aime les pommes les poires et les kiwis",
         {("you", "likes", "pommes"), ("you", "likes", "poires"), ("you", "likes", "kiwis")}),
        ("Je fais du judo, de la danse et de l'aviron.",
         {("you", "likes", "judo"), ("you", "likes", "danse"), ("you", "likes", "aviron")}),
    ],
)
def test_lists_of_likes_and_activities(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon jeu préféré c'est tetris", {("you", "favorite_game", "tetris")}),
        ("Mon acteur préféré, c'est Bourvil.", {("you", "favorite_actor", "bourvil")}),
    ],
)
def test_a_favourite_after_a_misparsed_copula(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je bosse chez lidl maintenant pas chez aldi",
         {("you", "works_at", "lidl"), ("you", "works_at", "aldi", "NOT")}),
        ("ma cousine bosse chez safran", {("cousin", "works_at", "safran")}),
        ("j'habite à dijon et je travaille chez sncf",
         {("you", "lives_in", "dijon"), ("you", "works_at", "sncf")}),
    ],
)
def test_employers_said_casually(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("J'ai trois chats adorables.", {("you", "has", "three cats")}),
        ("mon lapin s'appelle Caramel", {("you", "rabbit", "caramel")}),
        ("on n'a pas de piscine", {("you", "has", "piscine", "NOT")}),
        ("J'ai de l'eczéma depuis l'enfance.", {("you", "has_condition", "eczéma")}),
        ("je suis malentendante", {("you", "is", "malentendante")}),
    ],
)
def test_pets_possessions_and_health(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'aime pas trop le rap", {("you", "likes", "rap", "NOT")}),
        ("j'aime pas mal le jazz", {("you", "likes", "jazz")}),
    ],
)
def test_pas_trop_denies_and_pas_mal_does_not(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai grandi à Colmar", {("you", "born_in", "colmar")}),
        ("je suis née en 1979", set()),
        ("je suis né en 1992 à Poitiers", {("you", "born_in", "poitiers")}),
    ],
)
def test_a_participle_after_avoir_and_a_year_are_no_possession_or_place(fr, text, expected):
    assert facts(fr(text)) == expected


def test_kin_listed_by_name_after_a_comma(fr):
    assert facts(fr("j'ai deux filles, Maëlys et Capucine")) == {
        ("you", "daughter", "maëlys"), ("you", "daughter", "capucine")}


@pytest.mark.parametrize(
    "text",
    ["j'ai un rendez-vous chez le dentiste", "j'ai besoin d'un vélo",
     "je pense partir vivre à Biarritz"],
)
def test_appointments_needs_and_plans_are_no_facts(fr, text):
    assert facts(fr(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma meuf s'appelle lison", {("you", "girlfriend", "lison")}),
        ("mon frangin vit à Lisbonne", {("brother", "lives_in", "lisbonne")}),
        ("j'ai cinq petits-enfants", {("you", "has", "five grandchildren")}),
        ("bah j'habite à vannes quoi", {("you", "lives_in", "vannes")}),
        ("moi j'habite à angers", {("you", "lives_in", "angers")}),
    ],
)
def test_spoken_kin_words_and_closing_tags(fr, text, expected):
    assert facts(fr(text)) == expected
