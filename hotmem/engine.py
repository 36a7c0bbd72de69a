"""The HotMem engine: the one door every caller (processor, CLI, benchmark, tests) goes through.

One call to :meth:`HotMem.process_turn` runs a whole turn::

    clean text -> language -> STT corrections -> parse + clause intent -> facts (+coref)
      -> select bullets (gate, score, diversify) -> one LMDB write -> render rotating message

The engine knows nothing about Pipecat.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from typing import Any

import structlog

from hotmem.aliases import Aliases
from hotmem.config import HotMemConfig
from hotmem.departures import cued_in, departed_facts
from hotmem.episodes.compounds import pieces
from hotmem.episodes.extract import EpisodeQuery
from hotmem.episodes.index import QuestionType
from hotmem.episodes.memory import (
    episode_bullet,
    mentions_any,
    plan_episodes,
    question_words,
    recall,
    with_reply,
)
from hotmem.episodes.outcomes import dated_by_plans
from hotmem.episodes.record import Episode
from hotmem.episodes.stems import stems
from hotmem.errors import EngineClosedError, ModelLoadingError
from hotmem.extract import Extractor
from hotmem.extract.coref import Discourse
from hotmem.inject import RotatingWindow, bullet_for, estimate_tokens, freshness_line
from hotmem.kin_bullets import merge_kin_names
from hotmem.lifecycle import plan_turn
from hotmem.local_time import parse_zone, turn_zone
from hotmem.logs import configure_logging, debug_enabled
from hotmem.metrics import STAGES, LatencyStats
from hotmem.nlp import Pipelines
from hotmem.relations import KINSHIP
from hotmem.retrieve import SHUT, ExplainedCandidate, Retrieval, Retriever
from hotmem.retrieve.needs import (
    OTHERS_ONLY,
    asked_of_assistant,
    episode_serves,
    names_a_left_state,
    repeats_fact,
    restates_an_answer,
    says_past,
    shares_only_cues,
    shares_only_request_words,
    surface_words,
    value_needs,
)
from hotmem.shared_store import acquire_for, release_store
from hotmem.spoken_forget import forget_spoken
from hotmem.store import StoreError, TurnWrite, UserIndex, validate_user
from hotmem.store_api import MemoryStore
from hotmem.text import clean_input
from hotmem.types import Bullet, Extraction, Fact, Intent, TurnResult
from hotmem.warmup import freeze_startup_heap, shared_language_identifier

log = structlog.get_logger("hotmem.engine")

_MAX_SESSIONS = 4096
_RECENT_TURNS = 3


@dataclass(slots=True)
class _Session:
    """Conversation state of one (user, session): coref, rotating window, recent entities."""

    discourse: Discourse
    window: RotatingWindow
    lang: str | None = None
    recent_entities: deque[tuple[str, ...]] = field(
        default_factory=lambda: deque(maxlen=_RECENT_TURNS))
    last_facts: list[Fact] = field(default_factory=list)
    last_episodes: list[str] = field(default_factory=list)  # ids the previous turn wrote
    lock: threading.Lock = field(default_factory=threading.Lock)

    def recent(self) -> list[str]:
        """Entity keys of the last few user turns, newest first, without repeats."""
        seen: dict[str, None] = {}
        for entities in reversed(self.recent_entities):
            for key in entities:
                seen.setdefault(key, None)
        return list(seen)


@dataclass(frozen=True, slots=True)
class TurnEvent:
    """One finished user turn, as turn listeners receive it."""

    user: str
    session: str
    ts: float
    result: TurnResult


TurnListener = Callable[[TurnEvent], None]


@dataclass(frozen=True, slots=True)
class DryRun:
    """What a user turn would do, computed without writing anything (:meth:`HotMem.dry_run`).

    ``bullets`` are the lines this turn's own picks would add to the memory message;
    ``candidates`` every stored fact retrieval scored, best first, with its score terms.
    """

    text: str
    lang: str
    intent: Intent
    facts: list[Fact]
    gated: bool
    why: str
    bullets: list[str]
    candidates: list[ExplainedCandidate]


def _told_of_whom(retrieval: Retrieval) -> EpisodeQuery | None:
    """What was told of the people a gift request names whose likes no stored fact gives
    ("Lena hat bald Geburtstag, was soll ich ihr schenken?" -> "meine Schwester Lena ist voll
    aufs Bouldern abgefahren"), when the turn's own words recall nothing."""
    if not retrieval.needs & OTHERS_ONLY or not retrieval.named:
        return None
    names = tuple(sorted(n for n in retrieval.named if n not in KINSHIP))
    return EpisodeQuery(names, (), QuestionType.WHAT, anchors=names) if names else None


def _asked_by_request(
    retrieval: Retrieval, extraction: Extraction, lang: str,
) -> EpisodeQuery | None:
    """A need-based request that no stored fact serves asks what was told with its words
    ("recommend me something to read" -> "i read a lot, mostly agatha christie"); the
    episodes recalled are shown only when they serve its needs (``_episodes_to_show``)."""
    if not retrieval.unserved:
        return None
    # Its words that name a need ("read"), not how it asks ("recommend me something").
    lemmas = tuple(dict.fromkeys(
        lemma for lemma in extraction.lemmas if value_needs(lemma) & retrieval.unserved))
    if not lemmas:
        return None
    return EpisodeQuery(lemmas, (), QuestionType.WHAT, stems=stems(lemmas, lang),
                        pieces=pieces(lemmas, lang))


def _epoch(ts: float | datetime | str | None) -> float:
    if ts is None:
        return time.time()
    if isinstance(ts, datetime):
        return ts.timestamp()
    if isinstance(ts, str):
        return datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp()
    return float(ts)


def _phrases(words: tuple[str, ...], longest: int = 3) -> list[str]:
    """The runs of one to ``longest`` words of ``words`` ("leroy", "leroy merlin", ...)."""
    return [" ".join(words[i:i + n]) for n in range(1, longest + 1)
            for i in range(len(words) - n + 1)]


def _stage_timings(known: dict[str, float]) -> dict[str, float]:
    """Every timing key of docs/contract.md §3 (0 for stages a short-cut turn skipped)."""
    return {**dict.fromkeys(STAGES, 0.0), **known}


class HotMem:
    """Real-time conversational memory. Thread-safe; use as a context manager or call close().

    Args:
        config: settings (default: ``HotMemConfig.from_env()``).
        pipelines: the spaCy pipelines to use (default: ``Pipelines(config.langs)``; models
            are process-wide either way, so a second engine loads nothing).
        prewarm: load every configured language now rather than on first use.
        wait_for_models: when ``False``, a turn in a language whose model is still loading is
            not waited for: :meth:`process_turn` raises ``ModelLoadingError`` (the model keeps
            loading in the background) and an assistant turn is skipped. ``HotMemProcessor``
            uses this so a call never stalls on a model load.

    Example::

        with HotMem() as mem:
            mem.process_turn("I live in Seattle.", user="alice")
            result = mem.process_turn("What's the weather like where I live?", user="alice")
            print(result.message)
    """

    def __init__(
        self,
        config: HotMemConfig | None = None,
        *,
        pipelines: Pipelines | None = None,
        prewarm: bool = True,
        wait_for_models: bool = True,
    ) -> None:
        self._config = config or HotMemConfig.from_env()
        self._zone = parse_zone(self._config.timezone) if self._config.timezone else None
        configure_logging(self._config.log_level, self._config.log_format)
        self._pipelines = pipelines or Pipelines(self._config.langs)
        if prewarm:
            self._pipelines.load_all()
        self._aliases = Aliases.load(self._config.aliases_file)
        self._wait_for_models = wait_for_models
        self._lang = shared_language_identifier(self._config.langs)
        self._extractor = Extractor(self._pipelines)
        self._retriever = Retriever(self._config)
        # Shared with every other engine of this process on the same data dir or database URL
        # (LMDB allows one open environment per path per process); close() gives it back.
        self._store = acquire_for(self._config)
        if prewarm:
            # The first engine of a process that loads its models before serving moves them
            # out of the GC's walks; a no-op afterwards (see warmup.freeze_startup_heap).
            freeze_startup_heap()
        self._sessions: OrderedDict[tuple[str, str], _Session] = OrderedDict()
        self._sessions_lock = threading.Lock()
        self._closed = False
        self._close_lock = threading.Lock()
        self.stats = LatencyStats()
        self._listeners: tuple[TurnListener, ...] = ()
        self._listeners_lock = threading.Lock()

    # ------------------------------------------------------------------ public API

    @property
    def config(self) -> HotMemConfig:
        return self._config

    @property
    def pipelines(self) -> Pipelines:
        return self._pipelines

    @property
    def store(self) -> MemoryStore:
        return self._store

    def process_turn(
        self,
        text: str,
        *,
        user: str,
        session: str | None = None,
        ts: float | datetime | str | None = None,
        lang_hint: str | None = None,
        role: str = "user",
    ) -> TurnResult:
        """Run one conversational turn.

        Args:
            text: the final transcription (or an assistant utterance with ``role="assistant"``).
            user: whose memory this is; facts are never shared across users.
            session: conversation id (coref and the rotating window live per session).
            ts: when it was said (epoch seconds, datetime or ISO-8601); default now.
            lang_hint: the STT's language, if it gave one ("en", "es-ES", ...).
            role: ``"user"`` or ``"assistant"``. Assistant turns feed coref only.

        Returns:
            The turn's facts, bullets, rotating message and per-stage timings. Never raises for
            bad text; a failure inside a stage is logged and reported in ``TurnResult.error``.

        Raises:
            InvalidUserError: ``user`` is not a usable id.
            ValueError: ``role`` is not "user"/"assistant" or ``ts`` is not a time.
            ModelLoadingError: only with ``wait_for_models=False``: the turn's language is still
                loading; nothing was stored for this turn.
        """
        validate_user(user)
        if role not in ("user", "assistant"):
            raise ValueError(f"role must be 'user' or 'assistant', not {role!r}")
        now, zone = _epoch(ts), turn_zone(ts, self._zone)
        start = time.perf_counter()
        state = self._session(user, session or "default")
        with state.lock:
            if role == "assistant":
                return self._observe_assistant(text, state, lang_hint)
            try:
                if self._closed:
                    raise EngineClosedError("this HotMem engine is closed; the turn was not "
                                            "stored (build a new engine)")
                result = self._user_turn(text, user, session or "default", now, zone, lang_hint,
                                         state)
            except ModelLoadingError:
                raise
            except StoreError as err:
                log.error("turn.store_failed", user=user, error=str(err))
                result = TurnResult(text=text, lang=state.lang or self._config.langs[0],
                                    intent=Intent.REACTION, turn=0, error=str(err),
                                    timings_ms=_stage_timings({}))
            except Exception as err:  # a bug in one stage must not take the call down
                log.exception("turn.failed", user=user, text=text[:80])
                result = TurnResult(text=text, lang=state.lang or self._config.langs[0],
                                    intent=Intent.REACTION, turn=0,
                                    error=f"{type(err).__name__}: {err}",
                                    timings_ms=_stage_timings({}))
        result.timings_ms["total"] = (time.perf_counter() - start) * 1000
        self.stats.add(result.timings_ms)
        if self._listeners:
            self._notify(TurnEvent(user, session or "default", now, result))
        if debug_enabled():
            log.debug("turn.done", user=user, lang=result.lang, intent=result.intent.value,
                      facts=len(result.facts), injected=result.injected,
                      total_ms=round(result.timings_ms["total"], 3))
        return result

    def extract(
        self,
        text: str,
        *,
        session: str | None = None,
        lang_hint: str | None = None,
        user: str = "extract",
    ) -> TurnResult:
        """Extract facts from one utterance without storing, retrieving or injecting anything.

        Coref state is shared by calls with the same ``user``/``session``, in call order
        (``hotmem extract`` uses this).
        """
        validate_user(user)
        start = time.perf_counter()
        state = self._session(user, session or "default")
        with state.lock:
            t0 = time.perf_counter()
            clean = self._clip(text)
            lang = self._lang.detect(clean, hint=lang_hint, previous=state.lang)
            state.lang = lang
            lang_ms = (time.perf_counter() - t0) * 1000
            if not clean:
                return TurnResult(text=text, lang=lang, intent=Intent.REACTION, turn=0,
                                  timings_ms=_stage_timings({"lang": lang_ms,
                                                             "intent": lang_ms}))
            extraction, ext_ms = self._extractor.extract(
                self._aliases.correct_text(clean), lang, state.discourse
            )
            state.discourse.end_turn()
        timings = {
            "intent": lang_ms + ext_ms["parse"] + ext_ms["intent"],
            "extraction": ext_ms["extraction"],
            "parse": ext_ms["parse"],
            "total": (time.perf_counter() - start) * 1000,
        }
        return TurnResult(text=clean, lang=lang, intent=extraction.intent, turn=0,
                          facts=list(self._with_aliases(extraction).facts), timings_ms=timings)

    def dry_run(
        self,
        text: str,
        *,
        user: str,
        session: str | None = None,
        ts: float | datetime | str | None = None,
        lang_hint: str | None = None,
    ) -> DryRun:
        """What ``process_turn`` would extract and inject for ``text``, writing nothing.

        The store, the session's coref state and its rotating window stay as they were: the
        utterance is parsed with a fresh discourse, and only the session's recent entities (if
        the session exists) are read. Each scored candidate comes with its score terms, which
        is what a developer needs to see why a bullet was chosen.

        Raises:
            InvalidUserError: ``user`` is not a usable id.
        """
        validate_user(user)
        now = _epoch(ts)
        with self._sessions_lock:
            state = self._sessions.get((user, session or "default"))
        previous, recent = None, []
        if state is not None:
            with state.lock:  # a turn of that session may be appending to it
                previous, recent = state.lang, state.recent()
        clean = self._clip(text)
        lang = self._lang.detect(clean, hint=lang_hint, previous=previous)
        if not clean:
            return DryRun(text=clean, lang=lang, intent=Intent.REACTION, facts=[], gated=False,
                          why="empty turn", bullets=[], candidates=[])
        extraction, _ = self._extractor.extract(
            self._aliases.correct_text(clean), lang, Discourse()
        )
        extraction = self._with_aliases(extraction)
        with self._store.reading(user) as index:
            explained = self._retriever.explain(
                index, extraction, turn=index.turn + 1, now=now, recent_entities=recent,
                text=clean,
            )
            shown = explained.retrieval.shown
            bullets = [b.text for b in merge_kin_names([
                Bullet(text=bullet_for(pick.edge), key=pick.edge.key, score=pick.score,
                       turn=index.turn + 1)
                for pick in (explained.retrieval.picks if shown is None else shown)])]
        return DryRun(text=clean, lang=lang, intent=extraction.intent,
                      facts=list(extraction.facts), gated=explained.retrieval.gated,
                      why=explained.why, bullets=bullets, candidates=list(explained.candidates))

    def add_turn_listener(self, listener: TurnListener) -> None:
        """Call ``listener`` with a :class:`TurnEvent` after every user turn of this engine.

        Listeners run on the turn's thread after its result is complete, so they must be quick
        (hand the event to a queue). One that raises is logged and skipped; the turn and the
        other listeners go on.
        """
        with self._listeners_lock:
            self._listeners = (*self._listeners, listener)

    def remove_turn_listener(self, listener: TurnListener) -> None:
        """Stop calling ``listener``; unknown listeners are ignored."""
        with self._listeners_lock:
            self._listeners = tuple(x for x in self._listeners if x != listener)

    def users(self) -> list[str]:
        """Ids of every user with stored memory, sorted."""
        return self._store.users()

    def languages(self) -> dict[str, dict[str, Any]]:
        """Per configured language: whether its pipeline is loaded, and which model it runs."""
        loaded = self._pipelines.loaded()
        out: dict[str, dict[str, Any]] = {}
        for lang in self._config.langs:
            pipe = loaded.get(lang)
            if pipe is None:
                out[lang] = {"loaded": False}
                continue
            out[lang] = {"loaded": True, "kind": pipe.kind, "package": pipe.package,
                         "version": pipe.version, "components": pipe.components,
                         "fallback_reason": pipe.fallback_reason}
        return out

    def close(self) -> None:
        """Give back the shared store (the last engine on it closes it).

        Safe twice and from several threads at once: the hold is given back exactly once. A
        later user turn gets an ``EngineClosedError`` in its ``TurnResult.error``.
        """
        with self._close_lock:
            if self._closed:
                return
            self._closed = True
        release_store(self._store)

    def __enter__(self) -> HotMem:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def export(self, user: str) -> dict[str, Any]:
        """Everything stored for ``user`` (all statuses), JSON-ready."""
        return self._store.export(user)

    def forget(
        self, user: str, s: str | None = None, r: str | None = None, d: str | None = None
    ) -> int:
        """Remove matching facts of ``user`` from disk and RAM (with no filter: all of the
        user's memory, episodes included).

        Rotating windows re-validate every bullet against the store when they render, so a
        forgotten fact disappears from the next message without touching session state.
        """
        return self._store.forget(user, s, r, d)

    def _notify(self, event: TurnEvent) -> None:
        for listener in self._listeners:
            try:
                listener(event)
            except Exception:  # a listener's bug must not break the turn or the others
                log.exception("turn.listener_failed", listener=repr(listener))

    # ------------------------------------------------------------------ turn stages

    def _session(self, user: str, session: str) -> _Session:
        key = (user, session)
        with self._sessions_lock:
            state = self._sessions.get(key)
            if state is None:
                state = _Session(Discourse(), RotatingWindow(self._config))
                self._sessions[key] = state
                if len(self._sessions) > _MAX_SESSIONS:
                    self._sessions.popitem(last=False)
            else:
                self._sessions.move_to_end(key)
            return state

    def _clip(self, text: str) -> str:
        text = clean_input(text)
        limit = self._config.max_utterance_chars
        if len(text) > limit:
            log.warning("turn.truncated", chars=len(text), limit=limit)
            text = text[:limit]
        return text

    def _observe_assistant(self, text: str, state: _Session, lang_hint: str | None) -> TurnResult:
        text = self._clip(text)
        lang = self._lang.detect(text, hint=lang_hint, previous=state.lang)
        if text and (self._wait_for_models or self._pipelines.ready(lang)):
            self._extractor.observe(text, lang, state.discourse)
        return TurnResult(text=text, lang=lang, intent=Intent.REACTION, turn=0,
                          role=self._config.inject_role, timings_ms=_stage_timings({}))

    def _user_turn(
        self, raw: str, user: str, session: str, now: float, zone: tzinfo,
        lang_hint: str | None, state: _Session,
    ) -> TurnResult:
        cfg = self._config
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        text = self._clip(raw)
        lang = self._lang.detect(text, hint=lang_hint, previous=state.lang)
        state.lang = lang
        timings["lang"] = (time.perf_counter() - t0) * 1000
        if not text:
            return TurnResult(text=raw, lang=lang, intent=Intent.REACTION, turn=0,
                              role=cfg.inject_role, timings_ms=_stage_timings(timings))
        if not self._wait_for_models:
            self._pipelines.get(lang, wait=False)  # raises ModelLoadingError while it loads

        corrected = self._aliases.correct_text(text)
        extraction, ext_ms = self._extractor.extract(
            corrected, lang, state.discourse, now=now, zone=zone
        )
        state.discourse.end_turn()
        extraction = self._with_departures(user, corrected, lang,
                                           self._with_aliases(extraction))
        told = extraction.episodes
        facts = list(extraction.facts)
        timings["parse"] = ext_ms["parse"]
        timings["intent"] = timings["lang"] + ext_ms["parse"] + ext_ms["intent"]
        timings["extraction"] = ext_ms["extraction"]

        if extraction.forget:  # first the request, then what the turn says after it
            self._forget_spoken(user, extraction, state)
        stored = [] if cfg.disable_extraction else facts

        t1 = time.perf_counter()
        retrieval = SHUT
        recalled: list[Episode] = []
        query = told.query if told is not None else None
        if not cfg.disable_injection:
            with self._store.reading(user) as index:
                retrieval = self._retriever.retrieve(
                    index, extraction, turn=index.turn + 1, now=now,
                    recent_entities=state.recent(), text=text,
                )
                if query is not None:
                    recalled = recall(index, query, words=cfg.recall_word_budget)
                if not recalled and (whom := _told_of_whom(retrieval)) is not None:
                    query = whom  # "Lena hat bald Geburtstag": what was told of Lena
                    recalled = recall(index, query, words=cfg.recall_word_budget)
                if not recalled and query is None and (
                        asked := _asked_by_request(retrieval, extraction, lang)) is not None:
                    query = asked  # "recommend me something to read": what was told of reading
                    recalled = recall(index, query, words=cfg.recall_word_budget)
                    if recalled:  # shown only when they serve its needs
                        retrieval = dataclasses.replace(retrieval, needs=retrieval.unserved)
                if recalled:
                    recalled = self._episodes_to_show(
                        recalled, retrieval, extraction, index, text, lang,
                        asks_when=query is not None and query.qtype is QuestionType.WHEN)
        picks = retrieval.picks
        t2 = time.perf_counter()

        mentions = {key: key for key in extraction.entities}
        mentions.update({f.s: f.display_s for f in stored})
        mentions.update({f.d: f.display_d for f in stored})
        drafts = () if cfg.disable_extraction or told is None or extraction.forget else (
            told.episodes
        )

        own: list[str] = []  # the ids this turn told ("forget that" removes them)
        replies = not (cfg.disable_extraction or extraction.forget
                       or not self._store.max_episodes_per_user)

        def plan(index: UserIndex) -> TurnWrite:
            change = plan_turn(
                index, user=user, facts=stored, mentions=mentions,
                injected=[p.edge.key for p in picks], turn=index.turn + 1, ts=now,
                session=session, lang=lang, source=text,
            )
            if drafts and self._store.max_episodes_per_user:  # 0: the store keeps none
                today = datetime.fromtimestamp(now, zone).date()
                told_now = dated_by_plans(index, drafts, today)  # "the regatta went great"
                change.episodes, change.dropped_episodes = plan_episodes(
                    index, told_now, turn=index.turn + 1, session=session, now=now,
                    cap=self._store.max_episodes_per_user,
                )
            own[:] = [e.episode_id for e in change.episodes]
            if replies and told is not None:  # "It was Matt ...": how the last telling went on
                change.episodes = [*change.episodes, *(
                    e for e in with_reply(index, state.last_episodes, told.opening,
                                          told.opening_lemmas) if e.episode_id not in own)]
            return change

        written, turn = self._store.write_turn(user, plan)
        t3 = time.perf_counter()

        bullets: list[str] = []
        message: str | None = None
        if retrieval.gated or recalled:
            shown = retrieval.shown
            state.window.add(turn, picks if shown is None else shown)
            only = None if shown is None else {pick.edge.key for pick in shown}
            if only is not None and not only:
                # Nothing answers it (most statements): the window would skip every entry.
                rendered, message = [], None
            else:
                # Checked against the store at the start of this turn and written since: no
                # second freshness round trip (a database store would pay one).
                with self._store.reading(user, refresh=False) as index:
                    rendered, message = state.window.render(
                        index, now=now, only=only, dated=retrieval.dated or bool(recalled))
            bullets = [b.text for b in rendered]
            if recalled and query is not None:
                # A request's facts serve it even when shown lately ("was backen wir?" beside
                # a quote about baking): they stay beside the episodes.
                fresh = {bullet_for(p.edge)
                         for p in (retrieval.shown or () if retrieval.needs else picks)}
                bullets, message = self._with_episodes(recalled, bullets, now, query, fresh)
        t4 = time.perf_counter()

        timings["retrieval"] = ((t2 - t1) + (t4 - t3)) * 1000
        timings["update"] = (t3 - t2) * 1000
        state.recent_entities.append(tuple(extraction.entities))
        state.last_facts = list(stored)
        state.last_episodes = own
        if debug_enabled():
            log.debug("turn.stages", user=user, lang=lang, intent=extraction.intent.value,
                      **{f"{k}_ms": round(v, 3) for k, v in timings.items()})
        return TurnResult(
            text=text, lang=lang, intent=extraction.intent, turn=turn, facts=facts,
            bullets=bullets, message=message, role=cfg.inject_role, timings_ms=timings,
        )

    @staticmethod
    def _episodes_to_show(
        recalled: list[Episode], retrieval: Retrieval, extraction: Extraction,
        index: UserIndex, text: str, lang: str, *, asks_when: bool = False,
    ) -> list[Episode]:
        """The recalled episodes worth a bullet beside this turn's facts; a question asking
        when keeps those a shown fact restates ("what day do I play football?" beside "You
        like football.": the telling says the day)."""
        said = surface_words(text)
        asks_past = says_past(said, lang)
        if retrieval.needs:  # a request: only the episodes serving its needs that no fact says
            values = [p.edge.display_d for p in retrieval.shown or ()
                      if p.edge.r not in KINSHIP]
            recalled = [e for e in recalled if episode_serves(
                (*e.lemmas, *e.context_lemmas, *surface_words(f"{e.text} {e.context}")),
                e.entities, retrieval.needs, retrieval.named,
                facts_shown=bool(retrieval.shown) and extraction.wh is None)
                and (asks_when or not repeats_fact(e.text, values))]
            if retrieval.shown and not asks_past and extraction.wh != "when" and not asks_when:
                shown = [p.edge for p in retrieval.shown]  # "wo arbeite ich?" is answered
                recalled = [e for e in recalled
                            if not restates_an_answer(e.text, said, shown, lang)]
        elif not retrieval.shown and not asks_past:  # "che frullatore mi consigli?"
            recalled = [e for e in recalled
                        if not shares_only_request_words(extraction.lemmas, e.lemmas, lang)]
        elif retrieval.shown and not retrieval.dated and not asks_past and not asks_when:
            shown = [p.edge for p in retrieval.shown]  # a question a stored fact answers
            named = {p.edge.s for p in retrieval.shown} | {p.edge.d for p in retrieval.shown}
            recalled = [e for e in recalled if not restates_an_answer(e.text, said, shown, lang)
                        and not shares_only_cues(extraction.lemmas, e.lemmas, lang,
                                                 named & set(extraction.entities), e.entities)]
        if asks_past:
            return recalled
        # "me recomiendas un libro" was asked, not lived: no memory for another request.
        recalled = [e for e in recalled if e.past or not asked_of_assistant(e.text, e.lang)]
        # "where do I live now?": a quote naming a home or employer the user has left since
        # would bring back what they corrected. Its words count too: an unknown name the
        # parser did not take for an entity ("j'ai quitté decathlon") is still said.
        return [e for e in recalled if not names_a_left_state(
            (*e.entities, *_phrases(surface_words(e.text))), index.edges, index.by_entity)]

    def _with_episodes(
        self, recalled: list[Episode], fact_bullets: list[str], now: float, query: EpisodeQuery,
        fresh: set[str],
    ) -> tuple[list[str], str | None]:
        """Episode bullets first (they answer the question), then this turn's picked facts
        and the window's earlier ones that share a word (or an equivalent) with the question,
        within the bullet cap, the word budget (recall fitted the episodes to it) and the
        token budget; a sentence is shown once."""
        cfg = self._config
        lines: list[str] = []
        words = 0
        for line in (episode_bullet(e) for e in recalled):
            size = len(line.split())
            if line and words + size <= cfg.recall_word_budget:
                lines.append(line)
                words += size
        asked = question_words(query)
        for fact in fact_bullets:  # facts only in the words the episodes left
            size = len(fact.split())
            if words + size > cfg.recall_word_budget or (
                    fact not in fresh and not mentions_any(fact, asked)):
                continue
            words += size
            lines.append(fact)
        lines = list(dict.fromkeys(lines))[: cfg.bullets_max]
        head = f"{cfg.inject_header}\n{freshness_line(now)}"
        while lines:
            message = head + "".join(f"\n- {line}" for line in lines)
            if estimate_tokens(message) <= cfg.token_budget:
                return lines, message
            lines.pop()
        return [], None

    def _with_departures(
        self, user: str, text: str, lang: str, extraction: Extraction
    ) -> Extraction:
        """The turn's facts plus a negated fact for each stored home or employer it says the
        user left (:mod:`hotmem.departures`); the store is read only when a cue is said."""
        if self._config.disable_extraction or not cued_in(text, lang):
            return extraction
        with self._store.reading(user) as index:
            left = departed_facts(index, text, lang, extraction.intent, extraction.facts)
        if not left:
            return extraction
        return dataclasses.replace(extraction, facts=(*extraction.facts, *left))

    def _with_aliases(self, extraction: Extraction) -> Extraction:
        """Apply the user's entity aliases (HOTMEM_ALIASES_FILE) to fact keys and entities."""
        if self._aliases.entities:
            canonical = self._aliases.canonical
            facts = tuple(dataclasses.replace(f, s=canonical(f.s), d=canonical(f.d))
                          for f in extraction.facts)
            entities = tuple(dict.fromkeys(canonical(e) for e in extraction.entities))
        else:  # no alias: keys stay, only a repeated entity goes
            facts = tuple(extraction.facts)
            entities = tuple(dict.fromkeys(extraction.entities))
        if facts == extraction.facts and entities == extraction.entities:
            return extraction
        return dataclasses.replace(extraction, facts=facts, entities=entities)

    def _forget_spoken(self, user: str, extraction: Extraction, state: _Session) -> None:
        """Carry out a spoken "forget ..." request (:mod:`hotmem.spoken_forget`)."""
        forget_spoken(self._store, user, extraction, last_facts=state.last_facts,
                      last_episodes=state.last_episodes)
