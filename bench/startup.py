"""Start-up costs, each measured in a fresh subprocess so no cache or loaded module lies.

- ``load <lang>``: import spaCy and ``hotmem.nlp``, then load that language's pipeline from
  the manifest and warm it with one parse (``load_pipeline`` + ``parse``).
- ``engine``: import ``hotmem.engine`` and construct ``HotMem`` for English only (model loaded
  and warmed, store opened in a temp dir, language id ready). ``ready_ms`` counts from the first
  line of the child to a usable engine (imports included); ``wall_ms`` is what the parent saw,
  interpreter start included. The 5 s English start-up target applies to ``ready_ms``.
- ``five``: a fresh process calls ``hotmem.prewarm(background=True)`` for all five languages,
  in the order ``FIVE_ORDER`` (French last: it is the slowest to load), and notes when each one
  becomes usable; ``first_ready_ms`` and ``all_ready_ms`` count from the child's first line.

Every child reports whether it found the start-up cache (``hotmem build-cache``, run by
``make install``): ``startup_cache`` gives the number of ready-made regular expressions and
whether the language-id model came from the cache. Without it French alone takes 3–5 s more.

Store open + hot-index rebuild at 10k/100k edges is measured by :mod:`bench.scale`, on the
stores it seeds.

Run a child by hand: ``python -m bench.startup load fr``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

_T_START = time.perf_counter()
ROOT = Path(__file__).resolve().parent.parent
FIVE_ORDER: tuple[str, ...] = ("en", "es", "de", "it", "fr")


def run_child(module: str, *args: str, timeout: float = 180.0) -> dict[str, Any]:
    """Run ``python -m <module> <args>`` from the repository root; parse its last stdout line."""
    t0 = time.perf_counter()
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    proc = subprocess.run(
        [sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True,
        timeout=timeout, env=env, check=False,
    )
    wall = (time.perf_counter() - t0) * 1000
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        tail = proc.stderr.strip().splitlines()[-3:]
        return {"error": f"exit {proc.returncode}: {' | '.join(tail)}", "wall_ms": round(wall, 1)}
    out = json.loads(lines[-1])
    out["wall_ms"] = round(wall, 1)
    return out


def run_startup(langs: tuple[str, ...]) -> dict[str, Any]:
    """Per-language model load (one child each) and English engine construction."""
    per_lang = {}
    for lang in langs:
        print(f"[bench] start-up: load {lang} in a fresh process", file=sys.stderr)
        per_lang[lang] = run_child("bench.startup", "load", lang)
    print("[bench] start-up: HotMem(en) in a fresh process", file=sys.stderr)
    engine = run_child("bench.startup", "engine")
    out = {"load_by_lang": per_lang, "engine_en": engine}
    if len(langs) > 1:
        print("[bench] start-up: prewarm of all five languages in a fresh process",
              file=sys.stderr)
        out["five"] = run_child("bench.startup", "five")
    return out


def _rss_peak_mb() -> float:
    """Peak RSS of this process's own address space (``VmHWM``), in MB.

    Not ``ru_maxrss``: Linux carries the parent's peak across ``fork``/``exec`` into it, so a
    child spawned by a bench process with five models loaded would report the parent's size.
    """
    from pathlib import Path

    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _cache_used() -> dict[str, Any]:
    from hotmem.startup_cache import langid_model, regex

    return {"regex_patterns": len(regex.preloaded()), "langid_model": langid_model.is_fresh()}


def _child_load(lang: str) -> dict[str, Any]:
    t0 = time.perf_counter()
    import spacy  # noqa: F401  (import cost reported separately)

    from hotmem.nlp import load_pipeline, read_manifest

    t1 = time.perf_counter()
    pipe = load_pipeline(lang, read_manifest()[lang])
    t2 = time.perf_counter()
    pipe.parse("Warm up.")
    t3 = time.perf_counter()
    return {"lang": lang, "kind": pipe.kind, "package": pipe.package,
            "fallback": pipe.fallback_reason, "import_ms": round((t1 - t0) * 1000, 1),
            "load_ms": round((t2 - t1) * 1000, 1), "warm_parse_ms": round((t3 - t2) * 1000, 1),
            "ready_ms": round((t3 - _T_START) * 1000, 1), "rss_peak_mb": _rss_peak_mb(),
            "startup_cache": _cache_used()}


def _child_engine() -> dict[str, Any]:
    import tempfile

    t0 = time.perf_counter()
    from hotmem.config import HotMemConfig
    from hotmem.engine import HotMem

    t1 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="hotmem-bench-start-") as tmp:
        config = HotMemConfig.from_env({}, langs=("en",), data_dir=Path(tmp) / "store")
        t2 = time.perf_counter()
        engine = HotMem(config)
        t3 = time.perf_counter()
        first = engine.process_turn("I live in Seattle.", user="startup")
        t4 = time.perf_counter()
        engine.close()
    return {"import_ms": round((t1 - t0) * 1000, 1), "construct_ms": round((t3 - t2) * 1000, 1),
            "ready_ms": round((t3 - _T_START) * 1000, 1),
            "first_turn_ms": round((t4 - t3) * 1000, 2), "first_turn_error": first.error,
            "rss_peak_mb": _rss_peak_mb()}


def _child_five() -> dict[str, Any]:
    import hotmem
    from hotmem.config import HotMemConfig
    from hotmem.nlp import Pipelines

    config = HotMemConfig.from_env({}, langs=FIVE_ORDER)
    pipelines = Pipelines(FIVE_ORDER)
    thread = hotmem.prewarm(config, background=True, keep_store_open=False)
    ready: dict[str, float] = {}
    while len(ready) < len(FIVE_ORDER):
        for lang in FIVE_ORDER:
            if lang not in ready and pipelines.ready(lang):
                ready[lang] = round((time.perf_counter() - _T_START) * 1000, 1)
        if thread is None or not thread.is_alive():
            if not all(pipelines.ready(lang) for lang in FIVE_ORDER):
                break
        time.sleep(0.005)
    return {"order": list(FIVE_ORDER), "ready_ms": ready,
            "first_ready_ms": min(ready.values(), default=None),
            "all_ready_ms": max(ready.values()) if len(ready) == len(FIVE_ORDER) else None,
            "rss_peak_mb": _rss_peak_mb(), "startup_cache": _cache_used()}


def main(argv: list[str]) -> int:
    if argv[:1] == ["load"] and len(argv) == 2:
        result = _child_load(argv[1])
    elif argv == ["engine"]:
        result = _child_engine()
    elif argv == ["five"]:
        result = _child_five()
    else:
        print("usage: python -m bench.startup load LANG | engine | five", file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
