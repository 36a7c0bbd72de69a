"""Run-on turns without punctuation get a comma before a subject that opens a new clause:
"je suis yasmine je vis à nantes" -> "je suis yasmine, je vis à nantes"; a question put to the
assistant after a fact gets a full stop ("j'habite à caen. tu connais un bon café").

Speech-to-text often delivers two statements as one unpunctuated string; the small models then
parse the second subject as part of the first clause and both facts are lost. A subject
pronoun of the language's ``clause_openers`` right after a content word (no function word,
no verb form the tables know) starts a new clause. Turns with punctuation inside are left as
they are: their writer has already cut them (a full stop at the very end cuts nothing).
"""

from __future__ import annotations

import re
from functools import cache

from hotmem.lang import get_language
from hotmem.lang.lexicon import Lexicon, derived, find_phrase, opens_phrase

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]*)?|\S")
_PUNCTUATION = re.compile(r"[,.;!?¿¡]")


def mark_run_ons(text: str, lang: str) -> str:
    """``text`` with a comma before each subject pronoun that opens a second clause, and the
    pauses of a spoken correction (:func:`_mark_contrasts`)."""
    language = get_language(lang)
    lex = language.lexicon
    openers = lex.clause_openers
    tokens = _tokens(text)
    marked = _mark_coordinated_verbs(text, lex, tokens)
    if marked is not text:
        text, tokens = marked, _tokens(marked)
    # a full stop at the very end cuts nothing: speech-to-text often closes a run-on with one
    cut = _PUNCTUATION.search(text.rstrip().removesuffix(".").rstrip())
    if not cut:
        marked = _mark_verbs_listed(text, lex, _closed_words(lang), tokens)
        if marked is not text:
            text, tokens = marked, _tokens(marked)
    if not openers and not cut:
        return _mark_narrowing(text, lex, tokens)
    if not openers or cut:
        return text
    closed = _closed_words(lang)
    marked = _mark_contrasts(text, lex, closed, tokens)
    if marked is not text:
        text, tokens = marked, _tokens(marked)
    addressed = lex.addressee_openers
    marked = _mark_possessive_openers(text, lex, closed, tokens)
    if marked is not text:
        text, tokens = marked, _tokens(marked)
    said = [w.replace("’", "'") for w in tokens[1]]
    # a cut is made only at an opener, an elided opener (with its apostrophe), a question put
    # to the assistant or a narrowing adverb, two words or more into the turn: other words
    # only move the reading on
    triggers = derived(_clause_triggers, lex)
    if triggers.isdisjoint(said[2:]) and not any("'" in word for word in said[2:]):
        return text
    matches = list(_WORD.finditer(text))
    out: list[str] = []
    pos = 0
    prev = ""
    count = 0
    first = ""  # the first word of the clause being read
    asks = False  # the last sentence cut off is put to the assistant: a question
    for k, match in enumerate(matches):
        word = said[k]
        first = first or word
        if word not in triggers and "'" not in word:
            prev = word
            count += 1
            continue
        opener = word in openers or (word.endswith("'") and word in openers)
        elided = "'" in word and word.split("'")[0] + "'" in openers
        # "tu sais", "tu vois": a filler, no question
        put = word in addressed and k + 1 < len(matches) and (
            word, matches[k + 1].group(0).lower()) not in lex.fillers
        if (opener or elided or put) and count >= 2 and prev.isalpha() and prev not in closed \
                and not _dislocated(first, count, lex):
            asks = put
            out.append(text[pos : match.start()].rstrip() + (". " if asks else ", "))
            pos = match.start()
            first = word
        elif (opener or elided) and count >= 3 and prev in lex.lapse_adverbs and (
                matches[k - 2].group(0).isalpha()
                and matches[k - 2].group(0).lower() not in closed):
            # "ya no vivo en quito ahora estoy en cuenca": "now" opens the second clause
            start = matches[k - 1].start()
            out.append(text[pos:start].rstrip() + ", ")
            pos = start
            first = prev
        elif word in lex.narrowing_adverbs and count >= 2 and prev.isalpha():
            out.append(text[pos : match.start()].rstrip() + ", ")  # "... surtout la fin"
            pos = match.start()
        prev = word
        count += 1
    # the last sentence asks: its closing full stop, if any, gives way to the question mark
    out.append(text[pos:].rstrip().removesuffix(".").rstrip() + " ?" if asks else text[pos:])
    return "".join(out)


