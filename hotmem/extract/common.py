"""Pieces both extraction paths share: clause records, fact building and turn intent.

Language knowledge stays in the language packages; this module only knows the rules of
docs/contract.md: keys are normalised, only canonical relations leave the extractor, hedges
lower confidence, and a turn's intent is combined from its clauses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from enum import StrEnum
from typing import TYPE_CHECKING

from hotmem.lang import get_language
from hotmem.relations import SYMMETRIC, is_canonical
from hotmem.text import USER_KEY, display_form, normalize_key
from hotmem.types import Fact, Intent
from hotmem.word_classes import WordClasses

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

BASE_CONFIDENCE = 0.9
HEDGE_PENALTY = 0.3  # docs/contract.md §1: a hedge lowers confidence by at least 0.2
MAX_KEY_CHARS = 80


class ClauseKind(StrEnum):
    """What one clause does; a turn's :class:`~hotmem.types.Intent` is combined from these."""

    STATEMENT = "statement"
    QUESTION = "question"
    REACTION = "reaction"
    HYPOTHETICAL = "hypothetical"
    FILLER = "filler"


@dataclass(slots=True)
class Clause:
    """A span of the utterance with its kind and the markers that change its facts."""

    span: Span
    kind: ClauseKind
    hedged: bool = False
    correction: bool = False
    wh: str | None = None
    reason: bool = False  # a "because" clause: it explains, it states no fact of its own
    condition: bool = False  # an "if" clause: its whole sentence is hypothetical
    relative: bool = False  # "the shop where I work": states its fact whatever the mood around


@dataclass(slots=True)
class Segmented:
    """An utterance cut into clauses (the output of a path's ``segment``)."""

    doc: Doc
    clauses: list[Clause] = field(default_factory=list)
    # Dependency labels of the parse: "clearnlp" (English model), "ud" or "surface" (no parse);
    # from the pipeline's manifest row, set by the extractor.
    label_scheme: str = "ud"
    # The pipeline's adjective and noun lists (set by the extractor; empty: none known).
    word_classes: WordClasses = field(default_factory=WordClasses)


def make_fact(
    subject: str,
    relation: str,
    obj: str,
    lang: str,
    *,
    negated: bool = False,
    hedged: bool = False,
) -> Fact | None:
    """Build a fact (docs/contract.md §1) from surface strings, or ``None`` if it is not one.

    Keys are normalised (first-person forms become ``you``); the display forms keep the user's
    casing. A non-canonical relation, an empty or over-long key, or a self-loop gives ``None``.

    >>> make_fact("My sister", "lives_in", "Boston", "en").key
    ('sister', 'lives_in', 'boston')
    """
    if not is_canonical(relation):
        return None
    s_key = normalize_key(subject, lang)
    d_key = normalize_key(obj, lang)
    if not s_key or not d_key or s_key == d_key:
        return None
    if len(s_key) > MAX_KEY_CHARS or len(d_key) > MAX_KEY_CHARS:
        return None
    confidence = BASE_CONFIDENCE - (HEDGE_PENALTY if hedged else 0.0)
    return Fact(
        s=s_key,
        r=relation,
        d=d_key,
        confidence=confidence,
        negated=negated,
        hedged=hedged,
        display_s="You" if s_key == USER_KEY else display_form(subject, lang),
        display_d="you" if d_key == USER_KEY else display_form(obj, lang),
    )


def dedupe(facts: list[Fact]) -> list[Fact]:
    """Drop repeated (s, r, d, negated) facts, keeping the first; ``friend_of`` is unordered."""
    seen: set[tuple[str, str, str, bool]] = set()
    out = []
    for fact in facts:
        s, d = (sorted((fact.s, fact.d)) if fact.r in SYMMETRIC else (fact.s, fact.d))
        sig = (s, fact.r, d, fact.negated)
        if sig not in seen:
            seen.add(sig)
            out.append(fact)
    return out


def turn_intent(clauses: list[Clause], facts: list[Fact]) -> Intent:
    """Combine clause kinds and the facts found into the turn's intent (docs/contract.md §2).

    A question beside a stated fact keeps the fact (QUESTION_WITH_FACT); a correction marker
    with a fact wins over everything; a hypothetical clause only decides the turn when nothing
    was stated; a statement with no fact is a REACTION.
    """
    kinds = {c.kind for c in clauses}
    if facts:
        if any(c.correction for c in clauses):
            return Intent.CORRECTION
        if ClauseKind.QUESTION in kinds:
            return Intent.QUESTION_WITH_FACT
        return Intent.MULTIPLE_FACTS if len(facts) > 1 else Intent.FACT_STATEMENT
    if ClauseKind.QUESTION in kinds:
        return Intent.PURE_QUESTION
    if ClauseKind.HYPOTHETICAL in kinds:
        return Intent.HYPOTHETICAL
    # A statement that yields no fact ("I'm tired", "sto bene") is a reaction, not a fact.
    return Intent.REACTION


@cache
def town_preps(lang: str) -> frozenset[str]:
    """Prepositions after which a name said bare is the town a job is in, no employer
    ("pompier à Brest", "cuoco a Rimini"; ``TOWN_PREPS`` in ``fact_words.py``)."""
    return frozenset(getattr(get_language(lang).fact_words, "TOWN_PREPS", "").split())
