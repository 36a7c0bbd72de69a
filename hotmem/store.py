"""The LMDB store: the one authoritative copy of every user's memory, plus its RAM hot index.

Layout (named sub-databases, every key namespaced by user id, ``\\x1f``-separated):

- ``edges``    ``user␟s␟r␟d``  -> JSON edge record (all metadata of :class:`~hotmem.types.Edge`)
- ``entities`` ``user␟entity`` -> JSON ``{"mentions", "last_seen", "display"}``
- ``episodes`` ``user␟id``     -> JSON episode record (:class:`~hotmem.episodes.record.Episode`)
- ``users``    ``user``        -> JSON ``{"turn", "gen"}``: turn counter and write generation
- ``meta``     ``schema``      -> schema version (2; a schema-1 store opens, gains the empty
  ``episodes`` sub-database and is marked 2)

Episodes are loaded into RAM with the user's edges; the user's recall index over them is built
on its first query (:meth:`UserIndex.episode_index`) and kept up to date by later writes. Above
``max_episodes_per_user`` a write evicts, from disk, the episodes mentioned once, oldest last
mention first, then the oldest of the rest.

The hot index (edges and an entity -> edge-keys map per user) is rebuilt from LMDB at open and
changed only after a write transaction committed, so RAM never holds what disk does not. Writes
are serialised (one LMDB write transaction per turn); readers share a reader-writer lock and
block only while a committed change is swapped into RAM. Another process writing the same data
dir bumps the user's ``gen`` and this process reloads that user before its next read or write;
when another process grew the map, this one adopts the new size and retries. No raw ``lmdb``
error leaves this module: each becomes a :class:`~hotmem.errors.StoreError`. LMDB keys are
limited to 511 bytes, so user ids and key parts are bounded in UTF-8 bytes, not characters.

One process must open a data dir once (LMDB refuses a second open): engines share it through
:mod:`hotmem.shared_store`.

Durability: ``durability="process"`` (default) survives a crash of the process (LMDB writes go to
the OS page cache at commit) but not a power loss; ``durability="fsync"`` syncs every commit.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
import shutil
import threading
from collections.abc import Callable, Collection, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import lmdb
import structlog
from readerwriterlock import rwlock

from hotmem.episodes.index import EpisodeIndex, Equivalences
from hotmem.episodes.record import Episode, names_word
from hotmem.errors import InvalidUserError, StoreError, StoreFullError
from hotmem.lang import all_languages
from hotmem.relations import KINSHIP
from hotmem.types import Edge, EdgeStatus

log = structlog.get_logger("hotmem.store")

SCHEMA_VERSION = b"2"
_MIGRATES_FROM = (b"1",)  # schema 1 lacks only the episodes sub-database
_SEP = "\x1f"
# LMDB keys are limited to 511 BYTES. An edge key is user + 3 separators + 3 parts, so with the
# user id at most 128 bytes and each part cut to 126 bytes (UTF-8) every key fits: 128+3+378=509.
MAX_USER_BYTES = 128
_MAX_KEY_PART_BYTES = 126
_LMDB_FILE = "data.mdb"
# What a user id must not hold (checked on every turn, so by one regex scan each).
_CONTROL = re.compile("[\x00-\x1f\x7f]")
_SURROGATE = re.compile("[\ud800-\udfff]")


@dataclass(slots=True)
class EntityInfo:
    """How often and when an entity was mentioned by a user."""

    display: str
    mentions: int = 0
    last_seen: float = 0.0


@dataclass(slots=True)
class UserIndex:
    """RAM view of one user's memory. Read it only inside :meth:`HotStore.reading`."""

    edges: dict[tuple[str, str, str], Edge] = field(default_factory=dict)
    by_entity: dict[str, set[tuple[str, str, str]]] = field(default_factory=dict)
    entities: dict[str, EntityInfo] = field(default_factory=dict)
    turn: int = 0
    gen: int = 0
    episodes: dict[str, Episode] = field(default_factory=dict)
    # Keys of the kin and pet facts, kept by add/remove: who the user's people are is asked
    # on recall turns, which must not walk every edge.
    kin_keys: set[tuple[str, str, str]] = field(default_factory=set)
    _episode_index: EpisodeIndex | None = None

    def episode_index(self) -> EpisodeIndex:
        """The recall index over this user's episodes, built on first use."""
        if self._episode_index is None:
            index = EpisodeIndex(_equivalences())
            for episode in self.episodes.values():
                index.add(episode.terms())
            self._episode_index = index
        return self._episode_index

    def put_episode(self, episode: Episode) -> None:
        self.episodes[episode.episode_id] = episode
        if self._episode_index is not None:
            self._episode_index.add(episode.terms())

    def drop_episode(self, episode_id: str) -> None:
        if self.episodes.pop(episode_id, None) is not None and self._episode_index is not None:
            self._episode_index.remove(episode_id)

    def add(self, edge: Edge) -> None:
        key = edge.key
        self.edges[key] = edge
        by_entity = self.by_entity
        for entity in (edge.s, edge.d):
            keys = by_entity.get(entity)
            if keys is None:  # a new set only for an entity not seen before
                keys = by_entity[entity] = set()
            keys.add(key)
        if edge.r in KINSHIP:
            self.kin_keys.add(key)

    def remove(self, key: tuple[str, str, str]) -> None:
        if self.edges.pop(key, None) is None:
            return
        self.kin_keys.discard(key)
        for ent in (key[0], key[2]):
            keys = self.by_entity.get(ent)
            if keys is not None:
                keys.discard(key)
                if not keys:
                    del self.by_entity[ent]

    def active_edges(self, subject: str, relation: str) -> list[Edge]:
        return [
            e
            for k in self.by_entity.get(subject, ())
            if (e := self.edges[k]).s == subject and e.r == relation
            and e.status is EdgeStatus.ACTIVE
        ]


