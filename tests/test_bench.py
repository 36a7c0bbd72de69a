"""The benchmark's scoring functions: fact matching, P/R/F1, BM25, percentiles, report cells.

Pure functions on toy data with exact expected numbers; nothing here is timed.
"""

from __future__ import annotations

import datetime as dt
import math
from pathlib import Path

import pytest

from bench.baselines import BM25, BM25Memory, LastNMemory, token_cost, tokenize
from bench.checks import Check, run_checks
from bench.quality import (
    fact_key,
    match_line,
    negation_correct,
    positive_on_non_fact_line,
    prf,
    score_extraction,
    score_langid,
    strip_hedge,
    without_final_punctuation,
)
from bench.report import fmt, table
from bench.results_path import lookup, result_file
from bench.stats import percentile, ratio, summarize
from bench.targets import TARGETS, Target, at, evaluate, worst


def fact(s: str, r: str, d: str, negated: bool = False, **extra: object) -> dict[str, object]:
    return {"s": s, "r": r, "d": d, "negated": negated, **extra}


# ---------------------------------------------------------------- matching and P/R/F1


def test_friend_of_matches_in_either_order() -> None:
    assert fact_key(fact("sarah", "friend_of", "john")) == fact_key(
        fact("john", "friend_of", "sarah")
    )
    assert match_line(
        [fact("john", "friend_of", "sarah")], [fact("sarah", "friend_of", "john")]
    ) == (1, 0, 0)


def test_other_relations_are_ordered() -> None:
    assert match_line(
        [fact("seattle", "lives_in", "you")], [fact("you", "lives_in", "seattle")]
    ) == (0, 1, 1)


def test_negated_prediction_does_not_match_positive_gold() -> None:
    gold = [fact("you", "lives_in", "paris", negated=True)]
    assert match_line([fact("you", "lives_in", "paris")], gold) == (0, 1, 1)
    assert match_line([fact("you", "lives_in", "paris", negated=True)], gold) == (1, 0, 0)


def test_matching_is_a_multiset_intersection() -> None:
    pred = [fact("you", "likes", "jazz"), fact("you", "likes", "jazz"), fact("you", "likes", "tea")]
    gold = [fact("you", "likes", "jazz"), fact("you", "is", "nurse")]
    assert match_line(pred, gold) == (1, 2, 1)


def test_prf_exact_numbers_and_empty_cases() -> None:
    assert prf(3, 1, 2) == {
        "precision": 0.75,
        "recall": 0.6,
        "f1": 0.6667,
        "tp": 3,
        "fp": 1,
        "fn": 2,
    }
    assert prf(0, 0, 0)["precision"] == 1.0 and prf(0, 0, 0)["recall"] == 1.0
    assert prf(0, 2, 0) == {"precision": 0.0, "recall": 1.0, "f1": 0.0, "tp": 0, "fp": 2, "fn": 0}


def test_negation_is_correct_only_when_never_positive() -> None:
    gold = fact("you", "likes", "mushrooms", negated=True)
    assert negation_correct([fact("you", "likes", "mushrooms", negated=True)], gold)
    assert not negation_correct(
        [fact("you", "likes", "mushrooms", negated=True), fact("you", "likes", "mushrooms")], gold
    )
    assert not negation_correct([], gold)


def test_positive_facts_on_non_fact_lines_are_counted() -> None:
    question = {"intent": "PURE_QUESTION", "facts": []}
    negated_only = {"intent": "FACT_STATEMENT", "facts": [fact("you", "lives_in", "paris", True)]}
    plain = {"intent": "FACT_STATEMENT", "facts": [fact("you", "lives_in", "paris")]}
    pred = [fact("you", "lives_in", "paris"), fact("you", "likes", "x", negated=True)]
    assert positive_on_non_fact_line(pred, question) == 1
    assert positive_on_non_fact_line(pred, negated_only) == 1
    assert positive_on_non_fact_line(pred, plain) == 0


