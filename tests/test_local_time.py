"""Relative dates resolve against the user's calendar day, not the UTC one: "yesterday" said at
20:00 in Los Angeles on 7 March is 6 March, although it is already 8 March in UTC."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.errors import ConfigError
from hotmem.local_time import parse_zone, turn_zone
from hotmem.nlp import Pipelines

SAID = "I went to Lisbon yesterday."
EVENING_IN_LA = "2026-03-08T04:00:00Z"  # 7 March, 20:00 in Los Angeles (UTC-8)


def went_to_date(mem: HotMem, user: str) -> str:
    (edge,) = [e for e in mem.export(user)["edges"] if e["r"] == "went_to"]
    return str(edge["when"])  # "start/end/granularity"


def test_without_a_zone_the_utc_day_counts(engine: HotMem) -> None:
    engine.process_turn(SAID, user="u", ts=EVENING_IN_LA, lang_hint="en")
    assert went_to_date(engine, "u") == "2026-03-07/2026-03-07/day"


def test_a_configured_zone_gives_the_users_day(tmp_path: Path, pipelines: Pipelines) -> None:
    config = HotMemConfig.from_env({"HOTMEM_TIMEZONE": "America/Los_Angeles"},
                                   data_dir=tmp_path / "store")
    with HotMem(config, pipelines=pipelines) as mem:
        mem.process_turn(SAID, user="u", ts=EVENING_IN_LA, lang_hint="en")
        assert went_to_date(mem, "u") == "2026-03-06/2026-03-06/day"


def test_a_timestamp_with_its_own_offset_gives_that_day(engine: HotMem) -> None:
    engine.process_turn(SAID, user="u", ts="2026-03-07T20:00:00-08:00", lang_hint="en")
    assert went_to_date(engine, "u") == "2026-03-06/2026-03-06/day"


def test_an_unknown_zone_is_a_config_error_naming_the_variable(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="HOTMEM_TIMEZONE.*Mars/Olympus"):
        HotMemConfig.from_env({"HOTMEM_TIMEZONE": "Mars/Olympus"}, data_dir=tmp_path)


@pytest.mark.parametrize(("ts", "offset_hours"), [
    (None, 0), (1_772_942_400.0, 0), ("2026-03-08T04:00:00Z", 0),
    ("2026-03-07T20:00:00-08:00", -8), ("not a time", 0),
    (dt.datetime(2026, 3, 8, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=5))), 5),
])
def test_the_turn_zone_comes_from_the_timestamp_when_none_is_configured(
    ts: object, offset_hours: int
) -> None:
    zone = turn_zone(ts, None)  # type: ignore[arg-type]
    assert zone.utcoffset(dt.datetime(2026, 3, 8)) == dt.timedelta(hours=offset_hours)


def test_a_configured_zone_wins_over_the_timestamps_offset() -> None:
    zone = turn_zone("2026-03-07T20:00:00-08:00", parse_zone("Europe/Paris"))
    assert zone.utcoffset(dt.datetime(2026, 3, 8)) == dt.timedelta(hours=1)
