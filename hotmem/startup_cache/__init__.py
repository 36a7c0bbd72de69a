"""Caches that make a fresh process start in a fraction of the time; built once per machine.

Two start-up costs are the same work redone by every process: compiling spaCy's very large
tokenizer regular expressions (:mod:`.regex`; French alone spends 2.5–4 s there) and
decompressing the language-id model (:mod:`.langid_model`, ~0.6 s). ``hotmem build-cache``
(run by ``make install``) records both under ``HOTMEM_CACHE_DIR`` or the per-user cache
directory; processes then read them. Both are accelerators only: without them, or with a stale or
damaged file, HotMem loads exactly as before and says so in one log line.
"""

from __future__ import annotations

from hotmem.startup_cache.directory import CACHE_ENV, cache_dir

__all__ = ["CACHE_ENV", "build", "cache_dir"]


def build(langs: tuple[str, ...]) -> dict[str, object]:
    """Load ``langs``' pipelines in this process, compiling afresh, and record both caches.

    The regular-expression cache is replaced by the very large patterns these loads compiled,
    so an entry made obsolete by a package upgrade does not linger. Meant for a fresh process
    (``hotmem build-cache``): a pipeline loaded earlier in the same process compiles nothing.

    Raises:
        ModelUnavailableError: a language's model cannot be loaded.
        OSError: the cache directory cannot be written.
    """
    from hotmem.nlp import load_pipeline, read_manifest
    from hotmem.startup_cache import langid_model, regex

    regex.suspend_preload()
    before = regex.large_patterns_compiled()
    manifest = read_manifest()
    for lang in langs:
        if lang in manifest:  # a language without a model has nothing to cache
            load_pipeline(lang, manifest[lang])
    patterns = regex.record(regex.large_patterns_compiled() - before)
    model_file = langid_model.record()
    return {"cache_dir": str(cache_dir()), "regex_patterns": patterns,
            "langid_model": model_file.name, "langs": list(langs)}
