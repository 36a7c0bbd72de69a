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

A fact belongs to the turn's episode whose words contain every word of the fact's object: the
shortest dated one of those that did happen or hold, else the shortest. A fact whose object the turn
also says outside its plans ("I live in Rome. My brother is coming to Rome next week.") was
told there, and is kept undated.
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


def _wanted(fact: Fact) -> set[str]:
    return _words(fact.display_d or fact.d) - {""}


def _planned(episode: Episode) -> bool:
    return episode.date is not None and episode.date.future


def _source(fact: Fact, episodes: Sequence[Episode]) -> Episode | None:
    wanted = _wanted(fact)
    if not wanted:
        return None
    # The narrowest clause first: "Last week I went to Lisbon and yesterday I went to Porto"
    # is one episode and "yesterday I went to Porto" another.
    told = sorted((e for e in episodes if wanted <= _words(e.text)), key=lambda e: len(e.text))
    held = [e for e in told if not _planned(e)]  # a plan's date is not when it happened
    if held:
        return next((e for e in held if e.date is not None), held[0])
    return told[0] if told else None


def _said_outside_plans(fact: Fact, episodes: Sequence[Episode], text: str) -> bool:
    """The turn names the fact's object outside its planned episodes too (a clause that made
    no episode, such as "I work at the hospital."); an episode rendered unlike the text
    counts as outside, so a fact is kept when in doubt."""
    rest = text
    for episode in episodes:
        if _planned(episode):
            rest = rest.replace(episode.text, " ", 1)
    return _wanted(fact) <= _words(rest)


def dated_facts(
    facts: Sequence[Fact], episodes: Sequence[Episode], text: str = ""
) -> tuple[Fact, ...]:
    """The turn's facts with the dates of their clauses, plans left out.

    Args:
        facts: The turn's facts.
        episodes: The turn's episodes.
        text: The turn's text, to tell a plan from a fact said beside it.
    """
    if not episodes:
        return tuple(facts)
    out: list[Fact] = []
    for fact in facts:
        relation = get_relation(fact.r)
        episode = _source(fact, episodes) if relation is not None and relation.dated else None
        if episode is None or fact.negated or fact.when:
            out.append(fact)
        elif _planned(episode) and _said_outside_plans(fact, episodes, text):
            out.append(fact)
        elif _planned(episode):
            log.debug("facts.plan_not_fact", relation=fact.r, episode=episode.episode_id)
        elif episode.date is not None:
            out.append(dataclasses.replace(fact, when=encode(episode.date)))
        else:
            out.append(fact)
    return tuple(out)
