"""Shared fixtures: each spaCy pipeline is loaded once per test session (2-core CI machines).

The PostgreSQL store is tested against a real PostgreSQL 16 that ``pgserver`` (bundled binaries)
starts once per session, on its first use; every test gets a fresh database in it.
"""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.extract import Extractor
from hotmem.extract.coref import Discourse
from hotmem.nlp import Pipelines
from hotmem.store_api import MemoryStore, open_store
from hotmem.types import Extraction


@pytest.fixture(scope="session")
def pipelines() -> Pipelines:
    """All five languages, loaded and warmed once for the whole session."""
    pipes = Pipelines(("en", "es", "fr", "de", "it"))
    pipes.load_all()
    return pipes


@pytest.fixture(scope="session")
def extract_in(pipelines: Pipelines) -> Callable[[str], Callable[..., Extraction]]:
    """``extract_in("en")(text, discourse=None)``: one utterance through the real extractor.

    A fresh discourse is used unless one is passed; the turn is closed afterwards, as the
    engine does, so a shared discourse carries mentions into the next call.
    """
    extractor = Extractor(pipelines)

    def for_lang(lang: str) -> Callable[..., Extraction]:
        def run(text: str, discourse: Discourse | None = None) -> Extraction:
            d = discourse if discourse is not None else Discourse()
            extraction, _ = extractor.extract(text, lang, d)
            d.end_turn()
            return extraction

        return run

    return for_lang


@pytest.fixture
def config(tmp_path: Path) -> HotMemConfig:
    """Default settings with the store in a fresh temp dir."""
    return HotMemConfig.from_env({}, data_dir=tmp_path / "store")


@pytest.fixture
def engine(config: HotMemConfig, pipelines: Pipelines) -> Iterator[HotMem]:
    """A HotMem engine on a fresh real LMDB store, sharing the session's pipelines."""
    with HotMem(config, pipelines=pipelines) as mem:
        yield mem


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Any]:
    """One throw-away PostgreSQL server for the whole session (started in about a second).

    Its data dir is not under pytest's temp root: as root, pgserver runs PostgreSQL as a
    separate system user, and every pytest session resets that root to mode 0700.
    """
    import pgserver

    server = pgserver.get_server(tempfile.mkdtemp(prefix="hotmem-test-pg-"),
                                 cleanup_mode="delete")
    yield server
    server.cleanup()


_DATABASES = itertools.count()


@pytest.fixture
def pg_url(pg_server: Any) -> Iterator[str]:
    """The URL of a fresh, empty database on the session's server, dropped afterwards."""
    import psycopg

    name = f"hotmem_test_{next(_DATABASES)}"
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield pg_server.get_uri(name)
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {name} WITH (FORCE)")


@pytest.fixture(params=["lmdb", "postgresql"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> dict[str, Any]:
    """Config overrides selecting one store backend: a fresh data dir, or a fresh database."""
    if request.param == "postgresql":
        return {"data_dir": tmp_path / "unused", "store_url": request.getfixturevalue("pg_url")}
    return {"data_dir": tmp_path / "store"}


@pytest.fixture
def open_backend(backend: dict[str, Any]) -> Callable[..., MemoryStore]:
    """``open_backend(**config_overrides)``: open the backend's store (same place every call)."""

    def opener(**overrides: Any) -> MemoryStore:
        return open_store(HotMemConfig.from_env({}, **{**backend, **overrides}))

    return opener
