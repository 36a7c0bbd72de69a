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


def test_a_span_code_round_trips_and_damaged_codes_read_as_none() -> None:
    now = dt.datetime(2026, 3, 11, tzinfo=dt.UTC)
    (span,) = find_dates(["two", "weeks", "ago"], get_language("en").episodes.TIME_WORDS, now)
    assert encode(span) == "2026-02-22/2026-02-28/around"
    back = decode(encode(span))
    assert back is not None and (back.start, back.end, back.granularity) == (
        span.start, span.end, span.granularity)
    assert [decode(c) for c in ("", "2026-02-30/2026-03-01/day", "a/b", "2026-01-01/x/day",
                                "2026-01-01/2026-01-01/fortnight")] == [None] * 5


def test_an_edge_with_a_damaged_date_still_renders() -> None:
    edge = Edge("u", "you", "went_to", "rome", "You", "Rome", when="not-a-date")
    assert bullet_for(edge) == "You went to Rome."


def test_a_fact_date_survives_the_postgresql_store(pg_url: str, pipelines) -> None:
    config = HotMemConfig.from_env({}, store_url=pg_url, langs=("en",))
    with HotMem(config, pipelines=pipelines) as mem:
        mem.process_turn("I went to Bruges last month.", user="pg-dates", ts=WED)
    with HotMem(config, pipelines=pipelines) as again:
        (edge,) = [e for e in again.export("pg-dates")["edges"] if e["r"] == "went_to"]
    assert (edge["d"], edge["when"]) == ("bruges", "2026-02-01/2026-02-28/month")
