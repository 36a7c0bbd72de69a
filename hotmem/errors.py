"""Every error HotMem raises on purpose, under one base: ``except HotMemError`` catches them all.

Each class keeps the built-in base its callers already caught (``ValueError`` for bad input,
``RuntimeError`` for an unusable resource), so older ``except ValueError`` code keeps working.
The modules that raise them re-export them (``hotmem.store.StoreError`` is this ``StoreError``).

- :class:`ConfigError`: a ``HOTMEM_*`` variable or constructor argument HotMem cannot use.
- :class:`AliasesError`: the aliases file cannot be read or has the wrong shape.
- :class:`InvalidUserError`: a user id that cannot name a memory (empty, too long, control chars).
- :class:`StoreError` (and :class:`StoreFullError`): the store (LMDB or PostgreSQL) cannot be
  opened, read or written. Raw ``lmdb`` and ``psycopg`` errors never reach callers; they arrive
  as a ``StoreError`` naming the data dir or the URL with its password masked.
- :class:`ModelUnavailableError`: a configured language has no usable spaCy pipeline.
- :class:`ModelLoadingError`: a language's pipeline is still loading and the caller asked not to
  wait for it.
- :class:`EngineClosedError`: a turn reached a ``HotMem`` engine after its ``close()`` (a
  ``StoreError``: the engine no longer holds its store).
- :class:`InspectorStartError`: the inspector's server thread did not start serving.

Two more live next to what raises them and are ``HotMemError`` too:
``hotmem.lang.UnknownLanguageError`` (also a ``KeyError``) and
``hotmem.inspector.security.InspectorConfigError`` (also a ``ValueError``).
"""

from __future__ import annotations


class HotMemError(Exception):
    """Base of every error HotMem raises on purpose."""


class ConfigError(HotMemError, ValueError):
    """A ``HOTMEM_*`` variable (or a constructor argument) has a value HotMem cannot use."""


class AliasesError(HotMemError, ValueError):
    """The aliases file cannot be read or does not have the documented shape."""


class InvalidUserError(HotMemError, ValueError):
    """A user id is empty, too long (in UTF-8 bytes) or contains control characters."""


class StoreError(HotMemError, RuntimeError):
    """The store cannot be opened, read or written; the message says why and what to do."""


class StoreFullError(StoreError):
    """The LMDB map reached ``max_map_size_mb``; the turn was not written, prior data is intact."""


class ModelUnavailableError(HotMemError, RuntimeError):
    """A configured language has neither its pipeline nor a usable fallback."""


class ModelLoadingError(HotMemError, RuntimeError):
    """A language's pipeline is still loading in the background; the caller chose not to wait."""


class EngineClosedError(StoreError):
    """A turn reached a ``HotMem`` engine after ``close()``: it no longer holds its store."""


class InspectorStartError(HotMemError, RuntimeError):
    """The inspector's server did not start serving (its thread died or timed out)."""
