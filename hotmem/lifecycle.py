"""Memory lifecycle: how one turn's facts change the stored edges.

:func:`plan_turn` is the pure function the engine hands to :meth:`HotStore.write_turn`. For each
fact of the turn it decides, from the user's current index, what happens:

- **new** positive fact: a new ACTIVE edge with weight :data:`INITIAL_WEIGHT`;
- **repeated** fact: reinforced, ``weight += REINFORCE * (1 - weight)`` (an EWMA towards 1),
  ``pos`` and ``last_seen`` updated; a SUPERSEDED/NEGATED/FORGOTTEN edge comes back ACTIVE;
- **new value of a single-valued relation** (:func:`hotmem.relations.is_single_valued`): every other
  ACTIVE value of the same subject and relation becomes SUPERSEDED (kept as history). A subject
  and its unique kin alias count as one subject: with (you, sister, anna) known, "my sister
  lives in Boston" supersedes (anna, lives_in, denver). ``likes``/``dislikes`` of the same object
  supersede each other;
- **negated** fact: the matching edge (or its kin alias) becomes NEGATED with its weight halved;
  with no matching edge a NEGATED edge is stored, so the history is kept.

Edges listed in ``injected`` get ``last_injected_turn = turn`` (novelty). Every mentioned entity
gets its ``mentions`` count and ``last_seen`` updated. Index edges are never mutated: every change
is a ``dataclasses.replace`` copy, written by the store after its commit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace

import structlog

from hotmem.logs import debug_enabled
from hotmem.relations import KINSHIP, SYMMETRIC, get_relation
from hotmem.store import EntityInfo, TurnWrite, UserIndex
from hotmem.text import USER_KEY
from hotmem.types import Edge, EdgeStatus, Fact

log = structlog.get_logger("hotmem.lifecycle")

INITIAL_WEIGHT = 0.5
REINFORCE = 0.3  # EWMA step towards 1 for each repeated observation
NEGATION_DECAY = 0.5  # weight multiplier when a fact is negated
MAX_SOURCE_CHARS = 500

Key = tuple[str, str, str]
# (subject, relation) -> candidate keys with that subject and relation (a superset is fine).
KeyLookup = Callable[[str, str], Iterable[Key]]


def scan_lookup(index: UserIndex) -> KeyLookup:
    """A :data:`KeyLookup` that scans ``index.by_entity[subject]`` (fine off the hot path)."""

    def lookup(subject: str, relation: str) -> Iterable[Key]:
        return [k for k in index.by_entity.get(subject, ()) if k[0] == subject
                and k[1] == relation]

    return lookup


class _View:
    """The user's index with this turn's pending changes laid over it."""

    def __init__(self, index: UserIndex, lookup: KeyLookup | None = None) -> None:
        self.index = index
        self.lookup = lookup or scan_lookup(index)
        self.changed: dict[Key, Edge] = {}

    def get(self, key: Key) -> Edge | None:
        edge = self.changed.get(key)
        return edge if edge is not None else self.index.edges.get(key)

    def put(self, edge: Edge) -> None:
        self.changed[edge.key] = edge

    def edges_of(self, subject: str, relation: str) -> list[Edge]:
        """Every edge (any status) with this subject and relation, pending changes included."""
        keys = set(self.lookup(subject, relation))
        keys.update(k for k in self.changed if k[0] == subject and k[1] == relation)
        return [e for k in keys if (e := self.get(k)) is not None]


def kin_aliases(
    index: UserIndex,
    entity: str,
    changed: Mapping[Key, Edge] | None = None,
    lookup: KeyLookup | None = None,
) -> set[str]:
    """Entities that denote the same person as ``entity`` through a unique kin edge.

    ``sister`` and ``anna`` are aliases when (you, sister, anna) is ACTIVE and the user has
    exactly one active sister. Ambiguous kin (two sisters) gives no alias.

    >>> # with (you, sister, anna) active: kin_aliases(index, "sister") == {"anna"}
    """
    out: set[str] = set()
    if entity == USER_KEY:
        return out
    changed = changed or {}
    lookup = lookup or scan_lookup(index)

    def active(key: Key) -> Edge | None:
        edge = changed.get(key) or index.edges.get(key)
        return edge if edge is not None and edge.status is EdgeStatus.ACTIVE else None

    def kin_values(kin: str) -> set[str]:
        keys = set(lookup(USER_KEY, kin))
        keys.update(k for k in changed if k[0] == USER_KEY and k[1] == kin)
        return {k[2] for k in keys if active(k) is not None}

    if entity in KINSHIP:
        values = kin_values(entity)
        if len(values) == 1:
            out.update(values)
        return out
    keys = {k for k in index.by_entity.get(entity, ()) if k[0] == USER_KEY and k[2] == entity}
    keys.update(k for k in changed if k[0] == USER_KEY and k[2] == entity)
    for key in keys:
        if key[1] in KINSHIP and active(key) is not None and len(kin_values(key[1])) == 1:
            out.add(key[1])
    return out


def _same_fact_keys(fact: Fact, aliases: Iterable[str]) -> list[Key]:
    """The keys a fact can match: itself, the mirrored symmetric edge and alias subjects."""
    keys = [fact.key]
    if fact.r in SYMMETRIC:
        keys.append((fact.d, fact.r, fact.s))
    keys.extend((alias, fact.r, fact.d) for alias in aliases)
    return keys


def conflicts(
    index: UserIndex,
    fact: Fact,
    changed: Mapping[Key, Edge] | None = None,
    lookup: KeyLookup | None = None,
) -> list[Key]:
    """ACTIVE edges a positive ``fact`` supersedes (single-valued relations and opposites).

    Args:
        index: the user's index before this turn.
        fact: a positive fact of this turn.
        changed: pending edges of this turn that override the index.
        lookup: fast (subject, relation) -> keys access; default scans the entity's edges.

    Returns:
        Keys of the ACTIVE edges with the same subject (or a unique kin alias of it) and
        relation but another value, plus the opposite preference of the same object.
    """
    if fact.negated:
        return []
    relation = get_relation(fact.r)
    if relation is None:  # an unknown relation is neither single-valued nor has an opposite
        return []
    single_valued, opposite = relation.single_valued, relation.opposite
    if not single_valued and opposite is None:
        return []
    changed = changed or {}
    view = _View(index, lookup)
    view.changed = changed  # only read here: the caller's pending edges, not a copy
    subjects = {fact.s} | kin_aliases(index, fact.s, changed, view.lookup)
    out: list[Key] = []
    if single_valued:
        for subject in subjects:
            for edge in view.edges_of(subject, fact.r):
                if edge.d != fact.d and edge.status is EdgeStatus.ACTIVE:
                    out.append(edge.key)
    if opposite is not None:
        for subject in subjects:
            edge = view.get((subject, opposite, fact.d))
            if edge is not None and edge.status is EdgeStatus.ACTIVE:
                out.append(edge.key)
    return out


def negation_targets(index: UserIndex, fact: Fact, lookup: KeyLookup | None = None) -> list[Key]:
    """Stored keys a negated ``fact`` demotes: the same key, its mirror, its kin alias."""
    aliases = kin_aliases(index, fact.s, None, lookup)
    return [k for k in _same_fact_keys(fact, aliases) if k in index.edges]


def turn_exclusions(
    index: UserIndex, facts: Sequence[Fact], lookup: KeyLookup | None = None
) -> set[Key]:
    """Keys retrieval must not pick this turn: the turn's own facts and what they override.

    Covers the facts themselves (not echoed back), their symmetric mirrors, edges a positive
    fact supersedes and edges a negated fact demotes.
    """
    out: set[Key] = set()
    for fact in facts:
        out.update(_same_fact_keys(fact, ()))
        if fact.negated:
            out.update(negation_targets(index, fact, lookup))
        else:
            out.update(conflicts(index, fact, None, lookup))
    return out


def plan_turn(
    index: UserIndex,
    *,
    user: str,
    facts: Sequence[Fact],
    mentions: Mapping[str, str],
    injected: Iterable[tuple[str, str, str]],
    turn: int,
    ts: float,
    session: str,
    lang: str,
    source: str,
) -> TurnWrite:
    """Everything one turn writes, computed from the index without changing it.

    Args:
        index: the user's current index (read-only here).
        user: the user id (stored on new edges).
        facts: this turn's facts, keys already canonical (aliases applied).
        mentions: entity key -> display form of every entity the turn mentions.
        injected: keys retrieval picked this turn (their ``last_injected_turn`` becomes ``turn``).
        turn: the number this turn gets.
        ts: the turn's time (epoch seconds); becomes ``last_seen``/``first_seen``.
        session: conversation id stored on changed edges.
        lang: the turn's language.
        source: the utterance (stored, capped at :data:`MAX_SOURCE_CHARS`).

    Returns:
        New edge objects for every changed edge and entity infos for mentioned entities.
    """
    view = _View(index)
    source = source[:MAX_SOURCE_CHARS]
    meta = {"turn": turn, "session": session, "lang": lang, "source": source}

    for fact in facts:
        if fact.negated:
            _apply_negation(view, fact, user=user, ts=ts, meta=meta)
        else:
            _apply_positive(view, fact, user=user, ts=ts, meta=meta)

    for key in injected:
        edge = view.get(key)
        if edge is not None:
            view.put(replace(edge, last_injected_turn=turn))

    entities: dict[str, EntityInfo] = {}
    displays = dict(mentions)
    for fact in facts:
        displays.setdefault(fact.s, fact.display_s or fact.s)
        displays.setdefault(fact.d, fact.display_d or fact.d)
    known = index.entities
    for key, display in displays.items():
        if not key:
            continue
        old = known.get(key)
        if old is None:
            entities[key] = EntityInfo(display or key, 1, max(ts, 0.0))
        else:
            entities[key] = EntityInfo(display or old.display, old.mentions + 1,
                                       max(ts, old.last_seen))
    if debug_enabled():
        log.debug("lifecycle.planned", user=user, turn=turn, edges=len(view.changed),
                  entities=len(entities))
    return TurnWrite(edges=list(view.changed.values()), entities=entities)


def _apply_positive(view: _View, fact: Fact, *, user: str, ts: float, meta: dict) -> None:
    for key in conflicts(view.index, fact, view.changed, view.lookup):
        old = view.get(key)
        if old is not None:
            view.put(replace(old, status=EdgeStatus.SUPERSEDED))
            if debug_enabled():
                log.debug("lifecycle.superseded", key=key, by=fact.key)

    existing = None
    for key in _same_fact_keys(fact, ()):
        existing = view.get(key)
        if existing is not None:
            break
    if existing is None:
        view.put(Edge(
            user=user, s=fact.s, r=fact.r, d=fact.d,
            display_s=fact.display_s or fact.s, display_d=fact.display_d or fact.d,
            weight=INITIAL_WEIGHT, confidence=fact.confidence, pos=1, neg=0,
            status=EdgeStatus.ACTIVE, first_seen=ts, last_seen=ts, hedged=fact.hedged,
            when=fact.when, **meta,
        ))
        return
    was_active = existing.status is EdgeStatus.ACTIVE
    view.put(replace(
        existing,
        display_s=fact.display_s or existing.display_s,
        display_d=fact.display_d or existing.display_d,
        weight=existing.weight + REINFORCE * (1.0 - existing.weight),
        confidence=max(existing.confidence, fact.confidence) if was_active else fact.confidence,
        pos=existing.pos + 1,
        status=EdgeStatus.ACTIVE,
        last_seen=max(ts, existing.last_seen),
        # One firm statement makes it firm; a hedged restatement of a firm fact does not hedge.
        hedged=(existing.hedged and fact.hedged) if was_active else fact.hedged,
        # An undated restatement keeps the known date; a superseded or negated fact told
        # again begins anew ("I moved to Rome in 2019", "... to Paris", "I live in Rome now").
        when=fact.when or (existing.when if was_active else ""),
        **meta,
    ))


def _apply_negation(view: _View, fact: Fact, *, user: str, ts: float, meta: dict) -> None:
    aliases = kin_aliases(view.index, fact.s, view.changed, view.lookup)
    targets = [k for k in _same_fact_keys(fact, aliases) if view.get(k) is not None]
    for key in targets:
        old = view.get(key)
        if old is None:
            continue
        view.put(replace(
            old, status=EdgeStatus.NEGATED, neg=old.neg + 1,
            weight=old.weight * NEGATION_DECAY, last_seen=max(ts, old.last_seen), **meta,
        ))
        if debug_enabled():
            log.debug("lifecycle.negated", key=key)
    if not targets:
        view.put(Edge(
            user=user, s=fact.s, r=fact.r, d=fact.d,
            display_s=fact.display_s or fact.s, display_d=fact.display_d or fact.d,
            weight=INITIAL_WEIGHT * NEGATION_DECAY, confidence=fact.confidence, pos=0, neg=1,
            status=EdgeStatus.NEGATED, first_seen=ts, last_seen=ts, hedged=fact.hedged, **meta,
        ))


__all__ = [
    "INITIAL_WEIGHT",
    "REINFORCE",
    "conflicts",
    "kin_aliases",
    "negation_targets",
    "plan_turn",
    "scan_lookup",
    "turn_exclusions",
]
