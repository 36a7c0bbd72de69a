"""Why a turn's retrieval chose what it chose: every candidate with its score split into terms.

For the inspector's dry run only: it runs the turn's query and candidate pass a second time, so
it stays off the per-turn path. The terms are the ones the per-turn loop
(:func:`hotmem.retrieve.candidates.gather`) computed and summed, so they always add up to the
score that ranked the candidate.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hotmem.lifecycle import turn_exclusions
from hotmem.retrieve.candidates import gather
from hotmem.retrieve.query import build_query
from hotmem.retrieve.selection import novelty_blocked
from hotmem.types import Edge, Extraction

TERM_NAMES = ("pred_priority", "recency", "overlap", "weight", "need")

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
    text: str = "",
) -> Explanation:
    """What ``retriever.retrieve`` decides for this turn, with every candidate's score terms."""
    result, why = retriever.decide(index, extraction, turn, now, recent_entities, text)
    if not index.edges:
        return Explanation(result, why)
    derived = retriever.derived_for(index)
    query = build_query(index, derived, extraction, recent_entities, text)
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
        terms = {name: ScoreTerm(w, value)
                 for name, w, value in zip(TERM_NAMES, weights, cand.terms, strict=True)}
        rows.append(ExplainedCandidate(cand.edge, cand.score, terms, outcome))
    return Explanation(result, why, tuple(rows))
