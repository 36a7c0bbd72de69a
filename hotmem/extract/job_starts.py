"""Job starts: the user says where they work now ("so I handed my notice in and I started at a
new company called Ferncastle on Monday", "he dejado el trabajo, ahora estoy en Lumen
Seguros", "hab den Job gewechselt, seit Montag bin ich bei Nordlicht Software", "ho cambiato
lavoro, adesso sono alla Onda Digitale").

Said without punctuation, such a turn is out of the parser's reach: an unknown lower-case
company name is tagged as a verb ("lumen"), "bin ich bei" names no work, and the old employer
would stay shown. The turn's words are enough when they say so plainly, and only then: a new
employer replaces the stored one, so a wrong one ("I quit my job and I'm at a loss" -> works
at "loss") is worse than none. A name "looks like a name" when a word of it is capitalised
(in a language that does not capitalise every noun) or unknown to the pipeline's word lists
("harrowgate freight", "lumen seguros"); "a loss", "the pub", "shock" are common words.

- ``WORKS``: patterns that say the user works there ("i work at X", "trabajo en X"): read
  unless the name is common words ("trabajo en equipo");
- ``STARTS``: patterns that say the user started there ("i started at X", "je viens de
  commencer chez X"): read after a change of job, or when the name looks like one;
- ``AT_STARTS``: patterns that only say where the user is or what they joined ("i'm at X",
  "estoy en X", "ich bin bei X", "i joined X"): read only after a change of job, and when the
  name looks like one (or, said bare, after the old employer's name: "i left asda, i'm at
  wood group now");
- ``CHANGES``: comma-separated phrases of a change of the user's own job, the user its subject
  ("i quit X", "ho lasciato X": not "my wife quit her job"); ``X`` stands for a word of
  ``JOB_NOUNS`` after up to :data:`MAX_GAP` words of ``GAP_WORDS`` ("i quit my old job"), or
  for a name right after the verb ("i left asda"): "I left my phone" changes no job.

No name starts with a word of ``NOT_EMPLOYERS`` (home, places of leisure: "at the beach",
"sono al mare") or one the lexicon knows as kin or people ("bei Oma", "with the kids"). The
patterns are comma-separated, lower case, with one ``X`` where the employer stands after the
pattern's first words; the words after ``X`` must follow the name. A language package may
also hold in ``job_starts.py``:

- ``SKIPPED``: words dropped before matching ("now", "jetzt", "adesso"): "i'm now at X" is
  "i'm at X";
- ``LEADS``: words skipped before the employer's name (articles: "at the bank");
- ``ENDS``: words that end the name (prepositions, conjunctions, pronouns: "chez Pixelune
  c'est top", "at Acme with Tom"); the language's time words end it too ("bei Nordlicht seit
  Montag", "at Acme tonight");
- ``NAMING``: comma-separated phrases after which the name itself follows ("a new company
  called X", "una empresa que se llama X");
- ``NOT_EMPLOYERS``: words that are no employer when they start the name ("home", "gym").
"""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

import structlog

from hotmem.departures import (
    NOT_A_STATEMENT,
    PUNCTUATION,
    table_phrases,
    table_words,
    tokens,
)
from hotmem.extract.common import make_fact
from hotmem.extract.hygiene import clean_facts
from hotmem.lang import get_language, language_table
from hotmem.text import USER_KEY
from hotmem.types import Fact, Intent
from hotmem.word_classes import WordClasses

log = structlog.get_logger("hotmem.job_starts")

SLOT = "x"
WORK = "works_at"
STATES = frozenset({WORK, "lives_in"})  # relations a name may key
MAX_NAME_WORDS = 4
MAX_GAP = 2  # words between a change's verb and its job noun ("i quit my old job")
NEGATION_REACH = 2  # words before a pattern that may negate it ("i'm not at X")
_PUNCT = frozenset(PUNCTUATION)
_NO_WORDS = WordClasses()


class JobStartTableError(ValueError):
    """A job-start pattern of a language package is not ``words X [words]``."""


class Kind(enum.Enum):
    """What a pattern says of the name, and so what it needs to be read."""

    WORK = "WORKS"  # the user works there ("i work at X"): unless the name is common words
    START = "STARTS"  # the user started there ("i started at X"): after a change, or a name
    AT = "AT_STARTS"  # the user is there ("i'm at X"): only after a change, and a name


