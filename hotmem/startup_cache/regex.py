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
- an entry is used only for the exact pattern text and flags it was compiled from, only by the
  same interpreter version and regular-expression engine (``_sre.MAGIC``, code size) that
  compiled it, and only for patterns of at least ``MIN_PATTERN_CHARS`` characters (the costly
  ones: a small everyday pattern is never taken from the file);
- ``_sre`` checks that the code is well-formed, not that it is the code of that text, so the
  file is trusted only when it and its directory belong to the user running the process and
  nobody else can write them (:func:`hotmem.startup_cache.directory.trusted`);
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
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import structlog

from hotmem.startup_cache.directory import cache_dir, trusted

log = structlog.get_logger("hotmem.startup_cache.regex")

# Shorter patterns compile in about a millisecond and are not worth a cache entry; the tokenizer
# affix patterns of the models (5k–50k characters) and French's exceptions (1.45M) are.
MIN_PATTERN_CHARS = 5_000
_FORMAT = 1
# array typecode of one _sre code word, by its size in bytes (_sre.CODESIZE).
_CODE_TYPECODES = {2: "H", 4: "I", 8: "Q"}

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
    words = array.array(_CODE_TYPECODES[_sre.CODESIZE], code)
    return {"pattern": pattern, "flags": flags, "final_flags": flags | parsed.state.flags,
            "groups": parsed.state.groups - 1, "groupindex": groupindex,
            "indexgroup": indexgroup, "code": base64.b64encode(words.tobytes()).decode("ascii")}


def _pattern_from(entry: dict[str, Any]) -> re.Pattern[str]:
    import _sre

    words = array.array(_CODE_TYPECODES[_sre.CODESIZE])
    words.frombytes(base64.b64decode(entry["code"], validate=True))
    return _sre.compile(entry["pattern"], entry["final_flags"], words.tolist(), entry["groups"],
                        entry["groupindex"], tuple(entry["indexgroup"]))


def _read(path: Path) -> list[dict[str, Any]]:
    """The entries of a cache file written by this interpreter; ``[]`` when stale."""
    data = json.loads(path.read_text("utf-8"))
    if not isinstance(data, dict) or data.get("engine") != _engine_id():
        log.info("startup_cache.regex.stale", path=str(path))
        return []
    entries = data.get("entries")
    return entries if isinstance(entries, list) else []


def record(patterns: Iterable[tuple[str, int]], path: Path | None = None) -> int:
    """Write the compiled form of ``patterns`` (text, flags) to the cache file, replacing it.

    Each pattern is compiled once more here to keep its code: a one-off cost at install time.
    Patterns shorter than ``MIN_PATTERN_CHARS`` are left out (they would never be read back).
    The file is replaced atomically.

    Returns:
        The number of entries written.

    Raises:
        OSError: when the cache directory or file cannot be written.
    """
    target = path or cache_file()
    entries = [_compiled_entry(text, flags) for text, flags in dict.fromkeys(patterns)
               if len(text) >= MIN_PATTERN_CHARS]
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    payload = json.dumps({"engine": _engine_id(), "entries": entries})
    fd, tmp = tempfile.mkstemp(prefix=".regex-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(payload)
        os.replace(tmp, target)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise
    log.info("startup_cache.regex.recorded", path=str(target), entries=len(entries))
    return len(entries)


def large_patterns_compiled() -> set[tuple[str, int]]:
    """The (text, flags) of every pattern of at least ``MIN_PATTERN_CHARS`` in re's cache."""
    return {(text, flags) for kind, text, flags in list(getattr(re, "_cache", {}))
            if kind is str and len(text) >= MIN_PATTERN_CHARS}


def suspend_preload() -> None:
    """Make :func:`preload` a no-op in this process (``build-cache`` compiles afresh)."""
    global _PATTERNS  # the process-wide patterns: none, from now on
    with _PATTERNS_LOCK:
        _PATTERNS = {}


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


def preloaded() -> dict[tuple[type, str, int], re.Pattern[str]]:
    """The patterns this process took from the cache (empty before :func:`preload`)."""
    with _PATTERNS_LOCK:
        return dict(_PATTERNS or {})


def read_patterns(path: Path) -> dict[tuple[type, str, int], re.Pattern[str]]:
    """The cache file's patterns, keyed as :mod:`re` keys its cache; bad entries are skipped."""
    start = time.perf_counter()
    if not path.is_file():
        log.info("startup_cache.regex.absent", path=str(path),
                 hint="`hotmem build-cache` saves seconds of model loading per process")
        return {}
    if not trusted(path):
        return {}
    try:
        entries = _read(path)
    except (OSError, ValueError) as err:
        log.warning("startup_cache.regex.unreadable", path=str(path), error=str(err))
        return {}
    patterns: dict[tuple[type, str, int], re.Pattern[str]] = {}
    for entry in entries:
        try:
            if len(entry["pattern"]) < MIN_PATTERN_CHARS:
                raise ValueError("pattern shorter than MIN_PATTERN_CHARS")
            patterns[(str, entry["pattern"], entry["flags"])] = _pattern_from(entry)
        except (KeyError, TypeError, ValueError, RuntimeError, OverflowError) as err:
            log.warning("startup_cache.regex.bad_entry", path=str(path), error=str(err))
    log.info("startup_cache.regex.read", path=str(path), patterns=len(patterns),
             ms=round((time.perf_counter() - start) * 1000, 1))
    return patterns
