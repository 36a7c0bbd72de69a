"""A thing named first, then had or not with a pronoun that takes it up: "figli non ne ho",
"des enfants j'en ai pas", "hijos no tengo", "fratelli ne ho due".

Spoken Romance languages front the object of "have" and leave a clitic ("ne", "en") or
nothing in its place; the small parsers read the fronted noun as a subject or a stray word and
the possession (or its denial) is lost. The language's ``FRONTED_HAVE`` table
(``hotmem/lang/<code>/fact_words.py``) lists (pattern, replacement) pairs that put the object
back after the verb ("non ho figli"). A pattern matches a whole clause at the start of the turn
only, so "yo no tengo coche" or "figli ne ho visti tanti" stay as said.
"""

from __future__ import annotations

import re
from functools import cache

from hotmem.lang import get_language

__all__ = ["restore_fronted_object"]


@cache
def _patterns(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    table = getattr(get_language(lang).fact_words, "FRONTED_HAVE", ())
    return tuple((re.compile(pattern, re.IGNORECASE), replacement)
                 for pattern, replacement in table)


def restore_fronted_object(text: str, lang: str) -> str:
    """``text`` with a fronted object of "have" put back after its verb."""
    for pattern, replacement in _patterns(lang):
        # the first match replaced as ``subn(count=1)`` would, without its per-call setup
        if (match := pattern.search(text)) is not None:
            return text[: match.start()] + match.expand(replacement) + text[match.end() :]
    return text
