"""French words of the stages other than extraction (see ``hotmem/lang/en/words.py``)."""

from hotmem.lang.en.words import FIRST_PERSON as _ENGLISH_FIRST_PERSON

FUNCTION_WORDS = """je j' moi mon ma mes tu toi ton ta tes il elle nous vous ils elles le la les
    l' un une des du au aux et ou mais est sont suis es était être ai as avons avez ont a de en
    dans avec pour par sans sur chez très qu'est-ce que qui où quand comment pourquoi
    quel quelle parce si ne pas non oui aussi j'habite habite travaille m'appelle aime
    ans beaucoup bien frère sœur ami amie chien chat maintenant ici ça c'est cette ce
    notre nos bonjour merci d'accord crois veux peux je suis j'ai aujourd'hui
    fait fais hier demain vraiment s'il plaît"""
LETTERS = "çœêû"
INTERJECTIONS = ""

DETERMINERS = "le la les l' un une mon ma mes son sa ses"
# Speakers mix in English pronouns; they mean the user too.
FIRST_PERSON = "je j' -je moi -moi mon ma mes nous notre nos me m' " + _ENGLISH_FIRST_PERSON
# Elided articles and pronouns stripped from the start of a key ("l'italie" -> "italie").
ELISIONS = "l j m d n s t c qu"

QUESTION_WORDS = {"where": "où ou", "who": "qui", "when": "quand",
                  "what": "quoi quel quelle quels", "how": "comment"}
QUERY_CUES = {
    "allergic": "allergique allergiques allergie allergies",
    "live": "habiter habite habites habitent vivre vit vis vivent ville",
    "work": "travailler travaille travailles boulot enseigne enseigner bosser bosse taffer taffe",
    "born": "naître né née nés",
    "move": "déménager déménagé",
    "go": "voyager allé allée",
    "name": "nom appeler appelle appelles appellent",
    "age": "âge ans an",
    "like": "aimer aime aimes adorer adore",
    "dislike": "détester déteste",
    "favorite": "préféré préférée",
    "have": "avoir ai a",
    "own": "posséder voiture",
    "friend": "ami amie amis",
    "time": "heure rendez-vous",
    "color": "couleur",
    "food": "nourriture plat",
    "movie": "films",
    "sister": "sœur soeur",
    "brother": "frère frere",
    "mother": "mère maman",
    "father": "père papa",
    "wife": "femme",
    "husband": "mari",
    "son": "fils fiston",
    "daughter": "fille",
    "dog": "chien",
    "cat": "chat",
    "boss": "patron",
    "grandmother": "mémé mamie",
    "grandfather": "pépé",
}
CATEGORY_NOUNS = ""
COMPOUND_PREFIXES: dict[str, str] = {}
QUERY_STOP = """être est suis es sais savoir souviens dire dis le les un une de du des en et ou
    mon ma mes ton ta je tu il elle"""
CHITCHAT = "météo temps blague bonjour merci salut"
SMALL_TALK_LEMMAS = ""
PLACE_DEICTIC = "là"
DEICTIC = "ça cela"

