"""German words of the stages other than extraction (see ``hotmem/lang/en/words.py``)."""

from hotmem.lang.en.words import FIRST_PERSON as _ENGLISH_FIRST_PERSON

FUNCTION_WORDS = """ich mich mir mein meine meinen meinem meiner du dich dir dein deine er sie
    es wir uns unser unsere ihr der die das den dem des ein eine einen einem einer und oder aber
    ist sind bin bist war waren habe hast hat haben hatte nicht kein keine keinen von zu
    mit bei aus nach für auf im am zum zur vom beim sehr was wo wann wer wie warum welche
    weil wenn dass ob auch noch schon jetzt hier wohne arbeite heiße mag gern gerne jahre
    alt viel gut bruder schwester freund freundin hund katze ja nein danke glaube möchte
    will kann in"""
LETTERS = "ßäöü"
INTERJECTIONS = "äh ähm"

DETERMINERS = "der die das den dem ein eine einen mein meine meinen meinem"
# Speakers mix in English pronouns; they mean the user too.
FIRST_PERSON = "ich mich mir mein meine meinen meinem meiner wir uns unser unsere " + (
    _ENGLISH_FIRST_PERSON
)
ELISIONS = ""

QUESTION_WORDS = {"where": "wo wohin woher", "who": "wer wen wem", "when": "wann",
                  "what": "was welche welcher welches", "how": "wie"}
QUERY_CUES = {
    "allergic": "allergisch allergie allergien",
    "live": "wohnen wohnt wohne lebt lebe leben stadt wohnort",
    "work": """arbeiten arbeitet arbeite arbeit unterrichte unterrichten jobbe jobbst unterrichtest
        firma arbeitgeber""",
    "born": "geboren",
    "move": "umziehen gezogen",
    "go": "reisen gereist",
    "name": "heißen heißt heiße heisst name",
    "age": "alter alt jahre jahr",
    "like": "mögen mag magst lieben liebt gern liebsten",
    "dislike": "hassen hasse hasst",
    "have": "haben habe hat",
    "own": "besitzen auto",
    "friend": "freund freundin freunde",
    "time": "uhrzeit termin",
    "color": "farbe",
    "food": "essen gericht",
    "sister": "schwester schwesterherz",
    "brother": "bruder",
    "mother": "mutter mama",
    "father": "vater papa",
    "wife": "frau ehefrau",
    "husband": "mann ehemann",
    "son": "sohn",
    "daughter": "tochter",
    "dog": "hund",
    "cat": "katze",
    "boss": "chef",
    "grandmother": "omi",
    "grandfather": "opi",
}
CATEGORY_NOUNS = ""
# Compound prefixes: "Lieblingsfarbe" = favorite + Farbe.
COMPOUND_PREFIXES = {"lieblings": "favorite"}
QUERY_STOP = """sein ist bin bist weißt wissen sagen der die das ein eine und oder mein meine ich
    du er sie es"""
CHITCHAT = "wetter witz hallo danke tschüss"
SMALL_TALK_LEMMAS = ""
PLACE_DEICTIC = "dort dorthin"
DEICTIC = ""

