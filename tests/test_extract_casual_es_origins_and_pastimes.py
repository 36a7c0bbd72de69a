"""Casual Spanish: where one is from said as an adjective, and a pastime said after another.

Every sentence is written for this file. "soy gallega" says where the speaker is from; the
tagger does not know the word, and a lone unknown word after "soy" was read as a name. A
demonym is an identity, as "soy española" is; a name stays a name. "juego al mus y hago
pilates" states two pastimes; without the first-person form "hago" the parser read "juego al
mus" as the subject of the second verb.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy gallega", {("you", "is", "gallega")}),
        ("soy uruguayo", {("you", "is", "uruguayo")}),
        ("soy asturiana y vivo en oviedo",
         {("you", "is", "asturiana"), ("you", "lives_in", "oviedo")}),
    ],
)
def test_a_demonym_after_soy_is_an_identity_not_a_name(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy nerea", {("you", "name", "nerea")}),
        ("hola soy ximena", {("you", "name", "ximena")}),
    ],
)
def test_a_name_after_soy_stays_a_name(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("juego al mus y hago escalada",
         {("you", "likes", "mus"), ("you", "likes", "escalada")}),
        ("juego al balonmano y hago natación los jueves",
         {("you", "likes", "balonmano"), ("you", "likes", "natación")}),
        ("vivo en palencia y conduzco un citroën",
         {("you", "lives_in", "palencia"), ("you", "owns", "citroën")}),
    ],
)
def test_a_second_first_person_verb_opens_its_own_clause(extract_in, text, expected):
    assert facts(extract_in("es")(text)) == expected


def test_a_chore_is_no_pastime(extract_in):
    assert facts(extract_in("es")("hago la compra los sábados")) == set()


@pytest.mark.parametrize("text", ["soy muy futbolera", "soy súper friki"])
def test_a_word_said_with_a_degree_is_never_a_name(extract_in, text):
    assert not any(k[1] == "name" for k in facts(extract_in("es")(text)))


def test_an_adverb_earlier_in_the_turn_leaves_the_name(extract_in):
    assert facts(extract_in("es")("también soy amaia")) == {("you", "name", "amaia")}
