"""The surface-pattern extraction path for languages without a parser (German, Italian).

spaCy offers no installable parser for German or Italian (docs/contract.md §5), so the pipeline is
``spacy.blank`` + sentencizer + lookup lemmatizer, and facts are read from token sequences:

1. :func:`segment` cuts each sentence into clauses at commas, subordinators and clause-level
   coordinators, and gives each its kind (statement, question, reaction, hypothetical, filler)
   and markers (hedge, correction, wh-word).
2. :func:`extract` chunks each statement clause into a verb group and noun phrases (with their
   preposition), finds the subject, then asks one small function per pattern family (naming,
   copula, verb + preposition, preferences, possession) for facts.

Everything language-specific is a row in ``lexicon/de.py`` or ``lexicon/it.py``: the shared
:class:`~hotmem.lang.lexicon.Lexicon` (``verb_prep``, ``likes``, ``kinship``, hedges ...) and
the :class:`~hotmem.lang.surface_grammar.SurfaceGrammar` (verb forms with person and tense,
prepositions, articles, noun-phrase boundaries). Precision comes first: a clause whose shape
is not recognised yields nothing.

Example::

    doc = pipelines.get("de").parse("Ich wohne in Berlin und arbeite bei Siemens")
    extract(segment(doc, "de"), "de", Discourse()).facts
    # (you, lives_in, berlin), (you, works_at, siemens)
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from hotmem.extract.common import Clause, ClauseKind, Segmented, dedupe, make_fact, turn_intent
from hotmem.extract.coref import PERSON, Discourse, Mention
from hotmem.extract.policy import (
    FORGET_LAST,
    forget_relation,
    opens_reason,
    spread_sentence_hedge,
    yields_facts,
)
from hotmem.extract.surface_rules import Subject, View, analyse, family_facts, self_subject
from hotmem.lang import get_language
from hotmem.lang.lexicon import Lexicon
from hotmem.lang.surface_grammar import IRREALIS_TENSES, SurfaceGrammar, match_at
from hotmem.nlp import ModelUnavailableError
from hotmem.relations import KINSHIP, PETS
from hotmem.text import USER_KEY, normalize_key
from hotmem.types import Extraction, Fact, Intent

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

__all__ = ["mentions", "segment", "extract"]


@cache
def _tables(lang: str) -> tuple[Lexicon, SurfaceGrammar]:
    """The language's lexicon and surface grammar (imported once, then cached)."""
    language = get_language(lang)
    if language.grammar is None:
        raise ModelUnavailableError(
            f"{lang}: hotmem/lang/{lang}/tables.py has no GRAMMAR for the surface-pattern path"
        )
    return language.lexicon, language.grammar


# ---------------------------------------------------------------------------------- segmenting


def _low(tok) -> str:  # noqa: ANN001 - spaCy Token
    return tok.text.lower().replace("’", "'")


def _split_points(sent: Span, lex: Lexicon, g: SurfaceGrammar) -> list[int]:
    """Token offsets (within ``sent``) where a new clause starts."""
    words = [_low(t) for t in sent]
    starts = [0]
    has_verb_before = False
    for i, word in enumerate(words):
        if i == 0:
            has_verb_before = word in g.verbs
            continue
        prev = words[i - 1]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        is_verb = word in g.verbs and not (g.spec.capitalised_nouns and sent[i].text[:1].isupper())
        if prev in (",", ";", ":", "-", "–"):
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
                or (has_verb_before and _has_verb_after(words, i, g))
            ):
                starts.append(i)
                has_verb_before = False
        elif word in g.subordinators and i > starts[-1]:
            starts.append(i)
            has_verb_before = False
        elif word in g.conjunctions and i + 1 < len(words):
            # "und arbeite bei Siemens": a verb right after the conjunction opens a clause;
            # "und meine Schwester wohnt": a subject followed by a verb, too.
            after = sent[i + 1]
            nxt_is_verb = nxt in g.verbs and not (
                g.spec.capitalised_nouns and after.text[:1].isupper() and i + 1 != 0
            )
            if nxt_is_verb or (
                (nxt in g.subject_self or nxt in g.possessives or nxt in lex.pronouns)
                and _has_verb_after(words, i + 1, g)
            ) or nxt in lex.question_words or nxt in lex.second_person:
                starts.append(i)
                has_verb_before = False
        if is_verb:
            has_verb_before = True
    return starts


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
    lex, g = _tables(lang)
    clauses: list[Clause] = []
    for sent in doc.sents:
        starts = _split_points(sent, lex, g)
        bounds = list(zip(starts, starts[1:] + [len(sent)], strict=True))
        ends_with_q = any(t.text == "?" for t in sent[-2:])
        sent_clauses = []
        for n, (a, b) in enumerate(bounds):
            span = sent[a:b]
            words = [_low(t) for t in span if not t.is_punct]
            if not words:
                continue
            clause = _classify(span, words, lex, g, last=n == len(bounds) - 1, q=ends_with_q,
                               first=not sent_clauses)
            sent_clauses.append(clause)
        _spread_hedges(sent_clauses)
        spread_sentence_hedge(sent_clauses)
        _spread_hypothetical(sent_clauses, lex, g)
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
    hedged = any(match_at(g.phrases["hedges"], words, i) for i in range(len(words)))
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
    elif _is_irrealis(words, lex, g):
        kind = ClauseKind.HYPOTHETICAL
    reason = kind is ClauseKind.STATEMENT and opens_reason(words[lead:], lex)
    return Clause(span=span, kind=kind, hedged=hedged, correction=correction, wh=wh,
                  reason=reason)


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


