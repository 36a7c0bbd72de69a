"""English dependency-path extraction: exact triples per GOLD_GUIDE row and pattern family."""

from __future__ import annotations

import pytest

from hotmem.extract.coref import Discourse
from hotmem.types import Extraction, Intent
from tests.triples import facts


@pytest.fixture(scope="module")
def run(extract_in):
    return extract_in("en")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I live in Seattle", {("you", "lives_in", "seattle")}),
        ("We live in Seattle", {("you", "lives_in", "seattle")}),
        ("I live in Seattle with my wife", {("you", "lives_in", "seattle")}),
        ("I moved to Denver", {("you", "lives_in", "denver")}),
        ("I moved here from Chicago", {("you", "moved_from", "chicago")}),
        ("I work at Google", {("you", "works_at", "google")}),
        ("I work for Google", {("you", "works_at", "google")}),
        ("I was born in Madrid", {("you", "born_in", "madrid")}),
        ("I'm from Portland", {("you", "born_in", "portland")}),
        ("I went to Japan last year", {("you", "went_to", "japan")}),
        ("I traveled to Japan", {("you", "went_to", "japan")}),
        ("I took part in the Boston marathon", {("you", "participated_in", "boston marathon")}),
        ("I competed in the Boston marathon", {("you", "participated_in", "boston marathon")}),
    ],
)
def test_verb_preposition_statements_give_canonical_relations(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I work as a nurse", {("you", "is", "nurse")}),
        ("I'm a teacher", {("you", "is", "teacher")}),
        ("I'm vegetarian", {("you", "is", "vegetarian")}),
    ],
)
def test_identity_copula_gives_is(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize("text", ["I'm tired", "I'm fine", "I'm happy"])
def test_passing_states_give_nothing(run, text):
    assert facts(run(text)) == set()


@pytest.mark.parametrize(
    "text", ["My name is Alex", "Call me Alex", "I'm called Alex", "People call me Alex",
             "My name's Alex"],
)
def test_naming_phrasings_give_the_users_name(run, text):
    assert facts(run(text)) == {("you", "name", "alex")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm 34", {("you", "age", "34")}),
        ("I'm 34 years old", {("you", "age", "34")}),
        ("My sister is 30", {("sister", "age", "30")}),
    ],
)
def test_ages_keep_written_digits(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["My sister is Anna", "My sister's name is Anna", "Anna is my sister",
     "I have a sister named Anna"],
)
def test_kinship_names_are_keyed_on_the_user(run, text):
    assert facts(run(text)) == {("you", "sister", "anna")}


def test_kin_apposition_names_the_subject_of_the_clause(run):
    assert facts(run("My sister Anna lives in Denver")) == {
        ("you", "sister", "anna"), ("anna", "lives_in", "denver")}


@pytest.mark.parametrize("verb", ["loves sailing", "lives in Denver"])
def test_kin_apposition_keeps_a_surname_the_tagger_misreads(run, verb):
    # en_core_web_sm tags "Martins" as a plural noun or a verb here, not as a proper noun.
    (named,) = {f for f in facts(run(f"My friend Jana Martins {verb}")) if f[0] == "you"}
    assert named == ("you", "friend", "jana martins")
    assert {f[0] for f in facts(run(f"My friend Jana Martins {verb}"))} == {
        "you", "jana martins"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Without a full stop the tagger reads the gerund as a verb ("love" + dobj VERB) or
        # the liking verb as its auxiliary ("enjoy" aux of "swimming").
        ("I love sailing", ("you", "likes", "sailing")),
        ("I enjoy swimming", ("you", "likes", "swimming")),
        ("Anna loves sailing", ("anna", "likes", "sailing")),
        ("I love sailing boats", ("you", "likes", "sailing boats")),
    ],
)
def test_gerund_objects_of_liking_verbs_without_a_full_stop(run, text, expected):
    assert facts(run(text)) == {expected}


