"""A per-user incremental lexical index over episodes, for "what did I bake for the party?".

A user's memory grows one turn at a time, so the index is an inverted index kept up to date
on every :meth:`EpisodeIndex.add` / :meth:`EpisodeIndex.remove` (cost: the episode's own
terms), with document frequencies and the total length maintained alongside; nothing is
rebuilt at query time. Ranking is BM25 (``k1``, ``b``) over the episode's lemmas and its
entity, place and people keys, with five additions:

- **equivalences**: a query lemma also matches the lemmas its language table groups with it
  (attend ≈ go, trip ≈ travel ≈ visit), at ``equivalence_weight`` of an exact match; each
  query lemma counts once, through its best-scoring form, and an episode word that is itself
  a query lemma is not credited again as another one's equivalent ("what book am I
  reading?" credits "reading" once);
- **question type**: a "when" question prefers episodes with a date, "where" with a place,
  "who" with people, "how many" with a number (score times ``1 + qtype_boost``; a "when"
  question times ``1 + when_boost``, since an episode without a date cannot answer it at
  all, while a person or place may still be in its context);
- **the gate**: an episode is returned only when the query terms it matches carry at least
  ``min_coverage`` of the query's total IDF weight (an equivalent counts at its weight), so an
  unrelated or general-knowledge question gets nothing rather than the least bad episode;
- **context**: the lemmas of the clause that followed the episode in its turn ("... Her name
  is Nala") match too, at ``context_weight`` of the episode's own words;
- **stems**: a query lemma also matches the episode's words of the same stem ("dancing" for
  "dance"), at ``stem_weight``;
- **compound parts**: in a language that writes compounds as one word, a query lemma matches
  the tails of the episode's long words and its own heads and tails match the episode's words
  ("Brot" finds "Roggenbrot", "Eishockeyspiel" finds "Eishockey"), at ``stem_weight``;
- **the question's time**: an episode whose date overlaps the question's window matches one
  more term, scored from three quarters (one day of the month asked) to whole (the same
  days);
- **recency** only breaks ties between equal scores (newer turn first).

Each hit lists its score terms (query lemma, the episode term it matched, the weight and the
BM25 contribution) so an inspector can show why an episode was chosen.

Example::

    index = EpisodeIndex(Equivalences.of(get_language("en").episodes.EQUIVALENCES))
    index.add(EpisodeTerms("e1", lemmas=("bake", "lemon", "cake", "party"), turn_time=t))
    index.query(["bake", "party"], qtype=QuestionType.WHAT)   # [EpisodeHit("e1", ...)]
"""

from __future__ import annotations

import datetime as dt
import math
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import IntFlag, StrEnum

import numpy as np

__all__ = [
    "EpisodeHit",
    "EpisodeIndex",
    "EpisodeIndexes",
    "EpisodeTerms",
    "Equivalences",
    "IndexParams",
    "QuestionType",
    "ScoreTerm",
]

# Entity/place/people keys live in the same postings as lemmas under this prefix, so a key
# never collides with a lemma of the same spelling.
_KEY = "\x1f"
# Lemmas of an episode's context (the turn's next clause) live under their own prefix too.
_CONTEXT = "\x1e"
# And the stems of its lemmas (hotmem/episodes/stems.py).
_STEM = "\x1d"
# And the tails of its compound lemmas (hotmem/episodes/compounds.py).
_PART = "\x1c"


class QuestionType(StrEnum):
    """What a recall question asks for; decides which episodes are preferred."""

    WHAT = "what"
    WHEN = "when"
    WHERE = "where"
    WHO = "who"
    HOW_MANY = "how_many"


class _Has(IntFlag):
    DATE = 1
    PLACE = 2
    PEOPLE = 4
    NUMBER = 8


_PREFERS = {
    QuestionType.WHEN: _Has.DATE,
    QuestionType.WHERE: _Has.PLACE,
    QuestionType.WHO: _Has.PEOPLE,
    QuestionType.HOW_MANY: _Has.NUMBER,
}