class Change(enum.Enum):
    """How a turn says the user's own job changed."""

    NONE = 0
    JOB = 1  # with a job noun: "i quit my job"
    NAMED = 2  # with the old employer's name: "i left asda", "j'ai quitté maison verlaine"


@dataclass(frozen=True, slots=True)
class Start:
    """One job-start pattern: the words before and after the name, and its kind."""

    before: tuple[str, ...]
    after: tuple[str, ...]
    kind: Kind


@dataclass(frozen=True, slots=True)
class JobStarts:
    """The job-start patterns of one language and the words that frame the name."""

    starts: tuple[Start, ...] = ()
    changes: tuple[tuple[str, ...], ...] = ()
    job_nouns: frozenset[str] = frozenset()
    gap_words: frozenset[str] = frozenset()
    skipped: frozenset[str] = frozenset()
    leads: frozenset[str] = frozenset()
    ends: frozenset[str] = frozenset()
    naming: tuple[tuple[str, ...], ...] = ()
    # kinds of workplace named by a name after an article ("el hospital la paz")
    named_after_article: frozenset[str] = frozenset()
    # kinds a company's name follows with no article ("grupo arrecife", "gruppo ferretti")
    named_after_kind: frozenset[str] = frozenset()
    not_employers: frozenset[str] = frozenset()  # with the lexicon's persons and kin
    function_words: frozenset[str] = frozenset()  # never make a phrase a name
    # ``starts`` by their first word, in table order: a turn's words are looked up once
    # each, not compared with every pattern.
    by_first_word: Mapping[str, tuple[Start, ...]] = field(default_factory=dict)


def _starts(module: object, kind: Kind) -> tuple[Start, ...]:
    """The patterns of table ``kind.value``, split at their slot."""
    out: list[Start] = []
    for pattern in table_phrases(module, kind.value):
        if pattern.count(SLOT) != 1 or pattern[0] == SLOT:
            raise JobStartTableError(
                f"job_starts.{kind.value}: {' '.join(pattern)!r} needs words, then X")
        at = pattern.index(SLOT)
        out.append(Start(pattern[:at], pattern[at + 1:], kind))
    return tuple(out)


def _time_words(lang: str) -> frozenset[str]:
    """The one-word time expressions of ``lang``'s episode table: they end a name."""
    time = get_language(lang).episodes.TIME_WORDS
    said = (*time.day_offsets, *time.weekdays, *time.months, *time.seasons, *time.units,
            *time.last, *time.next, *time.ago_after, *time.since, *time.prepositions)
    return frozenset(words[0] for phrase in said if len(words := tokens(phrase)) == 1)


@cache
def starts_of(lang: str) -> JobStarts:
    """The job-start table of ``lang`` (empty when its package has no ``job_starts.py``)."""
    module = language_table(lang, "job_starts")
    if module is None:
        return JobStarts()
    language = get_language(lang)
    lex = language.lexicon
    starts = tuple(start for kind in Kind for start in _starts(module, kind))
    by_first_word: dict[str, list[Start]] = {}
    for start in starts:
        by_first_word.setdefault(start.before[0], []).append(start)
    return JobStarts(
        starts=starts,
        by_first_word={word: tuple(group) for word, group in by_first_word.items()},
        changes=table_phrases(module, "CHANGES"), job_nouns=table_words(module, "JOB_NOUNS"),
        gap_words=table_words(module, "GAP_WORDS"), skipped=table_words(module, "SKIPPED"),
        leads=table_words(module, "LEADS"),
        ends=table_words(module, "ENDS") | _time_words(lang),
        naming=table_phrases(module, "NAMING"),
        named_after_article=table_words(module, "NAMED_AFTER_ARTICLE"),
        named_after_kind=table_words(module, "NAMED_AFTER_KIND"),
        not_employers=table_words(module, "NOT_EMPLOYERS") | frozenset(lex.kinship)
        | frozenset(lex.generic_persons) | frozenset(lex.friend_nouns),
        function_words=frozenset(getattr(language.words, "FUNCTION_WORDS", "").split()))


def _name_kind(
    name: Sequence[str], text: str, lang: str, known: WordClasses, table: JobStarts
) -> bool | None:
    """Whether ``name`` holds a word no common word can be: ``True`` when one is capitalised
    past the turn's start (where nouns are not all capitalised) or unknown to the pipeline's
    word lists and function words, ``False`` when all are known, ``None`` without word lists
    (nothing can be told apart)."""
    said = _as_said(tuple(name), text)
    if not get_language(lang).spec.capitalised_nouns and text.find(said) > 0 and any(
            w[:1].isupper() for w in said.split()):
        return True
    if not known.known:
        return None
    return any(w not in table.function_words and not (
        known.is_noun(w) or known.is_adjective(w) or known.is_verb(w) or known.is_adverb(w))
        for w in name)


