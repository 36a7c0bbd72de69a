"""HotMem as a Pipecat stage: memory for every final transcription, off the event loop.

Place :class:`HotMemProcessor` between the STT service and the user context aggregator::

    transport.input() -> stt -> HotMemProcessor() -> context_aggregator.user() -> llm -> ...

For each final ``TranscriptionFrame`` it runs :meth:`hotmem.HotMem.process_turn` in a worker
thread and pushes, ahead of the transcription, an ``LLMMessagesTransformFrame`` that replaces the
one HotMem message in the shared ``LLMContext``. The user aggregator applies the transform before
it aggregates the transcription, so the memory lands right before the newest user message.

Placement rules of the memory message:

- At most one: the transform removes every HotMem message it finds before adding the new one
  (found by its marker type, :class:`MemoryMessage`, or, for a context that was copied through
  JSON, by its role and the ``inject_header`` line that opens it). Several transcriptions in one
  user turn therefore update the same message.
- Never at index 0 (some provider adapters drop a leading system message): when the context holds
  nothing else, no memory message is added for that turn. The facts are stored all the same, and
  a later turn that asks for them gets them. Start the context with a greeting (or let the bot
  speak first) if the very first user turn must see memory.
- Removed when the turn injects nothing (nothing relevant, or ``disable_injection``).
- It is appended when the transcription arrives; a message added to the context between then and
  the end of the user turn (e.g. the assistant's interrupted reply) lands between the memory and
  the user message.

Engine calls run, in order, on one worker thread owned by the processor, so the event loop only
waits for the GIL: Python work in that thread can delay the loop by about one switch interval
(5 ms) at a time, never by a whole turn.

Many callers in one process: models and the store of a data dir are process-wide (see
:mod:`hotmem.warmup` and :mod:`hotmem.shared_store`), so a ``HotMemProcessor()`` per call lets its
``StartFrame`` through in milliseconds once the process is warm. A processor never makes a call
wait for a model: when it builds its own engine, ``setup`` only queues the models that are not
loaded yet for one background thread, and a user turn in a language still loading passes
through unchanged, without memory (logged as ``processor.turn_without_memory``; nothing is
stored for it). Call ``hotmem.prewarm()`` when the bot module is imported so that never happens.

Failures are reported the Pipecat way as well as logged: a turn that fails (a bad user id, a
store error, a bug in a stage) pushes a non-fatal ``ErrorFrame`` upstream with ``push_error``,
and the transcription still reaches the aggregator.
"""

from __future__ import annotations

import asyncio
import functools
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import TYPE_CHECKING, Any

import structlog
from pipecat.frames.frames import (
    CancelFrame,
    EndFrame,
    Frame,
    LLMContextAssistantTurnFrame,
    LLMMessagesTransformFrame,
    StartFrame,
    SystemFrame,
    TranscriptionFrame,
)
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.utils.errors import ErrorCategory

from hotmem.config import HotMemConfig
from hotmem.engine import HotMem
from hotmem.errors import ConfigError, HotMemError, ModelLoadingError, StoreError

if TYPE_CHECKING:
    from pipecat.processors.aggregators.llm_context import LLMContextMessage
    from pipecat.processors.frame_processor import FrameProcessorSetup


log = structlog.get_logger("hotmem.processor")

_CLEANUP_WAIT_S = 10.0


class MemoryMessage(dict):
    """The HotMem message in an ``LLMContext``: a plain ``{"role", "content"}`` dict.

    The subclass is the tag: adapters and JSON see an ordinary message with clean text, while
    :func:`is_memory_message` recognises it (also after ``copy.deepcopy``).
    """


def is_memory_message(message: Any, header: str) -> bool:
    """Whether ``message`` is a HotMem memory message.

    Args:
        message: a context message (dict or ``LLMSpecificMessage``).
        header: the configured ``inject_header``; a plain dict whose content starts with this
            header on its own line is recognised too (a context restored from JSON).
    """
    if isinstance(message, MemoryMessage):
        return True
    if not isinstance(message, dict) or message.get("role") not in ("system", "developer", "user"):
        return False
    content = message.get("content")
    return isinstance(content, str) and content.startswith(header + "\n")


def _lang_hint(language: Any) -> str | None:
    """A pipecat ``Language`` (a ``StrEnum``, e.g. ``Language.ES_ES``) or string -> "es-ES"."""
    if language is None:
        return None
    value = getattr(language, "value", language)
    return str(value) or None


