"""Everyday Spanish and Italian speech: exact triples per failure family.

Every sentence is written for this file. The families: a former residence or job said with
"soler" and a lower-case place, a greeting before a first-person verb, a name said with the
place the speaker comes from, a lower-case name after the user's kin noun (read by the Spanish
tagger as a verb), an adjective after an Italian kin noun, a job with "fare" for anyone and the
workplace after it, an Italian "un sacco" that is an amount or an intensifier, and a named
third party's likings said with "piacere".
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("solía trabajar en una farmacia", {("you", "works_at", "farmacia", "NOT")}),
        ("solíamos vivir en un pueblo", {("you", "lives_in", "pueblo", "NOT")}),
    ],
)
def test_a_former_state_with_soler_keeps_its_lower_case_place(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "hola qué tal soy ramiro", {("you", "name", "ramiro")}),
        ("es", "buenas, vivo en cádiz", {("you", "lives_in", "cádiz")}),
        ("it", "ciao sono giada", {("you", "name", "giada")}),
    ],
)
def test_a_greeting_before_a_first_person_verb_is_dropped(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy marisol de valladolid",
         {("you", "name", "marisol"), ("you", "born_in", "valladolid")}),
        ("it", "ciao sono tiziana di lecce",
         {("you", "name", "tiziana"), ("you", "born_in", "lecce")}),
        ("it", "sono marco di roma e lavoro in banca",
         {("you", "name", "marco"), ("you", "born_in", "roma"), ("you", "works_at", "banca")}),
    ],
)
def test_a_name_said_with_the_place_the_speaker_comes_from(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_subject_taught_after_a_job_word_is_no_origin(extract_in):
    assert facts(extract_in("es")("soy profe de historia")) == {
        ("you", "is", "profe de historia")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "mi perro bruno adora la nieve",
         {("you", "dog", "bruno"), ("bruno", "likes", "nieve")}),
        ("it", "il mio gatto pepe odia la pioggia",
         {("you", "cat", "pepe"), ("pepe", "dislikes", "pioggia")}),
        ("it", "mio cugino tiago vive a lisbona",
         {("you", "cousin", "tiago"), ("tiago", "lives_in", "lisbona")}),
    ],
)
def test_a_lower_case_name_after_the_users_kin_noun(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_spanish_kin_noun_before_its_verb_stays_as_it_is(extract_in):
    assert facts(extract_in("es")("mi hermana trabaja en un banco")) == {
        ("sister", "works_at", "banco")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mia sorella minore fa la dentista", {("sister", "is", "dentista")}),
        ("la mia migliore amica si chiama ornella", {("you", "friend", "ornella")}),
        ("mio figlio piccolo gioca a calcio", {("son", "likes", "calcio")}),
        ("mio zio materno vive a napoli", {("uncle", "lives_in", "napoli")}),
        ("mio cugino francese vive a lione", {("cousin", "lives_in", "lione")}),
    ],
)
def test_an_adjective_beside_an_italian_kin_noun_is_no_name(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mio padre fa il fornaio", {("father", "is", "fornaio")}),
        ("giorgio fa il notaio", {("giorgio", "is", "notaio")}),
        ("faccio la commessa in un negozio",
         {("you", "is", "commessa"), ("you", "works_at", "negozio")}),
    ],
)
def test_a_job_said_with_fare_for_anyone_and_its_workplace(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize("text", ["faccio la spesa al mercato", "faccio il bagno al mare"])
def test_fare_with_an_errand_is_no_job(extract_in, text):
    assert facts(extract_in("it")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi piace un sacco nuotare", {("you", "likes", "nuotare")}),
        ("mi piacciono un sacco i gatti", {("you", "likes", "gatti")}),
        ("ho un sacco di cugini", {("you", "has", "cousin")}),
    ],
)
def test_un_sacco_is_an_amount_or_an_intensifier_never_a_thing(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a federica piace il tennis", {("federica", "likes", "tennis")}),
        ("A Luca non piace il pesce", {("luca", "likes", "pesce", "NOT")}),
    ],
)
def test_a_named_third_party_likes_with_piacere(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("no como cerdo ni cordero",
         {("you", "eats", "cerdo", "NOT"), ("you", "eats", "cordero", "NOT")}),
        ("yo no como gluten", {("you", "eats", "gluten", "NOT")}),
        ("nunca como carne roja", {("you", "eats", "carne roja", "NOT")}),
        ("como mucha verdura", {("you", "eats", "verdura")}),
        ("como lentejas y garbanzos casi todos los días",
         {("you", "eats", "lentejas"), ("you", "eats", "garbanzos")}),
    ],
)
def test_como_opening_a_statement_before_a_noun_is_eating(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    "text", ["como siempre llego tarde", "como tú", "como en casa de mi abuela",
             # "as" before a role, a kin, an identity or "every ...": no eating
             "como enfermera, me toca trabajar de noche", "como padre, me preocupo",
             "como vegana no pruebo el queso", "como cada martes fuimos a nadar",
             "como todos los veranos alquilamos una casa"])
def test_como_as_a_conjunction_eats_nothing(extract_in, text):
    assert not any(f.r == "eats" for f in extract_in("es")(text).facts)


def test_a_place_after_and_a_second_verb_is_not_the_first_verbs(extract_in):
    assert facts(extract_in("es")("vivo en cuenca y estudio en la universidad")) == {
        ("you", "lives_in", "cuenca")}


def test_a_job_verb_read_as_a_noun_gives_one_workplace(extract_in):
    assert facts(extract_in("es")("trabajo en un bar de tapas en el centro")) == {
        ("you", "works_at", "bar de tapas")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("el juego favorito de mi sobrino es el dominó", {("nephew", "favorite_game", "dominó")}),
        ("mi juego favorito es el mus", {("you", "favorite_game", "mus")}),
    ],
)
def test_a_verb_form_with_a_determiner_is_a_noun_not_the_speaker(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("crecí en toledo", {("you", "born_in", "toledo")}),
        ("me crié en albacete", {("you", "born_in", "albacete")}),
        ("mi padre creció en cádiz", {("father", "born_in", "cádiz")}),
        # the small parser glues the place into a preposition ("en arequipa con")
        ("crecí en arequipa con mis abuelos", {("you", "born_in", "arequipa")}),
    ],
)
def test_where_one_grew_up_is_an_origin(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_no_se_si_asks_and_states_nothing(extract_in):
    assert extract_in("es")("no sé si me gusta el reguetón").facts == ()


@pytest.mark.parametrize(
    "text", ["me encanta tu chaqueta", "me gustan tus fotos", "me gusta que me escribas"])
def test_a_compliment_or_an_event_is_no_liking(extract_in, text):
    assert facts(extract_in("es")(text)) == set()


@pytest.mark.parametrize(("text", "liked"), [("soy muy de montaña", "montaña"),
                                             ("soy más de café", "café")])
def test_a_graded_taste_with_ser_de_is_a_liking_not_an_origin(extract_in, text, liked):
    assert facts(extract_in("es")(text)) == {("you", "likes", liked)}


def test_an_age_said_in_words_is_nothing_owned(extract_in):
    assert facts(extract_in("es")("tengo cuarenta y cinco años")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("insegno storia in una scuola media",
         {("you", "is", "insegnante"), ("you", "works_at", "scuola media")}),
        ("mia zia insegna pianoforte", {("aunt", "is", "insegnante")}),
    ],
)
def test_teaching_for_a_living_is_a_job(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


def test_teaching_ones_own_child_is_no_job(extract_in):
    assert facts(extract_in("it")("insegno a mia figlia a sciare")) == set()


def test_retired_is_no_workplace(extract_in):
    assert facts(extract_in("it")("mio nonno è un ferroviere in pensione")) == {
        ("grandfather", "is", "ferroviere")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("odio svegliarmi presto", {("you", "dislikes", "svegliarmi presto")}),
        ("bevo molto tè", {("you", "likes", "tè")}),
    ],
)
def test_an_early_habit_is_no_plan_and_a_drink_taken_is_liked(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


def test_presto_before_a_plan_still_marks_the_future(extract_in):
    assert extract_in("it")("presto vado a vivere a bari").facts == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("adoro correre al parco con il mio cane",
         {("you", "likes", "correre al parco"), ("you", "has", "dog")}),
        ("mi piace uscire con i miei amici", {("you", "likes", "uscire con i miei amici")}),
        ("mi piace giocare con il gatto di mia sorella",
         {("you", "likes", "giocare con il gatto di mia sorella")}),
    ],
)
def test_a_liked_activity_with_the_users_own_pet_says_the_pet_is_theirs(extract_in, text,
                                                                          expected):
    assert facts(extract_in("it")(text)) == expected


def test_a_favourite_of_any_kind_opens_a_new_clause_in_a_run_on(extract_in):
    assert facts(extract_in("it")("che bello il mio personaggio preferito è paperino")) == {
        ("you", "likes", "paperino")}
