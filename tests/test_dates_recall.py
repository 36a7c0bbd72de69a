"""When-questions answered with the event's date, in five languages: a relative time word said
on one day is resolved against that day and named in the first bullet days later.

Statements are said on Wednesday 11 March 2026 unless a case says otherwise (Sunday 15 March,
Thursday 8 January); questions come on Friday 20 March 2026.
"""

from __future__ import annotations

import datetime as dt

import pytest

from hotmem import HotMem

WED = "2026-03-11T15:00:00Z"
SUN = "2026-03-15T10:00:00Z"
JAN = "2026-01-08T09:00:00Z"
ASKED = "2026-03-20T10:00:00Z"

CASES = [
    ("en", "I went to a pottery class yesterday.", WED, "When did I go to the pottery class?",
     "on 10 March 2026"),
    ("en", "Last Saturday I ran the half marathon in Leeds.", SUN,
     "When did I run the half marathon?", "on 14 March 2026"),
    ("en", "I adopted a rescue greyhound two weeks ago.", WED,
     "When did I adopt the greyhound?", "around 25 February 2026"),
    ("en", "I visited my grandmother in Porto in December.", JAN,
     "When did I visit my grandmother?", "in December 2025"),
    ("es", "Hace dos semanas adopté un gato.", WED, "¿Cuándo adopté el gato?",
     "around 25 February 2026"),
    ("es", "El sábado pasado corrí una carrera de diez kilómetros en Sevilla.", SUN,
     "¿Cuándo corrí la carrera?", "on 14 March 2026"),
    ("fr", "Samedi dernier, j'ai couru un semi-marathon à Lille.", SUN,
     "Quand ai-je couru le semi-marathon ?", "on 14 March 2026"),
    ("fr", "Il y a trois jours, j'ai acheté un vélo.", WED, "Quand ai-je acheté le vélo ?",
     "on 8 March 2026"),
    ("de", "Vor zwei Wochen habe ich einen Hund adoptiert.", WED,
     "Wann habe ich den Hund adoptiert?", "around 25 February 2026"),
    ("de", "Im Dezember habe ich meine Oma in Hamburg besucht.", JAN,
     "Wann habe ich meine Oma besucht?", "in December 2025"),
    ("it", "Sabato scorso ho corso una mezza maratona a Torino.", SUN,
     "Quando ho corso la mezza maratona?", "on 14 March 2026"),
    ("it", "Tre giorni fa ho comprato una bici nuova.", WED, "Quando ho comprato la bici?",
     "on 8 March 2026"),
]


@pytest.mark.parametrize(("lang", "said", "said_at", "question", "when"), CASES)
def test_a_when_question_gets_the_resolved_date_first(
    engine: HotMem, lang: str, said: str, said_at: str, question: str, when: str
) -> None:
    user = f"when-{lang}-{len(said)}"
    engine.process_turn(said, user=user, session="s1", ts=said_at, lang_hint=lang)
    result = engine.process_turn(question, user=user, session="s2", ts=ASKED, lang_hint=lang)
    said_on = dt.datetime.fromisoformat(said_at)
    assert result.bullets, question
    assert result.bullets[0].startswith(f"On {said_on.day} {said_on:%B} 2026 you said: “")
    assert result.bullets[0].endswith(f"({when}).")
