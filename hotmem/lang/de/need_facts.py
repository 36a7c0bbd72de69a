"""German words stating what need-based requests depend on (merged into ``tables.py``'s
tables by :mod:`hotmem.lang.extend`): passions, diets, pets, jobs."""

from __future__ import annotations

# Passions said with an adjective and its preposition: "er ist verrückt nach Formel 1", "sie
# ist begeistert von Pferden", "süchtig nach Krimis" -> likes.
_PASSIONS: dict[tuple[str, str], str] = {
    (adj, prep): "likes"
    for adj, preps in (("verrückt", ("nach",)), ("wild", ("auf",)), ("scharf", ("auf",)),
                       ("besessen", ("von",)), ("begeistert", ("von",)),
                       ("süchtig", ("nach",)), ("vernarrt", ("in",)), ("versessen", ("auf",)),
                       ("heiß", ("auf",)), ("fasziniert", ("von",)))
    for prep in preps
}

LEXICON = {
    "verb_prep": _PASSIONS,
}
