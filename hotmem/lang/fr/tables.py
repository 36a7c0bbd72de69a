"""French extraction table (UD labels; read by ``hotmem.extract.dependency``)."""

from __future__ import annotations

from hotmem.lang.lexicon import Lexicon

_KIN = {
    "sœur": "sister", "soeur": "sister", "frère": "brother", "mère": "mother", "père": "father",
    "maman": "mother", "papa": "father", "femme": "wife", "épouse": "wife", "mari": "husband",
    "époux": "husband", "conjoint": "partner", "conjointe": "partner",
    "compagnon": "partner", "compagne": "partner", "copain": "boyfriend",
    "copine": "girlfriend", "fiancé": "fiance", "fiancée": "fiancee", "fils": "son",
    "fille": "daughter", "enfant": "child", "ami": "friend", "amie": "friend",
    "cousin": "cousin", "cousine": "cousin", "tante": "aunt", "oncle": "uncle",
    "grand-mère": "grandmother", "grand-père": "grandfather", "mamie": "grandma",
    "papi": "grandpa", "neveu": "nephew", "nièce": "niece", "colocataire": "roommate",
    "coloc": "roommate", "patron": "boss", "patronne": "boss", "chef": "boss",
    "collègue": "colleague", "voisin": "neighbor", "voisine": "neighbor", "chien": "dog",
    "chienne": "dog", "chat": "cat", "chatte": "cat", "pote": "friend", "animal": "pet",
    "animaux": "pet", "lapin": "rabbit", "perroquet": "parrot",
    "tortue": "turtle", "furet": "ferret", "garçon": "son",  # "j'ai deux garçons"
    # spoken French: "mon mec", "ma meuf", "mes gosses", "mon frangin", "ma daronne"
    "mec": "boyfriend", "meuf": "girlfriend", "gosse": "child", "gamin": "child",
    "gamine": "child", "frangin": "brother", "frangine": "sister", "daron": "father",
    "daronne": "mother", "petit-fils": "grandson", "petite-fille": "granddaughter",
    "petit-enfant": "grandchild", "petits-enfants": "grandchild",
    "parents": "parent", "belle-sœur": "sister-in-law", "belle-soeur": "sister-in-law",
    "beau-frère": "brother-in-law", "gendre": "son-in-law", "beaux-parents": "parent-in-law",
    # Quebec French: "ma blonde" is the girlfriend, "mon chum" the boyfriend
    "blonde": "girlfriend", "chum": "boyfriend",
}

def _spelled_numbers() -> dict[str, int]:
    """Number words 1-99 an age is said with: "dix", "vingt et un", "quatre-vingt-cinq"."""
    units = "un deux trois quatre cinq six sept huit neuf".split()
    teens = "dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf".split()
    out = {word: n for n, word in enumerate(units, start=1)}
    out |= {word: n for n, word in enumerate(teens, start=10)}
    for t, ten in enumerate("vingt trente quarante cinquante soixante".split(), start=2):
        out[ten] = t * 10
        out[f"{ten} et un"] = out[f"{ten}-et-un"] = t * 10 + 1
        for u, unit in enumerate(units[1:], start=2):
            out[f"{ten}-{unit}"] = t * 10 + u
    out["soixante et onze"] = out["soixante-et-onze"] = 71
    for n, teen in enumerate(teens, start=10):
        if n != 11:
            out[f"soixante-{teen}"] = 60 + n
        out[f"quatre-vingt-{teen}"] = 80 + n
    out["quatre-vingts"] = out["quatre-vingt"] = 80
    for u, unit in enumerate(units, start=1):
        out[f"quatre-vingt-{unit}"] = 80 + u
    return out

