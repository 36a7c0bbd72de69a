"""Language identification for user turns: STT hint first, then function words and py3langid.

A voice bot hears short, unpunctuated utterances ("Ho 29 anni", "J'ai 64 ans"), where
``langdetect`` is slow (~2 ms) and often wrong; ``py3langid`` (a naive Bayes model over byte
n-grams, shipped inside its package) restricted to the configured languages is right far more
often on such turns, takes ~0.02 ms, and its normalised probability is a usable confidence
(docs/contract.md §5). So :class:`LanguageIdentifier` decides in this order:

1. a language hint from the STT ("en", "en-US", "de_DE", a Pipecat ``Language`` value) whose
   base language is configured;
2. nothing usable (empty, emoji, digits, interjections only: "ok", "lol"): the previous turn's
   language, or the first configured one;
3. a vote of function words (pronouns, articles, auxiliaries, prepositions) that belong to one
   configured language only, combined with ``py3langid``'s probabilities over the configured
   languages;
4. when neither is convincing, the previous language again. A one-word reply ("ja", "claro")
   never leaves the previous language, and a two-word turn must be more convincing to leave it
   than to pick one when there is none.

Example::

    ident = LanguageIdentifier(("en", "de", "it"))
    ident.detect("Ich wohne in Berlin")                # "de"
    ident.detect("ok", previous="it")                  # "it"
    ident.detect("I live in Rome", hint="de-DE")       # "de" (the STT knows best)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import structlog
from py3langid.langid import MODEL_FILE
from py3langid.langid import LanguageIdentifier as NgramModel

from hotmem.lang import UnknownLanguageError, get_language, words_of_all
from hotmem.startup_cache import langid_model

log = structlog.get_logger("hotmem.langid")

# Turns with fewer distinct non-interjection words than this are short: to leave the previous
# language they need SHORT_CONFIDENCE, not MIN_CONFIDENCE.
MIN_WORDS = 3
# A vote this far ahead of the runner-up decides without the n-gram model.
DECISIVE_MARGIN = 2
# Below this combined score the evidence is too thin to leave the previous language.
MIN_CONFIDENCE = 0.5
SHORT_CONFIDENCE = 0.8
VOTE_WEIGHT = 0.4

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

    The ``py3langid`` model is loaded once, at construction (~0.6 s; ~0.05 s from the start-up
    cache, :mod:`hotmem.startup_cache.langid_model`), and restricted to the
    configured languages it knows; detection only reads it.

    Args:
        langs: the configured languages, first one being the default.
    """

    def __init__(self, langs: tuple[str, ...]) -> None:
        if not langs:
            raise ValueError("LanguageIdentifier needs at least one language")
        self._langs = tuple(langs)
        self._cues = self._unique_cues(self._langs)
        self._chars = {ch: lang for lang in self._langs for ch in _words_of(lang, "LETTERS")}
        self._model: NgramModel | None = None
        if len(self._langs) > 1:
            self._model = self._load_model(self._langs)

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
    def _load_model(langs: tuple[str, ...]) -> NgramModel | None:
        model = langid_model.load(norm_probs=True) or NgramModel.from_model_file(
            MODEL_FILE, norm_probs=True
        )
        known = [lang for lang in langs if lang in model.nb_classes]
        for lang in set(langs) - set(known):
            log.warning("lang.no_profile", lang=lang)
        if len(known) < 2:
            return None
        model.set_languages(known)
        return model

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
        fallback_lang = self._fallback(previous)  # its guess is built only when returned
        if len(self._langs) == 1 or not isinstance(text, str):
            return LanguageGuess(fallback_lang, 0.0, "fallback")
        words = [w.lower().replace("’", "'") for w in _WORD.findall(text)]
        content = set(words) - _INTERJECTIONS
        if not content or (len(content) == 1 and previous in self._langs):
            # "ok", "ja", "claro": a one-word reply keeps the language
            return LanguageGuess(fallback_lang, 0.0, "fallback")
        short = len(content) < MIN_WORDS
        votes = self._vote(words, text)
        ranked = sorted(votes.items(), key=lambda kv: kv[1], reverse=True)
        top, top_votes = ranked[0] if ranked else (fallback_lang, 0)
        runner_up = ranked[1][1] if len(ranked) > 1 else 0
        if top_votes - runner_up >= DECISIVE_MARGIN and not short:
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
        needed = SHORT_CONFIDENCE if short and previous in self._langs else MIN_CONFIDENCE
        if scores[best] < needed:
            log.debug("lang.unsure", best=best, score=round(scores[best], 3), words=len(words))
            return LanguageGuess(fallback_lang, 0.0, "fallback")
        return LanguageGuess(best, round(scores[best], 3), "detector")

    def _vote(self, words: list[str], text: str) -> dict[str, int]:
        votes: dict[str, int] = {}
        cues = self._cues
        for word in words:
            lang = cues.get(word)
            if lang is None and "'" in word:  # j'habite, l'anno: vote with the elided part
                lang = cues.get(word.split("'", 1)[0] + "'")
            if lang is not None:
                votes[lang] = votes.get(lang, 0) + 1
        for ch in set(text.lower()) & self._chars.keys():
            lang = self._chars[ch]
            votes[lang] = votes.get(lang, 0) + 1
        return votes

    def _detector_probabilities(self, text: str) -> dict[str, float]:
        if self._model is None:
            return {}
        return {lang: float(prob) for lang, prob in self._model.rank(text)}
