"""A discourse marker that closes a turn is cut off before parsing: "i'm kwame by the way",
"i live in perth lol", "i have two cats haha".

The small models read such a tail as part of the clause ("by the way" as a place phrase, "lol"
as a noun) and the fact is lost or comes out with the marker in it. The markers are the
language's ``DISCOURSE_TAILS`` (``hotmem/lang/<code>/fact_words.py``); they are dropped only
from the end of the turn (closing punctuation kept) and only when two words or more remain.
"""

from __future__ import annotations

import re
from functools import cache

from hotmem.lang import get_language

_WORD = re.compile(r"[\w'’-]+")
_CLOSING = re.compile(r"[\s.!?,;]*$")


@cache
def _tails(lang: str) -> tuple[tuple[str, ...], ...]:
    table = get_language(lang).fact_words
    phrases = (tuple(p.lower().split()) for p in getattr(table, "DISCOURSE_TAILS", ()))
    return tuple(sorted(phrases, key=len, reverse=True))


def strip_discourse_tail(text: str, lang: str) -> str:
    """``text`` without the discourse marker that closes it."""
    tails = _tails(lang)
    if not tails:
        return text
    closing = _CLOSING.search(text)
    body_end = closing.start() if closing else len(text)
    words = list(_WORD.finditer(text[:body_end]))
    said = [m.group(0).lower() for m in words]
    for tail in tails:
        n = len(tail)
        if len(said) - n >= 2 and tuple(said[-n:]) == tail:
            cut = words[-n].start()
            return text[:cut].rstrip(" ,") + text[body_end:].strip(" ,")
    return text
