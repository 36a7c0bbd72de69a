"""Spoken forget requests: what a turn that opens with "forget" asks to forget.

Both extraction paths read a request from the first sentence's words (the small parsers
attach "what I told you" too loosely to trust the tree), and ask :func:`forget_request`:

- "forget that / it / what I (just) said / what I told you", "olvídalo", "Vergiss, was ich
  gesagt habe", "dimenticalo" -> :data:`FORGET_LAST`: the previous turn's facts and episodes;
  a statement after it ("Forget it, I moved to Madrid") starts at :func:`statement_after` and
  the extractor reads its facts;
- "forget what I told you about the tart", "olvida lo que te dije sobre la tarta", "Vergiss,
  was ich dir über den Kuchen erzählt habe" -> ``(FORGET_ABOUT, "tart")``: the facts whose
  subject or object names every topic word, and the episodes that mention every one;
- "forget where I live" -> ``("you", "lives_in")``; "forget that I live in Rome" -> ``("you",
  "lives_in", "rome")`` (only the fact naming Rome); "forget my name" -> ``("you", "name")``;
  "forget my sister" -> ``("sister", None)``;
- "forget Paris" -> :data:`FORGET_OBJECT`: the path reads the phrase into a topic; an erase
  verb with an object ("remove the onions from my order") may be about something else than
  memory and forgets nothing, and so does one with a pronoun ("delete it", "remove it from my
  cart", "borra eso") unless memory is named ("remove that from your memory", "delete what I
  told you"): :data:`FORGET_UNCLEAR`;
- "forget everything", "forget everything about me", "olvídalo todo", "forget me" ->
  ``(FORGET_DECLINED, "everything")``: a whole memory is never wiped by a spoken phrase
  (``HotMem.forget(user)`` and ``hotmem forget --user U`` do that on purpose).

A statement is no request: the verb must open the turn, after polite openers only ("please",
"por favor", "bitte"), so "I always forget my keys", "no me olvido de nada" and "j'oublie
souvent mon parapluie" forget nothing. The words come from ``hotmem/lang/<code>/forget.py``
and the language's lexicon (forget verbs, pronouns, question words, kinship, name nouns).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from hotmem.lang import get_language, get_lexicon
from hotmem.text import USER_KEY, normalize_key
from hotmem.types import FORGET_ABOUT, FORGET_DECLINED, FORGET_LAST_FACTS

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

FORGET_LAST = (FORGET_LAST_FACTS, None)
FORGET_OBJECT = "object"  # forget the thing the rest of the request names (the path reads it)
FORGET_EVERYTHING = (FORGET_DECLINED, "everything")  # a whole memory: declined
FORGET_UNCLEAR = (FORGET_DECLINED, "unclear")  # a request whose target cannot be read
ForgetTarget = tuple[str | None, ...]  # (subject, relation[, object])
_OPENING_WORDS = 6  # the longest polite opener ("s'il vous plaît", four tokens) and the verb


@dataclass(frozen=True, slots=True)
class SpokenWord:
    """One word of an utterance as a path reads it: lower-case text, verb lemma, and whether
    it is a first-person verb form ("wohne", "abito", "vivo")."""

    text: str
    lemma: str
    first_person: bool = False


@dataclass(frozen=True, slots=True)
class ForgetWords:
    """One language's words of forget requests (``hotmem/lang/<code>/forget.py``)."""

    openers: tuple[tuple[str, ...], ...]
    verbs: frozenset[str]
    memory_verbs: frozenset[str]
    memory: frozenset[str]
    it_forms: frozenset[str]
    told: frozenset[str]
    about: frozenset[str]
    everything: frozenset[str]
    links: frozenset[str]
    determiners: frozenset[str]
    self_words: frozenset[str]
    opening: frozenset[str]  # every word that may be the verb: the cheap first test

    @property
    def polite(self) -> frozenset[str]:
        """One-word openers, dropped wherever they stand ("Vergiss bitte, ...")."""
        return frozenset(p[0] for p in self.openers if len(p) == 1)


@cache
def forget_words(lang: str) -> ForgetWords:
    """The forget words of ``lang``, read once per process."""
    module = importlib.import_module(f"hotmem.lang.{lang}.forget")
    words = get_language(lang).words

    def split(text: str) -> frozenset[str]:
        return frozenset(text.split())

    openers = tuple(tuple(p.split()) for p in module.OPENERS.split(",") if p.strip())
    opening = (get_lexicon(lang).forget_verbs | split(module.VERBS) | split(module.MEMORY_VERBS)
               | split(module.IT_FORMS))
    return ForgetWords(
        # Longest first, so "can you please" is skipped whole before "can you".
        openers=tuple(sorted(openers, key=len, reverse=True)),
        verbs=split(module.VERBS), memory_verbs=split(module.MEMORY_VERBS),
        memory=split(module.MEMORY),
        it_forms=split(module.IT_FORMS), told=split(module.TOLD),
        about=split(module.ABOUT), everything=split(module.EVERYTHING),
        links=split(module.LINKS), determiners=split(words.DETERMINERS),
        self_words=split(words.FIRST_PERSON), opening=opening,
    )


