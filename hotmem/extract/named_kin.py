"""Facts about kin named in the same turn are keyed by the name.

"Mi hermana se llama Rocío y vive en Cádiz", "ma femme s'appelle Aurélie, elle est
infirmière", "mio marito si chiama Davide ed è idraulico": once the turn names the user's
sister, wife or husband, what it says of them is said of that person, as with "my sister Anna
lives in Denver" -> (anna, lives_in, denver). A kin noun named twice in the turn ("my sister is
Anna and my other sister is Eva") stays as it is.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from hotmem.relations import Kind, get_relation
from hotmem.text import USER_KEY
from hotmem.types import Fact


def key_by_name(facts: tuple[Fact, ...]) -> tuple[Fact, ...]:
    """``facts`` with the subject of each fact about a kin noun named once in the turn
    replaced by the name."""
    naming = [f for f in facts if f.s == USER_KEY and not f.negated and _is_kin(f.r)]
    if not naming:
        return facts
    counts = Counter(f.r for f in naming)
    names = {f.r: f for f in naming if counts[f.r] == 1}
    # A pronoun resolved to the name ("she lives in Leeds") carries the bare key as its shown
    # form ("anna"); it is shown as the turn wrote the name ("Anna lives in Leeds").
    shown = {f.d: f.display_d for f in naming if f.display_d}
    out = []
    for fact in facts:
        named = names.get(fact.s)
        if named is not None and fact.r != "name":
            out.append(dataclasses.replace(fact, s=named.d, display_s=named.display_d or named.d))
        elif fact.s in shown and fact.display_s == fact.s:
            out.append(dataclasses.replace(fact, display_s=shown[fact.s]))
        else:
            out.append(fact)
    return tuple(out)


def _is_kin(relation: str) -> bool:
    rel = get_relation(relation)
    return rel is not None and rel.kind in (Kind.KIN, Kind.PET)
