"""Clauses of the surface path: where a sentence's clauses start and what each does.

Without a parse, clauses are cut at commas, subordinators and clause-level coordinators, and
each gets its kind (statement, question, reaction, hypothetical, filler) and markers (hedge,
correction, reason, wh-word) from the language's tables. What follows from those kinds
(reason clauses, hedge scope) is decided in :mod:`hotmem.extract.policy`, as on the
dependency path.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from hotmem.extract.common import Clause, ClauseKind, Segmented
from hotmem.extract.policy import (
    opens_reason,
    spread_condition,
    spread_denied_hedge,
    spread_sentence_hedge,
)
from hotmem.lang import get_language
from hotmem.lang.surface_grammar import IRREALIS_TENSES, SurfaceGrammar, match_at
from hotmem.nlp import ModelUnavailableError

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

    from hotmem.lang.lexicon import Lexicon


@cache
def tables(lang: str) -> tuple[Lexicon, SurfaceGrammar]:
    """The language's lexicon and surface grammar (imported once, then cached)."""
    language = get_language(lang)
    if language.grammar is None:
        raise ModelUnavailableError(
            f"{lang}: hotmem/lang/{lang}/tables.py has no GRAMMAR for the surface-pattern path"
        )
    return language.lexicon, language.grammar


def low_text(tok) -> str:  # noqa: ANN001 - spaCy Token
    return tok.text.lower().replace("’", "'")


