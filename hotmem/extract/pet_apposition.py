"""A pet the user has, named between commas right after it: "we have an old cat, pickle, she's
fourteen", "tenemos una perra, la nala, que ...", "ich hab nen hamster, krümel, der ...".

The parse keeps the animal as a possession ("has old cat") or takes a word of its phrase for
the name ("gatto randagio, ciccio" -> cat randagio), so a later request about the pet by name
finds nothing. The name is the one word (a definite article may go before it) closed by a
comma or the end of the turn, tagged a noun or name (or, unparsed, known as no verb, adjective
or adverb) and no function or table word; the possession or misread fact becomes the pet fact.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.extract.kin_name_apposition import may_be_name
from hotmem.relations import PETS
from hotmem.text import USER_KEY
from hotmem.types import Fact

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from hotmem.lang.lexicon import Lexicon
    from hotmem.word_classes import WordClasses

MAX_GAP = 2  # words of the animal's phrase after its noun: "gatta grigia", "golden retriever"


def name_pets(
    facts: tuple[Fact, ...], doc: Doc, lang: str, lex: Lexicon, words: WordClasses | None,
    function: Collection[str],
) -> tuple[Fact, ...]:
    """``facts`` with each "<pet noun> [words], [the] <name>," the user has as a pet fact."""
    held = [n for n, f in enumerate(facts) if f.s == USER_KEY and not f.negated
            and (f.r == "has" or f.r in PETS)]
    if not held or "," not in doc.text:
        return facts
    out = list(facts)
    for tok in doc:
        pet = lex.kinship.get(tok.lower_)
        if pet not in PETS:
            continue
        found = _named_after(tok, lex, words, function)
        if found is None:
            continue
        phrase, name = found
        for n in held:
            fact = out[n]
            if fact.r == "has" and fact.d not in (pet, tok.lower_) and tok.lower_ not in (
                    fact.d.split()):
                continue
            if fact.r in PETS and (fact.r != pet or fact.d not in phrase):
                continue  # only a word of the animal's phrase read as its name
            if (named := make_fact("I", pet, name, lang)) is not None:
                out[n] = named
            break
    return tuple(out)


def _named_after(
    tok, lex: Lexicon, words: WordClasses | None, function: Collection[str],
) -> tuple[list[str], str] | None:
    """(the words after the pet noun, the name) when a name between commas follows it."""
    doc = tok.doc
    comma = next((t.i for t in doc[tok.i + 1 : tok.i + 2 + MAX_GAP] if t.text == ","), None)
    if comma is None or comma + 1 >= len(doc):
        return None
    phrase = [t.lower_ for t in doc[tok.i + 1 : comma]]
    at = comma + 1
    if doc[at].lower_ in lex.definite_articles or (
            doc[at].pos_ == "DET" and "Def" in doc[at].morph.get("Definite")):
        at += 1  # "una perra, la nala,"
    if at >= len(doc) or (at + 1 < len(doc) and doc[at + 1].text not in (",", ".")):
        return None  # "a cat, two dogs and a fish": a list, not a name
    name = doc[at]
    if name.pos_:  # parsed: tagged as a noun or name here ("pickle") is enough
        if name.pos_ not in ("PROPN", "NOUN") or not may_be_name(
                name.lower_, name.lower_, lex, None, frozenset(function)):
            return None
    elif not may_be_name(name.lower_, name.lower_, lex, words, frozenset(function)):
        return None
    return phrase, name.lower_


__all__ = ["name_pets"]
