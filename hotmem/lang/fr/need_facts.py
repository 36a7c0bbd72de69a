"""French words stating what need-based requests depend on (merged into ``tables.py``'s
tables by :mod:`hotmem.lang.extend`): passions, diets, pets, jobs."""

from __future__ import annotations

# Passions said with an adjective and its preposition: "il est fou de Pokémon", "elle est
# passionnée de jardinage", "accro aux mangas" -> likes.
_PASSION_ADJECTIVES = """fou folle fous folles dingue dingues passionné passionnée passionnés
    passionnées accro accros fana fanas obsédé obsédée obsédés obsédées mordu mordue mordus
    mordues""".split()
_PASSIONS: dict[tuple[str, str], str] = {
    (adj, prep): "likes"
    for adj in (*_PASSION_ADJECTIVES, "passionner", "obséder")  # the tagger's passive reading
    for prep in ("de", "du", "des", "d'", "par", "à", "au", "aux")
}

# "et allergique au kiwi", "aussi intolérante au lactose": the speaker's, with "je suis".
_SUBJECTLESS = {
    "subjectless_adjectives": frozenset(
        """allergique allergiques intolérant intolérante cœliaque coeliaque végétarien
        végétarienne végane végan vegan diabétique""".split()),
    "ellipsis_conjunctions": frozenset({"et", "mais"}),
    "ellipsis_adverbs": frozenset({"aussi", "très", "super", "grave", "vachement"}),
    "elided_copula_subject": "je suis",
}

# Pets other than dogs and cats, keyed in English: "I have a parrot called Mango" ->
# (you, parrot, mango). Fish are left out: the same word is food ("pesce", "poisson").
_PETS = {
    **dict.fromkeys("perroquet perroquets".split(), "parrot"),
    **dict.fromkeys("perruche perruches".split(), "budgie"),
    **dict.fromkeys("canari canaris".split(), "canary"),
    **dict.fromkeys("lapin lapins lapine".split(), "rabbit"),
    **dict.fromkeys("hamster hamsters".split(), "hamster"),
    **dict.fromkeys("gerbille".split(), "gerbil"),
    **dict.fromkeys("furet furets".split(), "ferret"),
    **dict.fromkeys("tortue tortues".split(), "turtle"),
    **dict.fromkeys("iguane".split(), "iguana"),
    **dict.fromkeys("hérisson".split(), "hedgehog"),
    **dict.fromkeys("chinchilla".split(), "chinchilla"),
}

# Jobs said with what one does there: "j'enseigne les maths au lycée Clemenceau".
_JOB_FRAMES: dict[tuple[str, str], str] = {
    ("enseigner", "à"): "works_at",
    ("enseigner", "au"): "works_at",
    ("enseigner", "dans"): "works_at",
}

LEXICON = {
    # Feelings: "fou de joie", "folle de rage" state a mood, never a passion.
    "passing_states": frozenset(
        """joie rage colère bonheur jalousie inquiétude chagrin impatience""".split()),
    # "j'ai des douleurs au dos", "une tendinite": a condition.
    "condition_nouns": frozenset({"douleur", "douleurs", "lombalgie"}),
    # Had, never owned: "Léa a son anniversaire samedi", "j'ai faim".
    "transient_objects": frozenset(
        """anniversaire faim soif sommeil peur envie temps fièvre rhume grippe""".split()),
    # "j'écoute du jazz manouche": the partitive reads as a preposition; the tagger gives
    # "écoute" as its own lemma.
    "habit_verbs": {("collectionner", None): "likes", ("écouter", "du"): "likes",
                    ("écouter", "de"): "likes", ("écouter", "des"): "likes"},
    "lemma_fixes": {"écoutes": "écouter", "enseigne": "enseigner"},
    "kinship": _PETS,
    "identity_adjectives": frozenset({"intolérants", "intolérantes"}),  # singulars: tables.py
    "complemented_adjectives": frozenset({"intolérant", "intolérante", "intolérants",
                                          "intolérantes"}),
    **_SUBJECTLESS,
    "verb_prep": {**_PASSIONS, **_JOB_FRAMES},
}