@functools.cache
def _equivalences() -> Equivalences:
    """Lemma equivalences of every language (a user may switch languages)."""
    return Equivalences.of(*(lang.episodes.EQUIVALENCES for lang in all_languages()))


@dataclass(slots=True)
class TurnWrite:
    """What one turn writes: changed edges, entity mentions and whether the turn counter moves.

    ``edges`` must be new objects (``dataclasses.replace`` of indexed ones): the index is only
    changed after the commit succeeded, so a failed write leaves RAM equal to disk.
    """

    edges: list[Edge] = field(default_factory=list)
    entities: dict[str, EntityInfo] = field(default_factory=dict)
    advance_turn: bool = True
    episodes: list[Episode] = field(default_factory=list)
    dropped_episodes: list[str] = field(default_factory=list)


def validate_user(user: str) -> str:
    """Return ``user`` if it is usable as a namespace, else raise :class:`InvalidUserError`."""
    if not isinstance(user, str) or not user.strip():
        raise InvalidUserError("user id must be a non-empty string")
    size = len(user.encode("utf-8", errors="surrogatepass"))
    if size > MAX_USER_BYTES:
        raise InvalidUserError(
            f"user id must be at most {MAX_USER_BYTES} bytes in UTF-8, this one has {size} "
            f"({len(user)} characters); use a shorter stable id, e.g. a hash of it"
        )
    if _CONTROL.search(user) is not None:
        raise InvalidUserError("user id must not contain control characters")
    if _SURROGATE.search(user) is not None:
        raise InvalidUserError("user id must be valid Unicode text (it has a lone surrogate)")
    return user


def evict_over_cap(index: UserIndex, cap: int) -> None:
    """Drop the weakest edges from RAM (not disk) when a user exceeds the per-user cap."""
    excess = len(index.edges) - cap
    if excess <= 0:
        return
    target = excess + cap // 10
    ranked = sorted(
        index.edges.values(),
        key=lambda e: (e.status is EdgeStatus.ACTIVE, e.weight, e.last_seen),
    )
    for edge in ranked[:target]:
        index.remove(edge.key)
    log.warning("store.ram_cap_evicted", user=ranked[0].user, evicted=target, cap=cap)


def about_words(about: tuple[str, ...]) -> tuple[str, ...]:
    """The words of a "forget what I told you about ..." request, case-folded, blanks dropped."""
    return tuple(w.casefold().strip() for w in about if w.strip())


def names_any(text: str, terms: Collection[str]) -> bool:
    """Whether ``text`` names one of ``terms`` as whole words, plural allowed: forgetting
    "tart" takes "I baked two tarts" along, never "I started a class"."""
    low = text.casefold()
    return any(names_word(low, term) for term in terms)


def cascade_terms(s: str | None, d: str | None) -> set[str]:
    """The entities a forget filter names, whose episodes go with their facts: the subject
    or object asked for ("--subject ana" takes the episodes naming Ana, never those naming
    Rome, where she lives); not the user, and no key of fewer than three letters."""
    return {t for t in (s, d) if t is not None and t != "you" and len(t) > 2}


def key_part(text: str) -> str:
    """``text`` cut to at most ``_MAX_KEY_PART_BYTES`` of UTF-8, never inside a character.

    Every backend stores an edge's subject, relation and object and an entity's name cut by
    this one function, so both stores hold the same keys for the same turn.
    """
    raw = text.encode("utf-8", errors="replace")
    if len(raw) <= _MAX_KEY_PART_BYTES:
        return text
    return raw[:_MAX_KEY_PART_BYTES].decode("utf-8", errors="ignore")


