"""Morphological features of a token, read once per distinct analysis.

``Token.morph.get(field)`` parses the analysis anew on every call and costs several times
more than any other token attribute; the rules ask it of the same few hundred analyses over
and over. An analysis is identified by its hash (the hash of its UD FEATS string, the same in
every vocabulary), so the values of a field are kept per (hash, field).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

__all__ = ["morph_get"]

# Distinct analyses times the fields asked: a few thousand; cleared if it ever grows past this.
_MAX_ENTRIES = 1 << 16
_VALUES: dict[tuple[int, str], tuple[str, ...]] = {}


def morph_get(token: Token, field: str) -> list[str]:
    """``token.morph.get(field)``: the values of ``field`` (an empty list without it)."""
    morph = token.morph
    key = (morph.key, field)
    values = _VALUES.get(key)
    if values is None:
        if len(_VALUES) >= _MAX_ENTRIES:
            _VALUES.clear()
        values = _VALUES[key] = tuple(morph.get(field))
    return list(values)