def may_open_request(first_texts: Sequence[str], lex: Lexicon) -> bool:
    """A cheap test before the words are read: whether one of a turn's first lower-case
    word texts could be its forget verb (most turns: none, and nothing more to do)."""
    opening = forget_words(lex.lang).opening
    return not opening.isdisjoint(first_texts[:_OPENING_WORDS])


def forget_request(
    words: Sequence[SpokenWord], lex: Lexicon, *, self_words: frozenset[str] = frozenset()
) -> ForgetTarget | str | None:
    """What a turn opening with a forget verb asks to forget, or ``None`` for no request.

    Args:
        words: the first sentence's words, punctuation left out.
        lex: the language's tables.
        self_words: first-person subject words beyond ``lex.self_words`` ("ich", "io").

    Returns:
        A (subject, relation) pattern, :data:`FORGET_LAST`, ``(FORGET_ABOUT, topic)``,
        ``(FORGET_DECLINED, reason)``, :data:`FORGET_OBJECT` or ``None`` (module docstring).
    """
    fw = forget_words(lex.lang)
    start = verb_index(words, lex)
    if start is None:
        return None
    verb = words[start]
    everything = any(w.text in fw.everything for w in words[start + 1:])
    told = any(w.text in fw.told or w.lemma in fw.told for w in words[start + 1:])
    # An erase verb's "it" may be anything ("delete it", "remove it from my cart"): it is the
    # last turn only with memory named ("what I told you", "from your memory").
    last = FORGET_LAST if told or {verb.text, verb.lemma} & fw.memory_verbs or any(
        w.text in fw.memory for w in words[start + 1:]) else FORGET_UNCLEAR
    if verb.text in fw.it_forms:  # "olvídalo", "dimenticalo": the last thing said
        return FORGET_EVERYTHING if everything else last
    rest = [w for w in words[start + 1:] if w.text not in fw.polite]
    if rest and rest[0].text in fw.about:  # "forget about it", "olvídate de eso"
        rest = rest[1:]
    me = lex.self_words | self_words | fw.self_words
    if told or everything:
        topic = _topic(rest, fw, me)
        if topic is None:  # "what I told you": the last turn; "everything I told you": declined
            return FORGET_EVERYTHING if everything and last == FORGET_LAST else last
        if any(w in lex.second_person for w in topic) or _only_time(topic, lex.lang):
            # "about you": the assistant is no topic of the user's memory; "about yesterday":
            # a day is no topic (what was said then is not what it names)
            return FORGET_UNCLEAR
        return (FORGET_ABOUT, " ".join(topic)) if topic else FORGET_EVERYTHING
    if not rest or all(w.text in lex.pronouns or w.text in lex.relative_pronouns for w in rest):
        return last
    lead = rest[0].text
    if lead in lex.pronouns and lead not in lex.relative_pronouns | fw.determiners:
        return last  # "forget it, I live in Madrid now": the rest is a new statement
    if (lead in lex.pronouns or lead in lex.relative_pronouns) and any(
            w.text in fw.memory for w in rest):
        return FORGET_LAST  # "remove that from your memory"
    if all(w.text in me for w in rest):  # "forget me": the whole memory
        return FORGET_EVERYTHING
    kin = next((lex.kinship[w.text] for w in rest if w.text in lex.kinship), None)
    if rest[0].text in lex.question_words:
        for at, word in enumerate(rest[1:], 1):
            relation = forget_relation(word.lemma, lex)
            if relation is not None:
                # The predicate's person first ("abito"), then a kin noun ("where my sister
                # lives"), then a first-person word ("where I live").
                if word.first_person or kin is None and any(w.text in me for w in rest):
                    subject: str | None = USER_KEY
                elif kin is None:
                    return FORGET_UNCLEAR
                else:
                    subject = kin
                # "que j'habite à Rome": only the fact naming Rome ("dónde vive mi hermana"
                # names the subject after its verb: no object)
                named = object_topic([w.text for w in rest[at + 1:]
                                      if w.text not in lex.kinship and w.text not in me],
                                     lex.lang)
                return (subject, relation, named[1]) if named[0] == FORGET_ABOUT else (
                    subject, relation)
        return FORGET_UNCLEAR  # "forget where I parked": no stored relation to take
    if any(w.text in lex.name_nouns for w in rest):
        return (kin or USER_KEY, "name")
    if kin is not None:
        return (kin, None)
    return FORGET_OBJECT if {verb.text, verb.lemma} & fw.memory_verbs else FORGET_UNCLEAR