def test_score_extraction_aggregates_by_language_category_and_hedging() -> None:
    lines = [
        {
            "id": "a",
            "lang": "en",
            "category": "friendship",
            "intent": "FACT_STATEMENT",
            "facts": [fact("sarah", "friend_of", "john")],
        },
        {
            "id": "b",
            "lang": "de",
            "category": "hedging",
            "intent": "FACT_STATEMENT",
            "facts": [fact("brother", "works_at", "apple", hedged=True)],
        },
        {"id": "c", "lang": "de", "category": "question", "intent": "PURE_QUESTION", "facts": []},
    ]
    records = [
        {
            "line": lines[0],
            "facts": [fact("john", "friend_of", "sarah")],
            "intent": "FACT_STATEMENT",
        },
        {
            "line": lines[1],
            "facts": [fact("brother", "works_at", "apple", hedged=True, confidence=0.6)],
            "unhedged_facts": [fact("brother", "works_at", "apple", confidence=0.9)],
            "intent": "FACT_STATEMENT",
        },
        {"line": lines[2], "facts": [fact("you", "lives_in", "rome")], "intent": "FACT_STATEMENT"},
    ]
    scores = score_extraction(records)
    assert scores["lines"] == 3
    assert scores["overall"] == {
        "precision": 0.6667,
        "recall": 1.0,
        "f1": 0.8,
        "tp": 2,
        "fp": 1,
        "fn": 0,
    }
    assert scores["by_lang"]["en"]["f1"] == 1.0
    assert scores["by_lang"]["de"] == {
        "precision": 0.5,
        "recall": 1.0,
        "f1": 0.6667,
        "tp": 1,
        "fp": 1,
        "fn": 0,
    }
    assert scores["by_category"]["question"]["fp"] == 1
    assert scores["hedging"] == {
        "n": 1,
        "flagged": 1,
        "flagged_share": 1.0,
        "drop_pairs": 1,
        "drop_ge_0_2": 1,
        "drop_share": 1.0,
    }
    assert scores["positive_on_non_fact"] == 1
    assert scores["intent"]["accuracy"] == 0.6667
    assert [e["id"] for e in scores["errors"]] == ["c"]


def test_langid_is_split_at_three_words() -> None:
    scores = score_langid(
        [
            ("I live in Rome", "en", "en"),
            ("Vivo en Madrid", "es", "it"),
            ("Hola", "es", "en"),
            ("ok", "en", "en"),
        ]
    )
    assert scores["long"] == {"n": 2, "correct": 1, "accuracy": 0.5}
    assert scores["short"] == {"n": 2, "correct": 1, "accuracy": 0.5}
    assert scores["misses"][0] == {"text": "Vivo en Madrid", "gold": "es", "pred": "it"}


@pytest.mark.parametrize(
    ("text", "lang", "plain"),
    [
        ("I think my brother works at Apple.", "en", "My brother works at Apple."),
        ("Mon père est né à Nice, je pense.", "fr", "Mon père est né à Nice."),
        ("Ich glaube, meine Schwester wohnt in Zürich.", "de", "Meine Schwester wohnt in Zürich."),
        ("My brother works at Apple.", "en", None),
    ],
)
def test_strip_hedge(text: str, lang: str, plain: str | None) -> None:
    assert strip_hedge(text, lang) == plain


def test_without_final_punctuation_strips_only_the_final_marks() -> None:
    lines = [{"id": "a", "text": "I live in Seattle. "}, {"id": "b", "text": "¿Dónde vives?"},
             {"id": "c", "text": "Wow!!"}, {"id": "d", "text": "Mr. Smith lives here"}]
    assert [line["text"] for line in without_final_punctuation(lines)] == [
        "I live in Seattle", "¿Dónde vives", "Wow", "Mr. Smith lives here"]
    assert lines[0]["text"] == "I live in Seattle. "  # the gold lines are left as they were


# ---------------------------------------------------------------- baselines


def test_bm25_ranks_rare_matching_terms_first() -> None:
    bm = BM25()
    for doc in ["I live in Paris", "my dog is called Max", "I live in Paris and I love Paris"]:
        bm.add(tokenize(doc))
    # avgdl 17/3; idf(i) = idf(live) = ln(1.6); d0: 2 * 0.47 * 2.5 / (1 + 1.1691)
    assert bm.top(tokenize("where do I live"), 3) == [(0, 1.083398), (2, 0.989484)]
    assert bm.top(tokenize("dog"), 3) == [(1, 1.035658)]  # idf ln(8/3), |d1| = 5
    assert bm.top(tokenize("unknown words"), 3) == []
    assert round(bm.idf("paris"), 6) == 0.470004


def test_bm25_on_empty_corpus_returns_nothing() -> None:
    assert BM25().top(["x"], 3) == []


def test_baseline_memories_are_per_user() -> None:
    last = LastNMemory(n=2)
    bm = BM25Memory(k=1)
    for text in ["I live in Paris", "my dog is Max", "I like jazz"]:
        last.observe("a", text)
        bm.observe("a", text)
    bm.observe("b", "my dog is Rex")
    assert last.inject("a", "anything") == ["I like jazz", "my dog is Max"]
    assert last.inject("b", "anything") == []
    assert bm.inject("a", "what is my dog called") == ["my dog is Max"]
    assert bm.inject("b", "what is my dog called") == ["my dog is Rex"]


def test_token_cost_is_ceil_chars_over_four() -> None:
    assert token_cost([]) == 0
    assert token_cost(["abcde"]) == 2
    assert token_cost(["abc", "def"]) == 2  # "abc\ndef" = 7 chars


