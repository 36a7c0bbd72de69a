"""Spoken subject ellipsis: "love hiking", "moved to denver last year", "work at a bank".

Casual English drops the first-person subject at the start of a sentence, and the parser then
reads the verb as a noun ("love reading books" -> "love" the subject of "reading"). Where the
language's table lists verbs that, opening a statement, can only be the speaker's
(``Lexicon.subjectless_verbs``), the subject is put back before parsing. Questions ("live
near here?"), greetings and verbs followed by a pronoun ("love you", "love it, thanks") or
an auxiliary ("work is busy") are left as they are.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

# A sentence: text up to and including its closing punctuation (or the end of the turn).
_SENTENCE = re.compile(r"[^.!?;]+[.!?;]*")
_WORD = re.compile(r"[\w'’-]+")


def restore_subject(text: str, lex: Lexicon) -> str:
    """``text`` with the elided first-person subject put back before each sentence that opens
    with one of the table's subjectless verbs.

    >>> restore_subject("love hiking. you?", get_lexicon("en"))
    'I love hiking. you?'
    """
    if not lex.subjectless_verbs or not lex.elided_subject:
        return text
    return _SENTENCE.sub(lambda match: _restored(match.group(0), lex), text)


def _restored(sentence: str, lex: Lexicon) -> str:
    stripped = sentence.lstrip()
    if stripped.rstrip().endswith("?"):
        return sentence
    words = _WORD.findall(stripped)
    if len(words) < 2 or not stripped.lower().startswith(words[0].lower()):
        return sentence
    first, second = words[0].lower(), words[1].lower().replace("’", "'")
    after_first = stripped[len(words[0]):len(words[0]) + 1]
    if first not in lex.subjectless_verbs or after_first != " ":
        return sentence
    if second in lex.pronouns or second in lex.second_person or second in lex.self_words or (
            second in lex.subject_blockers):
        return sentence
    lead = sentence[: len(sentence) - len(stripped)]
    return f"{lead}{lex.elided_subject} {stripped}"
