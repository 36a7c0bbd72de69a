"""Percentiles and latency summaries (numpy linear interpolation, values in ms)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import numpy as np

QUANTILES: tuple[int, ...] = (50, 95, 99)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values`` with linear interpolation; NaN if empty.

    >>> percentile([1, 2, 3, 4], 50)
    2.5
    """
    if len(values) == 0:
        return float("nan")
    return float(np.percentile(np.asarray(values, dtype=float), q))


def summarize(values: Sequence[float], digits: int = 3) -> dict[str, float]:
    """``{"n", "mean", "p50", "p95", "p99", "max"}`` of ``values``, rounded to ``digits``."""
    arr = np.asarray(values, dtype=float)
    if arr.size == 0:
        return {"n": 0, "mean": float("nan"), "p50": float("nan"), "p95": float("nan"),
                "p99": float("nan"), "max": float("nan")}
    out: dict[str, float] = {"n": int(arr.size), "mean": round(float(arr.mean()), digits)}
    for q in QUANTILES:
        out[f"p{q}"] = round(float(np.percentile(arr, q)), digits)
    out["max"] = round(float(arr.max()), digits)
    return out


def summarize_stages(
    samples: Iterable[Mapping[str, float]], stages: Sequence[str]
) -> dict[str, dict[str, float]]:
    """Per-stage summaries of a list of ``timings_ms`` dicts (a missing stage counts as absent)."""
    columns: dict[str, list[float]] = {stage: [] for stage in stages}
    for timing in samples:
        for stage in stages:
            if stage in timing:
                columns[stage].append(timing[stage])
    return {stage: summarize(values) for stage, values in columns.items()}


def ratio(a: float, b: float, digits: int = 2) -> float:
    """``a / b`` rounded, NaN when ``b`` is zero or either side is NaN."""
    if b == 0 or a != a or b != b:
        return float("nan")
    return round(a / b, digits)
