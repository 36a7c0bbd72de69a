"""Candidates: the active edges that could help this turn, scored in one pass.

A standing denial ("I don't eat pork", :mod:`hotmem.denials`) is a candidate too, but only
for a turn whose need its relation serves or a question about the user whose words it matches.

A statement's candidate must be about an entity it mentions; a question's may also be a fact of
the user that its words or question class point at. A busy entity (more than
:data:`BIG_ENTITY` edges) gives only its edges of the relations the turn points at and its edges
with the user, so a turn's cost does not grow with how often a city was mentioned.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hotmem.denials import is_standing_denial
from hotmem.relations import KINSHIP, SYMMETRIC
from hotmem.retrieve.needs import (
    FALLBACK_NEED,
    JOB,
    LIKING,
    SECONDARY_NEED,
    TIME_TOGETHER,
    fallback_only,
    liking_need,
    secondary_only,
    value_serves,
)
from hotmem.retrieve.scoring import pred_hint, pred_priority
from hotmem.retrieve.vocabulary import relation_tokens, text_tokens
from hotmem.text import USER_KEY
from hotmem.types import Edge, EdgeStatus

if TYPE_CHECKING:
    from hotmem.retrieve.query import Query
    from hotmem.store import UserIndex
    from hotmem.user_index import DerivedIndex

Key = tuple[str, str, str]

MIN_RELEVANT_OVERLAP = 0.45  # a question's candidate needs this much lexical/entity match
MIN_STATEMENT_ENTITY = 0.5  # a statement's candidate must be about an entity it mentions
# A standing denial serves a need at half strength: what the user does eat or has comes first.
DENIAL_NEED = 0.5
BIG_ENTITY = 32  # an entity in more edges gives those of the turn's relations and the user's


@dataclass(slots=True)
class Candidate:
    """An edge that could help this turn, with how well it matches the query."""

    key: Key  # the edge's key (``Edge.key`` builds a new tuple on every call)
    edge: Edge
    score: float  # α·pred_priority + β·recency + γ·overlap + δ·weight + ε·need
    ent_named: float  # best entity match of s, d or a kin relation, the user node left out
    hint: bool  # the question class points at the relation
    # The score's terms before their weights: pred_priority, recency, overlap, weight, need
    # (read by the inspector's dry run, hotmem.retrieve.explain).
    terms: tuple[float, float, float, float, float]
    # It serves the request's need only when nothing else does (home for a trip).
    fallback: bool = False


def gather(
    index: UserIndex,
    derived: DerivedIndex,
    query: Query,
    now: float,
    *,
    weights: tuple[float, float, float, float, float],
    horizon: float,
) -> list[Candidate]:
    """The active edges that could help this turn, scored, in one pass.

    A statement's candidate must be about an entity it mentions; a question's may also be
    a fact of the user that its words or question class point at. The entity test needs
    only the key, so most keys gathered for a busy memory are dropped before their edge
    is read. This loop runs for every key of every turn: plain comparisons and per-turn
    memos rather than helper calls, which cost several times more at this size.
    """
    ents = query.entities
    user_weight = ents.get(USER_KEY, 0.0)
    question, about_user, kin_named = query.question, query.about_user, query.kin_named
    about_others = query.about_others
    priors = query.relation_prior
    # A request's question word asks about the help wanted, not for a stored relation ("what
    # should I wear?" is served by where the user lives): its relations keep their own prior.
    # A question about the job itself ("what do I do for a living?") asks for a stored fact.
    prior_wh = None if query.needs - {JOB} else query.wh
    alpha, beta, gamma, delta, epsilon = weights
    own_needs, their_needs, explicit = query.user_need_relations, query.need_relations, \
        query.explicit
    edges = index.edges
    out: list[Candidate] = []
    seen_sym: set[Key] = set()
    for key in candidate_keys(index, derived, query):
        s, r, d = key
        named = ents.get(s, 0.0) if s != USER_KEY else 0.0
        if d != USER_KEY and (w := ents.get(d, 0.0)) > named:
            named = w
        if r in KINSHIP and r not in kin_named and (w := ents.get(r, 0.0)) > named:
            named = w  # (you, sister, anna) for "my sister"; for "my sister Anna" by d
        of_user = s == USER_KEY or d == USER_KEY
        if named < MIN_STATEMENT_ENTITY and not (question and of_user):
            continue
        if (about_others and named < MIN_STATEMENT_ENTITY
                and not query.token_set & text_tokens(d)):
            # "where does Tom work?" is not answered by "You work at Barclays."; "who is
            # Paul?" still finds "Your daughter is Paul Fischer." by its value.
            continue
        edge = edges.get(key)
        if edge is None:
            continue
        denied = edge.status is not EdgeStatus.ACTIVE
        if denied and not is_standing_denial(edge):
            continue
        if r in SYMMETRIC:
            canon = (min(s, d), r, max(s, d))
            if canon in seen_sym:
                continue
            seen_sym.add(canon)
        if (prior := priors.get(r)) is None:
            prior = priors[r] = (pred_priority(r, prior_wh), pred_hint(r, prior_wh))
        ent = user_weight if of_user and user_weight > named else named
        # A full entity match saturates the overlap: the words add nothing then.
        tok = word_match(s, r, d, query) if named < 1.0 else 0.0
        overlap = 1.0 - (1.0 - ent) * (1.0 - tok)
        # The need term: the relation serves the request's need, for the user or for the
        # third party the turn names ("my niece" -> what she likes, for a gift).
        of_user_need = s == USER_KEY or d == USER_KEY
        need = 1.0 if (r in own_needs if of_user_need else (
            s in explicit and r in their_needs)) else 0.0
        if need and r in LIKING and (of_user_need or not query.needs & TIME_TOGETHER):
            need = liking_need(d, query.needs)  # "Dev likes hiking." is no dinner idea
        elif need and not value_serves(r, d, query.needs, pet_getting=query.pet_getting):
            need = 0.0  # "You are a teacher." serves no food request, "allergic to cats" no pet
        fallback = bool(need) and fallback_only(r, query.needs)
        if fallback:
            need *= FALLBACK_NEED  # a trip: home only when no trip is told
        elif need and secondary_only(r, query.needs):
            need *= SECONDARY_NEED  # a bio: the occupation and the employer before the name
        if (named < MIN_STATEMENT_ENTITY and not need and query.kin_asked
                and r not in KINSHIP and not query.token_set & text_tokens(d)):
            continue  # "what's my dog's name?" does not ask for the user's own name
        if denied:
            need *= DENIAL_NEED  # "You don't eat meat." after "You are coeliac.", not before
        if denied and not (need >= DENIAL_NEED or (question and (
                tok > 0.0 or ents.get(d, 0.0) >= MIN_STATEMENT_ENTITY))):
            continue  # "You don't eat pork." for a dinner idea or "do I eat pork?" only
        if named < MIN_STATEMENT_ENTITY and not (
            need
            or (tok > 0.0 and overlap >= MIN_RELEVANT_OVERLAP)
            # "What's my name?", "Where am I?": the question class alone, about the user.
            or (prior[1] and about_user)
        ):
            continue
        age = now - (edge.last_seen or edge.first_seen)
        weight = edge.weight if edge.weight < 1.0 else 1.0
        if edge.confidence < 0.9:
            weight *= edge.confidence / 0.9
        recency = math.exp(-age / horizon) if age > 0.0 else 1.0
        if weight < 0.0:
            weight = 0.0
        score = (alpha * prior[0] + beta * recency + gamma * overlap + delta * weight
                 + epsilon * need)
        out.append(Candidate(key, edge, score, named, prior[1],
                             (prior[0], recency, overlap, weight, need), fallback))
    return out

def candidate_keys(index: UserIndex, derived: DerivedIndex, query: Query) -> set[Key]:
    """The keys worth scoring: edges of the query's entities, the user's edges its words or
    question class point at, and the user's edges whose values contain a word of a question."""
    keys: set[Key] = set()
    named = [e for e in query.entities if e != USER_KEY]
    if query.question:  # words of stored values: "How many cats do I have?" -> two cats
        # Not the words of a full name the turn spells out: "Paul Moreau" names him, not
        # the user's daughter Paul Fischer.
        name_words = {word for ent in query.explicit if " " in ent
                      for word in text_tokens(ent)}
        for tok in query.token_set - name_words:
            keys.update(derived.user_word_keys(tok))
        for rel in query.user_need_relations:  # "what should I cook?" -> diet, allergies
            keys.update(derived.bucket(USER_KEY, rel, named))
    for ent in query.entities:
        if ent == USER_KEY:
            for rel in user_relations(query):
                keys.update(derived.bucket(USER_KEY, rel, named))
            continue
        if ent in KINSHIP and ent not in query.kin_named:
            keys.update(derived.bucket(USER_KEY, ent, named))
        own = index.by_entity.get(ent, ())
        if len(own) <= BIG_ENTITY:
            keys.update(own)
        else:  # the user's own edges about it, and its relations the turn points at
            keys.update(derived.with_user(ent))
            for rel in query.relations:
                keys.update(derived.bucket(ent, rel, named))
    return keys

def user_relations(query: Query) -> set[str]:
    """Relations of the user node worth reading: those the question's words name, or
    (for "where am I?"/"who am I?") those its question class hints at."""
    if not query.question:
        return set()
    if query.token_relations:
        return query.token_relations
    if query.about_user:
        return query.relations
    return set()

def word_match(s: str, r: str, d: str, query: Query) -> float:
    """How well the query's words match an edge's subject, relation and object (0-1)."""
    if not query.token_set:
        return 0.0
    # A query token counts once however many of s, r and d contain it; the hits per
    # entity and relation are memoised for the turn (its candidates share a few of each).
    hits = query.entity_hits
    if (s_hit := hits.get(s)) is None:
        s_hit = hits[s] = query.token_set & text_tokens(s)
    if (d_hit := hits.get(d)) is None:
        d_hit = hits[d] = query.token_set & text_tokens(d)
    if (r_hit := query.relation_hits.get(r)) is None:
        r_hit = query.relation_hits[r] = query.token_set.intersection(relation_tokens(r))
    if not (s_hit or d_hit or r_hit):
        return 0.0
    tokens = query.tokens
    return 1.0 - 0.5 ** sum(tokens[t] for t in s_hit | d_hit | r_hit)
