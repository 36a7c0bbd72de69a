"""structlog set-up: HotMem logs to stderr, never stdout (stdout carries the CLI's JSON lines)."""

from __future__ import annotations

import logging
import sys

import structlog


_OURS = False  # structlog's current configuration was made here, not by the application
_QUIET_DEBUG: type | None = None  # HotMem's own wrapper class when it filters out debug


class _StderrLogger:
    """Writes each rendered event to the *current* ``sys.stderr``.

    Resolving the stream per event (not at creation) means test capture or a redirected stderr
    still receives the output. Loggers are not cached so that a later ``structlog.configure``
    (an application's, or ``structlog.testing.capture_logs``) applies to HotMem's loggers too.
    """

    def msg(self, message: str) -> None:
        stream = sys.stderr
        stream.write(message + "\n")
        stream.flush()

    log = debug = info = warn = warning = error = err = critical = exception = fatal = msg


def _stderr_logger(*_args: object) -> _StderrLogger:
    return _StderrLogger()


def configure_logging(level: str = "warning", fmt: str = "console", *, force: bool = False) -> None:
    """Send structlog events at ``level`` or above to stderr.

    Leaves an application's own structlog configuration alone unless ``force`` is set; a
    configuration HotMem made itself (the import-time default) is replaced.

    Args:
        level: ``debug``, ``info``, ``warning`` or ``error``.
        fmt: ``console`` (human-readable) or ``json`` (one JSON object per event).
        force: replace an existing configuration (the CLI does, to honour HOTMEM_LOG_LEVEL).
    """
    global _OURS, _QUIET_DEBUG
    if structlog.is_configured() and not force and not _OURS:
        return
    _OURS = True
    threshold = logging.getLevelNamesMapping()[level.upper()]
    wrapper = structlog.make_filtering_bound_logger(threshold)
    _QUIET_DEBUG = wrapper if threshold > logging.DEBUG else None
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
        wrapper_class=wrapper,
        logger_factory=_stderr_logger,
        cache_logger_on_first_use=False,
    )


def debug_enabled() -> bool:
    """Whether a debug event could be emitted; guards the per-turn debug events.

    An uncached structlog logger binds itself on every call, which costs tens of microseconds
    on a turn even when the level filters the event out. Under HotMem's own configuration the
    answer is known; under any other (an application's, a test's ``capture_logs``) it is yes
    and structlog filters as usual.
    """
    return _QUIET_DEBUG is None or structlog.get_config()["wrapper_class"] is not _QUIET_DEBUG
