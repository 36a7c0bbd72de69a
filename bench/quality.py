"""Extraction and language-id quality against the gold files.

Matching rule (``bench/data/GOLD_GUIDE.md``): a predicted fact matches a gold fact when ``s``,
``r``, ``d`` and ``negated`` are equal; ``friend_of`` compares its two ends in either order.
Matching is a multiset intersection per line. Precision is 1.0 when nothing was predicted and
recall is 1.0 when nothing was expected (so "no facts expected, none predicted" is perfect).

The pure scoring functions (:func:`fact_key`, :func:`match_line`, :func:`prf`,
:func:`score_extraction`, :func:`score_langid`) take plain dicts and are unit-tested in
``tests/test_bench.py``; :func:`run_extraction` and :func:`run_langid` drive the engine.
"""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hotmem.engine import HotMem

SYMMETRIC = frozenset({"friend_of"})
NON_FACT_INTENTS = frozenset({"PURE_QUESTION", "HYPOTHETICAL", "REACTION"})
MIN_HEDGE_DROP = 0.2
LONG_WORDS = 3  # language-id accuracy is reported for >= 3 words and for shorter utterances

FactKey = tuple[str, str, str, bool]
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")

# Hedge phrases removed to build "the same sentence without the hedge" (docs/contract.md §1).
_HEDGES: dict[str, tuple[str, ...]] = {
    "en": ("i think", "i guess", "i believe", "maybe", "probably", "kinda", "sort of",
           "perhaps", "possibly", "i'm not sure but", "i'm not sure"),
    "es": ("creo que", "pienso que", "quizás", "quizá", "tal vez", "probablemente",
           "a lo mejor", "todavía"),
    "fr": ("je crois que", "je pense que", "peut-être que", "peut-être", "probablement",
           "je crois", "je pense"),
    "de": ("ich glaube", "ich denke", "vielleicht", "wahrscheinlich", "wohl"),
    "it": ("penso che", "credo che", "forse", "probabilmente", "credo", "penso"),
}


def fact_key(fact: Mapping[str, Any]) -> FactKey:
    """The matching key of a fact dict: (s, r, d, negated), symmetric relations ordered."""
    s, r, d = str(fact["s"]), str(fact["r"]), str(fact["d"])
    if r in SYMMETRIC and d < s:
        s, d = d, s
    return (s, r, d, bool(fact.get("negated", False)))


def match_line(
    predicted: Sequence[Mapping[str, Any]], gold: Sequence[Mapping[str, Any]]
) -> tuple[int, int, int]:
    """(true positives, false positives, false negatives) of one line, multiset matching."""
    pred = Counter(fact_key(f) for f in predicted)
    want = Counter(fact_key(f) for f in gold)
    tp = sum((pred & want).values())
    return tp, sum(pred.values()) - tp, sum(want.values()) - tp


def _per_relation(predicted: Sequence[Mapping[str, Any]], gold: Sequence[Mapping[str, Any]]
                  ) -> dict[str, Counter[str]]:
    """tp/fp/fn of one line split by relation (kin and pet nouns each count as their own)."""
    pred = Counter(fact_key(f) for f in predicted)
    want = Counter(fact_key(f) for f in gold)
    both = pred & want
    out: dict[str, Counter[str]] = defaultdict(Counter)
    for key, n in both.items():
        out[key[1]]["tp"] += n
    for key, n in (pred - both).items():
        out[key[1]]["fp"] += n
    for key, n in (want - both).items():
        out[key[1]]["fn"] += n
    return out


def prf(tp: int, fp: int, fn: int) -> dict[str, float]:
    """Precision, recall and F1 (rounded to 4 places) with the counts they came from."""
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": round(precision, 4), "recall": round(recall, 4), "f1": round(f1, 4),
            "tp": tp, "fp": fp, "fn": fn}


def negation_correct(predicted: Sequence[Mapping[str, Any]], gold_fact: Mapping[str, Any]) -> bool:
    """A gold negated fact is right when predicted negated and never predicted positive."""
    s, r, d, _ = fact_key(gold_fact)
    keys = {fact_key(f) for f in predicted}
    return (s, r, d, True) in keys and (s, r, d, False) not in keys


def positive_on_non_fact_line(
    predicted: Sequence[Mapping[str, Any]], line: Mapping[str, Any]
) -> int:
    """Positive facts predicted on a line that must have none (question, reaction,
    hypothetical, or a line whose gold facts are all negated)."""
    gold = line.get("facts", [])
    negated_only = bool(gold) and all(f.get("negated", False) for f in gold)
    if line.get("intent") in NON_FACT_INTENTS or negated_only:
        return sum(1 for f in predicted if not f.get("negated", False))
    return 0


