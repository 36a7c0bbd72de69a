"""Casual spoken French, weak families of the casual held-out figures: exact triples.

Every sentence is written for this file. The families: lists of likes or possessions spoken
without commas or joined by the parser to the verb instead of the first object ("je kiffe les
séries et les mangas", "j'aime le jazz le rap et la soul"); self-repairs of a place whose
answering "non" the parser hangs on the verb ("chez renault, enfin non, chez peugeot") or
whose two places it reads as one ("à tours enfin non à blois"); negations said without
"ne" ("j'habite plus à X", "je mange jamais de X") and denied partitive objects the parser
tags as anything ("on a pas de télé", "ma femme mange pas de viande"); spoken forms
("chuis", a closing "du coup"); habits of kin ("mon fils fait du judo", the present "fait"
tagged a participle) and partitive habits ("je fais du yoga"); a condition "done" ("je fais de
l'hypertension").
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.fixture
def fr(extract_in):
    return extract_in("fr")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je kiffe les séries policières et les mangas",
         {("you", "likes", "séries policières"), ("you", "likes", "mangas")}),
        ("euh j'adore le volley et le handball quoi",
         {("you", "likes", "volley"), ("you", "likes", "handball")}),
        ("j'aime bien le blues le reggae et le rap",
         {("you", "likes", "blues"), ("you", "likes", "reggae"),
          ("you", "likes", "rap")}),
        ("j'adore les crêpes la raclette et les lasagnes",
         {("you", "likes", "crêpes"), ("you", "likes", "raclette"),
          ("you", "likes", "lasagnes")}),
        ("j'ai un lapin et deux perruches",
         {("you", "has", "rabbit"), ("you", "has", "two budgies")}),
    ],
)
def test_list_of_likes_or_things_had(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je bosse chez valeo, enfin non, chez safran",
         {("you", "works_at", "valeo", "NOT"), ("you", "works_at", "safran")}),
        ("mon frère vit à colmar, non pardon, à mulhouse",
         {("brother", "lives_in", "colmar", "NOT"), ("brother", "lives_in", "mulhouse")}),
        ("je suis né à angers enfin non à laval",
         {("you", "born_in", "angers", "NOT"), ("you", "born_in", "laval")}),
    ],
)
def test_self_repair_of_a_place(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'habite plus à vannes", {("you", "lives_in", "vannes", "NOT")}),
        ("je bosse plus chez darty", {("you", "works_at", "darty", "NOT")}),
        ("je mange plus de mouton", {("you", "eats", "mouton", "NOT")}),
        ("moi je mange jamais de crevettes", {("you", "eats", "crevettes", "NOT")}),
        ("je ne mange jamais de canard", {("you", "eats", "canard", "NOT")}),
        ("nous on a plus de piscine", {("you", "has", "piscine", "NOT")}),
        ("on a pas de télé", {("you", "has", "télé", "NOT")}),
        ("nous on a pas de jardin", {("you", "has", "jardin", "NOT")}),
        ("ma femme mange pas de poulet", {("wife", "eats", "poulet", "NOT")}),
    ],
)
def test_spoken_negation_without_ne(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'ai plus de 40 ans", {("you", "age", "40")}),  # an amount, no negation
        ("j'aime plus le rap", {("you", "likes", "rap", "NOT")}),
    ],
)
def test_plus_as_an_amount_or_no_longer(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("j'habite plus à paris", "j'habite pas à paris"),
        ("on n'a jamais de chance", "on n'a pas de chance"),
        ("j'ai plus de 40 ans", "j'ai plus de 40 ans"),
        ("j'aime plus le thé que le café", "j'aime plus le thé que le café"),
        ("moi non plus", "moi non plus"),
    ],
)
def test_spoken_negation_read_before_parsing(text, read):
    from hotmem.extract.spoken_negation import read_spoken_negations
    from hotmem.lang import get_lexicon

    assert read_spoken_negations(text, get_lexicon("fr")) == read


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("chuis pharmacienne", {("you", "is", "pharmacienne")}),
        ("je travaille comme cuisinier du coup", {("you", "is", "cuisinier")}),
        ("j'habite à albi en fait", {("you", "lives_in", "albi")}),
    ],
)
def test_spoken_forms_and_closing_markers(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je fais du pilates", {("you", "likes", "pilates")}),
        ("mon fils fait du karaté", {("son", "likes", "karaté")}),
        ("ma fille fait de la gym", {("daughter", "likes", "gym")}),
        ("mon frère fait du surf", {("brother", "likes", "surf")}),
        ("mon oncle fait de la voile le week-end", {("uncle", "likes", "voile")}),
    ],
)
def test_habits_of_the_speaker_and_kin(fr, text, expected):
    assert facts(fr(text)) == expected


def test_a_past_habit_of_kin_is_an_episode(fr):
    assert facts(fr("mon fils a fait du karaté")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je fais de l'hypertension", {("you", "has_condition", "hypertension")}),
        ("ma mère fait du diabète", {("mother", "has_condition", "diabète")}),
    ],
)
def test_a_condition_done_is_a_condition_had(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'aime le cinéma euh la musique et le théâtre",
         {("you", "likes", "cinéma"), ("you", "likes", "musique"), ("you", "likes", "théâtre")}),
        ("je joue du violon et euh du piano",
         {("you", "likes", "violon"), ("you", "likes", "piano")}),
        ("au fait je suis végétalien", {("you", "is", "végétalien")}),
        ("du coup je bosse chez thales", {("you", "works_at", "thales")}),
        # before "non" the hesitation marks a self-repair, which is still read
        ("ma nièce a 9 ans euh non 10",
         {("niece", "age", "9", "NOT"), ("niece", "age", "10")}),
    ],
)
def test_hesitations_and_opening_markers_are_cut(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je mange du riz", {("you", "eats", "riz")}),
        ("je mange de la viande rouge", {("you", "eats", "viande rouge")}),
        ("je mange du fromage mais pas de beurre",
         {("you", "eats", "fromage"), ("you", "eats", "beurre", "NOT")}),
        ("j'adore les chats mais pas les lapins",
         {("you", "likes", "chats"), ("you", "likes", "lapins", "NOT")}),
        ("j'achète du pain", set()),  # an uncounted amount is never owned
    ],
)
def test_partitive_objects_and_refused_conjuncts(fr, text, expected):
    assert facts(fr(text)) == expected


def test_a_compound_noun_keeps_its_inner_de(fr):
    assert facts(fr("ma tante est allergique aux fruits de mer")) == {
        ("aunt", "allergic_to", "fruits de mer")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'habite à sète juste à côté du port", {("you", "lives_in", "sète")}),
        ("je bosse chez lidl à côté de la mairie", {("you", "works_at", "lidl")}),
        ("mon père vit à vichy aux alentours de la gare", {("father", "lives_in", "vichy")}),
    ],
)
def test_a_place_near_another_is_no_home_or_workplace(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("j'aime pas du tout les endives", {("you", "likes", "endives", "NOT")}),
        ("ma femme aime pas du tout le golf", {("wife", "likes", "golf", "NOT")}),
    ],
)
def test_a_stressed_negation_leaves_the_object_whole(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma tante vit à agen non à pau",
         {("aunt", "lives_in", "agen", "NOT"), ("aunt", "lives_in", "pau")}),
        ("je travaille chez auchan non pardon chez carrefour",
         {("you", "works_at", "auchan", "NOT"), ("you", "works_at", "carrefour")}),
        ("j'habite à metz non pardon à thionville",
         {("you", "lives_in", "metz", "NOT"), ("you", "lives_in", "thionville")}),
    ],
)
def test_a_lone_non_between_two_places_is_a_self_repair(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("fr", "non, j'habite à colmar", {("you", "lives_in", "colmar")}),
        ("fr", "non, je n'ai pas de voiture", {("you", "has", "voiture", "NOT")}),
        ("es", "no, vivo en cádiz", {("you", "lives_in", "cádiz")}),
        ("es", "no vivo en cádiz", {("you", "lives_in", "cádiz", "NOT")}),
    ],
)
def test_an_opening_no_answers_and_denies_nothing(extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ma passion c'est l'escalade", {("you", "likes", "escalade")}),
        ("mon hobby c'est la couture", {("you", "likes", "couture")}),
        ("mes loisirs c'est la pêche et la randonnée",
         {("you", "likes", "pêche"), ("you", "likes", "randonnée")}),
        ("mes passions c'est la voile la lecture et le jardinage",
         {("you", "likes", "voile"), ("you", "likes", "lecture"), ("you", "likes", "jardinage")}),
    ],
)
def test_a_passion_or_hobby_is_a_liking_with_its_list(fr, text, expected):
    assert facts(fr(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("je fais du vélo de la danse et du basket",
         {("you", "likes", "vélo"), ("you", "likes", "danse"), ("you", "likes", "basket")}),
        ("ma fille fait du judo de la natation et du foot",
         {("daughter", "likes", "judo"), ("daughter", "likes", "natation"),
          ("daughter", "likes", "foot")}),
        ("je mange du riz de la salade et du poisson",
         {("you", "eats", "riz"), ("you", "eats", "salade"), ("you", "eats", "poisson")}),
        ("j'aime la musique du film", {("you", "likes", "musique du film")}),
    ],
)
def test_partitive_lists_without_commas(fr, text, expected):
    assert facts(fr(text)) == expected


def test_boys_had_are_sons(fr):
    assert facts(fr("j'ai deux garçons")) == {("you", "has", "two sons")}
