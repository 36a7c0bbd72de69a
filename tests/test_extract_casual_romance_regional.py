"""Casual and regional French, Spanish and Italian: questions handed back after a statement,
openers before a pronoun, and the constructions of everyday regional speech. Exact triples.

Every sentence is written for this file; near-misses that must not fire sit beside each rule.
"""

from __future__ import annotations

import pytest

from hotmem.types import Intent
from tests.triples import facts


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.fixture
def es(extract_in):
    return extract_in("es")


@pytest.fixture
def it(extract_in):
    return extract_in("it")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma saison préférée c'est l'automne et toi?", {("you", "favorite_season", "automne")}),
        ("j'adore la voile et vous ?", {("you", "likes", "voile")}),
        ("mon frère s'appelle bastien, je te l'ai déjà dit non ?",
         {("you", "brother", "bastien")}),
        ("mon fils a 9 ans je te l'ai dit", {("son", "age", "9")}),
        ("tu aimes la voile et toi ?", set()),
        ("je te l'ai dit", set()),
    ],
)
def test_fr_question_handed_back(fr, text, expected):
    extraction = fr(text)
    assert facts(extraction) == expected
    if expected and "et" in text.split():
        assert extraction.intent == Intent.QUESTION_WITH_FACT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi deporte favorito es el tenis ¿y el tuyo?", {("you", "favorite_sport", "tenis")}),
        ("o sea yo soy de rosario, ¿y tú?", {("you", "born_in", "rosario")}),
        ("o sea yo vivo en cádiz", {("you", "lives_in", "cádiz")}),
        ("o sea qué calor hace", set()),
    ],
)
def test_es_opened_question_and_opener_before_pronoun(es, text, expected):
    assert facts(es(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma blonde s'appelle josée", {("you", "girlfriend", "josée")}),
        ("mon chum travaille chez hydro", {("boyfriend", "works_at", "hydro")}),
        ("ma minette s'appelle noisette", {("you", "cat", "noisette")}),
        ("je préfère la blonde", {("you", "likes", "blonde")}),  # a beer, nobody's partner
    ],
)
def test_fr_quebec_and_pet_names_of_kin(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("chu infirmière à rimouski", {("you", "is", "infirmière")}),
        ("mon frère s'appelle rémi pis il est plombier",
         {("you", "brother", "rémi"), ("rémi", "is", "plombier")}),
        ("tant pis", set()),
    ],
)
def test_fr_quebec_spoken_forms(fr, text, expected):
    assert expected <= facts(fr(text)) if expected else facts(fr(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # arriving is no move: "mon fils est arrivé de l'école", "arrivé de Lyon hier soir"
        ("je suis arrivée de tunis en 2012", set()),
        ("mon fils est arrivé de l'école en pleurant", set()),
        ("je suis arrivée à tunis", set()),
    ],
)
def test_fr_arriving_from_a_place_is_a_move(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon oncle habite à brest maintenant", {("uncle", "lives_in", "brest")}),
        ("je fais du vélo des fois", {("you", "likes", "vélo")}),
        ("je joue au tennis parfois", {("you", "likes", "tennis")}),
        ("je travaille au café du coin", {("you", "works_at", "café")}),
    ],
)
def test_fr_a_closing_when_is_no_part_of_the_object(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "Maëlle et moi on est copines depuis la fac", {("you", "friend_of", "maëlle")}),
        ("fr", "moi et yanis on est potes", {("you", "friend_of", "yanis")}),
        ("fr", "ma cousine et moi on est amies", set()),  # a kin, not a name
        ("fr", "Maëlle et moi on est voisines", set()),  # no friend word
        ("fr", "Maëlle et moi on n'est pas amies", set()),
        ("es", "Lorena y yo somos amigas desde niñas", {("you", "friend_of", "lorena")}),
        ("es", "mi prima y yo somos amigas", set()),
        ("es", "Lorena y yo no somos amigas", set()),
        ("it", "io e giulia siamo amiche dal liceo", {("you", "friend_of", "giulia")}),
        ("it", "io e mia sorella siamo amiche", set()),
        ("it", "io e giulia siamo colleghe", set()),
        # friends once, friends met or shared: no friendship said now
        ("es", "Pedro y yo éramos amigos pero ya no", set()),
        ("es", "Marta y yo conocimos a unos amigos en Roma", set()),
        ("it", "io e Luca abbiamo amici in comune", set()),
    ],
)
def test_a_friend_named_beside_the_speaker(extract_in, lang, text, expected):
    extraction = extract_in(lang)(text)
    assert {f for f in facts(extraction) if f[1] == "friend_of"} == expected
    if expected:
        assert extraction.intent != Intent.REACTION


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "mon père habite avec nous à vannes",
         {("father", "lives_in", "vannes"), ("you", "lives_in", "vannes")}),
        ("fr", "ma tante vit à colmar avec moi", {("aunt", "lives_in", "colmar")}),
        ("fr", "ma tante vit à colmar", {("aunt", "lives_in", "colmar")}),
        ("fr", "mon frère travaille avec moi chez michelin",
         {("brother", "works_at", "michelin")}),
        ("fr", "elle dîne avec nous à noël", set()),
        ("es", "mi suegra vive con nosotros en cuenca",
         {("mother-in-law", "lives_in", "cuenca"), ("you", "lives_in", "cuenca")}),
        ("es", "mi tío vive en soria", {("uncle", "lives_in", "soria")}),
        ("es", "mi hermano trabaja conmigo en un taller", {("brother", "works_at", "taller")}),
        ("it", "mio nonno vive con noi a matera",
         {("grandfather", "lives_in", "matera"), ("you", "lives_in", "matera")}),
        ("it", "mio fratello lavora con me in un bar", {("brother", "works_at", "bar")}),
    ],
)
def test_someone_living_with_the_speaker(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "j'ai couru le marathon de nantes l'an dernier",
         {("you", "participated_in", "marathon de nantes")}),
        ("fr", "on a fait le trail du ventoux", {("you", "participated_in", "trail du ventoux")}),
        ("fr", "j'ai couru un semi-marathon", {("you", "participated_in", "semi-marathon")}),
        ("fr", "je vais faire le marathon de nantes", set()),
        ("fr", "je n'ai jamais fait le marathon de nantes", set()),
        ("fr", "j'ai fait le ménage", set()),
        ("es", "corrí la media maratón de sevilla",
         {("you", "participated_in", "media maratón de sevilla")}),
        ("es", "voy a correr la maratón de bilbao", set()),
        ("es", "nunca corrí una maratón", set()),
        ("it", "ho corso la mezza maratona di torino",
         {("you", "participated_in", "mezza maratona di torino")}),
        ("it", "non ho mai fatto la maratona", set()),
        ("it", "farò la maratona di firenze", set()),
        # "a marathon of" something is a binge, not a race
        ("fr", "j'ai fait un marathon de séries hier soir", set()),
        ("fr", "on a fait un marathon de films d'horreur", set()),
        ("es", "hice una maratón de pelis con mi novio", set()),
        ("it", "ho fatto una maratona di Harry Potter", set()),
        ("es", "corrí una maratón el año pasado", {("you", "participated_in", "maratón")}),
        ("it", "ho fatto la maratona di Roma", {("you", "participated_in", "maratona di roma")}),
    ],
)
def test_a_race_the_speaker_ran(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "stated"),
    [
        ("fr", "je n'habite pas à rouen mais à évreux", {("you", "lives_in", "évreux")}),
        ("fr", "je n'habite ni à rouen ni à évreux", set()),
        ("es", "no vivo en madrid sino en toledo", {("you", "lives_in", "toledo")}),
        ("es", "no vivo en lima ni en arequipa", set()),
    ],
)
def test_a_place_after_but_is_not_denied(extract_in, lang, text, stated):
    found = facts(extract_in(lang)(text))
    assert {f for f in found if len(f) == 3} == stated
    if stated:
        assert (*next(iter(found - stated))[:3], "NOT") in found  # the first place is denied


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "ya no vivo en loja ahora vivo en cuenca",
         {("you", "lives_in", "loja", "NOT"), ("you", "lives_in", "cuenca")}),
        ("fr", "j'habite plus à lille maintenant je vis à arras",
         {("you", "lives_in", "lille", "NOT"), ("you", "lives_in", "arras")}),
        ("es", "vivo en loja desde ahora", {("you", "lives_in", "loja")}),
    ],
)
def test_now_opens_the_second_clause_of_a_run_on(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("estoy en valparaíso", {("you", "lives_in", "valparaíso")}),
        ("estoy en madrid este fin de semana", set()),
        ("estoy en madrid por trabajo", set()),
        ("estoy en una reunión", set()),
        ("estoy en paro", set()),
        ("estuve en lisboa", {("you", "went_to", "lisboa")}),
    ],
)
def test_es_being_in_a_named_place(es, text, expected):
    assert facts(es(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "faccio il falegname, lavoro in proprio", {("you", "is", "falegname")}),
        ("it", "lavoro in nero", set()),
        ("it", "lavoro in Ferrari", {("you", "works_at", "ferrari")}),
        ("it", "il mi babbo ha 71 anni", {("father", "age", "71")}),
        ("it", "la mi mamma vive a pistoia", {("mother", "lives_in", "pistoia")}),
        ("it", "la mi piace", set()),
    ],
)
def test_it_self_employed_and_tuscan_possessives(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "abbiamo due pesci rossi", {("you", "has", "two goldfish")}),
        ("it", "ho tre figli maschi", {("you", "has", "three sons")}),
        ("it", "ho una figlia femmina", {("you", "has", "daughter")}),
        ("fr", "j'ai trois poissons rouges", {("you", "has", "three goldfish")}),
        ("fr", "j'aime le poisson rouge", {("you", "likes", "poisson rouge")}),
        ("es", "tengo dos hijos varones", {("you", "has", "two sons")}),
        ("es", "tengo tres peces de colores", {("you", "has", "three fish")}),
    ],
)
def test_a_kin_or_pet_narrowed_by_the_word_after_it(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me vine de bogotá hace diez años", {("you", "moved_from", "bogotá")}),
        ("me fui de vacaciones a italia", set()),  # an outing, not a move
        ("vengo de bogotá", {("you", "born_in", "bogotá")}),  # no reflexive: the origin
        ("soy de bogotá", {("you", "born_in", "bogotá")}),
    ],
)
def test_es_reflexive_coming_from_is_a_move(es, text, expected):
    assert facts(es(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi rollo es el flamenco", {("you", "likes", "flamenco")}),
        ("mi rollo no es el golf", {("you", "likes", "golf", "NOT")}),
        ("tengo intolerancia a la fructosa",
         {("you", "has_condition", "intolerancia a la fructosa")}),
        ("me encanta el surf en plan mucho", {("you", "likes", "surf")}),
    ],
)
def test_es_spain_colloquial(es, text, expected):
    assert facts(es(text)) == expected


