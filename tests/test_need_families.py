"""Families of need-based requests and how they are served, end to end in the five languages
(real spaCy models, real LMDB): free-time words that only say when, leaving asked with a time,
media for an activity, trips and home, bios, gifts for a person named in lower case, workouts and
allergies, requests asked of the assistant, occasions and buying, imperative recall of where one
teaches, and requests whose relative clause the parser reads as a statement."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hotmem import HotMem
from hotmem.extract.coref import Discourse
from hotmem.retrieve.needs import detect_needs, says_departure, surface_words
from tests.chat import Chat


def _needs(text: str, lang: str) -> set[str]:
    words = surface_words(text)
    return set(detect_needs(words, words, lang))


# ------------------------------------------------------------------ the cue tables


@pytest.mark.parametrize(("lang", "text", "needs"), [
    # A free time alone is the need ...
    ("en", "any plans for the weekend", {"leisure"}),
    ("es", "qué hago el fin de semana", {"leisure"}),
    ("it", "cosa faccio sabato", {"leisure"}),
    # ... beside another need it only says when.
    ("en", "what should I bake on Saturday", {"food"}),
    ("de", "was backen wir am Sonntag", {"food"}),
    ("fr", "un cadeau pour Inès dimanche", {"gift"}),
    ("es", "una receta para el sábado", {"food"}),
    ("it", "un film per stasera", {"entertainment", "screen"}),
])
def test_free_time_words_cue_leisure_only_alone(lang: str, text: str, needs: set[str]) -> None:
    assert _needs(text, lang) == needs


@pytest.mark.parametrize(("lang", "text", "wh", "leaving"), [
    ("en", "what time should i set off tomorrow", "what", True),
    ("en", "should i leave my job", None, False),  # leaving, but no time asked
    ("de", "wann sollte ich morgen früh los", "when", True),
    ("fr", "je dois partir quand pour ne pas être en retard", None, True),
    ("fr", "je pars en vacances en juillet", None, False),
    ("es", "a qué hora tendría que salir mañana", "what", True),
    ("it", "a che ora devo uscire domani", "what", True),
    ("it", "devo uscire con Marco", None, False),
])
def test_leaving_asked_with_a_time_is_a_departure(
    lang: str, text: str, wh: str | None, leaving: bool,
) -> None:
    assert says_departure(surface_words(text), lang, wh) is leaving


@pytest.mark.parametrize(("lang", "text", "need"), [
    ("en", "i want to get fitter", "health"),
    ("es", "quiero moverme un poco más", "health"),
    ("de", "ich brauche mehr Bewegung", "health"),
    ("fr", "une séance de muscu", "health"),
    ("it", "voglio muovermi di più", "health"),
    ("fr", "conseille-moi un itinéraire en Asie", "travel"),
    ("es", "quiero una escapada", "travel"),
    ("en", "help me with a lesson plan", "job"),
    ("de", "hilf mir bei der Präsentation für die Kunden", "job"),
])
def test_workout_trip_and_work_words_cue_their_need(lang: str, text: str, need: str) -> None:
    assert need in _needs(text, lang)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "what should I buy my dad for father's day"),
    ("es", "qué le compro a mi mamá para el día de la madre"),
    ("fr", "un cadeau pour la fête des mères"),
    ("it", "cosa regalo per la festa della mamma"),
    ("de", "was kaufe ich meinem Vater zum Vatertag"),
])
def test_days_of_a_parent_and_buying_are_occasions(lang: str, text: str) -> None:
    assert _needs(text, lang) & {"occasion", "gift"}


# ------------------------------------------------------------------ end to end


@pytest.mark.parametrize(("lang", "facts", "ask"), [
    ("en", ("I live in Bristol.", "I work at Airbus."), "what time should I set off tomorrow?"),
    ("de", ("Ich wohne in Kassel.", "Ich arbeite bei Siemens."), "wann sollte ich morgen los?"),
    ("fr", ("J'habite à Tours.", "Je travaille chez Michelin."),
     "je dois partir quand pour ne pas être en retard ?"),
    ("es", ("Vivo en Burgos.", "Trabajo en Iberdrola."),
     "¿a qué hora tendría que salir mañana?"),
    ("it", ("Abito a Parma.", "Lavoro alla Barilla."), "a che ora devo uscire domani?"),
])
def test_when_to_leave_reads_home_and_work(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str,
) -> None:
    chat = Chat(engine, f"leave-{lang}", lang)
    chat.say(*facts)
    picks = chat.picks(ask)
    assert picks is not None
    assert {r for _, r, _ in picks} == {"lives_in", "works_at"}


def test_a_general_question_of_time_reads_nothing(engine: HotMem) -> None:
    chat = Chat(engine, "museum", "en")
    chat.say("I live in Bristol.", "I work at Airbus.")
    assert chat.picks("what time does the museum open?") is None


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("en", ("I'm allergic to sesame.", "I love jazz."), "what should I bake on Saturday?",
     {("you", "allergic_to", "sesame")}),
    ("de", ("Ich bin Veganerin.", "Ich liebe Techno."), "was backen wir am Sonntag?",
     {("you", "is", "veganerin")}),
    # The run is when the user listens, not what they ask for: their asthma does not serve.
    ("en", ("I have asthma.", "I love history podcasts."),
     "i need something to listen to on my run", {("you", "likes", "history podcasts")}),
])
def test_a_time_or_an_activity_beside_a_request_only_says_when(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"when-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


def test_a_food_allergy_does_not_serve_a_workout(engine: HotMem) -> None:
    chat = Chat(engine, "workout", "en")
    chat.say("I'm allergic to peanuts.", "I have asthma.")
    assert chat.picks("plan me a workout") == {("you", "has_condition", "asthma")}


@pytest.mark.parametrize(("lang", "facts", "ask", "condition"), [
    ("en", ("I have hypothyroidism.", "I'm allergic to peanuts."), "help me plan a workout",
     "hypothyroidism"),
    ("es", ("Tengo ciática.", "Soy alérgica al marisco."), "hazme un plan para correr",
     "ciática"),
    ("de", ("Ich habe Ischias.", "Ich liebe Krimis."),
     "ich möchte mehr Bewegung, was empfiehlst du mir?", "ischias"),
    ("it", ("Ho la sciatica.", "Amo il nuoto."), "voglio rimettermi in forma, da dove comincio?",
     "sciatica"),
    ("fr", ("J'ai une tendinite.", "J'adore la boxe."), "fais-moi un programme de muscu",
     "tendinite"),
])
def test_a_condition_said_with_have_serves_a_workout(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, condition: str,
) -> None:
    chat = Chat(engine, f"cond-{lang}", lang)
    chat.say(*facts)
    picks = chat.picks(ask)
    assert picks is not None
    assert condition in {d for _, _, d in picks}
    assert not {r for _, r, _ in picks} & {"allergic_to"}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("de", ("Ich bin Veganerin.", "Ich wohne in Graz."), "hast du ein Rezept für heute Abend?",
     {("you", "is", "veganerin")}),
    ("it", ("Sono vegana.", "Abito a Pisa."), "hai un'idea per cena?", {("you", "is", "vegana")}),
    ("es", ("Soy vegano.", "Vivo en Cádiz."), "¿tienes alguna receta para esta noche?",
     {("you", "is", "vegano")}),
])
def test_a_request_asked_of_the_assistant_is_the_users(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"ask-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


def test_a_trip_like_before_reads_the_trip_with_its_date(engine: HotMem) -> None:
    chat = Chat(engine, "crete", "en")
    chat.say("I live in Leeds.", "I went to Crete last spring.")
    result = chat.turn("thinking about a holiday somewhere like last spring")
    assert len(result.bullets) == 1
    assert result.bullets[0].startswith("You went to Crete (in spring")


def test_a_trip_idea_without_like_before_shows_no_date(engine: HotMem) -> None:
    chat = Chat(engine, "peru", "en")
    chat.say("I went to Peru in 2023.")
    assert chat.turn("where should I go on vacation this year?").bullets == ["You went to Peru."]


def test_a_bio_reads_the_job_before_the_name(engine: HotMem) -> None:
    chat = Chat(engine, "orla", "en")
    chat.say("My name is Orla.", "I'm a paramedic.", "I work at St Mary's.")
    bullets = chat.turn("write me a short bio").bullets
    assert bullets[-1] == "Your name is Orla."
    assert {b.split()[1] for b in bullets[:2]} == {"work", "are"}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # "rosa" is pink, "blanca" white: said in lower case, the parser sees no name.
    ("it", ("Mia figlia Rosa adora i cavalli.",), "rosa compie dieci anni, che le regalo?",
     {("rosa", "likes", "cavalli")}),
    ("es", ("Mi hija Blanca adora los caballos.",), "blanca cumple diez años, ¿qué le regalo?",
     {("blanca", "likes", "caballos")}),
])
def test_a_gift_for_kin_named_in_lower_case_reads_their_likes(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"lower-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("es", ("Mi madre se llama Rosario.", "Rosario adora las orquídeas."),
     "¿qué le compro a mi mamá para el día de la madre?", {("rosario", "likes", "orquídeas")}),
    ("en", ("My dad Frank loves fishing.",), "what should I buy my dad for father's day?",
     {("frank", "likes", "fishing")}),
])
def test_buying_for_kin_on_their_day_is_a_gift(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"buy-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


@pytest.mark.parametrize(("lang", "facts", "ask", "school"), [
    ("it", ("Insegno al liceo Galvani.",), "dimmi dove insegno", "liceo galvani"),
    ("en", ("I teach at Hillside Primary.",), "remind me where I teach", "hillside primary"),
])
def test_where_one_teaches_is_where_one_works(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, school: str,
) -> None:
    chat = Chat(engine, f"teach-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == {("you", "works_at", school)}


def test_a_request_read_as_a_statement_about_something_else_still_asks(engine: HotMem) -> None:
    chat = Chat(engine, "stirfry", "en")
    chat.say("I'm allergic to sesame.")
    assert chat.picks("any ideas for a dinner that isn't just pasta again") == {
        ("you", "allergic_to", "sesame")}


def test_a_statement_with_a_need_word_still_asks_for_nothing(engine: HotMem) -> None:
    chat = Chat(engine, "cookstmt", "en")
    chat.say("I'm allergic to sesame.", "I live in Derby.")
    assert chat.picks("I cooked a curry for my friends yesterday.") is None


def test_a_requests_facts_stay_beside_a_recalled_episode(engine: HotMem) -> None:
    chat = Chat(engine, "backen", "de")
    chat.say("Ich bin allergisch gegen Pfirsiche.")
    chat.turn("Ich spiele Volleyball im Verein und backe total gern.")
    assert chat.picks("was koche ich heute Abend?") == {("you", "allergic_to", "pfirsiche")}
    # Shown a turn ago and recalled beside a quote about baking: the allergy still serves.
    bullets = chat.turn("was backen wir am Wochenende?").bullets
    assert "You are allergic to Pfirsiche." in bullets


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # A question without "?" whose verb comes first; "go" names no relation of the workout.
    ("en", ("I have asthma.", "I went to Oslo in May."),
     "is it ok for me to go running outside today", {("you", "has_condition", "asthma")}),
    ("de", ("Ich habe Asthma.", "Ich war in Wien."), "soll ich heute draußen joggen gehen",
     {("you", "has_condition", "asthma")}),
])
def test_a_question_opened_by_its_verb_asks_without_a_question_mark(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"open-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


def test_a_free_time_with_someone_at_home_reads_their_likes(engine: HotMem) -> None:
    chat = Chat(engine, "giada", "it")
    chat.say("Mia nipote Giada adora la pallavolo.", "Abito a Pavia.")
    picks = chat.picks("giada viene da me sabato, cosa facciamo?")
    assert picks is not None
    assert ("giada", "likes", "pallavolo") in picks


def test_a_pet_the_request_is_about_stays_beside_what_serves_it(engine: HotMem) -> None:
    chat = Chat(engine, "praline", "fr")
    chat.say("J'ai une chienne qui s'appelle Praline.", "Je suis allée au Portugal.")
    picks = chat.picks("est-ce qu'on peut partir en vacances en avion avec la chienne ?")
    assert picks is not None
    assert ("you", "dog", "praline") in picks


def test_an_episode_naming_a_person_whose_likes_are_shown_is_not_recalled_for_them(
    engine: HotMem,
) -> None:
    """The retrieval tells the episode stage whom the request names: not the person (nor
    their kin noun) whose own facts already serve it ("Omar likes vintage maps.")."""
    chat = Chat(engine, "omar", "en")
    chat.say("My husband Omar collects vintage maps.", "My sister Lina loves sushi.")
    text = "what should I get my husband Omar for our anniversary?"
    assert engine.dry_run(text, user="omar").bullets == ["Your husband Omar likes vintage maps."]
    ex, _ = engine._extractor.extract(text, "en", Discourse())
    with engine._store.reading("omar") as index:  # the retriever's decision, read only
        result, _ = engine._retriever.decide(index, ex, index.turn + 1, chat.ts, [], text)
    assert result.needs == {"gift"}
    assert not result.named & {"omar", "husband"}


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("en", ("I live in Dundee.", "I love curling."), "will it be cold enough for a scarf tomorrow?",
     {("you", "lives_in", "dundee")}),
    ("es", ("Vivo en Oviedo.", "Me encanta el pádel."), "¿va a llover mañana?",
     {("you", "lives_in", "oviedo")}),
    ("fr", ("J'habite à Brest.", "J'adore le rugby."), "il va pleuvoir demain ?",
     {("you", "lives_in", "brest")}),
    ("it", ("Abito a Udine.", "Amo il ciclismo."), "domani pioverà?",
     {("you", "lives_in", "udine")}),
])
def test_weather_asked_for_a_time_to_come_reads_home(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: set,
) -> None:
    chat = Chat(engine, f"forecast-{lang}", lang)
    chat.say(*facts)
    assert chat.picks(ask) == wanted


@pytest.mark.parametrize(("lang", "ask"), [
    ("en", "will it rain in Madrid tomorrow?"),  # a place named: not where the user is
    ("it", "che caldo oggi!"),  # today's weather said aloud is small talk
])
def test_weather_of_a_named_place_or_of_now_reads_nothing(
    engine: HotMem, lang: str, ask: str,
) -> None:
    chat = Chat(engine, f"noforecast-{lang}-{len(ask)}", lang)
    chat.say("I live in Dundee." if lang == "en" else "Abito a Udine.")
    assert chat.picks(ask) is None


@pytest.mark.parametrize("ask", ["will it rain tomorrow?", "can you tell me a joke?"])
def test_a_function_word_that_is_also_a_kin_name_names_nobody(engine: HotMem, ask: str) -> None:
    chat = Chat(engine, f"will-{len(ask)}", "en")
    chat.say("My son is called Will.", "My daughter's name is Can.")
    assert chat.picks(ask) is None