def score_extraction(records: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Score predictions against gold lines.

    Args:
        records: ``{"line": gold line, "facts": predicted fact dicts, "intent": predicted
            intent, "unhedged_facts"?: facts predicted for the line with its hedge removed}``.

    Returns:
        ``overall``/``by_lang``/``by_category`` P/R/F1, ``negation``, ``hedging``,
        ``positive_on_non_fact`` (must be 0), ``intent`` accuracy and the ``errors`` list
        (lines with any mismatch, for debugging).
    """
    totals: Counter[str] = Counter()
    by_lang: dict[str, Counter[str]] = defaultdict(Counter)
    by_cat: dict[str, Counter[str]] = defaultdict(Counter)
    by_rel: dict[str, Counter[str]] = defaultdict(Counter)
    neg_total = neg_ok = 0
    hedged_total = hedged_flagged = drop_pairs = drop_ok = 0
    positives_bad = 0
    intent_ok = intent_n = 0
    intent_by_lang: dict[str, Counter[str]] = defaultdict(Counter)
    errors: list[dict[str, Any]] = []
    n_lines = 0
    for rec in records:
        n_lines += 1
        line, predicted = rec["line"], list(rec["facts"])
        gold = line.get("facts", [])
        tp, fp, fn = match_line(predicted, gold)
        for bucket in (totals, by_lang[line["lang"]], by_cat[line.get("category", "?")]):
            bucket.update(tp=tp, fp=fp, fn=fn)
        for relation, counts in _per_relation(predicted, gold).items():
            by_rel[relation].update(counts)
        for fact in gold:
            if fact.get("negated", False):
                neg_total += 1
                neg_ok += negation_correct(predicted, fact)
            if fact.get("hedged", False):
                hedged_total += 1
                key = fact_key(fact)
                hits = [f for f in predicted if fact_key(f) == key]
                if any(f.get("hedged", False) for f in hits):
                    hedged_flagged += 1
                plain = [f for f in rec.get("unhedged_facts", ()) if fact_key(f) == key]
                if hits and plain:
                    drop_pairs += 1
                    drop = max(f.get("confidence", 0.0) for f in plain) - min(
                        f.get("confidence", 0.0) for f in hits)
                    drop_ok += drop >= MIN_HEDGE_DROP - 1e-9
        bad = positive_on_non_fact_line(predicted, line)
        positives_bad += bad
        if "intent" in line:
            intent_n += 1
            good = rec.get("intent") == line["intent"]
            intent_ok += good
            intent_by_lang[line["lang"]].update(n=1, ok=int(good))
        if fp or fn or bad or ("intent" in line and rec.get("intent") != line["intent"]):
            errors.append({"id": line.get("id"), "text": line.get("text"),
                           "gold_intent": line.get("intent"), "intent": rec.get("intent"),
                           "missed": sorted(map(list, Counter(map(fact_key, gold))
                                                - Counter(map(fact_key, predicted)))),
                           "spurious": sorted(map(list, Counter(map(fact_key, predicted))
                                                  - Counter(map(fact_key, gold))))})

    def _prf(c: Counter[str]) -> dict[str, float]:
        return prf(c["tp"], c["fp"], c["fn"])

    return {
        "lines": n_lines,
        "overall": _prf(totals),
        "by_lang": {lang: _prf(c) for lang, c in sorted(by_lang.items())},
        "by_category": {cat: _prf(c) for cat, c in sorted(by_cat.items())},
        "by_relation": {rel: _prf(c) for rel, c in sorted(by_rel.items())},
        "negation": {"n": neg_total, "correct": neg_ok,
                     "accuracy": round(neg_ok / neg_total, 4) if neg_total else None},
        "hedging": {"n": hedged_total, "flagged": hedged_flagged,
                    "flagged_share": round(hedged_flagged / hedged_total, 4)
                    if hedged_total else None,
                    "drop_pairs": drop_pairs, "drop_ge_0_2": drop_ok,
                    "drop_share": round(drop_ok / drop_pairs, 4) if drop_pairs else None},
        "positive_on_non_fact": positives_bad,
        "intent": {"n": intent_n, "correct": intent_ok,
                   "accuracy": round(intent_ok / intent_n, 4) if intent_n else None,
                   "by_lang": {lang: round(c["ok"] / c["n"], 4)
                               for lang, c in sorted(intent_by_lang.items())}},
        "errors": errors,
    }


def word_count(text: str) -> int:
    """Words made of letters (digits and punctuation do not count)."""
    return len(_WORD.findall(text))


def score_langid(records: Iterable[tuple[str, str, str]]) -> dict[str, Any]:
    """Accuracy of (text, gold, predicted) triples, split at :data:`LONG_WORDS` words."""
    buckets: dict[str, Counter[str]] = {"long": Counter(), "short": Counter(), "all": Counter()}
    misses: list[dict[str, str]] = []
    for text, gold, pred in records:
        for name in ("long" if word_count(text) >= LONG_WORDS else "short", "all"):
            buckets[name].update(n=1, ok=int(gold == pred))
        if gold != pred:
            misses.append({"text": text, "gold": gold, "pred": pred})
    out: dict[str, Any] = {
        name: {"n": c["n"], "correct": c["ok"],
               "accuracy": round(c["ok"] / c["n"], 4) if c["n"] else None}
        for name, c in buckets.items()
    }
    out["misses"] = misses
    return out


def strip_hedge(text: str, lang: str) -> str | None:
    """``text`` without its first hedge phrase, or ``None`` when it has none.

    >>> strip_hedge("I think my brother works at Apple.", "en")
    'my brother works at Apple.'
    """
    low = text.lower()
    for phrase in sorted(_HEDGES.get(lang, ()), key=len, reverse=True):
        match = re.search(rf"(?<![\w']){re.escape(phrase)}(?![\w'])", low)
        if match is None:
            continue
        out = (text[:match.start()] + text[match.end():]).strip()
        out = re.sub(r"\s+([,.!?])", r"\1", re.sub(r"\s{2,}", " ", out))
        out = re.sub(r"^[,\s]+|,\s*(?=[.!?]?$)", "", out).strip()
        return out[:1].upper() + out[1:] if out else None
    return None


def run_extraction(engine: HotMem, gold_lines: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Extract every gold line through ``HotMem.extract`` and score it.

    Lines sharing a ``session`` share coref state in file order; other lines get a session of
    their own. The gold ``lang`` is passed as the STT hint, so language-id errors do not count
    here (they are scored separately). Lines with a hedged gold fact are also extracted without
    their hedge, in a fresh session, for the confidence-drop check.
    """
    records = []
    crashes: list[str] = []
    for number, line in enumerate(gold_lines):
        session = line.get("session") or f"gold-{line.get('id', number)}"
        try:
            result = engine.extract(line["text"], session=f"q-{session}",
                                    lang_hint=line["lang"], user="bench-quality")
        except Exception as err:  # score the line as "nothing extracted" and keep going
            crashes.append(f"{line.get('id')}: {type(err).__name__}: {err}")
            records.append({"line": line, "facts": [], "intent": None})
            continue
        rec: dict[str, Any] = {"line": line, "facts": [f.to_json() for f in result.facts],
                               "intent": result.intent.value}
        if any(f.get("hedged") for f in line.get("facts", ())):
            plain = strip_hedge(line["text"], line["lang"])
            if plain:
                other = engine.extract(plain, session=f"q-plain-{number}",
                                       lang_hint=line["lang"], user="bench-quality")
                rec["unhedged_facts"] = [f.to_json() for f in other.facts]
                rec["unhedged_text"] = plain
        records.append(rec)
    scores = score_extraction(records)
    scores["crashes"] = crashes
    print(f"[bench] extraction: {len(records)} gold lines, "
          f"P={scores['overall']['precision']} R={scores['overall']['recall']}", file=sys.stderr)
    return scores


_FINAL_MARKS = re.compile(r"[.!?…]+\s*$")


def without_final_punctuation(lines: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The gold lines as speech-to-text without punctuation delivers them: final marks off."""
    return [{**line, "text": _FINAL_MARKS.sub("", line["text"].rstrip())} for line in lines]


def run_langid(gold: Sequence[Mapping[str, Any]], langs: tuple[str, ...]) -> dict[str, Any]:
    """Language-id accuracy of :class:`hotmem.langid.LanguageIdentifier` (no hint, no history)."""
    from hotmem.langid import LanguageIdentifier

    ident = LanguageIdentifier(langs)
    records = [(row["text"], row["lang"], ident.detect(row["text"])) for row in gold]
    return score_langid(records)