# Need-aware retrieval: see hotmem/lang/en/words.py.
NEED_CUES = {
    "profile": "biografie bio vorstellen vorstellung profil steckbrief",
    "location": """nähe nahe umgebung hier apotheke arzt ärztin zahnarzt krankenhaus
        klinik supermarkt laden geschäft bäckerei lieferung liefern anziehen
        tragen
        regenschirm regenjacke regenjacken jacke jacken mantel sonnencreme
        ziehe zieh
        schirm""",
    "food": """kochen koche koch kochst backen backe rezept rezepte abendessen mittagessen
        frühstück essen
        gericht gerichte mahlzeit restaurant restaurants lieferdienst menü kuchen nachtisch
        suppe salat nudeln pasta pizza vegetarisch vegan diät einkaufen hunger
        veganer veganerin vegetarier vegetarierin zöliakie gluten laktose halal koscher
        diabetiker diabetikerin diabetes cholesterin laktoseintoleranz unverträglichkeit
        allergisch
        gegessen gekocht
        pizzeria bier wein reflux sodbrennen gastritis
        chinesisch japanisch thailändisch indisch mexikanisch asiatisch""",
    "health": """training trainieren joggen laufen lauf marathon wandern yoga schwimmen sport
        fitness übung übungen krafttraining diät medikament medikamente arzt allergie
        routine
        krank
        asthma diabetes arthritis verletzung migräne knie rücken schulter knöchel hüfte herz
        blutdruck
        dehnen dehnübungen
        fit fitter
        diabetiker diabetikerin cholesterin bluthochdruck bandscheibe heuschnupfen
        bewegung bewegen ischias schilddrüse reizdarm bandscheibenvorfall rückenschmerzen
        epilepsie anämie skoliose sehnenscheidenentzündung penicillin antibiotika pollen
        wettkampf rennen
        antibiotikum herzschrittmacher herzinfarkt schlafen einschlafen schlaflosigkeit
        blutverdünner""",
    "activity": """training trainieren joggen laufen wandern schwimmen yoga sport aktivität
        klettern bouldern bewegung
        ausflug
        radfahren radeln fahrrad
        wettkampf rennen
        tennis fußball basketball volleyball handball golf rugby ski skifahren surfen boxen
        pilates padel tanzen segeln judo karate""",
    "leisure": """hobby hobbys ausflug freizeit langweilig langeweile unternehmen""",
    # Words of a free time: a need of their own only when no other need is cued.
    "free_time": "wochenende samstag sonntag abend",
    "gift": "geschenk geschenke schenken überraschung schenk schenke schenkst schenkt",
    "occasion": "geburtstag weihnachten jahrestag muttertag vatertag kaufen kaufe",
    "kin": """trinkspruch toast rede biografie vorstellen hochzeit karte brief einladung""",
    # The user's job itself ("what do I do for a living?", "che lavoro faccio?").
    "job": """beruf beruflich job arbeite unterricht schüler kunde kunden präsentation
        vortrag seminar lebenslauf portfolio teammeeting""",
    "work": "arbeit job büro chef chefin besprechung kollege kollegin kollegen",
    "commute": "arbeitsweg u-bahn s-bahn straßenbahn bus zug stau streik",
    "entertainment": """musik lied lieder album band podcast podcasts film filme serie serien
        buch bücher roman lesen schauen hören anhören spiel spiele konzert
        playlist fernsehen
        jazz rock pop rap techno reggae blues metal oper klassik schlager k-pop""",
    "pets": """haustier haustiere adoptieren kätzchen welpe welpen hund hunde katze katzen
        tierarzt tierheim tier tiere kaninchen hase hasen meerschweinchen hamster
        vogel vögel wellensittich wellensittiche papagei papageien kanarienvogel
        schäferhund viech viecher vieh esel pony""",
    "travel": """reise reisen verreisen urlaub ferien flug fliegen packen koffer reiseziel
        ziel besuchen hotel ausland
        meer strand
        kurztrip städtetrip städtereise kurzurlaub trip ausflug ausflüge tagesausflug""",
    # Kinds of media (within entertainment): a music request is not served by liked films.
    "music": """musik lied lieder album band playlist hören jazz rock pop rap techno reggae blues
        metal oper klassik schlager k-pop konzert""",
    "screen": "film filme serie serien schauen fernsehen kino doku",
    "reading": "buch bücher roman romane lesen krimi krimis comic comics",
    "podcast": "podcast podcasts hörbuch hörbücher hören anhören",
}
# German writes compounds as one word: "Geschenkidee", "Kinderarzt", "Sommerurlaub".
NEED_CUE_COMPOUNDS = True
NEED_PHRASES = {
    "free_time": "freien tag|freie zeit|heute abend",
    "travel": """tage weg|ein paar tage
        |wochenende weg|woche weg|bin weg|sind weg
        |wochen weg|woche weg""",
    "location": """nicht zu weit|nicht weit
        |in meiner nähe|in meiner gegend|bei uns in der gegend|zieh ich an
        |ziehe ich an|bei mir|in der nähe|hier in der gegend|bei uns
        |um die ecke""",
    "commute": """arbeitsweg|muss ich los|wann los|zum büro|ins geschäft|zur arbeit
        |in die arbeit|ins büro""",
    "kin": "stell mich vor|mich kurz vor|mich mal vor|über mich",
    "profile": "stell mich vor|mich kurz vor|mich mal vor|über mich",
    "gift": """ihm schenken|ihr schenken|ihnen schenken|bring ich ihm|bring ich ihr
        |kauf ich ihm|kauf ich ihr|ihm mitbringen|ihr mitbringen|ihm kaufen|ihr kaufen
        |ihr eine freude|ihm eine freude""",
    "prepare": """mach ich mir|mache ich mir|koch ich mir|koche ich mir|machen wir uns
        |kochen wir uns|kochen wir""",
    "pastime": """lange fahrt|langen fahrt|lange zugfahrt|langen zugfahrt|lange autofahrt
        |langen autofahrt|lange busfahrt|langen busfahrt|langen flug|lange flug
        |lange reise|langen reise""",
    "house": """zu hause|zuhause|daheim|die wohnung|der wohnung""",
}
# Leaving for somewhere: asked with when or at what time, the way to work or school.
DEPARTURE_WORDS = "los losfahren losgehen aufbrechen"
# Phrases asking for a time or for being on time (beside a "when" question word).
TIME_ASKS = "wie früh|wie viel uhr|zu spät|pünktlich|um wie viel"
REQUEST_WORDS = """leg hilf helfen hilfe empfiehl empfehlen empfehlung vorschlag vorschläge mach
    gibt's
    schlag idee ideen plan schreib schreiben finde gib soll sollte könnte brauche sollen
    sollten können könnten such suche suchen zeig tipp tipps rat empfiehlst plane planen
    organisiere spiel spiele
    stell
    gibts
    hast kannst weißt bau baue muss müssen"""
