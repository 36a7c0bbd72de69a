"""Logging: one debug event per stage, on stderr, and nothing built when debug is filtered."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
import structlog

from hotmem import HotMem, HotMemConfig
from hotmem.logs import configure_logging, debug_enabled
from hotmem.nlp import Pipelines

PER_TURN = ("lifecycle.planned", "retrieve.selected", "turn.stages", "turn.done")


@pytest.fixture(autouse=True)
def restore_default_logging() -> Iterator[None]:
    yield
    configure_logging("warning", force=True)


def events(stderr: str) -> list[str]:
    return [json.loads(line)["event"] for line in stderr.splitlines() if line.startswith("{")]


def run_turns(tmp_path: Path, pipelines: Pipelines, level: str) -> None:
    config = HotMemConfig.from_env(
        {"HOTMEM_LOG_LEVEL": level, "HOTMEM_LOG_FORMAT": "json"}, data_dir=tmp_path / "s"
    )
    with HotMem(config, pipelines=pipelines) as mem:
        configure_logging(level, "json", force=True)  # as the CLI does for HOTMEM_LOG_LEVEL
        mem.process_turn("My sister Anna lives in Denver.", user="alice")
        mem.process_turn("Where does Anna live?", user="alice")


def test_debug_level_logs_each_stage_once_per_turn(
    tmp_path: Path, pipelines: Pipelines, capsys: pytest.CaptureFixture[str]
) -> None:
    run_turns(tmp_path, pipelines, "debug")
    logged = events(capsys.readouterr().err)
    for event in PER_TURN:
        assert logged.count(event) == 2, event


def test_warning_level_logs_no_per_turn_event(
    tmp_path: Path, pipelines: Pipelines, capsys: pytest.CaptureFixture[str]
) -> None:
    run_turns(tmp_path, pipelines, "warning")
    assert not set(PER_TURN) & set(events(capsys.readouterr().err))


def test_debug_enabled_follows_the_configuration() -> None:
    configure_logging("warning", force=True)
    assert not debug_enabled()
    configure_logging("debug", force=True)
    assert debug_enabled()
    configure_logging("info", force=True)
    assert not debug_enabled()
    # An application's own configuration: structlog decides, so the events are built.
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.DEBUG))
    assert debug_enabled()
    structlog.configure(wrapper_class=structlog.BoundLogger)
    assert debug_enabled()
