"""Engine hooks the inspector relies on: turn listeners and the dry-run path."""

from __future__ import annotations

import pytest

from hotmem import HotMem
from hotmem.engine import TurnEvent
from hotmem.store import InvalidUserError


def test_listener_receives_each_user_turn_with_its_facts(engine: HotMem) -> None:
    events: list[TurnEvent] = []
    engine.add_turn_listener(events.append)
    engine.process_turn("I live in Seattle.", user="alice", session="s1", ts=1000.0)
    engine.process_turn("Nice weather.", user="alice", role="assistant", session="s1")
    assert len(events) == 1  # assistant turns feed coref only: no event
    event = events[0]
    assert (event.user, event.session, event.ts) == ("alice", "s1", 1000.0)
    assert [f.key for f in event.result.facts] == [("you", "lives_in", "seattle")]
    assert event.result.timings_ms["total"] > 0.0


def test_failing_listener_is_skipped_and_turn_and_others_go_on(engine: HotMem) -> None:
    seen: list[str] = []

    def broken(event: TurnEvent) -> None:
        raise RuntimeError("listener bug")

    engine.add_turn_listener(broken)
    engine.add_turn_listener(lambda e: seen.append(e.user))
    result = engine.process_turn("My dog is named Rex.", user="bob")
    assert result.error is None
    assert [f.key for f in result.facts] == [("you", "dog", "rex")]
    assert seen == ["bob"]
    assert [e["d"] for e in engine.export("bob")["edges"]] == ["rex"]


def test_removed_listener_is_not_called(engine: HotMem) -> None:
    events: list[TurnEvent] = []
    engine.add_turn_listener(events.append)
    engine.process_turn("I live in Paris.", user="carol")
    engine.remove_turn_listener(events.append)  # bound methods compare equal
    engine.process_turn("I work at Acme.", user="carol")
    assert len(events) == 1


def test_dry_run_extracts_and_scores_without_writing(engine: HotMem) -> None:
    engine.process_turn("I live in Seattle.", user="alice", ts=1000.0)
    engine.process_turn("My sister Anna lives in Denver.", user="alice", ts=1001.0)
    before = engine.export("alice")

    dry = engine.dry_run("Where do I live? I also love jazz.", user="alice", ts=1002.0)

    assert [f.key for f in dry.facts] == [("you", "likes", "jazz")]
    assert dry.gated is True
    assert dry.bullets == ["You live in Seattle."]
    picked = [c for c in dry.candidates if c.outcome == "picked"]
    assert [c.edge.key for c in picked] == [("you", "lives_in", "seattle")]
    for cand in dry.candidates:
        # The terms are the score, split: their contributions add up to it exactly.
        total = sum(term.contribution for term in cand.terms.values())
        assert total == pytest.approx(cand.score, abs=1e-9)
        assert set(cand.terms) == {"pred_priority", "recency", "overlap", "weight", "need"}
    assert engine.export("alice") == before  # nothing written, no turn counted


def test_dry_run_leaves_the_session_coref_alone(engine: HotMem) -> None:
    engine.process_turn("My sister Anna lives in Denver.", user="dana", session="call")
    engine.dry_run("My brother Tom lives in Boston.", user="dana", session="call")
    result = engine.process_turn("She works at Google.", user="dana", session="call")
    assert [f.key for f in result.facts] == [("anna", "works_at", "google")]


def test_dry_run_rejects_a_bad_user(engine: HotMem) -> None:
    with pytest.raises(InvalidUserError):
        engine.dry_run("I live in Rome.", user="")


def test_languages_report_loaded_pipelines(engine: HotMem) -> None:
    langs = engine.languages()
    assert list(langs) == list(engine.config.langs)
    assert langs["en"]["loaded"] is True
    assert langs["en"]["kind"] == "parser"
    assert "parser" in langs["en"]["components"]
