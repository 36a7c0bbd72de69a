"""Two kin nouns said as one word for a group: "frères et sœurs" are siblings.

French names one's brothers and sisters together with a fixed pair ("je n'ai pas de frères et
sœurs", "mes frères et sœurs habitent loin"), as German says "Geschwister" and Spanish
"hermanos": the pair means siblings, not a brother and a sister each. The parse reads a
coordination and yields one fact per noun; when the turn says a pair listed in the language's
``KIN_PAIRS`` (``hotmem/lang/<code>/fact_words.py``), the two facts of the same subject,
relation and polarity become one fact of the group key, and so do two facts said of the
pair ("mes frères et sœurs habitent à lille": the siblings live there). A pair joined
otherwise ("ni frères ni sœurs", "un frère et une sœur") is left as said.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cache

from hotmem.lang import get_language
from hotmem.types import Fact

__all__ = ["merge_kin_pairs"]


@cache
def _pairs(lang: str) -> tuple[tuple[str, str, str, str], ...]:
    """(phrase, first key, second key, group key) of each pair the language says."""
    table = getattr(get_language(lang).fact_words, "KIN_PAIRS", {})
    return tuple((phrase, *keys) for phrase, keys in table.items())


@cache
def _first_keys(lang: str) -> frozenset[str]:
    """The first keys of the language's pairs: a merge starts at a fact keyed by one."""
    return frozenset(first for _, first, _, _ in _pairs(lang))


def merge_kin_pairs(facts: Sequence[Fact], text: str, lang: str) -> tuple[Fact, ...]:
    """``facts`` with each said pair's two facts merged into one of the group key."""
    firsts = _first_keys(lang)
    if not any(fact.d in firsts or fact.s in firsts for fact in facts):
        return tuple(facts)  # no fact a merge starts at
    said = " ".join(text.lower().replace("’", "'").split())
    out = list(facts)
    for phrase, first, second, group in _pairs(lang):
        if phrase not in said:
            continue
        for fact in list(out):
            if fact not in out:
                continue
            if fact.d == first:
                other = next((f for f in out if f.d == second and f.s == fact.s
                              and f.r == fact.r and f.negated == fact.negated), None)
                merged = dataclasses.replace(fact, d=group, display_d=group)
            elif fact.s == first:
                other = next((f for f in out if f.s == second and f.d == fact.d
                              and f.r == fact.r and f.negated == fact.negated), None)
                merged = dataclasses.replace(fact, s=group, display_s=group)
            else:
                continue
            if other is not None:
                out.remove(other)
                out[out.index(fact)] = merged
    return tuple(out)
