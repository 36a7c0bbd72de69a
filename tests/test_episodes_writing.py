"""Which clauses of a run-on voice turn become episodes, and which date each one gets.

Voice turns come without full stops and tell several events in one breath ("on Monday I ...,
and then yesterday my brother ..."): every event is written with the time phrase said for it,
a clause nested in a longer one takes the longer one's date, and a plan word that plans nothing
("il va mieux") does not turn what happened into a plan. Said on Wednesday 11 March 2026.
"""

from __future__ import annotations

import pytest

from hotmem import HotMem
from hotmem.episodes.dates import render
from hotmem.episodes.record import Episode

WED = "2026-03-11T15:00:00Z"


def _told(engine: HotMem, user: str, text: str, lang: str) -> dict[str, str | None]:
    engine.process_turn(text, user=user, session="s1", ts=WED, lang_hint=lang)
    records = engine.export(user)["episodes"]
    return {
        r["text"]: (render(e.date) if (e := Episode.from_record(r)).date else None)
        for r in records
    }


@pytest.mark.parametrize(("lang", "said", "first", "first_date", "second", "second_date"), [
    ("en", "on monday i repainted the garage door, took ages, and then yesterday my brother "
     "Callum came over and we fixed the fence",
     "on monday i repainted the garage door, took ages", "on 9 March 2026",
     "yesterday my brother Callum came over and we fixed the fence", "on 10 March 2026"),
    ("es", "el lunes me vacunaron contra la gripe, y ayer mi hijo Pablo aprendió a montar en "
     "bici sin ruedines",
     "el lunes me vacunaron contra la gripe", "on 9 March 2026",
     "ayer mi hijo Pablo aprendió a montar en bici sin ruedines", "on 10 March 2026"),
    ("fr", "hier j'ai rendu mon mémoire de master, et jeudi dernier ma fille Lou a perdu sa "
     "première dent",
     "hier j'ai rendu mon mémoire de master", "on 10 March 2026",
     "jeudi dernier ma fille Lou a perdu sa première dent", "on 5 March 2026"),
])
def test_a_new_time_phrase_after_and_starts_a_new_dated_episode(
    engine: HotMem, lang: str, said: str, first: str, first_date: str, second: str,
    second_date: str,
) -> None:
    told = _told(engine, f"runon-{lang}", said, lang)
    assert told[first] == first_date
    assert told[second] == second_date


@pytest.mark.parametrize(("lang", "said", "text", "when"), [
    ("en", "this week I finally sold my old piano, on Tuesday, to a school in Derby",
     "this week I finally sold my old piano, on Tuesday, to a school in Derby",
     "on 10 March 2026"),
    ("fr", "cette semaine j'ai enfin vendu mon vieux piano, lundi, à une école de Nantes",
     "cette semaine j'ai enfin vendu mon vieux piano, lundi, à une école de Nantes",
     "on 9 March 2026"),
])
def test_a_finer_date_inside_the_first_one_dates_the_episode(
    engine: HotMem, lang: str, said: str, text: str, when: str
) -> None:
    assert _told(engine, f"finer-{lang}", said, lang) == {text: when}


def test_a_plan_word_that_plans_nothing_leaves_a_past_event_in_the_past(
    engine: HotMem,
) -> None:
    told = _told(engine, "oncle", "mon oncle Marcel a été hospitalisé vendredi, il va mieux",
                 "fr")
    assert told == {"mon oncle Marcel a été hospitalisé vendredi, il va mieux": "on 6 March 2026",
                    "mon oncle Marcel a été hospitalisé vendredi": "on 6 March 2026"}
    assert [r["plan"] for r in engine.export("oncle")["episodes"]] == [False, False]


def test_a_time_phrase_said_after_the_verb_dates_the_clause_before_the_comma(
    engine: HotMem,
) -> None:
    told = _told(engine, "tulips", "I planted forty crocus bulbs yesterday, my knees are sore",
                 "en")
    assert told == {"I planted forty crocus bulbs yesterday, my knees are sore":
                    "on 10 March 2026", "I planted forty crocus bulbs": "on 10 March 2026"}


def test_spanish_los_plus_weekday_is_a_habit_not_a_date(engine: HotMem) -> None:
    told = _told(engine, "habit", "hace tres semanas empecé clases de guitarra los martes", "es")
    assert told == {"hace tres semanas empecé clases de guitarra los martes":
                    "around 18 February 2026"}


def test_a_spanish_first_person_present_with_a_date_is_a_plan(engine: HotMem) -> None:
    # The small model tags "empiezo" as a preterite; its form is only a present.
    engine.process_turn("me dieron el puesto en Valencia, empiezo el 6 de abril", user="puesto",
                        session="s1", ts=WED, lang_hint="es")
    records = {r["text"]: Episode.from_record(r) for r in engine.export("puesto")["episodes"]}
    start = records["empiezo el 6 de abril"]
    assert (start.plan, render(start.date)) == (True, "on 6 April 2026")
    assert records["me dieron el puesto en Valencia"].date is None  # the date is the plan's


@pytest.mark.parametrize(("lang", "said", "later"), [
    ("it", "sabato scorso sono andata a Verona con mia cugina Giulia, e poi ieri ho comprato "
     "una bici nuova", "ieri ho comprato una bici nuova"),
    ("es", "el sábado corrí una carrera en Vigo y luego ayer mi hermano Iván vino a casa",
     "ayer mi hermano Iván vino a casa"),
    ("fr", "samedi j'ai couru un semi à Lille, et puis hier mon frère Yanis est venu dîner",
     "hier mon frère Yanis est venu dîner"),
])
def test_a_then_word_opening_the_later_event_is_not_quoted(
    engine: HotMem, lang: str, said: str, later: str,
) -> None:
    told = _told(engine, f"then-{lang}", said, lang)
    assert told[later] == "on 10 March 2026"


@pytest.mark.parametrize(("lang", "said", "episode"), [
    ("en", "Still restoring an old sailing dinghy at the harbour.",
     "Still restoring an old sailing dinghy at the harbour"),
    ("en", "Hey Priya. Still learning to knit socks for the winter market.",
     "Still learning to knit socks for the winter market"),
])
def test_a_subjectless_ongoing_activity_is_the_speakers_episode(
    engine: HotMem, lang: str, said: str, episode: str,
) -> None:
    assert episode in _told(engine, "ongoing", said, lang)


@pytest.mark.parametrize("said", ["Looking forward to it!", "Thinking of you.", "Just chilling."])
def test_a_subjectless_reaction_in_the_progressive_makes_no_episode(
    engine: HotMem, said: str,
) -> None:
    assert _told(engine, "reacting", said, "en") == {}
