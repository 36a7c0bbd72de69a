"""Where the start-up caches live: ``HOTMEM_CACHE_DIR``, else the per-user cache directory."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

CACHE_ENV = "HOTMEM_CACHE_DIR"


def cache_dir() -> Path:
    """``HOTMEM_CACHE_DIR`` if set, else the platform's per-user cache directory for HotMem."""
    configured = os.environ.get(CACHE_ENV, "").strip()
    if configured:
        return Path(configured).expanduser()
    return Path(platformdirs.user_cache_dir("hotmem", appauthor=False))
