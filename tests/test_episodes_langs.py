"""Episodes in Spanish, French, German and Italian: dated episodes, recall, silence on chit-chat."""

from __future__ import annotations

import datetime as dt

import pytest

from hotmem import HotMem

T0 = dt.datetime(2026, 3, 10, 12, 0, tzinfo=dt.UTC).timestamp()  # a Tuesday
HOUR = 3600.0

CASES = [
    ("es", "El sábado pasado horneé una tarta de limón para la fiesta de mi vecina.",
     "El sábado pasado horneé una tarta de limón para la fiesta de mi vecina", "2026-03-07",
     "¿Qué horneé para la fiesta?"),
    ("fr", "La semaine dernière, j'ai gagné le tournoi d'échecs à la bibliothèque.",
     "La semaine dernière, j'ai gagné le tournoi d'échecs à la bibliothèque", "2026-03-02",
     "Qu'est-ce que j'ai gagné à la bibliothèque ?"),
    ("de", "Letzten Monat habe ich mit meiner Schwester einen Töpferkurs in Leipzig besucht.",
     "Letzten Monat habe ich mit meiner Schwester einen Töpferkurs in Leipzig besucht",
     "2026-02-01", "Was habe ich in Leipzig besucht?"),
    ("it", "Due settimane fa ho corso la mezza maratona di Bologna con mio fratello.",
     "Due settimane fa ho corso la mezza maratona di Bologna con mio fratello", "2026-02-21",
     "Quando ho corso la maratona?"),
]

CHIT_CHAT = {"es": "jaja qué bien", "fr": "haha trop bien", "de": "haha cool",
             "it": "ahah bello"}


@pytest.mark.parametrize(("lang", "said", "text", "start", "question"), CASES)
def test_an_episode_is_stored_dated_and_recalled(engine: HotMem, lang: str, said: str,
                                                 text: str, start: str, question: str) -> None:
    engine.process_turn(said, user=f"u-{lang}", ts=T0, lang_hint=lang)
    (record,) = engine.export(f"u-{lang}")["episodes"]
    assert (record["text"], record["lang"], record["date"]["start"]) == (text, lang, start)
    result = engine.process_turn(question, user=f"u-{lang}", ts=T0 + HOUR, lang_hint=lang)
    assert result.bullets[0].startswith(f"On 10 March 2026 you said: “{text}” (")


@pytest.mark.parametrize(("lang", "said", "text", "start", "question"), CASES)
def test_chit_chat_stores_and_recalls_no_episode(engine: HotMem, lang: str, said: str,
                                                 text: str, start: str, question: str) -> None:
    engine.process_turn(said, user=f"c-{lang}", ts=T0, lang_hint=lang)
    result = engine.process_turn(CHIT_CHAT[lang], user=f"c-{lang}", ts=T0 + HOUR, lang_hint=lang)
    assert result.bullets == []
    assert len(engine.export(f"c-{lang}")["episodes"]) == 1


@pytest.mark.parametrize(("lang", "state"), [
    ("es", "Vivo en Sevilla."), ("fr", "J'habite à Lyon."), ("de", "Ich wohne in Köln."),
    ("it", "Abito a Torino."),
])
def test_a_present_state_is_a_fact_not_an_episode(engine: HotMem, lang: str, state: str) -> None:
    engine.process_turn(state, user=f"s-{lang}", ts=T0, lang_hint=lang)
    assert engine.export(f"s-{lang}")["episodes"] == []


def test_a_subject_split_off_by_and_stays_with_its_clause(engine: HotMem) -> None:
    engine.process_turn("meine Freundin Jana und ich waren gestern im Zoo von Hannover",
                        user="de-frag", ts=T0, lang_hint="de")
    (record,) = engine.export("de-frag")["episodes"]
    assert record["text"] == "meine Freundin Jana und ich waren gestern im Zoo von Hannover"
    result = engine.process_turn("mit wem war ich im Zoo?", user="de-frag", ts=T0 + HOUR,
                                 lang_hint="de")
    assert "Jana" in result.bullets[0]


def test_a_spanish_first_person_preterite_asks_memory(engine: HotMem) -> None:
    engine.process_turn("hace dos semanas aprobé el examen de conducir", user="es-pret",
                        ts=T0, lang_hint="es")
    result = engine.process_turn("¿cuándo aprobé el examen de conducir?", user="es-pret",
                                 ts=T0 + HOUR, lang_hint="es")
    assert result.bullets[0].startswith("On 10 March 2026 you said: “hace dos semanas aprobé "
                                        "el examen de conducir” (")


def test_a_plan_word_in_a_perfect_tense_is_a_past_event(engine: HotMem) -> None:
    engine.process_turn("hier avec mon frère on est allés voir un match de rugby à Toulouse",
                        user="fr-past", ts=T0, lang_hint="fr")
    records = engine.export("fr-past")["episodes"]
    assert records and not any(r["plan"] for r in records)


def test_italian_they_are_and_the_article_i_are_not_the_user(engine: HotMem) -> None:
    for i, text in enumerate(("ieri ho comprato una bicicletta usata al mercato",
                              "sabato scorso ho cucinato le lasagne per mio padre",
                              "a giugno vado a Napoli con mia cugina")):
        engine.process_turn(text, user="it-gen", ts=T0 + i * 60, lang_hint="it")
    general = engine.process_turn("quali sono i musei più belli di Napoli?", user="it-gen",
                                  ts=T0 + HOUR, lang_hint="it")
    assert not any("you said" in b for b in general.bullets)
    asked = engine.process_turn("quando sono andata a Napoli?", user="it-gen",
                                ts=T0 + 2 * HOUR, lang_hint="it")
    assert asked.bullets[0].startswith("On 10 March 2026 you said: “a giugno vado a Napoli")


def test_a_clause_and_its_longer_telling_make_one_bullet(engine: HotMem) -> None:
    engine.process_turn("samedi j'ai préparé une tarte aux poires pour ma grand-mère, elle en a "
                        "redemandé deux fois", user="fr-nest", ts=T0, lang_hint="fr")
    texts = sorted(r["text"] for r in engine.export("fr-nest")["episodes"])
    assert texts == ["samedi j'ai préparé une tarte aux poires pour ma grand-mère",
                     "samedi j'ai préparé une tarte aux poires pour ma grand-mère, elle en a "
                     "redemandé deux fois"]
    result = engine.process_turn("qu'est-ce que j'ai préparé pour ma grand-mère ?",
                                 user="fr-nest", ts=T0 + HOUR, lang_hint="fr")
    told = [b for b in result.bullets if "you said" in b]
    assert told == ["On 10 March 2026 you said: “samedi j'ai préparé une tarte aux poires pour ma "
                    "grand-mère, elle en a redemandé deux fois” (on 7 March 2026)."]
