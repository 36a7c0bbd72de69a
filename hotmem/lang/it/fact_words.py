"""Italian words of fact hygiene (read by :mod:`hotmem.extract.hygiene`)."""

# See hotmem/lang/en/fact_words.py for what each list does.
GREETINGS = "ciao salve ehi ehilà"
LIGHT_NOUNS = "modo modi maniera cosa cose tipo genere parte idea idee"
GENERIC_PLACES = "posto posti luogo luoghi mondo"
WORK_PURPOSES = "soldi denaro piacere niente vivere"
TOWN_AREAS = "centro quartiere paese città zona"
PASSING_HOLDINGS = "lavoro compiti impegni"
# A noun phrase puts its head noun first ("un sitio tranquilo"): it decides what the object is.
HEAD_FIRST = True
DROPPED_DETERMINERS = """questo questa questi queste quel quello quella quei quegli quelle
    tanto tanta tanti tante tantissimo tantissima tantissimi tantissime molto molta molti
    molte tutto tutta tutti tutte"""
EVALUATIVES = """fantastico fantastica fantastici fantastiche buonissimo buonissima buonissimi
    delizioso deliziosa deliziosi incredibile incredibili bellissimo bellissima bellissimi
    bellissime splendido splendida splendidi splendide meraviglioso meravigliosa meravigliosi
    meravigliose ottimo ottima stupendo stupenda stupendi stupende adorabile adorabili
    dolcissimo dolcissima dolcissimi dolcissime"""
FREQUENCY_NOUNS = "volte volta"
# A second-person pronoun opening a run-on question ("abito a bari tu dove abiti"): left out.
TRAILING_WORDS = "tu voi"
DISCOURSE_TAILS = ("per favore", "grazie", "ahah", "ahahah", "comunque")
# News announced before the statement ("grande novità ci siamo trasferiti a Bari", read as the
# subject): left out.
DISCOURSE_OPENERS = ("grande novità", "novità", "bella notizia", "grande notizia")
# Words that single out a part of what was said ("albachiara soprattutto dal vivo"): the
# object ends before them.
OBJECT_ENDS = ("soprattutto", "specialmente", "particolarmente", "principalmente",
               "vicino a qui", "qui vicino")
# A place after the employer is where it is, not the employer ("un bar in centro").
EMPLOYER_PLACE_PREPS = "in"
# One-word country names: said after a town with no comma ("sono di rosario argentina"), the
# country only says where the town is.
COUNTRIES = """italia spagna francia germania svizzera austria argentina brasile messico
    cile perù colombia venezuela portogallo inghilterra scozia irlanda marocco albania
    romania canada giappone cina"""
# Words before a country that make it part of the town's name ("città del messico").
COUNTRY_NAME_WORDS = "di del della il la nuovo nuova"
# A friend named beside the speaker ("io e sara siamo amiche"; hotmem/extract/friend_pairs.py).
SELF_IN_PAIR = "io"
PAIR_CONJUNCTIONS = "e ed"
FRIENDS_SAID = "amico amica amici amiche"
# ... said with the present of "be" before the friend word (past friends, or friends one
# met or shares, are none): hotmem/extract/friend_pairs.py
PAIR_BE_FORMS = "siamo sono"
# Someone living with the speaker ("mia madre vive con noi a lecce";
# hotmem/extract/shared_home.py).
SHARED_HOME = ("con noi", "con me")
# A race the speaker ran ("ho corso la maratona di firenze"; hotmem/extract/races.py).
RACE_VERBS = ("ho fatto", "ho corso", "ho finito", "ho completato", "abbiamo fatto",
              "abbiamo corso", "ho già fatto", "ho già corso")
RACE_NOUNS = "maratona maratone triathlon ironman trail"
# A kin or pet noun with a word that narrows it, keyed by the narrower English key.
KIN_COMPOUNDS = {"pesce rosso": "goldfish", "pesci rossi": "goldfish",
                 "figlio maschio": "son", "figli maschi": "son",
                 "figlia femmina": "daughter", "figlie femmine": "daughter"}
# A fronted object of "avere" taken up by "ne" ("figli non ne ho", "fratelli ne ho due";
# hotmem/extract/fronted_objects.py): (pattern, replacement), the first that matches.
_CLAUSE_END = r"(?=\s*[.,!?]*\s*$)"
FRONTED_HAVE = (
    (rf"^(\w+),? non ne (ho|abbiamo)(?: più)?{_CLAUSE_END}", r"non \2 \1"),
    (r"^(\w+),? ne (ho|abbiamo) (\d+|un|una|uno|due|tre|quattro|cinque|sei|sette|otto|nove"
     rf"|dieci){_CLAUSE_END}", r"\2 \3 \1"),
)
# A name said bare after this preposition of a job is its town, no employer ("cuoco a Rimini").
TOWN_PREPS = "a"