LEXICON = Lexicon(
    lang="fr",
    verb_prep={
        ("habiter", "à"): "lives_in",
        ("habiter", "en"): "lives_in",
        ("habiter", "au"): "lives_in",
        ("habiter", "aux"): "lives_in",
        ("habiter", "dans"): "lives_in",
        ("habiter", None): "lives_in",
        ("vivre", "à"): "lives_in",
        ("vivre", "en"): "lives_in",
        ("vivre", "au"): "lives_in",
        ("vivre", "dans"): "lives_in",
        ("résider", "à"): "lives_in",
        ("déménager", "à"): "lives_in",
        # "on vient d'emménager à Rennes", "j'habite sur Lyon" (spoken French)
        **{("emménager", prep): "lives_in" for prep in ("à", "au", "aux", "en", "dans")},
        ("habiter", "sur"): "lives_in",
        ("installer", "à"): "lives_in",
        ("déménager", "de"): "moved_from",
        ("travailler", "chez"): "works_at",
        ("travailler", "à"): "works_at",
        ("travailler", "pour"): "works_at",
        ("travailler", "dans"): "works_at",
        ("travailler", "au"): "works_at",
        ("travailler", "aux"): "works_at",
        ("naître", "à"): "born_in",
        ("naître", "en"): "born_in",
        ("naître", "au"): "born_in",
        ("venir", "de"): "born_in",
        ("venir", "d'"): "born_in",
        ("venir", "du"): "born_in",
        ("être", "de"): "born_in",
        ("être", "à"): "lives_in",
        ("être", "au"): "lives_in",
        ("être", "en"): "lives_in",
        ("originaire", "de"): "born_in",
        ("aller", "à"): "went_to",
        ("aller", "en"): "went_to",
        ("aller", "au"): "went_to",
        ("voyager", "à"): "went_to",
        ("voyager", "en"): "went_to",
        ("visiter", None): "went_to",
        ("participer", "à"): "participated_in",
        ("participer", "au"): "participated_in",
        ("prendre part", "à"): "participated_in",
        ("prendre part", "au"): "participated_in",
        ("acheter", None): "owns",
        ("fêter", None): "age",  # "j'ai fêté mes 40 ans"; "fêter noël" gives no number
        ("travailler", "comme"): "is",
        ("bosser", "chez"): "works_at",
        ("bosser", "à"): "works_at",
        ("bosser", "au"): "works_at",
        ("bosser", "pour"): "works_at",
        ("bosser", "dans"): "works_at",
        ("bosser", "comme"): "is",
        ("rouler", "en"): "owns",
        ("posséder", None): "owns",
        ("conduire", None): "owns",
        ("manger", None): "eats",
        ("allergique", "à"): "allergic_to",
        ("allergique", "au"): "allergic_to",
        ("allergique", "aux"): "allergic_to",
        ("allergie", "à"): "allergic_to",
        ("allergie", "au"): "allergic_to",
        ("allergie", "aux"): "allergic_to",
        ("souffrir", "de"): "has_condition",
        # "j'ai peur des araignées", "j'ai horreur du froid": a had fear is a dislike
        **{(noun, prep): "dislikes" for noun in ("peur", "horreur", "phobie")
           for prep in ("de", "des", "du", "d'")},
        ("vivre", "aux"): "lives_in",
        ("grandir", "à"): "born_in",
        ("grandir", "en"): "born_in",
        ("grandir", "au"): "born_in",
    },
    likes={
        "aimer": "likes", "adorer": "likes", "apprécier": "likes", "préférer": "likes",
        "kiffer": "likes", "détester": "dislikes", "haïr": "dislikes",
    },
    # "les araignées me font peur", "les serpents m'effraient": the feared thing is disliked
    likes_reverse={"plaire": "likes", "plaît": "likes", "passionner": "likes",
                   "faire peur": "dislikes", "faire horreur": "dislikes"},
    negated_likes={"supporter": "dislikes"},
    cessation_verbs={"arrêter": "de", "cesser": "de"},
    favorite_words=frozenset({"préféré", "préférée", "préférés", "préférées", "favori",
                              "favorite", "préférer"}),
    kind_members={"color": frozenset(
        """rouge orange jaune vert verte bleu bleue violet violette rose noir noire blanc
        blanche marron gris grise beige turquoise bordeaux mauve lilas kaki""".split())},
    things={
        "couleur": "color", "nourriture": "food", "plat": "dish", "film": "movie",
        "livre": "book", "chanson": "song", "groupe": "band", "musique": "music",
        "sport": "sport", "saison": "season", "animal": "animal", "boisson": "drink",
        "ville": "city", "jeu": "game", "chanteur": "singer", "chanteuse": "singer",
        "équipe": "team", "fruit": "fruit", "endroit": "place", "lieu": "place",
        "fête": "holiday", "jour": "day", "série": "show", "auteur": "author",
        "acteur": "actor", "actrice": "actress", "restaurant": "restaurant",
        "dessert": "dessert", "fleur": "flower", "nombre": "number", "chiffre": "number",
        "pays": "country", "langue": "language", "bière": "beer", "vin": "wine",
        "artiste": "artist", "cuisine": "cuisine",
    },
    kinship=_KIN | {w: "dog" for w in """beagle labrador caniche teckel chihuahua bouledogue
                    chiot husky carlin retriever""".split()}
    | {w: "cat" for w in "chaton minou minette".split()},
    naming_verbs=frozenset({"appeler", "nommer", "surnommer"}),
    name_nouns=frozenset({"nom", "prénom", "surnom"}),
    be_verbs=frozenset({"être"}),
    have_verbs=frozenset({"avoir"}),
    age_nouns=frozenset({"an", "ans"}),
    spelled_numbers=_spelled_numbers(),
    numbered_nouns=frozenset("type stade grade".split()),
    identity_adjectives=frozenset(
        """cœliaque coeliaque intolérant intolérante
        végétarien végétarienne pescétarien pescétarienne végétalien végétalienne vegan végane
        marié mariée
        célibataire divorcé divorcée veuf veuve retraité retraitée enceinte allergique
        diabétique catholique athée musulman musulmane juif juive chrétien chrétienne
        protestant protestante bouddhiste hindou hindoue français française belge suisse canadien
        canadienne
        infirmier infirmière médecin professeur professeure avocat avocate ingénieur
        ingénieure étudiant étudiante enseignant enseignante allemand allemande espagnol espagnole
        italien italienne anglais anglaise américain
        américaine sourd sourde aveugle malvoyant malvoyante malentendant malentendante
        handicapé handicapée daltonien daltonienne gaucher gauchère asthmatique épileptique
        dyslexique autiste flexitarien flexitarienne pescétarien pescétarienne""".split()
    ),
    passing_states=frozenset(
        """bien mal fatigué fatiguée content contente heureux heureuse triste occupé occupée
        sûr sûre prêt prête malade nerveux nerveuse là ici désolé désolée gars mec
        nana meuf personne retour passage garde repos congé humeur accord
        retard avance surpoids forme vacances colère couple télétravail chômage
        né née nés nées""".split()
    ),
    friend_nouns=frozenset({"ami", "amie", "copain", "copine", "pote"}),
    hedges=(
        ("je", "pense"), ("je", "crois"), ("peut-être",), ("peut", "-", "être"),
        ("probablement",), ("je", "suppose"), ("sans", "doute"), ("pas", "sûr"),
        ("pas", "sûre"), ("possiblement",), ("il", "me", "semble"), ("genre",),
        ("j'", "imagine"), ("je", "crois", "que"), ("apparemment",), ("pense", "que"),
        ("pense", "qu'"),
    ),
    lapse_adverbs=frozenset({"maintenant"}),
    negation_intensifiers=frozenset({"du tout"}),
    benefactive_preps=frozenset({"pour"}),
    adversative_conjunctions=frozenset({"mais"}),
    not_only_words=frozenset({"seulement", "uniquement"}),
    negations=frozenset({"ne", "n'", "pas", "jamais", "plus", "non", "aucun", "aucune", "ni"}),
    used_to=(("avant",), ("autrefois",), ("auparavant",)),
    # a lone "non" between two values answers the first ("à nice non à cannes"): the plain
    # negation is "pas"
    corrections=(("en", "fait"), ("en", "réalité"), ("non", "attends"), ("pardon",),
                 ("plutôt",), ("je", "veux", "dire"), ("non",)),
    question_words={
        "où": "where", "quand": "when", "qui": "who", "que": "what", "quoi": "what",
        "qu'": "what", "quel": "which", "quelle": "which", "quels": "which",
        "quelles": "which", "comment": "how", "pourquoi": "why", "combien": "how",
    },
    reactions=frozenset(
        """pardon désolé désolée
        waouh wow ouah génial super cool cool ok okay d'accord ouais oui non merci
        intéressant incroyable parfait bien bon ah oh eh mdr haha ahah trop chouette top
        excellent vraiment bof voilà d' accord
        salut bonjour bonsoir coucou""".split()
    ),
    fillers=(("euh",), ("bah",), ("ben",), ("bon",), ("enfin",), ("tu", "sais"),
             ("tu", "vois"), ("hum",), ("bref",), ("alors",)),
    hypothetical_markers=frozenset({"si", "s'"}),
    wish_verbs=frozenset({"vouloir", "souhaiter", "espérer", "rêver", "compter", "aimerais",
                          "voudrais", "adorerais", "penser"}),
    future_times=(("semaine", "prochaine"), ("mois", "prochain"), ("année", "prochaine"),
                  ("demain",), ("ce", "soir")),
    conditional_auxes=frozenset(),
    because_markers=frozenset({"parce", "car", "puisque", "comme", "vu"}),
    question_complementizers=frozenset({"si", "s'"}),
    # people in general ("tous ..."): no one in particular
    generic_persons=frozenset("tous toutes gens monde personne".split()),
    pronouns={
        "il": "he", "lui": "he", "le": "it", "elle": "she", "la": "she", "ils": "they",
        "elles": "they", "eux": "they", "ça": "it", "cela": "it", "ceci": "it", "c'": "it",
        "ce": "it",
    },
    forget_verbs=frozenset({"oublier", "effacer", "supprimer"}),
    stopwords=frozenset({"euh", "bah", "ben", "ouais", "voilà"}),
    # "on" is the spoken "nous": "on a déménagé à Grenoble", "on n'a pas d'animaux"
    self_words=frozenset({"je", "j'", "moi", "mon", "ma", "mes", "nous", "notre", "nos", "me",
                          "m'", "on"}),
    second_person=frozenset({"tu", "toi", "te", "t'", "vous", "ton", "ta", "tes", "votre"}),
    relative_pronouns=frozenset({"qui", "que", "qu'", "lequel", "laquelle"}),
    time_preps=frozenset(),
    time_nouns=frozenset("""lundi mardi mercredi jeudi vendredi samedi dimanche printemps
        été automne hiver week-end weekend week""".split()),
    months=frozenset("""janvier février mars avril mai juin juillet août septembre octobre
        novembre décembre""".split()),
    conditional_suffixes=("rais", "rait", "rions", "riez", "raient"),
    imperfect_suffixes=("ais", "ait", "aient", "ions", "iez"),
    infinitive_suffixes=("er", "ir", "re"),
    bare_vehicle_preps=frozenset({"en"}),
    ache_words=frozenset({"mal"}),
    emphatic_pronouns=frozenset({"moi-même", "nous-mêmes"}),
    # "à côté de la plage", "aux alentours de lyon": near a place, not in it
    # "près de la gare", "pas loin du port": near a place (the "pas" denies nothing)
    vicinity_nouns=frozenset({"côté", "alentours", "environs", "proximité", "près", "loin"}),
    # "chuis infirmière": the spoken "je suis" written as one word
    # Quebec French: "chu" is "je suis" too, "pis" the spoken "puis" ("and then")
    bare_contractions={"chuis": "je suis", "chui": "je suis", "chus": "je suis", "chu": "je suis",
                       "pis": "puis"},
    # spoken French drops "ne": "j'habite plus à paris", "je mange jamais de poisson"
    negation_variants={"plus": "pas", "jamais": "pas"},
    subject_clitics=frozenset("je j' tu t' il elle on nous vous ils elles".split()),
    verb_clitics=frozenset("ne n' me m' te t' se s' y en l' lui leur".split()),
    # "les lundis c'est le pire", "le fromage c'est le meilleur", "les moustiques c'est l'horreur"
    superlatives={"pire": "dislikes", "pires": "dislikes", "horreur": "dislikes",
                  "meilleur": "likes", "meilleure": "likes", "meilleurs": "likes"},
    lemma_fixes={"habite": "habiter", "habites": "habiter", "habitent": "habiter",
                 "travaille": "travailler", "adore": "adorer", "aime": "aimer",
                 "déteste": "détester", "oublie": "oublier", "efface": "effacer",
                 "supprime": "supprimer", "vis": "vivre", "vit": "vivre",
                 "bosse": "bosser", "bossent": "bosser", "roule": "rouler",
                 "joue": "jouer", "écoute": "écouter", "grandi": "grandir",
                 "kiffe": "kiffer", "kiffes": "kiffer", "kiffent": "kiffer", "fait": "faire",
                 "mange": "manger", "mangent": "manger"},
    partitives=frozenset({"de", "d'", "du", "des"}),
    # "j'ai un rendez-vous chez le médecin", "j'ai besoin d'une voiture": nothing owned
    transient_objects=frozenset(
        """rendez-vous rdv entretien réunion question idée problème souci besoin envie
        intention raison tort faim soif sommeil hâte nouvelle nouvelles appel message""".split()
    ),
    naming_participles=frozenset({"appelé", "appelée", "appelés", "appelées", "nommé",
                                  "nommée", "prénommé", "prénommée"}),
    genitive_preps=frozenset({"de", "du", "des", "d'"}),
    nominal_preps=frozenset({"chez", "au", "aux", "dans", "en"}),
    comitative_preps=frozenset({"avec"}),
    place_deictics=frozenset({"ici", "là"}),
    future_auxiliaries=frozenset({"aller"}),
    second_person_possessives=frozenset({"ton", "ta", "tes", "votre"}),
    reflexive_pronouns=frozenset({"me", "se", "m'", "s'"}),
    evaluatives=frozenset(
        """magnifique magnifiques adorable adorables merveilleux merveilleuse merveilleuses
        superbe superbes mignon mignonne mignons mignonnes""".split()
    ),
    # "j'ai beaucoup de poissons": the amount word the tagger reads as the object counts
    quantity_nouns=frozenset("tas plein paquet beaucoup énormément trop".split()),
    asides=(("si", "ça", "peut", "aider"), ("si", "ça", "aide"), ("si", "ça", "compte"),
            ("si", "ça", "t'intéresse"), ("si", "ça", "vous", "intéresse"),
            ("si", "cela", "peut", "aider"), ("si", "ça", "a", "de", "l'importance"),
            ("si", "tu", "veux", "savoir"), ("si", "vous", "voulez", "savoir"),
            # the helped one named: "si ça peut t'aider", "si ça vous aide", "si jamais ça
            # compte", "si c'est important", "si ça t'intéresse de savoir"
            ("si", "ça", "peut", "t'aider"), ("si", "ça", "peut", "vous", "aider"),
            ("si", "ça", "peut", "te", "servir"), ("si", "ça", "peut", "vous", "servir"),
            ("si", "ça", "peut", "servir"), ("si", "ça", "t'aide"), ("si", "ça", "vous", "aide"),
            ("si", "jamais", "ça", "compte"), ("si", "jamais", "ça", "peut", "aider"),
            ("si", "c'est", "important"), ("si", "ça", "te", "dit", "quelque", "chose"),
            # a tag asking whether it was said before: "mon fils a 9 ans, je te l'ai dit non ?"
            *((*who, *said) for who in (("je", "te", "l'ai"), ("je", "vous", "l'ai"))
              for said in (("dit",), ("déjà", "dit")))),
    # "moi c'est julien": the name the tagger reads as an adverb (see Lexicon.introductions)
    # a greeting, then "c'est" and a name: a caller's introduction ("coucou c'est léa")
    introductions=(("moi", "c'", "est", "*"), ("moi", "c'", "*"), ("c'", "est", "*", "ici"),
                   *((greeting, "c'", "est", "*") for greeting in (
                       "salut", "coucou", "bonjour", "bonsoir", "hello", "hey", "allô", "allo"))),
    # "mon truc c'est ...", "ma passion c'est la photo", "mes loisirs c'est ..."
    relation_nouns={"truc": "likes", "kif": "likes", "tasse de thé": "likes",
                    "employeur": "works_at",
                    "lieu de naissance": "born_in", "ville natale": "born_in",
                    "pays natal": "born_in", "village natal": "born_in",
                    "région natale": "born_in", "passion": "likes", "hobby": "likes",
                    "loisir": "likes", "passe-temps": "likes"},
    condition_nouns=frozenset(
        """asthme diabète arthrite arthrose migraine migraines allergie allergies épilepsie
        insomnie anxiété dépression dyslexie eczéma psoriasis acouphènes scoliose
        hypertension cancer tdah autisme diabète maladie mal lésion tendinite hernie entorse
        cholestérol intolérance""".split()
    ),
    # "je suis infirmière dans un hôpital"
    workplace_preps=frozenset({"à", "chez", "pour", "dans"}),
    non_work_roles=frozenset(
        """étudiant étudiante élève membre fan client
        cliente patient patiente visiteur visiteuse touriste""".split()
    ),
    privative_preps=frozenset({"sans"}),
    job_nouns=frozenset({"travail", "boulot", "emploi", "job", "poste"}),
    # "je travaille à mi-temps": how long, not where ("à domicile" is kept, as en "from home")
    not_workplaces=frozenset("mi-temps temps plein".split()),
    # "j'ai trouvé du boulot chez michelin", "elle a décroché un poste à la mairie"
    hiring_verbs=frozenset({"trouver", "décrocher", "obtenir", "commencer"}),
    duration_preps=frozenset({"depuis"}),
    state_nouns=frozenset({"retraite", "chômage", "surpoids", "invalidité", "fauteuil roulant"}),
    service_nouns=frozenset(
        "armée marine gendarmerie police aviation pompiers légion enseignement".split()),
    clause_openers=frozenset({"je", "j'", "il", "elle", "ils", "elles"}),
    addressee_openers=frozenset({"tu", "vous"}),
    narrowing_adverbs=frozenset({"surtout", "notamment", "particulièrement"}),
    # "j'habite à brest pas à quimper": a "pas" between a value and a preposition rejects
    contrast_preps=frozenset({"à", "au", "aux", "en", "chez", "dans", "pour"}),
    greetings=(("salut",), ("bonjour",), ("bonsoir",), ("coucou",), ("hello",), ("hey",),
               ("yo",), ("bonjour", "à", "tous")),
    branch_nouns=frozenset("bureau bureaux siège agence succursale filiale".split()),
    # "un petit appartement à Lille": the place named inside is where
    place_kinds=frozenset("appartement maison studio village ville quartier".split()),
    occupations=frozenset(
        """professeur professeure prof enseignant enseignante instituteur institutrice médecin
        docteur infirmier infirmière avocat avocate ingénieur ingénieure développeur
        développeuse programmeur programmeuse designer comptable caissier caissière serveur
        serveuse cuisinier cuisinière boulanger boulangère boucher bouchère agriculteur
        agricultrice chauffeur pilote mécanicien mécanicienne électricien électricienne
        plombier menuisier menuisière peintre écrivain écrivaine journaliste rédacteur
        rédactrice photographe musicien musicienne artiste étudiant étudiante bibliothécaire
        pharmacien pharmacienne dentiste vétérinaire chirurgien chirurgienne psychologue
        chercheur chercheuse scientifique secrétaire réceptionniste gérant gérante vendeur
        vendeuse pompier policier policière militaire soldat architecte banquier banquière
        traducteur traductrice coiffeur coiffeuse jardinier jardinière retraité retraitée
        entraîneur entraîneuse acteur actrice chanteur chanteuse danseur danseuse
        fonctionnaire informaticien informaticienne commercial commerciale
        kiné kinésithérapeute ostéopathe sage-femme aide-soignant aide-soignante instit
        éducateur éducatrice ouvrier ouvrière facteur factrice livreur livreuse maçon
        couvreur soudeur magasinier cariste technicien technicienne consultant consultante
        conseiller conseillère nounou ambulancier ambulancière orthophoniste opticien
        opticienne""".split()
    ),
    habit_verbs={("jouer", "à"): "likes", ("jouer", "au"): "likes", ("jouer", "aux"): "likes",
                 ("jouer", "de"): "likes", ("jouer", "du"): "likes",
                 ("faire", "de"): "likes", ("faire", "du"): "likes", ("pratiquer", None): "likes",
                 ("écouter", None): "likes"},
    light_habit_verbs=frozenset({"faire", "pratiquer"}),
    partitive_articles=frozenset({"du", "de", "d'"}),
    amount_adverbs=frozenset({"beaucoup", "souvent", "énormément", "pas mal"}),
    fan_nouns=frozenset({"fan", "supporter", "supportrice"}),
    # a question handing the turn back: "j'adore le ski et toi", "je suis de lille et vous ?"
    tail_questions=(("et", "toi"), ("et", "vous")),
)
