"""Who may talk to the inspector: loopback by default, a token otherwise, no cross-site writes.

The inspector shows what a bot remembers about its callers, so it is locked down by default:

- Without ``HOTMEM_INSPECTOR_TOKEN`` it answers loopback clients only, and only under a
  loopback host name (a DNS-rebinding page cannot reach it through its own domain).
  :func:`check_bind` refuses to listen anywhere else.
- With a token, every request must carry it: ``Authorization: Bearer <token>``, or the
  ``hotmem_inspector`` cookie the page sets after being opened once as ``/?token=<token>``.
- Requests that change state (POST, DELETE) must send the ``X-HotMem-Inspector`` header, which a
  cross-site form cannot send and a cross-site script cannot send without a CORS pre-flight the
  inspector never grants, and an ``Origin``, when present, must be the inspector's own.
"""

from __future__ import annotations

import hmac
import ipaddress
import os
from urllib.parse import urlsplit

from starlette.requests import HTTPConnection

from hotmem.errors import HotMemError

TOKEN_ENV = "HOTMEM_INSPECTOR_TOKEN"
TOKEN_COOKIE = "hotmem_inspector"
WRITE_HEADER = "x-hotmem-inspector"
MIN_TOKEN_CHARS = 16
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


class InspectorConfigError(HotMemError, ValueError):
    """The inspector cannot start as configured (e.g. a public bind without a token)."""


class Denied(Exception):
    """A request the inspector refuses; ``status`` is the HTTP status to answer with."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback IP addresses (``127.0.0.0/8``, ``::1``)."""
    host = host.strip("[]")
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def token_from_env(environ: dict[str, str] | None = None) -> str | None:
    """The configured token, or None when unset or blank.

    Raises:
        InspectorConfigError: the token is shorter than :data:`MIN_TOKEN_CHARS`.
    """
    env = os.environ if environ is None else environ
    token = env.get(TOKEN_ENV, "").strip()
    if not token:
        return None
    validate_token(token)
    return token


def validate_token(token: str) -> None:
    """Raise :class:`InspectorConfigError` for a token too short to resist guessing."""
    if len(token) < MIN_TOKEN_CHARS:
        raise InspectorConfigError(
            f"{TOKEN_ENV} must be at least {MIN_TOKEN_CHARS} characters "
            "(e.g. python -c 'import secrets; print(secrets.token_urlsafe(24))')"
        )


def check_bind(host: str, token: str | None) -> None:
    """Refuse to listen on a non-loopback address without a token.

    Raises:
        InspectorConfigError: ``host`` is not loopback and ``token`` is None.
    """
    if token is None and not is_loopback(host):
        raise InspectorConfigError(
            f"refusing to listen on {host} without {TOKEN_ENV}: the inspector shows every "
            "user's memory. Set the token, or bind 127.0.0.1."
        )


def _host_name(header: str) -> str:
    """The host part of a ``Host`` header value (IPv6 brackets and port removed)."""
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def presented_token(conn: HTTPConnection) -> str | None:
    """The token a request carries in its Authorization header or cookie, if any."""
    auth = conn.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return conn.cookies.get(TOKEN_COOKIE)


def token_matches(given: str | None, token: str) -> bool:
    return given is not None and hmac.compare_digest(given.encode(), token.encode())


def authorize(conn: HTTPConnection, method: str, token: str | None) -> None:
    """Raise :class:`Denied` unless the request may proceed (see the module docstring)."""
    if token is None:
        client = conn.client.host if conn.client else ""
        if not is_loopback(client):
            raise Denied(403, "the inspector answers loopback clients only without a token")
        if not is_loopback(_host_name(conn.headers.get("host", ""))):
            raise Denied(403, "the inspector answers loopback host names only without a token")
    elif not token_matches(presented_token(conn), token):
        raise Denied(401, "missing or wrong inspector token")
    if method in SAFE_METHODS:
        return
    if conn.headers.get(WRITE_HEADER) != "1":
        raise Denied(403, f"state-changing requests need the header {WRITE_HEADER}: 1")
    origin = conn.headers.get("origin")
    if origin is not None and urlsplit(origin).netloc != conn.headers.get("host", ""):
        raise Denied(403, "cross-origin request refused")
