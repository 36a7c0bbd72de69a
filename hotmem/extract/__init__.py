"""Fact extraction: one parse per utterance, then clause intent, then patterns to facts.

Two paths share this entry point:

- ``dependency/``: languages with a spaCy parser (EN with ClearNLP labels, ES/FR with UD
  labels): ``clauses.py`` (clauses and their kinds), ``views.py`` (one scheme-neutral view per
  predicate), ``patterns.py`` (one function per pattern family).
- ``surface/``: languages without a parser (DE, IT): ``clauses.py`` (clauses from token
  sequences), ``rules.py`` (chunks and pattern families).

Both call ``policy.py`` for what follows from a clause (which clauses yield facts, hedge scope)
and ``forget.py`` for a spoken forget request; ``common.py`` builds facts and the turn's
intent, ``coref.py`` resolves pronouns. Each path package exposes the same three functions::

    segment(doc, lang) -> Segmented            # clauses and their intents
    extract(segmented, lang, discourse) -> Extraction
    mentions(doc, lang) -> list[Mention]       # for assistant turns: mentions only, no facts

The per-language knowledge lives in the language packages, ``hotmem/lang/<code>/``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import time
from types import ModuleType
from typing import TYPE_CHECKING

from spacy.symbols import AUX, VERB

from hotmem.episodes.extract import asked_lemmas, read_turn
from hotmem.episodes.fact_dates import dated_facts
from hotmem.extract import dependency, surface
from hotmem.extract.afterthoughts import cut_afterthought
from hotmem.extract.apostrophes import restore_apostrophes
from hotmem.extract.asides import strip_asides, strip_discourse_tail
from hotmem.extract.coref import Discourse
from hotmem.extract.ellipsis import restore_subject
from hotmem.extract.emphatics import drop_emphatics
from hotmem.extract.forget import FORGET_LAST, statement_after
from hotmem.extract.greeting import strip_greeting
from hotmem.extract.hesitations import drop_hesitations
from hotmem.extract.hygiene import clean_facts
from hotmem.extract.fondness import reorder_fondness
from hotmem.extract.friend_pairs import friends_beside_self
from hotmem.extract.fronted_objects import restore_fronted_object
from hotmem.extract.job_starts import with_job_start, with_named_employer
from hotmem.extract.kin_apposition import capitalised_kin_name, set_off_kin_name
from hotmem.extract.kin_lists import name_kin_lists
from hotmem.extract.kin_name_apposition import function_words, name_kin
from hotmem.extract.kin_pairs import merge_kin_pairs
from hotmem.extract.named_kin import key_by_name
from hotmem.extract.negation_intensifiers import drop_negation_intensifiers
from hotmem.extract.noun_case import restore_noun_case
from hotmem.extract.numbered_kinds import number_kinds
from hotmem.extract.opening_verb import lower_opening_verbs
from hotmem.extract.pet_apposition import name_pets
from hotmem.extract.races import races_run
from hotmem.extract.run_on import mark_run_ons
from hotmem.extract.shared_home import drop_shared_home, with_shared_home
from hotmem.extract.spoken_negation import read_spoken_negations
from hotmem.extract.tail_question import split_tail_question
from hotmem.extract.take_back import letter_runs, rejected_values, take_back
from hotmem.lang import get_lexicon
from hotmem.nlp import Pipelines
from hotmem.types import Extraction, Fact, Intent

if TYPE_CHECKING:
    from spacy.tokens import Doc

    from hotmem.extract.common import Segmented


def with_final_stop(text: str) -> str:
    """``text`` ending in a full stop when it ends in a word.

    Speech-to-text without punctuation ("i love sailing") is out of the small models' training
    distribution: they tag the last word differently and drop facts. Questions keep working:
    clause intent reads question words and inverted auxiliaries, not only "?".

    A last word of one letter gets the stop after a space: the tokenizers read "I." as an
    initial ("how old am I." would lose its subject).
    """
    stripped = text.rstrip()
    if not stripped or not stripped[-1].isalnum():
        return text
    last = stripped.rsplit(maxsplit=1)[-1]
    return f"{stripped} ." if len(last) == 1 and len(stripped) > 1 else f"{stripped}."


def _cleaned_additions(
    before: tuple[Fact, ...], after: tuple[Fact, ...], lang: str, text: str = ""
) -> tuple[Fact, ...]:
    """``after`` with the facts it adds to ``before`` cleaned as every fact is ("mi hija um
    alba"): they are made after the turn's facts were cleaned."""
    kept = set(before)
    return tuple(out for fact in after
                 for out in ((fact,) if fact in kept else clean_facts((fact,), lang, text)))


# The parts of speech whose lemma name_kin does not read (as ids: no string per token).
_VERBAL_POS = (VERB, AUX)


def _said_and_proper(doc: Doc) -> tuple[list[tuple[str, str]], set[int]]:
    """The turn's lower-case words with their lemmas (``""`` for a verb), and the positions
    of the words written capitalised after the first: one pass over the tokens."""
    said: list[tuple[str, str]] = []
    proper: set[int] = set()
    for i, t in enumerate(doc):
        low = t.lower_
        said.append((low, "" if t.pos in _VERBAL_POS else t.lemma_.lower() or low))
        if i and t.text[:1].isupper():
            proper.add(i)
    return said, proper


class Extractor:
    """Routes each utterance to the path its language's pipeline supports.

    Args:
        pipelines: the process's loaded spaCy pipelines.
    """

    def __init__(self, pipelines: Pipelines) -> None:
        self._pipelines = pipelines

    def _path(self, lang: str) -> tuple[ModuleType, object]:
        pipe = self._pipelines.get(lang)
        return (dependency if pipe.has_parser else surface), pipe

    def extract(
        self, text: str, lang: str, discourse: Discourse, *, now: float | None = None,
        zone: dt.tzinfo = dt.UTC,
    ) -> tuple[Extraction, dict[str, float]]:
        """Facts, intent and query terms of one user utterance.

        With ``now`` (the turn's time) it also reads the turn's episodes, their dates resolved
        against the calendar day of ``zone``.

        Returns the extraction and its timings in ms: ``parse``, ``intent`` (clause
        segmentation and intent) and ``extraction`` (patterns, coref, normalisation).
        """
        path, pipe = self._path(lang)
        t0 = time.perf_counter()
        lex = get_lexicon(lang)
        text = strip_greeting(drop_hesitations(lower_opening_verbs(text, lang), lex, lang), lex)
        text = strip_discourse_tail(strip_asides(text, lex), lang)
        text, shared_home = drop_shared_home(text, lang)  # "ma mère habite avec nous à ..."
        text = restore_fronted_object(text, lang)  # "figli non ne ho" -> "non ho figli"
        text = read_spoken_negations(
            drop_negation_intensifiers(drop_emphatics(number_kinds(text, lex), lex), lex), lex)
        text = restore_noun_case(mark_run_ons(text, lang), pipe, lang)
        text = reorder_fondness(text, lang, pipe.word_classes)  # "she's horse mad"
        text = split_tail_question(restore_apostrophes(with_final_stop(text), lex), lex)
        doc = pipe.parse(restore_subject(text, lex))
        if (set_off := set_off_kin_name(doc, lex, pipe.word_classes)) is not None:
            doc = pipe.parse(set_off)  # "mi perro toby adora ...": the name read as a verb
        if (narrowed := cut_afterthought(doc, lex)) is not None:
            doc = pipe.parse(narrowed)  # "... la comida japonesa sobre todo el sushi"
        t1 = time.perf_counter()
        segmented = path.segment(doc, lang)
        segmented.label_scheme = pipe.label_scheme
        segmented.word_classes = pipe.word_classes
        t2 = time.perf_counter()
        extraction = path.extract(segmented, lang, discourse)
        if (capital := capitalised_kin_name(doc, lex, pipe.word_classes)) is not None:
            doc, segmented, extraction = self._with_kin_name(
                capital, (doc, segmented, extraction), lang, discourse)
        runs = letter_runs(text)
        taken = take_back(text, lang, lambda part: self._facts_of(part, lang, discourse),
                          runs=runs)
        if taken is not None:
            extraction = dataclasses.replace(extraction, facts=taken, intent=Intent.CORRECTION)
        else:
            rejected = rejected_values(extraction.facts, text, lang,
                                       lambda part: self._facts_of(part, lang, discourse),
                                       runs=runs)
            if rejected and not extraction.facts:  # read anew: a stated and a denied value
                extraction = dataclasses.replace(extraction, intent=Intent.MULTIPLE_FACTS)
            if rejected != extraction.facts:
                extraction = dataclasses.replace(extraction, facts=rejected)
        repaired = key_by_name(extraction.facts)
        if repaired != extraction.facts:
            extraction = dataclasses.replace(extraction, facts=repaired)
        if extraction.forget == (FORGET_LAST,):
            extraction = self._with_statement_after(doc, extraction, lang, discourse)
        facts = with_named_employer(clean_facts(extraction.facts, lang, text), text, lang)
        befriended = races_run(friends_beside_self(facts, text, lang), text, lang)  # "élodie et
        # moi on est amies", "j'ai fait le marathon de paris"
        if len(befriended) > len(facts) and extraction.intent == Intent.REACTION:
            extraction = dataclasses.replace(extraction, intent=Intent.FACT_STATEMENT)
        facts = befriended if shared_home is None else with_shared_home(
            befriended, lang, shared_home)
        merged = merge_kin_pairs(facts, text, lang)  # "pas de frères et sœurs": siblings
        if len(merged) < len(facts) and len(merged) == 1 and (
                extraction.intent == Intent.MULTIPLE_FACTS):
            extraction = dataclasses.replace(extraction, intent=Intent.FACT_STATEMENT)
        facts = merged
        said, proper = _said_and_proper(doc)
        named = key_by_name(name_kin(facts, said, lang, lex, pipe.word_classes,
                                     function_words(lang), proper))  # "mi hija alba ..."
        named = name_kin_lists(named, doc, lang, lex, pipe.word_classes,
                               function_words(lang))  # "dos hijas, sofía y valentina"
        named = name_pets(named, doc, lang, lex, pipe.word_classes, function_words(lang))
        facts = _cleaned_additions(facts, named, lang, text)
        if (started := with_job_start(facts, text, lang, extraction.intent,
                                      pipe.word_classes)) is not None:
            facts = started  # "ahora estoy en Lumen Seguros" after "he dejado el banco"
            if extraction.intent == Intent.REACTION:
                extraction = dataclasses.replace(extraction, intent=Intent.FACT_STATEMENT)
        if facts != extraction.facts:
            extraction = dataclasses.replace(extraction, facts=facts)
        if now is not None:
            objects = [f.display_d.lower() for f in extraction.facts]
            said = {w for f in extraction.facts for w in (*f.r.split("_"), *f.display_s.split())}
            turn = read_turn(segmented, lang, now, extraction.entities, objects,
                             asked=discourse.asked, fact_words=said, zone=zone,
                             previous=discourse.recalled)
            discourse.recalled = turn.query
            facts = dated_facts(extraction.facts, turn.episodes, doc.text)
            extraction = dataclasses.replace(extraction, episodes=turn, facts=facts)
        discourse.asked = ()
        t3 = time.perf_counter()
        return extraction, {
            "parse": (t1 - t0) * 1000,
            "intent": (t2 - t1) * 1000,
            "extraction": (t3 - t2) * 1000,
        }

    def _with_kin_name(
        self, capital: tuple[str, str, str], read: tuple[Doc, Segmented, Extraction],
        lang: str, discourse: Discourse,
    ) -> tuple[Doc, Segmented, Extraction]:
        """The turn read again with the kin's name capitalised ("ma sœur Julie est ..."),
        when the first reading keyed facts by the kin noun and none by the name; kept only
        when it names the kin."""
        text, kin, name = capital
        first = read[2].facts
        if not any(f.s == kin for f in first) or any(name in (f.s, f.d) for f in first):
            return read
        path, pipe = self._path(lang)
        doc = pipe.parse(text)
        segmented = path.segment(doc, lang)
        segmented.label_scheme = pipe.label_scheme
        segmented.word_classes = pipe.word_classes
        extraction = path.extract(segmented, lang, discourse)
        if any(f.r == kin and f.d == name for f in extraction.facts):
            return doc, segmented, extraction
        return read

    def _facts_of(self, part: str, lang: str, discourse: Discourse) -> tuple[Fact, ...]:
        """The facts of a part of a turn read on its own (a take-back's two sides)."""
        path, pipe = self._path(lang)
        doc = pipe.parse(restore_subject(with_final_stop(part), get_lexicon(lang)))
        segmented = path.segment(doc, lang)
        segmented.label_scheme = pipe.label_scheme
        segmented.word_classes = pipe.word_classes
        return path.extract(segmented, lang, discourse).facts

    def _with_statement_after(
        self, doc: Doc, extraction: Extraction, lang: str, discourse: Discourse
    ) -> Extraction:
        """"Forget it, I moved to Madrid": the request stays, and the facts of what follows it
        (parsed on its own, the request's words left out) are the turn's facts."""
        tokens = [(t.lower_.replace("’", "'"), t.is_punct) for t in doc]
        start = statement_after(tokens, get_lexicon(lang))
        if start is None:
            return extraction
        path, pipe = self._path(lang)
        segmented = path.segment(pipe.parse(doc[start:].text), lang)
        segmented.label_scheme = pipe.label_scheme
        segmented.word_classes = pipe.word_classes
        said = path.extract(segmented, lang, discourse)
        entities = tuple(dict.fromkeys((*extraction.entities, *said.entities)))
        return dataclasses.replace(extraction, facts=said.facts, entities=entities)

    def observe(self, text: str, lang: str, discourse: Discourse) -> None:
        """Feed an assistant utterance's mentions to coref; nothing is extracted or stored."""
        path, pipe = self._path(lang)
        doc = pipe.parse(text)
        for mention in path.mentions(doc, lang):
            discourse.add(mention)
        discourse.asked = asked_lemmas(path.segment(doc, lang), lang)
