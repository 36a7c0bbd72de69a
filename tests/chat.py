"""A user talking to a real engine, one minute per turn: the need and denial tests' driver."""

from __future__ import annotations

from hotmem import HotMem
from hotmem.types import Edge, TurnResult

T0 = 1_790_000_000.0
# Small talk after the facts so they leave the recent turns before a request is asked.
FILLERS = {"en": ("Okay.", "Right.", "Cool."), "fr": ("D'accord.", "Bon.", "Voilà."),
           "de": ("Okay.", "Gut.", "Na gut."), "es": ("Vale.", "Bueno.", "Claro."),
           "it": ("Va bene.", "Certo.", "Ok.")}


class Chat:
    """One user talking to an engine, one minute per turn."""

    def __init__(self, engine: HotMem, user: str, lang: str) -> None:
        self.engine, self.user, self.lang = engine, user, lang
        self.ts = T0

    def say(self, *lines: str) -> None:
        """State facts, then small talk so they leave the recent turns."""
        for line in (*lines, *FILLERS[self.lang]):
            self.turn(line)

    def turn(self, text: str) -> TurnResult:
        self.ts += 60
        return self.engine.process_turn(text, user=self.user, ts=self.ts, lang_hint=self.lang)

    def picks(self, text: str) -> set[tuple[str, str, str]] | None:
        """The facts picked as new bullets for ``text``; None when no message was injected."""
        result = self.turn(text)
        if result.message is None:
            return None
        return {e.key for r in self.engine.export(self.user)["edges"]
                if (e := Edge.from_record(r)).last_injected_turn == result.turn}
