"""The ``hotmem`` command line (docs/contract.md §3).

Every command reads UTF-8, writes one JSON object per line to stdout, logs to stderr and exits
non-zero with a one-line error on bad arguments or unreadable input. A malformed input line
yields an ``{"error": ...}`` line and processing goes on.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from hotmem.config import HotMemConfig
from hotmem.errors import AliasesError, ConfigError, HotMemError, InvalidUserError
from hotmem.logs import configure_logging

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


class CliError(Exception):
    """A problem to report as one line on stderr, with an exit code."""

    def __init__(self, message: str, code: int = EXIT_FAIL) -> None:
        super().__init__(message)
        self.code = code


def _emit(obj: dict[str, Any], out: IO[str]) -> None:
    out.write(json.dumps(obj, ensure_ascii=False) + "\n")
    out.flush()


def _json_lines(stream: Iterable[str]) -> Iterator[tuple[int, dict[str, Any] | None, str | None]]:
    """Yield (line number, object, error) for each non-blank line; never raises on bad JSON."""
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as err:
            yield number, None, f"line {number}: invalid JSON ({err.msg})"
            continue
        if not isinstance(obj, dict):
            yield number, None, f"line {number}: expected a JSON object"
            continue
        text = obj.get("text")
        if not isinstance(text, str):
            yield number, None, f"line {number}: 'text' must be a string"
            continue
        yield number, obj, None


def _optional_str(obj: dict[str, Any], key: str) -> str | None:
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


@contextmanager
def _open_input(path: str) -> Iterator[IO[str]]:
    if path == "-":
        yield sys.stdin
        return
    try:
        handle = open(path, encoding="utf-8", errors="replace")  # noqa: SIM115
    except OSError as err:
        raise CliError(f"cannot read {path}: {err.strerror}") from None
    with handle:
        yield handle


def _config(args: argparse.Namespace, **overrides: Any) -> HotMemConfig:
    if getattr(args, "data_dir", None):
        overrides["data_dir"] = Path(args.data_dir)
    if getattr(args, "store_url", None):
        overrides.setdefault("store_url", args.store_url)
    try:
        return HotMemConfig.from_env(**overrides)
    except ConfigError as err:
        raise CliError(str(err), EXIT_USAGE) from None


def _engine(config: HotMemConfig):  # noqa: ANN202 - HotMem imported lazily (spaCy load)
    from hotmem.engine import HotMem

    return HotMem(config)  # a HotMemError reaches main() and is reported as one line


# ---------------------------------------------------------------------- commands


def cmd_extract(args: argparse.Namespace, out: IO[str]) -> int:
    """Facts of each input line; nothing is stored."""
    with tempfile.TemporaryDirectory(prefix="hotmem-extract-") as tmp:
        engine = _engine(_config(args, data_dir=Path(tmp), store_url=None))
        with engine, _open_input(args.input) as stream:
            for _, obj, error in _json_lines(stream):
                if error:
                    _emit({"error": error}, out)
                    continue
                result = engine.extract(
                    obj["text"], session=_optional_str(obj, "session"),
                    lang_hint=_optional_str(obj, "lang"),
                )
                line = result.to_json()
                _emit({"lang": line["lang"], "intent": line["intent"], "facts": line["facts"],
                       "timings_ms": line["timings_ms"]}, out)
    return EXIT_OK


def _replay(engine: Any, stream: IO[str], out: IO[str]) -> None:
    from hotmem.metrics import LatencyStats
    from hotmem.store import InvalidUserError

    stats = LatencyStats()
    turns = 0
    for _, obj, error in _json_lines(stream):
        if error:
            _emit({"error": error}, out)
            continue
        role = obj.get("role", "user")
        user = _optional_str(obj, "user") or "user"
        kwargs: dict[str, Any] = {
            "user": user, "session": _optional_str(obj, "session"),
            "lang_hint": _optional_str(obj, "lang"),
        }
        try:
            kwargs["ts"] = obj.get("ts")
            if role == "assistant":
                engine.process_turn(obj["text"], role="assistant", **kwargs)
                continue
            result = engine.process_turn(obj["text"], **kwargs)
        except (InvalidUserError, ValueError, TypeError) as err:
            if role == "assistant":
                _emit({"error": f"assistant line: {err}"}, out)
                continue
            turns += 1
            _emit({"turn": turns, "text": obj["text"], "lang": None, "intent": None, "facts": [],
                   "bullets": [], "injected": False, "message": None, "timings_ms": {},
                   "error": str(err)}, out)
            continue
        turns += 1
        line = result.to_json()
        line["turn"] = turns
        stats.add(result.timings_ms)
        _emit(line, out)
    summary = stats.summary()
    _emit({"summary": {"turns": turns, "p50_ms": summary["p50_ms"],
                       "p95_ms": summary["p95_ms"]}}, out)


def cmd_replay(args: argparse.Namespace, out: IO[str]) -> int:
    """Run a conversation through the whole engine on a fresh (or given) store."""
    with _open_input(args.file) as stream:
        if args.data_dir or args.store_url:
            with _engine(_config(args)) as engine:
                _replay(engine, stream, out)
            return EXIT_OK
        with tempfile.TemporaryDirectory(prefix="hotmem-replay-") as tmp:
            with _engine(_config(args, data_dir=Path(tmp), store_url=None)) as engine:
                _replay(engine, stream, out)
    return EXIT_OK


def cmd_chat(args: argparse.Namespace, out: IO[str]) -> int:
    """Interactive session on the persistent store: type a line, see what HotMem does."""
    with _engine(_config(args)) as engine:
        interactive = sys.stdin.isatty()
        if interactive:
            print(f"HotMem chat as user {args.user!r} (Ctrl-D to quit)", file=sys.stderr)
        while True:
            if interactive:
                print("you> ", end="", file=sys.stderr, flush=True)
            line = sys.stdin.readline()
            if not line:
                break
            if not line.strip():
                continue
            result = engine.process_turn(line.rstrip("\n"), user=args.user, session=args.session)
            _emit(result.to_json(), out)
    return EXIT_OK


def _store(args: argparse.Namespace, **overrides: Any):  # noqa: ANN202
    from hotmem.store import StoreError
    from hotmem.store_api import open_store

    cfg = _config(args, **overrides)
    try:
        return open_store(cfg)
    except (StoreError, ConfigError) as err:
        raise CliError(str(err)) from None


def cmd_export(args: argparse.Namespace, out: IO[str]) -> int:
    """Everything stored for one user, as one JSON object."""
    from hotmem.store import InvalidUserError

    with _store(args) as store:
        try:
            _emit(store.export(args.user), out)
        except InvalidUserError as err:
            raise CliError(str(err), EXIT_USAGE) from None
    return EXIT_OK


def cmd_forget(args: argparse.Namespace, out: IO[str]) -> int:
    """Remove a user's facts (all, or by subject/relation/object) from every layer."""
    from hotmem.store import InvalidUserError
    from hotmem.text import normalize_key

    s = normalize_key(args.subject) if args.subject else None
    d = normalize_key(args.object) if args.object else None
    with _store(args) as store:
        try:
            removed = store.forget(args.user, s, args.relation, d)
        except InvalidUserError as err:
            raise CliError(str(err), EXIT_USAGE) from None
        if args.compact:
            store.compact()
        _emit({"user": args.user, "forgotten": removed, "compacted": bool(args.compact)}, out)
    return EXIT_OK


