"""Spoken date shapes the resolver reads in all five languages: a day and month without a year
(the nearest one, whatever the tense says when that one is far off), a weekday with its day
number, a day said after its month, "the one before last", and "that Thursday" pointing back
at a day said earlier (no date of its own). Then, through the engine, the tense a date is
read in: the verb it hangs on, and for a borrowed date the clause it was said in.

Turn time: Monday 6 April 2026, 12:00 UTC unless a case says otherwise (last week ran 30 March
to 5 April, the week before 23 to 29 March).
"""

from __future__ import annotations

import datetime as dt

import pytest

from hotmem import HotMem
from hotmem.episodes.dates import find_dates, render, resolve_date
from hotmem.episodes.record import Episode
from hotmem.lang import get_language

MON = dt.datetime(2026, 4, 6, 12, 0, tzinfo=dt.UTC)
TUE_FEB = dt.datetime(2026, 2, 10, 12, 0, tzinfo=dt.UTC)  # Tuesday 10 February 2026


def _first(lang: str, text: str, now: dt.datetime = MON, past: bool | None = None) -> str | None:
    span = resolve_date(text.replace(",", " ,").split(), get_language(lang).episodes.TIME_WORDS,
                        now, tense_past=past)
    return render(span) if span else None


@pytest.mark.parametrize(("lang", "text", "phrase"), [
    # A past verb beside a day and month eleven months back: the coming one is meant.
    ("en", "we booked the ferry , sailing june 2nd with my uncle", "on 2 June 2026"),
    ("es", "reservé el hotel , llegamos el 3 de mayo", "on 3 May 2026"),
    ("fr", "j'ai réservé le gîte , on arrive le 30 avril", "on 30 April 2026"),
    ("de", "ich habe die Hütte gebucht , vom 12. mai an", "on 12 May 2026"),
    ("it", "ho prenotato il volo , parto il 25 aprile", "on 25 April 2026"),
])
def test_a_day_and_month_far_back_in_a_past_clause_is_the_coming_one(
    lang: str, text: str, phrase: str,
) -> None:
    assert _first(lang, text, past=True) == phrase


@pytest.mark.parametrize(("lang", "text", "phrase"), [
    ("en", "we moved on March 20th", "on 20 March 2026"),
    ("de", "am 3. märz sind wir umgezogen", "on 3 March 2026"),
    # Seven months back is still the past one.
    ("it", "il 2 settembre ho cambiato lavoro", "on 2 September 2025"),
])
def test_a_day_and_month_not_far_back_stays_in_the_past(lang: str, text: str, phrase: str) -> None:
    assert _first(lang, text, past=True) == phrase


@pytest.mark.parametrize(("lang", "text", "past", "phrase"), [
    ("en", "the party is on saturday the 25th", False, "on 25 April 2026"),
    ("es", "la mudanza es el viernes 17", False, "on 17 April 2026"),
    ("fr", "le vernissage est samedi 11", False, "on 11 April 2026"),
    ("de", "das Konzert ist am Freitag den 24.", False, "on 24 April 2026"),
    ("it", "il trasloco è sabato 18 da Pavia", False, "on 18 April 2026"),
    # Said of the past: the one gone by with that weekday and number.
    ("it", "giovedì 26 siamo andati al cinema", True, "on 26 March 2026"),
])
def test_a_weekday_with_its_day_number_is_that_date(
    lang: str, text: str, past: bool, phrase: str,
) -> None:
    assert _first(lang, text, past=past) == phrase


@pytest.mark.parametrize(("lang", "text", "phrase"), [
    ("en", "in May , on the 14th , I have my exam", "on 14 May 2026"),
    ("es", "en mayo , el 8 , tengo la boda de Lucía", "on 8 May 2026"),
    ("fr", "en mai , le 9 , j'ai mon concours", "on 9 May 2026"),
    ("de", "im Mai , am 21. , habe ich Prüfung", "on 21 May 2026"),
    ("it", "a giugno , dal 4 al 7 , vado a Lecce", "on 4 June 2026"),
])
def test_a_day_number_said_after_its_month_is_a_day_of_that_month(
    lang: str, text: str, phrase: str,
) -> None:
    assert _first(lang, text, past=False) == phrase


