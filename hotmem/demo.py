"""``hotmem demo``: HotMem inside a real Pipecat pipeline, offline, in a terminal.

The conversation (the bundled multilingual one, a file, or stdin) is fed as final
``TranscriptionFrame``s through::

    HotMemProcessor -> user aggregator -> (prints the LLM's messages) -> LLM -> assistant aggregator

No audio and, by default, no network: without ``HOTMEM_LLM_BASE_URL`` a stand-in LLM answers
with a canned line, and the demo prints, for every turn, exactly the messages an LLM would
receive, so the rotating memory message can be watched changing turn by turn. With
``HOTMEM_LLM_BASE_URL`` (any OpenAI-compatible server, e.g. Ollama or llama.cpp) the real
``OpenAILLMService`` answers (``HOTMEM_LLM_MODEL``, ``HOTMEM_LLM_API_KEY``).

The store lives in a temporary directory, deleted at the end, unless ``HOTMEM_DATA_DIR`` is set.
The demo ends with the engine's per-stage latency table (p50/p95 over the user turns).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import textwrap
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from loguru import logger
from pipecat.frames.frames import (
    EndFrame,
    Frame,
    LLMContextFrame,
    LLMFullResponseEndFrame,
    LLMFullResponseStartFrame,
    LLMTextFrame,
    TranscriptionFrame,
)
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.processors.frame_processor import FrameDirection, FrameProcessor
from pipecat.transcriptions.language import Language
from pipecat.turns.user_start import TranscriptionUserTurnStartStrategy
from pipecat.turns.user_stop import SpeechTimeoutUserTurnStopStrategy
from pipecat.turns.user_turn_strategies import UserTurnStrategies
from pipecat.utils.time import time_now_iso8601
from pipecat.workers.runner import WorkerRunner

from hotmem.config import ConfigError, HotMemConfig
from hotmem.engine import HotMem
from hotmem.errors import HotMemError
from hotmem.nlp import Pipelines
from hotmem.processor import HotMemProcessor, is_memory_message

if TYPE_CHECKING:
    from hotmem.metrics import LatencyStats
    from hotmem.types import Fact

BUNDLED = "data/demo_conversation.jsonl"
DEMO_USER = "demo"
GREETING = "Hi! I'm a voice assistant with HotMem memory. Tell me about yourself."
SYSTEM_INSTRUCTION = (
    "You are a friendly voice assistant. Answer in one or two short sentences, in the user's "
    "language. Use the memory notes when they help; never invent facts about the user."
)
STAND_IN_REPLY = "OK! (canned stand-in reply)"
SHOWN_MESSAGES = 4  # per turn, the newest messages are printed; older ones are folded
TURN_TIMEOUT_S = 10.0
LLM_TURN_TIMEOUT_S = 120.0
USER_SPEECH_TIMEOUT_S = 0.15
_TABLE_STAGES = ("lang", "parse", "intent", "extraction", "retrieval", "update", "total")


@dataclass(frozen=True, slots=True)
class DemoTurn:
    """One user utterance of the demo conversation."""

    text: str
    lang: str | None = None


class DemoInputError(HotMemError, ValueError):
    """The conversation input cannot be read or parsed."""


def load_conversation(input_path: str | None) -> list[DemoTurn]:
    """Read the conversation: bundled (``None``), stdin (``"-"``) or a file.

    Lines are JSON objects with ``"text"`` (and optionally ``"lang"``; lines with a ``"role"``
    other than ``"user"`` are skipped) or plain text. Blank lines are skipped.

    Raises:
        DemoInputError: the file cannot be read, or a JSON line has no usable ``"text"``.
    """
    try:
        if input_path is None:
            raw = resources.files("hotmem").joinpath(BUNDLED).read_text(encoding="utf-8")
        elif input_path == "-":
            raw = sys.stdin.read()
        else:
            raw = Path(input_path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise DemoInputError(f"cannot read {input_path or BUNDLED}: {err}") from None
    turns: list[DemoTurn] = []
    for number, line in enumerate(raw.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        if not line.startswith("{"):
            turns.append(DemoTurn(line))
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as err:
            raise DemoInputError(f"line {number}: not valid JSON ({err.msg})") from None
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise DemoInputError(f'line {number}: expected {{"text": "...", "lang"?: "en"}}')
        if item.get("role", "user") != "user":
            continue
        lang = item.get("lang")
        turns.append(DemoTurn(item["text"], lang if isinstance(lang, str) else None))
    if not turns:
        raise DemoInputError(f"{input_path or BUNDLED}: no user turns found")
    return turns


def run_demo(input_path: str | None, out: IO[str], *, pipelines: Pipelines | None = None) -> int:
    """Run the demo conversation through a Pipecat pipeline and report to ``out``.

    Args:
        input_path: conversation file, ``"-"`` for stdin, ``None`` for the bundled one.
        out: where the human-readable transcript and the latency table go.
        pipelines: already loaded spaCy pipelines to use (tests share theirs); by default the
            demo loads the configured languages before the pipeline starts, so memory shows
            from the first turn.

    Returns:
        0 on success, 2 for unusable input or settings.
    """
    try:
        turns = load_conversation(input_path)
    except DemoInputError as err:
        sys.stderr.write(f"hotmem demo: {err}\n")
        return 2
    explicit_dir = os.environ.get("HOTMEM_DATA_DIR", "").strip()
    with tempfile.TemporaryDirectory(prefix="hotmem-demo-") as tmp:
        try:
            config = (
                HotMemConfig.from_env()
                if explicit_dir
                else HotMemConfig.from_env(data_dir=Path(tmp) / "store", store_url=None)
            )
        except ConfigError as err:
            sys.stderr.write(f"hotmem demo: {err}\n")
            return 2
        store_note = str(config.data_dir) if explicit_dir else "a temporary directory (deleted)"
        # Pipecat logs through loguru at DEBUG by default; keep the terminal for the transcript.
        logger.remove()
        handler = logger.add(sys.stderr, level=config.log_level.upper())
        try:
            return asyncio.run(_run(turns, config, out, store_note, pipelines))
        finally:
            logger.remove(handler)
            logger.add(sys.stderr)


async def _run(
    turns: list[DemoTurn],
    config: HotMemConfig,
    out: IO[str],
    store_note: str,
    pipelines: Pipelines | None,
) -> int:
    real_llm = bool(config.llm_base_url)
    _print_banner(out, config, store_note, real_llm, len(turns))

    context = LLMContext([{"role": "assistant", "content": GREETING}])
    aggregators = LLMContextAggregatorPair(
        context,
        user_params=LLMUserAggregatorParams(
            # Text-only turn detection: no VAD, no smart-turn ONNX model.
            user_turn_strategies=UserTurnStrategies(
                start=[TranscriptionUserTurnStartStrategy()],
                stop=[SpeechTimeoutUserTurnStopStrategy(user_speech_timeout=USER_SPEECH_TIMEOUT_S)],
            ),
        ),
    )
    if pipelines is None:
        # A voice bot's processor never waits for its models (turns pass through while they
        # load); the demo shows memory from its first turn, so it loads them before starting.
        out.write("  loading the language models...\n")
        out.flush()
        pipelines = Pipelines(config.langs)
        await asyncio.to_thread(pipelines.load_all)
    engine = HotMem(config, pipelines=pipelines)
    memory = HotMemProcessor(config=config, engine=engine, user_id=DEMO_USER, session_id="demo")
    printer = ContextPrinter(out=out, header=config.inject_header, real_llm=real_llm)
    llm = _real_llm(config) if real_llm else StandInLLM()
    pipeline = Pipeline([memory, aggregators.user(), printer, llm, aggregators.assistant()])
    worker = PipelineWorker(
        pipeline, enable_rtvi=False, cancel_on_idle_timeout=False, idle_timeout_secs=None
    )

    started = asyncio.Event()
    turn_done = asyncio.Event()
    learned: list[Fact] = []

    @worker.event_handler("on_pipeline_started")
    async def _on_started(_worker: Any, _frame: Any) -> None:
        started.set()

    @memory.event_handler("on_facts_extracted")
    async def _on_facts(_processor: Any, facts: list[Fact]) -> None:
        learned.extend(facts)

    @aggregators.assistant().event_handler("on_assistant_turn_stopped")
    async def _on_reply(_aggregator: Any, message: Any) -> None:
        label = "bot" if real_llm else "bot (stand-in)"
        out.write(f"  {label}> {message.content}\n")
        turn_done.set()

    async def feed() -> None:
        await asyncio.wait_for(started.wait(), timeout=60)
        for number, turn in enumerate(turns, 1):
            out.write(f"\n--- turn {number}/{len(turns)} " + "-" * 50 + "\n")
            out.write(f"  user{f' [{turn.lang}]' if turn.lang else ''}> {turn.text}\n")
            out.flush()
            learned.clear()
            turn_done.clear()
            await worker.queue_frame(
                TranscriptionFrame(
                    text=turn.text,
                    user_id=DEMO_USER,
                    timestamp=time_now_iso8601(),
                    language=_language(turn.lang),
                )
            )
            timeout = LLM_TURN_TIMEOUT_S if real_llm else TURN_TIMEOUT_S
            try:
                await asyncio.wait_for(turn_done.wait(), timeout=timeout)
            except TimeoutError:
                out.write(f"  (no reply within {timeout:.0f} s; moving on)\n")
            # Events are delivered in tasks; give the facts event a moment to land.
            await asyncio.sleep(0)
            if learned:
                out.write("  remembered: " + "; ".join(_fact_text(f) for f in learned) + "\n")
            out.flush()
        await worker.queue_frame(EndFrame())

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    try:
        await asyncio.gather(runner.run(), feed())
    finally:
        if engine is not None:
            engine.close()

    stats = memory.engine.stats if memory.engine is not None else None
    _print_latency(out, stats)
    out.flush()
    return 0


def _language(code: str | None) -> Language | None:
    if not code:
        return None
    try:
        return Language(code)
    except ValueError:
        return None


def _real_llm(config: HotMemConfig) -> Any:
    from pipecat.services.openai.llm import OpenAILLMService

    return OpenAILLMService(
        api_key=config.llm_api_key,
        base_url=config.llm_base_url,
        settings=OpenAILLMService.Settings(
            model=config.llm_model, system_instruction=SYSTEM_INSTRUCTION
        ),
    )


def _fact_text(fact: Fact) -> str:
    text = f"({fact.display_s or fact.s}, {fact.r}, {fact.display_d or fact.d})"
    if fact.negated:
        text += " (negated)"
    if fact.hedged:
        text += " (hedged)"
    return text


def _print_banner(
    out: IO[str], config: HotMemConfig, store_note: str, real_llm: bool, n_turns: int
) -> None:
    out.write("HotMem demo: a Pipecat pipeline with memory, no audio\n")
    out.write("  HotMemProcessor -> user aggregator -> LLM -> assistant aggregator\n")
    if real_llm:
        out.write(f"  LLM: {config.llm_model} at {config.llm_base_url} (HOTMEM_LLM_BASE_URL)\n")
    else:
        out.write(
            "  LLM: STAND-IN. HOTMEM_LLM_BASE_URL is not set, so no model is called: for each\n"
            "       turn the demo prints exactly the messages an LLM would receive, and a canned\n"
            "       line answers. Watch the [memory] message change from turn to turn.\n"
        )
    out.write(f"  store: {store_note}; languages: {', '.join(config.langs)}\n")
    out.write(
        textwrap.fill(
            f"system instruction (set on the LLM service, not in the messages): "
            f"{SYSTEM_INSTRUCTION}",
            width=96, initial_indent="  ", subsequent_indent="       ",
        )
        + "\n"
    )
    out.write(f"  {n_turns} user turns; the context starts with the bot's greeting.\n")
    out.flush()


def _print_latency(out: IO[str], stats: LatencyStats | None) -> None:
    out.write("\n=== HotMem latency per user turn (ms, this machine) ===\n")
    if stats is None or len(stats) == 0:
        out.write("  no user turns were processed\n")
        return
    p50, p95 = stats.percentiles(50), stats.percentiles(95)
    out.write(f"  {'stage':<12}{'p50':>9}{'p95':>9}    ({len(stats)} turns)\n")
    for stage in [s for s in _TABLE_STAGES if s in p50] + sorted(set(p50) - set(_TABLE_STAGES)):
        out.write(f"  {stage:<12}{p50[stage]:>9.2f}{p95[stage]:>9.2f}\n")
    out.write("  (intent includes lang+parse; total is the whole process_turn call)\n")


def _format_messages(messages: list[Any], header: str, tail: int = SHOWN_MESSAGES) -> list[str]:
    """One line per message (memory messages in full), older history folded into one line."""
    lines: list[str] = []
    first_shown = max(0, len(messages) - tail)
    if first_shown == 1:
        first_shown = 0  # folding one message saves nothing
    if first_shown:
        lines.append(
            f"  [0-{first_shown - 1}] ({first_shown} earlier messages: the greeting and the "
            "previous turns, printed above)"
        )
    for index, message in enumerate(messages[first_shown:], first_shown):
        if not isinstance(message, dict):
            lines.append(f"  [{index}] {message!r}")
            continue
        role = str(message.get("role", "?"))
        content = message.get("content")
        text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
        tag = " [memory]" if is_memory_message(message, header) else ""
        first, *rest = text.splitlines() or [""]
        lines.append(f"  [{index}] {role}{tag}: {textwrap.shorten(first, 200)}")
        lines.extend(f"        {line}" for line in rest)
    return lines


class ContextPrinter(FrameProcessor):
    """Prints the messages of every ``LLMContextFrame`` on its way to the LLM.

    Args:
        out: where to write.
        header: HotMem's ``inject_header``, to mark the memory message.
        real_llm: whether a real LLM receives the messages (changes the title only).
        **kwargs: passed to ``FrameProcessor``.
    """

    def __init__(self, *, out: IO[str], header: str, real_llm: bool, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._out = out
        self._header = header
        self._real_llm = real_llm

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMContextFrame):
            await self._handle_context(frame)
        await self.push_frame(frame, direction)

    async def _handle_context(self, frame: LLMContextFrame) -> None:
        title = (
            "messages sent to the LLM:"
            if self._real_llm
            else "messages the LLM would receive (stand-in LLM, nothing is sent):"
        )
        lines = [f"  {title}", *_format_messages(frame.context.get_messages(), self._header)]
        self._out.write("\n".join(lines) + "\n")
        self._out.flush()


class StandInLLM(FrameProcessor):
    """Answers every ``LLMContextFrame`` with a canned line, framed like an LLM service's reply."""

    async def process_frame(self, frame: Frame, direction: FrameDirection) -> None:
        await super().process_frame(frame, direction)
        if isinstance(frame, LLMContextFrame):
            await self._handle_context()
        else:
            await self.push_frame(frame, direction)

    async def _handle_context(self) -> None:
        await self.push_frame(LLMFullResponseStartFrame())
        await self.push_frame(LLMTextFrame(STAND_IN_REPLY))
        await self.push_frame(LLMFullResponseEndFrame())
