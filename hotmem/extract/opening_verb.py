"""A capitalised first-person verb form that opens a sentence is lower-cased before parsing:
"Soy Mateo." -> "soy Mateo.", "Tengo asma desde pequeño." -> "tengo asma ...".

The small Spanish model reads a capitalised word before a name as the name's first part
("Soy Mateo" as one proper noun) and a capitalised "Tengo" as a name of its own; the fact is
lost. Only the verb forms that open a clause (``Lexicon.clause_openers``: "soy", "tengo",
"vivo") and the forms of ``lemma_fixes`` are touched: they are verbs wherever they stand, and
the case of the first word of a sentence says nothing. Other forms are left as written: a
lower-case "fui" before a time phrase makes the small parser hang the trip on the time.
Languages that capitalise every noun are left alone ("Essen" is a noun and a town as well as a
verb).
"""

from __future__ import annotations

import re

from hotmem.lang import get_language

_OPENING = re.compile(r"(?:^|(?<=[.!?¿¡]))(\s*)([^\W\d_]+)")


def lower_opening_verbs(text: str, lang: str) -> str:
    """``text`` with each capitalised sentence-opening verb form of the table lower-cased."""
    language = get_language(lang)
    lex = language.lexicon
    if not lex.clause_openers or language.spec.capitalised_nouns or text.islower():
        return text  # only a capitalised form is touched

    def lower(match: re.Match[str]) -> str:
        word = match.group(2)
        low = word.lower()
        if word[:1].isupper() and (
                low in lex.verb_forms and low in lex.clause_openers or low in lex.lemma_fixes):
            return match.group(1) + word.lower()
        return match.group(0)

    return _OPENING.sub(lower, text)
