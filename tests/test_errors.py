"""One HotMemError base, byte-based LMDB key limits, and one-line CLI errors for user mistakes."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from hotmem import HotMemError
from hotmem.aliases import Aliases, AliasesError
from hotmem.cli import main
from hotmem.config import ConfigError, HotMemConfig
from hotmem.demo import DemoInputError
from hotmem.errors import InspectorStartError, ModelLoadingError
from hotmem.inspector.security import InspectorConfigError
from hotmem.lang import UnknownLanguageError
from hotmem.nlp import ModelUnavailableError
from hotmem.store import (
    MAX_USER_BYTES,
    EntityInfo,
    HotStore,
    InvalidUserError,
    StoreError,
    StoreFullError,
    TurnWrite,
    validate_user,
)
from hotmem.types import Edge


@pytest.mark.parametrize(
    ("error", "builtin"),
    [
        (ConfigError, ValueError),
        (AliasesError, ValueError),
        (InvalidUserError, ValueError),
        (DemoInputError, ValueError),
        (StoreError, RuntimeError),
        (StoreFullError, StoreError),
        (ModelUnavailableError, RuntimeError),
        (ModelLoadingError, RuntimeError),
        (UnknownLanguageError, KeyError),
        (InspectorConfigError, ValueError),
        (InspectorStartError, RuntimeError),
    ],
)
def test_every_hotmem_error_shares_one_base_and_keeps_its_builtin_base(error, builtin) -> None:
    assert issubclass(error, HotMemError)
    assert issubclass(error, builtin)


def test_long_cjk_user_id_is_a_typed_error_counted_in_bytes() -> None:
    user = "用户" * 30  # 60 characters, 180 bytes of UTF-8
    with pytest.raises(InvalidUserError, match=r"at most 128 bytes in UTF-8, this one has 180"):
        validate_user(user)
    assert validate_user("用户" * 21) == "用户" * 21  # 126 bytes fit
    assert len(("用户" * 21).encode()) <= MAX_USER_BYTES


def test_engine_rejects_long_cjk_user_with_invalid_user_error_not_lmdb(engine) -> None:
    with pytest.raises(InvalidUserError):
        engine.process_turn("I live in Seattle.", user="北京市朝阳区用户" * 8)


def test_longest_user_and_cjk_entities_fit_lmdb_key_limit(tmp_path: Path) -> None:
    user = "用" * 42  # 126 bytes, just under the user limit
    long_name = "東京都千代田区" * 40  # 280 characters, 840 bytes
    edge = Edge(user=user, s=long_name, r="lives_in", d=long_name + "x", display_s=long_name,
                display_d=long_name, first_seen=1.0, last_seen=1.0, source="", session="s",
                lang="ja")
    with HotStore(tmp_path) as store:
        store.write_turn(user, lambda _: TurnWrite(
            edges=[edge], entities={long_name: EntityInfo(display=long_name, mentions=1)}))
    with HotStore(tmp_path) as store, store.reading(user) as index:
        assert index.edges[edge.key].s == long_name
        assert index.entities[long_name[:42]].mentions == 1  # key cut at 126 bytes = 42 chars


def test_closed_store_raises_store_error(tmp_path: Path) -> None:
    store = HotStore(tmp_path)
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.export("alice")


def test_malformed_aliases_file_is_one_line_cli_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "aliases.json"
    bad.write_text('{"corrections": {"a": 1}', encoding="utf-8")
    monkeypatch.setenv("HOTMEM_LANGS", "en")
    monkeypatch.setenv("HOTMEM_DATA_DIR", str(tmp_path / "store"))
    monkeypatch.setenv("HOTMEM_ALIASES_FILE", str(bad))
    monkeypatch.setattr("sys.stdin", io.StringIO('{"text": "I live in Paris."}\n'))
    code = main(["replay", "-"])
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.startswith("hotmem:")]
    assert code == 2
    assert len(lines) == 1 and str(bad) in lines[0]
    assert "Traceback" not in err


def test_aliases_error_is_raised_by_the_loader(tmp_path: Path) -> None:
    bad = tmp_path / "aliases.json"
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(AliasesError):
        Aliases.load(bad)


def test_store_error_in_a_subprocess_cli_is_one_line(tmp_path: Path) -> None:
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "hotmem.cli", "stats", "--data-dir", str(not_a_dir / "store")],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert proc.returncode == 1
    assert proc.stderr.strip().startswith("hotmem: ")
    assert len(proc.stderr.strip().splitlines()) == 1
    assert "Traceback" not in proc.stderr


def test_config_error_names_variable_and_is_a_hotmem_error() -> None:
    with pytest.raises(HotMemError, match="HOTMEM_MAP_SIZE_MB"):
        HotMemConfig.from_env({"HOTMEM_MAP_SIZE_MB": "lots"})


def test_a_store_url_without_the_postgres_extra_is_a_config_error_naming_the_extra(
        tmp_path: Path) -> None:
    # psycopg set to None in sys.modules is how Python reports a package that is not installed.
    script = (
        "import sys; sys.modules['psycopg'] = None\n"
        "from hotmem import HotMem, HotMemConfig\n"
        "from hotmem.errors import ConfigError\n"
        "try:\n"
        f"    HotMem(HotMemConfig.from_env({{}}, data_dir={str(tmp_path)!r}, "
        "store_url='postgresql://bot@127.0.0.1:1/x'), prewarm=False)\n"
        "except ConfigError as err:\n"
        "    print(err)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "pip install 'hotmem[postgres]'" in proc.stdout
    assert "psycopg" in proc.stdout


def test_an_inspector_that_cannot_bind_closes_its_socket(engine) -> None:
    import gc
    import socket
    import warnings

    from hotmem.inspector.server import InspectorServer

    taken = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with pytest.raises(OSError):
                InspectorServer(engine, port=port)
            gc.collect()
    finally:
        taken.close()
    assert [w for w in caught if issubclass(w.category, ResourceWarning)] == []
