"""One open store per data dir per process, shared by every engine on it and reference-counted.

LMDB forbids opening the same environment twice in one process, and a voice server builds one
pipeline (one ``HotMemProcessor``, one ``HotMem``) per caller. Engines therefore never open a
store themselves: they :func:`acquire_for` their config's store here (:func:`acquire_store`
for a data dir, :func:`acquire_pg_store` for a PostgreSQL URL, which then has one connection
pool and one RAM index per process) and :func:`release_store` it when they close. The first
engine on a data dir opens the store (and
rebuilds its hot index); later ones get the same object at no cost; the last one to release it
closes it. The store is thread-safe, so sharing it is safe.

The settings of the first engine on a data dir (map size, durability, RAM cap) apply until the
store is closed; a later engine asking for different ones gets a warning in the log.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import structlog

if TYPE_CHECKING:
    from hotmem.config import HotMemConfig
    from hotmem.store import HotStore
    from hotmem.store_api import MemoryStore

log = structlog.get_logger("hotmem.shared_store")


@dataclass(slots=True)
class _Entry:
    store: MemoryStore
    options: dict[str, object]
    users: int = 1


# The process-wide registry: ("lmdb", resolved data dir) or ("postgres", URL) -> its open store
# and how many engines hold it.
_OPEN: dict[tuple[str, str], _Entry] = {}
_LOCK = threading.Lock()


def _acquire(key: tuple[str, str], options: dict[str, object],
             opener: Callable[[], MemoryStore], shown: str) -> MemoryStore:
    with _LOCK:
        entry = _OPEN.get(key)
        if entry is not None:
            entry.users += 1
            if options != entry.options:
                log.warning("store.options_ignored", store=shown, open_with=entry.options,
                            asked=options, reason="store already open in this process")
            return entry.store
        store = opener()
        _OPEN[key] = _Entry(store, options)
        log.debug("store.opened_shared", store=shown)
        return store


def acquire_store(
    path: str | Path,
    *,
    map_size_mb: int = 64,
    max_map_size_mb: int = 4096,
    durability: str = "process",
    max_edges_per_user: int = 200_000,
) -> HotStore:
    """The open LMDB store of ``path`` in this process, opening it on first use.

    Every call must be paired with one :func:`release_store`.

    Raises:
        StoreError: the store cannot be opened (only the first acquirer can see this).
    """
    from hotmem.config import HotMemConfig

    config = HotMemConfig(data_dir=Path(path), map_size_mb=map_size_mb,
                          max_map_size_mb=max_map_size_mb, durability=durability,
                          max_edges_per_user=max_edges_per_user)
    return acquire_for(config)  # type: ignore[return-value]


def acquire_pg_store(
    url: str, *, pool_size: int, max_edges_per_user: int, durability: str
) -> MemoryStore:
    """The open PostgreSQL store of ``url`` in this process (one pool and one RAM index per
    process, whatever the number of engines), opening it on first use.

    Every call must be paired with one :func:`release_store`.

    Raises:
        StoreError: the database cannot be reached; the message masks the password.
        ConfigError: the ``postgres`` extra is not installed.
    """
    from hotmem.config import HotMemConfig

    config = HotMemConfig(store_url=url, store_pool_size=pool_size,
                          max_edges_per_user=max_edges_per_user, durability=durability)
    return acquire_for(config)


def store_key(config: HotMemConfig) -> tuple[str, str]:
    """The registry key of ``config``'s store: ``("postgres", URL)`` or ``("lmdb", data dir)``."""
    if config.store_url:
        return ("postgres", config.store_url)
    return ("lmdb", str(Path(config.data_dir).expanduser().resolve()))


def acquire_for(config: HotMemConfig) -> MemoryStore:
    """The process's shared store of the backend ``config`` selects, opening it with
    :func:`hotmem.store_api.open_store` on first use; pair it with one :func:`release_store`.

    Raises:
        StoreError: the store cannot be opened (only the first acquirer can see this).
        ConfigError: a PostgreSQL URL is set but the ``postgres`` extra is not installed.
    """
    from hotmem.store_api import mask_url, open_store

    key = store_key(config)
    if key[0] == "postgres":
        options: dict[str, object] = {"pool_size": config.store_pool_size,
                                      "max_edges_per_user": config.max_edges_per_user,
                                      "durability": config.durability}
        shown = mask_url(key[1])
    else:
        options = {"map_size_mb": config.map_size_mb, "max_map_size_mb": config.max_map_size_mb,
                   "durability": config.durability,
                   "max_edges_per_user": config.max_edges_per_user}
        shown = key[1]
    return _acquire(key, options, lambda: open_store(config), shown)


def release_store(store: MemoryStore) -> None:
    """Give back one hold on ``store``; the last holder closes it. Unknown stores are closed."""
    with _LOCK:
        key = next((k for k, e in _OPEN.items() if e.store is store), None)
        if key is None:
            store.close()
            return
        entry = _OPEN[key]
        entry.users -= 1
        if entry.users > 0:
            return
        del _OPEN[key]
        store.close()
    log.debug("store.closed_shared", store=key[1] if key[0] == "lmdb" else key[0])


def holders(path: str | Path) -> int:
    """How many engines of this process hold the LMDB store of ``path`` (0 when not open)."""
    with _LOCK:
        entry = _OPEN.get(("lmdb", str(Path(path).expanduser().resolve())))
        return entry.users if entry is not None else 0


def holders_for(config: HotMemConfig) -> int:
    """How many holds this process has on ``config``'s store, either backend (0 when not open)."""
    with _LOCK:
        entry = _OPEN.get(store_key(config))
        return entry.users if entry is not None else 0
