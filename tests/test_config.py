"""HotMemConfig: defaults, parsing of every HOTMEM_* variable, and start-up errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from hotmem.config import DEFAULT_HEADER, ConfigError, HotMemConfig


def test_defaults_match_the_design(tmp_path: Path) -> None:
    cfg = HotMemConfig.from_env({}, data_dir=tmp_path)
    assert cfg.langs == ("en", "es", "fr", "de", "it")
    assert cfg.inject_role == "system"
    assert cfg.inject_header == DEFAULT_HEADER
    assert (cfg.hint_window, cfg.bullets_max, cfg.novelty_turns) == (10, 5, 3)
    assert cfg.score_weights == (0.4, 0.2, 0.3, 0.1, 0.3)
    assert cfg.recency_days == 3.0
    assert cfg.token_budget == 500
    assert not cfg.disable_injection and not cfg.disable_extraction
    assert cfg.durability == "process"


def test_default_data_dir_is_a_per_user_directory() -> None:
    cfg = HotMemConfig.from_env({})
    assert cfg.data_dir.name == "hotmem"
    assert cfg.data_dir.is_absolute()


def test_every_variable_is_read(tmp_path: Path) -> None:
    aliases = tmp_path / "aliases.json"
    aliases.write_text("{}", encoding="utf-8")
    env = {
        "HOTMEM_LANGS": "en, de",
        "HOTMEM_DATA_DIR": str(tmp_path / "d"),
        "HOTMEM_INJECT_ROLE": "developer",
        "HOTMEM_INJECT_HEADER": "Known about the user:",
        "HOTMEM_HINT_WINDOW": "4",
        "HOTMEM_BULLETS_MAX": "3",
        "HOTMEM_NOVELTY_TURNS": "0",
        "HOTMEM_SCORE_WEIGHTS": "0.5,0.1,0.3,0.1",
        "HOTMEM_RECENCY_DAYS": "7.5",
        "HOTMEM_TOKEN_BUDGET": "200",
        "HOTMEM_DISABLE_INJECTION": "true",
        "HOTMEM_DISABLE_EXTRACTION": "1",
        "HOTMEM_ALIASES_FILE": str(aliases),
        "HOTMEM_DURABILITY": "fsync",
        "HOTMEM_MAP_SIZE_MB": "8",
        "HOTMEM_MAX_MAP_SIZE_MB": "16",
        "HOTMEM_MAX_EDGES_PER_USER": "1000",
        "HOTMEM_MAX_UTTERANCE_CHARS": "500",
        "HOTMEM_STATS_INTERVAL_S": "0",
        "HOTMEM_LOG_LEVEL": "debug",
        "HOTMEM_LOG_FORMAT": "json",
        "HOTMEM_LLM_BASE_URL": "http://127.0.0.1:11434/v1",
        "HOTMEM_LLM_MODEL": "qwen2.5",
        "HOTMEM_LLM_API_KEY": "x",
    }
    cfg = HotMemConfig.from_env(env)
    assert cfg.langs == ("en", "de")
    assert cfg.data_dir == tmp_path / "d"
    assert cfg.inject_role == "developer"
    assert cfg.inject_header == "Known about the user:"
    assert (cfg.hint_window, cfg.bullets_max, cfg.novelty_turns) == (4, 3, 0)
    assert cfg.score_weights == (0.5, 0.1, 0.3, 0.1)
    assert cfg.weights == (0.5, 0.1, 0.3, 0.1, 0.3)  # four numbers: the need weight defaults
    assert cfg.recency_days == 7.5
    assert cfg.token_budget == 200
    assert cfg.disable_injection and cfg.disable_extraction
    assert cfg.aliases_file == aliases
    assert cfg.durability == "fsync"
    assert (cfg.map_size_mb, cfg.max_map_size_mb) == (8, 16)
    assert cfg.max_edges_per_user == 1000
    assert cfg.max_utterance_chars == 500
    assert cfg.stats_interval_s == 0
    assert (cfg.log_level, cfg.log_format) == ("debug", "json")
    assert (cfg.llm_base_url, cfg.llm_model, cfg.llm_api_key) == (
        "http://127.0.0.1:11434/v1", "qwen2.5", "x")


@pytest.mark.parametrize(
    ("var", "value", "message"),
    [
        ("HOTMEM_LANGS", "en,xx", "HOTMEM_LANGS: unsupported xx"),
        ("HOTMEM_INJECT_ROLE", "assistant", "HOTMEM_INJECT_ROLE: 'assistant'; accepted"),
        ("HOTMEM_HINT_WINDOW", "0", "HOTMEM_HINT_WINDOW: 0 is out of range, accepted 1..100"),
        ("HOTMEM_BULLETS_MAX", "9", "HOTMEM_BULLETS_MAX: 9 is out of range, accepted 1..5"),
        ("HOTMEM_BULLETS_MAX", "three", "HOTMEM_BULLETS_MAX='three': expected an integer"),
        ("HOTMEM_NOVELTY_TURNS", "-1", "HOTMEM_NOVELTY_TURNS: -1 is out of range"),
        ("HOTMEM_SCORE_WEIGHTS", "1,2", "HOTMEM_SCORE_WEIGHTS: expected four or five non-negative"),
        ("HOTMEM_SCORE_WEIGHTS", "a,b,c,d", "HOTMEM_SCORE_WEIGHTS='a,b,c,d': expected four"),
        ("HOTMEM_SCORE_WEIGHTS", "0,0,0,0", "HOTMEM_SCORE_WEIGHTS: at least one weight"),
        ("HOTMEM_DISABLE_INJECTION", "maybe", "HOTMEM_DISABLE_INJECTION='maybe': expected one of"),
        ("HOTMEM_TOKEN_BUDGET", "10", "HOTMEM_TOKEN_BUDGET: 10 is out of range, accepted 50..8000"),
        ("HOTMEM_DURABILITY", "never", "HOTMEM_DURABILITY: 'never'; accepted: process, fsync"),
        ("HOTMEM_ALIASES_FILE", "/nonexistent/aliases.json", "HOTMEM_ALIASES_FILE: /nonexistent"),
        ("HOTMEM_RECENCY_DAYS", "soon", "HOTMEM_RECENCY_DAYS='soon': expected a number"),
    ],
)
def test_bad_value_fails_naming_the_variable(var: str, value: str, message: str) -> None:
    with pytest.raises(ConfigError) as err:
        HotMemConfig.from_env({var: value})
    assert str(err.value).startswith(message)


def test_max_map_size_below_initial_size_is_rejected() -> None:
    with pytest.raises(ConfigError, match="HOTMEM_MAX_MAP_SIZE_MB"):
        HotMemConfig.from_env({"HOTMEM_MAP_SIZE_MB": "64", "HOTMEM_MAX_MAP_SIZE_MB": "32"})


def test_blank_variable_keeps_the_default() -> None:
    assert HotMemConfig.from_env({"HOTMEM_BULLETS_MAX": "  "}).bullets_max == 5


def test_overrides_win_over_the_environment(tmp_path: Path) -> None:
    cfg = HotMemConfig.from_env({"HOTMEM_BULLETS_MAX": "2"}, bullets_max=4, data_dir=tmp_path)
    assert cfg.bullets_max == 4


def test_direct_construction_is_validated_too() -> None:
    with pytest.raises(ConfigError, match="inject_role"):
        HotMemConfig(inject_role="robot")


def test_score_weights_take_a_fifth_number_for_the_need_term(tmp_path) -> None:
    cfg = HotMemConfig.from_env({"HOTMEM_SCORE_WEIGHTS": "0.4,0.2,0.3,0.1,0.6"},
                                data_dir=tmp_path)
    assert cfg.weights == (0.4, 0.2, 0.3, 0.1, 0.6)
    with pytest.raises(ConfigError, match="expected four or five non-negative"):
        HotMemConfig.from_env({"HOTMEM_SCORE_WEIGHTS": "1,1,1,1,1,1"}, data_dir=tmp_path)
