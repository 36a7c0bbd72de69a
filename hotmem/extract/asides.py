"""Words said beside a fact are cut from the turn before it is parsed: asides offered with
it ("i'm 52 if that matters", "je travaille chez Orange si ça compte") and a discourse marker
that closes the turn ("i'm kwame by the way", "i live in perth lol").

An aside is an "if" phrase that offers the sentence rather than supposes it (the language's
``Lexicon.asides``). Left in, the small parsers often read its verb as the sentence's object
("j'ai 52 ans si ça compte" -> has "ça compte") or the whole turn as a hypothesis, and the fact
is lost. It carries no fact of its own, so it is removed; words after it stay, as a sentence
of their own.

A closing marker is one of the language's ``DISCOURSE_TAILS``
(``hotmem/lang/<code>/fact_words.py``): the models read it as part of the clause ("by the way"
as a place phrase, "lol" as a noun). It is dropped only from the end of the turn (closing
punctuation kept) and only when two words or more remain.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from hotmem.lang import get_language
from hotmem.lang.lexicon import first_words

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon, Phrase

_WORD = re.compile(r"[\w'’-]+")
_CLOSING = re.compile(r"[\s.!?,;]*$")
_WORD_CHAR = re.compile(r"[\w'’-]")
# Words of a statement needed beside an aside or a closing marker: "si ça compte" alone is
# no aside, "haha lol" no marker.
_MIN_STATEMENT = 2


def strip_asides(text: str, lex: Lexicon) -> str:
    """``text`` without its asides.

    >>> strip_asides("j'ai 52 ans si ça compte", get_lexicon("fr"))
    "j'ai 52 ans"
    """
    phrases = _written_phrases(lex.asides)
    if not phrases:
        return text
    words = [w.lower().replace("’", "'") for w in _WORD.findall(text)]
    firsts = first_words(phrases)  # other positions are not tried
    if firsts.isdisjoint(words):
        return text  # no word an aside starts with
    matches = list(_WORD.finditer(text))
    i = 0
    while i < len(words):
        if words[i] not in firsts:
            i += 1
            continue
        phrase = next((p for p in phrases if tuple(words[i : i + len(p)]) == p), None)
        if phrase is None or (i < _MIN_STATEMENT and len(words) - i - len(phrase) < (
                _MIN_STATEMENT)):
            i += 1
            continue
        start, end = matches[i].start(), matches[i + len(phrase) - 1].end()
        head = text[:start].rstrip().rstrip(",").rstrip()
        rest = text[end:].lstrip()
        if not head:
            rest = rest.lstrip(",").lstrip()
        elif rest[:1].isalnum():
            rest = ". " + rest  # "i'm 7ft tall if that's interesting lol": a new sentence
        elif rest:
            rest = rest.lstrip(",").lstrip()
            rest = (" " + rest) if rest[:1].isalnum() else rest
        return strip_asides(head + rest, lex)
    return text


@cache
def _written_phrases(asides: tuple[Phrase, ...]) -> tuple[Phrase, ...]:
    """The table's phrases as written words: a clitic token joins the word before it
    ("that" + "'s" -> "that's"), longest first so "si ça peut aider" wins over "si ça"."""
    out = []
    for phrase in asides:
        words: list[str] = []
        for token in phrase:
            if token.startswith("'") and words:
                words[-1] += token
            else:
                words.append(token)
        out.append(tuple(words))
    return tuple(sorted(out, key=len, reverse=True))


def strip_discourse_tail(text: str, lang: str) -> str:
    """``text`` without the discourse marker that closes it."""
    tails = _tails(lang)
    if not tails:
        return text
    closing = _CLOSING.search(text)
    body_end = closing.start() if closing else len(text)
    if body_end and _WORD_CHAR.match(text, body_end - 1) and not (
            text[:body_end].lower().endswith(_tail_ends(lang))):
        return text  # the body's last word ends it and is no marker's last word
    words = list(_WORD.finditer(text[:body_end]))
    said = [m.group(0).lower() for m in words]
    for tail in tails:
        n = len(tail)
        if len(said) - n >= _MIN_STATEMENT and tuple(said[-n:]) == tail:
            cut = words[-n].start()
            return text[:cut].rstrip(" ,") + text[body_end:].strip(" ,")
    return text


@cache
def _tail_ends(lang: str) -> tuple[str, ...]:
    """The last words of the language's closing markers."""
    return tuple({tail[-1] for tail in _tails(lang) if tail})


@cache
def _tails(lang: str) -> tuple[Phrase, ...]:
    """The language's closing markers as words, longest first ("by the way" before "way")."""
    table = get_language(lang).fact_words
    phrases = (tuple(p.lower().split()) for p in getattr(table, "DISCOURSE_TAILS", ()))
    return tuple(sorted(phrases, key=len, reverse=True))