def cmd_stats(args: argparse.Namespace, out: IO[str]) -> int:
    """Counts per status, users, map and file size of the store."""
    with _store(args) as store:
        _emit(store.stats(), out)
    return EXIT_OK


def _doctor_store(args: argparse.Namespace, out: IO[str]) -> bool:
    """Open the configured store and report it; True when it works."""
    from hotmem.store_api import mask_url

    cfg = _config(args)
    line: dict[str, Any] = {"store": "postgresql" if cfg.store_url else "lmdb",
                            "location": mask_url(cfg.store_url) if cfg.store_url
                            else str(cfg.data_dir)}
    try:
        with _store(args) as store:
            stats = store.stats()
    except CliError as err:
        line.update(ok=False, message=str(err))
        _emit(line, out)
        return False
    line.update(ok=True, users=stats["users"], edges=stats["edges"], message="ok")
    _emit(line, out)
    return True


def cmd_doctor(args: argparse.Namespace, out: IO[str]) -> int:
    """Check the store and every configured language; non-zero if one is not usable."""
    from hotmem.nlp import ModelUnavailableError, load_pipeline, read_manifest

    cfg = _config(args)
    manifest = read_manifest()
    failed = not _doctor_store(args, out)
    for lang in cfg.langs:
        entry = manifest.get(lang)
        line: dict[str, Any] = {"lang": lang}
        if entry is None:
            line.update(ok=False, message=f"{lang} is not in models/manifest.toml")
            failed = True
            _emit(line, out)
            continue
        line.update(expected=entry["kind"], package=f"{entry['package']}=={entry['version']}",
                    license=entry.get("license"), label_scheme=entry["label_scheme"])
        try:
            pipe = load_pipeline(lang, entry)
        except ModelUnavailableError as err:
            line.update(ok=False, message=str(err))
            failed = True
        else:
            ok = pipe.fallback_reason is None
            failed = failed or not ok
            line.update(ok=ok, loaded=pipe.kind, components=pipe.components,
                        load_ms=round(pipe.load_ms, 1),
                        message=pipe.fallback_reason or "ok")
        _emit(line, out)
    return EXIT_FAIL if failed else EXIT_OK


