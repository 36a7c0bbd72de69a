"""Both extraction paths follow one policy: the same statement gives the same relations in all
five languages (objects stay in their own language). The statements are in
``tests/parity_cases.py``, each written once per language; they include the reason clause, the
sentence-initial hedge and the spoken forget request on which the paths used to differ."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hotmem.lang import language_codes
from tests.parity_cases import CASES

LANGS = ("en", "es", "fr", "de", "it")


def _outcome(extraction) -> object:  # noqa: ANN001 - hotmem.types.Extraction
    if extraction.forget:
        return {"forget": extraction.forget}
    return {(f.s, f.r, f.negated, f.hedged) for f in extraction.facts}


def test_there_are_at_least_forty_statements_in_every_language() -> None:
    assert len(CASES) >= 40
    assert set(LANGS) <= set(language_codes())
    assert all(set(texts) == set(LANGS) for _expected, texts in CASES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_statement_gives_the_same_relations_in_every_language(
    lang: str, extract_in: Callable[[str], Callable[..., object]]
) -> None:
    extract = extract_in(lang)
    wrong = []
    for expected, texts in CASES:
        got = _outcome(extract(texts[lang]))
        if got != expected:
            wrong.append((texts[lang], got, expected))
    assert wrong == []


@pytest.mark.parametrize(
    ("lang", "text", "place"),
    [
        ("en", "I moved to Berlin because my wife works at Siemens", "berlin"),
        ("es", "Me mudé a Berlín porque mi esposa trabaja en Siemens", "berlín"),
        ("fr", "J'ai déménagé à Berlin parce que ma femme travaille chez Siemens", "berlin"),
        ("de", "Ich bin nach Berlin gezogen, weil meine Frau bei Siemens arbeitet", "berlin"),
        ("it", "Mi sono trasferito a Berlino perché mia moglie lavora alla Siemens", "berlino"),
    ],
)
def test_a_reason_clause_states_no_fact_of_its_own(
    lang: str, text: str, place: str, extract_in: Callable[[str], Callable[..., object]]
) -> None:
    facts = extract_in(lang)(text).facts
    assert [f.key for f in facts] == [("you", "lives_in", place)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Ich glaube, meine Schwester wohnt in Rom und mein Bruder wohnt in Oslo"),
        ("it", "Credo che mia sorella abiti a Roma e mio fratello abiti a Oslo"),
        ("en", "I think my sister lives in Rome and my brother lives in Oslo"),
    ],
)
def test_a_sentence_initial_hedge_covers_every_clause(
    lang: str, text: str, extract_in: Callable[[str], Callable[..., object]]
) -> None:
    facts = extract_in(lang)(text).facts
    assert [(f.s, f.hedged) for f in facts] == [("sister", True), ("brother", True)]
    assert all(f.confidence <= 0.7 for f in facts)


@pytest.mark.parametrize(
    ("lang", "text"),
    [("de", "Vergiss, wo ich wohne"), ("it", "dimentica dove abito"),
     ("fr", "Oublie où j'habite"), ("es", "Olvida dónde vivo")],
)
def test_a_spoken_forget_request_names_the_relation_in_every_language(
    lang: str, text: str, extract_in: Callable[[str], Callable[..., object]]
) -> None:
    extraction = extract_in(lang)(text)
    assert extraction.forget == (("you", "lives_in"),)
    assert extraction.facts == ()


def test_a_statement_about_forgetting_is_not_a_request(
    extract_in: Callable[[str], Callable[..., object]],
) -> None:
    assert extract_in("de")("Ich vergesse oft meine Schlüssel").forget == ()


@pytest.mark.parametrize(
    ("lang", "statement", "forget"),
    [
        ("de", "Ich wohne in Lissabon und ich liebe Jazz.", "Vergiss, wo ich wohne."),
        ("it", "Abito a Lisbona e adoro il jazz.", "Dimentica dove abito."),
        ("fr", "J'habite à Lisbonne et j'adore le jazz.", "Oublie où j'habite."),
    ],
)
def test_a_spoken_forget_request_removes_the_stored_fact_in_every_language(
    engine, lang: str, statement: str, forget: str  # noqa: ANN001 - HotMem fixture
) -> None:
    engine.process_turn(statement, user="ann", ts=1_790_000_000.0, lang_hint=lang)
    assert {e["r"] for e in engine.export("ann")["edges"]} == {"lives_in", "likes"}
    engine.process_turn(forget, user="ann", ts=1_790_000_001.0, lang_hint=lang)
    assert [e["r"] for e in engine.export("ann")["edges"]] == ["likes"]
