"""The retriever: one call per turn, gate then candidates then selection.

Everything comes from the user's RAM index (no store reads, no scan of all edges). Facts stated
this turn, and what they supersede or negate, are never picked this turn.
"""

from __future__ import annotations

import dataclasses
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import structlog

from hotmem import user_index  # the module: user_index imports this package (scoring)
from hotmem.lifecycle import turn_exclusions
from hotmem.logs import debug_enabled
from hotmem.relations import KINSHIP, PETS
from hotmem.retrieve.candidates import MIN_RELEVANT_OVERLAP, Candidate, Key, gather
from hotmem.retrieve.explain import Explanation, explain
from hotmem.retrieve.needs import LIKING, says_past, surface_words
from hotmem.retrieve.query import Query, build_query
from hotmem.retrieve.scoring import Scored
from hotmem.retrieve.selection import choose, novelty_blocked
from hotmem.text import USER_KEY
from hotmem.types import Extraction, Intent

if TYPE_CHECKING:
    from hotmem.config import HotMemConfig
    from hotmem.store import UserIndex

log = structlog.get_logger("hotmem.retrieve")

_CACHE_USERS = 256
OVERLAP_TERM, NEED_TERM = 2, 4  # indices in ``Candidate.terms``


@dataclass(frozen=True, slots=True)
class Retrieval:
    """What retrieval decided for one turn."""

    gated: bool  # the turn gets a memory message (the window is rendered) at all
    picks: tuple[Scored, ...] = ()  # this turn's new facts, best first
    # The turn's message: only the facts answering it, best first (a question's or a request's
    # new picks and those shown within the novelty turns; a statement's new picks), not the
    # whole window. None: the window (an episode recall on a shut gate).
    shown: tuple[Scored, ...] | None = None
    # The turn asks when, or for past trips: its bullets say their facts' dates.
    dated: bool = False
    # A need-based request's needs and the entities it names: an episode recalled for it is
    # shown only when it serves them (:func:`hotmem.retrieve.needs.episode_serves`).
    needs: frozenset[str] = frozenset()
    named: frozenset[str] = frozenset()
    # A request's needs that no stored fact serves (no message from facts): the engine asks
    # the episodes with the request's need words.
    unserved: frozenset[str] = frozenset()


SHUT = Retrieval(gated=False)
DATED_NEEDS = frozenset({"travel"})  # needs whose facts are told with their dates


def serves_by_itself(cand: Candidate) -> bool:
    """Whether a serving candidate serves the request by itself, not only as a fallback when
    nothing else does (:data:`hotmem.retrieve.needs.FALLBACKS`)."""
    return not cand.fallback or cand.terms[OVERLAP_TERM] >= MIN_RELEVANT_OVERLAP


def asks_dates(query: Query) -> bool:
    """True when the turn's bullets should say their facts' dates: a "when" question or a
    request for something like before ("a trip like my last one": which trip was the last);
    elsewhere a date costs tokens and answers nothing."""
    return query.wh == "when" or (query.like_before and bool(query.needs & DATED_NEEDS))


def kin_lines(
    candidates: list[Candidate], shown: list[Scored], excluded: set[Key],
) -> list[Scored]:
    """The user's kin or pet facts of the people whose likings a request shows ("Your nephew
    is Ole." beside "Ole likes Minecraft."): the bullets fold them into one line ("Your nephew
    Ole likes Minecraft.", :mod:`hotmem.kin_bullets`), so who the person is costs a few
    tokens and no bullet."""
    liked = {p.edge.s for p in shown if p.edge.r in LIKING and p.edge.s != USER_KEY}
    if not liked:
        return []
    keys = {p.edge.key for p in shown}
    return [Scored(edge=cand.edge, score=cand.score) for cand in candidates
            if cand.edge.s == USER_KEY and cand.edge.d in liked and cand.key not in keys
            and cand.key not in excluded and (cand.edge.r in KINSHIP or cand.edge.r in PETS)]


