"""Many calls in one process, as Pipecat's runner serves them (measured in a fresh subprocess).

The child loads the five languages once (``hotmem.prewarm()``), then plays paced calls in two
rounds, each round alone (two calls, one after the other) then 20 calls at once; the rounds are
pooled, so a burst of load from other processes on the machine is less likely to land on one
phase only. Each call is a real Pipecat pipeline (``run_test``: probe ->
``HotMemProcessor(config, user_id=...)`` -> probe) with its own user and 12 workload turns
separated by 0.3-1.2 s pauses (a caller speaks a final transcription every few seconds; this is
denser), so the 20 calls' turns interleave at ~25 turns a second; every third call is
interrupted (an ``InterruptionFrame`` right after some turns). All calls share one data dir.

- per-turn latency: time a ``TranscriptionFrame`` takes from the probe before HotMem to the
  probe after it (engine work, worker-thread hand-off and any contention with the other calls).
  Target: 20-call p95 <= 2x the single-call p95 of the same run.
- RSS per extra call: (peak ``VmRSS`` sampled every 20 ms during the 20 calls - peak during the
  single call) / 19. Target <= 5 MB.
- warm processor start: building the engine a ``HotMemProcessor`` builds in ``setup`` (what
  its ``StartFrame`` waits for), timed 20 times in the warm process. Target <= 50 ms.
- errors: ``ErrorFrame``s received, and whether every call's facts reached the store.

Run the child by hand: ``python -m bench.many_calls child``.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.startup import run_child

CALLS = 20
TURNS_PER_CALL = 12
SINGLE_CALLS = 2  # per round
ROUNDS = 2
PAUSE_S = (0.3, 1.2)
LANGS: tuple[str, ...] = ("en", "es", "fr", "de", "it")


def run_many_calls() -> dict[str, Any]:
    print(f"[bench] many calls: alone, then {CALLS} concurrent calls, in a fresh process",
          file=sys.stderr)
    return run_child("bench.many_calls", "child", timeout=600.0)


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _calls(workload: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    users = list(dict.fromkeys(row["user"] for row in workload))
    by_user = {u: [r for r in workload if r["user"] == u] for u in users}
    return [by_user[users[i % len(users)]][:TURNS_PER_CALL] for i in range(CALLS)]


async def _play(config: Any, call: int, turns: list[dict[str, Any]], rng: random.Random,
                latencies: list[float]) -> dict[str, Any]:
    from pipecat.frames.frames import (
        ErrorFrame,
        Frame,
        InterruptionFrame,
        TranscriptionFrame,
    )
    from pipecat.pipeline.pipeline import Pipeline
    from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
    from pipecat.tests.utils import SleepFrame, run_test
    from pipecat.utils.time import time_now_iso8601

    from hotmem import HotMemProcessor

    entered: dict[int, float] = {}

    class Probe(FrameProcessor):
        def __init__(self, *, before: bool, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self._before = before

        async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
            await super().process_frame(frame, direction)
            if isinstance(frame, TranscriptionFrame):
                if self._before:
                    entered[frame.id] = time.perf_counter()
                elif frame.id in entered:
                    latencies.append((time.perf_counter() - entered[frame.id]) * 1000)
            await self.push_frame(frame, direction)

    user = f"call-{call:02d}"
    frames: list[Frame] = []
    for number, row in enumerate(turns):
        frames.append(SleepFrame(rng.uniform(*PAUSE_S)))
        frames.append(TranscriptionFrame(text=row["text"], user_id=user,
                                         timestamp=time_now_iso8601()))
        if call % 3 == 0 and number % 4 == 1:
            frames.append(InterruptionFrame())
    memory = HotMemProcessor(config=config, user_id=user)
    pipeline = Pipeline([Probe(before=True), memory, Probe(before=False)])
    down, up = await run_test(pipeline, frames_to_send=frames)
    passed = sum(isinstance(f, TranscriptionFrame) for f in down)
    return {"errors": sum(isinstance(f, ErrorFrame) for f in up), "turns_out": passed}


async def _phase(config: Any, calls: list[list[dict[str, Any]]], *, concurrent: bool
                 ) -> dict[str, Any]:
    latencies: list[float] = []
    peak = _rss_mb()
    done = False

    async def sample() -> None:
        nonlocal peak
        while not done:
            peak = max(peak, _rss_mb())
            await asyncio.sleep(0.02)

    sampler = asyncio.create_task(sample())
    rng = random.Random(len(calls))
    t0 = time.perf_counter()
    if concurrent:
        outcomes = await asyncio.gather(*(
            _play(config, i, turns, rng, latencies) for i, turns in enumerate(calls)
        ))
    else:
        outcomes = [await _play(config, i, turns, rng, latencies)
                    for i, turns in enumerate(calls)]
    wall = time.perf_counter() - t0
    done = True
    await sampler
    return {"calls": len(calls), "latencies": latencies, "wall_s": wall, "rss_peak_mb": peak,
            "errors": sum(o["errors"] for o in outcomes),
            "turns_passed": sum(o["turns_out"] for o in outcomes)}


def _pooled(phases: list[dict[str, Any]]) -> dict[str, Any]:
    from bench.stats import summarize

    latencies = [ms for p in phases for ms in p["latencies"]]
    return {"calls": sum(p["calls"] for p in phases), "turns": len(latencies),
            "wall_s": round(sum(p["wall_s"] for p in phases), 2),
            "latency_ms": summarize(latencies),
            "rss_peak_mb": round(max(p["rss_peak_mb"] for p in phases), 1),
            "errors": sum(p["errors"] for p in phases),
            "turns_passed": sum(p["turns_passed"] for p in phases)}


def _child() -> dict[str, Any]:
    import hotmem
    from bench.stats import ratio, summarize
    from bench.workload import load_workload
    from hotmem import HotMem, HotMemConfig

    workload = load_workload()
    calls = _calls(workload)
    with tempfile.TemporaryDirectory(prefix="hotmem-bench-calls-") as tmp:
        config = HotMemConfig.from_env({}, langs=LANGS, data_dir=Path(tmp) / "store")
        t0 = time.perf_counter()
        hotmem.prewarm(config)  # models, and the store held open as a server's would be
        prewarm_ms = (time.perf_counter() - t0) * 1000
        builds = []
        for _ in range(CALLS):
            t1 = time.perf_counter()
            engine = HotMem(config, prewarm=False, wait_for_models=False)
            builds.append((time.perf_counter() - t1) * 1000)
            engine.close()
        # Unmeasured warm-up call: first-use costs (Pipecat imports, first parse per language).
        asyncio.run(_phase(config, calls[-1:], concurrent=False))
        alone, together = [], []
        for round_ in range(ROUNDS):
            first = round_ * SINGLE_CALLS
            alone.append(asyncio.run(_phase(config, calls[first:first + SINGLE_CALLS],
                                            concurrent=False)))
            together.append(asyncio.run(_phase(config, calls, concurrent=True)))
        single, many = _pooled(alone), _pooled(together)
        with HotMem(config) as mem:
            stored_users = sum(1 for i in range(CALLS) if mem.export(f"call-{i:02d}")["edges"])
    per_call = (many["rss_peak_mb"] - single["rss_peak_mb"]) / (CALLS - 1)
    return {
        "prewarm_ms": round(prewarm_ms, 1),
        "warm_processor_start_ms": summarize(builds),
        "concurrent_calls": CALLS,
        "rounds": ROUNDS,
        "single": single,
        "many": many,
        "p95_ratio": ratio(many["latency_ms"]["p95"], single["latency_ms"]["p95"], 2),
        "rss_per_extra_call_mb": round(per_call, 2),
        "users_with_facts": stored_users,
    }


if __name__ == "__main__":
    if sys.argv[1:] != ["child"]:
        print("usage: python -m bench.many_calls child", file=sys.stderr)
        sys.exit(2)
    print(json.dumps(_child()))
