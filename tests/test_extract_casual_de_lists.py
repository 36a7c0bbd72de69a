"""Casual German speech, third round: lists, fears, corrections and spoken verb forms.

Every sentence is written for this file. The families: several things liked, feared or
allergic to in one breath ("auf Jazz und Blues", "gegen Milch, Eier und Weizen"), a fear
said with a noun ("Angst vor Spinnen"), and the spoken first person without its "-e".
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich steh auf reggae und soul",
         {("you", "likes", "reggae"), ("you", "likes", "soul")}),
        ("ich steh voll auf thailändisches essen und sushi",
         {("you", "likes", "thailändisches essen"), ("you", "likes", "sushi")}),
        ("ich stehe auf Krimis, Thriller und Western",
         {("you", "likes", "krimis"), ("you", "likes", "thriller"), ("you", "likes", "western")}),
        ("ich war schon in Lissabon und in Porto",
         {("you", "went_to", "lissabon"), ("you", "went_to", "porto")}),
        # one place to live: a second one after "und" is no second residence
        ("ich wohne in Ulm und arbeite in Neu-Ulm",
         {("you", "lives_in", "ulm"), ("you", "works_at", "neu-ulm")}),
    ],
)
def test_coordinated_objects_of_a_frame_are_each_stated(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin allergisch gegen kiwis und sellerie",
         {("you", "allergic_to", "kiwis"), ("you", "allergic_to", "sellerie")}),
        ("mein sohn ist allergisch gegen milch, eier und weizen",
         {("son", "allergic_to", "milch"), ("son", "allergic_to", "eier"),
          ("son", "allergic_to", "weizen")}),
        ("ich bin gegen birkenpollen und gräser allergisch",
         {("you", "allergic_to", "birkenpollen"), ("you", "allergic_to", "gräser")}),
        ("ich hab ne allergie gegen wespen und bienen",
         {("you", "allergic_to", "wespen"), ("you", "allergic_to", "bienen")}),
    ],
)
def test_every_allergen_listed_is_kept(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich hab angst vor spinnen und schlangen",
         {("you", "dislikes", "spinnen"), ("you", "dislikes", "schlangen")}),
        ("meine tochter hat angst vor gewitter", {("daughter", "dislikes", "gewitter")}),
        ("ich hab keine angst vor hunden", {("you", "dislikes", "hunden", "NOT")}),
        ("ich hab ne schwäche für lakritz", {("you", "likes", "lakritz")}),
    ],
)
def test_a_fear_or_weakness_noun_is_a_preference(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize("text", ["ich hab angst", "ich hab voll angst gerade"])
def test_fear_without_an_object_is_a_passing_state(extract_in, text):
    assert facts(extract_in("de")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # speech-to-text drops the commas of a list
        ("ich mag joggen malen und kreuzworträtsel",
         {("you", "likes", "joggen"), ("you", "likes", "malen"),
          ("you", "likes", "kreuzworträtsel")}),
        ("ich liebe himbeeren pfirsiche und weiße schokolade",
         {("you", "likes", "himbeeren"), ("you", "likes", "pfirsiche"),
          ("you", "likes", "weiße schokolade")}),
        ("ich hasse spinat tomaten und paprika",
         {("you", "dislikes", "spinat"), ("you", "dislikes", "tomaten"),
          ("you", "dislikes", "paprika")}),
        ("meine hobbys sind tanzen stricken und origami",
         {("you", "likes", "tanzen"), ("you", "likes", "stricken"), ("you", "likes", "origami")}),
        ("ich steh auf punk grunge und reggae",
         {("you", "likes", "punk"), ("you", "likes", "grunge"), ("you", "likes", "reggae")}),
        # two lower-case activities joined by "und"
        ("ich mag reiten und tauchen", {("you", "likes", "reiten"), ("you", "likes", "tauchen")}),
        ("meine oma liebt häkeln und backen",
         {("grandmother", "likes", "häkeln"), ("grandmother", "likes", "backen")}),
        # the commas said: one clause, the last item a phrase
        ("Ich mag Segeln, Zeichnen und alte Filme.",
         {("you", "likes", "segeln"), ("you", "likes", "zeichnen"),
          ("you", "likes", "alte filme")}),
    ],
)
def test_a_list_of_likes_gives_every_item(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # written with capitals: two words side by side are one title
        ("Ich mag Harry Potter und Doctor Who",
         {("you", "likes", "harry potter"), ("you", "likes", "doctor who")}),
        # an adjective the restorer capitalised belongs to its noun
        ("ich liebe mexikanisches essen und tacos",
         {("you", "likes", "mexikanisches essen"), ("you", "likes", "tacos")}),
        # a name of two words is no list
        ("meine freundin anna lena und ich wohnen in trier",
         {("you", "friend", "anna lena"), ("you", "lives_in", "trier"),
          ("anna lena", "lives_in", "trier")}),
        # an inflected adjective is no activity of its own
        ("ich mag leckeren kuchen und kakao",
         {("you", "likes", "kuchen"), ("you", "likes", "kakao")}),
    ],
)
def test_words_that_belong_together_are_not_split(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich wohne in rostock ne quatsch in wismar",
         {("you", "lives_in", "rostock", "NOT"), ("you", "lives_in", "wismar")}),
        ("ich arbeite bei edeka nee bei rewe",
         {("you", "works_at", "edeka", "NOT"), ("you", "works_at", "rewe")}),
        ("meine tante wohnt in passau ach nee in landshut",
         {("aunt", "lives_in", "passau", "NOT"), ("aunt", "lives_in", "landshut")}),
        ("ich bin schreiner also eigentlich zimmermann",
         {("you", "is", "schreiner", "NOT"), ("you", "is", "zimmermann")}),
    ],
)
def test_a_spoken_self_repair_denies_the_first_value(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


def test_a_self_repaired_place_makes_the_turn_a_correction(extract_in):
    assert extract_in("de")("ich arbeite bei edeka nee bei rewe").intent.value == "CORRECTION"
