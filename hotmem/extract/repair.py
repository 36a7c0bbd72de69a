"""A value repaired in the middle of a sentence: "my sister lives in glasgow, no wait, edinburgh".

Speakers fix a slip without repeating the sentence: a correction marker of the language
(``Lexicon.corrections``, ``Lexicon.value_repairs``), then the right value alone. The fact
whose object is the word just before the marker keeps its subject and relation, takes the new
value (without a repeated preposition: "..., no wait, in edinburgh"), and the slipped value is
stored negated, as "I live in Edinburgh, not Glasgow" would give.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.lang.lexicon import find_phrase
from hotmem.text import normalize_key

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

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
        old = next((f for f in reversed(facts) if not f.negated and _holds_slip(
            f.d, slip, value, lex)), None)
        if old is None:
            continue
        new = make_fact(old.display_s or old.s, old.r, value, lex.lang, hedged=old.hedged)
        if new is None:
            continue
        marker_words = {w for phrase in (*lex.corrections, *lex.value_repairs) for w in phrase}
        # the marker read as a value of its own ("ikea, scratch that, amazon") is none
        facts = [f for f in facts if f is not old and f.key != new.key
                 and f.d not in marker_words]
        facts += [_up_to_slip(old, slip), new]
        repaired.add(sent.start)
    return facts, repaired


def _up_to_slip(old: Fact, slip: str) -> Fact:
    """``old`` denied, its object cut after the slipped word ("pablo perdón pedro": pablo)."""
    words = old.d.split()
    keep = len(words) - words[::-1].index(slip)
    shown = (old.display_d or old.d).split()
    display = " ".join(shown[:keep]) if len(shown) == len(words) else " ".join(words[:keep])
    return dataclasses.replace(old, negated=True, d=" ".join(words[:keep]), display_d=display)


def _holds_slip(obj: str, slip: str, value: str, lex: Lexicon) -> bool:
    """``obj`` ends in the slipped word, or in it and what the parser hung on it of the repair
    itself ("bilbao bueno", "pablo perdón pedro": a filler, the marker, the right value)."""
    words = obj.split()
    if slip not in words:
        return False
    after = words[len(words) - 1 - words[::-1].index(slip) + 1:]
    repair = {w for phrase in (*lex.fillers, *lex.corrections, *lex.value_repairs)
              for w in phrase}
    said = set(normalize_key(value, lex.lang).split())
    return all(w in repair or w in lex.negations or w in said for w in after)


def _repair(sent: Span, lex: Lexicon) -> tuple[str, str] | None:
    """(the slipped word's key, the repaired value) of a sentence, or ``None``.

    The marker follows a comma ("denver, actually, boulder"), or, as speech-to-text writes
    it, no comma at all when it is more than a negation ("denver no wait boulder", "austin i
    mean dallas", "pablo perdón pedro"; a bare "no" there rejects the next value instead).
    """
    toks = [t for t in sent]
    words = [t.lower_.replace("’", "'") for t in toks]
    markers = (*lex.corrections, *lex.value_repairs)
    for start in range(1, len(words)):
        hit = find_phrase(words[start:start + 3], markers)
        if hit is None or hit[0] != 0:
            continue
        said = [w for w in hit[1] if w != ","]
        if words[start - 1] != "," and len(said) < 2 and all(w in lex.negations for w in said):
            continue
        tail = _value_after(toks[start + len(hit[1]):], lex)
        if not 1 <= len(tail) <= _MAX_VALUE or any(t.pos_ in ("AUX", "PRON") or (
                t.pos_ == "VERB" and (len(tail) > 1 or any(
                    c.i > t.i and not c.is_punct for c in t.children))) for t in tail):
            continue  # a lone word is the value, whatever its tag ("york, sorry, leeds")
        fillers = {w for phrase in lex.fillers for w in phrase}
        before = next((t for t in reversed(toks[:start]) if not t.is_punct
                       and t.lower_ not in fillers), None)  # "costco um i mean walmart"
        if before is None:
            continue
        return normalize_key(before.text, lex.lang), " ".join(t.text for t in tail)
    return None


def _value_after(toks: list[Token], lex: Lexicon) -> list[Token]:
    """The value said after a repair marker: further markers, negations and fillers ("sorry,
    i mean walgreens", "anzi no l'elettricista"), a pronoun with its "be" ("actually it's max") and the preposition and
    article the slip already had ("no wait, in boulder") left out, and a marker said after
    it ("no, 10 actually")."""
    rest = [t for t in toks if not t.is_punct]
    markers = (*lex.corrections, *lex.value_repairs, *lex.fillers)
    while rest:
        words = [t.lower_.replace("’", "'") for t in rest[:3]]
        hit = find_phrase(words, markers)
        if hit is not None and hit[0] == 0:
            rest = rest[len(hit[1]):]
        elif len(rest) > 2 and rest[0].pos_ == "PRON" and rest[0].lower_ not in (
                lex.self_words) and rest[1].lemma_.lower() in lex.be_verbs:
            rest = rest[2:]
        elif rest[0].pos_ in ("ADP", "DET") or rest[0].lower_ in lex.negations:
            rest = rest[1:]
        else:
            break
    words = {w for phrase in markers for w in phrase}
    while rest and rest[-1].lower_ in words:
        rest = rest[:-1]  # "no, 10 actually"
    return rest
