"""Text hygiene shared by every stage: input cleaning, entity keys and display forms.

Keys follow CONTRACT.md §1: lower-cased, trimmed, inner whitespace collapsed, leading
determiners and possessives removed, trailing punctuation removed; the user is ``you``.
"""

from __future__ import annotations

import re
import unicodedata

USER_KEY = "you"

# Leading determiners/possessives stripped from keys, per language (CONTRACT.md §1).
DETERMINERS: dict[str, frozenset[str]] = {
    "en": frozenset("the a an my your our his her their".split()),
    "es": frozenset("el la los las un una mi mis su sus".split()),
    "fr": frozenset("le la les l' un une mon ma mes son sa ses".split()),
    "de": frozenset("der die das den dem ein eine einen mein meine meinen meinem".split()),
    "it": frozenset("il lo la i gli le l' un una mio mia miei mie".split()),
}
_ALL_DETERMINERS = frozenset().union(*DETERMINERS.values())

# First-person forms (singular and plural) that denote the user (CONTRACT.md §1).
FIRST_PERSON: dict[str, frozenset[str]] = {
    "en": frozenset("i me my mine myself we us our ours ourselves".split()),
    "es": frozenset("yo me mi mis mí nosotros nosotras nos nuestro nuestra".split()),
    "fr": frozenset("je j' moi mon ma mes nous notre nos me m'".split()),
    "de": frozenset("ich mich mir mein meine meinen meinem meiner wir uns unser unsere".split()),
    "it": frozenset("io mi mio mia miei mie noi ci nostro nostra me".split()),
}

_ELIDED = re.compile(r"^(l|j|m|d|n|s|t|c|qu)['’]", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
_TRAILING_PUNCT = " \t.,;:!?¡¿\"'“”«»()[]{}…-–—"
_POSSESSIVE_S = re.compile(r"['’]s$")


def clean_input(text: str) -> str:
    """Make arbitrary transcription text safe to parse and store.

    Removes control and format characters and lone surrogates, normalises to NFC and collapses
    whitespace. Never raises.
    """
    if not text:
        return ""
    if text.isascii() and text.isprintable():
        # Fast path (most stored display forms): no control/format characters, NFC already.
        return _SPACES.sub(" ", text).strip()
    text = text.encode("utf-8", "replace").decode("utf-8")
    text = unicodedata.normalize("NFC", text)
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn"):
            kept.append(" " if ch in "\t\n\r\v\f" else "")
        else:
            kept.append(ch)
    return _SPACES.sub(" ", "".join(kept)).strip()


def normalize_key(text: str, lang: str = "en") -> str:
    """The canonical key of an entity string (CONTRACT.md §1).

    >>> normalize_key("  My  Sister's ", "en")
    'sister'
    >>> normalize_key("l'Italie", "fr")
    'italie'
    """
    text = _SPACES.sub(" ", text.replace("’", "'")).strip().strip(_TRAILING_PUNCT).lower()
    if not text:
        return ""
    if text in FIRST_PERSON.get(lang, frozenset()) or text in FIRST_PERSON["en"]:
        return USER_KEY
    words = text.split(" ")
    dets = DETERMINERS.get(lang, _ALL_DETERMINERS)
    while len(words) > 1 and words[0] in dets:
        words = words[1:]
    if words and _ELIDED.match(words[0]) and lang in ("fr", "it"):
        words[0] = _ELIDED.sub("", words[0])
    key = " ".join(w for w in words if w).strip(_TRAILING_PUNCT)
    return _POSSESSIVE_S.sub("", key).strip()


def display_form(text: str, lang: str = "en") -> str:
    """The user-facing form: original casing, determiners and possessive markers removed."""
    text = _SPACES.sub(" ", text.replace("’", "'")).strip().strip(_TRAILING_PUNCT)
    words = text.split(" ")
    dets = DETERMINERS.get(lang, _ALL_DETERMINERS)
    while len(words) > 1 and words[0].lower() in dets:
        words = words[1:]
    if words and lang in ("fr", "it") and _ELIDED.match(words[0]):
        words[0] = _ELIDED.sub("", words[0])
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
