"""A shown kin's name and role go into the first bullet about them: "Your sister Lena likes
bouldering." instead of two bullets saying the name twice (real spaCy models, real LMDB)."""

from __future__ import annotations

from hotmem import HotMem
from hotmem.kin_bullets import merge_kin_names
from hotmem.types import Bullet
from tests.chat import Chat


def _bullet(text: str, key: tuple[str, str, str], score: float = 1.0) -> Bullet:
    return Bullet(text=text, key=key, score=score, turn=1)


def test_the_kin_bullet_folds_into_the_first_liking_of_that_person() -> None:
    bullets = [_bullet("Your sister is Lena.", ("you", "sister", "lena"), 2.0),
               _bullet("Lena likes bouldering.", ("lena", "likes", "bouldering")),
               _bullet("Lena likes opera.", ("lena", "likes", "opera"))]
    assert [(b.text, b.score) for b in merge_kin_names(bullets)] == [
        ("Your sister Lena likes bouldering.", 2.0), ("Lena likes opera.", 1.0)]


def test_a_lower_case_name_shown_with_your_is_folded_once() -> None:
    bullets = [_bullet("Your brother is julien.", ("you", "brother", "julien")),
               _bullet("Your julien likes rugby.", ("julien", "likes", "rugby"))]
    assert [b.text for b in merge_kin_names(bullets)] == ["Your brother julien likes rugby."]


def test_a_kin_bullet_alone_beside_another_relation_or_hedged_stays() -> None:
    home = [_bullet("Your sister is Anna.", ("you", "sister", "anna")),
            _bullet("Anna lives in Denver.", ("anna", "lives_in", "denver"))]
    assert merge_kin_names(home) == home
    alone = [_bullet("Your dog is Biscuit.", ("you", "dog", "biscuit")),
             _bullet("You live in Leeds.", ("you", "lives_in", "leeds"))]
    assert merge_kin_names(alone) == alone
    hedged = [_bullet("Your son is probably Kit.", ("you", "son", "kit")),
              _bullet("Kit likes trains.", ("kit", "likes", "trains"))]
    assert merge_kin_names(hedged) == hedged


def test_a_gift_request_shows_who_and_what_they_like_in_one_line(engine: HotMem) -> None:
    chat = Chat(engine, "gift-fold", "de")
    chat.say("mein Neffe Ole liebt Minecraft")
    assert chat.turn("ole hat bald geburtstag, was schenk ich ihm").bullets == [
        "Your nephew Ole likes Minecraft."]


def test_a_name_question_is_answered_by_the_folded_line(engine: HotMem) -> None:
    chat = Chat(engine, "name-fold", "en")
    chat.say("my niece Marisol is really into origami")
    assert chat.turn("what's my niece called again?").bullets == [
        "Your niece Marisol likes origami."]
