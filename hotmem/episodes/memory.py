"""What a turn does to episodic memory: merge, cap, recall and the bullets it shows.

- **Merge**: an episode whose lemma set is the same as, or nearly the same as (Jaccard
  >= :data:`MERGE_SIMILARITY`), one the user already told counts as another mention of it:
  the stored one keeps its first time and text, gains a mention and a new last time.
- **Cap**: above the store's per-user cap the episodes mentioned once go first, oldest last
  mention first; then the oldest of the rest.
- **Recall**: the question's lemmas and keys against the user's index; the index's coverage
  gate decides whether anything is shown at all; a past-tense question puts what happened
  before what was planned. The best ``k`` hits become bullets (within
  :data:`MAX_RECALL_WORDS`); the next ``k`` only complete them: a clause that points back
  ("It was made for our church") is shown after the clause said just before it, whose
  context it is ("I made this stained glass window … It was made for our church").
- **Bullets**: ``On 7 March 2026 you said: “I baked a lemon cake on Sunday” (on 8 March 2026).``
  A date that is the day it was said ("today") is not repeated.
  The user's words are quoted data, passed through :func:`hotmem.text.safe_fragment`.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import re

from hotmem.episodes.dates import render
from hotmem.episodes.extract import CONTEXT_JOIN, EpisodeQuery
from hotmem.episodes.index import Equivalences, QuestionType
from hotmem.lang import all_languages, get_language
from hotmem.episodes.record import Episode
from hotmem.store import UserIndex
from hotmem.text import safe_fragment

__all__ = [
    "MAX_RECALL_WORDS",
    "MERGE_SIMILARITY",
    "episode_bullet",
    "mentions_any",
    "plan_episodes",
    "question_words",
    "recall",
]

MERGE_SIMILARITY = 0.8
# A question not worded in the first person ("when did Rufus get his stitches?") is answered
# only by an episode naming who it asks about (a name, a kin word or its kin key) and matching
# this share of it ("who did Arjun bring on the camping trip?" is answered by "we went camping
# with Arjun and his friend Tomasz"); one not in the past only when what it names is one of
# the user's people ("what is the capital of Peru?" is not answered by "I visited Peru").
ANCHORED_COVERAGE = 0.35
# A context cut at its word limit that ends with at least this many (and at most
# _OPENING_WORDS) opening words of a clause holds that clause.
_OPENING_WORDS = 6
# Score share an episode gains per word it shares with the question's marks ("currently",
# "recently"): enough to order tellings of the same thing, not to outrank a better match.
MARK_BOOST = 0.2
MAX_RECALL_WORDS = 45  # words of episode bullets per turn, so memory stays a short read
_BULLET_CHARS = 200
_WORD_BREAK = re.compile(r"[\W\d_]+")


def _similar(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    sa, sb = set(a), set(b)
    return bool(sa and sb) and len(sa & sb) / len(sa | sb) >= MERGE_SIMILARITY


def plan_episodes(
    index: UserIndex, drafts: tuple[Episode, ...], *, turn: int, session: str, now: float,
    cap: int,
) -> tuple[list[Episode], list[str]]:
    """The episodes a turn writes (new or merged) and the ids it evicts.

    Runs inside the turn's write transaction against the user's current index, so it returns
    new objects and leaves the index untouched.
    """
    written: dict[str, Episode] = {}
    known = index.episodes
    for draft in drafts:
        same = known.get(draft.episode_id) or written.get(draft.episode_id)
        if same is None and known:
            top = index.episode_index().query(draft.lemmas, k=1)
            if top and _similar(known[top[0].episode_id].lemmas, draft.lemmas):
                same = known[top[0].episode_id]
        if same is not None:
            written[same.episode_id] = dataclasses.replace(
                same, mentions=same.mentions + 1, last_seen=now
            )
        else:
            written[draft.episode_id] = dataclasses.replace(
                draft, session=session, turn=turn, first_seen=now, last_seen=now
            )
    excess = len(known) + sum(1 for k in written if k not in known) - cap
    dropped: list[str] = []
    if excess > 0:
        ranked = sorted(
            (e for e in known.values() if e.episode_id not in written),
            key=lambda e: (e.mentions > 1, e.last_seen),
        )
        dropped = [e.episode_id for e in ranked[:excess]]
    return list(written.values()), dropped


def recall(index: UserIndex, query: EpisodeQuery, *, k: int = 4) -> list[Episode]:
    """The user's episodes that answer ``query``, best first, or none past the gate."""
    if not index.episodes:
        return []
    if query.about_others:  # "what's the capital of Peru?" is about no one the user knows
        known = _people_names(index)
        anchors = tuple(a for a in query.anchors if a in known)
        if not anchors:
            return []
        query = dataclasses.replace(query, anchors=anchors)
    hits = index.episode_index().query(
        query.lemmas, qtype=query.qtype, keys=query.keys, during=query.during, k=2 * k,
        stems=query.stems, pieces=query.pieces,
    )
    if query.anchors:  # "when did Rufus get his stitches?": only what was said of Rufus
        hits = [h for h in hits if h.coverage >= ANCHORED_COVERAGE and any(
            t.query in query.anchors or t.matched in query.anchors or t.query in query.keys
            for t in h.terms)]
    if query.marks:  # "what am I currently reading?": the telling that says "currently"
        hits = sorted(hits, key=lambda h: -h.score * (1.0 + MARK_BOOST * _marked(
            index.episodes.get(h.episode_id), query.marks)))
    found = [
        _focused(index.episodes[h.episode_id], query.lemmas)
        for h in hits if h.episode_id in index.episodes
    ]
    if query.past and any(_answers(e, query) for e in found if not e.plan):
        found.sort(key=lambda e: e.plan)  # "when did we leave?": what happened, then plans
    picked: list[Episode] = []
    words = 0
    for rank, episode in enumerate(found):
        if any(episode.text in p.text or _said_after(p, episode) for p in picked):
            continue  # a clause already shown inside a longer one or as its context
        size = _size(episode)
        inner = next((i for i, p in enumerate(picked) if p.text in episode.text), None)
        if inner is not None:  # the longer telling of a clause shown: it takes its place
            if words - _size(picked[inner]) + size <= MAX_RECALL_WORDS:
                words += size - _size(picked[inner])
                picked[inner] = episode
            continue
        after = next((i for i, p in enumerate(picked)
                      if _said_after(episode, p) and _points_back(p)), None)
        if after is not None:  # said just before a clause shown: what that clause is about
            lead = len(episode.text.split())
            if words + lead <= MAX_RECALL_WORDS:
                words += lead
                shown = picked[after]
                dated = shown if shown.date is not None else episode
                picked[after] = dataclasses.replace(
                    shown, text=f"{episode.text}{CONTEXT_JOIN}{shown.text}", date=dated.date,
                    plan=dated.plan)
            continue
        if rank >= k or (picked and words + size > MAX_RECALL_WORDS):
            continue  # a shorter one further down may still fit
        picked.append(episode)
        words += size
    return picked


