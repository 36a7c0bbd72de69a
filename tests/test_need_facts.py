"""Facts that need-based requests depend on, said casually, in every language.

Every sentence is written for this file. The families: a person's passions said with an
adjective and its preposition ("obsessed with", "fou de", "verrückt nach", "fissato con"),
colloquial liking verbs, and the table extension that keeps these words in their own module.
"""

from __future__ import annotations

import pytest

from hotmem.lang import get_lexicon
from hotmem.lang.extend import TableExtensionError, extend_table
from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "mi primo Iker está obsesionado con el ajedrez",
         {("you", "cousin", "iker"), ("iker", "likes", "ajedrez")}),
        ("es", "mi abuelo es fanático del Sporting",
         {("grandfather", "likes", "sporting")}),
        ("fr", "mon oncle Yves est fou de pêche",
         {("you", "uncle", "yves"), ("yves", "likes", "pêche")}),
        ("fr", "ma tante est passionnée de broderie", {("aunt", "likes", "broderie")}),
        ("de", "meine Tante Ute ist total verrückt nach Kreuzfahrten",
         {("you", "aunt", "ute"), ("ute", "likes", "kreuzfahrten")}),
        ("it", "mio cugino Dario è fissato con le moto",
         {("you", "cousin", "dario"), ("dario", "likes", "moto")}),
        ("it", "mia zia Pina è appassionata di giardinaggio",
         {("you", "aunt", "pina"), ("pina", "likes", "giardinaggio")}),
        ("it", "mio nonno va pazzo per il biliardo",
         {("grandfather", "likes", "biliardo")}),
        ("it", "mia cugina Sara è fan sfegatata dei Måneskin",
         {("you", "cousin", "sara"), ("sara", "likes", "måneskin")}),
    ],
)
def test_a_passion_adjective_states_a_liking(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "je suis de Rennes", {("you", "born_in", "rennes")}),
        ("es", "soy de Cádiz", {("you", "born_in", "cádiz")}),
    ],
)
def test_origin_with_the_copula_is_unchanged(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me flipan las novelas de Ken Follett", {("you", "likes", "novelas de ken follett")}),
        ("me mola mucho el surf", {("you", "likes", "surf")}),
    ],
)
def test_colloquial_spanish_liking_verbs(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_an_extension_adds_rows_and_keeps_the_tables_own():
    lex = get_lexicon("en")
    grown = extend_table(lex, {"verb_prep": {("live", "in"): "went_to", ("hike", "in"): "likes"},
                               "occupations": ["zookeeper"]})
    assert grown.verb_prep[("live", "in")] == "lives_in"
    assert grown.verb_prep[("hike", "in")] == "likes"
    assert "zookeeper" in grown.occupations and "zookeeper" not in lex.occupations


def test_an_extension_naming_an_unknown_field_fails_clearly():
    with pytest.raises(TableExtensionError, match="no field 'verbs_prep'"):
        extend_table(get_lexicon("en"), {"verbs_prep": {}})


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "and allergic to kiwis", {("you", "allergic_to", "kiwis")}),
        ("en", "also badly allergic to wasps", {("you", "allergic_to", "wasps")}),
        ("en", "i'm vegetarian, and allergic to soy",
         {("you", "is", "vegetarian"), ("you", "allergic_to", "soy")}),
        ("es", "y alérgico a las fresas", {("you", "allergic_to", "fresas")}),
        ("fr", "et allergique aux noisettes", {("you", "allergic_to", "noisettes")}),
        ("de", "und allergisch gegen Erdnüsse", {("you", "allergic_to", "erdnüsse")}),
        ("it", "e allergico alle fragole", {("you", "allergic_to", "fragole")}),
    ],
)
def test_an_allergy_without_its_subject_is_the_speakers(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "my aunt Greta is vegan, and allergic to walnuts",
         {("you", "aunt", "greta"), ("greta", "is", "vegan")}),
        ("en", "Omar is a plumber, and allergic to dust", {("omar", "is", "plumber")}),
        ("es", "mi madre es vegetariana, y alérgica al gluten",
         {("mother", "is", "vegetariana")}),
        ("fr", "ma fille est végane, et allergique aux noix", {("daughter", "is", "végane")}),
        ("es", "soy vegana, y alérgica al apio",
         {("you", "is", "vegana"), ("you", "allergic_to", "apio")}),
        ("de", "ich bin Vegetarier, und allergisch gegen Sellerie",
         {("you", "is", "vegetarier"), ("you", "allergic_to", "sellerie")}),
    ],
)
def test_an_allergy_after_a_comma_belongs_to_the_clause_before(extract_in, lang, text,
                                                               expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_verb_without_a_subject_after_and_is_left_alone(extract_in):
    assert facts(extract_in("en")("and moved to Halifax")) == set()


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i'm coeliac", {("you", "is", "coeliac")}),
        ("en", "i am lactose intolerant", {("you", "is", "lactose intolerant")}),
        ("fr", "je suis intolérant au gluten", {("you", "is", "intolérant au gluten")}),
        ("es", "soy intolerante a la lactosa", {("you", "is", "intolerante a la lactosa")}),
    ],
)
def test_a_diet_or_intolerance_is_what_one_is_never_a_name(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i eat chicken but no pork",
         {("you", "eats", "chicken"), ("you", "eats", "pork", "NOT")}),
        ("it", "mangio pollo ma niente maiale",
         {("you", "eats", "pollo"), ("you", "eats", "maiale", "NOT")}),
    ],
)
def test_a_denied_food_after_but_is_negated_alone(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("value", "bullet"),
    [("celíaca", "You are celíaca."), ("lactose intolerant", "You are lactose intolerant."),
     ("intolérante au lactose", "You are intolérante au lactose."),
     ("enfermera", "You are an enfermera.")],
)
def test_a_diet_adjective_is_said_without_an_article(value, bullet):
    from hotmem.inject import bullet_for
    from hotmem.types import Edge

    assert bullet_for(Edge("u", "you", "is", value.lower(), "you", value)) == bullet


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "we have a hamster named Nibbles", {("you", "hamster", "nibbles")}),
        ("es", "tengo una tortuga que se llama Manolita", {("you", "turtle", "manolita")}),
        ("fr", "j'ai un perroquet qui s'appelle Coco", {("you", "parrot", "coco")}),
        ("it", "il mio coniglio si chiama Fagiolo", {("you", "rabbit", "fagiolo")}),
        ("de", "wir haben ein Meerschweinchen, Flocke", {("you", "guinea_pig", "flocke")}),
        ("fr", "j'ai un chat et un lapin", {("you", "has", "cat"), ("you", "has", "rabbit")}),
    ],
)
def test_a_pet_of_any_kind_is_keyed_by_its_species(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_dog_named_after_a_comma_is_the_users_dog(extract_in):
    assert facts(extract_in("it")("ho un cane, Briciola")) == {("you", "dog", "briciola")}


def test_a_pet_bullet_names_the_species():
    from hotmem.inject import bullet_for
    from hotmem.types import Edge

    assert bullet_for(Edge("u", "you", "guinea_pig", "flocke", "you", "Flocke")) == (
        "Your guinea pig is Flocke.")


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "my uncle collects stamps", {("uncle", "likes", "stamps")}),
        ("en", "i listen to heaps of reggae", {("you", "likes", "reggae")}),
        ("fr", "je collectionne les timbres", {("you", "likes", "timbres")}),
        ("fr", "j'écoute du rock progressif", {("you", "likes", "rock progressif")}),
        ("de", "ich hör viel Reggae", {("you", "likes", "reggae")}),
        ("de", "ich sammle Briefmarken", {("you", "likes", "briefmarken")}),
        ("de", "ich geh gern rudern auf dem Main", {("you", "likes", "rudern")}),
        ("de", "ich klettere gern im Elbsandstein", {("you", "likes", "klettern")}),
        ("it", "colleziono monete antiche", {("you", "likes", "monete antiche")}),
    ],
)
def test_a_hobby_said_with_a_doing_verb_is_a_liking(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_residence_liked_stays_a_residence(extract_in):
    assert facts(extract_in("de")("ich wohne gern in Kassel")) == {("you", "lives_in", "kassel")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i teach biology at a sixth form college",
         {("you", "works_at", "sixth form college")}),
        ("es", "laburo en una imprenta", {("you", "works_at", "imprenta")}),
        ("it", "insegno latino al liceo Parini",
         {("you", "works_at", "liceo parini"), ("you", "is", "insegnante")}),
        ("de", "ich unterrichte Physik an der Realschule", {("you", "works_at", "realschule")}),
    ],
)
def test_teaching_somewhere_is_working_there(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [("de", "Jonas hat am Freitag Geburtstag"), ("it", "Carla ha il compleanno domenica"),
     ("de", "ich habe Hunger")],
)
def test_a_birthday_or_a_hunger_is_never_owned(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [("Im Herbst war ich in Lissabon", {("you", "went_to", "lissabon")}),
     ("im Sommer war ich in Kreta", {("you", "went_to", "kreta")})],
)
def test_a_season_before_the_trip_is_no_place(extract_in, text, expected):
    assert {f[:3] for f in facts(extract_in("de")(text))} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon père adore les romans historiques", {("father", "likes", "romans historiques")}),
        ("ma femme Lucie adore l'opéra", {("you", "wife", "lucie"), ("lucie", "likes", "opéra")}),
    ],
)
def test_a_liked_object_cut_off_by_the_parser_is_still_liked(extract_in, text, expected):
    assert facts(extract_in("fr")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i have shoulder pain", {("you", "has_condition", "shoulder pain")}),
        ("en", "i have an ankle injury", {("you", "has_condition", "ankle injury")}),
        ("es", "tengo dolor de cuello", {("you", "has_condition", "dolor de cuello")}),
        ("it", "ho un'ernia inguinale", {("you", "has_condition", "ernia inguinale")}),
    ],
)
def test_a_pain_or_an_injury_is_a_condition(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_bare_problem_is_no_condition(extract_in):
    assert facts(extract_in("es")("tengo un problema")) == set()  # an event, nothing owned


@pytest.mark.parametrize(
    ("lang", "text"),
    [("fr", "j'enseigne la guitare à mes enfants"), ("it", "insegno il tedesco a mia figlia")],
)
def test_a_relative_taught_is_no_workplace(extract_in, lang, text):
    assert [f for f in extract_in(lang)(text).facts if f.r == "works_at"] == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [("fr", "je suis fou de joie"), ("fr", "ma voisine est folle de jalousie"),
     ("it", "sono pazza di gioia"), ("it", "mio fratello è pazzo di rabbia")],
)
def test_a_feeling_after_a_passion_adjective_is_no_liking(extract_in, lang, text):
    assert [f for f in extract_in(lang)(text).facts if f.r == "likes"] == []


def test_a_pain_is_still_a_condition_in_italian(extract_in):
    assert ("you", "has_condition", "dolore") in facts(
        extract_in("it")("ho un dolore alla schiena"))


@pytest.mark.parametrize("text", ["das glaube ich gern"])
def test_a_fronted_object_before_gern_is_a_reply_not_a_hobby(extract_in, text):
    assert [f for f in extract_in("de")(text).facts if f.r == "likes"] == []
