"""The surface-pattern extraction path for languages without a parser (German, Italian).

spaCy offers no installable parser for German or Italian (docs/contract.md §5), so the pipeline
is ``spacy.blank`` + sentencizer + lookup lemmatizer, and facts are read from token sequences:

1. :func:`segment` (:mod:`~hotmem.extract.surface.clauses`) cuts each sentence into clauses at
   commas, subordinators and clause-level coordinators, and gives each its kind (statement,
   question, reaction, hypothetical, filler) and markers (hedge, correction, reason, wh-word).
2. :func:`extract` chunks each statement clause into a verb group and noun phrases (with their
   preposition), finds the subject, then asks one small function per pattern family (naming,
   copula, verb + preposition, preferences, possession; :mod:`~hotmem.extract.surface.rules`)
   for facts.

Everything language-specific is a row in ``hotmem/lang/de/tables.py`` or
``hotmem/lang/it/tables.py``: the shared
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

from functools import lru_cache
from typing import TYPE_CHECKING

from hotmem.extract.common import Clause, ClauseKind, Segmented, dedupe, make_fact, turn_intent
from hotmem.extract.coref import PERSON, Discourse, Mention
from hotmem.extract.forget import (
    FORGET_OBJECT,
    SpokenWord,
    forget_request,
    may_open_request,
    object_topic,
    verb_index,
)
from hotmem.extract.policy import yields_facts, yields_reason_facts
from hotmem.extract.surface.clauses import low_text, segment, tables
from hotmem.extract.surface.rules import (
    Subject,
    View,
    analyse,
    family_facts,
    owned_mentions,
    self_subject,
)
from hotmem.lang import get_language
from hotmem.lang.lexicon import Lexicon
from hotmem.lang.surface_grammar import SurfaceGrammar
from hotmem.relations import KINSHIP, PETS
from hotmem.types import Extraction, Fact, Intent

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["mentions", "segment", "extract"]


def extract(segmented: Segmented, lang: str, discourse: Discourse) -> Extraction:
    """Facts, intent and query terms of a segmented user utterance.

    Only statement clauses yield facts; questions, reactions and hypotheticals yield none.
    Subjects carry over a coordination ("... und arbeite bei Siemens"), relative clauses
    ("..., der Rex heißt") attach to the noun before them, and pronouns resolve through
    ``discourse``.
    """
    lex, g = tables(lang)
    forget = _forget(segmented, lang, lex, g)
    if forget:
        return Extraction(lang=lang, intent=Intent.FACT_STATEMENT,
                          lemmas=_lemmas(segmented.doc, lex, g), forget=forget)
    facts: list[Fact] = []
    entities: list[str] = []
    previous: View | None = None
    sent_start = None
    reasons: list[tuple[View, View | None, Clause]] = []
    stated: list[tuple[View, Clause]] = []
    for clause in segmented.clauses:
        sent = clause.span.sent.start
        if sent != sent_start:
            previous, sent_start = None, sent
        view = analyse(clause, lang, lex, g)
        view.relative = view.relative and not clause.reason  # "visto che vivo ..."
        _resolve_subject(view, previous, discourse, lex, g)
        if yields_facts(clause):
            facts.extend(_facts_of(view, previous, clause, lang, lex, g))
            stated.append((view, clause))
        elif yields_reason_facts(clause):
            reasons.append((view, previous, clause))
        _add_mentions(view, discourse, g, entities)
        previous = view
    if not facts:  # nothing else stated: a reason clause is the statement
        for view, before, clause in reasons:
            facts.extend(_facts_of(view, before, clause, lang, lex, g))
    if not facts:  # nothing stated at all: the pets and family the user named are theirs
        for view, clause in stated:
            for s, r, d, negated in owned_mentions(view, lex, g):
                fact = make_fact(s, r, d, lang, negated=negated, hedged=clause.hedged)
                if fact is not None:
                    facts.append(fact)
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


def _facts_of(view: View, previous: View | None, clause: Clause, lang: str, lex: Lexicon,
              g: SurfaceGrammar) -> list[Fact]:
    out = []
    for s, r, d, negated in family_facts(view, previous, lex, g):
        fact = make_fact(s, r, d, lang, negated=negated, hedged=clause.hedged)
        if fact is not None:
            out.append(fact)
    return out


def _forget(
    segmented: Segmented, lang: str, lex: Lexicon, g: SurfaceGrammar
) -> tuple[tuple[str | None, str | None], ...]:
    """A spoken forget request opening the turn (:func:`~hotmem.extract.forget.forget_request`
    decides; a request about a thing makes the words after the verb its topic)."""
    if not segmented.clauses:
        return ()
    sent = segmented.clauses[0].span.sent
    if not may_open_request([low_text(t) for t in sent[:8] if not t.is_punct], lex):
        return ()
    words = []
    for tok in sent:
        if not tok.is_punct:
            text = low_text(tok)
            verb = g.verbs.get(text)
            words.append(SpokenWord(text, verb.lemma if verb is not None else text,
                                    verb is not None and verb.person.startswith("1")))
    request = forget_request(words, lex, self_words=g.subject_self)
    if request is None:
        return ()
    if request != FORGET_OBJECT:
        return (request,)
    verb_at = verb_index(words, lex) or 0
    return (object_topic([w.text for w in words[verb_at + 1:]], lang),)


def _drop_generic_has(facts: list[Fact]) -> list[Fact]:
    """ "Ich habe einen Hund namens Rex" states (you, dog, rex), not also (you, has, dog)."""
    named = {f.r for f in facts if f.s == "you" and not f.negated}
    return [f for f in facts if not (f.r == "has" and f.s == "you" and f.d in named)]


def _resolve_subject(
    view: View, previous: View | None, discourse: Discourse, lex: Lexicon, g: SurfaceGrammar
) -> None:
    """Fill ``view.subject`` from a pronoun, a relative, a coordination or the verb person.

    People in general as the subject before the verb ("alle mögen Pizza", "tutti amano il
    mare") are no one in particular: the clause keeps no subject."""
    subj = view.subject
    if subj is None and any(t.low in lex.generic_persons and (
            k == 0 or view.toks[k - 1].low not in g.preps)  # "ciao a tutti, sono Ginevra"
            for k, t in enumerate(view.toks[: view.verb_at])):
        return
    first_person = bool(view.person) and view.person[:2] in ("1s", "1p")
    if view.relative and previous is not None and previous.last_np is not None and (
            not first_person):  # "la casa che ho comprato": the speaker acts
        # "..., der Rex heißt" / "... che si chiama Max": the noun before the relative
        antecedent = previous.last_np
        if antecedent.kin is not None and antecedent.owner is None and (
                previous.lemma not in lex.have_verbs):
            return  # "ich kenne eine Frau, die ...": a woman known, no kin of the user's
        view.subject = antecedent.as_subject()
        return
    if subj is not None and subj.pronoun is None:
        return
    if subj is not None and subj.pronoun is not None:
        view.subject = _from_mention(_resolve(discourse, subj.pronoun, view))
        return
    person = view.person
    if person and ("1s" in person or "1p" in person) and not view.person_ambiguous and not (
            "1s" not in person and "3p" in person and _third_party_before_verb(view, g)):
        view.subject = self_subject()
    elif view.starts_coordinated and previous is not None and previous.subject is not None and (
            not (person == "3s" and previous.subject.is_self and g.spec.pro_drop)):
        view.subject = previous.subject  # not "ho un fratello e vive a Roma": he lives there
    elif person and "3s" in person and g.spec.pro_drop:
        # Italian drops subject pronouns: "Ho un fratello. Abita a Madrid."
        view.subject = _from_mention(_resolve(discourse, "any", view))
    elif person and "1s" in person:
        view.subject = self_subject()


def _third_party_before_verb(view: View, g: SurfaceGrammar) -> bool:
    """ "die Kinder essen gern Nudeln": a plural verb form shared with "wir", no "wir" said,
    and a phrase that is not the user's before it: the third person, never the speaker."""
    if any(t.low in g.subject_self for t in view.toks):
        return False
    return any(np.prep is None and np.owner is None and np.end <= view.verb_at
               for np in view.nps)


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


@lru_cache(maxsize=8)
def _query_words(lang: str) -> frozenset[str]:
    """Words the language's query vocabulary reads (``QUERY_CUES``): kept even where spaCy
    lists them as stop words (Italian "lavoro", "anni": "dove lavoro?", "quanti anni ho?")."""
    cues = get_language(lang).words.QUERY_CUES
    return frozenset(word for words in cues.values() for word in words.split())


def _lemmas(doc: Doc, lex: Lexicon, g: SurfaceGrammar) -> tuple[str, ...]:
    """Content-word lemmas, lower-cased, in order: the retrieval query."""
    out: list[str] = []
    cue_words = _query_words(lex.lang)
    for tok in doc:
        low = low_text(tok)
        if low in lex.stopwords or tok.is_punct or tok.like_num or (
                tok.is_stop and low not in cue_words):
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
    lex, g = tables(lang)
    out: list[Mention] = []
    for sent in doc.sents:
        clause = Clause(span=sent, kind=ClauseKind.STATEMENT)
        view = analyse(clause, lang, lex, g)
        for np in view.nps:
            mention = np.mention(g)
            if mention is not None and mention.key not in {m.key for m in out}:
                out.append(mention)
    return out

