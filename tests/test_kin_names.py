"""A kin said with a name ("my niece Lily loves horses") gives the user a kin edge with that
name, and the kin's own facts are about the name, however the small models hang the kin noun
on it (compound, adjective, second subject, adverb): exact triples, real spaCy models."""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(("lang", "text", "expected"), [
    # en: the kin noun is a compound of the name.
    ("en", "My niece Ruby loves ponies.",
     {("you", "niece", "ruby"), ("ruby", "likes", "ponies")}),
    ("en", "My son Arlo loves trains.", {("you", "son", "arlo"), ("arlo", "likes", "trains")}),
    ("en", "My cousin Priya is a nurse.", {("you", "cousin", "priya"), ("priya", "is", "nurse")}),
    # fr: the kin noun is tagged an adjective of the name, or the name an adjective of it.
    ("fr", "Ma nièce Margaux aime la danse.",
     {("you", "niece", "margaux"), ("margaux", "likes", "danse")}),
    ("fr", "Ma cousine Emma adore le piano.",
     {("you", "cousin", "emma"), ("emma", "likes", "piano")}),
    # es: the kin noun and the name are both subjects of the verb.
    ("es", "Mi sobrina Inés adora los caballos.",
     {("you", "niece", "inés"), ("inés", "likes", "caballos")}),
    # de and it (surface path) already link them; kept here so all five stay covered.
    ("de", "Meine Nichte Greta liebt Pferde.",
     {("you", "niece", "greta"), ("greta", "likes", "pferde")}),
    ("it", "Mia nipote Bianca adora i cavalli.",
     {("you", "niece", "bianca"), ("bianca", "likes", "cavalli")}),
])
def test_a_kin_named_beside_its_noun_is_linked_to_the_user(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # The fr model may tag "neveu" an adjective and the name an adverb of the naming verb.
    ("Mon neveu s'appelle Léon.", {("you", "nephew", "léon")}),
    ("Mon chat s'appelle Caramel.", {("you", "cat", "caramel")}),
])
def test_french_naming_of_a_kin_or_pet_gives_the_kin_edge(
    extract_in, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in("fr")(text)) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("en", "I have two kids, Nora and Eli.", {("you", "kid", "nora"), ("you", "kid", "eli")}),
    ("en", "I have a daughter, Maeve.", {("you", "daughter", "maeve")}),
    ("fr", "J'ai deux enfants, Jade et Hugo.",
     {("you", "child", "jade"), ("you", "child", "hugo")}),
    ("es", "Tengo dos hijos, Bruno y Mateo.", {("you", "son", "bruno"), ("you", "son", "mateo")}),
])
def test_kin_the_user_has_named_in_apposition_are_kin_not_possessions(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected


def test_asking_how_ones_kin_are_called_states_no_name(extract_in) -> None:
    assert facts(extract_in("es")("Dime cómo se llaman mis hijos")) == set()


def test_a_pronoun_resolved_to_a_named_kin_shows_the_name_as_written(engine) -> None:
    engine.process_turn("My brother is called Marco and he lives in Turin.", user="kin-show")
    result = engine.process_turn("Where does my brother live?", user="kin-show")
    assert "Marco lives in Turin." in result.bullets
    assert not any("Your marco" in b for b in result.bullets)


@pytest.mark.parametrize(("lang", "text", "expected"), [
    # The fr model reads the verb after the name as an adjective and keys the liking by the
    # kin noun: the capitalised name still names the kin.
    ("fr", "Notre fille Maëlle adore les poneys.",
     {("you", "daughter", "maëlle"), ("maëlle", "likes", "poneys")}),
    ("fr", "Notre fils Timéo adore les trains.",
     {("you", "son", "timéo"), ("timéo", "likes", "trains")}),
    ("fr", "Mon père Gaston adore la pêche.",
     {("you", "father", "gaston"), ("gaston", "likes", "pêche")}),
])
def test_a_capitalised_name_after_a_kin_noun_keys_the_kins_likings(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), [
    # A lower-case word after the kin noun is as often its verb or adjective: no name.
    ("fr", "Ma sœur kiffe la boxe.", {("sister", "likes", "boxe")}),
    ("fr", "Mon père adore la pêche.", {("father", "likes", "pêche")}),
    ("it", "mio zio materno adora la pesca", {("uncle", "likes", "pesca")}),
])
def test_a_lower_case_word_after_a_kin_noun_keyed_by_the_noun_is_no_name(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), [
    # A hyphenated name or word stays one, however the parser hangs its parts.
    ("fr", "Je travaille chez Air-Liquide depuis deux ans.", {("you", "works_at", "air-liquide")}),
    ("en", "I really love lo-fi beats.", {("you", "likes", "lo-fi beats")}),
    ("en", "I live in Henley-on-Thames.", {("you", "lives_in", "henley-on-thames")}),
    # A dash set off by spaces joins nothing.
    ("en", "I work at Boots - the one in town.", {("you", "works_at", "boots")}),
])
def test_a_hyphenated_value_keeps_its_hyphens(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected


@pytest.mark.parametrize(("lang", "text", "expected"), [
    # A kin the user has, named in lower case right after the kin noun.
    ("en", "we have a daughter lola", {("you", "daughter", "lola")}),
    ("de", "ich habe eine tochter lena", {("you", "daughter", "lena")}),
    ("it", "ho una figlia giulia", {("you", "daughter", "giulia")}),
    # A noun or an adjective after the kin noun is no name.
    ("en", "I have a sister nurse", {("you", "has", "sister nurse")}),
    ("it", "ho un fratello medico", {("you", "has", "fratello medico")}),
    ("es", "tengo un hermano mayor", {("you", "has", "hermano mayor")}),
])
def test_a_kin_the_user_has_named_after_the_kin_noun_is_the_kin(
    extract_in, lang: str, text: str, expected: set[tuple[str, ...]],
) -> None:
    assert facts(extract_in(lang)(text)) == expected
