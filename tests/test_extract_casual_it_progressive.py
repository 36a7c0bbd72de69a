"""Casual Italian: "stare" with a gerund, one's own work worked on, and "ho" before a
participle, exact triples.

Every sentence is written for this file. The families: the progressive says where one lives
or works now ("sto lavorando in un bar" = "lavoro in un bar") but no habit ("sto giocando a
calcio" is happening now); "lavoro alla mia tesi" is work on one's own thing, no workplace; and
"ho smesso" is an auxiliary, never a possession.
"""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sto lavorando in una pizzeria a Cagliari", {("you", "works_at", "pizzeria")}),
        ("in questo periodo sto vivendo a Trento", {("you", "lives_in", "trento")}),
        ("mio cugino sta lavorando in un hotel", {("cousin", "works_at", "hotel")}),
        ("stavo lavorando in un call center", {("you", "works_at", "call center", "NOT")}),
    ],
)
def test_stare_with_a_gerund_states_where_one_lives_or_works(extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["sto giocando a scacchi", "sto ascoltando la radio", "sto lavorando alla mia tesi",
     "sto lavorando al mio romanzo in biblioteca", "ho smesso", "ieri ho promesso"],
)
def test_a_doing_now_own_work_or_a_perfect_tense_states_nothing(extract_in, text):
    assert facts(extract_in("it")(text)) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("gioco a bocce la domenica non è il massimo", {("you", "likes", "bocce")}),
        ("abito a Rovigo non è male", {("you", "lives_in", "rovigo")}),
        ("mio zio non è sposato", {("uncle", "is", "sposato", "NOT")}),
    ],
)
def test_a_comment_run_on_with_non_e_does_not_deny_the_statement_before(
        extract_in, text, expected):
    assert facts(extract_in("it")(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ho un gatto e tu hai animali", {("you", "has", "cat")}),
        ("abito a Ferrara mi consigli un ristorante", {("you", "lives_in", "ferrara")}),
        ("mia sorella è di Lecce e tu sei sposato", {("sister", "born_in", "lecce")}),
    ],
)
def test_a_question_run_on_to_a_statement_is_no_fact_of_the_speaker(
        extract_in, text, expected):
    extraction = extract_in("it")(text)
    assert facts(extraction) == expected
    assert extraction.intent.name == "QUESTION_WITH_FACT"


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("it", "è proprio carino il mio cartone preferito è Pimpa.", {("you", "likes", "pimpa")}),
        ("it", "abito a Siena mia figlia abita a Prato.",
         {("you", "lives_in", "siena"), ("daughter", "lives_in", "prato")}),
        ("es", "vivo en Soria mi hermano vive en Huesca.",
         {("you", "lives_in", "soria"), ("brother", "lives_in", "huesca")}),
    ],
)
def test_a_run_on_closed_by_a_full_stop_is_still_cut_into_its_clauses(
        extract_in, lang, text, expected):
    assert facts(extract_in(lang)(text)) == expected
