"""English words of the stages other than extraction (whitespace-separated lists).

Every ``words.py`` has the same names; a stage reads the union over all languages (retrieval)
or the list of the turn's language (keys, language identification).
"""

# Language identification: frequent words of English (hotmem/langid.py keeps only the words
# that belong to one configured language) and letters only English spells (none).
FUNCTION_WORDS = """i i'm i've i'd i'll me my mine we our you your he she it they them their the
    a an and or but is are was were am be been have has had do does did don't doesn't didn't
    can can't will would should could of to for with from at on this that these those what
    where when who why how which there here not no yes very really just like love live
    work name called years old about too also some any much many because if think know
    want going went got get yeah okay well brother sister friend wife husband dog cat
    in lives works likes loves named his her him he's she's it's that's what's there's
    let's please thanks thank hello good great nice cool sure my"""
LETTERS = ""
INTERJECTIONS = """ok okay k lol haha hahaha hehe hihi hmm hm mmm mhm uh um uhm eh ah oh wow yeah
    yay bye xd"""

# Entity keys (docs/contract.md §1): leading words dropped, and the words that mean the user.
DETERMINERS = "the a an any my your our his her their"
FIRST_PERSON = "i me my mine myself we us our ours ourselves"
ELISIONS = ""

# Retrieval: question words by class, query cues (canonical token -> words), and words that
# carry no query content.
QUESTION_WORDS = {"where": "where", "who": "who whom whose", "when": "when",
                  "what": "what which", "how": "how"}
QUERY_CUES = {
    "live": "live lives living lived reside resides home",
    "work": "work works working worked job employer company office",
    "born": "born bear birthplace",
    "move": "move moved moving",
    "go": "go went gone going travel traveled travelled trip visit visited",
    "name": "name named call called",
    "age": "age old years",
    "like": """like likes liked love loves loved enjoy enjoys music song band movie film book
        sport game show drink""",
    "dislike": "dislike dislikes hate hates",
    "favorite": "favorite favourite fave",
    "have": "have has had",
    "own": "own owns owned bought buy drive drives car bike vehicle",
    "friend": "friend friends",
    "time": "time date appointment schedule",
    "color": "color colour",
    "food": "food dish meal",
    "movie": "movie film",
    "sister": "sister sisters",
    "brother": "brother brothers",
    "mother": "mother mom mum",
    "father": "father dad",
    "wife": "wife",
    "husband": "husband",
    "son": "son",
    "daughter": "daughter",
    "dog": "dog",
    "cat": "cat",
    "boss": "boss",
}
# Category nouns that keep themselves beside their cue ("car" -> own + car).
CATEGORY_NOUNS = "car bike vehicle music song band movie film book sport food drink game show"
COMPOUND_PREFIXES: dict[str, str] = {}
QUERY_STOP = """be is am are was were do does did doing done know remember tell told say said
    think can could would will should please me i you my your mine yours it its that this these
    those there here thing something anything lot really just about again also still now ever
    the a an in at to from of on for with and or not no yes ok okay well so get got let want"""
CHITCHAT = """weather joke jokes hello hi hey thanks thank bye goodbye news up going doing feel
    feeling funny story"""
# A how-question made only of these lemmas is small talk: "How's it going?".
SMALL_TALK_LEMMAS = "go do be feel doing going life day thing"
PLACE_DEICTIC = "there"
DEICTIC = "it that"