def _said_after(telling: Episode, clause: Episode) -> bool:
    """Whether ``clause`` was said right after ``telling``, so it is ``telling``'s context
    ("I made this window … It was made for our church"). A context cut at its word limit
    holds the clause's opening."""
    if clause.text in telling.context:
        return True
    words = clause.text.split()
    return len(words) > _OPENING_WORDS and telling.context.endswith(
        tuple(" ".join(words[:n]) for n in range(_OPENING_WORDS, 2, -1)))


def _marked(episode: Episode | None, marks: tuple[str, ...]) -> int:
    """How many of the question's marks the episode's clause says."""
    if episode is None:
        return 0
    said = set(_WORD_BREAK.split(episode.text.casefold()))
    return sum(1 for mark in marks if mark in said)


@functools.cache
def _back_references(lang: str) -> frozenset[str]:
    return frozenset(getattr(get_language(lang).episodes, "BACK_REFERENCES", "").split())


def _points_back(episode: Episode) -> bool:
    """Whether the clause holds a word of its language pointing back at what was said before
    it ("it was made for our church", "those are my main goals")."""
    words = _back_references(episode.lang)
    return any(w in words for w in _WORD_BREAK.split(episode.text.casefold()))


def _answers(episode: Episode, query: EpisodeQuery) -> bool:
    """Whether the episode can answer the question's type: a "when" question needs a date."""
    return query.qtype != QuestionType.WHEN or episode.date is not None


