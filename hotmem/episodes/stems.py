"""Light stems, so a recall question meets the other forms of its words.

Lemmas already fold most inflection, but a clause and a question often use two words of one
family that lemmatise apart ("dancing" / "dance", "volunteering" / "volunteer", Italian
"andato" / "andare"). :func:`stem` strips the longest suffix of the language's
``STEM_SUFFIXES`` (``hotmem/lang/<code>/episodes.py``) that leaves at least
:data:`MIN_STEM` letters, then a doubled final consonant ("blogg" -> "blog"). The recall index
matches stems at a lower weight than lemmas, so an exact word still ranks first.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache

from hotmem.lang import get_language

__all__ = ["MIN_STEM", "stem", "stems"]

MIN_STEM = 3
# Distinct words whose stems stay cached: users say new words for as long as the process runs.
_STEM_CACHE = 8192
_VOWELS = frozenset("aeiouyàâäéèêëíìîïóòôöúùûü")


@cache
def _suffixes(lang: str) -> tuple[str, ...]:
    try:
        table = getattr(get_language(lang).episodes, "STEM_SUFFIXES", "")
    except (ValueError, ModuleNotFoundError):  # an unknown language stems nothing
        return ()
    return tuple(sorted(set(table.split()), key=len, reverse=True))


@lru_cache(maxsize=_STEM_CACHE)
def stem(word: str, lang: str) -> str:
    """The word's stem in ``lang`` ("dancing" -> "danc", "dance" -> "danc")."""
    low = word.lower()
    for suffix in _suffixes(lang):
        if low.endswith(suffix) and len(low) - len(suffix) >= MIN_STEM:
            low = low[: -len(suffix)]
            break
    if len(low) > MIN_STEM and low[-1] == low[-2] and low[-1] not in _VOWELS:
        low = low[:-1]
    return low


def stems(words: Iterable[str], lang: str) -> tuple[str, ...]:
    """:func:`stem` of each word, in order."""
    return tuple(stem(w, lang) for w in words)
