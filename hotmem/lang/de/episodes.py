"""German time words and lemma equivalences for episodes."""

from __future__ import annotations

from hotmem.episodes.dates import TimeWords

_LAST = ("letzte", "letzten", "letztes", "letzter", "vergangene", "vergangenen",
         "vergangenes", "vergangener", "vergangenem", "letztem", "vorige", "vorigen", "voriges",
         "voriger")
_NEXT = ("nächste", "nächsten", "nächstes", "nächster", "naechste", "naechsten",
         "nächstem", "kommende", "kommenden", "kommendes", "kommender")

TIME_WORDS = TimeWords(
    day_offsets={
        "heute": 0, "heute morgen": 0, "heute früh": 0, "heute abend": 0, "heute nacht": 0,
        "gestern": -1, "gestern abend": -1, "letzte nacht": -1, "vorgestern": -2,
        "morgen": 1, "übermorgen": 2,
    },
    weekdays={
        f"{day}{part}": number
        for day, number in (("montag", 0), ("dienstag", 1), ("mittwoch", 2), ("donnerstag", 3),
                            ("freitag", 4), ("samstag", 5), ("sonnabend", 5), ("sonntag", 6))
        # "am Samstagabend": a weekday and the part of the day in one word.
        for part in ("", "morgen", "vormittag", "mittag", "nachmittag", "abend", "nacht")
    },
    months={
        "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "maerz": 3, "april": 4, "mai": 5,
        "juni": 6, "juli": 7, "august": 8, "september": 9, "oktober": 10, "november": 11,
        "dezember": 12,
    },
    seasons={"frühling": "spring", "frühjahr": "spring", "sommer": "summer",
             "herbst": "autumn", "winter": "winter"},
    units={
        "tag": "day", "tage": "day", "tagen": "day", "woche": "week", "wochen": "week",
        "wochenende": "weekend", "wochenenden": "weekend", "monat": "month",
        "monate": "month", "monaten": "month", "jahr": "year", "jahre": "year",
        "jahren": "year", "jahres": "year",
    },
    numbers={
        "null": 0, "ein": 1, "eine": 1, "einem": 1, "einer": 1, "einen": 1, "zwei": 2, "drei": 3,
        "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
        "elf": 11, "zwölf": 12, "vierzehn": 14,
        "fünfzehn": 15, "zwanzig": 20, "dreißig": 30, "ein paar": 3, "einigen": 3, "einige": 3,
        "paar": 3,
        "mehreren": 3,
    },
    last=_LAST,
    this=("diese", "diesen", "dieses", "dieser", "diesem"),
    next=_NEXT,
    before_last=("vorletzte", "vorletzten", "vorletztes", "vorletzter", "vorletztem"),
    that=("jene", "jenen", "jenem", "jener", "jenes"),
    ago_before=("vor",),
    within_before=("in",),
    earlier=("früher",),
    ahead=("für",),
    since=("seit",),
    prepositions=("am", "im", "in", "an", "übers", "über das", "während", "seit", "anfang",
                  "ende", "mitte", "anfang des", "ende des"),
    articles=("der", "die", "das", "den", "dem"),
    ordinal_suffixes=(".",),
    # A habit ("jeden Mittwoch", "jedes Wochenende") happens again and again: no date.
    non_dates=("am morgen", "jeden morgen", "morgens", *(
        f"{every} {day}" for every in ("jeden", "immer") for day in (
            "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
            "tag", "monat", "sommer", "winter", "abend")),
        "jede woche", "jedes wochenende", "jedes jahr", "jede nacht"),
)

EQUIVALENCES = (
    ("besuchen", "gehen", "teilnehmen", "fahren"),
    ("reise", "reisen", "besuchen", "urlaub", "ausflug"),
    ("kaufen", "bestellen", "holen", "besorgen", "bekommen"),
    ("machen", "backen", "kochen", "bauen", "basteln"),
    ("gewinnen", "preis", "erringen"),
    ("anfangen", "beginnen", "starten"),
    ("umziehen", "ziehen"),
    ("sehen", "anschauen", "treffen"),
    ("laufen", "rennen", "marathon", "joggen"),
    ("party", "feier", "feiern", "fest", "geburtstag"),
    ("job", "arbeit", "stelle", "beförderung", "befördern"),
    ("arzt", "krankenhaus", "operation", "klinik"),
    ("lesen", "buch", "roman"),
    ("haustier", "hund", "katze", "kätzchen", "welpe"),
    ("konzert", "show", "festival"),
    ("kurs", "workshop", "unterricht", "stunde"),
    ("geschenk", "schenken", "geben"),
    ("symbolisieren", "bedeuten", "darstellen", "stehen", "symbol"),
    ("lieblings", "bevorzugen", "liebste"),
    ("zeichnen", "zeichnung", "malen", "bild", "kunst"),
    ("lied", "musik", "song", "band", "sänger"),
    ("kind", "sohn", "tochter"),
    ("wandern", "wanderung", "zelten", "camping"),
    ("krank", "kranken", "krankheit", "grippe", "erkältung", "fieber", "covid"),
    ("gehen", "fahren", "fliegen", "reisen"),
    # Paraphrases a question uses for what was told ("was hab ich bezahlt" / "gekauft für").
    ("bezahlen", "zahlen", "kosten", "preis", "kaufen"),
    ("zurückkommen", "zurück", "heimkommen"),
    ("abholen", "holen"),
    ("fliegen", "flug", "landen", "flughafen"),
    ("handy", "telefon"),
    ("stehlen", "klauen"),
    ("prüfung", "test", "bestehen"),
    ("erledigen", "abgeben", "schaffen", "machen"),
    ("tanzen", "tanz", "salsa"),
    ("verkaufen", "geben"),
    ("hochzeit", "heiraten"),
    ("operieren", "operation", "op"),
)

