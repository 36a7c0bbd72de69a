"""Casual Spanish: conditions the assistant must respect.

Every sentence is written for this file. "tengo hipotiroidismo", "padezco migrañas", "tengo la
tensión alta", "tengo el tobillo fastidiado" state a condition; they were stored as a plain
possession or missed. A body part is a condition only with how it is wrong ("una casa alta" is
a house), and a condition said as an adjective ("soy asmática") is an identity, never a name.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tengo hipertiroidismo", {("you", "has_condition", "hipertiroidismo")}),
        ("mi padre tiene párkinson", {("father", "has_condition", "párkinson")}),
        ("tengo escoliosis desde niña", {("you", "has_condition", "escoliosis")}),
        ("padezco insomnio", {("you", "has_condition", "insomnio")}),
        ("tengo la presión baja", {("you", "has_condition", "presión baja")}),
        ("tengo el hombro fastidiado", {("you", "has_condition", "hombro fastidiado")}),
    ],
)
def test_a_condition_had_or_suffered_is_a_condition(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy asmática", {("you", "is", "asmática")}),
        ("mi hijo es epiléptico", {("son", "is", "epiléptico")}),
    ],
)
def test_a_condition_said_as_an_adjective_is_an_identity(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize("text", ["tengo una casa alta", "tengo un coche nuevo"])
def test_a_thing_with_an_adjective_is_no_condition(extract_in, text):
    assert not any(k[1] == "has_condition" for k in facts(extract_in("es")(text)))
