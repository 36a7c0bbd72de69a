"""A kind numbered in words, written in digits before parsing: "type two diabetes" -> "type 2
diabetes".

The small parsers read the number word as a count of what follows ("two diabetes") and cut
the condition in two ("diagnosed with type" ... "diabetes"); with digits they keep "type 2
diabetes" whole, as they do when it is typed. Only a number word right after one of the
language's numbered nouns (``Lexicon.numbered_nouns``: type, stage, tipo, stade) is rewritten.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon


@cache
def _pattern(nouns: frozenset[str], numbers: tuple[str, ...]) -> re.Pattern[str] | None:
    if not nouns or not numbers:
        return None
    kinds = "|".join(re.escape(w) for w in sorted(nouns))
    said = "|".join(re.escape(w) for w in sorted(numbers, key=len, reverse=True))
    return re.compile(rf"\b({kinds})\s+({said})\b", re.IGNORECASE)


def number_kinds(text: str, lex: Lexicon) -> str:
    """``text`` with a number word after a numbered noun in digits.

    >>> number_kinds("i have type two diabetes", get_lexicon("en"))
    'i have type 2 diabetes'
    """
    low = text.lower()
    if not any(noun in low for noun in lex.numbered_nouns):
        return text
    numbers = tuple(w for w in lex.spelled_numbers if " " not in w)
    pattern = _pattern(lex.numbered_nouns, numbers)
    if pattern is None:
        return text
    return pattern.sub(lambda m: m.group(0) if _named(m) else (
        f"{m.group(1)} {lex.spelled_numbers[m.group(2).lower()]}"), text)


def _named(match: re.Match[str]) -> bool:
    """"Type Two Studios": the number word capitalised is part of a name, left as said."""
    return match.group(2)[:1].isupper()


__all__ = ["number_kinds"]
