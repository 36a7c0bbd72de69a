"""Sounds of hesitation and opening discourse markers are cut from the turn before parsing:
"j'aime le cinéma euh la musique et le théâtre", "au fait je suis végétarienne".

A hesitation ("euh", "hum": the language's ``HESITATIONS`` in
``hotmem/lang/<code>/fact_words.py``) is no word: left in, the small parsers hang it on the
verb as a conjunct or a preposition and lose the list item after it. It is dropped wherever it
stands after the statement has begun (the fillers and reactions opening a turn are read where
they are), except right before a negation or correction word: there it marks a self-repair
("mon fils a 7 ans euh non 8"), which is read from the text.

An opening marker (``DISCOURSE_OPENERS``: "au fait", "du coup", "grosse nouvelle") announces
the statement; the parser reads "au fait" as a place ("à le fait") and news as the subject
("grosse nouvelle lives in bordeaux"). It is dropped from the start of the turn (after the
fillers and reactions opening it).
Both go only when two words or more of statement remain.

Emphasis after a negation (``NEGATION_EMPHASIS``: "j'aime pas du tout les huîtres") is read
by the parser as part of the object ("tout les huîtres"); it adds nothing the negation does
not say and is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache

from typing import TYPE_CHECKING

from hotmem.lang import get_language
from hotmem.lang.lexicon import derived, opens_phrase

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

_WORD = re.compile(r"[\w'’-]+")
_MIN_STATEMENT = 2


def drop_hesitations(text: str, lex: Lexicon, lang: str) -> str:
    """``text`` without its hesitation sounds and without the marker that opens it.

    >>> drop_hesitations("au fait j'aime le ski euh la voile", get_lexicon("fr"), "fr")
    "j'aime le ski la voile"
    """
    sounds, openers = _words(lang)
    if not sounds and not openers:
        return text
    said = _said(text)
    if sounds.isdisjoint(said):  # no hesitation sound: only the opener and emphasis may go
        if len(said) < _MIN_STATEMENT:
            return text
        opened = _drop_opener(text, openers, derived(_opening_words, lex), said)
        return _drop_negation_emphasis(opened, lex, lang, said if opened is text else None)
    words = list(_WORD.finditer(text))
    opening = derived(_opening_words, lex) | sounds
    repair = set(lex.negations) | {w for phrase in lex.corrections for w in phrase}
    start = next((i for i, w in enumerate(said) if w not in opening), len(said))
    kept = [i for i, w in enumerate(said) if w not in sounds or i < start
            or (i + 1 < len(said) and said[i + 1] in repair)]
    if len(kept) < _MIN_STATEMENT:
        return text
    out, last = [], 0
    for i, m in enumerate(words):
        if i in kept:
            continue
        out.append(text[last:m.start()].rstrip(" ,"))
        last = m.end()
        while last < len(text) and text[last] in " ,":
            last += 1
        out.append(" " if out[-1] and text[last:last + 1].isalnum() else "")
    text = "".join(out) + text[last:]
    return _drop_negation_emphasis(_drop_opener(text, openers, opening), lex, lang)


def _opening_words(lex: Lexicon) -> frozenset[str]:
    """Words of the fillers and reactions that may open a turn before its statement."""
    return frozenset({w for phrase in lex.fillers for w in phrase} | lex.reactions)


def _said(text: str) -> list[str]:
    """The words of ``text`` in lower case, curly apostrophes made straight (their positions
    are found only where a word is cut)."""
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def _drop_negation_emphasis(
    text: str, lex: Lexicon, lang: str, said: list[str] | None = None,
) -> str:
    """``text`` without the emphasis words said right after a negation ("pas du tout");
    ``said``, when given, are the words of ``text`` (:func:`_said`)."""
    emphases = _emphases(lang)
    if not emphases:
        return text
    said = _said(text) if said is None else said
    if lex.negations.isdisjoint(said[:-1]):
        return text  # the emphasis follows a negation
    words = list(_WORD.finditer(text))
    for i in range(len(said) - 1, 0, -1):
        if said[i - 1] not in lex.negations:
            continue
        emphasis = next((p for p in emphases if tuple(said[i : i + len(p)]) == p), None)
        if emphasis is None:
            continue
        end = i + len(emphasis)
        rest = text[words[end].start() :] if end < len(said) else text[words[end - 1].end() :]
        text = text[: words[i].start()].rstrip() + (" " if end < len(said) else "") + rest
    return text


def _drop_opener(
    text: str, openers: tuple[tuple[str, ...], ...], opening: Collection[str] = (),
    said: list[str] | None = None,
) -> str:
    """``text`` without the discourse marker that opens it, after the fillers and reactions
    that may come first ("alors grosse nouvelle on a déménagé": "alors" stays); ``said``,
    when given, are the words of ``text`` (:func:`_said`)."""
    said = _said(text) if said is None else said
    start = next((i for i, w in enumerate(said) if w not in opening), len(said))
    if start == len(said) or not opens_phrase(said[start], openers):
        return text
    words = list(_WORD.finditer(text))
    for opener in openers:
        n = start + len(opener)
        if tuple(said[start:n]) == opener and len(said) - n >= _MIN_STATEMENT:
            head = text[:words[start].start()] if start else ""
            return head + text[words[n].start():]
    return text


@cache
def _emphases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The language's emphasis phrases after a negation, longest first."""
    table = get_language(lang).fact_words
    phrases = (tuple(p.lower().split()) for p in getattr(table, "NEGATION_EMPHASIS", ()))
    return tuple(sorted(phrases, key=len, reverse=True))


@cache
def _words(lang: str) -> tuple[frozenset[str], tuple[tuple[str, ...], ...]]:
    """The language's hesitation sounds and opening markers (longest first)."""
    table = get_language(lang).fact_words
    sounds = frozenset(getattr(table, "HESITATIONS", "").split())
    openers = (tuple(p.lower().split()) for p in getattr(table, "DISCOURSE_OPENERS", ()))
    return sounds, tuple(sorted(openers, key=len, reverse=True))
