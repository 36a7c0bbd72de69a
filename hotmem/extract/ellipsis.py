"""Spoken subject ellipsis: "love hiking", "moved to denver last year", "work at a bank".

Casual English drops the first-person subject at the start of a sentence, and the parser then
reads the verb as a noun ("love reading books" -> "love" the subject of "reading"). Where the
language's table lists verbs that, opening a statement, can only be the speaker's
(``Lexicon.subjectless_verbs``), the subject is put back before parsing. Questions ("live
near here?"), greetings and verbs followed by a pronoun ("love you", "love it, thanks") or
an auxiliary ("work is busy") are left as they are; a perfect of a listed participle
("have been to peru twice") takes the subject as the participle alone does, and a listed
opening gets its possessive ("name is dave" -> "my name is dave"). A few adverbs
may come first ("just bought a kayak"), and a participle the table lists takes a passive
subject ("born and raised in cork" -> "I was born ..."). An adjective the table lists takes
the subject and its copula ("and allergic to sesame" -> "and I'm allergic to sesame").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hotmem.lang.lexicon import derived, phrases_opened_by

if TYPE_CHECKING:
    from hotmem.lang.lexicon import Lexicon

# A sentence: text up to and including its closing punctuation (or the end of the turn).
_SENTENCE = re.compile(r"[^.!?;]+[.!?;]*")
_WORD = re.compile(r"[\w'’-]+")
_COMMA = re.compile(r"(,\s+)")


def restore_subject(text: str, lex: Lexicon) -> str:
    """``text`` with the elided first-person subject put back before each sentence that opens
    with one of the table's subjectless verbs.

    >>> restore_subject("love hiking. you?", get_lexicon("en"))
    'I love hiking. you?'
    """
    if (not (lex.subjectless_verbs and lex.elided_subject) and not lex.elided_passive_subject
            and not lex.subjectless_adjectives and not lex.elided_openings):
        return text
    text = _SENTENCE.sub(
        lambda match: _restored(match.group(0), lex, after_sentence=match.start() > 0), text)
    if "," not in text:
        return text  # the passes below read the pieces after a comma
    if lex.subjectless_verbs and lex.elided_subject:
        text = _comma_verbs(text, lex)
    if lex.elided_openings:
        text = _comma_openings(text, lex)
    if lex.elided_copula_subject and _DIGIT.search(text):  # a list opens with an age
        text = _comma_self_list(text, lex)
    return _comma_conjuncts(text, lex) if lex.subjectless_adjectives else text


_DIGIT = re.compile(r"\d")


def _comma_openings(text: str, lex: Lexicon) -> str:
    """"cool, name's carl", "oh hi, name is carl": a listed opening closing the sentence
    after a comma with one word gets its possessive back as at a sentence's start, when only
    reactions come before the comma ("the band is great, name is weird" and "i love that
    song, name is weird" are about what was named before)."""
    pieces = _COMMA.split(text)
    for k in range(2, len(pieces), 2):
        sentence = re.split(r"[.!?;]", "".join(pieces[: k - 1]))[-1]
        before = [w.lower() for w in _WORD.findall(sentence)]
        said = [w.lower().replace("’", "'") for w in _WORD.findall(
            re.split(r"[.!?;]", pieces[k])[0])]
        if not before or not all(w in lex.reactions for w in before) or not any(
                len(said) == len(phrase) + 1 and tuple(said[:-1]) == phrase
                for phrase in lex.elided_openings):
            continue
        opened = _opening(pieces[k], lex)
        if opened is not None:
            pieces[k] = opened
    return "".join(pieces)


# "i'm tom, 27, ...": an age said alone is one to three digits.
_AGE = re.compile(r"\d{1,3}")


def _comma_self_list(text: str, lex: Lexicon) -> str:
    """"i'm callum, 27, from dundee" -> "i'm callum, I'm 27, I'm from dundee": after a
    sentence the speaker opens with the copula, a comma piece that is a bare number (an
    age) or opens with a preposition of origin is one more thing the speaker is; the parser
    otherwise hangs it on the name and loses all of them. An origin only in such a list,
    after the age: "i'm tom, from the sales team" and "soy feliz, de verdad" say no
    birthplace."""
    pieces = _COMMA.split(text)
    origin = derived(_origin_preps, lex)
    listed = False  # an age piece came before
    for k in range(2, len(pieces), 2):
        words = _WORD.findall(pieces[k])
        if not words or not _said_copula("".join(pieces[:k - 1]), lex):
            continue
        aged = _AGE.fullmatch(words[0]) and all(
            w.lower() in lex.age_nouns or w.lower() in lex.age_adjectives
            or w.lower().rstrip("s") in lex.age_nouns for w in words[1:])  # "27 years old"
        listed = listed or bool(aged)
        if aged or listed and words[0].lower() in origin and (
                pieces[k].lstrip().lower().startswith(words[0].lower())):
            lead = pieces[k][: len(pieces[k]) - len(pieces[k].lstrip())]
            pieces[k] = f"{lead}{lex.elided_copula_subject} {pieces[k].lstrip()}"
    return "".join(pieces)


def _origin_preps(lex: Lexicon) -> frozenset[str]:
    """The prepositions "be" takes for a birthplace ("from", "de")."""
    return frozenset(p for (verb, p), rel in lex.verb_prep.items() if rel == "born_in" and p
                     and verb in lex.be_verbs)


def _comma_verbs(text: str, lex: Lexicon) -> str:
    """"my name is jon, live in leeds" -> "..., I live in leeds": after a comma, a listed
    subjectless verb (not followed by a pronoun or an auxiliary) is the speaker's when the
    sentence before it speaks of the speaker; the parser would give it the subject before
    the comma ("name")."""
    pieces = _COMMA.split(text)
    for k in range(2, len(pieces), 2):
        words = _WORD.findall(pieces[k])
        at = 1 if words and words[0].lower() in lex.ellipsis_conjunctions else 0
        while at < len(words) - 2 and words[at].lower() in lex.ellipsis_adverbs:
            at += 1
        if len(words) < at + 2 or words[at].lower() not in lex.subjectless_verbs:
            continue
        second = words[at + 1].lower().replace("’", "'")
        if second in lex.pronouns or second in lex.second_person or second in lex.self_words or (
                second in lex.subject_blockers):
            continue
        before = re.split(r"[.!?;]", "".join(pieces[: k - 1]))[-1]
        if not any(w.lower() in lex.self_words for w in _WORD.findall(before)):
            continue
        cut = pieces[k].index(words[at])
        pieces[k] = f"{pieces[k][:cut]}{lex.elided_subject} {pieces[k][cut:]}"
    return "".join(pieces)


def _comma_conjuncts(text: str, lex: Lexicon) -> str:
    """"i'm vegan, and allergic to sesame" -> "i'm vegan, and I'm allergic to sesame": a
    conjunct after a comma opening with a listed adjective gets the subject and copula."""
    pieces = _COMMA.split(text)
    for k in range(2, len(pieces), 2):
        words = _WORD.findall(pieces[k])
        if (len(words) >= 2 and words[0].lower() in lex.ellipsis_conjunctions
                and pieces[k].lower().startswith(words[0].lower())
                and _speaker_clause("".join(pieces[: k - 1]), lex)):
            pieces[k] = _with_copula(pieces[k], words, lex) or pieces[k]
    return "".join(pieces)


def _said_copula(before: str, lex: Lexicon) -> bool:
    """Whether the sentence before the comma holds the speaker's copula ("i'm", "soy")."""
    words = [w.lower() for w in _WORD.findall(re.split(r"[.!?;]", before)[-1])]
    copula = [w.lower() for w in _WORD.findall(lex.elided_copula_subject)]
    if not copula:
        return False
    if len(copula) == 1:
        return copula[0] in words
    # "ich bin", or the verb after another of the speaker's words ("i bin" in Bavarian)
    return any(words[k] == copula[-1] and (words[k - 1] == copula[0] or words[k - 1] in (
        lex.self_words)) for k in range(1, len(words)))


def _speaker_clause(before: str, lex: Lexicon) -> bool:
    """Whether the sentence before the comma is said of the speaker ("i'm vegan", "soy
    vegana", "ich bin Veganer"): "my sister is vegan, and allergic to nuts" is the sister's."""
    words = [w.lower() for w in _WORD.findall(re.split(r"[.!?;]", before)[-1])]
    copula = [w.lower() for w in _WORD.findall(lex.elided_copula_subject)]
    if not words or not copula:
        return False
    if words[0] in (lex.elided_subject.lower(), copula[0]):
        return True  # "i am vegan", "je suis végane"
    return any(words[k : k + len(copula)] == copula for k in range(len(words)))


def _restored(sentence: str, lex: Lexicon, *, after_sentence: bool = False) -> str:
    stripped = sentence.lstrip()
    if stripped.rstrip().endswith("?"):
        return sentence
    words = _WORD.findall(stripped)
    if len(words) < 2 or not stripped.lower().startswith(words[0].lower()):
        return sentence
    if (with_copula := _with_copula(stripped, words, lex)) is not None:
        return sentence[: len(sentence) - len(stripped)] + with_copula
    if (opened := _opening(stripped, lex)) is not None:
        return sentence[: len(sentence) - len(stripped)] + opened
    if (opened := _subject_opening(stripped, lex)) is not None:
        return sentence[: len(sentence) - len(stripped)] + opened
    # "i play the piano. and love to go sailing": a sentence opened by "and" after another
    # keeps it before the subject; a turn opened by "and" continues what we cannot see
    joined = after_sentence and len(words) > 2 and words[0].lower() in lex.ellipsis_conjunctions
    lead_words = 1 if joined else 0
    while lead_words < len(words) - 2 and words[lead_words].lower() in lex.ellipsis_adverbs:
        lead_words += 1  # "just bought a kayak", "finally moved to leeds"
    first = words[lead_words].lower()
    second = words[lead_words + 1].lower().replace("’", "'")
    after_first = stripped[len(words[0]):len(words[0]) + 1]
    if after_first != " ":
        return sentence
    lead = sentence[: len(sentence) - len(stripped)]
    if first in lex.subjectless_participles and lead_words == 0 and lex.elided_passive_subject:
        # "born and raised in cork", "born in leeds": only a place or a time can follow.
        # the participle is no longer first: "Geboren in Graz" -> "ich bin geboren in Graz"
        return f"{lead}{lex.elided_passive_subject} {stripped[:1].lower()}{stripped[1:]}"
    perfect = first in lex.have_verbs and second in lex.subjectless_verbs
    if (first not in lex.subjectless_verbs and not perfect) or not lex.elided_subject:
        return sentence  # "have been to peru" (perfect) is the speaker's as "been to peru" is
    if second in lex.pronouns or second in lex.second_person or second in lex.self_words or (
            second in lex.subject_blockers and not perfect):
        return sentence
    subject = lex.elided_subject
    if joined:
        cut = len(words[0])
        return f"{lead}{stripped[:cut]} {subject}{stripped[cut:]}"
    # "Got two cats." -> "I got two cats.": a capital left inside would read as a name
    return f"{lead}{subject} {stripped[:1].lower()}{stripped[1:]}"


def _opening(stripped: str, lex: Lexicon) -> str | None:
    """"name is dave", "names jon": a sentence opening of the table's ``elided_openings``
    gets its possessive back ("my name is dave") when what follows, up to a comma or a
    linking word, can be a name: one to three words, no pronoun ("names matter a lot to me",
    "name is important to me" are about names)."""
    if not lex.elided_openings:
        return None
    first = _WORD.search(stripped)
    if first is None or not (candidates := phrases_opened_by(
            first.group(0).lower().replace("’", "'"), lex.elided_openings)):
        return None
    matches = list(_WORD.finditer(stripped))
    said = [m.group(0).lower().replace("’", "'") for m in matches]
    for phrase in candidates:
        n = len(phrase)
        if len(said) > n and tuple(said[:n]) == phrase and _name_follows(
                stripped[matches[n - 1].end():], lex):
            return f"{lex.elided_openings[phrase]}{stripped[matches[n - 1].end():]}"
    return None


def _subject_opening(stripped: str, lex: Lexicon) -> str | None:
    """"big fan of jazz", "don't like olives though": a sentence opening of the table's
    ``elided_subject_openings`` gets the speaker and its verb back, when something follows
    that is no genitive ("favourite food of my son is pasta" is the son's)."""
    if not lex.elided_subject_openings:
        return None
    first = _WORD.search(stripped)
    if first is None or not (candidates := phrases_opened_by(
            first.group(0).lower().replace("’", "'"), lex.elided_subject_openings)):
        return None  # most sentences open with none of the table's first words
    matches = list(_WORD.finditer(stripped))
    said = [m.group(0).lower().replace("’", "'") for m in matches]
    for phrase in candidates:
        n = len(phrase)
        if len(said) > n and tuple(said[:n]) == phrase and said[n] not in lex.genitive_preps:
            return f"{lex.elided_subject_openings[phrase]}{stripped[matches[n - 1].end():]}"
    return None


# "juan carlos perez": a name said after "name is" is at most this many words.
_MAX_NAME_WORDS = 3


def _name_follows(rest: str, lex: Lexicon) -> bool:
    """Whether ``rest``, up to its first comma or linking word, can be a name."""
    words: list[str] = []
    for word in _WORD.findall(rest.split(",", 1)[0]):
        low = word.lower().replace("’", "'")
        if low in lex.subject_blockers:
            break
        words.append(low)
    return 0 < len(words) <= _MAX_NAME_WORDS and not any(
        w in lex.negations or w in lex.pronouns or w in lex.self_words
        or w in lex.second_person for w in words)


def _with_copula(stripped: str, words: list[str], lex: Lexicon) -> str | None:
    """"and allergic to sesame", "y alérgica al marisco" -> "and I'm allergic ...": a
    statement opening with an adjective of the table's ``subjectless_adjectives`` (after an
    "and" and adverbs) gets the elided subject and copula (``elided_copula_subject``)."""
    if not lex.subjectless_adjectives or not lex.elided_copula_subject:
        return None
    start = 1 if words[0].lower() in lex.ellipsis_conjunctions else 0
    at = start
    while at < len(words) - 1 and words[at].lower() in lex.ellipsis_adverbs:
        at += 1
    if at >= len(words) - 1 or words[at].lower() not in lex.subjectless_adjectives:
        return None
    cut = 0
    for word in words[:start]:
        cut = stripped.index(word, cut) + len(word)
    rest = stripped[cut:].lstrip()
    return f"{stripped[:cut]}{' ' if cut else ''}{lex.elided_copula_subject} {rest}"
