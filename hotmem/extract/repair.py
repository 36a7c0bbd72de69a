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
        old = next((f for f in reversed(facts) if not f.negated and _holds_slip(
            f.d, slip, value, lex)), None)
        if old is None:
            continue
        new = make_fact(old.display_s or old.s, old.r, value, lex.lang, hedged=old.hedged)
        if new is None:
            continue
        facts = [f for f in facts if f is not old and f.key != new.key]
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
    repair = {w for phrase in (*lex.fillers, *lex.corrections) for w in phrase}
    said = set(normalize_key(value, lex.lang).split())
    return all(w in repair or w in lex.negations or w in said for w in after)


def _repair(sent: Span, lex: Lexicon) -> tuple[str, str] | None:
    """(the slipped word's key, the repaired value) of a sentence, or ``None``.

    The marker follows a comma, or, as speech-to-text writes it, no comma at all when the
    marker is more than a negation ("soy de bilbao bueno en realidad de barakaldo"; a bare
    "no" there rejects the next value instead). Fillers and further markers after it are
    skipped ("anzi no l'elettricista"), so are fillers before it.
    """
    toks = [t for t in sent]
    words = [t.lower_.replace("’", "'") for t in toks]
    fillers = {phrase[0] for phrase in lex.fillers if len(phrase) == 1}
    for start in range(2, len(words)):
        comma = words[start - 1] == ","
        hit = find_phrase(words[start:start + 3], lex.corrections)
        if hit is None or hit[0] != 0:
            continue
        if not comma and all(w in lex.negations for w in hit[1]):
            continue
        j = start + len(hit[1])
        while j < len(words) and (words[j] in fillers or words[j] in lex.negations or (
                (more := find_phrase(words[j:j + 3], lex.corrections)) is not None
                and more[0] == 0)):
            j += 1
        tail = [t for t in toks[j:] if not t.is_punct]
        while len(tail) > 1 and tail[0].pos_ in ("ADP", "DET"):
            tail = tail[1:]  # "in Glasgow, no wait, in Edinburgh": the preposition repeated
        if not 1 <= len(tail) <= _MAX_VALUE or any(t.pos_ in ("VERB", "AUX", "PRON")
                                                   for t in tail):
            if comma:
                return None
            continue
        before = next((t for t in reversed(toks[: start - 1 if comma else start])
                       if not t.is_punct and t.lower_ not in fillers), None)
        if before is None:
            return None
        return normalize_key(before.text, lex.lang), " ".join(t.text for t in tail)
    return None
