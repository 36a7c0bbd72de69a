"""Retrieval and injection quality over scripted dialogs (``bench/data/dialogs.jsonl``).

Every dialog runs through the real engine (``HotMem.process_turn``) on a fresh store, turn by
turn, with the timestamps of the file. Each user turn may carry expectations::

    "expect": {"relevant": ["Denver"],      # one of these in the first 3 bullets of this turn
               "forbidden": ["Seattle"],    # none of these anywhere in this turn's message
               "chitchat": true}            # no message at all this turn

and the keys of :mod:`bench.expectations` (``kind``, ``general``, ``none``, ``date``).

Figures (all computed here, printed as JSON by ``main``):

- ``relevance_at_3``: share of turns with ``relevant`` whose first three bullets contain one.
- ``stale_violations`` / ``cross_user_violations``: forbidden substrings found in a message; a
  forbidden string counts as cross-user when another user of the dialog said it.
- ``chitchat_over_injection``: share of ``chitchat`` turns that got a message;
  ``general_over_injection`` and ``need_none_over_injection`` the same for general-knowledge
  requests and for requests no stored memory serves.
- ``by_kind``: relevance@3 per turn kind (explicit, need, episodic).
- ``dates_right``: share of turns with ``date`` whose first three bullets name that date.
- ``duplicate_reselection_rate``: share of new picks (edges whose ``last_injected_turn`` became
  this turn) that were already picked within ``novelty_turns`` turns although this turn did not
  ask for them (it has no ``relevant`` substring in that fact's bullet).
- ``caps_ok_share``: share of turns with ≤ ``bullets_max`` bullets and a message within
  ``token_budget`` (``ceil(chars / 4)``).
- ``tokens_per_turn``: mean over user turns of the bullets' ``ceil(chars / 4)``, one per line
  (0 when nothing is injected), as :mod:`bench.dialogs` counts it.

Run: ``python -m bench.retrieval_eval [--dialogs FILE] [--failures]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.baselines import token_cost
from bench.expectations import date_mentioned, kind_of, silent_bucket
from hotmem import HotMem, HotMemConfig
from hotmem.inject import bullet_for, estimate_tokens
from hotmem.types import Edge

DEFAULT_DIALOGS = Path(__file__).parent / "data" / "dialogs.jsonl"
TARGETS = {
    "relevance_at_3": 0.90,
    "stale_violations": 0,
    "cross_user_violations": 0,
    "chitchat_over_injection": 0.05,
    "duplicate_reselection_rate": 0.0,
    "caps_ok_share": 1.0,
}

EngineFactory = Callable[[Path], HotMem]


def load_dialogs(path: Path) -> list[dict[str, Any]]:
    """Read and check the dialog file (one JSON object per line)."""
    dialogs = []
    for n, line in enumerate(Path(path).read_text("utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        dialog = json.loads(line)
        if not isinstance(dialog.get("turns"), list) or not dialog.get("id"):
            raise ValueError(f"{path}:{n}: a dialog needs an id and a list of turns")
        dialogs.append(dialog)
    return dialogs


def _picks(engine: HotMem, user: str, turn: int) -> list[Edge]:
    """Edges picked as new bullets in ``turn`` (their last_injected_turn is that turn)."""
    records = engine.export(user)["edges"]
    return [e for r in records if (e := Edge.from_record(r)).last_injected_turn == turn]


def _contains(text: str, needle: str) -> bool:
    return needle.casefold() in text.casefold()


def evaluate(dialogs_path: Path | str, engine_factory: EngineFactory) -> dict[str, Any]:
    """Run every dialog through a fresh engine and compute the retrieval figures.

    Args:
        dialogs_path: the JSONL dialog file.
        engine_factory: builds a HotMem on the given (empty) data directory.

    Returns:
        The figures of the module docstring, ``targets_met`` and a ``failures`` list.
    """
    dialogs = load_dialogs(Path(dialogs_path))
    relevant_turns = relevant_hits = 0
    stale = cross_user = 0
    silent: dict[str, list[int]] = {"chitchat": [0, 0], "general": [0, 0], "need_none": [0, 0]}
    kinds: dict[str, list[int]] = {}
    date_turns = date_hits = 0
    picks_total = duplicates = 0
    turns_total = caps_ok = errors = bullet_tokens = 0
    retrieval_ms: list[float] = []
    failures: list[dict[str, Any]] = []

    for dialog in dialogs:
        said_by: dict[str, str] = {}
        for t in dialog["turns"]:
            said_by.setdefault(t["user"], "")
            said_by[t["user"]] += " " + t["text"]
        with tempfile.TemporaryDirectory(prefix="hotmem-eval-") as tmp:
            engine = engine_factory(Path(tmp) / "store")
            try:
                cfg = engine.config
                last_pick: dict[tuple[str, tuple[str, str, str]], int] = {}
                for t in dialog["turns"]:
                    user, role = t["user"], t.get("role", "user")
                    result = engine.process_turn(
                        t["text"], user=user, session=t.get("session"), ts=t.get("ts"),
                        lang_hint=t.get("lang"), role=role,
                    )
                    if role != "user":
                        continue
                    turns_total += 1
                    errors += result.error is not None
                    retrieval_ms.append(result.timings_ms.get("retrieval", 0.0))
                    message = result.message or ""
                    bullet_tokens += token_cost(result.bullets) if message else 0
                    expect = t.get("expect", {})

                    def fail(reason: str, t: dict[str, Any] = t, result: Any = result,
                             dialog_id: str = dialog["id"]) -> None:
                        failures.append({"dialog": dialog_id, "user": t["user"],
                                         "text": t["text"], "reason": reason,
                                         "bullets": result.bullets, "error": result.error})

                    if (len(result.bullets) <= cfg.bullets_max
                            and estimate_tokens(message) <= cfg.token_budget):
                        caps_ok += 1
                    else:
                        fail("caps")
                    wanted = expect.get("relevant", [])
                    top = " | ".join(result.bullets[:3])
                    if wanted:
                        relevant_turns += 1
                        tally = kinds.setdefault(kind_of(expect), [0, 0])
                        tally[0] += 1
                        if any(_contains(top, w) for w in wanted):
                            relevant_hits += 1
                            tally[1] += 1
                        else:
                            fail(f"relevant {wanted} not in the first 3 bullets")
                    if date := expect.get("date"):
                        date_turns += 1
                        if date_mentioned(top, str(date)):
                            date_hits += 1
                        else:
                            fail(f"date {date} not in the first 3 bullets")
                    for bad in expect.get("forbidden", []):
                        if _contains(message, bad):
                            others = [u for u in said_by if u != user]
                            if any(_contains(said_by[o], bad) for o in others):
                                cross_user += 1
                                fail(f"cross-user {bad!r}")
                            else:
                                stale += 1
                                fail(f"stale/forbidden {bad!r}")
                    if bucket := silent_bucket(expect):
                        silent[bucket][0] += 1
                        if result.message is not None:
                            silent[bucket][1] += 1
                            fail(f"{bucket} turn got a message")
                    for edge in _picks(engine, user, result.turn):
                        picks_total += 1
                        previous = last_pick.get((user, edge.key))
                        asked = any(_contains(bullet_for(edge), w) for w in wanted)
                        if (previous is not None and result.turn - previous <= cfg.novelty_turns
                                and not asked):
                            duplicates += 1
                            fail(f"re-selected {edge.key} within {cfg.novelty_turns} turns")
                        last_pick[(user, edge.key)] = result.turn
            finally:
                engine.close()

    def share(num: int, den: int, empty: float) -> float:
        return round(num / den, 4) if den else empty

    retrieval_ms.sort()
    figures: dict[str, Any] = {
        "dialogs": len(dialogs),
        "turns": turns_total,
        "relevant_turns": relevant_turns,
        "relevance_at_3": share(relevant_hits, relevant_turns, 1.0),
        "stale_violations": stale,
        "cross_user_violations": cross_user,
        "by_kind": {kind: {"turns": n, "hits": hits, "relevance_at_3": share(hits, n, 1.0)}
                    for kind, (n, hits) in sorted(kinds.items())},
        "chitchat_turns": silent["chitchat"][0],
        "chitchat_over_injection": share(silent["chitchat"][1], silent["chitchat"][0], 0.0),
        "general_turns": silent["general"][0],
        "general_over_injection": share(silent["general"][1], silent["general"][0], 0.0),
        "need_none_turns": silent["need_none"][0],
        "need_none_over_injection": share(silent["need_none"][1], silent["need_none"][0], 0.0),
        "date_turns": date_turns,
        "dates_right": share(date_hits, date_turns, 1.0) if date_turns else None,
        "picks": picks_total,
        "duplicate_reselections": duplicates,
        "duplicate_reselection_rate": share(duplicates, picks_total, 0.0),
        "caps_ok_share": share(caps_ok, turns_total, 1.0),
        "tokens_per_turn": round(bullet_tokens / turns_total, 2) if turns_total else None,
        "turn_errors": errors,
        "retrieval_ms": {
            "p50": round(statistics.median(retrieval_ms), 3) if retrieval_ms else 0.0,
            "p95": round(retrieval_ms[int(0.95 * (len(retrieval_ms) - 1))], 3)
            if retrieval_ms else 0.0,
        },
    }
    figures["targets_met"] = (
        figures["relevance_at_3"] >= TARGETS["relevance_at_3"]
        and stale == 0 and cross_user == 0
        and figures["chitchat_over_injection"] <= TARGETS["chitchat_over_injection"]
        and duplicates == 0 and figures["caps_ok_share"] == 1.0
    )
    figures["failures"] = failures
    return figures


def default_engine_factory() -> EngineFactory:
    """A factory sharing one set of loaded spaCy pipelines across all dialogs."""
    from hotmem.nlp import Pipelines

    base = HotMemConfig.from_env()
    pipelines = Pipelines(base.langs)
    pipelines.load_all()

    def build(data_dir: Path) -> HotMem:
        return HotMem(base.with_overrides(data_dir=data_dir), pipelines=pipelines)

    return build


def main(argv: list[str] | None = None) -> int:
    """Print the figures as one JSON object; exit 1 when a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dialogs", type=Path, default=DEFAULT_DIALOGS)
    parser.add_argument("--failures", action="store_true", help="list every failed check")
    args = parser.parse_args(argv)
    figures = evaluate(args.dialogs, default_engine_factory())
    if not args.failures:
        figures["failures"] = len(figures["failures"])
    json.dump(figures, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0 if figures["targets_met"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
