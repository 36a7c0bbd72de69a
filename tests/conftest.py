"""Shared fixtures: each spaCy pipeline is loaded once per test session (2-core CI machines)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.nlp import Pipelines


@pytest.fixture(scope="session")
def pipelines() -> Pipelines:
    """All five languages, loaded and warmed once for the whole session."""
    pipes = Pipelines(("en", "es", "fr", "de", "it"))
    pipes.load_all()
    return pipes


@pytest.fixture
def config(tmp_path: Path) -> HotMemConfig:
    """Default settings with the store in a fresh temp dir."""
    return HotMemConfig.from_env({}, data_dir=tmp_path / "store")


@pytest.fixture
def engine(config: HotMemConfig, pipelines: Pipelines) -> Iterator[HotMem]:
    """A HotMem engine on a fresh real LMDB store, sharing the session's pipelines."""
    with HotMem(config, pipelines=pipelines) as mem:
        yield mem
