"""Emphatic self pronouns said inside a clause: "je suis moi-même végétarien".

The speaker stresses who they mean ("moi-même", "myself") between the verb and what they say
of themself. The tokenizers split the hyphenated form into three tokens the small parsers read
as a clause of their own, and the fact is lost ("je suis moi-même prof" gives nothing). The word
adds nothing the subject does not say, so it is dropped before parsing. The words come from the
language's table (``Lexicon.emphatic_pronouns``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon


@cache
def _pattern(words: frozenset[str]) -> re.Pattern[str] | None:
    if not words:
        return None
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    # only between two words: a closing "moi-même" is handled as trailing emphasis
    return re.compile(rf"(?<=\w)\s+(?:{alternatives})(?=\s+\w)", re.IGNORECASE)


def drop_emphatics(text: str, lex: Lexicon) -> str:
    """``text`` without the emphatic self pronouns said between two words.

    >>> drop_emphatics("je suis moi-même végétarien", get_lexicon("fr"))
    'je suis végétarien'
    """
    pattern = _pattern(lex.emphatic_pronouns)
    return text if pattern is None else pattern.sub("", text)
