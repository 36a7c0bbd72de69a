"""Job starts: the user says where they work now ("so I handed my notice in and I started at a
new company called Ferncastle on Monday", "he dejado el banco, ahora estoy en Lumen Seguros",
"seit Montag bin ich bei Nordlicht Software", "adesso sono alla Onda Digitale").

Said without punctuation, such a turn is out of the parser's reach: an unknown lower-case
company name is tagged as a verb ("lumen"), "bin ich bei" names no work, and the old employer
would stay shown. The turn's words are enough once the turn is about a job: a word of the
language's ``JOB_WORDS`` (a job noun or a quitting verb: "notice", "curro", "quitté",
"gewechselt", "lavoro") must be said, so "now I'm at the gym" or "ich bin jetzt bei meiner
Mutter" start no job. The new employer replaces the turn's other employers, and being a state
it supersedes the stored one.

A language package may hold ``job_starts.py`` with:

- ``STARTS``: comma-separated patterns, lower case, with one ``X`` where the employer stands,
  after the pattern's first words ("i started at X", "ahora estoy en X", "je viens de
  commencer chez X", "ich hab bei X angefangen"); the words after ``X`` must follow the name;
- ``JOB_WORDS``: words of which one must be said for any pattern to apply;
- ``SKIPPED``: words dropped before matching ("now", "jetzt", "adesso"): "i'm now at X" is
  "i'm at X";
- ``LEADS``: words skipped before the employer's name (articles: "at the bank");
- ``ENDS``: words that end the name (prepositions, times, conjunctions, articles after it:
  "chez Pixelune un studio", "bei Nordlicht seit Montag");
- ``NAMING``: comma-separated phrases after which the name itself follows ("a new company
  called X", "una empresa que se llama X");
- ``NOT_EMPLOYERS``: words that are no employer when they start the name ("home", "casa").
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import structlog

from hotmem.departures import tokens
from hotmem.extract.common import make_fact
from hotmem.lang import get_lexicon
from hotmem.text import USER_KEY
from hotmem.types import Fact, Intent

log = structlog.get_logger("hotmem.job_starts")

SLOT = "x"
WORK = "works_at"
STATES = frozenset({WORK, "lives_in"})  # relations a name may key
MAX_NAME_WORDS = 4
NEGATION_REACH = 2  # words before a pattern that may negate it ("i'm not at X")
_STRIPPED = ",.;:!?()\"“”«»"
_PUNCT = frozenset(",.;:!?()\"“”«»")
_NOT_A_STATEMENT = frozenset({Intent.PURE_QUESTION, Intent.QUESTION_WITH_FACT,
                              Intent.HYPOTHETICAL})


class JobStartTableError(ValueError):
    """A job-start pattern of a language package is not ``words X [words]``."""


@dataclass(frozen=True, slots=True)
class JobStarts:
    """The job-start patterns of one language and the words that frame the name."""

    starts: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = ()  # words before, after X
    job_words: frozenset[str] = frozenset()
    skipped: frozenset[str] = frozenset()
    leads: frozenset[str] = frozenset()
    ends: frozenset[str] = frozenset()
    naming: tuple[tuple[str, ...], ...] = ()
    not_employers: frozenset[str] = frozenset()


def _words(module: object, name: str) -> frozenset[str]:
    return frozenset(getattr(module, name, "").lower().replace("’", "'").split())


def _phrases(module: object, name: str) -> tuple[tuple[str, ...], ...]:
    return tuple(words for phrase in getattr(module, name, "").split(",")
                 if (words := tokens(phrase)))


@cache
def starts_of(lang: str) -> JobStarts:
    """The job-start table of ``lang`` (empty when its package has no ``job_starts.py``)."""
    name = f"hotmem.lang.{lang}.job_starts"
    if importlib.util.find_spec(f"hotmem.lang.{lang}") is None or (
            importlib.util.find_spec(name) is None):
        return JobStarts()
    module = importlib.import_module(name)
    starts = _phrases(module, "STARTS")
    for pattern in starts:
        if pattern.count(SLOT) != 1 or pattern[0] == SLOT:
            raise JobStartTableError(f"{name}.STARTS: {' '.join(pattern)!r} needs words, then X")
    return JobStarts(
        starts=tuple((p[:p.index(SLOT)], p[p.index(SLOT) + 1:]) for p in starts),
        job_words=_words(module, "JOB_WORDS"),
        skipped=_words(module, "SKIPPED"), leads=_words(module, "LEADS"),
        ends=_words(module, "ENDS"), naming=_phrases(module, "NAMING"),
        not_employers=_words(module, "NOT_EMPLOYERS"))


def _name_at(
    words: Sequence[str], at: int, table: JobStarts, after: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """The employer's name from ``words[at]``: leading articles skipped, up to an end word;
    a naming phrase right after a kind noun gives the name it introduces ("a new company
    called X")."""
    while at < len(words) and words[at] in table.leads:
        at += 1
    name: list[str] = []
    while at < len(words) and len(name) < MAX_NAME_WORDS:
        for phrase in table.naming:
            if tuple(words[at:at + len(phrase)]) == phrase:
                return _name_at(words, at + len(phrase), table, after) if name else ()
        word = words[at]
        if word in _PUNCT or word in table.ends or (name and word in table.leads):
            break
        name.append(word)
        at += 1
    if not name or name[0] in table.not_employers or tuple(words[at:at + len(after)]) != after:
        return ()
    return tuple(name)


def started_employer(text: str, lang: str) -> tuple[str, ...]:
    """The words of the employer the turn says the user now works at (the last one said), or
    ``()`` when the turn names no job or no pattern frames a name."""
    table = starts_of(lang)
    if not table.starts or table.job_words.isdisjoint(
            w.strip(_STRIPPED) for w in text.lower().split()):
        return ()
    words = [w for w in tokens(text) if w not in table.skipped]
    found: tuple[str, ...] = ()
    negations = get_lexicon(lang).negations
    for i in range(len(words)):
        if negations.intersection(words[max(0, i - NEGATION_REACH):i]):
            continue  # "no trabajo en X", "ich bin nicht mehr bei X"
        for before, after in table.starts:
            if tuple(words[i:i + len(before)]) == before:
                found = _name_at(words, i + len(before), table, after) or found
    return found


def _as_said(name: tuple[str, ...], text: str) -> str:
    """The name with the turn's own casing ("Nordlicht Software")."""
    pattern = r"['’\s]*".join(re.escape(w) for w in name)
    match = re.search(pattern, text, re.IGNORECASE)
    return match.group(0) if match else " ".join(name)


def with_job_start(
    facts: tuple[Fact, ...], text: str, lang: str, intent: Intent
) -> tuple[Fact, ...] | None:
    """``facts`` with the employer the turn says the user started at, or ``None`` when the
    turn states no job start or the parse already read a present employer ("antes trabajaba
    en un banco pero ahora estoy en Mapfre" read only the former one). Questions and
    hypotheticals state none."""
    if intent in _NOT_A_STATEMENT or any(
            f.s == USER_KEY and f.r == WORK and not f.negated for f in facts):
        return None  # the parse read the employer: it knows the name's bounds better
    name = started_employer(text, lang)
    if not name:
        return None
    fact = make_fact("I", WORK, _as_said(name, text), lang)
    if fact is None:
        return None
    log.debug("job_starts.started", value=fact.d)
    return (*facts, fact)


def _named_after(words: Sequence[str], value: tuple[str, ...], table: JobStarts) -> tuple[str, ...]:
    """The name a naming phrase gives right after ``value`` in ``words`` ("a bakery called
    Ovenly" -> ("ovenly",)), or ``()``."""
    n = len(value)
    for i in range(len(words) - n + 1):
        if tuple(words[i:i + n]) != value:
            continue
        for phrase in table.naming:
            if tuple(words[i + n:i + n + len(phrase)]) == phrase:
                return _name_at(words, i + n + len(phrase), table)
    return ()


def with_named_employer(facts: tuple[Fact, ...], text: str, lang: str) -> tuple[Fact, ...]:
    """``facts`` with an employer or home the turn gives a name ("at a company called
    Brightloop", "une boîte qui s'appelle Ouestsoft") keyed by that name: the kind noun
    ("company") tells nothing a request can use; the name is what the user works at."""
    states = [f for f in facts if f.s == USER_KEY and f.r in STATES and not f.negated]
    if not states:
        return facts
    named = {f.s: f for f in facts if f.r == "name" and not f.negated and f.s != USER_KEY}
    table = starts_of(lang)
    words = tokens(text) if table.naming else ()
    out: list[Fact] = []
    used: set[str] = set()
    for fact in facts:
        if fact not in states:
            out.append(fact)
            continue
        if (name := named.get(fact.d)) is not None:
            out.append(dataclasses.replace(fact, d=name.d, display_d=name.display_d))
            used.add(fact.d)
        elif (said := _named_after(words, tokens(fact.d), table)) and (
                renamed := make_fact("I", fact.r, _as_said(said, text), lang)) is not None:
            out.append(dataclasses.replace(fact, d=renamed.d, display_d=renamed.display_d))
        else:
            out.append(fact)
    return tuple(f for f in out if not (f.r == "name" and f.s in used))


__all__ = ["JobStartTableError", "JobStarts", "started_employer", "starts_of", "with_job_start",
           "with_named_employer"]