@pytest.mark.parametrize("text", ["I like hiking and kayaking.", "I like hiking and kayaking"])
def test_coordinated_gerunds_are_two_likes(run, text):
    assert facts(run(text)) == {("you", "likes", "hiking"), ("you", "likes", "kayaking")}


@pytest.mark.parametrize("text", ["I went to Greece in April", "I went to Greece in April."])
def test_a_date_after_a_place_is_not_part_of_the_place(run, text):
    assert facts(run(text)) == {("you", "went_to", "greece")}


def test_a_date_word_inside_a_name_stays(run):
    assert facts(run("I work at the Bank of April")) == {("you", "works_at", "bank of april")}


def test_utterances_without_final_punctuation_are_parsed_as_sentences():
    from hotmem.extract import with_final_stop

    assert with_final_stop("i live in seattle") == "i live in seattle."
    assert with_final_stop("where do I live  ") == "where do I live."
    for text in ("I live in Seattle.", "Where?", "Wow!", "", "   ", "ok…"):
        assert with_final_stop(text) == text


@pytest.mark.parametrize("text", ["I am swimming", "I was running", "I have been running"])
def test_a_progressive_verb_is_not_a_liking(run, text):
    assert facts(run(text)) == set()


def test_possessed_kin_subject_is_keyed_by_the_bare_noun(run):
    assert facts(run("My sister lives in Boston")) == {("sister", "lives_in", "boston")}


def test_bare_kin_possession_gives_has(run):
    assert facts(run("I have a sister")) == {("you", "has", "sister")}


@pytest.mark.parametrize(
    "text", ["I have a dog named Max", "My dog's name is Max", "My dog is called Max"])
def test_pet_names_give_the_pet_relation_only(run, text):
    assert facts(run(text)) == {("you", "dog", "max")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have two cats", {("you", "has", "two cats")}),
        ("I have a car", {("you", "has", "car")}),
        ("I own a red Tesla", {("you", "owns", "red tesla")}),
        ("I bought a red Tesla", {("you", "owns", "red tesla")}),
    ],
)
def test_ownership_objects_keep_modifiers_not_determiners(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I like pizza", {("you", "likes", "pizza")}),
        ("I love pizza", {("you", "likes", "pizza")}),
        ("I enjoy pizza", {("you", "likes", "pizza")}),
        ("I like playing tennis", {("you", "likes", "playing tennis")}),
        ("I hate mushrooms", {("you", "dislikes", "mushrooms")}),
        ("I dislike mushrooms", {("you", "dislikes", "mushrooms")}),
        ("I can't stand mushrooms", {("you", "dislikes", "mushrooms")}),
    ],
)
def test_preferences_map_to_likes_and_dislikes(run, text, expected):
    assert facts(run(text)) == expected


def test_coordinated_objects_give_one_fact_each(run):
    assert facts(run("I love pizza and pasta")) == {
        ("you", "likes", "pizza"), ("you", "likes", "pasta")}


def test_favorite_thing_uses_the_english_noun(run):
    assert facts(run("My favorite color is blue")) == {("you", "favorite_color", "blue")}
    assert facts(run("My favourite colour is blue")) == {("you", "favorite_color", "blue")}


def test_x_and_y_are_friends_gives_friend_of(run):
    assert facts(run("Sarah and John are friends")) == {("sarah", "friend_of", "john")}


@pytest.mark.parametrize("text", ["I'm friends with Sarah", "Sarah is a friend of mine"])
def test_friendship_with_the_user_gives_friend_of(run, text):
    assert facts(run(text)) == {("you", "friend_of", "sarah")}


def test_my_friend_is_sarah_gives_the_friend_role(run):
    assert facts(run("My friend is Sarah")) == {("you", "friend", "sarah")}


