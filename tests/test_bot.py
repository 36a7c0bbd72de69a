"""server/bot.py imports and builds its pipeline with light stand-ins for the heavy services."""

from __future__ import annotations

import copy
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from pipecat.frames.frames import Frame, LLMContextFrame, TranscriptionFrame
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import LLMUserAggregatorParams
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.tests.utils import SleepFrame, run_test
from pipecat.turns.user_start import TranscriptionUserTurnStartStrategy
from pipecat.turns.user_stop import SpeechTimeoutUserTurnStopStrategy
from pipecat.turns.user_turn_strategies import UserTurnStrategies
from pipecat.utils.time import time_now_iso8601

from hotmem import HotMem, HotMemConfig, HotMemProcessor
from hotmem.config import DEFAULT_HEADER
from hotmem.processor import is_memory_message

BOT_PATH = Path(__file__).resolve().parents[1] / "server" / "bot.py"


@pytest.fixture(autouse=True)
def _bot_store_in_tmp(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The bot's import-time ``hotmem.prewarm()`` opens HOTMEM_DATA_DIR: keep it in a temp dir."""
    monkeypatch.setenv("HOTMEM_DATA_DIR", str(tmp_path / "bot-store"))


def load_bot() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hotmem_example_bot", BOT_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


class PassThrough(FrameProcessor):
    """Stands in for a transport side, the STT or the TTS: forwards everything."""

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        await self.push_frame(frame, direction)


class RecordingLLM(FrameProcessor):
    """Stands in for the LLM: keeps a copy of the messages of each context it receives."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seen: list[list[Any]] = []

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMContextFrame):
            self.seen.append(copy.deepcopy(frame.context.get_messages()))
        else:
            await self.push_frame(frame, direction)


class FakeTransport:
    def __init__(self) -> None:
        self._input, self._output = PassThrough(name="in"), PassThrough(name="out")

    def input(self) -> FrameProcessor:
        return self._input

    def output(self) -> FrameProcessor:
        return self._output


def test_bot_module_imports_without_the_service_extras():
    bot = load_bot()

    assert callable(bot.build_pipeline) and callable(bot.bot)
    assert bot.BotSettings.from_env({}) == bot.BotSettings()
    with pytest.raises(ValueError, match="HOTMEM_BOT_TTS"):
        bot.BotSettings.from_env({"HOTMEM_BOT_TTS": "espeak"})


async def test_bot_pipeline_builds_in_order_and_carries_memory_to_the_llm(tmp_path, pipelines):
    bot = load_bot()
    transport, llm = FakeTransport(), RecordingLLM()
    stt, tts = PassThrough(name="stt"), PassThrough(name="tts")
    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    with HotMem(config, pipelines=pipelines) as engine:
        engine.process_turn("I live in Seattle.", user="alice", session="yesterday")
        memory = HotMemProcessor(engine=engine, user_id="alice")
        params = LLMUserAggregatorParams(
            user_turn_strategies=UserTurnStrategies(
                start=[TranscriptionUserTurnStartStrategy()],
                stop=[SpeechTimeoutUserTurnStopStrategy(user_speech_timeout=0.2)],
            )
        )
        context = LLMContext([{"role": "assistant", "content": "Hello! What's up?"}])

        pipeline, aggregators, returned = bot.build_pipeline(
            transport=transport, stt=stt, llm=llm, tts=tts, memory=memory, context=context,
            user_params=params,
        )

        assert returned is memory
        assert pipeline.processors[1:-1] == [
            transport.input(), stt, memory, aggregators.user(), llm, tts, transport.output(),
            aggregators.assistant(),
        ]
        frame = TranscriptionFrame(text="Where do I live?", user_id="alice",
                                   timestamp=time_now_iso8601())
        await run_test(pipeline, frames_to_send=[frame, SleepFrame(0.4)], start_timeout=30)

    (messages,) = llm.seen
    assert [m["role"] for m in messages] == ["assistant", "system", "user"]
    assert is_memory_message(messages[1], DEFAULT_HEADER)
    assert "Seattle" in messages[1]["content"]
    assert messages[2] == {"role": "user", "content": "Where do I live?"}


# ---------------------------------------------------------------------- who is calling


def _webrtc_args(body: Any, session_id: str = "s-1") -> Any:
    from pipecat.runner.types import SmallWebRTCRunnerArguments

    return SmallWebRTCRunnerArguments(webrtc_connection=None, body=body, session_id=session_id)


def test_caller_id_comes_from_the_request_body_query_or_phone_number():
    from types import SimpleNamespace

    from pipecat.runner.types import CallData, WebSocketRunnerArguments

    bot = load_bot()
    assert bot.caller_id(_webrtc_args({"user_id": " alice "})) == "alice"
    socket = WebSocketRunnerArguments(websocket=SimpleNamespace(query_params={"user_id": "bob"}),
                                      body=None, session_id="s-2")
    assert bot.caller_id(socket) == "bob"
    phone = WebSocketRunnerArguments(websocket=SimpleNamespace(query_params={}), body={},
                                     call_data=CallData(**{"from": "+15550100"}))
    assert bot.caller_id(phone) == "tel:+15550100"
    dialin = _webrtc_args({"dialin_settings": {"call_id": "c", "call_domain": "d",
                                               "From": "+33123456789"}})
    assert bot.caller_id(dialin) == "tel:+33123456789"
    assert bot.caller_id(_webrtc_args({"user_id": ""})) is None
    assert bot.caller_id(_webrtc_args(None)) is None


def test_a_call_without_an_id_gets_a_fresh_anonymous_user_per_session():
    bot = load_bot()
    assert bot.memory_user(_webrtc_args({}, session_id="abc")) == "anon-abc"
    assert bot.memory_user(_webrtc_args({}, session_id="xyz")) == "anon-xyz"
    assert bot.memory_user(_webrtc_args({"user_id": "alice"}, session_id="abc")) == "alice"


async def test_the_same_caller_id_brings_memory_back_on_the_next_call(tmp_path, pipelines):
    bot = load_bot()
    config = HotMemConfig.from_env({}, data_dir=tmp_path / "store")
    params = LLMUserAggregatorParams(
        user_turn_strategies=UserTurnStrategies(
            start=[TranscriptionUserTurnStartStrategy()],
            stop=[SpeechTimeoutUserTurnStopStrategy(user_speech_timeout=0.2)],
        )
    )
    seen = []
    for session, text in (("call-1", "I live in Seattle."), ("call-2", "Where do I live?")):
        args = _webrtc_args({"user_id": "alice"}, session_id=session)
        llm = RecordingLLM()
        pipeline, _, _ = bot.build_pipeline(
            transport=FakeTransport(), stt=PassThrough(), llm=llm, tts=PassThrough(),
            memory=HotMemProcessor(config=config, user_id=bot.memory_user(args)),
            context=LLMContext([{"role": "assistant", "content": "Hello!"}]),
            user_params=params,
        )
        # The transport's user id is per connection; HotMem uses the caller's id instead.
        frame = TranscriptionFrame(text=text, user_id=f"peer-{session}",
                                   timestamp=time_now_iso8601())
        await run_test(pipeline, frames_to_send=[frame, SleepFrame(0.4)])
        seen.append(llm.seen[-1])
    assert "Seattle" in seen[1][1]["content"]
