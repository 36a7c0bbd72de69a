"""Casual Spanish and Italian: exact triples per failure family.

Every sentence is written for this file. The families: lists without commas or with a
preposition on every item, a thing judged the worst or the best, liking adjectives with their
preposition, negation words used as fillers, pets other than dogs and cats keyed in English,
counted pets with a judging adjective, allergens and liked kinds kept as said, a partner and
the speaker as one subject, a greeting stacked on another, a question opened with "¿".
"""

from __future__ import annotations

import pytest

from hotmem.extract.tail_question import split_tail_question
from hotmem.lang import get_lexicon
from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "mi piacciono il risotto le lasagne e la polenta",
         {("you", "likes", "risotto"), ("you", "likes", "lasagne"),
          ("you", "likes", "polenta")}),
        ("it", "gioco a bocce, a biliardo e a carte",
         {("you", "likes", "bocce"), ("you", "likes", "biliardo"), ("you", "likes", "carte")}),
        ("es", "me gustan el rock el jazz y el blues",
         {("you", "likes", "rock"), ("you", "likes", "jazz"), ("you", "likes", "blues")}),
        ("es", "Juego al baloncesto, al golf y al dominó.",
         {("you", "likes", "baloncesto"), ("you", "likes", "golf"),
          ("you", "likes", "dominó")}),
    ],
)
def test_every_item_of_a_spoken_list_is_liked(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_prepositional_list_stops_at_another_preposition(extract_in):
    assert facts(extract_in("it")("gioco a golf con mio zio")) == {("you", "likes", "golf")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "il venerdì è il giorno migliore", {("you", "likes", "venerdì")}),
        ("it", "la nebbia è la cosa peggiore", {("you", "dislikes", "nebbia")}),
        ("es", "Los atascos son lo peor.", {("you", "dislikes", "atascos")}),
    ],
)
def test_a_thing_judged_the_worst_or_best_is_disliked_or_liked(extract_in, lang, text,
                                                                 expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [("it", "mio cugino è il migliore"), ("it", "questa pizza è la migliore del mondo"),
     ("es", "mi hermana es la mejor")],
)
def test_a_person_or_a_scoped_superlative_is_no_liking(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mia zia va matta per il burraco", {("aunt", "likes", "burraco")}),
        ("sono appassionato di astronomia", {("you", "likes", "astronomia")}),
        ("Detesto la pioggia.", {("you", "dislikes", "pioggia")}),
    ],
)
def test_italian_liking_adjectives_and_verbs(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("eh niente io abito a rimini", {("you", "lives_in", "rimini")}),
        ("niente, lavoro in una farmacia", {("you", "works_at", "farmacia")}),
        ("Ho il diabete, quindi niente dolci.", {("you", "has_condition", "diabete")}),
        ("non abito a rimini", {("you", "lives_in", "rimini", "NOT")}),
    ],
)
def test_a_filler_negation_negates_nothing(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "tengo un conejo y dos loros", {("you", "has", "rabbit"),
                                              ("you", "has", "two parrots")}),
        ("es", "mi tortuga se llama Rayo", {("you", "turtle", "rayo")}),
        ("it", "ho un criceto e due tartarughe", {("you", "has", "hamster"),
                                                 ("you", "has", "two turtles")}),
        ("it", "il mio cavallo si chiama Tuono", {("you", "horse", "tuono")}),
    ],
)
def test_other_pets_are_keyed_in_english(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "Tengo tres perros preciosos.", {("you", "has", "three dogs")}),
        ("it", "Ho due cani meravigliosi.", {("you", "has", "two dogs")}),
    ],
)
def test_a_counted_pet_drops_its_judging_adjective(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy alérgico a los perros", {("you", "allergic_to", "perros")}),
        ("it", "sono allergica ai cani", {("you", "allergic_to", "cani")}),
        ("es", "a mi sobrina le encantan los caballos", {("niece", "likes", "caballos")}),
    ],
)
def test_an_allergen_or_a_liked_kind_keeps_the_word_said(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_partner_and_the_speaker_both_live_there(extract_in):
    assert facts(extract_in("es")("Mi marido y yo vivimos en Burgos.")) == {
        ("you", "lives_in", "burgos"), ("husband", "lives_in", "burgos")}


def test_stacked_greetings_are_no_name(extract_in):
    assert facts(extract_in("es")("Oye, hola, mi nombre es Valeria.")) == {
        ("you", "name", "valeria")}


def test_a_question_opened_with_a_comma_and_inverted_mark_keeps_the_fact(extract_in):
    extraction = extract_in("es")("Mi hija es alérgica al huevo, ¿qué tarta le preparo?")
    assert facts(extraction) == {("daughter", "allergic_to", "huevo")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("perdón trabajo en mapfre no en iberdrola",
         {("you", "works_at", "mapfre"), ("you", "works_at", "iberdrola", "NOT")}),
        ("perdón vivo en cuenca no en teruel",
         {("you", "lives_in", "cuenca"), ("you", "lives_in", "teruel", "NOT")}),
        ("vivo en cuenca no me gusta mucho", {("you", "lives_in", "cuenca")}),
    ],
)
def test_an_unpunctuated_spanish_correction_rejects_the_second_place(extract_in, text,
                                                                     expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "Mi abuela tiene 80, ay no, 81.",
         {("grandmother", "age", "80", "NOT"), ("grandmother", "age", "81")}),
        ("it", "mio nonno ha 90 anni eh no 91",
         {("grandfather", "age", "90", "NOT"), ("grandfather", "age", "91")}),
    ],
)
def test_a_filler_and_no_take_a_number_back(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "tengo miedo a las tormentas", {("you", "dislikes", "tormentas")}),
        ("es", "me asustan las avispas", {("you", "dislikes", "avispas")}),
        ("it", "ho una paura tremenda delle vespe", {("you", "dislikes", "vespe")}),
        ("it", "le vespe mi spaventano", {("you", "dislikes", "vespe")}),
    ],
)
def test_a_fear_is_a_dislike(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize("text", ["tengo hambre", "tengo miedo", "tengo mucho sueño",
                                  "tengo prisa"])
def test_a_spanish_passing_state_is_no_possession(extract_in, text):
    assert facts(extract_in("es")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [("practico escalada", {("you", "likes", "escalada")}),
     ("practico yoga", {("you", "likes", "yoga")})],
)
def test_a_spanish_first_person_habit_read_as_an_adjective(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi sto rilassando con i miei tre gatti", {("you", "has", "three cats")}),
        ("resto a casa con mia figlia", {("you", "has", "daughter")}),
        ("ieri ho cenato con mia figlia", set()),
        ("esco stasera con i miei colleghi", set()),
        ("mia figlia lavora in banca", {("daughter", "works_at", "banca")}),
        ("il mio gatto mi fa impazzire", {("you", "has", "cat")}),
    ],
)
def test_italian_pets_and_family_named_in_a_bare_statement_are_the_users(extract_in, text,
                                                                        expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("il mio lavoro in farmacia mi piace", {("you", "works_at", "farmacia")}),
        ("il mio lavoro è in un ospedale", {("you", "works_at", "ospedale")}),
        ("il mio lavoro a Bari è finito", set()),
    ],
)
def test_the_place_of_the_users_job_is_where_they_work(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("li adoro tutti", set()),
        ("ecco la verità, mi occupo dei miei nonni, li amo tanto", set()),
        ("la cosa bella è che ho un giardino", {("you", "has", "giardino")}),
        ("penso che mia zia sia infermiera", {("aunt", "is", "infermiera")}),
    ],
)
def test_italian_clitics_and_complement_clauses_are_no_objects(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy fisioterapeuta si te sirve de algo qué me recomiendas para la espalda",
         {("you", "is", "fisioterapeuta")}),
        ("vivo en Huesca y tú", {("you", "lives_in", "huesca")}),
    ],
)
def test_a_spanish_aside_and_a_run_on_question_keep_the_statement(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("en julio fui a menorca", {("you", "went_to", "menorca")}),
        ("el año pasado fui a escocia", {("you", "went_to", "escocia")}),
    ],
)
def test_a_spanish_time_before_a_lower_case_place_is_no_part_of_it(extract_in, text,
                                                                    expected):
    assert facts(extract_in("es")(text)) == expected


