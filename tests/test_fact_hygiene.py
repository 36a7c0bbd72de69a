"""Fact hygiene in five languages: no time, greeting or light noun as a fact's subject or
object, and stored objects without demonstratives, vague quantities, judging adjectives or
counts of times."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hotmem.types import Extraction


def keys(extraction: Extraction) -> list[tuple[str, str, str]]:
    return [f.key for f in extraction.facts]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Today is a really lovely day."),
    ("es", "Hoy es un día precioso."),
    ("fr", "Aujourd'hui est une belle journée."),
    ("de", "Heute ist ein schöner Tag."),
    ("it", "Oggi è una bella giornata."),
    ("en", "I love the way my uncle whistles."),
    ("es", "Me encanta la forma en que canta mi tío."),
    ("fr", "J'aime la façon dont mon oncle chante."),
    ("it", "Mi piace il modo in cui canta mio zio."),
    ("en", "Knitting is such a soothing way to end the day."),
    ("en", "I had a wonderful time at the fair."),
])
def test_no_fact_about_a_time_or_a_light_noun(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str
) -> None:
    assert keys(extract_in(lang)(text)) == []


@pytest.mark.parametrize(("lang", "text", "fact"), [
    ("en", "I just bought this amazing sourdough loaf at the market.",
     ("you", "owns", "sourdough loaf")),
    ("de", "Ich habe dieses tolle Roggenbrot auf dem Markt gekauft.",
     ("you", "owns", "roggenbrot")),
    ("it", "Mangio tantissima verdura.", ("you", "eats", "verdura")),
    ("it", "Sono stata in Portogallo tre volte.", ("you", "went_to", "portogallo")),
])
def test_stored_objects_drop_demonstratives_quantities_and_praise(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str,
    fact: tuple[str, str, str],
) -> None:
    assert keys(extract_in(lang)(text)) == [fact]


@pytest.mark.parametrize(("lang", "text", "fact"), [
    ("en", "I have been working at the garden centre for 6 years.",
     ("you", "works_at", "garden centre")),
    ("de", "Letzte Woche bin ich nach Graz gefahren.", ("you", "went_to", "graz")),
])
def test_a_duration_or_a_date_is_no_place(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str,
    fact: tuple[str, str, str],
) -> None:
    assert keys(extract_in(lang)(text)) == [fact]


@pytest.mark.parametrize(("lang", "text"), [
    ("fr", "Salut Marc ! J'ai adopté un chiot la semaine dernière. Il s'appelle Caramel."),
    ("es", "hola buenas me llamo itzel"),
    ("de", "Hallo Jonas! Ich habe letzte Woche ein Kätzchen bekommen. Sie heißt Flocke."),
])
def test_a_greeting_is_never_a_subject_or_a_name(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str
) -> None:
    for s, _, d in keys(extract_in(lang)(text)):
        assert not s.startswith(("salut", "hola", "hallo")), (s, d)
        assert not d.startswith(("salut", "hola", "hallo")), (s, d)


def test_a_season_may_still_be_liked_or_a_favourite(
    extract_in: Callable[[str], Callable[..., Extraction]],
) -> None:
    assert keys(extract_in("es")("mi estación favorita es el otoño")) == [
        ("you", "favorite_season", "otoño")]
    assert keys(extract_in("en")("I love summer.")) == [("you", "likes", "summer")]


def test_a_month_is_no_place_gone_to(
    extract_in: Callable[[str], Callable[..., Extraction]],
) -> None:
    assert ("you", "went_to", "mai") not in keys(extract_in("fr")("En mai je suis allée à Tanger."))


@pytest.mark.parametrize(("lang", "text", "fact"), [
    ("en", "My friend Juniper loves Hello Kitty.", ("juniper", "likes", "hello kitty")),
    ("en", "I love Hello Kitty.", ("you", "likes", "hello kitty")),
    ("es", "Me gustan las buenas películas.", ("you", "likes", "buenas películas")),
])
def test_a_greeting_word_inside_an_object_is_no_greeting(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str,
    fact: tuple[str, str, str],
) -> None:
    assert fact in keys(extract_in(lang)(text))


@pytest.mark.parametrize(("lang", "text", "fact"), [
    ("en", "My friend April lives in Denver.", ("april", "lives_in", "denver")),
    ("en", "My daughter Summer lives in Boston.", ("summer", "lives_in", "boston")),
    ("es", "Abril vive en Sevilla.", ("abril", "lives_in", "sevilla")),
])
def test_a_person_named_like_a_month_or_season_keeps_their_facts(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str,
    fact: tuple[str, str, str],
) -> None:
    assert fact in keys(extract_in(lang)(text))


@pytest.mark.parametrize(("text", "fact"), [
    ("I love Stranger Things.", ("you", "likes", "stranger things")),
    ("My nephew loves Adventure Time.", ("nephew", "likes", "adventure time")),
])
def test_a_capitalised_title_with_a_light_noun_is_still_liked(
    extract_in: Callable[[str], Callable[..., Extraction]], text: str, fact: tuple[str, str, str]
) -> None:
    assert fact in keys(extract_in("en")(text))


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("es", "tengo 0 hijos", ("you", "has", "son", True)),
    ("es", "tengo cero hijos", ("you", "has", "son", True)),
    ("en", "I have zero pets", ("you", "has", "pet", True)),
    ("de", "ich habe 0 Katzen", ("you", "has", "cat", True)),
])
def test_a_count_of_zero_is_a_denial(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str,
    expected: tuple[str, str, str, bool],
) -> None:
    assert [(*f.key, f.negated) for f in extract_in(lang)(text).facts] == [expected]
