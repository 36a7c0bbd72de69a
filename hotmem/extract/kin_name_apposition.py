"""A lower-case name said right after the user's kin noun names that kin.

"mon neveu théo a huit ans il est fou de lego": speech-to-text writes names in lower case,
and the parse then keys what is said by the name without the kin fact ("théo likes lego" with
no nephew). A request naming the kin ("qu'est-ce que j'offre à mon neveu ?") then finds
nothing. When the words "my <kin> <name>" are said and the turn's facts are keyed by that
word, the kin fact is added. The parse may also key them by the kin noun and drop the name
("Notre fille Léa adore les dinosaures" -> "daughter likes dinosaures"): then the kin fact is
added when the word after the kin noun is written capitalised and known to no word list at
all (not even as a noun), and the caller keys the kin noun's facts by the name.

The word after the kin noun is taken for a name only when no table or word list of the
language knows it as a verb, adjective, adverb, function word, number or kin noun.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import cache
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.lang import get_language
from hotmem.relations import KINSHIP, PETS
from hotmem.text import USER_KEY
from hotmem.types import Fact

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon
    from hotmem.word_classes import WordClasses

MIN_NAME = 2


@cache
def function_words(lang: str) -> frozenset[str]:
    """The language's function words (``FUNCTION_WORDS`` in ``words.py``): never a name."""
    return frozenset(getattr(get_language(lang).words, "FUNCTION_WORDS", "").split())


def may_be_name(
    word: str, lemma: str, lex: Lexicon, words: WordClasses | None, function: frozenset[str],
    *, noun_ok: bool = True,
) -> bool:
    """Whether ``word`` may be a name: alphabetic, left as it is by the lemmatizer ("adore"
    -> "adorer" is a verb) and known to no table or word list (a noun only if ``noun_ok``:
    a name is often a noun too, "jade", "rose")."""
    if len(word) < MIN_NAME or not word.isalpha() or word in function or lemma != word:
        return False
    if any(word in table for table in (
            lex.kinship, lex.self_words, lex.pronouns, lex.stopwords, lex.negations,
            lex.reactions, lex.passing_states, lex.identity_adjectives, lex.occupations,
            lex.verb_forms, lex.be_verbs, lex.have_verbs, lex.evaluatives, lex.fan_degrees,
            lex.time_nouns, lex.months, lex.quantity_nouns)):
        return False
    checks = (words.is_verb, words.is_adjective, words.is_adverb) if words is not None else ()
    if words is not None and not noun_ok:
        checks = (*checks, words.is_noun)
    return words is None or not words.known or not any(check(word) for check in checks)


def name_kin(
    facts: tuple[Fact, ...], said: Sequence[tuple[str, str]], lang: str, lex: Lexicon,
    words: WordClasses | None, function: frozenset[str], proper: Collection[int] = (),
) -> tuple[Fact, ...]:
    """``facts`` with the kin fact of each "my <kin> <name>" the turn says (``said``: its
    lower-case words and their lemmas, ``""`` for a word tagged as a verb; ``proper``: the
    positions of the words written capitalised after the first)."""
    subjects = {f.s for f in facts if f.s != USER_KEY}
    if not subjects:
        return _had_kin_named(facts, said, lang, lex, words, function)
    told = {f.r for f in facts if f.s == USER_KEY}
    out = list(facts)
    for i in range(len(said) - 2):
        if said[i][0] not in lex.self_words or (kin := lex.kinship.get(said[i + 1][0])) is None:
            continue
        if kin not in KINSHIP and kin not in PETS or kin in told:
            continue
        name, lemma = said[i + 2]
        # When the parse keyed facts by the word ("théo likes lego") it may be any unknown
        # word; when it keyed them by the kin noun ("daughter likes dinosaures"), the word
        # after it is as often its verb or adjective ("ma sœur kiffe la boxe", "mio zio
        # materno"), so it must be written capitalised and known as no noun either.
        by_word = name in subjects
        if not (by_word or (kin in subjects and i + 2 in proper)) or not may_be_name(
                name, lemma, lex, words, function, noun_ok=by_word):
            continue
        fact = make_fact("I", kin, name, lang)
        if fact is None:
            continue
        out.append(fact)
        told.add(kin)
    return _had_kin_named(tuple(out), said, lang, lex, words, function)


def _had_kin_named(
    facts: tuple[Fact, ...], said: Sequence[tuple[str, str]], lang: str, lex: Lexicon,
    words: WordClasses | None, function: frozenset[str],
) -> tuple[Fact, ...]:
    """``facts`` with a kin the user says they have, named right after the kin noun ("we have
    a daughter lola", "ho una figlia giulia"), as the kin fact instead of a possession
    ("daughter lola", "giulia"). The word must be known to no word list, not even as a noun
    ("I have a sister nurse" stays)."""
    out = list(facts)
    for n, fact in enumerate(facts):
        if fact.s != USER_KEY or fact.r != "has" or fact.negated:
            continue
        for (kin_word, _), (name, lemma) in zip(said, said[1:], strict=False):
            kin = lex.kinship.get(kin_word)
            if kin is None or kin not in KINSHIP or fact.d not in (name, f"{kin_word} {name}",
                                                                  f"{kin} {name}"):
                continue
            if not may_be_name(name, lemma, lex, words, function, noun_ok=False):
                continue
            if (named := make_fact("I", kin, name, lang)) is not None:
                out[n] = named
            break
    return tuple(out)


__all__ = ["function_words", "may_be_name", "name_kin"]