@dataclass(frozen=True, slots=True)
class EpisodeTerms:
    """What the index needs of one episode.

    Attributes:
        episode_id: The episode's stable id (adding the same id again replaces it).
        lemmas: Content lemmas of the clause, repeated as often as they occur.
        entities: Keys of the entities it mentions (things, organisations, events).
        places: Keys of the places it mentions (also "where" evidence).
        people: Keys of the people and pets it is about (kin/pet nodes; "who" evidence).
        date_range: First and last day of the episode's resolved date, if the turn gave one
            ("when" evidence; matched by a question's own date, see ``query(during=...)``).
        has_number: The clause states a count or amount ("how many" evidence).
        turn_time: The turn's time in epoch seconds; breaks ties between equal scores.
        context: Lemmas of the episode's context (the turn's next clause), matched at
            ``context_weight``.
        stems: Stems of ``lemmas``, matched at ``stem_weight``.
        parts: Tails of its compound lemmas, matched at ``stem_weight``.
    """

    episode_id: str
    lemmas: tuple[str, ...]
    entities: tuple[str, ...] = ()
    places: tuple[str, ...] = ()
    people: tuple[str, ...] = ()
    date_range: tuple[dt.date, dt.date] | None = None
    has_number: bool = False
    turn_time: float = 0.0
    context: tuple[str, ...] = ()
    stems: tuple[str, ...] = ()
    parts: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class IndexParams:
    """Ranking knobs (BM25's usual ``k1``/``b``; the rest are HotMem's).

    Attributes:
        k1: Term-frequency saturation.
        b: Length normalisation (0 = none, 1 = full).
        equivalence_weight: Weight of a match through an equivalent lemma (exact = 1).
        qtype_boost: Extra score share for an episode that has what the question asks for.
        when_boost: The same for a "when" question and an episode with a date.
        min_coverage: The gate: share of the query's IDF weight an episode must match.
        context_weight: Weight of a match in the episode's context (its own clause = 1).
        stem_weight: Weight of a match through a stem ("dancing" for "dance").
    """

    k1: float = 1.2
    # Episodes are clauses of 3-20 words: full length normalisation would rank "Flowers
    # bring joy" over the clause that says why; half of it still tempers long ones.
    b: float = 0.4
    equivalence_weight: float = 0.5
    qtype_boost: float = 0.25
    when_boost: float = 0.5
    min_coverage: float = 0.2
    context_weight: float = 0.6
    stem_weight: float = 0.5

    def __post_init__(self) -> None:
        if self.k1 <= 0 or not 0 <= self.b <= 1:
            raise ValueError(f"BM25 needs k1 > 0 and 0 <= b <= 1, got k1={self.k1} b={self.b}")
        if not 0 < self.context_weight <= 1:
            raise ValueError(f"context_weight must be in (0, 1], got {self.context_weight}")
        if not 0 < self.stem_weight <= 1:
            raise ValueError(f"stem_weight must be in (0, 1], got {self.stem_weight}")
        if not 0 < self.equivalence_weight <= 1:
            raise ValueError(f"equivalence_weight must be in (0, 1], got {self.equivalence_weight}")
        if self.qtype_boost < 0 or self.when_boost < 0 or not 0 <= self.min_coverage <= 1:
            raise ValueError(
                f"qtype_boost and when_boost must be >= 0 and min_coverage in [0, 1], got "
                f"{self.qtype_boost}, {self.when_boost} and {self.min_coverage}"
            )


class Equivalences:
    """Lemma -> the lemmas grouped with it by the language tables (not itself).

    Groups from several languages may be merged; a lemma in two groups is equivalent to the
    members of both. Equivalence is not transitive across groups.
    """

    __slots__ = ("_others",)

    def __init__(self, others: Mapping[str, tuple[str, ...]] | None = None) -> None:
        self._others: dict[str, tuple[str, ...]] = dict(others or {})

    @classmethod
    def of(cls, *tables: Iterable[Iterable[str]]) -> Equivalences:
        """Build from one or more tables of lemma groups (a language module's
        ``EQUIVALENCES``)."""
        others: dict[str, dict[str, None]] = {}
        for groups in tables:
            for group in groups:
                members = [m.lower() for m in group]
                for lemma in members:
                    bucket = others.setdefault(lemma, {})
                    bucket.update((m, None) for m in members if m != lemma)
        return cls({lemma: tuple(bucket) for lemma, bucket in others.items()})

    def of_lemma(self, lemma: str) -> tuple[str, ...]:
        return self._others.get(lemma, ())

    def __len__(self) -> int:
        return len(self._others)


@dataclass(frozen=True, slots=True)
class ScoreTerm:
    """Why an episode scored: one query term and how it matched."""

    query: str
    matched: str
    weight: float
    contribution: float


