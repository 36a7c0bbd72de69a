"""`hotmem serve`: refuses unsafe binds before loading anything, serves the store, stops on
Ctrl-C."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hotmem.cli import main
from tests.inspector_client import call


@pytest.fixture(autouse=True)
def _english_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOTMEM_LANGS", "en")
    monkeypatch.setenv("HOTMEM_DATA_DIR", str(tmp_path / "store"))
    monkeypatch.delenv("HOTMEM_INSPECTOR_TOKEN", raising=False)


def test_public_bind_without_token_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--host", "0.0.0.0"]) == 2
    err = capsys.readouterr().err
    assert "refusing to listen on 0.0.0.0 without HOTMEM_INSPECTOR_TOKEN" in err


def test_short_token_is_refused(capsys: pytest.CaptureFixture[str],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOTMEM_INSPECTOR_TOKEN", "abc")
    assert main(["serve", "--host", "0.0.0.0"]) == 2
    assert "HOTMEM_INSPECTOR_TOKEN must be at least 16 characters" in capsys.readouterr().err


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_missing_web_stack_says_what_to_install() -> None:
    # An install without the `inspector` extra: FastAPI and uvicorn cannot be imported.
    code = ("import sys; sys.modules['fastapi'] = sys.modules['uvicorn'] = None; "
            "from hotmem.cli import main; sys.exit(main(['serve']))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 1
    assert "pip install 'hotmem[inspector]'" in done.stderr


@pytest.mark.parametrize(("stop", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_serve_answers_on_loopback_and_stops_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], stop: signal.Signals, code: int
) -> None:
    port = _free_port()
    exe = str(Path(sys.executable).with_name("hotmem"))
    env = {**os.environ, "HOTMEM_LANGS": "en", "HOTMEM_DATA_DIR": str(tmp_path / "store")}
    env.pop("HOTMEM_INSPECTOR_TOKEN", None)
    proc = subprocess.Popen([exe, "serve", "--port", str(port)], env=env,
                            stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        banner = proc.stderr.readline()
        assert banner == f"hotmem: inspector on http://127.0.0.1:{port}/ (Ctrl-C stops)\n"
        url = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 10
        while True:
            try:
                status = call(url, "GET", "api/status")
                break
            except OSError:
                assert time.monotonic() < deadline, "hotmem serve did not answer"
                time.sleep(0.1)
        assert status.status == 200
        assert status.json()["languages"]["en"]["loaded"] is True
        turn = call(url, "POST", "api/turns", body={"user": "u1", "text": "I live in Oslo."},
                    headers={"x-hotmem-inspector": "1"})
        assert [f["d"] for f in turn.json()["facts"]] == ["oslo"]
        proc.send_signal(stop)
        assert proc.wait(15) == code  # the shell's code for that signal, after a clean exit
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    # What the served turn wrote is in the store for the next process.
    assert main(["export", "--user", "u1"]) == 0
    assert '"d": "oslo"' in capsys.readouterr().out
