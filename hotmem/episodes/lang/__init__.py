"""Per-language tables for the episode cores: time words and lemma equivalences.

Each module ``<code>.py`` defines ``TIME_WORDS`` (:class:`hotmem.episodes.dates.TimeWords`)
and ``EQUIVALENCES`` (groups of lemmas that answer the same question). These tables move into
the language packages ``hotmem/lang/<code>/`` once those exist.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

LANGUAGES = ("en", "es", "fr", "de", "it")


def table(code: str) -> ModuleType:
    """The table module of one language.

    Raises:
        KeyError: no table for ``code``.
    """
    if code not in LANGUAGES:
        raise KeyError(f"no episode tables for language {code!r}; have {', '.join(LANGUAGES)}")
    return import_module(f"{__name__}.{code}")
