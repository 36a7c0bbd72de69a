"""Recall questions said the way speech-to-text writes them (no "?"), asked with other words
than the ones told, and about a month rather than a name."""

from __future__ import annotations

import datetime as dt

import pytest

from hotmem import HotMem

T0 = dt.datetime(2026, 3, 10, 19, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
DAY = 86_400.0


@pytest.mark.parametrize(("lang", "said", "asked", "word"), [
    ("en", "yesterday i bought a green Peugeot bike at the flea market",
     "which bike did i end up getting", "peugeot"),
    ("en", "on sunday i painted the garden shed with my uncle Victor",
     "wait who did i paint the shed with", "victor"),
    ("es", "el sábado compré unas botas de montaña en Bilbao",
     "dónde compré las botas", "bilbao"),
    ("fr", "samedi j'ai acheté une guitare d'occasion à Nantes",
     "j'ai acheté quelle guitare", "guitare d'occasion"),
    ("de", "gestern war ich mit meinem Cousin Jonas beim Handball",
     "mit wem war ich beim handball", "jonas"),
    ("it", "sabato ho regalato la mia vecchia chitarra a mio nipote Tommaso",
     "a chi ho regalato la chitarra", "tommaso"),
])
def test_a_question_without_a_question_mark_recalls_and_is_not_stored(
        engine: HotMem, lang: str, said: str, asked: str, word: str) -> None:
    user = f"unmarked-{lang}"
    engine.process_turn(said, user=user, ts=T0, lang_hint=lang)
    result = engine.process_turn(asked, user=user, ts=T0 + 3 * DAY, lang_hint=lang)
    assert result.bullets and word in result.bullets[0].casefold()
    assert len(engine.export(user)["episodes"]) == 1  # the question told nothing


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "when i was a kid i broke my arm falling off a trampoline"),
    ("fr", "quand je suis arrivée à la gare le train était déjà parti"),
    ("de", "mit wem ich gestern im Kino war, erzähl ich dir morgen"),
    ("fr", "hier j'ai repeint toute la cuisine en jaune quoi"),
])
def test_a_statement_opening_with_a_question_word_stays_an_episode(
        engine: HotMem, lang: str, said: str) -> None:
    user = f"conj-{lang}"
    result = engine.process_turn(said, user=user, ts=T0, lang_hint=lang)
    assert result.message is None
    assert engine.export(user)["episodes"][0]["text"] == said


@pytest.mark.parametrize(("lang", "said", "asked", "word"), [
    ("en", "last month i bought a used road bike for 400 dollars",
     "how much did i pay for the bike?", "400 dollars"),
    ("es", "el viernes me robaron el móvil en el autobús",
     "¿cuándo me robaron el teléfono?", "autobús"),
    ("fr", "hier on m'a volé mon vélo devant la gare",
     "c'est quand qu'on m'a piqué le vélo ?", "gare"),
    ("it", "ieri siamo tornati da Lisbona con i bambini",
     "quando siamo rientrati da lisbona?", "lisbona"),
])
def test_a_question_in_other_words_finds_what_was_told(
        engine: HotMem, lang: str, said: str, asked: str, word: str) -> None:
    user = f"para-{lang}"
    engine.process_turn(said, user=user, ts=T0, lang_hint=lang)
    result = engine.process_turn(asked, user=user, ts=T0 + 2 * DAY, lang_hint=lang)
    assert result.bullets and word in result.bullets[0].casefold()


def test_a_month_in_a_question_is_its_time_not_a_name_it_must_mention(engine: HotMem) -> None:
    user = "month-anchor"
    engine.process_turn("last week the roof started leaking and a roofer came to patch it",
                        user=user, ts=T0, lang_hint="en")
    result = engine.process_turn("what happened with the roof back in march", user=user,
                                 ts=T0 + 20 * DAY, lang_hint="en")
    assert result.bullets and "roofer" in result.bullets[0]


