"""A race the speaker ran: "j'ai fait le marathon de Paris", "corrí la maratón de Valencia",
"ho fatto la maratona di Roma".

Romance speakers say they took part in a race with "do" or "run" and the race as the object;
no verb of the extraction tables means taking part, and "faire" or "fare" with any object is
no fact. The turn's words are read instead: a first-person past form of the language
(``RACE_VERBS`` in ``hotmem/lang/<code>/fact_words.py``), an article, at most one word and a
race noun (``RACE_NOUNS``), then the race's name after a genitive preposition: (you,
participated_in, race). A race named after its town takes the definite article; "a marathon
of" something ("un marathon de séries", "una maratón de pelis") is a binge, no race. The verb
and the race misread as things the speaker has are dropped. A plan ("je vais faire le
marathon"), a denial before the verb or another object ("j'ai fait le ménage") gives nothing.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.extract.kin_name_apposition import function_words
from hotmem.lang import definite_words, get_language
from hotmem.text import USER_KEY

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hotmem.types import Fact

__all__ = ["races_run"]

_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*['’]?|\d+|[^\w\s]")
_MAX_NAME = 3  # words of a race's name ("marathon de la rochelle")
_NEGATION_REACH = 3  # words before the verb where a denial would stand


@cache
def _table(lang: str) -> tuple[tuple[tuple[str, ...], ...], frozenset[str]]:
    words = get_language(lang).fact_words
    verbs = tuple(tuple(_WORD.findall(p.lower())) for p in getattr(words, "RACE_VERBS", ()))
    return verbs, frozenset(getattr(words, "RACE_NOUNS", "").split())


def races_run(facts: Sequence[Fact], text: str, lang: str) -> tuple[Fact, ...]:
    """``facts`` and each race the speaker says they ran."""
    verbs, nouns = _table(lang)
    low = text.lower().replace("’", "'")
    if not nouns or not any(noun in low for noun in nouns):  # most turns: a few substring tests
        return tuple(facts)
    tokens = [m.group(0) for m in _WORD.finditer(text.replace("’", "'"))]
    words = [t.lower() for t in tokens]
    lex = get_language(lang).lexicon
    closed = function_words(lang) | lex.time_nouns | lex.months
    definite = definite_words(lang)
    out = list(facts)
    for i in range(len(words)):
        verb = next((v for v in verbs if tuple(words[i : i + len(v)]) == v), None)
        if verb is None or any(w in lex.negations for w in words[max(0, i - _NEGATION_REACH) : i]):
            continue
        at = i + len(verb)
        if at >= len(words) or words[at] not in lex.partitives | set(
                get_language(lang).words.DETERMINERS.split()):
            continue
        head = next((k for k in (at + 1, at + 2) if k < len(words) and words[k] in nouns), None)
        if head is None:
            continue
        end = head + 1
        if end + 1 < len(words) and words[end] in lex.genitive_preps:
            name = end + 1
            while name < len(words) and name - end <= _MAX_NAME and words[name].isalpha() and (
                    words[name] not in closed):
                name += 1
            if name > end + 1:
                if words[at] not in definite:
                    continue  # "un marathon de séries": a binge of something, not a race run
                end = name  # "de paris", not "de la ..." nor "de 2019"
        fact = make_fact(USER_KEY, "participated_in", " ".join(tokens[at + 1 : end]), lang)
        if fact is None:
            continue
        # "ho corso la maratona" read as having "corso" and the race: neither is owned
        misread = {fact.d, words[at - 1]}
        out = [f for f in out if not (f.s == USER_KEY and f.r == "has" and f.d in misread)]
        if all(f.key != fact.key for f in out):
            out.append(fact)
    return tuple(out)
