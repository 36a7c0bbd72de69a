"""The `hotmem` command line: JSON-lines formats, malformed input, exit codes (docs/contract.md §3).

Commands run in-process through ``hotmem.cli.main`` with English only (each CLI call loads its
own models); one test runs the installed entry point as a subprocess.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from hotmem.cli import main


@pytest.fixture(autouse=True)
def _english_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOTMEM_LANGS", "en")
    monkeypatch.setenv("HOTMEM_DATA_DIR", str(tmp_path / "store"))


def _run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str],
         stdin: str = "") -> tuple[int, list[dict]]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(argv)
    out = capsys.readouterr().out
    return code, [json.loads(line) for line in out.splitlines()]


def test_extract_writes_one_line_per_input_and_survives_malformed_lines(capsys, monkeypatch):
    stdin = "\n".join([
        json.dumps({"text": "I live in Seattle."}),
        "{not json",
        json.dumps({"text": 42}),
        json.dumps(["a list"]),
        json.dumps({"text": "Where do I live?", "lang": "en"}),
    ])
    code, lines = _run(capsys, monkeypatch, ["extract"], stdin)
    assert code == 0
    assert len(lines) == 5
    first = lines[0]
    assert set(first) == {"lang", "intent", "facts", "timings_ms"}
    assert first["lang"] == "en" and first["intent"] == "FACT_STATEMENT"
    assert first["facts"] == [{"s": "you", "r": "lives_in", "d": "seattle", "confidence": 0.9,
                               "negated": False, "hedged": False,
                               "display": {"s": "You", "d": "Seattle"}}]
    assert lines[1]["error"].startswith("line 2: invalid JSON")
    assert lines[2] == {"error": "line 3: 'text' must be a string"}
    assert lines[3] == {"error": "line 4: expected a JSON object"}
    assert lines[4]["facts"] == [] and lines[4]["intent"] == "PURE_QUESTION"


def test_extract_shares_coref_state_within_a_session_only(capsys, monkeypatch):
    stdin = "\n".join(json.dumps(x) for x in [
        {"text": "I have a brother.", "session": "a"},
        {"text": "He lives in Madrid.", "session": "a"},
        {"text": "He lives in Madrid.", "session": "b"},
    ])
    _, lines = _run(capsys, monkeypatch, ["extract"], stdin)
    assert [(f["s"], f["r"], f["d"]) for f in lines[1]["facts"]] == [
        ("brother", "lives_in", "madrid")]
    assert [(f["s"], f["r"]) for f in lines[2]["facts"] if f["s"] == "brother"] == []


def test_replay_writes_one_line_per_user_turn_and_a_summary(capsys, monkeypatch, tmp_path):
    conv = tmp_path / "conv.jsonl"
    conv.write_text("\n".join([
        json.dumps({"text": "My sister Anna lives in Denver.", "user": "alice",
                    "ts": "2026-11-01T10:00:00Z"}),
        json.dumps({"text": "That's nice!", "role": "assistant", "user": "alice"}),
        json.dumps({"text": "", "user": "alice"}),
        "garbage",
        json.dumps({"text": "Where does my sister live?", "user": "alice",
                    "ts": "2026-11-02T10:00:00Z"}),
    ]), encoding="utf-8")
    code, lines = _run(capsys, monkeypatch, ["replay", str(conv)])
    assert code == 0
    turns = [line for line in lines if "turn" in line]
    assert [t["turn"] for t in turns] == [1, 2, 3]
    keys = {"turn", "text", "lang", "intent", "facts", "bullets", "injected", "message",
            "timings_ms"}
    assert all(keys <= set(t) for t in turns)
    assert {(f["s"], f["r"], f["d"]) for f in turns[0]["facts"]} == {
        ("you", "sister", "anna"), ("anna", "lives_in", "denver")}
    assert turns[1]["facts"] == [] and turns[1]["injected"] is False
    assert set(turns[1]["timings_ms"]) >= {"intent", "extraction", "update", "retrieval", "total"}
    assert lines[2] == {"error": "line 4: invalid JSON (Expecting value)"}
    last = turns[2]
    assert last["injected"] is True
    assert "Anna lives in Denver." in last["bullets"]
    assert last["message"].startswith("Memory:")
    assert set(last["timings_ms"]) >= {"intent", "extraction", "update", "retrieval", "total"}
    summary = lines[-1]["summary"]
    assert summary["turns"] == 3
    assert set(summary["p50_ms"]) >= {"total"} and set(summary["p95_ms"]) >= {"total"}


def test_replay_rejects_bad_user_on_that_line_only(capsys, monkeypatch, tmp_path):
    conv = tmp_path / "conv.jsonl"
    conv.write_text(json.dumps({"text": "I like tea.", "user": "bad\u0001user"}) + "\n"
                    + json.dumps({"text": "I like tea.", "user": "ok"}) + "\n", encoding="utf-8")
    _, lines = _run(capsys, monkeypatch, ["replay", str(conv)])
    assert "control characters" in lines[0]["error"] and lines[0]["turn"] == 1
    assert [(f["r"], f["d"]) for f in lines[1]["facts"]] == [("likes", "tea")]


def test_unreadable_input_exits_non_zero_with_one_line(capsys, monkeypatch, tmp_path):
    code = main(["replay", str(tmp_path / "missing.jsonl")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 1
    assert err[-1].startswith("hotmem: cannot read ")


def test_bad_configuration_exits_2_naming_the_variable(capsys, monkeypatch):
    monkeypatch.setenv("HOTMEM_BULLETS_MAX", "99")
    assert main(["stats"]) == 2
    assert "HOTMEM_BULLETS_MAX" in capsys.readouterr().err


def test_chat_export_forget_and_stats_on_a_persistent_store(capsys, monkeypatch, backend):
    if "store_url" in backend:
        monkeypatch.setenv("HOTMEM_STORE_URL", backend["store_url"])
    store = str(backend["data_dir"])
    code, lines = _run(capsys, monkeypatch, ["chat", "--user", "u1", "--data-dir", store],
                       "I live in Paris and I love jazz.\n")
    assert code == 0
    assert {(f["r"], f["d"]) for f in lines[0]["facts"]} == {("lives_in", "paris"),
                                                             ("likes", "jazz")}
    _, (exported,) = _run(capsys, monkeypatch, ["export", "--user", "u1", "--data-dir", store])
    assert {(e["r"], e["d"]) for e in exported["edges"]} == {("lives_in", "paris"),
                                                             ("likes", "jazz")}
    _, (other,) = _run(capsys, monkeypatch, ["export", "--user", "u2", "--data-dir", store])
    assert other["edges"] == []
    _, (stats,) = _run(capsys, monkeypatch, ["stats", "--data-dir", store])
    assert stats["users"] == 1 and stats["edges"] == 2
    _, (forgot,) = _run(capsys, monkeypatch, ["forget", "--user", "u1", "--subject", "You",
                                              "--relation", "likes", "--data-dir", store,
                                              "--compact"])
    assert forgot == {"user": "u1", "forgotten": 1, "compacted": True}
    _, (exported,) = _run(capsys, monkeypatch, ["export", "--user", "u1", "--data-dir", store])
    assert [(e["r"], e["d"]) for e in exported["edges"]] == [("lives_in", "paris")]
    if "store_url" not in backend:
        assert b"jazz" not in (Path(store) / "data.mdb").read_bytes()


def test_migrate_copies_the_lmdb_store_into_postgresql_with_counts(capsys, monkeypatch,
                                                                   tmp_path, pg_url):
    store = str(tmp_path / "lmdb")
    _run(capsys, monkeypatch, ["chat", "--user", "u1", "--data-dir", store],
         "I live in Paris and I love jazz.\nMy sister Anna lives in Boston.\n"
         "I restored an old sailboat with my sister last summer.\n")
    _run(capsys, monkeypatch, ["chat", "--user", "u2", "--data-dir", store], "I like tea.\n")
    _, (before,) = _run(capsys, monkeypatch, ["export", "--user", "u1", "--data-dir", store])
    code, (report,) = _run(capsys, monkeypatch, ["migrate", "--data-dir", store, "--to", pg_url])
    assert code == 0
    assert report["users"] == 2 and report["verified"] is True
    assert report["edges"] == len(before["edges"]) + 1
    assert report["episodes"] == len(before["episodes"]) == 1
    _, (after,) = _run(capsys, monkeypatch, ["export", "--user", "u1", "--store-url", pg_url])
    assert after == before
    _, (stats,) = _run(capsys, monkeypatch, ["stats", "--store-url", pg_url])
    assert stats["backend"] == "postgresql" and stats["users"] == 2
    assert main(["migrate", "--data-dir", store, "--to", pg_url]) == 1
    assert "already in" in capsys.readouterr().err


def test_forget_relation_without_subject_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["forget", "--user", "u1", "--relation", "likes"])
    assert exit_info.value.code == 2


def test_doctor_reports_each_configured_language(capsys, monkeypatch):
    monkeypatch.setenv("HOTMEM_LANGS", "en,de")
    code, lines = _run(capsys, monkeypatch, ["doctor"])
    assert code == 0
    assert lines[0]["store"] == "lmdb" and lines[0]["ok"] and lines[0]["users"] == 0
    by_lang = {line["lang"]: line for line in lines[1:]}
    assert by_lang["en"]["ok"] and by_lang["en"]["loaded"] == "parser"
    assert by_lang["en"]["components"] == ["tok2vec", "tagger", "parser", "attribute_ruler",
                                           "lemmatizer"]
    assert by_lang["de"]["loaded"] == "blank"
    assert by_lang["de"]["components"] == ["sentencizer", "lemmatizer"]


def test_doctor_reports_an_unreachable_postgresql_without_its_password(capsys, monkeypatch):
    monkeypatch.setenv("HOTMEM_STORE_URL", "postgresql://bot:hush-hush@127.0.0.1:9/db")
    code, lines = _run(capsys, monkeypatch, ["doctor"])
    assert code == 1
    assert lines[0]["store"] == "postgresql" and lines[0]["ok"] is False
    assert lines[0]["location"] == "postgresql://bot:***@127.0.0.1:9/db"
    assert "hush-hush" not in json.dumps(lines)


def test_installed_entry_point_runs_and_rejects_unknown_commands():
    exe = str(Path(sys.executable).with_name("hotmem"))
    assert Path(exe).exists(), "the hotmem console script is not installed beside python"
    ok = subprocess.run([exe, "--help"], capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and "replay" in ok.stdout
    bad = subprocess.run([exe, "frobnicate"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and bad.stdout == ""
