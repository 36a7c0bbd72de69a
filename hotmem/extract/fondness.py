"""A liking said as a noun before a word of fondness is put in the order the parser reads:
"she's horse mad" -> "she's mad about horse".

British speech says what someone loves as a noun before "mad" or "crazy" ("football mad",
"dinosaur crazy"). The small parser reads the noun as the complement ("son is dinosaur") or
nothing at all; with the preposition after ("mad about dinosaur") the fondness rows of the
tables give the liking. The words come from the language's ``FONDNESS_AFTER_NOUN`` (word ->
its phrase with the preposition) and ``BE_FORMS`` in ``fact_words.py``; the word before must
be a noun the word lists know as no adjective or adverb ("bloody mad", "absolutely crazy"
stay), nor a verb form in -ing they do not know as a noun ("hopping mad").
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from hotmem.lang import get_language

if TYPE_CHECKING:
    from hotmem.word_classes import WordClasses


@cache
def _pattern(lang: str) -> tuple[re.Pattern[str], dict[str, str]] | None:
    table = get_language(lang).fact_words
    fondness: dict[str, str] = getattr(table, "FONDNESS_AFTER_NOUN", {})
    be = getattr(table, "BE_FORMS", "").split()
    if not fondness or not be:
        return None
    # A clitic form ("'s") leans on the word before it; a full one ("is") stands alone.
    be_alt = "|".join(re.escape(b) if b[0] in "'’" else rf"\b{re.escape(b)}"
                      for b in sorted(be, key=len, reverse=True))
    fond_alt = "|".join(re.escape(f) for f in sorted(fondness, key=len, reverse=True))
    word = r"[^\W\d_]+(?:-[^\W\d_]+)*"
    pattern = re.compile(
        rf"({be_alt})\s+(?:({word})\s+)?({word})\s+({fond_alt})\b", re.IGNORECASE)
    return pattern, {k.lower(): v for k, v in fondness.items()}


def _is_noun(word: str, words: WordClasses | None) -> bool:
    if words is None or not words.known:
        return False
    low = word.lower()
    if words.is_adjective(low) or words.is_adverb(low):
        return False
    return words.is_noun(low) or (not low.endswith("ing") and "-" in low)


def _is_adverb(word: str, words: WordClasses | None) -> bool:
    return words is not None and words.is_adverb(word.lower())


def reorder_fondness(text: str, lang: str, words: WordClasses | None) -> str:
    """``text`` with each "<be> [adverb] <noun> mad" said as "<be> [adverb] mad about <noun>".

    >>> reorder_fondness("she's horse mad", "en", classes)  # doctest: +SKIP
    "she's mad about horse"
    """
    found = _pattern(lang)
    if found is None:
        return text
    pattern, fondness = found

    def swap(m: re.Match[str]) -> str:
        be, adverb, noun, fond = m.groups()
        if not _is_noun(noun, words) or (adverb and not _is_adverb(adverb, words)):
            return m.group(0)
        return f"{be} {adverb + ' ' if adverb else ''}{fondness[fond.lower()]} {noun}"

    return pattern.sub(swap, text)


__all__ = ["reorder_fondness"]
