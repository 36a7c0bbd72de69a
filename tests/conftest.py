"""Shared fixtures: each spaCy pipeline is loaded once per test session (2-core CI machines)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.extract import Extractor
from hotmem.extract.coref import Discourse
from hotmem.nlp import Pipelines
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
