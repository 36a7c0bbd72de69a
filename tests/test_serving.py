"""A voice server's view: processors per call share models and store, never wait for a model
load, and report failed turns with a non-fatal ErrorFrame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from pipecat.frames.frames import ErrorFrame, LLMMessagesTransformFrame, TranscriptionFrame
from pipecat.tests.utils import run_test
from pipecat.utils.time import time_now_iso8601

from hotmem import HotMemConfig, HotMemProcessor
from hotmem.shared_store import holders

# A fresh interpreter: no model is loaded when the first processor starts.
_COLD_START = textwrap.dedent("""
    import asyncio, json, time
    from pipecat.frames.frames import LLMMessagesTransformFrame, TranscriptionFrame
    from pipecat.tests.utils import run_test
    from pipecat.utils.time import time_now_iso8601
    import hotmem
    from hotmem import HotMemProcessor
    from hotmem.nlp import Pipelines

    def said(text):
        return TranscriptionFrame(text=text, user_id="alice", timestamp=time_now_iso8601())

    async def main():
        out = {}
        t0 = time.perf_counter()
        # run_test's default start timeout (1 s): the StartFrame must not wait for spaCy.
        down, up = await run_test(HotMemProcessor(), frames_to_send=[said("I live in Paris.")])
        out["cold_s"] = time.perf_counter() - t0
        out["cold_down"] = [type(f).__name__ for f in down]
        out["cold_up"] = [type(f).__name__ for f in up]
        out["loading"] = not Pipelines(("en",)).ready("en")
        thread = hotmem.prewarm(background=True)  # joins the loader the processor started
        if thread is not None:
            thread.join()
        out["ready"] = Pipelines(("en",)).ready("en")
        down, up = await run_test(HotMemProcessor(), frames_to_send=[said("I work at Acme.")])
        out["warm_down"] = [type(f).__name__ for f in down]
        with hotmem.HotMem() as mem:
            out["stored"] = sorted(e["d"] for e in mem.export("alice")["edges"])
        print(json.dumps(out))

    asyncio.run(main())
