"""A value repaired in the middle of a sentence: "my sister lives in glasgow, no wait, edinburgh".

Speakers fix a slip without repeating the sentence: a correction marker of the language
(``Lexicon.corrections``) after a comma, then the right value alone. The fact whose object is
the word just before the marker keeps its subject and relation, takes the new value (without a
repeated preposition: "..., no wait, in edinburgh"), and the slipped value is stored negated,
as "I live in Edinburgh, not Glasgow" would give.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.lang.lexicon import find_phrase
from hotmem.text import normalize_key

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

    from hotmem.lang.lexicon import Lexicon
    from hotmem.types import Fact

# At most this many words make the repaired value ("edinburgh", "the new york office").
_MAX_VALUE = 4


def repair_values(doc: Doc, facts: list[Fact], lex: Lexicon) -> tuple[list[Fact], set[int]]:
    """``facts`` with each mid-sentence repair applied, and the start indices of the sentences
    that held one (their clauses are corrections)."""
    repaired: set[int] = set()
    for sent in doc.sents:
        found = _repair(sent, lex)
        if found is None:
            continue
        slip, value = found
        old = next((f for f in reversed(facts) if not f.negated and (
            f.d == slip or f.d.endswith(f" {slip}"))), None)
        if old is None:
            continue
        new = make_fact(old.display_s or old.s, old.r, value, lex.lang, hedged=old.hedged)
        if new is None:
            continue
        facts = [f for f in facts if f is not old and f.key != new.key]
        facts += [dataclasses.replace(old, negated=True), new]
        repaired.add(sent.start)
    return facts, repaired


def _repair(sent: Span, lex: Lexicon) -> tuple[str, str] | None:
    """(the slipped word's key, the repaired value) of a sentence, or ``None``."""
    toks = [t for t in sent]
    words = [t.lower_.replace("’", "'") for t in toks]
    for start in range(2, len(words)):
        if words[start - 1] != ",":
            continue
        hit = find_phrase(words[start:start + 3], lex.corrections)
        if hit is None or hit[0] != 0:
            continue
        tail = [t for t in toks[start + len(hit[1]):] if not t.is_punct]
        if len(tail) > 1 and tail[0].pos_ == "ADP":
            tail = tail[1:]  # "in Glasgow, no wait, in Edinburgh": the preposition repeated
        if not 1 <= len(tail) <= _MAX_VALUE or any(t.pos_ in ("VERB", "AUX", "PRON")
                                                   for t in tail):
            return None
        before = next((t for t in reversed(toks[: start - 1]) if not t.is_punct), None)
        if before is None:
            return None
        return normalize_key(before.text, lex.lang), " ".join(t.text for t in tail)
    return None
