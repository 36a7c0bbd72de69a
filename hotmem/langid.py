"""Language identification for user turns: STT hint first, then function words and langdetect.

A voice bot hears short, unpunctuated utterances, where n-gram detectors are unreliable:
``langdetect`` calls "ok" or "Hola!" some other language with probability 0.99999
(docs/contract.md §5).
So :class:`LanguageIdentifier` decides in this order:

1. a language hint from the STT ("en", "en-US", "de_DE", a Pipecat ``Language`` value) whose
   base language is configured;
2. nothing usable (empty, emoji, digits, fewer than three distinct non-interjection words):
   the previous turn's language, or the first configured one;
3. a vote of function words (pronouns, articles, auxiliaries, prepositions) that belong to one
   configured language only, combined with ``langdetect`` restricted to the configured
   languages and seeded so it is deterministic;
4. when neither is convincing, the previous language again.

Example::

    ident = LanguageIdentifier(("en", "de", "it"))
    ident.detect("Ich wohne in Berlin")                # "de"
    ident.detect("ok", previous="it")                  # "it"
    ident.detect("I live in Rome", hint="de-DE")       # "de" (the STT knows best)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from typing import Any

import structlog
from langdetect.detector_factory import DetectorFactory
from langdetect.lang_detect_exception import LangDetectException

from hotmem.lang import UnknownLanguageError, get_language, words_of_all

log = structlog.get_logger("hotmem.langid")

MIN_WORDS = 3
# A vote this far ahead of the runner-up decides without langdetect (and saves ~2 ms).
DECISIVE_MARGIN = 2
# Below this combined score the evidence is too thin to leave the previous language.
MIN_CONFIDENCE = 0.5
VOTE_WEIGHT = 0.5

# Each language's frequent words (pronouns, articles, auxiliaries, prepositions, question words)
# and letters come from its package, ``hotmem/lang/<code>/words.py``. Words listed for two or
# more configured languages are dropped at construction, so only words that point to one
# language vote. Interjections of any language carry no language: "ok ok ok" is not three
# words of English.
_INTERJECTIONS = words_of_all("INTERJECTIONS")


def _words_of(lang: str, attribute: str) -> str:
    try:
        return getattr(get_language(lang).words, attribute)
    except UnknownLanguageError:
        return ""


_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]*)?", re.UNICODE)


@dataclass(frozen=True, slots=True)
class LanguageGuess:
    """A language decision and where it came from.

    Attributes:
        lang: the chosen configured language.
        confidence: 0..1; 1.0 for an STT hint, 0.0 for a fallback.
        source: ``hint``, ``vote``, ``detector`` or ``fallback``.
    """

    lang: str
    confidence: float
    source: str


def base_language(hint: Any) -> str | None:
    """The ISO 639-1 base of an STT language hint, or ``None``.

    Accepts plain codes and locales in any case ("en", "en-US", "de_DE") and objects with a
    string ``value`` such as Pipecat's ``Language`` enum.

    >>> base_language("es-ES"), base_language("DE_de"), base_language("")
    ('es', 'de', None)
    """
    if hint is None:
        return None
    value = getattr(hint, "value", hint)
    if not isinstance(value, str):
        return None
    base = re.split(r"[-_]", value.strip().lower(), maxsplit=1)[0]
    return base if base.isalpha() and 2 <= len(base) <= 3 else None


class LanguageIdentifier:
    """Decides the language of each user turn among the configured ones.

    The ``langdetect`` profiles of the configured languages are loaded once, at construction;
    its global factory and seed are left untouched.

    Args:
        langs: the configured languages, first one being the default.
    """

    def __init__(self, langs: tuple[str, ...]) -> None:
        if not langs:
            raise ValueError("LanguageIdentifier needs at least one language")
        self._langs = tuple(langs)
        self._cues = self._unique_cues(self._langs)
        self._chars = {ch: lang for lang in self._langs for ch in _words_of(lang, "LETTERS")}
        self._factory: DetectorFactory | None = None
        self._prior: dict[str, float] = {}
        if len(self._langs) > 1:
            self._factory = self._load_factory(self._langs)
            share = 1.0 / len(self._factory.get_lang_list())
            self._prior = {lang: share for lang in self._factory.get_lang_list()}

    @property
    def langs(self) -> tuple[str, ...]:
        return self._langs

    @staticmethod
    def _unique_cues(langs: tuple[str, ...]) -> dict[str, str]:
        owners: dict[str, set[str]] = {}
        for lang in langs:
            for word in _words_of(lang, "FUNCTION_WORDS").split():
                owners.setdefault(word, set()).add(lang)
        return {word: next(iter(ls)) for word, ls in owners.items() if len(ls) == 1}

    @staticmethod
    def _load_factory(langs: tuple[str, ...]) -> DetectorFactory | None:
        profiles = resources.files("langdetect").joinpath("profiles")
        texts = []
        for lang in langs:
            entry = profiles.joinpath(lang)
            if entry.is_file():
                texts.append(entry.read_text("utf-8"))
            else:
                log.warning("lang.no_profile", lang=lang)
        if len(texts) < 2:
            return None
        factory = DetectorFactory()
        factory.load_json_profile(texts)
        factory.set_seed(0)  # this instance only: langdetect's global factory is untouched
        return factory

    def _fallback(self, previous: str | None) -> str:
        return previous if previous in self._langs else self._langs[0]

    def detect(self, text: str, hint: Any = None, previous: str | None = None) -> str:
        """The language of ``text`` (one of the configured languages). Never raises."""
        return self.identify(text, hint=hint, previous=previous).lang

    def identify(self, text: str, hint: Any = None, previous: str | None = None) -> LanguageGuess:
        """Like :meth:`detect`, with the confidence and the source of the decision."""
        base = base_language(hint)
        if base in self._langs:
            return LanguageGuess(base, 1.0, "hint")
        fallback = LanguageGuess(self._fallback(previous), 0.0, "fallback")
        if len(self._langs) == 1 or not isinstance(text, str):
            return fallback
        words = [w.lower().replace("’", "'") for w in _WORD.findall(text)]
        if len(set(words) - _INTERJECTIONS) < MIN_WORDS:
            return fallback
        votes = self._vote(words, text)
        ranked = sorted(votes.items(), key=lambda kv: kv[1], reverse=True)
        top, top_votes = ranked[0] if ranked else (fallback.lang, 0)
        runner_up = ranked[1][1] if len(ranked) > 1 else 0
        if top_votes - runner_up >= DECISIVE_MARGIN:
            return LanguageGuess(top, min(1.0, 0.6 + 0.1 * (top_votes - runner_up)), "vote")
        probs = self._detector_probabilities(text)
        total_votes = sum(votes.values())
        weight = VOTE_WEIGHT if total_votes else 0.0
        scores = {
            lang: probs.get(lang, 0.0) * (1 - weight)
            + weight * votes.get(lang, 0) / (total_votes or 1)
            for lang in self._langs
        }
        best = max(scores, key=lambda lang: scores[lang])
        if scores[best] < MIN_CONFIDENCE:
            log.debug("lang.unsure", best=best, score=round(scores[best], 3), words=len(words))
            return fallback
        return LanguageGuess(best, round(scores[best], 3), "detector")

    def _vote(self, words: list[str], text: str) -> dict[str, int]:
        votes: dict[str, int] = {}
        for word in words:
            lang = self._cues.get(word)
            if lang is None and "'" in word:  # j'habite, l'anno: vote with the elided part
                lang = self._cues.get(word.split("'", 1)[0] + "'")
            if lang is not None:
                votes[lang] = votes.get(lang, 0) + 1
        for ch in set(text.lower()) & self._chars.keys():
            lang = self._chars[ch]
            votes[lang] = votes.get(lang, 0) + 1
        return votes

    def _detector_probabilities(self, text: str) -> dict[str, float]:
        if self._factory is None:
            return {}
        try:
            detector = self._factory.create()
            detector.set_prior_map(self._prior)
            detector.append(text)
            ranked = detector.get_probabilities()
        except LangDetectException as err:  # no usable n-grams (symbols, digits)
            log.debug("lang.detector_failed", error=str(err))
            return {}
        return {item.lang: item.prob for item in ranked}
