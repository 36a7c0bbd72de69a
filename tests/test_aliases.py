"""The alias/correction dictionary (HOTMEM_ALIASES): loading, text corrections, entity keys."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hotmem.aliases import Aliases, AliasesError


def write(tmp_path: Path, content: object) -> Path:
    path = tmp_path / "aliases.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
    return path


def test_no_file_gives_an_empty_dictionary_that_changes_nothing() -> None:
    aliases = Aliases.load(None)
    assert aliases.correct_text("I work on chimrea") == "I work on chimrea"
    assert aliases.canonical("nyc") == "nyc"


def test_corrections_replace_whole_words_case_insensitively(tmp_path: Path) -> None:
    aliases = Aliases.load(write(tmp_path, {"corrections": {"chimrea": "Chimera"}}))
    assert aliases.correct_text("I work on CHIMREA and chimrea.") == (
        "I work on Chimera and Chimera."
    )


def test_corrections_do_not_touch_parts_of_words(tmp_path: Path) -> None:
    aliases = Aliases.load(write(tmp_path, {"corrections": {"cat": "Kat"}}))
    assert aliases.correct_text("my category and concat") == "my category and concat"
    assert aliases.correct_text("my cat") == "my Kat"


def test_multi_word_corrections_win_over_shorter_ones(tmp_path: Path) -> None:
    aliases = Aliases.load(
        write(tmp_path, {"corrections": {"new yrok": "New York", "new yrok city": "NYC"}})
    )
    assert aliases.correct_text("I live in new  yrok city") == "I live in NYC"
    assert aliases.correct_text("I live in New Yrok") == "I live in New York"


def test_entity_aliases_map_keys_to_their_canonical_key(tmp_path: Path) -> None:
    aliases = Aliases.load(write(tmp_path, {"entities": {"NYC": "New York City"}}))
    assert aliases.canonical("nyc") == "new york city"
    assert aliases.canonical("boston") == "boston"


def test_entity_alias_chains_resolve_and_cycles_stop(tmp_path: Path) -> None:
    aliases = Aliases.load(write(tmp_path, {"entities": {"ny": "nyc", "nyc": "new york city",
                                                         "a": "b", "b": "a"}}))
    assert aliases.canonical("ny") == "new york city"
    assert aliases.canonical("a") in ("a", "b")


def test_malformed_json_raises_a_typed_error_with_the_position(tmp_path: Path) -> None:
    with pytest.raises(AliasesError, match="invalid JSON at line 1"):
        Aliases.load(write(tmp_path, '{"corrections": {'))


def test_wrong_shape_raises_a_typed_error(tmp_path: Path) -> None:
    with pytest.raises(AliasesError, match="'entities' must map strings to strings"):
        Aliases.load(write(tmp_path, {"entities": {"nyc": 3}}))
    with pytest.raises(AliasesError, match="expected an object"):
        Aliases.load(write(tmp_path, ["nyc"]))


def test_unknown_section_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(AliasesError, match="unknown section"):
        Aliases.load(write(tmp_path, {"entity": {"nyc": "new york city"}}))


def test_missing_file_raises_a_typed_error(tmp_path: Path) -> None:
    with pytest.raises(AliasesError, match="cannot read"):
        Aliases.load(tmp_path / "missing.json")


def test_aliases_error_is_a_value_error() -> None:
    assert issubclass(AliasesError, ValueError)
