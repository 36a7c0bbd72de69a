"""English extraction table (ClearNLP labels; read by ``hotmem.extract.dependency``)."""

from __future__ import annotations

from hotmem.lang.lexicon import Lexicon

# "mom" and "dad" are keyed as mother and father (and "grandma" as grandmother): one key per
# role, whatever word was used.
_KINSHIP = {
    w: w
    for w in """sister brother mother father mom dad parent wife husband partner boyfriend
    girlfriend fiance fiancee son daughter child kid friend cousin aunt uncle grandmother
    grandfather grandma grandpa grandson granddaughter niece nephew roommate boss colleague
    coworker neighbor dog cat pet""".split()
}
_KINSHIP.update(
    {"mom": "mother", "mum": "mother", "mommy": "mother", "mummy": "mother",
     "dad": "father", "daddy": "father", "grandma": "grandmother", "granny": "grandmother",
     "grandpa": "grandfather", "grandad": "grandfather", "granddad": "grandfather",
     "nan": "grandmother", "nana": "grandmother", "nanna": "grandmother", "gran": "grandmother",
     "mate": "friend", "pal": "friend", "buddy": "friend",
     "fiancé": "fiance", "fiancée": "fiancee",
     "neighbour": "neighbor", "puppy": "dog", "kitten": "cat", "bestie": "friend",
     "co-worker": "coworker", "children": "child", "kids": "kid", "sibling": "sibling",
     "siblings": "sibling", "grandchild": "grandchild", "grandchildren": "grandchild",
     "grandkid": "grandchild", "grandkids": "grandchild"}
    | {f"{k}-in-law": f"{k}-in-law" for k in "mother father sister brother son daughter".split()}
)

# Breeds name the species: "we have a beagle called Rex" is the user's dog.
_KINSHIP.update(
    {w: "dog" for w in """beagle labrador retriever poodle terrier spaniel bulldog dachshund
    collie husky pug chihuahua corgi dalmatian rottweiler greyhound whippet doberman schnauzer
    pomeranian""".split()}
    | {w: "cat" for w in "siamese tabby kitty".split()}
)

def _spelled_numbers() -> dict[str, int]:
    """Number words 1-99 an age is said with: "seven", "twenty-one", "twenty one"."""
    units = "one two three four five six seven eight nine".split()
    teens = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    tens = "twenty thirty forty fifty sixty seventy eighty ninety".split()
    out = {word: n for n, word in enumerate(units, start=1)}
    out |= {word: n for n, word in enumerate(teens.split(), start=10)}
    for t, ten in enumerate(tens, start=2):
        out[ten] = t * 10
        for u, unit in enumerate(units, start=1):
            out[f"{ten}-{unit}"] = out[f"{ten} {unit}"] = t * 10 + u
    return out

LEXICON = Lexicon(
    lang="en",
    verb_prep={
        ("live", "in"): "lives_in",
        ("live", "at"): "lives_in",
        ("live", "on"): "lives_in",
        ("live", "near"): "lives_in",
        ("live", "by"): "lives_in",
        ("live", "outside"): "lives_in",
        ("live", "beside"): "lives_in",
        ("reside", "on"): "lives_in",
        ("reside", "at"): "lives_in",
        ("move", "into"): "lives_in",
        ("reside", "in"): "lives_in",
        ("move", "to"): "lives_in",
        ("relocate", "to"): "lives_in",
        ("move", "from"): "moved_from",
        ("relocate", "from"): "moved_from",
        ("work", "at"): "works_at",
        ("work", "for"): "works_at",
        ("work", "in"): "works_at",
        ("start", "at"): "works_at",  # "i started at the aquarium in may": a new job
        ("bear", "in"): "born_in",
        ("be", "from"): "born_in",
        ("come", "from"): "born_in",
        ("go", "to"): "went_to",
        ("travel", "to"): "went_to",
        ("fly", "to"): "went_to",
        ("visit", None): "went_to",
        ("participate", "in"): "participated_in",
        ("take part", "in"): "participated_in",
        ("grow up", "in"): "born_in",
        ("compete", "in"): "participated_in",
        ("own", None): "owns",
        ("work", "as"): "is",
        ("buy", None): "owns",
        ("drive", None): "owns",
        ("ride", None): "owns",
        ("drive", "in"): "owns",
        ("ride", "in"): "owns",
        ("ride", "on"): "owns",
        ("be", "to"): "went_to",
        ("be", "in"): "lives_in",
        ("turn", None): "age",
        ("eat", None): "eats",
        ("allergic", "to"): "allergic_to",
        ("allergy", "to"): "allergic_to",
        ("suffer", "from"): "has_condition",
        ("diagnose", "with"): "has_condition",
        ("raise", "in"): "born_in",
        ("be", "into"): "likes",
        ("obsessed", "with"): "likes",
        ("obsess", "with"): "likes",
        ("crazy", "about"): "likes",
        ("mad", "about"): "likes",
        ("passionate", "about"): "likes",
    },
    likes={
        "like": "likes", "love": "likes", "enjoy": "likes", "adore": "likes",
        "prefer": "likes", "hate": "dislikes", "dislike": "dislikes", "detest": "dislikes",
        "loathe": "dislikes", "despise": "dislikes",
    },
    negated_likes={"stand": "dislikes", "bear": "dislikes"},
    # "spiders scare me", "cats repulse me": the thing judged is the subject, the speaker the
    # object.
    likes_reverse={
        "scare": "dislikes", "frighten": "dislikes", "terrify": "dislikes",
        "repulse": "dislikes", "disgust": "dislikes", "creep": "dislikes",
        "annoy": "dislikes", "irritate": "dislikes", "bore": "dislikes",
        "fascinate": "likes",
    },
    favorite_words=frozenset({"favorite", "favourite", "fave", "fav"}),
    things={
        w: w
        for w in """color food movie book song band music sport season animal drink city game
        singer dish team fruit place holiday day film show artist author actor actress
        restaurant cuisine dessert flower number car country language subject beer wine
        meal snack genre podcast""".split()
    }
    | {"colour": "color", "film": "movie", "tv": "show", "series": "show"},
    kinship=_KINSHIP,
    naming_verbs=frozenset({"call", "name"}),
    name_nouns=frozenset({"name", "nickname"}),
    be_verbs=frozenset({"be"}),
    have_verbs=frozenset({"have"}),
    age_nouns=frozenset({"year"}),
    age_adjectives=frozenset({"old"}),
    spelled_numbers=_spelled_numbers(),
    numbered_nouns=frozenset("type stage grade".split()),
    identity_adjectives=frozenset(
        """vegetarian vegan pescatarian coeliac celiac married single divorced
        widowed engaged retired
        unemployed pregnant allergic diabetic gay straight bisexual left-handed right-handed
        religious catholic christian jewish muslim buddhist atheist american british english
        french german spanish italian canadian mexican chinese japanese korean indian irish
        scottish australian brazilian russian dutch swedish polish portuguese introverted
        extroverted introvert extrovert lactose-intolerant colorblind deaf blind tall short
        overweight obese skinny slim petite bald blonde blond brunette redheaded muscular
        disabled paralyzed handicapped""".split()
    ),
    passing_states=frozenset(
        """fine ok okay good great tired sleepy hungry thirsty bored busy sure happy sad angry
        sorry glad excited nervous sick ready late early back home here there alright well
        afraid worried curious confused right wrong done""".split()
    ),
    friend_nouns=frozenset({"friend", "buddy", "pal"}),
    hedges=(
        ("i", "think"), ("i", "guess"), ("i", "believe"), ("i", "suppose"), ("maybe",),
        ("probably",), ("kinda",), ("kind", "of"), ("sort", "of"), ("sorta",),
        ("not", "sure"), ("perhaps",), ("possibly",), ("i", "'m", "not", "sure"),
        ("apparently",), ("presumably",), ("i", "'m", "pretty", "sure"),
    ),
    lapse_adverbs=frozenset({"anymore", "longer"}),
    negation_intensifiers=frozenset({"at all", "whatsoever"}),
    benefactive_preps=frozenset({"for"}),
    adversative_conjunctions=frozenset({"but"}),
    not_only_words=frozenset({"only", "just", "merely"}),
    negations=frozenset({"not", "n't", "never", "no", "neither", "nor"}),
    used_to=(("used", "to"), ("no", "longer")),  # "i no longer work at X": a former state
    corrections=(("actually",), ("no", "wait"), ("correction",), ("i", "meant"),
                 ("wait", ","), ("no", ","), ("sorry", ","), ("oops", ","), ("scratch", "that"),
                 ("or", "rather"), ("sorry", "no"), ("no", "sorry"), ("wait", "no"),
                 ("hang", "on"), ("oh", "wait")),
    gerund_suffix="ing",
    question_words={
        "where": "where", "when": "when", "who": "who", "whom": "who", "whose": "who",
        "what": "what", "which": "which", "how": "how", "why": "why",
    },
    reactions=frozenset(
        """sorry
        wow cool nice great awesome haha hahaha lol ok okay alright sure yes yeah yep no nope
        thanks thank interesting really oh ah amazing perfect right hmm hm mhm uh-huh gotcha
        sweet fun lovely fantastic wonderful good fine true indeed exactly oops damn
        hi hello hey hiya howdy""".split()
    ),
    fillers=(("um",), ("uh",), ("umm",), ("erm",), ("er",), ("well",), ("like",), ("you", "know"),
             ("i", "mean"), ("so",), ("hmm",), ("anyway",), ("anyways",)),
    hypothetical_markers=frozenset({"if", "unless", "suppose", "imagine"}),
    narrowing_adverbs=frozenset({"especially", "particularly"}),
    clause_verbs=frozenset(
        """know say think guess feel believe hear mean tell realize realise forget remember bet
        suppose see find pretend imagine doubt swear admit notice learn read wonder""".split()),
    wish_verbs=frozenset({"want", "wish", "hope", "plan", "intend", "dream", "would", "wanna",
                          "gonna", "consider", "think_about", "think_of"}),
    counterfactual_wish_verbs=frozenset({"wish"}),
    degree_of_words=frozenset({"more"}),
    denying_quantifiers=frozenset({"none", "neither"}),
    vicinity_adverbs={"outside": "outside", "close": "near", "near": "near"},
    kind_members={"color": frozenset(
        """red orange yellow green blue purple pink black white brown grey gray beige violet
        teal turquoise maroon navy magenta lavender lilac crimson scarlet burgundy mauve
        indigo cyan""".split())},
    additive_words=frozenset(
        "more another other extra second third bigger better new newer".split()),
    future_times=(("next", "week"), ("next", "month"), ("next", "year"), ("next", "weekend"),
                  ("tomorrow",), ("tonight",)),
    conditional_auxes=frozenset({"would", "'d", "could", "might", "should", "will", "'ll",
                                 "wo", "shall"}),
    because_markers=frozenset({"because", "since", "cause", "'cause", "cos", "as"}),
    question_complementizers=frozenset({"if", "whether"}),
    pronouns={
        "he": "he", "him": "he", "his": "he", "she": "she", "her": "she", "hers": "she",
        "they": "they", "them": "they", "their": "they", "it": "it", "its": "it",
        "this": "it", "that": "it",
    },
    forget_verbs=frozenset({"forget", "delete", "erase", "remove"}),
    stopwords=frozenset({"yeah", "okay", "ok", "um", "uh", "lol", "haha", "really", "just",
                         "actually", "also", "'s", "like", "know", "think"}),
    perfect_as_present={"get": "have"},
    cessation_verbs={"stop": "", "quit": ""},
    # The tagger lemmatises "hates" as the noun "hat" ("my husband hates olives") and
    # "riding" as the verb "rid" ("i love riding my motorcycle").
    lemma_fixes={"hates": "hate", "riding": "ride"},
    naming_participles=frozenset({"named", "called"}),
    self_words=frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our", "ours"}),
    second_person=frozenset({"you", "your", "yours", "yourself", "u", "ya"}),
    relative_pronouns=frozenset({"who", "that", "which", "whom"}),
    free_relatives=frozenset({"what"}),
    time_preps=frozenset({"on", "at"}),
    time_nouns=frozenset(
        """monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight
        yesterday morning afternoon evening noon midnight weekend weekends mornings evenings night
        nights spring summer autumn fall winter""".split()
    ),
    months=frozenset("""january february march april may june july august september october
        november december""".split()),
    genitive_preps=frozenset({"of"}),
    comitative_preps=frozenset({"with"}),
    place_deictics=frozenset({"here", "there"}),
    vocative_kin=frozenset({"mate", "pal", "buddy"}),
    progressive_future_verbs=frozenset({"go"}),
    second_person_possessives=frozenset({"your"}),
    asides=(("if", "that", "helps"), ("if", "it", "helps"), ("if", "that", "matters"),
            ("if", "it", "matters"), ("if", "that", "'s", "relevant"),
            ("if", "that", "is", "relevant"), ("if", "it", "'s", "relevant"),
            ("if", "it", "is", "relevant"), ("if", "you", "must", "know"),
            ("if", "you", "'re", "wondering"), ("if", "you", "are", "wondering"),
            ("if", "you", "want", "to", "know"), ("if", "that", "makes", "sense"),
            ("if", "that", "is", "interesting"), ("if", "that", "'s", "interesting"),
            ("if", "you", "are", "curious"), ("if", "you", "'re", "curious"),
            ("if", "you", "care"), ("if", "you", "are", "interested"),
            ("if", "you", "'re", "interested"), ("if", "that", "counts"),
            ("if", "it", "counts"), ("if", "you", "ask", "me")),
    condition_nouns=frozenset(
        """asthma diabetes arthritis migraine migraines allergy allergies epilepsy insomnia
        adhd autism anxiety depression dyslexia eczema psoriasis tinnitus scoliosis celiac
        hypertension cancer disease syndrome disorder intolerance dementia cholesterol
        apnea ibs colitis copd bronchitis ptsd ocd bipolar fibromyalgia sciatica gout lupus
        anemia anaemia angina""".split()
    ),
    bare_complement_names=True,
    evaluatives=frozenset(
        """beautiful lovely gorgeous cute adorable wonderful amazing awesome great fantastic
        fabulous terrific nice sweet stupid dumb silly crazy annoying wonderful precious
        darling lovable""".split()
    ),
    quantity_nouns=frozenset(
        "lot lots bunch ton tons couple plenty load loads collection handful number bit rest"
        .split()),
    generic_persons=frozenset(
        """people everyone everybody someone somebody anyone anybody nobody folks""".split()),
    fan_degrees=frozenset(
        "big huge massive real true total proper diehard die-hard lifelong avid great giant"
        .split()),
    elliptic_objects=frozenset("any many one some none".split()),
    open_pronouns=frozenset({"anything", "everything"}),
    exclusion_words=frozenset({"but", "except", "besides", "apart"}),
    relation_nouns={"birthplace": "born_in", "hometown": "born_in", "employer": "works_at",
                    "workplace": "works_at", "thing": "likes", "hobby": "likes",
                    "passion": "likes", "pastime": "likes", "cup of tea": "likes"},
    condition_modifiers=frozenset(
        """sore broken bad injured sprained twisted torn bum stiff dodgy weak gammy dicky""".split()
    ),
    injury_verbs={"hurt": "hurt", "injure": "injured", "pull": "pulled", "break": "broken",
                  "sprain": "sprained", "twist": "twisted", "tear": "torn", "strain": "strained",
                  "dislocate": "dislocated", "fracture": "fractured", "tweak": "tweaked"},
    body_parts=frozenset(
        """knee knees back shoulder shoulders ankle ankles wrist wrists hip hips neck elbow
        elbows foot feet leg legs arm arms hand hands finger fingers toe toes hamstring
        achilles spine rib ribs jaw tooth teeth eye eyes ear ears heart lung lungs stomach
        gut""".split()),
    infinitive_markers=frozenset({"to"}),
    subjectless_verbs=frozenset(
        """love adore enjoy hate dislike live lived moved grew work worked own drive visited
        went got bought been""".split()),
    subject_blockers=frozenset(
        """is was are were be been 's has had does did will would can could should might
        must and or but of as than so too""".split()),
    elided_subject="I",
    ellipsis_adverbs=frozenset({"just", "finally", "recently", "also", "still", "actually"}),
    subjectless_participles=frozenset({"born", "raised"}),
    elided_passive_subject="I was",
    place_adverbs={"where": ("in", "at"), "there": ("in", "at"), "here": ("in", "at")},
    remote_work={("online",): "online", ("remotely",): "remote", ("from", "home"): "home"},
    # "i started at the bottom": a place in a career, not an employer
    not_workplaces=frozenset("bottom top beginning start end".split()),
    livelihood=(("for", "a", "living"), ("for", "work"), ("for", "a", "job"), ("for", "my", "job"),
                ("at", "work")),
    only_child=(("only", "child"), ("only", "kid")),
    answer_auxiliaries=frozenset({"do"}),
    question_auxiliaries=frozenset({"do", "does", "did", "are", "can", "could", "would"}),
    answer_openers=(("mine", "is"), ("mine", "are"), ("mine", "'s"), ("mine", "s")),
    elided_openings={("name", "is"): "my name is", ("name", "'s"): "my name is",
                     ("name's",): "my name is", ("names",): "my name is"},
    elided_subject_openings={
        **{(*degree, "fan", "of"): f"I'm a {' '.join((*degree, 'fan of'))}"
           for degree in ((), ("big",), ("huge",), ("massive",))},
        **{("not", "a", *degree, "fan", "of"): f"I'm not a {' '.join((*degree, 'fan of'))}"
           for degree in ((), ("big",), ("huge",))},
        **{(*neg, verb): f"I {' '.join((*neg, verb))}"
           for neg in (("do", "not"), ("don't",), ("dont",))
           for verb in ("like", "love", "enjoy", "eat", "have", "own")},
        # "can't stand coriander": a dislike said without its subject
        **{(neg, "stand"): f"I {neg} stand" for neg in ("can't", "cant", "cannot")},
        ("used", "to"): "I used to",
        # "favourite band is elbow": the speaker's own favourite, its "my" left out
        **{(fav, thing): f"my {fav} {thing}"
           for fav in ("favourite", "favorite", "fave", "fav")
           for thing in ("color", "colour", "food", "movie", "film", "book", "song", "band",
                         "music", "sport", "season", "animal", "drink", "city", "game",
                         "singer", "dish", "team", "fruit", "place", "holiday", "day", "show",
                         "artist", "author", "actor", "restaurant", "dessert", "meal", "snack",
                         "genre", "podcast", "beer", "wine", "country", "cuisine")},
    },
    comparison_markers=frozenset({"than"}),
    preference_nouns={"fan": "likes", "lover": "likes", "dislike": "dislikes",
                      "hatred": "dislikes", "disdain": "dislikes", "aversion": "dislikes"},
    preference_preps=frozenset({"of", "for", "toward", "towards"}),
    duration_preps=frozenset({"since", "for"}),
    duration_nouns=frozenset("year month week day hour decade while ages".split()),
    workplace_kinds=frozenset(
        "office warehouse store shop plant factory branch headquarters hq site depot".split()),
    place_kinds=frozenset(
        """town city village hamlet suburb part area region state province county country
        side outskirts edge middle corner coast island neighborhood neighbourhood
        house flat apartment cottage bungalow studio""".split()
    ),
    acquisition_verbs=frozenset({"get"}),
    hiring_verbs=frozenset({"land", "find", "start", "take", "accept", "begin"}),
    transient_objects=frozenset(
        """job call message text email letter chance idea feeling sense point joke answer reply
        headache cold flu fever cough bite promotion raise break shower haircut ride lift
        look glimpse taste kick laugh minute moment second hour day week night time fun blast
        question problem clue doubt interview meeting appointment exam test lesson plan shift
        deadline""".split()
    ),
    greetings=(("how", "are", "you"), ("how", "are", "u"), ("how's", "it", "going"),
               ("hows", "it", "going"), ("hey", "there"), ("hi", "there"), ("hello", "there"),
               ("good", "morning"), ("good", "afternoon"), ("good", "evening"),
               ("what's", "up"), ("whats", "up"), ("hi",), ("hello",), ("hey",), ("hiya",),
               ("heya",), ("howdy",), ("yo",), ("greetings",), ("sup",)),
    tail_questions=(
        ("do", "you"), ("do", "u"), ("did", "you"), ("have", "you"), ("are", "you"),
        ("and", "you"), ("and", "u"), ("what", "about", "you"), ("how", "about", "you"),
        ("what", "about", "u"), ("how", "about", "u"), ("what", "is", "your"),
        ("what's", "your"), ("whats", "your"), ("what", "are", "your"),
        ("what's", "yours"), ("whats", "yours"), ("what", "is", "yours"),
        ("what", "do", "you"), ("where", "do", "you"), ("how", "are", "you"),
        ("how", "old", "are", "you"), ("where", "are", "you", "from"), ("is", "that"),
        ("is", "it"), ("is", "this"), ("can", "you"), ("could", "you"), ("would", "you"),
        ("how", "many"), ("how", "much"),
    ),
    apostrophe_fixes={"its": "it's", "id": "i'd"},
    bare_contractions={"im": "i'm", "ive": "i've"},
    # "i don t have a car": the parser reads "don" and "t" as names and loses the denial
    spaced_contractions={
        **{(w, "t"): f"{w}'t" for w in """don doesn didn can won isn aren wasn weren haven
        hasn hadn couldn wouldn shouldn""".split()},
        **{("i", end): f"i'{end}" for end in ("m", "ve", "ll")},
        **{(w, "s"): f"{w}'s" for w in ("it", "that", "there", "what", "he", "she")},
        **{(w, "re"): f"{w}'re" for w in ("you", "we", "they")},
    },
    apostrophe_after={("my", "names"): "name is", ("my", "name's"): "name is"},
    genitive_heads=frozenset("name names".split()),
    introductions=(("it", "'s", "*", "here"), ("its", "*", "here"), ("it", "is", "*", "here"),
                   ("this", "is", "*", "here"), ("this", "is", "*", "speaking"),
                   ("it", "'s", "*", "speaking")),
    apostrophe_contexts=frozenset(
        """my your his her our their a an the so not really very too just pretty been
        kinda always never also only all love like rather be have""".split()),
    superlatives={"worst": "dislikes", "best": "likes", "greatest": "likes"},
    home_nouns=frozenset(
        "city town village countryside suburbs suburb apartment flat condo".split()),
    judging_adjectives={
        **{w: "dislikes" for w in """gross disgusting nasty revolting yucky icky vile awful
        horrible terrible overrated""".split()},
        **{w: "likes" for w in "delicious yummy tasty".split()},
    },
    workplace_preps=frozenset({"at", "for"}),
    inner_workplace_preps=frozenset({"in"}),
    non_work_roles=frozenset(
        """student pupil member fan regular guest
        patient customer client visitor tourist resident""".split()
    ),
    privative_preps=frozenset({"without"}),
    job_nouns=frozenset({"job", "work"}),
    service_nouns=frozenset("army navy military marines marine airforce police".split()),
    unheld_job_words=frozenset(
        "old former previous last first past dream ideal perfect future next".split()),
    placed_job_nouns=frozenset({"job", "jobs", "gig", "shift", "shifts"}),
    shift_nouns=frozenset({"shift"}),
    job_kind_words=frozenset(
        """day night evening morning weekend weekday summer winter holiday side desk
        dream part-time full-time temp temporary student entry-level shift time
        sales marketing office admin retail finance accounting management security service
        support tech it catering cleaning delivery data research government""".split()),
    occupations=frozenset(
        """teacher nurse doctor lawyer engineer developer programmer designer accountant cashier
        waiter waitress chef cook baker butcher farmer driver pilot mechanic electrician
        plumber carpenter painter writer journalist editor photographer musician artist
        student librarian pharmacist dentist vet veterinarian surgeon therapist psychologist
        scientist researcher professor lecturer tutor nanny secretary receptionist manager
        clerk salesman saleswoman bartender barista cleaner janitor firefighter policeman
        policewoman officer soldier sailor fisherman architect banker consultant analyst
        translator interpreter hairdresser barber plumber gardener tailor miner welder
        paramedic midwife caregiver housewife homemaker retiree intern freelancer
        entrepreneur coach trainer athlete actor actress singer dancer model""".split()
    ),
    habit_verbs={("play", None): "likes", ("do", None): "likes", ("practice", None): "likes",
                 ("listen", "to"): "likes"},
    light_habit_verbs=frozenset({"do", "practice"}),
    fan_nouns=frozenset({"fan", "supporter"}),
)
