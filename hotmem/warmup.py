"""Process-wide warm-up: load HotMem's models once, before the first caller needs them.

A voice server builds one pipeline, hence one ``HotMemProcessor`` and one ``HotMem`` engine, per
caller, all in one process. The spaCy pipelines (:mod:`hotmem.nlp`) and the language-id profiles
(here) are process-wide: the first engine or :func:`prewarm` loads them, every later engine
reuses them, so a processor per call costs a few milliseconds once the process is warm.

Call :func:`prewarm` where the bot module is imported, as Pipecat bots do with Silero VAD::

    import hotmem

    hotmem.prewarm()  # blocks until every HOTMEM_LANGS model is loaded

or ``hotmem.prewarm(background=True)`` to let the server accept connections at once while the
models load in one background thread (a turn in a language not loaded yet passes through
without memory; see ``HotMemProcessor``).

It also opens the configured store (the PostgreSQL database of ``HOTMEM_STORE_URL`` when set,
else the LMDB store of ``HOTMEM_DATA_DIR``) and keeps it open for the life of the process: the
shared store is otherwise closed when its last call ends, and the next call would pay for
reopening it (and its connection pool) before its ``StartFrame`` passes.
"""

from __future__ import annotations

import gc
import threading
import time
from typing import TYPE_CHECKING

import structlog

from hotmem.langid import LanguageIdentifier
from hotmem.nlp import Pipelines
from hotmem.shared_store import acquire_for, store_key

if TYPE_CHECKING:
    from hotmem.config import HotMemConfig

log = structlog.get_logger("hotmem.warmup")

# Process-wide: one language identifier (its n-gram model) per set of configured languages.
_IDENTIFIERS: dict[tuple[str, ...], LanguageIdentifier] = {}
_IDENTIFIERS_LOCK = threading.Lock()
# Stores (by backend and data dir or URL) prewarm() holds open until the process exits.
_HELD_STORES: set[tuple[str, str]] = set()
_HELD_STORES_LOCK = threading.Lock()
# Whether freeze_startup_heap() has run in this process (it freezes once, at start-up only).
_FROZEN = False
_FROZEN_LOCK = threading.Lock()


def freeze_startup_heap() -> bool:
    """Move everything alive now out of the cyclic GC's walks, once per process.

    Loaded spaCy models are millions of long-lived objects; without this every full collection
    walks them (multi-millisecond stalls in a turn). It runs only at start-up: from a blocking
    :func:`prewarm` or the first engine that loads its models before serving. Frozen objects are
    never collected as cyclic garbage, so freezing again while calls are live would leak each
    call's cycles; later calls (a background load, a reload, a big user) therefore do not freeze.

    Returns:
        Whether this call froze the heap (``False`` once it has been done).
    """
    global _FROZEN  # the process-wide once-flag this function exists for
    with _FROZEN_LOCK:
        if _FROZEN:
            return False
        _FROZEN = True
    gc.freeze()
    return True


def shared_language_identifier(langs: tuple[str, ...]) -> LanguageIdentifier:
    """The process's language identifier for ``langs``, built on first use.

    Safe to share between threads: detection keeps no state between calls and only reads the
    model.
    """
    key = tuple(langs)
    with _IDENTIFIERS_LOCK:
        found = _IDENTIFIERS.get(key)
        if found is None:
            found = _IDENTIFIERS[key] = LanguageIdentifier(key)
        return found


def _hold_store(config: HotMemConfig) -> None:
    """Open ``config``'s shared store and keep one hold on it for the process's life.

    The key is recorded only once the store is open, so a failed open is retried by the next
    :func:`prewarm`.
    """
    key = store_key(config)
    with _HELD_STORES_LOCK:
        if key in _HELD_STORES:
            return
        acquire_for(config)
        _HELD_STORES.add(key)


def prewarm(
    config: HotMemConfig | None = None, *, background: bool = False, keep_store_open: bool = True
) -> threading.Thread | None:
    """Load every model ``config.langs`` needs into this process (once; later calls are free).

    Args:
        config: settings whose ``langs`` are loaded (default ``HotMemConfig.from_env()``).
        background: return at once and load in one daemon thread, in the configured order.
        keep_store_open: also open ``config``'s store (``store_url`` when set, else
            ``data_dir``) now and keep it open until the process exits, so calls never reopen
            it.

    Returns:
        The loader thread when ``background`` is true and something is left to load, else
        ``None``.

    Raises:
        ModelUnavailableError: (not in background) a language has neither its model nor a
            fallback.
        StoreError: ``keep_store_open`` and the store cannot be opened (a later call retries).
        ConfigError: ``keep_store_open``, a PostgreSQL URL and no ``postgres`` extra.
    """
    if config is None:
        from hotmem.config import HotMemConfig

        config = HotMemConfig.from_env()
    start = time.perf_counter()
    if keep_store_open:
        _hold_store(config)
    shared_language_identifier(config.langs)
    pipelines = Pipelines(config.langs)
    if background:
        return pipelines.load_in_background()
    pipelines.load_all()
    freeze_startup_heap()
    log.info("hotmem.prewarmed", langs=",".join(config.langs),
             ms=round((time.perf_counter() - start) * 1000, 1))
    return None
