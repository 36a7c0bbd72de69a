"""Retrieval on the scripted dialogs: HotMem (via ``bench.retrieval_eval``) beside two baselines.

HotMem's official figures come from :func:`bench.retrieval_eval.evaluate`. That function does
not expose per-turn messages, so the side-by-side table uses :func:`score_dialogs`, one small
scorer applied with identical rules to HotMem (a second replay of the same dialogs) and to the
baselines of :mod:`bench.baselines`:

- relevance@3: on turns with ``expect.relevant``, one wanted string (case-insensitive) in the
  first three injected items (HotMem: bullets; last-5: the three newest utterances; BM25: its
  top 3);
- stale / cross-user: a ``forbidden`` string anywhere in the injected text, cross-user when
  another user of the dialog said it;
- over-injection: share of ``chitchat`` turns that got any injection (``general`` and
  ``need_none`` turns apart, see :mod:`bench.expectations`);
- relevance@3 per turn kind (explicit, need, episodic) in ``by_kind``;
- tokens/turn: mean over user turns of ``ceil(chars / 4)`` of the injected items, one per
  line (HotMem: its bullets; 0 when nothing is injected). ``message_tokens_per_turn`` counts
  what the LLM really receives: for HotMem the whole rotating message, header and timestamp
  included (the baselines have no header, so there it equals the item count).
"""

from __future__ import annotations

import math
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bench.baselines import BM25Memory, LastNMemory, token_cost
from bench.expectations import kind_of, silent_bucket

if TYPE_CHECKING:
    from hotmem.engine import HotMem


@dataclass(slots=True)
class TurnOutput:
    """What a memory injected for one user turn: ranked items and the full injected text."""

    items: list[str] = field(default_factory=list)
    text: str = ""


DialogRunner = Callable[[dict[str, Any]], list[TurnOutput | None]]


def _has(text: str, needle: str) -> bool:
    return needle.casefold() in text.casefold()


def score_dialogs(dialogs: Sequence[dict[str, Any]], run: DialogRunner) -> dict[str, Any]:
    """Apply the rules of the module docstring to ``run``'s outputs (None = not a user turn)."""
    relevant = hits = stale = cross = turns = tokens = message_tokens = 0
    silent: dict[str, list[int]] = {"chitchat": [0, 0], "general": [0, 0], "need_none": [0, 0]}
    kinds: dict[str, list[int]] = {}
    for dialog in dialogs:
        said: dict[str, str] = {}
        for t in dialog["turns"]:
            said[t["user"]] = said.get(t["user"], "") + " " + t["text"]
        for t, out in zip(dialog["turns"], run(dialog), strict=True):
            if out is None:
                continue
            turns += 1
            tokens += token_cost(out.items) if out.text else 0
            message_tokens += math.ceil(len(out.text) / 4)
            expect = t.get("expect", {})
            if wanted := expect.get("relevant"):
                relevant += 1
                top = " | ".join(out.items[:3])
                hit = any(_has(top, w) for w in wanted)
                hits += hit
                tally = kinds.setdefault(kind_of(expect), [0, 0])
                tally[0] += 1
                tally[1] += hit
            for bad in expect.get("forbidden", []):
                if _has(out.text, bad):
                    if any(_has(s, bad) for u, s in said.items() if u != t["user"]):
                        cross += 1
                    else:
                        stale += 1
            if bucket := silent_bucket(expect):
                silent[bucket][0] += 1
                silent[bucket][1] += bool(out.text)
    return {
        "turns": turns,
        "relevant_turns": relevant,
        "relevance_at_3": round(hits / relevant, 4) if relevant else None,
        "stale_violations": stale,
        "cross_user_violations": cross,
        "by_kind": {kind: round(h / n, 4) for kind, (n, h) in sorted(kinds.items())},
        "over_injection_rate": _share(silent["chitchat"]),
        "general_over_injection": _share(silent["general"]),
        "need_none_over_injection": _share(silent["need_none"]),
        "tokens_per_turn": round(tokens / turns, 2) if turns else None,
        "message_tokens_per_turn": round(message_tokens / turns, 2) if turns else None,
    }


def _share(tally: list[int]) -> float | None:
    return round(tally[1] / tally[0], 4) if tally[0] else None


