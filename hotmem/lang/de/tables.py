"""German extraction tables (no parser: read by ``hotmem.extract.surface``).

``LEXICON`` holds what every path shares; ``GRAMMAR`` the word classes the surface path needs
instead of a parse. Keys are lower-case surface forms: the lookup lemmatizer is case-sensitive
and context-free ("heißen" -> "heiß", "Wir" -> "ich"), so verbs are listed by form here.
"""

from __future__ import annotations

from hotmem.lang.de import SPEC
from hotmem.lang.lexicon import Lexicon
from hotmem.lang.de.episodes import TIME_WORDS
from hotmem.lang.surface_grammar import (
    Paradigm,
    SurfaceGrammar,
    VerbForm,
    forms,
    merge,
    paradigm_row,
)


def de_weak(stem: str, *, participle: str | None = None, prefix: str = "") -> Paradigm:
    """A German weak verb: ``de_weak("wohn")`` -> wohne, wohnst, ..., wohnte, gewohnt.

    Args:
        stem: the present stem ("wohn", "arbeit", "reis").
        participle: the past participle when not ``ge`` + stem + ``t`` ("besucht").
        prefix: an inseparable or separable prefix kept on the lemma of the participle.
    """
    lemma = prefix + stem + "en"
    e = "e" if stem.endswith(("t", "d")) else ""
    s = "" if stem.endswith(("s", "ß", "z")) else "s"
    out = paradigm_row(lemma, "pres", [stem + "e", stem + e + s + "t", stem + e + "t", stem + "en",
                               stem + e + "t", stem + "en"])
    out |= paradigm_row(lemma, "past", [stem + e + "te", stem + e + "test", stem + e + "te",
                                stem + e + "ten", stem + e + "tet", stem + e + "ten"])
    out.setdefault(participle or prefix + "ge" + stem + e + "t", VerbForm(lemma, "-", "part"))
    return out


# kinship noun (any case, lower-cased) -> English key; gender for coref
_KIN_F = {
    "schwester": "sister", "mutter": "mother", "mama": "mother", "mutti": "mother", "frau": "wife",
    "ehefrau": "wife", "partnerin": "partner", "freundin": "friend", "tochter": "daughter",
    "tante": "aunt", "oma": "grandmother", "großmutter": "grandmother", "enkelin": "granddaughter",
    "nichte": "niece", "cousine": "cousin", "kusine": "cousin", "verlobte": "fiancee",
    "chefin": "boss", "kollegin": "colleague", "nachbarin": "neighbor",
    "mitbewohnerin": "roommate", "katze": "cat", "hündin": "dog",
    "schwägerin": "sister-in-law", "schwiegermutter": "mother-in-law",
    "schwiegertochter": "daughter-in-law", "lebensgefährtin": "partner",
    "stiefmutter": "mother", "stieftochter": "daughter", "urgroßmutter": "grandmother",
}
_KIN_M = {
    "bruder": "brother", "vater": "father", "papa": "father", "vati": "father", "mann": "husband",
    "ehemann": "husband", "partner": "partner", "freund": "friend", "sohn": "son",
    "onkel": "uncle", "opa": "grandfather", "großvater": "grandfather", "enkel": "grandson",
    "neffe": "nephew", "cousin": "cousin", "vetter": "cousin", "verlobter": "fiance",
    "chef": "boss", "kollege": "colleague", "kumpel": "friend", "nachbar": "neighbor",
    "mitbewohner": "roommate", "hund": "dog", "kater": "cat",
    "schwager": "brother-in-law", "schwiegervater": "father-in-law",
    "schwiegersohn": "son-in-law", "lebensgefährte": "partner", "stiefvater": "father",
    "stiefsohn": "son", "urgroßvater": "grandfather",
    # weak nouns change in the accusative and dative: "ich habe einen Neffen"
    "neffen": "nephew", "kollegen": "colleague", "nachbarn": "neighbor",
}
_KIN_N = {"kind": "child", "haustier": "pet", "baby": "child"}
_KIN_PLURAL = {
    "schwestern": "sister", "brüder": "brother", "freunde": "friend", "freundinnen": "friend",
    "söhne": "son", "töchter": "daughter", "kinder": "child", "hunde": "dog", "katzen": "cat",
    "eltern": "parent", "geschwister": "sibling", "haustier": "pet", "haustiere": "pet",
    "nichten": "niece", "tanten": "aunt", "cousinen": "cousin", "kolleginnen": "colleague",
    "nachbarinnen": "neighbor", "enkelkinder": "grandchild",
}
_KINSHIP = _KIN_F | _KIN_M | _KIN_N

