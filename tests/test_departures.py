"""Leaving a stored home or employer, and the new value after it, in the five languages.

A user who says they left an employer or a home must stop being told they still work or live
there: the old edge is negated (its history kept), the new value, when said, is the answer, and
no quote of the turn brings the old value back. Every test runs the real engine on a real LMDB.
"""

from __future__ import annotations

import pytest

from hotmem import HotMem
from hotmem.departures import DepartureTableError, _parse, cued, patterns_of, tokens
from hotmem.types import EdgeStatus

T0 = 1_790_000_000.0
MINUTE = 60.0


def _talk(engine: HotMem, lang: str, *lines: str, user: str = "dana") -> list:
    return [engine.process_turn(line, user=user, ts=T0 + n * MINUTE, lang_hint=lang)
            for n, line in enumerate(lines)]


def _status(engine: HotMem, key: tuple[str, str, str], user: str = "dana") -> str | None:
    return next((r["status"] for r in engine.export(user)["edges"]
                 if (r["s"], r["r"], r["d"]) == key), None)


@pytest.mark.parametrize(("lang", "stated", "left", "value", "question"), [
    ("en", "I work at Halfords.", "I quit Halfords last week.", "halfords", "where do I work?"),
    ("en", "I work for Ocado.", "so I left my job at Ocado, long story", "ocado",
     "remind me where I work"),
    ("fr", "je bosse chez leroy merlin", "j'ai quitté leroy merlin en mai", "leroy merlin",
     "je travaille où ?"),
    ("fr", "je travaille à l'inserm", "j'ai démissionné de l'inserm", "inserm",
     "dis-moi où je travaille"),
    ("es", "trabajo en telefónica", "dejé telefónica hace un mes", "telefónica",
     "¿dónde trabajo?"),
    ("es", "trabajo en el hospital clínico", "ya no estoy en el hospital clínico",
     "hospital clínico", "dime dónde trabajo"),
    ("de", "ich arbeite bei rewe", "ich hab bei rewe gekündigt", "rewe", "wo arbeite ich?"),
    ("de", "ich arbeite bei siemens", "ich hab meinen job bei siemens letzte woche gekündigt",
     "siemens", "sag mir, wo ich arbeite"),
    ("it", "lavoro all'enel", "ho lasciato l'enel", "enel", "dove lavoro?"),
    ("it", "lavoro alla barilla", "mi sono licenziata dalla barilla", "barilla",
     "dimmi dove lavoro"),
])
def test_a_left_employer_is_negated_with_its_history_and_never_shown_again(
    engine: HotMem, lang: str, stated: str, left: str, value: str, question: str
) -> None:
    results = _talk(engine, lang, stated, left, question)
    key = ("you", "works_at", value)
    assert [(f.r, f.d, f.negated) for f in results[1].facts if f.d == value] == [
        ("works_at", value, True)]
    assert _status(engine, key) == EdgeStatus.NEGATED.value
    assert value not in (results[1].message or "").lower()
    assert value not in (results[2].message or "").lower()


@pytest.mark.parametrize(("lang", "stated", "left", "value"), [
    ("en", "I live in Bristol.", "we moved out of Bristol in March", "bristol"),
    ("fr", "j'habite à rennes", "on a déménagé de rennes cet été", "rennes"),
    ("es", "vivo en murcia", "nos fuimos de murcia el año pasado", "murcia"),
    ("de", "ich wohne in kassel", "wir sind aus kassel weggezogen", "kassel"),
    ("it", "abito a bergamo", "siamo andati via da bergamo", "bergamo"),
])
def test_moving_out_of_a_stored_home_negates_it(
    engine: HotMem, lang: str, stated: str, left: str, value: str
) -> None:
    _talk(engine, lang, stated, left)
    assert _status(engine, ("you", "lives_in", value)) == EdgeStatus.NEGATED.value


