"""A small HTTP client for the inspector tests (stdlib only), speaking to a real server."""

from __future__ import annotations

import json
import queue
import socket
import threading
import urllib.error
import urllib.request
from typing import Any

WRITE = {"x-hotmem-inspector": "1"}


class Answer:
    """Status, headers and decoded JSON body of one response."""

    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body

    def json(self) -> Any:
        return json.loads(self.body)


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


_opener = urllib.request.build_opener(_NoRedirect)


def call(
    base: str, method: str, path: str, *, body: Any = None, headers: dict[str, str] | None = None
) -> Answer:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method,
                                 headers={"content-type": "application/json", **(headers or {})})
    try:
        with _opener.open(req, timeout=30) as resp:
            return Answer(resp.status, {k.lower(): v for k, v in resp.headers.items()},
                          resp.read())
    except urllib.error.HTTPError as err:
        return Answer(err.code, {k.lower(): v for k, v in err.headers.items()}, err.read())


class EventReader:
    """Reads a server-sent-event stream in a thread; ``next_turn()`` waits for a turn event."""

    def __init__(self, url: str, headers: dict[str, str] | None = None) -> None:
        self._events: queue.Queue[tuple[str, str]] = queue.Queue()
        self._connected = threading.Event()
        self._resp = urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}),
                                            timeout=30)
        self.content_type = self._resp.headers.get("content-type", "")
        threading.Thread(target=self._read, daemon=True).start()
        if not self._connected.wait(10):
            raise TimeoutError("event stream did not open")

    def _read(self) -> None:
        name, data = "message", []
        try:
            for raw in self._resp:
                line = raw.decode().rstrip("\n")
                if line.startswith(": connected"):
                    self._connected.set()
                elif line.startswith("event: "):
                    name = line[7:]
                elif line.startswith("data: "):
                    data.append(line[6:])
                elif not line and data:
                    self._events.put((name, "\n".join(data)))
                    name, data = "message", []
        except (OSError, ValueError, AttributeError):  # closed from another thread
            return

    def next_turn(self, timeout: float = 10.0) -> dict[str, Any]:
        while True:
            name, data = self._events.get(timeout=timeout)
            if name == "turn":
                return json.loads(data)

    def pending(self) -> int:
        return self._events.qsize()

    def close(self) -> None:
        # Shut the socket down first: close() alone waits for the reader thread's blocked read.
        self._resp.fp.raw._sock.shutdown(socket.SHUT_RDWR)
        self._resp.close()
