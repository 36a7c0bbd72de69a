"""Optional table extensions of a language package, merged into its tables at load time.

A language package may keep a focused word family in its own module (``need_facts.py``: the
words that state what need-based requests depend on: passions, diets, pets, jobs) instead of
growing ``tables.py``. The module's ``LEXICON`` and ``GRAMMAR`` dicts name fields of
:class:`~hotmem.lang.lexicon.Lexicon` and :class:`~hotmem.lang.surface_grammar.SurfaceGrammar`;
their values are added to the table's own: dict rows (the table's own row wins on a shared key),
set members, tuple phrases, and a word the table leaves empty.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, TypeVar

T = TypeVar("T")


class TableExtensionError(TypeError):
    """An extension names a field the table does not have, or a value of another kind."""


def extend_table(table: T, extra: Mapping[str, Any]) -> T:
    """``table`` with the rows of ``extra`` added (a new frozen dataclass; ``table`` unchanged).

    Raises:
        TableExtensionError: for an unknown field or a value that cannot be merged.
    """
    if not extra:
        return table
    names = {f.name for f in dataclasses.fields(table)}  # type: ignore[arg-type]
    changes: dict[str, Any] = {}
    for name, value in extra.items():
        if name not in names:
            raise TableExtensionError(f"{type(table).__name__} has no field {name!r}")
        own = getattr(table, name)
        if isinstance(own, dict) and isinstance(value, Mapping):
            changes[name] = {**value, **own}
        elif isinstance(own, frozenset):
            changes[name] = own | frozenset(value)
        elif isinstance(own, tuple):
            changes[name] = own + tuple(v for v in value if v not in own)
        elif isinstance(value, type(own)) and not own:  # a word the table leaves unset
            changes[name] = value
        else:
            raise TableExtensionError(f"{type(table).__name__}.{name} cannot be extended")
    return dataclasses.replace(table, **changes)  # type: ignore[type-var]
