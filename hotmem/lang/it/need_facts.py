"""Italian words stating what need-based requests depend on (merged into ``tables.py``'s
tables by :mod:`hotmem.lang.extend`): passions, diets, pets, jobs."""

from __future__ import annotations

from hotmem.lang.it.tables import it_are


def _agreeing(stem: str) -> tuple[str, ...]:
    """The four forms of an adjective in -o: ``fissat`` -> fissato fissata fissati fissate."""
    return tuple(stem + end for end in ("o", "a", "i", "e"))


# Passions said with an adjective and its preposition: "è fissato con lo spazio", "è
# appassionata di fotografia", "va pazzo per la pesca" -> likes.
_PASSIONS: dict[tuple[str, str], str] = {
    (form, prep): "likes"
    for stem, preps in (("fissat", ("con",)), ("appassionat", ("di",)), ("pazz", ("per", "di")),
                        ("matt", ("per",)), ("innamorat", ("di",)), ("ossessionat", ("da",)),
                        ("patit", ("di",)), ("fanatic", ("di",)), ("tifosissim", ("di",)))
    for form in _agreeing(stem) for prep in preps
} | {("fanatici", "di"): "likes", ("fanatiche", "di"): "likes", ("pazze", "per"): "likes"}

# "e allergica alle noci", "anche intollerante al lattosio": the speaker's, with "sono".
_SUBJECTLESS = {
    "subjectless_adjectives": frozenset(
        """allergico allergica allergici allergiche intollerante intolleranti celiaco
        celiaca vegano vegana vegetariano vegetariana diabetico diabetica""".split()),
    "ellipsis_conjunctions": frozenset({"e", "ed", "ma"}),
    "ellipsis_adverbs": frozenset({"anche", "molto", "super", "tanto"}),
    "elided_copula_subject": "sono",
}

# Pets other than dogs and cats, keyed in English: "I have a parrot called Mango" ->
# (you, parrot, mango). Fish are left out: the same word is food ("pesce", "poisson").
_PETS = {
    **dict.fromkeys("pappagallo pappagalli".split(), "parrot"),
    **dict.fromkeys("pappagallino pappagallini cocorita cocorite".split(), "budgie"),
    **dict.fromkeys("canarino canarini".split(), "canary"),
    **dict.fromkeys("coniglio conigli coniglietto coniglietta".split(), "rabbit"),
    **dict.fromkeys("criceto criceti".split(), "hamster"),
    **dict.fromkeys("porcellino".split(), "guinea_pig"),
    **dict.fromkeys("furetto furetti".split(), "ferret"),
    **dict.fromkeys("tartaruga tartarughe".split(), "turtle"),
    **dict.fromkeys("iguana".split(), "iguana"),
    **dict.fromkeys("riccio".split(), "hedgehog"),
}

# Jobs said with what one does there: "insegno inglese al liceo Sannazaro".
_JOB_FRAMES: dict[tuple[str, str], str] = {
    ("insegnare", "a"): "works_at",
    ("insegnare", "in"): "works_at",
}

LEXICON = {
    # Feelings: "pazza di gioia", "matto di rabbia" state a mood, never a passion.
    "passing_states": frozenset(
        """gioia rabbia gelosia felicità collera invidia""".split()),
    # Had, never owned: "Marco ha il compleanno sabato", "ho fame".
    "transient_objects": frozenset(
        """compleanno onomastico anniversario fame sete sonno fretta paura voglia tempo
        febbre raffreddore influenza""".split()),
    "habit_verbs": {("collezionare", None): "likes"},
    "quantity_nouns": frozenset({"sacco", "mucchio"}),
    "kinship": _PETS,
    **_SUBJECTLESS,
    "verb_prep": {**_PASSIONS, **_JOB_FRAMES},
}

GRAMMAR = {
    # "ho dolori alle ginocchia", "ho un'ernia al disco": a condition.
    "condition_words": frozenset({"lombalgia"}),  # "dolore", "ernia": in tables.py
    # "colleziono francobolli": a hobby; "insegno inglese al liceo": a workplace
    "verbs": {**it_are("collezion"), **it_are("insegn")},
    # "mangio pesce ma niente carne": "niente" denies its noun like "nessun".
    "negative_determiners": ("niente",),
}