def _people_names(index: UserIndex) -> set[str]:
    """The names and kin words of the user's people and pets, as their kin and pet facts
    have them ("inés" of "your sister is Inés"), casefolded."""
    names: set[str] = set()
    for key in index.kin_keys:
        edge = index.edges.get(key)
        if edge is not None:
            _, relation, name = key
            names.update((name.casefold(), edge.display_d.casefold(), relation.casefold()))
    return names


def _size(episode: Episode) -> int:
    """Words of the episode's bullet (its date wording counted as the day it was said)."""
    return len(episode.text.split()) + len(episode.context.split()) + 6


@functools.cache
def _equivalences() -> Equivalences:
    return Equivalences.of(*(lang.episodes.EQUIVALENCES for lang in all_languages()))


def question_words(query: EpisodeQuery) -> tuple[str, ...]:
    """The question's lemmas and their equivalents ("kitten" -> cat, pet, ...): what a fact
    shown beside recalled episodes must mention."""
    table = _equivalences()
    return tuple(dict.fromkeys(
        w for lemma in query.lemmas for w in (lemma, *table.of_lemma(lemma))
    ))


def mentions_any(segment: str, lemmas: tuple[str, ...]) -> bool:
    """Whether a word of ``segment`` starts like one of ``lemmas`` ("dancing" for "dance"):
    a context sentence or a fact bullet the question points at."""
    words = [w.strip(".,;:!?\"'()").casefold() for w in segment.split()]
    return any(w.startswith(lemma[: max(3, len(lemma) - 2)]) for lemma in lemmas for w in words)


def _focused(episode: Episode, lemmas: tuple[str, ...]) -> Episode:
    """The episode with only the part of its context the question points at: the first
    context sentence that mentions a question word, or the first sentence when none does; the
    clause itself always stays. Sentences past it would take the words of another episode."""
    segments = episode.context.split(CONTEXT_JOIN) if episode.context else []
    if len(segments) <= 1:
        return episode
    start = next((i for i, seg in enumerate(segments) if mentions_any(seg, lemmas)), None)
    kept = segments[:1] if start is None else segments[start:start + 1]
    return dataclasses.replace(episode, context=CONTEXT_JOIN.join(dict.fromkeys(kept)),
                               context_date=episode.context_date if not start else None)


def _said_on(ts: float) -> str:
    day = dt.datetime.fromtimestamp(ts, tz=dt.UTC).date()
    return f"{day.day} {day.strftime('%B')} {day.year}"


def _quotable(text: str) -> str:
    return safe_fragment(text, _BULLET_CHARS).replace("“", "\"").replace("”", "\"")


def episode_bullet(episode: Episode) -> str:
    """The episode as one inert bullet sentence (the user's words quoted)."""
    words = _quotable(episode.text)
    if not words:
        return ""
    context = _quotable(episode.context)
    if context:
        words = f"{words} … {context}"
    said = _said_on(episode.first_seen)
    line = f"On {said} you said: “{words}”"
    if episode.date is not None:
        when = render(episode.date)
        if episode.plan or when != f"on {said}":  # "today" is the day it was said: once
            line += f" ({'planned ' if episode.plan else ''}{when})"
    elif context and episode.context_date is not None:  # the date the context said
        later = episode.context_date
        when = render(later)
        if later.future or when != f"on {said}":
            line += f" (… {'planned ' if later.future else ''}{when})"
    elif episode.plan:
        line += " (a plan)"
    return line + "."