# Wishes: with a need's words, "i wanna get back in shape" asks for help without "?".
WISH_WORDS = "will möchte möcht möchten brauch brauche brauchen überlege wollen"
# First words of a request said as a noun phrase ("any podcast for the drive").
REQUEST_OPENERS = "ein eine einen nen irgendeine irgendwas"
# Question words that ask wherever they stand, "?" or not; never a conjunction or relative.
ASKING_WORDS = "wo wann warum welche welcher welches welchen wohin"
# Openings that make a question whether or not "?" is written ("is it ok to run today",
# "soll ich heute joggen"): a verb before its subject.
QUESTION_OPENERS = """kann ich|soll ich|sollte ich|gibt es|muss ich|darf ich|ist es|ist das
    |hast du|kannst du|sollen wir|können wir|brauche ich|brauch ich|brauchen wir"""
RECALL_WORDS = "erinnere erinner erinnern sag sage"
# Openings asking the assistant to remember ("do you remember ...", "weißt du noch ..."):
# with a question word or in the first person, a recall, the second person notwithstanding.
RECALL_OPENERS = "weißt du|weisst du|erinnerst du|kannst du mir sagen|kannst du mich erinnern"
# Saying the fact was told to the assistant ("what school did i tell you i teach at"): the
# user's own fact is asked, whatever the second person says.
TOLD_PHRASES = """hab ich dir|habe ich dir|hatte ich dir|hab ich dir's|ich dir gesagt
    |ich dir erzählt"""
SELF_WORDS = "ich mich mir mein meine meinen meinem meiner wir uns unser unsere"
# Words saying a request is for the user's household: a meal then depends on the partner too.
HOUSEHOLD_WORDS = "wir uns beide zwei familie alle"
# Words asking for something like before ("a trip like the last one", "wieder ans Meer").
AGAIN_WORDS = "wieder nochmal erneut ähnlich"
# A request about a past time asks what happened (episodic recall), never for help.
PAST_WORDS = "gestern letzte letzten letztes letzter vorgestern"
# Weather asked for a time to come ("will it rain tomorrow", "va a llover mañana"): a
# forecast where the user is. Today's weather said aloud ("che caldo oggi") is small talk.
WEATHER_WORDS = "wetter regen regnen regnet kalt warm heiß schnee schneien schneit"
FORECAST_WORDS = "morgen später nachmittag abend wochenende wird"
# The weather itself asked for today ("che tempo fa oggi", not "che caldo oggi") depends on
# where the user is.
TODAY_WORDS = "heute"
WEATHER_NOUNS = "wetter wettervorhersage"
# An allergy is to something eaten or touched, no state of the body a sport depends on.
# Definite articles: a pet word after one is a pet the speaker means ("the bird").
DEFINITE_WORDS = "der die das den dem des"
ALLERGY_WORDS = "allergie allergien allergisch"
# Conditions of breathing that pets set off ("asthma"): they serve a pet request.
BREATHING_WORDS = "asthma asthmatiker asthmatikerin asthmatisch"
# Getting a pet (phrases): only then does a condition of breathing serve a pet request
# (one for the pet the user has is about the pet).
PET_GETTING = """adoptieren|adoption|anschaffen|zulegen|holen uns|uns einen|uns eine
    |ein haustier"""
# Measure questions ("how many grams in a pound?") are general knowledge, never a need.
MEASURE_WORDS = "viel viele lange weit groß hoch schwer"
# The question word a measure adjective needs before it ("wie ..."): alone it measures nothing.
MEASURE_HEADS = "wie"