def test_negated_statement_is_never_a_positive_fact(run):
    assert facts(run("I don't live in Paris anymore")) == {("you", "lives_in", "paris", "NOT")}
    assert facts(run("I don't like mushrooms")) == {("you", "likes", "mushrooms", "NOT")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I used to live in Paris", {("you", "lives_in", "paris", "NOT")}),
        ("I used to work at IBM", {("you", "works_at", "ibm", "NOT")}),
    ],
)
def test_used_to_gives_a_negated_fact_not_a_use_relation(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I think I live in Boston", ("you", "lives_in", "boston")),
        ("I probably like jazz", ("you", "likes", "jazz")),
        ("Maybe my sister lives in Rome", ("sister", "lives_in", "rome")),
    ],
)
def test_hedged_statement_is_flagged_with_lower_confidence(run, text, expected):
    (fact,) = run(text).facts
    assert fact.key == expected and fact.hedged


def test_hedge_lowers_confidence_by_at_least_0_2(run):
    (hedged,) = run("I think I live in Boston").facts
    (plain,) = run("I live in Boston").facts
    assert not plain.hedged
    assert hedged.confidence <= plain.confidence - 0.2


def test_correction_gives_new_value_and_negates_the_old_one(run):
    extraction = run("Actually I live in Boston, not Chicago")
    assert facts(extraction) == {("you", "lives_in", "boston"), ("you", "lives_in", "chicago", "NOT")}
    assert extraction.intent is Intent.CORRECTION


def test_coordinated_predicates_share_the_subject(run):
    extraction = run("I live in Seattle and work at Microsoft")
    assert facts(extraction) == {("you", "lives_in", "seattle"), ("you", "works_at", "microsoft")}
    assert extraction.intent is Intent.MULTIPLE_FACTS


def test_appointment_on_a_day_gives_time(run):
    assert facts(run("My appointment is on Monday")) == {("appointment", "time", "monday")}


def test_possessive_name_is_a_kin_fact_not_a_raw_relation(run):
    assert facts(run("My wife's name is Maria")) == {("you", "wife", "maria")}


def test_small_talk_about_things_gives_no_facts(run):
    assert facts(run("The weather is nice")) == set()


def test_entities_include_you_and_kin_keys(run):
    extraction = run("My sister lives in Boston")
    assert "you" in extraction.entities
    assert {"sister", "boston"} <= set(extraction.entities)


def test_lemmas_are_lowercase_content_words_without_stopwords(run):
    extraction = run("Where does my brother live?")
    assert "brother" in extraction.lemmas and "live" in extraction.lemmas
    assert "does" not in extraction.lemmas and "my" not in extraction.lemmas


@pytest.mark.parametrize(
    ("text", "forget"),
    [
        ("Forget that", (("*last*", None),)),
        ("Forget it", (("*last*", None),)),
        ("Forget where I live", (("you", "lives_in"),)),
        ("Forget my sister", (("sister", None),)),
    ],
)
def test_spoken_forget_requests_give_patterns_and_no_facts(run, text, forget):
    extraction = run(text)
    assert extraction.forget == forget
    assert extraction.facts == ()


def test_i_forgot_my_keys_is_not_a_forget_request(run):
    assert run("I forgot my keys").forget == ()