Tokens = tuple[list[str], list[str]]


def _tokens(text: str) -> Tokens:
    """The words of ``text`` as written and in lower case, read once for the passes (their
    positions are found only where a comma goes in)."""
    written = _WORD.findall(text)
    return written, [w.lower() for w in written]


def _clause_triggers(lex: Lexicon) -> frozenset[str]:
    """Words at which :func:`mark_run_ons` may cut: openers, the assistant's pronouns,
    narrowing adverbs."""
    return lex.clause_openers | lex.addressee_openers | lex.narrowing_adverbs


def _mark_narrowing(text: str, lex: Lexicon, tokens: Tokens | None = None) -> str:
    """"my favourite band is radiohead especially the early stuff" -> "... radiohead, especially
    ...": a comma before a narrowing adverb after two words or more, where no subject
    pronoun opens clauses (the loop of :func:`mark_run_ons` does it where one does)."""
    if not lex.narrowing_adverbs:
        return text
    words = (tokens or _tokens(text))[1]
    if lex.narrowing_adverbs.isdisjoint(words):
        return text
    matches = list(_WORD.finditer(text))
    out: list[str] = []
    pos = 0
    prev = ""
    for count, match in enumerate(matches):
        word = words[count]
        if word in lex.narrowing_adverbs and count >= 2 and prev.isalpha():
            out.append(text[pos : match.start()].rstrip() + ", ")
            pos = match.start()
        prev = word
    out.append(text[pos:])
    return "".join(out)


def _dislocated(first: str, count: int, lex: Lexicon) -> bool:
    """A clause so far of a short possessive phrase only: the pronoun after it takes it up
    as its subject ("mon frère il habite à sète", "ma grande sœur elle adore nager")."""
    return count <= 3 and first in lex.self_words and first not in lex.clause_openers \
        and first not in lex.subject_clitics


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


def _mark_possessive_openers(
    text: str, lex: Lexicon, closed: frozenset[str], tokens: Tokens | None = None,
) -> str:
    """"vivo a lucca mia sorella vive a pisa" -> "vivo a lucca, mia sorella vive a pisa": a
    comma before a first-person possessive of ``possessive_openers`` (and the article before
    it) that a kin noun or a noun with a favourite word follows, after a content word. A verb or a
    preposition before it keeps it as its object ("amo mio marito", "con mia sorella")."""
    if not lex.possessive_openers:
        return text
    words = (tokens or _tokens(text))[1]
    if lex.possessive_openers.isdisjoint(words):
        return text
    matches = list(_WORD.finditer(text))
    cuts: list[int] = []
    for i in range(1, len(words) - 1):
        if words[i] not in lex.possessive_openers:
            continue
        noun, after = words[i + 1], words[i + 2] if i + 2 < len(words) else ""
        if noun not in lex.kinship and not (after in lex.favorite_words and (
                noun in lex.things or noun not in closed)):  # "il mio personaggio preferito"
            continue
        start = i - 1 if words[i - 1] in lex.definite_articles else i
        before = words[start - 1]  # a reaction ends its own clause: "che bello il mio ..."
        if start >= 2 and before.isalpha() and (before not in closed or before in lex.reactions):
            cuts.append(matches[start - 1].end())
    for at in reversed(cuts):
        text = f"{text[:at]},{text[at:]}"
    return text


def _mark_coordinated_verbs(text: str, lex: Lexicon, tokens: Tokens | None = None) -> str:
    """"vivo en lima y trabajo en una clínica" -> "vivo en lima, y trabajo en una clínica": a
    comma before a conjunction of ``clause_conjunctions`` that a first-person verb form of the
    table follows, after a content word. Without it the small parsers read the verb as a noun
    ("trabajo", "work") conjoined to the first place, and both facts go to the first verb."""
    if not lex.clause_conjunctions:
        return text
    words = (tokens or _tokens(text))[1]
    if lex.clause_conjunctions.isdisjoint(words):
        return text
    matches = list(_WORD.finditer(text))
    cuts: list[int] = []
    for i in range(1, len(words) - 1):
        if words[i] not in lex.clause_conjunctions or not words[i - 1].isalpha() or (
                words[i - 1] in lex.negations):
            continue
        k = i + 1
        while k < len(words) - 1 and (words[k],) in lex.fillers:
            k += 1  # "... y bueno trabajo en una gestoría"
        if words[k] in lex.verb_forms:
            cuts.append(matches[i - 1].end())
    for at in reversed(cuts):
        text = f"{text[:at]},{text[at:]}"
    return text


