"""Very large regular expressions, compiled once per machine instead of once per process.

Importing spaCy's French language data compiles one 1.45-million-character regular expression
(its tokenizer exceptions): 2.5–4 s of pure-Python work in :mod:`re` before the French model can
load, in every fresh process. The compiled form is a list of integers that CPython's ``_sre``
turns back into a pattern in a few milliseconds, so :func:`record` keeps the compiled form of
every very large pattern a process has compiled in one cache file (``hotmem build-cache``, run by
``make install``), and :func:`preload` puts them back into :mod:`re`'s own pattern cache before
the models load: the library's ``re.compile(<same text>, <same flags>)`` then finds its pattern
ready-made.

This leans on CPython internals (``re._cache``, ``re._parser``, ``re._compiler._code`` and
``_sre.compile``), so it is strictly an accelerator:
- an entry is used only for the exact pattern text and flags it was compiled from, and only by
  the same interpreter version and regular-expression engine (``_sre.MAGIC``, code size) that
  compiled it; ``_sre`` checks the code again when it builds the pattern;
- a missing, unreadable, stale or damaged cache is skipped with a log line, and the library then
  compiles its patterns itself as it always did (an interpreter whose internals differ shows as
  a skipped cache). Nothing else depends on the cache.
"""

from __future__ import annotations

import array
import base64
import json
import os
import re
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import structlog

from hotmem.startup_cache.directory import cache_dir

log = structlog.get_logger("hotmem.startup_cache.regex")

# Patterns shorter than this compile in a few milliseconds and are not worth a cache entry.
MIN_PATTERN_CHARS = 100_000
_FORMAT = 1

# Process-wide: the cache file is read at most once; its patterns are kept here so every model
# load can put them back should re's own cache (512 patterns, oldest dropped first) lose them.
_PATTERNS: dict[tuple[type, str, int], re.Pattern[str]] | None = None
_PATTERNS_LOCK = threading.Lock()


def cache_file(directory: Path | None = None) -> Path:
    """The cache file for this interpreter (one per Python version: compiled code differs)."""
    return (directory or cache_dir()) / f"regex-{sys.implementation.cache_tag}.json"


def _engine_id() -> dict[str, Any]:
    import _sre

    return {"format": _FORMAT, "python": list(sys.version_info[:3]),
            "magic": _sre.MAGIC, "codesize": _sre.CODESIZE, "maxunicode": sys.maxunicode}


def _compiled_entry(pattern: str, flags: int) -> dict[str, Any]:
    """Parse and compile ``pattern`` exactly as :func:`re.compile` does, keeping the code."""
    import _sre
    from re import _compiler, _parser

    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    words = array.array({2: "H", 4: "I", 8: "Q"}[_sre.CODESIZE], code)
    return {"pattern": pattern, "flags": flags, "final_flags": flags | parsed.state.flags,
            "groups": parsed.state.groups - 1, "groupindex": groupindex,
            "indexgroup": indexgroup, "code": base64.b64encode(words.tobytes()).decode("ascii")}


def _pattern_from(entry: dict[str, Any]) -> re.Pattern[str]:
    import _sre

    words = array.array({2: "H", 4: "I", 8: "Q"}[_sre.CODESIZE])
    words.frombytes(base64.b64decode(entry["code"], validate=True))
    return _sre.compile(entry["pattern"], entry["final_flags"], words.tolist(), entry["groups"],
                        entry["groupindex"], tuple(entry["indexgroup"]))


def _read(path: Path) -> list[dict[str, Any]]:
    """The entries of a cache file written by this interpreter; ``[]`` when absent or stale."""
    if not path.is_file():
        return []
    data = json.loads(path.read_text("utf-8"))
    if not isinstance(data, dict) or data.get("engine") != _engine_id():
        log.info("startup_cache.regex.stale", path=str(path))
        return []
    entries = data.get("entries")
    return entries if isinstance(entries, list) else []


def record(path: Path | None = None, min_chars: int = MIN_PATTERN_CHARS) -> int:
    """Add every pattern of at least ``min_chars`` in :mod:`re`'s cache to the cache file.

    Call it after loading what compiles the large patterns (``hotmem build-cache`` loads every
    configured language). Each pattern is compiled once more here to keep its code: a one-off
    cost at install time. The file is replaced atomically.

    Returns:
        The number of entries in the file afterwards.

    Raises:
        OSError: when the cache directory or file cannot be written.
    """
    target = path or cache_file()
    try:
        kept = {(e["pattern"], e["flags"]): e for e in _read(target)}
    except (OSError, ValueError, KeyError, TypeError):
        kept = {}
    for key in list(getattr(re, "_cache", {})):
        kind, pattern, flags = key
        if kind is str and len(pattern) >= min_chars and (pattern, flags) not in kept:
            kept[(pattern, flags)] = _compiled_entry(pattern, flags)
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = json.dumps({"engine": _engine_id(), "entries": list(kept.values())})
    fd, tmp = tempfile.mkstemp(prefix=".regex-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(payload)
        os.replace(tmp, target)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise
    log.info("startup_cache.regex.recorded", path=str(target), entries=len(kept))
    return len(kept)


def preload(path: Path | None = None) -> int:
    """Put the cached patterns into :mod:`re`'s pattern cache; the file is read once per process.

    Cheap on later calls (a dict update), so call it before every model load. Never raises for a
    bad cache: it is skipped (whole or entry by entry) with a log line.

    Returns:
        How many patterns are ready in :mod:`re`'s cache (0 without a usable cache).
    """
    global _PATTERNS  # the process-wide, read-once patterns this function exists for
    pattern_cache = getattr(re, "_cache", None)
    if not isinstance(pattern_cache, dict):
        return 0
    with _PATTERNS_LOCK:
        if _PATTERNS is None:
            _PATTERNS = read_patterns(path or cache_file())
        pattern_cache.update(_PATTERNS)
        return len(_PATTERNS)


def read_patterns(path: Path) -> dict[tuple[type, str, int], re.Pattern[str]]:
    """The cache file's patterns, keyed as :mod:`re` keys its cache; bad entries are skipped."""
    start = time.perf_counter()
    if not path.is_file():
        log.info("startup_cache.regex.absent", path=str(path),
                 hint="`hotmem build-cache` saves seconds of model loading per process")
        return {}
    try:
        entries = _read(path)
    except (OSError, ValueError) as err:
        log.warning("startup_cache.regex.unreadable", path=str(path), error=str(err))
        return {}
    patterns: dict[tuple[type, str, int], re.Pattern[str]] = {}
    for entry in entries:
        try:
            patterns[(str, entry["pattern"], entry["flags"])] = _pattern_from(entry)
        except (KeyError, TypeError, ValueError, RuntimeError, OverflowError) as err:
            log.warning("startup_cache.regex.bad_entry", path=str(path), error=str(err))
    log.info("startup_cache.regex.read", path=str(path), patterns=len(patterns),
             ms=round((time.perf_counter() - start) * 1000, 1))
    return patterns