_VERBS = merge(
    # spoken forms: "is" (ist), "ham" (haben), Bavarian "worn" (geworden)
    forms("sein", {
        "bin": "1s pres", "bist": "2s pres", "ist is": "3s pres", "sind": "1p,3p pres",
        "seid": "2p pres", "war": "1s,3s past", "warst": "2s past", "waren": "1p,3p past",
        "wart": "2p past", "wäre wären wärst": "1s,3s cond", "gewesen": "- part", "sein": "- inf",
    }),
    forms("haben", {
        "habe hab": "1s pres", "hast": "2s pres", "hat": "3s pres", "haben": "1p,3p pres",
        "habt": "2p pres", "ham": "1p,3p pres", "hatte": "1s,3s past", "hattest": "2s past",
        "hatten": "1p,3p past",
        "hätte hätten hättest": "1s,3s cond", "gehabt": "- part",
    }),
    forms("werden", {
        "werde": "1s pres", "wirst": "2s pres", "wird": "3s pres", "werden": "1p,3p pres",
        "werdet": "2p pres", "wurde": "1s,3s past", "wurden": "1p,3p past", "wurdest": "2s past",
        "würde würden würdest": "1s,3s cond", "geworden worden worn": "- part",
    }),
    forms("mögen", {
        "mag": "1s,3s pres", "magst": "2s pres", "mögen": "1p,3p pres", "mögt": "2p pres",
        "mochte": "1s,3s past", "mochten": "1p,3p past",
        "möchte möchten möchtest möchtet": "1s,3s cond",
    }),
    forms("wollen", {
        "will": "1s,3s pres", "willst": "2s pres", "wollen": "1p,3p pres", "wollt": "2p pres",
        "wollte wollten": "1s,3s cond",
    }),
    forms("können", {"könnte könnten": "1s,3s cond", "kann": "1s,3s pres", "können": "1p,3p pres"}),
    forms("sollen", {"sollte sollten": "1s,3s cond", "soll": "1s,3s pres", "sollst": "2s pres"}),
    forms("müssen", {"muss": "1s,3s pres", "musst": "2s pres", "müssen": "1p,3p pres"}),
    forms("heißen", {
        "heiße": "1s pres", "heißt heisst": "3s pres", "heißen heissen": "1p,3p pres",
        "hieß": "1s,3s past", "hießen": "1p,3p past", "geheißen": "- part",
    }),
    forms("gefallen", {
        "gefällt": "3s pres", "gefallen": "3p pres", "gefiel": "3s past",
        "gefielen": "3p past",
    }),
    forms("kommen", {
        "komme": "1s pres", "kommst": "2s pres", "kommt": "3s pres", "kommen": "1p,3p pres",
        "kam": "1s,3s past", "kamen": "1p,3p past", "gekommen": "- part",
    }),
    forms("fahren", {
        "fahre": "1s pres", "fährst": "2s pres", "fährt": "3s pres", "fahren": "1p,3p pres",
        "fuhr": "1s,3s past", "fuhren": "1p,3p past", "gefahren": "- part",
    }),
    forms("fliegen", {
        "fliege": "1s pres", "fliegt": "3s pres", "fliegen": "1p,3p pres", "flog": "1s,3s past",
        "flogen": "1p,3p past", "geflogen": "- part",
    }),
    forms("gehen", {
        "gehe": "1s pres", "geht": "3s pres", "gehen": "1p,3p pres", "ging": "1s,3s past",
        "gingen": "1p,3p past", "gegangen": "- part",
    }),
    forms("ziehen", {
        "ziehe": "1s pres", "ziehst": "2s pres", "zieht": "3s pres", "ziehen": "1p,3p pres",
        "zog": "1s,3s past", "zogen": "1p,3p past", "gezogen": "- part",
    }),
    forms("umziehen", {"umgezogen": "- part"}),
    forms("wegziehen", {"weggezogen": "- part"}),
    forms("aufwachsen", {"aufgewachsen": "- part", "wuchs": "1s,3s past", "wuchsen": "1p,3p past"}),
    forms("nehmen", {
        "nehme": "1s pres", "nimmt": "3s pres", "nehmen": "1p,3p pres", "nahm": "1s,3s past",
        "nahmen": "1p,3p past",
    }),
    forms("teilnehmen", {"teilgenommen": "- part"}),
    forms("mitlaufen", {"mitgelaufen": "- part"}),
    forms("mitmachen", {"mitgemacht": "- part"}),
    forms("gebären", {"geboren": "- part"}),
    # Present only: "ich habe Pizza gegessen" is one meal, not a diet.
    forms("essen", {"esse ess": "1s pres", "isst": "2s,3s pres", "essen": "1p,3p pres",
                    "esst": "2p pres"}),
    forms("reagieren", {"reagiere": "1s pres", "reagiert": "3s pres",
                        "reagieren": "1p,3p pres"}),
    forms("interessieren", {"interessiere": "1s pres", "interessiert": "3s pres",
                            "interessieren": "1p,3p pres"}),
    # no frame of its own: "ich trinke gern Tee" is a liking (see ``liking_adverbs``)
    forms("trinken", {"trinke trink": "1s pres", "trinkt": "3s pres", "trinken": "1p,3p pres"}),
    forms("besitzen", {
        "besitze": "1s pres", "besitzt": "3s pres", "besitzen": "1p,3p pres",
        "besaß": "1s,3s past", "besessen": "- part",
    }),
    forms("nennen", {"nennt": "3s pres", "nennen": "3p pres", "genannt": "- part",
                     "nenn nenne": "2s pres"}),
    forms("stammen", {"stamme": "1s pres", "stammt": "3s pres", "stammen": "1p,3p pres"}),
    de_weak("wohn"),
    de_weak("leb"),
    de_weak("arbeit"),
    de_weak("reis"),
    de_weak("lieb"),
    de_weak("hass"),
    de_weak("kauf"),
    forms("besuchen", {"besuche": "1s pres", "besucht": "- part", "besuchen": "1p,3p pres",
                       "besuchte": "1s,3s past", "besuchten": "1p,3p past"}),
    forms("ausstehen", {"ausstehen": "- inf"}),
    forms("glauben", {"glaube glaub": "1s pres", "glaubt": "3s pres"}),
    forms("finden", {"finde": "1s pres", "findet": "3s pres", "finden": "1p,3p pres"}),
    # spoken first person without its -e: "ich wohn in Wuppertal", "ich lieb Jazz"
    forms("wohnen", {"wohn": "1s pres"}),
    forms("leben", {"leb": "1s pres"}),
    forms("lieben", {"lieb": "1s pres"}),
    # not "spiel", "mach", "hör", "kauf": said first they ask the bot ("spiel mir Musik")
    forms("fahren", {"fahr": "1s pres"}),
    forms("heißen", {"heiß": "1s pres"}),
    forms("gehen", {"geh": "1s pres"}),
    forms("kommen", {"komm": "1s pres"}),
    forms("ziehen", {"zieh": "1s pres"}),
    forms("denken", {"denke": "1s pres", "denkt": "3s pres"}),
    # "ich steh auf Jazz" is a liking; "ich stehe früh auf" (aufstehen) is none
    forms("stehen", {"stehe steh": "1s pres", "stehst": "2s pres", "steht": "3s pres",
                     "stehen": "1p,3p pres"}),
    de_weak("jobb"),
    de_weak("spiel"),
    de_weak("hör"),
    de_weak("mach"),
    de_weak("zock"),  # "ich zocke gern Fortnite": to play video games
)

