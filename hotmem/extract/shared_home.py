"""Someone living with the speaker in a place: "ma grand-mère habite avec nous à Tours",
"mi abuela vive conmigo en Granada", "mia nonna vive con noi a Lecce".

Both live there: the kin's residence and the speaker's. Left in, the phrase "with us" makes
the small parsers lose the residence verb ("habite" read as a noun) or take the speaker for
the subject. The phrase (``SHARED_HOME`` in ``hotmem/lang/<code>/fact_words.py``) is cut
before the parse when a place follows it (a preposition of residence and the place); after
extraction, the residence of someone else in that very place is the speaker's too. "je vis
avec ma sœur à Lyon" is the speaker's own residence (no phrase); "elle dîne avec nous à
Noël" states no residence, "my sister lives in Leeds, she stayed with us at Christmas" none
in the place after the phrase, and a phrase ending the sentence ("ma sœur habite à Lyon, ma
mère habite avec nous") names no place: nothing is added.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.lang import get_language
from hotmem.text import USER_KEY

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hotmem.types import Fact

__all__ = ["drop_shared_home", "with_shared_home"]

_RESIDENCE = "lives_in"


@cache
def _pattern(lang: str) -> re.Pattern[str] | None:
    """"avec nous" followed by a residence preposition and the place's first word (group 1)."""
    language = get_language(lang)
    phrases = getattr(language.fact_words, "SHARED_HOME", ())
    if not phrases:
        return None
    preps = {prep for (_, prep), rel in language.lexicon.verb_prep.items()
             if rel == _RESIDENCE and prep}
    said = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    follow = "|".join(re.escape(p) for p in sorted(preps, key=len, reverse=True))
    return re.compile(rf"(?i)(?<!\w)\s*,?\s*(?:{said})(?=\s*,?\s+(?:{follow})\s+(\w+))")


def drop_shared_home(text: str, lang: str) -> tuple[str, str | None]:
    """``text`` without its "with us" before a place, and the place's first word (lower
    case) when one was cut."""
    pattern = _pattern(lang)
    match = pattern.search(text) if pattern is not None else None
    if match is None:
        return text, None
    cut = text[:match.start()] + text[match.end():]
    return " ".join(cut.split()), match.group(1).lower()


def with_shared_home(facts: Sequence[Fact], lang: str, place: str) -> tuple[Fact, ...]:
    """``facts`` and, for someone else living in ``place`` (its first word), the speaker's
    residence there."""
    out = list(facts)
    for fact in facts:
        if (fact.r != _RESIDENCE or fact.s == USER_KEY or fact.negated
                or fact.d.split()[:1] != [place]):
            continue
        mine = make_fact(USER_KEY, _RESIDENCE, fact.display_d or fact.d, lang,
                         hedged=fact.hedged)
        if mine is not None and all(f.key != mine.key for f in out):
            out.append(mine)
    return tuple(out)
