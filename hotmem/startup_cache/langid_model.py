"""The language-id n-gram model, kept uncompressed so a fresh process reads it in milliseconds.

``py3langid`` ships its model LZMA-compressed (4.6 MB); every process decompresses the 68 MB
inside before it can tell one language from another: about 0.6 s of a cold start, spent before
any turn can be routed. :func:`record` (``hotmem build-cache``) writes the decompressed arrays
once; :func:`load` builds the same model from them. The cache is tied to the installed
``py3langid`` version and to the SHA-256 of its model file (so every virtual environment with
the same model shares one copy), is read only when :func:`~hotmem.startup_cache.directory.trusted`,
and anything unexpected (missing, stale, damaged) means ``None``: the caller then loads the
packaged model as before.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import time
import zipfile
from array import array
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np
import structlog
from py3langid.langid import MODEL_DIR, MODEL_FILE
from py3langid.langid import LanguageIdentifier as NgramModel

from hotmem.startup_cache.directory import cache_dir, trusted

log = structlog.get_logger("hotmem.startup_cache.langid")

_ARRAYS = ("ptc", "pc", "classes", "nextmove", "nextmove_row", "out_feat")
_TYPECODES = {2: "H", 4: "I", 8: "Q"}


def _source() -> Path:
    return MODEL_DIR / MODEL_FILE


def _stamp() -> str:
    """What the cache must match: the package version and its model file's content (~10 ms)."""
    digest = hashlib.sha256(_source().read_bytes()).hexdigest()
    return f"{metadata.version('py3langid')}-{digest}"


def cache_file(directory: Path | None = None) -> Path:
    """The uncompressed model's path in the cache directory."""
    return (directory or cache_dir()) / "langid-model.npz"


def _as_array(values: np.ndarray) -> array:
    out = array(_TYPECODES[values.dtype.itemsize])
    out.frombytes(memoryview(np.ascontiguousarray(values)).cast("B"))
    return out


def record(path: Path | None = None) -> Path:
    """Decompress the packaged model into the cache (atomically replaced).

    Raises:
        OSError: when the cache cannot be written.
    """
    import lzma

    target = path or cache_file()
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    with lzma.open(_source()) as packed:
        arrays = dict(np.load(packed, allow_pickle=False).items())
    fd, tmp = tempfile.mkstemp(prefix=".langid-", suffix=".npz", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            np.savez(handle, stamp=np.array(_stamp()), **{k: arrays[k] for k in _ARRAYS})
        os.replace(tmp, target)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise
    log.info("startup_cache.langid.recorded", path=str(target))
    return target


def is_fresh(path: Path | None = None) -> bool:
    """Whether the cache exists, is trusted and matches the installed model (reads its stamp)."""
    source = path or cache_file()
    if not source.is_file() or not trusted(source):
        return False
    try:
        with np.load(source, allow_pickle=False) as data:
            return str(data["stamp"]) == _stamp()
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return False


def load(path: Path | None = None, **options: Any) -> NgramModel | None:
    """The model from the cache, or ``None`` when the cache is absent, stale or damaged.

    Args:
        path: the cache file (default: :func:`cache_file`).
        **options: passed to the model's constructor (e.g. ``norm_probs=True``).
    """
    source = path or cache_file()
    if not source.is_file() or not trusted(source):
        return None
    start = time.perf_counter()
    try:
        with np.load(source, allow_pickle=False) as data:
            if str(data["stamp"]) != _stamp():
                log.info("startup_cache.langid.stale", path=str(source))
                return None
            model = NgramModel(
                np.asarray(data["ptc"]), np.asarray(data["pc"]), data["classes"].tolist(),
                _as_array(data["nextmove"]), data["out_feat"].tolist(),
                tk_row=_as_array(data["nextmove_row"]), **options,
            )
    except (OSError, ValueError, KeyError, TypeError, EOFError, zipfile.BadZipFile) as err:
        log.warning("startup_cache.langid.unreadable", path=str(source), error=str(err))
        return None
    log.info("startup_cache.langid.loaded", ms=round((time.perf_counter() - start) * 1000, 1))
    return model