# Episode clauses (see hotmem/lang/en/episodes.py for what each list does).
LEADING_FILLERS = """und aber also na naja oh ja nein hey hallo auch übrigens dann haha"""
NOT_EVENT_LEMMAS = """denken glauben meinen wissen scheinen fühlen hoffen mögen lieben sagen
    reden erzählen fragen danke toll super gut cool schön lustig froh glücklich wahr ding sache
    viel wirklich echt sein haben hab habe machen tun werden nochmal noch eigentlich"""
PLAN_LEMMAS = "werden planen vorhaben wollen hoffen plan nächst nächste nächsten"
# German writes compounds as one word: recall matches their parts (hotmem/episodes/compounds.py).
COMPOUNDS = True
# Prepositions before a place ("in Montana", "am Gardasee"): the noun after one is where it
# happened, what a "where" question prefers.
PLACE_PREPOSITIONS = "in im am nach bei beim zum zur"
# A recall question opening with one of these and naming at most two things of its own
# follows up on the previous one ("and when was that?"): it asks with its words too.
FOLLOW_UP_OPENERS = "und dann also"
# The imperatives too: the lemmatizer leaves "Vergiss das" as it is.
RECALL_LEMMAS = "erinnern erinner erinnere erinnert vergessen vergiss vergesst"
# Words that frame a recall question, not what it is about ("what kind of ...", "where did
# we go in April?": the time and the place asked are the question).
QUESTION_FRAME_LEMMAS = "beschreiben passieren geschehen art sorte name beispiel gehen"
COUNT_WORDS = "viele viel oft lange"
# Without morphology: past forms ("ich war", "hatte", "wurde operiert") say a clause is past;
# a perfect auxiliary only with a participle ("ich habe ... gebacken"; "hat" alone is present).
PAST_MARKERS = """hatte hattest hatten hattet war warst waren wart gewesen wurde wurdest wurden
    wurdet kam kamen ging gingen fuhr fuhren flog flogen gab gaben sah sahen fand fanden traf
    trafen bekam bekamen lief liefen blieb blieben starb gewann gewannen begann begannen"""
PERFECT_AUXILIARIES = "habe hab hast hat haben habt bin bist ist sind seid"
# Participles: ge-...-t/-en ("gekauft", "gewonnen", "angefangen"), an inseparable prefix with
# -t/-en ("besucht", "verloren"), or -iert ("operiert").
PARTICIPLE = r"\w*ge\w+(?:t|en)|(?:be|ver|er|ent|zer|emp)\w+(?:t|en)|\w+iert"
# Suffixes a stem drops so word families meet in recall (hotmem/episodes/stems.py).
STEM_SUFFIXES = "en n e er es s ung ungen t et te ten"
# Questions said without "?" that the surface reader misses (hotmem/episodes/asking.py): an
# interrogative after a preposition ("mit wem war ich ...", "auf welche Station ..."), unless a
# subject pronoun follows it ("mit wem ich ...": a relative clause).
# Question words that, before a time unit, ask when ("what day", "quel jour"):
# hotmem/episodes/extract.py
TIME_QUESTION_WORDS = "welcher welchem welchen welches welche"
QUESTION_OPENERS = "wer wem wen wessen welche welcher welches welchen welchem wann wo wohin woher"
QUESTION_PREPOSITIONS = "mit auf an in bei von zu für über nach aus um"
SUBJECT_PRONOUNS = "ich du er sie es wir ihr man"
# Words that point back at what was said just before ("it was made for our church"):
# a recalled clause holding one is shown after the clause said before it.
BACK_REFERENCES = "es er ihn ihm ihnen dies diese dieser dort damit davon dabei"
# Words of a recall question that say which telling it means ("what am I currently
# reading?"): an episode saying one too ranks a little higher.
TELLING_MARKS = """derzeit gerade jetzt noch immer kürzlich
    neulich erste ersten erstes wieder endlich"""

# What arranges a time ahead: a time said beside it is the time arranged, not when the
# arranging happened (its clause may be told in the past).
ARRANGEMENT_WORDS = """buchen gebucht reservieren reserviert ticket tickets karten termin
reservierung"""
