"""Peak memory of a process serving all five languages (measured in a fresh subprocess).

The child imports the engine, builds ``HotMem`` with every configured language loaded, plays
one turn per language and reports its peak RSS at each step: ``VmHWM`` from
``/proc/self/status``, beside ``resource.getrusage(RUSAGE_SELF).ru_maxrss`` at the end. The two
differ when the parent is big: Linux carries the parent's ``ru_maxrss`` into a forked/exec'd
child, while ``VmHWM`` belongs to the child's own address space. LMDB size per 10k edges
comes from :mod:`bench.scale`'s seeded stores.

Run the child by hand: ``python -m bench.memory child``.
"""

from __future__ import annotations

import json
import resource
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.startup import _rss_peak_mb, run_child

LANGS: tuple[str, ...] = ("en", "es", "fr", "de", "it")
SAMPLES: dict[str, str] = {
    "en": "My sister Anna lives in Denver.",
    "es": "Mi hermano Pablo vive en Barcelona.",
    "fr": "Ma sœur Sophie habite à Paris.",
    "de": "Meine Schwester Anke wohnt in Hamburg.",
    "it": "Mia sorella Chiara abita a Roma.",
}


def peak_rss_mb() -> float:
    """Peak RSS of this process's own address space in MB (``VmHWM``)."""
    return _rss_peak_mb()


def run_memory() -> dict[str, Any]:
    print("[bench] memory: all five languages in a fresh process", file=sys.stderr)
    return run_child("bench.memory", "child")


def _child() -> dict[str, Any]:
    from hotmem.config import HotMemConfig
    from hotmem.engine import HotMem
    from hotmem.nlp import Pipelines

    steps = {"after_imports": peak_rss_mb()}
    pipelines = Pipelines(LANGS)
    for lang in LANGS:
        pipelines.get(lang)
        steps[f"after_{lang}"] = peak_rss_mb()
    with tempfile.TemporaryDirectory(prefix="hotmem-bench-mem-") as tmp:
        config = HotMemConfig.from_env({}, langs=LANGS, data_dir=Path(tmp) / "store")
        with HotMem(config, pipelines=pipelines) as engine:
            steps["after_engine"] = peak_rss_mb()
            for lang, text in SAMPLES.items():
                engine.process_turn(text, user="memory", session=lang)
    steps["after_turns"] = peak_rss_mb()
    return {"peak_rss_mb": peak_rss_mb(), "steps": steps,
            "ru_maxrss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}


if __name__ == "__main__":
    if sys.argv[1:] != ["child"]:
        print("usage: python -m bench.memory child", file=sys.stderr)
        sys.exit(2)
    print(json.dumps(_child()))
