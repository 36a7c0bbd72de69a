"""Words that only strengthen a negation: "je n'aime pas du tout le golf", "il calcio non è
proprio il mio genere", "non mi piace affatto".

The small parsers read them as part of what is denied ("du tout le golf" as the object, a
partitive "du" and the adjective "tout") or lose the clause ("non è proprio il mio genere"
gives nothing), and the denied fact is lost or gets a wrong object. They add nothing to the
fact, so each is dropped before parsing when a negation comes before it in its sentence or right
after it ("überhaupt nicht"). The words come from the language's table
(``Lexicon.negation_intensifiers``, ``Lexicon.negations``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

_WORD = re.compile(r"[\w'’-]+|[.!?]")


@cache
def _pattern(phrases: frozenset[str]) -> re.Pattern[str] | None:
    if not phrases:
        return None
    alternatives = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(rf"(?<![\w'’-])(?:{alternatives})(?![\w'’-])", re.IGNORECASE)


def _negation_word(word: str, lex: Lexicon) -> bool:
    word = word.lower().replace("’", "'")
    return word in lex.negations or word.endswith("n't") or any(
        word.startswith(n) for n in lex.negations if n.endswith("'"))


def drop_negation_intensifiers(text: str, lex: Lexicon) -> str:
    """``text`` without the words that only strengthen a negation.

    >>> drop_negation_intensifiers("je n'aime pas du tout le golf", get_lexicon("fr"))
    "je n'aime pas le golf"
    """
    pattern = _pattern(lex.negation_intensifiers)
    if pattern is None:
        return text
    out, last = [], 0
    for hit in pattern.finditer(text):
        before = _WORD.findall(text[: hit.start()])
        sentence = before[max((i for i, w in enumerate(before) if w in ".!?"), default=-1) + 1:]
        after = _WORD.findall(text[hit.end():])[:1]
        if not any(_negation_word(w, lex) for w in (*sentence, *after)):
            continue
        out.append(text[last : hit.start()].rstrip() + " ")
        last = hit.end()
        while last < len(text) and text[last] == " ":
            last += 1
    return ("".join(out) + text[last:]).strip() if out else text