def _mark_verbs_listed(
    text: str, lex: Lexicon, closed: frozenset[str], tokens: Tokens | None = None,
) -> str:
    """"i live in glasgow work at a call centre" -> "i live in glasgow, work at a call
    centre": a comma before a verb of ``subjectless_verbs`` with a preposition of its own
    table row, said right after a preposition's content word, or before the conjunction
    that opens it ("... and love to ..."). The small parsers otherwise read the verb as part
    of the first object ("glasgow work", "chess and love")."""
    if not lex.subjectless_verbs:
        return text
    words = (tokens or _tokens(text))[1]
    if lex.subjectless_verbs.isdisjoint(words):
        return text  # both kinds of cut stand before a listed verb
    matches = list(_WORD.finditer(text))
    preps = {p for (_, p) in lex.verb_prep if p}
    unreal = lex.wish_verbs | lex.conditional_auxes | lex.hypothetical_markers
    # "i will move to lima and work at a bank": a plan's second verb is planned too, and a
    # former state's second verb is former
    said = next((i for i, w in enumerate(words) if w in unreal), len(words))
    former = find_phrase(words, lex.used_to)  # "i used to work at x and live in y" likewise
    words = words[:min(said, former[0] if former is not None else said)]
    cuts = [matches[k - 1].end() for k in range(3, len(words) - 1)
            if words[k] in lex.subjectless_verbs and (words[k], words[k + 1]) in lex.verb_prep
            and words[k - 2] in preps and words[k - 1].isalpha()
            and words[k - 1] not in closed]
    # "i play chess and love to go hiking": the verb after "and" read as a listed noun
    cuts += [matches[k - 1].end() for k in range(2, len(words) - 2)
             if words[k] in lex.ellipsis_conjunctions and words[k + 1] in lex.subjectless_verbs
             and (words[k + 2] in lex.infinitive_markers
                  or (words[k + 1], words[k + 2]) in lex.verb_prep
                  or (words[k + 1] in lex.likes and words[k + 2].isalpha()
                      and words[k + 2] not in closed))
             and words[k - 1].isalpha() and words[k - 1] not in closed]
    for at in sorted(set(cuts), reverse=True):
        text = f"{text[:at]},{text[at:]}"
    return text


def _mark_contrasts(
    text: str, lex: Lexicon, closed: frozenset[str], tokens: Tokens | None = None,
) -> str:
    """"perdón trabajo en mapfre no en iberdrola" -> "perdón, trabajo en mapfre, no en
    iberdrola": a comma after an opening correction phrase and before a negation that rejects
    an alternative (a negation between a content word and one of ``contrast_preps``). The
    small parsers read the unpunctuated turn as one phrase and lose both facts."""
    if not lex.contrast_preps:
        return text
    words = (tokens or _tokens(text))[1]
    if not (words and opens_phrase(words[0], lex.corrections)) and lex.negations.isdisjoint(
            words):
        return text  # no opening correction, no negation
    matches = list(_WORD.finditer(text))
    cuts: list[int] = []
    opening = find_phrase(words[:4], lex.corrections)
    if opening is not None and opening[0] == 0 and len(words) > len(opening[1]) + 2:
        cuts.append(matches[len(opening[1]) - 1].end())
    for i in range(2, len(words) - 1):
        if words[i] in lex.negations and words[i + 1] in lex.contrast_preps and (
                words[i - 1].isalpha() and words[i - 1] not in lex.negations
                and words[i - 1] not in closed):  # "je ne suis pas à paris" denies
            cuts.append(matches[i - 1].end())
    for at in sorted(cuts, reverse=True):
        text = f"{text[:at]},{text[at:]}"
    return text