def test_fr_intolerance_is_a_condition(fr):
    assert facts(fr("j'ai une intolérance au lactose")) == {
        ("you", "has_condition", "intolérance au lactose")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("le crociere non fanno per me", {("you", "likes", "crociere", "NOT")}),
        ("i musical non sono per me", {("you", "likes", "musical", "NOT")}),
        ("i documentari dell'orrore non fanno per me",
         {("you", "likes", "documentari dell'orrore", "NOT")}),
        ("io non sono per me", set()),
    ],
)
def test_it_plural_things_not_for_me(it, text, expected):
    assert facts(it(text)) == expected


def test_it_elided_article_stays_on_its_word(it):
    assert facts(it("lavoro all'ospedale dell'aquila")) == {
        ("you", "works_at", "ospedale dell'aquila")}
    assert ("you", "likes", "jazz") in facts(it("ascolto un po' di jazz"))


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "je suis prof d'histoire dans un lycée à vannes",
         {("you", "is", "prof d'histoire"), ("you", "works_at", "lycée")}),
        ("fr", "je suis prof de maths de ma nièce", {("you", "is", "prof de maths")}),
        ("fr", "je travaille dans une pharmacie à nantes", {("you", "works_at", "pharmacie")}),
        ("es", "soy profesora de inglés en un instituto",
         {("you", "is", "profesora de inglés"), ("you", "works_at", "instituto")}),
    ],
)
def test_a_workplace_said_after_the_jobs_subject(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yo curro de fontanero en una empresa pequeña",
         {("you", "is", "fontanero"), ("you", "works_at", "empresa pequeña")}),
        ("mi hermana curra en un hospital", {("sister", "works_at", "hospital")}),
        ("mi curro está lejos", set()),
        ("Curro en un bar del centro", {("you", "works_at", "bar")}),
        # capitalised inside a sentence, the word is a name
        ("Mi hermano Curro vive en Sevilla",
         {("you", "brother", "curro"), ("curro", "lives_in", "sevilla")}),
    ],
)
def test_es_currar_is_working(es, text, expected):
    assert facts(es(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("trabajo en el colegio el pilar", {("you", "works_at", "colegio el pilar")}),
        ("trabajo en la residencia el roble", {("you", "works_at", "residencia el roble")}),
        ("trabajo en el hospital los lunes", {("you", "works_at", "hospital")}),
        ("trabajo en el bar la mayor parte del día", {("you", "works_at", "bar")}),
        ("trabajo en la cafetería la noche", {("you", "works_at", "cafetería")}),
        ("trabajo en el bar la tarde", {("you", "works_at", "bar")}),
    ],
)
def test_es_a_workplace_named_after_an_article(es, text, expected):
    assert facts(es(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("trabajo de contable en grupo alisedo", ("you", "works_at", "grupo alisedo")),
        ("trabajo en banco pinar", ("you", "works_at", "banco pinar")),
        ("trabajo en el banco desde el año pasado", ("you", "works_at", "banco")),
        ("trabajo en banco y me aburro", ("you", "works_at", "banco")),
    ],
)
def test_es_a_company_named_right_after_its_kind(es, text, expected):
    """"grupo alisedo": the parse reads the lower-case name as a verb and keeps the kind;
    after an article or before an end word the kind names nothing more."""
    got = facts(es(text))
    assert expected in got
    assert not any(f[1] == "works_at" and f != expected for f in got)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("doy clases en una academia que se llama notalia", {("you", "works_at", "notalia")}),
        ("doy clases en el colegio san isidro", {("you", "works_at", "colegio san isidro")}),
        ("doy clases en casa", set()),
        ("doy clases en línea", set()),
    ],
)
def test_es_teaching_classes_somewhere_is_working_there(es, text, expected):
    assert {f for f in facts(es(text)) if f[1] == "works_at"} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sono venuto via da taranto nel 2010", {("you", "moved_from", "taranto")}),
        ("sono andata via da napoli da giovane", {("you", "moved_from", "napoli")}),
        ("vengo da taranto", {("you", "born_in", "taranto")}),  # no particle: the origin
        ("vado via da milano domani", set()),
    ],
)
def test_it_going_away_from_a_place_is_a_move(it, text, expected):
    assert facts(it(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sono intollerante al glutine", {("you", "is", "intollerante")}),
        ("sono pensionata a modena", {("you", "is", "pensionata")}),
        ("sono cuoca in un ristorante",
         {("you", "is", "cuoca"), ("you", "works_at", "ristorante")}),
    ],
)
def test_it_an_identity_adjectives_complement_is_no_workplace(it, text, expected):
    assert facts(it(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "cugini non ne ho", {("you", "has", "cousin", "NOT")}),
        ("it", "sorelle ne ho tre", {("you", "has", "three sisters")}),
        ("it", "figli ne ho visti tanti", set()),
        ("fr", "des animaux j'en ai pas", {("you", "has", "pet", "NOT")}),
        ("fr", "des sœurs j'en ai trois", {("you", "has", "three sisters")}),
        ("fr", "des devoirs j'en ai marre", set()),
        ("es", "coche no tengo", {("you", "has", "coche", "NOT")}),
        ("es", "yo no tengo", set()),
    ],
)
def test_a_fronted_object_of_have(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_fr_an_adjective_read_as_a_verb_after_the_kin_is_no_name(fr):
    assert facts(fr("mon frère aîné est plombier")) == {("brother", "is", "plombier")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "mon oncle est boulanger à dijon",
         {("uncle", "is", "boulanger")}),
        ("fr", "je suis infirmière à Lyon", {("you", "is", "infirmière")}),
        ("it", "mia zia fa la parrucchiera a bari", {("aunt", "is", "parrucchiera")}),
        ("it", "faccio il cameriere a Roma", {("you", "is", "cameriere")}),
        # an employer keeps its article or its own preposition
        ("fr", "je suis infirmière à l'hôpital",
         {("you", "is", "infirmière"), ("you", "works_at", "hôpital")}),
        ("fr", "je suis caissière chez Lidl",
         {("you", "is", "caissière"), ("you", "works_at", "lidl")}),
        ("it", "sono infermiera all'ospedale",
         {("you", "is", "infermiera"), ("you", "works_at", "ospedale")}),
    ],
)
def test_a_town_said_bare_after_a_job_is_no_employer(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected
