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
    yay bye xd ugh meh"""

# Entity keys (docs/contract.md §1): leading words dropped, and the words that mean the user.
DETERMINERS = "the a an any my your our his her their"
FIRST_PERSON = "i me my mine myself we us our ours ourselves"
ELISIONS = ""

# Retrieval: question words by class, query cues (canonical token -> words), and words that
# carry no query content.
QUESTION_WORDS = {"where": "where", "who": "who whom whose", "when": "when",
                  "what": "what which", "how": "how"}
QUERY_CUES = {
    "live": "live lives living lived reside resides home city town",
    "work": "work works working worked job employer company office teach teaches teaching",
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
    "sister": "sister sisters sis",
    "brother": "brother brothers bro",
    "mother": "mother mom mum",
    "father": "father dad",
    "wife": "wife missus",
    "husband": "husband hubby",
    "son": "son",
    "daughter": "daughter",
    "dog": "dog",
    "cat": "cat",
    "boss": "boss",
    "grandmother": "granny grandma nanna",
    "boyfriend": "bf",
    "girlfriend": "gf",
}
# Category nouns that keep themselves beside their cue ("car" -> own + car).
CATEGORY_NOUNS = "car bike vehicle music song band movie film book sport food drink game show"
COMPOUND_PREFIXES: dict[str, str] = {}
QUERY_STOP = """be is am are was were do does did doing done know remember tell told say said
    think can could would will should might must shall please me i you my your mine yours it its
    that this these those there here thing something anything lot really just about again also
    still now ever the a an in at to from of on for with and or not no yes ok okay well so get got
    let want"""
CHITCHAT = """weather joke jokes hello hi hey thanks thank bye goodbye news up going doing feel
    feeling funny story"""
# A how-question made only of these lemmas is small talk: "How's it going?".
SMALL_TALK_LEMMAS = "go do be feel doing going life day thing"
PLACE_DEICTIC = "there"
DEICTIC = "it that"

# Need-aware retrieval (hotmem/retrieve/needs.py): request cues -> the user need they depend
# on. Lemmas and inflected forms of whole word families and categories (food, sports, places,
# media), never sentences. A phrase row matches consecutive words ("near me").
NEED_CUES = {
    "profile": "bio biography introduce introduction profile",
    "location": """wear near nearby nearest close closest local locally around neighborhood
        neighbourhood pharmacy pharmacies doctor dentist hospital clinic supermarket grocery
        shop shops store park cafe café bakery deliver delivery commute
        umbrella raincoat jacket coat sunscreen
        brolly""",
    "food": """food cook cooking cooked recipe recipes dinner dinners lunch lunches breakfast brunch
        meal meals snack snacks eat eating restaurant restaurants takeout takeaway
        dish dishes menu bake baking cake dessert soup salad pasta pizza sushi curry burger
        sandwich grill barbecue bbq vegetarian vegan diet groceries hungry
        pescatarian celiac gluten lactose halal kosher
        diabetic diabetes cholesterol intolerant intolerance dairy coeliac
        allergic supper tea
        ate eaten
        pizzeria beer wine reflux heartburn
        thai chinese indian mexican japanese korean vietnamese chippy noodles ramen tapas kebab""",
    "health": """workout workouts exercise exercises train training run running jog jogging
        gym fitness marathon hike hiking yoga swim swimming stretch lift lifting cardio
        diet medicine medication pill pills doctor symptoms sick allergy allergies diabetic
        pregnant injured asthmatic
        penicillin antibiotics ibuprofen aspirin latex pollen hayfever
        lumbago sciatica hypothyroidism thyroid epilepsy anaemia anemia osteoporosis
        scoliosis bursitis insomnia ibs crohn's
        asthma diabetes arthritis injury injuries migraine migraines knee knees shoulder
        ankle hip heart hypertension backache
        stretching routine
        fit fitter fitness shape
        cholesterol pressure hernia intolerant
        race
        antibiotic pacemaker sleep insomnia blood thinners""",
    "activity": """workout workouts exercise train training run running jog jogging hike
        hiking swim swimming yoga sport sports activity activities outing climb climbing
        bouldering
        cycling biking bike
        race
        tennis football soccer basketball volleyball handball golf rugby ski skiing surf surfing
        boxing pilates padel squash badminton dance dancing skateboard skateboarding sailing
        rowing karate judo""",
    "leisure": """hobby hobbies fun outing outings bored boredom pastime""",
    # Words of a free time: a need of their own only when no other need is cued ("any plans
    # for the weekend?"); beside one they say when ("what should I cook on Saturday?").
    "free_time": "weekend weekends evening tonight saturday sunday",
    "gift": "gift gifts present presents surprise",
    "occasion": "birthday christmas anniversary valentine buy bday",
    "kin": """toast speech bio biography introduce introduction wedding card letter
        invite invitation""",
    # The user's job itself ("what do I do for a living?", "che lavoro faccio?").
    "job": """job jobs occupation profession career lesson lessons students pupils pitch
        client clients linkedin cv resume portfolio seminar panel conference""",
    "work": "work job office boss meeting meetings colleague colleagues shift career",
    "commute": "commute subway metro tram bus traffic strike",
    "entertainment": """music song songs playlist album band podcast podcasts movie movies film
        films show shows series book books novel read reading watch listen game games concert
        jazz rock pop rap hip-hop techno reggae blues metal opera classical
        folk country salsa flamenco k-pop lo-fi""",
    "pets": """pet pets adopt adoption kitten kittens puppy puppies dog dogs cat cats vet
        rabbit rabbits bunny hamster hamsters parrot parrots budgie tortoise turtle
        goldfish ferret budgies canary cockatiel
        labrador retriever collie terrier spaniel poodle greyhound whippet beagle husky
        dachshund bulldog pug chihuahua rottweiler dalmatian schnauzer corgi sheepdog
        labradoodle cockapoo ragdoll siamese tabby
        shepherd""",
    "travel": """travel trip trips vacation holiday holidays flight fly pack packing
        destination visit abroad hotel getaway itinerary
        sea beach seaside""",
    # Kinds of media (within entertainment): a music request is not served by liked films.
    "music": """music song songs playlist album band tunes tune listen radio jazz rock pop rap
        hip-hop techno reggae blues metal opera classical folk country salsa
        flamenco k-pop lo- fi concert singer""",
    "screen": "movie movies film films show shows series tv watch cinema documentary binge",
    "reading": "book books novel novels read reading comic comics manga author",
    "podcast": "podcast podcasts audiobook audiobooks listen",
}
NEED_PHRASES = {
    "health": "get fit|in shape",
    "free_time": "free time|day off|spare time",
    "location": """not too far|not far|near the house|close to the house
        |round my way|near mine|my area|my neighbourhood|my neighborhood
        |where i live|near my house|close to home|near me|around here
        |at my place|near my place|close to me|near home
        |round here|round me|round mine""",
    "commute": """commute|how early|what time should i leave|when should i leave|leave home
        |leave the house|to the office|into work|into the office
        |leave for work|get to work|go to work|ride to work|drive to work|way to work
        |bike to work|walk to work|commute to work""",
    "kin": "introduce me|about me",
    "profile": "introduce me|about me",
    "entertainment": "put on something|put something on",
    "job": "for a living|do for work|do for a job",
    "occasion": "mother's day|father's day",
    # Buying for someone the turn names: the giver is the user ("what should i get him").
    "gift": """i get him|i get her|we get him|we get her|i get them|we get them|i buy him
        |i buy her|we buy him|we buy her|get him something|get her something|get them something
        |buy him something|buy her something""",
    # Making a meal for oneself: a meal when a free time says when ("what should i make
    # tonight"); something for a long journey: any media; the home while away: the pets.
    "prepare": "i make|we make|make myself|make us|i cook|we cook|whip up|rustle up",
    "pastime": """long drive|long flight|long journey|long ride|long train|long trip
        |long bus|long car""",
    "travel": """away for|city break|weekend away|short break|weekend break|day trip
        |off for a|off for the""",
    "house": """at home|the house|the flat|the apartment
        |for home|for the house|the home""",
}
# Leaving for somewhere: asked with when or at what time, the way to work or school.
DEPARTURE_WORDS = "leave set head"
# Phrases asking for a time or for being on time (beside a "when" question word).
TIME_ASKS = "what time|how early|how soon|be late|on time|get there|get in"
# Request words: a turn with one of them asks for help even without "?" ("recommend a podcast").
REQUEST_WORDS = """help recommend recommendation suggest suggestion idea ideas plan write draft
    find give should could need search choose pick organize organise tips advice order play
    introduce
    put chuck stick book reserve sketch make can"""
# Imperative recall: "remind me what my dog is called." is a question without "?".
# Wishes: with a need's words, "i wanna get back in shape" asks for help without "?".
WISH_WORDS = "want wanna wants thinking considering"
# First words of a request said as a noun phrase ("any podcast for the drive") or as an
# imperative of cooking ("bake something for the party"; "i cook a lot" asks nothing).
REQUEST_OPENERS = "any some something anything bake cook"
# Question words that ask wherever they stand, "?" or not; never a conjunction or relative.
ASKING_WORDS = ""
# ... and the English ones that ask with the first person after them ("we're off for a week,
# what do i sort out at home"): "what" alone may be a relative.
ASKING_PHRASES = """what do i|what should i|what can i|what do we|what should we|what can we
    |where can i|where should i|how do i|how can i|how should i"""
# Openings that make a question whether or not "?" is written ("is it ok to run today",
# "soll ich heute joggen"): a verb before its subject.
QUESTION_OPENERS = """is it|is there|are there|should i|should we|can i|can we|could i|do i
    |will i|will it|am i|is my|are my|would it"""
RECALL_WORDS = "remind tell recall"
# Openings asking the assistant to remember ("do you remember ...", "weißt du noch ..."):
# with a question word or in the first person, a recall, the second person notwithstanding.
RECALL_OPENERS = """do you remember|you remember|do you know|can you remember|remember what
    |remember where|remember who"""
# Saying the fact was told to the assistant ("what school did i tell you i teach at"): the
# user's own fact is asked, whatever the second person says.
TOLD_PHRASES = """i told you|did i tell you|i said|did i say|i mentioned|did i mention
    |have i told you"""
# First-person forms that make a request the user's own where no pronoun is said.
SELF_WORDS = "i me my mine we us our i'm i've i'd i'll"
# Words saying a request is for the user's household: a meal then depends on the partner too.
HOUSEHOLD_WORDS = "we us our both two family everyone"
# Words asking for something like before ("a trip like the last one", "wieder ans Meer").
AGAIN_WORDS = "again another similar"
# A request about a past time asks what happened (episodic recall), never for help.
PAST_WORDS = "did yesterday ago last"
# Weather asked for a time to come ("will it rain tomorrow", "va a llover mañana"): a
# forecast where the user is. Today's weather said aloud ("che caldo oggi") is small talk.
WEATHER_WORDS = """weather forecast rain raining rainy cold hot warm chilly sunny snow snowing windy
    freezing"""
FORECAST_WORDS = "tomorrow later tonight weekend afternoon will gonna"
# The weather itself asked for today ("che tempo fa oggi", not "che caldo oggi") depends on
# where the user is.
TODAY_WORDS = "today"
WEATHER_NOUNS = "weather forecast"
# An allergy is to something eaten or touched, no state of the body a sport depends on.
# Definite articles: a pet word after one is a pet the speaker means ("the bird").
DEFINITE_WORDS = "the"
ALLERGY_WORDS = "allergy allergies allergic"
# Conditions of breathing that pets set off ("asthma"): they serve a pet request.
BREATHING_WORDS = "asthma asthmatic"
# Getting a pet (phrases): only then does a condition of breathing serve a pet request
# (one for the pet the user has is about the pet).
PET_GETTING = """adopt|adopting|adoption|get a|getting a|buy a|buying a|get another
    |getting another|rescue a|take in a|new pet|a pet"""
# Measure questions ("how many grams in a pound?") are general knowledge, never a need.
MEASURE_WORDS = "many much long far tall big heavy"
# The question word a measure adjective needs before it ("how ..."): alone it measures nothing.
MEASURE_HEADS = "how"
