"""Kin or pets counted, then named in a list after a comma (hotmem/extract/kin_lists.py):
one kin fact per name, and never a possession of a name. Real spaCy models."""

from __future__ import annotations

import pytest

from tests.triples import facts


@pytest.mark.parametrize(
    ("lang", "text", "named"),
    [
        ("es", "tengo dos hijas, sofía y valentina",
         {("you", "daughter", "sofía"), ("you", "daughter", "valentina")}),
        ("fr", "j'ai deux fils, sacha et noé", {("you", "son", "sacha"), ("you", "son", "noé")}),
        ("en", "we have two dogs, rex and bella", {("you", "dog", "rex"), ("you", "dog", "bella")}),
        ("de", "wir haben zwei Kater, Max und Moritz",
         {("you", "cat", "max"), ("you", "cat", "moritz")}),
        ("it", "ho due figli, Marco e Luca", {("you", "child", "marco"), ("you", "child", "luca")}),
    ],
)
def test_names_listed_after_counted_kin_are_that_kin(extract_in, lang, text, named):
    got = facts(extract_in(lang)(text))
    assert named <= got
    assert not any(f[1] == "has" and f[2] in {n[2] for n in named} for f in got)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "i have two sons, both grown up and married"),
        ("es", "tengo dos hijos, uno en madrid y otro en lugo"),
        ("fr", "j'ai trois chats, un noir, un blanc et un roux"),
        ("en", "i have three kids, ages 4, 7 and 9"),
        ("es", "tengo tres hermanos, mayores y casados"),
        ("it", "ho due gatti, neri e bianchi"),  # untagged and lower case: no names
        ("de", "wir haben zwei katzen, schwarz und weiß"),
        ("en", "i have a sister, anna, and a brother"),  # one, not counted
    ],
)
def test_words_that_are_no_names_name_no_kin(extract_in, lang, text):
    got = facts(extract_in(lang)(text))
    assert not any(f[0] == "you" and f[1] not in ("has", "is", "likes") and f[2] in (
        "both", "uno", "otro", "noir", "blanc", "roux", "ages", "mayores", "casados", "neri",
        "bianchi", "schwarz", "weiß") for f in got)
