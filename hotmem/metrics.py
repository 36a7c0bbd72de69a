"""Rolling latency statistics per stage (p50/p95/p99 over a bounded window of turns)."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Mapping

import numpy as np

STAGES: tuple[str, ...] = ("intent", "extraction", "update", "retrieval", "total")


class LatencyStats:
    """Keeps the last ``window`` timings of each stage; thread-safe.

    Args:
        window: how many turns to remember per stage.
    """

    def __init__(self, window: int = 10_000) -> None:
        self._window = window
        self._samples: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def add(self, timings_ms: Mapping[str, float]) -> None:
        samples = self._samples
        with self._lock:
            for stage, value in timings_ms.items():
                stage_samples = samples.get(stage)
                if stage_samples is None:  # a deque only for a stage not seen before
                    stage_samples = samples[stage] = deque(maxlen=self._window)
                stage_samples.append(value)

    def __len__(self) -> int:
        with self._lock:
            total = self._samples.get("total")
            return len(total) if total else 0

    def percentiles(self, q: float) -> dict[str, float]:
        """The ``q``-th percentile (0-100) of every stage seen, in ms."""
        with self._lock:
            return {
                stage: round(float(np.percentile(np.fromiter(values, float), q)), 3)
                for stage, values in self._samples.items()
                if values
            }

    def summary(self) -> dict[str, dict[str, float]]:
        """``{"p50_ms": {...}, "p95_ms": {...}, "p99_ms": {...}}``."""
        return {f"p{q}_ms": self.percentiles(q) for q in (50, 95, 99)}
