"""The per-user derived index: lookups retrieval needs beyond the store's
:class:`~hotmem.store.UserIndex`, kept in step with it after each write.

It lives beside the store because it is a view of one user's index (keys by relation, by word,
newest first), not a retrieval decision; :mod:`hotmem.retrieve` reads it every turn.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterable, Sequence
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING

from hotmem.retrieve.scoring import pred_hint
from hotmem.retrieve.vocabulary import cached_stem, relation_tokens
from hotmem.text import USER_KEY

if TYPE_CHECKING:
    from hotmem.store import UserIndex

Key = tuple[str, str, str]

BIG_BUCKET = 16  # an (entity, relation) with more values gives its named and newest ones
RELATION_OF = itemgetter(1)  # of a key (s, r, d)
FIRST_SEEN = attrgetter("first_seen")


class DerivedIndex:
    """Lookups retrieval needs beyond :class:`~hotmem.store.UserIndex`, built lazily per user.

    Nothing here is computed per edge up front, so the first turn after a restart costs two
    C-speed passes (relation names over the edge keys, word stems over the entity keys), not a
    walk over every edge:

    - ``relations``: every relation name the user has;
    - ``words``: stem of a word of an entity key -> the entity keys containing it;
    - per-entity *views* (relation -> keys), grouped from ``index.by_entity`` the first time an
      entity is looked at; a bucket bigger than :data:`BIG_BUCKET` is sorted oldest first (by
      ``first_seen``, which never changes once an edge exists, then by key) the first time its
      newest keys are asked for, and kept sorted after that, so it is never sorted per turn;
    - per-word *tops*: the ≤ :data:`BIG_BUCKET` newest keys of the user's own edges whose
      other entity contains a word, oldest first, computed on first use and kept up to date.

    :meth:`refresh` keeps all of it in step with the index after each write: new keys are
    appended to ``index.edges`` (insertion order), so only the tail is read, newest first, and
    checked to end exactly at the newest key seen last time. Any removal breaks that check and
    drops everything (rebuilt lazily as above). Lookups are re-checked against ``index.edges`` by
    the callers, so an entry that went stale in between is harmless.

    Thread-safety: :meth:`refresh` runs under the retriever's lock before any reader of this
    turn touches the structures (index writes and reads exclude each other through the store's
    lock); the lazy fills during reads only add complete entries, which concurrent readers may
    compute twice but never see half-built.
    """

    __slots__ = ("index", "gen", "seen", "newest", "relations", "words", "_views", "_sorted",
                 "_tops", "_by_relation_token", "_hinted")

    def __init__(self, index: UserIndex) -> None:
        self.index = index
        self.gen = -1
        self.seen = 0
        self.newest: Key | None = None
        self.relations: set[str] = set()
        self.words: dict[str, dict[str, None]] = {}
        self._views: dict[str, dict[str, list[Key]]] = {}
        self._sorted: set[tuple[str, str]] = set()  # (entity, relation) buckets kept sorted
        self._tops: dict[str, list[Key]] = {}
        # Memos over ``relations``, dropped when a new relation appears.
        self._by_relation_token: dict[str, set[str]] | None = None
        self._hinted: dict[str, frozenset[str]] = {}

    def refresh(self) -> None:
        """Bring the structures up to date with ``index`` (cheap when only a turn was added)."""
        index = self.index
        n = len(index.edges)
        if self.gen == index.gen and self.seen == n:
            return
        added = n - self.seen
        tail: list[Key] = []
        if self.gen >= 0 and added >= 0:
            tail = list(itertools.islice(reversed(index.edges), added + 1))
            ends_at_newest = (tail[-1] == self.newest) if len(tail) > added else self.seen == 0
            if not ends_at_newest:
                self.gen = -1  # something was removed: start over
            del tail[added:]
        if self.gen < 0 or added < 0:
            self._reset()
        else:
            for key in reversed(tail):  # oldest first, as they were added
                self._add(key)
        self.seen = n
        self.gen = index.gen
        self.newest = next(reversed(index.edges), None)

    def _reset(self) -> None:
        self.relations = set(map(itemgetter(1), self.index.edges))
        self._by_relation_token, self._hinted = None, {}
        words: dict[str, dict[str, None]] = {}
        for ent in self.index.by_entity:
            for word in ent.split():
                words.setdefault(cached_stem(word), {})[ent] = None
        self.words = words
        self._views = {}
        self._sorted = set()
        self._tops = {}

    def _age(self, key: Key) -> tuple[float, Key]:
        """Sort key, oldest first: ``first_seen``, then the key (deterministic ties)."""
        edge = self.index.edges.get(key)
        return (edge.first_seen if edge is not None else 0.0, key)

    def _oldest_first(self, keys: Iterable[Key]) -> list[Key]:
        """``keys`` sorted oldest first (see :meth:`_age`)."""
        # Built from map/zip/sort so the first look at a bucket of thousands of keys runs at C
        # speed: no Python-level step per key.
        edges = self.index.edges
        present = list(filter(edges.__contains__, keys))
        firsts = map(FIRST_SEEN, map(edges.__getitem__, present))
        return list(map(itemgetter(1), sorted(zip(firsts, present))))

    def _add(self, key: Key) -> None:
        s, r, d = key
        words = self.words
        if r not in self.relations:
            self.relations.add(r)
            self._by_relation_token, self._hinted = None, {}
        for ent in (s, d) if s != d else (s,):
            view = self._views.get(ent)
            if view is not None:
                keys = view.setdefault(r, [])
                if (ent, r) in self._sorted:
                    bisect.insort(keys, key, key=self._age)
                else:
                    keys.append(key)
            of_user = USER_KEY in (s, d) and ent != USER_KEY
            for word in ent.split():
                tok = cached_stem(word)
                holders = words.get(tok)
                if holders is None:  # a new dict only for a stem not seen before
                    holders = words[tok] = {}
                holders[ent] = None
                top = self._tops.get(tok) if of_user else None
                if top is not None and key not in top:
                    bisect.insort(top, key, key=self._age)
                    if len(top) > BIG_BUCKET:
                        del top[0]

    def named_relations(self, tokens: frozenset[str]) -> set[str]:
        """The user's relations whose name has one of the query's tokens ("liv" -> lives_in)."""
        by_token = self._by_relation_token
        if by_token is None:
            by_token = {}
            for rel in self.relations:
                for tok in relation_tokens(rel):
                    by_token.setdefault(tok, set()).add(rel)
            self._by_relation_token = by_token
        out: set[str] = set()
        for tok in tokens:
            if (rels := by_token.get(tok)) is not None:
                out |= rels
        return out

    def hinted_relations(self, wh: str) -> frozenset[str]:
        """The user's relations the question class ``wh`` points at."""
        hinted = self._hinted.get(wh)
        if hinted is None:
            hinted = self._hinted[wh] = frozenset(r for r in self.relations if pred_hint(r, wh))
        return hinted

    def _view(self, entity: str) -> dict[str, list[Key]]:
        view = self._views.get(entity)
        if view is None:
            by_relation = sorted(self.index.by_entity.get(entity, ()), key=RELATION_OF)
            view = {rel: list(keys) for rel, keys in itertools.groupby(by_relation, RELATION_OF)}
            self._views[entity] = view
        return view

    def lookup(self, subject: str, relation: str) -> list[Key]:
        """Keys with this subject and relation (a :data:`~hotmem.lifecycle.KeyLookup`)."""
        return [k for k in self._view(subject).get(relation, ()) if k[0] == subject]

    def bucket(self, entity: str, relation: str, named: Iterable[str]) -> Sequence[Key]:
        """Keys of (entity, relation); a big bucket gives its named and newest keys only."""
        view = self._view(entity)
        keys = view.get(relation)
        if not keys:
            return ()
        if len(keys) <= BIG_BUCKET:
            return keys
        if (entity, relation) not in self._sorted:
            keys = view[relation] = self._oldest_first(keys)
            self._sorted.add((entity, relation))
        edges = self.index.edges
        out = [k for d in named if (k := (entity, relation, d)) in edges
               or (k := (d, relation, entity)) in edges]
        out.extend(keys[-BIG_BUCKET:])
        return out

    def with_user(self, entity: str) -> set[Key]:
        """Keys of the edges between the user and ``entity`` (one C-speed set intersection)."""
        by_entity = self.index.by_entity
        theirs, mine = by_entity.get(entity), by_entity.get(USER_KEY)
        return theirs & mine if theirs and mine and entity != USER_KEY else set()

    def user_word_keys(self, tok: str) -> Sequence[Key]:
        """Keys of the user's edges whose other entity has a word stemming to ``tok``.

        "How many cats do I have?" finds (you, has, two cats). Only the user's own edges: any
        other edge can help a turn only through an entity the turn names, and those are read
        from that entity. Each entity with the word meets the user's edges in one set
        intersection (C speed, the size of the smaller set), so a common word such as a city
        in thousands of edges costs a few intersections, not a walk over its edges. A word in
        many of the user's edges gives the :data:`BIG_BUCKET` newest.
        """
        top = self._tops.get(tok)
        if top is not None:
            return top
        keys: set[Key] = set()
        for ent in self.words.get(tok, ()):
            keys |= self.with_user(ent)
        top = self._tops[tok] = self._oldest_first(keys)[-BIG_BUCKET:]
        return top