# --- failure families (appositions, misparsed hedges, contractions, corrections) ---------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Priya, my wife, lives in Leeds.",
         {("you", "wife", "priya"), ("priya", "lives_in", "leeds")}),
        ("my brother, Jake, lives in Austin",
         {("you", "brother", "jake"), ("jake", "lives_in", "austin")}),
    ],
)
def test_kin_apposition_between_commas_names_the_kin_and_keeps_the_name_as_subject(
    run, text, expected
):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've got a brother", {("you", "has", "brother")}),
        ("we've got two dogs", {("you", "has", "two dogs")}),
    ],
)
def test_have_got_is_possession(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize("text", ["I sort of like hiking", "i kinda like hiking"])
def test_hedge_adverb_misparsed_by_the_tagger_still_gives_a_hedged_preference(run, text):
    extraction = run(text)
    assert facts(extraction) == {("you", "likes", "hiking")}
    assert all(f.hedged for f in extraction.facts)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I really can't stand traffic", {("you", "dislikes", "traffic")}),
        ("I cannot stand onions", {("you", "dislikes", "onions")}),
    ],
)
def test_cant_stand_is_a_positive_dislike(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Actually my daughter is 10, not 12",
         {("daughter", "age", "10"), ("daughter", "age", "12", "NOT")}),
        ("i'm a nurse, not a doctor", {("you", "is", "nurse"), ("you", "is", "doctor", "NOT")}),
    ],
)
def test_copula_value_then_not_alternative_negates_the_alternative(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my sister's a nurse", {("sister", "is", "nurse")}),
        ("my son's 8", {("son", "age", "8")}),
        ("my sister's car", set()),
    ],
)
def test_contracted_is_read_as_possessive_by_the_tagger_is_still_a_copula(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My neighbor's name is Greg, do you know him?", {("you", "neighbor", "greg")}),
        ("I work in Boston, are you from there?", {("you", "works_at", "boston")}),
    ],
)
def test_statement_before_a_tail_question_keeps_its_fact(run, text, expected):
    extraction = run(text)
    assert facts(extraction) == expected
    assert extraction.intent is Intent.QUESTION_WITH_FACT


def test_pied_piped_wh_question_without_question_mark_gives_nothing(run):
    extraction = run("in which city do I live")
    assert extraction.facts == () and extraction.intent is Intent.PURE_QUESTION


def test_pet_named_by_participle_gives_the_pet_relation(run):
    assert facts(run("I have a cat called Luna")) == {("you", "cat", "luna")}


def test_street_names_keep_both_words(run):
    assert facts(run("i live on Baker Street")) == {("you", "lives_in", "baker street")}


def test_because_clause_states_nothing_of_its_own(run):
    assert facts(run("I love Rome because the food is great")) == {("you", "likes", "rome")}


def test_he_after_friends_with_a_name_resolves_to_the_name(run):
    d = Discourse()
    assert facts(run("I'm friends with Ana.", d)) == {("you", "friend_of", "ana")}
    assert facts(run("She is a teacher.", d)) == {("ana", "is", "teacher")}


def test_someone_elses_named_kin_is_never_the_users(run):
    assert facts(run("John has a sister named Anna.")) == set()


def test_a_trip_with_a_future_time_is_a_plan_not_a_fact(run):
    assert run("I fly to Boston next week.").facts == ()


# --- casual speech (issue 12): families of everyday chat, lower case as speech-to-text gives --


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i have no bicycle", {("you", "has", "bicycle", "NOT")}),
        ("we own no cats", {("you", "owns", "cat", "NOT")}),
        ("i've got no aunts or uncles",
         {("you", "has", "aunt", "NOT"), ("you", "has", "uncle", "NOT")}),
        ("we don't have any goldfish", {("you", "has", "goldfish", "NOT")}),
    ],
)
def test_a_denied_object_gives_a_negated_fact_never_a_positive_one(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'm allergic to shellfish", {("you", "allergic_to", "shellfish")}),
        ("i have asthma", {("you", "has_condition", "asthma")}),
        ("i have a bad knee", {("you", "has_condition", "bad knee")}),
        ("i don't eat pork", {("you", "eats", "pork", "NOT")}),
        ("i'm vegan", {("you", "is", "vegan")}),
    ],
)
def test_health_and_diet_give_their_own_relations(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i have been to peru", {("you", "went_to", "peru")}),
        ("i drive a blue pickup", {("you", "owns", "blue pickup")}),
        ("i turned 52 in june", {("you", "age", "52")}),
        ("i work at a bakery if that helps", {("you", "works_at", "bakery")}),
        ("i'm 47 if that's relevant", {("you", "age", "47")}),
    ],
)
def test_casual_forms_of_travel_ownership_age_and_offered_asides(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["i drive my daughter to school", "i turned the corner", "i drive the school bus",
     "if i worked at a bakery i would be happy"],
)
def test_driving_people_turning_things_and_real_conditions_give_no_fact(run, text):
    assert facts(run(text)) == set()


