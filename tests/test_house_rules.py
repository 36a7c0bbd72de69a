"""House rules checked on the source: language knowledge stays in ``hotmem/lang/``; the docs
the code points to are in the repository."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

from hotmem.lang import Language, all_languages

ROOT = Path(__file__).resolve().parent.parent
CORE = [p for p in sorted((ROOT / "hotmem").rglob("*.py")) if "lang" not in p.relative_to(
    ROOT / "hotmem").parts[:1]]
_LANG_BRANCH = re.compile(
    r"""\blang(?:uage)?\b\s*(?:==|!=|\bin\b\s*[(\[{])\s*\(?\s*["'][a-z]{2}["']"""
)
# Strings that happen to be words of a language but mean something else here: the `hotmem chat`
# command, an LLM's name in a configuration example, a message's "content" field.
_NOT_LANGUAGE_KNOWLEDGE = frozenset({"chat", "llama", "content", "state", "alter",  # alter: SQL
                                    "hobby"})  # hobby: a need topic of relations.py
_CODE_KEYED_TABLE = re.compile(r"""[{,]\s*["'](?:en|es|fr|de|it)["']\s*:""")


def _string_words(path: Path) -> set[str]:
    """Lower-case words of the string literals of a module, docstrings left out."""
    tree = ast.parse(path.read_text("utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                words.update(re.findall(r"[^\W\d_]+", node.value.lower()))
    return words


def test_the_core_modules_are_found() -> None:
    names = {p.name for p in CORE}
    assert {"query.py", "vocabulary.py", "text.py", "langid.py", "inject.py", "clauses.py"} <= names
    assert not any("lang" == p.parent.name for p in CORE)


def test_no_core_module_branches_on_a_language_code() -> None:
    offenders = [
        f"{p.relative_to(ROOT)}:{n}"
        for p in CORE
        for n, line in enumerate(p.read_text("utf-8").splitlines(), 1)
        if _LANG_BRANCH.search(line)
    ]
    assert offenders == []


def test_no_core_module_keeps_a_table_keyed_by_language() -> None:
    offenders = [str(p.relative_to(ROOT)) for p in CORE
                 if _CODE_KEYED_TABLE.search(p.read_text("utf-8"))]
    assert offenders == []


def _listed_words(lang: Language, *, lexicon: bool = True) -> set[str]:
    """The words a language package lists: its ``words.py`` lists and its lexicon's tables."""

    def flat(value: object) -> set[str]:
        if isinstance(value, str):
            return set(value.lower().split())
        if isinstance(value, dict):
            return set().union(*(flat(k) | flat(v) for k, v in value.items()), set())
        if isinstance(value, tuple | frozenset | set | list):
            return set().union(*(flat(v) for v in value), set())
        return set()

    words = lang.words
    listed = set(words.FUNCTION_WORDS.split()) | set(words.QUERY_STOP.split())
    listed |= set(words.CHITCHAT.split())
    listed |= {w for ws in words.QUERY_CUES.values() for w in ws.split()}
    listed |= {w for ws in words.QUESTION_WORDS.values() for w in ws.split()}
    for field in dataclasses.fields(lang.lexicon) if lexicon else ():
        value = getattr(lang.lexicon, field.name)
        if field.name in ("verb_prep", "likes", "likes_reverse", "negated_likes", "kinship",
                          "things"):
            value = list(value)  # the keys are the language's words, the values English
        if field.name != "lang":
            listed |= flat(value)
    return listed


def test_no_core_module_holds_words_of_an_input_language() -> None:
    """Words a language package lists are not repeated in a core module's strings.

    English is the bullets' output language (``hotmem/inject.py`` writes English sentences)
    and relation names are English, so English words are checked only in the modules that
    read input, against the ``words.py`` lists (function, stop, cue and question words).
    Words of three letters or fewer ("de", "per") are too ambiguous to check.
    """
    foreign: set[str] = set()
    english: set[str] = set()
    for lang in all_languages():
        if lang.code == "en":
            english.update(w for w in _listed_words(lang, lexicon=False) if len(w) > 3)
        else:
            foreign.update(w for w in _listed_words(lang) if len(w) > 3)
    english_everywhere = set().union(*(_listed_words(lang) for lang in all_languages()
                                       if lang.code == "en"))
    foreign -= english_everywhere  # "film", "auto" are English words too
    foreign -= _NOT_LANGUAGE_KNOWLEDGE
    input_modules = {"text.py", "langid.py", "clauses.py"}
    offenders = {}
    for path in CORE:
        checked = foreign | (english if path.name in input_modules else set())
        hits = sorted(_string_words(path) & checked)
        if hits:
            offenders[str(path.relative_to(ROOT))] = hits
    assert offenders == {}


def test_docs_the_code_points_to_are_in_the_repository() -> None:
    # The developer notes outside the repository, spelled so that this file does not name them.
    names = [f"{word.upper()}.md" for word in ("contract", "design", "facts")]
    outside = re.compile("|".join([*map(re.escape, names), "contract".upper() + " §"]))
    offenders = [
        str(p.relative_to(ROOT))
        for folder in ("hotmem", "bench", "tests", "server")
        for p in (ROOT / folder).rglob("*")
        if p.suffix in (".py", ".md", ".toml", ".json", ".jsonl")
        and outside.search(p.read_text("utf-8"))
    ]
    if outside.search((ROOT / "README.md").read_text("utf-8")):
        offenders.append("README.md")
    assert offenders == []
    assert (ROOT / "docs" / "contract.md").is_file()


def test_every_package_folder_is_listed_for_installation() -> None:
    """A new folder under hotmem/ (a language package) must be in pyproject's package list, or
    a non-editable install would ship without it."""
    import tomllib

    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"][
        "setuptools"]["packages"])
    folders = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "hotmem").rglob("__init__.py")
    }
    assert folders - listed == set()


@pytest.mark.parametrize("module", ["hotmem.user_index", "hotmem.retrieve.scoring",
                                    "hotmem.retrieve.retriever", "hotmem.lang.lexicon"])
def test_a_module_imports_first_in_a_fresh_interpreter(module: str) -> None:
    """No import cycle hides behind the order ``import hotmem`` happens to load modules in."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