# ---------------------------------------------------------------- stats, report, targets


def test_percentiles_interpolate_linearly() -> None:
    values = [1.0, 2.0, 3.0, 4.0, 10.0]
    assert percentile(values, 50) == 3.0
    assert percentile(values, 95) == pytest.approx(8.8)
    assert summarize(values) == {
        "n": 5,
        "mean": 4.0,
        "p50": 3.0,
        "p95": 8.8,
        "p99": 9.76,
        "max": 10.0,
    }
    assert math.isnan(percentile([], 50))
    assert summarize([])["n"] == 0


def test_ratio_guards_zero_and_nan() -> None:
    assert ratio(3.0, 2.0) == 1.5
    assert math.isnan(ratio(1.0, 0.0))
    assert math.isnan(ratio(float("nan"), 1.0))


def test_report_cells_and_table() -> None:
    assert fmt(1.23456) == "1.23"
    assert fmt(None) == "–"
    assert fmt(float("nan")) == "–"
    assert fmt(True) == "yes"
    assert fmt(7) == "7"
    assert table(["a", "b"], [[1, 0.5]], 3) == "| a | b |\n|---|---|\n| 1 | 0.500 |"


def test_result_file_name() -> None:
    day = dt.date(2025, 3, 3)
    assert result_file(Path("r"), "box", quick=False, today=day) == Path("r/2025-03-03-box.json")
    assert result_file(Path("r"), "box", quick=True, today=day) == Path(
        "r/2025-03-03-box-quick.json"
    )


def test_lookup_and_targets() -> None:
    results = {
        "latency": {"stages": {"total": {"p95": 9.5}}},
        "quality": {"extraction": {"by_lang": {"en": {"recall": 0.9}, "de": {"recall": 0.6}}}},
    }
    assert lookup(results, "latency.stages.total.p95") == 9.5
    assert lookup(results, "latency.stages.nope.p95") is None
    rows = evaluate(
        (
            Target("total", at("latency.stages.total.p95"), "<=", 12, "ms"),
            Target("recall", worst("quality.extraction.by_lang.{lang}.recall"), ">=", 0.65),
            Target("missing", at("scale.points.100k.retrieval.p95"), "<=", 3),
        ),
        results,
    )
    assert [(r["value"], r["ok"], r["note"]) for r in rows] == [
        (9.5, True, ""),
        (0.6, False, "worst: de"),
        (None, None, ""),
    ]
    assert len({t.name for t in TARGETS}) == len(TARGETS)


def test_checks_compare_ratios_and_skip_missing() -> None:
    results = {"a": 6.0, "b": 2.0, "z": 0}
    rows = run_checks(
        results,
        (
            Check("a/b", "a", "b", 3.0),
            Check("a/b strict", "a", "b", 2.0),
            Check("missing", "a", "nope", 1.0),
            Check("zero", "z", None, 0),
        ),
    )
    assert [(r["value"], r["ok"]) for r in rows] == [
        (3.0, True),
        (3.0, False),
        (None, None),
        (0, True),
    ]


def test_extraction_is_also_scored_per_relation() -> None:
    scores = score_extraction([
        {"line": {"lang": "en", "facts": [fact("you", "lives_in", "leeds"),
                                          fact("you", "allergic_to", "peanuts")]},
         "facts": [fact("you", "lives_in", "leeds"), fact("you", "likes", "peanuts")]},
    ])
    assert scores["by_relation"]["lives_in"]["tp"] == 1
    assert scores["by_relation"]["allergic_to"] == {
        "precision": 1.0, "recall": 0.0, "f1": 0.0, "tp": 0, "fp": 0, "fn": 1}
    assert scores["by_relation"]["likes"]["fp"] == 1


def test_langid_reports_all_lines_together_too() -> None:
    scores = score_langid([("Tengo 31 años.", "es", "en"), ("Ho 29 anni.", "it", "it")])
    assert scores["all"] == {"n": 2, "correct": 1, "accuracy": 0.5}


@pytest.mark.parametrize(
    ("text", "iso", "found"),
    [
        ("On 7 March 2026 you baked a lemon cake.", "2026-03-07", True),
        ("You baked it on March 7, 2026.", "2026-03-07", True),
        ("On 17 March 2026 you baked a cake.", "2026-03-07", False),
        ("In March 2026 you went to Ghent.", "2026-03", True),
        ("In March 2026 you went to Ghent.", "2026-03-07", False),
        ("You moved in 2025.", "2025", True),
        ("Logged 2026-03-07.", "2026-03-07", True),
    ],
)
def test_date_mentioned_accepts_the_bullet_renderings(text: str, iso: str, found: bool) -> None:
    from bench.expectations import date_mentioned

    assert date_mentioned(text, iso) is found


