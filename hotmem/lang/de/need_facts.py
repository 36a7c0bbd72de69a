"""German words stating what need-based requests depend on (merged into ``tables.py``'s
tables by :mod:`hotmem.lang.extend`): passions, diets, pets, jobs."""

from __future__ import annotations

from hotmem.lang.de.tables import de_weak
from hotmem.lang.surface_grammar import forms

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

# "und allergisch gegen Haselnüsse", "auch laktoseintolerant": the speaker's, with "ich bin".
_SUBJECTLESS = {
    "subjectless_adjectives": frozenset(
        """allergisch laktoseintolerant glutenintolerant vegan vegetarisch
        diabetiker diabetikerin""".split()),
    "ellipsis_conjunctions": frozenset({"und", "aber"}),
    "ellipsis_adverbs": frozenset({"auch", "sehr", "echt", "stark", "leider"}),
    "elided_copula_subject": "ich bin",
}

# Pets other than dogs and cats, keyed in English: "I have a parrot called Mango" ->
# (you, parrot, mango). Fish are left out: the same word is food ("pesce", "poisson").
_PETS = {
    **dict.fromkeys("papagei papageien".split(), "parrot"),
    **dict.fromkeys("wellensittich wellensittiche nymphensittich".split(), "budgie"),
    **dict.fromkeys("kanarienvogel".split(), "canary"),
    **dict.fromkeys("kaninchen hase hasen".split(), "rabbit"),
    **dict.fromkeys("hamster".split(), "hamster"),
    **dict.fromkeys("meerschweinchen".split(), "guinea_pig"),
    **dict.fromkeys("frettchen".split(), "ferret"),
    **dict.fromkeys("schildkröte schildkröten".split(), "turtle"),
    **dict.fromkeys("igel".split(), "hedgehog"),
    **dict.fromkeys("chinchilla".split(), "chinchilla"),
    **dict.fromkeys("pferd pferde pony ponys".split(), "horse"),
    # the plural only: "Huhn" is food as well ("ich esse gern Huhn")
    **dict.fromkeys("hühner hennen".split(), "chicken"),
}

# Jobs said with what one does there: "ich unterrichte Mathe an der Gesamtschule".
_JOB_FRAMES: dict[tuple[str, str], str] = {
    ("unterrichten", "an"): "works_at",
}

LEXICON = {
    # Had, never owned: "Deniz hat bald Geburtstag", "ich habe Hunger", "ich habe um fünf
    # ein Meeting", "ich habe viel Arbeit", "ich hab gleich Feierabend".
    "transient_objects": frozenset(
        """geburtstag namenstag jahrestag hochzeitstag termin hunger durst angst lust zeit
        fieber schnupfen erkältung meeting besprechung arbeit feierabend frage fragen
        dienst schicht stress ärger problem probleme beschwerden""".split()),
    "habit_verbs": {("sammeln", None): "likes"},
    "liking_adverbs": frozenset({"liebsten"}),
    "kinship": _PETS,
    **_SUBJECTLESS,
    "verb_prep": {**_PASSIONS, **_JOB_FRAMES},
}

GRAMMAR = {
    # Spoken first persons without their -e ("ich hör viel Techno", "ich geh gern segeln")
    # and verbs of hobbies ("ich sammle Briefmarken", "ich klettere gern").
    "verbs": {
        **de_weak("unterricht"),  # "ich unterrichte Mathe an der Gesamtschule"
        # Not "spiel", "mach", "fahr": those are imperatives too ("spiel mir Musik").
        **forms("hören", {"hör": "1s pres"}),  # "geh": in tables.py
        # Without the infinitive-like plural: "ich mag klettern, kochen" lists activities.
        **forms("sammeln", {"sammle sammel": "1s pres", "sammelst": "2s pres",
                            "sammelt": "3s pres"}),
        **forms("klettern", {"klettere kletter": "1s pres", "kletterst": "2s pres",
                             "klettert": "3s pres"}),
    },
}
