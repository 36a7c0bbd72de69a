"""Italian extraction tables (no parser: read by ``hotmem.extract.surface``).

``LEXICON`` holds what every path shares; ``GRAMMAR`` the word classes the surface path needs
instead of a parse. Italian drops subject pronouns, so verb forms carry the person: "abito a
Roma" is the user, "abita a Roma" someone mentioned before.
"""

from __future__ import annotations

from hotmem.lang.it import SPEC
from hotmem.lang.lexicon import Lexicon
from hotmem.lang.it.episodes import TIME_WORDS
from hotmem.lang.surface_grammar import (
    Paradigm,
    SurfaceGrammar,
    VerbForm,
    forms,
    merge,
    paradigm_row,
)


def it_are(stem: str, *, participle: str | None = None) -> Paradigm:
    """An Italian -are verb: ``it_are("abit")`` -> abito ... abitavo ... abitato, abiterei.

    Args:
        stem: the verb stem ("abit", "lavor").
        participle: the participle stem without its ending when irregular ("andat" is regular).
    """
    lemma = stem + "are"
    soft = stem.endswith(("c", "g"))  # pagare -> paghi, pagherei
    h = "h" if soft else ""
    i_stem = stem[:-1] if stem.endswith("i") else stem  # studiare -> studi, not studii
    out = paradigm_row(lemma, "pres", [stem + "o", i_stem + h + "i", stem + "a",
                                       i_stem + h + "iamo", stem + "ate", stem + "ano"])
    out |= paradigm_row(lemma, "past", [stem + "avo", stem + "avi", stem + "ava",
                                        stem + "avamo", stem + "avate", stem + "avano"])
    out |= paradigm_row(lemma, "cond", [stem + h + "erei", stem + h + "eresti",
                                        stem + h + "erebbe", stem + h + "eremmo",
                                        stem + h + "ereste", stem + h + "erebbero"])
    out |= paradigm_row(lemma, "fut", [stem + h + "erò", stem + h + "erai", stem + h + "erà",
                                       stem + h + "eremo", stem + h + "erete",
                                       stem + h + "eranno"])
    out |= it_participle(lemma, participle or stem + "at")
    out[lemma] = VerbForm(lemma, "-", "inf")
    out[stem + "ando"] = VerbForm(lemma, "-", "ger")  # "sto abitando": with stare, now
    return out


def it_participle(lemma: str, stem: str) -> Paradigm:
    """The four agreeing forms of an Italian participle: ``it_participle("nascere", "nat")``."""
    return {stem + ending: VerbForm(lemma, "-", "part") for ending in ("o", "a", "i", "e")}


_KIN_F = {
    "sorella": "sister", "madre": "mother", "mamma": "mother", "moglie": "wife",
    "compagna": "partner", "ragazza": "girlfriend", "fidanzata": "girlfriend",
    "amica": "friend", "figlia": "daughter", "zia": "aunt", "nonna": "grandmother",
    "nipote": "niece", "cugina": "cousin", "capa": "boss", "collega": "colleague",
    "tartaruga": "turtle", "cavalla": "horse", "coniglia": "rabbit",
    "vicina": "neighbor", "coinquilina": "roommate", "gatta": "cat", "cagnolina": "dog",
    "cognata": "sister-in-law", "suocera": "mother-in-law", "nuora": "daughter-in-law",
}
_KIN_M = {
    "fratello": "brother", "padre": "father", "papà": "father", "babbo": "father",
    "marito": "husband", "compagno": "partner", "ragazzo": "boyfriend",
    "fidanzato": "boyfriend", "amico": "friend", "figlio": "son", "zio": "uncle",
    "nonno": "grandfather", "cugino": "cousin", "capo": "boss", "vicino": "neighbor",
    "coinquilino": "roommate", "cane": "dog", "gatto": "cat", "cagnolino": "dog",
    "gattino": "cat", "animale": "pet", "coniglio": "rabbit", "coniglietto": "rabbit",
    "criceto": "hamster", "pappagallo": "parrot", "pappagallino": "parrot", "uccellino": "bird",
    "cavallo": "horse", "pesciolino": "fish", "cognato": "brother-in-law",
    "suocero": "father-in-law", "genero": "son-in-law",
}
_KIN_PLURAL = {
    "sorelle": "sister", "fratelli": "brother", "amici": "friend", "amiche": "friend",
    "figli": "child", "figlie": "daughter", "cani": "dog", "gatti": "cat",
    "genitori": "parent", "cugini": "cousin", "animali": "pet", "conigli": "rabbit",
    "criceti": "hamster", "pappagalli": "parrot", "tartarughe": "turtle", "cavalli": "horse",
    "pesciolini": "fish", "uccellini": "bird",
    "cognati": "brother-in-law", "suoceri": "parent-in-law",
}

