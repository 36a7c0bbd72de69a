"""A home shared with the speaker: "my mum lives with us in York" -> the speaker lives there too.

Said of someone else, a residence the speaker shares ("meine Oma wohnt bei uns in Linz") names
the speaker's home as well; the parse gives only the other person's fact. When the turn says
one of the language's ``SHARED_HOMES`` phrases (``hotmem/lang/<code>/fact_words.py``: "with
us", "bei mir"), each lives_in fact of another subject gets its twin for the speaker. The
check runs only on a turn that has such a fact.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cache

from hotmem.lang import get_language
from hotmem.lang.lexicon import find_phrase
from hotmem.text import USER_KEY
from hotmem.types import Fact

__all__ = ["with_shared_home"]


@cache
def _phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    table = getattr(get_language(lang).fact_words, "SHARED_HOMES", ())
    return tuple(tuple(p.split()) for p in table)


def with_shared_home(facts: Sequence[Fact], text: str, lang: str) -> tuple[Fact, ...]:
    """``facts`` with the speaker's own lives_in added for each home shared with them."""
    # "mein Sohn wohnt nicht mehr bei uns": a home no longer shared says nothing of ours
    homes = [f for f in facts if f.r == "lives_in" and f.s != USER_KEY and not f.negated]
    phrases = _phrases(lang)
    if not homes or not phrases:
        return tuple(facts)
    words = [w.strip(".,!?;:") for w in text.lower().replace("’", "'").split()]
    hit = find_phrase(words, phrases)
    negations = get_language(lang).lexicon.negations
    if hit is None or (hit[0] > 0 and words[hit[0] - 1] in negations):
        return tuple(facts)  # "she lives in york, not with us"
    out = list(facts)
    for fact in homes:
        own = dataclasses.replace(fact, s=USER_KEY, display_s="You")
        if own.key not in {f.key for f in out}:
            out.append(own)
    return tuple(out)
