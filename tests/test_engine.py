"""HotMem.process_turn end to end: facts, storage, restart, isolation, kill switches."""

from __future__ import annotations

import pytest

from hotmem import HotMem, HotMemConfig
from hotmem.store import InvalidUserError
from hotmem.types import Intent

DAY = 86_400.0
T0 = 1_790_000_000.0


def _keys(result) -> set[tuple[str, str, str]]:
    return {(f.s, f.r, f.d) for f in result.facts}


def test_turn_returns_facts_intent_language_and_stage_timings(engine: HotMem) -> None:
    result = engine.process_turn("I live in Seattle and work at Microsoft.", user="alice", ts=T0)
    assert _keys(result) == {("you", "lives_in", "seattle"), ("you", "works_at", "microsoft")}
    assert result.intent is Intent.MULTIPLE_FACTS
    assert result.lang == "en"
    assert result.turn == 1
    assert {"intent", "extraction", "update", "retrieval", "total"} <= set(result.timings_ms)
    assert all(v >= 0 for v in result.timings_ms.values())


def test_stored_facts_are_injected_on_a_later_question(engine: HotMem) -> None:
    engine.process_turn("My sister Anna lives in Denver.", user="alice", ts=T0)
    result = engine.process_turn("Where does my sister live?", user="alice", ts=T0 + 60)
    assert result.injected
    assert "Anna lives in Denver." in result.bullets
    assert result.message.splitlines()[0] == engine.config.inject_header
    assert result.facts == []


def test_facts_and_timestamps_survive_a_restart(config: HotMemConfig, pipelines) -> None:
    with HotMem(config, pipelines=pipelines) as mem:
        mem.process_turn("I live in Lisbon.", user="alice", ts=T0)
    with HotMem(config, pipelines=pipelines) as mem:
        (edge,) = mem.export("alice")["edges"]
        assert (edge["d"], edge["first_seen"], edge["last_seen"]) == ("lisbon", T0, T0)
        result = mem.process_turn("What's the weather like where I live?", user="alice",
                                  ts=T0 + DAY)
        assert result.turn == 2
        assert "You live in Lisbon." in result.bullets


def test_a_correction_supersedes_the_old_value_for_good(engine: HotMem) -> None:
    engine.process_turn("I live in Seattle.", user="alice", ts=T0)
    engine.process_turn("I moved to Denver.", user="alice", ts=T0 + DAY)
    result = engine.process_turn("Where do I live?", user="alice", ts=T0 + 2 * DAY)
    assert "You live in Denver." in result.bullets
    assert "Seattle" not in (result.message or "")
    statuses = {e["d"]: e["status"] for e in engine.export("alice")["edges"]
                if e["r"] == "lives_in"}
    assert statuses == {"seattle": "superseded", "denver": "active"}


@pytest.mark.parametrize(
    ("change", "gone"),
    [
        ("Actually I moved to Denver.", "You live in Seattle."),  # superseded
        ("I don't live in Seattle anymore.", "You live in Seattle."),  # negated
    ],
)
def test_a_fact_shown_last_turn_and_changed_this_turn_leaves_the_message(
    engine: HotMem, change: str, gone: str
) -> None:
    """The window is re-validated against the store as this turn wrote it."""
    engine.process_turn("I live in Seattle.", user="alice", ts=T0)
    asked = engine.process_turn("Where do I live?", user="alice", ts=T0 + 60)
    assert gone in asked.bullets
    result = engine.process_turn(change, user="alice", ts=T0 + 120)
    assert gone not in result.bullets and gone not in (result.message or "")


def test_a_window_fact_re_stated_with_new_spelling_shows_the_new_spelling(
    engine: HotMem,
) -> None:
    engine.process_turn("i live in seattle", user="alice", ts=T0)
    asked = engine.process_turn("Where do I live?", user="alice", ts=T0 + 60)
    assert "You live in seattle." in asked.bullets
    engine.process_turn("Yes, I live in Seattle.", user="alice", ts=T0 + 120)
    again = engine.process_turn("Where do I live?", user="alice", ts=T0 + 180)
    assert again.bullets == ["You live in Seattle."]


def test_a_statement_turn_does_not_repeat_the_window_s_earlier_bullets(
    engine: HotMem,
) -> None:
    """Bullets picked for an earlier question answer nothing on a turn that tells a new fact:
    they would only cost tokens on every statement that follows."""
    engine.process_turn("My name is Ottavia and I live in Ghent.", user="ria", ts=T0)
    asked = engine.process_turn("Where do I live?", user="ria", ts=T0 + 60)
    assert asked.bullets == ["You live in Ghent."]
    told = engine.process_turn("I play the cello in an orchestra.", user="ria", ts=T0 + 120)
    assert told.bullets == [] and told.message is None


def test_a_write_by_another_session_between_read_and_write_is_seen(engine: HotMem) -> None:
    """Another writer's change that lands after this turn read the index is re-checked."""
    engine.process_turn("I live in Seattle.", user="alice", session="a", ts=T0)
    original = engine._store.write_turn

    def other_session_first(user, plan):  # another session supersedes Seattle just before
        engine._store.write_turn = original
        engine.process_turn("I moved to Denver.", user="alice", session="b", ts=T0 + 30)
        return original(user, plan)

    engine._store.write_turn = other_session_first
    result = engine.process_turn("Where do I live?", user="alice", session="a", ts=T0 + 60)
    assert "You live in Seattle." not in result.bullets


def test_users_never_see_each_others_facts(engine: HotMem) -> None:
    engine.process_turn("I live in Seattle.", user="alice", ts=T0)
    result = engine.process_turn("Where do I live?", user="bob", ts=T0 + 60)
    assert not result.injected
    assert engine.export("bob")["edges"] == []


def test_assistant_turns_feed_coref_but_are_never_stored(engine: HotMem) -> None:
    said = engine.process_turn("I live in Paris and I love my dog Rex.", user="alice",
                               role="assistant", ts=T0)
    assert said.facts == [] and not said.injected
    assert engine.export("alice")["edges"] == []


@pytest.mark.parametrize("text", ["", "   ", "\x00\x01", "🙂🙂", "12345", "?!?!"])
def test_unusable_text_gives_an_empty_valid_result(engine: HotMem, text: str) -> None:
    result = engine.process_turn(text, user="alice", ts=T0)
    assert result.facts == [] and result.error is None
    assert result.lang in engine.config.langs


def test_invalid_user_is_a_typed_error(engine: HotMem) -> None:
    with pytest.raises(InvalidUserError):
        engine.process_turn("I like tea.", user="")


def test_disable_injection_stores_but_never_injects(config: HotMemConfig, pipelines) -> None:
    with HotMem(config.with_overrides(disable_injection=True), pipelines=pipelines) as mem:
        mem.process_turn("I live in Oslo.", user="alice", ts=T0)
        result = mem.process_turn("Where do I live?", user="alice", ts=T0 + 60)
        assert not result.injected and result.bullets == []
        assert [e["d"] for e in mem.export("alice")["edges"]] == ["oslo"]


def test_disable_extraction_injects_existing_memory_and_stores_nothing(config, pipelines) -> None:
    with HotMem(config, pipelines=pipelines) as mem:
        mem.process_turn("I live in Oslo.", user="alice", ts=T0)
    with HotMem(config.with_overrides(disable_extraction=True), pipelines=pipelines) as mem:
        stated = mem.process_turn("I love skiing.", user="alice", ts=T0 + 60)
        assert _keys(stated) == {("you", "likes", "skiing")}
        asked = mem.process_turn("Where do I live?", user="alice", ts=T0 + 120)
        assert "You live in Oslo." in asked.bullets
        assert [e["d"] for e in mem.export("alice")["edges"]] == ["oslo"]


def test_over_long_input_is_truncated_not_rejected(engine: HotMem) -> None:
    text = "I live in Rome. " + "blah " * 50_000
    result = engine.process_turn(text, user="alice", ts=T0)
    assert len(result.text) == engine.config.max_utterance_chars
    assert ("you", "lives_in", "rome") in _keys(result)
