"""Clause segmentation and turn intent on the dependency path (docs/contract.md §2, per clause)."""

from __future__ import annotations

import pytest

from hotmem.extract import Extractor, dependency
from hotmem.extract.common import ClauseKind
from hotmem.extract.coref import Discourse
from hotmem.types import Extraction, Intent


@pytest.fixture(scope="module")
def run(pipelines):
    extractor = Extractor(pipelines)

    def _run(text: str, lang: str = "en") -> Extraction:
        extraction, _ = extractor.extract(text, lang, Discourse())
        return extraction

    return _run


@pytest.mark.parametrize("text", ["Where do I live?", "Do you like pizza?", "where do I live"])
def test_pure_questions_give_no_facts(run, text):
    extraction = run(text)
    assert extraction.facts == () and extraction.intent is Intent.PURE_QUESTION


@pytest.mark.parametrize(
    ("text", "lang"),
    [("which city do I live in", "en"), ("what time is my appointment", "en"),
     ("Quel âge a ma fille", "fr"), ("qué edad tiene mi hija", "es")],
)
def test_question_determiner_with_its_noun_is_a_question_without_a_mark(run, text, lang):
    """Speech-to-text often drops the "?": "quel âge a ma fille" still asks."""
    extraction = run(text, lang)
    assert extraction.facts == () and extraction.intent is Intent.PURE_QUESTION


@pytest.mark.parametrize("text", ["Wow, cool!", "Haha", "Okay", "Um, well, you know"])
def test_reactions_and_fillers_give_no_facts(run, text):
    extraction = run(text)
    assert extraction.facts == () and extraction.intent is Intent.REACTION


@pytest.mark.parametrize(
    "text",
    ["If I lived in Rome I'd eat pasta", "I'd love to visit Japan", "I want to move to Spain",
     "I'm going to Paris next week", "I'm gonna move to Berlin", "I will move to Lisbon"],
)
def test_hypotheticals_and_plans_give_no_facts(run, text):
    extraction = run(text)
    assert extraction.facts == () and extraction.intent is Intent.HYPOTHETICAL


@pytest.mark.parametrize("text", ["I live in Paris. What about you?",
                                  "I live in Paris, what about you?"])
def test_statement_beside_a_question_keeps_its_fact(run, text):
    extraction = run(text)
    assert {f.key for f in extraction.facts} == {("you", "lives_in", "paris")}
    assert extraction.intent is Intent.QUESTION_WITH_FACT


def test_because_clause_does_not_make_the_turn_hypothetical(run):
    extraction = run("I moved to Denver because my wife got a job there")
    assert {f.key for f in extraction.facts} == {("you", "lives_in", "denver")}
    assert extraction.intent is Intent.FACT_STATEMENT


def test_hypothetical_clause_does_not_cancel_a_stated_fact(run):
    extraction = run("I live in Seattle. If I won the lottery I would move to Hawaii.")
    assert {f.key for f in extraction.facts} == {("you", "lives_in", "seattle")}


def test_question_class_is_reported(run):
    assert run("Where does my sister live?").wh == "where"
    assert run("Who is my boss?").wh == "who"
    assert run("¿Dónde vivo?", "es").wh == "where"
    assert run("Où est-ce que j'habite ?", "fr").wh == "where"


def test_segment_marks_each_clause_kind(pipelines):
    doc = pipelines.get("en").parse("I live in Paris. What about you?")
    kinds = [c.kind for c in dependency.segment(doc, "en").clauses]
    assert kinds == [ClauseKind.STATEMENT, ClauseKind.QUESTION]


def test_segment_flags_hedges_and_corrections(pipelines):
    doc = pipelines.get("en").parse("Actually I think I live in Boston.")
    (clause,) = dependency.segment(doc, "en").clauses
    assert clause.hedged and clause.correction


def test_two_facts_without_question_are_multiple_facts(run):
    assert run("I live in Seattle and work at Microsoft").intent is Intent.MULTIPLE_FACTS
