"""A question run on to a statement: "i like jazz do you", "i'm todd what's your name?".

Chat and speech-to-text often drop the stop between a statement and the question that hands
the turn back. The parser then reads the statement as part of the question ("love" as the
complement of "do"), and the turn's fact is lost. Where the language's table lists phrases that
open such a question (``Lexicon.tail_questions``), a stop is put before the phrase and a
question mark after the question, so the two are parsed as the two sentences they are.

Only a tail that ends its sentence is cut, and only after a statement that names the speaker
("i", "my", or a first-person verb form of the table where subjects are dropped: "soy"):
"do you like jazz" and "tell me what you like" are left as they are. A two-word
opener without a "?" must be the whole tail ("... and you", "... do you"): "i love my wife
and you know it" stays one sentence.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hotmem.lang.lexicon import find_phrase

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

# A sentence: text up to and including its closing punctuation (or the end of the turn).
_SENTENCE = re.compile(r"[^.!?;]+[.!?;]*")
_WORD = re.compile(r"[\w'’]+")
_OPENED_QUESTION = re.compile(r"\s*,\s*¿|(?<=\w)\s+¿")
# Words a statement needs before the cut, and at most as many words in the tail question.
_MIN_STATEMENT = 3
_MAX_TAIL = 8


def split_tail_question(text: str, lex: Lexicon) -> str:
    """``text`` with a stop before each run-on tail question and "?" after it.

    >>> split_tail_question("i like jazz do you", get_lexicon("en"))
    'i like jazz. do you?'
    """
    # "..., ¿qué postre le hago?", "... el verde ¿y el tuyo?": the question is its own sentence
    if "¿" in text:
        text = _OPENED_QUESTION.sub(". ¿", text)
    if not lex.tail_questions:
        return text
    return _SENTENCE.sub(lambda match: _split(match.group(0), lex), text)


def _split(sentence: str, lex: Lexicon) -> str:
    words = [w.lower().replace("’", "'") for w in _WORD.findall(sentence)]
    answer = _answer_after_question(words, lex)
    if answer is not None:  # "what's your favorite food mine is pizza"
        cut = list(_WORD.finditer(sentence))[answer].start()
        return f"{sentence[:cut].rstrip()}? {sentence[cut:]}"
    if len(words) < _MIN_STATEMENT + 2:
        return sentence
    hit = find_phrase(words[_MIN_STATEMENT:], lex.tail_questions)
    if hit is None:
        return sentence
    at = hit[0] + _MIN_STATEMENT
    if len(words) - at > _MAX_TAIL or not any(
            w in lex.self_words or w in lex.verb_forms or w in lex.favorite_words
            or f"{w.split(chr(39))[0]}'" in lex.self_words
            for w in words[:at]):  # "soy", "vivo", "j'adore", "favourite band is elbow"
        return sentence
    if len(words) - at > len(hit[1]) and len(hit[1]) < 3 and not sentence.rstrip().endswith(
            "?") and hit[1][0] not in lex.question_auxiliaries:
        # "i love my wife and you know it": a short phrase must end the turn, unless an
        # inverted auxiliary opens it ("i have two kids do you have any")
        return sentence
    cut = list(_WORD.finditer(sentence))[at].start()
    head = sentence[:cut].rstrip()
    if not head[-1].isalnum():
        return sentence  # already punctuated: the clause splitter reads it
    body = sentence.rstrip()
    tail = body[cut:].rstrip(".!;")
    return f"{head}. {tail if tail.endswith('?') else tail + '?'}{sentence[len(body):]}"


def _answer_after_question(words: list[str], lex: Lexicon) -> int | None:
    """Where the speaker's own answer ("mine is ...", ``Lexicon.answer_openers``) starts after
    a run-on question that opens the sentence with a question word ("who is your favorite
    singer mine is adele"), or ``None``."""
    if not lex.answer_openers or len(words) < 5:
        return None
    first = words[0].split("'")[0]
    if first not in lex.question_words and first[:-1] not in lex.question_words:
        return None  # "what's", "whats" open a question as "what" does
    hit = find_phrase(words[3:], lex.answer_openers)
    if hit is None or len(words) - (hit[0] + 3) <= len(hit[1]):
        return None
    return hit[0] + 3