class Retriever:
    """Scores and selects stored facts for a turn. One per engine; thread-safe for reads.

    Args:
        config: supplies ``score_weights``, ``recency_days``, ``novelty_turns`` and
            ``bullets_max``.
    """

    def __init__(self, config: HotMemConfig) -> None:
        self._config = config
        self._weights = config.weights
        # Scores are normalised by the weights of the terms a turn can score: the need term
        # only on a need-based request.
        self._weight_sum = sum(self._weights[:4]) or 1.0
        self._need_weight_sum = sum(self._weights) or 1.0
        self._horizon = config.recency_days * 86_400.0
        self._derived: OrderedDict[int, user_index.DerivedIndex] = OrderedDict()
        self._derived_lock = threading.Lock()

    # ------------------------------------------------------------------ public API

    def retrieve(
        self,
        index: UserIndex,
        extraction: Extraction,
        *,
        turn: int,
        now: float,
        recent_entities: Sequence[str],
        text: str = "",
    ) -> Retrieval:
        """Gate this turn, then pick the facts to show, best first.

        The gate opens when the turn names a known entity, states facts, or asks a question
        that some stored fact answers (about the user, a named entity or one of the previous
        turns); small talk ("how are you", "tell me a joke", "what's the weather like") keeps
        it shut. An open gate may still pick nothing (abstention, novelty), in which case the
        window keeps showing the previous turns' bullets.

        Args:
            index: the user's index (read lock held by the caller).
            extraction: this turn's extraction.
            turn: the number this turn gets (novelty compares ``last_injected_turn`` to it).
            now: the turn's time in epoch seconds (recency).
            recent_entities: entity keys of the last few user turns, newest first.
            text: the turn as said, for need and recall cues the content lemmas leave out
                ("near me", "dimmi dove"); without it only the lemmas are read.
        """
        result, why = self.decide(index, extraction, turn, now, recent_entities, text)
        if debug_enabled():
            log.debug("retrieve.selected", gated=result.gated, why=why,
                      picks=[(p.edge.key, round(p.score, 3)) for p in result.picks])
        return result

    def explain(
        self,
        index: UserIndex,
        extraction: Extraction,
        *,
        turn: int,
        now: float,
        recent_entities: Sequence[str],
        text: str = "",
    ) -> Explanation:
        """What :meth:`retrieve` decides for this turn, with every candidate's score terms.

        Reads only (the inspector's dry run); see :mod:`hotmem.retrieve.explain`.
        """
        return explain(self, index, extraction, turn=turn, now=now,
                       recent_entities=recent_entities, text=text)

    @property
    def weights(self) -> tuple[float, float, float, float, float]:
        return self._weights

    @property
    def horizon(self) -> float:
        """The recency horizon T in seconds."""
        return self._horizon

    @property
    def novelty_turns(self) -> int:
        return self._config.novelty_turns

    def decide(
        self, index: UserIndex, extraction: Extraction, turn: int, now: float,
        recent: Sequence[str], text: str,
    ) -> tuple[Retrieval, str]:
        """The turn's retrieval and why it came out so (for the stage's log event)."""
        if not index.edges:
            return SHUT, "no memory"
        derived = self.derived_for(index)
        query = build_query(index, derived, extraction, recent, text)
        if query.chitchat:
            return SHUT, "small talk"
        if query.unknown_person:
            return SHUT, "asks about a kin memory does not know"
        # A reaction's coref ("ok that's enough about me", "vale, gracias") names nobody.
        named = query.explicit if query.question else query.explicit & query.spelled
        opens_by_itself = bool(named or extraction.facts)
        # A request, "remind me ..." without "?", or a question of the user's own facts.
        asks = query.needs or query.recall or query.asks_own
        if not opens_by_itself and not asks and (
            extraction.intent in (Intent.REACTION, Intent.HYPOTHETICAL) or not query.question
        ):
            return SHUT, "no known entity, fact or question"
        candidates = gather(index, derived, query, now, weights=self._weights,
                            horizon=self._horizon)
        if not (opens_by_itself or candidates):
            # A request no fact serves may still be served by what was told (the engine).
            return (dataclasses.replace(SHUT, unserved=query.needs),
                    "no stored fact answers the question")
        excluded = turn_exclusions(index, extraction.facts, derived.lookup)
        if query.needs:
            result, why = self._serve_need(query, candidates, excluded, turn, len(candidates))
            # "where did we go last summer?" recalls what happened: its episodes all count.
            past = says_past(surface_words(text), extraction.lang)
            return dataclasses.replace(result, dated=asks_dates(query),
                                       needs=frozenset() if past else query.needs), why
        if query.question:
            result, why = self._answer(query, candidates, excluded, turn)
            dated = asks_dates(query)  # most questions do not: no copy then
            return (result if result.dated == dated
                    else dataclasses.replace(result, dated=dated)), why
        # A statement brings up what it spells out ("my sister Ana is coming", "mi mujer"),
        # not what coref or the previous turns reached ("hace dos años fui a Japón").
        eligible = [
            cand for cand in candidates
            if cand.key not in excluded
            and not novelty_blocked(cand, query, turn, self._config.novelty_turns)
            and (query.question or not query.brought_up.isdisjoint((cand.edge.s, cand.edge.d)))
        ]
        weight_sum = self._need_weight_sum if query.needs else self._weight_sum
        picks = choose(eligible, query, weight_sum=weight_sum,
                       bullets_max=self._config.bullets_max)
        why = (f"{len(candidates)} relevant, {len(eligible)} eligible, wh={query.wh}, "
               f"needs={','.join(sorted(query.needs)) or '-'}")
        # A statement or a mention shows only what it brings up itself: the window's earlier
        # bullets ("Your name is Andrés." under every new fact told) answer nothing here.
        return Retrieval(gated=True, picks=tuple(picks), shown=tuple(picks)), why

    def _serve_need(
        self, query: Query, candidates: list[Candidate], excluded: set[Key], turn: int,
        relevant: int,
    ) -> tuple[Retrieval, str]:
        """A need-based request: the few best facts serving the need or matching what the turn
        names, whether new or shown lately (then shown again, not re-picked); none, and no
        message, when no stored fact serves it."""
        serving = [cand for cand in candidates
                   if cand.key not in excluded
                   and (cand.terms[NEED_TERM] > 0.0
                        or cand.terms[OVERLAP_TERM] >= MIN_RELEVANT_OVERLAP)]
        full = [cand for cand in serving if serves_by_itself(cand)]
        if full or query.like_before:
            serving = full  # home for a trip only when no trip is told
        # "what should I get Poppy?": her likes; "Your niece is Poppy." only says again whom
        # the turn names. "Can we fly with the dog?": the dog is what the turn is about.
        served = {cand.edge.s for cand in serving
                  if cand.terms[NEED_TERM] > 0.0 and cand.edge.s != USER_KEY}
        serving = [cand for cand in serving
                   if cand.terms[NEED_TERM] > 0.0 or served.isdisjoint((cand.edge.s, cand.edge.d))]
        shown = choose(serving, query, weight_sum=self._need_weight_sum,
                       bullets_max=self._config.bullets_max)
        why = (f"{relevant} relevant, {len(serving)} serving, "
               f"needs={','.join(sorted(query.needs))}")
        if not shown:  # no fact serves it; what was told may (the engine's episodes)
            return (dataclasses.replace(SHUT, unserved=query.needs),
                    why + ", none serves the need")
        blocked = {cand.key for cand in serving
                   if novelty_blocked(cand, query, turn, self._config.novelty_turns)}
        picks = tuple(p for p in shown if p.edge.key not in blocked)
        shown += kin_lines(candidates, shown, excluded)  # shown, folded, never a new pick
        # An episode naming someone whose shown facts serve the request ("Marlene likes
        # Krimis." for a gift for her) would say it again in many more tokens.
        keys = {p.edge.key for p in shown}
        served = {cand.edge.s for cand in serving if cand.key in keys
                  and cand.terms[NEED_TERM] > 0.0 and cand.edge.s != USER_KEY}
        named = frozenset(e for e in query.explicit  # "my husband" is Marcus, served too
                          if e not in served and not (served and e in KINSHIP))
        return Retrieval(gated=True, picks=picks, shown=tuple(shown), named=named), why

    def _answer(
        self, query: Query, candidates: list[Candidate], excluded: set[Key], turn: int,
    ) -> tuple[Retrieval, str]:
        """A question: the facts answering it, whether new or shown lately (then shown again,
        not re-picked), and not the rest of the window."""
        eligible = [cand for cand in candidates if cand.key not in excluded]
        shown = choose(eligible, query, weight_sum=self._weight_sum,
                       bullets_max=self._config.bullets_max)
        blocked = {cand.key for cand in eligible
                   if novelty_blocked(cand, query, turn, self._config.novelty_turns)}
        picks = tuple(p for p in shown if p.edge.key not in blocked)
        why = (f"{len(candidates)} relevant, {len(eligible)} eligible, wh={query.wh}, "
               f"needs=-, {len(shown) - len(picks)} shown again")
        return Retrieval(gated=True, picks=picks, shown=tuple(shown)), why

    # ------------------------------------------------------------------ per-user derived index

    def derived_for(self, index: UserIndex) -> user_index.DerivedIndex:
        """The user's derived index, built on first use and refreshed to the index's state."""
        with self._derived_lock:
            return self._derived_locked(index)

    def _derived_locked(self, index: UserIndex) -> user_index.DerivedIndex:
        derived = self._derived.get(id(index))
        if derived is None or derived.index is not index:
            derived = user_index.DerivedIndex(index)
            self._derived[id(index)] = derived
            if len(self._derived) > _CACHE_USERS:
                self._derived.popitem(last=False)
        else:
            self._derived.move_to_end(id(index))
        derived.refresh()
        return derived
