"""PostgreSQL store: schema versioning, secrets never shown, faults (refused, restart), fleets.

The shared store contract runs on both backends in test_store.py and test_durability.py; these
are the behaviours only a database server has.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
from psycopg.types.json import Jsonb

from hotmem import HotMem, HotMemConfig
from hotmem.config import ConfigError
from hotmem.episodes.record import Episode
from hotmem.pgstore import MIGRATIONS, SCHEMA_VERSION, PgStore
from hotmem.store import EntityInfo, StoreError, TurnWrite
from hotmem.types import Edge

T0 = 1_790_000_000.0
PASSWORD = "pw-that-must-never-show"


def _edge(user: str, d: str) -> Edge:
    return Edge(user=user, s="you", r="lives_in", d=d, display_s="You", display_d=d.title(),
                first_seen=T0, last_seen=T0, source=f"I live in {d}")


def _with_password(url: str) -> str:
    """``url`` with a user and password in it (the test server trusts local sockets)."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, f"postgres:{PASSWORD}@", parts.path, parts.query, ""))


def test_schema_is_created_once_and_recorded(pg_url: str) -> None:
    with PgStore(pg_url):
        pass
    with PgStore(pg_url), psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT version FROM hotmem_schema ORDER BY version").fetchall()
    assert [r[0] for r in rows] == list(range(1, SCHEMA_VERSION + 1))


def test_a_newer_schema_is_refused_with_a_clear_error(pg_url: str) -> None:
    with PgStore(pg_url), psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("INSERT INTO hotmem_schema (version) VALUES (%s)", (SCHEMA_VERSION + 1,))
    with pytest.raises(StoreError, match=f"has schema {SCHEMA_VERSION + 1}.*upgrade HotMem"):
        PgStore(pg_url)


def test_connection_refused_names_the_url_without_the_password(capsys) -> None:
    url = f"postgresql://bot:{PASSWORD}@127.0.0.1:9/hotmem"
    config = HotMemConfig.from_env({}, store_url=url, langs=("en",))
    with pytest.raises(StoreError) as err:
        HotMem(config, prewarm=False)
    assert "postgresql://bot:***@127.0.0.1:9/hotmem" in str(err.value)
    assert "refused" in str(err.value).lower()
    assert PASSWORD not in str(err.value) + "".join(capsys.readouterr())


def test_password_never_reaches_logs_stats_or_config_repr(pg_url: str, capsys, pipelines):
    url = _with_password(pg_url)
    config = HotMemConfig.from_env({}, store_url=url, langs=("en",), log_level="debug")
    with HotMem(config, pipelines=pipelines) as mem:
        mem.process_turn("I live in Lisbon.", user="u", ts=T0)
        stats = mem.store.stats()
    assert stats["url"].startswith("postgresql://postgres:***@/")
    assert stats["backend"] == "postgresql" and stats["edges"] == 1
    output = "".join(capsys.readouterr())
    assert "store.pg_opened" in output
    assert PASSWORD not in output + repr(config) + repr(stats)


def test_a_url_that_is_not_postgresql_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match=r"HOTMEM_STORE_URL.*mysql://u:\*\*\*@h/db") as err:
        HotMemConfig.from_env({"HOTMEM_STORE_URL": f"mysql://u:{PASSWORD}@h/db"})
    assert PASSWORD not in str(err.value)


def test_a_forgotten_user_written_again_by_another_worker_is_reloaded(pg_url: str) -> None:
    with PgStore(pg_url) as first, PgStore(pg_url) as second:
        first.write_turn("alice", lambda index: TurnWrite(edges=[_edge("alice", "seattle")]))
        with second.reading("alice") as index:
            assert set(index.edges) == {("you", "lives_in", "seattle")}
        first.forget("alice")
        first.write_turn("alice", lambda index: TurnWrite(edges=[_edge("alice", "oslo")]))
        with second.reading("alice") as index:
            assert set(index.edges) == {("you", "lives_in", "oslo")} and index.turn == 1