def verb_index(words: Sequence[SpokenWord], lex: Lexicon) -> int | None:
    """Where the forget verb stands when it opens the turn (after polite openers), else
    ``None``: "I always forget my keys" opens with "I"."""
    fw = forget_words(lex.lang)
    start = _after_openers(words, fw)
    if start >= len(words):
        return None
    verb = words[start]
    if verb.text in fw.it_forms or {verb.text, verb.lemma} & (lex.forget_verbs | fw.verbs):
        return start
    return None


def statement_after(tokens: Sequence[tuple[str, bool]], lex: Lexicon) -> int | None:
    """Where a statement after a "forget that" request starts ("Forget it, I moved to
    Madrid", "Olvídalo, vivo en Madrid", "Forget that. I live in Lyon now"): the index of the
    first token after the punctuation that ends the request, when at least two words follow;
    ``None`` when the turn is the request alone or the punctuation only follows the verb
    ("Vergiss, was ich gesagt habe" goes on after its comma).

    Args:
        tokens: the turn's tokens as (lower-case text, is punctuation).
        lex: the language's tables.
    """
    fw = forget_words(lex.lang)
    words = [SpokenWord(text, text) for text, punct in tokens if not punct]
    at = verb_index(words, lex)
    if at is None:
        return None
    verb = next(i for i, (_, punct) in enumerate(tokens)
                if not punct and sum(not p for _, p in tokens[:i]) == at)
    stop = next((i for i in range(verb + 1, len(tokens)) if tokens[i][1]), None)
    if stop is None or stop == verb + 1 and tokens[verb][0] not in fw.it_forms:
        return None
    after = [text for text, punct in tokens[stop + 1:] if not punct]
    return stop + 1 if len(after) >= 2 else None


def topic_words(phrase: Sequence[str], lang: str) -> tuple[str, ...]:
    """The words of a named thing that must all match ("my trip to Oslo" -> trip, oslo)."""
    fw = forget_words(lang)
    skip = fw.determiners | fw.links | fw.about | fw.self_words
    return tuple(dict.fromkeys(w for w in phrase if w and w not in skip))


def object_topic(texts: Sequence[str], lang: str) -> ForgetTarget:
    """The request about the thing ``texts`` name ("my trip to Paris" -> (*about*, "trip
    paris")); words of no content forget nothing."""
    words = topic_words(normalize_key(" ".join(texts), lang).split(), lang)
    return (FORGET_ABOUT, " ".join(words)) if words and not _only_time(words, lang) else (
        FORGET_UNCLEAR)


@cache
def _time_words(lang: str) -> frozenset[str]:
    """The words of ``lang``'s relative days, weekdays, time units and last/this/next
    modifiers (its episode time words); months are left out ("May" is also a name)."""
    tw = get_language(lang).episodes.TIME_WORDS
    phrases = (*tw.day_offsets, *tw.weekdays, *tw.units, *tw.last, *tw.this, *tw.next)
    return frozenset(w for phrase in phrases for w in phrase.split())


def _only_time(words: Sequence[str], lang: str) -> bool:
    """Whether a topic names only a time ("yesterday", "last week", "di ieri")."""
    return bool(words) and all(w in _time_words(lang) for w in words)


def forget_relation(lemma: str, lex: Lexicon) -> str | None:
    """The relation a forget request means by its embedded predicate ("where I live" ->
    ``lives_in``, "was ich mag" -> ``likes``), or ``None``; "be" and "have" name none ("forget
    that I am tired" is not about a birthplace)."""
    if lemma in lex.be_verbs or lemma in lex.have_verbs:
        return None
    relation = next((r for (verb, _prep), r in lex.verb_prep.items() if verb == lemma), None)
    return relation if relation is not None else lex.likes.get(lemma)


def _after_openers(words: Sequence[SpokenWord], fw: ForgetWords) -> int:
    """Index of the first word after the polite openers ("please", "could you", "bitte")."""
    i = 0
    while i < len(words):
        texts = tuple(w.text for w in words[i:i + 4])
        opener = next((p for p in fw.openers if texts[: len(p)] == p), None)
        if opener is None:
            return i
        i += len(opener)
    return i


def _topic(rest: Sequence[SpokenWord], fw: ForgetWords, me: frozenset[str]) -> (
        tuple[str, ...] | None):
    """The words after the "about" word, up to the telling verb or its auxiliary ("über den
    Kuchen erzählt habe" -> kuchen); ``None`` when no "about" word is said, ``()`` when it
    names only the user ("about me")."""
    at = next((i for i, w in enumerate(rest) if w.text in fw.about), None)
    if at is None:
        return None
    phrase: list[str] = []
    for word in rest[at + 1:]:
        if word.text in fw.told or word.lemma in fw.told:
            break
        phrase.append(word.text)
    skip = fw.determiners | fw.links | fw.about | me
    words = [w for w in phrase if w not in skip]
    if words and all(w in fw.everything for w in words):
        return ()
    return tuple(dict.fromkeys(w for w in words if w not in fw.everything))
