"""A light reader-writer lock for the stores' RAM indexes.

Both backends guard their per-user indexes with it: many readers (retrieval, exports) or one
writer (a turn's install into RAM) at a time.
"""

from __future__ import annotations

import threading


class ReadWriteLock:
    """Many readers or one writer; a writer that waits holds new readers back.

    ``with lock.read:`` and ``with lock.write:`` (reusable, shared by every thread). A writer
    takes the turnstile, which new readers must pass, then waits for the readers inside to
    leave. Like any such lock it is not re-entrant: a thread holding it must not take it again.
    The stores take it on every turn, so it is a few plain locks rather than a general-purpose
    reader-writer lock with timeouts.
    """

    __slots__ = ("_turnstile", "_count_lock", "_readers", "_free", "read", "write")

    def __init__(self) -> None:
        self._turnstile = threading.Lock()  # held by a writer from its arrival to its release
        self._count_lock = threading.Lock()  # guards _readers
        self._readers = 0
        self._free = threading.Lock()  # held while readers are inside, or a writer is
        self.read = _ReadSide(self)
        self.write = _WriteSide(self)

    def acquire_read(self) -> None:
        with self._turnstile, self._count_lock:
            self._readers += 1
            if self._readers == 1:
                self._free.acquire()

    def release_read(self) -> None:
        with self._count_lock:
            self._readers -= 1
            if self._readers == 0:
                self._free.release()

    def acquire_write(self) -> None:
        self._turnstile.acquire()
        self._free.acquire()

    def release_write(self) -> None:
        self._free.release()
        self._turnstile.release()


class _ReadSide:
    __slots__ = ("_lock",)

    def __init__(self, lock: ReadWriteLock) -> None:
        self._lock = lock

    def __enter__(self) -> None:
        self._lock.acquire_read()

    def __exit__(self, *exc: object) -> None:
        self._lock.release_read()


class _WriteSide:
    __slots__ = ("_lock",)

    def __init__(self, lock: ReadWriteLock) -> None:
        self._lock = lock

    def __enter__(self) -> None:
        self._lock.acquire_write()

    def __exit__(self, *exc: object) -> None:
        self._lock.release_write()


__all__ = ["ReadWriteLock"]
