"""Twenty simultaneous calls in one process, as Pipecat's runner serves them: one real pipeline
and one ``HotMemProcessor()`` per caller, one shared store, interleaved and interrupted turns."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from pipecat.frames.frames import (
    ErrorFrame,
    InterruptionFrame,
    LLMMessagesTransformFrame,
    TranscriptionFrame,
)
from pipecat.tests.utils import SleepFrame, run_test
from pipecat.utils.time import time_now_iso8601

from hotmem import HotMem, HotMemConfig, HotMemProcessor

CITIES = ("Seattle", "Boston", "Denver", "Chicago", "Dallas", "Atlanta", "Phoenix", "Portland",
          "Houston", "Miami", "Austin", "Detroit", "Toronto", "Madrid", "Berlin", "Lisbon",
          "Dublin", "Oslo", "Vienna", "Prague")
EMPLOYERS = ("Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark", "Wayne", "Wonka",
             "Cyberdyne", "Tyrell", "Soylent", "Gringotts", "Vandelay", "Pied", "Aperture",
             "Oscorp", "Monarch", "Nakatomi", "Dunder", "Massive")


def _said(text: str, user: str) -> TranscriptionFrame:
    return TranscriptionFrame(text=text, user_id=user, timestamp=time_now_iso8601())


def _call_frames(i: int, rng: random.Random) -> list:
    user = f"caller-{i:02d}"
    frames: list = []
    for text in (f"I live in {CITIES[i]}.", f"I work at {EMPLOYERS[i]}.", "Where do I live?"):
        frames.append(SleepFrame(rng.uniform(0.0, 0.05)))  # interleave the calls' turns
        frames.append(_said(text, user))
        if i % 3 == 0 and text.startswith("I work"):
            frames.append(InterruptionFrame())  # the caller barges in mid-turn
    return frames


def _memory_texts(down) -> list[str]:
    """The memory message each transform would put into a context holding one greeting."""
    texts = []
    for frame in down:
        if isinstance(frame, LLMMessagesTransformFrame):
            context = frame.transform([{"role": "assistant", "content": "Hello!"}])
            texts.extend(m["content"] for m in context[1:])
    return texts


async def test_twenty_concurrent_calls_share_one_process_without_errors_or_leaks(
    tmp_path: Path, pipelines
) -> None:
    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    rng = random.Random(14)
    processors = [HotMemProcessor(config=config) for _ in range(len(CITIES))]

    runs = await asyncio.gather(*(
        run_test(processor, frames_to_send=_call_frames(i, rng))
        for i, processor in enumerate(processors)
    ))

    for i, (down, up) in enumerate(runs):
        assert [f for f in up if isinstance(f, ErrorFrame)] == []
        texts = [f.text for f in down if isinstance(f, TranscriptionFrame)]
        assert texts == [f"I live in {CITIES[i]}.", f"I work at {EMPLOYERS[i]}.",
                         "Where do I live?"]
        memory = " ".join(_memory_texts(down))
        assert CITIES[i] in memory  # the last question was answered from this caller's memory
        others = [c for j, c in enumerate(CITIES + EMPLOYERS) if j % len(CITIES) != i]
        assert [name for name in others if name in memory] == []  # no one else's bullet
    with HotMem(config, pipelines=pipelines) as mem:
        for i in range(len(CITIES)):
            stored = {(e["r"], e["d"]) for e in mem.export(f"caller-{i:02d}")["edges"]}
            assert stored == {("lives_in", CITIES[i].lower()), ("works_at", EMPLOYERS[i].lower())}
