"""Spanish words stating what need-based requests depend on (merged into ``tables.py``'s
tables by :mod:`hotmem.lang.extend`): passions, diets, pets, jobs."""

from __future__ import annotations


def _agreeing(stem: str) -> tuple[str, ...]:
    """The four forms of an adjective in -o: ``obsesionad`` -> obsesionado ... obsesionadas."""
    return tuple(stem + end for end in ("o", "a", "os", "as"))


# Passions said with an adjective and its preposition: "está obsesionada con Murakami", "es
# fanático de Boca", "está loco por el fútbol" -> likes.
_PASSIONS: dict[tuple[str, str], str] = {
    (form, prep): "likes"
    for stem, preps in (("obsesionad", ("con",)), ("fanátic", ("de", "del")),
                        ("apasionad", ("de", "del", "por")), ("enganchad", ("a", "al")),
                        ("aficionad", ("a", "al")), ("loc", ("por",)),
                        ("chalad", ("por",)), ("flipad", ("con",)))
    for form in _agreeing(stem) for prep in preps
}

# "y alérgica al marisco", "también intolerante a la lactosa": the speaker's, with "soy".
_SUBJECTLESS = {
    "subjectless_adjectives": frozenset(
        """alérgico alérgica alérgicos alérgicas intolerante intolerantes celíaco celíaca
        vegano vegana vegetariano vegetariana diabético diabética""".split()),
    "ellipsis_conjunctions": frozenset({"y", "e", "pero"}),
    "ellipsis_adverbs": frozenset({"también", "además", "muy", "bastante", "super", "súper"}),
    "elided_copula_subject": "soy",
}

# Pets other than dogs and cats, keyed in English: "I have a parrot called Mango" ->
# (you, parrot, mango). Fish are left out: the same word is food ("pesce", "poisson").
_PETS = {
    **dict.fromkeys("loro loros cotorra".split(), "parrot"),
    **dict.fromkeys("periquito periquitos agapornis".split(), "budgie"),
    **dict.fromkeys("canario canarios".split(), "canary"),
    **dict.fromkeys("conejo conejos coneja".split(), "rabbit"),
    **dict.fromkeys("hámster hámsters".split(), "hamster"),
    **dict.fromkeys("cobaya cobayas".split(), "guinea_pig"),
    **dict.fromkeys("hurón hurones".split(), "ferret"),
    **dict.fromkeys("tortuga tortugas".split(), "turtle"),
    **dict.fromkeys("iguana".split(), "iguana"),
    **dict.fromkeys("erizo".split(), "hedgehog"),
    **dict.fromkeys("chinchilla".split(), "chinchilla"),
}

# Jobs said with what one does there: "enseño historia en un instituto", Rioplatense
# "laburo en un estudio" (work).
_JOB_FRAMES: dict[tuple[str, str], str] = {
    ("enseñar", "en"): "works_at",
    ("laburar", "en"): "works_at",
    ("laburar", "de"): "is",
}

LEXICON = {
    # "tengo dolor de espalda", "tengo lumbalgia": a condition.
    "condition_nouns": frozenset({"lumbalgia"}),  # "dolor", "hernia": in tables.py
    # Had, never owned: "Pablo tiene el cumpleaños el sábado", "tengo hambre".
    "transient_objects": frozenset(
        """cumpleaños cumple santo aniversario hambre sed sueño prisa miedo ganas tiempo
        fiebre resfriado gripe""".split()),
    "verb_forms": {"laburo": "laburar"},
    "habit_verbs": {("coleccionar", None): "likes"},
    "kinship": _PETS,
    "identity_adjectives": frozenset({"intolerantes"}),  # the singulars: in tables.py
    "complemented_adjectives": frozenset({"intolerante", "intolerantes"}),
    **_SUBJECTLESS,
    "verb_prep": {**_PASSIONS, **_JOB_FRAMES},
    # Colloquial "me flipa el cine de Almodóvar", "me mola el jazz", "le pirran los caballos".
    # The tagger lemmatises "mola" as "moler".
    "likes_reverse": {"flipar": "likes", "molar": "likes", "moler": "likes", "pirrar": "likes"},
}
