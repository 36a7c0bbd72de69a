"""Scoring: how useful a relation is on its own, whether a question points at it, and the
scored pick handed to the bullets.

A candidate's score is ``α·pred_priority + β·recency + γ·overlap + δ·weight + ε·need``
with the weights of ``HOTMEM_SCORE_WEIGHTS`` (computed in :mod:`hotmem.retrieve.candidates`);
the prior of a relation comes from its row in :mod:`hotmem.relations`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from hotmem.relations import get_relation, priority
from hotmem.types import Edge


@lru_cache(maxsize=4096)
def pred_hint(relation: str, wh: str | None) -> bool:
    """Whether the question class ``wh`` asks for ``relation`` (its registry row's
    ``asked_by``)."""
    if wh is None:
        return False
    rel = get_relation(relation)
    return rel is not None and wh in rel.asked_by


@lru_cache(maxsize=4096)
def pred_priority(relation: str, wh: str | None) -> float:
    """Prior usefulness of a relation (its registry row), blended half-and-half with the
    question's hint."""
    base = priority(relation)
    if wh is None:
        return base
    return 0.5 * base + (0.5 if pred_hint(relation, wh) else 0.0)


@dataclass(frozen=True, slots=True)
class Scored:
    """A picked edge and its retrieval score (higher is better)."""

    edge: Edge
    score: float
