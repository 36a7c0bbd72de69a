"""structlog set-up: HotMem logs to stderr, never stdout (stdout carries the CLI's JSON lines)."""

from __future__ import annotations

import logging
import sys

import structlog


def _stderr_logger(*_args: object) -> structlog.PrintLogger:
    """A logger on the *current* ``sys.stderr`` (it may be swapped, e.g. by test capture)."""
    return structlog.PrintLogger(sys.stderr)


def configure_logging(level: str = "warning", fmt: str = "console", *, force: bool = False) -> None:
    """Send structlog events at ``level`` or above to stderr.

    Leaves an application's own structlog configuration alone unless ``force`` is set.

    Args:
        level: ``debug``, ``info``, ``warning`` or ``error``.
        fmt: ``console`` (human-readable) or ``json`` (one JSON object per event).
        force: replace an existing configuration (the CLI does, to honour HOTMEM_LOG_LEVEL).
    """
    if structlog.is_configured() and not force:
        return
    renderer = (
        structlog.processors.JSONRenderer()
        if fmt == "json"
        else structlog.dev.ConsoleRenderer(
            colors=False, exception_formatter=structlog.dev.plain_traceback
        )
    )
    structlog.configure(
        processors=[
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping()[level.upper()]
        ),
        logger_factory=_stderr_logger,
        cache_logger_on_first_use=False,
    )
