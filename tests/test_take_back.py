"""Spoken take-backs of any value, in every language: the value taken back is denied, the one
meant is stated with the same subject and relation, the turn is a correction, and the
take-back's "no" negates nothing else.

Sentences written for this file.
"""

from __future__ import annotations

import pytest

from hotmem.types import Extraction, Intent
from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # an employer, a value after the same preposition, a time word after it
        ("en", "i work at halfords no wait at currys now",
         {("you", "works_at", "halfords", "NOT"), ("you", "works_at", "currys")}),
        ("es", "trabajo en zara bueno no en mango",
         {("you", "works_at", "zara", "NOT"), ("you", "works_at", "mango")}),
        ("fr", "je bosse chez décathlon enfin non chez intersport",
         {("you", "works_at", "décathlon", "NOT"), ("you", "works_at", "intersport")}),
        ("de", "ich arbeite bei edeka ne quatsch bei rewe",
         {("you", "works_at", "edeka", "NOT"), ("you", "works_at", "rewe")}),
        ("it", "lavoro da conad anzi no da lidl",
         {("you", "works_at", "conad", "NOT"), ("you", "works_at", "lidl")}),
        # the same with commas, as punctuating speech-to-text writes it
        ("es", "trabajo en zara, bueno no, en mango",
         {("you", "works_at", "zara", "NOT"), ("you", "works_at", "mango")}),
        ("fr", "je bosse chez décathlon, enfin non, chez intersport",
         {("you", "works_at", "décathlon", "NOT"), ("you", "works_at", "intersport")}),
        ("de", "ich arbeite bei edeka, ne quatsch, bei rewe",
         {("you", "works_at", "edeka", "NOT"), ("you", "works_at", "rewe")}),
        ("it", "lavoro da conad, anzi no, da lidl",
         {("you", "works_at", "conad", "NOT"), ("you", "works_at", "lidl")}),
        # a kin's age, the number meant alone or in a clause of its own
        ("en", "my niece is 14 sorry no she's 15",
         {("niece", "age", "14", "NOT"), ("niece", "age", "15")}),
        ("es", "mi sobrino tiene 9 años perdón 10",
         {("nephew", "age", "9", "NOT"), ("nephew", "age", "10")}),
        ("fr", "ma nièce a 6 ans euh non 7",
         {("niece", "age", "6", "NOT"), ("niece", "age", "7")}),
        ("de", "meine nichte ist 10 äh nein 11",
         {("niece", "age", "10", "NOT"), ("niece", "age", "11")}),
        ("it", "mia nipote ha 8 anni cioè no 9",
         {("niece", "age", "8", "NOT"), ("niece", "age", "9")}),
        # a vehicle, the value meant after the same article
        ("en", "i ride a yamaha wait no a ducati",
         {("you", "owns", "yamaha", "NOT"), ("you", "owns", "ducati")}),
        ("es", "conduzco un seat ibiza perdón un seat león",
         {("you", "owns", "seat ibiza", "NOT"), ("you", "owns", "seat león")}),
        ("fr", "je conduis une clio pardon une mégane",
         {("you", "owns", "clio", "NOT"), ("you", "owns", "mégane")}),
        ("de", "ich fahre einen golf nee warte einen polo",
         {("you", "owns", "golf", "NOT"), ("you", "owns", "polo")}),
        ("it", "guido una panda anzi no una punto",
         {("you", "owns", "panda", "NOT"), ("you", "owns", "punto")}),
        # a kin's home, the place meant after a preposition or in a new clause
        ("en", "my uncle lives in hull hang on no he moved to whitby",
         {("uncle", "lives_in", "hull", "NOT"), ("uncle", "lives_in", "whitby")}),
        ("es", "mi tío vive en gijón no espera en oviedo",
         {("uncle", "lives_in", "gijón", "NOT"), ("uncle", "lives_in", "oviedo")}),
        ("fr", "mon oncle habite à nancy non attends à metz",
         {("uncle", "lives_in", "nancy", "NOT"), ("uncle", "lives_in", "metz")}),
        ("de", "mein onkel wohnt in ulm ach nee in augsburg",
         {("uncle", "lives_in", "ulm", "NOT"), ("uncle", "lives_in", "augsburg")}),
        ("it", "mio zio abita a lecce no scusa a bari",
         {("uncle", "lives_in", "lecce", "NOT"), ("uncle", "lives_in", "bari")}),
        # a liking and a job
        ("en", "i'm into chess sorry i mean darts",
         {("you", "likes", "chess", "NOT"), ("you", "likes", "darts")}),
        ("es", "me gusta el pádel perdón quiero decir el tenis",
         {("you", "likes", "pádel", "NOT"), ("you", "likes", "tenis")}),
        ("fr", "j'adore le tennis pardon je veux dire le badminton",
         {("you", "likes", "tennis", "NOT"), ("you", "likes", "badminton")}),
        ("it", "mi piace il tennis anzi no il padel",
         {("you", "likes", "tennis", "NOT"), ("you", "likes", "padel")}),
        ("en", "i'm a plumber actually no an electrician",
         {("you", "is", "plumber", "NOT"), ("you", "is", "electrician")}),
        ("de", "ich bin bäcker also eigentlich konditor",
         {("you", "is", "bäcker", "NOT"), ("you", "is", "konditor")}),
        ("it", "faccio il cuoco anzi no il cameriere",
         {("you", "is", "cuoco", "NOT"), ("you", "is", "cameriere")}),
        # a canonical value: the value meant is read in the sentence, put in the slip's place
        ("es", "tengo un gato no espera un perro",
         {("you", "has", "cat", "NOT"), ("you", "has", "dog")}),
        ("de", "ich habe einen hund nee warte eine katze",
         {("you", "has", "dog", "NOT"), ("you", "has", "cat")}),
        # the clause after the value meant keeps its own facts
        ("en", "i work at tesco no wait at aldi and i live in york",
         {("you", "works_at", "tesco", "NOT"), ("you", "works_at", "aldi"),
          ("you", "lives_in", "york")}),
    ],
)
def test_a_value_taken_back_is_denied_and_the_one_meant_stated(extract_in, lang, text,
                                                               expected):
    extraction = extract_in(lang)(text)
    assert facts(extraction) == expected
    assert extraction.intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # a hedge after a comma takes nothing back
        ("fr", "j'aime bien le jazz, enfin je crois", {("you", "likes", "jazz")}),
        # an apology about something else is no restatement
        ("en", "i work at tesco sorry gotta go", {("you", "works_at", "tesco")}),
        # a plain "but" clause
        ("en", "i work at tesco, but i'm not happy there", {("you", "works_at", "tesco")}),
        ("it", "lavoro da conad e mi piace", {("you", "works_at", "conad")}),
    ],
)
def test_no_take_back_leaves_the_statement_standing(extract_in, lang, text, expected):
    extraction = extract_in(lang)(text)
    assert facts(extraction) == expected
    assert extraction.intent is not Intent.CORRECTION


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "vivo en toledo no en segovia",
         {("you", "lives_in", "toledo"), ("you", "lives_in", "segovia", "NOT")}),
        ("es", "mi hermana vive en soria, no en burgos",
         {("sister", "lives_in", "soria"), ("sister", "lives_in", "burgos", "NOT")}),
        # the rejected value said alone, after a framed one
        ("en", "i live in exeter not plymouth",
         {("you", "lives_in", "exeter"), ("you", "lives_in", "plymouth", "NOT")}),
        ("en", "my brother works at argos not boots",
         {("brother", "works_at", "argos"), ("brother", "works_at", "boots", "NOT")}),
        ("fr", "j'habite à rennes pas nantes",
         {("you", "lives_in", "rennes"), ("you", "lives_in", "nantes", "NOT")}),
        # a verb after the negation rejects no value
        ("es", "vivo en cuenca no sé", {("you", "lives_in", "cuenca")}),
    ],
)
def test_a_bare_negation_between_two_places_denies_the_second(extract_in, lang, text,
                                                              expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # a repair of the repair: both earlier values denied, the last one stated
        ("it", "mio figlio ha 4 anni anzi no 5 anzi no 6",
         {("son", "age", "4", "NOT"), ("son", "age", "5", "NOT"), ("son", "age", "6")}),
        ("es", "mi hermano tiene 30 años eh no 31 eh no 32",
         {("brother", "age", "30", "NOT"), ("brother", "age", "31", "NOT"),
          ("brother", "age", "32")}),
        # a repair word said after the value meant
        ("en", "my daughter is 12, um, no, 13 actually",
         {("daughter", "age", "12", "NOT"), ("daughter", "age", "13")}),
        # the value meant opened by "it's", "c'est", "es", "è", "er heißt"
        ("fr", "mon chien s'appelle rex, pardon, c'est max",
         {("you", "dog", "rex", "NOT"), ("you", "dog", "max")}),
        ("es", "mi perro se llama toby, perdón, es rocky",
         {("you", "dog", "toby", "NOT"), ("you", "dog", "rocky")}),
        ("it", "il mio gatto si chiama fufi, anzi no, è birba",
         {("you", "cat", "fufi", "NOT"), ("you", "cat", "birba")}),
        # a German "nein" alone takes back
        ("de", "mein bruder wohnt in kiel nein in rostock",
         {("brother", "lives_in", "kiel", "NOT"), ("brother", "lives_in", "rostock")}),
    ],
)
def test_a_value_taken_back_in_other_ways_is_denied(extract_in, lang, text, expected):
    extraction = extract_in(lang)(text)
    assert facts(extraction) == expected
    assert extraction.intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "mein vater ist 70 äh nicht 71", {("father", "age", "70")}),
        ("fr", "mon grand-père a 92 ans euh pas 93", {("grandfather", "age", "92")}),
    ],
)
def test_a_bare_negation_between_two_numbers_leaves_the_first_standing(extract_in, lang, text,
                                                                       expected):
    assert facts(extract_in(lang)(text)) == expected


def test_the_value_stated_before_a_bare_negation_is_not_denied(extract_in):
    """The parser may hang the negation on the value said before it."""
    got = facts(extract_in("es")("perdón, vivo en murcia, no alicante"))
    assert ("you", "lives_in", "murcia") in got
    assert ("you", "lives_in", "murcia", "NOT") not in got