@pytest.mark.parametrize(("lang", "stated", "left", "new", "question"), [
    ("en", "I work at Halfords.", "I left Halfords, I started at Deloitte last week",
     "deloitte", "where do I work now?"),
    ("fr", "je bosse chez leroy merlin",
     "j'ai quitté leroy merlin, je travaille chez vinted maintenant", "vinted",
     "je travaille où maintenant ?"),
    ("es", "trabajo en correos",
     "ya no estoy en correos, ahora trabajo en el ayuntamiento", "ayuntamiento",
     "¿dónde trabajo ahora?"),
    ("it", "lavoro alla barilla", "ho lasciato la barilla, adesso lavoro in ferrero",
     "ferrero", "dove lavoro adesso?"),
])
def test_the_new_employer_answers_and_the_old_one_is_not_quoted(
    engine: HotMem, lang: str, stated: str, left: str, new: str, question: str
) -> None:
    old = _talk(engine, lang, stated)[0].facts[0].d
    results = _talk(engine, lang, left, question)
    assert ("works_at", new, False) in [(f.r, f.d, f.negated) for f in results[0].facts]
    assert _status(engine, ("you", "works_at", new)) == EdgeStatus.ACTIVE.value
    assert _status(engine, ("you", "works_at", old)) == EdgeStatus.NEGATED.value
    answer = " ".join(results[1].bullets).lower()
    assert new in answer
    assert old not in answer


@pytest.mark.parametrize(("lang", "stated", "said", "value"), [
    ("en", "I work at Halfords.", "I left my umbrella at Halfords.", "halfords"),
    ("en", "I work at Halfords.", "should I quit Halfords?", "halfords"),
    ("en", "I work at Halfords.", "if I quit Halfords I'd have more time", "halfords"),
    ("en", "I live in Bristol.", "I quit smoking last year", "bristol"),
    ("fr", "je bosse chez leroy merlin", "je vais quitter leroy merlin l'an prochain",
     "leroy merlin"),
    ("es", "trabajo en telefónica", "¿debería dejar telefónica?", "telefónica"),
    ("de", "ich arbeite bei rewe", "soll ich bei rewe kündigen?", "rewe"),
    ("de", "ich arbeite bei rewe", "meine schwester hat bei rewe gekündigt", "rewe"),
    ("de", "ich wohne in kassel", "mein bruder wohnt nicht mehr in kassel", "kassel"),
    ("en", "I work at Halfords.", "my brother quit Halfords in June", "halfords"),
    ("it", "lavoro alla barilla", "vorrei lasciare la barilla", "barilla"),
])
def test_plans_questions_and_other_objects_leave_the_employer_or_home_active(
    engine: HotMem, lang: str, stated: str, said: str, value: str
) -> None:
    results = _talk(engine, lang, stated, said)
    relation = results[0].facts[0].r
    assert _status(engine, ("you", relation, value)) == EdgeStatus.ACTIVE.value
    assert not any(f.negated and f.key == ("you", relation, value) for f in results[1].facts)


def test_a_departure_from_a_value_never_stored_adds_nothing(engine: HotMem) -> None:
    result = _talk(engine, "en", "I quit Tesco last week.")[0]
    assert not any(f.d == "tesco" and f.negated for f in result.facts)
    assert _status(engine, ("you", "works_at", "tesco")) is None


def test_every_language_package_has_departure_patterns() -> None:
    for lang in ("en", "es", "fr", "de", "it"):
        table = patterns_of(lang)
        assert {r for p in table.patterns for r in p.relations} == {"works_at", "lives_in"}
        assert table.gap_words
    assert cued(tokens("ich hab bei rewe gekündigt"), "de")
    assert not cued(tokens("ich arbeite bei rewe"), "de")


