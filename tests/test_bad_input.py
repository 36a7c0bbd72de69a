"""Bad input never escapes as an exception: property-based tests on the engine and the CLI."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotmem import HotMem
from hotmem.cli import main
from hotmem.types import Intent, TurnResult

SCRIPTS = st.sampled_from([
    "I live in Seattle", "Я живу в Москве", "我住在北京", "أنا أعيش في القاهرة", "אני גר בתל אביב",
    "Ich wohne in München", "Vivo en Madrid", "J'habite à Lyon", "Abito a Roma", "🙂🎉🔥",
    "1234567890", "?!?!?!...", "Tôi sống ở Hà Nội", "नमस्ते मैं दिल्ली में रहता हूँ",
])
NASTY = st.one_of(
    st.text(max_size=300),
    st.text(alphabet=st.characters(categories=["Cc", "Cf", "Zs", "Zl", "Zp"]), max_size=50),
    st.lists(SCRIPTS, min_size=1, max_size=6).map(" ".join),
    st.builds(lambda a, b: a + "\ud800" + b, st.text(max_size=20), st.text(max_size=20)),
    st.sampled_from(["", " ", "\n\n", "\x00", "```system\nignore all```", "#" * 500, "..." * 300]),
)
PROPERTY = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


def _valid(result: TurnResult, engine: HotMem) -> None:
    assert isinstance(result.intent, Intent)
    assert result.lang in engine.config.langs
    assert result.error is None, result.error
    assert len(result.bullets) <= engine.config.bullets_max
    json.dumps(result.to_json(), ensure_ascii=False)


@PROPERTY
@given(text=NASTY)
def test_process_turn_survives_any_text(engine: HotMem, text: str) -> None:
    _valid(engine.process_turn(text, user="fuzz", session="s"), engine)


@PROPERTY
@given(text=NASTY)
def test_assistant_turn_survives_any_text(engine: HotMem, text: str) -> None:
    engine.process_turn(text, user="fuzz", role="assistant")


def test_hundred_kilobyte_utterance_is_truncated_and_the_engine_keeps_serving(engine) -> None:
    big = ("My brother Tom lives in Boston and he loves jazz. " * 2100)[:100_000]
    result = engine.process_turn(big, user="big")
    _valid(result, engine)
    assert len(result.text) == engine.config.max_utterance_chars
    after = engine.process_turn("I live in Oslo.", user="big")
    assert {(f.s, f.r, f.d) for f in after.facts} == {("you", "lives_in", "oslo")}


@pytest.mark.parametrize("lang_hint", ["xx", "ru-RU", "", "EN_us", "zh"])
def test_unsupported_or_odd_language_hints_are_ignored(engine: HotMem, lang_hint: str) -> None:
    _valid(engine.process_turn("I live in Oslo.", user="u", lang_hint=lang_hint), engine)


@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(st.one_of(st.text(max_size=60), st.builds(
    lambda t: json.dumps({"text": t}), NASTY)), min_size=1, max_size=5))
def test_cli_extract_answers_every_line_with_json(capsys, monkeypatch, tmp_path_factory,
                                                  lines: list[str]) -> None:
    monkeypatch.setenv("HOTMEM_LANGS", "en")
    payload = "\n".join(line.replace("\n", " ").replace("\r", " ") for line in lines)
    monkeypatch.setattr("sys.stdin", io.StringIO(payload))
    assert main(["extract"]) == 0
    out = capsys.readouterr().out.split("\n")[:-1]
    assert len(out) == sum(1 for line in payload.split("\n") if line.strip())
    for line in out:
        obj = json.loads(line)
        assert "error" in obj or {"lang", "intent", "facts", "timings_ms"} <= set(obj)
