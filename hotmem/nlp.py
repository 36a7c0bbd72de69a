"""spaCy pipelines per language, described by ``models/manifest.toml``, loaded once per process.

A ``Pipelines`` object owns the loaded models. Build one per process (or share one between
several ``HotMem`` engines, as the tests do) and call :meth:`Pipelines.load_all` before the first
turn so no user waits for a model load. NER is excluded at load time (2-3x faster parsing).
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

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

log = structlog.get_logger("hotmem.nlp")


class ModelUnavailableError(RuntimeError):
    """A configured language has neither its pipeline nor a usable fallback."""


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

    nlp = spacy.blank(lang)
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.initialize()
    return nlp


def _load_package(entry: dict[str, Any]) -> Language:
    import spacy

    with warnings.catch_warnings():
        for code in entry.get("silence_warnings", []):
            warnings.filterwarnings("ignore", message=rf"\[{code}\]")
        return spacy.load(entry["load_name"], exclude=["ner"])


def load_pipeline(lang: str, entry: dict[str, Any]) -> LoadedPipeline:
    """Load the manifest's pipeline for ``lang``, falling back to a blank one if allowed.

    Raises:
        ModelUnavailableError: when neither the pipeline nor its fallback can be loaded.
    """
    start = time.perf_counter()
    if entry["kind"] == "parser":
        try:
            nlp = _load_package(entry)
            return LoadedPipeline(
                lang, nlp, "parser", entry["label_scheme"], entry["package"], entry["version"],
                (time.perf_counter() - start) * 1000,
            )
        except (OSError, ImportError) as err:
            reason = (
                f"{entry['package']}=={entry['version']} is not installed or broken ({err}); "
                "run `make install` (models/install.py)"
            )
            if entry.get("fallback") != "blank":
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


class Pipelines:
    """The loaded pipelines of a process, one per configured language.

    Args:
        langs: the languages to serve (``HotMemConfig.langs``).
    """

    def __init__(self, langs: tuple[str, ...] | list[str]) -> None:
        self._langs = tuple(langs)
        self._manifest = read_manifest()
        self._loaded: dict[str, LoadedPipeline] = {}
        self._lock = threading.Lock()

    @property
    def langs(self) -> tuple[str, ...]:
        return self._langs

    def get(self, lang: str) -> LoadedPipeline:
        """The pipeline for ``lang``, loading it on first use."""
        pipe = self._loaded.get(lang)
        if pipe is not None:
            return pipe
        with self._lock:
            if lang not in self._loaded:
                if lang not in self._manifest:
                    raise ModelUnavailableError(f"{lang}: not in models/manifest.toml")
                pipe = load_pipeline(lang, self._manifest[lang])
                pipe.parse("Warm up.")
                self._loaded[lang] = pipe
                log.debug("nlp.loaded", lang=lang, kind=pipe.kind, load_ms=round(pipe.load_ms, 1))
            return self._loaded[lang]

    def load_all(self) -> dict[str, LoadedPipeline]:
        """Load (and warm) every configured language now."""
        return {lang: self.get(lang) for lang in self._langs}

    def manifest_entry(self, lang: str) -> dict[str, Any]:
        return dict(self._manifest.get(lang, {}))

    def loaded(self) -> dict[str, LoadedPipeline]:
        """The pipelines loaded so far (none is loaded by asking)."""
        return dict(self._loaded)
