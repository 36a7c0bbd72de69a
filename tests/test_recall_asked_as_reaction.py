"""Recall questions the parser reads as a reaction: "do you remember", "tu te rappelles",
"weißt du noch", a question word in place ("c'est où déjà mon boulot") or an asking phrase
("kannst du mir sagen, wo ich wohne"). Asked in the first person about a stored relation,
they are questions, "?" or not; about nothing stored, or not about the user, they stay shut.
Real engine, real LMDB.
"""

from __future__ import annotations

import pytest

from hotmem import HotMem

T0 = 1_790_000_000.0


@pytest.mark.parametrize(("lang", "stated", "question", "value"), [
    ("fr", "j'habite à Quimper", "tu te rappelles où j'habite ?", "Quimper"),
    ("fr", "j'habite à Quimper", "tu te souviens où j'habite", "Quimper"),
    ("fr", "je travaille chez Decathlon", "c'est où déjà mon boulot", "Decathlon"),
    ("de", "ich wohne in Lübeck", "kannst du mir sagen, wo ich wohne", "Lübeck"),
    ("de", "ich wohne in Lübeck", "weißt du meinen Wohnort noch", "Lübeck"),
    ("de", "ich arbeite bei Bosch", "bei welcher Firma bin ich", "Bosch"),
    ("de", "ich arbeite bei Bosch", "erinnerst du dich, wo ich arbeite", "Bosch"),
    ("es", "vivo en Cádiz", "¿te acuerdas de dónde vivo?", "Cádiz"),
    ("it", "abito a Lecce", "ti ricordi dove abito", "Lecce"),
    ("en", "I live in Norwich", "do you remember where I live", "Norwich"),
])
def test_a_first_person_recall_read_as_a_reaction_gets_the_fact(
    engine: HotMem, lang: str, stated: str, question: str, value: str
) -> None:
    engine.process_turn(stated, user="ilse", ts=T0, lang_hint=lang)
    result = engine.process_turn(question, user="ilse", ts=T0 + 60, lang_hint=lang)
    assert value.lower() in " ".join(result.bullets[:3]).lower()


@pytest.mark.parametrize(("lang", "stated", "turn"), [
    ("fr", "j'habite à Quimper", "tu te rappelles le film d'hier soir ?"),
    ("de", "ich wohne in Lübeck", "weißt du, wie spät es ist"),
    ("es", "vivo en Cádiz", "¿sabes cuántos habitantes tiene Chile?"),
    ("it", "abito a Lecce", "sai che ore sono"),
])
def test_a_remembering_phrase_about_nothing_stored_injects_nothing(
    engine: HotMem, lang: str, stated: str, turn: str
) -> None:
    engine.process_turn(stated, user="ilse", ts=T0, lang_hint=lang)
    result = engine.process_turn(turn, user="ilse", ts=T0 + 60, lang_hint=lang)
    assert result.message is None
