"""Query vocabulary: the words of every language package as one table, and the tokens a query
and stored text are compared by.

A query word means the same whatever language it comes from (``vive`` -> ``live``, ``hermana``
-> ``sister``, ``Lieblingsfarbe`` -> ``favorite color``); the words themselves live in each
language's ``hotmem/lang/<code>/words.py``. A light stemmer lets "living"/"lives"/"live" meet.
"""

from __future__ import annotations

from functools import lru_cache

from hotmem.lang import all_languages, words_of_all
from hotmem.relations import KINSHIP

TEXT_CACHE = 1 << 16  # distinct entity strings whose query tokens are memoised (all users)

# The words of every language package (``hotmem/lang/<code>/words.py``), as one table: a
# query word means the same whatever language it comes from.
WH_WORDS: dict[str, str] = {
    word: wh
    for lang in all_languages()
    for wh, words in lang.words.QUESTION_WORDS.items()
    for word in words.split()
}




def _build_cues() -> dict[str, tuple[str, ...]]:
    """Surface words and lemmas -> canonical query tokens (English relation words, kin nouns).

    Relation names are English whatever the language; one row of a language's ``QUERY_CUES``
    adds a word.
    """
    cues: dict[str, tuple[str, ...]] = {}
    for lang in all_languages():
        for token, words in lang.words.QUERY_CUES.items():
            for word in words.split():
                if token not in cues.get(word, ()):
                    cues[word] = (*cues.get(word, ()), token)
    return cues


CUES: dict[str, tuple[str, ...]] = _build_cues()
# Category nouns keep themselves beside their cue ("car" -> own + car, "music" -> like + music).
KEEP_WORD: frozenset[str] = words_of_all("CATEGORY_NOUNS")
# Compound prefixes (German "Lieblingsfarbe" = favorite + Farbe).
CUE_PREFIXES: dict[str, tuple[str, ...]] = {
    prefix: tuple(tokens.split())
    for lang in all_languages()
    for prefix, tokens in lang.words.COMPOUND_PREFIXES.items()
}
# Query-frame words that say nothing about which fact is wanted.
STOP: frozenset[str] = words_of_all("QUERY_STOP")
KIN_TOKENS: frozenset[str] = frozenset(KINSHIP)

# Small-talk words: without a known entity in the turn, such a turn gets no memory.
CHITCHAT: frozenset[str] = words_of_all("CHITCHAT")
# A how-question made only of these (after stop words) is small talk: "How's it going?".
HOW_SMALL_TALK: frozenset[str] = words_of_all("SMALL_TALK_LEMMAS")
# Words that point back at a place or thing of the previous turns; the first set at a place.
PLACE_DEICTIC: frozenset[str] = words_of_all("PLACE_DEICTIC")
DEICTIC: frozenset[str] = PLACE_DEICTIC | words_of_all("DEICTIC")

def stem(word: str) -> str:
    """A light, language-neutral suffix stripper so "living"/"lives"/"live" meet.

    >>> [stem(w) for w in ("living", "lives", "live", "cities")]
    ['liv', 'liv', 'liv', 'city']
    """
    w = word.lower()
    if len(w) <= 3:
        return w
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""),
                         ("s", ""), ("e", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            return w[: -len(suffix)] + repl
    return w


def cue_tokens(word: str) -> tuple[str, ...]:
    """Canonical tokens of one query word: cue-table tokens, or the word itself.

    >>> cue_tokens("vive"), cue_tokens("lieblingsfarbe"), cue_tokens("denver")
    (('live',), ('favorite', 'color'), ('denver',))
    """
    low = word.lower()
    mapped = CUES.get(low)
    if mapped:
        return mapped if low in mapped or low not in KEEP_WORD else (*mapped, low)
    for prefix, tokens in CUE_PREFIXES.items():
        if low.startswith(prefix) and len(low) > len(prefix):
            return tokens + cue_tokens(low[len(prefix):])
    return (low,)


@lru_cache(maxsize=TEXT_CACHE)
def cached_stem(word: str) -> str:
    """:func:`stem`, memoised: the same few thousand words recur in every turn."""
    return stem(word)


@lru_cache(maxsize=TEXT_CACHE)
def query_tokens(word: str) -> tuple[tuple[str, str], ...]:
    """(cue token, its stem) pairs of one query word. Memoised."""
    return tuple((tok, stem(tok)) for tok in cue_tokens(word))


@lru_cache(maxsize=TEXT_CACHE)
def word_tokens(word: str) -> tuple[str, ...]:
    """Query-comparable tokens of one stored word: stems of its cue tokens. Memoised."""
    return tuple(dict.fromkeys(cached_stem(tok) for tok in cue_tokens(word)))


@lru_cache(maxsize=TEXT_CACHE)
def text_tokens(text: str) -> frozenset[str]:
    """Query-comparable tokens of an entity key ("anna keller" -> {"anna", "keller"}).

    Memoised per string and per word, so comparing an edge with the query costs a few look-ups
    and there is nothing to compute per edge when a user's index is loaded.
    """
    return frozenset(tok for word in text.split() for tok in word_tokens(word))


@lru_cache(maxsize=4096)
def relation_tokens(relation: str) -> tuple[str, ...]:
    """Query-comparable tokens of a relation name ("lives_in" -> ("liv",)). Memoised."""
    out: list[str] = []
    for part in relation.split("_"):
        if part in ("in", "at", "of", "to", "from", "on") or not part:
            continue
        out.extend(stem(tok) for tok in cue_tokens(part))
    return tuple(out)
