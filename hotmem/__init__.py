"""HotMem: real-time, offline conversational memory for voice bots.

``from hotmem import HotMem, HotMemConfig`` gives the engine; ``HotMemProcessor`` is the Pipecat
stage. Both are imported on first access: using the engine never imports Pipecat, and the
store or config modules alone never import spaCy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hotmem.config import HotMemConfig
from hotmem.errors import ConfigError, HotMemError
from hotmem.logs import configure_logging
from hotmem.types import Edge, EdgeStatus, Fact, Intent, TurnResult

if TYPE_CHECKING:
    from hotmem.engine import HotMem
    from hotmem.processor import HotMemProcessor
    from hotmem.warmup import prewarm

__all__ = [
    "ConfigError",
    "Edge",
    "EdgeStatus",
    "Fact",
    "HotMem",
    "HotMemConfig",
    "HotMemError",
    "HotMemProcessor",
    "Intent",
    "TurnResult",
    "prewarm",
]
__version__ = "0.1.0"

# Library default: warnings and errors to stderr, unless the application configured structlog.
configure_logging()


def __getattr__(name: str) -> Any:
    if name == "HotMem":
        from hotmem.engine import HotMem

        return HotMem
    if name == "HotMemProcessor":
        from hotmem.processor import HotMemProcessor

        return HotMemProcessor
    if name == "prewarm":
        from hotmem.warmup import prewarm

        return prewarm
    raise AttributeError(f"module 'hotmem' has no attribute {name!r}")