@pytest.mark.parametrize(("lang", "said", "asked", "word"), [
    ("es", "ayer mi hermana Lucía empezó a trabajar en una librería de Granada",
     "dónde trabaja lucía ahora", "librería"),
    ("de", "am Montag war ich mit Greta beim Augenarzt, sie bekommt eine Brille",
     "was bekommt greta vom augenarzt", "brille"),
])
def test_a_present_question_about_one_of_the_users_people_recalls(
        engine: HotMem, lang: str, said: str, asked: str, word: str) -> None:
    user = f"others-{lang}"
    if lang == "de":  # who Greta is, told in an earlier turn
        engine.process_turn("meine Tochter Greta hat eine neue Lehrerin", user=user,
                            ts=T0 - DAY, lang_hint=lang)
    engine.process_turn(said, user=user, ts=T0, lang_hint=lang)
    result = engine.process_turn(asked, user=user, ts=T0 + 4 * DAY, lang_hint=lang)
    assert result.bullets and word in result.bullets[0].casefold()


@pytest.mark.parametrize(("lang", "said", "asked"), [
    ("es", "el verano pasado visité Perú con mi hermana Lucía", "cuál es la capital de perú"),
    ("en", "last spring i flew to Norway with my brother Anders", "how cold is norway in march"),
])
def test_a_general_question_naming_a_place_the_user_visited_gets_nothing(
        engine: HotMem, lang: str, said: str, asked: str) -> None:
    user = f"general-{lang}"
    engine.process_turn(said, user=user, ts=T0, lang_hint=lang)
    result = engine.process_turn(asked, user=user, ts=T0 + 4 * DAY, lang_hint=lang)
    assert not any("you said" in bullet for bullet in result.bullets)


@pytest.mark.parametrize(("said", "asked", "word"), [
    ("samedi dernier on est allés au mariage de mon cousin Hugo à Annecy",
     "c'était où le mariage de hugo déjà", "annecy"),
    ("mardi j'ai passé mon code de la route du premier coup",
     "j'ai eu mon code quand déjà", "mardi"),
])
def test_a_french_question_asked_in_place_recalls(
        engine: HotMem, said: str, asked: str, word: str) -> None:
    user = f"in-situ-{word}"
    engine.process_turn(said, user=user, ts=T0, lang_hint="fr")
    result = engine.process_turn(asked, user=user, ts=T0 + 3 * DAY, lang_hint="fr")
    assert result.bullets and word in result.bullets[0].casefold()
    told = [episode["text"] for episode in engine.export(user)["episodes"]]
    assert told and all(asked not in text for text in told)  # the question is no episode


def test_a_past_question_puts_what_happened_before_what_was_planned(engine: HotMem) -> None:
    user = "past-before-plan"
    engine.process_turn("on saturday we drove to Galway with my cousin Niamh", user=user,
                        ts=T0, lang_hint="en")
    engine.process_turn("we are planning to drive to Galway again in august with Niamh",
                        user=user, ts=T0 + 2 * DAY, lang_hint="en")
    result = engine.process_turn("when did we drive to galway with niamh?", user=user,
                                 ts=T0 + 3 * DAY, lang_hint="en")
    assert result.bullets[0].startswith("On 10 March 2026 you said: “on saturday we drove")


def test_a_past_when_question_keeps_a_dated_plan_before_an_undated_telling(
        engine: HotMem) -> None:
    user = "dated-plan"
    engine.process_turn("in june i'm organising a pottery fair at the town hall", user=user,
                        ts=T0, lang_hint="en")
    engine.process_turn("i painted all the signs for the pottery fair myself", user=user,
                        ts=T0 + DAY, lang_hint="en")
    result = engine.process_turn("when did i organise the pottery fair?", user=user,
                                 ts=T0 + 2 * DAY, lang_hint="en")
    assert result.bullets[0].endswith("(planned in June 2026).")


def test_an_italian_question_opening_with_a_preposition_and_che_is_not_stored(
        engine: HotMem) -> None:
    """"di che marca è la bici" asks (said without "?"): it is no episode of its own that a
    later question could bring back."""
    user = "unmarked-che"
    engine.process_turn("giovedì mi è arrivata la bici nuova, una Bianchi celeste da corsa",
                        user=user, ts=T0, lang_hint="it")
    told = len(engine.export(user)["episodes"])
    engine.process_turn("di che marca è la bici", user=user, ts=T0 + DAY, lang_hint="it")
    assert len(engine.export(user)["episodes"]) == told