def test_dialog_scorer_splits_kinds_and_silent_buckets() -> None:
    from bench.dialogs import TurnOutput, score_dialogs

    dialog = {"id": "d", "turns": [
        {"user": "u", "text": "I live in Lyon."},
        {"user": "u", "text": "any pharmacy near me?", "expect": {"kind": "need",
                                                                 "relevant": ["Lyon"]}},
        {"user": "u", "text": "where do I live?", "expect": {"relevant": ["Lyon"]}},
        {"user": "u", "text": "capital of Peru?", "expect": {"general": True}},
        {"user": "u", "text": "tell me a riddle", "expect": {"chitchat": True}},
    ]}
    outs = [TurnOutput(), TurnOutput(["You live in Lyon."], "m"), TurnOutput(),
            TurnOutput(["You live in Lyon."], "m"), TurnOutput()]
    scores = score_dialogs([dialog], lambda _d: outs)
    assert scores["by_kind"] == {"explicit": 0.0, "need": 1.0}
    assert scores["general_over_injection"] == 1.0
    assert scores["over_injection_rate"] == 0.0
    assert scores["need_none_over_injection"] is None


def test_many_calls_section_feeds_its_targets_and_the_report() -> None:
    from bench.report import render

    phase = {"calls": 1, "turns": 48, "latency_ms": {"p50": 5.0, "p95": 10.0, "p99": 12.0,
                                                     "max": 14.0},
             "rss_peak_mb": 570.0, "errors": 0, "wall_s": 40.0}
    results = {
        "machine": {},
        "startup": {"load_by_lang": {}, "engine_en": {},
                    "five": {"order": ["en", "fr"], "ready_ms": {"en": 1400.0, "fr": 9000.0},
                             "first_ready_ms": 1400.0, "all_ready_ms": 9000.0,
                             "rss_peak_mb": 550.0}},
        "many_calls": {"single": phase, "many": {**phase, "calls": 20, "turns": 240},
                       "p95_ratio": 2.5, "rss_per_extra_call_mb": 0.4,
                       "warm_processor_start_ms": {"p95": 0.6}, "users_with_facts": 20,
                       "prewarm_ms": 7000.0},
    }
    rows = {r["name"]: (r["value"], r["ok"]) for r in evaluate(TARGETS, results)}
    assert rows["first language ready (fresh process, prewarm)"] == (1400.0, True)
    assert rows["five languages ready (fresh process, prewarm)"] == (9000.0, False)
    assert rows["per-turn p95, 20 calls / 1 call"] == (2.5, False)
    assert rows["RSS per extra concurrent call"] == (0.4, True)
    assert rows["warm processor start p95 (20 calls)"] == (0.6, True)
    assert rows["errors in 20 concurrent calls"] == (0, True)
    text = render(results)
    assert "p95 ratio 20 calls / alone: ×2.50" in text
    assert "first 1400 ms, all 9000 ms" in text


def test_two_workers_bench_counts_nothing_lost_and_renders(pipelines, pg_url: str) -> None:
    from bench.report import _stores
    from bench.stores import run_two_workers

    out = run_two_workers({"store_url": pg_url}, pipelines, turns=12)
    assert out["facts_returned"] >= 20 and out["errors"] == 0
    assert (out["lost_facts"], out["lost_updates"], out["duplicated_facts"]) == (0, 0, 0)
    assert out["turn_counter_mismatches"] == []
    point = {"update": out["total"], "retrieval": out["total"], "total": out["total"]}
    side = {"workload": point, "scale": {"10k": point}, "two_workers": out}
    text = "\n".join(_stores({"stores": {"method": "m", "lmdb": side, "postgresql": side,
                                         "pg_over_lmdb_total_p95": {"workload": 1.0}}}))
    assert f"| postgresql | 2 | 12 | 4 | {out['facts_returned']} | 0 | 0 | 0 | 0 | 0 |" in text


def test_held_out_results_keep_their_figures_but_not_their_lines() -> None:
    from bench.__main__ import HELD_OUT_RESULTS, without_lines

    scored = score_extraction([{"line": {"id": "x", "lang": "en", "text": "I live in Oslo.",
                                         "facts": [{"s": "you", "r": "lives_in", "d": "oslo"}]},
                                "facts": [], "intent": None}])
    kept = without_lines({**scored, "crashes": ["x: ValueError"], "failures": [{"t": 1}]})
    assert kept["errors"] == 1 and kept["crashes"] == 1 and kept["failures"] == 1
    assert kept["overall"] == scored["overall"]
    assert "I live in Oslo." not in repr(kept)
    assert {"extraction_heldout", "extraction_casual", "retrieval_needs",
            "retrieval_episodes"} <= set(HELD_OUT_RESULTS)