def cmd_build_cache(args: argparse.Namespace, out: IO[str]) -> int:
    """Load every configured language once and record the start-up caches."""
    from hotmem import startup_cache

    cfg = _config(args)
    try:
        summary = startup_cache.build(cfg.langs)  # ModelUnavailableError: one line from main()
    except OSError as err:
        raise CliError(f"cannot write the start-up cache in {startup_cache.cache_dir()}: {err} "
                       f"(set {startup_cache.CACHE_ENV} to a writable directory)") from None
    _emit(summary, out)
    return EXIT_OK


def cmd_serve(args: argparse.Namespace, out: IO[str]) -> int:
    """The memory inspector (page, JSON API, live turns) on the persistent store."""
    try:
        from hotmem.inspector.security import InspectorConfigError, check_bind, token_from_env
        from hotmem.inspector.server import InspectorServer
    except ImportError as err:
        raise CliError(f"the inspector needs FastAPI and uvicorn ({err.name} is missing): "
                       "pip install 'hotmem[inspector]'") from None
    try:
        token = token_from_env()
        check_bind(args.host, token)  # before the models load: fail fast
    except InspectorConfigError as err:
        raise CliError(str(err), EXIT_USAGE) from None
    with _engine(_config(args)) as engine:
        try:
            server = InspectorServer(engine, host=args.host, port=args.port, token=token)
        except OSError as err:
            raise CliError(f"cannot listen on {args.host}:{args.port}: {err.strerror}") from None
        url = server.url if token is None else f"{server.url}?token=<HOTMEM_INSPECTOR_TOKEN>"
        print(f"hotmem: inspector on {url} (Ctrl-C stops)", file=sys.stderr)
        # uvicorn re-raises SIGTERM after its graceful shutdown; exit through the `with` so the
        # store is closed, as on Ctrl-C.
        previous = signal.signal(signal.SIGTERM, _exit_on_signal)
        try:
            server.run()
        finally:
            signal.signal(signal.SIGTERM, previous)
    return EXIT_OK


