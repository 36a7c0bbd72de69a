"""Casual French: jobs found at a place, and lower-case names after a preposition that the
small parser reads as a verb.

Every sentence is written for this file.
- "j'ai trouvé du boulot chez X", "elle a décroché un poste à X": a job come to be held, its
  place a workplace (as with "j'ai un boulot chez X"); a lost or sought job is none.
- "je vis en espagne depuis 2010", "je travaille chez schneider": the name after the verb's
  preposition is tagged a verb heading a clause; with no subject or object of its own it is
  the preposition's object.
- "je travaille à mi-temps": how long one works, not where.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma femme a trouvé du boulot chez michelin", {("wife", "works_at", "michelin")}),
        ("j'ai trouvé un boulot chez leroy merlin", {("you", "works_at", "leroy merlin")}),
        ("mon fils a décroché un poste à la mairie", {("son", "works_at", "mairie")}),
        ("j'ai un boulot chez decathlon", {("you", "works_at", "decathlon")}),
        # lost, sought: no workplace
        ("j'ai perdu mon boulot chez renault", set()),
        ("je cherche un boulot chez airbus", set()),
    ],
)
def test_a_job_found_names_a_workplace(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je vis en espagne depuis 2010", {("you", "lives_in", "espagne")}),
        ("je travaille chez schneider", {("you", "works_at", "schneider")}),
        # an infinitive with its own object is a clause; "de" before one governs a verb
        ("je travaille pour payer mes études", set()),
        ("on vient d'emménager", set()),
    ],
)
def test_a_name_after_the_verbs_preposition_is_its_object(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize("text", ["je travaille à mi-temps", "je bosse à plein temps", "je travaille à temps plein"])
def test_how_long_one_works_is_no_workplace(fr, text):
    assert facts(fr(text)) == set()