# Need-aware retrieval: see hotmem/lang/en/words.py.
NEED_CUES = {
    "profile": "biographie bio présenter présentation profil",
    "location": """près proche proches autour quartier pharmacie médecin dentiste hôpital
        clinique supermarché magasin boutique boulangerie salle livraison livrer porter
        mettre habiller habille
        parapluie imperméable manteau veste""",
    "food": """cuisiner cuisine cuisines recette recettes dîner dîners déjeuner petit-déjeuner
        repas goûter souper manger restaurant restaurants resto plat plats menu gâteau dessert
        soupe salade pâtes pizza sushi végétarien végétarienne végane régime courses
        faim
        végan végétalien végétalienne cœliaque gluten lactose halal casher
        mange manges mangeons mangez
        diabétique diabète cholestérol intolérant intolérante intolérance laitages
        allergique allergiques
        mangé mangée mangés cuisiné
        pizzeria pizzéria bière vin reflux gastrite
        chinois japonais thaï indien mexicain""",
    "health": """entraînement entraînements entraîner sport courir course jogging footing
        marathon randonnée yoga natation nager musculation exercice exercices régime
        routine routines
        médicament médicaments médecin allergie allergies malade
        asthme diabète arthrite blessure migraine migraines genou genoux dos épaule cheville
        hanche cœur hypertension
        étirements
        diabétique cholestérol tension hernie arthrose
        muscu séance séances
        lumbago sciatique hypothyroïdie thyroïde côlon lombalgie épilepsie anémie scoliose
        tendinite pénicilline antibiotiques pollen
        antibiotique pacemaker infarctus sommeil dormir insomnie anticoagulant anticoagulants""",
    "activity": """entraînement entraîner sport sports courir course jogging footing
        randonnée natation nager yoga activité activités sortie escalade muscu musculation
        vélo cyclisme
        tennis foot football basket volley handball golf rugby ski surf boxe pilates padel
        danse voile judo karaté""",
    "leisure": """loisir loisirs sortie sorties passe-temps ennuie m'ennuie""",
    # Words of a free time: a need of their own only when no other need is cued.
    "free_time": "week-end weekend samedi dimanche soirée",
    "gift": "cadeau cadeaux offrir surprise",
    "occasion": "anniversaire noël acheter achète achèterais anniv",
    "kin": """toast discours biographie présenter présente présentation mariage carte lettre
        invitation""",
    # The user's job itself ("what do I do for a living?", "che lavoro faccio?").
    "job": """métier profession travaille travailles job cours élèves client clients
        séminaire colloque portfolio cv""",
    "work": "travail boulot bureau patron réunion réunions collègue collègues",
    "commute": "trajet métro tram bus trafic grève bouchons embouteillages",
    "entertainment": """musique chanson chansons album groupe podcast podcasts film films
        série séries livre livres roman lire regarder écouter jeu jeux concert
        playlist
        jazz rock pop rap techno reggae blues métal opéra classique k-pop""",
    "pets": """animal animaux adopter adoption chaton chatons chiot chiots chien chiens chat
        chats vétérinaire véto lapin lapins hamster perroquet tortue
        oiseau oiseaux perruche perruches canari
        berger bestiole bestioles âne poney""",
    "travel": """voyage voyages voyager vacances vol valise bagages
        destination destinations visiter hôtel étranger itinéraire circuit escapade
        mer plage
        excursion excursions
        repartir""",
    # Kinds of media (within entertainment): a music request is not served by liked films.
    "music": """musique chanson chansons album groupe playlist écouter jazz rock pop rap techno
        reggae blues métal opéra classique k-pop concert chanteur chanteuse""",
    "screen": "film films série séries regarder cinéma télé documentaire",
    "reading": "livre livres roman romans lire lecture bd manga mangas",
    "podcast": "podcast podcasts écouter",
}
NEED_PHRASES = {
    "health": "en forme",
    "free_time": "temps libre|jour de congé|ce soir",
    "location": """pas trop loin|pas loin
        |mon quartier|près de la maison|à côté de chez moi|me mets|je mets
        |m'habiller|chez moi|près de chez moi|près d'ici|autour de moi
        |dans le coin|à côté""",
    "commute": """trajet|quelle heure je pars|quelle heure partir|quelle heure dois-je partir
        |au taf
        |aller au travail|aller au boulot|partir au travail|partir au boulot|au bureau
        |au travail|au boulot""",
    "occasion": "fête des mères|fête des pères",
    "kin": "me présenter|présente-moi",
    "profile": "me présenter|présente-moi|sur moi",
    "gift": """lui offre|lui offrir|lui offrirais|leur offrir|lui prends|lui prendre
        |lui apporte|lui apporter|lui achète|lui acheter|lui ramène|lui ramener
        |leur prends|leur apporte""",
    "prepare": """me prépare|me fais|se fait|se prépare|nous prépare|nous fait|me cuisine""",
    "pastime": """long trajet|long voyage|long vol|longue route|longs trajets""",
    "travel": """week-end quelque part|partir en week-end|pars une semaine|pars deux semaines
        |pars quelques jours|pars un week-end|partir une semaine|partir quelques jours
        |partons une semaine|partons quelques jours
        |pars un mois""",
    "house": """à la maison|l'appart|l'appartement|chez moi|chez nous
        |pour la maison""",
}
# Leaving for somewhere: asked with when or at what time, the way to work or school.
DEPARTURE_WORDS = "partir pars parte partirai"
# Phrases asking for a time or for being on time (beside a "when" question word).
TIME_ASKS = "quelle heure|en retard|à l'heure|à temps"
REQUEST_WORDS = """proposer proposes recommandes conseilles suggères
    aide aider aide-moi conseille conseiller conseille-moi recommande recommander
    suggère suggérer idée idées plan programme écris écrire rédige trouve donne propose
    dois devrais pourrais peux faut devrait devrions pourrait pourrions cherche chercher choisis
    organise planifie conseil conseils mets
    fais présente
    prépare lance joue réserve
    t'as connais aurais"""
