"""Episode index cost for one user with many episodes (add, query, remove), and date resolution.

:func:`run_episode_index` seeds one :class:`~hotmem.episodes.index.EpisodeIndex` with
synthetic episodes (default 10 000) and times every ``add``, then a batch of queries, then
``remove`` + re-``add`` (a near-duplicate merge). Episodes draw 6-14 lemmas from a Zipf-like
vocabulary of 4 000 lemmas (a few lemmas such as "go" or "get" sit in thousands of episodes, as
in real talk), up to two entity/place keys and up to one person; 60 % carry a date within two
years, 15 % a number. The English equivalence table is loaded and the synthetic vocabulary gets 300
equivalence groups of three, so expansion costs are real. Queries take two to four lemmas from
a random episode (so they hit), a third of them with one lemma swapped for an equivalent, one
in five with a key, one in five of the dated ones with the week of its date as ``during``, and
a question type in rotation; a further 10 % are unrelated lemmas that
the gate must refuse. ``query_ms`` is the cost of one :meth:`EpisodeIndex.query` call with
``k=3``, the explanation of the hits included.

:func:`run_date_resolution` times :func:`~hotmem.episodes.dates.find_dates` on short clauses
in the five languages.

Run alone: ``.venv/bin/python -m bench.episodes [--episodes N] [--queries N]`` prints JSON.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import json
import random
import sys
import time
from typing import Any

from bench.stats import summarize
from hotmem.episodes.dates import find_dates
from hotmem.episodes.index import EpisodeIndex, EpisodeTerms, Equivalences, QuestionType
from hotmem.lang import get_language

VOCABULARY = 4_000
ZIPF_S = 1.05
QTYPES = (None, QuestionType.WHAT, QuestionType.WHEN, QuestionType.WHERE, QuestionType.WHO,
          QuestionType.HOW_MANY)


def _vocabulary(rng: random.Random) -> tuple[list[str], list[float]]:
    words = [f"lemma{i:04d}" for i in range(VOCABULARY)]
    weights = [1.0 / (rank + 1) ** ZIPF_S for rank in range(VOCABULARY)]
    return words, weights


def synthetic_episodes(count: int, seed: int = 7) -> list[EpisodeTerms]:
    """``count`` reproducible synthetic episodes of one user, one turn apart."""
    rng = random.Random(seed)
    words, weights = _vocabulary(rng)
    places = [f"place{i:03d}" for i in range(400)]
    things = [f"thing{i:03d}" for i in range(600)]
    people = [f"kin:person{i:02d}" for i in range(25)]
    first_day = dt.date(2024, 3, 1).toordinal()
    out: list[EpisodeTerms] = []
    for i in range(count):
        day = dt.date.fromordinal(first_day + rng.randrange(730))
        lemmas = tuple(rng.choices(words, weights, k=rng.randint(6, 14)))
        out.append(
            EpisodeTerms(
                episode_id=f"ep{i:06d}",
                lemmas=lemmas,
                entities=tuple(rng.sample(things, rng.choice((0, 0, 1)))),
                places=tuple(rng.sample(places, rng.choice((0, 0, 1)))),
                people=tuple(rng.sample(people, rng.choice((0, 0, 1)))),
                date_range=(day, day) if rng.random() < 0.6 else None,
                has_number=rng.random() < 0.15,
                turn_time=1_770_000_000.0 + 60.0 * i,
            )
        )
    return out


def synthetic_equivalences(seed: int = 7) -> Equivalences:
    """The English table plus 300 groups of three synthetic lemmas."""
    rng = random.Random(seed + 1)
    words, _ = _vocabulary(rng)
    pool = words[:1_500]
    rng.shuffle(pool)
    groups = [tuple(pool[i : i + 3]) for i in range(0, 900, 3)]
    return Equivalences.of(get_language("en").episodes.EQUIVALENCES, groups)


def synthetic_queries(
    episodes: list[EpisodeTerms], equivalences: Equivalences, count: int, seed: int = 11
) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    for i in range(count):
        qtype = QTYPES[i % len(QTYPES)]
        if rng.random() < 0.10:
            out.append({"lemmas": [f"unrelated{i}", f"unknown{i}"], "keys": [], "qtype": qtype,
                        "during": None})
            continue
        ep = rng.choice(episodes)
        lemmas = rng.sample(list(dict.fromkeys(ep.lemmas)), min(len(set(ep.lemmas)),
                                                                 rng.randint(2, 4)))
        if rng.random() < 0.33:
            for j, lemma in enumerate(lemmas):
                others = equivalences.of_lemma(lemma)
                if others:
                    lemmas[j] = rng.choice(others)
                    break
        keys = list(ep.places or ep.people or ep.entities)[:1] if rng.random() < 0.2 else []
        during = None
        if ep.date_range and rng.random() < 0.2:
            monday = ep.date_range[0] - dt.timedelta(days=ep.date_range[0].weekday())
            during = (monday, monday + dt.timedelta(days=6))
        out.append({"lemmas": lemmas, "keys": keys, "qtype": qtype, "during": during})
    return out


def run_episode_index(
    episodes: int = 10_000, queries: int = 2_000, seed: int = 7
) -> dict[str, Any]:
    """Seed one user's index with ``episodes`` synthetic episodes and time add/query/remove.

    Returns:
        ``{"episodes", "terms", "add_ms", "query_ms", "remove_readd_ms", "query_hit_rate",
        "unrelated_refused"}`` with p50/p95/p99 summaries in milliseconds.
    """
    data = synthetic_episodes(episodes, seed)
    equivalences = synthetic_equivalences(seed)
    index = EpisodeIndex(equivalences)
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        add_ms: list[float] = []
        for ep in data:
            t0 = time.perf_counter()
            index.add(ep)
            add_ms.append((time.perf_counter() - t0) * 1000)
        batch = synthetic_queries(data, equivalences, queries, seed + 4)
        for q in batch[:50]:  # warm-up
            index.query(q["lemmas"], qtype=q["qtype"], keys=q["keys"], during=q["during"])
        query_ms: list[float] = []
        hits = 0
        unrelated = refused = 0
        for q in batch:
            t0 = time.perf_counter()
            found = index.query(q["lemmas"], qtype=q["qtype"], keys=q["keys"], during=q["during"],
                                k=3)
            query_ms.append((time.perf_counter() - t0) * 1000)
            if q["lemmas"][0].startswith("unrelated"):
                unrelated += 1
                refused += not found
            else:
                hits += bool(found)
        rng = random.Random(seed + 9)
        churn_ms: list[float] = []
        for ep in rng.sample(data, min(1_000, len(data))):
            t0 = time.perf_counter()
            index.remove(ep.episode_id)
            index.add(ep)
            churn_ms.append((time.perf_counter() - t0) * 1000)
    finally:
        if gc_was_enabled:
            gc.enable()
    related = len(batch) - unrelated
    return {
        "episodes": len(index),
        "terms": index.term_count,
        "add_ms": summarize(add_ms, 4),
        "query_ms": summarize(query_ms, 4),
        "remove_readd_ms": summarize(churn_ms, 4),
        "query_hit_rate": round(hits / related, 3) if related else float("nan"),
        "unrelated_refused": round(refused / unrelated, 3) if unrelated else float("nan"),
    }


# Clauses as a voice bot hears them, one per shape and language (the bench's own sentences).
DATE_CLAUSES: dict[str, tuple[str, ...]] = {
    "en": ("I went hiking with my dad last Saturday", "we moved to Lisbon two weeks ago",
           "I am planning to visit Vancouver next summer", "I baked a lemon cake yesterday",
           "I may go to the gym after work", "she was born on March 3 2019"),
    "es": ("corrí una maratón el sábado pasado", "compré un coche hace dos semanas",
           "mi madre vive en Madrid", "iré a Roma el próximo verano"),
    "fr": ("j' ai vu Paul la semaine dernière", "il y a trois jours j' ai couru",
           "nous irons au Canada l' été prochain", "je cours le matin"),
    "de": ("ich bin letzten Monat umgezogen", "ich habe vor zwei Wochen ein Auto gekauft",
           "am Samstag war ich wandern", "ich stehe vor dem Haus"),
    "it": ("ho comprato una bici due settimane fa", "ho vinto sabato scorso",
           "andremo in Canada l' estate prossima", "vado a casa mia"),
}


def run_date_resolution(repeats: int = 200) -> dict[str, Any]:
    """Time :func:`find_dates` on short clauses in five languages (tables already compiled).

    Returns:
        ``{"clauses", "find_dates_ms"}``: per-clause p50/p95/p99 in milliseconds.
    """
    now = dt.datetime(2026, 3, 11, 15, 0, tzinfo=dt.UTC)
    clauses = [(get_language(code).episodes.TIME_WORDS, text.lower().split())
               for code, texts in DATE_CLAUSES.items() for text in texts]
    for words, tokens in clauses:  # compile each table once, outside the timing
        find_dates(tokens, words, now)
    samples: list[float] = []
    for _ in range(repeats):
        for words, tokens in clauses:
            t0 = time.perf_counter()
            find_dates(tokens, words, now)
            samples.append((time.perf_counter() - t0) * 1000)
    return {"clauses": len(clauses), "find_dates_ms": summarize(samples, 4)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.episodes",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=2_000)
    args = parser.parse_args(argv)
    results = {"index": run_episode_index(args.episodes, args.queries),
               "dates": run_date_resolution()}
    json.dump(results, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
