"""Casual spoken French about the user's kin: exact triples.

Every sentence is written for this file. The small French model misreads a kin noun at the
start of a lower-case turn ("mon cousin travaille ...": "cousin" tagged an adjective or an
auxiliary, the possessive hung on the verb) and a job word after "est" as a passive
participle ("ma sœur est dentiste"): word order gives the subject back, and the kin stays the
user's.
"""

from __future__ import annotations

import pytest

from hotmem.types import Extraction


def facts(extraction: Extraction) -> set[tuple[str, ...]]:
    """Triples; negated facts carry a fourth element "NOT"."""
    return {f.key + (("NOT",) if f.negated else ()) for f in extraction.facts}


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mon cousin travaille chez michelin", {("cousin", "works_at", "michelin")}),
        ("mon oncle habite à périgueux", {("uncle", "lives_in", "périgueux")}),
        ("mon meilleur ami bosse dans une pizzeria", {("friend", "works_at", "pizzeria")}),
        ("ma sœur est pharmacienne", {("sister", "is", "pharmacienne")}),
        ("ma tante est dentiste et elle adore le jardinage",
         {("aunt", "is", "dentiste"), ("aunt", "likes", "jardinage")}),
        ("mon cousin bastien travaille chez dassault",
         {("you", "cousin", "bastien"), ("bastien", "works_at", "dassault")}),
    ],
)
def test_kin_subject_read_from_word_order(fr, text, expected):
    assert facts(fr(text)) == expected


def test_kin_misread_does_not_become_the_user(fr):
    """"Mon cousin travaille chez X": the parser made "Mon" the subject; the job is the
    cousin's, never the user's."""
    assert facts(fr("Mon cousin travaille chez Safran.")) == {("cousin", "works_at", "safran")}
