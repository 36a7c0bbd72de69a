"""Need cue families end to end in the five languages (real spaCy models, real LMDB): media
asked with a second-person or separable verb, the weather asked by name for today, dressing
asked with the verb the question conjugates, snacks between meals, and a sport to take up read
beside a health condition. Near misses: exclamations about today's weather, a separable verb
with no need, a food allergy for a sport."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hotmem import HotMem
from tests.chat import Chat


def _shown(chat: Chat, ask: str) -> set[str]:
    """The values of the facts picked for ``ask`` (empty when nothing is injected)."""
    return {d for _, _, d in chat.picks(ask) or set()}


@pytest.mark.parametrize(("lang", "facts", "ask", "value"), [
    ("de", ("Ich höre gern Reggae.",), "leg mal was zum Aufräumen auf, Musik bitte", "reggae"),
    ("es", ("Me encantan las novelas policíacas.",), "me recomiendas un libro para las vacaciones",
     "novelas policíacas"),
    ("fr", ("Je fais du pilates.",), "tu peux me proposer une séance de sport pour ce soir",
     "pilates"),
])
def test_a_request_said_with_a_second_person_or_separable_verb_reads_the_likings(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, value: str,
) -> None:
    chat = Chat(engine, f"req-{lang}", lang)
    chat.say(*facts)
    assert value in _shown(chat, ask)


def test_a_separable_verb_with_no_need_asks_for_nothing(engine: HotMem) -> None:
    chat = Chat(engine, "leg", "de")
    chat.say("Ich wohne in Kassel.", "Ich höre gern Reggae.")
    assert chat.picks("leg das Buch auf den Tisch") is None


@pytest.mark.parametrize(("lang", "home", "ask"), [
    ("it", "Abito a Trieste.", "che tempo fa oggi da noi"),
    ("en", "I live in Dundee.", "what's the weather doing today"),
    ("es", "Vivo en Burgos.", "qué tiempo hace hoy por aquí"),
    ("fr", "J'habite à Brest.", "il fait quel temps aujourd'hui ?"),
    ("de", "Ich wohne in Kassel.", "wie ist das Wetter heute bei uns?"),
])
def test_the_weather_asked_by_name_for_today_reads_home(
    engine: HotMem, lang: str, home: str, ask: str,
) -> None:
    chat = Chat(engine, f"today-{lang}", lang)
    chat.say(home)
    shown = _shown(chat, ask)
    assert shown & {"trieste", "dundee", "burgos", "brest", "kassel"}


@pytest.mark.parametrize(("lang", "home", "said"), [
    ("it", "Abito a Trieste.", "che caldo oggi"),
    ("en", "I live in Dundee.", "so cold today"),
    ("de", "Ich wohne in Kassel.", "heute ist es echt warm"),
])
def test_todays_weather_remarked_on_reads_nothing(
    engine: HotMem, lang: str, home: str, said: str,
) -> None:
    chat = Chat(engine, f"remark-{lang}", lang)
    chat.say(home)
    assert chat.picks(said) is None


@pytest.mark.parametrize(("lang", "home", "ask"), [
    ("de", "Ich wohne in Kassel.", "was zieh ich morgen zur Arbeit an"),
    ("fr", "J'habite à Brest.", "je m'habille comment pour sortir ?"),
    ("it", "Abito a Trieste.", "cosa mi metto stasera?"),
])
def test_dressing_asked_with_the_conjugated_verb_reads_home(
    engine: HotMem, lang: str, home: str, ask: str,
) -> None:
    chat = Chat(engine, f"dress-{lang}", lang)
    chat.say(home)
    assert _shown(chat, ask) & {"kassel", "brest", "trieste"}


@pytest.mark.parametrize(("lang", "facts", "ask", "value"), [
    ("es", ("Soy vegetariana.", "Vivo en Burgos."), "qué puedo picar esta tarde", "vegetariana"),
    ("it", ("Sono vegana.", "Abito a Trieste."), "idee per la merenda dei bambini?", "vegana"),
])
def test_a_snack_between_meals_reads_the_diet(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, value: str,
) -> None:
    chat = Chat(engine, f"snack-{lang}", lang)
    chat.say(*facts)
    assert value in _shown(chat, ask)


@pytest.mark.parametrize(("lang", "facts", "ask", "value"), [
    ("it", ("Ho l'asma.", "Sono allergico alle noci."),
     "vorrei iniziare a fare sport, cosa mi consigli?", "asma"),
    ("en", ("I have arthritis.", "I'm allergic to walnuts."),
     "i want to take up a sport, any ideas?", "arthritis"),
])
def test_a_sport_to_take_up_reads_a_health_condition_not_a_food_allergy(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, value: str,
) -> None:
    chat = Chat(engine, f"sport-{lang}", lang)
    chat.say(*facts)
    shown = _shown(chat, ask)
    assert value in shown
    assert not shown & {"noci", "walnuts"}


@pytest.mark.parametrize(("lang", "facts", "ask", "unwanted"), [
    # An allergy named in one word is no state of the body a sport depends on.
    ("de", ("Ich habe eine Erdnussallergie.", "Ich wohne in Kassel."),
     "ich möchte mit dem Klettern anfangen, hast du Tipps?", "erdnussallergie"),
    # An outing is no sport: the user's health is not asked.
    ("it", ("Ho l'asma.", "Abito a Trieste."), "organizzami una gita per sabato", "asma"),
])
def test_an_allergy_or_an_outing_does_not_read_a_condition_for_a_sport(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, unwanted: str,
) -> None:
    chat = Chat(engine, f"nosport-{lang}", lang)
    chat.say(*facts)
    assert unwanted not in _shown(chat, ask)
