"""What a dialog turn's ``expect`` block asks for, read the same way by every scorer.

Dialog files (``bench/data/dialogs*.jsonl``) mark user turns with::

    "expect": {"relevant": ["Lyon"],   # one of these in the first 3 injected items
               "kind": "need",         # explicit (default) | need | episodic: reported apart
               "none": true,           # a request with no matching memory: inject nothing
               "date": "2026-03-08",   # the event's day, month (2026-03) or year (2026)
               "chitchat": true,       # small talk: inject nothing
               "general": true}        # general-knowledge request: inject nothing

:func:`date_mentioned` decides whether injected text carries a date, in the renderings a
bullet may use (ISO, "8 March 2026", "March 8, 2026", "March 2026", "2026").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

KINDS = ("explicit", "need", "episodic")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


def kind_of(expect: Mapping[str, Any]) -> str:
    """The reporting bucket of a turn with ``relevant`` (or ``none``) expectations."""
    kind = str(expect.get("kind", "explicit"))
    return kind if kind in KINDS else "explicit"


def silent_bucket(expect: Mapping[str, Any]) -> str | None:
    """Which must-stay-silent bucket a turn is in: chitchat, general, need_none, or None."""
    if expect.get("chitchat"):
        return "chitchat"
    if expect.get("general"):
        return "general"
    if expect.get("none"):
        return "need_none"
    return None


def _renderings(iso: str) -> list[str]:
    parts = iso.split("-")
    if len(parts) == 1:
        return [iso]
    year, month = parts[0], int(parts[1])
    name = _MONTHS[month - 1]
    if len(parts) == 2:
        return [iso, f"{name} {year}"]
    day = int(parts[2])
    return [iso, f"{day} {name} {year}", f"{name} {day}, {year}", f"{name} {day} {year}"]


def date_mentioned(text: str, iso: str) -> bool:
    """Whether ``text`` names the date ``iso`` (YYYY-MM-DD, YYYY-MM or YYYY).

    >>> date_mentioned("On 7 March 2026 you baked a lemon cake.", "2026-03-07")
    True
    >>> date_mentioned("In March 2026 you went to Ghent.", "2026-03-07")
    False
    """
    for form in _renderings(iso):
        if re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text, flags=re.IGNORECASE):
            return True
    return False
