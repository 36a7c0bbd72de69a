"""Coref-lite: a bounded mention stack per session that resolves pronouns to recent mentions.

No neural model is available offline, so resolution is rule-based: he/she resolve to the most
recent person of a compatible gender, they to the most recent group or person, it/this/that to
the most recent non-person. The stack holds the current turn and the last ``max_turns`` turns
of the session, at most ``max_mentions`` entries, so each lookup is O(1) in conversation length.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from itertools import chain, islice
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the episode reader is called by extraction, never imported back
    from hotmem.episodes.extract import EpisodeQuery

PERSON = "person"
THING = "thing"
GROUP = "group"


@dataclass(frozen=True, slots=True)
class Mention:
    """An entity mentioned in the conversation.

    Attributes:
        key: normalised entity key (what facts use).
        display: the user's surface form.
        kind: ``person``, ``group`` or ``thing`` (places, objects, organisations).
        gender: ``m``, ``f`` or ``None`` when unknown (names usually are).
    """

    key: str
    display: str
    kind: str = THING
    gender: str | None = None


class Discourse:
    """The mention history of one conversation session.

    Example::

        d = Discourse()
        d.add(Mention("brother", "brother", PERSON, "m"))
        d.end_turn()
        d.resolve("he")  # -> Mention("brother", ...)
    """

    def __init__(self, max_turns: int = 3, max_mentions: int = 32) -> None:
        self._turns: deque[list[Mention]] = deque(maxlen=max_turns)
        self._current: list[Mention] = []
        self._max_mentions = max_mentions
        # Content lemmas of the other party's latest question ("what are your plans for the
        # summer?"): the user's next turn answers it, so its episodes are found by them too.
        self.asked: tuple[str, ...] = ()
        # The user's latest turn's recall question ("what did Sofia win?"), for a follow-up
        # that only points back at it ("and when did she win it?"); None after any other turn.
        self.recalled: EpisodeQuery | None = None

    def add(self, mention: Mention) -> None:
        """Record a mention in the current turn (the user node ``you`` is never recorded)."""
        if mention.key == "you" or not mention.key:
            return
        self._current.append(mention)
        if len(self._current) > self._max_mentions:
            del self._current[0]

    def end_turn(self) -> None:
        """Close the current turn; its mentions become history for the next turns."""
        if self._current:
            self._turns.append(self._current)
        self._current = []

    def recent(self) -> list[Mention]:
        """Mentions newest first: the current turn, then previous turns."""
        return list(self._newest_first())

    def _newest_first(self) -> Iterator[Mention]:
        """:meth:`recent` one by one, for a caller that stops at the first it wants."""
        newest = chain(reversed(self._current), *(reversed(turn) for turn in reversed(self._turns)))
        return islice(newest, self._max_mentions)

    def resolve(self, pronoun: str) -> Mention | None:
        """The mention a pronoun refers to, or ``None``.

        Args:
            pronoun: a class, not a word: ``he``, ``she``, ``they`` or ``it`` (this/that map to
                ``it``). Language tables map their pronouns to these classes.
        """
        for mention in self._newest_first():
            if pronoun == "he" and mention.kind == PERSON and mention.gender in ("m", None):
                return mention
            if pronoun == "she" and mention.kind == PERSON and mention.gender in ("f", None):
                return mention
            if pronoun == "they" and mention.kind in (GROUP, PERSON):
                return mention
            if pronoun == "it" and mention.kind == THING:
                return mention
        return None
