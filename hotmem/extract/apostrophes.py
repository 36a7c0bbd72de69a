"""Contractions written without their apostrophe: "its my favorite color" -> "it's ...".

Chat and some speech-to-text drop apostrophes. Most such contractions are tagged right anyway
("im", "dont"), but a few collide with a real word the parser then believes ("its" the
possessive), and the sentence loses its verb. A language's table lists those forms and the
words after which only the contraction makes sense (``Lexicon.apostrophe_fixes``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from hotmem.lang.lexicon import derived

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

# A whole word.
_WORD = re.compile(r"\b[\w']+\b")
# Nothing but a sentence end and spaces up to the end of the searched span.
_SENTENCE_START = re.compile(r"(?:^|[.!?¡¿]\s*)\Z")
# A word and (looked ahead, not consumed) the word after it.
_WORD_BEFORE = re.compile(r"\b([\w']+)(?=\s+([\w']+))")
# A word, the spaces, and the word after it (both consumed).
_WORD_AFTER = re.compile(r"\b([\w']+)(\s+)([\w']+)\b(?=\s+([\w']+))")


def _after(match: re.Match[str], lex: Lexicon) -> str:
    """"my names tom" -> "my name is tom": a contraction known only by the word before it,
    unless a verb-like word follows ("my names are hard to spell")."""
    before, space, word, nxt = match.groups()
    restored = lex.apostrophe_after.get((before.lower(), word.lower()))
    if restored is None or nxt.lower() in lex.subject_blockers:
        return match.group(0)
    return f"{before}{space}{restored}"


def _bare(match: re.Match[str], lex: Lexicon) -> str:
    """"im 52" -> "i'm 52": the parser splits an unlisted "im" into "i" and a verb "m" and
    loses the copula; a form that is no word of its own is restored wherever it stands, but
    for a capitalised one inside a sentence, which is a name ("mi hermano Curro vive en ...")."""
    word = match.group(0)
    restored = lex.bare_contractions.get(word.lower())
    if restored is None:
        return word
    if word[:1].isupper() and _SENTENCE_START.search(match.string, 0, match.start()) is None:
        return word
    return restored[:1].upper() + restored[1:] if word[:1].isupper() else restored


def _genitive(match: re.Match[str], lex: Lexicon) -> str:
    """"my cousins name is lucia" -> "my cousin's name": read as a plural, the name would be
    the speaker's own."""
    owner, space, kin, rest = match.groups()
    if (owner.lower() not in lex.self_words or not kin.lower().endswith("s")
            or kin.lower()[:-1] not in lex.kinship or rest.lower() not in lex.genitive_heads):
        return match.group(0)
    return f"{owner}{space}{kin[:-1]}'s {rest}"


_GENITIVE = re.compile(r"\b([\w']+)(\s+)([\w]+)\s+([\w']+)\b")


# A word with a clitic "'s", and the words after it.
_CLITIC_S = re.compile(r"\b([\w-]+)['’]s\b")
_NEXT_WORDS = re.compile(r"[\w']+")
# What "X is" + one of these prepositions states of X (a home, an origin, a taste): after a
# kin noun's "'s" the preposition shows the "'s" was "is" ("my mum's in cardiff").
_BE_STATES = frozenset({"lives_in", "born_in", "likes"})


def _kin_is(match: re.Match[str], text: str, lex: Lexicon) -> str:
    """"my husband's called tom", "my mum's still in cardiff", "my dad's from leeds" -> "...
    is ...": a kin or pet noun's "'s" before a naming participle (no pronoun after it: "my
    mum's called me twice" is "has called"), or before a preposition that "be" takes for a
    home, an origin or a taste (an adverb of ``ellipsis_adverbs`` may stand between), is
    "is", never a possessive."""
    owner = match.group(1)
    if owner.lower() not in lex.kinship:
        return match.group(0)
    after = [w.lower().replace("’", "'") for w in _NEXT_WORDS.findall(text, match.end())[:3]]
    if not after:
        return match.group(0)
    if after[0] in lex.naming_participles:
        nxt = after[1] if len(after) > 1 else ""
        if not nxt or nxt in lex.pronouns or nxt in lex.self_words or nxt in lex.second_person:
            return match.group(0)
        return f"{owner} is"
    at = 1 if after[0] in lex.ellipsis_adverbs and len(after) > 1 else 0
    if lex.verb_prep.get(("be", after[at])) in _BE_STATES:
        return f"{owner} is"
    return match.group(0)


def _spaced_pattern(lex: Lexicon) -> re.Pattern[str]:
    """A listed contraction's first part, a space and its end ("don t")."""
    firsts = sorted({a for a, _ in lex.spaced_contractions}, key=len, reverse=True)
    ends = sorted({b for _, b in lex.spaced_contractions}, key=len, reverse=True)
    return re.compile(rf"\b({'|'.join(map(re.escape, firsts))}) ({'|'.join(ends)})\b",
                      re.IGNORECASE)


def _after_words(lex: Lexicon) -> frozenset[str]:
    """The second words of ``apostrophe_after``'s pairs ("names" in "my names tom")."""
    return frozenset(word for _, word in lex.apostrophe_after)


def _said(words: Iterable[str], lowered: str) -> bool:
    """Whether one of the lower-case ``words`` is in the lower-cased text at all: a pass
    that rewrites only those words has nothing to do otherwise."""
    return any(word in lowered for word in words)


def _join_spaced(text: str, lex: Lexicon) -> str:
    """"i don t have a car" -> "i don't have a car": an apostrophe typed as a space."""
    pattern = derived(_spaced_pattern, lex)

    def join(match: re.Match[str]) -> str:
        first, end = match.groups()
        restored = lex.spaced_contractions.get((first.lower(), end.lower()))
        if restored is None:
            return match.group(0)
        return first + restored[len(first):]

    return pattern.sub(join, text)


def restore_apostrophes(text: str, lex: Lexicon) -> str:
    """``text`` with each listed apostrophe-less contraction restored before a word that
    only the contraction may precede.

    >>> restore_apostrophes("its my favorite color", get_lexicon("en"))
    "it's my favorite color"
    """
    if lex.spaced_contractions:
        text = _join_spaced(text, lex)
    # each pass below rewrites only words of its table (matched in lower case): a turn
    # without any of them, even inside another word, is left as it is
    if lex.bare_contractions and _said(lex.bare_contractions, text.lower()):
        text = _WORD.sub(lambda m: _bare(m, lex), text)
    if lex.genitive_heads and _said(lex.genitive_heads, text.lower()):
        text = _GENITIVE.sub(lambda m: _genitive(m, lex), text)
    if lex.naming_participles and ("'s " in text or "’s " in text):
        text = _CLITIC_S.sub(lambda m: _kin_is(m, text, lex), text)
    if lex.apostrophe_after and _said(derived(_after_words, lex), text.lower()):
        text = _WORD_AFTER.sub(lambda m: _after(m, lex), text)
    if not lex.apostrophe_fixes or not _said(lex.apostrophe_fixes, text.lower()):
        return text

    def fix(match: re.Match[str]) -> str:
        word, nxt = match.group(1), match.group(2)
        restored = lex.apostrophe_fixes.get(word.lower())
        if restored is None or nxt.lower() not in lex.apostrophe_contexts:
            return word
        return restored[:1].upper() + restored[1:] if word[:1].isupper() else restored

    return _WORD_BEFORE.sub(fix, text)
