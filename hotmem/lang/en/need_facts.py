"""English words stating what need-based requests depend on (merged into ``tables.py``'s
tables by :mod:`hotmem.lang.extend`): passions, diets, pets, jobs."""

from __future__ import annotations

# "and allergic to sesame", "also lactose intolerant": the speaker's, with "I'm".
_SUBJECTLESS = {
    "subjectless_adjectives": frozenset(
        """allergic intolerant lactose-intolerant coeliac celiac vegan vegetarian
        pescatarian diabetic""".split()),
    "ellipsis_conjunctions": frozenset({"and", "but", "plus"}),
    "ellipsis_adverbs": frozenset({"really", "very", "super", "badly", "seriously", "quite",
                                   "pretty", "proper", "severely", "mildly", "too"}),
    "elided_copula_subject": "I'm",
}

# Diets and intolerances said as what one is ("i'm coeliac", "lactose intolerant"): a lasting
# attribute, never a name.
_DIETS = frozenset(
    """coeliac celiac intolerant lactose-intolerant gluten-intolerant pescetarian keto
    halal kosher teetotal""".split())

LEXICON = {
    "complemented_adjectives": frozenset({"intolerant"}),
    **_SUBJECTLESS,
    "identity_adjectives": _DIETS,
}
