"""The canonical relation taxonomy (CONTRACT.md §1): names, kinds and how they behave.

Every stage agrees on relations through this module: the extractor only emits names accepted
by :func:`is_canonical`, the store's lifecycle asks :func:`is_single_valued`, and retrieval and
bullets look relations up here.
"""

from __future__ import annotations

# Kinship and pet nouns, keyed in English whatever the input language (GOLD_GUIDE.md).
KINSHIP: frozenset[str] = frozenset(
    """sister brother mother father mom dad parent wife husband partner boyfriend girlfriend
    fiance fiancee son daughter child kid friend best_friend cousin aunt uncle grandmother
    grandfather grandma grandpa grandson granddaughter niece nephew roommate boss colleague
    coworker neighbor dog cat pet""".split()
)
PETS: frozenset[str] = frozenset({"dog", "cat", "pet"})
FEMALE_KIN: frozenset[str] = frozenset(
    "sister mother mom wife girlfriend fiancee daughter aunt grandmother grandma granddaughter "
    "niece".split()
)
MALE_KIN: frozenset[str] = frozenset(
    "brother father dad husband boyfriend fiance son uncle grandfather grandpa grandson "
    "nephew".split()
)

CORE_RELATIONS: frozenset[str] = frozenset(
    """name age is lives_in works_at born_in moved_from participated_in went_to friend_of owns
    has likes dislikes time duration quantity""".split()
)

# A new positive value replaces the old one for the same subject (CONTRACT.md §1).
_SINGLE_VALUED: frozenset[str] = frozenset({"name", "age", "lives_in", "works_at", "born_in"})
SYMMETRIC: frozenset[str] = frozenset({"friend_of"})


def is_canonical(relation: str) -> bool:
    """True for a relation the extractor may emit."""
    return (
        relation in CORE_RELATIONS
        or relation in KINSHIP
        or (relation.startswith("favorite_") and len(relation) > len("favorite_"))
    )


# Kin roles a person normally has one of. Siblings, children, friends and pets are not
# superseded: "my sister Maria" after "my sister Anna" is a second sister, not a correction.
UNIQUE_KIN: frozenset[str] = frozenset(
    "mother father mom dad wife husband partner boyfriend girlfriend fiance fiancee boss".split()
)


def is_single_valued(relation: str) -> bool:
    """True when a new positive value supersedes the old one for the same subject."""
    return relation in _SINGLE_VALUED or relation in UNIQUE_KIN or relation.startswith("favorite_")
