"""A plan told again once it happened takes the planned day.

"On 30 May I sail the beginners' regatta" and, a week later, "the regatta went great, we came
third": the second telling names no day, but it is the regatta planned for 30 May. When a
turn tells something in the past tense without a date of its own, the user's stored plans are
searched with its words (the same recall index questions use); a plan for a precise day
(:data:`PRECISE`) that has come within the last :data:`OUTCOME_WINDOW_DAYS` days and shares
enough of the telling (:data:`MIN_SHARED` words of at least :data:`MIN_WORD` letters, or one
the user said at most :data:`RARE` times, as "regatta"; a word said more than
:data:`MAX_DOCUMENT_FREQUENCY` times links nothing) gives the telling its day, and the longer
telling the part was cut from too. A plan for a month or a season names no day to give; a
plan still ahead did not happen yet.
"""

from __future__ import annotations

import dataclasses
import datetime as dt

from hotmem.episodes.dates import DateSpan, Granularity
from hotmem.episodes.record import Episode
from hotmem.store import UserIndex

__all__ = ["MAX_DOCUMENT_FREQUENCY", "MIN_SHARED", "OUTCOME_WINDOW_DAYS", "PRECISE", "RARE",
           "dated_by_plans"]

OUTCOME_WINDOW_DAYS = 45
MIN_SHARED = 2
MIN_WORD = 4
MAX_DOCUMENT_FREQUENCY = 20
RARE = 2
PRECISE = frozenset({Granularity.DAY, Granularity.AROUND, Granularity.WEEKEND})


def dated_by_plans(
    index: UserIndex, drafts: tuple[Episode, ...], today: dt.date,
) -> tuple[Episode, ...]:
    """The turn's episodes, each undated past telling of a recent plan given its day."""
    if not index.episodes or not any(_undated_past(d) for d in drafts):
        return drafts
    plans = _Plans(index, today)
    days = {draft.text: day for draft in drafts
            if _undated_past(draft) and (day := plans.day_of(draft))}
    out: list[Episode] = []
    for draft in drafts:
        # The longer telling a dated part is cut from is that day too.
        day = days.get(draft.text) or next(
            (d for text, d in days.items() if text in draft.text), None)
        out.append(draft if day is None or not _undated_past(draft)
                   else dataclasses.replace(draft, date=day))
    return tuple(out)


def _undated_past(draft: Episode) -> bool:
    return draft.past and not draft.plan and draft.date is None


class _Plans:
    """The user's recent plans for a precise day, looked up word by word (each word once per
    turn: a turn's parts share most of their words)."""

    def __init__(self, index: UserIndex, today: dt.date) -> None:
        self._index = index
        self._today = today
        self._by_word: dict[str, tuple[str, ...]] = {}

    def _with(self, lemma: str) -> tuple[str, ...]:
        found = self._by_word.get(lemma)
        if found is None:
            words = self._index.episode_index()
            found = ()
            if 0 < words.document_frequency(lemma) <= MAX_DOCUMENT_FREQUENCY:
                hits = words.query([lemma], k=MAX_DOCUMENT_FREQUENCY)
                found = tuple(h.episode_id for h in hits if self._recent_plan(h.episode_id))
            self._by_word[lemma] = found
        return found

    def _recent_plan(self, episode_id: str) -> bool:
        plan = self._index.episodes.get(episode_id)
        if plan is None or not plan.plan or plan.date is None:
            return False
        date = plan.date
        return (date.granularity in PRECISE and date.start <= self._today
                and (self._today - date.end).days <= OUTCOME_WINDOW_DAYS)

    def day_of(self, draft: Episode) -> DateSpan | None:
        shared: dict[str, set[str]] = {}
        for lemma in dict.fromkeys(draft.lemmas):
            if len(lemma) >= MIN_WORD:
                for episode_id in self._with(lemma):
                    shared.setdefault(episode_id, set()).add(lemma)
        best = max(shared.items(), key=lambda item: len(item[1]), default=None)
        if best is None or (len(best[1]) < MIN_SHARED and not any(
                self._index.episode_index().document_frequency(lemma) <= RARE
                for lemma in best[1])):
            return None  # "the race": one word many tellings share links nothing
        date = self._index.episodes[best[0]].date
        return dataclasses.replace(date, future=False) if date is not None else None
