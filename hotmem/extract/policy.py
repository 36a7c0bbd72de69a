"""The extraction policy: which clauses yield facts, and how far hedges reach.

Both extraction paths (``dependency`` for parsed languages, ``surface`` for the others) find
clauses and forget requests their own way, from a parse or from token sequences, then ask this
module what follows from them, so the two paths cannot disagree:

- **Which clauses yield facts**: statements only. Questions, reactions, fillers and
  hypotheticals (conditionals, wishes, plans) yield none, and neither does a reason clause:
  "I moved to Berlin because my wife works at Siemens" states the move; the reason explains it.
- **Hedge scope**: a hedge covers every clause of its sentence ("I think my sister lives in
  Rome and my brother lives in Oslo", "Ich glaube, ...", "Credo che ...": both facts hedged).
- **Conditionals**: an "if" clause ("If I lived in Rome, I would ...", "Wenn ich ...", "Se
  vincessi ...") makes every statement after it in its sentence hypothetical; a trailing one
  ("I work at a bank, if that helps", "lavoro in banca, se ti interessa") qualifies nothing.
- **Reported speech** ("my sister said that she lives in Rome") states the reported fact, with
  its own subject: the reporting clause itself yields nothing.
- **Negation** belongs to the clause that holds it (each path's views mark it per predicate).
- **Corrections** are a clause marker; the turn's intent is combined in
  :func:`hotmem.extract.common.turn_intent`.
- **Spoken forget requests** ("forget where I live", "Vergiss, wo ich wohne", "olvida eso")
  are read from the word sequence by :func:`forget_request`; only a request about a thing
  ("forget my sister") leaves the object phrase to the path.

The words come from the language's tables (``because_markers``, ``hedges``, ``forget_verbs``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hotmem.extract.common import Clause, ClauseKind
from hotmem.text import USER_KEY
from hotmem.types import FORGET_LAST_FACTS

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

FORGET_LAST = (FORGET_LAST_FACTS, None)
FORGET_OBJECT = "object"  # forget the thing the rest of the request names (the path reads it)
ForgetTarget = tuple[str | None, str | None]


@dataclass(frozen=True, slots=True)
class SpokenWord:
    """One word of an utterance as a path reads it: lower-case text, verb lemma, and whether
    it is a first-person verb form ("wohne", "abito", "vivo")."""

    text: str
    lemma: str
    first_person: bool = False


def yields_facts(clause: Clause | None) -> bool:
    """True when facts may be read from ``clause``: a statement that is not a reason clause."""
    return clause is not None and clause.kind is ClauseKind.STATEMENT and not clause.reason


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
    "My brother lives in Oslo and I think my sister lives in Rome".
    """
    if any(clause.hedged for clause in sentence):
        for clause in sentence:
            clause.hedged = True


def spread_condition(sentence: list[Clause]) -> None:
    """An "if" clause makes every statement after it in its sentence hypothetical.

    Clauses come in spoken order; statements before the first "if" clause stand ("Ich arbeite
    bei Bosch, wenn's hilft": the tail only says why the speaker mentions it).
    """
    conditional = False
    for clause in sentence:
        conditional = conditional or clause.condition
        if conditional and clause.kind is ClauseKind.STATEMENT:
            clause.kind = ClauseKind.HYPOTHETICAL


def forget_request(
    words: Sequence[SpokenWord], lex: Lexicon, *, self_words: frozenset[str] = frozenset()
) -> ForgetTarget | str | None:
    """What a turn opening with a forget verb asks to forget, or ``None`` for no request.

    - "forget that", "Vergiss das", "olvida eso" -> :data:`FORGET_LAST` (the last fact);
    - "forget where I live", "Vergiss, wo ich wohne", "dimentica dove abito" ->
      ``("you", "lives_in")``; "... wo meine Schwester wohnt" -> ``("sister", "lives_in")``;
    - "forget my name" -> ``("you", "name")``; "forget my sister" -> ``("sister", None)``;
    - anything else ("forget Paris") -> :data:`FORGET_OBJECT`: the path reads the phrase.

    "I forget things" is a statement: only a turn that starts with the verb is a request.

    Args:
        words: the first sentence's words, punctuation left out.
        lex: the language's tables.
        self_words: first-person subject words beyond ``lex.self_words`` ("ich", "io").
    """
    if not words or (words[0].lemma not in lex.forget_verbs
                     and words[0].text not in lex.forget_verbs):
        return None
    rest = words[1:]
    if not rest or all(w.text in lex.pronouns or w.text in lex.relative_pronouns for w in rest):
        return FORGET_LAST
    kin = next((lex.kinship[w.text] for w in rest if w.text in lex.kinship), None)
    if rest[0].text in lex.question_words:
        for word in rest[1:]:
            relation = forget_relation(word.lemma, lex)
            if relation is not None:
                # The predicate's person first ("abito"), then a kin noun ("where my sister
                # lives"), then a first-person word ("where I live").
                if word.first_person or kin is None and any(
                        w.text in lex.self_words or w.text in self_words for w in rest):
                    return (USER_KEY, relation)
                return (kin, relation)
        return FORGET_LAST
    if any(w.text in lex.name_nouns for w in rest):
        return (kin or USER_KEY, "name")
    if kin is not None:
        return (kin, None)
    return FORGET_OBJECT


def forget_relation(lemma: str, lex: Lexicon) -> str | None:
    """The relation a forget request means by its embedded predicate ("where I live" ->
    ``lives_in``, "was ich mag" -> ``likes``), or ``None``."""
    relation = next((r for (verb, _prep), r in lex.verb_prep.items() if verb == lemma), None)
    return relation if relation is not None else lex.likes.get(lemma)
