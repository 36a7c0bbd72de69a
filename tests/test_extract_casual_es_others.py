"""Casual Spanish: what relatives and pets like, where they live, and liked activities
trimmed to the doing, exact triples.

Every sentence is written for this file. The families: a liker said with "a" that the tagger
reads as the subject ("a mi gato le gusta dormir"), a "fanático de" that follows something, a
kind of place that names the place it lies in ("un pueblo de Soria"), a bare plural done at a
recurring time ("hace sudokus cada noche"), and who one does an activity with, which is no part
of the activity ("ver pelis con mi novia" -> "ver pelis").
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a mi gato le gusta dormir encima del sofá", {("cat", "likes", "dormir")}),
        ("A mi hija le flipan los caballos.", {("daughter", "likes", "caballos")}),
        ("mi tío es un fanático de las motos", {("uncle", "likes", "motos")}),
        ("mi abuela hace sudokus cada noche", {("grandmother", "likes", "sudokus")}),
        ("hago pesas todos los días", {("you", "likes", "pesas")}),
        ("hago galletas", set()),
    ],
)
def test_what_a_relative_pet_or_the_speaker_does_and_likes(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mis suegros viven en un pueblo de soria", {("parent-in-law", "lives_in", "soria")}),
        ("vivo en un barrio de valencia", {("you", "lives_in", "valencia")}),
        ("vivo en el centro de bilbao", {("you", "lives_in", "bilbao")}),
        ("vivo en un pueblo", {("you", "lives_in", "pueblo")}),
        ("vivo en un pueblo de montaña", {("you", "lives_in", "pueblo de montaña")}),
    ],
)
def test_a_kind_of_place_gives_the_place_it_lies_in(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me encanta ver pelis de acción con mi novia",
         {("you", "likes", "ver pelis de acción")}),
        ("me gusta mucho pasear con mi perro", {("you", "likes", "pasear")}),
        ("me encanta viajar con mis amigas", {("you", "likes", "viajar")}),
        ("me gusta salir a nadar", {("you", "likes", "salir a nadar")}),
    ],
)
def test_a_liked_activity_leaves_out_who_it_is_done_with(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tengo una perra, se llama Nala.", {("you", "dog", "nala")}),
        ("tengo un hermano y se llama Iker", {("you", "brother", "iker")}),
    ],
)
def test_a_pet_or_relative_had_then_named_in_the_next_clause(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected
