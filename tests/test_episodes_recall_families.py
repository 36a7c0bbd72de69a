"""Recall families that fail alike in several languages: spoken "remind me ..." requests,
German compounds, plan words inside a past clause, illness words."""

from __future__ import annotations

import datetime as dt

import pytest

from hotmem import HotMem
from hotmem.episodes.compounds import heads, pieces

T0 = dt.datetime(2026, 5, 12, 18, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
DAY = 86_400.0


@pytest.mark.parametrize(("lang", "said", "request_", "word"), [
    ("es", "ayer llevé a mi gata luna a la peluquería de mascotas",
     "recuérdame cuándo llevé a luna a la peluquería", "peluquería"),
    ("fr", "hier j'ai réparé la clôture du jardin avec mon voisin marc",
     "rappelle-moi quand j'ai réparé la clôture", "clôture"),
    ("de", "gestern habe ich mit meiner nichte lotta einen drachen gebaut",
     "erinner mich, wann ich den drachen gebaut habe", "drachen"),
    ("it", "ieri ho ridipinto la ringhiera del balcone con mio zio piero",
     "ricordami quando ho ridipinto la ringhiera", "ringhiera"),
])
def test_a_spoken_remind_me_request_recalls_and_stores_nothing(
        engine: HotMem, lang: str, said: str, request_: str, word: str) -> None:
    user = f"remind-{lang}"
    engine.process_turn(said, user=user, ts=T0, lang_hint=lang)
    result = engine.process_turn(request_, user=user, ts=T0 + 9 * DAY, lang_hint=lang)
    assert word in result.bullets[0].casefold()
    assert result.bullets[0].endswith("(on 11 May 2026).")
    assert len(engine.export(user)["episodes"]) == 1


def test_a_german_compound_question_finds_its_parts(engine: HotMem) -> None:
    engine.process_turn("am samstag war ich mit meiner kollegin beim handball in kiel",
                        user="de-comp", ts=T0, lang_hint="de")
    engine.process_turn("und am sonntag hab ich ein dinkelbrot gebacken",
                        user="de-comp", ts=T0 + 60, lang_hint="de")
    game = engine.process_turn("wann war das handballspiel?", user="de-comp",
                               ts=T0 + 5 * DAY, lang_hint="de")
    assert game.bullets[0].startswith("On 12 May 2026 you said: “am samstag war ich mit meiner")
    assert game.bullets[0].endswith("(on 9 May 2026).")
    bread = engine.process_turn("welches brot hab ich gebacken?", user="de-comp",
                                ts=T0 + 5 * DAY + 60, lang_hint="de")
    assert "dinkelbrot" in bread.bullets[0].casefold()


@pytest.mark.parametrize(("lang", "said", "start"), [
    ("fr", "vendredi j'ai passé un entretien pour un poste de chef de projet à nantes",
     "2026-05-08"),
    ("it", "sabato ho comprato una bici usata per andare in ufficio", "2026-05-09"),
])
def test_a_plan_word_inside_a_past_clause_keeps_it_past(
        engine: HotMem, lang: str, said: str, start: str) -> None:
    engine.process_turn(said, user=f"plan-{lang}", ts=T0, lang_hint=lang)
    (record,) = engine.export(f"plan-{lang}")["episodes"]
    assert (record["date"]["start"], record["plan"]) == (start, False)


@pytest.mark.parametrize(("lang", "said", "question", "word"), [
    ("en", "in april i had the flu for a whole week", "when was i sick?", "flu"),
    ("de", "im april hatte ich eine erkältung, drei tage im bett", "wann war ich krank?",
     "erkältung"),
    ("it", "ad aprile ho avuto la febbre alta per tre giorni", "quando sono stato malato?",
     "febbre"),
])
def test_an_illness_question_finds_the_illness(engine: HotMem, lang: str, said: str,
                                               question: str, word: str) -> None:
    engine.process_turn(said, user=f"ill-{lang}", ts=T0, lang_hint=lang)
    result = engine.process_turn(question, user=f"ill-{lang}", ts=T0 + 3 * DAY,
                                 lang_hint=lang)
    assert word in result.bullets[0].casefold()
    assert result.bullets[0].endswith("(in April 2026).")


def test_a_grumble_with_a_tag_question_gets_no_memory(engine: HotMem) -> None:
    engine.process_turn("yesterday i had my eyes tested and i need glasses, ugh",
                        user="grumble", ts=T0, lang_hint="en")
    result = engine.process_turn("ugh mondays, am i right? i'm so sleepy", user="grumble",
                                 ts=T0 + DAY, lang_hint="en")
    assert (result.bullets, result.message) == ([], None)


def test_a_run_on_clause_keeps_its_end_as_a_piece_of_its_own(engine: HotMem) -> None:
    said = ("last weekend my uncle turned seventy, we threw him a garden party at the old "
            "boathouse by the river and i made a rhubarb crumble, everyone wanted seconds")
    engine.process_turn(said, user="runon", ts=T0, lang_hint="en")
    texts = {e["text"]: e["date"]["start"] for e in engine.export("runon")["episodes"]}
    assert texts["i made a rhubarb crumble, everyone wanted seconds"] == "2026-05-09"
    assert all(len(text.split()) <= 20 for text in texts)
    result = engine.process_turn("what did i make for my uncle's party?", user="runon",
                                 ts=T0 + 2 * DAY, lang_hint="en")
    assert "rhubarb crumble" in " ".join(result.bullets[:3])


def test_a_run_on_clause_is_not_cut_inside_a_list_of_things(engine: HotMem) -> None:
    said = ("yesterday i went hiking with my brother tom in the peak district and we got lost "
            "for two hours and then a farmer drove us back to the car park and we had fish and "
            "chips in a pub by the river and my brother fell asleep in the car on the way home")
    engine.process_turn(said, user="runon-list", ts=T0, lang_hint="en")
    texts = [e["text"] for e in engine.export("runon-list")["episodes"]]
    assert "we had fish and chips in a pub by the river" in texts
    assert not any(text.startswith("chips") or text.endswith("fish") for text in texts)
    assert all(len(text.split()) <= 20 for text in texts)


@pytest.mark.parametrize(("lang", "said", "first", "follow_up", "date_end"), [
    ("en", "yesterday my son theo won a spelling bee at his school",
     "what did theo win?", "and when was that?", "(on 11 May 2026)."),
    ("es", "ayer mi hija alba ganó un concurso de poesía en el instituto",
     "¿qué ganó alba?", "¿y cuándo lo ganó?", "(on 11 May 2026)."),
])
def test_a_follow_up_question_asks_with_the_previous_ones_words(
        engine: HotMem, lang: str, said: str, first: str, follow_up: str,
        date_end: str) -> None:
    user = f"follow-{lang}"
    engine.process_turn(said, user=user, ts=T0, lang_hint=lang)
    engine.process_turn(first, user=user, ts=T0 + 4 * DAY, lang_hint=lang)
    result = engine.process_turn(follow_up, user=user, ts=T0 + 4 * DAY + 60, lang_hint=lang)
    assert result.bullets[0].endswith(date_end)


def test_a_follow_up_opener_alone_does_not_pull_in_an_older_question(engine: HotMem) -> None:
    engine.process_turn("yesterday my son theo won a spelling bee at his school", user="fu",
                        ts=T0, lang_hint="en")
    engine.process_turn("last week i repainted the garage door", user="fu", ts=T0 + 60,
                        lang_hint="en")
    engine.process_turn("what did theo win?", user="fu", ts=T0 + DAY, lang_hint="en")
    engine.process_turn("nice, thanks", user="fu", ts=T0 + DAY + 60, lang_hint="en")
    result = engine.process_turn("and when did i repaint the garage door?", user="fu",
                                 ts=T0 + DAY + 120, lang_hint="en")
    assert [b for b in result.bullets if "theo" in b] == []



@pytest.mark.parametrize(("lang", "place_said", "other_said", "question", "place"), [
    ("it", "ad aprile siamo stati a lisbona con i miei suoceri",
     "ad aprile abbiamo dipinto la cucina di giallo", "dove siamo andati ad aprile?", "lisbona"),
    ("en", "in april we stayed in porto with my in-laws",
     "in april we painted the kitchen yellow", "where did we go in april?", "porto"),
])
def test_a_where_question_prefers_the_episode_naming_a_place(
        engine: HotMem, lang: str, place_said: str, other_said: str, question: str,
        place: str) -> None:
    user = f"where-{lang}"
    engine.process_turn(place_said, user=user, ts=T0, lang_hint=lang)
    engine.process_turn(other_said, user=user, ts=T0 + 60, lang_hint=lang)
    (record,) = [e for e in engine.export(user)["episodes"] if place in e["text"]]
    assert record["places"] == [place]
    result = engine.process_turn(question, user=user, ts=T0 + DAY, lang_hint=lang)
    assert place in result.bullets[0]


def test_an_overlong_word_is_no_compound_to_split() -> None:
    noise = "kuchen" * 50  # a 300-letter "word" in a noisy turn
    assert heads(("apfelkuchen", noise), "de") == ("lkuchen", "kuchen", "uchen", "chen")
    assert pieces((noise,), "de") == ((),)
