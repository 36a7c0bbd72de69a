"""Negations said without their first part that the small parsers misread: "j'habite plus à
paris", "je mange jamais de poisson".

Spoken French drops the "ne" of "ne ... plus" and "ne ... jamais", and even with it the small
model reads "plus de porc" as an amount ("more pork") and hangs "à paris" on the adverb as a
fixed phrase: the fact is lost. Said right after the verb of a subject pronoun and before a
preposition or an article, the word denies the verb as the plain negation does, which the
parser reads well ("je mange pas de porc"), so it is read as that word. An amount ("j'ai plus
de 40 ans") and a comparison ("j'aime plus le thé que le café") keep their word. The words come
from the language's table (``Lexicon.negation_variants``, ``subject_clitics``,
``verb_clitics``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from hotmem.lang import get_language

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

# A word with its elided article or pronoun split off ("j'", "d'"), or one mark.
_TOKEN = re.compile(r"[^\W\d_]+['’]|[\w-]+|[^\w\s]")


@cache
def _followers(lang: str) -> frozenset[str]:
    """Words that may follow the negation: prepositions, partitives and determiners."""
    language = get_language(lang)
    lex = language.lexicon
    preps = {prep for (_, prep), _ in lex.verb_prep.items() if prep}
    return frozenset(preps | set(lex.workplace_preps) | set(lex.partitives)
                     | set(lex.genitive_preps) | set(language.words.DETERMINERS.split()))


def read_spoken_negations(text: str, lex: Lexicon) -> str:
    """``text`` with each negation said without its first part replaced by the plain one.

    >>> read_spoken_negations("j'habite plus à paris", get_lexicon("fr"))
    "j'habite pas à paris"
    """
    if not lex.negation_variants:
        return text
    tokens = list(_TOKEN.finditer(text))
    words = [t.group(0).lower().replace("’", "'") for t in tokens]
    followers = _followers(lex.lang)
    out, last = [], 0
    for i, word in enumerate(words):
        plain = lex.negation_variants.get(word)
        if plain is None or i < 2 or i + 1 >= len(words) or words[i + 1] not in followers:
            continue
        if i + 2 < len(words) and words[i + 2][:1].isdigit():
            continue  # "j'ai plus de 40 ans": an amount
        start = i - 1  # the verb; before it only clitics back to the subject pronoun
        k = start - 1
        while k >= 0 and words[k] in lex.verb_clitics:
            k -= 1
        if k < 0 or words[k] not in lex.subject_clitics or not words[start].isalpha():
            continue
        sentence_end = next((j for j in range(i, len(words)) if words[j] in ".!?"), len(words))
        if any(w in lex.relative_pronouns and w.startswith("qu") for w in
               words[i + 1 : sentence_end]):
            continue  # "plus le thé que le café": a comparison
        out.append(text[last : tokens[i].start()] + plain)
        last = tokens[i].end()
    return "".join(out) + text[last:] if out else text
