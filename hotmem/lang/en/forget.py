"""English words of spoken forget requests (read by :mod:`hotmem.extract.forget`).

Every ``forget.py`` has the same names. Lists are whitespace-separated words, lower case;
``OPENERS`` is comma-separated phrases.
"""

# Words that may open a request before the verb: "please forget ...", "could you forget ...".
OPENERS = "please, just, kindly, can you, could you, would you, will you"
# Forms of the verb beyond the lexicon's ``forget_verbs`` lemmas (imperatives the tagger misses).
VERBS = "forget delete erase remove"
# The verbs that name memory itself: "forget the tart" asks about the tart; "remove the onions"
# may be about an order, so an erase verb needs "what I told you about ..." to name a topic.
MEMORY_VERBS = "forget"
# Words that put an erase verb's "it" in memory: "remove it from your memory" asks to
# forget the last turn; "remove it from my cart" does not (nor "delete it" alone).
MEMORY = "memory memories mind head"
# The verb with "it" fused into one word ("olvídalo"): English has none.
IT_FORMS = ""
# Telling verbs (forms and lemmas): "what I told you", "what I said", "what I mentioned".
TOLD = "tell told say said mention mentioned share shared"
# Words that introduce the topic: "what I told you about the tart", "regarding my job".
ABOUT = "about regarding concerning"
# Words that ask for a whole memory: never carried out from speech.
EVERYTHING = "everything all"
# Link words dropped from a topic ("my trip to Oslo" -> trip, oslo).
LINKS = "to in at on of for with from and or"
