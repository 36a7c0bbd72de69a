"""False facts from casual speech, by family, in every language they reach: exact triples.

Every sentence is written for this file. Families: a time or a school said with "since" is
never a friend; a relation noun of the user's ("Geburtsort") states that relation; "nach"
with a definite article is a time, not where one moved; "weder ... noch" denies; a
"wenns hilft" tail without its apostrophe qualifies nothing; a broken thing had ("a bad car")
is no health condition, a broken body part is.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "soy amiga de marta desde hace diez años", {("you", "friend_of", "marta")}),
        ("es", "soy amigo de Íker desde la guardería", {("you", "friend_of", "íker")}),
        ("fr", "je suis ami avec Bastien depuis le collège", {("you", "friend_of", "bastien")}),
        ("en", "i've been friends with omar since college", {("you", "friend_of", "omar")}),
        ("de", "ich bin seit der grundschule mit jonas befreundet",
         {("you", "friend_of", "jonas")}),
        # the name beside the speaker is the friend; the time is none
        ("de", "Tom und ich sind seit der Schule befreundet", {("you", "friend_of", "tom")}),
        ("it", "sono amica di Giulia dalle medie", {("you", "friend_of", "giulia")}),
    ],
)
def test_a_time_said_with_since_is_never_a_friend(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mein geburtsort ist rostock", {("you", "born_in", "rostock")}),
        ("Wismar ist mein Geburtsort", {("you", "born_in", "wismar")}),
        ("meine heimatstadt ist bremen", {("you", "born_in", "bremen")}),
    ],
)
def test_a_german_relation_noun_states_its_relation(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin nach dem studium nach köln gezogen", {("you", "lives_in", "köln")}),
        ("nach der ausbildung bin ich nach erfurt gezogen", {("you", "lives_in", "erfurt")}),
    ],
)
def test_nach_with_an_article_is_a_time_not_a_move(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich habe weder Katze noch Hund",
         {("you", "has", "cat", "NOT"), ("you", "has", "dog", "NOT")}),
        ("ich hab weder geschwister noch kinder",
         {("you", "has", "sibling", "NOT"), ("you", "has", "child", "NOT")}),
    ],
)
def test_weder_noch_denies_both_and_states_neither(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich arbeite bei einer sparkasse wenns hilft", {("you", "works_at", "sparkasse")}),
        ("ich bin 44 wenns interessiert", {("you", "age", "44")}),
    ],
)
def test_a_wenns_tail_qualifies_nothing(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_leading_wenns_still_makes_a_hypothetical(extract_in):
    assert facts(extract_in("de")("wenns klappt ziehe ich nach Lübeck")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("wir haben zwei pferde", {("you", "has", "two horses")}),
        ("ich habe ein kaninchen und einen hund", {("you", "has", "rabbit"),
                                                   ("you", "has", "dog")}),
        ("ich habe knieprobleme", {("you", "has_condition", "knieprobleme")}),
        ("ich hab probleme mit der hüfte", set()),
    ],
)
def test_german_pets_and_complaints_are_keyed(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich arbeite bei einer werft", {("you", "works_at", "werft")}),
        ("ich wohne in husum und arbeite bei einer reederei",
         {("you", "lives_in", "husum"), ("you", "works_at", "reederei")}),
        ("ich bin lehrerin an einer gesamtschule",
         {("you", "is", "lehrerin"), ("you", "works_at", "gesamtschule")}),
        ("ich arbeite an einem neuen projekt", set()),
    ],
)
def test_a_lower_case_workplace_after_its_article_is_kept(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich backe total gerne", {("you", "likes", "backen")}),
        ("ich zeichne echt gern im park", {("you", "likes", "zeichnen")}),
        ("meine frau kocht sehr gerne", {("wife", "likes", "kochen")}),
        ("ich backe nicht gern", set()),
        ("mein hund liebt es zu buddeln", {("dog", "likes", "buddeln")}),
        ("meine schwester liebt es zu reiten", {("sister", "likes", "reiten")}),
    ],
)
def test_german_hobbies_with_gern_or_es_zu_for_self_and_kin(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "ich heiße marlene nicht marlies", {("you", "name", "marlene")}),
        ("de", "mein kater heißt moritz nicht felix", {("you", "cat", "moritz")}),
        ("de", "mein name ist svenja nicht sonja", {("you", "name", "svenja")}),
        ("de", "ich mag katzen nicht hunde",
         {("you", "likes", "katzen"), ("you", "likes", "hunde", "NOT")}),
        ("de", "ich arbeite bei edeka nicht penny",
         {("you", "works_at", "edeka"), ("you", "works_at", "penny", "NOT")}),
        ("de", "ich esse fisch nicht so gern", {("you", "eats", "fisch", "NOT")}),
        ("it", "mi chiamo chiara non clara", {("you", "name", "chiara")}),
        ("it", "non ho cani né gatti", {("you", "has", "dog", "NOT"),
                                        ("you", "has", "cat", "NOT")}),
    ],
)
def test_a_second_value_after_a_bare_negation_is_the_one_rejected(extract_in, lang, text,
                                                                   expected):
    """Without a comma the negation after a value rejects only the value that follows it."""
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "je travaille chez euh michelin", {("you", "works_at", "michelin")}),
        ("es", "trabajo en eh mercadona", {("you", "works_at", "mercadona")}),
        ("en", "i'm vegetarian so no burgers for me", {("you", "is", "vegetarian")}),
        ("en", "I like the Good Friday market", {("you", "likes", "good friday market")}),
    ],
)
def test_a_filler_or_a_linking_word_is_never_the_edge_of_an_object(extract_in, lang, text,
                                                                   expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("es", "juego al baloncesto los jueves", {("you", "likes", "baloncesto")}),
        ("de", "ich spiele schach dienstags", {("you", "likes", "schach")}),
        ("en", "rainy mondays are the worst", {("you", "dislikes", "rainy mondays")}),
        ("en", "cloudy days are the worst", {("you", "dislikes", "cloudy days")}),
    ],
)
def test_a_closing_weekday_is_when_not_what(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich finde volleyball toll", {("you", "likes", "volleyball")}),
        ("ich finde golf echt langweilig", {("you", "dislikes", "golf")}),
        ("Oliven finde ich eklig.", {("you", "dislikes", "oliven")}),
        ("ich finde kürbis nicht so lecker", {("you", "likes", "kürbis", "NOT")}),
        ("mein sohn findet dinosaurier super", {("son", "likes", "dinosaurier")}),
        ("ich finde dich toll", set()),
        ("ich finde meine brille nicht", set()),
    ],
)
def test_a_thing_judged_with_finden_is_liked_or_disliked(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich fahre gerne roller", {("you", "likes", "roller")}),
        ("ich fahre motorrad", set()),
        ("ich fahre einen kleinen fiat", {("you", "owns", "kleinen fiat")}),
    ],
)
def test_driving_without_an_article_owns_nothing(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "el gato de mi vecina se llama nube"),
        ("fr", "le chien de mon cousin s'appelle filou"),
        ("en", "the cat of my neighbour is called smudge"),
    ],
)
def test_someone_elses_pet_named_is_not_the_users(extract_in, lang, text):
    assert facts(extract_in(lang)(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mein kater ist letzte woche gestorben", set()),
        ("ich habe heute um drei ein meeting", set()),
        ("ich hab noch viel arbeit", set()),
        ("my daughter is called April", {("you", "daughter", "april")}),
    ],
)
def test_a_time_or_an_appointment_is_neither_a_name_nor_a_possession(extract_in, text,
                                                                     expected):
    lang = "en" if text.startswith("my") else "de"
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "je n'ai ni chien ni chat", {("you", "has", "dog", "NOT"),
                                             ("you", "has", "cat", "NOT")}),
        ("es", "no tengo ni hermanos ni primos", {("you", "has", "sibling", "NOT"),
                                                  ("you", "has", "cousin", "NOT")}),
        ("fr", "j'ai une sœur", {("you", "has", "sister")}),
    ],
)
def test_a_neither_word_is_no_part_of_the_denied_thing(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


def test_neither_inside_an_object_denies_it(extract_in):
    """The English parser keeps "neither" in the object: the first thing is still denied, and
    so is the one after "nor"."""
    assert facts(extract_in("en")("i have neither a car nor a scooter")) == {
        ("you", "has", "car", "NOT"), ("you", "has", "scooter", "NOT")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich habe gerade einen hund adoptiert", set()),
        ("ich habe gestern mein auto repariert", set()),
        ("ich habe eine verstauchte hand", {("you", "has_condition", "verstauchte hand")}),
        ("ich hab ein kaputtes sprunggelenk", {("you", "has_condition", "kaputtes sprunggelenk")}),
        ("mein favorit ist kirschkuchen", {("you", "likes", "kirschkuchen")}),
    ],
)
def test_german_participles_complaints_and_favourites(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "i have a bad knee", {("you", "has_condition", "bad knee")}),
        ("en", "i have a broken laptop", {("you", "has", "broken laptop")}),
        ("en", "i have a bad car", {("you", "has", "bad car")}),
        ("de", "ich habe ein kaputtes Fahrrad", {("you", "has", "kaputtes fahrrad")}),
        ("de", "ich habe eine schmerzende Schulter",
         {("you", "has_condition", "schmerzende schulter")}),
        ("de", "ich habe einen kaputten Wecker", {("you", "has", "kaputten wecker")}),
    ],
)
def test_a_broken_thing_is_no_condition_a_broken_body_part_is(extract_in, lang, text,
                                                               expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "j'ai ni frère ni sœur", {("you", "has", "brother", "NOT"),
                                          ("you", "has", "sister", "NOT")}),
        ("fr", "j'ai ni voiture ni vélo", {("you", "has", "voiture", "NOT"),
                                            ("you", "has", "vélo", "NOT")}),
        ("fr", "j'ai un chien et un chat", {("you", "has", "dog"), ("you", "has", "cat")}),
    ],
)
def test_a_list_opened_by_ni_is_denied_without_its_ne(extract_in, lang, text, expected):
    """Spoken French drops "ne": "ni ... ni" alone still denies every item."""
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mein Mann fährt gern schnell", {("husband", "likes", "fahren")}),
        ("ich esse gern spät", {("you", "likes", "essen")}),
        ("ich spiele gern draußen Fußball", {("you", "likes", "fußball")}),
        ("meine Frau liest gern Krimis", {("wife", "likes", "krimis")}),
    ],
)
def test_a_german_adverb_after_gern_is_how_not_what_is_liked(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected
