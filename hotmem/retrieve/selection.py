"""Selection: which of the scored candidates this turn shows.

Novelty (no re-pick within ``HOTMEM_NOVELTY_TURNS`` unless asked for), a relevance cut relative
to the best candidate, diversity (at most one per relation, two for high scorers, distinct
subjects preferred), dynamic K and abstention when even the best is weak.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from hotmem.retrieve.query import HOP_DECAY
from hotmem.retrieve.scoring import Scored
from hotmem.retrieve.vocabulary import relation_tokens

if TYPE_CHECKING:
    from hotmem.retrieve.candidates import Candidate
    from hotmem.retrieve.query import Query

MIN_SCORE = 0.3  # best normalised score below this: abstain
CUT_RATIO_QUESTION = 0.75  # keep candidates scoring at least this share of the best
CUT_RATIO_STATEMENT = 0.7
HIGH_SCORER = 0.9  # share of the best allowing a second pick of the same relation
SUBJECT_PENALTY = 0.03  # per earlier pick with the same subject
NEED_BULLETS = 3  # a need-based request shows its best few facts (diet, allergy, likes)
THIRD_NEED_RATIO = 0.9  # a need's third fact scores at least this share of the second's


def novelty_blocked(cand: Candidate, query: Query, turn: int, novelty_turns: int) -> bool:
    """True when the edge was shown within ``novelty_turns`` and the turn does not ask for it
    again."""
    last = cand.edge.last_injected_turn
    if last < 0 or turn - last > novelty_turns:
        return False
    if not query.question or query.needs:
        return True  # a request's need does not ask for a fact again: the window still has it
    # Asked for again: the question names this relation (and no other value of it: "Do I
    # like mushrooms?" does not ask for "pizza" again), or, naming no relation, hints at it
    # about this very entity or the user ("Who is Anna?", "Where am I?").
    edge = cand.edge
    about_other = bool(query.explicit) and not ({edge.s, edge.d} & query.explicit)
    names_relation = not about_other and any(
        t in query.token_set for t in relation_tokens(edge.r))
    hinted = cand.hint and not query.token_relations and cand.ent_named >= HOP_DECAY
    return not (names_relation or hinted)



def choose(
    candidates: list[Candidate], query: Query, *, weight_sum: float, bullets_max: int
) -> list[Scored]:
    """Relevance cut, diversity (one pick per relation, two for high scorers, distinct
    subjects preferred), dynamic K and abstention."""
    if not candidates:
        return []
    best = max(cand.score for cand in candidates)
    if best / weight_sum < MIN_SCORE:
        return []
    if query.needs:
        k_max, cut = NEED_BULLETS, CUT_RATIO_QUESTION  # diet, allergies and likes together
    elif query.about_user:
        k_max, cut = 2, CUT_RATIO_QUESTION  # hints alone are a weak signal: few bullets
    elif query.question:
        k_max = 3 if query.wh is not None else 2
        cut = CUT_RATIO_QUESTION
    else:
        k_max, cut = 3, CUT_RATIO_STATEMENT
    k_max = min(k_max, bullets_max)
    pool = sorted((-c.score, c.key, c) for c in candidates if c.score >= cut * best)
    picks: list[Scored] = []
    per_relation: dict[str, int] = {}
    per_subject: dict[str, int] = {}
    while pool and len(picks) < k_max:
        # The first best of score - SUBJECT_PENALTY·(earlier picks of its subject). The
        # penalty only lowers a score and the pool is sorted best first, so the scan can
        # stop at the first raw score that cannot beat the best adjusted one found.
        i, top = 0, -math.inf
        for j, (neg_score, _, cand) in enumerate(pool):
            if -neg_score <= top:
                break
            adjusted = -neg_score - SUBJECT_PENALTY * per_subject.get(cand.edge.s, 0)
            if adjusted > top:
                i, top = j, adjusted
        cand = pool.pop(i)[2]
        score = cand.score
        rel = cand.edge.r
        if query.needs and len(picks) == 2 and score < THIRD_NEED_RATIO * picks[1].score:
            break  # a third fact well below the second adds tokens more than help
        limit = 2 if score >= HIGH_SCORER * best else 1
        if per_relation.get(rel, 0) >= limit:
            continue
        per_relation[rel] = per_relation.get(rel, 0) + 1
        per_subject[cand.edge.s] = per_subject.get(cand.edge.s, 0) + 1
        picks.append(Scored(edge=cand.edge, score=score))
    return picks