def _split_points(
    sent: Span, lex: Lexicon, g: SurfaceGrammar, texts: list[str] | None = None,
) -> list[int]:
    """Token offsets (within ``sent``) where a new clause starts; ``texts``, when given, are
    its tokens' texts."""
    texts = [t.text for t in sent] if texts is None else texts
    words = [text.lower().replace("’", "'") for text in texts]
    # a capitalised German word mid-sentence is a noun, never a verb: "ich mag Schwimmen,
    # Lesen und gutes Essen" is one list, not a second clause
    capital = [g.spec.capitalised_nouns and text[:1].isupper() for text in texts]
    verb_slots = [w if k == 0 or not capital[k] else "" for k, w in enumerate(words)]
    starts = [0]
    has_verb_before = False
    for i, word in enumerate(words):
        if i == 0:
            has_verb_before = word in g.verbs
            continue
        prev = words[i - 1]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        # a verb form right after an article or a possessive is a noun: "il mio lavoro a Bari"
        is_verb = word in g.verbs and not capital[i] and not (
            prev in g.possessives or prev in g.articles)
        if prev in (".", "!", "?") and i > starts[-1] + 1:
            # a stop the sentence splitter missed ("heißt leo. kennst du ...") ends a clause
            starts.append(i)
            has_verb_before = False
        elif prev in (",", ";", ":", "-", "–"):
            before = words[starts[-1] : i - 1]
            apposition = not has_verb_before and not _is_marker_only(before, lex, g)
            if word in g.possessives and apposition:
                pass  # "Julia, meine Schwester, wohnt ...": one clause
            elif (
                word in g.subordinators
                or word in g.conjunctions
                or word in lex.question_words
                or word in lex.negations
                or word in g.subject_self
                or word in g.possessives
                or word in lex.pronouns
                or word in g.relatives
                or match_at(g.phrases["hedges"], words, i)
                or match_at(g.phrases["corrections"], words, i)
                or _is_marker_only(words[starts[-1] : i - 1], lex, g)
                or (has_verb_before and _has_verb_after(verb_slots, i, g))
                # "non so, abito a bari": a first-person verb after a comma opens a clause
                or (is_verb and g.verbs[word].person == "1s" and _finite(word, g))
                # a question back after a statement: "..., kennst du ...?", "..., du auch?"
                or (has_verb_before and nxt in lex.second_person and word.isalpha()
                    and word not in g.preps and word not in g.conjunctions)
                or (has_verb_before and word in lex.second_person)
            ):
                starts.append(i)
                has_verb_before = False
        elif i > starts[-1] and (word in g.subordinators or (
                word in lex.because_markers and has_verb_before
                and (nxt in g.subject_self or nxt in g.possessives))):
            # "da" is also "there": only "da ich ...", "da meine Frau ..." open a reason
            starts.append(i)
            has_verb_before = False
        elif (word in lex.negations and has_verb_before and not (
                prev in g.verbs and not capital[i - 1])  # "in Essen nicht in Dortmund": a noun
              and (_prep_after_negation(words, i, g) or (
                  _value_after_negation(words, i, g)  # "non ho fratelli né sorelle": a list
                  and not any(w in lex.negations for w in words[starts[-1] : i])))
              and i > starts[-1] + 1):
            # speech-to-text without the comma: "abito a lecce non a bari" rejects the
            # second place as ", non a bari" does; so does "bei aldi nicht mehr bei rewe",
            # and "ich heiße lisa nicht lena" rejects only the second name
            starts.append(i)
            has_verb_before = False
        elif (word in lex.negations and has_verb_before and nxt in g.verbs
              and g.verbs[nxt].lemma == g.copula and g.verbs[nxt].person == "3s"
              and prev.isalpha() and prev not in g.verbs and i > starts[-1] + 2):
            # a comment run on without a stop: "mi piace il poker non è il massimo eh" (the
            # "non" judges the comment, not the liking before it)
            starts.append(i)
            has_verb_before = False
        elif (g.spec.verb_final_subclauses and is_verb and nxt in g.subject_self
              and _finite(prev, g) and _finite(word, g)
              and words[starts[-1]] in g.subordinators | lex.because_markers):
            # no comma after a verb-final subordinate clause: "da ich zöliakie habe esse ich
            # kein brot": the inverted main clause starts at its own verb
            starts.append(i)
            has_verb_before = False
        elif (is_verb and has_verb_before and g.verbs[word].person == "1s"
              and _finite(word, g) and prev.isalpha() and prev not in g.verbs
              and not _function_word(prev, lex, g) and i > starts[-1] + 2
              and (words[i - 2] not in g.articles  # "eine große liebe": a noun, but
                   or (i >= 3 and words[i - 3] in g.preps))):  # "aus der türkei wohne"
            # a run-on with the subject dropped: "ich heiße lars bin 34": a first person
            # verb after a complete clause opens the next one
            starts.append(i)
            has_verb_before = False
        elif (g.spec.verb_final_subclauses and has_verb_before and word in g.relatives
              and nxt in g.verbs and (g.verbs[nxt].lemma in lex.naming_verbs or (
                  g.verbs[nxt].lemma == g.copula and i + 2 < len(words)
                  and (words[i + 2].isdigit() or words[i + 2] in g.spelled_numbers)))):
            # spoken relative clause in main-clause order: "einen hund der heißt bello",
            # "ne tochter die ist drei"
            starts.append(i)
            has_verb_before = False
        elif (is_verb and has_verb_before and i >= 2 and words[i - 2] in g.preps
              and prev.isalpha() and prev not in g.preps and g.verbs[word].lemma == g.copula
              and "3" in g.verbs[word].person and i > starts[-1] + 2):
            # run-on without a comma: "ich wohne in kassel ist nicht so spannend": a third
            # person copula right after a place opens a comment clause of its own
            starts.append(i)
            has_verb_before = False
        elif word in g.conjunctions and i + 1 < len(words):
            # "und arbeite bei Siemens": a verb right after the conjunction opens a clause;
            # "und meine Schwester wohnt": a subject followed by a verb, too. Fillers between
            # them do not count ("und äh arbeite bei VW").
            k = i + 1
            while k + 1 < len(words) and (filler := match_at(g.phrases["fillers"], words, k)):
                k += len(filler)
            k = min(k, len(words) - 1)
            nxt, after = words[k], sent[k]
            nxt_is_verb = nxt in g.verbs and not (
                g.spec.capitalised_nouns and after.text[:1].isupper() and i + 1 != 0
            ) and g.verbs[nxt].tense != "inf"  # "adoro nuotare e giocare a tennis": one list
            if nxt_is_verb or (
                (nxt in g.subject_self or nxt in g.possessives or nxt in lex.pronouns)
                and _has_verb_after(words, k, g)
            ) or nxt in lex.question_words or nxt in lex.second_person or (
                has_verb_before and (word in g.contrast_conjunctions
                                     or (nxt in lex.negations and i > starts[-1] + 1)
                                     or (word in lex.adversative_conjunctions
                                         and _denied_after(words, k, lex, g))
                                     or _inverted_after(words, k, g))
            ):  # "ich mag hunde aber keine katzen", "nicht in köln sondern in bonn",
                # "mangio pesce ma niente carne": the denied object is a clause of its own
                starts.append(i)
                has_verb_before = False
        if is_verb:
            has_verb_before = True
    return starts


