"""Constructions of need-based requests read in the five languages (real spaCy models, real
LMDB): making a meal for oneself with a free time, something for a long journey, the home left
while away, buying for someone by a pronoun (and a Spanish clitic doubling its noun), a pet
noun of a pet owner, a measure adjective without its question word, who a gift's person is
folded into their liking, an occupation for a work question and a meal for the office."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hotmem import HotMem
from hotmem.extract.coref import Discourse
from hotmem.inject import bullet_for
from hotmem.retrieve.needs import detect_needs, says_measure, surface_words
from hotmem.retrieve.query import build_query
from hotmem.types import Edge
from tests.chat import Chat


def _needs(text: str, lang: str) -> set[str]:
    words = surface_words(text)
    return set(detect_needs(words, words, lang))


def _picks_after(
    engine: HotMem, user: str, lang: str, facts: Sequence[str], ask: str,
) -> set[tuple[str, str, str]] | None:
    """The facts picked for ``ask`` after a new user told ``facts``."""
    chat = Chat(engine, user, lang)
    chat.say(*facts)
    return chat.picks(ask)


MEDIA = {"entertainment", "music", "screen", "reading", "podcast"}


@pytest.mark.parametrize(("lang", "text", "needs"), [
    # Making a meal for oneself, said with a free time: a meal.
    ("en", "what should i make tonight", {"food"}),
    ("it", "che mi preparo stasera", {"food"}),
    ("fr", "qu'est-ce que je me fais ce soir", {"food"}),
    ("es", "qué me preparo esta noche", {"food"}),
    ("de", "was koch ich mir heute abend", {"food"}),
    # ... without a free time, or beside another need, it is no meal.
    ("en", "how do i make myself go to bed earlier", set()),
    ("it", "come mi preparo per il colloquio", set()),
    ("en", "what playlist should i make tonight", {"entertainment", "music"}),
    # Something for a long journey: any kind of media, not the trip.
    ("en", "anything for the long drive on friday", MEDIA),
    ("de", "hast du was für die lange Zugfahrt", MEDIA),
    ("fr", "un truc pour le long trajet", MEDIA),
    ("es", "algo para el viaje largo", MEDIA),
    ("it", "qualcosa per il lungo viaggio in treno", MEDIA),
    # The home left while away: the pets, not the trip.
    ("en", "i'm away for ten days, what do i sort out at home", {"pets"}),
    ("fr", "je pars une semaine, je prévois quoi à la maison", {"pets"}),
    ("de", "ich bin eine Woche weg, was muss ich zu Hause regeln", {"pets"}),
    ("es", "me voy una semana, qué dejo listo en casa", {"pets"}),
    ("it", "starò via una settimana, cosa sistemo a casa", {"pets"}),
    # ... home without going away is no pet need; going away alone is a trip.
    ("en", "what should i cook at home tonight", {"food"}),
    ("it", "vado via per il weekend, idee?", {"travel"}),
    # Short trips and outings are trips.
    ("en", "help me plan a city break", {"travel"}),
    ("it", "organizzami un weekend fuori", {"travel"}),
    ("es", "adónde nos escapamos en junio", {"travel"}),
    ("de", "ideen für einen Kurztrip", {"travel"}),
    # Buying for someone by a pronoun: a gift.
    ("en", "what should i get him", {"gift"}),
    ("fr", "je lui prends quoi", {"gift"}),
    ("es", "qué le llevo", {"gift"}),
    ("it", "cosa gli porto", {"gift"}),
    ("de", "was schenk ich ihr", {"gift"}),
    ("en", "help me get him to bed", set()),
    # Birds and breeds are pets.
    ("de", "die Vögel sind so still", {"pets"}),
    ("es", "el periquito no canta", {"pets"}),
    ("en", "is a labrador good with kids", {"pets"}),
])
def test_constructions_cue_their_needs(lang: str, text: str, needs: set[str]) -> None:
    assert _needs(text, lang) == needs


@pytest.mark.parametrize(("lang", "text", "measure"), [
    ("en", "how long is the drive", True),
    ("en", "any ideas for the long drive", False),
    ("en", "a big family dinner, any ideas", False),
    ("de", "wie weit ist es bis Köln", True),
    ("de", "wieviele Gäste passen rein", True),
    ("de", "was für die lange Fahrt", False),
    ("fr", "combien de temps", True),
])
def test_a_measure_adjective_measures_only_after_its_question_word(
    lang: str, text: str, measure: bool,
) -> None:
    assert says_measure(surface_words(text), lang) is measure


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    ("en", ("I'm allergic to peanuts.", "I love jazz."), "what should i make tonight?",
     ("you", "allergic_to", "peanuts")),
    ("it", ("Sono allergica alle arachidi.", "Adoro il jazz."), "che mi preparo stasera?",
     ("you", "allergic_to", "arachidi")),
    ("de", ("Ich liebe Hörbücher.", "Ich wohne in Kassel."),
     "empfiehl mir was für die lange Zugfahrt", ("you", "likes", "hörbücher")),
    ("en", ("I love history podcasts.", "I went to Oslo last year."),
     "any ideas for the long flight?", ("you", "likes", "history podcasts")),
    ("fr", ("J'ai un chat qui s'appelle Pompon.", "Je suis allée en Grèce."),
     "je pars une semaine, qu'est-ce que je dois prévoir à la maison ?",
     ("you", "cat", "pompon")),
    ("en", ("My nephew Idris is mad about chess.",),
     "idris turns ten soon, what should i get him", ("idris", "likes", "chess")),
    ("it", ("Mio nipote Elia adora i dinosauri.",), "elia compie gli anni, cosa gli regalo?",
     ("elia", "likes", "dinosauri")),
    ("de", ("Wir haben zwei Wellensittiche.",), "die Vögel sind heute so still, ist das normal?",
     ("you", "has", "two budgies")),
    ("it", ("Ho un border collie.",), "il cane è agitato, come lo stanco?",
     ("you", "has", "border collie")),
])
def test_requests_of_these_constructions_get_the_fact_serving_them(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    picks = _picks_after(engine, f"cons-{lang}-{len(ask)}", lang, facts, ask)
    assert picks is not None and wanted in picks


@pytest.mark.parametrize(("lang", "facts", "ask"), [
    # A pet noun said by someone with no pet, or a general question: nothing.
    ("en", ("I live in Derby.", "I'm vegan."), "are the birds ok in this heat?"),
    ("en", ("My dog is called Pip.",), "how many calories are in a banana?"),
    ("en", ("My dog is called Pip.", "We have two budgies."), "why do cats purr?"),
    ("de", ("Mein Hund heißt Bruno.",), "warum singen Vögel morgens?"),
    # Going away names no home: the pets are not asked for.
    ("en", ("My cat is called Mo.", "I went to Rome."), "help me plan a city break"),
])
def test_near_misses_do_not_bring_pets(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str,
) -> None:
    chat = Chat(engine, f"miss-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    picks = chat.picks(ask) or set()
    assert not any(k[1] in ("cat", "dog") for k in picks)


def test_a_pet_noun_in_a_statement_brings_up_the_pet(engine: HotMem) -> None:
    chat = Chat(engine, "kater", "de")
    chat.say("Ich habe einen Kater, er heißt Mogli.")
    assert chat.turn("der Kater frisst seit zwei Tagen kaum was").bullets == [
        "Your cat is Mogli."]


def test_a_gift_shows_who_the_person_is_in_their_liking(engine: HotMem) -> None:
    chat = Chat(engine, "fold", "en")
    chat.say("My niece Marisol is really into origami.")
    assert chat.turn("what should i get my niece for her birthday?").bullets == [
        "Your niece Marisol likes origami."]


def test_a_clitic_doubling_a_kin_noun_is_that_kin_not_the_last_person(engine: HotMem) -> None:
    chat = Chat(engine, "doubling", "es")
    chat.turn("Mi hijo Mateo adora los trenes.")
    # No brother told of: nothing serves, whoever was said last.
    assert chat.turn("¿qué le regalo a mi hermano?").message is None
    chat.turn("Mi sobrina Lucía adora los caballos.")
    chat.turn("Mi hijo Mateo adora los trenes.")
    assert chat.turn("¿qué le compro a mi sobrina?").bullets == [
        "Your niece Lucía likes caballos."]
    # Without the noun the clitic still points back.
    chat.turn("Mi hijo Mateo adora los trenes.")
    assert chat.turn("¿qué le regalo?").bullets == ["Mateo likes trenes."]


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # An occupation no cue table knows serves a question about the user's work.
    ("en", ("I work at Rowan Hospital.", "I'm a nurse on the stroke ward."),
     "remind me what ward i work on", ("you", "is", "nurse on the stroke ward")),
    # A meal for the workplace is about the meal.
    ("en", ("I'm vegan.", "I work at Pixelhaus."), "what cake can i bake for the office?",
     ("you", "is", "vegan")),
])
def test_work_and_its_meals(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"work-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    result = chat.turn(ask)
    assert any(b == bullet_for_key(engine, chat.user, wanted) for b in result.bullets[:3])


def bullet_for_key(engine: HotMem, user: str, key: tuple[str, str, str]) -> str:
    """The bullet of the stored fact ``key`` of ``user``."""
    edges = [e for r in engine.export(user)["edges"] if (e := Edge.from_record(r)).key == key]
    return bullet_for(edges[0]) if edges else f"<{key} not stored>"


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # A condition of breathing serves getting a pet; a bad knee does not.
    ("fr", ("J'ai de l'asthme.", "J'ai mal au genou."), "on veut adopter un chat, bonne idée ?",
     ["You have asthme."]),
    ("en", ("I have asthma.", "I have a bad knee."), "should we get a puppy?",
     ["You have asthma."]),
    # An imperative of cooking asks.
    ("en", ("I have coeliac disease.", "I love jazz."), "bake something for the office party",
     ["You have coeliac disease."]),
])
def test_conditions_and_cooking_imperatives(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: list[str],
) -> None:
    chat = Chat(engine, f"cond-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    assert chat.turn(ask).bullets == wanted


@pytest.mark.parametrize(("lang", "ask"), [
    # The pet the user has, not one to get: asthma is no answer.
    ("en", "can you recommend a good dog food?"),
    ("en", "which toys are safe for the dog?"),
    ("es", "¿qué pienso le compro a mi perro?"),
])
def test_asthma_serves_only_getting_a_pet(engine: HotMem, lang: str, ask: str) -> None:
    chat = Chat(engine, f"asthma-pet-{lang}-{len(ask)}", lang)
    chat.say("I have asthma.", "I have a dog called Rex.")
    assert "You have asthma." not in chat.turn(ask).bullets


@pytest.mark.parametrize(("lang", "ask"), [
    ("en", "any day trip ideas not far from the house?"),
    ("en", "a day trip near the house this weekend?"),
])
def test_a_trip_near_the_home_is_no_home_left_behind(engine: HotMem, lang: str, ask: str) -> None:
    chat = Chat(engine, f"trip-home-{lang}-{len(ask)}", lang)
    chat.say("I have a dog called Rex.", "I live in Leeds.")
    assert "Your dog is Rex." not in chat.turn(ask).bullets


def test_a_reflexive_naming_verb_is_about_its_noun_not_the_last_person(engine: HotMem) -> None:
    chat = Chat(engine, "se-llama", "es")
    chat.turn("mi hermano raúl es muy futbolero")
    chat.turn("tenemos un gato que se llama bigotes")
    chat.turn("mi hermano cumple cuarenta, qué le regalo")
    assert chat.turn("cómo se llama mi gato").bullets == ["Your cat is bigotes."]


@pytest.mark.parametrize(("lang", "facts", "ask"), [
    # What a kin the user never told of likes, or a gift for them: nothing stored answers.
    ("it", ("Sono allergica al nichel.", "Mia madre Franca adora l'uncinetto."),
     "cosa piace a mio marito per cena?"),
    ("de", ("Ich bin Veganerin.", "Meine Schwester Ida liebt Schach."),
     "was isst mein Bruder am liebsten?"),
    ("en", ("I'm vegan.", "My niece Ada loves lego."), "what should i get my nephew?"),
])
def test_a_kin_never_told_of_gets_nothing(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str,
) -> None:
    chat = Chat(engine, f"unknown-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    assert chat.turn(ask).message is None


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # ... a kin told of without a name ("my dad loves rugby") is known.
    ("en", ("My dad loves rugby.",), "it's dad's birthday soon, what do i get him?",
     ("father", "likes", "rugby")),
    # ... and a meal cooked for someone unknown still depends on the user's diet.
    ("it", ("Sono allergica al nichel.", "Sono vegana."), "cosa cucino per mia suocera stasera?",
     ("you", "is", "vegana")),
    # Neighbours giving a puppy are no gift asked for.
    ("it", ("Sono allergica ai cani.",), "i vicini regalano un cucciolo di cane, lo prendo?",
     ("you", "allergic_to", "cani")),
    # Breeds, creatures, sleep, reflux, drinks and eateries are words of their needs.
    ("fr", ("J'ai un berger australien.", "Je suis boulanger."),
     "le chien tourne en rond dans la maison, je fais quoi avec lui ?",
     ("you", "has", "berger australien")),
    ("it", ("Soffro di insonnia.", "Adoro il pilates."),
     "non riesco a prendere sonno, che posso fare?", ("you", "has_condition", "insonnia")),
    ("es", ("Soy celíaca.", "Me encanta el jazz."), "¿qué cerveza me puedo pedir en el bar?",
     ("you", "is", "celíaca")),
])
def test_known_kin_and_need_words(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    picks = _picks_after(engine, f"known-{lang}-{len(ask)}", lang, facts, ask)
    assert picks is not None and wanted in picks


def test_a_goat_cheese_is_no_pet(engine: HotMem) -> None:
    chat = Chat(engine, "chevre", "fr")
    chat.say("Mon chien s'appelle Frite.")
    assert chat.turn("quel vin servir avec un fromage de chèvre ?").message is None


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # Saying the fact was told to the assistant asks the user's own fact.
    ("es", ("Soy maestra de quinto grado.", "Vivo en Teruel."), "¿qué grado te conté que doy?",
     ("you", "is", "maestra de quinto grado")),
    ("fr", ("J'habite à Vannes.", "Je suis végane."), "j'habite où, je t'ai dit ?",
     ("you", "lives_in", "vannes")),
    ("it", ("Lavoro alla Cartiera Fabbri.", "Sono vegana."), "dove lavoro, te l'avevo detto?",
     ("you", "works_at", "cartiera fabbri")),
    ("en", ("I live in Ripon.", "I'm vegan."), "where did i tell you i live?",
     ("you", "lives_in", "ripon")),
])
def test_a_fact_told_to_the_assistant_is_asked(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    chat = Chat(engine, f"told-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    assert bullet_for_key(engine, chat.user, wanted) in chat.turn(ask).bullets[:3]


def test_speaking_to_the_assistant_without_a_told_fact_stays_small_talk(engine: HotMem) -> None:
    chat = Chat(engine, "told-miss", "es")
    chat.say("Vivo en Teruel.")
    assert chat.turn("¿tú dónde vives?").message is None


def test_saying_one_told_something_is_no_question(engine: HotMem) -> None:
    chat = Chat(engine, "told-statement", "en")
    chat.say("My mother lives in York.")
    assert chat.turn("I mentioned it to my neighbour yesterday.").message is None


@pytest.mark.parametrize(("lang", "facts", "text", "needs"), [
    # A category noun names what is asked for, not a liking: "quel sport" is a request.
    ("fr", ("J'ai une tendinite au coude.", "J'adore les films d'horreur."),
     "quel sport je peux faire ?", {"activity", "health"}),
    # An English question word with the first person after it asks, "?" or not.
    ("en", ("I have a spaniel called Rolo.",), "we're off for a fortnight, what do i sort for home",
     {"pets"}),
    ("fr", ("L'an dernier on est allés en Islande.",), "on voudrait repartir comme l'an dernier",
     {"travel"}),
])
def test_requests_read_from_the_query(
    engine: HotMem, lang: str, facts: Sequence[str], text: str, needs: set[str],
) -> None:
    chat = Chat(engine, f"query-{lang}-{len(text)}", lang)
    chat.say(*facts)
    ex, _ = engine._extractor.extract(text, lang, Discourse())
    with engine._store.reading(chat.user) as index:
        query = build_query(index, engine._retriever.derived_for(index), ex, [], text)
    assert set(query.needs) == needs


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # Pet names of kin in a request name the kin told of with the plain noun.
    ("en", ("My grandmother Rose loves crosswords.",), "what should i get my granny for christmas?",
     ["Your grandmother Rose likes crosswords."]),
    ("it", ("Mio fratello Dario adora il basket.",), "cosa regalo al mio fratellino?",
     ["Your brother Dario likes basket."]),
    ("fr", ("Ma grand-mère s'appelle Odette.",), "je lui offre quoi à mémé ?",
     ["Your grandmother is Odette."]),
])
def test_familiar_kin_words_name_the_kin(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: list[str],
) -> None:
    chat = Chat(engine, f"familiar-{lang}-{len(ask)}", lang)
    chat.say(*facts)
    assert chat.turn(ask).bullets == wanted


@pytest.mark.parametrize(("lang", "facts", "ask", "wanted"), [
    # "Go" with no past word asks for a trip to come: the trips told serve it.
    ("es", ("El año pasado fuimos a Islandia.", "Vivo en Tarazona."),
     "¿adónde vamos de vacaciones este año?", ("you", "went_to", "islandia")),
    # Cuisines are food; "round here" is near home.
    ("en", ("I'm vegetarian.", "I love jazz."), "what should i order at the thai place?",
     ("you", "is", "vegetarian")),
    ("en", ("I live in Halden.", "I'm vegetarian."), "good places to eat round here?",
     ("you", "lives_in", "halden")),
])
def test_trips_ahead_cuisines_and_nearby(
    engine: HotMem, lang: str, facts: Sequence[str], ask: str, wanted: tuple[str, str, str],
) -> None:
    picks = _picks_after(engine, f"ahead-{lang}-{len(ask)}", lang, facts, ask)
    assert picks is not None and wanted in picks


def test_a_meal_made_for_a_named_person_still_minds_the_users_diet(engine: HotMem) -> None:
    chat = Chat(engine, "gift-meal", "en")
    chat.say("I'm allergic to peanuts.", "My mum loves gardening.")
    shown = " ".join(chat.turn("What should I bake for my mum's birthday?").bullets[:3])
    assert "peanut" in shown


@pytest.mark.parametrize(("lang", "ask"), [
    # A plural article is often animals in general.
    ("it", "perché gli uccelli cantano?"),
    ("fr", "pourquoi les oiseaux chantent ?"),
    ("es", "¿por qué los pájaros cantan?"),
])
def test_animals_in_general_are_no_pet_of_the_user(engine: HotMem, lang: str, ask: str) -> None:
    chat = Chat(engine, f"general-{lang}", lang)
    chat.say({"it": "Ho un gatto che si chiama Fagiolo.", "fr": "J'ai un chat qui s'appelle Pompon.",
              "es": "Tengo un gato que se llama Pipo."}[lang])
    assert chat.turn(ask).message is None


@pytest.mark.parametrize(("lang", "told", "ask", "word"), [
    ("en", "i read a lot, mostly agatha christie and old spy novels",
     "recommend me something to read on holiday", "christie"),
    ("fr", "j'écoute plein de podcasts de science quand je cours",
     "trouve-moi un nouveau podcast", "science"),
])
def test_a_request_no_fact_serves_finds_what_was_told(
    engine: HotMem, lang: str, told: str, ask: str, word: str,
) -> None:
    chat = Chat(engine, f"told-need-{lang}", lang)
    chat.say({"en": "I live in Leeds.", "fr": "J'habite à Rennes."}[lang], told)
    assert any(word in b for b in chat.turn(ask).bullets[:3])
    assert chat.turn({"en": "what's the capital of peru?",
                      "fr": "quelle est la capitale du pérou ?"}[lang]).message is None

