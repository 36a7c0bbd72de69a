"""How many facts a need-based request shows: a third fact only when it scores close to the
second (each bullet costs the LLM tokens on every such turn)."""

from __future__ import annotations

from hotmem.retrieve.candidates import Candidate
from hotmem.retrieve.query import Query
from hotmem.retrieve.selection import choose
from hotmem.types import Edge


def _food_request() -> Query:
    return Query(wh=None, question=True, tokens={}, token_set=frozenset(), entities={},
                 explicit=set(), relations=set(), token_relations=set(), chitchat=False,
                 about_user=False, kin_named=set(), needs=frozenset({"food"}))


def _candidate(r: str, d: str, score: float) -> Candidate:
    edge = Edge("u", "you", r, d, "You", d.title())
    return Candidate(key=edge.key, edge=edge, score=score, ent_named=0.0, hint=False,
                     terms=(0.0, 0.0, 0.0, 0.0, 1.0))


def _shown(third_score: float) -> list[str]:
    candidates = [_candidate("is", "vegan", 1.0), _candidate("allergic_to", "sesame", 0.95),
                  _candidate("likes", "ramen", third_score)]
    picks = choose(candidates, _food_request(), weight_sum=1.0, bullets_max=5)
    return [p.edge.d for p in picks]


def test_a_need_shows_a_third_fact_scoring_close_to_the_second() -> None:
    assert _shown(0.9) == ["vegan", "sesame", "ramen"]


def test_a_need_leaves_out_a_third_fact_well_below_the_second() -> None:
    assert _shown(0.8) == ["vegan", "sesame"]
