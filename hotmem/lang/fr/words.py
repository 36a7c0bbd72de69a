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
FIRST_PERSON = "je j' moi mon ma mes nous notre nos me m' " + _ENGLISH_FIRST_PERSON
# Elided articles and pronouns stripped from the start of a key ("l'italie" -> "italie").
ELISIONS = "l j m d n s t c qu"

QUESTION_WORDS = {"where": "où ou", "who": "qui", "when": "quand",
                  "what": "quoi quel quelle quels", "how": "comment"}
QUERY_CUES = {
    "live": "habiter habite habites habitent vivre vit vis vivent",
    "work": "travailler travaille travailles boulot",
    "born": "naître né née nés",
    "move": "déménager déménagé",
    "go": "voyager allé allée",
    "name": "nom appeler appelle appelles",
    "age": "âge ans",
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
    "son": "fils",
    "daughter": "fille",
    "dog": "chien",
    "cat": "chat",
    "boss": "patron",
}
CATEGORY_NOUNS = ""
COMPOUND_PREFIXES: dict[str, str] = {}
QUERY_STOP = """être est suis es sais savoir souviens dire dis le les un une de du des en et ou
    mon ma mes ton ta je tu il elle"""
CHITCHAT = "météo temps blague bonjour merci salut"
SMALL_TALK_LEMMAS = ""
PLACE_DEICTIC = "là"
DEICTIC = "ça cela"
