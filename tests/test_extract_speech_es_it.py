"""Spoken Spanish and Italian: exact triples per failure family of unpunctuated casual speech.

Every sentence is written for this file. The families: two first-person clauses joined by
"y" without a comma, fillers opening a statement ("pues nada", "tipo"), in-laws, "lavoro da"
(a shop or a firm, not a manner), the Italian subjunctive after "credo che", a visit said with
"estuve en".
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vivo en cádiz y trabajo en una farmacia",
         {("you", "lives_in", "cádiz"), ("you", "works_at", "farmacia")}),
        ("trabajo en un taller y vivo en cuenca",
         {("you", "works_at", "taller"), ("you", "lives_in", "cuenca")}),
        ("Vivo en Tarragona y trabajo en un hotel.",
         {("you", "lives_in", "tarragona"), ("you", "works_at", "hotel")}),
        ("vivo en huesca y bueno trabajo en una panadería",
         {("you", "lives_in", "huesca"), ("you", "works_at", "panadería")}),
    ],
)
def test_a_second_first_person_verb_after_y_opens_its_own_clause(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pues nada eh vivo en logroño", {("you", "lives_in", "logroño")}),
        ("pues nada soy fontanero", {("you", "is", "fontanero")}),
        ("tipo cumplí 38 en febrero", {("you", "age", "38")}),
        ("o sea trabajo en una gasolinera", {("you", "works_at", "gasolinera")}),
    ],
)
def test_spanish_fillers_before_a_first_person_verb_are_no_subject(extract_in, text,
                                                                    expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "mi cuñada se llama rocío", {("you", "sister-in-law", "rocío")}),
        ("es", "mi suegro vive en ourense", {("father-in-law", "lives_in", "ourense")}),
        ("it", "mia cognata si chiama debora", {("you", "sister-in-law", "debora")}),
        ("it", "mio cognato lavora in posta", {("brother-in-law", "works_at", "posta")}),
        ("it", "mia suocera abita a rieti", {("mother-in-law", "lives_in", "rieti")}),
    ],
)
def test_in_laws_are_kin_keyed_in_english(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("lavoro da decathlon", {("you", "works_at", "decathlon")}),
        ("mia sorella lavora dal commercialista", {("sister", "works_at", "commercialista")}),
        ("in realtà lavoro da eurospin adesso, non da pam",
         {("you", "works_at", "eurospin"), ("you", "works_at", "pam", "NOT")}),
        ("scusa lavoro da mediaworld ora non più da unieuro",
         {("you", "works_at", "mediaworld"), ("you", "works_at", "unieuro", "NOT")}),
        ("lavoro da casa", set()),
        ("lavoro da remoto il lunedì", set()),
        ("lavoro da sola in uno studio", {("you", "works_at", "studio")}),
    ],
)
def test_italian_lavoro_da_names_a_workplace_not_a_manner(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


def test_italian_subjunctive_after_credo_che_still_states_where_kin_live(extract_in):
    assert facts(extract_in("it")("credo che mio nonno viva a cosenza")) == {
        ("grandfather", "lives_in", "cosenza")}


def test_spanish_estuve_en_a_place_is_a_visit(extract_in):
    assert facts(extract_in("es")("En agosto estuve en Oporto con mis primos.")) == {
        ("you", "went_to", "oporto")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("el pádel no es lo mío", {("you", "likes", "pádel", "NOT")}),
        ("La ópera no es lo mío, la verdad.", {("you", "likes", "ópera", "NOT")}),
        ("el senderismo es lo mío", {("you", "likes", "senderismo")}),
    ],
)
def test_spanish_lo_mio_says_a_liking(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a mi abuela le encanta cocinar", {("grandmother", "likes", "cocinar")}),
        ("a mi perra le encanta correr por la playa",
         {("dog", "likes", "correr por la playa")}),
        ("mi sobrino se llama iker y le encantan los dinosaurios",
         {("you", "nephew", "iker"), ("iker", "likes", "dinosaurios")}),
        ("mi tía vive en lorca y le gusta el teatro",
         {("aunt", "lives_in", "lorca"), ("aunt", "likes", "teatro")}),
    ],
)
def test_spanish_third_party_likings_with_le_keep_the_liker(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("amo preparare la pizza", {("you", "likes", "preparare la pizza")}),
        ("mia zia ama cucire le tende", {("aunt", "likes", "cucire le tende")}),
        ("a mio figlio piace guardare i cartoni",
         {("son", "likes", "guardare i cartoni")}),
        ("adoro andare in canoa", {("you", "likes", "andare in canoa")}),
        ("mi piacciono la polenta il brodo e le lasagne",
         {("you", "likes", "polenta"), ("you", "likes", "brodo"),
          ("you", "likes", "lasagne")}),
    ],
)
def test_italian_liked_infinitive_keeps_its_object_as_one_activity(extract_in, text,
                                                                    expected):
    assert facts(extract_in("it")(text)) == expected


def test_italian_busy_working_for_a_firm_still_names_the_workplace(extract_in):
    assert facts(extract_in("it")("sono sempre occupata a lavorare per la regione")) == {
        ("you", "works_at", "regione")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("abito a cesena mio fratello abita a forlì",
         {("you", "lives_in", "cesena"), ("brother", "lives_in", "forlì")}),
        ("faccio la parrucchiera mio marito è idraulico",
         {("you", "is", "parrucchiera"), ("husband", "is", "idraulico")}),
        ("ho tre figli mia figlia si chiama greta",
         {("you", "has", "three children"), ("you", "daughter", "greta")}),
        ("che bello il mio colore preferito è il viola",
         {("you", "favorite_color", "viola")}),
        ("vivo con mia nonna", {("you", "has", "grandmother")}),
    ],
)
def test_italian_run_on_a_possessive_with_kin_opens_a_new_clause(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("no tengo hermanos soy hijo único", {("you", "has", "sibling", "NOT")}),
        ("no tengo coche soy estudiante",
         {("you", "has", "coche", "NOT"), ("you", "is", "estudiante")}),
        ("me encanta el mar vivo en almería",
         {("you", "likes", "mar"), ("you", "lives_in", "almería")}),
        ("trabajo en una ferretería tengo dos perros",
         {("you", "works_at", "ferretería"), ("you", "has", "two dogs")}),
        ("tengo tres hermanos", {("you", "has", "three siblings")}),
        ("el pez está vivo", set()),
    ],
)
def test_spanish_run_on_first_person_verb_opens_a_clause_and_plurals_are_mixed(
        extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tengo furgoneta, así que puedo ayudarte con la mudanza.",
         {("you", "has", "furgoneta")}),
        ("tengo que pasar por el banco", set()),
        ("mi abuela es súper fan de la zarzuela", {("grandmother", "likes", "zarzuela")}),
        ("soy súper fan del balonmano", {("you", "likes", "balonmano")}),
    ],
)
def test_spanish_a_consequence_with_a_modal_and_an_intensified_fan(extract_in, text,
                                                                    expected):
    assert facts(extract_in("es")(text)) == expected


def test_italian_time_spent_with_someone_is_a_liked_activity(extract_in):
    assert facts(extract_in("it")("adoro passare il tempo con i miei nipoti")) == {
        ("you", "likes", "passare il tempo con i miei nipoti")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("passo molto tempo a disegnare", {("you", "likes", "disegnare")}),
        ("trascorro le domeniche a giocare a scacchi", {("you", "likes", "giocare a scacchi")}),
        ("mio nonno passa le giornate a suonare la fisarmonica",
         {("grandfather", "likes", "suonare la fisarmonica")}),
        ("il tempo passa", set()),
    ],
)
def test_italian_time_spent_doing_something_is_a_liking(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("trabajo en casa", set()),
        ("pues trabajo en casa y vivo en ourense", {("you", "lives_in", "ourense")}),
        ("trabajo en una librería", {("you", "works_at", "librería")}),
    ],
)
def test_working_at_home_in_spanish_names_no_workplace(extract_in, text, expected):
    """"trabajo en casa" says how the speaker works, like "lavoro da casa": no works_at casa."""
    assert facts(extract_in("es")(text)) == expected
