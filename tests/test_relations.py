"""The relation registry: every relation a language names exists, and every one has a bullet."""

from __future__ import annotations

import pytest

from hotmem.inject import bullet_for
from hotmem.lang import get_language, language_codes
from hotmem.relations import (
    KINSHIP,
    RELATIONS,
    Form,
    get_relation,
    is_canonical,
    is_single_valued,
)
from hotmem.types import Edge


def _named_relations(code: str) -> set[str]:
    """Every relation a language's lexicon can produce."""
    lex = get_language(code).lexicon
    names = set(lex.verb_prep.values()) | set(lex.likes.values())
    names |= set(lex.likes_reverse.values())
    names |= set(lex.negated_likes.values()) | set(lex.kinship.values())
    names |= {f"favorite_{thing}" for thing in lex.things.values()}
    return names


@pytest.mark.parametrize("code", language_codes())
def test_every_relation_a_lexicon_names_is_in_the_registry(code: str) -> None:
    missing = sorted(r for r in _named_relations(code) if not is_canonical(r))
    assert missing == []


@pytest.mark.parametrize("code", language_codes())
def test_every_relation_a_lexicon_names_renders_a_bullet(code: str) -> None:
    for name in sorted(_named_relations(code)):
        text = bullet_for(Edge("u", "you", name, "x", "You", "X"))
        assert text.startswith("You") and text.endswith("X."), (name, text)


def test_every_registry_row_has_a_template_its_form_can_render() -> None:
    for name, rel in RELATIONS.items():
        if rel.template.form is Form.VERB:
            assert rel.template.you and rel.template.third, name
        if rel.template.form is Form.POSSESSIVE:
            assert rel.template.noun, name
        assert bullet_for(Edge("u", "you", name, "anna", "You", "Anna")), name


def test_an_unknown_relation_gives_no_bullet_rather_than_bad_grammar() -> None:
    assert get_relation("studies_at") is None
    assert bullet_for(Edge("u", "you", "studies_at", "stanford", "You", "Stanford")) == ""


def test_single_valued_and_kin_come_from_the_rows() -> None:
    assert is_single_valued("lives_in") and is_single_valued("wife")
    assert is_single_valued("favorite_color")
    assert not is_single_valued("sister") and not is_single_valued("likes")
    assert {"sister", "dog", "wife"} <= KINSHIP and "lives_in" not in KINSHIP
    assert get_relation("friend_of").symmetric
    assert "location" in get_relation("lives_in").needs
    assert get_relation("favorite_food").needs == frozenset({"food", "gift"})


def test_question_classes_of_the_registry_are_those_the_languages_know() -> None:
    from hotmem.lang import all_languages
    from hotmem.relations import QUESTION_CLASSES

    for lang in all_languages():
        assert set(lang.words.QUESTION_WORDS) == QUESTION_CLASSES, lang.code
    for name, rel in RELATIONS.items():
        assert rel.asked_by <= QUESTION_CLASSES, name
    assert get_relation("lives_in").asked_by == frozenset({"where"})
    assert get_relation("favorite_book").asked_by == frozenset({"what"})
    assert "who" in get_relation("sister").asked_by


@pytest.mark.parametrize(
    ("s", "r", "d", "display_s", "bullet"),
    [
        ("you", "allergic_to", "peanuts", "You", "You are allergic to peanuts."),
        ("sister", "allergic_to", "cats", "sister", "Your sister is allergic to cats."),
        ("you", "has_condition", "asthma", "You", "You have asthma."),
        ("you", "eats", "fish", "You", "You eat fish."),
    ],
)
def test_health_and_diet_relations_render_as_sentences(
    s: str, r: str, d: str, display_s: str, bullet: str
) -> None:
    assert bullet_for(Edge("u", s, r, d, display_s, d)) == bullet
