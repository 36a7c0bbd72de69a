"""Capitals put back on the nouns of an all-lower-case utterance in a language that writes
them ("ich habe rückenschmerzen" -> "ich habe Rückenschmerzen").

Speech-to-text and chat often deliver German in lower case; the surface path reads a German
noun by its capital, so such a turn loses its objects. The lookup lemmatizer's table knows
each word form it lists in its written case: a form listed only with a capital is a noun. A
longer word the table does not know at all is most often a compound noun or a name; it gets
a capital too unless the language's tables know it as another kind of word.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from hotmem.lang import get_language
from hotmem.lemma_lookup import LookupLemmatizer

if TYPE_CHECKING:
    from hotmem.nlp import LoadedPipeline

# A hyphenated compound is one word: "e-bike" is capitalised as its head "bike" would be.
_WORD = re.compile(r"\b[^\W\d_]+(?:-[^\W\d_]+)*\b")
# The first letter of a sentence: the turn's, or one after a closing mark.
_SENTENCE_OPENING = re.compile(r"(?:^|(?<=[.!?]))\s*[^\W\d_]")
# Unknown words shorter than this stay as they are (interjections, abbreviations, short names).
MIN_UNKNOWN = 4


def restore_noun_case(text: str, pipe: LoadedPipeline, lang: str) -> str:
    """``text`` with its nouns capitalised when the language capitalises nouns and the text
    has no capital but those opening its sentences (a writer who uses capitals has put them
    where they belong; "Ich hab drei hühner" capitalises by habit, not nouns)."""
    language = get_language(lang)
    if not language.spec.capitalised_nouns:
        return text
    if any(map(str.isupper, text)):
        opened = _SENTENCE_OPENING.sub(lambda m: m.group(0).lower(), text)
        if any(map(str.isupper, opened)):
            return text
        text = opened
    lemmatizer = _lemmatizer(pipe)
    if not isinstance(lemmatizer, LookupLemmatizer) or not lemmatizer.table:
        return text
    table = lemmatizer.table
    known = _function_words(lang)

    openers = _clause_openers(lang)
    before: list[str] = []

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        verb_slot = (len(before) >= 1 and before[-1] in openers[0]
                     and (len(before) == 1 or before[-2] in openers[1]))
        before.append(word)
        if verb_slot:
            return word  # "ich koche gern": the word after a clause-opening "ich" is its verb
        if "-" in word:
            head = fix_word(word.rsplit("-", 1)[1])
            return word[:1].upper() + word[1:] if head[:1].isupper() else word
        if _noun_not_verb(word, before[:-1], lang, adjective) or _named_activity(
                word, before[:-1], text[match.end():], lang):
            return word[:1].upper() + word[1:]
        return fix_word(word)

    nouns = _table_nouns(lang)

    def adjective(word: str) -> bool:
        """An inflected adjective: "-es" and unknown ("thailändisches"), or "-es", "-er",
        "-en" and known in lower case ("leckeres"; not "Kinder", "Lieblingsfarben")."""
        if len(word) <= 4 or word.endswith("sten") or word in nouns:
            return False  # "am liebsten essen wir": an adverb
        if lemmatizer.knows_lower(word):
            return word.endswith(("es", "er", "en"))
        return word.endswith("es") and word[:1].upper() + word[1:] not in table

    participles = language.grammar.participle_endings if language.grammar else ()

    def fix_word(word: str) -> str:
        if word in nouns:
            return word[:1].upper() + word[1:]  # "fan", "hobby": nouns the tables list
        if word in known or lemmatizer.knows_lower(word) or word.endswith(participles):
            return word  # "adoptiert": a participle the table does not know is no noun
        capital = word[:1].upper() + word[1:]
        if capital in table or len(word) >= MIN_UNKNOWN:
            return capital
        return word

    return _WORD.sub(fix, text)


def _noun_not_verb(word: str, before: list[str], lang: str,
                   adjective: Callable[[str], bool]) -> bool:
    """A plural or infinitive form of a full verb that is also a noun ("essen", "leben") is
    the noun after a preposition ("ich wohne in essen"; not "zu essen") or after an
    inflected adjective ("ich liebe thailändisches essen"; not "die kinder essen"); a
    singular form ("esse", "isst") and an auxiliary ("sind") are always the verb."""
    grammar = get_language(lang).grammar
    verb = grammar.verbs.get(word) if grammar is not None and before else None
    if verb is None or verb.tense not in ("pres", "inf") or any(
            p in verb.person for p in ("1s", "2s", "3s")) or (
            verb.lemma in grammar.aux | grammar.modals):
        return False
    prev = before[-1]
    if prev in grammar.preps:
        return prev not in get_language(lang).lexicon.infinitive_markers
    return adjective(prev) and prev not in _function_words(lang)


_NEXT_WORD = re.compile(r"\s*([^\W\d_]+)")


def _named_activity(word: str, before: list[str], rest: str, lang: str) -> bool:
    """A word ending as an infinitive that opens its clause and is the subject of "ist" is
    the activity named ("kochen ist nicht mein ding", "also tanzen is nich meins"), never a
    verb: no verb of the speaker's stands before a third-person "ist"."""
    grammar = get_language(lang).grammar
    if (grammar is None or not grammar.infinitive_suffix or len(word) < MIN_UNKNOWN
            or not word.endswith(grammar.infinitive_suffix) or word in _function_words(lang)
            or (before and before[-1] not in _clause_openers(lang)[1])):
        return False
    nxt = _NEXT_WORD.match(rest)
    after = grammar.verbs.get(nxt.group(1).lower()) if nxt else None
    return after is not None and after.lemma == grammar.copula and "3s" in after.person


def _lemmatizer(pipe: LoadedPipeline) -> object | None:
    nlp = pipe.nlp
    return nlp.get_pipe("lemmatizer") if "lemmatizer" in nlp.pipe_names else None


@cache
def _table_nouns(lang: str) -> frozenset[str]:
    """Nouns the language's tables list (fan, name, kin and favourite-thing nouns), less any
    word they also list as a function word."""
    lex = get_language(lang).lexicon
    nouns = set(lex.fan_nouns) | set(lex.name_nouns) | set(lex.kinship) | set(lex.things)
    return frozenset(nouns - _function_words(lang))


@cache
def _clause_openers(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """First-person subjects, and the words after which one opens a clause (conjunctions,
    fillers, reactions)."""
    language = get_language(lang)
    lex, g = language.lexicon, language.grammar
    if g is None:
        return frozenset(), frozenset()
    after = set(g.conjunctions) | set(lex.reactions)
    after |= {w for phrase in lex.fillers for w in phrase}
    return frozenset(g.subject_self), frozenset(after)


@cache
def _function_words(lang: str) -> frozenset[str]:
    """Words the language's tables know as verbs, determiners, pronouns or markers."""
    language = get_language(lang)
    lex, g = language.lexicon, language.grammar
    words: set[str] = set(lex.reactions) | set(lex.negations) | set(lex.self_words)
    words |= set(lex.second_person) | set(lex.question_words) | set(lex.pronouns)
    words |= set(lex.identity_adjectives) | set(lex.passing_states) | set(lex.stopwords)
    words |= {w for phrase in (*lex.hedges, *lex.fillers, *lex.corrections) for w in phrase}
    if g is not None:
        words |= set(g.verbs) | set(g.preps) | set(g.articles) | set(g.possessives)
        words |= set(g.other_possessives) | set(g.subject_self) | set(g.dative_self)
        words |= set(g.conjunctions) | set(g.subordinators) | set(g.np_stop) | set(g.numbers)
        words |= set(g.indefinites)
    return frozenset(words)
