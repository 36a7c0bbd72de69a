"""One episode: a clause in which the user told something that happened (or will) in their life.

An episode keeps the user's own words (a short clean rendering of the clause, never reworded),
the content lemmas and entity keys the recall index matches, the date the clause names (resolved
against the turn's time) and when it was said. Records are plain JSON so any store can keep
them (see :meth:`Episode.to_record` / :meth:`Episode.from_record`).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

from hotmem.episodes.compounds import heads
from hotmem.episodes.dates import DateSpan, Granularity
from hotmem.episodes.index import EpisodeTerms
from hotmem.episodes.stems import stems

__all__ = ["Episode", "episode_id", "names_word"]


def names_word(text: str, word: str) -> bool:
    """Whether case-folded ``text`` holds ``word`` as whole words, plural allowed (``word`` is
    case-folded here)."""
    return re.search(rf"(?<!\w){re.escape(word.casefold())}(?:e?s)?(?!\w)", text) is not None


def episode_id(lemmas: tuple[str, ...], text: str) -> str:
    """A stable id: the same clause said twice maps to the same episode."""
    basis = " ".join(sorted(set(lemmas))) or text.casefold()
    return hashlib.blake2b(basis.encode("utf-8"), digest_size=8).hexdigest()


@dataclass(slots=True)
class Episode:
    """A stored episode (schema of the ``episodes`` sub-database).

    Attributes:
        episode_id: Stable id (:func:`episode_id`).
        text: The clause in the user's words, at most about 20 words.
        lang: The clause's language.
        lemmas: Content lemmas (what the recall index matches).
        entities: Entity keys the clause names.
        people: Kin and pet keys the clause is about.
        places: Lemmas of the places it names after a place preposition ("in Montana", "a
            Vienna"): what a "where" question prefers.
        date: The resolved date of what happened, if the clause named one.
        plan: The clause states a plan (the date is in the future of the turn).
        has_number: The clause states a count.
        session: The conversation it was said in.
        turn: The user's turn number when it was first said.
        first_seen: Epoch seconds of the first mention.
        last_seen: Epoch seconds of the latest mention.
        mentions: How often the user said it.
        context: The turn's next told clause, in the user's words (how it went, what it
            was); shown after the episode and matched at a lower weight.
        context_lemmas: Content lemmas of ``context``.
        context_date: The date of the context's first clause when the episode has none of
            its own ("my mother moves in with us … the move is on Saturday the 28th"): shown
            after the context in the bullet.
        past: The clause is told in the past tense (what happened, not a state or a plan).
        reply: What the user said next in the same conversation, after the other party's
            turn ("what concert was it?" -> "It was Matt ..."): how the telling went on,
            shown after the episode when the question points at it.
        reply_lemmas: Content lemmas of ``reply`` and of the other party's question before
            it ("concert"), matched like the context.
    """

    episode_id: str
    text: str
    lang: str
    lemmas: tuple[str, ...]
    entities: tuple[str, ...] = ()
    people: tuple[str, ...] = ()
    places: tuple[str, ...] = ()
    date: DateSpan | None = None
    plan: bool = False
    has_number: bool = False
    session: str = ""
    turn: int = 0
    first_seen: float = 0.0
    last_seen: float = 0.0
    mentions: int = 1
    context: str = ""
    context_lemmas: tuple[str, ...] = ()
    context_date: DateSpan | None = None
    past: bool = False
    reply: str = ""
    reply_lemmas: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def terms(self) -> EpisodeTerms:
        """What the recall index needs of this episode."""
        date_range = (self.date.start, self.date.end) if self.date else None
        return EpisodeTerms(
            self.episode_id, lemmas=self.lemmas, entities=self.entities, people=self.people,
            places=self.places,
            date_range=date_range, has_number=self.has_number, turn_time=self.last_seen,
            context=self.context_lemmas,
            stems=stems(self.lemmas, self.lang),
            parts=heads(self.lemmas, self.lang),
        )

    def mentions_every(self, words: tuple[str, ...]) -> bool:
        """Whether every one of ``words`` (case-folded) is a lemma, a kin key ("sister", whatever
        the language), or a whole word of an entity key or of the text, plural allowed: what
        "forget what I told you about X" removes. "art" takes "an art class" and "two arts",
        never "Stuttgart"; "ana" never "Diana". The reply counts: its words are shown with
        the episode.

        Both stores decide which episodes a spoken forget removes with this one test.
        """
        lemmas = set(self.lemmas) | {p.removeprefix("kin:") for p in self.people}
        spoken = " ".join((self.text, self.reply, *self.entities)).casefold()
        return all(w in lemmas or names_word(spoken, w) for w in words)

    def to_record(self) -> dict[str, Any]:
        """JSON-ready form (schema 2 of the store)."""
        date = _date_record(self.date)
        return {
            "id": self.episode_id, "text": self.text, "lang": self.lang,
            "lemmas": list(self.lemmas), "entities": list(self.entities),
            "people": list(self.people), "places": list(self.places), "date": date,
            "plan": self.plan,
            "has_number": self.has_number, "session": self.session, "turn": self.turn,
            "first_seen": self.first_seen, "last_seen": self.last_seen,
            "mentions": self.mentions, "context": self.context,
            "context_lemmas": list(self.context_lemmas),
            "context_date": _date_record(self.context_date),
            "past": self.past, "reply": self.reply, "reply_lemmas": list(self.reply_lemmas),
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Episode:
        """Inverse of :meth:`to_record`.

        Raises:
            KeyError, ValueError, TypeError: the record is damaged.
        """
        date = _date_of(record.get("date"))
        text = record["text"]
        if not isinstance(text, str) or not text:
            raise ValueError("episode without text")
        return cls(
            episode_id=str(record["id"]), text=text, lang=str(record["lang"]),
            lemmas=tuple(map(str, record["lemmas"])),
            entities=tuple(map(str, record.get("entities", ()))),
            people=tuple(map(str, record.get("people", ()))),
            places=tuple(map(str, record.get("places") or ())),
            date=date, plan=bool(record.get("plan", False)),
            has_number=bool(record.get("has_number", False)),
            session=str(record.get("session", "")), turn=int(record.get("turn", 0)),
            first_seen=float(record.get("first_seen", 0.0)),
            last_seen=float(record.get("last_seen", 0.0)),
            mentions=int(record.get("mentions", 1)),
            context=str(record.get("context") or ""),
            context_lemmas=tuple(map(str, record.get("context_lemmas") or ())),
            context_date=_date_of(record.get("context_date")),  # absent before it existed
            past=bool(record.get("past", False)),
            reply=str(record.get("reply") or ""),  # absent before it existed
            reply_lemmas=tuple(map(str, record.get("reply_lemmas") or ())),
        )


def _date_record(date: DateSpan | None) -> dict[str, Any] | None:
    if date is None:
        return None
    return {"start": date.start.isoformat(), "end": date.end.isoformat(),
            "granularity": date.granularity.value, "future": date.future}


def _date_of(raw: dict[str, Any] | None) -> DateSpan | None:
    if not raw:
        return None
    return DateSpan(
        start=dt.date.fromisoformat(raw["start"]),
        end=dt.date.fromisoformat(raw["end"]),
        granularity=Granularity(raw["granularity"]),
        future=bool(raw["future"]),
        token_start=0, token_end=0,
    )
