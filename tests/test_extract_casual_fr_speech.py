"""Casual spoken French: exact triples per failure family found on casual dev speech.

Every sentence is written for this file. The families: a kin or pet subject whose liking verb
the parser hangs on it ("mon frère adore le ski"), spoken "kiffer", a lower-case name between
the kin noun and its verb ("mon pote karim habite à lyon"), and a second workplace or home
rejected by "pas" without a comma ("chez orange maintenant pas chez sfr"), a fact before a
question asked in statement order after a comma, "rouler en" a make, a bought thing read as
an oblique ("je me suis acheté une moto"), "fan de" hung on what is followed, and "avoir mal
à" a body part.
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
        ("mon oncle adore le bricolage", {("uncle", "likes", "bricolage")}),
        ("ma sœur adore la danse classique", {("sister", "likes", "danse classique")}),
        ("mon mari adore bricoler", {("husband", "likes", "bricoler")}),
        ("ma femme adore lire", {("wife", "likes", "lire")}),
        ("ma chienne adore courir", {("dog", "likes", "courir")}),
        ("mon chat adore dormir", {("cat", "likes", "dormir")}),
        ("ma mère déteste conduire", {("mother", "dislikes", "conduire")}),
        ("Biscotte adore nager dans la rivière",
         {("biscotte", "likes", "nager dans la rivière")}),
    ],
)
def test_kin_and_pets_liking_verb_hung_on_the_subject(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je kiffe le reggae", {("you", "likes", "reggae")}),
        ("on kiffe les jeux de société", {("you", "likes", "jeux de société")}),
        ("ma sœur kiffe la boxe", {("sister", "likes", "boxe")}),
        ("mon copain kiffe le métal", {("boyfriend", "likes", "métal")}),
    ],
)
def test_kiffer_is_a_liking(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon pote yanis habite à nancy",
         {("you", "friend", "yanis"), ("yanis", "lives_in", "nancy")}),
        ("mon chat gribouille adore les croquettes",
         {("you", "cat", "gribouille"), ("gribouille", "likes", "croquettes")}),
    ],
)
def test_lower_case_name_between_kin_and_verb(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    "text", ["ma sœur aînée adore le piano", "ma fille cadette adore les chevaux"]
)
def test_an_adjective_or_noun_after_a_persons_kin_is_no_name(fr, text):
    assert not any(f.r in ("sister", "daughter") for f in fr(text).facts)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("en fait je bosse chez lidl maintenant pas chez aldi",
         {("you", "works_at", "lidl"), ("you", "works_at", "aldi", "NOT")}),
        ("je travaille chez leclerc maintenant pas à la poste",
         {("you", "works_at", "leclerc"), ("you", "works_at", "poste", "NOT")}),
        ("j'habite à metz pas à nancy",
         {("you", "lives_in", "metz"), ("you", "lives_in", "nancy", "NOT")}),
        ("je travaille chez thales et pas chez safran",
         {("you", "works_at", "thales"), ("you", "works_at", "safran", "NOT")}),
    ],
)
def test_second_place_after_pas_is_rejected_without_a_comma(fr, text, expected):
    assert facts(fr(text)) == expected


def test_a_negated_clause_stays_negated(fr):
    assert facts(fr("je travaille pas à la poste")) == {("you", "works_at", "poste", "NOT")}


@pytest.mark.parametrize(
    ("text", "expected", "intent"),
    [
        ("j'ai un chat, c'est grave si je pars trois jours ?", {("you", "has", "cat")},
         "QUESTION_WITH_FACT"),
        ("J'ai 52 ans, c'est trop tard pour apprendre le violon ?", {("you", "age", "52")},
         "QUESTION_WITH_FACT"),
    ],
)
def test_statement_then_question_in_statement_order(fr, text, expected, intent):
    result = fr(text)
    assert facts(result) == expected
    assert result.intent.name == intent


def test_a_plain_question_stays_factless(fr):
    result = fr("c'est grave si je pars trois jours ?")
    assert facts(result) == set()
    assert result.intent.name == "PURE_QUESTION"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je roule en twingo", {("you", "owns", "twingo")}),
        ("je roule en ville", set()),
        ("je roule en voiture", set()),
    ],
)
def test_rouler_en_a_make_owns_it(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je me suis acheté une trottinette", {("you", "owns", "trottinette")}),
        ("ma sœur s'est acheté une voiture", {("sister", "owns", "voiture")}),
        ("j'ai acheté une vieille 2cv", {("you", "owns", "vieille 2cv")}),
    ],
)
def test_bought_thing_read_as_an_oblique_is_owned(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mon oncle est fan de pétanque.", {("uncle", "likes", "pétanque")}),
        ("ma copine est fan de kayak", {("girlfriend", "likes", "kayak")}),
    ],
)
def test_fan_de_hung_on_what_is_followed(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai mal au genou depuis ma chute", {("you", "has_condition", "mal au genou")}),
        ("j'ai mal à la tête", {("you", "has_condition", "mal à la tête")}),
        ("ma mère a mal aux jambes", {("mother", "has_condition", "mal aux jambes")}),
        ("j'ai eu mal au ventre hier", set()),
    ],
)
def test_avoir_mal_a_is_a_condition(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("en mai je suis allée à faro", {("you", "went_to", "faro")}),
        ("je suis allé à faro en mai", {("you", "went_to", "faro")}),
        ("j'habite à faro", {("you", "lives_in", "faro")}),
        ("j'ai commencé à courir", set()),
        ("je vais aller à faro", set()),
    ],
)
def test_lower_case_place_read_as_infinitive_and_past_trip_is_no_plan(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("les mardis c'est le pire", {("you", "dislikes", "mardis")}),
        ("le samedi c'est le meilleur", {("you", "likes", "samedi")}),
        ("les guêpes c'est l'horreur", {("you", "dislikes", "guêpes")}),
        ("mon cousin est le meilleur", set()),
    ],
)
def test_things_judged_the_worst_or_the_best(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je m'appelle margot et je viens de liège",
         {("you", "name", "margot"), ("you", "born_in", "liège")}),
        ("je m'appelle bilal et j'ai 27 ans", {("you", "name", "bilal"), ("you", "age", "27")}),
    ],
)
def test_lower_case_name_before_a_joined_clause(fr, text, expected):
    assert facts(fr(text)) == expected


def test_kin_named_then_taken_up_by_a_pronoun(fr):
    assert facts(fr("ma sœur s'appelle maëlle et elle vit à gand")) == {
        ("you", "sister", "maëlle"), ("maëlle", "lives_in", "gand")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("notre chatte s'appelle praline et elle adore les croquettes",
         {("you", "cat", "praline"), ("praline", "likes", "croquettes")}),
        ("mon chien s'appelle oslo et il a 3 ans", {("you", "dog", "oslo"), ("oslo", "age", "3")}),
        ("ma sœur a un chien et elle habite à lyon",
         {("sister", "has", "dog"), ("sister", "lives_in", "lyon")}),
    ],
)
def test_he_or_she_after_a_pet_subject_is_the_pet(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je suis moi-même infirmière", {("you", "is", "infirmière")}),
        ("ah bon. je suis moi-même végane.", {("you", "is", "végane")}),
    ],
)
def test_emphatic_moi_meme_inside_the_clause_is_dropped(fr, text, expected):
    assert facts(fr(text)) == expected
