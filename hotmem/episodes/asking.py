"""Questions said without a question mark ("which camera did i end up getting").

Speech-to-text rarely writes "?", and the small parsers read an unmarked question as a
statement, so the clause segmenter calls it one. A sentence still asks when, after leading
fillers ("wait", "ok so") and at most two prepositions ("a quién", "with whom"), it opens
with an interrogative of the language and a verb comes before any subject pronoun (English
"when did I ..." asks, "when I was a kid ..." tells), or when it holds an interrogative that
only asks, wherever it stands (French "c'était combien", "on a vu quel film"), or one
right after a verb that opens no clause of its own ("c'était où", "on est rentrés quand").

Every word comes from the language package's ``episodes.py`` (``QUESTION_OPENERS``,
``IN_SITU_QUESTION_WORDS``, ``QUESTION_WORDS_AFTER_VERB``, ``SUBJECT_PRONOUNS``,
``QUESTION_PREPOSITIONS``, ``QUESTION_OPENERS_AFTER_PREPOSITION``, ``QUESTION_LEAD_INS``); a
language without them (one whose segmenter already reads unmarked questions) gets no extra
question here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from spacy.tokens import Token

from hotmem.lang import get_language

__all__ = ["UnmarkedQuestions", "unmarked_questions"]

# How many words the interrogative's own phrase may take before its verb ("how long did",
# "which new camera did").
_PHRASE_WORDS = 3
_PREPOSITIONS = 2
_VERB_POS = frozenset({"VERB", "AUX"})


@dataclass(frozen=True, slots=True)
class UnmarkedQuestions:
    """One language's words for reading a question without "?".

    Attributes:
        openers: Interrogatives that open a question ("which", "cuándo", "combien").
        in_situ: Interrogatives that ask wherever they stand ("quel", "combien").
        subjects: Subject pronouns: one before the verb makes the opener a conjunction
            ("when I was ...").
        prepositions: Prepositions a question may open with ("mit wem", "a chi"), for
            languages read without a parser (with one, the tagger says).
        after_verb: Interrogatives that ask right after a verb ("c'était où ...").
        after_preposition: Interrogatives that open a question only after a preposition
            (Italian "di che ditta è il forno", "in che anno"; "che bello" alone exclaims).
        fillers: Words skipped at the start ("wait", "ok", "so").
    """

    openers: frozenset[str]
    in_situ: frozenset[str]
    subjects: frozenset[str]
    fillers: frozenset[str]
    prepositions: frozenset[str] = frozenset()
    after_verb: frozenset[str] = frozenset()
    after_preposition: frozenset[str] = frozenset()
    # Every interrogative :meth:`asks` looks for (made once from the tables above).
    cues: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cues", self.openers | self.in_situ | self.after_verb
                           | self.after_preposition)

    def may_ask(self, words: Iterable[str]) -> bool:
        """Whether lower-case ``words`` hold an interrogative :meth:`asks` looks for: without
        one, no sentence of them asks (a cheap test before reading each sentence)."""
        return any(word.replace("’", "'") in self.cues for word in words)

    def asks(self, tokens: Sequence[Token]) -> bool:
        """Whether the sentence ``tokens`` is a question said without "?"."""
        words = [t for t in tokens if not (t.is_punct or t.is_space)]
        if not words or not self.openers or tokens[-1].text == "!" or tokens[0].text == "¡":
            return False
        if any(_low(t) in self.in_situ for t in words) and any(
                t.pos_ in _VERB_POS for t in words):
            return True
        if any(self._after_verb(words, k) for k in range(1, len(words))):
            return True
        i = 0
        while i < len(words) and _low(words[i]) in self.fillers:
            i += 1
        prepositions = 0
        while (i < len(words) - 1 and prepositions < _PREPOSITIONS
               and (words[i].pos_ == "ADP" or _low(words[i]) in self.prepositions)
               and _low(words[i]) not in self.openers):
            i += 1
            prepositions += 1
        if i >= len(words) or not (_low(words[i]) in self.openers or (
                prepositions and _low(words[i]) in self.after_preposition)):
            return False
        tagged = any(t.pos_ for t in words)
        for token in words[i + 1: i + 2 + _PHRASE_WORDS]:
            if _low(token) in self.subjects:
                return False  # "when I was a kid": a conjunction
            if token.pos_ in _VERB_POS or not tagged:
                return True  # untagged (no parser): anything but a subject pronoun asks
        return False


    def _after_verb(self, words: list[Token], k: int) -> bool:
        """An in-situ interrogative after the verb that opens no clause of its own: words
        but nothing verbal after it ("on est revenus quand du mariage", "j'ai eu mon code
        quand déjà"), or right after the verb and not before a subject or verb ("c'est quand
        que ...", "c'est quoi ton plat"); not "je suis content quand il pleut", "la ville où
        mon père est né", nor a last word ("voilà quoi")."""
        if _low(words[k]) not in self.after_verb:
            return False
        if not any(t.pos_ in _VERB_POS for t in words[:k]):
            return False
        nxt = words[k + 1] if k + 1 < len(words) else None
        if nxt is not None and not any(t.pos_ in _VERB_POS for t in words[k + 1:]):
            return True  # "on est rentrés quand du mariage": no clause after it
        # (last in the sentence it may be a particle: "je suis électricien quoi")
        return words[k - 1].pos_ in _VERB_POS and nxt is not None and (
            _low(nxt) not in self.subjects and nxt.pos_ not in _VERB_POS)


def _low(token: Token) -> str:
    return token.lower_.replace("’", "'")


def _split(text: str) -> frozenset[str]:
    return frozenset(text.split())


@cache
def unmarked_questions(lang: str) -> UnmarkedQuestions:
    """The language's reader of unmarked questions (empty tables: it reads none)."""
    ep = get_language(lang).episodes
    return UnmarkedQuestions(
        openers=_split(getattr(ep, "QUESTION_OPENERS", "")),
        in_situ=_split(getattr(ep, "IN_SITU_QUESTION_WORDS", "")),
        subjects=_split(getattr(ep, "SUBJECT_PRONOUNS", "")),
        fillers=_split(getattr(ep, "LEADING_FILLERS", ""))
        | _split(getattr(ep, "QUESTION_LEAD_INS", "")),
        prepositions=_split(getattr(ep, "QUESTION_PREPOSITIONS", "")),
        after_verb=_split(getattr(ep, "QUESTION_WORDS_AFTER_VERB", "")),
        after_preposition=_split(getattr(ep, "QUESTION_OPENERS_AFTER_PREPOSITION", "")),
    )
