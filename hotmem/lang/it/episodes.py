"""Italian time words and lemma equivalences for episodes."""

from __future__ import annotations

from hotmem.episodes.dates import TimeWords

TIME_WORDS = TimeWords(
    day_offsets={
        "oggi": 0, "stamattina": 0, "stamani": 0, "questa mattina": 0, "stasera": 0,
        "questa sera": 0, "stanotte": 0, "ieri": -1, "ieri sera": -1, "l'altro ieri": -2,
        "altro ieri": -2, "l'altroieri": -2, "altroieri": -2, "avantieri": -2, "domani": 1,
        "dopodomani": 2,
    },
    weekdays={
        "lunedì": 0, "lunedi": 0, "martedì": 1, "martedi": 1, "mercoledì": 2, "mercoledi": 2,
        "giovedì": 3, "giovedi": 3, "venerdì": 4, "venerdi": 4, "sabato": 5, "domenica": 6,
    },
    months={
        "gennaio": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "giugno": 6,
        "luglio": 7, "agosto": 8, "settembre": 9, "ottobre": 10, "novembre": 11,
        "dicembre": 12,
    },
    seasons={"primavera": "spring", "estate": "summer", "autunno": "autumn",
             "inverno": "winter"},
    units={
        "giorno": "day", "giorni": "day", "settimana": "week", "settimane": "week",
        "fine settimana": "weekend", "weekend": "weekend", "week-end": "weekend",
        "mese": "month", "mesi": "month", "anno": "year", "anni": "year",
    },
    numbers={
        "zero": 0, "un": 1, "uno": 1, "una": 1, "un'": 1, "due": 2, "tre": 3, "quattro": 4,
        "cinque": 5,
        "sei": 6, "sette": 7, "otto": 8, "nove": 9, "dieci": 10, "undici": 11, "dodici": 12,
        "quindici": 15, "venti": 20, "trenta": 30,
        "un paio di": 2, "qualche": 3, "alcuni": 3, "alcune": 3,
    },
    last=("scorso", "scorsa", "passato", "passata", "ultimo", "ultima"),
    this=("questo", "questa", "quest'"),
    next=("prossimo", "prossima", "che viene", "seguente"),
    before_last=("prima della scorsa", "prima dello scorso"),
    that=("quel", "quello", "quella", "quell'"),
    ago_after=("fa",),
    within_before=("tra", "fra"),
    ahead=("per",),
    since=("da", "dal", "dalla"),
    prepositions=("a", "ad", "al", "in", "nel", "nella", "nell'", "durante", "di", "a inizio",
                  "a fine", "a metà", "all'inizio di", "alla fine di", "inizio", "fine", "metà"),
    articles=("il", "lo", "la", "l'", "i", "gli", "le"),
    links=("del", "di", "dell'"),
    ordinal_suffixes=("º",),
    # A habit ("ogni martedì", "tutti i sabati") happens again and again: no date.
    non_dates=(*(f"{every} {day}" for every, days in (
        ("ogni", ("lunedì", "lunedi", "martedì", "martedi", "mercoledì", "mercoledi", "giovedì",
                  "giovedi", "venerdì", "venerdi", "sabato", "domenica", "giorno", "settimana",
                  "weekend", "fine settimana", "mese", "anno", "estate", "inverno", "mattina",
                  "sera")),
        ("tutti i", ("lunedì", "lunedi", "martedì", "martedi", "mercoledì", "mercoledi",
                     "giovedì", "giovedi", "venerdì", "venerdi", "sabati", "giorni", "weekend",
                     "mesi", "anni")),
        ("tutte le", ("domeniche", "settimane", "mattine", "sere")),
        # "faccio pilates il martedì": the weekday with its article is every one of them
        ("il", ("lunedì", "lunedi", "martedì", "martedi", "mercoledì", "mercoledi", "giovedì",
                "giovedi", "venerdì", "venerdi", "sabato")),
        ("la", ("domenica",))) for day in days),),
)

EQUIVALENCES = (
    ("partecipare", "andare", "visitare", "frequentare"),
    ("viaggio", "viaggiare", "visitare", "vacanza", "gita"),
    ("comprare", "acquistare", "prendere", "ordinare"),
    ("fare", "cuocere", "cucinare", "preparare", "costruire", "torta"),
    ("vincere", "premio", "conquistare"),
    ("iniziare", "cominciare"),
    ("trasferire", "traslocare"),
    ("vedere", "guardare", "incontrare"),
    ("correre", "corsa", "maratona"),
    ("festa", "celebrare", "festeggiare", "compleanno"),
    ("lavoro", "impiego", "posto", "promozione", "promuovere"),
    ("medico", "ospedale", "operazione", "clinica"),
    ("leggere", "libro", "romanzo"),
    ("animale", "cane", "gatto", "gattino", "cucciolo"),
    ("concerto", "spettacolo", "festival"),
    ("corso", "laboratorio", "lezione", "workshop"),
    ("regalo", "regalare", "dare"),
    ("simboleggiare", "rappresentare", "significare", "simbolo"),
    ("preferito", "favorito", "preferire"),
    ("disegnare", "disegno", "dipingere", "pittura", "arte"),
    ("canzone", "musica", "gruppo", "cantante"),
    ("figlio", "figlia", "bambino", "bambina"),
    ("escursione", "campeggio", "campeggiare", "trekking"),
    ("malato", "malattia", "influenza", "raffreddore", "febbre", "covid"),
    ("andare", "partire", "volare"),
    # Paraphrases a question uses for what was told ("quanto ho pagato" / "comprata a").
    ("pagare", "costare", "spendere", "prezzo", "comprare"),
    ("tornare", "rientrare", "ritornare", "ritorno", "tornato", "rientrato"),
    ("prendere", "comprare", "andare"),
    ("volare", "volo", "aereo", "atterrare", "aeroporto"),
    ("telefono", "cellulare"),
    ("rubare", "fregare", "furto"),
    ("esame", "prova", "superare"),
    ("ballare", "ballo", "salsa"),
    ("vendere", "dare", "cedere"),
    ("pianoforte", "piano"),
    ("matrimonio", "sposare", "sposarsi", "nozze"),
    ("operare", "operazione", "intervento"),
)

