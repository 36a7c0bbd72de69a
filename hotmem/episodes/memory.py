"""What a turn does to episodic memory: merge, cap, recall and the bullets it shows.

- **Merge**: an episode whose lemma set is the same as, or nearly the same as (Jaccard
  >= :data:`MERGE_SIMILARITY`), one the user already told counts as another mention of it:
  the stored one keeps its first time and text, gains a mention and a new last time.
- **Cap**: above the store's per-user cap the episodes mentioned once go first, oldest last
  mention first; then the oldest of the rest.
- **Recall**: the question's lemmas and keys against the user's index; the index's coverage
  gate decides whether anything is shown at all; a past-tense question puts what happened
  before what was planned. The best ``k`` hits become bullets; the next ``k`` only complete
  them: a clause that points back ("It was made for our church") is shown after the clause
  said just before it, whose context it is ("I made this stained glass window … It was made
  for our church").
- **Word budget**: the bullets hold at most ``words`` words (``HOTMEM_RECALL_WORD_BUDGET``),
  counted as shown, dates and "you said" included, and never cut inside a sentence. Best
  first, each hit takes the words it needs of those the ones before it left; one that does
  not fit sheds whole sentences of its context, reply or lead, those sharing no word with the
  question first (:func:`fit_bullet`), and is left out when its clause alone does not fit.
- **Bullets**: ``On 7 March 2026 you said: “I baked a lemon cake on Sunday” (on 8 March 2026).``
  A date that is the day it was said ("today") is not repeated.
  The user's words are quoted data, passed through :func:`hotmem.text.safe_fragment`.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
import math
import re
from collections.abc import Sequence
from typing import NamedTuple

from hotmem.config import DEFAULT_RECALL_WORD_BUDGET
from hotmem.episodes.dates import render
from hotmem.episodes.extract import CONTEXT_JOIN, EpisodeQuery
from hotmem.episodes.index import EpisodeIndex, Equivalences, QuestionType
from hotmem.lang import all_languages, get_language
from hotmem.episodes.record import Episode
from hotmem.store import UserIndex
from hotmem.text import safe_fragment

__all__ = [
    "MERGE_SIMILARITY",
    "Asked",
    "bullet_words",
    "episode_bullet",
    "fit_bullet",
    "mentions_any",
    "plan_episodes",
    "question_words",
    "recall",
    "with_reply",
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
# A past-tense question shows what happened before what was planned when it scores at least
# this share of the best hit.
PAST_FIRST_SHARE = 0.5
_BULLET_CHARS = 200
_WORD_BREAK = re.compile(r"[\W\d_]+")


def _similar(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    sa, sb = set(a), set(b)
    return bool(sa and sb) and len(sa & sb) / len(sa | sb) >= MERGE_SIMILARITY


def _may_have_similar(recall_index: EpisodeIndex, lemmas: tuple[str, ...]) -> bool:
    """Whether a stored episode can be :func:`_similar` to one with ``lemmas``: it shares at most
    the lemmas the recall index holds at all, and sharing fewer than :data:`MERGE_SIMILARITY` of
    ``lemmas`` keeps it under the Jaccard bound, so the ranked query is not needed then."""
    distinct = set(lemmas)
    if not distinct:
        return False
    held = sum(1 for lemma in distinct if not lemma or recall_index.document_frequency(lemma))
    return held / len(distinct) >= MERGE_SIMILARITY


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
        if same is None and known and _may_have_similar(index.episode_index(), draft.lemmas):
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


def with_reply(index: UserIndex, previous: Sequence[str], opening: str,
               lemmas: tuple[str, ...]) -> list[Episode]:
    """The episodes the user's previous turn told, with this turn's opening as their reply
    ("we celebrated her birthday with a concert" -> "what concert was it?" -> "It was Matt
    ..."); none when there is no opening, and not those that have a reply already."""
    if not opening:
        return []
    told = (index.episodes.get(i) for i in previous)
    return [dataclasses.replace(e, reply=opening, reply_lemmas=lemmas) for e in told
            if e is not None and not e.reply and opening not in (e.text, e.context)]


def recall(index: UserIndex, query: EpisodeQuery, *, k: int = 4,
           words: int = DEFAULT_RECALL_WORD_BUDGET) -> list[Episode]:
    """The user's episodes that answer ``query``, best first, or none past the gate; their
    bullets hold at most ``words`` words together."""
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
    kept = [h for h in hits if h.episode_id in index.episodes]
    found = [_focused(index.episodes[h.episode_id], query) for h in kept]
    found = [_without_shown_reply(e, found) for e in found]
    if query.past and found:
        # "when did we leave?": what happened, then plans; a happening that matches the
        # question far worse than a plan does not go first.
        bar = PAST_FIRST_SHARE * kept[0].score
        strong = [not e.plan and h.score >= bar for e, h in zip(found, kept, strict=True)]
        if any(_answers(e, query) for e, first in zip(found, strong, strict=True) if first):
            order = sorted(range(len(found)), key=lambda i: not strong[i])
            found = [found[i] for i in order]
    asked = Asked.of(query)
    picked: list[Episode] = []  # as found, for what later hits are compared with
    shown: list[Episode] = []  # as shown: fitted to the words the ones before left
    used = 0
    for rank, episode in enumerate(found):
        if any(episode.text in p.text or _said_after(p, episode) for p in shown):
            continue  # a clause already shown inside a longer one or as its context
        inner = next((i for i, p in enumerate(picked) if p.text in episode.text), None)
        after = None if inner is not None else next(
            (i for i, p in enumerate(picked) if _said_after(episode, p) and _points_back(p)),
            None)
        if after is not None:  # said just before a clause shown: what that clause is about
            clause = picked[after]
            dated = clause if clause.date is not None else episode
            episode = dataclasses.replace(
                clause, text=f"{episode.text}{CONTEXT_JOIN}{clause.text}", date=dated.date,
                plan=dated.plan)
        # The longer telling of a clause shown, or the clause with what it is about, takes
        # its place when it fits.
        place = inner if inner is not None else after
        if place is not None:
            others = " ".join(e.text for n, e in enumerate(shown) if n != place)
            fitted = fit_bullet(episode, words - used + bullet_words(shown[place]), asked,
                                others)
            if fitted is not None:
                used += bullet_words(fitted) - bullet_words(shown[place])
                picked[place], shown[place] = episode, fitted
            continue
        if rank >= k:
            continue
        fitted = fit_bullet(episode, words - used, asked, " ".join(e.text for e in shown))
        if fitted is None:
            continue  # a shorter one further down may still fit
        picked.append(episode)
        shown.append(fitted)
        used += bullet_words(fitted)
    return shown


def bullet_words(episode: Episode) -> int:
    """Words of the episode's bullet as shown (what the word budget counts)."""
    return len(episode_bullet(episode).split())


def fit_bullet(episode: Episode, words: int, asked: Asked, shown: str = "") -> Episode | None:
    """The episode without the sentences ``shown`` already in another bullet, and with more
    whole sentences left out until its bullet holds at most ``words`` words
    (:func:`_shed_one`), or None when even the clause alone is longer, or when what is left
    shares no word with the question and no sentence left out is shown elsewhere (it was
    found by what it had to leave out)."""
    fitted, linked = episode, False
    while shown:  # a sentence is shown once: one already in another bullet goes, budget or not
        shed = _shed_one(fitted, asked, shown)
        if shed is None or shed[1] not in shown:
            break
        fitted, linked = shed[0], True
    while bullet_words(fitted) > words:
        shed = _shed_one(fitted, asked, shown)
        if shed is None:
            return None
        fitted, sentence = shed
        linked = linked or (bool(shown) and sentence in shown)
    if fitted is not episode and not linked and not asked.weight(
            f"{fitted.text} {fitted.context} {fitted.reply}"):
        return None
    return fitted


class Asked(NamedTuple):
    """What a bullet's sentences are weighed against: the question's lemmas and their
    equivalents ("kitten" -> cat, pet), which count half, and whether it asks when."""

    lemmas: tuple[str, ...]
    equivalents: tuple[str, ...]
    when: bool = False

    @classmethod
    def of(cls, query: EpisodeQuery) -> Asked:
        lemmas = tuple(query.lemmas)
        return cls(lemmas, tuple(w for w in question_words(query) if w not in lemmas),
                   query.qtype == QuestionType.WHEN)

    def weight(self, sentence: str, lemmas: tuple[str, ...] = ()) -> float:
        """How much of the question ``sentence`` says: a question lemma it holds (a word
        starting like it, or one of ``lemmas`` equal to it) counts 1, an equivalent 0.5."""
        words = [w.strip(".,;:!?\"'()").casefold() for w in sentence.split()]
        said = set(lemmas)

        def holds(lemma: str) -> bool:
            stem = lemma[: max(3, len(lemma) - 2)]
            return lemma in said or any(w.startswith(stem) for w in words)

        return (sum(1.0 for lemma in self.lemmas if holds(lemma))
                + sum(0.5 for lemma in self.equivalents if holds(lemma)))


def _shed_one(episode: Episode, asked: Asked, shown: str) -> tuple[Episode, str] | None:
    """The episode without one sentence, and that sentence; None when none can go.

    A sentence ``shown`` in another bullet goes first, then the one saying least of the
    question (:meth:`Asked.weight`; the reply's first one also by the lemmas of the other
    party's question it answered; for a "when" question, the context's first one goes last
    when it holds the only date). Among equals, the context's last sentence goes first, then the
    reply's, then a lead said before the clause. The clause (the text's last sentence) always
    stays; the context's date goes with the context.
    """
    parts = {"text": episode.text.split(CONTEXT_JOIN),
             "context": episode.context.split(CONTEXT_JOIN) if episode.context else [],
             "reply": episode.reply.split(CONTEXT_JOIN) if episode.reply else []}
    order = [(name, i) for name in ("context", "reply") for i in reversed(range(len(parts[name])))]
    order += [("text", i) for i in reversed(range(len(parts["text"]) - 1))]
    if not order:
        return None
    dated = asked.when and episode.date is None and episode.context_date is not None

    def weight(part: tuple[str, int]) -> float:
        sentence = parts[part[0]][part[1]]
        if shown and sentence in shown:
            return -1.0
        lemmas = episode.reply_lemmas if part == ("reply", 0) else ()
        if dated and part == ("context", 0):
            return math.inf  # the answer to "when"
        return asked.weight(sentence, lemmas)

    weights = [weight(part) for part in order]
    name, i = order[min(range(len(order)), key=lambda n: (weights[n], n))]
    sentence = parts[name].pop(i)
    context = CONTEXT_JOIN.join(parts["context"])
    return dataclasses.replace(
        episode, text=CONTEXT_JOIN.join(parts["text"]), context=context,
        reply=CONTEXT_JOIN.join(parts["reply"]),
        context_date=episode.context_date if context else None), sentence


def _without_shown_reply(episode: Episode, shown: list[Episode]) -> Episode:
    """The episode without its reply when the reply opens with a clause recalled on its own,
    which is shown whole."""
    if episode.reply and any(e.text and episode.reply.startswith(e.text[:40]) for e in shown):
        return dataclasses.replace(episode, reply="")
    return episode


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


def _focused(episode: Episode, query: EpisodeQuery) -> Episode:
    """The episode with only the part of its context the question points at: the first
    context sentence that mentions a question word, or the first sentence when none does; the
    clause itself always stays. Sentences past it would take the words of another episode.
    Its reply stays when it holds a question word the rest does not say (its own words or
    those of the other party's question it answered: "what concert was it?")."""
    lemmas = query.lemmas
    segments = episode.context.split(CONTEXT_JOIN) if episode.context else []
    start = next((i for i, seg in enumerate(segments) if mentions_any(seg, lemmas)), None)
    kept = segments[:1] if start is None else segments[start:start + 1]
    if episode.reply:
        if query.qtype == QuestionType.WHAT:  # "what did I ...": a word the rest leaves out
            shown = f"{episode.text} {' '.join(kept)}"
            lemmas = tuple(lemma for lemma in lemmas if not mentions_any(shown, (lemma,)))
        if not _points_at(episode.reply_lemmas, lemmas):
            episode = dataclasses.replace(episode, reply="")
    if len(segments) <= 1:
        return episode
    return dataclasses.replace(episode, context=CONTEXT_JOIN.join(dict.fromkeys(kept)),
                               context_date=episode.context_date if not start else None)


def _points_at(words: tuple[str, ...], lemmas: tuple[str, ...]) -> bool:
    """Whether one of ``words`` starts like one of the question's ``lemmas``."""
    return any(w.startswith(lemma[: max(3, len(lemma) - 2)]) for lemma in lemmas for w in words)


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
    reply = _quotable(episode.reply)
    if reply:
        line += f", then: “{reply}”"
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
