"""Loading the JSON-lines data files the benchmark runs on (``bench/data``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data"
WORKLOAD = DATA / "workload.jsonl"
EXTRACTION_GOLD = DATA / "extraction_gold.jsonl"
# Written after the extractor by someone who saw neither it nor the first gold set: the
# honest measure (the first set was seen while tuning).
EXTRACTION_HELDOUT = DATA / "extraction_heldout.jsonl"
LANGID_GOLD = DATA / "langid_gold.jsonl"
DIALOGS = DATA / "dialogs.jsonl"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """Every non-blank line of ``path`` as a dict; a bad line raises naming file and line."""
    rows = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as err:
                raise ValueError(f"{path}:{number}: invalid JSON ({err.msg})") from None
    return rows


def load_workload(path: Path = WORKLOAD) -> list[dict[str, Any]]:
    """The mixed multilingual turn workload: ``{user, session, lang, kind, text, ts}`` per line.

    ``kind`` is ``fact``, ``question``, ``chitchat`` or ``correction``; lines are in play order
    (several users interleaved by timestamp).
    """
    return read_jsonl(path)