def test_a_month_a_day_number_settles_moves_to_that_year() -> None:
    """A past reading put May last year; the day said after it is the coming 9 May."""
    spans = find_dates("a maggio , il 9 , ho l'esame".split(),
                       get_language("it").episodes.TIME_WORDS, MON, tense_past=True)
    assert [render(s) for s in spans] == ["in May 2026", "on 9 May 2026"]


def test_a_number_after_a_month_that_counts_things_is_no_day() -> None:
    assert _first("en", "in May I ran in 3 races", past=True) == "in May 2025"


@pytest.mark.parametrize(("lang", "text", "phrase"), [
    ("en", "the friday before last we saw a play", "on 27 March 2026"),
    ("en", "the week before last I had the flu", "in the week of 23 March 2026"),
    ("es", "la semana antepasada estuve en Bilbao", "in the week of 23 March 2026"),
    ("fr", "l'avant-dernier week-end on a fait du vélo", "on the weekend of 28 March 2026"),
    ("de", "vorletzten Samstag war ich in Jena", "on 28 March 2026"),
    ("de", "vorletzte Woche hatte ich Urlaub", "in the week of 23 March 2026"),
    ("it", "la settimana prima della scorsa ero a Trento", "in the week of 23 March 2026"),
])
def test_the_one_before_last_goes_back_two(lang: str, text: str, phrase: str) -> None:
    assert _first(lang, text, past=True) == phrase


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "what happened that saturday at the lake"),
    ("es", "qué pasó aquel sábado en la playa"),
    ("fr", "qu'est-ce qui s'est passé ce samedi-là"),
    ("de", "was war an jenem Samstag los"),
    ("it", "ti ricordi cosa è successo quel giovedì"),
])
def test_that_weekday_points_back_and_names_no_date(lang: str, text: str) -> None:
    assert _first(lang, text) is None


# --------------------------------------------------------------------------- through the engine


def _dates(engine: HotMem, user: str, text: str, lang: str, ts: str) -> dict[str, str | None]:
    engine.process_turn(text, user=user, session="s1", ts=ts, lang_hint=lang)
    out: dict[str, str | None] = {}
    for record in engine.export(user)["episodes"]:
        episode = Episode.from_record(record)
        date = render(episode.date) if episode.date else None
        out[episode.text] = f"{'planned ' if episode.plan else ''}{date}"
    return out


@pytest.mark.parametrize(("lang", "said", "text", "when"), [
    # The date hangs on a present or plan verb inside a clause told in the past.
    ("en", "my cousin Ravi set the date, it's going to be november 3rd at the old mill",
     "my cousin Ravi set the date, it's going to be november 3rd at the old mill",
     "planned on 3 November 2026"),
    ("es", "mi amiga Nerea me ha dicho que en junio se casa en Zamora",
     "mi amiga Nerea me ha dicho que en junio se casa en Zamora", "planned in June 2026"),
    ("fr", "je me suis inscrit au club de tir à l'arc, ça commence le 15 avril",
     "je me suis inscrit au club de tir à l'arc, ça commence le 15 avril",
     "planned on 15 April 2026"),
    # The date hangs on a past verb inside a clause that also plans.
    ("es", "mi cuñada fue al médico el jueves y le van a operar la rodilla",
     "mi cuñada fue al médico el jueves y le van a operar la rodilla", "on 2 April 2026"),
    # A participle after a progressive auxiliary: the auxiliaries tell when, not the
    # participle's own past.
    ("en", "my best friend Tomas is getting married in september",
     "my best friend Tomas is getting married in september", "planned in September 2026"),
    ("en", "my nephew was getting baptised in february",
     "my nephew was getting baptised in february", "in February 2026"),
])
def test_a_date_is_read_in_the_tense_of_the_verb_it_hangs_on(
    engine: HotMem, lang: str, said: str, text: str, when: str,
) -> None:
    told = _dates(engine, f"hang-{lang}", said, lang, "2026-04-06T12:00:00Z")
    assert told[text] == when