def test_a_pattern_without_one_slot_is_a_typed_error() -> None:
    with pytest.raises(DepartureTableError):
        _parse("i left", ("works_at",), "test")
    with pytest.raises(DepartureTableError):
        _parse("X left X", ("works_at",), "test")


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("en", "I started at Deloitte in May", {("works_at", "deloitte", False)}),
    ("en", "I started at the bottom", set()),
    ("fr", "je travaille chez thales maintenant", {("works_at", "thales", False)}),
    ("fr", "je bosse chez veepee maintenant", {("works_at", "veepee", False)}),
    ("fr", "je bosse chez qonto depuis peu", {("works_at", "qonto", False)}),
    ("es", "ya no estoy en correos, ahora trabajo en el ayuntamiento",
     {("works_at", "ayuntamiento", False)}),
    ("es", "yo no soy de madrid", {("born_in", "madrid", True)}),
])
def test_a_new_workplace_is_read_with_its_polarity(
    engine: HotMem, lang: str, text: str, expected: set
) -> None:
    result = _talk(engine, lang, text)[0]
    assert {(f.r, f.d, f.negated) for f in result.facts
            if f.r in ("works_at", "born_in")} == expected


@pytest.mark.parametrize(("lang", "stated", "moved", "value", "question"), [
    ("en", "I live in Norwich.", "we moved from Norwich in May", "norwich", "where do I live?"),
    ("es", "vivo en sevilla", "me mudé de sevilla hace un año", "sevilla", "¿dónde vivo?"),
    ("fr", "j'habite à grenoble", "j'ai déménagé de grenoble en mars", "grenoble",
     "j'habite où ?"),
    ("it", "abito a bari", "mi sono trasferito da bari l'anno scorso", "bari", "dove abito?"),
    ("de", "ich wohne in dresden", "ich bin aus dresden weggezogen", "dresden", "wo wohne ich?"),
])
def test_moving_from_the_stored_home_ends_it(
    engine: HotMem, lang: str, stated: str, moved: str, value: str, question: str
) -> None:
    results = _talk(engine, lang, stated, moved, question)
    assert ("you", "moved_from", value) in [f.key for f in results[1].facts]
    assert _status(engine, ("you", "lives_in", value)) in (
        EdgeStatus.SUPERSEDED.value, EdgeStatus.NEGATED.value)
    assert not any("live in" in b and value in b.lower() for b in results[2].bullets)


@pytest.mark.parametrize(("lang", "stated", "outing", "relation", "value"), [
    ("en", "I work at Tesco.", "I left Tesco early today to pick up my son.", "works_at",
     "tesco"),
    ("en", "I work at Halfords.", "I left Halfords at 6 and went for a swim.", "works_at",
     "halfords"),
    ("en", "I work at Boots.", "I'm done with Boots for today, so tired", "works_at", "boots"),
    ("es", "trabajo en iberdrola", "hoy salí de iberdrola a las seis", "works_at",
     "iberdrola"),
    ("es", "vivo en zaragoza", "dejamos zaragoza el viernes para ir a la playa", "lives_in",
     "zaragoza"),
    ("fr", "je travaille chez michelin", "je suis partie de michelin vers 17h", "works_at",
     "michelin"),
    ("de", "wir wohnen in kassel", "wir sind nicht mehr in kassel, wir sind im urlaub",
     "lives_in", "kassel"),
    ("it", "abito a bergamo", "abbiamo lasciato bergamo alle sette per andare al lago",
     "lives_in", "bergamo"),
])
def test_leaving_for_the_day_or_an_outing_keeps_the_employer_or_home(
    engine: HotMem, lang: str, stated: str, outing: str, relation: str, value: str
) -> None:
    _talk(engine, lang, stated, outing)
    assert _status(engine, ("you", relation, value)) == EdgeStatus.ACTIVE.value


def test_a_clock_time_is_any_one_token_time_or_a_listed_clock_word() -> None:
    table = patterns_of("en")
    assert table.about_one_day(tokens("i left at 6pm"))
    assert table.about_one_day(tokens("left at six"))
    assert not table.about_one_day(tokens("i left tesco two weeks ago"))
