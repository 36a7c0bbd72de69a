"""spaCy pipelines per language, described by ``models/manifest.toml``, loaded once per process.

Loaded pipelines live in a process-wide registry: every :class:`Pipelines` object (one per
``HotMem`` engine, i.e. one per call in a voice server) sees the same models, so the second
engine of a process loads nothing. A language loads at most once, whoever asks first; the others
wait for it (:meth:`Pipelines.get`) or, when they must not wait, get :class:`ModelLoadingError`
while it loads in the background (:meth:`Pipelines.get` with ``wait=False``,
:meth:`Pipelines.load_in_background`). NER is excluded at load time (2-3x faster parsing).

Load costs on a 2-core machine (``make bench``, start-up section): importing spaCy ~0.6 s, then
~0.3–0.7 s per language. Two costs that every process used to pay again are gone: German and
Italian lemmas come from a plain-dict lookup component (:mod:`hotmem.lemma_lookup`), and the very
large regular expression spaCy's French tokenizer exceptions compile on import (2.5–4 s) is put
ready-made into :mod:`re`'s cache from the start-up cache before each load
(:mod:`hotmem.startup_cache`; without it French loads as slowly as before). Background loading
goes in the configured order, so put the language most callers speak first.
"""

from __future__ import annotations

import threading
import time
import tomllib
import warnings
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any

import structlog

from hotmem.errors import ModelLoadingError, ModelUnavailableError
from hotmem.startup_cache import regex as regex_cache
from hotmem.word_classes import WordClasses, word_classes

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

log = structlog.get_logger("hotmem.nlp")


def read_manifest() -> dict[str, dict[str, Any]]:
    """The per-language entries of ``models/manifest.toml``."""
    text = resources.files("hotmem.models_manifest").joinpath("manifest.toml").read_text("utf-8")
    return tomllib.loads(text)["languages"]


@dataclass(slots=True)
class LoadedPipeline:
    """A ready spaCy pipeline and how it came to be."""

    lang: str
    nlp: Language
    kind: str  # "parser" or "blank"
    label_scheme: str  # "clearnlp", "ud" or "surface"
    package: str
    version: str
    load_ms: float
    fallback_reason: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    # The lemmatizer's adjective and noun lists: tell a lower-case name from a word.
    word_classes: WordClasses = field(default_factory=WordClasses)

    @property
    def components(self) -> list[str]:
        return list(self.nlp.pipe_names)

    @property
    def has_parser(self) -> bool:
        return self.kind == "parser"

    def parse(self, text: str) -> Doc:
        """One parse of ``text``. Serialised per pipeline: spaCy models are not re-entrant."""
        with self.lock:
            return self.nlp(text)


def _blank(lang: str) -> Language:
    import spacy

    from hotmem.lemma_lookup import FACTORY

    nlp = spacy.blank(lang)
    nlp.add_pipe("sentencizer")
    nlp.add_pipe(FACTORY, name="lemmatizer")
    nlp.initialize()
    return nlp


def _load_package(entry: dict[str, Any]) -> Language:
    import spacy

    with warnings.catch_warnings():
        for code in entry.get("silence_warnings", []):
            warnings.filterwarnings("ignore", message=rf"\[{code}\]")
        return spacy.load(entry["load_name"], exclude=["ner"])


def _has_surface_tables(lang: str) -> bool:
    from hotmem.lang import UnknownLanguageError, get_language

    try:
        return get_language(lang).has_surface_tables
    except UnknownLanguageError:
        return False


def load_pipeline(lang: str, entry: dict[str, Any]) -> LoadedPipeline:
    """Load the manifest's pipeline for ``lang``, falling back to a blank one if allowed.

    A missing parser falls back to a blank pipeline only when the manifest allows it and the
    language package has tables for the surface-pattern path (``GRAMMAR``); otherwise start-up
    fails here, instead of every turn failing later.

    Raises:
        ModelUnavailableError: when neither the pipeline nor its fallback can be loaded.
    """
    start = time.perf_counter()
    regex_cache.preload()
    if entry["kind"] == "parser":
        try:
            nlp = _load_package(entry)
            return LoadedPipeline(
                lang, nlp, "parser", entry["label_scheme"], entry["package"], entry["version"],
                (time.perf_counter() - start) * 1000, word_classes=word_classes(nlp),
            )
        except (OSError, ImportError) as err:
            reason = (
                f"{entry['package']}=={entry['version']} is not installed or broken ({err}); "
                "run `make install` (models/install.py)"
            )
            if entry.get("fallback") != "blank" or not _has_surface_tables(lang):
                raise ModelUnavailableError(f"{lang}: {reason}") from None
            log.warning("nlp.fallback", lang=lang, reason=reason)
    else:
        reason = None
    try:
        nlp = _blank(lang)
    except (OSError, ImportError, ValueError) as err:
        raise ModelUnavailableError(
            f"{lang}: blank pipeline with lookup lemmatizer failed ({err}); "
            "is spacy-lookups-data==1.0.5 installed?"
        ) from None
    return LoadedPipeline(
        lang, nlp, "blank", "surface", "spacy-lookups-data", entry.get("version", ""),
        (time.perf_counter() - start) * 1000, fallback_reason=reason,
    )