_VERBS = merge(
    forms("dire", {
        "dico": "1s pres", "dici": "2s pres", "dice": "3s pres", "diciamo": "1p pres",
        "dicono": "3p pres", "detto detta": "- part", "disse": "3s past", "dissi": "1s past",
    }),
    forms("essere", {
        "sono": "1s,3p pres", "sei": "2s pres", "è": "3s pres", "e'": "3s pres",
        "siamo": "1p pres", "siete": "2p pres", "ero": "1s past", "eri": "2s past",
        "é": "3s pres", "sia": "3s pres", "siano": "3p pres",
        "era": "3s past", "eravamo": "1p past", "erano": "3p past",
        "sarei": "1s cond", "saresti": "2s cond", "sarebbe": "3s cond",
        "saremmo": "1p cond", "sarebbero": "3p cond", "sarò": "1s fut", "sarà": "3s fut",
        "saremo": "1p fut", "essere": "- inf",
    }),
    it_participle("essere", "stat"),
    forms("avere", {
        "ho": "1s pres", "hai": "2s pres", "ha": "3s pres", "abbiamo": "1p pres",
        "avete": "2p pres", "hanno": "3p pres", "avevo": "1s past", "aveva": "3s past",
        "avevamo": "1p past", "avevano": "3p past", "avrei": "1s cond", "avrebbe": "3s cond",
        "avrò": "1s fut", "avuto": "- part", "avere": "- inf",
    }),
    # "faccio il cuoco" (a job); not "fa", which is also the "ago" of "due anni fa"
    forms("fare", {"faccio": "1s pres", "fai": "2s pres", "facciamo": "1p pres",
                   "fanno": "3p pres"}),
    forms("vivere", {
        "vivo": "1s pres", "vivi": "2s pres", "vive": "3s pres", "viviamo": "1p pres",
        "vivete": "2p pres", "vivono": "3p pres", "vivevo": "1s past", "viveva": "3s past",
        "vivevamo": "1p past", "vivevano": "3p past", "vivrei": "1s cond",
        "vivrebbe": "3s cond", "vivrò": "1s fut", "vivremo": "1p fut", "vissuto": "- part",
        "viva": "3s pres", "vivano": "3p pres",  # subjunctive: "credo che viva a Londra"
        "vissuta": "- part", "vissuti": "- part", "vivere": "- inf",
    }),
    # "sto vivendo a Bari", "stavo lavorando": stare with a gerund says what one does now
    forms("stare", {"sto": "1s pres", "stai": "2s pres", "sta": "3s pres",
                    "stiamo": "1p pres", "stanno": "3p pres", "stavo": "1s past",
                    "stava": "3s past", "stavamo": "1p past", "stavano": "3p past"}),
    forms("vivere", {"vivendo": "- ger"}),
    forms("soffrire", {"soffrendo": "- ger"}),
    it_participle("nascere", "nat"),
    forms("nascere", {"nacqui": "1s past", "nacque": "3s past"}),
    forms("trasferire", {
        "trasferisco": "1s pres", "trasferisce": "3s pres", "trasferiamo": "1p pres",
        "trasferiscono": "3p pres", "trasferivo": "1s past", "trasferirei": "1s cond",
        "trasferirò": "1s fut", "trasferirmi": "- inf", "trasferire": "- inf",
    }),
    it_participle("trasferire", "trasferit"),
    forms("andare", {
        "vado": "1s pres", "vai": "2s pres", "va": "3s pres", "andiamo": "1p pres",
        "vanno": "3p pres", "andavo": "1s past", "andava": "3s past", "andrei": "1s cond",
        "andrebbe": "3s cond", "andrò": "1s fut", "andremo": "1p fut", "andare": "- inf",
    }),
    it_participle("andare", "andat"),
    forms("venire", {
        "vengo": "1s pres", "vieni": "2s pres", "viene": "3s pres", "veniamo": "1p pres",
        "vengono": "3p pres", "verrei": "1s cond", "verrò": "1s fut",
    }),
    it_participle("venire", "venut"),
    forms("crescere", {"cresciuto": "- part", "cresciuta": "- part", "cresciuti": "- part"}),
    forms("piacere", {
        "piace": "3s pres", "piacciono": "3p pres", "piaceva": "3s past",
        "piacevano": "3p past", "piacerebbe": "3s cond", "piacerebbero": "3p cond",
        "piaciuto": "- part", "piaciuta": "- part",
    }),
    forms("preferire", {"preferisco": "1s pres", "preferisce": "3s pres",
                        "preferiamo": "1p pres"}),
    forms("possedere", {"possiedo": "1s pres", "possiede": "3s pres",
                        "possediamo": "1p pres", "posseduto": "- part"}),
    forms("volere", {
        "voglio": "1s pres", "vuoi": "2s pres", "vuole": "3s pres", "vogliamo": "1p pres",
        "vorrei": "1s cond", "vorresti": "2s cond", "vorrebbe": "3s cond",
        "vorremmo": "1p cond",
    }),
    forms("potere", {"potrei": "1s cond", "potrebbe": "3s cond"}),
    forms("dovere", {"dovrei": "1s cond", "dovrebbe": "3s cond"}),
    forms("sperare", {"spero": "1s pres", "speriamo": "1p pres"}),
    it_are("abit"),
    it_are("lavor"),
    it_are("chiam"),
    forms("chiamare", {"chiamami chiamatemi": "2s pres"}),
    it_are("gareggi"),
    it_are("compet", participle="competut"),
    it_are("am"),
    it_are("ador"),
    it_are("detest"),
    forms("spaventare", {"spaventa": "3s pres", "spaventano": "3p pres"}),
    forms("terrorizzare", {"terrorizza": "3s pres", "terrorizzano": "3p pres"}),
    it_are("odi"),
    it_are("sopport"),
    it_are("partecip"),
    it_are("visit"),
    it_are("viaggi"),
    it_are("compr"),
    it_are("trasloc"),
    # Present only: "ho mangiato la pizza" is one meal, not a diet.
    forms("mangiare", {"mangio": "1s pres", "mangi": "2s pres", "mangia": "3s pres",
                       "mangiamo": "1p pres", "mangiate": "2p pres", "mangiano": "3p pres"}),
    forms("compiere", {"compiuto": "- part", "compiuta": "- part"}),
    forms("guidare", {"guido": "1s pres", "guidi": "2s pres", "guida": "3s pres",
                      "guidiamo": "1p pres", "guidano": "3p pres"}),
    it_are("gioc"),
    it_are("suon"),
    it_are("ascolt"),
    it_are("pratic"),
    forms("bere", {"bevo": "1s pres", "bevi": "2s pres", "beve": "3s pres",
                   "beviamo": "1p pres", "bevono": "3p pres"}),
    forms("passare", {"passo": "1s pres", "passi": "2s pres", "passa": "3s pres",
                      "passiamo": "1p pres", "passano": "3p pres"}),
    forms("trascorrere", {"trascorro": "1s pres", "trascorri": "2s pres",
                          "trascorre": "3s pres", "trascorriamo": "1p pres",
                          "trascorrono": "3p pres"}),
    forms("fare", {"faccio": "1s pres", "fai": "2s pres", "fa": "3s pres",
                   "facciamo": "1p pres", "fanno": "3p pres"}),
    # "soffro di emicrania": a condition lived with (present only: "ha sofferto" is over)
    forms("soffrire", {"soffro": "1s pres", "soffri": "2s pres", "soffre": "3s pres",
                       "soffriamo": "1p pres", "soffrono": "3p pres"}),
)

