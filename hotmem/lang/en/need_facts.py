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
    """coeliac celiac intolerant gluten-intolerant pescetarian keto
    halal kosher teetotal""".split())

# Pets other than dogs and cats, keyed in English: "I have a parrot called Mango" ->
# (you, parrot, mango). Fish are left out: the same word is food ("pesce", "poisson"), and
# "goldfish" is its own plural.
_PETS = {
    **dict.fromkeys("parrot parrots".split(), "parrot"),
    **dict.fromkeys("budgie budgies parakeet parakeets".split(), "budgie"),
    **dict.fromkeys("canary canaries".split(), "canary"),
    **dict.fromkeys("cockatiel".split(), "bird"),
    **dict.fromkeys("rabbit rabbits bunny".split(), "rabbit"),
    **dict.fromkeys("hamster hamsters".split(), "hamster"),
    **dict.fromkeys("gerbil gerbils".split(), "gerbil"),
    **dict.fromkeys("guinea-pig".split(), "guinea_pig"),
    **dict.fromkeys("ferret ferrets".split(), "ferret"),
    **dict.fromkeys("tortoise tortoises turtle turtles".split(), "turtle"),
    **dict.fromkeys("lizard".split(), "lizard"),  # a gecko or an iguana keeps its species
    **dict.fromkeys("gecko".split(), "gecko"),
    **dict.fromkeys("iguana".split(), "iguana"),
    **dict.fromkeys("snake".split(), "snake"),
    **dict.fromkeys("hedgehog".split(), "hedgehog"),
    **dict.fromkeys("chinchilla".split(), "chinchilla"),
}

LEXICON = {
    # "i have back pain", "a knee injury": a condition.
    "condition_nouns": frozenset({"pain", "injury", "hernia", "tendinitis", "tendonitis"}),
    "transient_objects": frozenset({"birthday", "anniversary", "bday"}),
    # Jobs said with what one does there: "i teach chemistry at a high school".
    "verb_prep": {("teach", "at"): "works_at"},
    # Collecting states a liking of what is collected: "my dad collects vinyl".
    "habit_verbs": {("collect", None): "likes"},
    "quantity_nouns": frozenset({"heaps", "heap", "stacks"}),
    "kinship": _PETS,
    "complemented_adjectives": frozenset({"intolerant"}),
    **_SUBJECTLESS,
    "identity_adjectives": _DIETS,
}
