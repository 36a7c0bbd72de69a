"""German surface-pattern extraction (no parser): exact triples per pattern family."""

from __future__ import annotations


import pytest

from hotmem.extract import Extractor
from hotmem.extract.coref import Discourse
from hotmem.nlp import Pipelines
from hotmem.types import Extraction, Intent

LANG = "de"


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
        ("Ich wohne in Berlin.", {("you", "lives_in", "berlin")}),
        ("Wir leben in München", {("you", "lives_in", "münchen")}),
        ("Seit drei Jahren wohne ich in Leipzig.", {("you", "lives_in", "leipzig")}),
        ("Ich arbeite bei Siemens.", {("you", "works_at", "siemens")}),
        ("Ich arbeite seit 2010 bei der Deutschen Bank.", {("you", "works_at", "deutschen bank")}),
        ("Ich bin in München geboren.", {("you", "born_in", "münchen")}),
        ("Ich komme aus Italien.", {("you", "born_in", "italien")}),
        # "sein aus" is an origin, never a name ("Ich bin aus Kiel" is not "I am Kiel")
        ("Ich bin aus Kiel.", {("you", "born_in", "kiel")}),
        ("ich bin aus rostock", {("you", "born_in", "rostock")}),
        ("Ich bin aus Köln weggezogen.", {("you", "moved_from", "köln")}),
        ("Ich bin nach Berlin gezogen.", {("you", "lives_in", "berlin")}),
        ("Ich war letztes Jahr in Japan.", {("you", "went_to", "japan")}),
        ("Ich bin nach Japan gereist.", {("you", "went_to", "japan")}),
        ("Ich habe am Berlin-Marathon teilgenommen.",
         {("you", "participated_in", "berlin-marathon")}),
    ],
)
def test_residence_work_and_movement_frames(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


def test_coordinated_clauses_share_the_subject(extractor: Extractor) -> None:
    assert positive(extractor, "Ich wohne in Berlin und arbeite bei Siemens") == {
        ("you", "lives_in", "berlin"),
        ("you", "works_at", "siemens"),
    }
    assert run(extractor, "Ich wohne in Berlin und arbeite bei Siemens").intent is (
        Intent.MULTIPLE_FACTS
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ich heiße Max Müller.", {("you", "name", "max müller")}),
        ("Mein Name ist Lisa.", {("you", "name", "lisa")}),
        ("Ich bin 34 Jahre alt.", {("you", "age", "34")}),
        ("Ich bin 34.", {("you", "age", "34")}),
        ("Meine Schwester ist 30.", {("sister", "age", "30")}),
        ("Ich bin Lehrer.", {("you", "is", "lehrer")}),
        ("Ich bin Vegetarier.", {("you", "is", "vegetarier")}),
        ("Ich arbeite als Lehrerin.", {("you", "is", "lehrerin")}),
    ],
)
def test_naming_age_and_identity(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


def test_passing_states_are_not_identities(extractor: Extractor) -> None:
    assert run(extractor, "Ich bin müde.").facts == ()
    assert run(extractor, "Ich habe Hunger.").facts == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Meine Schwester heißt Anna.", {("you", "sister", "anna")}),
        ("Meine Schwester ist Anna.", {("you", "sister", "anna")}),
        ("Anna ist meine Schwester.", {("you", "sister", "anna")}),
        ("Mein Hund heißt Rex.", {("you", "dog", "rex")}),
        ("Ich habe einen Hund namens Rex.", {("you", "dog", "rex")}),
        ("Meine Schwester Anna wohnt in Berlin.",
         {("you", "sister", "anna"), ("anna", "lives_in", "berlin")}),
        ("Meine Schwester wohnt in Hamburg.", {("sister", "lives_in", "hamburg")}),
        ("Meine Mutter arbeitet bei BMW.", {("mother", "works_at", "bmw")}),
    ],
)
def test_kinship_pets_and_possessed_subjects_are_keyed_in_english(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


def test_relative_clause_names_the_pet(extractor: Extractor) -> None:
    assert positive(extractor, "Ich habe einen Hund, der Rex heißt.") == {("you", "dog", "rex")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ich mag Pizza.", {("you", "likes", "pizza")}),
        ("Ich liebe italienisches Essen.", {("you", "likes", "italienisches essen")}),
        ("Mir gefällt Jazz.", {("you", "likes", "jazz")}),
        ("Jazz gefällt mir.", {("you", "likes", "jazz")}),
        ("Ich hasse Pilze.", {("you", "dislikes", "pilze")}),
        ("Ich kann Pilze nicht ausstehen.", {("you", "dislikes", "pilze")}),
        ("Meine Lieblingsfarbe ist Blau.", {("you", "favorite_color", "blau")}),
    ],
)
def test_preferences_and_favourites(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ich habe einen Hund.", {("you", "has", "dog")}),
        ("Ich habe zwei Katzen.", {("you", "has", "two cats")}),  # keyed in English
        ("Ich besitze einen roten Tesla.", {("you", "owns", "roten tesla")}),
        ("Anna und Marco sind Freunde.", {("anna", "friend_of", "marco")}),
        ("Ich bin mit Anna befreundet.", {("you", "friend_of", "anna")}),
    ],
)
def test_possession_and_friendship(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ich wohne nicht mehr in Köln.", {("you", "lives_in", "köln")}),
        ("Ich mag keine Pilze.", {("you", "likes", "pilze")}),
        ("Ich habe keinen Hund.", {("you", "has", "dog")}),
        ("Ich habe früher in Wien gewohnt.", {("you", "lives_in", "wien")}),
        ("Früher arbeitete ich bei IBM.", {("you", "works_at", "ibm")}),
    ],
)
def test_negated_and_former_statements_are_never_positive_facts(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == set()
    assert negated(extractor, text) == expected


def test_hedge_marks_the_fact_and_lowers_confidence(extractor: Extractor) -> None:
    plain = run(extractor, "Meine Schwester wohnt in Rom.").facts[0]
    for text in ("Vielleicht wohnt meine Schwester in Rom.",
                 "Ich glaube, meine Schwester wohnt in Rom."):
        (fact,) = run(extractor, text).facts
        assert fact.key == ("sister", "lives_in", "rom")
        assert fact.hedged
        assert plain.confidence - fact.confidence >= 0.2


def test_correction_states_new_value_and_negates_old(extractor: Extractor) -> None:
    result = run(extractor, "Eigentlich wohne ich in Boston, nicht in Chicago.")
    assert {(f.key, f.negated) for f in result.facts} == {
        (("you", "lives_in", "boston"), False),
        (("you", "lives_in", "chicago"), True),
    }
    assert result.intent is Intent.CORRECTION
    assert run(extractor, "Nein, ich wohne in Hamburg.").intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Wo wohne ich?", Intent.PURE_QUESTION),
        ("Wohnst du in Berlin?", Intent.PURE_QUESTION),
        ("Wow, cool!", Intent.REACTION),
        ("Wenn ich in Rom wohnen würde, würde ich Pasta essen.", Intent.HYPOTHETICAL),
        ("Ich möchte nach Japan reisen.", Intent.HYPOTHETICAL),
        ("Ich will nach Spanien ziehen.", Intent.HYPOTHETICAL),
        ("Ich fahre nächste Woche nach Paris.", Intent.HYPOTHETICAL),
    ],
)
def test_questions_reactions_and_hypotheticals_yield_no_facts(
    extractor: Extractor, text: str, intent: Intent
) -> None:
    result = run(extractor, text)
    assert result.facts == ()
    assert result.intent is intent


