"""A greeting that opens a turn is cut off before parsing: "hola buenas me llamo itziar",
"qué tal, yo soy Fabiola", "Guten Tag, mein Name ist Henrike Vogt", "ehi ciao io sono Tommaso".

The small models read an opening greeting as the subject ("hola buenas" as the name), a
question ("qué tal") or part of a name. A greeting is never a fact: the words of the
language's ``greetings`` phrases (with commas, "!" and fillers between them) are dropped from
the start when a statement of the speaker follows (two words or more, one of them a
first-person word, or opening with a verb form of the table: "hola soy marisa"). A turn that
is only a greeting, or a greeting and a question ("qué tal tu día"), is left as it is.
Fillers alone ("pues nada eh vivo en Zaragoza") go the same way when a first-person verb form
of the table follows them: the parser reads them as the subject.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hotmem.lang.lexicon import find_phrase, opens_phrase

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

# "¿qué tal?" is a greeting with its question marks: they go with it
_TOKEN = re.compile(r"[^\s,!.¡¿?]+|[,!.¡¿?]")
_MARKS = frozenset(",!.¡¿?")
# The first token of ``_TOKEN`` that is no mark.
_FIRST_WORD = re.compile(r"[^\s,!.¡¿?]+")


def strip_greeting(text: str, lex: Lexicon) -> str:
    """``text`` without the greeting that opens it."""
    if not lex.greetings:
        return text
    opening = _FIRST_WORD.search(text)
    first = opening.group(0).lower() if opening else None
    if first is None or not (opens_phrase(first, lex.fillers) or any(
            opens_phrase(variant, lex.greetings) for variant in _unstretched(first))):
        return text  # most turns open with no greeting or filler: nothing to cut
    tokens = list(_TOKEN.finditer(text))
    i = 0
    greeted = filled = False
    while i < len(tokens):
        word = tokens[i].group(0).lower()
        if word in _MARKS:
            i += 1
            continue
        words = [t.group(0).lower() for t in tokens[i : i + 3]]
        hit = next((h for variant in _unstretched(words[0])
                    if (h := find_phrase([variant, *words[1:]], lex.greetings)) is not None
                    and h[0] == 0), None)
        if hit is not None and hit[0] == 0:
            greeted = True
            i += len(hit[1])
            continue
        filler = find_phrase(words, lex.fillers)
        if filler is not None and filler[0] == 0:
            filled = True
            i += len(filler[1])
            continue
        break
    if i >= len(tokens):
        return text
    if not greeted:
        # "pues nada eh vivo en Zaragoza", "o sea yo soy de Cádiz": fillers before a
        # first-person verb form or pronoun go too
        first = tokens[i].group(0).lower()
        return text[tokens[i].start() :] if filled and (
            first in lex.verb_forms or first in lex.self_words) else text
    rest = [t.group(0).lower().replace("’", "'") for t in tokens[i:] if t.group(0) not in _MARKS]
    if len(rest) < 2 or not (rest[0] in lex.verb_forms or any(_self_word(w, lex) for w in rest)):
        return text
    if len(rest) > 2 and _self_word(rest[1], lex) and not _self_word(rest[0], lex) and (
            tokens[i + 1].group(0) not in _MARKS) and not _verb(rest[0], lex):
        i += 1  # "hi bot my name's carmen": the one word greeted is whom the user speaks to
    return text[tokens[i].start() :]


def _unstretched(word: str) -> tuple[str, ...]:
    """``word`` and, when chat or speech-to-text stretched its last letter ("holaaa",
    "ciaooo", "heyyy"), the word with that letter said once or twice ("hola", "hello")."""
    if word[-2:-1] != word[-1:]:
        return (word,)  # no letter said twice at the end: nothing stretched
    return (word, _STRETCH.sub(r"\1", word), _STRETCH.sub(r"\1\1", word))


_STRETCH = re.compile(r"(\w)\1+$")


def _verb(word: str, lex: Lexicon) -> bool:
    """A verb the tables know ("call me Ada", "love my job"): no addressee."""
    return word in lex.verb_forms or word in lex.naming_verbs or word in lex.subjectless_verbs or (
        word in lex.likes)


def _self_word(word: str, lex: Lexicon) -> bool:
    """A first-person word, contracted or not ("my", "i'm", "j'")."""
    return word in lex.self_words or word.split("'")[0] + "'" in lex.self_words or (
        word.split("'")[0] in lex.self_words)
