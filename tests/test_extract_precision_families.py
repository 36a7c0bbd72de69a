"""Precision in casual speech: families of false facts, in all five languages.

Every sentence is written for this file. Each family is a way a turn used to store a fact the
speaker never stated: an open question about oneself ("I don't know if I like jazz"), a verb
read as a kin's name, an idiom read as a description ("not my cup of tea"), "not only" read as
a denial, a verb left at the end read as a place, what one person calls the speaker read as
the speaker's name, a job noun read as where one comes from.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "honestly i don't know if i like opera"),
        ("en", "not sure whether my cousin still lives in perth"),
        ("en", "i wonder if i'm allergic to kiwi"),
        ("es", "no sé si me gusta la salsa"),
        ("es", "no sé si mi tío sigue viviendo en quito"),
        ("fr", "je sais pas si j'aime le rap"),
        ("fr", "je ne sais pas si ma sœur habite encore à nancy"),
        ("it", "non so se mi piace la techno"),
        ("it", "non so se mio zio abita ancora a bari"),
        ("de", "ich weiß nicht, ob ich techno mag"),
        ("de", "keine ahnung ob meine tante noch in graz wohnt"),
    ],
)
def test_an_open_question_about_oneself_states_nothing(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i love blues but i don't know if i like opera",
         {("you", "likes", "blues")}),
        ("de", "ich weiß nicht, ob ich techno mag, aber ich liebe jazz",
         {("you", "likes", "jazz")}),
    ],
)
def test_a_statement_beside_the_open_question_stands(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    "text", ["mi madre come mucha fruta", "mi tío come mucho arroz", "mi prima bebe mucha agua"])
def test_a_verb_before_its_object_is_no_kin_name(extract_in, text):
    assert not any(f.r in ("mother", "uncle", "cousin") for f in extract_in("es")(text).facts)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "cricket is not my cup of tea", {("you", "likes", "cricket", "NOT")}),
        ("en", "karaoke isn't really my cup of tea but i love bowling",
         {("you", "likes", "karaoke", "NOT"), ("you", "likes", "bowling")}),
        ("fr", "le camping c'est pas ma tasse de thé", {("you", "likes", "camping", "NOT")}),
    ],
)
def test_not_my_cup_of_tea_denies_a_liking(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "non sono solo un cuoco", {("you", "is", "cuoco")}),
        ("es", "no soy solo enfermera", {("you", "is", "enfermera")}),
        ("fr", "je suis pas seulement infirmière", {("you", "is", "infirmière")}),
        ("de", "ich bin nicht nur bäckerin", {("you", "is", "bäckerin")}),
    ],
)
def test_not_only_a_role_still_states_the_role(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_job_noun_read_in_a_verbless_sentence_is_no_workplace_of_the_speaker(extract_in):
    assert facts(extract_in("en")("folks in my village work at the quarry")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i live in derby and work", {("you", "lives_in", "derby")}),
        ("i live in derby and york", {("you", "lives_in", "derby"), ("you", "lives_in", "york")}),
        ("i live in derby and work at boots",
         {("you", "lives_in", "derby"), ("you", "works_at", "boots")}),
    ],
)
def test_a_bare_verb_left_at_the_end_is_no_place(extract_in, text, expected):
    assert facts(extract_in("en")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my wife calls me honey"),
        ("es", "mi novia me llama gordo"),
        ("fr", "ma copine m'appelle doudou"),
        ("de", "mein opa nennt mich immer spatz"),
        ("de", "sie nennt mich immer schnecke"),
        ("it", "mio nonno mi chiama campione"),
    ],
)
def test_what_one_person_calls_the_speaker_is_no_name(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        ("en", "everybody calls me dodo", "dodo"),
        ("es", "mis compañeros me llaman chema", "chema"),
        ("fr", "tout le monde m'appelle lulu", "lulu"),
        ("de", "alle nennen mich fritzi", "fritzi"),
    ],
)
def test_what_everyone_calls_the_speaker_is_a_name(extract_in, lang, text, name):
    assert facts(extract_in(lang)(text)) == {("you", "name", name)}


@pytest.mark.parametrize("text", ["ich bin die neue", "ich bin der neue im lager",
                                  "ich bin die älteste"])
def test_an_adjective_after_an_article_is_no_name(extract_in, text):
    assert facts(extract_in("de")(text)) == set()


def test_a_first_name_after_an_article_is_a_name(extract_in):
    assert facts(extract_in("de")("hallo ich bin die lena")) == {("you", "name", "lena")}


def test_a_job_noun_with_its_de_phrase_is_no_origin(extract_in):
    assert not any(f.r == "born_in" for f in extract_in("fr")("je suis garçon de café").facts)
    assert facts(extract_in("fr")("je suis de rennes")) == {("you", "born_in", "rennes")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i live in a tiny flat in hull", {("you", "lives_in", "hull")}),
        ("en", "my aunt lives in a big house in kent", {("aunt", "lives_in", "kent")}),
        ("es", "vivo en un piso pequeño en lugo", {("you", "lives_in", "lugo")}),
        ("fr", "je vis dans un petit appartement à brest", {("you", "lives_in", "brest")}),
        ("it", "vivo in un piccolo appartamento a pavia", {("you", "lives_in", "pavia")}),
    ],
)
def test_a_home_in_a_named_place_is_the_place(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_place_said_with_an_adverb_is_no_part_of_the_workplace(extract_in):
    assert facts(extract_in("fr")("je travaille dans une pharmacie près de la mairie")) == {
        ("you", "works_at", "pharmacie")}


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i love baking for my grandkids", {("you", "likes", "baking")}),
        ("en", "i like playing cards with my uncle", {("you", "likes", "playing cards")}),
        ("es", "me encanta cocinar para mi familia", {("you", "likes", "cocinar")}),
        ("fr", "j'adore cuisiner pour mes petits-enfants", {("you", "likes", "cuisiner")}),
    ],
)
def test_who_an_activity_is_done_for_or_with_is_no_part_of_it(extract_in, lang, text,
                                                              expected):
    assert facts(extract_in(lang)(text)) == expected


def test_an_elided_clitic_after_a_topic_is_no_part_of_it(extract_in):
    assert facts(extract_in("fr")("le karaoké c'est pas mon truc")) == {
        ("you", "likes", "karaoké", "NOT")}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "i really enjoy chatting with you"),
        ("es", "me encanta charlar contigo"),
        ("fr", "j'adore discuter avec toi"),
        ("it", "mi piace chiacchierare con te"),
        ("de", "deine antwort gefällt mir"),
        ("it", "mi piace la tua risposta"),
    ],
)
def test_enjoying_the_conversation_is_no_taste(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "me gusta mucho esta foto"),
        ("it", "mi piace questa foto"),
        ("de", "ich mag dieses bild"),
        ("en", "i like the look of that"),
    ],
)
def test_a_thing_pointed_at_is_no_taste(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "alle mögen eis"),
        ("it", "tutti amano la pizza"),
        ("es", "a todo el mundo le gusta el chocolate"),
        ("fr", "tout le monde aime le chocolat"),
    ],
)
def test_a_taste_of_people_in_general_is_nobodys(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


def test_a_greeting_to_everyone_keeps_the_name(extract_in):
    assert facts(extract_in("it")("ciao a tutti sono ludovica")) == {
        ("you", "name", "ludovica")}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "i like to believe i'm patient"),
        ("en", "i love knowing that my parents are close by"),
        ("es", "me gusta pensar que soy paciente"),
    ],
)
def test_liking_to_think_something_is_no_pastime(extract_in, lang, text):
    assert not any(f.r == "likes" for f in extract_in(lang)(text).facts)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "el novio de mi prima trabaja en zara"),
        ("fr", "le fils de mon voisin travaille chez orange"),
        ("de", "der sohn meiner nachbarin arbeitet bei aldi"),
        ("de", "die frau meines bruders ist lehrerin"),
    ],
)
def test_the_kin_of_someone_elses_is_not_the_speakers_kin(extract_in, lang, text):
    keyed = {"you", "boyfriend", "cousin", "son", "neighbor", "wife", "brother"}
    assert not any(f.s in keyed for f in extract_in(lang)(text).facts)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my dad thinks i should move to canada"),
        ("en", "my boss says i will work in the leeds office"),
        ("fr", "ma sœur pense que je devrais habiter à nice"),
        ("es", "mi padre dice que debería vivir en granada"),
    ],
)
def test_what_someone_says_should_be_is_no_fact(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize("text", ["i'm thinking of moving to dundee",
                                  "i had a job interview at tesco"])
def test_a_plan_or_an_event_is_no_fact(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "i don't think my brother works at nissan"),
        ("en", "i never said i work at nissan"),
        ("es", "no creo que mi hermano trabaje en nissan"),
        ("it", "non credo che mio fratello lavori alla fiat"),
        ("de", "ich glaube nicht, dass mein bruder bei opel arbeitet"),
    ],
)
def test_a_denied_thought_or_saying_states_nothing(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "non credo, abito a lecco", {("you", "lives_in", "lecco")}),
        ("it", "non so, abito a lecco", {("you", "lives_in", "lecco")}),
        ("en", "i don't think so, i live in lecco", {("you", "lives_in", "lecco")}),
    ],
)
def test_a_statement_after_a_denied_reply_stands(extract_in, lang, text, expected):
    assert {f.key for f in extract_in(lang)(text).facts if not f.negated} == expected


def test_a_sore_body_part_read_as_an_adverb_is_a_condition(extract_in):
    assert facts(extract_in("en")("i have a sore back from lifting boxes")) == {
        ("you", "has_condition", "sore back")}


def test_a_body_part_idiom_is_nothing_had(extract_in):
    assert facts(extract_in("de")("ich habe echt die nase voll vom regen")) == set()


def test_a_held_kin_drops_its_age_phrase(extract_in):
    assert ("you", "has", "daughter") in facts(extract_in("it")("ho una figlia di 9 anni"))
    assert not any("9" in f.d for f in extract_in("it")("ho una figlia di 9 anni").facts
                   if f.r == "has")


@pytest.mark.parametrize("text", ["i was born in the 90s", "i was born in the 1970s"])
def test_a_decade_is_no_birthplace(extract_in, text):
    assert facts(extract_in("en")(text)) == set()


def test_an_age_said_with_a_degree_word_is_an_age_not_a_thing_had(extract_in):
    assert facts(extract_in("it")("ho quasi 50 anni")) == {("you", "age", "50")}
