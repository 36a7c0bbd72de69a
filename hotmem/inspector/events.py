"""Live turns for the inspector: engine turn events fanned out to server-sent-event streams.

The engine calls listeners on the thread that ran the turn; each open stream owns an asyncio
queue on the server's event loop, and events cross over with ``call_soon_threadsafe``. A stream
that does not keep up loses its oldest events rather than slowing turns or growing memory.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator
from typing import Any

import structlog

from hotmem.engine import HotMem, TurnEvent

log = structlog.get_logger("hotmem.inspector")

QUEUE_MAX = 256
KEEPALIVE_S = 15.0


def turn_payload(event: TurnEvent) -> dict[str, Any]:
    """The JSON body of one ``turn`` event: user, session, time and the turn's result."""
    return {"user": event.user, "session": event.session, "ts": event.ts,
            **event.result.to_json()}


class _Subscriber:
    __slots__ = ("dropped", "loop", "queue", "user")

    def __init__(self, loop: asyncio.AbstractEventLoop, user: str | None) -> None:
        self.loop = loop
        self.queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue(QUEUE_MAX)
        self.user = user
        self.dropped = 0

    def offer(self, payload: dict[str, Any]) -> None:
        """Runs on the event loop: enqueue, dropping the oldest event when full."""
        if self.queue.full():
            self.queue.get_nowait()
            self.dropped += 1
        self.queue.put_nowait(payload)


class TurnStream:
    """Subscribes to an engine's turns while at least one stream is open.

    Args:
        engine: the engine whose turns are streamed (same process).
    """

    def __init__(self, engine: HotMem) -> None:
        self._engine = engine
        self._subscribers: list[_Subscriber] = []
        self._lock = threading.Lock()

    def _on_turn(self, event: TurnEvent) -> None:
        with self._lock:
            targets = [s for s in self._subscribers if s.user in (None, event.user)]
        if not targets:
            return
        payload = turn_payload(event)
        for sub in targets:
            try:
                sub.loop.call_soon_threadsafe(sub.offer, payload)
            except RuntimeError:  # the stream's loop has closed; it unsubscribes on its own
                log.debug("inspector.stream_gone")

    def _subscribe(self, sub: _Subscriber) -> None:
        with self._lock:
            self._subscribers.append(sub)
            if len(self._subscribers) == 1:
                self._engine.add_turn_listener(self._on_turn)

    def _unsubscribe(self, sub: _Subscriber) -> None:
        with self._lock:
            if sub in self._subscribers:
                self._subscribers.remove(sub)
            if not self._subscribers:
                self._engine.remove_turn_listener(self._on_turn)

    @property
    def open_streams(self) -> int:
        with self._lock:
            return len(self._subscribers)

    async def sse(self, user: str | None = None) -> AsyncIterator[str]:
        """Server-sent events: ``turn`` events (JSON data) and keep-alive comments.

        Args:
            user: only this user's turns; None for every user.
        """
        sub = _Subscriber(asyncio.get_running_loop(), user)
        self._subscribe(sub)
        try:
            yield "retry: 2000\n: connected\n\n"
            while True:
                try:
                    payload = await asyncio.wait_for(sub.queue.get(), KEEPALIVE_S)
                except TimeoutError:
                    yield ": keep-alive\n\n"
                    continue
                if sub.dropped:
                    yield f"event: dropped\ndata: {sub.dropped}\n\n"
                    sub.dropped = 0
                data = json.dumps(payload, ensure_ascii=False)
                yield f"event: turn\ndata: {data}\n\n"
        finally:
            self._unsubscribe(sub)