def _is_irrealis(words: list[str], lex: Lexicon, g: SurfaceGrammar) -> bool:
    """Conditional, wish, plan or "if" clause: it states nothing about the present."""
    for i, word in enumerate(words):
        vf = g.verbs.get(word)
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


def _spread_hedges(clauses: list[Clause]) -> None:
    """A clause that is only a hedge ("ich glaube,", "credo che") hedges its neighbours."""
    for n, clause in enumerate(clauses):
        if clause.kind is ClauseKind.FILLER and clause.hedged:
            for other in clauses[max(0, n - 1) : n + 2]:
                other.hedged = True


def _spread_hypothetical(clauses: list[Clause], lex: Lexicon, g: SurfaceGrammar) -> None:
    """ "Wenn ich reich wäre, ..." / "Se vincessi, ...": the whole sentence is irreal."""
    if any(c.kind is ClauseKind.HYPOTHETICAL for c in clauses) and any(
        _low(c.span[0]) in lex.hypothetical_markers for c in clauses
    ):
        for clause in clauses:
            if clause.kind is ClauseKind.STATEMENT:
                clause.kind = ClauseKind.HYPOTHETICAL


# ---------------------------------------------------------------------------------- extracting


def extract(segmented: Segmented, lang: str, discourse: Discourse) -> Extraction:
    """Facts, intent and query terms of a segmented user utterance.

    Only statement clauses yield facts; questions, reactions and hypotheticals yield none.
    Subjects carry over a coordination ("... und arbeite bei Siemens"), relative clauses
    ("..., der Rex heißt") attach to the noun before them, and pronouns resolve through
    ``discourse``.
    """
    lex, g = _tables(lang)
    forget = _forget(segmented, lang, lex, g)
    if forget:
        return Extraction(lang=lang, intent=Intent.FACT_STATEMENT,
                          lemmas=_lemmas(segmented.doc, lex, g), forget=forget)
    facts: list[Fact] = []
    entities: list[str] = []
    previous: View | None = None
    sent_start = None
    for clause in segmented.clauses:
        sent = clause.span.sent.start
        if sent != sent_start:
            previous, sent_start = None, sent
        view = analyse(clause, lang, lex, g)
        _resolve_subject(view, previous, discourse, g)
        if yields_facts(clause):
            for s, r, d, negated in family_facts(view, previous, lex, g):
                fact = make_fact(s, r, d, lang, negated=negated, hedged=clause.hedged)
                if fact is not None:
                    facts.append(fact)
        _add_mentions(view, discourse, g, entities)
        previous = view
    facts = _drop_generic_has(dedupe(facts))
    for fact in facts:
        for key in (fact.s, fact.d):
            if key not in entities and key != "you":
                entities.append(key)
    wh = next((c.wh for c in segmented.clauses if c.wh), None)
    return Extraction(
        lang=lang,
        intent=turn_intent(segmented.clauses, facts),
        facts=tuple(facts),
        entities=tuple(entities),
        lemmas=_lemmas(segmented.doc, lex, g),
        wh=wh,
        forget=(),
    )


def _forget(
    segmented: Segmented, lang: str, lex: Lexicon, g: SurfaceGrammar
) -> tuple[tuple[str | None, str | None], ...]:
    """A spoken forget request opening the turn, read like the dependency path reads it.

    "Vergiss, wo ich wohne" / "dimentica dove abito" -> (you, lives_in) (the relation comes
    from :func:`~hotmem.extract.policy.forget_relation`); "Vergiss meine Schwester" ->
    (sister, None); "Vergiss das" -> the last fact. "Ich vergesse alles" is a statement: only a
    turn that starts with the imperative is a request.
    """
    if not segmented.clauses:
        return ()
    sent = segmented.clauses[0].span.sent
    words = [_low(t) for t in sent if not t.is_punct]
    if not words or words[0] not in lex.forget_verbs:
        return ()
    rest = words[1:]
    if not rest or all(w in lex.pronouns or w in g.relatives for w in rest):
        return (FORGET_LAST,)
    kin = next((lex.kinship[w] for w in rest if w in lex.kinship), None)
    if rest[0] in lex.question_words:
        verb = next((g.verbs[w] for w in rest[1:] if w in g.verbs), None)
        relation = forget_relation(verb.lemma, lex) if verb is not None else None
        if relation is not None:
            first = any(w in g.subject_self for w in rest) or verb.person.startswith("1")
            return ((USER_KEY if first else kin), relation),
        return (FORGET_LAST,)
    if any(w in lex.name_nouns for w in rest):
        return ((kin or USER_KEY), "name"),
    if kin is not None:
        return ((kin, None),)
    content = [w for w in rest if w not in g.articles and w not in g.possessives]
    key = normalize_key(" ".join(content), lang)
    return ((key, None),) if key else (FORGET_LAST,)