def test_question_word_class_is_reported(extractor: Extractor) -> None:
    assert run(extractor, "Wo wohnt meine Schwester?").wh == "where"


def test_because_clause_does_not_make_the_turn_hypothetical(extractor: Extractor) -> None:
    result = run(extractor, "Ich bin nach Berlin gezogen, weil meine Frau dort arbeitet.")
    assert positive(extractor, "Ich bin nach Berlin gezogen, weil meine Frau dort arbeitet.") == {
        ("you", "lives_in", "berlin")
    }
    assert result.intent is Intent.FACT_STATEMENT


def test_statement_with_counter_question_keeps_the_fact(extractor: Extractor) -> None:
    result = run(extractor, "Ich wohne in Paris. Und du?")
    assert {f.key for f in result.facts} == {("you", "lives_in", "paris")}
    assert result.intent is Intent.QUESTION_WITH_FACT


def test_pronoun_resolves_to_the_brother_mentioned_earlier_in_the_session(
    extractor: Extractor,
) -> None:
    discourse = Discourse()
    first = run(extractor, "Ich habe einen Bruder.", discourse)
    discourse.end_turn()
    second = run(extractor, "Er wohnt in Madrid.", discourse)
    assert {f.key for f in first.facts} == {("you", "has", "brother")}
    assert {f.key for f in second.facts} == {("brother", "lives_in", "madrid")}


def test_pronoun_er_can_refer_to_a_pet(extractor: Extractor) -> None:
    discourse = Discourse()
    run(extractor, "Ich habe einen Hund.", discourse)
    discourse.end_turn()
    assert {f.key for f in run(extractor, "Er heißt Bello.", discourse).facts} == {
        ("you", "dog", "bello")
    }


def test_lemmas_and_entities_feed_retrieval(extractor: Extractor) -> None:
    result = run(extractor, "Wo wohnt meine Schwester?")
    assert "wohnen" in result.lemmas
    assert "sister" in result.lemmas
    assert "sister" in result.entities
    assert result.forget == ()


def test_assistant_mentions_feed_coref(extractor: Extractor, pipelines: Pipelines) -> None:
    discourse = Discourse()
    extractor.observe("Wie geht es deiner Schwester?", LANG, discourse)
    assert [m.key for m in discourse.recent()] == ["sister"]


