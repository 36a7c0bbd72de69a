"""The PostgreSQL store: one database shared by a fleet of bot workers, a RAM hot index per user.

Selected by ``HOTMEM_STORE_URL=postgresql://...``. Tables (created and migrated by HotMem; the
applied versions are rows of ``hotmem_schema``):

- ``hotmem_users``    ``user_id`` -> ``turn`` (turn counter), ``gen`` (write generation)
- ``hotmem_edges``    ``(user_id, s, r, d)`` -> ``record`` (JSONB: every field of an edge)
- ``hotmem_entities`` ``(user_id, entity)`` -> ``record`` (JSONB: display, mentions, last_seen)
- ``hotmem_episodes`` ``(user_id, episode_id)`` -> ``record`` (JSONB: an
  :class:`~hotmem.episodes.record.Episode`, the same record the LMDB store keeps)

Schema 3 added ``hotmem_episodes``: a database of an earlier HotMem gains the empty table on
the first open. Schema 4 ties each episode to its user's row (``ON DELETE CASCADE``), so a
worker of a HotMem before schema 3 that forgets a whole user (it deletes the user's row) takes
the episodes along; episodes already left without a row are deleted by that migration. Such a
worker's forget of one fact leaves the episodes that name it (it does not know them).

Episodes are written in the turn's transaction, loaded into RAM with the user's edges, and
capped per user as in the LMDB store (above ``max_episodes_per_user`` a write deletes the
episodes mentioned once, oldest last mention first, then the oldest of the rest).

Concurrency (many threads, processes and machines on one database):

- **One writer per user at a time.** Every write of a user runs in one transaction holding the
  row lock ``SELECT ... FROM hotmem_users WHERE user_id = $1 FOR UPDATE`` and commits the
  edges, entities, episodes and the user row together, only if the user's generation is still
  the one the plan was computed against. Usually it is (the index was checked at the start of the
  turn): the plan is computed first and the server-side function ``hotmem_write_turn`` locks,
  re-checks and writes in one round trip. If another worker wrote in between, the function
  writes nothing and returns NULL; the store then locks the row itself, reloads the user and
  plans again on top of the other worker's write: no update is lost or applied twice.
  Different users never wait for each other.
- **Read-your-writes across workers.** Every write sets ``gen`` from one database sequence, so a
  generation is never reused (even after a user is forgotten and comes back). Before a turn
  reads its index, the worker compares its cached ``gen`` with the row (one indexed read) and
  reloads the user if another worker wrote since. A worker therefore sees another worker's
  writes for that user on its next turn.
- RAM changes only after a commit, so a failed transaction leaves RAM equal to the database.
  A user is loaded into RAM on its first turn in a worker; the least recently used users are
  dropped from RAM beyond ``max_cached_users``.

Durability follows ``HOTMEM_DURABILITY``: ``fsync`` leaves commits to the server's
``synchronous_commit`` (normally ``on``: a commit returns after its WAL is flushed), ``process``
(default) sets ``synchronous_commit = off`` for HotMem's sessions: a crash of the *database
server* may lose the last few hundred milliseconds of turns (whole turns, never part of one),
like the LMDB store's ``process`` mode on a power loss; a crashed worker loses nothing.

Credentials come only from the URL (or libpq's own ``PG*`` variables and password file); the
URL is only ever logged or reported with its password masked. A connection error fails the
operation in flight with :class:`~hotmem.store.StoreError`; broken pooled connections are then
dropped, so later turns reconnect without restarting the worker.
"""

from __future__ import annotations

import dataclasses
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from typing import Any

import structlog
from readerwriterlock import rwlock

from hotmem.episodes.record import Episode
from hotmem.store import (
    EntityInfo,
    StoreError,
    TurnWrite,
    UserIndex,
    about_words,
    cascade_terms,
    evict_over_cap,
    key_part,
    names_any,
    validate_user,
)
from hotmem.store_api import mask_url
from hotmem.types import Edge, EdgeStatus

try:
    import psycopg
    from psycopg import sql
    from psycopg.types.json import Jsonb
    from psycopg_pool import ConnectionPool, PoolTimeout
except ImportError as err:  # pragma: no cover - depends on the installed extras
    raise ImportError(
        "the PostgreSQL store (HOTMEM_STORE_URL=postgresql://...) needs psycopg 3 and "
        "psycopg-pool: pip install 'hotmem[postgres]'"
    ) from err

log = structlog.get_logger("hotmem.pgstore")

_MIGRATION_LOCK = 0x686F746D656D  # advisory lock id ("hotmem") serialising schema migrations
CONNECT_TIMEOUT_S = 5
POOL_TIMEOUT_S = 5.0
_LOCK_STRIPES = 64

