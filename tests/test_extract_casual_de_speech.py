"""Casual German speech, third round: exact triples per family, sentences written for this file.

The families: what the copula says when more follows it (an aside after an age, a "since
when" after a role, a second statement after "und"), the copula at the end of a "weil"/"da"
clause, a question run on to a statement without a stop, and a "but" clause that denies a
second thing without touching the first.
"""

from __future__ import annotations

import pytest

from hotmem.types import Extraction, Intent
from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin 31 übrigens", {("you", "age", "31")}),
        ("ich bin achtundzwanzig übrigens", {("you", "age", "28")}),
        ("meine schwester ist 17 haha", {("sister", "age", "17")}),
        ("mein opa ist 88 und noch topfit", {("grandfather", "age", "88")}),
        ("meine tochter ist sechs und total verrückt nach pferden",
         {("daughter", "age", "6"), ("daughter", "likes", "pferden")}),
        ("wir sind 4 und wohnen in ulm", {("you", "lives_in", "ulm")}),
        ("wir sind 5", set()),
    ],
)
def test_age_with_more_after_it(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin vegetarierin seit drei jahren", {("you", "is", "vegetarierin")}),
        ("ich bin seit letztem jahr veganer", {("you", "is", "veganer")}),
        ("ich bin tischler seit 2010", {("you", "is", "tischler")}),
    ],
)
def test_role_with_since_when(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich muss um fünf raus weil ich bäckerin bin", {("you", "is", "bäckerin")}),
        ("ich hab nachts dienst da ich krankenpfleger bin", {("you", "is", "krankenpfleger")}),
        ("ich koche immer selber weil ich vegetarierin bin", {("you", "is", "vegetarierin")}),
        ("ich kann nicht lange bleiben weil ich müde bin", set()),
    ],
)
def test_copula_at_the_end_of_a_reason_clause(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin veganerin kannst du mir was zum abendessen vorschlagen",
         {("you", "is", "veganerin")}),
        ("ich wohne in lübeck kennst du da ein gutes restaurant",
         {("you", "lives_in", "lübeck")}),
        ("ich hab zwei katzen hast du auch haustiere", {("you", "has", "two cats")}),
    ],
)
def test_question_run_on_to_a_statement(extract_in, text, expected):
    extraction = extract_in("de")(text)
    assert facts(extraction) == expected
    assert extraction.intent is Intent.QUESTION_WITH_FACT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich mag katzen aber hunde nicht so",
         {("you", "likes", "katzen"), ("you", "likes", "hunde", "NOT")}),
        ("ich liebe tee aber kaffee mag ich gar nicht",
         {("you", "likes", "tee"), ("you", "likes", "kaffee", "NOT")}),
        ("meine frau mag krimis aber horrorfilme nicht",
         {("wife", "likes", "krimis"), ("wife", "likes", "horrorfilme", "NOT")}),
    ],
)
def test_but_denies_only_the_second_thing(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich hör gern jazz und ein bisschen soul",
         {("you", "likes", "jazz"), ("you", "likes", "soul")}),
        ("ich spiele fußball und so ein bisschen tennis",
         {("you", "likes", "fußball"), ("you", "likes", "tennis")}),
        ("ich mag ein bisschen alles außer techno", set()),
    ],
)
def test_how_much_is_no_part_of_a_liking(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("meine oma hat alzheimer", {("grandmother", "has_condition", "alzheimer")}),
        ("mein schwiegervater hat parkinson",
         {("father-in-law", "has_condition", "parkinson")}),
        ("ich hab eine schilddrüsenunterfunktion",
         {("you", "has_condition", "schilddrüsenunterfunktion")}),
        ("mein mann hat diabetes typ 1", {("husband", "has_condition", "diabetes typ 1")}),
        ("ich hab typ 2 diabetes", {("you", "has_condition", "typ 2 diabetes")}),
        ("ich habe eine angststörung", {("you", "has_condition", "angststörung")}),
    ],
)
def test_conditions_of_the_user_and_their_family(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich komme aus der schweiz wohne aber seit jahren in freiburg",
         {("you", "born_in", "schweiz"), ("you", "lives_in", "freiburg")}),
        ("ich komme aus dem allgäu lebe aber in köln",
         {("you", "born_in", "allgäu"), ("you", "lives_in", "köln")}),
    ],
)
def test_run_on_after_a_place_with_its_article(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("also alle nennen mich jojo", {("you", "name", "jojo")}),
        ("man nennt mich meistens fritzi", {("you", "name", "fritzi")}),
        ("meine kollegen nennen mich bär", {("you", "name", "bär")}),
    ],
)
def test_people_call_me(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("am liebsten esse ich lasagne", {("you", "likes", "lasagne")}),
        ("ich höre am liebsten hörbücher", {("you", "likes", "hörbücher")}),
        ("ich esse total gern oliven", {("you", "likes", "oliven")}),
        ("ich esse kein lamm", {("you", "eats", "lamm", "NOT")}),
        ("ich trinke gern rotwein aber keinen weißwein",
         {("you", "likes", "rotwein"), ("you", "likes", "weißwein", "NOT")}),
        ("mein vater trinkt gern schnaps", {("father", "likes", "schnaps")}),
        ("ich trinke jeden morgen tee", set()),
    ],
)
def test_liking_said_with_gern_or_am_liebsten(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich interessiere mich für astronomie", {("you", "likes", "astronomie")}),
        ("meine tochter interessiert sich total für pferde", {("daughter", "likes", "pferde")}),
        ("ich interessiere mich nicht so für politik", {("you", "likes", "politik", "NOT")}),
        ("ich bin ein riesen handball fan", {("you", "likes", "handball")}),
        ("mein bruder ist schalke fan", {("brother", "likes", "schalke")}),
        ("ich bin nicht so der große fan", set()),
    ],
)
def test_interest_and_fandom(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich wohne in einer winzigen wohnung in köln", {("you", "lives_in", "köln")}),
        ("wir leben in einem dorf bei rosenheim", {("you", "lives_in", "rosenheim")}),
        ("ich wohne in einem haus am stadtrand von leipzig", {("you", "lives_in", "leipzig")}),
        ("ich arbeite im werk von porsche in zuffenhausen", {("you", "works_at", "porsche")}),
        ("ich arbeite in einer kita in bonn", {("you", "works_at", "kita")}),
    ],
)
def test_a_kind_of_place_gives_the_place_it_lies_in(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich hab eine katze zwei kaninchen und einen papagei namens rio",
         {("you", "has", "cat"), ("you", "has", "two rabbits"), ("you", "parrot", "rio")}),
        ("wir haben einen sohn eine tochter und einen hund",
         {("you", "has", "son"), ("you", "has", "daughter"), ("you", "has", "dog")}),
        ("ich hab einen hund namens bello", {("you", "dog", "bello")}),
    ],
)
def test_things_had_listed_without_commas(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich bin einzelkind", {("you", "has", "sibling", "NOT")}),
        ("mein sohn ist einzelkind", {("son", "has", "sibling", "NOT")}),
        ("ich reagiere allergisch auf wespenstiche", {("you", "allergic_to", "wespenstiche")}),
        ("unsere katze reagiert allergisch auf hühnchen", {("cat", "allergic_to", "hühnchen")}),
        ("ich bin hausmann und vater von zwei jungs", {("you", "is", "hausmann")}),
    ],
)
def test_only_child_allergic_reactions_and_two_roles(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich hab ne tochter die ist vier", {("you", "has", "daughter"),
                                             ("daughter", "age", "4")}),
        ("mein hund heißt bruno und ist ein pudel", {("you", "dog", "bruno")}),
        ("meine frau arbeitet und ich bin zuhause mit dem baby", set()),
    ],
)
def test_spoken_relatives_and_no_name_from_a_phrase(extract_in, text, expected):
    assert facts(extract_in("de")(text)) == expected
