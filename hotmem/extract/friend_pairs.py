"""A friend named beside the speaker: "Élodie et moi on est amies", "Carla y yo somos amigos",
"io e Sara siamo amiche".

Romance languages put the speaker's stressed pronoun in a coordinated subject ("X et moi",
"X y yo", "io e X"); the small parsers then read the friend noun as a verb or as a second
conjunct of the name, and the friendship is lost. The turn's words are read instead: the
language's stressed pronoun (``SELF_IN_PAIR`` in ``hotmem/lang/<code>/fact_words.py``) joined by
a ``PAIR_CONJUNCTIONS`` word to one name, then a present form of "be" (``PAIR_BE_FORMS``) and
a friend word (``FRIENDS_SAID``) within a few words with no negation between: (you,
friend_of, name). "Pedro y yo éramos amigos" and "io e Luca abbiamo amici in comune" name none. A kin or a possessed noun beside the
pronoun ("ma sœur et moi") is no name, and "X et moi on est voisins" names no friend.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.extract.kin_name_apposition import function_words
from hotmem.lang import get_language
from hotmem.text import USER_KEY
from hotmem.types import Fact

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["friends_beside_self"]

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*|[^\w\s]")
# Words between the pair and the friend word at most ("on est", "siamo molto").
_MAX_GAP = 4
_MIN_NAME = 2


@cache
def _table(lang: str) -> tuple[str, frozenset[str], frozenset[str], frozenset[str]]:
    words = get_language(lang).fact_words
    return (getattr(words, "SELF_IN_PAIR", ""),
            frozenset(getattr(words, "PAIR_CONJUNCTIONS", "").split()),
            frozenset(getattr(words, "FRIENDS_SAID", "").split()),
            frozenset(getattr(words, "PAIR_BE_FORMS", "").split()))


@cache
def _closed_words(lang: str) -> frozenset[str]:
    """Words that are no friend's name: function words, kin nouns, the speaker's, negations."""
    lex = get_language(lang).lexicon
    return frozenset(function_words(lang) | lex.kinship.keys() | lex.self_words | lex.negations)


def friends_beside_self(facts: Sequence[Fact], text: str, lang: str) -> tuple[Fact, ...]:
    """``facts`` and the friendship of the speaker with a name said beside "moi"/"yo"/"io"."""
    pronoun, conjunctions, friends, being = _table(lang)
    low = text.lower()
    if not pronoun or pronoun not in low:  # most turns: one substring test
        return tuple(facts)
    spans = [(m.group(0), m.group(0).lower()) for m in _WORD.finditer(text)]
    words = [w for _, w in spans]
    lex = get_language(lang).lexicon
    closed = _closed_words(lang)
    out = list(facts)
    for i, word in enumerate(words):
        if word != pronoun:
            continue
        if i >= 2 and words[i - 1] in conjunctions:
            name_at, after = i - 2, i + 1  # "élodie et moi ..."
            if name_at > 0 and (words[name_at - 1] in lex.self_words or (
                    words[name_at - 1] in function_words(lang))):
                continue  # "ma sœur et moi", "la voisine et moi"
        elif i + 2 < len(words) and words[i + 1] in conjunctions:
            name_at, after = i + 2, i + 3  # "io e sara ..."
        else:
            continue
        name = words[name_at]
        if len(name) < _MIN_NAME or not name.isalpha() or name in closed:
            continue
        gap = words[after : after + _MAX_GAP + 1]
        end = next((k for k, w in enumerate(gap) if w in friends), None)
        if end is None or any(w in lex.negations or not w.isalpha() for w in gap[:end]) or (
                being.isdisjoint(gap[:end])):
            continue
        fact = make_fact(USER_KEY, "friend_of", spans[name_at][0], lang)
        if fact is not None and not any(
                f.r == "friend_of" and fact.d in (f.s, f.d) for f in out):
            out.append(fact)
    return tuple(out)
