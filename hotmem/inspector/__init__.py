"""The memory inspector: a local page, a JSON API and live turn events for one engine.

Needs the ``inspector`` extra (FastAPI, uvicorn): ``pip install 'hotmem[inspector]'``.
``hotmem serve`` runs it on its own; ``create_app(engine)`` mounts it in a bot's FastAPI app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hotmem.inspector.app import create_app

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":  # imported on use, so `hotmem.inspector.security` needs no FastAPI
        from hotmem.inspector.app import create_app

        return create_app
    raise AttributeError(f"module 'hotmem.inspector' has no attribute {name!r}")
