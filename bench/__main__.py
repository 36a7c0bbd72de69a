"""``python -m bench [--quick] [--check] [--out DIR] [--soak --turns N --users U]``.

Sections, in order: latency (workload + parse floor), scale, stores (LMDB vs PostgreSQL), start-up,
memory, many calls (20 concurrent Pipecat calls in one process; not in ``--quick``), quality
(extraction, language id, retrieval dialogs + baselines), episodes (one user's episode index at
10k episodes). Progress goes to stderr, the Markdown
report to stdout, the JSON to ``<out>/<YYYY-MM-DD>-<host>[-quick].json``. ``--only`` runs a
subset (development aid). Exit status: 0, or 1 when ``--check`` finds a violated ratio.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import sys
import tempfile
import time
import traceback
import warnings
from pathlib import Path
from typing import Any

SECTIONS = ("latency", "scale", "stores", "startup", "memory", "calls", "quality", "episodes")
LANGS: tuple[str, ...] = ("en", "es", "fr", "de", "it")


def _parser() -> argparse.ArgumentParser:
    from bench.results_path import RESULTS

    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true",
                   help="development run (<= 60 s): fewer turns, 1k/10k scale only, no "
                        "per-language start-up except en, no memory subprocess")
    p.add_argument("--check", action="store_true",
                   help="exit 1 when a ratio of bench.checks is violated")
    p.add_argument("--out", type=Path, default=RESULTS, help=f"results directory ({RESULTS})")
    p.add_argument("--only", default=",".join(SECTIONS),
                   help=f"comma-separated subset of {','.join(SECTIONS)}")
    p.add_argument("--soak", action="store_true", help="run the soak instead (issue 6/6)")
    p.add_argument("--turns", type=int, default=20_000, help="soak turns (default 20000)")
    p.add_argument("--users", type=int, default=50, help="soak users (default 50)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    only = {s.strip() for s in args.only.split(",") if s.strip()}
    if unknown := only - set(SECTIONS):
        print(f"python -m bench: unknown section(s) {','.join(sorted(unknown))}", file=sys.stderr)
        return 2
    if args.soak and (args.turns < 1 or args.users < 1):
        print("python -m bench: --turns and --users must be >= 1", file=sys.stderr)
        return 2
    warnings.filterwarnings("ignore", message=r".*\[W095\]")
    t0 = time.perf_counter()

    from bench import report
    from bench.machine import machine_info
    from bench.results_path import result_file, write_results
    from bench.workload import load_workload
    from hotmem.config import HotMemConfig
    from hotmem.engine import HotMem
    from hotmem.nlp import Pipelines

    mode = "soak" if args.soak else "quick" if args.quick else "full"
    results: dict[str, Any] = {"mode": mode, "date": dt.date.today().isoformat(),
                               "machine": machine_info()}
    print(f"[bench] {mode} run; loading {','.join(LANGS)} pipelines", file=sys.stderr)
    pipelines = Pipelines(LANGS)
    t_load = time.perf_counter()
    pipelines.load_all()
    results["in_process_load_s"] = round(time.perf_counter() - t_load, 2)
    tmp_root = Path(tempfile.mkdtemp(prefix="hotmem-bench-"))
    counter = iter(range(1_000_000))

    def engine_factory(data_dir: Path | None = None) -> HotMem:
        path = data_dir or tmp_root / f"store-{next(counter)}"
        config = HotMemConfig.from_env({}, langs=LANGS, data_dir=path)
        return HotMem(config, pipelines=pipelines)

    workload = load_workload()
    try:
        if args.soak:
            from bench.soak import run_soak

            results["soak"] = run_soak(engine_factory, workload, turns=args.turns,
                                       users=args.users)
        else:
            _run_sections(results, only, args.quick, engine_factory, pipelines, workload)
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)

    if not args.soak:
        from bench.checks import CHECKS, failed, run_checks
        from bench.targets import TARGETS, evaluate

        results["targets"] = evaluate(TARGETS, results)
        results["checks"] = run_checks(results, CHECKS) if args.check else None
    results["wall_s"] = round(time.perf_counter() - t0, 1)
    results["machine"]["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
    path = write_results(result_file(args.out, results["machine"]["host"], quick=args.quick,
                                     soak=args.soak), results)
    print(report.render(results))
    print(f"[bench] wrote {path} in {results['wall_s']} s", file=sys.stderr)
    if args.check and not args.soak:
        bad = failed(results["checks"])
        for row in bad:
            print(f"[bench] CHECK FAILED: {row['name']} = {row['value']} > {row['limit']}",
                  file=sys.stderr)
        return 1 if bad else 0
    return 0


def _guarded(results: dict[str, Any], name: str, run: Any) -> None:
    """Run one section; a crash is recorded in its result and the other sections still run."""
    try:
        results[name] = run()
    except Exception as err:  # a broken section must not hide the others' numbers
        traceback.print_exc()
        print(f"[bench] section {name} failed: {type(err).__name__}: {err}", file=sys.stderr)
        results[name] = {"error": f"{type(err).__name__}: {err}"}


def _run_sections(results: dict[str, Any], only: set[str], quick: bool, engine_factory: Any,
                  pipelines: Any, workload: list[dict[str, Any]]) -> None:
    if "latency" in only:
        from bench.latency import run_latency

        _guarded(results, "latency", lambda: run_latency(engine_factory, pipelines, workload,
                                                         passes=1 if quick else 3))
    if "scale" in only:
        from bench.scale import run_scale

        _guarded(results, "scale",
                 lambda: run_scale(engine_factory, quick=quick, turns=60 if quick else 200))
    if "stores" in only:
        from bench.stores import run_stores
        from hotmem.config import HotMemConfig
        from hotmem.engine import HotMem

        def engine_for(overrides: dict[str, Any]) -> HotMem:
            return HotMem(HotMemConfig.from_env({}, langs=LANGS, **overrides), pipelines=pipelines)

        _guarded(results, "stores", lambda: run_stores(engine_for, pipelines, workload,
                                                       quick=quick))
    if "startup" in only:
        from bench.startup import run_startup

        _guarded(results, "startup", lambda: run_startup(("en",) if quick else LANGS))
    if "memory" in only and not quick:
        from bench.memory import run_memory

        _guarded(results, "memory", run_memory)
    if "calls" in only and not quick:
        from bench.many_calls import run_many_calls

        _guarded(results, "many_calls", run_many_calls)
    if "quality" in only:
        _guarded(results, "quality", lambda: _quality(engine_factory))
    if "episodes" in only:
        from bench.episodes import run_episode_index

        _guarded(results, "episodes",
                 lambda: run_episode_index(episodes=10_000))


def _quality(engine_factory: Any) -> dict[str, Any]:
    from bench.quality import run_extraction, run_langid, without_final_punctuation
    from bench.workload import (
        DIALOGS,
        DIALOGS_EPISODES,
        DIALOGS_EPISODES_DEV,
        DIALOGS_EPISODES_DEV2,
        DIALOGS_EPISODES_DEV3,
        DIALOGS_EPISODES_DEV4,
        DIALOGS_NEEDS,
        DIALOGS_NEEDS_DEV,
        DIALOGS_NEEDS_DEV2,
        DIALOGS_NEEDS_DEV3,
        DIALOGS_NEEDS_DEV4,
        DIALOGS_NEEDS_DEV5,
        DIALOGS_NEEDS_DEV6,
        EXTRACTION_CASUAL,
        EXTRACTION_CASUAL_DEV,
        EXTRACTION_CASUAL_DEV2,
        EXTRACTION_CASUAL_DEV3,
        EXTRACTION_CASUAL_DEV4,
        EXTRACTION_CASUAL_DEV5,
        EXTRACTION_CASUAL_DEV6,
        EXTRACTION_GOLD,
        EXTRACTION_HELDOUT,
        LANGID_GOLD,
        LANGID_SHORT,
        read_jsonl,
    )

    out: dict[str, Any] = {}
    for key, path in (("extraction_heldout", EXTRACTION_HELDOUT),
                      ("extraction_casual", EXTRACTION_CASUAL), ("extraction", EXTRACTION_GOLD),
                      ("extraction_casual_dev", EXTRACTION_CASUAL_DEV),
                      ("extraction_casual_dev2", EXTRACTION_CASUAL_DEV2),
                      ("extraction_casual_dev3", EXTRACTION_CASUAL_DEV3),
                      ("extraction_casual_dev4", EXTRACTION_CASUAL_DEV4),
                      ("extraction_casual_dev5", EXTRACTION_CASUAL_DEV5),
                      ("extraction_casual_dev6", EXTRACTION_CASUAL_DEV6)):
        if path.exists():
            print(f"[bench] quality: {path.name}", file=sys.stderr)
            with engine_factory() as engine:
                out[key] = run_extraction(engine, read_jsonl(path))
    if EXTRACTION_HELDOUT.exists():
        print("[bench] quality: held-out set without final punctuation", file=sys.stderr)
        with engine_factory() as engine:
            out["extraction_heldout_unpunctuated"] = run_extraction(
                engine, without_final_punctuation(read_jsonl(EXTRACTION_HELDOUT)))
    for key, path in (("langid", LANGID_GOLD), ("langid_short", LANGID_SHORT)):
        if path.exists():
            print(f"[bench] quality: language id ({path.name})", file=sys.stderr)
            out[key] = run_langid(read_jsonl(path), LANGS)
    from bench.dialogs import run_retrieval

    for key, path in (("retrieval", DIALOGS), ("retrieval_needs", DIALOGS_NEEDS),
                      ("retrieval_episodes", DIALOGS_EPISODES),
                      ("retrieval_needs_dev", DIALOGS_NEEDS_DEV),
                      ("retrieval_episodes_dev", DIALOGS_EPISODES_DEV),
                      ("retrieval_needs_dev2", DIALOGS_NEEDS_DEV2),
                      ("retrieval_episodes_dev2", DIALOGS_EPISODES_DEV2),
                      ("retrieval_needs_dev3", DIALOGS_NEEDS_DEV3),
                      ("retrieval_episodes_dev3", DIALOGS_EPISODES_DEV3),
                      ("retrieval_needs_dev4", DIALOGS_NEEDS_DEV4),
                      ("retrieval_episodes_dev4", DIALOGS_EPISODES_DEV4),
                      ("retrieval_needs_dev5", DIALOGS_NEEDS_DEV5),
                      ("retrieval_needs_dev6", DIALOGS_NEEDS_DEV6)):
        if path.exists():
            print(f"[bench] quality: {path.name} + baselines", file=sys.stderr)
            out[key] = run_retrieval(path, engine_factory)
        elif key == "retrieval":
            out[key] = {"error": f"{path} not found"}
    for key in HELD_OUT_RESULTS:
        if key in out:
            out[key] = without_lines(out[key])
    return out


# Results of the held-out sets: their figures are written, their lines never are (a results
# file is read while tuning; a line in it would be tuned on).
HELD_OUT_RESULTS = ("extraction_heldout", "extraction_casual", "extraction_heldout_unpunctuated",
                    "langid_short", "retrieval_needs", "retrieval_episodes")
_LINE_LISTS = ("errors", "failures", "misses", "crashes")


def without_lines(result: dict[str, Any]) -> dict[str, Any]:
    """``result`` with each list of failed lines replaced by its length."""
    return {key: (len(value) if key in _LINE_LISTS and isinstance(value, list) else value)
            for key, value in result.items()}


if __name__ == "__main__":
    os.environ.setdefault("PYTHONWARNINGS", "ignore::DeprecationWarning")
    sys.exit(main())