def _edge_key(user: str, s: str, r: str, d: str) -> bytes:
    return _SEP.join((user, key_part(s), key_part(r), key_part(d))).encode("utf-8")


def _entity_key(user: str, entity: str) -> bytes:
    return f"{user}{_SEP}{key_part(entity)}".encode()


def _episode_key(user: str, episode_id: str) -> bytes:
    return f"{user}{_SEP}{key_part(episode_id)}".encode()


def _user_prefix(user: str) -> bytes:
    return f"{user}{_SEP}".encode()


def _scan(txn: lmdb.Transaction, db: Any, prefix: bytes) -> Iterator[tuple[bytes, bytes]]:
    """(key, value) pairs of ``db`` whose key starts with ``prefix``, in key order."""
    cursor = txn.cursor(db=db)
    if not cursor.set_range(prefix):
        return
    for raw_key, raw_val in cursor:
        if not raw_key.startswith(prefix):
            return
        yield raw_key, raw_val


class _Reading:
    """What :meth:`HotStore.reading` returns: the user's index under the read lock."""

    __slots__ = ("_store", "_user", "_refresh", "_held")

    def __init__(self, store: HotStore, user: str, refresh: bool) -> None:
        self._store, self._user, self._refresh = store, user, refresh

    def __enter__(self) -> UserIndex:
        store = self._store
        if self._refresh:
            store._refresh_if_stale(self._user)
        self._held = store._rw.gen_rlock()
        self._held.acquire()
        return store._users.get(self._user) or UserIndex()

    def __exit__(self, *exc: object) -> None:
        self._held.release()


_P = ParamSpec("_P")
_R = TypeVar("_R")
_RESIZE_RETRIES = 5


def _lmdb_guarded(method: Callable[_P, _R]) -> Callable[_P, _R]:
    """Run a store method so that no raw ``lmdb`` error reaches the caller.

    When another process sharing the data dir grew the map, LMDB refuses new transactions here
    with ``MapResizedError`` until this process adopts the new size (``set_mapsize(0)``). The
    error comes from opening a transaction, before anything was written, so the whole method is
    safely run again. Every other ``lmdb.Error`` becomes a :class:`StoreError` naming the data dir.
    """

    @functools.wraps(method)
    def run(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        store: HotStore = args[0]  # type: ignore[assignment]
        for _ in range(_RESIZE_RETRIES):
            try:
                return method(*args, **kwargs)
            except lmdb.MapResizedError:
                store._adopt_map_size()
            except lmdb.Error as err:
                raise StoreError(
                    f"store in {store.path}: {type(err).__name__}: {str(err).rstrip('.')}"
                ) from None
        raise StoreError(f"store in {store.path}: the map keeps being resized by another process")

    return run


_DECODE = json.JSONDecoder().decode


def _loads(raw: bytes) -> Any:
    """JSON from LMDB bytes (decoding to str first skips json's encoding sniffing)."""
    return _DECODE(raw.decode("utf-8"))


def _record_encoder() -> Callable[[dict[str, Any]], str]:
    """``json.dumps(record, ensure_ascii=False, separators=(",", ":"))``, built once.

    ``json.dumps`` with arguments builds a ``JSONEncoder`` and its C scanner on every call,
    which costs more than encoding a small record; this builds them once (the same encoder
    ``JSONEncoder.encode`` makes, so the bytes are the same). Records are flat, so no
    circular-reference markers are needed.
    """
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False)
    if c_make_encoder is None:  # no C accelerator: the encoder's own (slower) path
        return encoder.encode
    chunks = c_make_encoder(None, encoder.default, encode_basestring, None,
                            encoder.key_separator, encoder.item_separator,
                            encoder.sort_keys, encoder.skipkeys, encoder.allow_nan)
    return lambda record: "".join(chunks(record, 0))


_ENCODE = _record_encoder()


def _dumps(record: dict[str, Any]) -> bytes:
    return _ENCODE(record).encode("utf-8")


