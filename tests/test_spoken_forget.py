"""Spoken forget requests through the real engine, in all five languages: what each request
forgets, and everything it must leave alone.

Semantics (README, "Forgetting"): "forget that / it / what I told you" takes the previous
turn; "forget what I told you about X" takes what names X; a request for a whole memory or a
sentence that only uses the verb forgets nothing.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
import structlog

from hotmem import HotMem, HotMemConfig
from hotmem.extract.forget import forget_words
from hotmem.lang import language_codes
from hotmem.spoken_forget import forget_spoken
from hotmem.store import names_any
from hotmem.types import Extraction, Intent

T0 = dt.datetime(2026, 5, 12, 9, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
HOUR = 3600.0

Facts = set[tuple[str, str, str]]


def _say(engine: HotMem, user: str, lang: str, turns: list[str], start: int = 0) -> None:
    for i, text in enumerate(turns, start):
        engine.process_turn(text, user=user, session="s1", ts=T0 + i * HOUR, lang_hint=lang)


def _memory(engine: HotMem, user: str) -> tuple[Facts, list[str]]:
    exported: dict[str, Any] = engine.export(user)
    facts = {(e["s"], e["r"], e["d"]) for e in exported["edges"]}
    return facts, sorted(e["text"] for e in exported["episodes"])


# --- "forget what I told you about X": X only --------------------------------------------

ABOUT_CASES = {
    "en": (["I live in Lisbon and I love lemon tart.", "My sister Ana works at the aquarium.",
            "I baked a lemon tart for my neighbour last Sunday.",
            "I started a pottery class last week."],
           "Forget what I told you about the tart.", "tart", ("you", "likes", "lemon tart")),
    "es": (["Vivo en Valencia y me encanta la tarta de queso.",
            "Mi hermana Lucía trabaja en el acuario.",
            "Empecé un curso de cerámica la semana pasada."],
           "Olvida lo que te dije sobre la tarta.", "tarta", ("you", "likes", "tarta de queso")),
    "fr": (["J'habite à Lyon et j'adore la tarte aux pommes.",
            "J'ai fait une tarte aux pommes pour ma voisine dimanche dernier.",
            "J'ai commencé un cours de poterie la semaine dernière."],
           "Oublie ce que je t'ai dit sur la tarte.", "tarte",
           ("you", "likes", "tarte aux pommes")),
    "de": (["Ich wohne in Graz und ich liebe Apfelkuchen.",
            "Meine Schwester Lena arbeitet im Aquarium.",
            "Ich habe letzten Sonntag einen Apfelkuchen für meine Nachbarin gebacken.",
            "Ich habe gestern einen Töpferkurs angefangen."],
           "Vergiss, was ich dir über den Apfelkuchen erzählt habe.", "apfelkuchen",
           ("you", "likes", "apfelkuchen")),
    "it": (["Abito a Bologna e adoro la torta di mele.", "Mia sorella Giulia lavora all'acquario.",
            "Ho preparato una torta di mele per la mia vicina domenica scorsa.",
            "Ho iniziato un corso di ceramica la settimana scorsa."],
           "Dimentica quello che ti ho detto sulla torta.", "torta",
           ("you", "likes", "torta di mele")),
}


@pytest.mark.parametrize("lang", sorted(ABOUT_CASES))
def test_forget_what_i_told_you_about_a_thing_takes_that_thing_only(
    engine: HotMem, lang: str
) -> None:
    turns, said, topic, topic_fact = ABOUT_CASES[lang]
    _say(engine, "mia", lang, turns)
    facts, episodes = _memory(engine, "mia")
    assert topic_fact in facts
    assert len(facts) >= 2 and episodes  # something else to keep

    engine.process_turn(said, user="mia", session="s1", ts=T0 + 9 * HOUR, lang_hint=lang)

    kept_facts, kept_episodes = _memory(engine, "mia")
    assert kept_facts == {f for f in facts if topic not in f[0].split() + f[2].split()}
    assert topic_fact not in kept_facts
    assert kept_episodes == [e for e in episodes if not names_any(e, [topic])]
    assert len(kept_episodes) >= 1  # the pottery class stays ("started" is not "tart")


def test_forget_what_i_told_you_about_a_thing_said_two_turns_ago_spares_the_last_turn(
    engine: HotMem
) -> None:
    _say(engine, "noa", "en", ["I love plum cake.", "I work at the botanical garden."])
    engine.process_turn("Forget what I told you about the cake.", user="noa", session="s1",
                        ts=T0 + 5 * HOUR, lang_hint="en")
    facts, _ = _memory(engine, "noa")
    assert facts == {("you", "works_at", "botanical garden")}


@pytest.mark.parametrize(("lang", "turns", "said", "kept"), [
    ("es", ["Vivo en Cádiz.", "Mi hermana Marta trabaja en el puerto."],
     "Olvida lo que te conté sobre mi hermana.", {("you", "lives_in", "cádiz")}),
    ("it", ["Abito a Trieste.", "Mia sorella Irene lavora al porto."],
     "Dimentica quello che ti ho detto su mia sorella.", {("you", "lives_in", "trieste")}),
    ("en", ["I live in Galway.", "My sister Orla works at the harbour."],
     "Please forget what I told you about my sister.", {("you", "lives_in", "galway")}),
])
def test_forget_what_i_told_you_about_a_relative_takes_her_and_her_facts(
    engine: HotMem, lang: str, turns: list[str], said: str, kept: Facts
) -> None:
    _say(engine, "ines", lang, turns)
    facts, _ = _memory(engine, "ines")
    assert len(facts) == 3  # the residence, the sister's name and her workplace
    engine.process_turn("Ok.", user="ines", session="s1", ts=T0 + 4 * HOUR, lang_hint=lang)
    engine.process_turn(said, user="ines", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)
    assert _memory(engine, "ines")[0] == kept


@pytest.fixture
def mem(backend: dict[str, Any], pipelines) -> Iterator[HotMem]:
    with HotMem(HotMemConfig.from_env({}, **backend), pipelines=pipelines) as engine:
        yield engine


def test_a_topic_is_forgotten_as_a_word_on_either_store(mem: HotMem) -> None:
    _say(mem, "eli", "en", ["I love tart.", "I started a pottery class last week.",
                            "I baked two tarts for the village fair last Saturday.",
                            "I live in Leeds."])
    facts, episodes = _memory(mem, "eli")
    assert ("you", "likes", "tart") in facts and len(episodes) == 2
    mem.process_turn("Forget what I told you about the tart.", user="eli", session="s1",
                     ts=T0 + 9 * HOUR)
    assert _memory(mem, "eli") == ({("you", "lives_in", "leeds")},
                                   ["I started a pottery class last week"])


def test_a_topic_never_matches_inside_another_word_on_either_store(mem: HotMem) -> None:
    _say(mem, "zoe", "en", ["I had dinner with Martha in Stuttgart last night.",
                            "I met Diana at the station yesterday.",
                            "I took an art class on Monday.", "My friend Ana lives in Porto."])
    facts, episodes = _memory(mem, "zoe")
    assert facts == {("you", "has", "dinner"), ("you", "friend", "ana"),
                     ("ana", "lives_in", "porto")}
    assert len(episodes) == 3
    mem.process_turn("Forget what I told you about art.", user="zoe", session="s1",
                     ts=T0 + 8 * HOUR)
    assert _memory(mem, "zoe") == (facts, [
        "I had dinner with Martha in Stuttgart last night",
        "I met Diana at the station yesterday"])
    mem.process_turn("Forget what I told you about Ana.", user="zoe", session="s1",
                     ts=T0 + 9 * HOUR)
    assert _memory(mem, "zoe") == ({("you", "has", "dinner")}, [
        "I had dinner with Martha in Stuttgart last night",
        "I met Diana at the station yesterday"])


def test_forget_where_i_work_keeps_episodes_that_only_share_the_verb(mem: HotMem) -> None:
    _say(mem, "rui", "en", ["I work at the aquarium.", "I worked late on Tuesday.",
                            "I flew to Paris last April."])
    facts, episodes = _memory(mem, "rui")
    assert ("you", "works_at", "aquarium") in facts
    assert episodes == ["I flew to Paris last April", "I worked late on Tuesday"]
    mem.process_turn("Forget where I work.", user="rui", session="s1", ts=T0 + 5 * HOUR)
    assert _memory(mem, "rui") == (facts - {("you", "works_at", "aquarium")}, episodes)


def test_forget_that_takes_the_last_turn_only_not_older_episodes_naming_its_place(
    mem: HotMem
) -> None:
    _say(mem, "jo", "en", ["I flew to Paris last April.", "I live in Paris."])
    assert _memory(mem, "jo") == ({("you", "went_to", "paris"), ("you", "lives_in", "paris")},
                                  ["I flew to Paris last April"])
    mem.process_turn("Forget that.", user="jo", session="s1", ts=T0 + 5 * HOUR)
    assert _memory(mem, "jo") == ({("you", "went_to", "paris")}, ["I flew to Paris last April"])


def test_forget_my_sister_keeps_the_users_own_trip_to_her_city(mem: HotMem) -> None:
    _say(mem, "kim", "en", ["My sister Ana lives in Rome.",
                            "I visited Rome last summer with my cousin.",
                            "I had lunch with Ana on Sunday."])
    facts, episodes = _memory(mem, "kim")
    assert facts == {("you", "sister", "ana"), ("ana", "lives_in", "rome"),
                     ("you", "went_to", "rome"), ("you", "has", "lunch")}
    assert episodes == ["I had lunch with Ana on Sunday",
                        "I visited Rome last summer with my cousin"]
    mem.process_turn("Forget my sister.", user="kim", session="s1", ts=T0 + 5 * HOUR)
    assert _memory(mem, "kim") == ({("you", "went_to", "rome"), ("you", "has", "lunch")},
                                   ["I visited Rome last summer with my cousin"])


@pytest.mark.parametrize(("lang", "turns", "said", "gone"), [
    ("en", ["I live in Rome.", "I live in Madrid now.", "I love lemon tart and cheesecake."],
     "Forget that I live in Rome.", ("you", "lives_in", "rome")),
    ("en", ["I live in Rome.", "I live in Madrid now.", "I love lemon tart and cheesecake."],
     "Forget that I love lemon tart.", ("you", "likes", "lemon tart")),
    ("es", ["Vivo en Roma.", "Ahora vivo en Madrid.", "Me encanta el flan."],
     "Olvida que vivo en Roma.", ("you", "lives_in", "roma")),
    ("fr", ["J'habite à Rome.", "Maintenant j'habite à Madrid.", "J'adore le flan."],
     "Oublie que j'habite à Rome.", ("you", "lives_in", "rome")),
    ("it", ["Abito a Roma.", "Adesso abito a Madrid.", "Adoro il tiramisù."],
     "Dimentica che abito a Roma.", ("you", "lives_in", "roma")),
])
def test_forget_that_i_live_in_a_place_takes_that_fact_only(
    engine: HotMem, lang: str, turns: list[str], said: str, gone: tuple[str, str, str]
) -> None:
    _say(engine, "max", lang, turns)
    facts, episodes = _memory(engine, "max")
    assert gone in facts and len({f for f in facts if f[1] == gone[1]}) == 2
    engine.process_turn(said, user="max", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)
    assert _memory(engine, "max") == (facts - {gone}, episodes)


# --- "forget that / it / what I told you": the previous turn ------------------------------

LAST_TURN = {
    "en": ("I live in Galway and I ran a marathon last Sunday.",
           "My brother Cian works at the brewery.",
           ["Forget what I told you.", "Forget what I just said.", "Forget it.",
            "Could you forget that?"]),
    "es": ("Vivo en Cádiz y corrí una maratón el domingo pasado.",
           "Mi hermano Pablo trabaja en la cervecería.",
           ["Olvida lo que te dije.", "Olvídalo.", "Olvídate de lo que te dije.",
            "Por favor, olvida eso."]),
    "fr": ("J'habite à Nantes et j'ai couru un marathon dimanche dernier.",
           "Mon frère Hugo travaille à la brasserie.",
           ["Oublie ce que je t'ai dit.", "Oublie-le.", "Oublie ça."]),
    "de": ("Ich wohne in Kiel und ich bin letzten Sonntag einen Marathon gelaufen.",
           "Mein Bruder Jonas arbeitet bei der Brauerei.",
           ["Vergiss, was ich gesagt habe.", "Vergiss es.",
            "Vergiss bitte, was ich dir gesagt habe."]),
    "it": ("Abito a Trieste e ho corso una maratona domenica scorsa.",
           "Mio fratello Marco lavora al birrificio.",
           ["Dimentica quello che ti ho detto.", "Dimenticalo.", "Dimentica questo."]),
}


@pytest.mark.parametrize(("lang", "said"), [
    (lang, said) for lang, (_, _, requests) in sorted(LAST_TURN.items())
    for said in requests
])
def test_forget_what_i_told_you_takes_the_previous_turn_only(
    engine: HotMem, lang: str, said: str
) -> None:
    first, second, _ = LAST_TURN[lang]
    _say(engine, "leo", lang, [first])
    kept_facts, kept_episodes = _memory(engine, "leo")
    assert ("you", "lives_in") in {(s, r) for s, r, _ in kept_facts}
    _say(engine, "leo", lang, [second], start=1)
    facts, _ = _memory(engine, "leo")
    assert len(facts) > len(kept_facts)  # the brother and his workplace

    engine.process_turn(said, user="leo", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)

    assert _memory(engine, "leo") == (kept_facts, kept_episodes)


def test_forget_what_i_just_said_takes_the_previous_turns_episodes_too(engine: HotMem) -> None:
    _say(engine, "ivy", "en", ["I live in Leeds.", "I adopted a grey kitten last Friday."])
    assert _memory(engine, "ivy")[1] == ["I adopted a grey kitten last Friday"]
    engine.process_turn("Forget what I just said.", user="ivy", session="s1", ts=T0 + 3 * HOUR)
    assert _memory(engine, "ivy") == ({("you", "lives_in", "leeds")}, [])


# --- requests for a whole memory, and statements using the verb: nothing -------------------

@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Forget everything about me."), ("en", "Forget me."),
    ("en", "Forget everything I told you."), ("es", "Olvídalo todo."),
    ("es", "Olvida todo lo que te dije."), ("fr", "Oublie tout."),
    ("fr", "Oublie tout ce que je t'ai dit sur moi."), ("de", "Vergiss alles."),
    ("de", "Vergiss alles über mich."), ("it", "Dimentica tutto."),
    ("it", "Dimentica tutto quello che ti ho detto."),
])
def test_a_spoken_request_for_a_whole_memory_forgets_nothing(
    engine: HotMem, lang: str, said: str
) -> None:
    first, second, _ = LAST_TURN[lang]
    _say(engine, "ola", lang, [first, second])
    before = _memory(engine, "ola")
    result = engine.process_turn(said, user="ola", session="s1", ts=T0 + 5 * HOUR,
                                 lang_hint=lang)
    assert _memory(engine, "ola") == before
    assert result.facts == []


@pytest.mark.parametrize("said", [
    "Remove the onions from my order.", "Forget that I am tired.",
    "Forget what I told you about you.",
])
def test_a_request_that_names_nothing_of_the_memory_forgets_nothing(
    engine: HotMem, said: str
) -> None:
    _say(engine, "bo", "en", ["I was born in Cork and I hate onions.", "I love sailing."])
    before = _memory(engine, "bo")
    assert ("you", "born_in", "cork") in before[0] and ("you", "dislikes", "onions") in before[0]
    engine.process_turn(said, user="bo", session="s1", ts=T0 + 5 * HOUR)
    assert _memory(engine, "bo") == before


def test_a_declined_request_is_logged_with_its_reason(engine: HotMem) -> None:
    with structlog.testing.capture_logs() as logs:
        engine.process_turn("Forget everything about me.", user="ada", ts=T0)
    declined = [e for e in logs if e["event"] == "turn.forget_declined"]
    assert [(e["user"], e["reason"]) for e in declined] == [("ada", "everything")]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Remove it from my cart."), ("en", "Delete it."), ("en", "Erase that please."),
    ("es", "Borra eso."), ("es", "Bórralo."), ("de", "Lösch das."), ("fr", "Efface ça."),
    ("it", "Cancellalo."),
])
def test_an_erase_verb_with_a_pronoun_and_no_memory_named_forgets_nothing(
    engine: HotMem, lang: str, said: str
) -> None:
    first, second, _ = LAST_TURN[lang]
    _say(engine, "uma", lang, [first, second])
    before = _memory(engine, "uma")
    with structlog.testing.capture_logs() as logs:
        engine.process_turn(said, user="uma", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)
    assert _memory(engine, "uma") == before
    assert [e["reason"] for e in logs if e["event"] == "turn.forget_declined"] == ["unclear"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Remove that from your memory."), ("en", "Delete what I told you."),
    ("es", "Bórralo de tu memoria."), ("fr", "Efface ça de ta mémoire."),
    ("de", "Lösch das aus deinem Gedächtnis."), ("it", "Cancella questo dalla tua memoria."),
])
def test_an_erase_verb_naming_memory_takes_the_previous_turn(
    engine: HotMem, lang: str, said: str
) -> None:
    first, second, _ = LAST_TURN[lang]
    _say(engine, "eva", lang, [first])
    kept = _memory(engine, "eva")
    _say(engine, "eva", lang, [second], start=1)
    assert len(_memory(engine, "eva")[0]) > len(kept[0])
    engine.process_turn(said, user="eva", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)
    assert _memory(engine, "eva") == kept


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Forget what I told you about yesterday."),
    ("en", "Forget what I told you about last week."),
    ("it", "Dimentica quello che ti ho detto di ieri."),
    ("es", "Olvida lo que te dije sobre ayer."),
    ("de", "Vergiss, was ich dir über gestern erzählt habe."),
])
def test_a_time_is_no_topic_and_forgets_nothing(engine: HotMem, lang: str, said: str) -> None:
    first, second, _ = LAST_TURN[lang]
    _say(engine, "ren", lang, [first, second])
    before = _memory(engine, "ren")
    with structlog.testing.capture_logs() as logs:
        engine.process_turn(said, user="ren", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)
    assert _memory(engine, "ren") == before
    assert [e["reason"] for e in logs if e["event"] == "turn.forget_declined"] == ["unclear"]


def test_a_pattern_without_a_subject_is_logged_with_its_own_reason(engine: HotMem) -> None:
    _say(engine, "sol", "en", ["I live in Cork."])
    request = Extraction(lang="en", intent=Intent.FACT_STATEMENT, forget=((None, "lives_in"),))
    with structlog.testing.capture_logs() as logs:
        removed = forget_spoken(engine.store, "sol", request, last_facts=(), last_episodes=())
    assert removed == 0 and _memory(engine, "sol")[0] == {("you", "lives_in", "cork")}
    assert [e["reason"] for e in logs if e["event"] == "turn.forget_declined"] == ["no subject"]


@pytest.mark.parametrize(("lang", "statement"), [
    ("en", "I always forget my keys."), ("en", "I forgot to call you yesterday."),
    ("es", "No me olvido de nada."), ("es", "Siempre olvido el paraguas."),
    ("fr", "J'oublie souvent mon parapluie."), ("fr", "Je n'oublie jamais un visage."),
    ("de", "Ich vergesse immer meinen Schirm."), ("de", "Ich vergesse nie ein Gesicht."),
    ("it", "Non dimentico mai niente."), ("it", "Dimentico sempre l'ombrello."),
])
def test_a_statement_that_uses_the_forget_verb_forgets_nothing(
    engine: HotMem, lang: str, statement: str
) -> None:
    first, second, _ = LAST_TURN[lang]
    _say(engine, "kai", lang, [first, second])
    facts, episodes = _memory(engine, "kai")
    engine.process_turn(statement, user="kai", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)
    after_facts, after_episodes = _memory(engine, "kai")
    assert facts <= after_facts
    assert set(episodes) <= set(after_episodes)


# --- the parse, per language ----------------------------------------------------------------

@pytest.mark.parametrize(("lang", "text", "forget"), [
    ("en", "Forget what I told you about the tart", (("*about*", "tart"),)),
    ("en", "Please forget what I told you about my trip to Oslo", (("*about*", "trip oslo"),)),
    ("en", "Forget all about the regatta", (("*about*", "regatta"),)),
    ("en", "Forget what I said", (("*last*", None),)),
    ("en", "Forget everything", (("*declined*", "everything"),)),
    ("es", "Olvida lo que te dije", (("*last*", None),)),
    ("es", "Olvida lo que te conté de mi viaje a Sevilla", (("*about*", "viaje sevilla"),)),
    ("es", "Olvídalo", (("*last*", None),)),
    ("es", "No me olvido de nada", ()),
    ("fr", "Oublie ce que je t'ai dit à propos de la chorale", (("*about*", "chorale"),)),
    ("fr", "J'oublie souvent mon parapluie", ()),
    ("de", "Vergiss, was ich gesagt habe", (("*last*", None),)),
    ("de", "Vergiss bitte, was ich dir über meine Schwester erzählt habe",
     (("*about*", "schwester"),)),
    ("it", "Dimentica quello che ti ho detto", (("*last*", None),)),
    ("it", "Dimentica quello che ti ho detto della gita a Verona", (("*about*", "gita verona"),)),
    ("it", "Dimenticalo", (("*last*", None),)),
    ("en", "Forget that I am tired", (("*declined*", "unclear"),)),
    ("en", "Remove the onions from my order", (("*declined*", "unclear"),)),
    ("en", "Forget what I told you about you", (("*declined*", "unclear"),)),
    ("en", "Forget where I parked", (("*declined*", "unclear"),)),
    ("es", "Olvida París", (("*about*", "parís"),)),
    ("fr", "Oublie la tarte", (("*about*", "tarte"),)),
    ("de", "Vergiss den Kuchen", (("*about*", "kuchen"),)),
])
def test_a_forget_request_is_read_the_same_way_in_every_language(
    extract_in, lang: str, text: str, forget: tuple[tuple[str, str | None], ...]
) -> None:
    extraction = extract_in(lang)(text)
    assert extraction.forget == forget
    assert extraction.facts == ()


@pytest.mark.parametrize(("lang", "first", "said", "new"), [
    ("en", "I live in Rome.", "Forget it, I moved to Madrid.", ("you", "lives_in", "madrid")),
    ("en", "I live in Rome.", "Forget that. I live in Porto now.", ("you", "lives_in", "porto")),
    ("es", "Vivo en Roma.", "Olvídalo, vivo en Madrid.", ("you", "lives_in", "madrid")),
    ("de", "Ich wohne in Rom.", "Vergiss es, ich wohne jetzt in Berlin.",
     ("you", "lives_in", "berlin")),
    ("it", "Abito a Roma.", "Dimenticalo, abito a Torino adesso.", ("you", "lives_in", "torino")),
])
def test_forget_it_then_a_statement_forgets_the_last_turn_and_stores_the_statement(
    engine: HotMem, lang: str, first: str, said: str, new: tuple[str, str, str]
) -> None:
    _say(engine, "tom", lang, [first])
    assert len(_memory(engine, "tom")[0]) == 1
    engine.process_turn(said, user="tom", session="s1", ts=T0 + 5 * HOUR, lang_hint=lang)
    assert _memory(engine, "tom")[0] == {new}
    engine.process_turn("Forget that." if lang == "en" else LAST_TURN[lang][2][1], user="tom",
                        session="s1", ts=T0 + 6 * HOUR, lang_hint=lang)
    assert _memory(engine, "tom")[0] == set()


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Forget it, please."), ("en", "Forget what I told you."),
    ("de", "Vergiss, was ich gesagt habe."), ("en", "Could you forget that?"),
])
def test_a_request_alone_states_nothing(extract_in, lang: str, said: str) -> None:
    extraction = extract_in(lang)(said)
    assert extraction.forget == (("*last*", None),)
    assert extraction.facts == ()


def test_every_language_package_lists_its_forget_words() -> None:
    for code in language_codes():
        words = forget_words(code)
        assert words.told and words.about and words.everything and words.verbs, code
        assert words.memory and words.memory_verbs, code
