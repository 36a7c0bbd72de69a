"""Gating and staleness around need-aware retrieval: turns that are not about the user stay
silent, and a move or a job change never lets the old home or employer back into a message
(real spaCy models, real LMDB)."""

from __future__ import annotations

from hotmem import HotMem
from hotmem.retrieve.needs import episode_serves
from tests.chat import Chat


def test_a_measure_question_about_an_unknown_place_is_general_knowledge(engine: HotMem) -> None:
    chat = Chat(engine, "ottavia", "it")
    chat.say("Abito a Trieste.")
    assert chat.turn("quanti abitanti ha la Norvegia?").message is None
    assert chat.turn("quanti abitanti ha Trieste?").message is not None  # her own city


def test_a_question_to_the_assistant_injects_nothing(engine: HotMem) -> None:
    chat = Chat(engine, "rocio", "es")
    chat.say("Mi hermano Bruno vive en Cádiz.")
    chat.turn("Bruno toca la guitarra.")
    assert chat.turn("oye, ¿tú comes alguna vez?").message is None


def test_a_pronoun_does_not_drag_a_stored_entity_into_a_general_question(
        engine: HotMem) -> None:
    chat = Chat(engine, "maelle", "fr")
    chat.say("J'ai un chien qui s'appelle Caramel.")
    chat.turn("comment s'appelle mon chien déjà ?")
    assert chat.turn("c'est quoi la monnaie du Pérou ?").message is None


def test_a_weather_remark_naming_the_home_city_is_small_talk(engine: HotMem) -> None:
    chat = Chat(engine, "hauke", "de")
    chat.say("Ich wohne in Bremen.")
    assert chat.turn("ach, das Wetter ist heute wieder typisch Bremen").message is None


def test_a_move_said_with_since_a_weekday_replaces_the_old_home(engine: HotMem) -> None:
    chat = Chat(engine, "paloma", "es")
    chat.say("Vivo en Zaragoza.")
    result = chat.turn("te cuento, nos mudamos a Gijón, vivimos allí desde el martes")
    assert [(f.s, f.r, f.d) for f in result.facts] == [("you", "lives_in", "gijón")]
    message = chat.turn("¿dónde vivo ahora?").message or ""
    assert "Gijón" in message and "Zaragoza" not in message


def test_an_old_home_quoted_in_an_episode_stays_out_of_a_where_question(
        engine: HotMem) -> None:
    chat = Chat(engine, "ole", "de")
    chat.say("ich heiße Ole und wohne in Kiel, direkt am Hafen")
    chat.say("wir sind umgezogen, ich wohne jetzt in Erfurt")
    message = chat.turn("wo wohne ich jetzt?").message or ""
    assert "Erfurt" in message and "Kiel" not in message


def test_news_said_before_the_subject_is_no_subject(engine: HotMem) -> None:
    chat = Chat(engine, "tobias", "en")
    chat.say("I work at Lufthansa.")
    result = chat.turn("oh great news, I quit Lufthansa, I work at Condor now")
    assert [(f.s, f.r, f.d, f.negated) for f in result.facts] == [
        ("you", "works_at", "condor", False), ("you", "works_at", "lufthansa", True)]
    message = chat.turn("where do I work now?").message or ""
    assert "Condor" in message and "Lufthansa" not in message


def test_a_question_on_when_to_leave_reads_home_and_employer(engine: HotMem) -> None:
    chat = Chat(engine, "eamon", "en")
    chat.say("I live in Galway.", "I work at Medtronic.")
    assert chat.picks("how early do I need to leave if the bypass is blocked") == {
        ("you", "lives_in", "galway"), ("you", "works_at", "medtronic")}


def test_the_way_to_work_named_by_one_word_is_the_users_own(engine: HotMem) -> None:
    chat = Chat(engine, "gaelle", "fr")
    chat.say("J'habite à Tours.", "Je travaille chez Michelin.")
    assert chat.picks("combien de temps de trajet ce soir avec les embouteillages ?") == {
        ("you", "lives_in", "tours"), ("you", "works_at", "michelin")}


def test_where_can_i_asks_for_a_place_near_home(engine: HotMem) -> None:
    chat = Chat(engine, "livia", "it")
    chat.say("Abito a Verona.", "Ho un cane che si chiama Brio.")
    picks = chat.picks("dove posso portare il cane a nuotare?") or set()
    assert ("you", "lives_in", "verona") in picks


def test_a_short_bio_request_in_german_is_a_profile_need(engine: HotMem) -> None:
    chat = Chat(engine, "svenja", "de")
    chat.say("Ich arbeite bei Zeiss.")
    assert chat.picks("schreib eine kurze Vorstellung von mir für das Teamtreffen") == {
        ("you", "works_at", "zeiss")}