def _change(
    words: Sequence[str], text: str, lang: str, known: WordClasses, table: JobStarts
) -> Change:
    """How ``words`` say the user's own job changed: a phrase of ``CHANGES`` whose slot holds
    a job noun ("i quit my old job") or, right after the verb, a name ("i left asda")."""
    found = Change.NONE
    for i in range(len(words)):
        for phrase in table.changes:
            at, how = i, Change.JOB
            for part in phrase:
                if part != SLOT:
                    if at >= len(words) or words[at] != part:
                        break
                    at += 1
                    continue
                if at < len(words) and words[at] not in table.leads and words[at] not in (
                        table.job_nouns) and _name_kind(
                        (words[at],), text, lang, known, table) is True:
                    at, how = at + 1, Change.NAMED
                    continue
                gap = 0
                while (at < len(words) and gap < MAX_GAP and words[at] in table.gap_words
                       and words[at] not in table.job_nouns):
                    at, gap = at + 1, gap + 1
                if at >= len(words) or words[at] not in table.job_nouns:
                    break
                at += 1
            else:
                if how == Change.JOB:
                    return how
                found = how
    return found


def _name_at(
    words: Sequence[str], at: int, table: JobStarts, after: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """The employer's name from ``words[at]``: leading articles skipped, up to an end word;
    a naming phrase right after a kind noun gives the name it introduces ("a new company
    called X")."""
    name: list[str] = []
    renamed = True
    while renamed:
        renamed = False
        while at < len(words) and words[at] in table.leads:
            at += 1
        name = []
        while at < len(words) and len(name) < MAX_NAME_WORDS:
            phrase = next((p for p in table.naming if tuple(words[at:at + len(p)]) == p), None)
            if phrase is not None:
                if not name:
                    return ()
                at, renamed = at + len(phrase), True
                break
            word = words[at]
            if word in _PUNCT or word in table.ends or (name and word in table.leads):
                break
            name.append(word)
            at += 1
    # "at grandma's": a possessive is still the person
    if not name or name[0].rstrip("'") in table.not_employers or (
            tuple(words[at:at + len(after)]) != after):
        return ()
    return tuple(name)


def _reads(kind: Kind, change: Change, named: bool | None, bare: bool) -> bool:
    """Whether a pattern of ``kind`` reads its name in a turn with ``change``: a work pattern
    unless the name is common words ("i work at night"), a start after a change or with a
    name, a place only after a change and with a name, or with common words said bare after
    the old employer's name ("i left asda, i'm at wood group now")."""
    if kind == Kind.WORK:
        return named is not False
    if kind == Kind.START:
        return change != Change.NONE or named is True
    return change != Change.NONE and (
        named is not False or (bare and change == Change.NAMED))


def started_employer(text: str, lang: str, known: WordClasses = _NO_WORDS) -> tuple[str, ...]:
    """The words of the employer the turn says the user now works at (the last one said), or
    ``()`` when no pattern frames a name it may read (see :func:`_reads`).

    ``known`` are the pipeline's word lists: they tell a name ("harrowgate") from common
    words ("a loss")."""
    table = starts_of(lang)
    if not table.starts:
        return ()
    words = [w for w in tokens(text) if w not in table.skipped]
    by_first_word = table.by_first_word
    if by_first_word.keys().isdisjoint(words):
        return ()  # no word opens a pattern
    change: Change | None = None
    found: tuple[str, ...] = ()
    negations = get_language(lang).lexicon.negations
    for i, word in enumerate(words):
        starting = by_first_word.get(word)
        if starting is None:
            continue
        if negations.intersection(words[max(0, i - NEGATION_REACH):i]):
            continue  # "no trabajo en X", "ich bin nicht mehr bei X"
        for start in starting:
            if tuple(words[i:i + len(start.before)]) != start.before:
                continue
            at = i + len(start.before)
            name = _name_at(words, at, table, start.after)
            if not name:
                continue
            if change is None:
                change = _change(words, text, lang, known, table)
            bare = at < len(words) and words[at] not in table.leads
            if _reads(start.kind, change, _name_kind(name, text, lang, known, table), bare):
                found = name
    return found


def _as_said(name: tuple[str, ...], text: str) -> str:
    """The name with the turn's own casing ("Nordlicht Software")."""
    pattern = r"['’\s]*".join(re.escape(w) for w in name)
    match = re.search(pattern, text, re.IGNORECASE)
    return match.group(0) if match else " ".join(name)


def with_job_start(
    facts: tuple[Fact, ...], text: str, lang: str, intent: Intent,
    known: WordClasses = _NO_WORDS,
) -> tuple[Fact, ...] | None:
    """``facts`` with the employer the turn says the user started at, or ``None`` when the
    turn states no job start or the parse already read a present employer ("antes trabajaba
    en un banco pero ahora estoy en Mapfre" read only the former one). Questions and
    hypotheticals state none. The new fact is cleaned as every fact is: "at um Tesco" is
    Tesco, and "I started at 9" starts no job."""
    if intent in NOT_A_STATEMENT or any(
            f.s == USER_KEY and f.r == WORK and not f.negated for f in facts):
        return None  # the parse read the employer: it knows the name's bounds better
    name = started_employer(text, lang, known)
    if not name:
        return None
    fact = make_fact("I", WORK, _as_said(name, text), lang)
    cleaned = clean_facts((fact,), lang, text) if fact is not None else ()
    if not cleaned:
        return None
    log.debug("job_starts.started", value=cleaned[0].d)
    return (*facts, *cleaned)


def _named_after(words: Sequence[str], value: tuple[str, ...], table: JobStarts) -> tuple[str, ...]:
    """The name a naming phrase gives right after ``value`` in ``words`` ("a bakery called
    Ovenly" -> ("ovenly",)), or ``()``."""
    n = len(value)
    for i in range(len(words) - n + 1):
        if tuple(words[i:i + n]) != value:
            continue
        # "bei einer firma, die heißt datavault": a comma may set the naming clause off
        at = i + n + 1 if words[i + n:i + n + 1] == (",",) else i + n
        for phrase in table.naming:
            if tuple(words[at:at + len(phrase)]) == phrase:
                return _name_at(words, at + len(phrase), table)
    return ()


# Words of a name said after an article ("el colegio el buen pastor") at most.
_ARTICLE_NAME_WORDS = 2


def _article_name(words: Sequence[str], kind: str, table: JobStarts) -> tuple[str, ...]:
    """"hospital la paz" for the kind "hospital" when the turn names it after an article
    (``NAMED_AFTER_ARTICLE``) or "grupo arrecife" right after it (``NAMED_AFTER_KIND``), or
    ``()``: the parse hangs the name elsewhere and keeps the kind. The name runs to an end
    word ("el que está ...", a time, a comma)."""
    bare = kind in table.named_after_kind  # "grupo arrecife": the name right after the kind
    if not bare and kind not in table.named_after_article:
        return ()
    for i in range(len(words) - 1):
        if words[i] != kind or not bare and words[i + 1] not in table.leads or bare and (
                i and words[i - 1] in table.leads):  # "en un banco pequeño": no name
            continue
        lead = () if bare else (words[i + 1],)
        start = i + 1 + len(lead)
        name = []
        for word in words[start : start + _ARTICLE_NAME_WORDS]:
            if word in table.ends or word in table.function_words or not word.isalpha():
                break
            name.append(word)
        after = start + len(name)
        if name and (after >= len(words) or words[after] in table.ends or not (
                words[after].isalpha())):  # "el bar la mayor parte del día" names no bar
            return (kind, *lead, *name)
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
    words = tokens(text) if (
        table.naming or table.named_after_article or table.named_after_kind) else ()
    out: list[Fact] = []
    used: set[str] = set()
    for fact in facts:
        if fact not in states:
            out.append(fact)
            continue
        if (name := named.get(fact.d)) is not None:
            out.append(dataclasses.replace(fact, d=name.d, display_d=name.display_d))
            used.add(fact.d)
        elif (said := _named_after(words, tokens(fact.d), table) or _article_name(
                words, fact.d, table)) and (
                renamed := make_fact("I", fact.r, _as_said(said, text), lang)) is not None:
            out.append(dataclasses.replace(fact, d=renamed.d, display_d=renamed.display_d))
        else:
            out.append(fact)
    return tuple(f for f in out if not (f.r == "name" and f.s in used))


__all__ = ["Change", "JobStartTableError", "JobStarts", "Kind", "Start", "started_employer",
           "starts_of", "with_job_start", "with_named_employer"]
