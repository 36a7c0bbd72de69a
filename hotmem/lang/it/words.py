"""Italian words of the stages other than extraction (see ``hotmem/lang/en/words.py``)."""

from hotmem.lang.en.words import FIRST_PERSON as _ENGLISH_FIRST_PERSON

FUNCTION_WORDS = """io mi mio mia miei mie tu ti tuo tua lui lei noi ci voi loro il lo la gli le
    un uno una e o ma è sono sei siamo era ero ho hai ha abbiamo hanno di del della dei
    delle da dal dalla in nel nella con per su sul alla al non sì anche molto che chi
    dove quando come perché quale cosa se abito vivo lavoro chiamo piace piacciono anni
    bene fratello sorella amico amica cane gatto adesso ora qui questo questa nostro
    nostra ciao grazie credo voglio posso vorrei puoi può oggi ieri domani
    davvero sempre già chiama dimmi"""
LETTERS = "ìò"
INTERJECTIONS = "ciao"

DETERMINERS = "il lo la i gli le l' un una mio mia miei mie"
# Speakers mix in English pronouns; they mean the user too.
FIRST_PERSON = "io mi mio mia miei mie noi ci nostro nostra me " + _ENGLISH_FIRST_PERSON
ELISIONS = "l j m d n s t c qu"

QUESTION_WORDS = {"where": "dove", "who": "chi", "when": "quando", "what": "cosa quale quali",
                  "how": "come"}
QUERY_CUES = {
    "live": "abitare abita abiti abito vivere vivi vivo",
    "work": "lavorare lavora lavoro lavori",
    "born": "nascere nato nata",
    "move": "trasferire",
    "go": "andare andato andata viaggiare",
    "name": "chiamare chiama chiamo nome",
    "age": "età anni",
    "like": "piacere piace piacciono amare ama adoro",
    "dislike": "odiare odio",
    "favorite": "favorito preferito preferita",
    "have": "avere ho ha",
    "own": "possedere macchina",
    "friend": "amico amica amici",
    "time": "ora",
    "color": "colore",
    "food": "cibo piatto",
    "sister": "sorella",
    "brother": "fratello",
    "mother": "madre",
    "wife": "moglie",
    "husband": "marito",
    "son": "figlio",
    "daughter": "figlia",
    "dog": "cane",
    "cat": "gatto",
    "boss": "capo",
}
CATEGORY_NOUNS = ""
COMPOUND_PREFIXES: dict[str, str] = {}
QUERY_STOP = """essere è sono sei sai sapere ricordi dire il lo gli una di e o mio mia io tu lui
    lei"""
CHITCHAT = "tempo barzelletta ciao grazie"
SMALL_TALK_LEMMAS = ""
PLACE_DEICTIC = "lì"
DEICTIC = "esso"