def test_a_word_of_another_language_is_no_household(engine: HotMem) -> None:
    chat = Chat(engine, "imogen", "en")
    chat.say("I'm allergic to peanuts.", "My wife Carla loves sailing.")
    assert chat.picks("what can I bake for the neighbours on saturday?") == {
        ("you", "allergic_to", "peanuts")}


def test_a_partners_liking_serves_a_meal_only_when_it_is_food(engine: HotMem) -> None:
    chat = Chat(engine, "rupert", "en")
    chat.say("My husband Omar loves climbing.", "Omar loves curry.")
    picks = chat.picks("what should we cook tonight?") or set()
    assert ("omar", "likes", "curry") in picks
    assert ("omar", "likes", "climbing") not in picks


def test_a_recall_imperative_asks_for_help_with_a_need(engine: HotMem) -> None:
    chat = Chat(engine, "nives", "it")
    chat.say("Sono vegana.")
    assert chat.picks("dimmi cosa preparare per la cena di sabato") == {("you", "is", "vegana")}


def test_a_verb_in_the_first_person_plural_makes_the_request_the_users_own(
        engine: HotMem) -> None:
    chat = Chat(engine, "elio", "it")
    chat.say("Mi piacciono i documentari.")
    assert chat.picks("cosa vediamo in tv domenica sera?") == {
        ("you", "likes", "documentari")}


def test_the_animals_at_home_serve_a_trip_away_in_german(engine: HotMem) -> None:
    chat = Chat(engine, "frauke", "de")
    chat.say("Wir haben zwei Meerschweinchen.")
    assert chat.picks("wir sind eine Woche weg, wer versorgt die Tiere?") == {
        ("you", "has", "two guinea_pigs")}



def test_a_quote_sharing_only_a_need_word_serves_no_request_a_fact_already_serves() -> None:
    words = ("abito", "vicino", "al", "porto")
    assert episode_serves(words, ("genova",), frozenset({"location"}), frozenset())
    assert not episode_serves(words, ("genova",), frozenset({"location"}), frozenset(),
                              facts_shown=True)
    # A quote naming whom the request names, or telling a past trip, still serves.
    assert episode_serves(words, ("genova",), frozenset({"location"}), frozenset({"genova"}),
                          facts_shown=True)
    assert episode_serves(("viaggio", "in", "islanda"), ("islanda",), frozenset({"travel"}),
                          frozenset(), facts_shown=True)


def test_a_question_about_someone_else_is_not_answered_by_the_users_own_job(
        engine: HotMem) -> None:
    chat = Chat(engine, "wendell", "en")
    chat.say("I live in Carlisle and I work at Tesco.")
    chat.say("My cousin Imogen is a vet.")
    result = chat.turn("Where does Imogen work?")
    assert "Tesco" not in (result.message or "")
    assert "Imogen is a vet." in result.bullets
    assert chat.turn("Where does Rashid work?").message is None
    assert "Tesco" in (chat.turn("Where do I work?").message or "")


def test_a_spanish_question_about_a_stranger_stays_silent(engine: HotMem) -> None:
    chat = Chat(engine, "maite", "es")
    chat.say("Vivo en Logroño y trabajo en Repsol.")
    assert chat.turn("¿Dónde trabaja Esteban?").message is None
    assert "Repsol" in (chat.turn("¿Dónde trabajo yo?").message or "")


def test_a_french_move_opened_by_a_time_phrase_replaces_the_old_home(engine: HotMem) -> None:
    chat = Chat(engine, "solene", "fr")
    chat.say("J'habite à Angers.")
    result = chat.turn("Jeudi dernier j'ai déménagé à Poitiers.")
    assert [(f.s, f.r, f.d) for f in result.facts] == [("you", "lives_in", "poitiers")]
    message = chat.turn("j'habite où maintenant ?").message or ""
    assert "Poitiers" in message and "Angers" not in message


def test_a_french_time_noun_before_the_speaker_is_no_subject(engine: HotMem) -> None:
    chat = Chat(engine, "gaspard", "fr")
    result = chat.turn("Le mois dernier j'ai déménagé à Colmar.")
    assert [(f.s, f.r, f.d) for f in result.facts] == [("you", "lives_in", "colmar")]
    result = chat.turn("Ma femme et moi, on vit à Colmar.")
    assert sorted((f.s, f.r, f.d) for f in result.facts) == [
        ("wife", "lives_in", "colmar"), ("you", "lives_in", "colmar")]
