"""Italian surface-pattern extraction (no parser): exact triples per pattern family."""

from __future__ import annotations


import pytest

from hotmem.extract import Extractor
from hotmem.extract.coref import Discourse
from hotmem.nlp import Pipelines
from hotmem.types import Extraction, Intent

LANG = "it"


@pytest.fixture(scope="module")
def extractor(pipelines: Pipelines) -> Extractor:
    return Extractor(pipelines)


def run(extractor: Extractor, text: str, discourse: Discourse | None = None) -> Extraction:
    return extractor.extract(text, LANG, discourse or Discourse())[0]


def positive(extractor: Extractor, text: str) -> set[tuple[str, str, str]]:
    return {f.key for f in run(extractor, text).facts if not f.negated}


def negated(extractor: Extractor, text: str) -> set[tuple[str, str, str]]:
    return {f.key for f in run(extractor, text).facts if f.negated}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Vivo in Italia.", {("you", "lives_in", "italia")}),
        ("Mia sorella abita a Milano.", {("sister", "lives_in", "milano")}),
        ("Lavoro da tre anni a Milano.", {("you", "works_at", "milano")}),
        ("Mio padre lavora presso la Fiat.", {("father", "works_at", "fiat")}),
        ("Sono nato a Napoli.", {("you", "born_in", "napoli")}),
        ("Sono nata a Palermo.", {("you", "born_in", "palermo")}),
        ("Vengo da Bari.", {("you", "born_in", "bari")}),
        ("Mi sono trasferito da Milano.", {("you", "moved_from", "milano")}),
        ("Mi sono trasferita a Bologna.", {("you", "lives_in", "bologna")}),
        ("Sono andato in Giappone l'anno scorso.", {("you", "went_to", "giappone")}),
        ("Sono stata a Parigi.", {("you", "went_to", "parigi")}),
        ("Ho partecipato alla maratona di New York.",
         {("you", "participated_in", "maratona di new york")}),
    ],
)
def test_residence_work_and_movement_frames(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


def test_coordinated_clauses_share_the_subject(extractor: Extractor) -> None:
    result = run(extractor, "Abito a Roma e lavoro alla Fiat.")
    assert {f.key for f in result.facts} == {("you", "lives_in", "roma"),
                                             ("you", "works_at", "fiat")}
    assert result.intent is Intent.MULTIPLE_FACTS


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mi chiamo Marco Rossi.", {("you", "name", "marco rossi")}),
        ("Il mio nome è Giulia.", {("you", "name", "giulia")}),
        ("Ho 34 anni.", {("you", "age", "34")}),
        ("Mia sorella ha 30 anni.", {("sister", "age", "30")}),
        ("Sono insegnante.", {("you", "is", "insegnante")}),
        ("Sono vegetariana.", {("you", "is", "vegetariana")}),
        ("Lavoro come infermiere.", {("you", "is", "infermiere")}),
    ],
)
def test_naming_age_and_identity(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


def test_passing_states_are_not_identities(extractor: Extractor) -> None:
    assert run(extractor, "Sono stanco.").facts == ()
    assert run(extractor, "Ho fame.").facts == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mia sorella si chiama Anna.", {("you", "sister", "anna")}),
        ("Mia sorella è Anna.", {("you", "sister", "anna")}),
        ("Anna è mia sorella.", {("you", "sister", "anna")}),
        ("Il mio cane si chiama Rex.", {("you", "dog", "rex")}),
        ("Ho un cane che si chiama Max.", {("you", "dog", "max")}),
        ("Ho un gatto di nome Felix.", {("you", "cat", "felix")}),
        ("Mia sorella Anna abita a Torino.",
         {("you", "sister", "anna"), ("anna", "lives_in", "torino")}),
    ],
)
def test_kinship_and_pets_are_keyed_in_english(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mi piace la pizza.", {("you", "likes", "pizza")}),
        ("Mi piacciono i cani.", {("you", "likes", "cani")}),
        ("Mi piace giocare a tennis.", {("you", "likes", "giocare a tennis")}),
        ("Amo l'Italia.", {("you", "likes", "italia")}),
        ("Adoro il calcio.", {("you", "likes", "calcio")}),
        ("Odio i funghi.", {("you", "dislikes", "funghi")}),
        ("Non sopporto il traffico.", {("you", "dislikes", "traffico")}),
        ("Il mio colore preferito è il blu.", {("you", "favorite_color", "blu")}),
        ("La mia canzone preferita è Volare.", {("you", "favorite_song", "volare")}),
    ],
)
def test_preferences_and_favourites(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ho un cane.", {("you", "has", "dog")}),
        ("Ho due gatti.", {("you", "has", "two cats")}),  # counted pets keyed in English
        ("Ho una macchina.", {("you", "has", "macchina")}),
        ("Anna e Marco sono amici.", {("anna", "friend_of", "marco")}),
        ("Sono amico di Marco.", {("you", "friend_of", "marco")}),
    ],
)
def test_possession_and_friendship(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Non abito più a Milano.", {("you", "lives_in", "milano")}),
        ("Non mi piace il pesce.", {("you", "likes", "pesce")}),
        ("Non ho un cane.", {("you", "has", "dog")}),
        ("Una volta abitavo a Torino.", {("you", "lives_in", "torino")}),
        ("Ho lavorato per la Ferrari.", {("you", "works_at", "ferrari")}),
    ],
)
def test_negated_and_former_statements_are_never_positive_facts(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == set()
    assert negated(extractor, text) == expected


def test_hedges_mark_the_fact_and_lower_confidence(extractor: Extractor) -> None:
    plain = run(extractor, "Mia sorella abita a Roma.").facts[0]
    for text in ("Credo che mia sorella abiti a Roma.", "Forse mia sorella abita a Roma.",
                 "Probabilmente mia sorella abita a Roma."):
        facts = run(extractor, text).facts
        assert [f.key for f in facts] == [("sister", "lives_in", "roma")], text
        assert facts[0].hedged
        assert plain.confidence - facts[0].confidence >= 0.2


def test_correction_states_new_value_and_negates_old(extractor: Extractor) -> None:
    result = run(extractor, "In realtà abito a Genova, non a Pisa.")
    assert {(f.key, f.negated) for f in result.facts} == {
        (("you", "lives_in", "genova"), False),
        (("you", "lives_in", "pisa"), True),
    }
    assert result.intent is Intent.CORRECTION
    assert run(extractor, "Anzi, abito a Verona.").intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Dove abito?", Intent.PURE_QUESTION),
        ("Ti piace la pizza?", Intent.PURE_QUESTION),
        ("Che bello!", Intent.REACTION),
        ("Se abitassi a Roma mangerei la pasta.", Intent.HYPOTHETICAL),
        ("Vorrei andare in Giappone.", Intent.HYPOTHETICAL),
        ("Voglio trasferirmi in Spagna.", Intent.HYPOTHETICAL),
        ("Mi piacerebbe vivere a Londra.", Intent.HYPOTHETICAL),
    ],
)
def test_questions_reactions_and_hypotheticals_yield_no_facts(
    extractor: Extractor, text: str, intent: Intent
) -> None:
    result = run(extractor, text)
    assert result.facts == ()
    assert result.intent is intent


