"""The store interface every backend implements, and the factory that picks one from the config.

Two backends keep the same contract:

- :class:`~hotmem.store.HotStore` (default): LMDB files in ``HOTMEM_DATA_DIR``, one machine;
- :class:`~hotmem.pgstore.PgStore`: PostgreSQL at ``HOTMEM_STORE_URL``, shared by a fleet of
  workers on many machines.

Both keep facts and episodes, hold a RAM hot index per user (:class:`~hotmem.store.UserIndex`),
run a turn's plan inside the write transaction against the index checked in that same
transaction, and change RAM only after the commit. The engine, lifecycle, retrieval and CLI
only ever see :class:`MemoryStore`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable
from urllib.parse import parse_qsl, urlencode, urlsplit

if TYPE_CHECKING:
    from hotmem.config import HotMemConfig
    from hotmem.store import TurnWrite, UserIndex

POSTGRES_SCHEMES: tuple[str, ...] = ("postgresql", "postgres")


@runtime_checkable
class MemoryStore(Protocol):
    """What the engine and the CLI need from a store; thread-safe in every backend."""

    def reading(self, user: str, *, refresh: bool = True) -> AbstractContextManager[UserIndex]:
        """Yield ``user``'s RAM index under a read lock.

        With ``refresh`` (default) the index is first checked against the store and reloaded
        if another thread, process or machine wrote the user since; ``refresh=False`` is for a
        second read within one turn, after the turn's own write.
        """

    def users(self) -> list[str]:
        """Every user with stored memory, sorted."""

    def write_turn(
        self, user: str, plan: Callable[[UserIndex], TurnWrite]
    ) -> tuple[TurnWrite, int]:
        """Run ``plan`` on the current index inside one write transaction and commit it.

        ``plan`` must not have side effects: a backend may run it again (e.g. when the data
        changed under it, or after growing its file) and commits only the last result.
        """

    def export(self, user: str) -> dict[str, Any]:
        """All of ``user``'s stored memory, every status, read from the store."""

    def forget(
        self, user: str, s: str | None = None, r: str | None = None, d: str | None = None,
        *, episodes: bool = True,
    ) -> int:
        """Hard-delete matching edges (no filter: the whole user); returns how many. With
        ``episodes``, the episodes naming the subject or object asked for go too."""

    def forget_episodes(
        self, user: str, about: tuple[str, ...] = (), *, ids: Collection[str] | None = None
    ) -> int:
        """Hard-delete ``user``'s episodes that mention every word of ``about`` (only those in
        ``ids`` when given); how many."""

    @property
    def max_episodes_per_user(self) -> int:
        """The per-user episode cap a turn's plan evicts down to (0: episodes not kept)."""

    def compact(self) -> None:
        """Make deleted data leave the store's files (LMDB copy, PostgreSQL VACUUM FULL)."""

    def stats(self) -> dict[str, Any]:
        """Counts per status, users and sizes."""

    def close(self) -> None:
        """Release files or connections. Safe to call twice."""

    def __enter__(self) -> MemoryStore: ...

    def __exit__(self, *exc: object) -> None: ...


def is_postgres_url(url: str) -> bool:
    """Whether ``url`` names a PostgreSQL database (``postgresql://`` or ``postgres://``)."""
    return urlsplit(url).scheme in POSTGRES_SCHEMES


def mask_url(url: str) -> str:
    """``url`` with its password (in the authority or a ``password=`` parameter) as ``***``.

    This is the only form of a store URL HotMem ever logs or puts into an error message.

    >>> mask_url("postgresql://bot:s3cret@db:5432/hotmem")
    'postgresql://bot:***@db:5432/hotmem'
    """
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    before_query, qmark, query = rest.partition("?")
    if "@" in before_query:  # the last "@" ends the user info, even if a password has "@" or "/"
        auth, _, host = before_query.rpartition("@")
        if ":" in auth:
            auth = auth.split(":", 1)[0] + ":***"
        before_query = f"{auth}@{host}"
    if qmark:
        query, hash_sep, fragment = query.partition("#")
        pairs = parse_qsl(query, keep_blank_values=True)
        query = urlencode([(k, "***" if k.lower() == "password" else v) for k, v in pairs],
                          safe="/:,*") + hash_sep + fragment
    return f"{scheme}://{before_query}{qmark}{query}"


def open_store(config: HotMemConfig) -> MemoryStore:
    """The store ``config`` selects: PostgreSQL when ``store_url`` is set, else LMDB.

    The caller owns the store and closes it (a command-line tool, a migration, a test). An
    engine does not call this: it shares the process's store of its data dir or URL through
    :func:`hotmem.shared_store.acquire_for`.

    Raises:
        StoreError: the store cannot be opened; the message names the data dir or the masked URL.
        ConfigError: a PostgreSQL URL is set but the ``postgres`` extra is not installed.
    """
    if config.store_url:
        try:
            from hotmem.pgstore import PgStore
        except ImportError as exc:
            from hotmem.errors import ConfigError

            missing = getattr(exc.__cause__, "name", None) or exc.name or "psycopg"
            raise ConfigError(
                f"HOTMEM_STORE_URL is set but the PostgreSQL client ({missing}) is not "
                "installed: pip install 'hotmem[postgres]'") from exc

        return PgStore(config.store_url, pool_size=config.store_pool_size,
                       max_edges_per_user=config.max_edges_per_user,
                       durability=config.durability)
    from hotmem.store import HotStore

    return HotStore(config.data_dir, map_size_mb=config.map_size_mb,
                    max_map_size_mb=config.max_map_size_mb, durability=config.durability,
                    max_edges_per_user=config.max_edges_per_user)
