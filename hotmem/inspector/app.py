"""The inspector's FastAPI app: JSON API, live turn events and the page, for one engine.

``create_app(engine)`` serves ``hotmem serve`` and mounts into a bot's own FastAPI app
(``app.mount("/hotmem", create_app(engine))``), where the live stream shows that process's turns.
Engine calls block (spaCy, LMDB), so the JSON routes are plain functions FastAPI runs in its
thread pool; only the event stream is async.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI, Query, Request
from fastapi.responses import JSONResponse, RedirectResponse, Response, StreamingResponse
from pydantic import BaseModel, Field
from starlette.types import ASGIApp, Message, Receive, Scope, Send

import hotmem
from hotmem.engine import HotMem
from hotmem.inspector import views
from hotmem.inspector.events import TurnStream
from hotmem.inspector.security import (
    TOKEN_COOKIE,
    Denied,
    authorize,
    token_matches,
    validate_token,
)
from hotmem.store import StoreError

_STATIC = {
    "app.js": "text/javascript; charset=utf-8",
    "app.css": "text/css; charset=utf-8",
}
_SECURITY_HEADERS = [
    (b"content-security-policy", (
        b"default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        b"img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
]

UserParam = Annotated[str, Query(description="user id")]


class TurnRequest(BaseModel):
    """A user utterance to run (``/api/turns``) or to dry-run (``/api/enrich``)."""

    user: str
    text: str = Field(max_length=20_000)
    session: str | None = None
    lang: str | None = Field(default=None, description="the STT's language hint")


class _SecurityHeaders:
    """Adds the page's content-security policy and no-store to every response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *_SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _static(name: str) -> bytes:
    return resources.files("hotmem.inspector").joinpath("static", name).read_bytes()


def create_app(engine: HotMem, *, token: str | None = None) -> FastAPI:
    """The inspector for ``engine``.

    Args:
        engine: the engine to inspect; its turns in this process feed the live stream.
        token: when set, every request must carry it (see :mod:`hotmem.inspector.security`);
            when None, only loopback clients are answered.

    Raises:
        InspectorConfigError: ``token`` is too short.
    """
    if token is not None:
        validate_token(token)
    stream = TurnStream(engine)

    def guard(request: Request) -> None:
        authorize(request, request.method, token)

    app = FastAPI(title="HotMem inspector", version=hotmem.__version__, docs_url=None,
                  redoc_url=None, openapi_url=None)
    app.add_middleware(_SecurityHeaders)

    @app.exception_handler(Denied)
    def _denied(request: Request, exc: Denied) -> JSONResponse:
        return JSONResponse({"error": exc.reason}, status_code=exc.status)

    @app.exception_handler(ValueError)  # InvalidUserError and bad filters
    def _bad_request(request: Request, exc: ValueError) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=400)

    @app.exception_handler(StoreError)
    def _store_failed(request: Request, exc: StoreError) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=503)

    app.include_router(_page_router(token, guard))
    app.include_router(_api_router(engine, stream), prefix="/api",
                       dependencies=[Depends(guard)])
    return app


def _page_router(token: str | None, guard: Callable[[Request], None]) -> APIRouter:
    router = APIRouter(include_in_schema=False)

    @router.get("/", response_model=None)
    def page(request: Request, token_param: Annotated[str | None, Query(alias="token")] = None
             ) -> Response:
        """The page. Opened once as ``/?token=...``, it trades the token for a cookie (and
        drops it from the address bar) so the page's own requests carry it."""
        if token is not None and token_param is not None:
            if not token_matches(token_param, token):
                raise Denied(401, "missing or wrong inspector token")
            path = request.scope.get("root_path", "") + "/"
            response = RedirectResponse(path, status_code=303)
            response.set_cookie(TOKEN_COOKIE, token, path=path, httponly=True,
                                samesite="strict")
            return response
        guard(request)
        return Response(_static("index.html"), media_type="text/html; charset=utf-8")

    @router.get("/static/{name}", dependencies=[Depends(guard)])
    def static(name: str) -> Response:
        if name not in _STATIC:
            return JSONResponse({"error": "not found"}, status_code=404)
        return Response(_static(name), media_type=_STATIC[name])

    return router


def _api_router(engine: HotMem, stream: TurnStream) -> APIRouter:
    router = APIRouter()

    @router.get("/status")
    def status() -> dict[str, Any]:
        """Languages and models, store backend and size, per-stage latency of this process."""
        store = engine.store.stats()
        latency = engine.stats.summary()
        return {
            "version": hotmem.__version__,
            "languages": engine.languages(),
            "store": store,  # every backend names itself ("backend") and its size ("size_mb")
            "turns_seen": len(engine.stats),
            "latency_ms": {"p50": latency["p50_ms"], "p95": latency["p95_ms"]},
            "live_streams": stream.open_streams,
        }

    @router.get("/users")
    def users() -> dict[str, Any]:
        """Every user with stored memory."""
        return {"users": engine.users()}

    @router.get("/facts")
    def facts(
        user: UserParam,
        status: str | None = None,
        q: str | None = None,
        relation: str | None = None,
        limit: Annotated[int, Query(ge=1, le=10_000)] = 500,
    ) -> dict[str, Any]:
        """A user's facts with every metadata field, newest first, optionally filtered."""
        return views.facts(engine.export(user), status=status or None, query=q or None,
                           relation=relation or None, limit=limit)

    @router.get("/history")
    def history(user: UserParam, s: str, r: str) -> dict[str, Any]:
        """Every version of the fact slot (s, r): active, superseded, negated."""
        return views.history(engine.export(user), s, r)

    @router.get("/neighbourhood")
    def neighbourhood(
        user: UserParam, entity: str, status: str | None = "active"
    ) -> dict[str, Any]:
        """An entity's edges and the entities one hop away (``status=`` empty for all)."""
        return views.neighbourhood(engine.export(user), entity, status=status or None)

    @router.post("/enrich")
    def enrich(body: TurnRequest) -> dict[str, Any]:
        """Dry run: the facts a turn would store, the bullets it would add, every score term."""
        result = engine.dry_run(body.text, user=body.user, session=body.session,
                                lang_hint=body.lang)
        return {"user": body.user, **views.dry_run(result)}

    @router.post("/turns")
    def run_turn(body: TurnRequest) -> dict[str, Any]:
        """Run a real turn: facts are stored and the turn appears on the live stream."""
        result = engine.process_turn(body.text, user=body.user,
                                     session=body.session or "inspector", lang_hint=body.lang)
        return {"user": body.user, **result.to_json()}

    @router.delete("/facts")
    def forget_facts(
        user: UserParam, s: str, r: str | None = None, d: str | None = None
    ) -> dict[str, Any]:
        """Forget one fact (s, r, d), a subject's facts of a relation (s, r) or a subject (s)."""
        if d is not None and r is None:
            raise ValueError("d needs r")
        return {"user": user, "removed": engine.forget(user, s, r, d)}

    @router.delete("/users")
    def forget_user(user: UserParam) -> dict[str, Any]:
        """Forget everything stored for a user."""
        return {"user": user, "removed": engine.forget(user)}

    @router.get("/events")
    async def events(user: str | None = None) -> StreamingResponse:
        """Server-sent events: one ``turn`` event per user turn of this process."""
        return StreamingResponse(stream.sse(user or None), media_type="text/event-stream",
                                 headers={"x-accel-buffering": "no"})

    return router

