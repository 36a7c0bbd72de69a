"""Running the inspector under uvicorn: ``hotmem serve``, or a thread beside a bot or a test."""

from __future__ import annotations

import socket
import threading
import time
from typing import Self

import structlog
import uvicorn

from hotmem.engine import HotMem
from hotmem.errors import InspectorStartError
from hotmem.inspector.app import create_app
from hotmem.inspector.security import check_bind

log = structlog.get_logger("hotmem.inspector")

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


class InspectorServer:
    """The inspector of ``engine`` on ``host:port`` (port 0 picks a free one).

    Args:
        engine: the engine to inspect.
        host: address to listen on; anything but loopback needs ``token``.
        port: TCP port; 0 lets the OS choose (read :attr:`port` after :meth:`start`).
        token: the inspector token (``HOTMEM_INSPECTOR_TOKEN``), or None for loopback only.

    Raises:
        InspectorConfigError: a non-loopback ``host`` without a token, or a short token.
    """

    def __init__(self, engine: HotMem, *, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
                 token: str | None = None) -> None:
        check_bind(host, token)
        self.app = create_app(engine, token=token)
        self.host = host
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self._socket = socket.socket(family, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self._socket.bind((host, port))
        except OSError:
            self._socket.close()
            raise
        self.port: int = self._socket.getsockname()[1]
        self._server = uvicorn.Server(uvicorn.Config(
            self.app, log_level="warning", access_log=False, timeout_graceful_shutdown=1,
            lifespan="off",
        ))
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    def run(self) -> None:
        """Serve in this thread until interrupted (Ctrl-C) or :meth:`stop`."""
        log.info("inspector.listening", url=self.url)
        self._server.run(sockets=[self._socket])

    def start(self, timeout: float = 10.0) -> Self:
        """Serve in a background thread; returns once the server accepts connections.

        Raises:
            InspectorStartError: the server thread ended or did not start within ``timeout``.
        """
        self._thread = threading.Thread(target=self.run, name="hotmem-inspector", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise InspectorStartError(f"the inspector did not start on {self.url}")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        """Stop serving (open event streams are closed) and wait for the thread."""
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._socket.close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