def test_a_correction_with_a_bare_rejected_value_keeps_the_new_value_positive(run):
    result = run("actually, i work at siemens now, not bosch")
    assert facts(result) == {("you", "works_at", "siemens"), ("you", "works_at", "bosch", "NOT")}
    assert result.intent is Intent.CORRECTION


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hi there, i'm arjun", {("you", "name", "arjun")}),
        ("my husband and i live in galway",
         {("you", "lives_in", "galway"), ("husband", "lives_in", "galway")}),
        ("chess is my favorite", {("you", "likes", "chess")}),
        ("my favorite is lasagna", {("you", "likes", "lasagna")}),
        ("i was born and raised in kerala", {("you", "born_in", "kerala")}),
        ("my hometown is cusco", {("you", "born_in", "cusco")}),
        ("i'm a plumber", {("you", "is", "plumber")}),
    ],
)
def test_casual_names_shared_subjects_favorites_and_origin(run, text, expected):
    assert facts(run(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i have 3 gorgeous daughters", {("you", "has", "3 daughters")}),
        ("i have a lot of cousins", {("you", "has", "cousin")}),
        ("i live on a ranch with two horses", {("you", "lives_in", "ranch")}),
        ("i work at a small bakery here in lyon", {("you", "works_at", "small bakery")}),
        ("i work at the bank of montreal", {("you", "works_at", "bank of montreal")}),
        ("i love painting landscapes on sunday mornings",
         {("you", "likes", "painting landscapes")}),
        ("i enjoy going to the opera", {("you", "likes", "going to the opera")}),
        ("i have a hamster, a rabbit and a turtle",
         {("you", "has", "hamster"), ("you", "has", "rabbit"), ("you", "has", "turtle")}),
        ("i am ravi, nice to meet you", {("you", "name", "ravi")}),
    ],
)
def test_objects_keep_what_was_meant(run, text, expected):
    assert facts(run(text)) == expected


def test_a_subclause_opened_by_when_is_no_question(run):
    result = run("i moved to cork when i was nine")
    assert facts(result) == {("you", "lives_in", "cork")}
    assert result.intent is Intent.FACT_STATEMENT


def test_a_short_tail_question_without_a_comma_keeps_the_fact(run):
    result = run("i work at a pharmacy and you?")
    assert facts(result) == {("you", "works_at", "pharmacy")}
    assert result.intent is Intent.QUESTION_WITH_FACT


def test_a_comma_spliced_statement_before_a_wish_keeps_its_fact(run):
    result = run("i live in tromso, i would love to see the desert someday")
    assert facts(result) == {("you", "lives_in", "tromso")}


def test_a_wish_alone_still_gives_nothing(run):
    assert facts(run("i would love to live in tromso")) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("do you have any cousins? i don't have any", {("you", "has", "cousin", "NOT")}),
        # a liked kind keeps the word said; the one owned is keyed by its species
        ("i love parrots, i have one", {("you", "likes", "parrots"), ("you", "has", "parrot")}),
        ("i have many", set()),
    ],
)
def test_a_quantity_word_stands_for_the_thing_named_before(run, text, expected):
    assert facts(run(text)) == expected


def test_a_region_after_its_place_names_one_place(run):
    assert facts(run("I live in Leeds, England")) == {("you", "lives_in", "leeds england")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tariq is my name", {("you", "name", "tariq")}),
        ("karaoke is not my thing", {("you", "likes", "karaoke", "NOT")}),
        ("board games are my thing", {("you", "likes", "board games")}),
    ],
)
def test_name_and_thing_said_the_other_way_round(run, text, expected):
    assert facts(run(text)) == expected
