"""Run-on turns without punctuation get a comma before a subject that opens a new clause:
"je suis yasmine je vis à nantes" -> "je suis yasmine, je vis à nantes".

Speech-to-text often delivers two statements as one unpunctuated string; the small models then
parse the second subject as part of the first clause and both facts are lost. A subject
pronoun of the language's ``clause_openers`` right after a content word (no function word,
no verb form the tables know) starts a new clause. Turns with any punctuation are left as they
are: their writer has already cut them.
"""

from __future__ import annotations

import re
from functools import cache

from hotmem.lang import get_language

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]*)?|\S")
_PUNCTUATION = re.compile(r"[,.;!?¿¡]")


def mark_run_ons(text: str, lang: str) -> str:
    """``text`` with a comma before each subject pronoun that opens a second clause."""
    language = get_language(lang)
    openers = language.lexicon.clause_openers
    if not openers or _PUNCTUATION.search(text):
        return text
    closed = _closed_words(lang)
    out: list[str] = []
    pos = 0
    prev = ""
    count = 0
    for match in _WORD.finditer(text):
        word = match.group(0).lower().replace("’", "'")
        opener = word in openers or (word.endswith("'") and word in openers)
        elided = "'" in word and word.split("'")[0] + "'" in openers
        if (opener or elided) and count >= 2 and prev.isalpha() and prev not in closed:
            out.append(text[pos : match.start()].rstrip() + ", ")
            pos = match.start()
        prev = word
        count += 1
    out.append(text[pos:])
    return "".join(out)


@cache
def _closed_words(lang: str) -> frozenset[str]:
    """Words after which a pronoun stays in its clause: function words, pronouns, verb forms
    the tables know ("habe ich", "sono io"), conjunctions and subordinators."""
    language = get_language(lang)
    lex, g = language.lexicon, language.grammar
    words = set(language.words.FUNCTION_WORDS.split()) | set(lex.negations)
    words |= set(lex.self_words) | set(lex.second_person) | set(lex.pronouns)
    words |= set(lex.because_markers) | set(lex.hypothetical_markers) | set(lex.reactions)
    words |= set(lex.verb_forms) | set(lex.lemma_fixes) | set(lex.question_words)
    words |= {w for phrase in (*lex.hedges, *lex.fillers, *lex.corrections) for w in phrase}
    if g is not None:
        words |= set(g.verbs) | set(g.conjunctions) | set(g.subordinators) | set(g.preps)
    words -= set(lex.kinship)  # content words: "ich habe eine schwester sie wohnt in bonn"
    return frozenset(w.lower() for w in words)
