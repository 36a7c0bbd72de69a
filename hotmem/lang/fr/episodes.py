"""French time words and lemma equivalences for episodes."""

from __future__ import annotations

from hotmem.episodes.dates import TimeWords

TIME_WORDS = TimeWords(
    day_offsets={
        "aujourd'hui": 0, "ce matin": 0, "cet après-midi": 0, "ce soir": 0, "cette nuit": 0,
        "hier": -1, "hier soir": -1, "avant-hier": -2, "demain": 1, "après-demain": 2,
    },
    weekdays={
        "lundi": 0, "mardi": 1, "mercredi": 2, "jeudi": 3, "vendredi": 4, "samedi": 5,
        "dimanche": 6,
    },
    months={
        "janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6,
        "juillet": 7, "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11,
        "décembre": 12, "decembre": 12,
    },
    seasons={"printemps": "spring", "été": "summer", "ete": "summer", "automne": "autumn",
             "hiver": "winter"},
    units={
        "jour": "day", "jours": "day", "semaine": "week", "semaines": "week",
        "week-end": "weekend", "weekend": "weekend", "week-ends": "weekend",
        "mois": "month", "an": "year", "ans": "year", "année": "year", "années": "year",
    },
    numbers={
        "zéro": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6,
        "sept": 7,
        "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12,
        "quinze": 15, "vingt": 20, "trente": 30, "quelques": 3,
        "plusieurs": 3,
    },
    last=("dernier", "dernière", "derniere", "passé", "passée", "precedent", "précédent",
          "précédente"),
    this=("ce", "cet", "cette"),
    next=("prochain", "prochaine", "suivant", "suivante", "à venir"),
    before_last=("avant-dernier", "avant-dernière"),
    that=("là",),  # "ce samedi-là"
    ago_before=("il y a", "y a"),
    within_before=("dans",),
    ahead=("pour",),
    since=("depuis",),
    prepositions=("en", "au", "du", "pendant", "durant", "début", "fin", "mi", "courant",
                  "au début de", "au début du mois de", "à la fin de", "à la mi", "fin du mois de"),
    articles=("le", "la", "l'", "les"),
    links=("de", "de l'"),
    ordinal_suffixes=("er", "ème", "e"),
    # A habit ("tous les mardis", "chaque samedi") happens again and again: no date.
    non_dates=(*(f"{every} {day}" for every, days in (
        ("chaque", ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
                    "jour", "semaine", "week-end", "weekend", "mois", "année", "été", "hiver")),
        ("tous les", ("lundis", "mardis", "mercredis", "jeudis", "vendredis", "samedis",
                      "dimanches", "jours", "week-ends", "weekends", "mois", "ans", "étés")),
        ("les", ("lundis", "mardis", "mercredis", "jeudis", "vendredis", "samedis",
                 "dimanches")),
        # "je fais du yoga le mardi": the weekday with its article alone is every one of them
        ("le", ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")))
        for day in days),),
)

EQUIVALENCES = (
    ("assister", "aller", "visiter", "participer"),
    ("voyage", "voyager", "visiter", "vacances", "séjour"),
    ("acheter", "commander", "prendre", "obtenir"),
    ("faire", "cuire", "cuisiner", "préparer", "construire", "gâteau"),
    ("gagner", "remporter", "prix"),
    ("commencer", "débuter"),
    ("déménager", "installer"),
    ("voir", "regarder", "rencontrer"),
    ("courir", "course", "marathon"),
    ("fête", "soirée", "fêter", "célébrer", "anniversaire"),
    ("travail", "emploi", "poste", "boulot", "promotion", "promouvoir"),
    ("médecin", "hôpital", "opération", "clinique"),
    ("lire", "livre", "roman"),
    ("animal", "chien", "chat", "chaton", "chiot"),
    ("concert", "spectacle", "festival"),
    ("cours", "atelier", "stage", "leçon"),
    ("cadeau", "offrir", "donner"),
    ("symboliser", "représenter", "signifier", "symbole"),
    ("préféré", "favori", "préférer"),
    ("dessiner", "dessin", "peindre", "peinture", "art"),
    ("chanson", "musique", "groupe", "chanteur"),
    ("enfant", "fils", "fille", "gamin"),
    ("randonnée", "camping", "camper", "marche"),
    ("malade", "maladie", "grippe", "rhume", "fièvre", "covid"),
    ("aller", "partir"),
    # Paraphrases a question uses for what was told ("combien j'ai payé" / "acheté ... 1500").
    ("payer", "coûter", "dépenser", "prix", "acheter"),
    ("rentrer", "revenir", "retourner", "retour"),
    ("chercher", "récupérer"),
    ("vol", "avion", "atterrir", "aéroport"),
    ("téléphone", "portable", "mobile"),
    ("voler", "piquer", "dérober"),
    ("examen", "épreuve", "réussir", "passer"),
    ("danser", "danse", "salsa"),
    ("vendre", "donner"),
    ("naviguer", "bateau", "voile", "régate"),
    ("essayer", "tester"),
    ("mariage", "marier"),
    ("opérer", "opération", "intervention"),
)

# Episode clauses (see hotmem/lang/en/episodes.py for what each list does).
LEADING_FILLERS = """et mais alors bon ben oh oui non hé salut aussi enfin donc bref haha
    tiens puis ensuite"""
NOT_EVENT_LEMMAS = """penser croire supposer savoir sembler sentir espérer aimer adorer dire
    parler raconter demander merci génial super bien cool incroyable drôle heureux content
    vrai chose beaucoup vraiment être avoir faire"""
PLAN_LEMMAS = "aller prévoir compter vouloir espérer projet prochain"
# Prepositions before a place ("in Montana", "am Gardasee"): the noun after one is where it
# happened, what a "where" question prefers.
PLACE_PREPOSITIONS = "à au aux en chez dans"
# A recall question opening with one of these and naming at most two things of its own
# follows up on the previous one ("and when was that?"): it asks with its words too.
FOLLOW_UP_OPENERS = "et alors puis aussi"
# The imperatives too: the lemmatizer leaves "Oublie ça" as it is.
RECALL_LEMMAS = """souvenir rappeler oublier oublie oubliez rappelle rappelez rappell
    rappelle-moi rappelez-moi"""
# Words that frame a recall question, not what it is about ("what kind of ...", "where did
# we go in April?": the time and the place asked are the question).
QUESTION_FRAME_LEMMAS = "décrire passer arriver genre type sorte nom exemple aller"
COUNT_WORDS = "combien"
# The passé composé with "être" ("on est partis", "elle est tombée"): the small model often
# reads the participle as an adjective and the clause as a present; an auxiliary before a
# participle says it is past (a date hung on it is one gone by).
PERFECT_AUXILIARIES = "suis es est sommes êtes sont"
PARTICIPLE = r"\w+(?:é|ée|és|ées)|\w*(?:parti|sorti|venu|descendu|né|mort)(?:e|s|es)?"
# "on" for "we" in speech ("on a gagné le quiz"): a clause or question about the user.
WE_WORDS = "on"
# Suffixes a stem drops so word families meet in recall (hotmem/episodes/stems.py).
STEM_SUFFIXES = "er ir re é ée és ées ant ement tion tions s e es x"
# Questions said without "?" (hotmem/episodes/asking.py): the interrogatives that open one, the
# ones that ask wherever they stand ("c'était combien", "on a vu quel film"), and the subject
# pronouns that make an opener a conjunction ("quand je suis arrivé, ...").
# Question words that, before a time unit, ask when ("what day", "quel jour"):
# hotmem/episodes/extract.py
TIME_QUESTION_WORDS = "quel quelle"
QUESTION_OPENERS = "qu' que quel quelle quels quelles qui quoi où quand comment combien"
IN_SITU_QUESTION_WORDS = "combien quel quelle quels quelles"
SUBJECT_PRONOUNS = "je j' tu il elle on nous vous ils elles"
# Words that point back at what was said just before ("it was made for our church"):
# a recalled clause holding one is shown after the clause said before it.
BACK_REFERENCES = "il elle ils elles ça cela c ceci celui celle y lui"
# Words of a recall question that say which telling it means ("what am I currently
# reading?"): an episode saying one too ranks a little higher.
TELLING_MARKS = """actuellement maintenant encore toujours
    récemment dernièrement premier première enfin"""
QUESTION_LEAD_INS = "attends dis"
# Spoken French asks in place, after the verb: "c'était où", "on est rentrés quand", "c'est
# quoi" ("quoi" said last is a particle: "voilà quoi").
QUESTION_WORDS_AFTER_VERB = "quand où quoi"

# What arranges a time ahead: a time said beside it is the time arranged, not when the
# arranging happened (its clause may be told in the past).
ARRANGEMENT_WORDS = "réserver réservé billet billets place places réservation rendez-vous"
