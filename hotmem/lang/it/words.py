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
    "allergic": "allergico allergica allergici allergiche allergia allergie",
    "live": "abitare abita abiti abito vivere vivi vivo città",
    "work": "lavorare lavora lavoro lavori insegno insegnare insegna insegni",
    "born": "nascere nato nata",
    "move": "trasferire",
    "go": "andare andato andata viaggiare",
    "name": "chiamare chiama chiamo nome chiamano",
    "age": "età anni anno",
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
    "brother": "fratello fratellino",
    "mother": "madre",
    "wife": "moglie",
    "husband": "marito",
    "son": "figlio",
    "daughter": "figlia",
    "dog": "cane",
    "cat": "gatto",
    "boss": "capo",
    "grandmother": "nonnina",
    "boyfriend": "moroso",
    "girlfriend": "morosa",
}
CATEGORY_NOUNS = ""
COMPOUND_PREFIXES: dict[str, str] = {}
QUERY_STOP = """essere è sono sei sai sapere ricordi dire il lo gli una di e o mio mia io tu lui
    lei"""
CHITCHAT = "tempo barzelletta ciao grazie"
SMALL_TALK_LEMMAS = ""
PLACE_DEICTIC = "lì"
DEICTIC = "esso"

# Need-aware retrieval: see hotmem/lang/en/words.py.
NEED_CUES = {
    "profile": "biografia bio presentare presentarmi presentazione profilo",
    "location": """vicino vicina vicini vicinanze qui intorno quartiere farmacia medico
        dentista ospedale clinica supermercato negozio panetteria consegna
        mettere mettermi metto indossare vestire coprirmi coprirsi
        ombrello impermeabile giacca cappotto""",
    "food": """merenda spuntino
        cucinare cucino cucina ricetta ricette cena cenare pranzo colazione pasto
        mangiare ristorante ristoranti piatto piatti menù torta dolce zuppa insalata pasta
        pizza vegetariano vegetariana vegano dieta spesa fame
        vegana celiaco celiaca glutine lattosio halal
        mangio mangiamo ceniamo
        diabetico diabetica diabete colesterolo intollerante intolleranza latticini
        allergico allergica allergici allergiche
        mangiato mangiata cucinato
        pizzeria trattoria osteria birra vino reflusso gastrite
        cinese giapponese thailandese indiano messicano""",
    "health": """allenamento allenare allenarmi correre corsa jogging maratona escursione yoga
        nuotare nuoto palestra esercizio esercizi dieta medicina medicinale medico allergia
        routine
        allergie malato
        asma diabete artrite infortunio emicrania ginocchio ginocchia schiena spalla caviglia
        anca cuore ipertensione
        stretching
        diabetico diabetica colesterolo pressione ernia
        gara movimento muovermi
        lombalgia sciatica ipotiroidismo tiroide colon epilessia anemia scoliosi tendinite
        menisco penicillina antibiotici polline
        antibiotico pacemaker infarto sonno dormire insonnia anticoagulante anticoagulanti
        ginnastica""",
    "activity": """allenamento allenarmi correre corsa jogging escursione nuotare yoga sport
        attività gita arrampicata
        ciclismo bici bicicletta
        gara movimento
        tennis calcio pallavolo basket pallacanestro golf rugby sci surf boxe pilates padel
        danza ballo vela judo karate
        ginnastica""",
    "leisure": """hobby passatempo passatempi gita uscita annoio annoiato annoiata svago""",
    # Words of a free time: a need of their own only when no other need is cued.
    "free_time": "weekend sabato domenica stasera",
    "gift": "regalo regali regalare sorpresa",
    "occasion": "compleanno natale anniversario onomastico comunione compro comprare",
    "kin": "brindisi discorso biografia presentare presentazione matrimonio biglietto lettera",
    # The user's job itself ("what do I do for a living?", "che lavoro faccio?").
    "job": """lavoro mestiere professione lezione lezioni alunni studenti cliente clienti
        seminario convegno portfolio""",
    "work": "lavoro ufficio capo riunione riunioni collega colleghi",
    "commute": "tragitto metro tram autobus treno traffico sciopero",
    "entertainment": """musica canzone canzoni album gruppo band podcast film serie libro
        libri romanzo leggere guardare ascoltare gioco giochi concerto
        guardo guardiamo
        playlist
        jazz rock pop rap techno reggae blues metal opera lirica classica k-pop""",
    "pets": """animale animali adottare adozione gattino gattini cucciolo cuccioli cane cani
        gatto gatti veterinario coniglio conigli criceto pappagallo tartaruga
        uccello uccelli uccellino uccellini pappagallini cocorita cocorite canarino
        pastore bestiola bestiole asino pony gatta gatte cagnolino cagnolina""",
    "travel": """viaggio viaggi viaggiare vacanza vacanze volo valigia bagagli
        destinazione destinazioni visitare albergo hotel estero itinerario
        mare spiaggia
        gita gite escursione""",
    # Kinds of media (within entertainment): a music request is not served by liked films.
    "music": """musica canzone canzoni album gruppo band playlist ascoltare jazz rock pop rap
        techno reggae blues metal opera lirica classica k-pop concerto""",
    "screen": "film serie guardare cinema tv documentario guardo guardiamo",
    "reading": "libro libri romanzo romanzi leggere lettura fumetti",
    "podcast": "podcast audiolibro audiolibri ascoltare",
}
NEED_PHRASES = {
    "health": "in forma",
    "free_time": "fine settimana|tempo libero|giorno libero",
    "location": """non troppo lontano|non lontano
        |vicino casa|mia zona|mio quartiere|mi metto|vicino a casa|vicino a me
        |da me|a casa mia|qui vicino|in zona|dalle mie parti""",
    "commute": """tragitto|che ora parto|che ora devo partire|esco di casa|uscire di casa
        |a scuola|in agenzia|andare al lavoro|al lavoro|in ufficio""",
    "occasion": "festa della mamma|festa del papà",
    "kin": "presentami|su di me",
    "profile": "presentami|su di me",
    "gift": """gli regalo|le regalo|gli porto|le porto|gli compro|le compro|gli prendo
        |le prendo|gli regaliamo|le regaliamo|gli portiamo|le portiamo""",
    "prepare": """mi preparo|ci prepariamo|mi faccio|ci facciamo|mi cucino|ci cuciniamo""",
    "pastime": """lungo viaggio|viaggio lungo|lungo tragitto|tragitto lungo|volo lungo|lungo volo
        |lunghi viaggi""",
    "travel": """weekend fuori|fine settimana fuori|fuori porta|qualche giorno fuori|sto via
        |starò via|staremo via|vado via per|andiamo via per|via per una
        |via una settimana|via qualche giorno
        |giorni via|settimane via|parto per|partiamo per""",
    "house": """a casa|in casa|la casa|l'appartamento
        |per casa|per la casa""",
}
# Leaving for somewhere: asked with when or at what time, the way to work or school.
DEPARTURE_WORDS = "uscire esco partire parto usciamo"
# Phrases asking for a time or for being on time (beside a "when" question word).
TIME_ASKS = "che ora|in ritardo|in tempo|puntuale"
REQUEST_WORDS = """aiuta aiutami aiutare consiglia consigliami consigliare suggerisci
    suggeriscimi suggerire idea idee piano programma scrivi scrivimi trova dammi proponi devo
    dovrei potrei posso serve dovremmo potremmo cerca cercami cercare trovami scegli organizza
    organizzami pianifica consiglio consigli metti mettimi
    proponimi fammi presentami
    prepara preparami prenota prenotami
    hai sai puoi"""