def _spelled_numbers() -> dict[str, int]:
    """Number words 1-99 an age is said with: "sei", "undici", "ventidue", "ottantotto"."""
    units = "uno due tre quattro cinque sei sette otto nove".split()
    teens = ("dieci undici dodici tredici quattordici quindici sedici diciassette diciotto "
             "diciannove").split()
    tens = "venti trenta quaranta cinquanta sessanta settanta ottanta novanta".split()
    out = {word: n for n, word in enumerate(units, start=1)}
    out |= {word: n for n, word in enumerate(teens, start=10)}
    for t, ten in enumerate(tens, start=2):
        out[ten] = t * 10
        for u, unit in enumerate(units, start=1):
            out[ten + unit] = t * 10 + u  # "trentatre" as typed
            if unit in ("uno", "otto"):
                out[ten[:-1] + unit] = t * 10 + u  # "ventotto"
            elif unit == "tre":
                out[ten + "tré"] = t * 10 + u
    return out

LEXICON = Lexicon(
    lang="it",
    # Tuscan speech shortens the possessive after its article: "il mi babbo", "la mi mamma"
    # (a clitic "mi" never follows an article)
    apostrophe_after={("il", "mi"): "mio", ("la", "mi"): "mia", ("i", "mi"): "miei",
                      ("le", "mi"): "mie"},
    workplace_preps=frozenset({"a", "in", "presso"}),
    work_on_preps=frozenset({"a", "su"}),
    # a question run on to a statement: "vivo a verona mi consigli un ristorante"
    # (longest first: the first phrase found must cover the opener)
    tail_questions=(("mi", "consigli", "un"), ("mi", "consigli", "una"),
                    ("mi", "consigli", "qualche"), ("mi", "consigli", "qualcosa"),
                    ("cosa", "mi", "consigli"), ("che", "mi", "consigli"),
                    ("che", "cosa", "posso"), ("cosa", "ne", "pensi"), ("che", "ne", "pensi"),
                    ("e", "tu", "hai"), ("e", "tu", "sei"), ("e", "tu", "dove"),
                    ("e", "tu", "cosa"), ("e", "tu", "di"), ("tu", "di", "dove"),
                    ("sai", "se", "domani"), ("conosci", "un", "buon"),
                    ("mi", "puoi", "consigliare"), ("mi", "consigli"), ("mi", "consigliate"),
                    ("mi", "suggerisci"), ("cosa", "posso"), ("e", "tu"),
                    ("puoi", "consigliarmi")),
    clause_openers=frozenset({"io"}),
    possessive_openers=frozenset({"mio", "mia", "miei", "mie"}),
    greetings=(("ciao",), ("ehi",), ("hey",), ("salve",), ("buongiorno",), ("buonasera",),
               ("buon", "giorno"), ("buona", "sera")),
    branch_nouns=frozenset("sede ufficio uffici filiale stabilimento succursale".split()),
    # "un piccolo appartamento a Torino": the place named inside is where
    place_kinds=frozenset("appartamento casa monolocale paese città quartiere".split()),
    job_nouns=frozenset({"lavoro", "impiego"}),
    # "ho una riunione", "ho un problema con la macchina": an event or a trouble, not a thing
    transient_objects=frozenset(
        """riunione riunioni appuntamento appuntamenti esame esami lezione lezioni problema
        problemi idea idee domanda domande dubbio dubbi piano piani impegno impegni colloquio
        turno fretta""".split()),
    # "lavoro in proprio", "lavoro in nero": self-employed, off the books; no employer
    not_workplaces=frozenset("""casa remoto solo sola soli sole poco tempo freelance pensione
                             proprio nero""".split()),
    non_work_roles=frozenset(
        "studente studentessa alunno alunna socio socia membro tifoso tifosa cliente"
        " paziente".split()),
    definite_articles=frozenset("il lo la l' l i gli le".split()),
    # "insegno matematica", "mia moglie insegna al liceo": a teacher
    job_verbs={"insegnare": "insegnante"},
    # "un sacco di amici", "mi piace un casino": a quantity or an intensifier, never a thing
    quantity_nouns=frozenset("sacco casino mucchio botto marea fracco po' pò".split()),
    verb_prep={
        ("abitare", "a"): "lives_in",
        ("abitare", "in"): "lives_in",
        ("vivere", "a"): "lives_in",
        ("vivere", "in"): "lives_in",
        ("trasferire", "a"): "lives_in",
        ("trasferire", "in"): "lives_in",
        ("trasferire", "da"): "moved_from",
        ("traslocare", "a"): "lives_in",
        ("traslocare", "in"): "lives_in",
        ("traslocare", "da"): "moved_from",
        ("lavorare", "presso"): "works_at",
        ("lavorare", "per"): "works_at",
        ("lavorare", "a"): "works_at",
        ("lavorare", "in"): "works_at",
        ("lavorare", "come"): "is",
        # "lavoro da Esselunga", "lavora dal notaio": a shop, a firm or someone's practice
        ("lavorare", "da"): "works_at",
        # "vado matto per la briscola", "sono appassionata di vela": a liking adjective
        **{(adj, prep): "likes" for adj in """matto matta matti matte pazzo pazza pazzi pazze
           appassionato appassionata appassionati appassionate""".split()
           for prep in ("per", "di")},
        ("fare", None): "is",  # "faccio il cuoco": only a job noun with its article
        ("nascere", "a"): "born_in",
        ("nascere", "in"): "born_in",
        ("venire", "da"): "born_in",
        # "sono venuta via da Bari", "sono andato via da Napoli": a move away
        ("venire via", "da"): "moved_from",
        ("andare via", "da"): "moved_from",
        ("essere", "di"): "born_in",
        # "sono originaria della Puglia": where the speaker comes from
        **{(adj, "di"): "born_in" for adj in "originario originaria originari originarie".split()},
        ("soffrire", "di"): "has_condition",
        ("crescere", "a"): "born_in",
        ("crescere", "in"): "born_in",
        ("andare", "a"): "went_to",
        ("andare", "in"): "went_to",
        ("essere", "a"): "went_to",
        ("essere", "in"): "went_to",
        ("viaggiare", "in"): "went_to",
        ("viaggiare", "a"): "went_to",
        ("visitare", None): "went_to",
        ("partecipare", "a"): "participated_in",
        ("gareggiare", "a"): "participated_in",
        ("gareggiare", "in"): "participated_in",
        ("possedere", None): "owns",
        ("comprare", None): "owns",
        ("guidare", None): "owns",
        ("mangiare", None): "eats",
        ("avere", None): "has",
    },
    likes={"amare": "likes", "adorare": "likes", "preferire": "likes", "odiare": "dislikes",
           "detestare": "dislikes"},
    superlatives={"peggiore": "dislikes", "peggio": "dislikes", "migliore": "likes",
                  "meglio": "likes"},
    likes_reverse={"piacere": "likes", "spaventare": "dislikes", "terrorizzare": "dislikes"},
    # "ho paura dei ragni", "ho una paura matta dei serpenti": a fear is a dislike
    preference_nouns={"paura": "dislikes", "terrore": "dislikes", "fobia": "dislikes",
                      "passione": "likes"},
    preference_preps=frozenset({"di", "per"}),
    negated_likes={"sopportare": "dislikes"},
    cessation_verbs={"smettere": "di"},
    favorite_words=frozenset({"preferito", "preferita", "preferiti", "preferite", "favorito",
                              "favorita", "hobby", "passatempo", "passatempi"}),
    things={
        "colore": "color", "cibo": "food", "piatto": "dish", "film": "movie",
        "libro": "book", "canzone": "song", "gruppo": "band", "band": "band",
        "musica": "music", "sport": "sport", "stagione": "season", "animale": "animal",
        "bevanda": "drink", "città": "city", "gioco": "game", "cantante": "singer",
        "squadra": "team", "frutto": "fruit", "frutta": "fruit", "posto": "place",
        "luogo": "place", "festa": "holiday", "giorno": "day", "serie": "show",
        "autore": "author", "autrice": "author", "attore": "actor", "attrice": "actress",
        "ristorante": "restaurant", "dolce": "dessert", "fiore": "flower", "numero": "number",
        "macchina": "car", "auto": "car", "paese": "country", "lingua": "language",
        "materia": "subject", "birra": "beer", "vino": "wine", "artista": "artist",
    },
    kinship=_KIN_F | _KIN_M | _KIN_PLURAL | {w: "dog" for w in """labrador beagle bassotto
                                            barboncino volpino cucciolo husky""".split()},
    naming_verbs=frozenset({"chiamare"}),
    name_nouns=frozenset({"nome", "soprannome"}),
    be_verbs=frozenset({"essere"}),
    have_verbs=frozenset({"avere"}),
    age_nouns=frozenset({"anni", "anno"}),
    identity_adjectives=frozenset(
        """celiaco celiaca intollerante
        vegetariano vegetariana vegetariani vegano vegana vegani pescetariano pescetariana
        sposato sposata sposati
        single celibe nubile divorziato divorziata fidanzato fidanzata vedovo vedova incinta
        pensionato pensionata disoccupato disoccupata cattolico cattolica ateo atea ebreo
        ebrea musulmano musulmana italiano italiana tedesco tedesca francese spagnolo
        spagnola inglese americano americana svizzero svizzera celiaco celiaca allergico
        allergica intollerante mancino mancina""".split()
    ),
    passing_states=frozenset(
        """stanco stanca stanchi felice felici contento contenta triste arrabbiato arrabbiata
        pronto pronta malato malata occupato occupata bene male tranquillo tranquilla sicuro
        sicura qui qua lì là annoiato annoiata nervoso nervosa emozionato emozionata
        stressato stressata d'accordo sveglio sveglia preoccupato preoccupata curioso
        curiosa affamato affamata fame sete paura tempo voglia bisogno fretta sonno freddo
        caldo ragione torto""".split()
    ),
    friend_nouns=frozenset({"amici", "amiche"}),
    hedges=(
        ("non", "sono", "sicuro"), ("non", "sono", "sicura"), ("credo", "che"), ("credo",),
        ("penso", "che"), ("penso",), ("forse",), ("probabilmente",), ("magari",),
        ("mi", "sembra"), ("suppongo",), ("immagino",), ("più", "o", "meno"),
        ("possibilmente",), ("direi",), ("non", "so", "se"),
    ),
    negation_intensifiers=frozenset({"affatto", "per niente", "per nulla", "proprio"}),
    adversative_conjunctions=frozenset({"ma", "però", "bensì"}),
    not_only_words=frozenset({"solo", "soltanto", "solamente", "unicamente"}),
    negations=frozenset({"non", "mai", "né", "nessuno", "nessuna", "nessun", "niente"}),
    used_to=(("una", "volta"), ("un", "tempo"), ("prima",), ("in", "passato")),
    corrections=(("in", "realtà"), ("anzi",), ("no",), ("veramente",), ("cioè",),
                 ("scusa",), ("volevo", "dire"), ("correggo",), ("no", "aspetta"),
                 ("aspetta",)),
    question_words={
        "dove": "where", "quando": "when", "chi": "who", "cosa": "what", "che": "what",
        "quale": "which", "quali": "which", "qual": "which", "come": "how", "perché": "why",
        "perchè": "why", "quanto": "how", "quanti": "how", "quante": "how",
    },
    reactions=frozenset(
        """scusa scusami scusate
        wow bello bella fantastico fantastica ottimo ottima perfetto grande ok okay sì si
        no grazie davvero interessante ah oh eh ahah ahahah haha lol mah boh già certo
        esatto giusto vero bravo brava figo forte dai beh carino carina ciao salve
        buongiorno buonasera buonanotte ehi hey""".split()
    ),
    fillers=(("eh",), ("ehm",), ("ehmm",), ("allora",), ("cioè",), ("insomma",), ("beh",),
             ("sai",), ("tipo",), ("diciamo",), ("ecco",), ("mmm",)),
    hypothetical_markers=frozenset({"se", "qualora", "supponiamo", "immagina"}),
    wish_verbs=frozenset({"volere", "sperare", "desiderare", "sognare"}),
    conditional_suffixes=("rei", "resti", "rebbe", "remmo", "reste", "rebbero"),
    because_markers=frozenset({"perché", "perchè", "poiché", "siccome", "dato", "visto"}),
    question_complementizers=frozenset({"se"}),
    # people in general ("tutti ..."): no one in particular
    generic_persons=frozenset("tutti tutte ognuno nessuno gente".split()),
    pronouns={"lui": "he", "egli": "he", "lei": "she", "ella": "she", "loro": "they",
              "esso": "it", "essa": "it", "questo": "it", "quello": "it", "ciò": "it"},
    forget_verbs=frozenset({"dimenticare", "dimentica", "cancellare", "cancella"}),
    stopwords=frozenset("sì no beh allora cioè insomma tipo ecco proprio anche".split()),
    self_words=frozenset("io me mi mio mia miei mie noi ci nostro nostra nostri nostre".split()),
    second_person=frozenset("tu te ti tuo tua tuoi tue voi vi vostro vostra lei".split()),
    relative_pronouns=frozenset({"che", "il quale", "la quale"}),
    verb_forms={form: vf.lemma for form, vf in _VERBS.items()},
    genitive_preps=frozenset({"di", "della", "del", "dello", "dei", "degli", "delle"}),
    comitative_preps=frozenset({"con"}),
    exclamatives=frozenset({"che", "come", "ma"}),
    fan_nouns=frozenset({"fan", "tifoso", "tifosa"}),
    habit_verbs={("giocare", "a"): "likes", ("giocare", "al"): "likes", ("suonare", None): "likes",
                 ("ascoltare", None): "likes", ("fare", None): "likes",
                 ("praticare", None): "likes", ("bere", None): "likes"},
    light_habit_verbs=frozenset({"fare", "praticare"}),
    spend_verbs=frozenset({"passare", "trascorrere"}),
    partitive_articles=frozenset({"tanto", "tanta", "tanti", "tante", "molto", "molta", "molti",
                                  "molte", "parecchio", "parecchia", "spesso"}),
)

