"""Recall questions that name the work with a colloquial or a teaching verb, "?" or not.

"dis-moi où je bosse", "sag mir, wo ich jobbe", "dimmi dove insegno": the verb says which fact is
asked for even where the lemmatizer misreads it ("bosse" -> "boss", a kin noun). Real engine,
real LMDB.
"""

from __future__ import annotations

import pytest

from hotmem import HotMem

T0 = 1_790_000_000.0


@pytest.mark.parametrize(("lang", "stated", "question", "value"), [
    ("en", "I work at the Royal Infirmary.", "remind me where I teach", "Royal Infirmary"),
    ("fr", "je suis infirmière à l'hôpital Necker", "dis-moi où je bosse", "Necker"),
    ("fr", "je suis infirmière à l'hôpital Necker", "rappelle-moi où je bosse", "Necker"),
    ("es", "trabajo en una gestoría", "recuérdame dónde curro", "gestoría"),
    ("de", "ich arbeite bei Vaillant", "sag mir, wo ich jobbe", "Vaillant"),
    ("it", "insegno storia al liceo Parini", "dimmi dove insegno", "Parini"),
    ("it", "insegno storia al liceo Parini", "dove insegno?", "Parini"),
])
def test_a_work_question_with_a_colloquial_verb_gets_the_employer(
    engine: HotMem, lang: str, stated: str, question: str, value: str
) -> None:
    engine.process_turn(stated, user="noa", ts=T0, lang_hint=lang)
    result = engine.process_turn(question, user="noa", ts=T0 + 60, lang_hint=lang)
    assert value.lower() in " ".join(result.bullets[:3]).lower()


def test_a_misread_colloquial_verb_is_no_kin_noun(engine: HotMem) -> None:
    engine.process_turn("mon patron s'appelle Hervé", user="noa", ts=T0, lang_hint="fr")
    engine.process_turn("je bosse chez Vinted", user="noa", ts=T0 + 30, lang_hint="fr")
    result = engine.process_turn("dis-moi où je bosse", user="noa", ts=T0 + 60, lang_hint="fr")
    assert result.bullets[:1] == ["You work at Vinted."]
