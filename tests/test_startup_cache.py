"""The start-up cache: recorded patterns and language-id model behave exactly like the originals,
a bad cache is skipped without harm, and the real French tokenizer is unchanged by it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from py3langid.langid import MODEL_FILE
from py3langid.langid import LanguageIdentifier as NgramModel

from hotmem.startup_cache import langid_model
from hotmem.startup_cache import regex as regex_cache

ROOT = Path(__file__).resolve().parent.parent
# A pattern with inline flags, named groups and a big alternation: every part of _sre's state.
WORDS = [f"w{i:05d}x" for i in range(13000)]  # > MIN_PATTERN_CHARS: only big ones are read
BIG = r"(?iu)^(?P<head>" + "|".join(WORDS) + r")(?:-(?P<tail>[a-zé]+))?$"


def _compile_and_record(path: Path) -> None:
    assert regex_cache.record([(BIG, 0)], path) == 1


def test_a_recorded_pattern_matches_exactly_like_a_freshly_compiled_one(tmp_path):
    path = tmp_path / "regex.json"
    _compile_and_record(path)
    cached = regex_cache.read_patterns(path)[(str, BIG, 0)]
    fresh = re.compile(BIG)
    assert cached.pattern == BIG
    assert cached.flags == fresh.flags and cached.groupindex == fresh.groupindex
    for text in ["w00042x", "W12999X-été", "w13000x", "w00001x-", "xw00001x", "w00007x-abc"]:
        got, want = cached.match(text), fresh.match(text)
        assert (got and got.groupdict()) == (want and want.groupdict()), text


def test_re_compile_returns_the_preloaded_pattern(tmp_path):
    # Label the code of one pattern with another text: re.compile(<that text>) must then
    # behave like the first pattern, which shows the cache entry is what re hands back.
    path = tmp_path / "regex.json"
    _compile_and_record(path)
    data = json.loads(path.read_text("utf-8"))
    other = BIG.replace("w00000x", "q00000q")
    data["entries"][0]["pattern"] = other
    path.write_text(json.dumps(data), "utf-8")
    code = ("import re, sys; from hotmem.startup_cache import regex; "
            f"n = regex.preload(regex.Path({str(path)!r})); "
            f"print(n, bool(re.compile({other!r}).match('w00000x')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout.split()
    assert out == ["1", "True"]


def test_damaged_or_stale_caches_are_skipped_and_re_still_compiles(tmp_path, capsys):
    path = tmp_path / "regex.json"
    _compile_and_record(path)
    good = json.loads(path.read_text("utf-8"))

    damaged = json.loads(json.dumps(good))
    damaged["entries"][0]["code"] = "AAAAAAAAAAAAAAAA"  # not a valid program for _sre
    path.write_text(json.dumps(damaged), "utf-8")
    assert regex_cache.read_patterns(path) == {}

    stale = json.loads(json.dumps(good))
    stale["engine"]["magic"] = -1
    path.write_text(json.dumps(stale), "utf-8")
    assert regex_cache.read_patterns(path) == {}

    small = json.loads(json.dumps(good))  # a small everyday pattern is never taken from a file
    small["entries"].append(regex_cache._compiled_entry(r"[-_]", 0))
    small["entries"] = small["entries"][1:]
    path.write_text(json.dumps(small), "utf-8")
    assert regex_cache.read_patterns(path) == {}

    path.write_text(json.dumps(good), "utf-8")
    assert len(regex_cache.read_patterns(path)) == 1
    path.chmod(0o666)  # anyone may write it: not trusted
    assert regex_cache.read_patterns(path) == {}
    path.chmod(0o600)
    tmp_path.chmod(0o777)
    assert regex_cache.read_patterns(path) == {}
    tmp_path.chmod(0o700)

    path.write_text("{not json", "utf-8")
    assert regex_cache.read_patterns(path) == {}
    assert regex_cache.read_patterns(tmp_path / "absent.json") == {}
    assert re.compile(BIG).match("w00042x")


def test_french_tokenizes_the_same_with_and_without_the_cache(tmp_path):
    # Two fresh processes on an empty cache directory: the first compiles French's tokenizer
    # exceptions itself and records the cache, the second loads them from it.
    code = (
        "import json, sys\n"
        "from hotmem import startup_cache\n"
        "from hotmem.nlp import load_pipeline, read_manifest\n"
        "from hotmem.startup_cache import regex\n"
        "if sys.argv[1] == 'build':\n"
        "    startup_cache.build(('fr',))\n"
        "pipe = load_pipeline('fr', read_manifest()['fr'])\n"
        "text = \"Aujourd'hui Jean-Pierre a pris le porte-monnaie au Saint-Étienne, c'est-à-dire"
        " l'after-work.\"\n"
        "from spacy.lang.fr.tokenizer_exceptions import TOKEN_MATCH\n"
        "cached = regex.preloaded().get((str, TOKEN_MATCH.__self__.pattern, 0))\n"
        "print(json.dumps({'cached': cached is TOKEN_MATCH.__self__,"
        " 'tokens': [t.text for t in pipe.nlp(text)]}))\n"
    )
    env = {**os.environ, "HOTMEM_CACHE_DIR": str(tmp_path / "cache")}
    runs = [json.loads(subprocess.run([sys.executable, "-c", code, step], capture_output=True,
                                      text=True, check=True, cwd=ROOT, env=env).stdout)
            for step in ("build", "use")]
    assert runs[0]["cached"] is False and runs[1]["cached"] is True  # spaCy uses our pattern
    assert runs[0]["tokens"] == runs[1]["tokens"]
    assert "Aujourd'hui" in runs[1]["tokens"] and "Jean-Pierre" in runs[1]["tokens"]


def test_the_cached_language_id_model_classifies_like_the_packaged_one(tmp_path):
    path = langid_model.record(tmp_path / "langid.npz")
    cached = langid_model.load(path, norm_probs=True)
    packaged = NgramModel.from_model_file(MODEL_FILE, norm_probs=True)
    assert cached is not None
    for model in (cached, packaged):
        model.set_languages(["en", "es", "fr", "de", "it"])
    for text in ["ciao sono Marco", "ich wohne in Köln", "we moved to Leeds last year",
                 "mi hermana vive en Cádiz", "on a un chat qui s'appelle Biscotte"]:
        assert cached.classify(text) == packaged.classify(text)


def test_a_stale_or_damaged_language_id_cache_is_not_used(tmp_path):
    path = langid_model.record(tmp_path / "langid.npz")
    with np.load(path) as data:
        arrays = {name: data[name] for name in data.files}
    arrays["stamp"] = np.array("0.0.0-1-1")
    with path.open("wb") as handle:
        np.savez(handle, **arrays)
    assert langid_model.load(path) is None and not langid_model.is_fresh(path)
    fresh = langid_model.record(tmp_path / "truncated.npz")
    assert langid_model.is_fresh(fresh)
    fresh.write_bytes(fresh.read_bytes()[: fresh.stat().st_size // 2])
    assert langid_model.load(fresh) is None
    path.write_bytes(b"not an npz file")
    assert langid_model.load(path) is None
    assert langid_model.load(tmp_path / "absent.npz") is None


def _build_cache(cache: Path) -> subprocess.CompletedProcess[str]:
    """``hotmem build-cache`` for English in a fresh process (it compiles afresh by design)."""
    env = {**os.environ, "HOTMEM_LANGS": "en", "HOTMEM_CACHE_DIR": str(cache)}
    exe = str(Path(sys.executable).with_name("hotmem"))
    return subprocess.run([exe, "build-cache"], capture_output=True, text=True, check=False,
                          env=env, cwd=ROOT)


def test_build_cache_command_writes_both_caches(tmp_path):
    done = _build_cache(tmp_path / "cache")
    assert done.returncode == 0, done.stderr
    line = json.loads(done.stdout)
    assert line["cache_dir"] == str(tmp_path / "cache") and line["langs"] == ["en"]
    assert langid_model.is_fresh(tmp_path / "cache" / "langid-model.npz")
    # English's tokenizer affix patterns are the big ones it compiles; all of them read back.
    patterns = regex_cache.read_patterns(regex_cache.cache_file(tmp_path / "cache"))
    assert line["regex_patterns"] == len(patterns) >= 1
    assert all(len(text) >= regex_cache.MIN_PATTERN_CHARS for _, text, _ in patterns)


def test_build_cache_command_reports_an_unwritable_directory_in_one_line(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    done = _build_cache(blocker / "cache")
    assert done.returncode == 1
    err = [line for line in done.stderr.splitlines() if line.startswith("hotmem:")]
    assert len(err) == 1 and err[0].startswith("hotmem: cannot write the start-up cache")


@pytest.mark.parametrize(("lang", "texts"), [
    ("de", ["meine hunde wohnten früher in Berlin", "Ich habe zwei Katzen und arbeite bei Zorblax",
            "Wir fuhren letzten Sommer mit den Kindern an die Ostsee"]),
    ("it", ["ho due cani e abitavo a Roma", "Mia sorella lavora in una libreria di Zorblax",
            "Siamo andati al mare con i bambini l'estate scorsa"]),
])
def test_blank_pipelines_lemmatize_exactly_like_spacys_lookup_lemmatizer(pipelines, lang, texts):
    import spacy

    reference = spacy.blank(lang)
    reference.add_pipe("lemmatizer", config={"mode": "lookup"})
    reference.initialize()
    for text in texts:
        ours = [t.lemma_ for t in pipelines.get(lang).parse(text)]
        assert ours == [t.lemma_ for t in reference(text)], text
        assert "Zorblax" in ours or "Zorblax" not in text  # unknown words are their own lemma