# Forward migrations: entry i brings the schema from version i to i + 1. Never edit an applied
# entry; append a new one.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        "CREATE SEQUENCE hotmem_gen AS bigint",
        """CREATE TABLE hotmem_users (
            user_id text PRIMARY KEY,
            turn integer NOT NULL DEFAULT 0,
            gen bigint NOT NULL DEFAULT 0,
            updated_at timestamptz NOT NULL DEFAULT now())""",
        """CREATE TABLE hotmem_edges (
            user_id text NOT NULL,
            s text NOT NULL,
            r text NOT NULL,
            d text NOT NULL,
            record jsonb NOT NULL,
            PRIMARY KEY (user_id, s, r, d))""",
        """CREATE TABLE hotmem_entities (
            user_id text NOT NULL,
            entity text NOT NULL,
            record jsonb NOT NULL,
            PRIMARY KEY (user_id, entity))""",
    ),
    (
        # A turn's whole write in one statement (one round trip) when the caller's index is
        # current: NULL when the user's generation moved, and nothing is written then.
        """CREATE FUNCTION hotmem_write_turn(p_user text, p_expected bigint, p_turn integer,
                                             p_edges jsonb, p_entities jsonb)
        RETURNS bigint LANGUAGE plpgsql AS $$
        DECLARE
            current_gen bigint;
            next_gen bigint;
        BEGIN
            SELECT gen INTO current_gen FROM hotmem_users WHERE user_id = p_user FOR UPDATE;
            IF NOT FOUND THEN
                IF p_expected <> 0 THEN
                    RETURN NULL;
                END IF;
                INSERT INTO hotmem_users (user_id) VALUES (p_user)
                    ON CONFLICT (user_id) DO NOTHING;
                SELECT gen INTO current_gen FROM hotmem_users WHERE user_id = p_user FOR UPDATE;
            END IF;
            IF current_gen <> p_expected THEN
                RETURN NULL;
            END IF;
            INSERT INTO hotmem_edges (user_id, s, r, d, record)
                SELECT p_user, e->>0, e->>1, e->>2, e->3 FROM jsonb_array_elements(p_edges) e
                ON CONFLICT (user_id, s, r, d) DO UPDATE SET record = EXCLUDED.record;
            INSERT INTO hotmem_entities (user_id, entity, record)
                SELECT p_user, e->>0, e->1 FROM jsonb_array_elements(p_entities) e
                ON CONFLICT (user_id, entity) DO UPDATE SET record = EXCLUDED.record;
            next_gen := nextval('hotmem_gen');
            UPDATE hotmem_users SET turn = p_turn, gen = next_gen, updated_at = now()
                WHERE user_id = p_user;
            RETURN next_gen;
        END $$""",
    ),
    (
        """CREATE TABLE hotmem_episodes (
            user_id text NOT NULL,
            episode_id text NOT NULL,
            record jsonb NOT NULL,
            PRIMARY KEY (user_id, episode_id))""",
        # The turn's write with its episodes. The schema-2 function (five arguments) stays,
        # so workers of the previous version keep writing facts during a rolling upgrade.
        # Schema 4 replaces this function (the foreign key makes its episode cleanup moot).
        """CREATE FUNCTION hotmem_write_turn(p_user text, p_expected bigint, p_turn integer,
                                             p_edges jsonb, p_entities jsonb,
                                             p_episodes jsonb, p_dropped jsonb)
        RETURNS bigint LANGUAGE plpgsql AS $$
        DECLARE
            current_gen bigint;
            next_gen bigint;
        BEGIN
            SELECT gen INTO current_gen FROM hotmem_users WHERE user_id = p_user FOR UPDATE;
            IF NOT FOUND THEN
                IF p_expected <> 0 THEN
                    RETURN NULL;
                END IF;
                INSERT INTO hotmem_users (user_id) VALUES (p_user)
                    ON CONFLICT (user_id) DO NOTHING;
                SELECT gen INTO current_gen FROM hotmem_users WHERE user_id = p_user FOR UPDATE;
                IF current_gen = 0 THEN
                    DELETE FROM hotmem_episodes WHERE user_id = p_user;
                END IF;
            END IF;
            IF current_gen <> p_expected THEN
                RETURN NULL;
            END IF;
            INSERT INTO hotmem_edges (user_id, s, r, d, record)
                SELECT p_user, e->>0, e->>1, e->>2, e->3 FROM jsonb_array_elements(p_edges) e
                ON CONFLICT (user_id, s, r, d) DO UPDATE SET record = EXCLUDED.record;
            INSERT INTO hotmem_entities (user_id, entity, record)
                SELECT p_user, e->>0, e->1 FROM jsonb_array_elements(p_entities) e
                ON CONFLICT (user_id, entity) DO UPDATE SET record = EXCLUDED.record;
            DELETE FROM hotmem_episodes WHERE user_id = p_user
                AND episode_id IN (SELECT jsonb_array_elements_text(p_dropped));
            INSERT INTO hotmem_episodes (user_id, episode_id, record)
                SELECT p_user, e->>0, e->1 FROM jsonb_array_elements(p_episodes) e
                ON CONFLICT (user_id, episode_id) DO UPDATE SET record = EXCLUDED.record;
            next_gen := nextval('hotmem_gen');
            UPDATE hotmem_users SET turn = p_turn, gen = next_gen, updated_at = now()
                WHERE user_id = p_user;
            RETURN next_gen;
        END $$""",
    ),
    (
        # Episodes belong to their user's row: a worker of schema 2 forgets a whole user by
        # deleting its edges, entities and row, and the cascade takes the episodes it does not
        # know of, whatever worker writes the user next. Episodes such a worker orphaned
        # before go first; the table locks keep new orphans from appearing in between.
        "LOCK TABLE hotmem_episodes, hotmem_users IN SHARE ROW EXCLUSIVE MODE",
        """DELETE FROM hotmem_episodes e
            WHERE NOT EXISTS (SELECT 1 FROM hotmem_users u WHERE u.user_id = e.user_id)""",
        """ALTER TABLE hotmem_episodes ADD CONSTRAINT hotmem_episodes_user_id_fkey
            FOREIGN KEY (user_id) REFERENCES hotmem_users (user_id) ON DELETE CASCADE""",
        # Schema 3's turn write without its cleanup of a returning user's episodes.
        """CREATE OR REPLACE FUNCTION hotmem_write_turn(p_user text, p_expected bigint,
                                                        p_turn integer, p_edges jsonb,
                                                        p_entities jsonb, p_episodes jsonb,
                                                        p_dropped jsonb)
        RETURNS bigint LANGUAGE plpgsql AS $$
        DECLARE
            current_gen bigint;
            next_gen bigint;
        BEGIN
            SELECT gen INTO current_gen FROM hotmem_users WHERE user_id = p_user FOR UPDATE;
            IF NOT FOUND THEN
                IF p_expected <> 0 THEN
                    RETURN NULL;
                END IF;
                INSERT INTO hotmem_users (user_id) VALUES (p_user)
                    ON CONFLICT (user_id) DO NOTHING;
                SELECT gen INTO current_gen FROM hotmem_users WHERE user_id = p_user FOR UPDATE;
            END IF;
            IF current_gen <> p_expected THEN
                RETURN NULL;
            END IF;
            INSERT INTO hotmem_edges (user_id, s, r, d, record)
                SELECT p_user, e->>0, e->>1, e->>2, e->3 FROM jsonb_array_elements(p_edges) e
                ON CONFLICT (user_id, s, r, d) DO UPDATE SET record = EXCLUDED.record;
            INSERT INTO hotmem_entities (user_id, entity, record)
                SELECT p_user, e->>0, e->1 FROM jsonb_array_elements(p_entities) e
                ON CONFLICT (user_id, entity) DO UPDATE SET record = EXCLUDED.record;
            DELETE FROM hotmem_episodes WHERE user_id = p_user
                AND episode_id IN (SELECT jsonb_array_elements_text(p_dropped));
            INSERT INTO hotmem_episodes (user_id, episode_id, record)
                SELECT p_user, e->>0, e->1 FROM jsonb_array_elements(p_episodes) e
                ON CONFLICT (user_id, episode_id) DO UPDATE SET record = EXCLUDED.record;
            next_gen := nextval('hotmem_gen');
            UPDATE hotmem_users SET turn = p_turn, gen = next_gen, updated_at = now()
                WHERE user_id = p_user;
            RETURN next_gen;
        END $$""",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

_UPSERT_EDGE = (
    "INSERT INTO hotmem_edges (user_id, s, r, d, record) VALUES (%s, %s, %s, %s, %s) "
    "ON CONFLICT (user_id, s, r, d) DO UPDATE SET record = EXCLUDED.record"
)
_UPSERT_ENTITY = (
    "INSERT INTO hotmem_entities (user_id, entity, record) VALUES (%s, %s, %s) "
    "ON CONFLICT (user_id, entity) DO UPDATE SET record = EXCLUDED.record"
)
_UPSERT_EPISODE = (
    "INSERT INTO hotmem_episodes (user_id, episode_id, record) VALUES (%s, %s, %s) "
    "ON CONFLICT (user_id, episode_id) DO UPDATE SET record = EXCLUDED.record"
)
_TABLES = ("hotmem_edges", "hotmem_entities", "hotmem_episodes", "hotmem_users")
_LOCK_USER = "SELECT turn, gen FROM hotmem_users WHERE user_id = %s FOR UPDATE"
# The lock also draws the generation this write will commit (a sequence value is never
# reused; an aborted write just leaves a gap), so the rest of the turn needs no reply.
_LOCK_USER_NEXT_GEN = (
    "SELECT turn, gen, nextval('hotmem_gen') FROM hotmem_users WHERE user_id = %s FOR UPDATE"
)
_DECODE = json.JSONDecoder().decode
_NEW_GEN = "nextval('hotmem_gen')"


def _entity_record(info: EntityInfo) -> dict[str, Any]:
    return {"display": info.display, "mentions": info.mentions, "last_seen": info.last_seen}


class PgStore:
    """PostgreSQL-backed memory with a per-user RAM hot index. Thread-safe; a context manager.

    Args:
        url: ``postgresql://user:password@host:port/db?...`` (libpq URI; ``host=/path`` for a
            Unix socket).
        pool_size: most connections this process opens (a turn uses one at a time).
        max_edges_per_user: RAM cap per user, as in the LMDB store.
        max_episodes_per_user: episode cap per user, as in the LMDB store (see above).
        max_cached_users: users kept in RAM; the least recently used are dropped beyond it.
        durability: ``"process"`` or ``"fsync"`` (see the module docstring).

    Raises:
        StoreError: the database cannot be reached or has a newer schema; the message names
            the URL with its password masked.
    """

    def __init__(
        self,
        url: str,
        *,
        pool_size: int = 4,
        max_edges_per_user: int = 200_000,
        max_episodes_per_user: int = 20_000,
        max_cached_users: int = 10_000,
        durability: str = "process",
    ) -> None:
        self._url = url
        self.max_episodes_per_user = max_episodes_per_user
        self._masked = mask_url(url)
        self._password = psycopg.conninfo.conninfo_to_dict(url).get("password") or None
        self._cap = max_edges_per_user
        self._max_users = max_cached_users
        self._rw = rwlock.RWLockWrite()
        self._users: OrderedDict[str, UserIndex] = OrderedDict()
        # Striped per-user locks: a user's load, write and RAM install happen in order within
        # this process (the row lock orders processes); memory stays bounded however many users.
        self._locks = tuple(threading.Lock() for _ in range(_LOCK_STRIPES))
        self._closed = False
        kwargs: dict[str, Any] = {"autocommit": True}
        if "connect_timeout" not in url:
            kwargs["connect_timeout"] = CONNECT_TIMEOUT_S
        try:
            with psycopg.connect(url, **kwargs) as conn:
                self._migrate(conn)
        except psycopg.Error as err:
            raise StoreError(f"cannot open the PostgreSQL store at {self._masked}: "
                             f"{self._scrub(err)}") from None
        self._durability = durability
        configure = _async_commit if durability == "process" else None
        self._pool = ConnectionPool(url, min_size=1, max_size=pool_size, kwargs=kwargs,
                                    configure=configure, timeout=POOL_TIMEOUT_S, name="hotmem",
                                    open=True)
        log.info("store.pg_opened", url=self._masked, schema=SCHEMA_VERSION, pool_size=pool_size,
                 durability=durability)

    # ------------------------------------------------------------------ open / close

    def _migrate(self, conn: psycopg.Connection) -> None:
        """Create the tables or bring them forward to :data:`SCHEMA_VERSION`, once per fleet."""
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
            conn.execute(
                "CREATE TABLE IF NOT EXISTS hotmem_schema (version integer PRIMARY KEY, "
                "applied_at timestamptz NOT NULL DEFAULT now())"
            )
            row = conn.execute("SELECT coalesce(max(version), 0) FROM hotmem_schema").fetchone()
            current = row[0] if row else 0
            if current > SCHEMA_VERSION:
                raise StoreError(
                    f"the PostgreSQL store at {self._masked} has schema {current}, this HotMem "
                    f"reads schema {SCHEMA_VERSION}; upgrade HotMem"
                )
            for version in range(current + 1, SCHEMA_VERSION + 1):
                for statement in MIGRATIONS[version - 1]:
                    conn.execute(statement)
                conn.execute("INSERT INTO hotmem_schema (version) VALUES (%s)", (version,))
                log.info("store.pg_migrated", url=self._masked, version=version)

    def close(self) -> None:
        """Close the connection pool. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        self._pool.close()

    def __enter__(self) -> PgStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def url(self) -> str:
        """The store URL with its password masked (safe to show)."""
        return self._masked

    def _scrub(self, err: BaseException) -> str:
        """The error text without the password, should a driver message ever carry it."""
        text = str(err).strip().replace(self._url, self._masked)
        if self._password:
            text = text.replace(self._password, "***")
        return text

    def _ensure_open(self) -> None:
        if self._closed:
            raise StoreError("store is closed")

    @contextmanager
    def _conn(self) -> Iterator[psycopg.Connection]:
        """A pooled connection; database errors become :class:`StoreError`."""
        self._ensure_open()
        try:
            with self._pool.connection() as conn:
                yield conn
        except PoolTimeout as err:
            self._pool.check()
            raise StoreError(f"PostgreSQL at {self._masked} is not reachable: "
                             f"{self._scrub(err)}") from None
        except psycopg.Error as err:
            # Drop pooled connections the server closed (restart, failover) so the next
            # operation gets a fresh one instead of failing on a dead socket.
            self._pool.check()
            log.error("store.pg_failed", url=self._masked, error=self._scrub(err))
            raise StoreError(f"PostgreSQL at {self._masked} failed: {self._scrub(err)}") from None

    def _user_lock(self, user: str) -> threading.Lock:
        return self._locks[hash(user) % _LOCK_STRIPES]

    # ------------------------------------------------------------------ reading

    @contextmanager
    def reading(self, user: str, *, refresh: bool = True) -> Iterator[UserIndex]:
        """Hold the read lock and yield the user's index, reloaded if another worker wrote it.

        ``refresh=False`` skips the round trip that checks the generation (the caller checked
        earlier in the same turn); a user not in RAM yet is loaded either way.
        """
        if refresh or user not in self._users:
            with self._user_lock(user):
                self._refresh(user)
        with self._rw.gen_rlock():
            yield self._users.get(user) or UserIndex()

    def users(self) -> list[str]:
        with self._conn() as conn:
            rows = conn.execute("SELECT user_id FROM hotmem_users ORDER BY user_id").fetchall()
        return [row[0] for row in rows]

    def _refresh(self, user: str) -> None:
        """Compare the cached generation with the database; reload the user when it moved."""
        with self._conn() as conn:
            row = conn.execute("SELECT gen FROM hotmem_users WHERE user_id = %s",
                               (user,)).fetchone()
            disk_gen = row[0] if row else 0
            cached = self._users.get(user)
            if cached is not None and cached.gen == disk_gen:
                self._touch(user)
                return
            if disk_gen == 0:
                index = UserIndex()
            else:
                with conn.transaction():
                    # FOR SHARE waits for a writer of this user, so edges match the row.
                    locked = conn.execute(
                        "SELECT turn, gen FROM hotmem_users WHERE user_id = %s FOR SHARE",
                        (user,)).fetchone()
                    index = self._load(conn, user, *locked) if locked else UserIndex()
        self._install(user, index)

    def _load(self, conn: psycopg.Connection, user: str, turn: int, gen: int) -> UserIndex:
        index = UserIndex(turn=turn, gen=gen)
        # Records come as JSON text and are decoded in one call: 3-4x faster than a decode per
        # row, which is most of a large user's first-turn cost.
        rows = conn.execute("SELECT record::text FROM hotmem_edges WHERE user_id = %s",
                            (user,)).fetchall()
        for record in _DECODE("[" + ",".join(row[0] for row in rows) + "]"):
            edge = _decode_edge(record)
            if edge is not None:
                index.add(edge)
        rows = conn.execute("SELECT entity, record::text FROM hotmem_entities "
                            "WHERE user_id = %s", (user,)).fetchall()
        records = _DECODE("[" + ",".join(row[1] for row in rows) + "]")
        for (entity, _), record in zip(rows, records, strict=True):
            index.entities[entity] = EntityInfo(**record)
        rows = conn.execute("SELECT record::text FROM hotmem_episodes WHERE user_id = %s",
                            (user,)).fetchall()
        for record in _DECODE("[" + ",".join(row[0] for row in rows) + "]"):
            episode = _decode_episode(record)
            if episode is not None:
                index.episodes[episode.episode_id] = episode
        evict_over_cap(index, self._cap)
        log.debug("store.user_loaded", user=user, gen=gen, edges=len(index.edges),
                  episodes=len(index.episodes))
        return index

    def _install(self, user: str, index: UserIndex) -> None:
        with self._rw.gen_wlock():
            self._users[user] = index
            self._users.move_to_end(user)
            while len(self._users) > self._max_users:
                self._users.popitem(last=False)

    def _touch(self, user: str) -> None:
        with self._rw.gen_wlock():
            if user in self._users:
                self._users.move_to_end(user)

    # ------------------------------------------------------------------ writing

    def write_turn(
        self, user: str, plan: Callable[[UserIndex], TurnWrite]
    ) -> tuple[TurnWrite, int]:
        """Run ``plan`` against the user's current index and commit its result atomically.

        The user's row is locked for the whole transaction (see the module docstring), so a
        concurrent worker's turn for the same user is either fully before or fully after.
        ``plan`` must be free of side effects: it runs a second time when another worker
        wrote the user after this turn's check. Returns the written change and the user's
        turn number after the write.
        """
        validate_user(user)
        with self._user_lock(user):
            cached = self._users.get(user)
            if cached is not None:
                # Fast path: the index was checked at the start of this turn; the function
                # re-checks its generation under the row lock and writes in one round trip.
                change = plan(cached)
                turn = cached.turn + (1 if change.advance_turn else 0)
                with self._conn() as conn:
                    gen = conn.execute(
                        "SELECT hotmem_write_turn(%s, %s, %s, %s, %s, %s, %s)",
                        (user, cached.gen, turn, *_payload(change))).fetchone()[0]
                if gen is not None:
                    self._apply(user, cached, change, turn, gen)
                    return change, turn
                log.debug("store.write_stale", user=user, gen=cached.gen)
            # Locked path (first write in this worker, or another worker wrote since): lock
            # the row, reload if needed, plan again. Pipeline mode: BEGIN + lock in one round
            # trip, the writes + COMMIT in one.
            with self._conn() as conn, conn.pipeline(), conn.transaction():
                row = conn.execute(_LOCK_USER_NEXT_GEN, (user,)).fetchone()
                if row is None:
                    conn.execute("INSERT INTO hotmem_users (user_id) VALUES (%s) "
                                  "ON CONFLICT (user_id) DO NOTHING", (user,))
                    row = conn.execute(_LOCK_USER_NEXT_GEN, (user,)).fetchone()
                disk_turn, disk_gen, gen = row
                cached = self._users.get(user)
                if cached is not None and cached.gen == disk_gen:
                    index = cached
                elif disk_gen == 0:
                    index = UserIndex()
                else:
                    index = self._load(conn, user, disk_turn, disk_gen)
                change = plan(index)
                turn = index.turn + (1 if change.advance_turn else 0)
                self._put(conn, user, change)
                conn.execute("UPDATE hotmem_users SET turn = %s, gen = %s, updated_at = now() "
                             "WHERE user_id = %s", (turn, gen, user))
            self._apply(user, index, change, turn, gen)
        return change, turn

    def _apply(self, user: str, index: UserIndex, change: TurnWrite, turn: int, gen: int) -> None:
        """Bring RAM in line with a committed write."""
        with self._rw.gen_wlock():
            for edge in change.edges:
                index.add(edge)
            for name, info in change.entities.items():
                index.entities[name] = info
            for episode_id in change.dropped_episodes:
                index.drop_episode(episode_id)
            for episode in change.episodes:
                index.put_episode(episode)
            index.turn, index.gen = turn, gen
            evict_over_cap(index, self._cap)
        self._install(user, index)

    def _put(self, conn: psycopg.Connection, user: str, change: TurnWrite) -> None:
        with conn.cursor() as cur:
            if change.edges:
                cur.executemany(_UPSERT_EDGE, [
                    (user, key_part(e.s), key_part(e.r), key_part(e.d),
                     Jsonb(e.to_record()))
                    for e in change.edges])
            if change.entities:
                cur.executemany(_UPSERT_ENTITY, [
                    (user, key_part(name), Jsonb(_entity_record(info)))
                    for name, info in change.entities.items()])
            if change.dropped_episodes:
                cur.execute("DELETE FROM hotmem_episodes WHERE user_id = %s "
                            "AND episode_id = ANY(%s)",
                            (user, [key_part(e) for e in change.dropped_episodes]))
            if change.episodes:
                cur.executemany(_UPSERT_EPISODE, [
                    (user, key_part(e.episode_id), Jsonb(e.to_record()))
                    for e in change.episodes])

    # ------------------------------------------------------------------ export / forget / stats

    def export(self, user: str) -> dict[str, Any]:
        """All of ``user``'s stored memory (every status) as a JSON-ready dict, read from the DB."""
        validate_user(user)
        with self._conn() as conn, conn.transaction():
            row = conn.execute("SELECT turn FROM hotmem_users WHERE user_id = %s FOR SHARE",
                               (user,)).fetchone()
            edges = conn.execute(
                'SELECT record FROM hotmem_edges WHERE user_id = %s '
                'ORDER BY s COLLATE "C", r COLLATE "C", d COLLATE "C"', (user,)).fetchall()
            entities = conn.execute(
                'SELECT entity, record FROM hotmem_entities WHERE user_id = %s '
                'ORDER BY entity COLLATE "C"', (user,)).fetchall()
            episodes = conn.execute(
                'SELECT record FROM hotmem_episodes WHERE user_id = %s '
                'ORDER BY episode_id COLLATE "C"', (user,)).fetchall() if row else []
        return {"user": user, "edges": [r[0] for r in edges],
                "entities": {name: record for name, record in entities},
                "turn": row[0] if row else 0, "episodes": [r[0] for r in episodes]}

    def forget_episodes(
        self, user: str, about: tuple[str, ...] = (), *, ids: Collection[str] | None = None
    ) -> int:
        """Delete ``user``'s episodes that mention every word of ``about`` (lemmas, entity keys
        or words of their text; no words: all of them), only those in ``ids`` when given.
        Returns how many were removed."""
        validate_user(user)
        needles = about_words(about)
        query = "SELECT episode_id, record FROM hotmem_episodes WHERE user_id = %s"
        params: tuple[Any, ...] = (user,)
        if ids is not None:
            query += " AND episode_id = ANY(%s)"
            params = (user, [key_part(i) for i in ids])
        with self._user_lock(user):
            with self._conn() as conn, conn.transaction():
                row = conn.execute(_LOCK_USER, (user,)).fetchone()
                if row is None:
                    return 0
                doomed: dict[str, str] = {}  # row key -> episode id
                for key, record in conn.execute(query, params).fetchall():
                    episode = _decode_episode(record)
                    if episode is not None and episode.mentions_every(needles):
                        doomed[key] = episode.episode_id
                if not doomed:
                    return 0
                conn.execute("DELETE FROM hotmem_episodes WHERE user_id = %s "
                             "AND episode_id = ANY(%s)", (user, list(doomed)))
                gen = conn.execute(
                    f"UPDATE hotmem_users SET gen = {_NEW_GEN}, updated_at = now() "
                    "WHERE user_id = %s RETURNING gen", (user,)).fetchone()[0]
            self._forget_in_ram(user, False, [], [], list(doomed.values()), row, gen)
        log.info("store.forget_episodes", user=user, about=about, removed=len(doomed))
        return len(doomed)

    def forget(
        self, user: str, s: str | None = None, r: str | None = None, d: str | None = None,
        *, episodes: bool = True,
    ) -> int:
        """Delete matching edges of ``user`` (rows, not flags) and update RAM.

        Same rules as the LMDB store: with no filter the whole user goes (rows of every
        table, even when the user's row is already gone); entities left without edges are
        deleted; the source utterance is blanked on kept edges whose text names a forgotten
        entity; with ``episodes``, the episodes naming the entity the filter names are deleted
        (:func:`~hotmem.store.cascade_terms`). Returns the number of edges removed.
        Deleted rows leave the table files only after VACUUM (see :meth:`compact`).
        """
        validate_user(user)
        whole_user = s is None and r is None and d is None

        def matches(edge: Edge) -> bool:
            return ((s is None or edge.s == s) and (r is None or edge.r == r)
                    and (d is None or edge.d == d))

        with self._user_lock(user):
            with self._conn() as conn, conn.transaction():
                if whole_user:
                    # A row to lock even when none is left (rows deleted by hand or by a tool
                    # that knows only some tables): a concurrent first write of the user
                    # waits for this forget, which deletes the row with the rest.
                    conn.execute("INSERT INTO hotmem_users (user_id) VALUES (%s) "
                                 "ON CONFLICT (user_id) DO NOTHING", (user,))
                row = conn.execute(_LOCK_USER, (user,)).fetchone()
                if row is None:
                    return 0
                doomed: list[tuple[str, str, str]] = []
                removed: list[tuple[str, str, str]] = []
                kept: list[tuple[tuple[str, str, str], Edge]] = []
                terms: set[str] = set()
                rows = conn.execute("SELECT s, r, d, record FROM hotmem_edges "
                                    "WHERE user_id = %s", (user,)).fetchall()
                for ks, kr, kd, record in rows:
                    edge = _decode_edge(record)
                    if whole_user or edge is None or matches(edge):
                        doomed.append((ks, kr, kd))
                        if edge is not None:
                            removed.append(edge.key)
                            terms.update(t for t in (edge.s, edge.d) if t != "you" and len(t) > 2)
                    else:
                        kept.append(((ks, kr, kd), edge))
                if whole_user:
                    for table in _TABLES:
                        conn.execute(sql.SQL("DELETE FROM {} WHERE user_id = %s").format(
                            sql.Identifier(table)), (user,))
                    redacted: list[Edge] = []
                    dropped: list[str] = []
                    gen = 0
                else:
                    redacted = self._delete_some(conn, user, doomed, removed, kept, terms)
                    dropped = self._delete_episodes_naming(
                        conn, user, cascade_terms(s, d) if episodes else set())
                    gen = conn.execute(
                        f"UPDATE hotmem_users SET gen = {_NEW_GEN}, updated_at = now() "
                        "WHERE user_id = %s RETURNING gen", (user,)).fetchone()[0]
            self._forget_in_ram(user, whole_user, removed, redacted, dropped, row, gen)
        log.info("store.forget", user=user, s=s, r=r, d=d, removed=len(removed))
        return len(removed)

    def _delete_some(
        self, conn: psycopg.Connection, user: str, doomed: list[tuple[str, str, str]],
        removed: list[tuple[str, str, str]], kept: list[tuple[tuple[str, str, str], Edge]],
        terms: set[str],
    ) -> list[Edge]:
        """Delete ``doomed`` edges, their orphaned entities, and redact kept sources."""
        redacted: list[Edge] = []
        with conn.cursor() as cur:
            if doomed:
                cur.executemany("DELETE FROM hotmem_edges WHERE user_id = %s AND s = %s "
                                "AND r = %s AND d = %s", [(user, *k) for k in doomed])
            for db_key, edge in kept:
                if edge.source and names_any(edge.source, terms):
                    clean = dataclasses.replace(edge, source="")
                    cur.execute("UPDATE hotmem_edges SET record = %s WHERE user_id = %s "
                                "AND s = %s AND r = %s AND d = %s",
                                (Jsonb(clean.to_record()), user, *db_key))
                    redacted.append(clean)
            still_used = {ent for _, edge in kept for ent in (edge.s, edge.d)}
            orphans = {key_part(ent) for key in removed for ent in (key[0], key[2])
                       if ent not in still_used}
            if orphans:
                cur.execute("DELETE FROM hotmem_entities WHERE user_id = %s "
                            "AND entity = ANY(%s)", (user, sorted(orphans)))
        return redacted

    def _delete_episodes_naming(
        self, conn: psycopg.Connection, user: str, terms: set[str]
    ) -> list[str]:
        """Delete the episodes whose text names one of ``terms``, the entities a forget asked
        for (and damaged ones); returns their ids."""
        rows = conn.execute("SELECT episode_id, record FROM hotmem_episodes WHERE user_id = %s",
                            (user,)).fetchall()
        doomed: dict[str, str] = {}
        for key, record in rows:
            episode = _decode_episode(record)
            if episode is None or terms and names_any(episode.text, terms):
                doomed[key] = episode.episode_id if episode is not None else key
        if doomed:
            conn.execute("DELETE FROM hotmem_episodes WHERE user_id = %s "
                         "AND episode_id = ANY(%s)", (user, list(doomed)))
        return list(doomed.values())

    def _forget_in_ram(
        self, user: str, whole_user: bool, removed: list[tuple[str, str, str]],
        redacted: list[Edge], dropped_episodes: list[str], before: tuple[int, int], gen: int,
    ) -> None:
        """Bring RAM in line with a committed forget; ``before`` is the user row's (turn, gen)
        as locked by it. A cached index older than that is dropped (reloaded on next use)."""
        turn, before_gen = before
        with self._rw.gen_wlock():
            index = self._users.get(user)
            if index is None:
                return
            if whole_user or index.gen != before_gen:
                self._users.pop(user, None)
                return
            for key in removed:
                index.remove(key)
            for edge in redacted:
                if edge.key in index.edges:
                    index.edges[edge.key] = edge
            for ent in list(index.entities):
                if ent not in index.by_entity:
                    del index.entities[ent]
            for episode_id in dropped_episodes:
                index.drop_episode(episode_id)
            index.turn, index.gen = turn, gen

    def compact(self) -> None:
        """``VACUUM FULL`` HotMem's tables, so deleted rows leave the table files.

        It rewrites the tables under an exclusive lock: other workers wait until it is done.
        WAL segments, replicas and backups keep older copies until they are recycled.
        """
        with self._conn() as conn:
            for table in _TABLES:
                conn.execute(sql.SQL("VACUUM FULL {}").format(sql.Identifier(table)))
        log.info("store.compacted", url=self._masked)

    def stats(self) -> dict[str, Any]:
        """Counts per status, users and the on-disk size of HotMem's tables (``size_mb``)."""
        by_status: dict[str, int] = {st.value: 0 for st in EdgeStatus}
        with self._conn() as conn, conn.transaction():
            users = conn.execute("SELECT count(*) FROM hotmem_users").fetchone()[0]
            for status, count in conn.execute(
                    "SELECT record->>'status', count(*) FROM hotmem_edges GROUP BY 1"):
                by_status[status] = count
            episodes = conn.execute("SELECT count(*) FROM hotmem_episodes").fetchone()[0]
            size = conn.execute(
                "SELECT " + " + ".join(f"pg_total_relation_size('{t}')" for t in _TABLES)
            ).fetchone()[0]
            schema = conn.execute("SELECT max(version) FROM hotmem_schema").fetchone()[0]
        with self._rw.gen_rlock():
            cached = len(self._users)
        return {
            "backend": "postgresql",
            "url": self._masked,
            "schema": schema,
            "users": users,
            "edges": sum(by_status.values()),
            "edges_by_status": by_status,
            "episodes": episodes,
            "tables_mb": round(size / 2**20, 3),
            "size_mb": round(size / 2**20, 3),  # the size every backend reports
            "cached_users": cached,
            "durability": self._durability,
        }

    # ------------------------------------------------------------------ migration

    def import_user(self, exported: dict[str, Any]) -> tuple[int, int, int]:
        """Write one user's export (as :meth:`export` returns it) in one transaction.

        Used by ``hotmem migrate``. Refuses a user that already has memory here. Episode
        records are copied as they are, keyed by their ``id``.

        Returns:
            The number of edges, entities and episodes now stored for the user.

        Raises:
            StoreError: the user already has memory here, or an episode record has no id.
        """
        user = validate_user(exported["user"])
        edges = [Edge.from_record(record) for record in exported["edges"]]
        episodes = exported.get("episodes", [])
        if any(not isinstance(r, dict) or not r.get("id") for r in episodes):
            raise StoreError(f"user {user!r}: an episode record has no id; nothing was copied")
        with self._user_lock(user):
            with self._conn() as conn, conn.transaction():
                inserted = conn.execute(
                    f"INSERT INTO hotmem_users (user_id, turn, gen) VALUES (%s, %s, {_NEW_GEN}) "
                    "ON CONFLICT (user_id) DO NOTHING RETURNING gen",
                    (user, int(exported.get("turn", 0)))).fetchone()
                if inserted is None:
                    raise StoreError(f"user {user!r} already has memory in {self._masked}; "
                                     "forget it there first or migrate into an empty database")
                with conn.cursor() as cur:
                    with cur.copy("COPY hotmem_edges (user_id, s, r, d, record) FROM STDIN") as cp:
                        for edge in edges:
                            cp.write_row((user, key_part(edge.s), key_part(edge.r),
                                          key_part(edge.d),
                                          json.dumps(edge.to_record(), ensure_ascii=False)))
                    copy_entities = "COPY hotmem_entities (user_id, entity, record) FROM STDIN"
                    with cur.copy(copy_entities) as cp:
                        for name, record in exported["entities"].items():
                            cp.write_row((user, key_part(name),
                                          json.dumps(record, ensure_ascii=False)))
                    copy_episodes = ("COPY hotmem_episodes (user_id, episode_id, record) "
                                     "FROM STDIN")
                    with cur.copy(copy_episodes) as cp:
                        for record in episodes:
                            cp.write_row((user, key_part(str(record["id"])),
                                          json.dumps(record, ensure_ascii=False)))
                counts = conn.execute(
                    "SELECT (SELECT count(*) FROM hotmem_edges WHERE user_id = %s), "
                    "(SELECT count(*) FROM hotmem_entities WHERE user_id = %s), "
                    "(SELECT count(*) FROM hotmem_episodes WHERE user_id = %s)",
                    (user, user, user)).fetchone()
            with self._rw.gen_wlock():
                self._users.pop(user, None)
        return counts[0], counts[1], counts[2]


def _payload(change: TurnWrite) -> tuple[Jsonb, Jsonb, Jsonb, Jsonb]:
    """A change as the four JSONB arrays ``hotmem_write_turn`` takes, one row per key."""
    edges = {(key_part(e.s), key_part(e.r), key_part(e.d)): e.to_record()
             for e in change.edges}
    entities = {key_part(name): _entity_record(info)
                for name, info in change.entities.items()}
    episodes = {key_part(e.episode_id): e.to_record() for e in change.episodes}
    return (Jsonb([[*key, record] for key, record in edges.items()]),
            Jsonb([[name, record] for name, record in entities.items()]),
            Jsonb([[key, record] for key, record in episodes.items()]),
            Jsonb([key_part(e) for e in change.dropped_episodes]))


def _async_commit(conn: psycopg.Connection) -> None:
    """Pool hook for ``durability="process"``: commits return before their WAL is flushed."""
    conn.execute("SET synchronous_commit TO off")


def _decode_edge(record: Any) -> Edge | None:
    try:
        return Edge.from_record(record)
    except (ValueError, TypeError, KeyError, AttributeError) as err:
        log.warning("store.bad_record", error=str(err))
        return None


def _decode_episode(record: Any) -> Episode | None:
    try:
        return Episode.from_record(record)
    except (ValueError, TypeError, KeyError, AttributeError) as err:
        log.warning("store.bad_episode", error=str(err))
        return None