def test_a_spanish_run_on_tail_question_is_cut_off():
    assert split_tail_question("vivo en lima y tú", get_lexicon("es")) == "vivo en lima. y tú?"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("buenas, yo soy marta, de bilbao",
         {("you", "name", "marta"), ("you", "born_in", "bilbao")}),
        ("Mi perra Lola odia a los gatos.",
         {("you", "dog", "lola"), ("lola", "dislikes", "gatos")}),
    ],
)
def test_spanish_names_before_a_comma_and_a_liked_object_with_personal_a(extract_in, text,
                                                                         expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "tengo una reunión a las seis"),
        ("es", "tengo que comprar pan"),
        ("es", "debo llamar a mi tía"),
        ("es", "estoy agotadísima"),
        ("es", "tengo un problema con la lavadora"),
        ("it", "ho un appuntamento dal medico"),
        ("it", "ho un problema con il telefono"),
    ],
)
def test_an_event_a_duty_or_a_passing_state_is_no_fact(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "mi mujer es de Teruel", {("wife", "born_in", "teruel")}),
        ("it", "mia moglie è di Lecce", {("wife", "born_in", "lecce")}),
        ("es", "mis padres viven en Soria", {("parent", "lives_in", "soria")}),
        ("es", "antes vivía en Cuenca pero ahora vivo en Ávila",
         {("you", "lives_in", "cuenca", "NOT"), ("you", "lives_in", "ávila")}),
        ("es", "trabajo de cocinero en un hotel",
         {("you", "is", "cocinero"), ("you", "works_at", "hotel")}),
        ("es", "vivo en Jaén y tengo que ir al médico", {("you", "lives_in", "jaén")}),
    ],
)
def test_spanish_origins_parents_present_and_jobs_are_said_of_the_right_one(
        extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected
