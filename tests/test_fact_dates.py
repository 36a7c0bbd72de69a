"""Dates on facts: a fact told in a dated clause keeps the date and says it in its bullet; a
fact of a clause dated in the future is a plan, not a fact.

Statements are said on Wednesday 11 March 2026.
"""

from __future__ import annotations

import datetime as dt

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.episodes.dates import decode, encode, find_dates
from hotmem.inject import bullet_for
from hotmem.lang import get_language
from hotmem.types import Edge

WED = "2026-03-11T15:00:00Z"


@pytest.mark.parametrize(("lang", "said", "fact", "bullet"), [
    ("en", "I went to Lisbon last month.", ("you", "went_to", "lisbon"),
     "You went to Lisbon (in February 2026)."),
    ("en", "I moved to Porto in January.", ("you", "lives_in", "porto"),
     "You live in Porto (since January 2026)."),
    ("fr", "Hier, je suis allé à un cours de poterie.", ("you", "went_to", "cours de poterie"),
     "You went to cours de poterie (on 10 March 2026)."),
    ("es", "El mes pasado me mudé a Valencia.", ("you", "lives_in", "valencia"),
     "You live in Valencia (since February 2026)."),
])
def test_a_fact_keeps_the_date_of_its_clause(
    engine: HotMem, lang: str, said: str, fact: tuple[str, str, str], bullet: str
) -> None:
    engine.process_turn(said, user=f"f-{lang}", ts=WED, lang_hint=lang)
    edges = {(e["s"], e["r"], e["d"]): e for e in engine.export(f"f-{lang}")["edges"]}
    assert bullet_for(Edge.from_record(edges[fact])) == bullet


def test_an_undated_restatement_keeps_the_known_date(engine: HotMem) -> None:
    engine.process_turn("I went to Lisbon last month.", user="r", ts=WED, lang_hint="en")
    engine.process_turn("I went to Lisbon.", user="r", ts="2026-03-12T10:00:00Z",
                        lang_hint="en")
    (edge,) = [e for e in engine.export("r")["edges"] if e["r"] == "went_to"]
    assert (edge["pos"], edge["when"]) == (2, "2026-02-01/2026-02-28/month")


def test_a_fact_told_again_after_it_was_superseded_loses_its_old_date(engine: HotMem) -> None:
    engine.process_turn("I moved to Rome in 2019.", user="rr", ts=WED, lang_hint="en")
    engine.process_turn("I moved to Paris last year.", user="rr", ts=WED, lang_hint="en")
    engine.process_turn("I live in Rome now.", user="rr", ts=WED, lang_hint="en")
    edges = {(e["d"], e["status"]): e["when"] for e in engine.export("rr")["edges"]}
    assert edges == {("rome", "active"): "", ("paris", "superseded"): "2025-01-01/2025-12-31/year"}


def test_a_fact_without_a_date_has_none(engine: HotMem) -> None:
    engine.process_turn("I live in Ghent.", user="n", ts=WED, lang_hint="en")
    (edge,) = engine.export("n")["edges"]
    assert edge["when"] == ""
    assert bullet_for(Edge.from_record(edge)) == "You live in Ghent."


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "I'm flying to Oslo next Friday."),
    ("it", "Sabato prossimo vado a Verona."),
])
def test_a_future_dated_clause_is_a_plan_not_a_fact(engine: HotMem, lang: str, said: str) -> None:
    result = engine.process_turn(said, user=f"p-{lang}", ts=WED, lang_hint=lang)
    assert result.facts == []
    (episode,) = engine.export(f"p-{lang}")["episodes"]
    assert episode["plan"] is True


@pytest.mark.parametrize(("lang", "said", "fact"), [
    ("en", "I live in Rome. My brother is coming to Rome next week.",
     ("you", "lives_in", "rome")),
    ("en", "I went to Lisbon. Next month I'm going back to Lisbon.",
     ("you", "went_to", "lisbon")),
    ("es", "Vivo en Sevilla. Mi hermana viene a Sevilla el mes que viene.",
     ("you", "lives_in", "sevilla")),
    ("fr", "Je travaille à l'hôpital. Demain je serai à l'hôpital toute la journée.",
     ("you", "works_at", "hôpital")),
    ("de", "Ich wohne in Köln. Nächste Woche kommt meine Mutter nach Köln.",
     ("you", "lives_in", "köln")),
    ("it", "Lavoro in ospedale. Domani sarò in ospedale tutto il giorno.",
     ("you", "works_at", "ospedale")),
])
def test_a_plan_about_the_same_place_does_not_drop_a_fact_told_beside_it(
    engine: HotMem, lang: str, said: str, fact: tuple[str, str, str]
) -> None:
    result = engine.process_turn(said, user=f"b-{lang}", ts=WED, lang_hint=lang)
    assert fact in [f.key for f in result.facts]
    edges = engine.export(f"b-{lang}")["edges"]
    (edge,) = [e for e in edges if (e["s"], e["r"], e["d"]) == fact]
    assert edge["when"] == ""  # the plan's date is not the fact's


@pytest.mark.parametrize(("lang", "said", "fact"), [
    ("en", "I went to Lisbon. See you next week!", ("you", "went_to", "lisbon")),
    ("en", "I went to Lisbon. See you on Friday!", ("you", "went_to", "lisbon")),
    ("fr", "Je suis allé à Lisbonne. À demain !", ("you", "went_to", "lisbonne")),
    ("de", "Ich bin nach Lissabon gefahren. Bis morgen!", ("you", "went_to", "lissabon")),
    ("it", "Sono andato a Lisbona. A domani!", ("you", "went_to", "lisbona")),
])
def test_a_farewell_dates_nothing_that_happened(
    engine: HotMem, lang: str, said: str, fact: tuple[str, str, str]
) -> None:
    result = engine.process_turn(said, user=f"w-{lang}", ts=WED, lang_hint=lang)
    assert [(f.key, f.when) for f in result.facts] == [(fact, "")]
    (episode,) = engine.export(f"w-{lang}")["episodes"]
    assert (episode["plan"], episode["date"]) == (False, None)


@pytest.mark.parametrize(("lang", "said", "places"), [
    ("en", "Last week I went to Lisbon and yesterday I went to Porto.", ("lisbon", "porto")),
    ("fr", "La semaine dernière je suis allé à Lisbonne et hier je suis allé à Porto.",
     ("lisbonne", "porto")),
])
def test_each_of_two_dated_trips_in_one_sentence_keeps_its_own_date(
    engine: HotMem, lang: str, said: str, places: tuple[str, str]
) -> None:
    result = engine.process_turn(said, user=f"t-{lang}", ts=WED, lang_hint=lang)
    assert {f.d: f.when for f in result.facts if f.r == "went_to"} == {
        places[0]: "2026-03-02/2026-03-08/week", places[1]: "2026-03-10/2026-03-10/day"}


def test_a_span_code_round_trips_and_damaged_codes_read_as_none() -> None:
    now = dt.datetime(2026, 3, 11, tzinfo=dt.UTC)
    (span,) = find_dates(["two", "weeks", "ago"], get_language("en").episodes.TIME_WORDS, now)
    assert encode(span) == "2026-02-22/2026-02-28/around"
    back = decode(encode(span))
    assert back is not None and (back.start, back.end, back.granularity) == (
        span.start, span.end, span.granularity)
    assert [decode(c) for c in ("", "2026-02-30/2026-03-01/day", "a/b", "2026-01-01/x/day",
                                "2026-01-01/2026-01-01/fortnight")] == [None] * 5


@pytest.mark.parametrize("when", [
    "not-a-date",
    "2026-02-01/2026-02-28/season",  # no season starts in February
    "2026-03-31/2026-03-01/day",  # ends before it starts
])
def test_an_edge_with_a_damaged_date_still_renders(when: str) -> None:
    edge = Edge("u", "you", "went_to", "rome", "You", "Rome", when=when)
    assert bullet_for(edge) == "You went to Rome."


def test_a_fact_date_survives_the_postgresql_store(pg_url: str, pipelines) -> None:
    config = HotMemConfig.from_env({}, store_url=pg_url, langs=("en",))
    with HotMem(config, pipelines=pipelines) as mem:
        mem.process_turn("I went to Bruges last month.", user="pg-dates", ts=WED)
    with HotMem(config, pipelines=pipelines) as again:
        (edge,) = [e for e in again.export("pg-dates")["edges"] if e["r"] == "went_to"]
    assert (edge["d"], edge["when"]) == ("bruges", "2026-02-01/2026-02-28/month")


def test_a_fact_says_its_date_only_where_the_turn_asks_when_or_for_a_trip_like_before(
    engine: HotMem,
) -> None:
    said = ["I moved to Tallinn in January.", "I went to Krakow last month.", "Okay.", "Right."]
    for minute, text in enumerate(said):
        engine.process_turn(text, user="d", ts=f"2026-03-11T15:0{minute}:00Z", lang_hint="en")

    def bullets(text: str, minute: int) -> list[str]:
        return engine.process_turn(text, user="d", ts=f"2026-03-11T15:{minute}:00Z",
                                   lang_hint="en").bullets

    assert bullets("where do I live?", 10) == ["You live in Tallinn."]
    # A trip idea reads the trips told; which one was the last matters only for a trip like it.
    assert bullets("we are planning a trip, any ideas?", 11) == ["You went to Krakow."]
    assert bullets("we want another trip like the last one, any ideas?", 12) == [
        "You went to Krakow (in February 2026)."]
    assert bullets("when did I move to Tallinn?", 13)[-1] == (
        "You live in Tallinn (since January 2026).")