def _timestamp(value: str | None) -> datetime | None:
    """The ISO-8601 frame timestamp with its UTC offset; ``None`` (now) when it is not one."""
    if not value:
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None


class HotMemProcessor(FrameProcessor):
    """Gives a Pipecat voice bot HotMem's memory. Goes right before the user context aggregator.

    Final ``TranscriptionFrame``s run one HotMem turn each (in a worker thread, so the event loop
    is never blocked by parsing or the store write) and are forwarded after an
    ``LLMMessagesTransformFrame`` that rotates the memory message in the context (see the module
    docstring for where it goes). Interim transcriptions pass through untouched.
    ``LLMContextAssistantTurnFrame``s (the bot's replies, travelling upstream) feed coreference
    only and are forwarded. Every other frame is forwarded in order, both directions.

    An ``InterruptionFrame`` or ``CancelFrame`` never loses a turn: the engine call runs in a task
    the processor owns, which finishes the store write and, unless the pipeline was cancelled,
    pushes the transform and the transcription together, in order.

    Args:
        engine: a HotMem engine to use. It is not closed by the processor. Default: one built
            from ``config`` in :meth:`setup`, sharing the process's models and store, closed at
            ``EndFrame``/cleanup. Models not loaded yet load in the background (see the module
            docstring).
        config: settings when the processor builds the engine (default
            ``HotMemConfig.from_env()``). Ignored when ``engine`` is given (its config is used).
        user_id: whose memory this is. Default: each transcription's ``user_id``, else
            ``"default"``.
        session_id: conversation id for coreference and the rotating message. Default: a new id
            per processor, i.e. per pipeline.
        **kwargs: passed to ``FrameProcessor``.

    Event handlers available:

    - on_memory_injected: a memory message was sent to the context, with the ``TurnResult``.
    - on_facts_extracted: a user turn yielded facts (not fired with ``disable_extraction``),
      with the list of ``hotmem.Fact``.

    Example::

        memory = HotMemProcessor(user_id="alice")

        @memory.event_handler("on_memory_injected")
        async def on_memory_injected(processor, result):
            logger.info(f"memory: {result.bullets}")

        @memory.event_handler("on_facts_extracted")
        async def on_facts_extracted(processor, facts):
            logger.info(f"learned: {[f.to_json() for f in facts]}")
    """

    def __init__(
        self,
        *,
        engine: HotMem | None = None,
        config: HotMemConfig | None = None,
        user_id: str | None = None,
        session_id: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if engine is not None:
            if config is not None and config != engine.config:
                log.warning("processor.config_ignored", reason="engine given; its config is used")
            self._config = engine.config
        else:
            self._config = config or HotMemConfig.from_env()
        self._engine = engine
        self._owns_engine = engine is None
        self._user_id = user_id
        self._last_user: str | None = None  # whose turn the assistant is answering
        self._session_id = session_id or f"pipecat-{uuid.uuid4().hex[:12]}"
        self._passthrough = self._config.disable_injection and self._config.disable_extraction

        self._executor: ThreadPoolExecutor | None = None
        self._pending: asyncio.Task | None = None
        self._stats_task: asyncio.Task | None = None
        self._closed = False
        self._cancelled = False
        self._setup_error: HotMemError | None = None  # reported when the StartFrame passes
        self._last_assistant_frame_id: int | None = None

        self._register_event_handler("on_memory_injected")
        self._register_event_handler("on_facts_extracted")

    # ------------------------------------------------------------------ properties

    @property
    def engine(self) -> HotMem | None:
        """The engine (``None`` before :meth:`setup` when the processor builds it)."""
        return self._engine

    @property
    def config(self) -> HotMemConfig:
        return self._config

    @property
    def session_id(self) -> str:
        return self._session_id

    # ------------------------------------------------------------------ lifecycle

    async def setup(self, setup: FrameProcessorSetup) -> None:
        """Start the worker thread and build the engine if none was given, never waiting for models.

        Models not loaded in this process yet are queued for the background loader; the engine
        itself (shared store, shared models) takes milliseconds in a warm process. If the store
        cannot be opened or the config is unusable, the call goes on without memory: the error
        is logged here and pushed upstream (``push_error``) once the ``StartFrame`` has passed.
        """
        await super().setup(setup)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hotmem")
        if self._engine is None and not self._passthrough:
            t0 = time.perf_counter()
            loop = asyncio.get_running_loop()
            build = functools.partial(HotMem, self._config, prewarm=False, wait_for_models=False)
            try:
                self._engine = await loop.run_in_executor(self._executor, build)
            except (StoreError, ConfigError) as err:
                log.error("processor.engine_failed", error=f"{type(err).__name__}: {err}")
                self._setup_error = err
                self._passthrough = True  # the call goes on, every frame unchanged
                return
            loading = self._engine.pipelines.load_in_background() is not None
            log.info("processor.engine_ready", ms=round((time.perf_counter() - t0) * 1000, 1),
                     langs=",".join(self._config.langs), models_loading=loading)
        if self._config.stats_interval_s > 0 and not self._passthrough:
            self._stats_task = self.create_task(self._stats_loop(), name="hotmem_stats")

    async def cleanup(self) -> None:
        """Stop the stats task, let in-flight engine work finish, close an owned engine."""
        await super().cleanup()
        if self._stats_task is not None:
            await self.cancel_task(self._stats_task)
            self._stats_task = None
        if self._pending is not None and not self._pending.done():
            # Pushing is suppressed once cancelled; the store write itself always completes.
            self._cancelled = True
            await asyncio.wait([self._pending], timeout=_CLEANUP_WAIT_S)
        if self._executor is not None:
            await asyncio.to_thread(self._executor.shutdown, wait=True)
            self._executor = None
        # Giving back the store may close it (LMDB sync, a connection pool): not on the loop.
        await asyncio.to_thread(self._close_engine)

    def _close_engine(self) -> None:
        if self._owns_engine and self._engine is not None and not self._closed:
            self._engine.close()
            log.debug("processor.engine_closed")
        self._closed = True

    # ------------------------------------------------------------------ frames

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        """Run final transcriptions and assistant turns through HotMem; forward everything."""
        await super().process_frame(frame, direction)

        if isinstance(frame, TranscriptionFrame) and direction == FrameDirection.DOWNSTREAM:
            await self._handle_transcription(frame)
        elif isinstance(frame, LLMContextAssistantTurnFrame):
            await self._handle_assistant_turn(frame, direction)
        elif isinstance(frame, EndFrame):
            await self._handle_end(frame, direction)
        elif isinstance(frame, CancelFrame):
            await self._handle_cancel(frame, direction)
        elif isinstance(frame, (SystemFrame, StartFrame)):
            await self.push_frame(frame, direction)
            if isinstance(frame, StartFrame) and self._setup_error is not None:
                err, self._setup_error = self._setup_error, None
                await self._report(f"HotMem has no memory for this call: "
                                   f"{type(err).__name__}: {err}", err)
        else:
            await self._wait_pending()
            await self.push_frame(frame, direction)

    async def _handle_transcription(self, frame: TranscriptionFrame) -> None:
        if self._passthrough or self._closed or not frame.text.strip():
            await self._wait_pending()
            await self.push_frame(frame)
            return
        # The turn runs in a task we own: an InterruptionFrame cancels process_frame (and this
        # await) but not the task, which finishes the store write and pushes transform +
        # transcription together. The next turn chains behind it, so order is kept.
        task = self.create_task(self._run_turn(frame, self._pending), name="hotmem_turn")
        self._pending = task
        try:
            await asyncio.shield(task)
        except asyncio.CancelledError:
            if not task.done():
                log.debug("processor.turn_detached", reason="interrupted", text=frame.text[:60])
            raise

    async def _run_turn(self, frame: TranscriptionFrame, previous: asyncio.Task | None) -> None:
        if previous is not None and not previous.done():
            await asyncio.wait([previous])
        received = time.perf_counter()
        user = self._user_id or frame.user_id or "default"
        self._last_user = user
        call = functools.partial(
            self._engine.process_turn,  # type: ignore[union-attr]
            frame.text,
            user=user,
            session=self._session_id,
            ts=_timestamp(frame.timestamp),
            lang_hint=_lang_hint(frame.language),
        )
        try:
            result = await asyncio.get_running_loop().run_in_executor(self._executor, call)
        except ModelLoadingError as err:
            log.info("processor.turn_without_memory", user=user, reason=str(err))
            if not self._cancelled:
                await self.push_frame(frame)
            return
        except Exception as err:
            # InvalidUserError/ValueError from the engine, or an executor already shut down: the
            # turn gets no memory, but the transcription still reaches the aggregator.
            log.error("processor.turn_failed", user=user, error=f"{type(err).__name__}: {err}")
            if not self._cancelled:
                await self._report(f"HotMem turn failed: {type(err).__name__}: {err}", err)
                await self.push_frame(frame)
            return
        if result.error is not None and not self._cancelled:
            await self._report(f"HotMem turn failed: {result.error}", None)
        wall_ms = (time.perf_counter() - received) * 1000
        log.info(
            "processor.turn",
            user=user,
            lang=result.lang,
            intent=result.intent.value,
            facts=len(result.facts),
            injected=result.injected and not self._config.disable_injection,
            wall_ms=round(wall_ms, 3),
            **{f"{k}_ms": round(v, 3) for k, v in result.timings_ms.items()},
        )
        if self._cancelled:
            return  # the store has the turn; the pipeline is gone, so nothing more to push
        message = None if self._config.disable_injection else result.message
        await self.push_frame(
            LLMMessagesTransformFrame(transform=self._make_transform(message, result.role),
                                      run_llm=False)
        )
        await self.push_frame(frame)
        if message is not None:
            await self._call_event_handler("on_memory_injected", result)
        if result.facts and not self._config.disable_extraction:
            await self._call_event_handler("on_facts_extracted", list(result.facts))

    async def _report(self, message: str, err: Exception | None) -> None:
        """A non-fatal ``ErrorFrame`` upstream: the call goes on, the failure is visible."""
        await self.push_error(message, exception=err, category=ErrorCategory.APPLICATION)

    def _make_transform(self, message: str | None, role: str):
        """The context edit: drop every HotMem message, then append ``message`` (if any)."""
        header = self._config.inject_header
        new = MemoryMessage(role=role, content=message) if message is not None else None

        def transform(messages: list[LLMContextMessage]) -> list[LLMContextMessage]:
            kept = [m for m in messages if not is_memory_message(m, header)]
            if new is not None:
                if kept:
                    kept.append(new)
                else:
                    log.debug("processor.memory_skipped", reason="empty context; never at index 0")
            return kept

        return transform

    async def _handle_assistant_turn(
        self, frame: LLMContextAssistantTurnFrame, direction: FrameDirection
    ) -> None:
        # The assistant aggregator broadcasts this frame both ways; observe one copy only.
        duplicate = (
            frame.broadcast_sibling_id is not None
            and frame.broadcast_sibling_id == self._last_assistant_frame_id
        )
        self._last_assistant_frame_id = frame.id
        if (
            not duplicate
            and not self._passthrough
            and not self._closed
            and not self._cancelled
            and self._engine is not None
            and frame.text.strip()
        ):
            # Fire and forget: the single worker thread runs it before the next user turn.
            call = functools.partial(
                self._engine.process_turn,
                frame.text,
                user=self._user_id or self._last_user or "default",
                session=self._session_id,
                role="assistant",
            )
            future = asyncio.get_running_loop().run_in_executor(self._executor, call)
            future.add_done_callback(_log_failure)
        await self._wait_pending()
        await self.push_frame(frame, direction)

    async def _handle_end(self, frame: EndFrame, direction: FrameDirection) -> None:
        await self._wait_pending()
        if self._owns_engine and self._engine is not None and not self._closed:
            await asyncio.get_running_loop().run_in_executor(self._executor, self._close_engine)
        self._log_stats("processor.latency_final")
        await self.push_frame(frame, direction)

    async def _handle_cancel(self, frame: CancelFrame, direction: FrameDirection) -> None:
        # The turn in flight still completes its store write (cleanup waits for it); its frames
        # are not pushed into a pipeline that is being torn down.
        self._cancelled = True
        await self.push_frame(frame, direction)

    async def _wait_pending(self) -> None:
        """Keep order: a frame that follows a detached turn waits until that turn is pushed."""
        pending = self._pending
        if pending is not None and not pending.done():
            await asyncio.wait([pending])

    # ------------------------------------------------------------------ stats

    async def _stats_loop(self) -> None:
        while True:
            await asyncio.sleep(self._config.stats_interval_s)
            self._log_stats("processor.latency")

    def _log_stats(self, event: str) -> None:
        if self._engine is None or len(self._engine.stats) == 0:
            return
        log.info(
            event,
            turns=len(self._engine.stats),
            p50_ms=self._engine.stats.percentiles(50),
            p95_ms=self._engine.stats.percentiles(95),
        )


def _log_failure(future: asyncio.Future) -> None:
    if future.cancelled():
        return
    err = future.exception()
    if err is not None:
        log.error("processor.assistant_turn_failed", error=f"{type(err).__name__}: {err}")