def test_forget_deletes_rows_and_compact_vacuums(pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("alice", lambda index: TurnWrite(
            edges=[_edge("alice", "zanzibar"), _edge("alice", "oslo")]))
        assert store.forget("alice", d="zanzibar") == 1
        store.compact()
        with psycopg.connect(pg_url) as conn:
            rows = conn.execute("SELECT d FROM hotmem_edges").fetchall()
        assert rows == [("oslo",)]
        with store.reading("alice") as index:
            assert set(index.edges) == {("you", "lives_in", "oslo")}


def test_import_refuses_a_user_that_already_has_memory(pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("alice", lambda index: TurnWrite(edges=[_edge("alice", "oslo")]))
        exported = store.export("alice")
        with pytest.raises(StoreError, match="already has memory"):
            store.import_user(exported)
        store.forget("alice")
        assert store.import_user(exported) == (1, 0, 0)
        assert store.export("alice") == exported


def _other_worker(url: str) -> str:
    """The same database under another URL: engines of one process share a store per URL, so
    this gives a second store, pool and RAM index, as a worker on another machine has."""
    return f"{url}{'&' if '?' in url else '?'}application_name=worker-two"


def test_engines_of_one_process_share_one_store_per_url(pg_url: str, pipelines) -> None:
    config = HotMemConfig.from_env({}, store_url=pg_url, langs=("en",))
    with HotMem(config, pipelines=pipelines) as one:
        two = HotMem(config, pipelines=pipelines)
        assert two.store is one.store
        two.close()
        assert one.process_turn("I live in Porto.", user="caller", ts=T0).error is None
        with HotMem(config.with_overrides(store_url=_other_worker(pg_url)),
                    pipelines=pipelines) as other:
            assert other.store is not one.store


def test_a_second_worker_sees_the_first_workers_fact_on_its_next_turn(pg_url: str, pipelines):
    config = HotMemConfig.from_env({}, store_url=pg_url, langs=("en",))
    config_two = config.with_overrides(store_url=_other_worker(pg_url))
    with HotMem(config, pipelines=pipelines) as one, HotMem(config_two, pipelines=pipelines) as two:
        assert two.store is not one.store
        assert two.process_turn("Hello there.", user="caller", ts=T0).error is None
        one.process_turn("My sister Anna lives in Boston.", user="caller", ts=T0 + 1)
        result = two.process_turn("Where does my sister live?", user="caller", ts=T0 + 2)
    assert result.error is None and result.turn == 3
    assert any("Boston" in bullet for bullet in result.bullets)


def _restart(server: Any, *, start: bool = True) -> None:
    from pgserver._commands import pg_ctl

    pg_ctl(["-w", "-m", "fast", "stop"], pgdata=server.pgdata, user=server.system_user)
    if start:
        server.ensure_postgres_running()


def test_database_restart_fails_the_turn_in_flight_and_later_turns_recover(
    pg_url: str, pg_server: Any, pipelines
) -> None:
    config = HotMemConfig.from_env({}, store_url=pg_url, langs=("en",))
    with HotMem(config, pipelines=pipelines) as mem:
        assert mem.process_turn("I live in Lisbon.", user="u", ts=T0).error is None
        _restart(pg_server, start=False)
        try:
            down = mem.process_turn("I like jazz.", user="u", ts=T0 + 1)
        finally:
            pg_server.ensure_postgres_running()
        assert down.error is not None and "PostgreSQL at postgresql://" in down.error
        assert down.facts == []
        _restart(pg_server)  # pooled connections now point at a dead server process
        stale = mem.process_turn("I like tea.", user="u", ts=T0 + 2)
        later = [mem.process_turn(text, user="u", ts=T0 + 3 + i)
                 for i, text in enumerate(["I work at Acme.", "I like chess."])]
        assert [r.error for r in later] == [None, None]
        exported = mem.export("u")
    stored = {e["d"] for e in exported["edges"]}
    assert {"lisbon", "acme", "chess"} <= stored and "jazz" not in stored
    assert exported["turn"] == (4 if stale.error is None else 3)


def test_store_url_variable_selects_postgresql_and_unset_keeps_lmdb(pg_url: str, tmp_path):
    from hotmem.store import HotStore
    from hotmem.store_api import open_store

    with open_store(HotMemConfig.from_env({"HOTMEM_STORE_URL": pg_url})) as store:
        assert isinstance(store, PgStore)
    with open_store(HotMemConfig.from_env({"HOTMEM_DATA_DIR": str(tmp_path)})) as store:
        assert isinstance(store, HotStore)


def test_mask_url_hides_passwords_in_the_authority_and_in_parameters() -> None:
    from hotmem.store_api import mask_url

    assert mask_url("postgresql://bot:s3cret@db:5432/hm?sslmode=require") == (
        "postgresql://bot:***@db:5432/hm?sslmode=require")
    assert mask_url("postgresql:///hm?host=/run/pg&password=s3cret") == (
        "postgresql:///hm?host=/run/pg&password=***")
    assert mask_url("postgresql://db/hm") == "postgresql://db/hm"
    assert mask_url("postgresql://bot:p@ss/w0rd@db/hm") == "postgresql://bot:***@db/hm"


@pytest.mark.parametrize(("mode", "setting"), [("process", "off"), ("fsync", "on")])
def test_durability_mode_sets_synchronous_commit_of_hotmem_sessions(pg_url, mode, setting):
    with PgStore(pg_url, durability=mode) as store, store._conn() as conn:
        assert conn.execute("SHOW synchronous_commit").fetchone()[0] == setting


def test_a_write_planned_on_a_stale_index_is_replanned_on_the_other_workers_write(pg_url):
    with PgStore(pg_url) as first, PgStore(pg_url) as second:
        first.write_turn("alice", lambda index: TurnWrite(edges=[_edge("alice", "oslo")]))
        second.write_turn("alice", lambda index: TurnWrite(edges=[_edge("alice", "rome")]))
        seen: list[set] = []

        def plan(index):
            seen.append(set(index.edges))
            return TurnWrite(edges=[_edge("alice", "lima")])

        _, turn = first.write_turn("alice", plan)  # no reading() first: its RAM is stale
        assert seen == [{("you", "lives_in", "oslo")},
                        {("you", "lives_in", "oslo"), ("you", "lives_in", "rome")}]
        assert turn == 3
        assert {e["d"] for e in first.export("alice")["edges"]} == {"oslo", "rome", "lima"}


# ---------------------------------------------------------------------- episodes (schema 3, 4)


def _told(episode_id: str, text: str) -> Episode:
    return Episode(episode_id, text, "en", tuple(text.lower().split()[1:3]), session="s",
                   turn=1, first_seen=T0, last_seen=T0)


def _database_of_schema(url: str, schema: int) -> None:
    """An empty database as HotMem of ``schema`` created it."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE hotmem_schema (version integer PRIMARY KEY, "
                     "applied_at timestamptz NOT NULL DEFAULT now())")
        for version, statements in enumerate(MIGRATIONS[:schema], start=1):
            for statement in statements:
                conn.execute(statement)
            conn.execute("INSERT INTO hotmem_schema (version) VALUES (%s)", (version,))


def _schema_2_database(url: str) -> None:
    """A database as HotMem of schema 2 (no episodes) left it, with one user's fact."""
    _database_of_schema(url, 2)
    with psycopg.connect(url, autocommit=True) as conn:
        edge = _edge("alice", "oslo")
        conn.execute("SELECT hotmem_write_turn(%s, 0, 1, %s, '[]')",
                     ("alice", Jsonb([["you", "lives_in", "oslo", edge.to_record()]])))


def test_a_schema_2_database_gains_the_episodes_table_and_keeps_its_facts(pg_url: str) -> None:
    _schema_2_database(pg_url)
    with PgStore(pg_url) as store:
        assert store.stats()["schema"] == SCHEMA_VERSION == 4
        with store.reading("alice") as index:
            assert set(index.edges) == {("you", "lives_in", "oslo")} and index.episodes == {}
        store.write_turn("alice", lambda index: TurnWrite(
            episodes=[_told("e1", "I climbed Galdhøpiggen in July")]))
    with PgStore(pg_url) as store:
        exported = store.export("alice")
        assert [r["text"] for r in exported["episodes"]] == ["I climbed Galdhøpiggen in July"]
        assert len(exported["edges"]) == 1 and exported["turn"] == 2


def test_a_worker_of_schema_2_still_writes_facts_during_a_rolling_upgrade(pg_url: str) -> None:
    with PgStore(pg_url) as store, psycopg.connect(pg_url, autocommit=True) as conn:
        edge = _edge("bob", "bergen")
        gen = conn.execute("SELECT hotmem_write_turn(%s, 0, 1, %s, '[]')",
                           ("bob", Jsonb([["you", "lives_in", "bergen", edge.to_record()]]))
                           ).fetchone()[0]
        assert gen is not None
        with store.reading("bob") as index:
            assert set(index.edges) == {("you", "lives_in", "bergen")}


@pytest.mark.parametrize("cached", [False, True], ids=["locked-path", "one-round-trip"])
def test_episodes_left_by_a_previous_versions_forget_do_not_come_back(pg_url, cached) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("cleo", lambda index: TurnWrite(
            episodes=[_told("old", "I sold my motorbike in Trondheim")]))
    with psycopg.connect(pg_url, autocommit=True) as conn:  # what a schema-2 forget deletes
        for table in ("hotmem_edges", "hotmem_entities", "hotmem_users"):
            conn.execute(f"DELETE FROM {table} WHERE user_id = 'cleo'")
    with PgStore(pg_url) as store:
        if cached:
            with store.reading("cleo"):
                pass
        store.write_turn("cleo", lambda index: TurnWrite(
            episodes=[_told("new", "I bought a canoe in Tromsø")]))
        assert [r["id"] for r in store.export("cleo")["episodes"]] == ["new"]
        with store.reading("cleo") as index:
            assert list(index.episodes) == ["new"]


def _forget_as_schema_2(url: str, user: str) -> None:
    """What a worker of schema 2 deletes when it forgets a whole user (it knows no episodes)."""
    with psycopg.connect(url, autocommit=True) as conn:
        for table in ("hotmem_edges", "hotmem_entities", "hotmem_users"):
            conn.execute(f"DELETE FROM {table} WHERE user_id = %s", (user,))


def _episode_rows(url: str) -> list[tuple[str, str]]:
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT user_id, episode_id FROM hotmem_episodes "
                            "ORDER BY user_id, episode_id").fetchall()


def test_a_user_forgotten_and_written_again_by_schema_2_workers_has_no_old_episodes(
        pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("cleo", lambda index: TurnWrite(
            episodes=[_told("old", "I sold my motorbike in Trondheim")]))
    _forget_as_schema_2(pg_url, "cleo")
    with psycopg.connect(pg_url, autocommit=True) as conn:  # the next turn, on schema 2 too
        gen = conn.execute("SELECT hotmem_write_turn(%s, 0, 1, '[]', '[]')",
                           ("cleo",)).fetchone()[0]
        assert gen is not None
    with PgStore(pg_url) as store:
        with store.reading("cleo") as index:
            assert index.episodes == {} and index.turn == 1
        assert store.export("cleo")["episodes"] == []
    assert _episode_rows(pg_url) == []


def test_whole_user_forget_after_a_schema_2_forget_leaves_no_episode_rows(pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("dan", lambda index: TurnWrite(
            episodes=[_told("old", "I sold my motorbike in Trondheim")]))
    _forget_as_schema_2(pg_url, "dan")
    with PgStore(pg_url) as store:
        assert store.forget("dan") == 0
        assert "dan" not in store.users()
    assert _episode_rows(pg_url) == []


def test_whole_user_forget_deletes_rows_left_without_the_users_row(pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("dan", lambda index: TurnWrite(
            edges=[_edge("dan", "oslo")], entities={"oslo": EntityInfo("Oslo", 1, T0)},
            episodes=[_told("old", "I sold my motorbike in Trondheim")]))
        store.write_turn("eve", lambda index: TurnWrite(edges=[_edge("eve", "rome")]))
        with psycopg.connect(pg_url, autocommit=True) as conn:  # the row deleted by hand
            conn.execute("DELETE FROM hotmem_users WHERE user_id = 'dan'")
            assert conn.execute("SELECT count(*) FROM hotmem_edges WHERE user_id = 'dan'"
                                ).fetchone()[0] == 1
        assert store.forget("dan") == 1
        assert store.export("dan") == {"user": "dan", "edges": [], "entities": {}, "turn": 0,
                                       "episodes": []}
        assert store.users() == ["eve"] and store.forget("nobody") == 0
    with psycopg.connect(pg_url) as conn:
        counts = conn.execute(
            "SELECT (SELECT count(*) FROM hotmem_edges WHERE user_id <> 'eve'), "
            "(SELECT count(*) FROM hotmem_entities WHERE user_id <> 'eve'), "
            "(SELECT count(*) FROM hotmem_episodes), (SELECT count(*) FROM hotmem_users)"
        ).fetchone()
    assert counts == (0, 0, 0, 1)


def test_schema_4_deletes_episodes_left_without_a_user_and_ties_the_rest_to_their_user(
        pg_url: str) -> None:
    _database_of_schema(pg_url, 3)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        for user, episode in (("cleo", "old"), ("fay", "kept")):
            conn.execute("SELECT hotmem_write_turn(%s, 0, 1, '[]', '[]', %s, '[]')", (
                user, Jsonb([[episode, _told(episode, "I sold my motorbike in Trondheim")
                              .to_record()]])))
    _forget_as_schema_2(pg_url, "cleo")  # a schema-3 database keeps cleo's episode
    assert _episode_rows(pg_url) == [("cleo", "old"), ("fay", "kept")]
    with PgStore(pg_url) as store:
        assert store.stats()["schema"] == 4
        assert _episode_rows(pg_url) == [("fay", "kept")]
        with store.reading("fay") as index:
            assert list(index.episodes) == ["kept"]
        _forget_as_schema_2(pg_url, "fay")
        assert _episode_rows(pg_url) == []
        with psycopg.connect(pg_url, autocommit=True) as conn, pytest.raises(
                psycopg.errors.ForeignKeyViolation):
            conn.execute("INSERT INTO hotmem_episodes VALUES ('gus', 'e', '{}')")


def test_a_damaged_episode_row_is_skipped_not_fatal(pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("sam", lambda index: TurnWrite(
            episodes=[_told("ok", "I fixed the boat engine in May")]))
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("INSERT INTO hotmem_episodes VALUES ('sam', 'bad', '{\"id\": \"bad\"}'), "
                     "('sam', 'worse', '[1, 2]')")
    with PgStore(pg_url) as store:
        with store.reading("sam") as index:
            assert list(index.episodes) == ["ok"]
        assert store.forget_episodes("sam", ("boat",)) == 1
        assert store.forget("sam", d="nothing") == 0


def test_forgotten_episodes_leave_the_table_files_on_compact(pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("tia", lambda index: TurnWrite(episodes=[
            _told("a", "I painted a mural in Stavanger"), _told("b", "I ran a relay in Bodø")]))
        assert store.forget_episodes("tia", ("mural",)) == 1
        with psycopg.connect(pg_url) as conn:
            before = conn.execute("SELECT pg_relation_filenode('hotmem_episodes')").fetchone()
        store.compact()
        with psycopg.connect(pg_url) as conn:
            after = conn.execute("SELECT pg_relation_filenode('hotmem_episodes')").fetchone()
            rows = conn.execute("SELECT record->>'text' FROM hotmem_episodes").fetchall()
        assert before != after  # VACUUM FULL rewrote the table
        assert rows == [("I ran a relay in Bodø",)]


def test_import_copies_episodes_and_refuses_one_without_an_id(pg_url: str) -> None:
    with PgStore(pg_url) as store:
        store.write_turn("una", lambda index: TurnWrite(
            edges=[_edge("una", "oslo")], episodes=[_told("k", "I built a kayak in Oslo")]))
        exported = store.export("una")
        store.forget("una")
        assert store.import_user(exported) == (1, 0, 1)
        assert store.export("una") == exported
        with store.reading("una") as index:
            assert list(index.episodes) == ["k"]
        broken = {**exported, "user": "vic", "episodes": [{"text": "no id"}]}
        with pytest.raises(StoreError, match="no id"):
            store.import_user(broken)
        assert "vic" not in store.users()


def test_a_forget_on_a_stale_worker_does_not_hide_the_other_workers_write(pg_url: str) -> None:
    with PgStore(pg_url) as first, PgStore(pg_url) as second:
        first.write_turn("wes", lambda index: TurnWrite(
            edges=[_edge("wes", "oslo")], episodes=[_told("a", "I fished off Lofoten")]))
        second.write_turn("wes", lambda index: TurnWrite(
            edges=[_edge("wes", "bergen")], episodes=[_told("b", "I skied in Hemsedal")]))
        assert first.forget("wes", d="oslo") == 1  # first's RAM still predates second's write
        with first.reading("wes") as index:
            assert set(index.edges) == {("you", "lives_in", "bergen")}
            assert sorted(index.episodes) == ["a", "b"]
        second.write_turn("wes", lambda index: TurnWrite(
            episodes=[_told("c", "I rowed across Mjøsa")]))
        assert first.forget_episodes("wes", ("skied",)) == 1
        with first.reading("wes") as index:
            assert sorted(index.episodes) == ["a", "c"]
