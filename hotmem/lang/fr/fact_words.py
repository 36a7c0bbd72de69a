"""French words of fact hygiene (read by :mod:`hotmem.extract.hygiene`)."""

# See hotmem/lang/en/fact_words.py for what each list does.
GREETINGS = "salut bonjour bonsoir coucou hé"
LIGHT_NOUNS = """façon façons manière manières chose choses truc trucs genre sorte partie
    temps idée idées"""
GENERIC_PLACES = "endroit endroits monde coin"
WORK_PURPOSES = "argent fric sous plaisir rien vivre"
TOWN_AREAS = "centre centre-ville quartier village ville"
PASSING_HOLDINGS = "travail boulot devoirs"
# A noun phrase puts its head noun first ("un sitio tranquilo"): it decides what the object is.
HEAD_FIRST = True
# "pas de voiture": the partitive "de" the tagger reads as a determiner is no part of it.
DROPPED_DETERMINERS = "ce cet cette ces plein de d' du des trop"
# A stressed pronoun or a tag closing the clause ("je viens de brest moi", "j'habite à nantes
# quoi") is emphasis, not part of the object; nor is a "juste" before a place phrase
# ("à toulon juste à côté de la plage").
TRAILING_WORDS = "moi toi quoi hein juste"
EVALUATIVES = """délicieux délicieuse délicieuses incroyable incroyables génial géniale géniaux
    super excellent excellente excellents excellentes magnifique magnifiques merveilleux
    merveilleuse superbe superbes adorable adorables"""
FREQUENCY_NOUNS = "fois"
# Discourse markers closing a statement ("je travaille comme serveur du coup"): left out.
DISCOURSE_TAILS = ("du coup", "en fait", "au fait", "voilà", "tu vois", "tu sais", "bref",
                   "en gros", "quoi du coup")
VOCATIVES = "mec"
# A place after the employer is where it is, not the employer ("un collège à metz").
EMPLOYER_PLACE_PREPS = "à"
# Words that single out a part of what was said ("amélie surtout la musique"): the object
# ends before them.
# A closing "now", "sometimes", "round the corner" or "for the holidays" is when or which one,
# not part of it ("à nantes maintenant", "du poisson des fois", "une maison pour les vacances").
OBJECT_ENDS = ("surtout", "notamment", "particulièrement", "principalement", "près d'ici",
               "pas loin d'ici", "maintenant", "des fois", "parfois", "en ce moment", "du coin",
               "pour les vacances")
# Two kin nouns said together for a group ("pas de frères et sœurs"): one fact of the group
# key (read by hotmem/extract/kin_pairs.py).
KIN_PAIRS = {"frères et sœurs": ("brother", "sister", "sibling"),
             "frères et soeurs": ("brother", "sister", "sibling")}
# Sounds of hesitation, dropped wherever they stand ("j'aime le ski euh la voile").
HESITATIONS = "euh euhh heu hum hmm mmh"
# Markers opening a statement ("au fait je suis végétarienne", read as a place; "grosse
# nouvelle on a déménagé", read as the subject): left out.
DISCOURSE_OPENERS = ("au fait", "du coup", "bref", "en gros", "grosse nouvelle", "grande nouvelle",
                     "bonne nouvelle", "petite nouvelle")
# Emphasis after a negation ("j'aime pas du tout les huîtres", read as "tout les huîtres").
NEGATION_EMPHASIS = ("du tout",)
# A friend named beside the speaker ("élodie et moi on est amies"; hotmem/extract/friend_pairs.py).
SELF_IN_PAIR = "moi"
PAIR_CONJUNCTIONS = "et"
FRIENDS_SAID = "ami amie amis amies copain copine copains copines pote potes"
# ... said with the present of "be" before the friend word (past friends, or friends one
# met or shares, are none): hotmem/extract/friend_pairs.py
PAIR_BE_FORMS = "est sommes sont"
# Someone living with the speaker ("ma mère habite avec nous à tours";
# hotmem/extract/shared_home.py).
SHARED_HOME = ("avec nous", "avec moi")
# A race the speaker ran ("j'ai couru le marathon de nantes"; hotmem/extract/races.py).
RACE_VERBS = ("j'ai fait", "j'ai couru", "j'ai terminé", "j'ai fini", "on a fait", "on a couru",
              "j'ai déjà fait", "j'ai déjà couru")
RACE_NOUNS = "marathon semi-marathon triathlon ironman trail ultra-trail"
# A kin or pet noun with a word that narrows it, keyed by the narrower English key.
KIN_COMPOUNDS = {"poisson rouge": "goldfish", "poissons rouges": "goldfish"}
# A fronted object of "avoir" taken up by "en" ("des enfants j'en ai pas";
# hotmem/extract/fronted_objects.py): (pattern, replacement), the first that matches.
_CLAUSE_END = r"(?=\s*[.,!?]*\s*$)"
_COUNTS = r"(\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)"
FRONTED_HAVE = (
    (rf"^(?:des |d'|de )([aeiouyéèêh][\w-]*),? j'en ai (pas|plus){_CLAUSE_END}",
     r"je n'ai \2 d'\1"),
    (rf"^(?:des |d'|de )([\w-]+),? j'en ai (pas|plus){_CLAUSE_END}", r"je n'ai \2 de \1"),
    (rf"^(?:des |d'|de )([aeiouyéèêh][\w-]*),? on en a (pas|plus){_CLAUSE_END}",
     r"on n'a \2 d'\1"),
    (rf"^(?:des |d'|de )([\w-]+),? on en a (pas|plus){_CLAUSE_END}", r"on n'a \2 de \1"),
    (rf"^(?:des )?([\w-]+),? j'en ai {_COUNTS}{_CLAUSE_END}", r"j'ai \2 \1"),
)
# A name said bare after this preposition of a job is its town, no employer ("pompier à Brest").
TOWN_PREPS = "à"