LEXICON = Lexicon(
    lang="de",
    workplace_preps=frozenset({"bei", "in", "an"}),  # "Lehrerin an einer Grundschule"
    clause_openers=frozenset({"ich", "sie", "er"}),
    greetings=(("hallo",), ("hi",), ("hey",), ("moin",), ("servus",), ("grüß", "gott"),
               ("guten", "tag"), ("guten", "morgen"), ("guten", "abend")),
    branch_nouns=frozenset("büro filiale werk zentrale niederlassung standort".split()),
    job_nouns=frozenset({"job", "arbeit", "beruf", "stelle", "arbeitsplatz"}),
    # "in einer Wohnung in Hamburg", "in einem Dorf bei Passau": the place named after it
    place_kinds=frozenset(
        """wohnung wg wohngemeinschaft haus häuschen einfamilienhaus reihenhaus hochhaus
        altbau neubau dorf ort kleinstadt großstadt stadt vorort stadtteil viertel kaff
        gegend stadtrand bauernhof hof siedlung""".split()),
    # "in der Nähe von München": the place named after the noun is where
    vicinity_nouns=frozenset("nähe umgebung gegend umland".split()),
    non_work_roles=frozenset(
        "student studentin schüler schülerin mitglied fan kunde kundin patient patientin"
        .split()),
    state_object_verbs=frozenset({"fahren"}),
    # "ich habe eine Idee / einen Termin / eine Frage": nothing the user keeps
    transient_objects=frozenset(
        """idee ideen frage fragen termin termine plan pläne problem probleme meeting
        besprechung prüfung prüfungen bitte verabredung date schicht dienst stress eile
        ärger streit""".split()),
    # "ich arbeite im Schichtdienst / von zuhause": how, not where
    not_workplaces=frozenset("zuhause hause schichtdienst homeoffice teilzeit vollzeit "
                             "nachtschicht".split()),
    definite_articles=frozenset("der die das den dem des".split()),
    verb_prep={
        ("wohnen", "in"): "lives_in",
        ("leben", "in"): "lives_in",
        ("ziehen", "nach"): "lives_in",
        ("umziehen", "nach"): "lives_in",
        ("ziehen", "aus"): "moved_from",
        ("ziehen", "von"): "moved_from",
        ("umziehen", "von"): "moved_from",
        ("umziehen", "aus"): "moved_from",
        ("wegziehen", "aus"): "moved_from",
        ("wegziehen", "von"): "moved_from",
        ("arbeiten", "bei"): "works_at",
        ("arbeiten", "für"): "works_at",
        ("arbeiten", "in"): "works_at",
        ("arbeiten", "als"): "is",
        ("jobben", "bei"): "works_at",  # "ich jobbe nebenbei in einer Bar"
        ("jobben", "in"): "works_at",
        ("jobben", "als"): "is",
        ("stehen", "auf"): "likes",  # "ich steh total auf Horrorfilme"
        ("interessieren", "für"): "likes",  # "ich interessiere mich für Geschichte"
        ("gebären", "in"): "born_in",
        ("kommen", "aus"): "born_in",
        ("stammen", "aus"): "born_in",
        ("sein", "aus"): "born_in",  # "ich bin aus Kiel"
        ("aufwachsen", "in"): "born_in",
        ("sein", "in"): "went_to",
        ("fahren", "nach"): "went_to",
        ("fahren", "in"): "went_to",
        ("reisen", "nach"): "went_to",
        ("reisen", "in"): "went_to",
        ("fliegen", "nach"): "went_to",
        ("fliegen", "in"): "went_to",
        ("gehen", "nach"): "went_to",
        ("gehen", "in"): "went_to",
        ("fahren", "an"): "went_to",
        ("besuchen", None): "went_to",
        ("teilnehmen", "an"): "participated_in",
        ("mitmachen", "bei"): "participated_in",
        ("mitlaufen", "bei"): "participated_in",  # "ich bin beim Stadtlauf mitgelaufen"
        ("mitmachen", "an"): "participated_in",
        ("besitzen", None): "owns",
        ("fahren", None): "owns",
        ("kaufen", None): "owns",
        ("fahren", None): "owns",
        ("essen", None): "eats",
        ("haben", None): "has",
    },
    likes={"mögen": "likes", "lieben": "likes", "hassen": "dislikes"},
    likes_reverse={"gefallen": "likes"},
    negated_likes={"ausstehen": "dislikes"},
    cessation_verbs={"aufhören": "zu"},
    # "mein Hobby ist X" names a liking as "mein Lieblingsessen ist X" names a favourite
    favorite_words=frozenset({"lieblings", "hobby", "hobbys", "favorit"}),
    superlatives={"schlimmste": "dislikes", "schrecklichste": "dislikes",
                  "nervigste": "dislikes", "beste": "likes", "schönste": "likes",
                  "größte": "likes", "allerbeste": "likes", "allerschlimmste": "dislikes"},
    things={
        "farbe": "color", "essen": "food", "gericht": "dish", "film": "movie", "buch": "book",
        "lied": "song", "song": "song", "band": "band", "musik": "music", "sport": "sport",
        "sportart": "sport", "jahreszeit": "season", "tier": "animal", "getränk": "drink",
        "stadt": "city", "spiel": "game", "sänger": "singer", "sängerin": "singer",
        "mannschaft": "team", "verein": "team", "team": "team", "obst": "fruit",
        "frucht": "fruit", "ort": "place", "platz": "place", "feiertag": "holiday",
        "tag": "day", "serie": "show", "autor": "author", "autorin": "author",
        "schauspieler": "actor", "schauspielerin": "actress", "restaurant": "restaurant",
        "nachtisch": "dessert", "blume": "flower", "zahl": "number", "auto": "car",
        "land": "country", "sprache": "language", "fach": "subject", "bier": "beer",
        "wein": "wine", "künstler": "artist", "künstlerin": "artist", "gruppe": "band",
    },
    kinship=_KINSHIP | _KIN_PLURAL | {w: "dog" for w in """dackel beagle labrador pudel terrier
                                          mops schäferhund welpe husky chihuahua
                                          sennenhund retriever""".split()},
    naming_verbs=frozenset({"heißen", "nennen"}),
    name_nouns=frozenset({"name", "namen", "vorname", "spitzname"}),
    be_verbs=frozenset({"sein"}),
    have_verbs=frozenset({"haben"}),
    age_nouns=frozenset({"jahre", "jahr"}),
    age_adjectives=frozenset({"alt"}),
    identity_adjectives=frozenset(
        """laktoseintolerant glutenintolerant
        vegetarisch vegan verheiratet ledig geschieden verlobt verwitwet schwanger
        berufstätig arbeitslos selbstständig selbständig pensioniert katholisch evangelisch
        jüdisch muslimisch atheistisch allergisch deutsch österreichisch schweizerisch
        italienisch spanisch französisch englisch amerikanisch türkisch polnisch
        laktoseintolerant""".split()
    ),
    passing_states=frozenset(
        """müde hungrig durstig glücklich traurig froh krank fertig bereit sauer wütend
        gestresst gelangweilt aufgeregt nervös zufrieden gut schlecht okay ok hier da zuhause
        sicher dran fit wach spät früh zurück unterwegs beschäftigt hunger durst zeit lust angst
        ahnung recht glück pech spaß sorgen egal wichtig unwichtig geheim""".split()
    ),
    friend_nouns=frozenset({"freunde", "freundinnen", "befreundet"}),
    hedges=(
        ("ich", "bin", "mir", "nicht", "sicher"), ("ich", "glaube"), ("glaube", "ich"),
        ("ich", "denke"), ("denke", "ich"), ("ich", "vermute"), ("vermute", "ich"),
        ("vielleicht",), ("wahrscheinlich",), ("vermutlich",), ("eventuell",),
        ("möglicherweise",), ("anscheinend",), ("irgendwie",), ("ich", "schätze"),
        ("schätze", "ich"), ("ich", "nehme", "an"), ("keine", "ahnung"), ("glaub", "ich"),
        ("ich", "glaub"),
    ),
    negation_intensifiers=frozenset({"überhaupt", "gar"}),
    adversative_conjunctions=frozenset({"aber", "sondern"}),
    not_only_words=frozenset({"nur", "bloß", "allein"}),
    # "nich", "ned", "net": "nicht" as it is said in the north and the south
    negations=frozenset(
        "nicht nich ned net nie niemals kein keine keinen keinem keiner keines nirgends nimmer weder".split()
    ),
    used_to=(("früher",), ("ehemals",), ("damals",), ("einst",), ("ehemalig",)),
    corrections=(("eigentlich",), ("nein",), ("genauer", "gesagt"), ("korrektur",),
                 ("ich", "meinte"), ("tatsächlich",), ("doch",), ("warte",),
                 ("warte", "mal"), ("moment", "mal"), ("nee",), ("quatsch",)),
    question_words={
        "wo": "where", "wohin": "where", "woher": "where", "wann": "when", "wer": "who",
        "wen": "who", "wem": "who", "wessen": "who", "was": "what", "welche": "which",
        "welcher": "which", "welches": "which", "welchen": "which", "wie": "how",
        "warum": "why", "wieso": "why", "weshalb": "why", "wieviel": "how",
        "wievielen": "how",
    },
    reactions=frozenset(
        """sorry entschuldigung
        wow cool super toll klasse prima genial krass echt okay ok ja jo jep nein nee ne
        danke dankeschön interessant oh ah aha haha hahaha lol hm hmm mhm genau stimmt
        richtig schön gut nice wahnsinn ach achso na naja alles klar bitte gerne
        hallo hi hey servus moin tschüss""".split()
    ),
    fillers=(("äh",), ("ähm",), ("öhm",), ("hm",), ("also",), ("naja",), ("na", "ja"),
             ("weißt", "du"), ("halt",), ("sozusagen",), ("quasi",), ("irgendwie",)),
    # "wenns" is "wenn's" said or typed without its apostrophe ("wenns hilft")
    hypothetical_markers=frozenset({"wenn", "wenns", "falls", "angenommen", "sofern"}),
    wish_verbs=frozenset({"wollen", "möchten", "würden", "hoffen", "planen", "träumen"}),
    conditional_auxes=frozenset({"würde", "würden", "würdest", "wäre", "wären", "hätte",
                                 "hätten", "könnte", "könnten", "möchte", "möchten",
                                 "sollte", "sollten"}),
    because_markers=frozenset({"weil", "da", "denn"}),
    question_complementizers=frozenset({"ob"}),
    # people in general ("alle ..."): no one in particular
    generic_persons=frozenset("alle jeder jede jemand niemand leute".split()),
    only_child=(("einzelkind",),),
    # a question run on to a statement: "ich bin Vegetarier kannst du mir was empfehlen"
    tail_questions=(("kannst", "du"), ("könntest", "du"), ("hast", "du"), ("kennst", "du"),
                    ("magst", "du"), ("bist", "du"), ("wohnst", "du"), ("arbeitest", "du"),
                    ("weißt", "du", "ob"), ("weißt", "du", "wo"), ("weißt", "du", "was"),
                    ("was", "empfiehlst", "du"), ("was", "kannst", "du"), ("was", "soll", "ich"),
                    ("was", "kann", "ich"), ("was", "meinst", "du"), ("und", "du"),
                    ("und", "bei", "dir"), ("wie", "ist", "das", "bei", "dir"),
                    ("wie", "sieht", "es", "bei", "dir", "aus"), ("gibt", "es")),
    question_auxiliaries=frozenset({"kannst", "könntest", "hast", "kennst", "magst", "bist",
                                    "wohnst", "arbeitest", "was", "gibt"}),
    pronouns={"er": "he", "ihn": "he", "ihm": "he", "sie": "she", "ihr": "she", "es": "it",
              "das": "it", "dies": "it", "dieser": "he", "diese": "she"},
    forget_verbs=frozenset({"vergessen", "löschen", "vergiss", "lösche"}),
    # "ein bisschen Klassik": how much, never part of the thing
    quantity_nouns=frozenset({"bisschen", "bissl", "bisserl", "wenig"}),
    stopwords=frozenset("ja nein halt eben mal doch schon denn also gerne gern".split()),
    # "i", "mei": "ich", "mein" as said in the south ("i bin da sepp", "mei frau")
    self_words=frozenset("ich i mich mir mein mei meine meinen meinem meiner wir uns unser "
                         "unsere unseren unserem unserer".split()),
    second_person=frozenset("du dich dir dein deine deinen deinem deiner ihr euch euer "
                            "sie ihnen ihr".split()),
    relative_pronouns=frozenset({"der", "die", "das", "welcher", "welche"}),
    verb_forms={form: vf.lemma for form, vf in _VERBS.items()},
    genitive_preps=frozenset({"von", "vom"}),
    comitative_preps=frozenset({"mit"}),
    exclamatives=frozenset({"wie", "was", "so", "echt"}),
    future_auxiliaries=frozenset({"werden"}),
    fan_nouns=frozenset({"fan"}),
    hobby_verbs=frozenset(
        """joggen stricken häkeln nähen klettern bouldern segeln surfen reiten angeln tanzen
        singen wandern radeln malen zeichnen fotografieren töpfern schnitzen kegeln bowlen
        golfen rudern paddeln skaten boxen fechten turnen walken gärtnern imkern meditieren
        musizieren""".split()),
    habit_verbs={("spielen", None): "likes", ("hören", None): "likes", ("machen", None): "likes",
                 ("zocken", None): "likes"},
    light_habit_verbs=frozenset({"machen"}),
    partitive_articles=frozenset({"viel", "viele", "gern", "gerne", "oft", "gerade"}),
    liking_adverbs=frozenset({"gern", "gerne", "liebsten"}),  # "am liebsten"
    # "ich hab Angst vor Spinnen" dislikes them; "eine Schwäche für Schokolade" likes it
    preference_nouns={"angst": "dislikes", "panik": "dislikes", "phobie": "dislikes",
                      "schwäche": "likes", "faible": "likes"},
    preference_preps=frozenset({"vor", "für"}),
    infinitive_markers=frozenset({"zu"}),
    # "geboren und aufgewachsen in Dresden": the speaker's birthplace
    subjectless_participles=frozenset({"geboren", "aufgewachsen"}),
    elided_passive_subject="ich bin",
    relation_nouns={"geburtsort": "born_in", "geburtsstadt": "born_in", "heimatstadt": "born_in",
                    "heimatort": "born_in", "arbeitgeber": "works_at", "wohnort": "lives_in"},
    time_preps_with_article=frozenset({"nach"}),
    # "ich habe ein kaputtes Knie", "eine schmerzende Schulter": a condition, as "a sore knee"
    condition_modifiers=frozenset(
        """kaputt kaputte kaputtes kaputten schmerzend schmerzende schmerzendes schmerzenden
        verletzt verletzte verletztes verletzten gebrochen gebrochene gebrochenes gebrochenen
        verstaucht verstauchte verstauchtes verstauchten entzündet entzündete entzündetes
        entzündeten steif steife steifes steifen""".split()),
    body_parts=frozenset(
        """knie rücken schulter schultern knöchel handgelenk hüfte nacken hals ellbogen fuß
        füße bein beine arm arme hand hände finger zeh zehen wirbelsäule rippe rippen kiefer
        zahn zähne auge augen ohr ohren herz lunge magen gelenk sehne nase kopf""".split()),
    judging_verbs=frozenset({"finden"}),
    judgements={
        **dict.fromkeys("toll super klasse genial cool geil spitze großartig super schön "
                        "lecker wunderbar herrlich fantastisch klasse".split(), "likes"),
        **dict.fromkeys("eklig ekelhaft schrecklich furchtbar doof blöd langweilig nervig "
                        "scheiße grässlich widerlich fürchterlich öde".split(), "dislikes"),
    },
)

