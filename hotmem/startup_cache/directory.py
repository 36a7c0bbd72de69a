"""Where the start-up caches live, and when a cache file may be trusted.

``HOTMEM_CACHE_DIR`` if set, else the per-user cache directory. What the caches hold steers the
process (compiled regular-expression code, the language-id model), so a file is read only when
it and its directory belong to the user running the process and no one else can write them.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import platformdirs
import structlog

CACHE_ENV = "HOTMEM_CACHE_DIR"

log = structlog.get_logger("hotmem.startup_cache")


def cache_dir() -> Path:
    """``HOTMEM_CACHE_DIR`` if set, else the platform's per-user cache directory for HotMem."""
    configured = os.environ.get(CACHE_ENV, "").strip()
    if configured:
        return Path(configured).expanduser()
    return Path(platformdirs.user_cache_dir("hotmem", appauthor=False))


def trusted(path: Path) -> bool:
    """Whether ``path`` and its directory are this user's and writable by no one else.

    Logs why when they are not. Where the platform has no owner ids (Windows), only the
    permission bits are checked.
    """
    uid = os.geteuid() if hasattr(os, "geteuid") else None
    for item in (path.parent, path):
        try:
            info = item.stat()
        except OSError as err:
            log.warning("startup_cache.untrusted", path=str(item), reason=str(err))
            return False
        if uid is not None and info.st_uid != uid:
            log.warning("startup_cache.untrusted", path=str(item), reason="owned by another user")
            return False
        if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            log.warning("startup_cache.untrusted", path=str(item),
                        reason="writable by group or others")
            return False
    return True