@pytest.mark.parametrize(("lang", "text", "when"), [
    # Arranged in the past, for a time to come: the time said is the one arranged.
    ("en", "I got tickets for the Bastille concert in June", "planned in June 2026"),
    ("es", "ya compré las entradas para el concierto de Rosalía en junio", "planned in June 2026"),
    ("fr", "j'ai réservé un gîte en Ardèche en juillet", "planned in July 2026"),
    ("de", "ich habe Karten für das Open Air im Juli gekauft", "planned in July 2026"),
    ("it", "ho prenotato il traghetto per la Sardegna a luglio", "planned in July 2026"),
])
def test_a_time_beside_an_arrangement_is_the_time_arranged(
    engine: HotMem, lang: str, text: str, when: str,
) -> None:
    assert _dates(engine, f"arranged-{lang}", text, lang, "2026-04-06T12:00:00Z")[text] == when


def test_a_time_of_a_past_doing_without_an_arrangement_stays_past(engine: HotMem) -> None:
    text = "we went to the Bastille concert in March"
    assert _dates(engine, "went-en", text, "en", "2026-04-06T12:00:00Z")[text] == "in March 2026"


def test_a_french_passe_compose_with_etre_dates_in_the_past(engine: HotMem) -> None:
    told = _dates(engine, "etre-fr", "en mars on est partis quatre jours à Gênes avec ma soeur",
                  "fr", "2026-04-06T12:00:00Z")
    assert told["en mars on est partis quatre jours à Gênes avec ma soeur"] == "in March 2026"


def test_a_borrowed_date_is_read_in_the_tense_it_was_said_in(engine: HotMem) -> None:
    """The Thursday of "arrivata giovedì" is the one gone by, also for the clause after it
    that ends on a hope ("speriamo bene")."""
    told = _dates(engine, "borrow-it",
                  "in negozio è arrivata la vetrina nuova giovedì, una vetrina refrigerata della "
                  "ditta Marchi, mi è costata 4 mila euro, speriamo bene",
                  "it", "2026-04-06T12:00:00Z")
    dated = {text: when for text, when in told.items() if "4 mila euro" in text}
    assert dated
    assert set(dated.values()) == {"on 2 April 2026"}


@pytest.mark.parametrize(("lang", "said", "asked", "shown"), [
    ("en", "the vet says my cat Miso needs a dental cleaning, they've booked it for april 22nd",
     "when is Miso's dental cleaning", "planned on 22 April 2026"),
    ("es", "me he comprado una moto por fin, una vespa azul, la recogí el jueves en Getafe",
     "qué moto me compré", "on 2 April 2026"),
    ("fr", "le mariage de ma cousine c'est fait, samedi dernier, on était quatre-vingts",
     "quand est-ce que ma cousine s'est mariée", "on 4 April 2026"),
    ("de", "mein Bruder Jonas zieht nach Kiel, wir helfen ihm am 18. april beim Umzug",
     "wann zieht mein Bruder Jonas um", "planned on 18 April 2026"),
    ("it", "mio padre si trasferisce da noi, il trasloco è venerdì 17 da Lodi",
     "quando si trasferisce mio padre", "planned on 17 April 2026"),
])
def test_an_undated_episode_shows_the_date_its_context_said(
    engine: HotMem, lang: str, said: str, asked: str, shown: str,
) -> None:
    """The date said in the clause after an undated one ("..., they've booked it for April
    22nd") is shown in the bullet: the clause's own when the turn was kept whole, the
    context's ("(… planned on ...)") when the first clause was written on its own."""
    user = f"ctx-{lang}"
    engine.process_turn(said, user=user, session="s1", ts="2026-04-06T12:00:00Z",
                        lang_hint=lang)
    result = engine.process_turn(asked, user=user, session="s2", ts="2026-04-07T09:00:00Z",
                                 lang_hint=lang)
    assert result.bullets
    assert result.bullets[0].endswith((f"({shown}).", f"(… {shown}).")), result.bullets


def test_the_context_date_survives_the_store_record() -> None:
    span = resolve_date(["on", "april", "22nd"], get_language("en").episodes.TIME_WORDS, MON,
                        tense_past=False)
    assert span is not None
    episode = Episode("e1", "the vet says Miso needs a cleaning", "en", ("vet", "cleaning"),
                      context="they booked it for april 22nd", context_date=span)
    back = Episode.from_record(episode.to_record())
    assert back.context_date is not None
    assert (back.context_date.start, back.context_date.future) == (dt.date(2026, 4, 22), True)
    old = episode.to_record()
    del old["context_date"]  # a record written before the field existed
    assert Episode.from_record(old).context_date is None