def _drop_generic_has(facts: list[Fact]) -> list[Fact]:
    """ "Ich habe einen Hund namens Rex" states (you, dog, rex), not also (you, has, dog)."""
    named = {f.r for f in facts if f.s == "you" and not f.negated}
    return [f for f in facts if not (f.r == "has" and f.s == "you" and f.d in named)]


def _resolve_subject(
    view: View, previous: View | None, discourse: Discourse, g: SurfaceGrammar
) -> None:
    """Fill ``view.subject`` from a pronoun, a relative, a coordination or the verb person."""
    subj = view.subject
    if view.relative and previous is not None and previous.last_np is not None:
        # "..., der Rex heißt" / "... che si chiama Max": the noun before the relative
        view.subject = previous.last_np.as_subject()
        return
    if subj is not None and subj.pronoun is None:
        return
    if subj is not None and subj.pronoun is not None:
        view.subject = _from_mention(_resolve(discourse, subj.pronoun, view))
        return
    person = view.person
    if person and ("1s" in person or "1p" in person) and not view.person_ambiguous:
        view.subject = self_subject()
    elif view.starts_coordinated and previous is not None and previous.subject is not None:
        view.subject = previous.subject
    elif person and "3s" in person and g.spec.pro_drop:
        # Italian drops subject pronouns: "Ho un fratello. Abita a Madrid."
        view.subject = _from_mention(_resolve(discourse, "any", view))
    elif person and "1s" in person:
        view.subject = self_subject()


def _resolve(discourse: Discourse, pronoun: str, view: View) -> Mention | None:
    """Pronoun class -> recent mention; German "er"/"sie" may also mean a pet or a thing."""
    if pronoun == "they" and view.person and "3s" in view.person and "3p" not in view.person:
        pronoun = "she"  # German "sie wohnt": singular verb
    for mention in discourse.recent():
        pet = mention.key in PETS
        if pronoun == "any" and (mention.kind == PERSON or pet):
            return mention
        if pronoun in ("he", "she") and (mention.kind == PERSON or pet):
            want = "m" if pronoun == "he" else "f"
            if mention.gender in (want, None):
                return mention
        if pronoun == "they":
            return discourse.resolve("they")
        if pronoun == "it":
            return discourse.resolve("it")
    return None


def _from_mention(mention: Mention | None) -> Subject | None:
    if mention is None:
        return None
    kin = mention.key if mention.key in KINSHIP else None  # the user's kin were keyed so
    return Subject(key=mention.display, kin=kin, name=None, person=mention.kind == PERSON,
                   gender=mention.gender, owned=kin is not None)


def _add_mentions(view: View, discourse: Discourse, g: SurfaceGrammar,
                  entities: list[str]) -> None:
    """Record the clause's people and things, in order, for later pronouns."""
    for np in view.nps:
        mention = np.mention(g)
        if mention is not None:
            discourse.add(mention)
            if mention.key not in entities:
                entities.append(mention.key)


def _lemmas(doc: Doc, lex: Lexicon, g: SurfaceGrammar) -> tuple[str, ...]:
    """Content-word lemmas, lower-cased, in order: the retrieval query."""
    out: list[str] = []
    for tok in doc:
        low = _low(tok)
        if tok.is_punct or tok.is_stop or tok.like_num or low in lex.stopwords:
            continue
        if low in g.articles or low in g.preps or low in lex.negations:
            continue
        vf = g.verbs.get(low)
        lemma = vf.lemma if vf is not None else tok.lemma_.lower()
        if vf is not None and vf.lemma in (g.copula, g.have) or len(lemma) < 2:
            continue
        for item in (lemma, lex.kinship.get(low), lex.kinship.get(lemma)):
            if item and item not in out:
                out.append(item)
    return tuple(out)


def mentions(doc: Doc, lang: str) -> list[Mention]:
    """People and things an assistant turn mentions (no facts): kin nouns, names, places."""
    lex, g = _tables(lang)
    out: list[Mention] = []
    for sent in doc.sents:
        clause = Clause(span=sent, kind=ClauseKind.STATEMENT)
        view = analyse(clause, lang, lex, g)
        for np in view.nps:
            mention = np.mention(g)
            if mention is not None and mention.key not in {m.key for m in out}:
                out.append(mention)
    return out