def _exit_on_signal(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def cmd_migrate(args: argparse.Namespace, out: IO[str]) -> int:
    """Copy every user of the LMDB store (``--data-dir``) into PostgreSQL, counts verified."""
    from hotmem.store import StoreError
    from hotmem.store_api import is_postgres_url, mask_url

    if not is_postgres_url(args.to):
        raise CliError("--to must be a postgresql:// URL", EXIT_USAGE)
    data_dir = _config(args).data_dir
    if not (data_dir / "data.mdb").exists():
        raise CliError(f"no HotMem store in {data_dir} (set --data-dir)")
    copied = {"users": 0, "edges": 0, "entities": 0, "episodes": 0}
    with _store(args, store_url=None) as source, _store(args, store_url=args.to) as target:
        users = source.users()
        clash = sorted(set(users) & set(target.users()))
        if clash:
            raise CliError(f"{len(clash)} user(s) already in {mask_url(args.to)} "
                           f"(first: {clash[0]!r}); nothing was copied")
        for user in users:
            exported = source.export(user)
            try:
                counts = target.import_user(exported)
            except StoreError as err:
                raise CliError(str(err)) from None
            expected = (len(exported["edges"]), len(exported["entities"]),
                        len(exported["episodes"]))
            if counts != expected:
                raise CliError(f"user {user!r}: copied {counts[0]} edges, {counts[1]} entities "
                               f"and {counts[2]} episodes, expected {expected[0]}, "
                               f"{expected[1]} and {expected[2]}")
            copied["users"] += 1
            copied["edges"] += counts[0]
            copied["entities"] += counts[1]
            copied["episodes"] += counts[2]
    _emit({"from": str(data_dir), "to": mask_url(args.to), **copied, "verified": True}, out)
    return EXIT_OK


def cmd_demo(args: argparse.Namespace, out: IO[str]) -> int:
    """The offline Pipecat demo (see hotmem.demo)."""
    from hotmem.demo import run_demo

    return run_demo(args.input, out=out)


# ---------------------------------------------------------------------- parser


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hotmem", description="Real-time offline conversational memory for voice bots."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    def add(name: str, func: Any, help_text: str, data_dir: bool = True) -> argparse.ArgumentParser:
        cmd = sub.add_parser(name, help=help_text, description=help_text)
        cmd.set_defaults(func=func)
        if data_dir:
            cmd.add_argument("--data-dir", help="store directory (default: HOTMEM_DATA_DIR)")
            cmd.add_argument("--store-url", help="PostgreSQL store instead of --data-dir "
                             "(default: HOTMEM_STORE_URL; prefer the variable for passwords)")
        return cmd

    cmd = add("extract", cmd_extract, "extract facts from JSON lines on stdin; store nothing",
              data_dir=False)
    cmd.add_argument("--input", default="-", help="JSON-lines file (default: stdin)")
    cmd = add("replay", cmd_replay, "run a conversation file through the whole engine")
    cmd.add_argument("file", help="JSON-lines conversation ('-' for stdin)")
    cmd = add("chat", cmd_chat, "interactive session on the persistent store")
    cmd.add_argument("--user", default="me")
    cmd.add_argument("--session", default="chat")
    cmd = add("export", cmd_export, "print everything stored for a user")
    cmd.add_argument("--user", required=True)
    cmd = add("forget", cmd_forget, "forget a user's facts (all, or by subject/relation/object)")
    cmd.add_argument("--user", required=True)
    cmd.add_argument("--subject")
    cmd.add_argument("--relation")
    cmd.add_argument("--object")
    cmd.add_argument("--compact", action="store_true",
                     help="rewrite the store file so forgotten data leaves the disk")
    add("stats", cmd_stats, "store statistics")
    add("doctor", cmd_doctor, "check that the store opens and every language model loads")
    add("build-cache", cmd_build_cache, "record what every process would otherwise recompute at "
        "start-up (make install runs it; HOTMEM_CACHE_DIR)", data_dir=False)
    cmd = add("migrate", cmd_migrate, "copy the LMDB store into PostgreSQL, counts verified")
    cmd.add_argument("--to", required=True, metavar="URL",
                     help="target postgresql:// URL (its tables are created if missing)")
    cmd = add("serve", cmd_serve, "memory inspector: a local page, a JSON API and live turns")
    cmd.add_argument("--host", default="127.0.0.1",
                     help="address to listen on (default 127.0.0.1; any other needs "
                          "HOTMEM_INSPECTOR_TOKEN)")
    cmd.add_argument("--port", type=int, default=8765, help="TCP port (default 8765)")
    cmd = add("demo", cmd_demo, "offline Pipecat demo with a stand-in LLM", data_dir=False)
    cmd.add_argument("--input", default=None,
                     help="conversation file (JSON lines or plain text; '-' for stdin); "
                          "default: the bundled multilingual conversation")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "relation", None) and not getattr(args, "subject", None):
        parser.error("--relation needs --subject")
    if getattr(args, "object", None) and not getattr(args, "relation", None):
        parser.error("--object needs --relation")
    try:
        cfg = HotMemConfig.from_env(data_dir=Path(tempfile.gettempdir()))
    except ConfigError as err:
        print(f"hotmem: {err}", file=sys.stderr)
        return EXIT_USAGE
    configure_logging(cfg.log_level, cfg.log_format, force=True)
    try:
        return int(args.func(args, sys.stdout))
    except CliError as err:
        print(f"hotmem: {err}", file=sys.stderr)
        return err.code
    except HotMemError as err:  # every user error HotMem raises reads as one line, no traceback
        print(f"hotmem: {err}", file=sys.stderr)
        usage = isinstance(err, ConfigError | AliasesError | InvalidUserError)
        return EXIT_USAGE if usage else EXIT_FAIL
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
