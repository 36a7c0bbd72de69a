"""Departures: the user says they left a stored home or employer ("I left Tesco", "j'ai quitté
Decathlon", "ich hab bei Siemens gekündigt").

The parser often cannot read such a turn (an unknown lower-case company name is tagged as an
adverb, "left" takes no relation of its own), yet the old value must stop being shown: a voice
assistant that answers "you work at Tesco" after the user quit is worse than one that forgets.
Because the object is a value the store already holds, the turn's words are enough: a phrase of
the language's ``departures.py`` with a stored ACTIVE home or employer of the user in its slot
yields a negated fact for that edge, which the lifecycle demotes with its history kept (as it does
for "I don't work at Tesco anymore").

A language package may hold ``departures.py`` with comma-separated patterns, lower case, where
``X`` stands for the stored value:

- ``LEFT_WORK``: patterns that end an employer (``works_at``): "i left X", "bei X gekündigt";
- ``LEFT_HOME``: patterns that end a home (``lives_in``): "we moved out of X";
- ``LEFT_ANY``: patterns that end either: "no longer at X", "ya no estoy en X".

- ``GAP_WORDS``: whitespace-separated words that may stand between a pattern's words and the
  value, up to :data:`MAX_GAP` of them: articles, possessives, job nouns and prepositions ("i
  left my job at X", "ho lasciato la X"). Any other word breaks the frame: "I left my keys at
  X" is no departure from X, nor is a value in another clause.
- ``ONE_DAY``: comma-separated phrases that make the turn about one day or one outing, where
  ``N`` stands for a clock time ("6", "18h", "6:30", "6pm", or a word of ``CLOCK_WORDS``):
  "I left Tesco early today", "I left Tesco at 6 and went to the gym", "dejamos Madrid para
  ir a la playa". Such a turn ends nothing: leaving work for the day is no resignation, and a
  memory that wrongly forgets the employer is worse than one that keeps it a turn longer.
Questions and hypotheticals state no departure ("did I quit Tesco?", "if I left Tesco ...").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

import structlog

from hotmem.lang import language_table
from hotmem.store import UserIndex
from hotmem.text import USER_KEY
from hotmem.types import Fact, Intent

log = structlog.get_logger("hotmem.departures")

# Gap words allowed between a pattern's words and the value: "i left my old job at X" (4).
MAX_GAP = 4
SLOT = "x"
CLOCK = "n"
WORK, HOME = "works_at", "lives_in"
_TABLES = {"LEFT_WORK": (WORK,), "LEFT_HOME": (HOME,), "LEFT_ANY": (WORK, HOME)}
# An elided article or pronoun is a word of its own ("l'enel", "j'ai"), as in the patterns.
# A clock time in one token: "6", "18h", "6:30", "6pm", "18.30".
_CLOCK = re.compile(r"\d{1,2}(?:[:h.]\d{0,2})?(?:am|pm|h)?")
PUNCTUATION = ",.;:!?()\"“”«»"  # marks that are tokens of their own, never part of a name
_TOKEN = re.compile(rf"\w+['’](?=\w)|\w+(?:-\w+)*|[{re.escape(PUNCTUATION)}]")
# Intents that state nothing: questions and hypotheticals ("did I quit Tesco?", "if I left").
NOT_A_STATEMENT = frozenset({Intent.PURE_QUESTION, Intent.QUESTION_WITH_FACT,
                             Intent.HYPOTHETICAL})


def tokens(text: str) -> tuple[str, ...]:
    """Lower-case words and punctuation marks of ``text`` (apostrophes straightened).

    Straightening the whole text first gives the same tokens as straightening each one: both
    apostrophes fall in the same class of :data:`_TOKEN` and in no other.
    """
    return tuple(_TOKEN.findall(text.lower().replace("’", "'")))


def table_phrases(module: object, name: str) -> tuple[tuple[str, ...], ...]:
    """The comma-separated phrases of a table string, as :func:`tokens`, so they match a
    turn's words however they are elided or spaced."""
    return tuple(words for phrase in getattr(module, name, "").split(",")
                 if (words := tokens(phrase)))


