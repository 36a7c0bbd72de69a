"""A filler with a copula in it ("o sea") is no copula of the user's: "soy vegana, o sea nada
de huevos" says no origin. Sentences are written for this file."""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy vegana, o sea nada de huevos ni leche", {("you", "is", "vegana")}),
        ("ah y soy celíaca, o sea nada de azúcar, ni pan ni vino", {("you", "is", "celíaca")}),
        ("soy pescetariano, o sea no como carne", {("you", "is", "pescetariano")}),
    ],
)
def test_a_filler_after_a_fact_adds_no_origin(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy de sevilla, o sea andaluza", ("you", "is", "andaluza")),  # an attribute after it
        ("soy de cádiz", ("you", "born_in", "cádiz")),
    ],
)
def test_a_copula_said_after_a_filler_or_alone_still_counts(extract_in, text, expected):
    assert expected in facts(extract_in("es")(text))
