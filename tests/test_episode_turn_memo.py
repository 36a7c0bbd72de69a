"""Reading a turn asks the same spans for their tense, date and sentence again and again;
the answers are kept for that one reading only. A second reading of the same parse (another
time zone, another day) reads afresh, and nothing of the turn is held once it is read.

Also: a month followed by "that year" is read without a year from "that year" (it used to
raise).
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest

from hotmem.episodes import extract as episode_extract
from hotmem.episodes.dates import find_dates
from hotmem.episodes.extract import read_turn
from hotmem.extract import dependency
from hotmem.lang import get_language
from hotmem.nlp import Pipelines

# 20:00 UTC on Wednesday 11 March 2026 is already Thursday 12 March in Tokyo.
EVENING_UTC = dt.datetime(2026, 3, 11, 20, 0, tzinfo=dt.UTC).timestamp()


def test_one_parse_read_in_two_time_zones_dates_each_by_its_own_day(pipelines: Pipelines) -> None:
    segmented = dependency.segment(pipelines.get("en").parse(
        "I went to the dentist yesterday."), "en")
    in_utc = read_turn(segmented, "en", EVENING_UTC, zone=dt.UTC)
    in_tokyo = read_turn(segmented, "en", EVENING_UTC, zone=ZoneInfo("Asia/Tokyo"))
    assert [e.date.start for e in in_utc.episodes] == [dt.date(2026, 3, 10)]
    assert [e.date.start for e in in_tokyo.episodes] == [dt.date(2026, 3, 11)]


def test_a_reading_without_a_time_zone_is_a_clear_error_even_without_a_date(
        pipelines: Pipelines) -> None:
    segmented = dependency.segment(pipelines.get("en").parse(
        "I sold the van and my sister bought a bike."), "en")
    with pytest.raises(ValueError, match="tzinfo"):
        read_turn(segmented, "en", EVENING_UTC, zone=None)  # type: ignore[arg-type]


def test_nothing_of_a_turn_is_kept_once_it_is_read(pipelines: Pipelines) -> None:
    segmented = dependency.segment(pipelines.get("en").parse(
        "Last Saturday my sister and I baked a lemon cake for the fair."), "en")
    told = read_turn(segmented, "en", EVENING_UTC)
    assert [e.date.start for e in told.episodes] == [dt.date(2026, 3, 7)]
    assert episode_extract._TURN_MEMO.get() is None


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "we got married in June that year"),
    ("es", "nos casamos en junio de aquel año"),
    ("fr", "on s'est mariés en juin cette année-là"),
    ("de", "im Juni jenes Jahres haben wir geheiratet"),
])
def test_a_month_of_that_year_is_read_without_a_year_of_its_own(lang: str, text: str) -> None:
    now = dt.datetime(2026, 3, 11, 15, 0, tzinfo=dt.UTC)
    spans = find_dates(text.split(), get_language(lang).episodes.TIME_WORDS, now,
                       tense_past=True)
    # "that year" gives no year: at most the month itself is read (it used to raise)
    assert all(span.end - span.start <= dt.timedelta(days=30) for span in spans)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "We got married in June that year."),
    ("es", "Nos casamos en junio de aquel año."),
])
def test_a_turn_naming_a_month_of_that_year_is_read(pipelines: Pipelines, lang: str,
                                                   text: str) -> None:
    segmented = dependency.segment(pipelines.get(lang).parse(text), lang)
    told = read_turn(segmented, lang, EVENING_UTC)
    assert len(told.episodes) == 1
