"""Time expressions in a clause, resolved against the turn's timestamp into a date span.

"I went hiking last Saturday" said on Monday 9 March 2026 happened on 7 March 2026; a bullet
read weeks later must say so, not "last Saturday". :func:`find_dates` reads a clause's
lower-cased word tokens (as a spaCy ``Doc`` gives them) with a per-language :class:`TimeWords`
table and returns one :class:`DateSpan` per time expression, with the token range it covers so
the caller can strip it from the clause it stores. :func:`render` writes a span as an English
bullet phrase ("on 7 March 2026", "in the week of 2 March 2026", "in summer 2026").

The engine is one small interpreter over the table; it knows no language's words. Supported
shapes (each in the table's words):

- day words and phrases: yesterday, the day before yesterday, tonight, this morning, tomorrow;
- last / this / next + weekday, week, weekend, month, year, season, with the modifier before or
  after its noun ("last Saturday", "el sábado pasado", "letzten Monat", "l'été prochain"); in
  a past-tense clause "this Saturday" or "ce week-end" said before it is the one just gone;
- a bare weekday, weekend, month or season: the most recent one, or the coming one when the
  caller says the verb is not in the past tense (``tense_past=False``);
- N days / weeks / months / years ago ("two weeks ago", "hace dos semanas", "il y a trois
  jours", "vor zwei Wochen", "due settimane fa") and "in N weeks" for plans;
- earlier / later this week, month or year;
- absolute dates: "on March 3", "3 March", "the 3rd", "March 2023", "in 2025", and a month
  or season in a relative year ("in June last year", "en junio del año pasado");
- a weekday with its day number ("Saturday the 28th", "sabato 28", "samedi 28"): the nearest
  such date; a day number said after a month ("a maggio, il 9", "mi-avril, du 17 au 20"): a
  day of that month;
- the one before last ("the Saturday before last", "vorletzten Freitag", "la semana
  antepasada"); a weekday or unit pointed at as "that" ("quel giovedì", "that Saturday") is
  no date of its own (it points at a day said earlier) and is read as none.

Conventions: weeks start on Monday (ISO 8601); seasons are the northern hemisphere's
meteorological ones (spring March-May, summer June-August, autumn September-November,
winter December-February, named by the year of its December); "last Saturday" is the most
recent Saturday before today and "next Saturday" the first one after today. A span is
``future`` when it starts after the turn's day. A day and month said without a year is the
nearest one in the direction of the tense, unless that one is far off (more than
:data:`_FAR_BACK_DAYS` back, :data:`_FAR_AHEAD_DAYS` ahead) and the other direction's is
nearer: nobody says "on May 27th" for a day eleven months ago, so a past verb beside it
("I booked a trip, flying out May 27th") does not make it last year's.

Words that are dates only in context are not read alone: a month or season needs a
preposition, a modifier, a day number or a year ("in March", not "march" the verb), and the
table's ``needs_context`` words ("may", a weekday that is also a first name) need more than
that (see :class:`TimeWords`). Known limit: "on the 3rd floor" reads as a date.

Example::

    words = get_language("en").episodes.TIME_WORDS
    now = datetime(2026, 3, 11, 15, 0, tzinfo=UTC)           # a Wednesday
    span = find_dates(["we", "met", "last", "saturday"], words, now)[0]
    render(span)   # "on 7 March 2026"; (span.token_start, span.token_end) == (2, 4)
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property, lru_cache

__all__ = [
    "DateSpan",
    "Granularity",
    "TimeWords",
    "date_words",
    "decode",
    "encode",
    "find_dates",
    "first_date",
    "may_hold_date",
    "render",
    "render_since",
    "resolve_date",
]


class Granularity(StrEnum):
    """How precise a resolved date is; decides how it is rendered."""

    DAY = "day"
    AROUND = "around"  # a day give or take a few ("two weeks ago"): start and end are +-3 days
    WEEK = "week"
    WEEKEND = "weekend"
    MONTH = "month"
    SEASON = "season"
    YEAR = "year"


#: Units a table may name; "day" is only used with a count ("three days ago").
UNITS = ("day", "week", "weekend", "month", "year")
SEASONS = ("spring", "summer", "autumn", "winter")
_SEASON_START_MONTH = {"spring": 3, "summer": 6, "autumn": 9, "winter": 12}
_MONTH_NAMES = tuple(calendar.month_name[m] for m in range(13))  # English, for bullets
_YEAR_RANGE = (1900, 2099)
# "Two weeks ago" is about the day fourteen days back, give or take this many days.
_AROUND_DAYS = 3
_MAX_COUNT = 999
# A day and month without a year this far in the tense's direction is the other direction's
# when that one is nearer (see the module docstring).
_FAR_BACK_DAYS = 240
_FAR_AHEAD_DAYS = 300
# A day number said this many words after a month is a day of that month ("a maggio, il 9").
_MONTH_DAY_GAP = 3


@dataclass(frozen=True, slots=True)
class DateSpan:
    """A resolved time expression.

    Attributes:
        start: First day of the span.
        end: Last day of the span (inclusive; equal to ``start`` for a day).
        granularity: How precise the expression was.
        future: True when the span starts after the turn's day (a plan, not a past event).
        token_start: Index of the first input token of the expression (prepositions and
            articles that belong to it included, e.g. "on" in "on Saturday").
        token_end: Index one past its last token.
    """

    start: dt.date
    end: dt.date
    granularity: Granularity
    future: bool
    token_start: int
    token_end: int


@dataclass(frozen=True)
class TimeWords:
    """One language's time vocabulary. Every entry is lower-case; a key may hold several
    words ("the day before yesterday", "il y a"); apostrophes and hyphens are split the same
    way in keys and tokens, so "l'année" matches whether the tokenizer split it or not.

    Attributes:
        day_offsets: Words for a day relative to today: {"yesterday": -1, "tomorrow": 1}.
        weekdays: Weekday names, 0 = Monday.
        months: Month names, 1 = January.
        seasons: Season names -> one of ``SEASONS``.
        units: Nouns for "day", "week", "weekend", "month", "year", singular and plural.
        numbers: Count words: {"two": 2, "a couple of": 2, "a few": 3}.
        last: Modifiers meaning "the previous" ("last", "pasado", "dernière", "letzten").
        this: Modifiers meaning "the current" ("this", "este", "cette", "diese", "questo").
        next: Modifiers meaning "the coming" ("next", "que viene", "prochain", "nächsten").
        before_last: Modifiers meaning "the one before the previous" ("before last",
            "vorletzten", "antepasado", "avant-dernier").
        that: Demonstratives pointing back at a time said before ("that", "quel", "aquel",
            "jenem"): "quel giovedì" names no date of its own.
        ago_before: Words before "N units" meaning ago ("hace", "il y a", "vor").
        ago_after: Words after "N units" meaning ago ("ago", "fa").
        within_before: Words before "N units" meaning "from now" ("in", "dans", "tra").
        earlier: Words before "this week" meaning "before today in it" ("earlier").
        later: Words before "this week" meaning "after today in it" ("later").
        prepositions: Words that may open a time expression ("on", "in", "en", "am", "a").
        ahead: Prepositions that point at a coming time whatever the verb's tense ("we booked
            a cabin for July", "réservé pour août", "für August gebucht"): the month, season
            or weekday after them is the next one.
        articles: Articles that may open one ("the", "el", "l'", "il").
        links: Words between a day number and its month or a month and its year ("of", "de").
        ordinal_suffixes: Endings that make a day number an ordinal ("rd", "er", ".").
        needs_context: Weekday, month or season words that are also ordinary words ("may",
            "march", a weekday that is a first name): read only after a preposition, with a
            day number or year, or with a last/next modifier (an article or "this" is not
            enough: "this may take long").
        non_dates: Phrases that contain a time word but are no date ("por la mañana", in
            the morning, where "mañana" alone is tomorrow); matched and skipped.
    """

    day_offsets: Mapping[str, int]
    weekdays: Mapping[str, int]
    months: Mapping[str, int]
    seasons: Mapping[str, str]
    units: Mapping[str, str]
    numbers: Mapping[str, int]
    last: Iterable[str]
    this: Iterable[str]
    next: Iterable[str]
    before_last: Iterable[str] = ()
    that: Iterable[str] = ()
    ago_before: Iterable[str] = ()
    ago_after: Iterable[str] = ()
    within_before: Iterable[str] = ()
    earlier: Iterable[str] = ()
    later: Iterable[str] = ()
    prepositions: Iterable[str] = ()
    ahead: Iterable[str] = ()
    since: Iterable[str] = ()
    articles: Iterable[str] = ()
    links: Iterable[str] = ()
    ordinal_suffixes: Iterable[str] = ()
    needs_context: Iterable[str] = ()
    non_dates: Iterable[str] = ()

    def __post_init__(self) -> None:
        bad_days = [k for k, v in self.weekdays.items() if not 0 <= v <= 6]
        bad_months = [k for k, v in self.months.items() if not 1 <= v <= 12]
        bad_seasons = [k for k, v in self.seasons.items() if v not in SEASONS]
        bad_units = [k for k, v in self.units.items() if v not in UNITS]
        bad = bad_days + bad_months + bad_seasons + bad_units
        if bad:
            raise ValueError(f"TimeWords entries with values out of range: {bad}")

    @cached_property
    def compiled(self) -> _Compiled:
        """The table as first-word-indexed phrase lists (built once per table)."""
        return _Compiled.build(self)


_SPLIT = re.compile(r"(?<=')|-")


@lru_cache(maxsize=8192)  # every clause of every turn is normalised word by word
def _normalise(word: str) -> tuple[str, ...]:
    """Lower-case, unify apostrophes, split after apostrophes and at hyphens; drop punctuation."""
    word = word.lower().replace("\u2019", "'").replace("`", "'")
    return tuple(p for p in _SPLIT.split(word) if any(ch.isalnum() for ch in p))


def may_hold_date(tokens: Sequence[str], words: TimeWords) -> bool:
    """Whether the tokens hold a weekday, month, season, unit, day word or number at all: a
    clause without one has no date, whatever its tense (a cheap check before any parse work).
    """
    return any(date_words(tokens, words))


def date_words(tokens: Sequence[str], words: TimeWords) -> list[bool]:
    """Per token, whether it is one that :func:`may_hold_date` looks for."""
    core = words.compiled.core
    return [_may_be_date_word(t, core) for t in tokens]


@lru_cache(maxsize=8192)  # asked of every word of every turn
def _may_be_date_word(token: str, core: frozenset[str]) -> bool:
    return any(_may_be_date_piece(p, core) for p in _normalise(token))


def _may_be_date_piece(piece: str, core: frozenset[str]) -> bool:
    """A core word or a piece that may be a number: every time expression holds one (see
    :meth:`_Reader.at`; a day number or year starts with a digit). An elided word ("l'",
    "qu'", "n'") is neither, and in French most clauses have one."""
    return piece in core or not (piece.isalpha() or _elided(piece))


def _elided(piece: str) -> bool:
    """A piece split off after its apostrophe ("l'", "j'", "aujourd'") without a digit first."""
    return piece[-1] == "'" and not piece[0].isdecimal()


def _key(phrase: str) -> tuple[str, ...]:
    return tuple(p for w in phrase.split() for p in _normalise(w))


@dataclass(frozen=True, slots=True)
class _Phrases:
    """Phrase -> value, indexed by first word, longest first."""

    by_first: dict[str, list[tuple[tuple[str, ...], int | str]]] = field(default_factory=dict)

    @classmethod
    def of(cls, items: Mapping[str, int] | Mapping[str, str] | Iterable[str]) -> _Phrases:
        pairs = items.items() if isinstance(items, Mapping) else ((k, True) for k in items)
        by_first: dict[str, list[tuple[tuple[str, ...], int | str]]] = {}
        for phrase, value in pairs:
            key = _key(phrase)
            if key:
                by_first.setdefault(key[0], []).append((key, value))
        for entries in by_first.values():
            entries.sort(key=lambda e: -len(e[0]))
        return cls(by_first)

    def match(self, words: Sequence[str], i: int) -> tuple[int, int | str] | None:
        """Longest phrase starting at ``words[i]``: (its length, its value), or None."""
        if i >= len(words):
            return None
        for key, value in self.by_first.get(words[i], ()):
            # A one-word key is its first word, which is how it was found.
            if len(key) == 1 or tuple(words[i : i + len(key)]) == key:
                return len(key), value
        return None


# The tables whose first words can open each shape of :meth:`_Reader.at`, in its order (a
# day number or a year is no letter word and is always tried).
_OPENING = ("prepositions", "ahead", "since")
_SHAPE_TABLES: tuple[tuple[str, ...], ...] = (
    ("day_offsets",),  # day_offset
    ("ago_before", "within_before", "numbers"),  # counted
    ("earlier", "later"),  # part_of_this
    (*_OPENING, "articles", "modifiers", "weekdays", "units", "months", "seasons"),  # named
    (*_OPENING, "articles"),  # day_first
    _OPENING,  # year_alone
)


@dataclass(frozen=True, slots=True)
class _Compiled:
    day_offsets: _Phrases
    weekdays: _Phrases
    months: _Phrases
    seasons: _Phrases
    units: _Phrases
    numbers: _Phrases
    modifiers: _Phrases  # -> "last" | "this" | "next"
    ago_before: _Phrases
    ago_after: _Phrases
    within_before: _Phrases
    earlier: _Phrases
    later: _Phrases
    prepositions: _Phrases
    ahead: _Phrases
    since: _Phrases
    articles: _Phrases
    links: _Phrases
    non_dates: _Phrases
    ordinal_suffixes: tuple[str, ...]
    needs_context: frozenset[str]
    # Words one of which every time expression holds (besides a number): the clause is
    # skipped at once when it has none, which is most clauses.
    core: frozenset[str]
    # Words an expression can start with (besides a number): other positions are skipped.
    starters: frozenset[str]
    # The same per shape of :meth:`_Reader.at` (in its order): the other shapes are not tried.
    shape_starters: tuple[frozenset[str], ...]

    @classmethod
    def build(cls, t: TimeWords) -> _Compiled:
        modifiers = {p: "last" for p in t.last}
        modifiers.update({p: "this" for p in t.this})
        modifiers.update({p: "next" for p in t.next})
        modifiers.update({p: "before last" for p in t.before_last})
        modifiers.update({p: "that" for p in t.that})
        tables = {
            "day_offsets": _Phrases.of(t.day_offsets),
            "weekdays": _Phrases.of(t.weekdays),
            "months": _Phrases.of(t.months),
            "seasons": _Phrases.of(t.seasons),
            "units": _Phrases.of(t.units),
            "numbers": _Phrases.of(t.numbers),
            "modifiers": _Phrases.of(modifiers),
            "ago_before": _Phrases.of(t.ago_before),
            "ago_after": _Phrases.of(t.ago_after),
            "within_before": _Phrases.of(t.within_before),
            "earlier": _Phrases.of(t.earlier),
            "later": _Phrases.of(t.later),
            "prepositions": _Phrases.of(t.prepositions),
            "ahead": _Phrases.of(t.ahead),
            "since": _Phrases.of(t.since),
            "articles": _Phrases.of(t.articles),
            "links": _Phrases.of(t.links),
            "non_dates": _Phrases.of(t.non_dates),
        }
        shape_starters = tuple(
            frozenset(word for name in names for word in tables[name].by_first)
            for names in _SHAPE_TABLES)
        return cls(
            **tables,
            ordinal_suffixes=tuple(sorted(t.ordinal_suffixes, key=len, reverse=True)),
            needs_context=frozenset(k for w in t.needs_context for k in _key(w)),
            core=frozenset(
                {k for table in (t.weekdays, t.months, t.seasons, t.units) for w in table
                 for k in _key(w)}
                | {_key(w)[-1] for w in t.day_offsets if _key(w)}
            ),
            starters=frozenset().union(*shape_starters, tables["non_dates"].by_first),
            shape_starters=shape_starters,
        )


# --------------------------------------------------------------------------- calendar helpers


def _monday(day: dt.date) -> dt.date:
    return day - dt.timedelta(days=day.weekday())


def _month_end(year: int, month: int) -> dt.date:
    return dt.date(year, month, calendar.monthrange(year, month)[1])


def _add_months(year: int, month: int, delta: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + delta
    return index // 12, index % 12 + 1


def _season_bounds(season: str, year: int) -> tuple[dt.date, dt.date]:
    """The season named by ``year`` (winter: the one starting in December of ``year``)."""
    first = _SEASON_START_MONTH[season]
    end_year, end_month = _add_months(year, first, 2)
    return dt.date(year, first, 1), _month_end(end_year, end_month)


@dataclass(frozen=True, slots=True)
class _Resolved:
    start: dt.date
    end: dt.date
    granularity: Granularity


def _unit_span(unit: str, anchor: dt.date, shift: int) -> _Resolved | None:
    """The week, weekend, month or year containing ``anchor``, moved by ``shift`` units."""
    if unit in ("week", "weekend"):
        monday = _monday(anchor) + dt.timedelta(weeks=shift)
        if unit == "week":
            return _Resolved(monday, monday + dt.timedelta(days=6), Granularity.WEEK)
        saturday = monday + dt.timedelta(days=5)
        return _Resolved(saturday, saturday + dt.timedelta(days=1), Granularity.WEEKEND)
    if unit == "month":
        year, month = _add_months(anchor.year, anchor.month, shift)
        return _Resolved(dt.date(year, month, 1), _month_end(year, month), Granularity.MONTH)
    if unit == "year":
        year = anchor.year + shift
        if not _YEAR_RANGE[0] <= year <= _YEAR_RANGE[1]:
            return None
        return _Resolved(dt.date(year, 1, 1), dt.date(year, 12, 31), Granularity.YEAR)
    return None


def _count_span(unit: str, count: int, today: dt.date, sign: int) -> _Resolved | None:
    """N units ago (``sign`` -1) or from now (+1).

    Days are exact; weeks are the day that many weeks away, give or take
    :data:`_AROUND_DAYS` ("two weeks ago" on Wednesday 11 March is around Wednesday
    25 February, not any day of the calendar week before); months and years are the calendar
    month or year.
    """
    if unit in ("day", "week"):
        try:
            day = today + dt.timedelta(days=sign * count * (7 if unit == "week" else 1))
            if unit == "day":
                return _Resolved(day, day, Granularity.DAY)
            slack = dt.timedelta(days=_AROUND_DAYS)
            return _Resolved(day - slack, day + slack, Granularity.AROUND)
        except OverflowError:
            return None
    return _unit_span(unit, today, sign * count)


def _weekday(wd: int, modifier: str | None, today: dt.date, past: bool) -> _Resolved:
    if modifier == "this":
        day = _monday(today) + dt.timedelta(days=wd)
    elif modifier == "next" or (modifier is None and not past):
        day = today + dt.timedelta(days=(wd - today.weekday()) % 7 or 7)
    else:
        day = today - dt.timedelta(days=(today.weekday() - wd) % 7 or 7)
        if modifier == "before last":
            day -= dt.timedelta(weeks=1)
    return _Resolved(day, day, Granularity.DAY)


def _weekday_day(wd: int, day: int, today: dt.date, past: bool) -> _Resolved | None:
    """"Saturday the 28th": the nearest date with that day number falling on that weekday
    (the tense's direction first on a tie); the day number alone when none does."""
    found: list[dt.date] = []
    for delta in range(-6, 7):
        year, month = _add_months(today.year, today.month, delta)
        try:
            date = dt.date(year, month, day)
        except ValueError:
            continue
        if date.weekday() == wd:
            found.append(date)
    if not found:
        return _day_of_month(day, None, None, today, past)
    best = min(found, key=lambda d: (abs((d - today).days), (d > today) == past))
    return _Resolved(best, best, Granularity.DAY)


def _bare_weekend(today: dt.date, past: bool) -> _Resolved | None:
    in_weekend = today.weekday() >= 5
    return _unit_span("weekend", today, 0 if (in_weekend or not past) else -1)


def _month(
    month: int, modifier: str | None, year: int | None, today: dt.date, past: bool
) -> _Resolved:
    if year is None:
        if modifier == "last":
            year = today.year if month < today.month else today.year - 1
        elif modifier == "next":
            year = today.year if month > today.month else today.year + 1
        elif modifier == "this":
            year = today.year
        elif past:
            year = today.year if month <= today.month else today.year - 1
        else:
            year = today.year if month >= today.month else today.year + 1
    return _Resolved(dt.date(year, month, 1), _month_end(year, month), Granularity.MONTH)


def _day_of_month(
    day: int, month: int | None, year: int | None, today: dt.date, past: bool
) -> _Resolved | None:
    """A day number with or without month and year; the nearest matching date in the
    direction of the tense when something is left out."""
    if year is not None and month is not None:
        try:
            date = dt.date(year, month, day)
        except ValueError:
            return None
        return _Resolved(date, date, Granularity.DAY)
    date = _nearest_day(day, month, today, past)
    if date is not None and month is not None and year is None:
        far = (today - date).days if past else (date - today).days
        if far > (_FAR_BACK_DAYS if past else _FAR_AHEAD_DAYS):
            other = _nearest_day(day, month, today, not past)
            if other is not None and abs((other - today).days) < far:
                date = other  # "I booked a trip, flying out May 27th" said in April
    return _Resolved(date, date, Granularity.DAY) if date is not None else None


def _nearest_day(day: int, month: int | None, today: dt.date, past: bool) -> dt.date | None:
    """The nearest date with that day number (and month) on or before today (``past``) or
    on or after it."""
    step = -1 if past else 1
    y, m = today.year, today.month if month is None else month
    for _ in range(25):
        try:
            date = dt.date(y, m, day)
        except ValueError:
            date = None
        if date is not None and (date <= today if past else date >= today):
            return date
        if month is None:
            y, m = _add_months(y, m, step)
        else:
            y += step
    return None


def _season(
    season: str, modifier: str | None, year: int | None, today: dt.date, past: bool
) -> _Resolved:
    if year is None:
        years = range(today.year - 2, today.year + 2)
        candidates = [(y, *_season_bounds(season, y)) for y in years]
        current = [c for c in candidates if c[1] <= today <= c[2]]
        if modifier == "last":
            year = max(y for y, _, end in candidates if end < today)
        elif modifier == "next":
            year = min(y for y, start, _ in candidates if start > today)
        elif current:
            year = current[0][0]
        elif modifier == "this":
            year = today.year
        elif past:
            year = max(y for y, start, _ in candidates if start <= today)
        else:
            year = min(y for y, start, _ in candidates if start > today)
    start, end = _season_bounds(season, year)
    return _Resolved(start, end, Granularity.SEASON)


# --------------------------------------------------------------------------- the interpreter


@dataclass(slots=True)
class _Reader:
    """Matches the table's shapes at one position of a normalised clause."""

    c: _Compiled
    words: list[str]
    today: dt.date
    past: bool  # read bare weekdays, months, ... as past (True unless the verb is not past)
    said_past: bool  # the caller said the verb is past: "in two weeks" is then a duration
    # Word indices followed by punctuation in the clause ("il 9, ho ...").
    pauses: frozenset[int] = frozenset()
    # The month last named (year, month, index of the word after it, its year said):
    # "a maggio, il 9".
    month_context: tuple[int, int, int, bool] | None = None

    def number(self, i: int) -> tuple[int, int] | None:
        if i >= len(self.words):
            return None
        if self.words[i].isdecimal():
            value = int(self.words[i])
            return (1, value) if 0 < value <= _MAX_COUNT else None
        found = self.c.numbers.match(self.words, i)
        return (found[0], int(found[1])) if found else None

    def day_number(self, i: int, *, ordinal_only: bool = False) -> int | None:
        if i >= len(self.words):
            return None
        word = self.words[i]
        digits = word
        for suffix in self.c.ordinal_suffixes:
            if word.endswith(suffix) and word[: -len(suffix)].isdecimal():
                digits = word[: -len(suffix)]
                break
        else:
            if ordinal_only:
                return None
        if not digits.isdecimal() or len(digits) > 2:
            return None
        value = int(digits)
        return value if 1 <= value <= 31 else None

    def year(self, i: int) -> int | None:
        if i >= len(self.words) or not self.words[i].isdecimal() or len(self.words[i]) != 4:
            return None
        value = int(self.words[i])
        return value if _YEAR_RANGE[0] <= value <= _YEAR_RANGE[1] else None

    def trailing_year(self, i: int) -> tuple[int, int | None]:
        """An optional year at ``i``, after an optional link word, written out ("2019") or
        relative ("last year", "del año pasado", "letzten Jahres"): (tokens used, year)."""
        link = self.c.links.match(self.words, i)
        for skip in (0, link[0] if link else None):
            if skip is None:
                continue
            year = self.year(i + skip)
            if year is not None:
                return skip + 1, year
            relative = self.named(i + skip)
            # "June that year" names no year of its own (``named`` gives no date for it)
            if relative and relative[1] is not None and (
                    relative[1].granularity is Granularity.YEAR):
                return skip + relative[0], relative[1].start.year
        return 0, None

    def opening(self, i: int) -> tuple[int, bool, bool]:
        """Optional preposition and article at ``i``: (tokens used, has prep, has article)."""
        used, has_prep, has_article = 0, False, False
        prep = (self.c.prepositions.match(self.words, i) or self.c.ahead.match(self.words, i)
                or self.c.since.match(self.words, i))
        if prep:
            used += prep[0]
            has_prep = True
        article = self.c.articles.match(self.words, i + used)
        if article:
            used += article[0]
            has_article = True
        return used, has_prep, has_article

    # Each shape returns (tokens used, resolved) or None.

    def day_offset(self, i: int) -> tuple[int, _Resolved] | None:
        found = self.c.day_offsets.match(self.words, i)
        if not found:
            return None
        day = self.today + dt.timedelta(days=int(found[1]))
        return found[0], _Resolved(day, day, Granularity.DAY)

    def counted(self, i: int) -> tuple[int, _Resolved] | None:
        """"hace dos semanas", "vor zwei Wochen", "in two weeks", "two weeks ago"."""
        for table, sign in ((self.c.ago_before, -1), (self.c.within_before, 1)):
            if sign > 0 and self.said_past:
                continue  # "I learned it in two weeks"
            lead = table.match(self.words, i)
            if lead and (n := self.number(i + lead[0])):
                unit = self.c.units.match(self.words, i + lead[0] + n[0])
                if unit and (r := _count_span(str(unit[1]), n[1], self.today, sign)):
                    return lead[0] + n[0] + unit[0], r
        n = self.number(i)
        if n:
            unit = self.c.units.match(self.words, i + n[0])
            if unit:
                ago = self.c.ago_after.match(self.words, i + n[0] + unit[0])
                if ago and (r := _count_span(str(unit[1]), n[1], self.today, -1)):
                    return n[0] + unit[0] + ago[0], r
        return None

    def part_of_this(self, i: int) -> tuple[int, _Resolved] | None:
        """"earlier this week", "later this month"."""
        for table, before in ((self.c.earlier, True), (self.c.later, False)):
            lead = table.match(self.words, i)
            if not lead:
                continue
            mod = self.c.modifiers.match(self.words, i + lead[0])
            if not mod or mod[1] != "this":
                continue
            unit = self.c.units.match(self.words, i + lead[0] + mod[0])
            if not unit or unit[1] not in ("week", "month", "year"):
                continue
            whole = _unit_span(str(unit[1]), self.today, 0)
            if whole is None:
                return None
            one = dt.timedelta(days=1)
            if before:
                start, end = whole.start, max(whole.start, self.today - one)
            else:
                start, end = min(self.today + one, whole.end), whole.end
            return lead[0] + mod[0] + unit[0], _Resolved(start, end, whole.granularity)
        return None

    def named(self, i: int) -> tuple[int, _Resolved | None] | None:
        """[prep] [article] [modifier] weekday | unit | month | season [modifier] [day] [year]."""
        if self.past and self.c.ahead.match(self.words, i):
            # "for July": the coming one, even after a past verb ("we booked a cabin ...").
            return dataclasses.replace(self, past=False, said_past=False).named(i)
        if not self.past and self.c.since.match(self.words, i):
            # "since Monday": the one gone by, even after a present verb ("we live there ...").
            return dataclasses.replace(self, past=True).named(i)
        used, has_prep, has_article = self.opening(i)
        mod_before = self.c.modifiers.match(self.words, i + used)
        pos = i + used + (mod_before[0] if mod_before else 0)
        tables = (
            ("weekday", self.c.weekdays),
            ("unit", self.c.units),
            ("month", self.c.months),
            ("season", self.c.seasons),
        )
        found = next(
            ((kind, m) for kind, table in tables if (m := table.match(self.words, pos))), None
        )
        if found is None:
            return None
        kind, core = found
        end = pos + core[0]
        modifier = str(mod_before[1]) if mod_before else None
        dated = kind in ("month", "season") and self.trailing_year(end)[1] is not None
        if modifier in (None, "this") and not dated:  # "June last year": "last" is the year's
            mod_after = self.c.modifiers.match(self.words, end)
            if mod_after and (modifier is None or mod_after[1] == "that"):  # "ce samedi-là"
                modifier = str(mod_after[1])
                end += mod_after[0]
        if modifier == "that":
            return end - i, None  # "quel giovedì": the day said before, not one of its own
        value = core[1]
        word = self.words[pos]
        ambiguous = word in self.c.needs_context
        strong = has_prep or modifier in ("last", "next")
        if modifier == "this" and self.said_past and kind in ("weekday", "unit"):
            modifier = "this past"  # "this Saturday we went": the one just gone, if ahead
        if kind == "weekday":
            if ambiguous and not (has_prep or has_article or modifier):
                return None
            if modifier is None and (dated_day := self.weekday_day(int(value), end)):
                return dated_day[0] - i, dated_day[1]
            day = _weekday(int(value), modifier if modifier != "this past" else "this",
                           self.today, self.past)
            if modifier == "this past" and day.start > self.today:
                day = _weekday(int(value), "last", self.today, self.past)
            return end - i, day
        if kind == "unit":
            if modifier is not None and value in ("week", "weekend", "month", "year"):
                shift = {"last": -1, "this": 0, "this past": 0, "next": 1,
                         "before last": -2}[modifier]
                r = _unit_span(str(value), self.today, shift)
                if r and modifier == "this past" and r.start > self.today:
                    r = _unit_span(str(value), self.today, -1)
                return (end - i, r) if r else None
            if value == "weekend" and (has_prep or has_article):
                r = _bare_weekend(self.today, self.past)
                return (end - i, r) if r else None
            return None
        day: int | None = None
        if kind == "month" and modifier is None:
            day = self.day_number(end)
            if day is not None:
                end += 1
        used_year, year = self.trailing_year(end)
        end += used_year
        context = strong or day is not None or year is not None
        if not ambiguous:
            context = context or modifier == "this"
        if not context:
            return None
        if modifier == "before last":
            modifier = "last"  # "vorletzten März": rare; the last one is the nearer reading
        if kind == "month":
            month = int(value)
            if day is not None:
                r = _day_of_month(day, month, year, self.today, self.past)
                return (end - i, r) if r else None
            return end - i, _month(month, modifier, year, self.today, self.past)
        return end - i, _season(str(value), modifier, year, self.today, self.past)

    def weekday_day(self, wd: int, i: int) -> tuple[int, _Resolved] | None:
        """A day number right after a weekday ("sabato 28", "Saturday the 28th", "samedi
        28 mars"): (index past it, the date)."""
        article = self.c.articles.match(self.words, i)
        pos = i + (article[0] if article else 0)
        day = self.day_number(pos)
        if day is None:
            return None
        end = pos + 1
        link = self.c.links.match(self.words, end)
        month = self.c.months.match(self.words, end + (link[0] if link else 0))
        if month:
            end += (link[0] if link else 0) + month[0]
            used_year, year = self.trailing_year(end)
            r = _day_of_month(day, int(month[1]), year, self.today, self.past)
            return (end + used_year, r) if r else None
        if self.c.units.match(self.words, end):
            return None  # "Saturday 3 weeks ago" is no 3rd
        r = _weekday_day(wd, day, self.today, self.past)
        return (end, r) if r else None

    def day_first(self, i: int) -> tuple[int, _Resolved] | None:
        """[prep] [article] day [link] month [year] ("3 March", "el 3 de marzo"), or a bare
        ordinal after a preposition or at the clause's end ("on the 3rd")."""
        used, has_prep, _ = self.opening(i)
        pos = i + used
        day = self.day_number(pos)
        if day is None:
            return None
        end = pos + 1
        link = self.c.links.match(self.words, end)
        month = self.c.months.match(self.words, end + (link[0] if link else 0))
        if month:
            end += (link[0] if link else 0) + month[0]
            used_year, year = self.trailing_year(end)
            end += used_year
            r = _day_of_month(day, int(month[1]), year, self.today, self.past)
            return (end - i, r) if r else None
        if self.month_context is not None and (by_month := self.in_month(pos, used)):
            return by_month[0] - i, by_month[1]
        if self.day_number(pos, ordinal_only=True) is None or used == 0:
            return None
        at_end = end >= len(self.words) or not self.words[end].isalpha()
        if not (has_prep or at_end):
            return None
        r = _day_of_month(day, None, None, self.today, self.past)
        return (end - i, r) if r else None

    def in_month(self, pos: int, used: int) -> tuple[int, _Resolved] | None:
        """A day number after a preposition or article a few words after a month ("a maggio,
        il 9", "mi-avril, du 17 au 20"), said alone (a pause, the end, or a preposition after
        it: "in May I ran 3 races" has none): (index past it, that day of that month)."""
        assert self.month_context is not None
        year, month, after, fixed = self.month_context
        if used == 0 or not 0 <= pos - used - after <= _MONTH_DAY_GAP:
            return None
        day = self.day_number(pos)
        if day is None:
            return None
        end = pos + 1
        alone = (end >= len(self.words) or pos in self.pauses
                 or self.c.prepositions.match(self.words, end) is not None
                 or self.c.articles.match(self.words, end) is not None)
        if not alone:
            return None
        if not fixed:  # the day settles the year: "a maggio, il 9" said in April is ahead
            r = _day_of_month(day, month, None, self.today, self.past)
            return (end, r) if r else None
        try:
            date = dt.date(year, month, day)
        except ValueError:
            return None
        return end, _Resolved(date, date, Granularity.DAY)

    def year_alone(self, i: int) -> tuple[int, _Resolved] | None:
        """A year after a preposition ("in 2025", "im Jahr 2025", "nel 2019")."""
        used, has_prep, _ = self.opening(i)
        if not has_prep:
            return None
        unit = self.c.units.match(self.words, i + used)
        if unit and unit[1] == "year":
            used += unit[0]
        year = self.year(i + used)
        if year is None:
            return None
        r = _unit_span("year", dt.date(year, 1, 1), 0)
        return (used + 1, r) if r else None

    def at(self, i: int) -> tuple[int, _Resolved | None] | None:
        """The longest expression starting at ``i``; a non-date phrase gives (length, None)."""
        best: tuple[int, _Resolved | None] | None = None
        skip = self.c.non_dates.match(self.words, i)
        if skip:
            best = (skip[0], None)
        word = self.words[i]
        letters = word.isalpha()
        for shape, starters in zip((
            self.day_offset,
            self.counted,
            self.part_of_this,
            self.named,
            self.day_first,
            self.year_alone,
        ), self.c.shape_starters, strict=True):
            if letters and word not in starters:
                continue
            found = shape(i)
            if found and (best is None or found[0] > best[0]):
                best = found
        return best


def find_dates(
    tokens: Sequence[str],
    words: TimeWords,
    now: dt.datetime,
    *,
    tense_past: bool | None = None,
) -> list[DateSpan]:
    """Every time expression in a clause, left to right, without overlaps.

    Args:
        tokens: The clause's word tokens (case and apostrophe/hyphen splits do not matter).
        words: The clause language's time table.
        now: The turn's timestamp; must be timezone-aware (its own local date is "today").
        tense_past: True when the clause's verb is in the past, False for present/future
            (plans), None when unknown (read as past). Bare weekdays, weekends, months,
            seasons and day numbers depend on it, and with True "in two weeks" is a duration,
            not a date.

    Returns:
        The spans found, with token ranges into ``tokens``.

    Raises:
        ValueError: ``now`` is naive.
        TypeError: a token is not a string.
    """
    if now.tzinfo is None or now.utcoffset() is None:
        raise ValueError("find_dates needs a timezone-aware turn timestamp")
    normal: list[str] = []
    origin: list[int] = []
    pauses: set[int] = set()
    for index, token in enumerate(tokens):
        if not isinstance(token, str):
            raise TypeError(f"token {index} is {type(token).__name__}, not str")
        pieces = _normalise(token)
        if not pieces and normal and token.strip():
            pauses.add(len(normal) - 1)  # "il 9, ho ...": the comma after the 9
        for piece in pieces:
            normal.append(piece)
            origin.append(index)
    compiled = words.compiled
    core = compiled.core
    if not any(_may_be_date_piece(w, core) for w in normal):
        return []  # no weekday, month, season, unit, day word or number: no date
    today = now.date()
    reader = _Reader(compiled, normal, today, tense_past is not False, tense_past is True,
                     frozenset(pauses))
    spans: list[DateSpan] = []
    month_span: int | None = None  # index in ``spans`` of the month last named
    i = 0
    starters = compiled.starters
    while i < len(normal):
        # Off a table's first word, only a day number or year opens a shape (see ``at``).
        if normal[i] not in starters and not normal[i][:1].isdecimal():
            i += 1
            continue
        found = reader.at(i)
        if found is None:
            i += 1
            continue
        length, resolved = found
        if resolved is not None:
            span = DateSpan(
                start=resolved.start,
                end=resolved.end,
                granularity=resolved.granularity,
                future=resolved.start > today,
                token_start=origin[i],
                token_end=origin[i + length - 1] + 1,
            )
            if (month_span is not None and reader.month_context is not None
                    and span.granularity is Granularity.DAY
                    and span.start.month == reader.month_context[1]
                    and span.start.year != reader.month_context[0]):
                spans[month_span] = _in_year(spans[month_span], span.start.year, today)
            spans.append(span)
            if span.granularity is Granularity.MONTH:
                month_span = len(spans) - 1
                fixed = any(reader.year(k) is not None or reader.c.units.match(normal, k)
                            for k in range(i, i + length))
                reader.month_context = (span.start.year, span.start.month, i + length, fixed)
        i += length
    return spans


def _in_year(span: DateSpan, year: int, today: dt.date) -> DateSpan:
    """The month span moved to ``year`` (its day said after it settled which one it is)."""
    start = dt.date(year, span.start.month, 1)
    return dataclasses.replace(span, start=start, end=_month_end(year, span.start.month),
                               future=start > today)


def resolve_date(
    tokens: Sequence[str],
    words: TimeWords,
    now: dt.datetime,
    *,
    tense_past: bool | None = None,
) -> DateSpan | None:
    """The clause's first time expression (see :func:`find_dates`), or a finer one inside
    it said later ("this week I passed my driving test, on Tuesday" happened on Tuesday), or
    None."""
    return first_date(find_dates(tokens, words, now, tense_past=tense_past))


def first_date(spans: Sequence[DateSpan]) -> DateSpan | None:
    """The first of a clause's spans, or a finer one inside it said later (see
    :func:`resolve_date`)."""
    if not spans:
        return None
    first = spans[0]
    width = first.end - first.start
    return next((s for s in spans[1:]
                 if first.start <= s.start and s.end <= first.end and s.end - s.start < width),
                first)


def _day_text(day: dt.date) -> str:
    return f"{day.day} {_MONTH_NAMES[day.month]} {day.year}"


def render(span: DateSpan) -> str:
    """The span as an English bullet phrase, always with its year (a bullet may be read
    months later, so never "yesterday").

    Example::

        render(span)  # "on 7 March 2026", "around 25 February 2026" (two weeks ago),
                      # "in the week of 2 March 2026", "in March 2026",
                      # "on the weekend of 7 March 2026", "in summer 2026",
                      # "in winter 2025/26", "in 2025"
    """
    start = span.start
    match span.granularity:
        case Granularity.DAY:
            return f"on {_day_text(start)}"
        case Granularity.AROUND:
            return f"around {_day_text(start + (span.end - start) / 2)}"
        case Granularity.WEEKEND:
            return f"on the weekend of {_day_text(start)}"
        case Granularity.WEEK:
            return f"in the week of {_day_text(_monday(start))}"
        case Granularity.MONTH:
            return f"in {_MONTH_NAMES[start.month]} {start.year}"
        case Granularity.SEASON:
            season = next(s for s, m in _SEASON_START_MONTH.items() if m == start.month)
            if season == "winter":
                return f"in winter {start.year}/{str(start.year + 1)[-2:]}"
            return f"in {season} {start.year}"
    return f"in {start.year}"


def render_since(span: DateSpan) -> str:
    """The span as the start of a lasting state: "since 10 March 2026", "since February 2026"."""
    phrase = render(span)
    for preposition in ("on ", "in "):
        phrase = phrase.removeprefix(preposition)
    return f"since {phrase}"


def encode(span: DateSpan) -> str:
    """A span as one short string kept on a fact: ``"2026-03-08/2026-03-08/day"``."""
    return f"{span.start.isoformat()}/{span.end.isoformat()}/{span.granularity.value}"


def decode(code: str) -> DateSpan | None:
    """Inverse of :func:`encode`; None for an empty or damaged code (a stored fact's date is
    an extra, never a reason to fail)."""
    try:
        start, end, granularity = code.split("/")
        first, last = dt.date.fromisoformat(start), dt.date.fromisoformat(end)
        span = DateSpan(first, last, Granularity(granularity), False, 0, 0)
    except (ValueError, AttributeError):
        return None
    if first > last or (span.granularity is Granularity.SEASON
                        and first.month not in _SEASON_START_MONTH.values()):
        return None  # a span no resolver makes, which render() could not say
    return span