def test_perche_clause_does_not_make_the_turn_hypothetical(extractor: Extractor) -> None:
    result = run(extractor, "Mi sono trasferito a Roma perché mia moglie lavora lì.")
    assert {f.key for f in result.facts} == {("you", "lives_in", "roma")}
    assert result.intent is Intent.FACT_STATEMENT


def test_statement_with_counter_question_keeps_the_fact(extractor: Extractor) -> None:
    result = run(extractor, "Abito a Parigi. E tu?")
    assert {f.key for f in result.facts} == {("you", "lives_in", "parigi")}
    assert result.intent is Intent.QUESTION_WITH_FACT


def test_dropped_subject_resolves_to_the_brother_of_the_previous_turn(
    extractor: Extractor,
) -> None:
    discourse = Discourse()
    assert {f.key for f in run(extractor, "Ho un fratello.", discourse).facts} == {
        ("you", "has", "brother")
    }
    discourse.end_turn()
    assert {f.key for f in run(extractor, "Lui abita a Madrid.", discourse).facts} == {
        ("brother", "lives_in", "madrid")
    }
    assert {f.key for f in run(extractor, "Lavora alla Fiat.", discourse).facts} == {
        ("brother", "works_at", "fiat")
    }


def test_question_word_class_and_query_lemmas(extractor: Extractor) -> None:
    result = run(extractor, "Dove abita mia sorella?")
    assert result.wh == "where"
    assert "abitare" in result.lemmas
    assert "sister" in result.lemmas


