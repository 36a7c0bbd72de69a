"""Habits said with a doing verb are likings; one-off episodes and chores are not.

Sentences written for this file. GOLD_GUIDE: "I play tennis" -> (you, likes, tennis).
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "I play the viola", {("you", "likes", "viola")}),
        ("en", "my uncle plays golf", {("uncle", "likes", "golf")}),
        ("en", "I listen to a ton of reggae when I cook", {("you", "likes", "reggae")}),
        ("en", "I listen to a lot of synth-pop", {("you", "likes", "synth-pop")}),
        ("es", "escucho mucho tango, Gardel sobre todo", {("you", "likes", "tango")}),
        ("es", "juego al baloncesto los jueves", {("you", "likes", "baloncesto")}),
        ("es", "toco el violín", {("you", "likes", "violín")}),
        ("es", "escucho mucho reguetón", {("you", "likes", "reguetón")}),
        ("es", "mi primo juega al ajedrez", {("cousin", "likes", "ajedrez")}),
        ("fr", "je fais du judo le mercredi", {("you", "likes", "judo")}),
        ("fr", "je fais de la voile", {("you", "likes", "voile")}),
        ("fr", "je joue au handball", {("you", "likes", "handball")}),
        ("fr", "je joue du violon", {("you", "likes", "violon")}),
        ("fr", "j'écoute beaucoup de reggae", {("you", "likes", "reggae")}),
    ],
)
def test_a_present_habit_is_a_liking_of_its_activity(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I played squash yesterday"),
        ("en", "I'm playing squash tomorrow"),
        ("en", "I do the laundry"),
        ("en", "I do my taxes"),
        ("en", "I play with my nephew"),
        ("es", "hago la compra"),
        ("es", "ayer jugué al squash"),
        ("fr", "je fais la cuisine"),
        ("fr", "je fais des courses"),
        ("fr", "hier j'ai joué au squash"),
        ("fr", "j'écoute mon père"),
    ],
)
def test_episodes_and_chores_are_no_likings(extract_in, lang, text):
    assert not any(f.r == "likes" for f in extract_in(lang)(text).facts)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "my daughter is obsessed with volcanoes", {("daughter", "likes", "volcanoes")}),
        ("en", "I'm crazy about salsa dancing", {("you", "likes", "salsa dancing")}),
        ("es", "a mi abuela le encanta el bingo", {("grandmother", "likes", "bingo")}),
        ("es", "mi tío Ramón vive en Soria y le chifla la pesca",
         {("you", "uncle", "ramón"), ("ramón", "lives_in", "soria"),
          ("ramón", "likes", "pesca")}),
        ("es", "mi prima Nerea está loca por el surf",
         {("you", "cousin", "nerea"), ("nerea", "likes", "surf")}),
        ("en", "my grandpa is a huge fan of cricket", {("grandfather", "likes", "cricket")}),
        ("en", "Omar is a Green Bay Packers fan", {("omar", "likes", "green bay packers")}),
        ("en", "I'm not a fan of musicals", {("you", "likes", "musicals", "NOT")}),
        ("es", "mi tío es hincha del Zaragoza", {("uncle", "likes", "zaragoza")}),
        ("fr", "Maxime est fan de handball", {("maxime", "likes", "handball")}),
    ],
)
def test_third_parties_likings(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "ich spiele Handball", {("you", "likes", "handball")}),
        ("de", "mein Onkel spielt Skat", {("uncle", "likes", "skat")}),
        ("de", "ich höre viel Reggae", {("you", "likes", "reggae")}),
        ("de", "ich gehe gern wandern", {("you", "likes", "wandern")}),
        ("de", "meine Tochter macht gern Judo", {("daughter", "likes", "judo")}),
        ("it", "faccio yoga il martedì", {("you", "likes", "yoga")}),
        ("it", "gioco a pallavolo", {("you", "likes", "pallavolo")}),
        ("it", "suono il violino", {("you", "likes", "violino")}),
        ("it", "ascolto tanto jazz", {("you", "likes", "jazz")}),
        ("it", "mia cugina gioca a scacchi", {("cousin", "likes", "scacchi")}),
        ("de", "meine Schwester ist Fan von Union", {("sister", "likes", "union")}),
        ("de", "ich bin Bayern-Fan", {("you", "likes", "bayern")}),
        ("it", "mio nonno è tifoso del Napoli", {("grandfather", "likes", "napoli")}),
    ],
)
def test_habits_in_surface_languages(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "gestern habe ich Handball gespielt"),
        ("de", "ich mache die Wäsche"),
        ("de", "ich spiele nicht Handball"),
        ("it", "faccio la spesa"),
        ("it", "faccio l'infermiera"),
        ("it", "ieri ho giocato a pallavolo"),
    ],
)
def test_surface_episodes_chores_and_jobs_are_no_likings(extract_in, lang, text):
    assert not any(f.r == "likes" for f in extract_in(lang)(text).facts)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "we have a poodle named Fifi", {("you", "dog", "fifi")}),
        ("en", "we have a dachshund", {("you", "has", "dog")}),
        ("es", "tengo un galgo que se llama Trueno", {("you", "dog", "trueno")}),
        ("fr", "j'ai un teckel qui s'appelle Biscotte", {("you", "dog", "biscotte")}),
        ("de", "wir haben einen Mops namens Bruno", {("you", "dog", "bruno")}),
        ("it", "ho un bassotto che si chiama Pippo", {("you", "dog", "pippo")}),
    ],
)
def test_a_breed_names_the_species_of_a_pet(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_a_workplace_is_never_read_as_a_breed(extract_in):
    assert facts(extract_in("en")("I work in a lab")) == {("you", "works_at", "lab")}
