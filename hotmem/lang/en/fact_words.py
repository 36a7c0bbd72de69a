"""English words of fact hygiene (read by :mod:`hotmem.extract.hygiene`)."""

# Openers of a greeting: "Hey Omar!" names whom the user talks to, never a subject or a name.
GREETINGS = "hey hi hello hiya howdy yo"
# Nouns that say nothing alone as the object of a catch-all fact ("I love the way she sings",
# "gardening is such a calming way ..."): the fact is dropped.
LIGHT_NOUNS = """way ways thing things stuff kind sort lot lots bit part time fun blast idea
    ideas"""
# Nouns that name no place alone ("i live in a nice place", "living in a lonely world",
# "i work in the best spot"): a home, birthplace, trip or workplace that is only one of them
# is dropped.
GENERIC_PLACES = "place places world spot"
# What one works for that is no employer ("i work for money", "for a living", "for fun"):
# a works_at fact whose whole object is one of them is dropped.
WORK_PURPOSES = "money cash fun living peanuts pleasure free nothing"
# Parts of a town: "a bakery of the old town" is the bakery; an employer ends before a
# genitive phrase naming one.
TOWN_AREAS = "town centre center downtown village"
# What one "has" only for a while ("i have a lot of work", "tengo mucho trabajo"): no
# possession; a has fact whose whole object is one of them is dropped.
PASSING_HOLDINGS = "work homework plans stuff errands"
# Words left out of stored names and objects: demonstratives, vague quantities and judging
# adjectives ("this amazing walnut bread" -> walnut bread).
DROPPED_DETERMINERS = "this that these those such some many lots both"
EVALUATIVES = """amazing awesome great fantastic wonderful lovely beautiful gorgeous delicious
    incredible terrific fabulous nice cute adorable superb excellent perfect brilliant"""
# Counts of times after an object ("I have been to Greece two times"): left out.
FREQUENCY_NOUNS = "times time"
# Discourse markers the parser may leave at the end of an object ("i'm vegan by the way",
# "i work at a bank haha"): left out.
DISCOURSE_TAILS = ("by the way", "btw", "lol", "haha", "hahaha", "lmao", "nice to meet you",
                   "pleased to meet you", "good to meet you", "just so you know",
                   # a tag vouching for what was just said ("paddington 2 no joke")
                   "no joke", "no lie", "for real", "not gonna lie", "ngl", "tbh")
# A liking said as a noun before a word of fondness ("she's horse mad", "he's football crazy"):
# read as the word with its preposition before the noun ("mad about horse").
FONDNESS_AFTER_NOUN = {"mad": "mad about", "crazy": "crazy about"}
BE_FORMS = "is 's ’s am 'm ’m are 're ’re"
# News announced before the statement ("big news we moved to Bath"): left out.
DISCOURSE_OPENERS = ("big news", "good news", "great news", "some news")
# Words for the listener the parser may leave at the end of an object ("born in leeds mate"):
# left out there only (a pet may be called Buddy).
VOCATIVES = "mate pal dude bro buddy"
# Interjections the parser may leave at the front of an object ("oh and i have type 1
# diabetes" hangs "oh" on the condition): left out, like the lexicon's fillers ("um", "uh").
LEADING_FILLERS = "oh"
# Clause links and place adverbs the parser may leave at the end of an object ("i'm vegan so
# no cheese", "a clinic downtown", "at the depot now"): left out.
TRAILING_WORDS = "so downtown nearby now"
# Words that single out a part of what was said ("radiohead especially the early albums"):
# the object ends before them.
OBJECT_ENDS = ("especially", "particularly", "mainly", "above all",
               # a place said from where the speaker stands ("a flat close to there")
               "close to there", "close to here", "near there", "near here", "around here")
# A home shared with the speaker ("my mum lives with us in York"): the speaker lives there too.
SHARED_HOME = ("with me", "with us")