""")


def test_cold_processor_passes_turns_through_until_its_models_are_loaded(tmp_path: Path) -> None:
    env = {**os.environ, "HOTMEM_LANGS": "en", "HOTMEM_DATA_DIR": str(tmp_path / "store"),
           "PYTHONWARNINGS": "ignore"}
    proc = subprocess.run([sys.executable, "-c", _COLD_START], capture_output=True, text=True,
                          timeout=300, env=env, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["cold_down"] == ["TranscriptionFrame"]  # untouched, no memory, no error
    assert out["cold_up"] == []
    assert out["ready"] is True
    assert out["warm_down"] == ["LLMMessagesTransformFrame", "TranscriptionFrame"]
    assert out["stored"] == ["acme"]  # the cold turn stored nothing; the warm one did


def _said(text: str, user: str = "alice") -> TranscriptionFrame:
    return TranscriptionFrame(text=text, user_id=user, timestamp=time_now_iso8601())


async def test_processors_per_call_share_one_store_and_release_it(tmp_path: Path, pipelines):
    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    first, second = HotMemProcessor(config=config), HotMemProcessor(config=config)
    down, _ = await run_test(first, frames_to_send=[_said("I live in Lyon.")])
    assert [type(f) for f in down] == [LLMMessagesTransformFrame, TranscriptionFrame]
    assert holders(config.data_dir) == 0  # the call ended, its hold was given back
    down, _ = await run_test(second, frames_to_send=[_said("Where do I live?")])
    transform = down[0]
    assert isinstance(transform, LLMMessagesTransformFrame)
    context = transform.transform([{"role": "user", "content": "hi"}])
    assert "Lyon" in context[-1]["content"]


async def test_failed_turn_pushes_a_non_fatal_error_frame_and_keeps_the_transcription(
    tmp_path: Path, pipelines
):
    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    processor = HotMemProcessor(config=config)
    reported: list[ErrorFrame] = []

    @processor.event_handler("on_error")
    async def on_error(_processor, error: ErrorFrame) -> None:
        reported.append(error)

    too_long = "北京市朝阳区用户" * 8
    frames = [_said("I live in Seattle.", user=too_long), _said("I work at Acme.")]

    down, up = await run_test(processor, frames_to_send=frames)

    errors = [f for f in up if isinstance(f, ErrorFrame)]
    assert len(errors) == 1
    assert not errors[0].fatal
    assert "InvalidUserError" in errors[0].error and "bytes" in errors[0].error
    assert reported == errors  # on_error saw the same frame
    assert processor.is_usable  # non-fatal: the processor keeps serving the call
    assert [type(f) for f in down] == [TranscriptionFrame, LLMMessagesTransformFrame,
                                       TranscriptionFrame]
    assert down[0].text == "I live in Seattle."


def test_prewarm_keeps_the_store_open_between_calls(tmp_path: Path, pipelines) -> None:
    import hotmem
    from hotmem import HotMem

    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    assert hotmem.prewarm(config) is None  # everything already loaded in this process
    hotmem.prewarm(config)  # a second call adds no second hold
    assert holders(config.data_dir) == 1
    with HotMem(config, pipelines=pipelines) as call:
        store = call.store
        call.process_turn("I live in Lyon.", user="alice")
    assert holders(config.data_dir) == 1
    with HotMem(config, pipelines=pipelines) as next_call:
        assert next_call.store is store  # not reopened, hot index not rebuilt
        assert next_call.export("alice")["edges"][0]["d"] == "lyon"


def test_models_and_language_id_are_loaded_once_per_process(tmp_path: Path, pipelines) -> None:
    from hotmem import HotMem
    from hotmem.nlp import Pipelines
    from hotmem.warmup import shared_language_identifier

    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    with HotMem(config) as first, HotMem(config, prewarm=False) as second:
        for lang in config.langs:
            assert first.pipelines.get(lang) is pipelines.get(lang)
            assert second.pipelines.get(lang, wait=False) is pipelines.get(lang)
        assert Pipelines(("fr",)).ready("fr")
    assert shared_language_identifier(config.langs) is shared_language_identifier(config.langs)


def test_prewarm_holds_the_postgresql_store_of_store_url(tmp_path: Path, pg_url: str,
                                                         pipelines) -> None:
    import hotmem
    from hotmem import HotMem
    from hotmem.shared_store import holders_for, release_store, store_key
    from hotmem.warmup import _HELD_STORES, _HELD_STORES_LOCK

    config = HotMemConfig.from_env({}, data_dir=tmp_path / "unused", store_url=pg_url)
    hotmem.prewarm(config)
    try:
        assert holders_for(config) == 1
        assert holders(config.data_dir) == 0  # no LMDB store was opened for it
        assert not (tmp_path / "unused").exists()
        with HotMem(config, pipelines=pipelines) as call:
            held = call.store
            assert type(held).__name__ == "PgStore"
            assert holders_for(config) == 2
        assert holders_for(config) == 1  # the call's hold was given back, prewarm's stays
    finally:
        with _HELD_STORES_LOCK:
            _HELD_STORES.discard(store_key(config))
        release_store(held)  # the test database is dropped after the test


def test_a_failed_prewarm_store_open_is_retried_by_the_next_prewarm(tmp_path: Path,
                                                                      pipelines) -> None:
    import hotmem
    from hotmem.errors import StoreError

    blocker = tmp_path / "store"
    blocker.write_text("not a directory")
    config = HotMemConfig.from_env({}, data_dir=blocker)
    with pytest.raises(StoreError):
        hotmem.prewarm(config)
    assert holders(blocker) == 0
    blocker.unlink()
    hotmem.prewarm(config)
    assert holders(blocker) == 1


def test_engines_built_while_calls_are_live_do_not_freeze_their_garbage(tmp_path: Path,
                                                                         pipelines) -> None:
    import gc
    import weakref

    import hotmem
    from hotmem import HotMem
    from hotmem.warmup import freeze_startup_heap

    class CallState:
        """Stands for a live call's objects: a reference cycle only the cyclic GC frees."""

    freeze_startup_heap()  # start-up (already done if an engine was built in this process)
    assert freeze_startup_heap() is False  # once per process
    live = CallState()
    live.me = live
    gone = weakref.ref(live)
    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    with HotMem(config, pipelines=pipelines):  # a new call's engine, loading models (prewarm)
        pass
    hotmem.prewarm(config, keep_store_open=False)
    del live
    gc.collect()
    assert gone() is None  # not frozen by the engine or prewarm: collected as usual


async def test_a_store_that_cannot_open_is_reported_and_the_call_goes_on_without_memory(
    tmp_path: Path, pipelines
) -> None:
    blocker = tmp_path / "store"
    blocker.write_text("not a directory")
    config = HotMemConfig.from_env({}, data_dir=blocker)
    processor = HotMemProcessor(config=config, user_id="alice")
    reported: list[ErrorFrame] = []

    @processor.event_handler("on_error")
    async def on_error(_processor, error: ErrorFrame) -> None:
        reported.append(error)

    frames = [_said("I live in Seattle.")]
    down, up = await run_test(processor, frames_to_send=frames)

    assert [type(f) for f in down] == [TranscriptionFrame]  # unchanged, no memory message
    assert down[0].text == "I live in Seattle."
    errors = [f for f in up if isinstance(f, ErrorFrame)]
    assert len(errors) == 1 and not errors[0].fatal
    assert "StoreError" in errors[0].error and str(blocker) in errors[0].error
    assert reported == errors
    assert processor.engine is None


def test_close_gives_the_store_back_once_and_later_turns_get_a_typed_error(
    tmp_path: Path, pipelines
) -> None:
    import threading

    from hotmem import HotMem

    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    with HotMem(config, pipelines=pipelines) as keeper:
        call = HotMem(config, pipelines=pipelines)
        assert holders(config.data_dir) == 2
        closers = [threading.Thread(target=call.close) for _ in range(8)]
        for thread in closers:
            thread.start()
        for thread in closers:
            thread.join()
        assert holders(config.data_dir) == 1  # one hold given back, the keeper's stays
        late = call.process_turn("I live in Lyon.", user="alice")
        assert late.error is not None and "engine is closed" in late.error
        assert not late.facts
        assert keeper.export("alice")["edges"] == []  # nothing was stored after close