def baseline_runner(make: Callable[[], LastNMemory | BM25Memory]) -> DialogRunner:
    """Replay a dialog through a fresh baseline memory; assistant turns are skipped."""

    def run(dialog: dict[str, Any]) -> list[TurnOutput | None]:
        memory = make()
        outs: list[TurnOutput | None] = []
        for t in dialog["turns"]:
            if t.get("role", "user") != "user":
                outs.append(None)
                continue
            items = memory.inject(t["user"], t["text"])
            outs.append(TurnOutput(items, "\n".join(items)))
            memory.observe(t["user"], t["text"])
        return outs

    return run


def hotmem_runner(engine_factory: Callable[[Path], HotMem]) -> DialogRunner:
    """Replay a dialog through ``HotMem.process_turn`` on a fresh store, like retrieval_eval."""

    def run(dialog: dict[str, Any]) -> list[TurnOutput | None]:
        outs: list[TurnOutput | None] = []
        with tempfile.TemporaryDirectory(prefix="hotmem-bench-dialog-") as tmp:
            with engine_factory(Path(tmp) / "store") as engine:
                for t in dialog["turns"]:
                    role = t.get("role", "user")
                    result = engine.process_turn(
                        t["text"], user=t["user"], session=t.get("session"), ts=t.get("ts"),
                        lang_hint=t.get("lang"), role=role)
                    outs.append(None if role != "user"
                                else TurnOutput(list(result.bullets), result.message or ""))
        return outs

    return run


def run_retrieval(dialogs_path: Path, engine_factory: Callable[[Path], HotMem]) -> dict[str, Any]:
    """Official HotMem figures, the same-scorer side-by-side table and the baselines."""
    from bench.retrieval_eval import evaluate, load_dialogs

    dialogs = load_dialogs(dialogs_path)
    official = evaluate(dialogs_path, engine_factory)
    print(f"[bench] retrieval: relevance@3 {official['relevance_at_3']} on "
          f"{official['relevant_turns']} turns; scoring baselines", file=sys.stderr)
    same = score_dialogs(dialogs, hotmem_runner(engine_factory))
    baselines = {
        "last5": score_dialogs(dialogs, baseline_runner(lambda: LastNMemory(5))),
        "bm25": score_dialogs(dialogs, baseline_runner(lambda: BM25Memory(3))),
    }
    failures = official.get("failures", [])
    return {
        "dialogs": official["dialogs"],
        "scored_turns": official["turns"],
        "hotmem": {
            "relevance_at_3": official["relevance_at_3"],
            "relevant_turns": official["relevant_turns"],
            "stale_violations": official["stale_violations"],
            "cross_user_violations": official["cross_user_violations"],
            "over_injection_rate": official["chitchat_over_injection"],
            "general_over_injection": official["general_over_injection"],
            "need_none_over_injection": official["need_none_over_injection"],
            "by_kind": official["by_kind"],
            "dates_right": official["dates_right"],
            "date_turns": official["date_turns"],
            "duplicate_reselection_rate": official["duplicate_reselection_rate"],
            "caps_ok_share": official["caps_ok_share"],
            "turn_errors": official["turn_errors"],
            "retrieval_ms": official["retrieval_ms"],
        },
        "hotmem_tokens_per_turn": same["tokens_per_turn"],
        "hotmem_message_tokens_per_turn": same["message_tokens_per_turn"],
        "hotmem_same_scorer": same,
        "baselines": baselines,
        "failures": failures[:40],
        "failures_total": len(failures),
        "note": ("HotMem row: bench/retrieval_eval.evaluate (caps ok share "
                 f"{official['caps_ok_share']}); its tokens/turn and the baselines: "
                 "bench/dialogs.score_dialogs with the same rules (HotMem same-scorer "
                 f"relevance@3 {same['relevance_at_3']}, stale {same['stale_violations']}, "
                 f"over-injection {same['over_injection_rate']}). Baselines have no "
                 "duplicate-selection notion (–). last5's relevance@3 looks at its 3 newest "
                 "utterances. tokens/turn counts injected items (bullets / utterances); "
                 "message tokens add HotMem's header and timestamp."),
    }
