"""One open store per data dir per process, shared by every engine on it and reference-counted.

LMDB forbids opening the same environment twice in one process, and a voice server builds one
pipeline (one ``HotMemProcessor``, one ``HotMem``) per caller. Engines therefore never open a
:class:`~hotmem.store.HotStore` themselves: they :func:`acquire_store` it here and
:func:`release_store` it when they close. The first engine on a data dir opens the store (and
rebuilds its hot index); later ones get the same object at no cost; the last one to release it
closes it. The store is thread-safe, so sharing it is safe.

The settings of the first engine on a data dir (map size, durability, RAM cap) apply until the
store is closed; a later engine asking for different ones gets a warning in the log.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

import structlog

from hotmem.store import HotStore

log = structlog.get_logger("hotmem.shared_store")


@dataclass(slots=True)
class _Entry:
    store: HotStore
    options: dict[str, object]
    users: int = 1


# The process-wide registry: resolved data dir -> its open store and how many engines hold it.
_OPEN: dict[Path, _Entry] = {}
_LOCK = threading.Lock()


def acquire_store(
    path: str | Path,
    *,
    map_size_mb: int = 64,
    max_map_size_mb: int = 4096,
    durability: str = "process",
    max_edges_per_user: int = 200_000,
) -> HotStore:
    """The open store of ``path`` in this process, opening it on first use.

    Every call must be paired with one :func:`release_store`.

    Raises:
        StoreError: the store cannot be opened (only the first acquirer can see this).
    """
    key = Path(path).expanduser().resolve()
    options: dict[str, object] = {
        "map_size_mb": map_size_mb, "max_map_size_mb": max_map_size_mb,
        "durability": durability, "max_edges_per_user": max_edges_per_user,
    }
    with _LOCK:
        entry = _OPEN.get(key)
        if entry is not None:
            entry.users += 1
            if options != entry.options:
                log.warning("store.options_ignored", path=str(key), open_with=entry.options,
                            asked=options, reason="store already open in this process")
            return entry.store
        store = HotStore(key, **options)  # type: ignore[arg-type]
        _OPEN[key] = _Entry(store, options)
        log.debug("store.opened_shared", path=str(key))
        return store


def release_store(store: HotStore) -> None:
    """Give back one hold on ``store``; the last holder closes it. Unknown stores are closed."""
    with _LOCK:
        key = store.path
        entry = _OPEN.get(key)
        if entry is None or entry.store is not store:
            store.close()
            return
        entry.users -= 1
        if entry.users > 0:
            return
        del _OPEN[key]
        store.close()
    log.debug("store.closed_shared", path=str(key))


def holders(path: str | Path) -> int:
    """How many engines of this process hold the store of ``path`` (0 when it is not open)."""
    with _LOCK:
        entry = _OPEN.get(Path(path).expanduser().resolve())
        return entry.users if entry is not None else 0
