"""Language packages: everything HotMem knows about one language lives in ``hotmem/lang/<code>/``.

Like spaCy's ``spacy/lang/<code>/``, each language is one folder:

- ``__init__.py``: its :class:`LanguageSpec` (``SPEC``): the code, its name and named grammar
  features the language-neutral engines ask about (pro-drop, verb-final subclauses, ...);
- ``tables.py``: the extraction tables, ``LEXICON`` (a :class:`~hotmem.lang.lexicon.Lexicon`)
  and, for languages read by the surface-pattern path, ``GRAMMAR`` (a
  :class:`~hotmem.lang.surface_grammar.SurfaceGrammar`);
- ``words.py``: word lists of the other stages: function words and orthography for language
  identification, determiners and first-person words for entity keys, question words, query
  cues, stop and small-talk words for retrieval;
- ``episodes.py``: ``TIME_WORDS`` (a :class:`~hotmem.episodes.dates.TimeWords`: relative and
  absolute time words resolved against the turn time) and ``EQUIVALENCES`` (lemma groups that
  answer the same recall question, such as attend and go) for episodic memory.
- ``forget.py``: the words of spoken forget requests (read by :mod:`hotmem.extract.forget`).
- ``need_facts.py`` (optional): words stating what need-based requests depend on (passions,
  diets, pets, jobs), merged into ``tables.py``'s tables at load (:mod:`hotmem.lang.extend`).
- ``departures.py`` (optional): patterns saying the user left a stored employer or home ("i
  quit X", "j'ai quitté X"), read by :mod:`hotmem.departures`.
- ``job_starts.py`` (optional): patterns saying where the user works now ("i started at X",
  "seit Montag bin ich bei X"), read by :mod:`hotmem.job_starts`.
- ``fact_words.py``: greetings, light nouns, demonstratives and judging adjectives that stored
  facts leave out (read by :mod:`hotmem.extract.hygiene`).

Which spaCy pipeline parses the language is one row of ``models/manifest.toml``. Core modules
never ask "is this German?": they read a table or a feature flag of the language at hand.

Example::

    from hotmem.lang import get_language

    de = get_language("de")
    de.spec.verb_final_subclauses         # True
    de.lexicon.verb_prep[("wohnen", "in")]  # "lives_in"
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING

from hotmem.errors import HotMemError
from hotmem.lang.extend import extend_table

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon
    from hotmem.lang.surface_grammar import SurfaceGrammar


class UnknownLanguageError(HotMemError, KeyError):
    """No package ``hotmem/lang/<code>/`` exists for a language code."""


@dataclass(frozen=True, slots=True)
class LanguageSpec:
    """What the language-neutral engines need to know about a language's grammar.

    Attributes:
        code: ISO 639-1 code, the package's folder name.
        name: English name, for messages.
        pro_drop: subject pronouns are usually dropped; the verb's person says who acts
            ("vive en Madrid" is someone mentioned before).
        verb_final_subclauses: subordinate clauses put the finite verb last and objects may
            stand before the verb ("weil ich in Berlin wohne").
        verb_second: the finite verb is the second element of a main clause, so a subject may
            follow it ("Seit 2019 wohnt Anna in Berlin").
        capitalised_nouns: every noun starts with a capital letter, so a capitalised word
            inside a sentence is a noun, not a verb.
        elided_articles: articles and pronouns elide before a vowel ("l'Italie", "l'anno").
        question_inversion: yes/no questions put the auxiliary before the subject
            ("do you like dogs").
        used_to_precedes_verb: the former-habit marker stands before its verb ("I used to
            live"); elsewhere it may stand anywhere in the sentence ("früher", "autrefois").
        imperfect_marks_former_state: an imperfect tense of a residence or work verb states a
            former state ("vivía en Lima"), stored negated.
        reflexive_naming: naming is a reflexive verb ("me llamo", "je m'appelle") rather than a
            verb with a predicative name ("I'm called Alex").
    """

    code: str
    name: str
    pro_drop: bool = False
    verb_final_subclauses: bool = False
    verb_second: bool = False
    capitalised_nouns: bool = False
    elided_articles: bool = False
    question_inversion: bool = False
    used_to_precedes_verb: bool = False
    imperfect_marks_former_state: bool = False
    reflexive_naming: bool = False


@dataclass(frozen=True, slots=True)
class Language:
    """One loaded language package."""

    spec: LanguageSpec
    lexicon: Lexicon
    words: ModuleType
    grammar: SurfaceGrammar | None
    episodes: ModuleType
    fact_words: ModuleType | None = None

    @property
    def code(self) -> str:
        return self.spec.code

    @property
    def has_surface_tables(self) -> bool:
        """True when the surface-pattern path can read this language without a parser."""
        return self.grammar is not None


@cache
def language_codes() -> tuple[str, ...]:
    """The codes of every language package, in alphabetical order."""
    return tuple(sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg))


@cache
def get_language(code: str) -> Language:
    """The package of ``code``, imported once per process (the process-wide registry).

    Raises:
        UnknownLanguageError: when ``hotmem/lang/<code>/`` does not exist.
    """
    if code not in language_codes():
        raise UnknownLanguageError(f"no language package hotmem/lang/{code}/ for {code!r}")
    package = importlib.import_module(f"{__name__}.{code}")
    tables = importlib.import_module(f"{__name__}.{code}.tables")
    words = importlib.import_module(f"{__name__}.{code}.words")
    episodes = importlib.import_module(f"{__name__}.{code}.episodes")
    fact_words = importlib.import_module(f"{__name__}.{code}.fact_words")
    spec: LanguageSpec = package.SPEC
    if spec.code != code or tables.LEXICON.lang != code:
        raise UnknownLanguageError(f"hotmem/lang/{code}/ declares another language code")
    lexicon, grammar = tables.LEXICON, getattr(tables, "GRAMMAR", None)
    if importlib.util.find_spec(f"{__name__}.{code}.need_facts") is not None:
        need_facts = importlib.import_module(f"{__name__}.{code}.need_facts")
        lexicon = extend_table(lexicon, getattr(need_facts, "LEXICON", {}))
        if grammar is not None:
            grammar = extend_table(grammar, getattr(need_facts, "GRAMMAR", {}))
    return Language(spec, lexicon, words, grammar, episodes, fact_words)


def language_table(code: str, table: str) -> ModuleType | None:
    """The optional table module ``hotmem/lang/<code>/<table>.py``, or ``None`` when the
    language or that table does not exist (a language without it simply has no such rules)."""
    name = f"{__name__}.{code}.{table}"
    if importlib.util.find_spec(f"{__name__}.{code}") is None or (
            importlib.util.find_spec(name) is None):
        return None
    return importlib.import_module(name)


def get_lexicon(code: str) -> Lexicon:
    """The extraction tables of ``code`` (see :func:`get_language`)."""
    return get_language(code).lexicon


def all_languages() -> tuple[Language, ...]:
    """Every language package, loaded."""
    return tuple(get_language(code) for code in language_codes())


def words_of_all(attribute: str) -> frozenset[str]:
    """The union of one whitespace-separated word list of ``words.py`` over every language.

    >>> "dove" in words_of_all("CHITCHAT"), "grazie" in words_of_all("CHITCHAT")
    (False, True)
    """
    return frozenset(
        word for lang in all_languages() for word in getattr(lang.words, attribute, "").split()
    )


@cache
def definite_words(code: str) -> frozenset[str]:
    """The definite articles of ``code`` (``DEFINITE_WORDS`` in its ``words.py``): "the dog"
    is the user's own, "a dog" any."""
    return frozenset(getattr(get_language(code).words, "DEFINITE_WORDS", "").split())