# Episode clauses (see hotmem/lang/en/episodes.py for what each list does).
LEADING_FILLERS = """e ma allora beh boh oh sì no ehi ciao anche comunque quindi dunque haha
    senti poi"""
NOT_EVENT_LEMMAS = """pensare credere supporre sapere sembrare sentire sperare piacere amare
    dire parlare raccontare chiedere grazie bello bene fantastico divertente felice contento
    vero cosa molto davvero essere avere fare"""
PLAN_LEMMAS = "pianificare progettare volere sperare piano prossimo prossima"
# Prepositions before a place ("in Montana", "am Gardasee"): the noun after one is where it
# happened, what a "where" question prefers.
PLACE_PREPOSITIONS = "a in al alla nel nella da"
# A recall question opening with one of these and naming at most two things of its own
# follows up on the previous one ("and when was that?"): it asks with its words too.
FOLLOW_UP_OPENERS = "e allora poi anche"
# The imperatives too: the lemmatizer leaves "Dimentica quello" as it is.
# "ti ricordi": the lookup lemmatizer reads "ricordi" as the noun.
RECALL_LEMMAS = """ricordare ricordarsi ricordi ricorda ricordami ricordamelo dimenticare dimentica
    dimenticate dimenticalo"""
# Words that frame a recall question, not what it is about ("what kind of ...", "where did
# we go in April?": the time and the place asked are the question).
QUESTION_FRAME_LEMMAS = "descrivere succedere accadere tipo genere nome esempio andare andato"
COUNT_WORDS = "quanti quante quanto quanta"
# Without morphology: past forms ("ero", "fu") say a clause is past; an auxiliary of the
# passato prossimo only with a participle ("ho fatto", "sono andata"; "è" alone is present).
PAST_MARKERS = """ero eri era eravamo eravate erano fui fu fummo furono andai andò andammo
    andarono feci fece facemmo fecero vinsi vinse nacque nacqui morì ebbi ebbe"""
PERFECT_AUXILIARIES = "ho hai ha abbiamo avete hanno sono sei è siamo siete"
# Participles: -ato/-uto/-ito and their feminine and plural forms, and the frequent irregular
# ones ("fatto", "visto", "preso", "vinto").
PARTICIPLE = (
    r"\w+(?:at|ut|it)[oaie]"
    r"|(?:fatt|dett|vist|pres|mess|scritt|rott|chius|apert|cors|vint|pers|lett|scelt|spes"
    r"|rimast|mort|nat|offert|success|spent|acces|discuss|tradott|prodott|rispost|chiest"
    r"|giunt|dipint|piant|stett)[oaie]"
)
# First-person auxiliaries and frequent forms (no morphology on the surface path).
FIRST_PERSON_FORMS = """ho sono ero avevo sarò andrò farò vado faccio abbiamo siamo eravamo
    avevamo andiamo facciamo"""
# "sono" is "I am" and "they are": first person only before a past participle ("sono andata").
FIRST_PERSON_BEFORE_PARTICIPLE = "sono"
# English first-person words that are Italian words too ("i piatti": the article).
NOT_FIRST_PERSON = "i"
PARTICIPLE_ENDINGS = "ato ata ati ate ito ita iti ite uto uta uti ute"
# Suffixes a stem drops so word families meet in recall (hotmem/episodes/stems.py).
STEM_SUFFIXES = "are ere ire ato ata ati ate ito ita iti ite o a i e zione zioni"
# Questions said without "?" that the surface reader misses (hotmem/episodes/asking.py): an
# interrogative after a preposition ("a chi ho dato ...", "con chi sono andata ..."); "quando"
# and "come" are left out, they open statements too ("quando ero piccola ...").
# Question words that, before a time unit, ask when ("what day", "quel jour"):
# hotmem/episodes/extract.py
TIME_QUESTION_WORDS = "che quale"
QUESTION_OPENERS = "chi cosa quale quali quanto quanta quanti quante dove"
QUESTION_PREPOSITIONS = "a di da con per su in"
# "che" asks only after a preposition ("di che ditta è", "in che anno"): alone it exclaims
# ("che giornata ieri").
QUESTION_OPENERS_AFTER_PREPOSITION = "che"
SUBJECT_PRONOUNS = "io tu lui lei noi voi loro"
# Words that point back at what was said just before ("it was made for our church"):
# a recalled clause holding one is shown after the clause said before it.
BACK_REFERENCES = "lo li ne ci lui lei loro questo questa quello quella ciò lì là"
# Words of a recall question that say which telling it means ("what am I currently
# reading?"): an episode saying one too ranks a little higher.
TELLING_MARKS = "attualmente adesso ora ancora recentemente ultimamente primo prima finalmente"

# What arranges a time ahead: a time said beside it is the time arranged, not when the
# arranging happened (its clause may be told in the past).
ARRANGEMENT_WORDS = """prenotare prenotato prenotata prenotati biglietto biglietti prenotazione
appuntamento"""
