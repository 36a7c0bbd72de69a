"""A pet named between commas right after the animal: the name becomes the pet fact.

Sentences are written for this file. Near-misses: a list of animals, an adverb or a reaction
word after the comma, and another person's pet give no pet name.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "we have an old cat, pickle, she's fourteen", ("you", "cat", "pickle")),
        ("en", "i have a hamster, nibbles", ("you", "hamster", "nibbles")),
        ("es", "tenemos una perra, la nala, que es muy buena", ("you", "dog", "nala")),
        ("de", "ich hab nen hamster, flocke, der ist süß", ("you", "hamster", "flocke")),
        ("de", "wir haben ne katze, mimi, die schläft immer", ("you", "cat", "mimi")),
        ("it", "abbiamo una gatta grigia, polvere, che dorme sempre", ("you", "cat", "polvere")),
        ("it", "ho preso un gatto randagio, baffo, è tutto bianco", ("you", "cat", "baffo")),
        ("es", "tenemos una labradora, la kira, que ladra mucho", ("you", "dog", "kira")),
        ("de", "wir haben nen sennenhund, bello, der ist riesig", ("you", "dog", "bello")),
        ("fr", "on a un golden retriever, caramel, qui perd ses poils", ("you", "dog", "caramel")),
    ],
)
def test_a_pet_named_between_commas_is_the_pet_fact(extract_in, lang, text, expected):
    got = facts(extract_in(lang)(text))
    assert expected in got
    assert not any(f[1] == "has" and expected[1] in f[2] for f in got)


def test_an_adjective_of_the_animal_is_not_its_name(extract_in):
    assert ("you", "cat", "randagio") not in facts(
        extract_in("it")("ho preso un gatto randagio, baffo, è tutto bianco"))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we have a dog, two cats and a fish"),
        ("en", "i have a cat, honestly, she's the boss"),
        ("en", "we have a dog, and a cat"),
        ("en", "we got a puppy, lol"),
        ("en", "my sister has a dog, rex, he's huge"),
        ("de", "wir haben einen hund, zwei katzen und einen fisch"),
        ("it", "ho un cane, due gatti e un pesce"),
    ],
)
def test_no_name_between_commas_gives_no_pet_name(extract_in, lang, text):
    assert not any(f[0] == "you" and f[1] in ("dog", "cat", "fish")
                   for f in facts(extract_in(lang)(text)))


def test_a_parakeet_called_by_name_is_a_parrot(extract_in):
    assert ("you", "parrot", "kiko") in facts(
        extract_in("es")("tenemos un perico que se llama kiko"))