# Wishes: with a need's words, "i wanna get back in shape" asks for help without "?".
WISH_WORDS = "veux voudrais voudrait aimerais aimerait envie besoin pense hésite"
# First words of a request said as a noun phrase ("any podcast for the drive").
REQUEST_OPENERS = "un une des"
# Question words that ask wherever they stand, "?" or not; never a conjunction or relative.
ASKING_WORDS = "quoi comment pourquoi où qu'est-ce est-ce"
# Openings that make a question whether or not "?" is written ("is it ok to run today",
# "soll ich heute joggen"): a verb before its subject.
QUESTION_OPENERS = ""
RECALL_WORDS = "rappelle rappelle-moi rappeler dis dis-moi redis redis-moi"
# Openings asking the assistant to remember ("do you remember ...", "weißt du noch ..."):
# with a question word or in the first person, a recall, the second person notwithstanding.
RECALL_OPENERS = """tu te rappelles|tu te souviens|te souviens-tu|te rappelles-tu|tu sais|sais-tu
    |tu peux me rappeler|tu peux me dire"""
# Saying the fact was told to the assistant ("what school did i tell you i teach at"): the
# user's own fact is asked, whatever the second person says.
TOLD_PHRASES = """je t'ai dit|je t'avais dit|t'ai dit|t'avais dit|je t'ai parlé|je t'avais parlé
    |je t'ai raconté"""
SELF_WORDS = "je j' moi me m' mon ma mes nous notre nos on dois-je puis-je"
# Words saying a request is for the user's household: a meal then depends on the partner too.
HOUSEHOLD_WORDS = "nous on deux famille tous"
# Words asking for something like before ("a trip like the last one", "wieder ans Meer").
AGAIN_WORDS = "encore autre refaire repartir retourner pareil"
# A request about a past time asks what happened (episodic recall), never for help.
PAST_WORDS = "hier dernier dernière passé passée"
# Weather asked for a time to come ("will it rain tomorrow", "va a llover mañana"): a
# forecast where the user is. Today's weather said aloud ("che caldo oggi") is small talk.
WEATHER_WORDS = "temps météo pleuvoir pleut pleuvra pluie chaud froid neige neiger neigera"
FORECAST_WORDS = "demain aprem après-midi soir week-end weekend fera pleuvra neigera"
# The weather itself asked for today ("che tempo fa oggi", not "che caldo oggi") depends on
# where the user is.
TODAY_WORDS = "aujourd'hui"
WEATHER_NOUNS = "temps météo"
# An allergy is to something eaten or touched, no state of the body a sport depends on.
# Singular definite articles: a pet word after one is a pet the speaker means ("il cane");
# a plural one is often animals in general ("perché gli uccelli cantano?").
DEFINITE_WORDS = "le la l'"
ALLERGY_WORDS = "allergie allergies allergique"
# Conditions of breathing that pets set off ("asthma"): they serve a pet request.
BREATHING_WORDS = "asthme asthmatique"
# Getting a pet (phrases): only then does a condition of breathing serve a pet request
# (one for the pet the user has is about the pet).
PET_GETTING = """adopter|adoption|adopte|adopter un|prendre un|prendre une|acheter un
    |acheter une|avoir un|avoir une|un animal"""
# Measure questions ("how many grams in a pound?") are general knowledge, never a need.
MEASURE_WORDS = "combien"