def test_unrecognised_chatter_yields_nothing(extractor: Extractor) -> None:
    for text in ("Das Wetter ist heute schön.", "Berlin ist eine tolle Stadt.",
                 "Kannst du mir helfen?", "Ähm, also, naja.", ""):
        assert run(extractor, text).facts == (), text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Julia, meine Schwester, wohnt in Wien.",
         {("you", "sister", "julia"), ("julia", "lives_in", "wien")}),
        ("Ich mag Jazz und Blues.", {("you", "likes", "jazz"), ("you", "likes", "blues")}),
        ("Nenn mich einfach Kati.", {("you", "name", "kati")}),
        ("Ich bin übrigens Vegetarier.", {("you", "is", "vegetarier")}),
    ],
)
def test_apposition_coordinated_objects_and_call_me(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert positive(extractor, text) == expected


def test_perfect_of_an_unknown_verb_is_not_possession(extractor: Extractor) -> None:
    assert run(extractor, "Ich habe gestern Pizza gegessen.").facts == ()
    assert positive(
        extractor, "Ich bin nach Kiel gezogen, weil meine Frau dort einen Job bekommen hat."
    ) == {("you", "lives_in", "kiel")}


def test_indirect_question_is_not_a_question(extractor: Extractor) -> None:
    assert run(extractor, "Ich weiß nicht, wo er wohnt.").intent is not Intent.PURE_QUESTION


def test_correction_marker_after_a_filler_still_counts(extractor: Extractor) -> None:
    result = run(extractor, "äh eigentlich arbeite ich bei der Telekom")
    assert {f.key for f in result.facts} == {("you", "works_at", "telekom")}
    assert result.intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hallo, ich bin Janek.", {("you", "name", "janek")}),
        ("hallo ich bin svenja", {("you", "name", "svenja")}),  # STT: no capitals
        ("ich heiße matthias", {("you", "name", "matthias")}),
        ("Ich bin Bäcker.", {("you", "is", "bäcker")}),
        ("Ich bin Mutter.", {("you", "is", "mutter")}),
    ],
)
def test_greeting_then_introduction_gives_the_name_never_the_greeting(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert {f.key for f in run(extractor, text).facts} == expected


def test_diet_statements_use_eats(extractor: Extractor) -> None:
    assert negated(extractor, "Ich esse kein Schweinefleisch.") == {
        ("you", "eats", "schweinefleisch")}
    assert run(extractor, "Ich habe gestern Fisch gegessen.").facts == ()  # one meal


def test_months_and_weekdays_are_never_places(extractor: Extractor) -> None:
    assert positive(extractor, "Im Oktober war ich in Porto.") == {("you", "went_to", "porto")}
    assert positive(extractor, "Am Freitag war ich in Gent.") == {("you", "went_to", "gent")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ich wohne in flensburg", {("you", "lives_in", "flensburg")}),
        ("ich komme aus passau und arbeite bei zeiss",
         {("you", "born_in", "passau"), ("you", "works_at", "zeiss")}),
        ("ich wohne in rostock, und du?", {("you", "lives_in", "rostock")}),
        ("ich arbeite in teilzeit", set()),  # a working pattern, no employer
        # all lower case reads as its cased form, "in der Altstadt" (a district)
        ("ich wohne in der altstadt", {("you", "lives_in", "altstadt")}),
    ],
)
def test_lower_case_places_after_a_preposition(
    extractor: Extractor, text: str, expected: set[tuple[str, str, str]]
) -> None:
    assert {f.key for f in run(extractor, text).facts} == expected


def test_relevance_tail_is_no_condition(extractor: Extractor) -> None:
    assert positive(extractor, "Ich arbeite bei Miele, wenn es hilft.") == {
        ("you", "works_at", "miele")}
    assert run(extractor, "Wenn ich reich wäre, würde ich in Monaco wohnen.").facts == ()


def test_allergies_and_new_age(extractor: Extractor) -> None:
    assert positive(extractor, "Ich bin allergisch gegen Haselnüsse.") == {
        ("you", "allergic_to", "haselnüsse")}
    assert positive(extractor, "Mein Sohn ist allergisch gegen Milch.") == {
        ("son", "allergic_to", "milch")}
    assert positive(extractor, "Ich bin letzten Monat 52 geworden.") == {("you", "age", "52")}


def test_health_conditions_and_name_first(extractor: Extractor) -> None:
    assert positive(extractor, "Ich habe Kopfschmerzen.") == {
        ("you", "has_condition", "kopfschmerzen")}
    assert positive(extractor, "Ich habe Diabetes.") == {("you", "has_condition", "diabetes")}
    assert positive(extractor, "Ich habe einen Kater.") == {("you", "has", "cat")}
    assert positive(extractor, "Greta ist mein Name.") == {("you", "name", "greta")}


def test_not_my_thing_denies_a_liking(extractor: Extractor) -> None:
    assert negated(extractor, "Tanzen ist nicht so mein Ding.") == {("you", "likes", "tanzen")}
    assert negated(extractor, "Camping ist nichts für mich.") == {("you", "likes", "camping")}
