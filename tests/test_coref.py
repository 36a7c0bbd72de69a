"""Coref-lite on the dependency path: pronouns resolve to recent compatible mentions."""

from __future__ import annotations

import pytest

from hotmem.extract import Extractor
from hotmem.extract.coref import PERSON, Discourse, Mention
from hotmem.types import Extraction


@pytest.fixture(scope="module")
def extractor(pipelines) -> Extractor:
    return Extractor(pipelines)


def turn(extractor: Extractor, d: Discourse, text: str, lang: str = "en") -> Extraction:
    extraction, _ = extractor.extract(text, lang, d)
    d.end_turn()
    return extraction


def keys(extraction: Extraction) -> set[tuple[str, str, str]]:
    return {f.key for f in extraction.facts}


def test_he_resolves_to_a_brother_from_the_previous_turn(extractor):
    d = Discourse()
    assert keys(turn(extractor, d, "I have a brother.")) == {("you", "has", "brother")}
    assert keys(turn(extractor, d, "He lives in Madrid.")) == {("brother", "lives_in", "madrid")}


def test_she_skips_a_male_mention_for_a_female_one(extractor):
    d = Discourse()
    turn(extractor, d, "My sister lives in Boston and my brother lives in Denver.")
    assert keys(turn(extractor, d, "She works at MIT.")) == {("sister", "works_at", "mit")}


def test_pronoun_resolves_within_the_same_turn(extractor):
    d = Discourse()
    extraction = turn(extractor, d, "My sister lives in Boston and she works at MIT.")
    assert keys(extraction) == {("sister", "lives_in", "boston"), ("sister", "works_at", "mit")}


def test_it_resolves_to_a_thing_not_a_person(extractor):
    d = Discourse()
    turn(extractor, d, "My brother bought a red Tesla.")
    assert keys(turn(extractor, d, "I love it.")) == {("you", "likes", "red tesla")}


def test_unresolvable_pronoun_gives_no_fact(extractor):
    assert keys(turn(extractor, Discourse(), "She lives in Paris.")) == set()


def test_named_kin_is_the_referent_of_a_later_pronoun(extractor):
    d = Discourse()
    turn(extractor, d, "My sister Anna lives in Denver.")
    assert keys(turn(extractor, d, "She works at Google.")) == {("anna", "works_at", "google")}


def test_resolved_pronouns_appear_in_entities(extractor):
    d = Discourse()
    turn(extractor, d, "I have a brother.")
    assert "brother" in turn(extractor, d, "Where does he live?").entities


def test_spanish_ella_resolves_to_hermana(extractor):
    d = Discourse()
    turn(extractor, d, "Tengo una hermana.", "es")
    assert keys(turn(extractor, d, "Ella vive en Roma.", "es")) == {("sister", "lives_in", "roma")}


def test_extract_adds_kin_mentions_with_gender(extractor):
    d = Discourse()
    turn(extractor, d, "My sister lives in Boston.")
    assert d.resolve("she") == Mention("sister", "sister", PERSON, "f")


def test_assistant_mentions_never_map_you_to_the_user(pipelines):
    from hotmem.extract import dependency

    doc = pipelines.get("en").parse("Does your brother still live in Madrid?")
    found = dependency.mentions(doc, "en")
    assert all(m.key != "you" for m in found)
    assert "madrid" in {m.key for m in found}
    assert "brother" not in {m.key for m in found}
