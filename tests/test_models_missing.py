"""A missing parser package: a clear start-up error for languages without surface tables, real
surface extraction for languages that have them. The missing package is a manifest entry that
names a package that is not installed."""

from __future__ import annotations

from pathlib import Path

import pytest

from hotmem.config import HotMemConfig
from hotmem.engine import HotMem
from hotmem.extract import Extractor
from hotmem.extract.coref import Discourse
from hotmem.nlp import ModelUnavailableError, Pipelines, read_manifest

NOT_INSTALLED = "hotmem_test_pipeline_that_is_not_installed"


def _manifest_with_missing_parser(lang: str) -> dict[str, dict[str, object]]:
    manifest = read_manifest()
    manifest[lang] = {
        **manifest[lang], "kind": "parser", "package": NOT_INSTALLED.replace("_", "-"),
        "load_name": NOT_INSTALLED, "version": "0.0.0", "label_scheme": "ud",
        "fallback": "blank",
    }
    return manifest


def test_the_installed_parsers_load_as_parsers(pipelines: Pipelines) -> None:
    for lang in ("en", "es", "fr"):
        pipe = pipelines.get(lang)
        assert pipe.has_parser and pipe.fallback_reason is None


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_a_missing_parser_without_surface_tables_stops_start_up(lang: str) -> None:
    pipelines = Pipelines((lang,), manifest=_manifest_with_missing_parser(lang))
    with pytest.raises(ModelUnavailableError, match=rf"^{lang}: .*not installed.*make install"):
        pipelines.load_all()


def test_the_engine_does_not_start_with_a_missing_parser(tmp_path: Path) -> None:
    config = HotMemConfig(data_dir=tmp_path, langs=("en",))
    pipelines = Pipelines(("en",), manifest=_manifest_with_missing_parser("en"))
    with pytest.raises(ModelUnavailableError):
        HotMem(config, pipelines=pipelines)
    assert not any(tmp_path.iterdir())  # nothing was opened or written


def test_a_missing_parser_with_surface_tables_falls_back_and_still_extracts() -> None:
    pipelines = Pipelines(("de",), manifest=_manifest_with_missing_parser("de"))
    pipe = pipelines.get("de")
    assert not pipe.has_parser and NOT_INSTALLED.replace("_", "-") in pipe.fallback_reason
    extraction, _timings = Extractor(pipelines).extract("Ich wohne in Berlin", "de", Discourse())
    assert [f.key for f in extraction.facts] == [("you", "lives_in", "berlin")]
