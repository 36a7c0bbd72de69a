"""`hotmem demo`: the offline Pipecat demo runs the bundled conversation and reports clearly."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hotmem.config import DEFAULT_HEADER
from hotmem.demo import STAND_IN_REPLY, load_conversation, run_demo
from hotmem.nlp import Pipelines


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HOTMEM_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("HOTMEM_DATA_DIR", raising=False)
    monkeypatch.setenv("HOTMEM_STATS_INTERVAL_S", "0")


def test_bundled_conversation_is_multilingual_with_questions_and_a_correction():
    turns = load_conversation(None)

    assert 12 <= len(turns) <= 16
    assert {t.lang for t in turns} == {"en", "es", "fr", "de", "it"}
    assert sum(t.text.rstrip().endswith("?") for t in turns) >= 4


def test_conversation_files_accept_json_lines_and_plain_text(tmp_path: Path):
    path = tmp_path / "talk.txt"
    path.write_text(
        '{"text": "I live in Rome.", "lang": "en"}\n\nWhere do I live?\n'
        '{"text": "Sure.", "role": "assistant"}\n',
        encoding="utf-8",
    )

    turns = load_conversation(str(path))

    assert [(t.text, t.lang) for t in turns] == [
        ("I live in Rome.", "en"),
        ("Where do I live?", None),
    ]


def test_demo_reports_an_unreadable_input_and_exits_2(tmp_path: Path, offline: None):
    out = io.StringIO()

    assert run_demo(str(tmp_path / "missing.jsonl"), out) == 2
    assert out.getvalue() == ""


def test_demo_runs_the_bundled_conversation_offline(offline: None, pipelines: Pipelines):
    out = io.StringIO()

    code = run_demo(None, out, pipelines=pipelines)

    text = out.getvalue()
    assert code == 0
    assert "STAND-IN" in text.splitlines()[2]
    n_turns = len(load_conversation(None))
    for number in range(1, n_turns + 1):
        assert f"--- turn {number}/{n_turns} " in text
    # Every turn shows what the LLM would receive and the stand-in's canned reply.
    assert text.count("messages the LLM would receive (stand-in LLM") == n_turns
    assert text.count(f"bot (stand-in)> {STAND_IN_REPLY}") == n_turns
    # The memory message is shown, tagged, with its header, and its bullets change over turns.
    assert text.count(f"system [memory]: {DEFAULT_HEADER}") >= 4
    turn_3 = text[text.index("--- turn 3/"):text.index("--- turn 4/")]
    assert "        - You live in Seattle." in turn_3
    assert "(You, lives_in, Seattle)" in text[text.index("  remembered: "):]
    # The latency table closes the report.
    table = text[text.index("=== HotMem latency per user turn"):]
    assert f"({n_turns} turns)" in table
    for stage in ("intent", "extraction", "retrieval", "update", "total"):
        assert f"\n  {stage} " in table


def test_demo_reads_plain_text_from_a_file_and_builds_its_own_engine(
    tmp_path: Path, offline: None, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("HOTMEM_LANGS", "en")  # the processor loads the models itself here
    path = tmp_path / "talk.txt"
    path.write_text("I live in Lisbon.\nWhere do I live?\n", encoding="utf-8")
    out = io.StringIO()

    assert run_demo(str(path), out) == 0

    text = out.getvalue()
    assert "--- turn 2/2 " in text
    assert "Lisbon" in text[text.index("--- turn 2/2 "):]
    assert "(2 turns)" in text


def test_demo_in_a_fresh_process_shows_memory_from_the_first_turns(tmp_path: Path) -> None:
    """The processor of a bot never waits for its models; the demo must, or a fresh process
    would pass every turn through without memory while the models load."""
    path = tmp_path / "talk.txt"
    path.write_text("I live in Lisbon.\nWhere do I live?\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("HOTMEM_")}
    env["HOTMEM_LANGS"] = "en"
    done = subprocess.run([sys.executable, "-m", "hotmem.cli", "demo", "--input", str(path)],
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    second = done.stdout[done.stdout.index("--- turn 2/2 "):]
    assert "You live in Lisbon." in second
    assert "(2 turns)" in done.stdout
