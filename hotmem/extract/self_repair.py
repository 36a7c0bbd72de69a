"""Spoken self-repairs of a number: "ma sœur a 25 ans euh non 26", "mein Bruder ist 19, äh
nein, 20", "mia nonna ha 85 anni anzi no 86".

The speaker states a number, takes it back with a correction phrase ("anzi", "bueno no",
"nein") or a filler and a negation ("euh non", "äh nein") and gives the right one; a bare
negation rejects the second number instead ("meine Tochter ist 8, nicht 9"). The facts read
from the first number are kept, negated, and the same facts are stated with the second number.
The words come from the language's table (negations, fillers, corrections); the rule itself is
language-neutral.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from hotmem.lang.lexicon import find_phrase

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon
    from hotmem.types import Fact

_TOKEN = re.compile(r"\d+|[^\W\d_]+(?:'[^\W\d_]+)?")
# Words a repair may hold between its two numbers ("euh non", "anzi no", "äh nein"), at most.
_MAX_BETWEEN = 4


def repaired_numbers(text: str, lex: Lexicon) -> list[tuple[str, str]]:
    """(taken back, meant) number pairs of ``text``, in spoken order.

    A number said more than once in the turn ("meine Mutter ist 65 äh nein 66 und mein Vater
    ist 65") is never taken back: the facts keep no token position, so the repair could not
    tell its fact from the other one and would rewrite both.
    """
    return [(first, second) for first, second, retracted in _number_pairs(text, lex)
            if retracted]


def rejected_numbers(text: str, lex: Lexicon) -> list[tuple[str, str]]:
    """(stated, rejected) number pairs: a bare negation before the second number ("mein Sohn
    ist 4 äh nicht 5") rejects it and leaves the first one standing, not negated. Only when
    no negation comes before the first number ("er ist nicht 4, nicht 5" states neither) and
    no number follows the second ("4 äh nicht 5 sondern 6" means the last one)."""
    tokens = [t.lower() for t in _TOKEN.findall(text)]
    pairs = [(first, second) for first, second, retracted in _number_pairs(text, lex)
             if not retracted]
    return [(first, second) for first, second in pairs
            if not any(w in lex.negations for w in tokens[: tokens.index(first)])
            and not any(w.isdigit() for w in tokens[tokens.index(second) + 1 :])]


def _number_pairs(text: str, lex: Lexicon) -> list[tuple[str, str, bool]]:
    """(first, second, retracted) for two numbers with only repair words between them and a
    negation or correction among those words."""
    tokens = [t.lower() for t in _TOKEN.findall(text)]
    allowed = {w for phrase in (*lex.fillers, *lex.corrections) for w in phrase}
    allowed |= set(lex.negations)
    unit = set(lex.age_nouns) | {f"{noun}s" for noun in lex.age_nouns}  # "años"
    pairs = []
    for i, tok in enumerate(tokens):
        if not tok.isdigit():
            continue
        j = i + 1
        while j < len(tokens) and tokens[j] in unit:
            j += 1
        between: list[str] = []
        while j < len(tokens) and not tokens[j].isdigit() and len(between) < _MAX_BETWEEN:
            between.append(tokens[j])
            j += 1
        if (j < len(tokens) and tokens[j].isdigit() and between and tokens.count(tok) == 1
                and all(w in allowed for w in between)):
            if _retracts(between, lex):
                pairs.append((tok, tokens[j], True))
            elif any(w in lex.negations for w in between):
                pairs.append((tok, tokens[j], False))
    return pairs


def _retracts(between: list[str], lex: Lexicon) -> bool:
    """A correction phrase, or a filler right before a "no" said as an answer ("euh non").

    A negation that is no answer word ("euh pas 5", "äh nicht 5") rejects the second number:
    the first one stands.
    """
    if find_phrase(between, lex.corrections) is not None:
        return True
    return any((w,) in lex.fillers and nxt in lex.negations and nxt in lex.reactions
               for w, nxt in zip(between, between[1:], strict=False))


def apply_repairs(facts: tuple[Fact, ...], text: str, lex: Lexicon) -> tuple[Fact, ...]:
    """``facts`` with each fact on a taken-back number negated and restated with the number
    meant (once); a repair of the repair is followed to its last number."""
    pairs = repaired_numbers(text, lex)
    rejected = rejected_numbers(text, lex)
    if rejected:
        facts = _apply_rejections(facts, dict(rejected))
    if not pairs:
        return facts
    meant_of = dict(pairs)
    out: list[Fact] = []
    for fact in facts:
        meant = meant_of.get(fact.d)
        if meant is None or fact.negated:
            out.append(fact)
            continue
        out.append(dataclasses.replace(fact, negated=True))
        seen = {fact.d}
        while meant in meant_of and meant not in seen:  # "25 euh non 26 euh non 27"
            seen.add(meant)
            out.append(dataclasses.replace(fact, d=meant, display_d=meant, negated=True))
            meant = meant_of[meant]
        out.append(dataclasses.replace(fact, d=meant, display_d=meant))
    keys = set()
    unique = []
    for fact in out:
        key = (fact.key, fact.negated)
        if key not in keys:
            keys.add(key)
            unique.append(fact)
    return tuple(unique)


def _apply_rejections(facts: tuple[Fact, ...], rejected_of: dict[str, str]) -> tuple[Fact, ...]:
    """Each fact on a stated number stands: the negation that rejects the second number ("4 äh
    nicht 5") was not about it. The rejected number is no fact of its own."""
    return tuple(dataclasses.replace(f, negated=False) if f.d in rejected_of else f
                 for f in facts)
