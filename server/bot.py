"""Example voice bot with HotMem memory: talk to it in a browser, everything runs locally.

Pipeline::

    transport.input() -> Whisper STT -> HotMemProcessor -> user aggregator -> LLM
        -> Kokoro TTS -> transport.output() -> assistant aggregator

- Transport: SmallWebRTC with Pipecat's development runner (a web client at
  http://localhost:7860/client).
- STT: Whisper (faster-whisper) on the CPU; TTS: Kokoro (kokoro-onnx; no German voice) or Piper
  (``HOTMEM_BOT_TTS=piper``; GPL-3.0, all five languages). Both download their model files from
  the internet the first time.
- LLM: any OpenAI-compatible server, local by default (``HOTMEM_LLM_BASE_URL``, default Ollama at
  http://127.0.0.1:11434/v1; ``HOTMEM_LLM_MODEL``, ``HOTMEM_LLM_API_KEY``).
- Turn detection: Silero VAD and Pipecat's default smart-turn model (both ship with Pipecat).

Install (besides HotMem itself)::

    pip install "pipecat-ai[webrtc,runner,whisper,kokoro]==1.14.0"   # or [..., piper] for Piper

Run::

    python server/bot.py            # then open http://localhost:7860/client

Environment: every ``HOTMEM_*`` variable of the library (store in ``HOTMEM_DATA_DIR``), plus
``HOTMEM_BOT_LANGUAGE`` (STT/TTS language, default ``en``), ``HOTMEM_BOT_WHISPER_MODEL``
(default ``small``, multilingual), ``HOTMEM_BOT_TTS`` (``kokoro`` or ``piper``) and
``HOTMEM_BOT_VOICE`` (default: a voice for the language).

Many callers, one process: Pipecat's runner calls :func:`bot` once per connection, in this
process. HotMem's models load once, when this module is imported (``hotmem.prewarm()``), and
every call's ``HotMemProcessor`` shares them and the store, so a new call starts at once.

Who is calling: memory belongs to a user id, and a caller's memory comes back on the next call
only if that call carries the same id. :func:`caller_id` takes it from the connection request,
in this order: ``user_id`` in the runner's request body (the web client's ``/start`` body or
``requestData`` of its offer, e.g. ``{"user_id": "alice"}``), a ``user_id`` query parameter of a
WebSocket connection (``wss://host/ws?user_id=alice``), the caller's phone number of a telephony
call (Twilio/Telnyx/Plivo/Exotel ``from``, Daily dial-in ``From``). These ids are what the client
claims: put your own authentication in front of the runner before trusting them. A call without
any of them is anonymous: it gets a fresh id (``anon-<session id>``), so it never sees another
caller's memory, and what it tells the bot is not recalled on a later call.

:func:`build_pipeline` takes every service as an argument, so a test can build the same
pipeline with light stand-ins for the transport, STT, LLM and TTS.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import structlog
from pipecat.frames.frames import LLMRunFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.transcriptions.language import Language
from pipecat.workers.runner import WorkerRunner

import hotmem
from hotmem import HotMemConfig, HotMemProcessor

if TYPE_CHECKING:
    from pipecat.processors.frame_processor import FrameProcessor
    from pipecat.runner.types import RunnerArguments
    from pipecat.transports.base_transport import BaseTransport

SYSTEM_INSTRUCTION = (
    "You are a friendly voice assistant. Your answers are spoken aloud: one or two short "
    "sentences, no lists or markdown, in the language the user speaks. When a memory message "
    "lists facts the user told you earlier, use them naturally; never invent facts about the user."
)
DEFAULT_LLM_BASE_URL = "http://127.0.0.1:11434/v1"
KOKORO_VOICES = {"en": "af_heart", "es": "ef_dora", "fr": "ff_siwis", "it": "if_sara"}
PIPER_VOICES = {
    "en": "en_US-lessac-medium",
    "es": "es_ES-davefx-medium",
    "fr": "fr_FR-siwis-medium",
    "de": "de_DE-thorsten-medium",
    "it": "it_IT-paola-medium",
}
EXTRAS_HINT = 'pip install "pipecat-ai[webrtc,runner,whisper,kokoro]==1.14.0"'
logger = structlog.get_logger("hotmem.bot")

# Load HotMem's models once for every call this process will serve (as bots do with Silero VAD).
hotmem.prewarm()


@dataclass(frozen=True, slots=True)
class BotSettings:
    """The bot's own settings (``HOTMEM_BOT_*``) beside HotMem's ``HotMemConfig``."""

    language: str = "en"
    whisper_model: str = "small"
    tts: str = "kokoro"
    voice: str | None = None

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> BotSettings:
        env = os.environ if environ is None else environ
        settings = cls(
            language=env.get("HOTMEM_BOT_LANGUAGE", "en").strip().lower() or "en",
            whisper_model=env.get("HOTMEM_BOT_WHISPER_MODEL", "small").strip() or "small",
            tts=env.get("HOTMEM_BOT_TTS", "kokoro").strip().lower() or "kokoro",
            voice=env.get("HOTMEM_BOT_VOICE", "").strip() or None,
        )
        if settings.tts not in ("kokoro", "piper"):
            raise ValueError(f"HOTMEM_BOT_TTS={settings.tts!r}: accepted kokoro, piper")
        if settings.language not in PIPER_VOICES:
            raise ValueError(
                f"HOTMEM_BOT_LANGUAGE={settings.language!r}: accepted en, es, fr, de, it"
            )
        return settings


# ---------------------------------------------------------------------- the pipeline


def build_pipeline(
    *,
    transport: Any,
    stt: FrameProcessor,
    llm: FrameProcessor,
    tts: FrameProcessor,
    memory: HotMemProcessor | None = None,
    context: LLMContext | None = None,
    user_params: LLMUserAggregatorParams | None = None,
) -> tuple[Pipeline, LLMContextAggregatorPair, HotMemProcessor]:
    """Wire transport, STT, HotMem, the context aggregators, LLM and TTS into one pipeline.

    Args:
        transport: anything with ``input()`` and ``output()`` processors (a Pipecat transport).
        stt: the speech-to-text service.
        llm: the LLM service.
        tts: the text-to-speech service.
        memory: the HotMem stage (default ``HotMemProcessor()``, settings from ``HOTMEM_*``).
        context: the shared context (default: empty; the bot greets first, so the memory message
            is never the first message).
        user_params: user aggregator settings (default: Silero VAD and Pipecat's default turn
            strategies).

    Returns:
        The pipeline, the aggregator pair (its context is the LLM's) and the HotMem processor.
    """
    memory = memory or HotMemProcessor()
    context = context or LLMContext()
    if user_params is None:
        from pipecat.audio.vad.silero import SileroVADAnalyzer

        user_params = LLMUserAggregatorParams(vad_analyzer=SileroVADAnalyzer())
    aggregators = LLMContextAggregatorPair(context, user_params=user_params)
    pipeline = Pipeline(
        [
            transport.input(),
            stt,
            memory,
            aggregators.user(),
            llm,
            tts,
            transport.output(),
            aggregators.assistant(),
        ]
    )
    return pipeline, aggregators, memory


# ---------------------------------------------------------------------- the services


def make_stt(settings: BotSettings) -> FrameProcessor:
    """Whisper (faster-whisper) on the CPU, in the bot's language."""
    try:
        from pipecat.services.whisper.stt import WhisperSTTService
    except ImportError as err:
        raise ImportError(f"Whisper STT needs the whisper extra: {EXTRAS_HINT}") from err
    return WhisperSTTService(
        device="cpu",
        compute_type="int8",
        settings=WhisperSTTService.Settings(
            model=settings.whisper_model, language=Language(settings.language)
        ),
    )


def make_tts(settings: BotSettings) -> FrameProcessor:
    """Kokoro (default) or Piper, with a voice for the bot's language."""
    if settings.tts == "piper":
        try:
            from pipecat.services.piper.tts import PiperTTSService
        except ImportError as err:
            raise ImportError(
                'Piper TTS needs the piper extra: pip install "pipecat-ai[piper]==1.14.0"'
            ) from err
        voice = settings.voice or PIPER_VOICES[settings.language]
        return PiperTTSService(settings=PiperTTSService.Settings(voice=voice))
    try:
        from pipecat.services.kokoro.tts import KokoroTTSService
    except ImportError as err:
        raise ImportError(f"Kokoro TTS needs the kokoro extra: {EXTRAS_HINT}") from err
    voice = settings.voice or KOKORO_VOICES.get(settings.language)
    if voice is None:
        raise ValueError(
            f"Kokoro has no voice for {settings.language!r}: set HOTMEM_BOT_TTS=piper "
            "or HOTMEM_BOT_VOICE"
        )
    return KokoroTTSService(
        settings=KokoroTTSService.Settings(voice=voice, language=Language(settings.language))
    )


def make_llm(config: HotMemConfig) -> FrameProcessor:
    """An OpenAI-compatible LLM service, local by default (needs no extra)."""
    from pipecat.services.openai.llm import OpenAILLMService

    return OpenAILLMService(
        api_key=config.llm_api_key,
        base_url=config.llm_base_url or DEFAULT_LLM_BASE_URL,
        settings=OpenAILLMService.Settings(
            model=config.llm_model, system_instruction=SYSTEM_INSTRUCTION
        ),
    )


# ---------------------------------------------------------------------- who is calling


def _text(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def caller_id(runner_args: RunnerArguments) -> str | None:
    """The stable id of the caller from the connection request, or ``None`` when it has none.

    Looked up in order: ``body["user_id"]`` (web client), a ``user_id`` query parameter of the
    WebSocket, the caller's phone number (``call_data.from_number``, or Daily dial-in's
    ``body["dialin_settings"]["From"]``). See the module docstring.
    """
    body = getattr(runner_args, "body", None)
    if isinstance(body, dict):
        found = _text(body.get("user_id"))
        if found:
            return found
    websocket = getattr(runner_args, "websocket", None)
    params = getattr(websocket, "query_params", None)
    if params is not None:
        found = _text(params.get("user_id"))
        if found:
            return found
    call_data = getattr(runner_args, "call_data", None)
    found = _text(getattr(call_data, "from_number", None))
    if found:
        return f"tel:{found}"
    if isinstance(body, dict) and isinstance(body.get("dialin_settings"), dict):
        found = _text(body["dialin_settings"].get("From"))
        if found:
            return f"tel:{found}"
    return None


def memory_user(runner_args: RunnerArguments) -> str:
    """The HotMem user id of this call: the caller's id, or a fresh anonymous one."""
    found = caller_id(runner_args)
    if found is not None:
        return found
    anonymous = f"anon-{getattr(runner_args, 'session_id', None) or uuid.uuid4().hex}"
    logger.warning("bot.anonymous_caller", user=anonymous,
                   reason="no user id in the connection request; this call's memory will not "
                          "be recalled on the next one")
    return anonymous


# ---------------------------------------------------------------------- running


async def run_bot(transport: BaseTransport, runner_args: RunnerArguments) -> None:
    """Build the services and the pipeline for one connected client and run it."""
    config = HotMemConfig.from_env()
    settings = BotSettings.from_env()
    pipeline, _aggregators, _memory = build_pipeline(
        transport=transport,
        stt=make_stt(settings),
        llm=make_llm(config),
        tts=make_tts(settings),
        # One processor per call costs milliseconds: models and store are shared per process.
        memory=HotMemProcessor(config=config, user_id=memory_user(runner_args)),
    )
    worker = PipelineWorker(
        pipeline,
        params=PipelineParams(enable_metrics=True),
        idle_timeout_secs=runner_args.pipeline_idle_timeout_secs,
    )

    @transport.event_handler("on_client_connected")
    async def on_client_connected(_transport: Any, _client: Any) -> None:
        # The bot speaks first, so the context never starts with the memory message.
        await worker.queue_frame(LLMRunFrame())

    @transport.event_handler("on_client_disconnected")
    async def on_client_disconnected(_transport: Any, _client: Any) -> None:
        await worker.cancel()

    runner = WorkerRunner(handle_sigint=runner_args.handle_sigint)
    await runner.add_workers(worker)
    await runner.run()


async def bot(runner_args: RunnerArguments) -> None:
    """Entry point of Pipecat's development runner (``pipecat.runner.run.main``)."""
    try:
        from pipecat.runner.utils import create_transport
        from pipecat.transports.base_transport import TransportParams
    except ImportError as err:
        raise ImportError(
            f"the web client needs the runner and webrtc extras: {EXTRAS_HINT}"
        ) from err

    transport = await create_transport(
        runner_args,
        {"webrtc": lambda: TransportParams(audio_in_enabled=True, audio_out_enabled=True)},
    )
    await run_bot(transport, runner_args)


if __name__ == "__main__":
    from pipecat.runner.run import main

    main()