def table_words(module: object, name: str) -> frozenset[str]:
    """The whitespace-separated words of a table string, each as its first token in a turn:
    "it's" is matched as "it'" (the turn's "it's" is "it'" then "s"), "l'" stays "l'"."""
    out: set[str] = set()
    for word in getattr(module, name, "").lower().replace("’", "'").split():
        said = tokens(word)
        out.add(word if word.endswith("'") or not said else said[0])
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class Patterns:
    """The departure patterns of one language and the words allowed in their gaps."""

    patterns: tuple[Pattern, ...]
    gap_words: frozenset[str]
    one_day: tuple[tuple[str, ...], ...] = ()
    clock_words: frozenset[str] = frozenset()
    # One word of each pattern (its longest) -> the patterns it is the cue of: :func:`cued`
    # runs on every turn, and a pattern whose cue the turn lacks cannot apply.
    by_cue: dict[str, tuple[Pattern, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_cue: dict[str, list[Pattern]] = {}
        for pattern in self.patterns:
            cue = max(sorted(pattern.words), key=len)
            by_cue.setdefault(cue, []).append(pattern)
        object.__setattr__(self, "by_cue", {cue: tuple(ps) for cue, ps in by_cue.items()})

    def about_one_day(self, words: Sequence[str]) -> bool:
        """Whether ``words`` hold a phrase of one day or one outing ("today", "at 6")."""
        return any(self._phrase_at(words, i, phrase)
                   for phrase in self.one_day for i in range(len(words) - len(phrase) + 1))

    def _phrase_at(self, words: Sequence[str], at: int, phrase: tuple[str, ...]) -> bool:
        return all(w == p or (p == CLOCK and (_CLOCK.fullmatch(w) is not None
                                              or w in self.clock_words))
                   for w, p in zip(words[at:at + len(phrase)], phrase, strict=True))


@dataclass(frozen=True, slots=True)
class Pattern:
    """One departure pattern: words before the value, words after it, the relations it ends."""

    before: tuple[str, ...]
    after: tuple[str, ...]
    relations: tuple[str, ...]
    # The words the turn must all contain for the pattern to apply (a cheap first check,
    # made once: it runs on every turn).
    words: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", frozenset((*self.before, *self.after)))


class DepartureTableError(ValueError):
    """A departure pattern of a language package is not ``words X words`` with one slot."""


def _parse(pattern: str, relations: tuple[str, ...], where: str) -> Pattern:
    words = tokens(pattern)
    if words.count(SLOT) != 1 or len(words) < 2:
        raise DepartureTableError(f"{where}: {pattern!r} needs words and one {SLOT.upper()}")
    at = words.index(SLOT)
    return Pattern(words[:at], words[at + 1:], relations)


_NONE = Patterns((), frozenset())


@cache
def patterns_of(lang: str) -> Patterns:
    """The departure patterns of ``lang`` (none when its package has no ``departures.py``)."""
    module = language_table(lang, "departures")
    if module is None:
        return _NONE
    name = f"hotmem.lang.{lang}.departures"
    out: list[Pattern] = []
    for table, relations in _TABLES.items():
        for phrase in getattr(module, table, "").split(","):
            if phrase.strip():
                out.append(_parse(phrase, relations, f"{name}.{table}"))
    gap = getattr(module, "GAP_WORDS", "").lower().replace("’", "'").split()
    clock = getattr(module, "CLOCK_WORDS", "").lower().split()
    return Patterns(tuple(out), frozenset(gap), table_phrases(module, "ONE_DAY"),
                    frozenset(clock))


def cued(words: Sequence[str], lang: str) -> bool:
    """Whether the turn holds a word of one of ``lang``'s departure patterns (no store read)."""
    said = set(words)
    by_cue = patterns_of(lang).by_cue
    return any(p.words <= said for cue in said.intersection(by_cue) for p in by_cue[cue])


def cued_in(text: str, lang: str) -> bool:
    """:func:`cued` for the words of ``text``, which are read only when the text holds a cue
    word of the patterns at all: every token is a piece of the lower-cased, straightened text,
    so a cue found nowhere in it is no token of it either (most turns stop here)."""
    said = text.lower().replace("’", "'")
    if not any(cue in said for cue in patterns_of(lang).by_cue):
        return False
    return cued(tokens(text), lang)


def _ends_with(words: Sequence[str], end: int, phrase: tuple[str, ...]) -> bool:
    start = end - len(phrase)
    return start >= 0 and tuple(words[start:end]) == phrase


def _starts_with(words: Sequence[str], start: int, phrase: tuple[str, ...]) -> bool:
    return tuple(words[start:start + len(phrase)]) == phrase


def _framed(
    words: Sequence[str], start: int, end: int, pattern: Pattern, gap_words: frozenset[str]
) -> bool:
    """Whether ``words[start:end]`` (the value) stands in ``pattern``'s slot."""
    if pattern.before:
        found = False
        for gap in range(MAX_GAP + 1):
            at = start - gap
            if at < 0 or (gap and words[at] not in gap_words):
                break
            if _ends_with(words, at, pattern.before):
                found = True
                break
        if not found:
            return False
    if pattern.after:
        for gap in range(MAX_GAP + 1):
            at = end + gap
            if at > len(words) or (gap and words[at - 1] not in gap_words):
                return False
            if _starts_with(words, at, pattern.after):
                return True
        return False
    return True


def _occurrences(words: Sequence[str], value: tuple[str, ...]) -> Iterable[tuple[int, int]]:
    n = len(value)
    for i in range(len(words) - n + 1):
        if tuple(words[i:i + n]) == value:
            yield i, i + n


def departed_facts(
    index: UserIndex, text: str, lang: str, intent: Intent, said: Iterable[Fact] = ()
) -> list[Fact]:
    """Negated facts for the user's ACTIVE homes and employers the turn says they left.

    Args:
        index: the user's index before this turn.
        text: the turn as said.
        lang: its language (whose ``departures.py`` patterns apply).
        intent: the turn's intent; questions and hypotheticals yield nothing, nor does a
            turn about one day or one outing (the language's ``ONE_DAY`` phrases).
        said: the turn's own facts; an edge they already state or negate is left to them.

    Returns:
        One negated fact per edge left, in the order of the patterns.
    """
    if intent in NOT_A_STATEMENT:
        return []
    words = tokens(text)
    present = set(words)
    if "?" in present or not cued(words, lang):
        return []
    table = patterns_of(lang)
    if table.about_one_day(words):
        log.debug("departures.one_day")
        return []
    known = {f.key for f in said}
    out: list[Fact] = []
    for pattern in table.patterns:
        if not pattern.words <= present:
            continue
        for relation in pattern.relations:
            for edge in index.active_edges(USER_KEY, relation):
                if edge.key in known:
                    continue
                values = {tokens(edge.d), tokens(edge.display_d)} - {()}
                if any(_framed(words, i, j, pattern, table.gap_words)
                       for value in values for i, j in _occurrences(words, value)):
                    known.add(edge.key)
                    out.append(Fact(USER_KEY, relation, edge.d, confidence=edge.confidence,
                                    negated=True, display_s=edge.display_s,
                                    display_d=edge.display_d))
                    log.debug("departures.left", relation=relation, value=edge.d)
    return out


__all__ = ["NOT_A_STATEMENT", "PUNCTUATION", "DepartureTableError", "Pattern", "Patterns", "cued",
           "cued_in", "departed_facts", "patterns_of", "table_phrases", "table_words", "tokens"]