# Wishes: with a need's words, "i wanna get back in shape" asks for help without "?".
WISH_WORDS = "voglio vorrei vorremmo serve servirebbe bisogno pensando"
# First words of a request said as a noun phrase ("any podcast for the drive").
REQUEST_OPENERS = "un una uno"
# Question words that ask wherever they stand, "?" or not; never a conjunction or relative.
ASKING_WORDS = "cosa quale quali"
# Openings that make a question whether or not "?" is written ("is it ok to run today",
# "soll ich heute joggen"): a verb before its subject.
QUESTION_OPENERS = ""
RECALL_WORDS = "ricordami ricorda ricordare dimmi dì"
# Openings asking the assistant to remember ("do you remember ...", "weißt du noch ..."):
# with a question word or in the first person, a recall, the second person notwithstanding.
RECALL_OPENERS = "ti ricordi|ricordi|sai|mi ricordi|mi dici|mi puoi dire|puoi dirmi"
# Saying the fact was told to the assistant ("what school did i tell you i teach at"): the
# user's own fact is asked, whatever the second person says.
TOLD_PHRASES = """te l'ho detto|te l'avevo detto|ti ho detto|ti avevo detto|ti ho raccontato
    |ti avevo raccontato"""
# ... and first-person verbs of requests, the subject being dropped ("cosa cucino?").
SELF_WORDS = """io mi me mio mia miei mie noi ci nostro nostra posso devo faccio cucino
    preparo compro metto porto ceno facciamo cuciniamo ho voglio vado parto esco
    guardo mangio mangiamo"""
SELF_ENDINGS = "iamo"
# Words saying a request is for the user's household: a meal then depends on the partner too.
HOUSEHOLD_WORDS = """noi due entrambi famiglia tutti ceniamo mangiamo cuciniamo
    facciamo prepariamo"""
# Words asking for something like before ("a trip like the last one", "wieder ans Meer").
AGAIN_WORDS = "ancora altro altra ultimo ultima simile"
# A request about a past time asks what happened (episodic recall), never for help.
PAST_WORDS = "ieri scorso scorsa scorsi scorse"
# Weather asked for a time to come ("will it rain tomorrow", "va a llover mañana"): a
# forecast where the user is. Today's weather said aloud ("che caldo oggi") is small talk.
WEATHER_WORDS = "tempo meteo piovere pioverà piove pioggia caldo freddo neve nevicare nevicherà"
FORECAST_WORDS = "domani dopo pomeriggio stasera weekend farà pioverà nevicherà"
# The weather itself asked for today ("che tempo fa oggi", not "che caldo oggi") depends on
# where the user is.
TODAY_WORDS = "oggi"
WEATHER_NOUNS = "tempo meteo"
# An allergy is to something eaten or touched, no state of the body a sport depends on.
# Singular definite articles: a pet word after one is a pet the speaker means ("il cane");
# a plural one is often animals in general ("perché gli uccelli cantano?").
DEFINITE_WORDS = "il lo la l'"
ALLERGY_WORDS = "allergia allergie allergico allergica"
# Conditions of breathing that pets set off ("asthma"): they serve a pet request.
BREATHING_WORDS = "asma asmatico asmatica"
# Getting a pet (phrases): only then does a condition of breathing serve a pet request
# (one for the pet the user has is about the pet).
PET_GETTING = """adottare|adozione|adottiamo|adotto|prendere un|prendere una|prendiamo un
    |prendiamo una|comprare un|avere un|avere una|un animale"""
# Measure questions ("how many grams in a pound?") are general knowledge, never a need.
MEASURE_WORDS = "quanto quanta quanti quante"
# "ci" says no person where it means "there" ("quanti metri ci sono in un miglio").
NOT_SELF = """ci sono|ci sarà|ci saranno|ci sia|ci siano|ci fosse|ci fossero|ci vuole|ci vogliono
|ci sta|ci stanno"""