_NAME_MARKERS = (("namens",), ("mit", "namen"))


def _spelled_numbers() -> dict[str, int]:
    """German number words 1-99 as said: "sieben", "siebzehn", "siebenundvierzig"."""
    units = "eins zwei drei vier fünf sechs sieben acht neun".split()
    teens = "zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn"
    tens = "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig".split()
    out = {word: n for n, word in enumerate(units, start=1)}
    out |= {word: n for n, word in enumerate(teens.split(), start=10)}
    for t, ten in enumerate(tens, start=2):
        out[ten] = t * 10
        for u, unit in enumerate(units, start=1):
            out[f"{'ein' if u == 1 else unit}und{ten}"] = t * 10 + u
    return out

# Months and weekdays are times, never places or objects: they end a noun phrase.
_DATE_WORDS = frozenset(w for w in (*TIME_WORDS.months, *TIME_WORDS.weekdays) if " " not in w)

GRAMMAR = SurfaceGrammar(
    verbs=_VERBS,
    separable={("nehmen", "teil"): "teilnehmen", ("ziehen", "um"): "umziehen",
               ("ziehen", "weg"): "wegziehen", ("machen", "mit"): "mitmachen",
               ("wachsen", "auf"): "aufwachsen", ("stehen", "aus"): "ausstehen",
               ("stehen", "auf"): "aufstehen"},
    aux=frozenset({"haben", "sein", "werden"}),
    copula="sein",
    have="haben",
    event_lemmas=frozenset({"ziehen", "umziehen", "wegziehen", "sein", "fahren", "reisen",
                            "fliegen", "gehen", "besuchen", "teilnehmen", "mitmachen",
                            "kaufen", "gebären", "aufwachsen"}),
    preps={
        "in": "in", "im": "in", "ins": "in", "nach": "nach", "bei": "bei", "beim": "bei",
        "für": "für", "aus": "aus", "von": "von", "vom": "von", "an": "an", "am": "an",
        "als": "als", "mit": "mit", "zu": "zu", "zum": "zu", "zur": "zu", "auf": "auf",
        "seit": "seit", "vor": "vor", "über": "über", "unter": "unter", "um": "um",
        "ab": "ab", "bis": "bis", "durch": "durch", "gegen": "gegen", "ohne": "ohne",
        "namens": "namens", "außer": "außer",
    },
    # "nen", "nem", "ner", "n": spoken "einen", "einem", "einer", "ein"
    # "weder" opens a denied phrase as "kein" does: "ich habe weder Katze noch Hund"
    articles=frozenset("der die das den dem des ein eine einen einem einer eines kein keine "
                       "keinen keinem keiner keines nen nem ner n weder".split()),
    # "mei": "mein", "meine" as said in the south ("mei opa", "mei frau")
    possessives=frozenset("mein mei meine meinen meinem meiner meines unser unsere unseren "
                          "unserem unserer".split()),
    other_possessives=frozenset("dein deine deinen deinem deiner sein seine seinen seinem "
                                "seiner ihr ihre ihren ihrem ihrer euer eure".split()),
    subject_self=frozenset({"ich", "wir"}),
    dative_self=frozenset({"mir", "uns"}),
    conjunctions=frozenset({"und", "oder", "aber", "sondern", "sowie"}),
    subordinators=frozenset({"weil", "dass", "daß", "wenn", "wenns", "falls", "ob", "obwohl",
                             "denn", "damit", "bevor", "nachdem", "während", "sofern", "sodass",
                             "deshalb", "deswegen", "trotzdem"}),
    np_stop=frozenset(
        """seit jetzt schon noch gern gerne sehr auch mehr immer nie nicht nun heute gestern
        morgen letztes letzten letzte letzter letztem nächste nächsten nächstes wieder dort
        hier da
        zusammen so ganz total wirklich echt eigentlich früher damals bald oft manchmal
        leider ja doch mal halt eben denn also aber und oder sondern teil um weg mit auf
        aus zu vor zurück alt jahre jahren einfach übrigens bitte teilzeit vollzeit
        schicht schichten homeoffice rente urlaub jeden jede jedes mal woche wochen monat
        monate monaten wochenende abends morgens nachts tagsüber mittags nachmittags
        vormittags nur liebsten riesen mega
        lange spät früh schnell langsam draußen drinnen zuhause alleine allein laut leise
        viel wenig fast meistens mittlerweile inzwischen bereits kurzem langem überhaupt
        gar""".split()  # "fährt gern schnell": how, never what
    ) | _DATE_WORDS,
    np_link=frozenset(),
    future_markers=frozenset({"nächste", "nächsten", "nächstes", "nächster", "morgen", "bald",
                              "demnächst", "übermorgen"}),
    not_future_before=frozenset({"jeden", "heute", "gestern", "am"}),
    third_person_endings=("t",),
    first_person_ending="e",
    infinitive_suffix="n",
    spelled_numbers=_spelled_numbers(),
    time_nouns=frozenset(TIME_WORDS.seasons) | {
        "tag", "tage", "woche", "wochen", "wochenende", "monat", "monate", "jahr", "jahre",
        "abend", "abende"},
    contrast_conjunctions=frozenset({"sondern"}),
    adjective_endings=("e", "er", "en", "es", "em"),
    noun_unlike_endings=("es", "isch", "ische", "ischen", "ischer"),
    numbers=frozenset("zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split()),
    kin_gender={**{k: "f" for k in _KIN_F}, **{k: "m" for k in _KIN_M}},
    identity_suffixes=("er", "erin", "ist", "istin", "ent", "entin", "ant", "antin", "eur",
                       "eurin", "or", "orin", "ier", "ierin", "loge", "login", "arzt",
                       "ärztin", "wirt", "wirtin", "kraft", "mann", "frau", "ling", "eut", "eutin",
                       "ekt", "ektin", "iker", "ikerin"),
    identity_nouns=frozenset("arzt ärztin koch köchin rentner rentnerin student studentin "
                             "single mutter vater beamter beamtin anwalt anwältin pilot "
                             "pilotin schüler schülerin veganer veganerin vegetarier "
                             "vegetarierin".split()),
    first_names=frozenset(
        """anna maria marie sophie sofia laura lisa julia lena lea hannah emma mia lara sarah
        sara katharina christina claudia sabine petra andrea monika nina jana eva paula
        johanna klara clara helena greta ida ella frieda martin peter thomas michael andreas
        stefan christian alexander oliver walter günter werner dieter rainer reiner kevin
        justin florian tobias jonas lukas luca leon paul felix max maximilian moritz jan
        tim tom ben elias noah finn david daniel markus sebastian marco rex bello luna
        sammy balu jannik janek niklas lars nils sven jens jörg uwe frank heike silke anke
        ute ursula birgit karin susanne stefanie melanie jessica vanessa jennifer nadine
        svenja leonie charlotte amelie emilia mila marlene theresa franziska carla
        matthias johannes benjamin simon philipp julian fabian dominik patrick marcel
        dennis robin henrik henri emil anton oskar theo karl fritz hans jürgen horst
        heinz ingrid gisela renate helga""".split()
    ),
    name_markers=_NAME_MARKERS,
    after_self_forms=merge(forms("spielen", {"spiel": "1s pres"}),
                           forms("machen", {"mach": "1s pres"}),
                           forms("hören", {"hör": "1s pres"}),
                           forms("zocken", {"zock": "1s pres"})),
    relatives=frozenset({"der", "die", "das", "welcher", "welche", "welches"}),
    markers=SurfaceGrammar.marker_words(LEXICON),
    phrases=SurfaceGrammar.phrase_tables(LEXICON, _NAME_MARKERS),
    call_me=frozenset({"mich"}),
    call_verbs=frozenset({"nennen"}),
    spec=SPEC,
    modals=frozenset({"können", "wollen", "mögen", "möchten", "sollen", "müssen", "werden"}),
    negative_determiners=("kein", "weder"),
    correlative_nor=frozenset({"noch"}),
    demonstratives=frozenset({"es", "das", "dies"}),
    pointing_determiners=frozenset("dieser diese dieses diesen diesem".split()),
    indefinites=frozenset({"nichts", "etwas", "sowas", "alles", "vieles", "manches", "was"}),
    participle_prefix="ge",
    # participles of "-ieren" verbs take no "ge-": "adoptiert", "repariert", "studiert"
    participle_endings=("iert",),
    participle_suffixes=("t", "en"),
    naming_preps=frozenset({"namens"}),
    age_verbs=frozenset({"werden"}),
    allergy_words=frozenset({"allergisch"}),
    allergy_nouns=frozenset({"allergie", "allergien"}),
    condition_words=frozenset(
        """asthma diabetes migräne heuschnupfen bluthochdruck rheuma neurodermitis tinnitus
        depressionen depression arthrose arthritis zöliakie laktoseintoleranz
        bandscheibenvorfall demenz alzheimer parkinson krebs epilepsie adhs ads autismus
        gicht osteoporose schuppenflechte psoriasis fibromyalgie skoliose endometriose
        hashimoto burnout reizdarm copd ms rheuma long-covid""".split()),
    condition_types=frozenset({"typ"}),
    reaction_verbs=frozenset({"reagieren"}),  # "Diabetes Typ 2", "Typ 1 Diabetes"
    not_for_me=(*((neg, *rest) for neg in ("nicht", "nich", "ned", "net")
                  for rest in (("mein", "ding"), ("so", "mein", "ding"), ("meins",),
                               ("so", "meins"))),
                ("nichts", "für", "mich")),
    condition_suffixes=("schmerzen", "allergie", "unverträglichkeit", "intoleranz", "probleme",
                        "beschwerden", "störung", "störungen", "unterfunktion", "überfunktion",
                        "erkrankung", "krankheit", "entzündung"),
)
