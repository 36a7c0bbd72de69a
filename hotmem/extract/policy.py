"""The extraction policy: which clauses yield facts, and how far hedges reach.

Both extraction paths (``dependency`` for parsed languages, ``surface`` for the others) find
clauses their own way, from a parse or from token sequences, then ask this module what
follows from them, so the two paths cannot disagree:

- **Which clauses yield facts**: statements only. Questions, reactions, fillers and
  hypotheticals (conditionals, wishes, plans) yield none, and neither does a reason clause:
  "I moved to Berlin because my wife works at Siemens" states the move; the reason explains it.
  A present state the speaker states of themself stands beside another fact ("I have a
  garden since I live in a flat": where one lives or works, what one is; the dependency
  path reads it from the parse).
  When nothing else in the turn states a fact, the reason clause is the statement: "I'm
  learning German because I live in Vienna", "como tengo celiaquía no puedo comer pan".
- **Hedge scope**: a hedge covers every clause of its sentence ("I think my sister lives in
  Rome and my brother lives in Oslo", "Ich glaube, ...", "Credo che ...": both facts hedged).
- **Denied hedges**: "I don't think my sister lives in Rome", "non credo che ...", "ich
  glaube nicht, dass ..." state nothing after the hedge.
- **Conditionals**: an "if" clause ("If I lived in Rome, I would ...", "Wenn ich ...", "Se
  vincessi ...") makes every statement after it in its sentence hypothetical; a trailing one
  ("I work at a bank, if that helps", "lavoro in banca, se ti interessa") qualifies nothing.
- **Reported speech** ("my sister said that she lives in Rome") states the reported fact, with
  its own subject: the reporting clause itself yields nothing.
- **Negation** belongs to the clause that holds it (each path's views mark it per predicate).
- **Corrections** are a clause marker; the turn's intent is combined in
  :func:`hotmem.extract.common.turn_intent`.

Spoken forget requests are read by :mod:`hotmem.extract.forget`.

The words come from the language's tables (``because_markers``, ``hedges``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from hotmem.extract.common import Clause, ClauseKind

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon


def yields_facts(clause: Clause | None) -> bool:
    """True when facts may be read from ``clause``: a statement that is not a reason clause."""
    return clause is not None and clause.kind is ClauseKind.STATEMENT and not clause.reason


def yields_reason_facts(clause: Clause | None) -> bool:
    """True for a reason clause that is a statement: it speaks when the turn states nothing
    else (see the module docstring)."""
    return clause is not None and clause.kind is ClauseKind.STATEMENT and clause.reason


def opens_reason(first_words: Sequence[str], lex: Lexicon) -> bool:
    """True for a clause opened by a causal marker ("because ...", "weil ...", "perché ...").

    A marker that is also a filler ("pues" in "pues soy vegetariano") does not count alone.
    """
    if not first_words:
        return False
    word = first_words[0]
    return word in lex.because_markers and (word,) not in lex.fillers


def spread_sentence_hedge(sentence: list[Clause]) -> None:
    """A hedge anywhere in a sentence hedges every clause of the sentence.

    "Ich glaube, meine Schwester wohnt in Rom und mein Bruder wohnt in Oslo" gives two hedged
    facts, as "I think my sister lives in Rome and my brother lives in Oslo" does, and so does
    "My brother lives in Oslo and I think my sister lives in Rome". The "maybe" of a question
    or a supposition ("i work at the zoo maybe your son would like it?") hedges no statement.
    """
    if any(clause.hedged and clause.kind not in (ClauseKind.QUESTION, ClauseKind.HYPOTHETICAL)
           for clause in sentence):
        for clause in sentence:
            clause.hedged = True


def spread_denied_hedge(sentence: list[Clause], denied: int | None) -> None:
    """A denied hedge ("non credo che ...", "ich glaube nicht, dass ...", "I don't think
    ...", the clause at index ``denied``) asserts none of the statements after it in its
    sentence: they become hypothetical."""
    if denied is None:
        return
    for clause in sentence[denied + 1 :]:
        if clause.kind is ClauseKind.STATEMENT:
            clause.kind = ClauseKind.HYPOTHETICAL


def spread_condition(sentence: list[Clause]) -> None:
    """An "if" clause makes every statement after it in its sentence hypothetical.

    Clauses come in spoken order; statements before the first "if" clause stand ("Ich arbeite
    bei Bosch, wenn's hilft": the tail only says why the speaker mentions it), and so does a
    relative clause the speaker states about a referent ("if you come by the shop where I
    work": the speaker works there either way).
    """
    conditional = False
    for clause in sentence:
        conditional = conditional or clause.condition
        if conditional and clause.kind is ClauseKind.STATEMENT and not clause.relative:
            clause.kind = ClauseKind.HYPOTHETICAL
