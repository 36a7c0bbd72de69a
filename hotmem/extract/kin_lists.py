"""Kin or pets counted, then named in a list after a comma: "tengo dos hijas, sofía y
valentina", "j'ai deux fils, sacha et noé", "wir haben zwei Kater, Max und Moritz".

The small parsers read the list as objects of "have" (`has valentina`) or drop it, so a later
"what are my daughters called?" finds nothing. A plural kin or pet noun (its morphology, or a
number before it) followed by a comma and two or more names joined by a conjunction gives a
kin fact for each name; a possession of one of those names goes. A name is a word no table or
word list knows (as in :mod:`hotmem.extract.kin_name_apposition`); "i have two sons, both
grown up" names no one.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.extract.kin_name_apposition import may_be_name
from hotmem.lang import get_language
from hotmem.morph import morph_get
from hotmem.text import USER_KEY

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from hotmem.lang.lexicon import Lexicon
    from hotmem.types import Fact
    from hotmem.word_classes import WordClasses

__all__ = ["name_kin_lists"]

_MIN_NAMES = 2


def name_kin_lists(
    facts: tuple[Fact, ...], doc: Doc, lang: str, lex: Lexicon, words: WordClasses | None,
    function: Collection[str],
) -> tuple[Fact, ...]:
    """``facts`` with a kin fact for each name listed after a counted kin or pet noun."""
    if "," not in doc.text:
        return facts  # most turns: no list set off by a comma
    out = list(facts)
    for tok in doc[:-3]:
        key = lex.kinship.get(tok.lower_) or lex.kinship.get(tok.lemma_.lower())
        if key is None or doc[tok.i + 1].text != "," or not _counted(tok, lang):
            continue
        names = _names_after(doc, tok.i + 2, lex, words, frozenset(function))
        if len(names) < _MIN_NAMES:
            continue
        out = [f for f in out if not (f.s == USER_KEY and f.r == "has" and f.d in names)]
        for name in names:
            fact = make_fact("I", key, name, lang)
            if fact is not None and all(f.key != fact.key for f in out):
                out.append(fact)
    return tuple(out)


def _counted(tok: Token, lang: str) -> bool:
    """A plural noun by its morphology or a number of two or more said before it ("dos
    hijas", "zwei Kater": the language's count words, for pipelines without morphology)."""
    if "Plur" in morph_get(tok, "Number"):
        return True
    if not tok.i:
        return False
    before = tok.doc[tok.i - 1]
    numbers = get_language(lang).episodes.TIME_WORDS.numbers
    return numbers.get(before.lower_, 0) >= _MIN_NAMES or (
        before.like_num and before.text.isdigit() and int(before.text) >= _MIN_NAMES)


def _names_after(
    doc: Doc, at: int, lex: Lexicon, words: WordClasses | None, function: frozenset[str],
) -> list[str]:
    """The names listed from ``at``: name (conjunction or comma) name ..., stopping at the
    first word that is neither; empty when a listed word is no name or no conjunction
    joins the last two."""
    names: list[str] = []
    joined = False
    i = at
    while i < len(doc):
        tok = doc[i]
        if not _name(tok, lex, words, function):
            return []
        names.append(tok.lower_)
        nxt = doc[i + 1] if i + 1 < len(doc) else None
        if nxt is not None and nxt.lower_ not in lex.adversative_conjunctions and (
                nxt.pos_ == "CCONJ" or nxt.lower_ in lex.ellipsis_conjunctions):
            joined = True
            i += 2
        elif nxt is not None and nxt.text == "," and not joined:
            i += 2
        else:
            break
    return names if joined else []


# Word classes a name is never tagged with ("uno en madrid", "ages 4, 7 and 9").
_NOT_NAMES = frozenset({"VERB", "AUX", "ADJ", "DET", "ADP", "PRON", "CCONJ", "SCONJ", "PUNCT",
                        "NUM", "PART"})


def _name(tok: Token, lex: Lexicon, words: WordClasses | None, function: frozenset[str]) -> bool:
    """A word that may be a name. Untagged (the surface path), only as written with a capital:
    the lookup tables cannot tell "neri e bianchi" or "schwarz und weiß" from names."""
    if not tok.pos_ and not tok.text[:1].isupper():
        return False
    return tok.pos_ not in _NOT_NAMES and may_be_name(tok.lower_, tok.lower_, lex, words, function)
