"""A plan for a precise day, told again once it happened without a day of its own, takes the
planned day; a plan for a month, a plan still ahead, a plan too long ago or a telling about
something else gives nothing. Real engine, real LMDB, own sentences in all five languages."""

from __future__ import annotations

import pytest

from hotmem import HotMem
from hotmem.episodes.dates import render
from hotmem.episodes.record import Episode


def _said(engine: HotMem, user: str, lang: str, *turns: tuple[str, str]) -> dict[str, str | None]:
    for ts, text in turns:
        engine.process_turn(text, user=user, session=ts[:10], ts=ts, lang_hint=lang)
    out: dict[str, str | None] = {}
    for record in engine.export(user)["episodes"]:
        episode = Episode.from_record(record)
        out[episode.text] = render(episode.date) if episode.date else None
    return out


@pytest.mark.parametrize(("lang", "plan", "outcome", "day"), [
    ("en", "on may 16th i'm running the harbour trail race with my neighbour Tomasz",
     "the harbour trail race was brutal, i finished in the top fifty", "on 16 May 2026"),
    ("es", "el 16 de mayo hago la carrera del puerto con mi vecina Lorena",
     "la carrera del puerto fue durísima, quedé entre los cincuenta primeros",
     "on 16 May 2026"),
    ("fr", "le 16 mai je cours le trail du port avec mon voisin Mathis",
     "le trail du port était dur, j'ai fini dans les cinquante premiers", "on 16 May 2026"),
    ("de", "am 16. mai laufe ich den Hafenlauf mit meiner Nachbarin Frieda",
     "der Hafenlauf war hart, ich bin unter den ersten fünfzig ins Ziel gekommen",
     "on 16 May 2026"),
    ("it", "il 16 maggio faccio la corsa del porto con il mio vicino Dario",
     "la corsa del porto è stata durissima, sono arrivato tra i primi cinquanta",
     "on 16 May 2026"),
])
def test_a_plan_told_again_once_it_happened_takes_the_planned_day(
    engine: HotMem, lang: str, plan: str, outcome: str, day: str,
) -> None:
    told = _said(engine, f"outcome-{lang}", lang, ("2026-05-02T10:00:00Z", plan),
                 ("2026-05-20T18:00:00Z", outcome))
    dated = {text: when for text, when in told.items() if text in outcome}
    assert dated
    assert day in dated.values()


def test_a_plan_still_ahead_gives_no_day(engine: HotMem) -> None:
    told = _said(engine, "ahead-en", "en",
                 ("2026-05-02T10:00:00Z", "on june 20th i'm running the harbour trail race"),
                 ("2026-05-20T18:00:00Z", "the harbour trail race sign-up was a mess, i waited "
                  "an hour"))
    assert all(when is None for text, when in told.items() if "sign-up" in text)


def test_a_plan_for_a_month_names_no_day_to_give(engine: HotMem) -> None:
    told = _said(engine, "month-it", "it",
                 ("2026-04-02T10:00:00Z", "a maggio faccio la corsa del porto con Dario"),
                 ("2026-06-02T18:00:00Z", "la corsa del porto è stata durissima"))
    assert told["la corsa del porto è stata durissima"] is None


def test_a_telling_about_something_else_takes_no_planned_day(engine: HotMem) -> None:
    told = _said(engine, "other-fr", "fr",
                 ("2026-05-02T10:00:00Z", "le 16 mai je cours le trail du port avec Mathis"),
                 ("2026-05-20T18:00:00Z", "j'ai repeint la cuisine en vert sapin avec ma soeur"))
    assert told["j'ai repeint la cuisine en vert sapin avec ma soeur"] is None


def test_a_plan_long_gone_gives_no_day(engine: HotMem) -> None:
    told = _said(engine, "old-de", "de",
                 ("2026-01-02T10:00:00Z", "am 10. januar laufe ich den Hafenlauf mit Frieda"),
                 ("2026-05-20T18:00:00Z", "der Hafenlauf war hart, ich bin kaum ins Ziel "
                  "gekommen"))
    assert all(when is None for text, when in told.items() if "war hart" in text)
