"""Need-aware retrieval end to end: requests that depend on the user without naming a stored fact,
imperative recall without "?", and general-knowledge and small-talk requests staying silent, in
all five languages (real spaCy models, real LMDB)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hotmem import HotMem
from hotmem.retrieve.needs import detect_needs, names_a_left_state, repeats_fact, surface_words
from hotmem.types import Edge
from tests.chat import Chat

@pytest.fixture
def dana(engine: HotMem) -> Chat:
    chat = Chat(engine, "dana", "en")
    chat.say("I live in Portland.", "I work at Intel.", "I love sushi.",
             "I have a cat named Miso.", "My nephew is Theo.", "Theo loves dinosaurs.")
    return chat


# ------------------------------------------------------------------ the need model


@pytest.mark.parametrize(("text", "needs"), [
    ("is there a pharmacy open near my place?", {"location"}),
    ("what should I cook tonight?", {"food"}),
    ("help me plan a workout", {"health", "activity"}),
    ("recommend a podcast", {"entertainment"}),
    ("should we adopt a kitten?", {"pets"}),
    ("y a-t-il une boulangerie près de chez moi ?", {"location"}),
    ("gibt es eine Apotheke bei mir in der Nähe?", {"location"}),
    ("¿hay una farmacia cerca de casa?", {"location"}),
    ("c'è una farmacia vicino a casa?", {"location"}),
    ("how many grams in a pound?", set()),
    ("tell me a riddle", set()),
])
def test_request_words_and_phrases_map_to_needs(text: str, needs: set[str]) -> None:
    assert needs <= detect_needs(surface_words(text), ())
    if not needs:
        assert detect_needs(surface_words(text), ()) == frozenset()


def test_surface_words_keep_hyphenated_imperatives_and_elisions() -> None:
    assert surface_words("Rappelle-moi où je travaille.") == ("rappelle-moi", "où", "je",
                                                             "travaille")
    assert surface_words("Dimmi, dov’è?") == ("dimmi", "dov'è")


# ------------------------------------------------------------------ English


def test_location_request_brings_the_users_city(dana: Chat) -> None:
    assert dana.picks("is there a pharmacy open near my place?") == {
        ("you", "lives_in", "portland")}


def test_a_need_turn_does_not_re_pick_a_fact_shown_within_the_novelty_turns(dana: Chat) -> None:
    assert dana.picks("is there a pharmacy open near my place?") == {
        ("you", "lives_in", "portland")}
    assert dana.picks("any good bakery near me?") == set()  # the window still shows it


def test_commute_request_brings_employer_and_home(dana: Chat) -> None:
    assert dana.picks("how early should I leave for work?") == {
        ("you", "works_at", "intel"), ("you", "lives_in", "portland")}


def test_food_request_brings_what_the_user_likes(dana: Chat) -> None:
    assert dana.picks("where could we eat tonight?") == {("you", "likes", "sushi")}


def test_gift_for_a_kin_brings_what_they_like_not_the_users_likes(dana: Chat) -> None:
    picks = dana.picks("what should I get my nephew for his birthday?")
    assert picks is not None
    assert ("theo", "likes", "dinosaurs") in picks
    assert ("you", "likes", "sushi") not in picks


def test_pet_request_brings_the_pet(dana: Chat) -> None:
    assert dana.picks("should we adopt a kitten?") == {("you", "cat", "miso")}


def test_imperative_recall_without_question_mark_is_a_question(dana: Chat) -> None:
    assert dana.picks("remind me what my cat is called.") == {("you", "cat", "miso")}
    assert dana.picks("tell me where I work") == {("you", "works_at", "intel")}


@pytest.mark.parametrize("text", [
    "how many grams in a pound?", "tell me a riddle", "what's the capital of Peru?",
    "when is my birthday?", "what's a good recipe for pancakes?",
])
def test_general_knowledge_and_small_talk_inject_nothing(dana: Chat, text: str) -> None:
    assert dana.picks(text) is None


def test_a_need_with_no_matching_fact_injects_nothing(engine: HotMem) -> None:
    chat = Chat(engine, "omar", "en")
    chat.say("I work at Siemens.")
    assert chat.picks("should we adopt a kitten?") is None
    assert chat.picks("help me plan a workout") is None


def test_a_need_based_turn_shows_the_facts_serving_it_together(engine: HotMem) -> None:
    chat = Chat(engine, "kim", "en")
    chat.say("I live in Oslo.", "I work at Equinor.")
    picks = chat.picks("I need to commute, how early should I leave for work near home?")
    assert picks == {("you", "works_at", "equinor"), ("you", "lives_in", "oslo")}


def test_a_broad_relation_serves_a_need_only_through_its_value(engine: HotMem) -> None:
    chat = Chat(engine, "ines", "en")
    chat.say("I'm vegan.", "I'm a teacher.", "I live in York.")
    assert chat.picks("what should I cook tonight?") == {("you", "is", "vegan")}


def test_a_workout_reads_health_conditions_not_possessions(engine: HotMem) -> None:
    chat = Chat(engine, "bo", "en")
    chat.say("I have asthma.", "I have a red car.", "I have a bad knee.")
    assert chat.picks("help me plan a workout") == {
        ("you", "has_condition", "asthma"), ("you", "has_condition", "bad knee")}


def test_toast_for_a_named_kin_reads_them_and_their_likes_not_the_whole_family(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "nadia", "en")
    chat.say("I live in Leeds.", "I work at Arup.", "My brother is Ravi.", "Ravi loves chess.",
             "My sister is Mina.", "I love curry.")
    assert chat.picks("write a toast for my brother's wedding") == {
        ("you", "brother", "ravi"), ("ravi", "likes", "chess")}
    # A bio is about what the user does, not their family nor (beside it) their town.
    assert chat.picks("help me write a short bio") == {("you", "works_at", "arup")}
    assert chat.picks("how many grams of rice should I cook per person?") is None
    assert chat.picks("what should I cook tonight?") == {("you", "likes", "curry")}


# ------------------------------------------------------------------ other languages


@pytest.mark.parametrize(("lang", "facts", "recall", "recalled", "need", "needed", "general"), [
    ("fr", ("J'habite à Nantes.", "Je travaille chez Airbus."),
     "rappelle-moi où je travaille.", ("you", "works_at", "airbus"),
     "y a-t-il une boulangerie près de chez moi ?", ("you", "lives_in", "nantes"),
     "combien de grammes dans une livre ?"),
    ("de", ("Ich wohne in Leipzig.", "Ich arbeite bei Bosch."),
     "sag mir, wo ich arbeite.", ("you", "works_at", "bosch"),
     "gibt es eine Apotheke bei mir in der Nähe?", ("you", "lives_in", "leipzig"),
     "wie hoch ist der Mount Everest?"),
    ("es", ("Vivo en Valencia.", "Trabajo en Mercadona."),
     "recuérdame dónde trabajo.", ("you", "works_at", "mercadona"),
     "¿hay una farmacia cerca de casa?", ("you", "lives_in", "valencia"),
     "¿cuál es la capital de Perú?"),
    ("it", ("Abito a Bologna.", "Lavoro alla Ducati."),
     "dimmi dove lavoro.", ("you", "works_at", "ducati"),
     "c'è una farmacia vicino a casa?", ("you", "lives_in", "bologna"),
     "qual è la capitale del Perù?"),
])
def test_recall_and_location_need_in_every_language(
    engine: HotMem, lang: str, facts: Sequence[str], recall: str,
    recalled: tuple[str, str, str], need: str, needed: tuple[str, str, str], general: str,
) -> None:
    chat = Chat(engine, f"user-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(general) is None
    assert chat.picks(recall) == {recalled}
    assert chat.picks(need) == {needed}


@pytest.mark.parametrize(("lang", "fact", "ask", "liked"), [
    ("de", "Ich mag Pizza.", "was soll ich heute Abend kochen?", ("you", "likes", "pizza")),
    ("es", "Me encanta la paella.", "¿qué puedo cocinar esta noche?",
     ("you", "likes", "paella")),
    ("it", "Mi piace il risotto.", "cosa posso cucinare stasera?",
     ("you", "likes", "risotto")),
])
def test_food_request_brings_food_likes_in_every_language(
    engine: HotMem, lang: str, fact: str, ask: str, liked: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"cook-{lang}", lang)
    chat.say(fact)
    assert chat.picks(ask) == {liked}


@pytest.mark.parametrize(("lang", "text"), [
    ("fr", "raconte-moi une devinette"), ("es", "cuéntame un chiste"),
    ("it", "raccontami una barzelletta"), ("de", "erzähl mir einen Witz"),
])
def test_small_talk_requests_stay_silent_in_every_language(
    engine: HotMem, lang: str, text: str,
) -> None:
    chat = Chat(engine, f"talk-{lang}", lang)
    chat.say({"fr": "J'habite à Brest.", "es": "Vivo en Cádiz.", "it": "Abito a Bari.",
              "de": "Ich wohne in Kiel."}[lang])
    assert chat.picks(text) is None


@pytest.mark.parametrize(("lang", "facts", "pet_request", "pet", "wear", "home", "general"), [
    ("fr", ("J'habite à Lille.", "J'ai un chien qui s'appelle Filou."),
     "on devrait adopter un chaton ?", ("you", "dog", "filou"),
     "qu'est-ce que je mets demain ?", ("you", "lives_in", "lille"),
     "quel temps fait-il à Rome ?"),
    ("de", ("Ich wohne in Bremen.", "Ich habe eine Katze namens Mimi."),
     "sollen wir einen Welpen adoptieren?", ("you", "cat", "mimi"),
     "was soll ich morgen anziehen?", ("you", "lives_in", "bremen"),
     "wer hat den Faust geschrieben?"),
    ("es", ("Vivo en Málaga.", "Tengo un perro que se llama Toby."),
     "¿deberíamos adoptar un gatito?", ("you", "dog", "toby"),
     "¿qué me pongo mañana?", ("you", "lives_in", "málaga"),
     "¿quién escribió el Quijote?"),
    ("it", ("Abito a Genova.", "Ho un gatto che si chiama Pippo."),
     "dovremmo adottare un cucciolo?", ("you", "cat", "pippo"),
     "cosa mi metto domani?", ("you", "lives_in", "genova"),
     "chi ha scritto la Divina Commedia?"),
])
def test_pet_and_clothing_needs_in_every_language(
    engine: HotMem, lang: str, facts: Sequence[str], pet_request: str,
    pet: tuple[str, str, str], wear: str, home: tuple[str, str, str], general: str,
) -> None:
    chat = Chat(engine, f"pets-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(general) is None
    assert chat.picks(pet_request) == {pet}
    assert chat.picks(wear) == {home}


# ------------------------------------------------------------------ families of issue 13


def test_free_time_brings_the_users_own_likes(engine: HotMem) -> None:
    chat = Chat(engine, "ravi", "en")
    chat.say("I work at Arup.", "I love kayaking.")
    assert chat.picks("any ideas for my weekend?") == {("you", "likes", "kayaking")}


def test_a_liking_serves_a_request_by_what_is_liked(engine: HotMem) -> None:
    chat = Chat(engine, "june", "en")
    chat.say("I'm vegan.", "I love hiking.")
    assert chat.picks("what should I cook tonight?") == {("you", "is", "vegan")}


def test_an_occasion_for_a_kin_named_by_name_is_a_gift(dana: Chat) -> None:
    picks = dana.picks("any ideas for Theo's birthday?")
    assert picks is not None
    assert ("theo", "likes", "dinosaurs") in picks
    assert ("you", "likes", "sushi") not in picks


def test_a_gift_for_a_kin_said_with_a_name_brings_their_likes(engine: HotMem) -> None:
    chat = Chat(engine, "tove", "en")
    chat.say("My niece Ruby loves ponies.", "I love sushi.")
    # Her likes serve the gift; "Your niece is Ruby." would only say again whom it is for.
    assert chat.picks("can you plan a gift for my niece") == {("ruby", "likes", "ponies")}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("fr", ("Ma fille Zoé aime les licornes.",), "quel cadeau pour ma fille ?",
     ("zoé", "likes", "licornes")),
    ("es", ("Mi sobrina Inés adora los caballos.",), "¿qué le regalo a mi sobrina?",
     ("inés", "likes", "caballos")),
])
def test_a_gift_question_naming_only_the_kin_brings_their_likes(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"gift-{lang}", lang)
    chat.say(*facts)
    picks = chat.picks(ask)
    assert picks is not None
    assert wanted in picks


@pytest.mark.parametrize(("lang", "home", "ask", "city"), [
    ("fr", "J'habite à Rouen.", "Trouve-moi une boulangerie près de chez moi.", "rouen"),
    ("es", "Vivo en Murcia.", "Busca una farmacia cerca de casa.", "murcia"),
    ("de", "Ich wohne in Ulm.", "Such mir eine Apotheke in meiner Nähe.", "ulm"),
    ("it", "Abito a Parma.", "Trovami una farmacia vicino a casa.", "parma"),
])
def test_an_imperative_search_near_home_brings_the_city(
    engine: HotMem, lang: str, home: str, ask: str, city: str,
) -> None:
    chat = Chat(engine, f"near-{lang}", lang)
    chat.say(home)
    assert chat.picks(ask) == {("you", "lives_in", city)}


@pytest.mark.parametrize(("lang", "diet", "ask", "wanted"), [
    ("es", "Soy vegano.", "¿Qué cocino esta noche?", ("you", "is", "vegano")),
    ("it", "Sono vegetariano.", "Cosa cucino stasera?", ("you", "is", "vegetariano")),
])
def test_a_request_with_a_dropped_first_person_subject_is_the_users(
    engine: HotMem, lang: str, diet: str, ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"prodrop-{lang}", lang)
    chat.say(diet)
    assert chat.picks(ask) == {wanted}



def test_a_workout_reads_the_sports_liked_but_not_other_likings(engine: HotMem) -> None:
    chat = Chat(engine, "lior", "en")
    chat.say("I love swimming.", "I love jazz.", "I have a bad knee.")
    assert chat.picks("help me plan a workout") == {
        ("you", "likes", "swimming"), ("you", "has_condition", "bad knee")}


@pytest.mark.parametrize(("lang", "home", "ask", "city"), [
    ("en", "I live in Perth.", "do I need an umbrella today?", "perth"),
    ("fr", "J'habite à Brest.", "je prends un parapluie aujourd'hui ?", "brest"),
    ("de", "Ich wohne in Kiel.", "brauche ich heute einen Regenschirm?", "kiel"),
])
def test_weather_gear_depends_on_where_the_user_lives(
    engine: HotMem, lang: str, home: str, ask: str, city: str,
) -> None:
    chat = Chat(engine, f"gear-{lang}", lang)
    chat.say(home)
    assert chat.picks(ask) == {("you", "lives_in", city)}


def test_planning_a_day_off_reads_the_users_likes(engine: HotMem) -> None:
    chat = Chat(engine, "sol", "en")
    chat.say("I work at Arup.", "I love kayaking.")
    assert chat.picks("plan my Saturday") == {("you", "likes", "kayaking")}


def test_a_turn_is_read_with_the_cues_of_its_own_language() -> None:
    said = surface_words("Qui a écrit Les Misérables ?")
    assert detect_needs(said, (), "fr") == frozenset()  # French "qui" is "who"
    assert detect_needs(surface_words("c'è una farmacia qui vicino?"), (), "it") == {"location"}


def test_a_french_who_question_with_a_first_person_word_stays_general(engine: HotMem) -> None:
    chat = Chat(engine, "qui-fr", "fr")
    chat.say("J'habite à Tours.")
    assert chat.picks("Qui a écrit le livre que je lis ?") is None


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("it", ("Sono vegana.",), "un'idea di ristorante?", ("you", "is", "vegana")),
    ("it", ("Abito a Lecce.", "Sono andata in Grecia."), "dove vado in vacanza?",
     ("you", "went_to", "grecia")),
    ("es", ("Vivo en Vigo.", "Fui a Lisboa el verano pasado."), "¿a dónde voy de vacaciones?",
     ("you", "went_to", "lisboa")),
    ("de", ("Ich liebe Jazz.",), "spiel mir Musik", ("you", "likes", "jazz")),
])
def test_elided_and_first_person_forms_make_a_request_the_users(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"forms-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == {wanted}


def test_getting_fit_reads_the_sports_liked_and_the_conditions(engine: HotMem) -> None:
    chat = Chat(engine, "fit-en", "en")
    chat.say("I love origami.", "I love opera.", "I have asthma.")
    assert chat.picks("I want to get fit, where do I start?") == {
        ("you", "has_condition", "asthma")}
    chat.say("I love swimming.")
    assert chat.picks("help me plan a workout") == {
        ("you", "likes", "swimming"), ("you", "has_condition", "asthma")}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("fr", ("Je suis végane.",), "qu'est-ce qu'on mange ce soir ?", ("you", "is", "végane")),
    ("es", ("Soy vegana.",), "¿qué cenamos hoy?", ("you", "is", "vegana")),
    ("de", ("Ich wohne in Jena.",), "was ziehe ich morgen an?", ("you", "lives_in", "jena")),
    ("it", ("Sono vegano.",), "cosa mangiamo stasera?", ("you", "is", "vegano")),
])
def test_everyday_plural_and_separable_requests_are_the_users(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"everyday-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == {wanted}


@pytest.mark.parametrize(("lang", "fact", "ask", "wanted"), [
    ("de", "Ich bin allergisch gegen Erdnüsse.", "wogegen bin ich allergisch?",
     ("you", "allergic_to", "erdnüsse")),
    ("it", "Sono allergico alle noci.", "a cosa sono allergico?",
     ("you", "allergic_to", "noci")),
    ("fr", "Je suis allergique au lait.", "rappelle-moi à quoi je suis allergique",
     ("you", "allergic_to", "lait")),
])
def test_asking_what_one_is_allergic_to_in_every_language(
    engine: HotMem, lang: str, fact: str, ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"allergy-{lang}", lang)
    chat.say(fact)
    assert chat.picks(ask) == {wanted}


def test_german_compounds_cue_the_need_of_their_parts() -> None:
    def needs_of(text: str) -> frozenset[str]:
        return detect_needs(surface_words(text), (), "de")

    assert needs_of("hast du eine Restaurantidee?") == {"food"}
    assert needs_of("ich brauche eine Geschenkidee") == {"gift"}
    assert needs_of("Tipps für den Sommerurlaub?") == {"travel"}
    assert needs_of("wo ist der Hauptbahnhof?") == frozenset()
    # English writes no such compounds: no part of a word is read there.
    assert detect_needs(surface_words("any restaurantidea?"), (), "en") == frozenset()


@pytest.mark.parametrize(("lang", "fact", "text"), [
    ("es", "Me encanta el ciclismo.", "¿Qué tal el fin de semana?"),
    ("en", "I love kayaking.", "How was your day off?"),
    ("it", "Mi piace il nuoto.", "Com'è andato il fine settimana?"),
])
def test_small_talk_about_free_time_is_not_a_request(
    engine: HotMem, lang: str, fact: str, text: str,
) -> None:
    chat = Chat(engine, f"smalltalk-{lang}", lang)
    chat.say(fact)
    assert chat.picks(text) is None


@pytest.mark.parametrize(("lang", "fact", "past", "ask"), [
    ("en", "I'm vegan.", "what did I cook last Saturday?", "what should I cook on Saturday?"),
    ("de", "Ich bin Veganerin.", "was habe ich letzten Samstag gekocht?",
     "was soll ich am Samstag kochen?"),
    ("it", "Sono vegano.", "cosa ho cucinato sabato scorso?", "cosa cucino sabato?"),
])
def test_a_question_about_a_past_time_is_recall_not_a_need(
    engine: HotMem, lang: str, fact: str, past: str, ask: str,
) -> None:
    chat = Chat(engine, f"past-{lang}", lang)
    chat.say(fact)
    def needs_of(text: str) -> set[str]:
        why = engine.dry_run(text, user=chat.user, lang_hint=lang).why
        return set(why.rsplit("needs=", 1)[1].split(",")) - {"-"} if "needs=" in why else set()

    assert needs_of(past) == set()
    assert "food" in needs_of(ask)


def test_a_need_turn_shows_only_the_facts_serving_it_not_the_whole_window(dana: Chat) -> None:
    dana.turn("remind me what my nephew is called")  # the window now holds Theo
    result = dana.turn("is there a pharmacy open near my place?")
    assert result.bullets == ["You live in Portland."]


def test_a_need_turn_shows_again_what_serves_it_from_the_last_turns(dana: Chat) -> None:
    assert dana.picks("is there a pharmacy open near my place?") == {
        ("you", "lives_in", "portland")}
    dana.turn("who is my nephew?")
    result = dana.turn("any good bakery near me?")
    assert result.bullets == ["You live in Portland."]


def test_a_need_with_no_matching_fact_injects_nothing_even_after_other_bullets(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "sven", "en")
    chat.say("I live in Bergen.", "My sister is Ingrid.")
    assert chat.picks("where do I live?") == {("you", "lives_in", "bergen")}
    assert chat.turn("what should I cook for dinner?").message is None


def test_an_allergy_serves_a_pet_request_only_when_it_is_to_an_animal(engine: HotMem) -> None:
    peanuts = Chat(engine, "ayla", "en")
    peanuts.say("I'm allergic to peanuts.")
    assert peanuts.picks("should we adopt a kitten?") is None
    assert peanuts.picks("what should I cook tonight?") == {("you", "allergic_to", "peanuts")}
    cats = Chat(engine, "rhys", "en")
    cats.say("I'm allergic to cats.")
    assert cats.picks("should we adopt a kitten?") == {("you", "allergic_to", "cats")}


def test_getting_fit_reads_a_liked_sport_known_only_as_an_activity(engine: HotMem) -> None:
    chat = Chat(engine, "jorge", "es")
    chat.say("Me gusta mucho el ciclismo.", "Tengo un perro que se llama Toby.")
    assert chat.picks("quiero ponerme en forma, ¿me haces un plan?") == {
        ("you", "likes", "ciclismo")}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("en", ("I'm 57.",), "how old am I", ("you", "age", "57")),
    ("en", ("I live in Tulsa.", "I'm allergic to latex."), "what city am I in",
     ("you", "lives_in", "tulsa")),
    ("it", ("Lavoro alla Lavazza.", "Ho 44 anni."), "dove lavoro?", ("you", "works_at", "lavazza")),
    ("it", ("Lavoro alla Lavazza.", "Ho 44 anni."), "quanti anni ho?", ("you", "age", "44")),
    ("de", ("Ich arbeite bei Miele.", "Ich bin 61 Jahre alt."), "wie viele Jahre habe ich?",
     ("you", "age", "61")),
])
def test_casual_explicit_recall_finds_the_fact(
    engine: HotMem, lang: str, facts: tuple[str, ...], ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"casual-{lang}-{ask[:6]}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == {wanted}


def test_a_trip_idea_reads_past_trips_and_home_only_when_none_is_told(engine: HotMem) -> None:
    chat = Chat(engine, "trip", "en")
    chat.say("I live in Tampa.")
    # With no trip told, home says where the trip starts from; a trip like the last one asks
    # for what that trip was, which home does not say.
    assert chat.picks("where should I go on vacation this year?") == {
        ("you", "lives_in", "tampa")}
    assert chat.picks("any idea for a trip similar to my last one?") is None
    chat.say("I went to Peru last year.")
    assert chat.picks("where should I go on vacation this year?") == {("you", "went_to", "peru")}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("en", ("My wife is Nora.", "Nora is vegetarian."), "what should we cook tonight?",
     ("nora", "is", "vegetarian")),
    ("it", ("Mio marito si chiama Piero.", "Piero è celiaco."), "cosa cuciniamo stasera?",
     ("piero", "is", "celiaco")),
])
def test_a_meal_for_the_household_reads_the_partners_diet(
    engine: HotMem, lang: str, facts: tuple[str, ...], ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"household-{lang}", lang)
    chat.say(*facts)
    picks = chat.picks(ask)
    assert picks is not None and wanted in picks


def test_a_condition_serves_a_meal_only_when_it_is_about_food(engine: HotMem) -> None:
    chat = Chat(engine, "cond", "en")
    chat.say("I have a bad knee.")
    assert chat.picks("what should I cook tonight?") is None
    assert chat.picks("help me plan a workout") == {("you", "has_condition", "bad knee")}


def test_a_bio_reads_an_occupation_no_cue_table_knows(engine: HotMem) -> None:
    chat = Chat(engine, "bio", "en")
    chat.say("I'm a pharmacist.", "I'm vegan.")
    assert chat.picks("write a short bio about me") == {("you", "is", "pharmacist")}


def test_a_measure_question_about_the_way_to_work_is_the_users_own(engine: HotMem) -> None:
    chat = Chat(engine, "measure", "en")
    chat.say("I work at Lidl.", "I love curry.")
    assert chat.picks("how long will my ride to work take tomorrow?") == {
        ("you", "works_at", "lidl")}
    assert chat.picks("how many grams of rice should I cook per person?") is None


def test_a_reaction_whose_pronoun_points_back_gets_no_memory(engine: HotMem) -> None:
    chat = Chat(engine, "react", "es")
    chat.say("Mi madre Elsa vive en Cádiz.")
    chat.turn("¿dónde vive mi madre?")
    assert chat.turn("vale, gracias").message is None


def test_asking_a_pets_name_that_was_never_told_shows_not_the_users_name(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "pet-name", "en")
    chat.say("I'm Odile.", "I live in Lyon.")
    assert chat.picks("what's my dog's name again?") is None
    assert chat.picks("what's my name?") == {("you", "name", "odile")}


def test_a_what_question_whose_words_name_nothing_stored_gets_no_hinted_fact(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "model", "en")
    chat.say("I'm allergic to shellfish.", "I love jazz.")
    assert chat.picks("my car is old, what model would suit me?") is None


def test_a_contentless_question_to_the_assistant_does_not_point_back(engine: HotMem) -> None:
    chat = Chat(engine, "whatsup", "en")
    chat.turn("My girlfriend Aiko loves bouldering.")
    assert chat.turn("anyway, what's up with you?").message is None


def test_the_ride_to_work_reads_home_and_employer(engine: HotMem) -> None:
    chat = Chat(engine, "ride", "en")
    chat.say("I live in Toronto.", "I work at Shopify.")
    assert chat.picks("how long will my ride to work take if it snows?") == {
        ("you", "works_at", "shopify"), ("you", "lives_in", "toronto")}


def test_a_question_shows_its_answer_not_the_rest_of_the_window(dana: Chat) -> None:
    assert dana.picks("is there a pharmacy open near my place?") == {
        ("you", "lives_in", "portland")}
    bullets = dana.turn("who is my nephew?").bullets
    assert "Your nephew is Theo." in bullets and "You live in Portland." not in bullets
    assert dana.turn("and where do I live?").bullets == ["You live in Portland."]


@pytest.mark.parametrize(("lang", "text", "fact"), [
    ("en", "I have an allergy to hazelnuts.", ("you", "allergic_to", "hazelnuts")),
    ("es", "Yo tengo alergia a los cacahuetes.", ("you", "allergic_to", "cacahuetes")),
    ("es", "Soy alérgico al huevo.", ("you", "allergic_to", "huevo")),
    ("fr", "J'ai une allergie aux amandes.", ("you", "allergic_to", "amandes")),
    ("de", "Ich habe eine Allergie gegen Erdnüsse.", ("you", "allergic_to", "erdnüsse")),
    ("it", "Ho un'allergia alle mandorle.", ("you", "allergic_to", "mandorle")),
    ("en", "I suffer from migraines.", ("you", "has_condition", "migraines")),
    ("fr", "Je souffre de migraines.", ("you", "has_condition", "migraines")),
])
def test_an_allergy_or_a_condition_said_with_a_noun_is_stored(
    engine: HotMem, lang: str, text: str, fact: tuple[str, str, str],
) -> None:
    result = engine.process_turn(text, user=f"allergy-{lang}-{len(text)}", lang_hint=lang)
    assert [(f.s, f.r, f.d) for f in result.facts] == [fact]


def test_a_request_verb_is_addressed_to_the_assistant_not_the_last_person(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "dame", "es")
    chat.say("Mi hermana Elena vive en Bilbao.", "Me gusta mucho el ciclismo.")
    assert chat.picks("dame una rutina de ejercicio para esta semana") == {
        ("you", "likes", "ciclismo")}


def test_a_job_question_is_not_answered_by_the_home_city(engine: HotMem) -> None:
    chat = Chat(engine, "job", "it")
    chat.say("Abito a Bologna.")
    assert chat.picks("che lavoro faccio?") is None
    assert chat.picks("quanto ci metto per andare al lavoro?") == {("you", "lives_in", "bologna")}


# ------------------------------------------------------------------ requests without "?"


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # a wish
    ("en", ("I have asthma.", "I love origami."), "i wanna get back in shape",
     {("you", "has_condition", "asthma")}),
    # a request said as a noun phrase; media are not about the way to work
    ("en", ("I love history podcasts.", "I live in Bristol."), "any podcast for the commute",
     {("you", "likes", "history podcasts")}),
    # a question word that asks wherever it stands
    ("fr", ("Je suis végane.", "J'habite à Nantes."), "je cuisine quoi ce soir",
     {("you", "is", "végane")}),
    # a phrase that is a need by itself
    ("it", ("Abito a Lecce.", "Sono vegano."), "c'è una farmacia vicino casa",
     {("you", "lives_in", "lecce")}),
    # a gift for someone the turn names, stating a fact on the way
    ("de", ("Mein Sohn Lukas liebt Dinosaurier.", "Ich bin Vegetarier."),
     "Lukas hat bald Geburtstag, hast du eine Idee",
     {("lukas", "likes", "dinosaurier")}),
])
def test_a_request_without_a_question_mark_reads_its_needs(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"noq-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "ok that's enough about me lol"), ("en", "I wanna sleep lol"), ("en", "any news?"),
    ("fr", "il pleut encore, quelle plaie"), ("fr", "un dîner sympa hier soir avec des amis"),
    ("es", "qué pereza de lunes"), ("it", "che caldo oggi"),
    ("de", "wie hoch ist die Zugspitze"), ("it", "quanti giorni ha un anno bisestile"),
])
def test_small_talk_and_general_knowledge_without_a_question_mark_stay_silent(
    engine: HotMem, lang: str, text: str,
) -> None:
    chat = Chat(engine, f"silent-{lang}-{len(text)}", lang)
    chat.say({"en": "I live in Bristol.", "fr": "J'habite à Nantes.", "es": "Vivo en Vigo.",
              "de": "Ich wohne in Jena.", "it": "Abito a Lecce."}[lang],
             {"en": "I'm vegan.", "fr": "Je suis végane.", "es": "Soy vegana.",
              "de": "Ich bin Veganerin.", "it": "Sono vegana."}[lang])
    assert chat.picks(text) is None


def test_a_trip_like_the_last_one_reads_the_trips_told(engine: HotMem) -> None:
    chat = Chat(engine, "trip", "en")
    chat.say("I went to Norway last summer.", "I live in Bristol.")
    assert chat.picks("planning a holiday, somewhere like my last trip") == {
        ("you", "went_to", "norway")}


def test_a_request_about_a_named_pet_is_about_the_pet_not_the_users_diet(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "rex", "en")
    chat.say("I have a dog named Rex.", "I'm vegan.")
    assert chat.picks("Rex won't eat his food, what should I do") == {("you", "dog", "rex")}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("en", ("I love horror films.", "I love Bach."), "put on some music",
     {("you", "likes", "bach")}),
    ("es", ("Me encantan las películas de terror.", "Me encanta Rosalía."),
     "ponme algo de música", {("you", "likes", "rosalía")}),
])
def test_a_music_request_is_not_served_by_liked_films(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"media-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


def test_a_job_question_reads_the_occupation(engine: HotMem) -> None:
    chat = Chat(engine, "plumber", "en")
    chat.say("I'm a plumber.", "I live in Bristol.")
    assert chat.picks("what do I do for a living?") == {("you", "is", "plumber")}


def test_an_allergy_to_animals_keeps_the_words_said_and_serves_a_pet_request(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "gatti", "it")
    chat.say("Sono allergica ai gatti.", "Abito a Lecce.")
    assert chat.picks("mia figlia vuole un gattino, lo prendiamo?") == {
        ("you", "allergic_to", "gatti")}


def test_a_request_shows_no_episode_that_serves_none_of_its_needs(engine: HotMem) -> None:
    chat = Chat(engine, "jog", "en")
    chat.say("I went jogging by the river this morning.", "I love science fiction films.")
    result = chat.turn("what should I watch tonight?")
    assert result.bullets == ["You like science fiction films."]


def test_an_episode_saying_again_a_shown_fact_is_left_out() -> None:
    assert repeats_fact("soy alérgica a los gatos", ["gatos"])
    assert repeats_fact("Ich bin allergisch gegen Haselnüsse", ["Haselnüsse"])
    assert not repeats_fact("im Mai habe ich mit Oma einen Kochkurs in Graz besucht",
                            ["Kochkurs"])  # a longer quote says who, where and when
    assert not repeats_fact("il ne jure que par Minecraft et les Lego", ["fruits mer"])
    assert not repeats_fact("we love the seaside", ["sea"])  # whole words only


@pytest.mark.parametrize(("lang", "text"), [
    ("es", "¡qué calor hace hoy!"), ("en", "what a day!"), ("it", "che bella giornata!"),
])
def test_an_exclamation_asks_nothing(engine: HotMem, lang: str, text: str) -> None:
    chat = Chat(engine, f"excl-{lang}", lang)
    chat.say({"es": "Mi mujer Lucía es vegetariana.", "en": "My wife Nora is vegetarian.",
              "it": "Mia moglie Irene è vegetariana."}[lang])
    assert chat.picks(text) is None


def test_what_i_can_eat_is_a_food_request_not_a_question_about_what_i_eat(
    engine: HotMem,
) -> None:
    chat = Chat(engine, "coeliac", "en")
    chat.say("I'm coeliac.", "I live in Derby.")
    assert chat.picks("what can I bake for the class party that I can eat too") == {
        ("you", "is", "coeliac")}



def test_a_quote_naming_a_job_the_user_has_left_is_stale_for_a_request(engine: HotMem) -> None:
    chat = Chat(engine, "ines", "en")
    chat.say("I work at Boeing, in the wing design team downtown.")
    chat.say("I no longer work at Boeing. I work at Airbus now.")
    edges = {e.key: e for r in engine.export("ines")["edges"] if (e := Edge.from_record(r))}
    by_entity: dict[str, set[tuple[str, str, str]]] = {}
    for key in edges:
        by_entity.setdefault(key[0], set()).add(key)
        by_entity.setdefault(key[2], set()).add(key)
    assert names_a_left_state(["boeing", "wing design team"], edges, by_entity)
    assert not names_a_left_state(["airbus"], edges, by_entity)
    assert not names_a_left_state(["downtown"], edges, by_entity)  # never a state of the user


@pytest.mark.parametrize(("lang", "told", "asked", "answer"), [
    ("es", "nos hemos mudado a Valencia, vivimos allí desde marzo", "¿dónde vivo ahora?",
     "You live in Valencia."),
    ("de", "wir sind umgezogen, ich wohne jetzt in Bremen", "wo wohne ich jetzt?",
     "You live in Bremen."),
])
def test_a_question_a_fact_answers_gets_no_quote_saying_the_same(
    engine: HotMem, lang: str, told: str, asked: str, answer: str,
) -> None:
    """"You live in Bremen." answers in a few tokens; the quote of the move only repeats it."""
    chat = Chat(engine, f"restate-{lang}", lang)
    chat.say(told)
    assert chat.turn(asked).bullets == [answer]