@dataclass(frozen=True, slots=True)
class EpisodeHit:
    """One ranked episode.

    Attributes:
        episode_id: The episode.
        score: Its BM25 score, times ``1 + qtype_boost`` (``when_boost`` for a "when"
            question) when ``qtype_match``.
        coverage: Share of the query's IDF weight it matched (what the gate tested).
        qtype_match: It has what the question type asks for.
        terms: One entry per query term it matched; their contributions sum to the score
            before the question-type boost.
    """

    episode_id: str
    score: float
    coverage: float
    qtype_match: bool
    terms: tuple[ScoreTerm, ...]


def _as_key(key: str) -> str:
    return _KEY + key.lower()


def _display(term: str) -> str:
    return term[1:] if term.startswith((_KEY, _CONTEXT, _STEM, _PART)) else term


class _Postings:
    """One term's postings: parallel growable arrays of slots and term frequencies.

    A removed episode's entry is zeroed in place (tf 0 scores nothing) and the arrays are
    compacted once more than half of them is dead, so add and remove stay O(1) per term
    (amortised) while a query scores a whole list in a few vectorised operations.
    """

    __slots__ = ("live", "size", "slots", "tfs")

    def __init__(self) -> None:
        self.slots = np.empty(4, dtype=np.int64)
        self.tfs = np.zeros(4, dtype=np.float64)
        self.size = 0
        self.live = 0

    def append(self, slot: int, tf: int) -> int:
        if self.size == len(self.slots):
            grown = max(8, 2 * self.size)
            self.slots = np.resize(self.slots, grown)
            tfs = np.zeros(grown, dtype=np.float64)
            tfs[: self.size] = self.tfs[: self.size]
            self.tfs = tfs
        position = self.size
        self.slots[position] = slot
        self.tfs[position] = tf
        self.size += 1
        self.live += 1
        return position

    def kill(self, position: int) -> None:
        self.tfs[position] = 0.0
        self.live -= 1

    def needs_compaction(self) -> bool:
        return self.size > 16 and self.live * 2 < self.size

    def compact(self) -> np.ndarray:
        """Drop dead entries; returns the surviving slots in their new order."""
        keep = self.tfs[: self.size] > 0
        self.slots = self.slots[: self.size][keep].copy()
        self.tfs = self.tfs[: self.size][keep].copy()
        self.size = self.live = len(self.slots)
        return self.slots


