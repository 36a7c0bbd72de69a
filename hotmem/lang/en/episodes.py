"""English time words and lemma equivalences for episodes."""

from __future__ import annotations

from hotmem.episodes.dates import TimeWords

TIME_WORDS = TimeWords(
    day_offsets={
        "today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
        "yesterday": -1, "last night": -1, "the day before yesterday": -2,
        "day before yesterday": -2, "tomorrow": 1, "the day after tomorrow": 2,
        "day after tomorrow": 2,
    },
    weekdays={
        "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4,
        "saturday": 5, "sunday": 6,
        # Typed short forms ("last Tues"); "sun", "sat", "wed" and "mon" are ordinary words.
        "tue": 1, "tues": 1, "thu": 3, "thur": 3, "thurs": 3, "fri": 4,
    },
    months={
        "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6,
        "july": 7, "august": 8, "september": 9, "october": 10, "november": 11,
        "december": 12,
    },
    seasons={"spring": "spring", "summer": "summer", "autumn": "autumn", "fall": "autumn",
             "winter": "winter"},
    units={
        "day": "day", "days": "day", "week": "week", "weeks": "week", "weekend": "weekend",
        "week-end": "weekend", "weekends": "weekend", "month": "month", "months": "month",
        "year": "year", "years": "year",
    },
    numbers={
        "zero": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
        "fifteen": 15, "twenty": 20, "thirty": 30,
        "a couple of": 2, "couple of": 2, "a couple": 2, "a few": 3, "few": 3, "several": 3,
    },
    last=("last", "past", "previous", "this past"),
    this=("this",),
    next=("next", "coming", "this coming"),
    before_last=("before last",),
    that=("that",),
    ago_after=("ago",),
    within_before=("in",),
    earlier=("earlier",),
    later=("later",),
    ahead=("for",),
    since=("since",),
    prepositions=("on", "in", "during", "over", "at", "early", "late", "mid", "in early",
                  "in late", "in mid", "at the end of", "at the beginning of",
                  "at the start of", "in the middle of", "by the end of"),
    articles=("the",),
    links=("of",),
    ordinal_suffixes=("st", "nd", "rd", "th"),
    needs_context=("may", "march", "fall"),
    # A habit ("every wednesday", "each weekend") happens again and again: no date.
    non_dates=tuple(f"{every} {when}" for every in ("every", "each") for when in (
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "day", "week", "weekend", "month", "year", "morning", "evening", "night", "summer",
        "winter", "spring", "autumn")),
)

EQUIVALENCES = (
    ("attend", "go", "visit", "join"),
    ("trip", "travel", "visit", "journey", "vacation", "holiday"),
    ("buy", "purchase", "get", "order", "pick"),
    ("make", "bake", "cook", "prepare", "build", "craft"),
    ("win", "earn", "award", "prize"),
    ("start", "begin", "join"),
    ("move", "relocate"),
    ("see", "watch", "meet"),
    ("run", "race", "marathon", "jog"),
    ("party", "celebration", "celebrate"),
    ("job", "work", "position", "promotion", "promote"),
    ("doctor", "hospital", "surgery", "clinic"),
    ("read", "book", "novel"),
    ("pet", "dog", "cat", "kitten", "puppy"),
    ("concert", "show", "gig", "festival"),
    ("class", "course", "workshop", "lesson"),
    ("gift", "present", "give"),
    ("symbolize", "stand", "represent", "mean", "symbol"),
    ("favorite", "favourite", "fave", "top", "prefer"),
    ("draw", "drawing", "paint", "painting", "sketch", "art"),
    ("song", "music", "tune", "band", "singer"),
    ("kid", "child", "son", "daughter"),
    ("hike", "hiking", "camping", "camp", "trek"),
    ("sick", "ill", "flu", "cold", "fever", "covid"),
    ("go", "leave", "head", "fly", "drive"),
    # Paraphrases a question uses for what was told ("how much did I pay" / "bought it for").
    ("pay", "cost", "spend", "price", "buy"),
    ("take", "finish", "complete"),
    ("return", "back", "home"),
    ("collect", "pick", "fetch"),
    ("fly", "flight", "land", "airport", "plane"),
    ("phone", "mobile", "cellphone"),
    ("steal", "rob", "nick", "pinch", "theft"),
    ("exam", "test", "pass"),
    ("dance", "dancing", "salsa", "ballet"),
    ("sell", "give"),
    ("wedding", "marry", "married"),
    ("operate", "operation", "surgery"),
)

# Episode clauses: words stripped from the start of a rendering, lemmas that carry no event
# (opinions, reactions, talk about talking), lemmas that make a clause a plan, lemmas that make
# a turn a recall request, and the words after "how" that ask for a count.
LEADING_FILLERS = """and but so well oh yeah yes no hey hi hello also anyway actually honestly
    like um uh okay ok haha lol wow then"""
NOT_EVENT_LEMMAS = """think guess suppose agree mean know believe hope wish feel seem sound look
    great good nice cool awesome amazing wonderful fun funny glad happy sorry sure true right
    interesting lovely fantastic thing lot stuff kind sort really totally definitely pretty
    tell say talk ask chat thank thanks hear love like be have do"""
PLAN_LEMMAS = "will plan planning gonna going intend hope want would"
# Prepositions before a place ("in Montana", "am Gardasee"): the noun after one is where it
# happened, what a "where" question prefers.
PLACE_PREPOSITIONS = "in at to from near"
# A recall question opening with one of these and naming at most two things of its own
# follows up on the previous one ("and when was that?"): it asks with its words too.
FOLLOW_UP_OPENERS = "and so then also"
RECALL_LEMMAS = "remember remind recall forget"
# Words that frame a recall question, not what it is about ("what kind of ...", "where did
# we go in April?": the time and the place asked are the question).
QUESTION_FRAME_LEMMAS = "describe happen kind type sort name example go"
COUNT_WORDS = "many much often long"
# Suffixes a stem drops so word families meet in recall ("dancing" / "dance", "volunteering" /
# "volunteer"); see hotmem/episodes/stems.py.
STEM_SUFFIXES = "ing ings ed es s ies y e ation ations ment ments ness ly"
# Questions said without "?" (hotmem/episodes/asking.py): the interrogatives that open one, the
# subject pronouns that make the opener a conjunction instead ("when I was ..."), and words
# said before the question ("wait, how long did ...").
# Question words that, before a time unit, ask when ("what day", "quel jour"):
# hotmem/episodes/extract.py
TIME_QUESTION_WORDS = "what which"
QUESTION_OPENERS = "what which who whom whose where when how"
SUBJECT_PRONOUNS = "i you he she we they it there this that"
# Words that point back at what was said just before ("it was made for our church"):
# a recalled clause holding one is shown after the clause said before it.
BACK_REFERENCES = "it they them this those these he she him there"
# Words of a recall question that say which telling it means ("what am I currently
# reading?"): an episode saying one too ranks a little higher.
TELLING_MARKS = "currently recently lately now still first again finally ever"
QUESTION_LEAD_INS = "wait hmm hm"

# What arranges a time ahead: a time said beside it is the time arranged, not when the
# arranging happened (its clause may be told in the past).
ARRANGEMENT_WORDS = "book booked reserve reserved ticket tickets reservation booking appointment"