_ART_PREP = {}
for _base, _forms in {"a": "al allo alla all' ai agli alle", "in": "nel nello nella nell' nei "
                      "negli nelle", "da": "dal dallo dalla dall' dai dagli dalle",
                      "di": "del dello della dell' dei degli delle", "su": "sul sullo sulla "
                      "sull' sui sugli sulle"}.items():
    for _form in _forms.split():
        _ART_PREP[_form] = _base

_NAME_MARKERS = (("di", "nome"), ("chiamato",), ("chiamata",))

# Months and weekdays are times, never places or objects: they end a noun phrase.
_DATE_WORDS = frozenset(w for w in (*TIME_WORDS.months, *TIME_WORDS.weekdays) if " " not in w)

GRAMMAR = SurfaceGrammar(
    verbs=_VERBS,
    spelled_numbers=_spelled_numbers(),
    aux=frozenset({"avere", "essere"}),
    copula="essere",
    have="avere",
    event_lemmas=frozenset({"trasferire", "traslocare", "andare", "essere", "viaggiare",
                            "visitare", "partecipare", "gareggiare", "comprare", "nascere",
                            "crescere"}),
    preps={"a": "a", "ad": "a", "in": "in", "da": "da", "di": "di", "d'": "di", "per": "per",
           "presso": "presso", "con": "con", "su": "su", "tra": "tra", "fra": "fra",
           "come": "come", "senza": "senza", "verso": "verso", **_ART_PREP},
    articles=frozenset("il lo la l' i gli le un uno una un' dei degli delle del della "
                       "nessun nessuna".split()),
    possessives=frozenset("mio mia miei mie nostro nostra nostri nostre".split()),
    other_possessives=frozenset("tuo tua tuoi tue suo sua suoi sue vostro vostra loro".split()),
    subject_self=frozenset({"io", "noi"}),
    dative_self=frozenset({"mi", "ci", "me"}),
    conjunctions=frozenset({"e", "ed", "o", "oppure", "ma", "però", "né"}),
    subordinators=frozenset({"perché", "perchè", "che", "se", "quando", "mentre", "poiché",
                             "siccome", "sebbene", "benché", "finché", "dove", "qualora",
                             "quindi"}),
    np_stop=frozenset(
        """ogni molto tanto troppo anche ancora già più sempre mai ora adesso qui qua lì là ieri
        oggi domani scorso scorsa prossimo prossima fa non proprio davvero tantissimo
        moltissimo spesso insieme bene male poi però quindi pure solo soltanto tutti tutte
        tutto anni mesi settimane giorni ormai finalmente che quando pure comunque appena volta
        volte tantissima tantissimi tantissime moltissima moltissimi moltissime mattina
        mattino pomeriggio sera serata notte weekend davanti vicino accanto dietro sotto
        sopra così entrambi entrambe ultimamente recentemente""".split()
    ) | _DATE_WORDS,
    np_link=frozenset({"di", "d'", "del", "dello", "della", "dell'", "dei", "degli", "delle"}),
    future_markers=frozenset({"prossimo", "prossima", "domani", "presto"}),
    numbers=frozenset("due tre quattro cinque sei sette otto nove dieci".split()),
    kin_gender={**{k: "f" for k in _KIN_F}, **{k: "m" for k in _KIN_M}},
    kin_adjectives=frozenset(
        """maggiore minore maggiori minori piccolo piccola piccoli piccole grande grandi
        gemello gemella gemelli gemelle vecchio vecchia anziano anziana giovane nuovo nuova
        primo prima secondo seconda ultimo ultima adottivo adottiva acquisito acquisita
        nero nera neri nere bianco bianca bianchi bianche grigio grigia rosso rossa marrone
        tigrato tigrata pezzato pezzata mezzano mezzana preferito preferita caro cara
        migliore migliori materno materna paterno paterna
        """.split()),
    identity_suffixes=("ante", "ente", "ista", "iere", "iera", "tore", "trice", "sore",
                       "aio", "aia", "ologo", "ologa", "ico", "ica", "ino", "ina"),
    identity_nouns=frozenset("avvocato avvocata medico dottore dottoressa ingegnere "
                             "architetto architetta cuoco cuoca studente studentessa "
                             "impiegato impiegata operaio operaia professore professoressa "
                             "infermiere infermiera pensionato pensionata poliziotto "
                             "poliziotta fotografo fotografa falegname maestro maestra "
                             "geometra notaio notaia sarto sarta pilota veterinario "
                             "veterinaria pediatra psichiatra chirurgo chirurga bidello "
                             "bidella soldato militare commesso commessa segretario "
                             "segretaria bibliotecario bibliotecaria interprete giudice "
                             "regista chef osteopata babysitter manager designer idraulico "
                             "idraulica muratore fornaio fornaia".split()),
    first_names=frozenset(
        """anna maria giulia francesca chiara sara laura paola elena giorgia martina alessia
        valentina federica silvia marta sofia aurora alice ginevra emma marco luca giuseppe
        giovanni francesco alessandro andrea matteo lorenzo davide simone paolo roberto
        stefano antonio mario luigi pietro max rex fido luna ilaria beatrice camilla
        irene noemi rebecca gaia greta nicole vittoria arianna caterina serena roberta
        daniela simona cristina monica barbara federico riccardo tommaso leonardo gabriele
        edoardo filippo emanuele nicola salvatore vincenzo carlo fabio massimo claudio
        enrico alberto giorgio daniele michele sergio bruno franco gianni fabrizio
        alessio samuele diego giada tiziana rosaria lucia angela teresa carla franca
        giovanna patrizia stefania loredana antonella manuela elisa veronica valeria
        ludovica margherita matilde eleonora benedetta miriam
        agnese livia lisa debora erica sabrina marina luisa ornella nadia gabriella
        rita pietro giacomo mattia christian cristian manuel kevin jacopo pasquale
        raffaele gennaro ciro domenico rocco angelo maurizio luciano giancarlo piero
        walter ivan elia gioele giulio ettore guido umberto renato sandro silvio
        cesare dario ruggero ottavio piergiorgio giuliano marcello ernesto aldo
        nino tonino pino peppe beppe totò enzo ugo""".split()
    ),
    name_markers=_NAME_MARKERS,
    relatives=frozenset({"che"}),
    markers=SurfaceGrammar.marker_words(LEXICON),
    phrases=SurfaceGrammar.phrase_tables(LEXICON, _NAME_MARKERS),
    call_me=frozenset({"chiamami", "chiamatemi"}),
    spec=SPEC,
    infinitive_endings=("are", "ere", "ire"),
    reflexive_clitics=frozenset({"si", "mi", "ci", "ti"}),
    object_clitics=frozenset({"si", "ti", "vi", "lo", "li", "ne"}),
    modals=frozenset({"volere", "potere", "dovere"}),
    progressive_aux=frozenset({"stare"}),
    negative_determiners=("nessun",),
    demonstratives=frozenset({"questo", "quello", "ciò"}),
    pointing_determiners=frozenset("questo questa quel quello quella".split()),
    indefinites=frozenset({"niente", "nulla", "tutto", "qualcosa"}),
    participle_endings=("ato", "ata", "ati", "ate", "ito", "ita", "iti", "ite", "uto", "uta",
                        "uti", "ute", "sto", "sta", "sti", "ste", "tto", "tta", "tti", "tte",
                        "esso", "essa", "essi", "esse"),  # "ho smesso", "ho messo"
    adjective_participle_endings=("ato", "ata", "ito", "ita", "uto", "uta"),
    age_verbs=frozenset({"compiere"}),
    allergy_words=frozenset({"allergico", "allergica", "allergici", "allergiche"}),
    allergy_nouns=frozenset({"allergia", "allergie"}),
    unmarked_lists=True,
    # plural things too: "i film horror non fanno per me", "non sono per me"
    not_for_me=(("non", "fa", "per", "me"), ("non", "è", "per", "me"),
                ("non", "fanno", "per", "me"), ("non", "sono", "per", "me"),
                ("non", "è", "il", "mio", "genere")),
    condition_words=frozenset("mal asma diabete emicrania artrite artrosi ipertensione "
                              "celiachia allergia intolleranza depressione insonnia pressione "
                              "colesterolo tendinite ernia lesione dolore dolori".split()),
)