class EpisodeIndex:
    """One user's episodes, searchable by lemmas; see the module docstring.

    Storage: per term a :class:`_Postings`; per episode slot its id, its terms with their
    positions in the postings, its length, flags and turn time (slots of removed episodes are
    reused). Not thread-safe: the engine serialises a user's turns, and the caller guards
    concurrent access (as it does for the fact index).

    Args:
        equivalences: Lemma equivalences of the user's languages (none by default).
        params: Ranking knobs.
    """

    def __init__(
        self, equivalences: Equivalences | None = None, params: IndexParams | None = None
    ) -> None:
        self._equivalences = equivalences or Equivalences()
        self._params = params or IndexParams()
        self._reset()

    def _reset(self) -> None:
        self._slot_of: dict[str, int] = {}
        self._ids: list[str | None] = []
        self._positions: list[dict[str, int]] = []
        self._lengths = np.zeros(16, dtype=np.float64)
        self._flags = np.zeros(16, dtype=np.int64)
        self._times = np.zeros(16, dtype=np.float64)
        self._date_first = np.zeros(16, dtype=np.int64)  # proleptic ordinals; 0 = no date
        self._date_last = np.zeros(16, dtype=np.int64)
        self._free: list[int] = []
        self._postings: dict[str, _Postings] = {}
        self._total_length = 0.0

    def __len__(self) -> int:
        return len(self._slot_of)

    def __contains__(self, episode_id: object) -> bool:
        return episode_id in self._slot_of

    def __iter__(self) -> Iterator[str]:
        return iter(self._slot_of)

    @property
    def params(self) -> IndexParams:
        return self._params

    @property
    def term_count(self) -> int:
        """Distinct terms (lemmas and keys) in the index."""
        return len(self._postings)

    def document_frequency(self, lemma: str) -> int:
        """How many episodes contain ``lemma`` (exactly)."""
        postings = self._postings.get(lemma.lower())
        return postings.live if postings else 0

    def add(self, episode: EpisodeTerms) -> None:
        """Index one episode, replacing an earlier one with the same id.

        Raises:
            TypeError: the id is not a non-empty string, or a lemma/key is not a string.
        """
        if not isinstance(episode.episode_id, str) or not episode.episode_id:
            raise TypeError(f"episode_id must be a non-empty str, got {episode.episode_id!r}")
        parts = (episode.lemmas, episode.entities, episode.places, episode.people,
                 episode.context, episode.stems, episode.parts)
        if any(not isinstance(t, str) for part in parts for t in part):
            raise TypeError(f"episode {episode.episode_id}: lemmas and keys must be strings")
        if episode.date_range is not None:
            first, last = episode.date_range
            if not (isinstance(first, dt.date) and isinstance(last, dt.date) and first <= last):
                raise TypeError(
                    f"episode {episode.episode_id}: date_range must be two ordered dates, "
                    f"got {episode.date_range!r}"
                )
        counts = Counter(t.lower() for t in episode.lemmas if t)
        counts.update({_as_key(k) for k in (*episode.entities, *episode.places,
                                             *episode.people) if k})
        length = float(sum(counts.values()))  # the context does not lengthen the episode
        counts.update(_CONTEXT + t.lower() for t in episode.context if t)
        counts.update(_STEM + t.lower() for t in episode.stems if t)
        counts.update({_PART + t.lower() for t in episode.parts if t})
        flags = (
            (_Has.DATE if episode.date_range is not None else 0)
            | (_Has.PLACE if episode.places else 0)
            | (_Has.PEOPLE if episode.people else 0)
            | (_Has.NUMBER if episode.has_number else 0)
        )
        self.remove(episode.episode_id)
        if self._free:
            slot = self._free.pop()
        else:
            slot = len(self._ids)
            self._ids.append(None)
            self._positions.append({})
            if slot == len(self._lengths):
                grown = 2 * slot
                self._lengths = np.resize(self._lengths, grown)
                self._flags = np.resize(self._flags, grown)
                self._times = np.resize(self._times, grown)
                self._date_first = np.resize(self._date_first, grown)
                self._date_last = np.resize(self._date_last, grown)
        self._ids[slot] = episode.episode_id
        self._lengths[slot] = length
        self._flags[slot] = int(flags)
        self._times[slot] = float(episode.turn_time)
        first, last = episode.date_range or (None, None)
        self._date_first[slot] = first.toordinal() if first else 0
        self._date_last[slot] = last.toordinal() if last else 0
        self._slot_of[episode.episode_id] = slot
        self._total_length += length
        positions: dict[str, int] = {}
        for term, tf in counts.items():
            postings = self._postings.get(term)
            if postings is None:
                postings = self._postings[term] = _Postings()
            positions[term] = postings.append(slot, tf)
        self._positions[slot] = positions

    def remove(self, episode_id: str) -> bool:
        """Drop one episode; False when it was not indexed."""
        slot = self._slot_of.pop(episode_id, None)
        if slot is None:
            return False
        for term, position in self._positions[slot].items():
            postings = self._postings[term]
            postings.kill(position)
            if postings.live == 0:
                del self._postings[term]
            elif postings.needs_compaction():
                for new_position, other in enumerate(postings.compact().tolist()):
                    self._positions[other][term] = new_position
        self._total_length -= float(self._lengths[slot])
        self._ids[slot] = None
        self._positions[slot] = {}
        self._lengths[slot] = 0.0
        self._flags[slot] = 0
        self._date_first[slot] = self._date_last[slot] = 0
        self._free.append(slot)
        return True

    def clear(self) -> None:
        """Forget every episode (a user's ``forget all``)."""
        self._reset()

    def _expand(
        self, lemmas: Sequence[str], keys: Sequence[str], stems: Sequence[str] = (),
        pieces: Sequence[Sequence[str]] = (),
    ) -> list[list[tuple[str, float]]]:
        """Per query term, its forms with their weights: itself first, then its stem, its
        compound parts and equivalents."""
        seen: set[str] = set()
        asked = {lemma.lower() for lemma in lemmas}
        expanded: list[list[tuple[str, float]]] = []
        weight = self._params.equivalence_weight
        context = self._params.context_weight
        for i, lemma in enumerate(lemmas):
            term = lemma.lower()
            if term and term not in seen:
                seen.add(term)
                forms = [(term, 1.0), (_CONTEXT + term, context)]
                part_weight = self._params.stem_weight
                if i < len(stems) and stems[i]:
                    forms.append((_STEM + stems[i].lower(), part_weight))
                forms.append((_PART + term, part_weight))
                if i < len(pieces):
                    for piece in pieces[i]:
                        forms.extend(((piece, part_weight), (_PART + piece, part_weight)))
                for other in self._equivalences.of_lemma(term):
                    # "what book am I reading?": "reading" is the query's own word; also
                    # crediting it to "book" would count one episode word twice.
                    if other not in asked:
                        forms.extend(((other, weight), (_CONTEXT + other, weight * context)))
                expanded.append(forms)
        for key in keys:
            term = _as_key(key)
            if key and term not in seen:
                seen.add(term)
                expanded.append([(term, 1.0)])
        return expanded

    def _idf(self, df: int) -> float:
        count = len(self._slot_of)
        return math.log(1.0 + (count - df + 0.5) / (df + 0.5))

    def query(
        self,
        lemmas: Sequence[str],
        *,
        qtype: QuestionType | None = None,
        keys: Sequence[str] = (),
        during: tuple[dt.date, dt.date] | None = None,
        k: int = 3,
        stems: Sequence[str] = (),
        pieces: Sequence[Sequence[str]] = (),
    ) -> list[EpisodeHit]:
        """The best ``k`` episodes for a question, or none when nothing clears the gate.

        Args:
            lemmas: The question's content lemmas (no stop words).
            qtype: What the question asks for; None or WHAT prefers nothing.
            keys: Entity, place or people keys the question names ("kin:dad", "vancouver").
            during: The question's own date range ("what did I do last weekend?"): episodes
                whose date overlaps it match one more query term, weighted like a term
                found in that many episodes, and scored by how well their days fit it.
            k: How many hits at most.
            stems: Stems of ``lemmas``, in the same order (none: no stem matching).
            pieces: Per lemma, its compound heads and tails (none: no part matching).

        Returns:
            Hits, best first; equal scores put the newer turn first.
        """
        if not self._slot_of or k <= 0:
            return []
        expanded = self._expand(lemmas, keys, stems, pieces)
        if not expanded and during is None:
            return []
        p = self._params
        capacity = len(self._ids)
        k1_plus = p.k1 + 1.0
        average = self._total_length / len(self._slot_of) or 1.0
        denominators = p.k1 * (1.0 - p.b) + (p.k1 * p.b / average) * self._lengths[:capacity]
        scores = np.zeros(capacity)
        covered = np.zeros(capacity)
        total_idf = 0.0
        postings_of = self._postings
        for forms in expanded:
            head = postings_of.get(forms[0][0])
            term_idf = self._idf(head.live if head else 0)
            total_idf += term_idf
            present = [(postings_of[t], w) for t, w in forms if t in postings_of]
            best: np.ndarray | None = None
            best_weight: np.ndarray | None = None
            for postings, weight in present:
                slots = postings.slots[: postings.size]
                tfs = postings.tfs[: postings.size]
                value = (weight * self._idf(postings.live) * k1_plus) * tfs / (
                    tfs + denominators[slots]
                )
                if len(present) == 1:  # most terms: one form in the index, no best-of needed
                    scores[slots] += value
                    covered[slots] += (weight * term_idf) * (tfs > 0)
                    continue
                if best is None or best_weight is None:
                    best = np.zeros(capacity)
                    best_weight = np.zeros(capacity)
                better = value > best[slots]
                chosen = slots[better]
                best[chosen] = value[better]
                best_weight[chosen] = weight
            if best is not None and best_weight is not None:
                scores += best
                covered += best_weight * term_idf
        window = self._overlapping(during, capacity)
        if window is not None:
            fit = self._fit(during, capacity) if during is not None else window
            window_idf = self._idf(int(window.sum()))
            total_idf += window_idf
            scores += fit * ((window_idf * k1_plus) / (1.0 + denominators))
            covered += window * window_idf
        if total_idf <= 0:
            return []
        candidates = np.flatnonzero((covered >= p.min_coverage * total_idf - 1e-12) & (scores > 0))
        if candidates.size == 0:
            return []
        final = scores[candidates]
        prefer = int(_PREFERS.get(qtype, 0)) if qtype is not None else 0
        if prefer:
            boost = p.when_boost if qtype == QuestionType.WHEN else p.qtype_boost
            final = np.where(self._flags[candidates] & prefer, final * (1.0 + boost), final)
        final = np.round(final, 9)
        if candidates.size > k:
            kth = np.partition(final, -k)[-k]
            keep = final >= kth
            candidates, final = candidates[keep], final[keep]
        order = np.lexsort((-self._times[candidates], -final))[:k]
        hits: list[EpisodeHit] = []
        for i in order.tolist():
            slot = int(candidates[i])
            hits.append(
                EpisodeHit(
                    episode_id=self._ids[slot],  # type: ignore[arg-type]
                    score=float(final[i]),
                    coverage=round(float(covered[slot]) / total_idf, 6),
                    qtype_match=bool(prefer and int(self._flags[slot]) & prefer),
                    terms=self._explain(slot, expanded, float(denominators[slot]), window, during),
                )
            )
        return hits

    def _overlapping(
        self, during: tuple[dt.date, dt.date] | None, capacity: int
    ) -> np.ndarray | None:
        """1.0 for episodes whose date overlaps ``during``, else 0.0 (None without a window)."""
        if during is None:
            return None
        first, last = during[0].toordinal(), during[1].toordinal()
        starts = self._date_first[:capacity]
        ends = self._date_last[:capacity]
        return ((starts > 0) & (starts <= last) & (ends >= first)).astype(np.float64)

    def _fit(self, during: tuple[dt.date, dt.date], capacity: int) -> np.ndarray:
        """How well each dated episode's days fit the question's window: 1.0 for the same
        days ("in March" and "en mars"), down to three quarters for one day of a month; 0.0
        outside."""
        first, last = during[0].toordinal(), during[1].toordinal()
        starts = self._date_first[:capacity]
        ends = self._date_last[:capacity]
        overlap = np.minimum(ends, last) - np.maximum(starts, first) + 1
        union = np.maximum(ends, last) - np.minimum(starts, first) + 1
        inside = (starts > 0) & (overlap > 0)
        return np.where(inside, 0.75 + 0.25 * overlap / np.maximum(union, 1), 0.0)

    def _explain(
        self,
        slot: int,
        expanded: list[list[tuple[str, float]]],
        denominator: float,
        window: np.ndarray | None,
        during: tuple[dt.date, dt.date] | None,
    ) -> tuple[ScoreTerm, ...]:
        """The score terms of one hit (recomputed for the top k only)."""
        k1_plus = self._params.k1 + 1.0
        positions = self._positions[slot]
        out: list[ScoreTerm] = []
        for forms in expanded:
            best: ScoreTerm | None = None
            for term, weight in forms:
                position = positions.get(term)
                if position is None:
                    continue
                postings = self._postings[term]
                tf = float(postings.tfs[position])
                value = weight * self._idf(postings.live) * k1_plus * tf / (tf + denominator)
                if best is None or value > best.contribution:
                    best = ScoreTerm(_display(forms[0][0]), _display(term), weight, value)
            if best is not None:
                out.append(best)
        if window is not None and during is not None and window[slot]:
            first = dt.date.fromordinal(int(self._date_first[slot]))
            last = dt.date.fromordinal(int(self._date_last[slot]))
            value = (self._idf(int(window.sum())) * k1_plus / (1.0 + denominator)
                     * float(self._fit(during, slot + 1)[slot]))
            out.append(ScoreTerm(f"date {during[0]}..{during[1]}", f"date {first}..{last}", 1.0,
                                 value))
        return tuple(out)


class EpisodeIndexes:
    """The episode indexes of every user of one engine: one :class:`EpisodeIndex` per user,
    so no query ever sees another user's episodes.

    Args:
        equivalences: Shared by all users (the configured languages' tables, merged).
        params: Ranking knobs for every user.
    """

    def __init__(
        self, equivalences: Equivalences | None = None, params: IndexParams | None = None
    ) -> None:
        self._equivalences = equivalences or Equivalences()
        self._params = params or IndexParams()
        self._by_user: dict[str, EpisodeIndex] = {}

    def for_user(self, user_id: str) -> EpisodeIndex:
        """The user's index, created empty on first use."""
        index = self._by_user.get(user_id)
        if index is None:
            index = self._by_user[user_id] = EpisodeIndex(self._equivalences, self._params)
        return index

    def get(self, user_id: str) -> EpisodeIndex | None:
        """The user's index if one exists (a query never creates one)."""
        return self._by_user.get(user_id)

    def drop(self, user_id: str) -> bool:
        """Forget a user's whole index; False when there was none."""
        return self._by_user.pop(user_id, None) is not None

    def __len__(self) -> int:
        return len(self._by_user)
