"""The user's calendar: which day "yesterday" or "last Saturday" is depends on their time zone.

Turn timestamps are instants (Pipecat's transcription frames carry UTC). Relative dates resolve
against the calendar day the user lives in, so a turn at 20:00 in Los Angeles on 7 March is
"7 March" even though it is already 8 March in UTC.
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

__all__ = ["parse_zone", "turn_zone"]


def parse_zone(name: str) -> dt.tzinfo:
    """The zone of an IANA name ("Europe/Madrid", "UTC").

    Raises:
        ValueError: naming the zone when no time-zone database knows it.
    """
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(
            f"unknown time zone {name!r}; expected an IANA name such as Europe/Madrid or UTC"
        ) from None


def turn_zone(ts: float | dt.datetime | str | None, configured: dt.tzinfo | None) -> dt.tzinfo:
    """The zone whose calendar day a turn's relative dates resolve against.

    A configured zone wins (the deployment knows where its users are; speech-to-text frames
    carry UTC). Otherwise a timestamp with its own UTC offset ("2026-03-07T20:00:00-08:00" or
    an aware datetime) gives that offset, and anything else UTC.
    """
    if configured is not None:
        return configured
    if isinstance(ts, dt.datetime):
        return ts.tzinfo or dt.UTC
    if isinstance(ts, str):
        try:
            parsed = dt.datetime.fromisoformat(ts.replace("Z", "+00:00"))
        except ValueError:
            return dt.UTC
        return parsed.tzinfo or dt.UTC
    return dt.UTC
