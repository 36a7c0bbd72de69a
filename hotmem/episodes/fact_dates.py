"""Dates on facts: a fact told in a dated clause keeps the clause's date, and a plan is no fact.

"I started a new job at the city aquarium last month" gives ``(you, works_at, city aquarium)``
and an episode dated February 2026; the fact keeps that date too (``Fact.when``), so its
bullet can say "You work at city aquarium (since February 2026)." and a when-question is
answered even when the fact, not the episode, is what retrieval shows. Only relations marked
``dated`` in :mod:`hotmem.relations` (events and states that begin at a time: ``went_to``,
``works_at``, ``lives_in``, ...) take a date; a name or a liking has none.

"I'm flying to Oslo next Friday" is a plan: the episode keeps it as a plan with its date, and
the ``went_to`` fact the present tense gave is dropped (a future date is not a past event). An
undated clause keeps its facts: the extractor already leaves out what is only planned.

A fact belongs to the turn's episode whose words contain every word of the fact's object, the
first dated one when several do.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import structlog

from hotmem.episodes.dates import encode
from hotmem.episodes.record import Episode
from hotmem.relations import get_relation
from hotmem.types import Fact

__all__ = ["dated_facts"]

log = structlog.get_logger("hotmem.episodes")


def _words(text: str) -> set[str]:
    return {w.strip(".,;:!?\"'()«»“”").casefold() for w in text.replace("'", "' ").split()}


def _source(fact: Fact, episodes: Sequence[Episode]) -> Episode | None:
    wanted = _words(fact.display_d or fact.d) - {""}
    if not wanted:
        return None
    told = [e for e in episodes if wanted <= _words(e.text)]
    return next((e for e in told if e.date is not None), told[0] if told else None)


def dated_facts(facts: Sequence[Fact], episodes: Sequence[Episode]) -> tuple[Fact, ...]:
    """The turn's facts with the dates of their clauses, plans left out."""
    if not episodes:
        return tuple(facts)
    out: list[Fact] = []
    for fact in facts:
        relation = get_relation(fact.r)
        episode = _source(fact, episodes) if relation is not None and relation.dated else None
        if episode is None or fact.negated or fact.when:
            out.append(fact)
        elif episode.date is not None and episode.date.future:
            log.debug("facts.plan_not_fact", relation=fact.r, episode=episode.episode_id)
        elif episode.date is not None:
            out.append(dataclasses.replace(fact, when=encode(episode.date)))
        else:
            out.append(fact)
    return tuple(out)
