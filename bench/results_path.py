"""Where results go and how nested result values are looked up."""

from __future__ import annotations

import datetime as dt
import json
import math
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def lookup(results: dict[str, Any], path: str) -> Any:
    """``results["a"]["b"]["c"]`` for ``"a.b.c"``; ``None`` when any step is missing.

    >>> lookup({"a": {"b": 1}}, "a.b"), lookup({"a": {}}, "a.b.c")
    (1, None)
    """
    node: Any = results
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def result_file(out_dir: Path, host: str, *, quick: bool, soak: bool = False,
                today: dt.date | None = None) -> Path:
    """``<out_dir>/<YYYY-MM-DD>-<host>[-quick|-soak].json``."""
    day = (today or dt.date.today()).isoformat()
    suffix = "-quick" if quick else "-soak" if soak else ""
    return out_dir / f"{day}-{host}{suffix}.json"


def _clean(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {str(k): _clean(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(v) for v in value]
    return value


def write_results(path: Path, results: dict[str, Any]) -> Path:
    """Write ``results`` as indented JSON (NaN/inf become null)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(_clean(results), indent=2, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return path
