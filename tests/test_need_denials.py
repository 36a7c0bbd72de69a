"""Standing denials serve needs: "I don't eat pork" reaches a dinner request as "You don't eat
pork.", while a retracted fact ("I don't live in Portland anymore") never comes back, and no
denial is said on small talk (real spaCy models, real LMDB)."""

from __future__ import annotations

import pytest

from hotmem import HotMem
from hotmem.denials import is_shown, is_standing_denial
from hotmem.inject import bullet_for
from hotmem.relations import KINSHIP, denial_informs
from hotmem.types import Edge, EdgeStatus
from tests.chat import Chat

def _denied(r: str, d: str, *, s: str = "you", hedged: bool = False) -> Edge:
    return Edge("u", s, r, d, s.title(), d, status=EdgeStatus.NEGATED, hedged=hedged)


# ------------------------------------------------------------------ registry and bullets


def test_only_diet_likings_and_possessions_have_informative_denials() -> None:
    assert {r for r in ("eats", "likes", "has") if denial_informs(r)} == {"eats", "likes", "has"}
    for relation in ("lives_in", "works_at", "born_in", "name", "is", "allergic_to",
                     "has_condition", "went_to", *KINSHIP):
        assert not denial_informs(relation), relation


def test_a_standing_denial_is_said_negated() -> None:
    assert bullet_for(_denied("eats", "lamb")) == "You don't eat lamb."
    assert bullet_for(_denied("likes", "jazz")) == "You don't like jazz."
    assert bullet_for(_denied("has", "pet")) == "You don't have a pet."
    assert bullet_for(_denied("eats", "shellfish", hedged=True)) == \
        "You probably don't eat shellfish."
    assert bullet_for(_denied("eats", "meat", s="ines")) == "Ines doesn't eat meat."


def test_a_retracted_state_is_no_standing_denial() -> None:
    moved = _denied("lives_in", "oslo")
    assert not is_standing_denial(moved) and not is_shown(moved)
    assert is_shown(Edge("u", "you", "lives_in", "oslo", "You", "Oslo"))
    assert not is_standing_denial(Edge("u", "you", "eats", "lamb", "You", "lamb"))


# ------------------------------------------------------------------ end to end


def test_a_diet_denial_serves_a_dinner_request(engine: HotMem) -> None:
    talk = Chat(engine, "milo", "en")
    talk.say("I don't eat pork.", "I live in Leeds.")
    result = talk.turn("what should I cook tonight?")
    assert "You don't eat pork." in result.bullets
    assert not any("Leeds" in b for b in result.bullets)
    assert 1 <= len(result.bullets) <= 3


def test_a_denial_answers_the_question_that_names_it(engine: HotMem) -> None:
    talk = Chat(engine, "rhea", "en")
    talk.say("I don't eat pork.")
    assert talk.turn("do I eat pork?").bullets == ["You don't eat pork."]


def test_no_pets_serves_an_adoption_question(engine: HotMem) -> None:
    talk = Chat(engine, "bo", "en")
    talk.say("I have no pets.")
    assert talk.turn("should we adopt a puppy?").bullets == ["You don't have a pet."]


@pytest.mark.parametrize(("lang", "denial", "ask", "bullet"), [
    ("fr", "Je ne mange pas de viande.", "tu as une idée de dîner ?", "You don't eat viande."),
    ("de", "Ich esse kein Fleisch.", "Was soll ich heute Abend kochen?",
     "You don't eat Fleisch."),
    ("it", "Non mangio carne.", "cosa cucino stasera?", "You don't eat carne."),
    ("de", "Ich habe keine Haustiere.", "Sollen wir eine Katze adoptieren?",
     "You don't have a pet."),
    ("en", "I don't like horror films.", "recommend a film for tonight",
     "You don't like horror films."),
])
def test_a_denial_in_any_language_is_said_negated_for_its_need(
    engine: HotMem, lang: str, denial: str, ask: str, bullet: str,
) -> None:
    talk = Chat(engine, f"user-{lang}", lang)
    talk.say(denial)
    assert talk.turn(ask).bullets == [bullet]


def test_small_talk_and_general_questions_say_no_denial(engine: HotMem) -> None:
    talk = Chat(engine, "oren", "en")
    talk.say("I don't eat pork.")
    assert talk.turn("the weather is lovely today.").message is None
    assert talk.turn("how many grams in a pound?").message is None


def test_a_retracted_home_never_serves_a_location_need(engine: HotMem) -> None:
    talk = Chat(engine, "tove", "en")
    talk.say("I live in Portland.", "I don't live in Portland anymore.")
    result = talk.turn("is there a pharmacy open near my place?")
    assert result.message is None or "Portland" not in result.message


def test_a_later_positive_statement_replaces_the_denial(engine: HotMem) -> None:
    talk = Chat(engine, "ugo", "en")
    talk.say("I don't eat pork.")
    assert "You don't eat pork." in talk.turn("what should I cook tonight?").bullets
    talk.say("I eat pork now.")
    result = talk.turn("any idea for dinner?")
    assert "You eat pork." in result.bullets
    assert result.message is not None and "don't eat pork" not in result.message


@pytest.mark.parametrize("text", ["I don't eat pork.", "I have no pets."])
def test_a_denial_is_stored_negated_not_active(engine: HotMem, text: str) -> None:
    talk = Chat(engine, "wen", "en")
    talk.say(text)
    edges = [Edge.from_record(r) for r in engine.export("wen")["edges"]]
    assert [e.status for e in edges if e.r in ("eats", "has")] == [EdgeStatus.NEGATED]