class HotStore:
    """LMDB-backed memory with a RAM hot index. Thread-safe; usable as a context manager.

    Args:
        path: directory holding the LMDB environment (created if missing).
        map_size_mb: initial LMDB map size; grows by doubling on demand.
        max_map_size_mb: growth stops here and writes fail with :class:`StoreFullError`.
        durability: ``"process"`` or ``"fsync"`` (see the module docstring).
        max_edges_per_user: RAM cap per user; above it the weakest inactive/oldest edges are
            dropped from RAM (they stay on disk and in exports).
        max_episodes_per_user: episode cap per user (eviction: see the module docstring).
    """

    def __init__(
        self,
        path: str | Path,
        *,
        map_size_mb: int = 64,
        max_map_size_mb: int = 4096,
        durability: str = "process",
        max_edges_per_user: int = 200_000,
        max_episodes_per_user: int = 20_000,
    ) -> None:
        self._path = Path(path)
        self.max_episodes_per_user = max_episodes_per_user
        self._max_map = max_map_size_mb * 1024 * 1024
        self._sync = durability == "fsync"
        self._cap = max_edges_per_user
        self._rw = rwlock.RWLockWrite()
        self._write_lock = threading.Lock()
        self._users: dict[str, UserIndex] = {}
        self._fresh_at: dict[str, int] = {}  # user -> LMDB txn id at which RAM matched disk
        # (first, last): LMDB txn ids of the latest unbroken run of this process's turn writes.
        # Each changed one user and RAM with it, so a user fresh just before the run still is.
        self._own_run = (1, 0)
        self._closed = False
        self._env = self._open_env(map_size_mb * 1024 * 1024)
        try:
            self._open_dbs()
            self._check_schema()
            self._rebuild()
        except BaseException:
            self._env.close()  # a store that failed to open must not stay "already open"
            raise

    @_lmdb_guarded
    def _open_dbs(self) -> None:
        self._db_edges = self._env.open_db(b"edges")
        self._db_entities = self._env.open_db(b"entities")
        self._db_users = self._env.open_db(b"users")
        self._db_meta = self._env.open_db(b"meta")
        self._db_episodes = self._env.open_db(b"episodes")

    def _adopt_map_size(self) -> None:
        """Take over the map size another process grew the shared file to."""
        with self._write_lock, self._rw.gen_wlock():
            self._ensure_open()
            self._env.set_mapsize(0)
        log.info("store.map_adopted", path=str(self._path),
                 map_size_mb=self._env.info()["map_size"] // 2**20)

    # ------------------------------------------------------------------ open / close

    def _open_env(self, map_size: int) -> lmdb.Environment:
        try:
            self._path.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise StoreError(f"cannot create data dir {self._path}: {err.strerror}") from None
        data_file = self._path / _LMDB_FILE
        if data_file.exists() and data_file.stat().st_size > map_size:
            map_size = data_file.stat().st_size
        try:
            return lmdb.open(
                str(self._path),
                map_size=map_size,
                max_dbs=8,
                sync=self._sync,
                metasync=self._sync,
                readahead=False,
                max_readers=256,
            )
        except lmdb.Error as err:
            raise StoreError(
                f"cannot open HotMem store in {self._path}: {str(err).rstrip('.')}. If it holds "
                "something else or was damaged, point HOTMEM_DATA_DIR elsewhere or move it away."
            ) from None

    @_lmdb_guarded
    def _check_schema(self) -> None:
        with self._env.begin(db=self._db_meta, write=True) as txn:
            found = txn.get(b"schema")
            if found is None:
                txn.put(b"schema", SCHEMA_VERSION)
            elif found in _MIGRATES_FROM:
                txn.put(b"schema", SCHEMA_VERSION)
                log.info("store.migrated", path=str(self._path), schema_from=found.decode(),
                         schema_to=SCHEMA_VERSION.decode())
            elif found != SCHEMA_VERSION:
                raise StoreError(
                    f"store in {self._path} has schema {found.decode(errors='replace')}, "
                    f"this HotMem reads schema {SCHEMA_VERSION.decode()}"
                )

    @_lmdb_guarded
    def _rebuild(self) -> None:
        """Load every user's hot index from LMDB (start-up, compaction)."""
        users: dict[str, UserIndex] = {}
        with self._env.begin() as txn:
            snapshot = txn.id()
            for raw_user, raw in txn.cursor(db=self._db_users):
                state = _loads(raw)
                users[raw_user.decode()] = UserIndex(turn=state["turn"], gen=state["gen"])
            for raw_key, raw in txn.cursor(db=self._db_edges):
                edge = self._decode_edge(raw_key, raw)
                if edge is not None:
                    users.setdefault(edge.user, UserIndex()).add(edge)
            for raw_key, raw in txn.cursor(db=self._db_entities):
                user, _, entity = raw_key.decode().partition(_SEP)
                info = _loads(raw)
                users.setdefault(user, UserIndex()).entities[entity] = EntityInfo(**info)
            for raw_key, raw in txn.cursor(db=self._db_episodes):
                episode = self._decode_episode(raw_key, raw)
                if episode is not None:
                    user = raw_key.decode().partition(_SEP)[0]
                    users.setdefault(user, UserIndex()).episodes[episode.episode_id] = episode
        for index in users.values():
            self._enforce_cap(index)
        self._users = users
        self._fresh_at = dict.fromkeys(users, snapshot)
        self._own_run = (snapshot + 1, snapshot)
        log.debug("store.rebuilt", path=str(self._path), users=len(users),
                  edges=sum(len(u.edges) for u in users.values()))

    def _decode_edge(self, raw_key: bytes, raw: bytes) -> Edge | None:
        try:
            return Edge.from_record(_loads(raw))
        except (ValueError, TypeError, KeyError) as err:
            log.warning("store.bad_record", key=raw_key[:80].decode(errors="replace"),
                        error=str(err))
            return None

    def _decode_episode(self, raw_key: bytes, raw: bytes) -> Episode | None:
        try:
            return Episode.from_record(_loads(raw))
        except (ValueError, TypeError, KeyError) as err:
            log.warning("store.bad_episode", key=raw_key[:80].decode(errors="replace"),
                        error=str(err))
            return None

    def close(self) -> None:
        """Flush and close the environment. Safe to call twice."""
        if self._closed:
            return
        with self._write_lock, self._rw.gen_wlock():
            self._closed = True
            try:
                if not self._sync:
                    self._env.sync(True)
            except lmdb.Error as err:
                log.error("store.sync_failed", path=str(self._path), error=str(err))
            finally:
                self._env.close()

    def __enter__(self) -> HotStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def path(self) -> Path:
        return self._path

    # ------------------------------------------------------------------ reading

    def reading(self, user: str, *, refresh: bool = True) -> AbstractContextManager[UserIndex]:
        """Hold the read lock and yield the user's index (empty if the user is unknown)."""
        return _Reading(self, user, refresh)

    def users(self) -> list[str]:
        with self._rw.gen_rlock():
            return sorted(self._users)

    @_lmdb_guarded
    def _refresh_if_stale(self, user: str) -> None:
        """Reload ``user`` if another process wrote it since we last looked.

        Cheap when nothing happened: if LMDB's last transaction id is the one at which this
        user was last known fresh, or every transaction since was a turn this process wrote
        (:meth:`_known_fresh`), no other process has written anything since.
        """
        self._ensure_open()
        last_txnid = self._env.info()["last_txnid"]
        if self._known_fresh(user, last_txnid):
            return
        with self._write_lock:
            with self._rw.gen_rlock(), self._env.begin() as txn:
                index = self._current_index(txn, user)
            if index is not self._users.get(user) and (index.gen or user in self._users):
                with self._rw.gen_wlock():
                    self._users[user] = index
            self._fresh_at[user] = last_txnid

    def _known_fresh(self, user: str, last_txnid: int) -> bool:
        """Whether ``user``'s RAM index matches disk as of transaction ``last_txnid``: it did at
        that transaction, or at one after which every commit up to ``last_txnid`` was a turn
        write of this process (each one changed RAM with disk, for its own user only)."""
        fresh_at = self._fresh_at.get(user)
        if fresh_at is None:
            return False
        first, last = self._own_run
        return fresh_at == last_txnid or (last == last_txnid and fresh_at >= first - 1)

    def _load_user(self, txn: lmdb.Transaction, user: str) -> UserIndex:
        raw = txn.get(user.encode(), db=self._db_users)
        state = _loads(raw) if raw else {"turn": 0, "gen": 0}
        index = UserIndex(turn=state["turn"], gen=state["gen"])
        prefix = _user_prefix(user)
        for raw_key, raw_val in _scan(txn, self._db_edges, prefix):
            edge = self._decode_edge(raw_key, raw_val)
            if edge is not None:
                index.add(edge)
        for raw_key, raw_val in _scan(txn, self._db_entities, prefix):
            index.entities[raw_key[len(prefix):].decode()] = EntityInfo(**_loads(raw_val))
        for raw_key, raw_val in _scan(txn, self._db_episodes, prefix):
            episode = self._decode_episode(raw_key, raw_val)
            if episode is not None:
                index.episodes[episode.episode_id] = episode
        self._enforce_cap(index)
        return index

    # ------------------------------------------------------------------ writing

    @_lmdb_guarded
    def write_turn(
        self, user: str, plan: Callable[[UserIndex], TurnWrite]
    ) -> tuple[TurnWrite, int]:
        """Run ``plan`` against the user's current index and commit its result atomically.

        ``plan`` runs inside the LMDB write transaction, after the user's index was checked
        against disk in that same transaction, so a read-modify-write is safe across threads
        and processes (LMDB admits one writer at a time). The check reads nothing when no
        transaction committed since the index was last known to match disk (as on a turn,
        whose retrieval checked it). Returns the written change and the user's turn number
        after the write.

        Raises:
            StoreFullError: the map cannot grow further; nothing of this turn was written.
        """
        validate_user(user)
        done: dict[str, Any] = {}

        def work(txn: lmdb.Transaction) -> None:
            # A write transaction's id is the last committed one plus one: when the index is
            # known to match disk at the last commit, disk has the same generation.
            cached = self._users.get(user)
            if cached is not None and self._known_fresh(user, txn.id() - 1):
                index = cached
            else:
                index = self._current_index(txn, user)
            change = plan(index)
            turn = index.turn + (1 if change.advance_turn else 0)
            self._put_turn(txn, user, change, turn, index.gen + 1)
            done.update(index=index, change=change, turn=turn, txnid=txn.id())

        with self._write_lock:
            self._ensure_open()
            self._commit(work)
            index, change, turn = done["index"], done["change"], done["turn"]
            with self._rw.gen_wlock():
                self._users[user] = index
                for edge in change.edges:
                    index.add(edge)
                for name, info in change.entities.items():
                    index.entities[name] = info
                for episode_id in change.dropped_episodes:
                    index.drop_episode(episode_id)
                for episode in change.episodes:
                    index.put_episode(episode)
                index.turn, index.gen = turn, index.gen + 1
                self._enforce_cap(index)
                txnid = done["txnid"]
                self._fresh_at[user] = txnid
                first, last = self._own_run
                self._own_run = (first, txnid) if txnid == last + 1 else (txnid, txnid)
        return change, turn

    def _current_index(self, txn: lmdb.Transaction, user: str) -> UserIndex:
        """The cached index of ``user`` if disk has the same generation, else a fresh load."""
        raw = txn.get(user.encode(), db=self._db_users)
        disk_gen = _loads(raw)["gen"] if raw else 0
        cached = self._users.get(user)
        if cached is not None and cached.gen == disk_gen:
            return cached
        if cached is None and disk_gen == 0:
            return UserIndex()
        log.debug("store.user_reloaded", user=user, gen=disk_gen)
        return self._load_user(txn, user)

    def _put_turn(
        self, txn: lmdb.Transaction, user: str, change: TurnWrite, turn: int, gen: int
    ) -> None:
        for edge in change.edges:
            txn.put(_edge_key(user, edge.s, edge.r, edge.d), _dumps(edge.to_record()),
                    db=self._db_edges)
        for name, info in change.entities.items():
            record = {"display": info.display, "mentions": info.mentions,
                      "last_seen": info.last_seen}
            txn.put(_entity_key(user, name), _dumps(record), db=self._db_entities)
        for episode_id in change.dropped_episodes:
            txn.delete(_episode_key(user, episode_id), db=self._db_episodes)
        for episode in change.episodes:
            txn.put(_episode_key(user, episode.episode_id), _dumps(episode.to_record()),
                    db=self._db_episodes)
        txn.put(user.encode(), _dumps({"turn": turn, "gen": gen}), db=self._db_users)

    def _commit(self, write: Callable[[lmdb.Transaction], None]) -> None:
        """Run ``write`` in one write transaction, growing the map when it is full."""
        while True:
            txn = self._env.begin(write=True)
            try:
                write(txn)
                txn.commit()
                return
            except lmdb.MapFullError:
                txn.abort()
                self._grow()
            except BaseException:
                txn.abort()
                raise

    def _grow(self) -> None:
        current = self._env.info()["map_size"]
        if current >= self._max_map:
            raise StoreFullError(
                f"store in {self._path} is full at {current // 2**20} MB "
                "(HOTMEM_MAX_MAP_SIZE_MB); nothing of this turn was written"
            )
        new_size = min(current * 2, self._max_map)
        with self._rw.gen_wlock():
            self._env.set_mapsize(new_size)
        log.info("store.map_grown", path=str(self._path), map_size_mb=new_size // 2**20)

    def _enforce_cap(self, index: UserIndex) -> None:
        evict_over_cap(index, self._cap)

    def _ensure_open(self) -> None:
        if self._closed:
            raise StoreError("store is closed")

    # ------------------------------------------------------------------ export / forget / stats

    @_lmdb_guarded
    def export(self, user: str) -> dict[str, Any]:
        """All of ``user``'s stored memory (every status) as a JSON-ready dict, read from disk."""
        validate_user(user)
        self._ensure_open()
        prefix = _user_prefix(user)
        out: dict[str, Any] = {"user": user, "edges": [], "entities": {}}
        with self._rw.gen_rlock(), self._env.begin() as txn:
            raw_state = txn.get(user.encode(), db=self._db_users)
            out["turn"] = _loads(raw_state)["turn"] if raw_state else 0
            out["edges"] = [_loads(raw) for _, raw in _scan(txn, self._db_edges, prefix)]
            out["entities"] = {
                raw_key[len(prefix):].decode(): _loads(raw)
                for raw_key, raw in _scan(txn, self._db_entities, prefix)
            }
            out["episodes"] = [_loads(raw) for _, raw in _scan(txn, self._db_episodes, prefix)]
        return out

    @_lmdb_guarded
    def forget(
        self, user: str, s: str | None = None, r: str | None = None, d: str | None = None,
        *, episodes: bool = True,
    ) -> int:
        """Delete matching edges of ``user`` from disk and RAM; with no filter, the whole user.

        Returns the number of edges removed. Entities left without edges are removed too, and
        the source utterance is blanked on kept edges whose source names a forgotten entity, so
        a compacted file no longer holds the forgotten strings anywhere. With ``episodes``, the
        episodes naming the entity the filter names (:func:`cascade_terms`) go too; a spoken
        forget, which removes its episodes itself, passes ``episodes=False``.
        """
        validate_user(user)
        self._refresh_if_stale(user)
        whole_user = s is None and r is None and d is None
        removed: list[tuple[str, str, str]] = []
        redacted: list[Edge] = []
        dropped_episodes: list[bytes] = []

        def matches(edge: Edge) -> bool:
            return ((s is None or edge.s == s) and (r is None or edge.r == r)
                    and (d is None or edge.d == d))

        committed: list[int] = []
        changed: list[bool] = []
        base: list[UserIndex] = []  # a partial forget's index, checked against disk in the txn

        def delete(txn: lmdb.Transaction) -> None:
            committed[:] = [txn.id()]
            base[:] = [] if whole_user else [self._current_index(txn, user)]
            removed.clear()
            redacted.clear()
            prefix = _user_prefix(user)
            doomed: list[bytes] = []
            kept: list[tuple[bytes, Edge]] = []
            terms: set[str] = set()
            for raw_key, raw_val in _scan(txn, self._db_edges, prefix):
                edge = self._decode_edge(raw_key, raw_val)
                if whole_user or edge is None or matches(edge):
                    doomed.append(raw_key)
                    if edge is not None:
                        removed.append(edge.key)
                        terms.update(t for t in (edge.s, edge.d) if t != "you" and len(t) > 2)
                else:
                    kept.append((raw_key, edge))
            for raw_key in doomed:
                txn.delete(raw_key, db=self._db_edges)
            for raw_key, edge in kept:
                if edge.source and names_any(edge.source, terms):
                    clean = dataclasses.replace(edge, source="")
                    txn.put(raw_key, _dumps(clean.to_record()), db=self._db_edges)
                    redacted.append(clean)
            # An episode naming the forgotten entity goes with it, like a fact's source.
            dropped_episodes.clear()
            named = cascade_terms(s, d) if episodes else set()
            for raw_key, raw_val in _scan(txn, self._db_episodes, prefix):
                episode = self._decode_episode(raw_key, raw_val)
                if whole_user or episode is None or named and names_any(episode.text, named):
                    dropped_episodes.append(raw_key)
            for raw_key in dropped_episodes:
                txn.delete(raw_key, db=self._db_episodes)
            if whole_user:
                ent_keys = [raw_key for raw_key, _ in _scan(txn, self._db_entities, prefix)]
                for raw_key in ent_keys:
                    txn.delete(raw_key, db=self._db_entities)
                had_user = txn.delete(user.encode(), db=self._db_users)
                # an empty commit takes no transaction id: nothing to mark fresh then
                changed[:] = [bool(doomed or dropped_episodes or ent_keys or had_user)]
            else:
                index = base[0]
                gone = {k for k in removed}
                orphans = {
                    ent for key in gone for ent in (key[0], key[2])
                    if not (index.by_entity.get(ent, set()) - gone)
                }
                for ent in orphans:
                    txn.delete(_entity_key(user, ent), db=self._db_entities)
                state = {"turn": index.turn, "gen": index.gen + 1}
                txn.put(user.encode(), _dumps(state), db=self._db_users)
                changed[:] = [True]

        with self._write_lock:
            self._ensure_open()
            self._commit(delete)
            with self._rw.gen_wlock():
                if whole_user:
                    self._users.pop(user, None)
                else:
                    index = base[0]
                    if index is not self._users.get(user) and index.gen:
                        # another process wrote the user after our last look: the index
                        # read from disk in the delete's transaction is the one to keep
                        self._users[user] = index
                    elif index is not self._users.get(user):
                        index = None  # nobody on disk or in RAM: nothing to keep
                    if index is not None:
                        for key in removed:
                            index.remove(key)
                        for edge in redacted:
                            if edge.key in index.edges:
                                index.edges[edge.key] = edge
                        for ent in list(index.entities):
                            if ent not in index.by_entity:
                                del index.entities[ent]
                        for raw_key in dropped_episodes:
                            index.drop_episode(raw_key.decode().partition(_SEP)[2])
                        index.gen += 1
                if changed[0]:
                    self._fresh_at[user] = committed[0]
        log.info("store.forget", user=user, s=s, r=r, d=d, removed=len(removed))
        return len(removed)

    @_lmdb_guarded
    def forget_episodes(
        self, user: str, about: tuple[str, ...] = (), *, ids: Collection[str] | None = None
    ) -> int:
        """Delete ``user``'s episodes that mention every word of ``about`` (lemmas, entity keys
        or words of their text; no words: all of them), only those in ``ids`` when given.
        Returns how many were removed."""
        validate_user(user)
        self._refresh_if_stale(user)
        needles = about_words(about)
        wanted = None if ids is None else set(ids)
        doomed: list[str] = []

        def delete(txn: lmdb.Transaction) -> None:
            doomed.clear()
            for raw_key, raw_val in _scan(txn, self._db_episodes, _user_prefix(user)):
                episode = self._decode_episode(raw_key, raw_val)
                if episode is not None and (wanted is None or episode.episode_id in wanted) \
                        and episode.mentions_every(needles):
                    doomed.append(episode.episode_id)
                    txn.delete(raw_key, db=self._db_episodes)
            if doomed:
                raw = txn.get(user.encode(), db=self._db_users)
                state = _loads(raw) if raw else {"turn": 0, "gen": 0}
                cached = self._users.get(user)
                # RAM stays known to match disk only if it did before (another process may
                # have written since the refresh above).
                in_step[:] = [(0 if cached is None else cached.gen) == state["gen"]]
                state["gen"] += 1
                txn.put(user.encode(), _dumps(state), db=self._db_users)
                done.append(txn.id())

        done: list[int] = []
        in_step: list[bool] = []
        with self._write_lock:
            self._ensure_open()
            self._commit(delete)
            if doomed:
                with self._rw.gen_wlock():
                    index = self._users.get(user)
                    if index is not None:
                        for episode_id in doomed:
                            index.drop_episode(episode_id)
                        index.gen += 1
                    if in_step[0]:
                        self._fresh_at[user] = done[-1]
        log.info("store.forget_episodes", user=user, about=about, removed=len(doomed))
        return len(doomed)

    @_lmdb_guarded
    def compact(self) -> None:
        """Rewrite the LMDB file without free pages, so deleted data leaves the disk.

        Must not run while another process has the store open.
        """
        with self._write_lock, self._rw.gen_wlock():
            self._ensure_open()
            tmp = self._path / "compact.tmp"
            shutil.rmtree(tmp, ignore_errors=True)
            tmp.mkdir()
            self._env.copy(str(tmp), compact=True)
            map_size = self._env.info()["map_size"]
            self._env.close()
            (tmp / _LMDB_FILE).replace(self._path / _LMDB_FILE)
            shutil.rmtree(tmp, ignore_errors=True)
            self._env = self._open_env(map_size)
            self._open_dbs()
        self._rebuild()
        log.info("store.compacted", path=str(self._path))

    @_lmdb_guarded
    def stats(self) -> dict[str, Any]:
        """Counts per status, users, map and file size."""
        self._ensure_open()
        by_status: dict[str, int] = {s.value: 0 for s in EdgeStatus}
        with self._rw.gen_rlock():
            users = len(self._users)
            episodes = sum(len(index.episodes) for index in self._users.values())
            for index in self._users.values():
                for edge in index.edges.values():
                    by_status[edge.status.value] += 1
        info = self._env.info()
        stat = self._env.stat()
        data_file = self._path / _LMDB_FILE
        used_mb = round(info["last_pgno"] * stat["psize"] / 2**20, 3)
        return {
            "backend": "lmdb",
            "path": str(self._path),
            "users": users,
            "edges": sum(by_status.values()),
            "edges_by_status": by_status,
            "episodes": episodes,
            "map_size_mb": round(info["map_size"] / 2**20, 2),
            "used_mb": used_mb,
            "size_mb": used_mb,  # the size every backend reports: pages in use
            "file_mb": round(data_file.stat().st_size / 2**20, 3) if data_file.exists() else 0.0,
            "durability": "fsync" if self._sync else "process",
        }
