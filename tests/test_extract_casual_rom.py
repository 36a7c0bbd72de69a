"""Casual speech in Spanish, French, Italian and German: exact triples per failure family.

Every sentence is written for this file. The families: months read as places, tagger slips
that make a present a conditional, a second-person tail read as a place, parts of an employer
("the office of X") standing for the employer, ages and visits said with other verbs.
"""

from __future__ import annotations

import pytest

from hotmem.extract.noun_case import restore_noun_case
from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "en mars je suis allée à séville", {("you", "went_to", "séville")}),
        ("es", "en agosto viajé a grecia", {("you", "went_to", "grecia")}),
    ],
)
def test_a_month_is_never_a_place(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_present_tagged_conditional_still_states(extract_in):
    assert facts(extract_in("fr")("je conduis un gros camion")) == {
        ("you", "owns", "gros camion")}


def test_a_real_conditional_stays_hypothetical(extract_in):
    assert facts(extract_in("fr")("je conduirais une voiture rouge")) == set()


def test_a_second_person_tail_is_no_place(extract_in):
    assert facts(extract_in("fr")("j'habite à lille et toi ?")) == {
        ("you", "lives_in", "lille")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "trabajo en la oficina de google en dublín", {("you", "works_at", "google")}),
        ("es", "trabajo en la sede de telefónica", {("you", "works_at", "telefónica")}),
        ("fr", "je travaille au bureau de google à dublin", {("you", "works_at", "google")}),
        ("fr", "je travaille au supermarché", {("you", "works_at", "supermarché")}),
    ],
)
def test_the_office_of_an_employer_is_the_employer(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cumplí 52 el mes pasado", {("you", "age", "52")}),
        ("he estado en perú", {("you", "went_to", "perú")}),
        ("he estado en la india dos veces", {("you", "went_to", "india")}),
        ("he estado trabajando en zamora", {("you", "works_at", "zamora")}),
    ],
)
def test_spanish_age_and_visit_verbs(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich habe migräne", {("you", "has_condition", "migräne")}),
        ("ich bin erzieherin", {("you", "is", "erzieherin")}),
        ("hallo, ich bin henrik", {("you", "name", "henrik")}),
        ("ich arbeite bei media markt in jena", {("you", "works_at", "media markt")}),
        ("ich bin kellnerin in einem hotel",
         {("you", "is", "kellnerin"), ("you", "works_at", "hotel")}),
    ],
)
def test_lower_case_german_reads_as_written_with_capitals(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_capitals_already_written_are_left_as_they_are(pipelines):
    pipe = pipelines.get("de")
    assert restore_noun_case("Ich habe Migräne", pipe, "de") == "Ich habe Migräne"
    assert restore_noun_case("ich habe migräne und esse gern", pipe, "de") == (
        "ich habe Migräne und esse gern")
    assert restore_noun_case("je suis malade", pipelines.get("fr"), "fr") == "je suis malade"


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "il mio personaggio preferito è paperino", {("you", "likes", "paperino")}),
        ("it", "il mio preferito è il tiramisù", {("you", "likes", "tiramisù")}),
        ("it", "il basket è il mio sport preferito", {("you", "favorite_sport", "basket")}),
        ("de", "meine lieblingsfigur ist pumuckl", {("you", "likes", "pumuckl")}),
        ("de", "Handball ist mein Lieblingssport.", {("you", "favorite_sport", "handball")}),
        ("de", "Lisa ist meine Lieblingstante.", set()),
    ],
)
def test_a_favourite_without_a_kind_key_is_a_liking(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "mi novio y yo vivimos en huesca",
         {("you", "lives_in", "huesca"), ("boyfriend", "lives_in", "huesca")}),
        ("it", "io e mio marito abitiamo a rimini",
         {("you", "lives_in", "rimini"), ("husband", "lives_in", "rimini")}),
        ("it", "mia figlia e io viviamo a bergamo",
         {("you", "lives_in", "bergamo"), ("daughter", "lives_in", "bergamo")}),
        ("de", "meine freundin und ich wohnen in kassel",
         {("you", "lives_in", "kassel"), ("friend", "lives_in", "kassel")}),
        ("de", "ich und mein vater lieben schach",
         {("you", "likes", "schach"), ("father", "likes", "schach")}),
    ],
)
def test_kin_and_i_share_the_statement(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy alérgica al kiwi", {("you", "allergic_to", "kiwi")}),
        ("es", "trabajo de fontanero", {("you", "is", "fontanero")}),
        ("fr", "je bosse chez leclerc", {("you", "works_at", "leclerc")}),
        ("de", "meine oma wohnt in husum", {("grandmother", "lives_in", "husum")}),
        ("it", "mio nonno vive a matera", {("grandfather", "lives_in", "matera")}),
    ],
)
def test_casual_words_for_jobs_allergies_and_grandparents(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "mon fils a 7 ans euh non 8",
         {("son", "age", "7", "NOT"), ("son", "age", "8")}),
        ("es", "mi abuela tiene 88 bueno no 89",
         {("grandmother", "age", "88", "NOT"), ("grandmother", "age", "89")}),
        ("it", "mia zia ha 50 anni anzi no 51",
         {("aunt", "age", "50", "NOT"), ("aunt", "age", "51")}),
        ("de", "meine nichte ist 6 äh nein 7",
         {("niece", "age", "6", "NOT"), ("niece", "age", "7")}),
        ("de", "mein sohn ist 4, nicht 5", {("son", "age", "4")}),
        ("fr", "mon neveu a 11 ans euh non 12 euh non 13",
         {("nephew", "age", "11", "NOT"), ("nephew", "age", "12", "NOT"),
          ("nephew", "age", "13")}),
        # "pas" is no answer word: "euh pas 9" rejects 9, the 8 stands
        ("fr", "ma fille a 8 ans euh pas 9", {("daughter", "age", "8")}),
        # the taken-back number is said again of someone else: the part before the take-back
        # is read on its own, so the uncle keeps his 58
        ("de", "meine tante ist 58 äh nein 59 und mein onkel ist 58",
         {("aunt", "age", "58", "NOT"), ("aunt", "age", "59"), ("uncle", "age", "58")}),
        ("es", "tengo 27 por si te sirve", {("you", "age", "27")}),
    ],
)
def test_a_number_taken_back_is_negated_and_the_meant_one_stated(extract_in, lang, text,
                                                                   expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "estoy aprendiendo catalán porque vivo en girona",
         {("you", "lives_in", "girona")}),
        ("fr", "je prends des cours d'anglais puisque j'habite à Leeds",
         {("you", "lives_in", "leeds")}),
        ("it", "studio il tedesco, visto che abito a Bolzano", {("you", "lives_in", "bolzano")}),
        ("de", "Ich lerne Dänisch, weil ich jetzt in Odense wohne.",
         {("you", "lives_in", "odense")}),
        # the main clause states a fact: the reason only explains it
        ("es", "me mudé a teruel porque mi marido trabaja en la azucarera",
         {("you", "lives_in", "teruel")}),
    ],
)
def test_a_reason_clause_speaks_when_nothing_else_is_stated(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy celíaco", {("you", "is", "celíaco")}),
        ("es", "tengo una hernia en la espalda",
         {("you", "has_condition", "hernia en la espalda")}),
        ("fr", "je suis coeliaque", {("you", "is", "coeliaque")}),
        ("it", "ho il colesterolo alto", {("you", "has_condition", "colesterolo alto")}),
        ("de", "ich habe laktoseintoleranz", {("you", "has_condition", "laktoseintoleranz")}),
    ],
)
def test_health_conditions_and_diets(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "tengo tres hijos y una hija",
         {("you", "has", "three sons"), ("you", "has", "daughter")}),
        ("fr", "j'ai deux chiens", {("you", "has", "two dogs")}),
        ("it", "ho una gatta e tre cani", {("you", "has", "cat"), ("you", "has", "three dogs")}),
        ("de", "wir haben zwei töchter und einen hund",
         {("you", "has", "two daughters"), ("you", "has", "dog")}),
        ("it", "ho un cane e gioco con lui ogni sera", {("you", "has", "dog")}),
        ("it", "non ho cani né gatti", {("you", "has", "dog", "NOT"),
                                        ("you", "has", "cat", "NOT")}),
    ],
)
def test_counted_kin_and_pets_are_keyed_in_english(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "Volleyball ist nicht so mein Ding.", {("you", "likes", "volleyball", "NOT")}),
        ("it", "il tennis non fa per me", {("you", "likes", "tennis", "NOT")}),
    ],
)
def test_not_my_thing_denies_a_liking_as_in_english(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_third_person_verb_after_i_have_kin_is_the_kin(extract_in):
    assert facts(extract_in("it")("ho una sorella e vive a cagliari")) == {
        ("you", "has", "sister"), ("sister", "lives_in", "cagliari")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "mi hermano se llama iker y vive en bilbao",
         {("you", "brother", "iker"), ("iker", "lives_in", "bilbao")}),
        ("fr", "ma fille s'appelle Zoé, elle est étudiante",
         {("you", "daughter", "zoé"), ("zoé", "is", "étudiante")}),
        ("it", "mia moglie si chiama chiara ed è infermiera",
         {("you", "wife", "chiara"), ("chiara", "is", "infermiera")}),
        ("fr", "mon pote Malik travaille chez Thales",
         {("you", "friend", "malik"), ("malik", "works_at", "thales")}),
        ("de", "Mein Kumpel Jannik wohnt in Jena.",
         {("you", "friend", "jannik"), ("jannik", "lives_in", "jena")}),
    ],
)
def test_kin_named_in_the_turn_are_keyed_by_their_name(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "on n'a pas d'animaux", {("you", "has", "pet", "NOT")}),
        ("it", "non abbiamo animali", {("you", "has", "pet", "NOT")}),
        ("it", "Forse mio padre è nato a Lecce, non ricordo.",
         {("father", "born_in", "lecce", "HEDGED")}),
    ],
)
def test_no_animals_and_a_trailing_verb_is_no_place(extract_in, lang, text, expected):
    got = {f.key + (("NOT",) if f.negated else ()) + (("HEDGED",) if f.hedged else ())
           for f in extract_in(lang)(text).facts}
    assert got == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "lavoro in una pizzeria a Salerno", {("you", "works_at", "pizzeria")}),
        ("it", "Ho comprato una Fiat 500.", {("you", "owns", "fiat 500")}),
        ("it", "lavoro nella sede della barilla a parma", {("you", "works_at", "barilla")}),
        ("de", "ich arbeite im bmw werk in dingolfing", {("you", "works_at", "bmw")}),
        ("de", "Ich arbeite im Zalando-Büro in Berlin.", {("you", "works_at", "zalando")}),
        ("es", "mi prima trabaja en una farmacia en soria", {("cousin", "works_at", "farmacia")}),
        ("fr", "je vis à Rennes maintenant", {("you", "lives_in", "rennes")}),
        ("it", "sono stata in Islanda tre volte", {("you", "went_to", "islanda")}),
        ("fr", "je suis juste une fille qui bosse chez Lidl", {("you", "works_at", "lidl")}),
    ],
)
def test_a_place_or_employer_is_trimmed_to_what_was_meant(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "hola buenas me llamo jimena", {("you", "name", "jimena")}),
        ("es", "qué tal, yo soy anselmo", {("you", "name", "anselmo")}),
        ("fr", "coucou moi c'est maëlle", {("you", "name", "maëlle")}),
        ("de", "Guten Morgen, mein Name ist Ole Brandt.", {("you", "name", "ole brandt")}),
        ("it", "Buonasera, mi chiamo Ottavio.", {("you", "name", "ottavio")}),
        ("es", "qué tal tu semana", set()),
        ("fr", "salut !", set()),
    ],
)
def test_an_opening_greeting_is_never_part_of_a_fact(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "i miei film preferiti sono Nuovo Cinema Paradiso e Il Postino",
         {("you", "favorite_movie", "nuovo cinema paradiso"),
          ("you", "favorite_movie", "postino")}),  # the article goes, as everywhere
        ("it", "le mie canzoni preferite sono Caruso e Vita",
         {("you", "favorite_song", "caruso"), ("you", "favorite_song", "vita")}),
        ("de", "meine lieblingsbands sind Seeed und Silbermond",
         {("you", "favorite_band", "seeed"), ("you", "favorite_band", "silbermond")}),
        ("es", "me gustan el pádel, los sudokus y la petanca",
         {("you", "likes", "pádel"), ("you", "likes", "sudokus"), ("you", "likes", "petanca")}),
        ("fr", "J'aime la natation, le vélo et la lecture.",
         {("you", "likes", "natation"), ("you", "likes", "vélo"), ("you", "likes", "lecture")}),
    ],
)
def test_lists_and_plural_favourites_give_every_item(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich glaube mein onkel arbeitet bei der bahn", {("uncle", "works_at", "bahn", "HEDGED")}),
        ("meine frau ist allergisch gegen kiwis was soll ich kochen",
         {("wife", "allergic_to", "kiwis")}),
    ],
)
def test_german_hedge_and_question_words_do_not_take_the_subject(extract_in, text, expected):
    got = {f.key + (("HEDGED",) if f.hedged else ()) for f in extract_in("de")(text).facts}
    assert got == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "mon oncle adore le tennis", {("uncle", "likes", "tennis")}),
        ("fr", "je suis né et j'ai grandi à lille", {("you", "born_in", "lille")}),
        ("es", "nací y me crié en Albacete", {("you", "born_in", "albacete")}),
        ("fr", "ma tante est prof de chimie et elle vit à Pau",
         {("aunt", "is", "prof de chimie"), ("aunt", "lives_in", "pau")}),
        ("fr", "je suis prof au collège", {("you", "is", "prof")}),
    ],
)
def test_french_and_spanish_parser_slips(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "faccio il giornalista", {("you", "is", "giornalista")}),
        ("it", "faccio sport ogni giorno", {("you", "likes", "sport")}),
        ("it", "faccio la spesa il sabato", set()),
        ("de", "ich wohn in Bottrop", {("you", "lives_in", "bottrop")}),
        ("de", "ich hab seit monaten migräne", {("you", "has_condition", "migräne")}),
    ],
)
def test_spoken_job_and_verb_forms(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "je travaille chez burger king", {("you", "works_at", "burger king")}),
        ("fr", "j'aime aller à la piscine", {("you", "likes", "aller à la piscine")}),
    ],
)
def test_a_lower_case_employer_and_a_liked_trip(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_second_person_tail_question_without_a_comma(extract_in):
    result = extract_in("es")("mi gato se llama Pipo te gusta el nombre?")
    assert facts(result) == {("you", "cat", "pipo")}
    assert result.intent.value == "QUESTION_WITH_FACT"


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "no me gusta nada el golf", {("you", "likes", "golf", "NOT")}),
        ("fr", "j'ai peut-être de l'eczéma", {("you", "has_condition", "eczéma")}),
    ],
)
def test_intensifying_nothing_and_a_partitive_condition(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "je suis noémie je vis à bayonne",
         {("you", "name", "noémie"), ("you", "lives_in", "bayonne")}),
        ("de", "mein mann heißt piet er ist bäcker",
         {("you", "husband", "piet"), ("piet", "is", "bäcker")}),
        ("de", "heute habe ich frei", set()),
    ],
)
def test_an_unpunctuated_run_on_is_cut_before_its_second_subject(extract_in, lang, text,
                                                                 expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "me encanta leer cómics tumbado en la hamaca", {("you", "likes", "leer cómics")}),
        ("es", "me encanta ver pelis tirado en el sofá", {("you", "likes", "ver pelis")}),
        ("es", "me gusta comer pescado frito", {("you", "likes", "comer pescado frito")}),
        ("it", "mi piace disegnare fumetti vicino alla finestra",
         {("you", "likes", "disegnare fumetti")}),
    ],
)
def test_a_liked_activity_is_trimmed_of_where_it_is_done(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_german_list_of_lower_case_activities_is_every_item(extract_in):
    assert facts(extract_in("de")("ich mag wandern, lesen und schach")) == {
        ("you", "likes", "wandern"), ("you", "likes", "lesen"), ("you", "likes", "schach")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("J'ai eu 50 ans le mois dernier.", {("you", "age", "50")}),
        ("Notre chien Biscotte adore la forêt.",
         {("you", "dog", "biscotte"), ("biscotte", "likes", "forêt")}),
    ],
)
def test_french_age_on_a_time_phrase_and_a_named_pet(extract_in, text, expected):
    assert facts(extract_in("fr")(text)) == expected


def test_a_thing_ridden_under_a_liking_verb_is_still_owned(extract_in):
    assert facts(extract_in("en")("i like to ride my scooter")) == {
        ("you", "likes", "ride my scooter"), ("you", "owns", "scooter")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy alérgico a las nueces y vivo en Lugo",
         {("you", "allergic_to", "nueces"), ("you", "lives_in", "lugo")}),
        ("es", "soy alérgica al polen y trabajo en una farmacia",
         {("you", "allergic_to", "polen"), ("you", "works_at", "farmacia")}),
        ("es", "soy alérgica a las nueces y al marisco de roca",
         {("you", "allergic_to", "nueces"), ("you", "allergic_to", "marisco de roca")}),
        ("en", "I work at Google and Apple in California",
         {("you", "works_at", "google"), ("you", "works_at", "apple")}),
    ],
)
def test_a_second_clause_is_no_second_value(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected
