"""Text hygiene shared by every stage: input cleaning, entity keys and display forms.

Keys follow docs/contract.md §1: lower-cased, trimmed, inner whitespace collapsed, leading
determiners and possessives removed, trailing punctuation removed; the user is ``you``. The
words come from the language's package (``hotmem/lang/<code>/words.py``).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from hotmem.lang import UnknownLanguageError, get_language, words_of_all

USER_KEY = "you"



@dataclass(frozen=True, slots=True)
class _KeyWords:
    """The words of one language that key normalisation reads (its ``words.py``)."""

    determiners: frozenset[str]
    first_person: frozenset[str]
    elided: re.Pattern[str] | None


@cache
def _key_words(lang: str) -> _KeyWords:
    try:
        words = get_language(lang).words
    except UnknownLanguageError:  # not a language HotMem has a package for: any determiner
        return _KeyWords(words_of_all("DETERMINERS"), frozenset(), None)
    elisions = words.ELISIONS.split()
    elided = re.compile(rf"^({'|'.join(elisions)})['’]", re.IGNORECASE) if elisions else None
    return _KeyWords(frozenset(words.DETERMINERS.split()), frozenset(words.FIRST_PERSON.split()),
                     elided)


_SPACES = re.compile(r"\s+")
_TRAILING_PUNCT = " \t.,;:!?¡¿\"'“”«»()[]{}…-–—"
_POSSESSIVE_S = re.compile(r"['’]s$")


def clean_input(text: str) -> str:
    """Make arbitrary transcription text safe to parse and store.

    Removes control and format characters and lone surrogates, normalises to NFC, writes the
    typographic apostrophe as the plain one (the parsers split "l’hiver" and "j’adore" only
    at the plain one) and collapses whitespace. Never raises.
    """
    if not text:
        return ""
    if text.isascii() and text.isprintable():
        # Fast path (most stored display forms): no control/format characters, NFC already.
        return _SPACES.sub(" ", text).strip()
    text = text.encode("utf-8", "replace").decode("utf-8")
    text = unicodedata.normalize("NFC", text).replace("’", "'")
    if text.isprintable():
        # No character of the "Other" categories below (isprintable is False for each of
        # them): nothing to remove, as for most accented turns.
        return _SPACES.sub(" ", text).strip()
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn"):
            kept.append(" " if ch in "\t\n\r\v\f" else "")
        else:
            kept.append(ch)
    return _SPACES.sub(" ", "".join(kept)).strip()


def normalize_key(text: str, lang: str = "en") -> str:
    """The canonical key of an entity string (docs/contract.md §1).

    >>> normalize_key("  My  Sister's ", "en")
    'sister'
    >>> normalize_key("l'Italie", "fr")
    'italie'
    """
    text = _SPACES.sub(" ", text.replace("’", "'")).strip().strip(_TRAILING_PUNCT).lower()
    if not text:
        return ""
    table = _key_words(lang)
    if text in table.first_person:
        return USER_KEY
    words = text.split(" ")
    while len(words) > 1 and words[0] in table.determiners:
        words = words[1:]
    if words and table.elided is not None and table.elided.match(words[0]):
        words[0] = table.elided.sub("", words[0])
    key = " ".join(w for w in words if w).strip(_TRAILING_PUNCT)
    return _POSSESSIVE_S.sub("", key).strip()


def display_form(text: str, lang: str = "en") -> str:
    """The user-facing form: original casing, determiners and possessive markers removed."""
    text = _SPACES.sub(" ", text.replace("’", "'")).strip().strip(_TRAILING_PUNCT)
    table = _key_words(lang)
    words = text.split(" ")
    while len(words) > 1 and words[0].lower() in table.determiners:
        words = words[1:]
    if words and table.elided is not None and table.elided.match(words[0]):
        words[0] = table.elided.sub("", words[0])
    return _POSSESSIVE_S.sub("", " ".join(words)).strip()


def safe_fragment(text: str, limit: int = 80) -> str:
    """A stored string made inert for a prompt: one line, no markup that could frame a new turn.

    Strips control characters and newlines, removes characters used to fake structure (``#``,
    backticks, ``<``/``>``, ``|``, ``*``), drops role-like prefixes ("system:", "assistant:") and
    caps the length with an ellipsis.
    """
    text = clean_input(text)
    text = _MARKUP.sub("", text)
    text = _ROLE_PREFIX.sub("", text)
    text = _SPACES.sub(" ", text).strip(" :-")
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


_MARKUP = re.compile(r"[#`<>|*\[\]{}]")
_ROLE_PREFIX = re.compile(
    r"\b(system|assistant|user|developer|human|ai|tool)\s*:\s*", re.IGNORECASE
)
