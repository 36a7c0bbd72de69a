"""Why a turn's retrieval chose what it chose: every candidate with its score split into terms.

For the inspector's dry run only. It scores the turn a second time, so it stays off the
per-turn path; ``tests/test_engine_observe.py`` checks that the terms add up to the score the
per-turn loop computes (:func:`hotmem.retrieve.candidates.gather`), so the two cannot drift
apart unnoticed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hotmem.lifecycle import turn_exclusions
from hotmem.retrieve.candidates import Candidate, gather, word_match
from hotmem.retrieve.query import Query, build_query
from hotmem.retrieve.scoring import pred_priority
from hotmem.retrieve.selection import novelty_blocked
from hotmem.text import USER_KEY
from hotmem.types import Edge, Extraction

if TYPE_CHECKING:
    from hotmem.retrieve.retriever import Retrieval, Retriever
    from hotmem.store import UserIndex


@dataclass(frozen=True, slots=True)
class ScoreTerm:
    """One term of a candidate's score: its weight in ``score_weights`` and its value (0-1)."""

    weight: float
    value: float

    @property
    def contribution(self) -> float:
        return self.weight * self.value


@dataclass(frozen=True, slots=True)
class ExplainedCandidate:
    """A candidate of one turn, its score split into terms and what became of it.

    ``outcome`` is ``"picked"``, ``"own_fact"`` (the turn states or overrides it),
    ``"novelty"`` (shown too recently) or ``"not_selected"`` (below the cut or diversified out).
    """

    edge: Edge
    score: float
    terms: dict[str, ScoreTerm]
    outcome: str


@dataclass(frozen=True, slots=True)
class Explanation:
    """:meth:`Retriever.explain`'s answer: the decision, why, and every scored candidate."""

    retrieval: Retrieval
    why: str
    candidates: tuple[ExplainedCandidate, ...] = ()


def explain(
    retriever: Retriever,
    index: UserIndex,
    extraction: Extraction,
    *,
    turn: int,
    now: float,
    recent_entities: Sequence[str],
) -> Explanation:
    """What ``retriever.retrieve`` decides for this turn, with every candidate's score terms."""
    result, why = retriever.decide(index, extraction, turn, now, recent_entities)
    if not index.edges:
        return Explanation(result, why)
    derived = retriever.derived_for(index)
    query = build_query(index, derived, extraction, recent_entities)
    if query.chitchat:
        return Explanation(result, why)
    weights, horizon = retriever.weights, retriever.horizon
    picked = {p.edge.key for p in result.picks}
    excluded = turn_exclusions(index, extraction.facts, derived.lookup)
    rows = []
    candidates = gather(index, derived, query, now, weights=weights, horizon=horizon)
    for cand in sorted(candidates, key=lambda c: (-c.score, c.key)):
        if cand.key in picked:
            outcome = "picked"
        elif cand.key in excluded:
            outcome = "own_fact"
        elif novelty_blocked(cand, query, turn, retriever.novelty_turns):
            outcome = "novelty"
        else:
            outcome = "not_selected"
        rows.append(ExplainedCandidate(cand.edge, cand.score,
                                       score_terms(cand, query, now, weights, horizon), outcome))
    return Explanation(result, why, tuple(rows))


def score_terms(cand: Candidate, query: Query, now: float,
                weights: tuple[float, float, float, float], horizon: float
                ) -> dict[str, ScoreTerm]:
    """The terms :func:`~hotmem.retrieve.candidates.gather` summed into ``cand.score``."""
    s, r, d = cand.key
    edge = cand.edge
    alpha, beta, gamma, delta = weights
    user_weight = query.entities.get(USER_KEY, 0.0)
    named = cand.ent_named
    of_user = s == USER_KEY or d == USER_KEY
    ent = user_weight if of_user and user_weight > named else named
    tok = word_match(s, r, d, query) if named < 1.0 else 0.0
    age = now - (edge.last_seen or edge.first_seen)
    weight = min(edge.weight, 1.0)
    if edge.confidence < 0.9:
        weight *= edge.confidence / 0.9
    return {
        "pred_priority": ScoreTerm(alpha, pred_priority(r, query.wh)),
        "recency": ScoreTerm(beta, math.exp(-age / horizon) if age > 0.0 else 1.0),
        "overlap": ScoreTerm(gamma, 1.0 - (1.0 - ent) * (1.0 - tok)),
        "weight": ScoreTerm(delta, max(weight, 0.0)),
    }