def _denied_after(words: list[str], k: int, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A negation within the few words from ``k``, before any verb: "aber Hunde nicht so"."""
    for word in words[k : k + _FRONTED_MAX + 1]:
        if word in lex.negations:
            return True
        if word in g.verbs or word in g.conjunctions:
            return False
    return False


def _inverted_after(words: list[str], k: int, g: SurfaceGrammar) -> bool:
    """A verb-second clause from ``k``: a fronted phrase, then a verb form and the subject
    pronoun ("aber Hunde mag ich nicht", "und Fisch esse ich auch")."""
    if not g.spec.verb_second:
        return False
    for j in range(k + 1, min(k + _FRONTED_MAX + 1, len(words) - 1)):
        if words[j] in g.verbs:
            return words[j + 1] in g.subject_self
        if words[j] in g.conjunctions or words[j] in g.subordinators:
            return False
    return False


# Words a phrase fronted before its verb may have ("aber die kleinen Hunde mag ich").
_FRONTED_MAX = 3


def _function_word(word: str, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A word after which a verb stays in its clause ("weil ich", "was wir", "nicht")."""
    return (word in g.subject_self or word in lex.pronouns or word in g.preps
            or word in g.articles or word in g.possessives or word in lex.negations
            or word in g.conjunctions or word in g.subordinators or word in lex.question_words
            or word in g.relatives or word in lex.second_person or word in g.np_stop)


def _finite(word: str, g: SurfaceGrammar) -> bool:
    """A present or past verb form: one that can end a subordinate clause or open a main one."""
    vf = g.verbs.get(word)
    return vf is not None and vf.tense in ("pres", "past")


def _prep_after_negation(words: list[str], i: int, g: SurfaceGrammar) -> bool:
    """The negation at ``i`` is followed by a preposition, past adverbs such as "mehr"."""
    for word in words[i + 1 :]:
        if word in g.preps:
            return True
        if word not in g.np_stop:
            return False
    return False


def _value_after_negation(words: list[str], i: int, g: SurfaceGrammar) -> bool:
    """The negation at ``i`` is followed by one or two content words that end the clause:
    a second value said instead of the first ("lisa nicht lena"), not "nicht so gern"."""
    tail = []
    for word in words[i + 1 :]:
        if not (word.isalnum() or "-" in word):
            break
        tail.append(word)
    return 1 <= len(tail) <= 2 and all(
        w not in g.np_stop and w not in g.verbs and w not in g.preps and w not in g.articles
        and w not in g.possessives for w in tail)


def _has_verb_after(words: list[str], i: int, g: SurfaceGrammar) -> bool:
    return any(w in g.verbs for w in words[i:])


def _is_marker_only(words: list[str], lex: Lexicon, g: SurfaceGrammar) -> bool:
    """True for a segment made only of discourse markers ("Nein", "Also", "Che bello")."""
    i = 1 if len(words) > 1 and words[0] in lex.exclamatives else 0
    while i < len(words):
        hit = (
            match_at(g.phrases["corrections"], words, i)
            or match_at(g.phrases["fillers"], words, i)
            or match_at(g.phrases["hedges"], words, i)
        )
        if hit:
            i += len(hit)
        elif words[i] in lex.reactions:
            i += 1
        else:
            return False
    return bool(words)


def segment(doc: Doc, lang: str) -> Segmented:
    """Cut an utterance into clauses and classify each.

    >>> [c.kind for c in segment(nlp("Ich wohne in Paris. Und du?"), "de").clauses]
    [<ClauseKind.STATEMENT: 'statement'>, <ClauseKind.QUESTION: 'question'>]
    """
    lex, g = tables(lang)
    clauses: list[Clause] = []
    for sent in doc.sents:
        # the sentence's tokens read once: iterating or indexing a span makes token objects
        tokens = list(sent)
        texts = [t.text for t in tokens]
        lows = [text.lower().replace("’", "'") for text in texts]
        punct = [t.is_punct for t in tokens]
        starts = _split_points(sent, lex, g, texts)
        bounds = list(zip(starts, starts[1:] + [len(sent)], strict=True))
        ends_with_q = "?" in texts[-2:]
        sent_clauses = []
        denied: int | None = None
        for n, (a, b) in enumerate(bounds):
            words = [lows[k] for k in range(a, b) if not punct[k]]
            if not words:
                continue
            span = sent[a:b]
            clause = _classify(span, words, lex, g, last=n == len(bounds) - 1, q=ends_with_q,
                               first=not sent_clauses)
            if a > 0 and clause.kind is ClauseKind.STATEMENT and (
                    lows[a - 1] in lex.because_markers):
                clause.reason = True  # "visto che ...", "dato che ...": the marker ends the cut
            if (denied is None and sent_clauses and words[0] in g.subordinators
                    and sent_clauses[-1].hedged and any(
                        low_text(t) in lex.negations for t in sent_clauses[-1].span)):
                denied = len(sent_clauses) - 1  # "non credo che ...", "ich glaube nicht, dass"
            sent_clauses.append(clause)
        spread_denied_hedge(sent_clauses, denied)
        spread_sentence_hedge(sent_clauses)
        spread_condition(sent_clauses)
        clauses.extend(sent_clauses)
    return Segmented(doc=doc, clauses=clauses)


def _classify(
    span: Span, words: list[str], lex: Lexicon, g: SurfaceGrammar, *, last: bool, q: bool,
    first: bool = True,
) -> Clause:
    opener = words[0]
    lead = 1 if opener in g.conjunctions else 0
    head = words[lead] if lead < len(words) else ""
    wh = lex.question_words.get(head)
    if not first and not lead and not (q and last):
        wh = None  # "..., wo er wohnt", "..., dove abita": an indirect question is a subordinate
    correction = _opens_with_correction(words, lex, g)
    hedges = g.phrases["hedges"]
    hedged = not hedges.keys().isdisjoint(words) and any(
        match_at(hedges, words, i) for i in range(len(words)))
    kind = ClauseKind.STATEMENT
    verb_first = head in g.verbs and len(words) > lead + 1 and words[lead + 1] in (
        lex.second_person
    )
    exclamation = not (last and q) and _is_marker_only(words, lex, g)  # "Che bello!"
    if not exclamation and ((last and q) or wh is not None or verb_first
                            or _is_you_tag(words, lex, g)):
        kind = ClauseKind.QUESTION
        if wh is None and span.text.strip().endswith("?") and opener in lex.question_words:
            wh = lex.question_words[opener]
    elif exclamation:
        wh = None
        reaction = all(w in lex.reactions for w in words)
        kind = ClauseKind.REACTION if reaction and not correction else ClauseKind.FILLER
    elif _is_irrealis(words, lex, g) or head in lex.question_complementizers:
        kind = ClauseKind.HYPOTHETICAL  # "..., ob ich Jazz mag": an open question states nothing
    reason = kind is ClauseKind.STATEMENT and opens_reason(words[lead:], lex)
    return Clause(span=span, kind=kind, hedged=hedged, correction=correction, wh=wh,
                  reason=reason, condition=words[0] in lex.hypothetical_markers)


def _opens_with_correction(words: list[str], lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A correction marker first, or after fillers ("äh eigentlich ...", "ehm in realtà")."""
    i = 0
    while i < len(words):
        if match_at(g.phrases["corrections"], words, i):
            return True
        filler = match_at(g.phrases["fillers"], words, i)
        if filler:
            i += len(filler)
        elif words[i] in g.conjunctions or words[i] in lex.reactions:
            i += 1
        else:
            return False
    return False


def _is_you_tag(words: list[str], lex: Lexicon, g: SurfaceGrammar) -> bool:
    """ "und du", "e tu": a counter-question without a question mark."""
    return len(words) <= 3 and words[-1] in lex.second_person and (
        words[0] in g.conjunctions or len(words) == 1
    )


def _infinitive(word: str, g: SurfaceGrammar) -> bool:
    """An infinitive, alone or with a clitic pronoun joined to it ("svegliarmi")."""
    if not g.infinitive_endings:
        return False
    vf = g.verbs.get(word)
    if vf is not None:
        return vf.tense == "inf"
    return word.endswith(g.infinitive_endings) or any(
        word.endswith(clitic) and (word[: -len(clitic)] + "e").endswith(g.infinitive_endings)
        for clitic in (*g.reflexive_clitics, *g.object_clitics))


def _is_irrealis(words: list[str], lex: Lexicon, g: SurfaceGrammar) -> bool:
    """Conditional, wish, plan or "if" clause: it states nothing about the present."""
    for i, word in enumerate(words):
        vf = g.verbs.get(word)
        if word in g.future_markers and i > 0 and words[i - 1] in g.not_future_before:
            continue  # "ich esse jeden morgen haferflocken": a habit, not a plan
        if word in g.future_markers and i > 0 and _infinitive(words[i - 1], g):
            continue  # "odio svegliarmi presto": how early, not when
        if word in lex.hypothetical_markers or word in g.future_markers:
            return True
        if vf is not None and (vf.tense in IRREALIS_TENSES or vf.lemma in lex.wish_verbs):
            return True
        if word in lex.conditional_auxes:
            return True
        if vf is not None and vf.lemma in lex.future_auxiliaries and vf.tense == "pres":
            # "ich werde nach Rom ziehen": werden + infinitive is a plan
            if any(w in g.verbs and g.verbs[w].tense != "part" for w in words[i + 1 :]):
                return True
        if lex.conditional_suffixes and vf is None and len(word) > 5 and word.endswith(
            lex.conditional_suffixes
        ):
            return True
    return False
