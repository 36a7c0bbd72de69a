"""Standing denials: negated facts that are still knowledge about the user.

A NEGATED edge means two different things. "I don't live in Portland anymore" or a correction
("not the school, the hospital") retracts a fact: it must never reach the LLM again. "I don't
eat pork", "I have no pets" or "I don't like horror films" states a lasting diet, possession or
taste: exactly what "what should I cook tonight?" or "should we adopt a kitten?" needs.

The relation registry decides which is which (``Relation.denial_informs`` in
:mod:`hotmem.relations`): only a relation whose denial informs (``eats``, ``likes``, ``has``)
yields a standing denial; a state, an identity, a kin or a pet role never does.
Retrieval offers a standing denial only on a turn whose need its relation serves or on a
question that names it ("do I eat pork?"), and the bullet says it negated ("You don't eat
pork."). A later positive statement makes the edge ACTIVE again (:mod:`hotmem.lifecycle`), so
the denial is gone from then on.
"""

from __future__ import annotations

from hotmem.relations import denial_informs
from hotmem.types import Edge, EdgeStatus


def is_standing_denial(edge: Edge) -> bool:
    """True for a NEGATED edge of a relation whose denial is knowledge ("I don't eat pork")."""
    return edge.status is EdgeStatus.NEGATED and denial_informs(edge.r)


def is_shown(edge: Edge) -> bool:
    """True for an edge a bullet may state: ACTIVE, or a standing denial."""
    return edge.status is EdgeStatus.ACTIVE or is_standing_denial(edge)


__all__ = ["is_shown", "is_standing_denial"]
