"""Compound words, so a recall question meets the parts of the words its episode used.

German writes compounds as one word: a question about the "Eishockeyspiel" should find "beim
Eishockey", and "welches Brot?" the "Roggenbrot". Without a dictionary the split points are
unknown, so both sides offer every split that leaves at least :data:`MIN_PART` letters on
each side: an episode's long lemmas (up to :data:`MAX_WORD` letters) index their tails
(:func:`heads`, the head of a German compound is its last part), and a question's long
lemmas try their heads and tails (:func:`pieces`) against the index. A piece that is no word
matches nothing; the recall index weighs a part match like a stem match, below an exact
word. A language opts in with ``COMPOUNDS = True`` in its ``episodes.py``.
"""

from __future__ import annotations

from functools import cache, lru_cache

from hotmem.lang import get_language

__all__ = ["MIN_PART", "heads", "pieces"]

MIN_PART = 4
_MIN_WORD = 2 * MIN_PART
# Longer "words" are no compounds but noise ("schneeschneeschnee..." in a 2000-character
# turn): splitting them would index a quadratic number of letters.
MAX_WORD = 40
_CACHE = 8192


@cache
def _compounds(lang: str) -> bool:
    try:
        return bool(getattr(get_language(lang).episodes, "COMPOUNDS", False))
    except (ValueError, ModuleNotFoundError):  # an unknown language splits nothing
        return False


@lru_cache(maxsize=_CACHE)
def _tails(word: str) -> tuple[str, ...]:
    low = word.lower()
    return tuple(low[i:] for i in range(MIN_PART, len(low) - MIN_PART + 1))


@lru_cache(maxsize=_CACHE)
def _heads_and_tails(word: str) -> tuple[str, ...]:
    low = word.lower()
    cuts = range(MIN_PART, len(low) - MIN_PART + 1)
    return (*(low[:i] for i in cuts), *(low[i:] for i in cuts))


def heads(lemmas: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """The tails of an episode's long lemmas ("roggenbrot" -> "brot", "nbrot", ...)."""
    if not _compounds(lang):
        return ()
    return tuple(t for lemma in lemmas if _MIN_WORD <= len(lemma) <= MAX_WORD
                 and lemma.isalpha() for t in _tails(lemma))


def pieces(lemmas: tuple[str, ...], lang: str) -> tuple[tuple[str, ...], ...]:
    """Per question lemma, its heads and tails ("eishockeyspiel" -> "eishockey", "spiel",
    ...); empty for short words and languages without compounds."""
    split = _compounds(lang)
    return tuple(
        _heads_and_tails(lemma)
        if split and _MIN_WORD <= len(lemma) <= MAX_WORD and lemma.isalpha() else ()
        for lemma in lemmas
    )
