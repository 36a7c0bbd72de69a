"""Spoken self-repairs of a place or employer: "ich wohne in Leipzig äh nein in Halle", "i
work at Tesco um no at Aldi", "abito a Roma anzi a Milano".

The speaker names a place after a preposition, takes it back with a correction ("anzi",
"nein", "oder nein") or a filler and an answering "no" ("uh no", "euh non"), and names the
right one after the same kind of preposition. The fact read from the first place is kept,
negated, and restated with the second. A bare negation ("in Kiel, nicht in Lübeck") rejects
the second place instead and is left to the extractors. The words come from the language's
lexicon (prepositions of its ``verb_prep`` rows, fillers, corrections, negations, reactions);
the rule itself is language-neutral, as :mod:`hotmem.extract.self_repair` is for numbers.
"""

from __future__ import annotations

import dataclasses
import re
from functools import cache
from typing import TYPE_CHECKING

from hotmem.lang import get_language
from hotmem.lang.lexicon import find_phrase

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon
    from hotmem.types import Fact

__all__ = ["apply_place_repairs"]

_TOKEN = re.compile(r"[\w&]+(?:['’-][\w&]+)*")
# Words a repair may hold between the two places ("um no sorry", "oder nein"), at most.
_MAX_BETWEEN = 4
# Words of the place meant, at most ("in Halle an der Saale").
_MAX_PLACE = 4
# Relations whose object is a place or an employer said after a preposition.
_PLACED = frozenset({"lives_in", "works_at", "born_in", "moved_from", "went_to"})


@cache
def _words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(prepositions, repair words, determiners) of ``lang``."""
    language = get_language(lang)
    lex = language.lexicon
    preps = {prep for (_, prep), _ in lex.verb_prep.items() if prep} | set(lex.workplace_preps)
    grammar = language.grammar
    if grammar is not None:  # "im", "beim", "alla": contracted forms of the same preposition
        preps |= {form for form, base in grammar.preps.items() if base in preps}
    repair = {w for phrase in (*lex.fillers, *lex.corrections) for w in phrase}
    repair |= set(lex.negations) | set(lex.reactions)
    if grammar is not None:
        repair |= set(grammar.conjunctions)  # "in Köln oder nein in Bonn"
    determiners = set(language.words.DETERMINERS.split()) | set(lex.definite_articles)
    if grammar is not None:
        determiners |= set(grammar.articles) | set(grammar.possessives)
    return frozenset(preps), frozenset(repair), frozenset(determiners)


def _retracts(between: list[str], lex: Lexicon) -> bool:
    """A correction phrase, or a filler and an answering "no" ("uh no", "euh non"); a lone
    "no" may be a plain negation ("en Santander no en BBVA" rejects the second place), and
    so is a last word that negates only ("no, not in York", "äh nicht in Bonn")."""
    last = between[-1]
    if last in lex.negations and last not in lex.reactions:
        return False
    fillers = {phrase[0] for phrase in lex.fillers if len(phrase) == 1}
    return find_phrase(between, lex.corrections) is not None or any(
        w in fillers and nxt in lex.negations and nxt in lex.reactions
        for w, nxt in zip(between, between[1:], strict=False))


def _meant(tokens: list[str], shown: list[str], at: int, lang: str) -> tuple[str, str] | None:
    """The place said after the repair at ``at``: key and display, determiners left out."""
    preps, repair, determiners = _words(lang)
    if at >= len(tokens) or tokens[at] not in preps:
        return None
    k = at + 1
    while k < len(tokens) and tokens[k] in determiners:
        k += 1
    end = k
    while end < len(tokens) and end - k < _MAX_PLACE and tokens[end] not in repair:
        end += 1
    if end == k:
        return None
    return " ".join(tokens[k:end]), " ".join(shown[k:end])


def _repair_of(fact: Fact, tokens: list[str], shown: list[str], lex: Lexicon
               ) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """(the place taken back, the place meant), key and display each, when the text takes
    ``fact``'s object back."""
    preps, repair, determiners = _words(lex.lang)
    said = fact.d.split()
    while len(said) > 1 and said[-1] in repair:
        said.pop()  # "leeds uh": the parser may hang the filler on the place
    trimmed = len(said) < len(fact.d.split())
    # "né à tours enfin non à blois" may come out as one object "tours à blois": the part
    # before a preposition is the place said first
    heads = [said] + [said[:k] for k in range(1, len(said)) if said[k] in preps]
    for said, i in ((h, i) for h in heads for i in range(len(tokens) - len(h) + 1)):
        if tokens[i : i + len(said)] != said:
            continue
        before = i - 1
        while before >= 0 and tokens[before] in determiners:
            before -= 1
        if before < 0 or tokens[before] not in preps:
            continue
        j = i + len(said)
        between: list[str] = []
        while j < len(tokens) and tokens[j] in repair and tokens[j] not in preps and len(
                between) < _MAX_BETWEEN:
            between.append(tokens[j])
            j += 1
        if between and _retracts(between, lex):
            meant = _meant(tokens, shown, j, lex.lang)
            if meant is not None and meant[0] != " ".join(said):
                taken = (" ".join(said), " ".join(shown[i : i + len(said)]))
                whole = said == heads[0] and not trimmed
                return (fact.d, fact.display_d) if whole else taken, meant
    return None


def apply_place_repairs(facts: tuple[Fact, ...], text: str, lex: Lexicon) -> tuple[Fact, ...]:
    """``facts`` with each place or employer taken back negated and restated with the one
    meant ("ich wohne in Leipzig äh nein in Halle": Leipzig denied, Halle stated)."""
    if not any(f.r in _PLACED for f in facts):
        return facts
    shown = _TOKEN.findall(text)
    tokens = [t.lower().replace("’", "'") for t in shown]
    out: list[Fact] = []
    meant_keys: set[tuple[str, str, str]] = set()
    stated = {(f.s, f.r) for f in facts if not f.negated}
    for fact in facts:
        # a denied place too, when the parser read the answering "non" of the repair as its
        # negation: the only place read ("à agen non à pau") or one that kept a repair word
        # ("à lyon non pardon à ..." read as "lyon pardon")
        repair = _repair_of(fact, tokens, shown, lex) if fact.r in _PLACED and (
            not fact.negated or (fact.s, fact.r) not in stated
            or fact.d.split()[-1] in _words(lex.lang)[1]) else None
        if repair is None:
            out.append(fact)
            continue
        taken, meant = repair
        out.append(dataclasses.replace(fact, d=taken[0], display_d=taken[1], negated=True))
        out.append(dataclasses.replace(fact, d=meant[0], display_d=meant[1], negated=False))
        meant_keys.add((fact.s, fact.r, meant[0]))
    # "chez renault, enfin non, chez peugeot": the parser may hang the "non" on the place
    # meant and read it denied; the repair says it is the one meant
    return tuple(f for f in out if not (f.negated and (f.s, f.r, f.d) in meant_keys))