def test_unrecognised_chatter_yields_nothing(extractor: Extractor) -> None:
    for text in ("Oggi fa bel tempo.", "Roma è una bella città.", "Mi puoi aiutare?",
                 "Ehm, allora, insomma.", ""):
        assert run(extractor, text).facts == (), text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Paolo, mio fratello, abita a Trieste.",
         {("you", "brother", "paolo"), ("paolo", "lives_in", "trieste")}),
        ("Mi piacciono il jazz e il blues.",
         {("you", "likes", "jazz"), ("you", "likes", "blues")}),
        ("chiamami pure Fra", {("you", "name", "fra")}),
        ("ho gareggiato nel Giro delle Dolomiti",
         {("you", "participated_in", "giro delle dolomiti")}),
        ("Abbiamo una casa al mare.", {("you", "has", "casa")}),
    ],
)
def test_apposition_coordinated_objects_and_call_me(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


def test_perfect_of_an_unknown_verb_is_not_possession(extractor: Extractor) -> None:
    assert run(extractor, "Ieri ho mangiato la pizza.").facts == ()


def test_lavoro_da_casa_is_not_an_employer(extractor: Extractor) -> None:
    assert run(extractor, "Lavoro da casa.").facts == ()


def test_correction_marker_after_a_filler_still_counts(extractor: Extractor) -> None:
    result = run(extractor, "ehm in realtà lavoro per Vodafone")
    assert {f.key for f in result.facts} == {("you", "works_at", "vodafone")}
    assert result.intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ciao, sono Ilaria.", {("you", "name", "ilaria")}),
        ("ciao sono ilaria", {("you", "name", "ilaria")}),  # STT: no capitals, no comma
        ("Buongiorno, io sono Tommaso.", {("you", "name", "tommaso")}),
        ("mi chiamo federico", {("you", "name", "federico")}),
        ("Sono Romano.", {("you", "name", "romano")}),  # a capitalised word: a name
        ("Sono ingegnere.", {("you", "is", "ingegnere")}),
    ],
)
def test_greeting_then_introduction_gives_the_name_never_the_greeting(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert {f.key for f in run(extractor, text).facts} == expected


def test_unknown_lower_case_word_after_sono_is_no_name(extractor: Extractor) -> None:
    assert run(extractor, "sono stanchissima").facts == ()


@pytest.mark.parametrize(
    ("text", "expected_negated", "expected_positive"),
    [
        ("Non mangio pesce.", {("you", "eats", "pesce")}, set()),
        ("Mangio soprattutto legumi.", set(), {("you", "eats", "soprattutto legumi")}),
        ("Ieri ho mangiato la lasagna.", set(), set()),  # one meal is no diet
    ],
)
def test_diet_statements_use_eats(
    extractor: Extractor, text: str, expected_negated: set, expected_positive: set
) -> None:
    assert negated(extractor, text) == expected_negated
    assert positive(extractor, text) == expected_positive


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A ottobre sono stato a Valencia.", {("you", "went_to", "valencia")}),
        ("Sabato sono andata a Lucca.", {("you", "went_to", "lucca")}),
    ],
)
def test_months_and_weekdays_are_never_places(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


@pytest.mark.parametrize(
    "text", ["Li ho visti due volte.", "Ho appena finito di leggere un romanzo."]
)
def test_avere_before_a_participle_is_an_auxiliary_not_possession(
    extractor: Extractor, text: str
) -> None:
    assert [f for f in run(extractor, text).facts if f.r == "has"] == []


def test_bought_and_drive_state_ownership(extractor: Extractor) -> None:
    assert positive(extractor, "Ho appena comprato una bicicletta.") == {
        ("you", "owns", "bicicletta")}
    assert positive(extractor, "Guido una vecchia Lancia.") == {("you", "owns", "vecchia lancia")}


def test_relevance_tail_is_no_condition(extractor: Extractor) -> None:
    assert positive(extractor, "Lavoro alla Lavazza, se ti interessa.") == {
        ("you", "works_at", "lavazza")}
    assert run(extractor, "Se vincessi, mi trasferirei a Malta.").facts == ()


def test_allergies_and_new_age(extractor: Extractor) -> None:
    assert positive(extractor, "Sono allergica alle fragole.") == {
        ("you", "allergic_to", "fragole")}
    assert positive(extractor, "Ho compiuto 44 anni a gennaio.") == {("you", "age", "44")}


def test_health_conditions_and_name_first(extractor: Extractor) -> None:
    assert positive(extractor, "Ho l'asma.") == {("you", "has_condition", "asma")}
    assert positive(extractor, "Ho mal di denti.") == {("you", "has_condition", "mal di denti")}
    assert positive(extractor, "Ho una gatta.") == {("you", "has", "cat")}
    assert positive(extractor, "Noemi è il mio nome.") == {("you", "name", "noemi")}


def test_not_for_me_denies_a_liking(extractor: Extractor) -> None:
    assert negated(extractor, "Il golf non fa per me.") == {("you", "likes", "golf")}
    assert negated(extractor, "La discoteca non è il mio genere.") == {
        ("you", "likes", "discoteca")}