class _Registry:
    """The process-wide set of loaded pipelines and the one background loader thread."""

    def __init__(self) -> None:
        self.loaded: dict[str, LoadedPipeline] = {}
        self.failed: dict[str, ModelUnavailableError] = {}
        self.lock = threading.Lock()  # guards the dicts and the queue below
        self.lang_locks: dict[str, threading.Lock] = {}
        self.queue: list[tuple[str, dict[str, Any]]] = []
        self.loader: threading.Thread | None = None

    def load(self, lang: str, entry: dict[str, Any]) -> LoadedPipeline:
        """``lang``'s pipeline, loading and warming it if no one did yet (once per process)."""
        pipe = self.loaded.get(lang)
        if pipe is not None:
            return pipe
        with self.lock:
            lang_lock = self.lang_locks.setdefault(lang, threading.Lock())
        with lang_lock:
            pipe = self.loaded.get(lang)
            if pipe is None:
                pipe = load_pipeline(lang, entry)
                pipe.parse("Warm up.")
                with self.lock:
                    self.loaded[lang] = pipe
                log.info("nlp.loaded", lang=lang, kind=pipe.kind, load_ms=round(pipe.load_ms, 1))
            return pipe

    def request(self, langs: list[tuple[str, dict[str, Any]]]) -> threading.Thread | None:
        """Queue languages for the background loader, starting it if it is idle."""
        with self.lock:
            queued = {lang for lang, _ in self.queue}
            for lang, entry in langs:
                if lang not in self.loaded and lang not in self.failed and lang not in queued:
                    self.queue.append((lang, entry))
                    queued.add(lang)
            if self.queue and (self.loader is None or not self.loader.is_alive()):
                self.loader = threading.Thread(target=self._drain, name="hotmem-models",
                                               daemon=True)
                self.loader.start()
            return self.loader

    def _drain(self) -> None:
        started = time.perf_counter()
        while True:
            with self.lock:
                if not self.queue:
                    self.loader = None
                    break
                lang, entry = self.queue[0]
            try:
                self.load(lang, entry)
            except ModelUnavailableError as err:
                log.error("nlp.load_failed", lang=lang, error=str(err))
                with self.lock:
                    self.failed[lang] = err
            with self.lock:
                self.queue.pop(0)
        # No gc.freeze() here: calls may already be live (see warmup.freeze_startup_heap).
        log.info("nlp.background_done", ms=round((time.perf_counter() - started) * 1000, 1))


# Process-wide (see the module docstring): every Pipelines object reads and fills this one.
_REGISTRY = _Registry()


class Pipelines:
    """The pipelines of the configured languages, loaded once per process and shared.

    Cheap to build: it only reads the manifest. Every ``Pipelines`` of the installed manifest
    shares the models already loaded in the process by any other.

    Args:
        langs: the languages to serve (``HotMemConfig.langs``).
        manifest: per-language entries to use instead of ``models/manifest.toml``.
    """

    def __init__(
        self, langs: tuple[str, ...] | list[str], manifest: dict[str, dict[str, Any]] | None = None
    ) -> None:
        self._langs = tuple(langs)
        self._manifest = read_manifest() if manifest is None else manifest
        # Pipelines of the installed manifest are the process's; a manifest of its own (a test,
        # an experiment) gets a registry of its own, so it never receives another's models.
        self._registry = _REGISTRY if manifest is None else _Registry()

    @property
    def langs(self) -> tuple[str, ...]:
        return self._langs

    def ready(self, lang: str) -> bool:
        """Whether ``lang``'s pipeline is loaded in this process (no waiting, no loading)."""
        return lang in self._registry.loaded

    def get(self, lang: str, *, wait: bool = True) -> LoadedPipeline:
        """The pipeline for ``lang``, loading it on first use.

        Args:
            lang: a language code of the manifest.
            wait: when ``False`` and the pipeline is not loaded yet, queue it for the background
                loader and raise :class:`ModelLoadingError` instead of waiting.

        Raises:
            ModelUnavailableError: ``lang`` cannot be loaded (not in the manifest, not installed).
            ModelLoadingError: ``wait=False`` and the pipeline is still loading.
        """
        pipe = self._registry.loaded.get(lang)
        if pipe is not None:
            return pipe
        entry = self._manifest.get(lang)
        if entry is None:
            raise ModelUnavailableError(f"{lang}: not in models/manifest.toml")
        if not wait:
            failed = self._registry.failed.get(lang)
            if failed is not None:
                raise failed
            self._registry.request([(lang, entry)])
            raise ModelLoadingError(f"{lang}: the spaCy pipeline is still loading")
        return self._registry.load(lang, entry)

    def load_all(self) -> dict[str, LoadedPipeline]:
        """Load (and warm) every configured language now, waiting for each."""
        return {lang: self.get(lang) for lang in self._langs}

    def load_in_background(self) -> threading.Thread | None:
        """Start loading every configured language not loaded yet, in order, in one thread.

        Returns the loader thread (``join()`` it to wait), or ``None`` when all are loaded.
        """
        known = [(lang, self._manifest[lang]) for lang in self._langs if lang in self._manifest]
        return self._registry.request(known)

    def loaded(self) -> dict[str, LoadedPipeline]:
        """The pipelines of this process loaded so far (asking loads none)."""
        return dict(self._registry.loaded)
