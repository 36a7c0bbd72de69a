"""Spanish words of fact hygiene (read by :mod:`hotmem.extract.hygiene`)."""

# See hotmem/lang/en/fact_words.py for what each list does.
GREETINGS = "hola buenas oye ey"
LIGHT_NOUNS = """forma formas manera maneras cosa cosas tipo parte montón tiempo idea
    ideas"""
GENERIC_PLACES = "sitio sitios lugar lugares mundo"
WORK_PURPOSES = "dinero pasta placer gusto nada vivir"
TOWN_AREAS = "centro casco barrio pueblo ciudad zona"
PASSING_HOLDINGS = "trabajo curro deberes planes"
# A noun phrase puts its head noun first ("un sitio tranquilo"): it decides what the object is.
HEAD_FIRST = True
DROPPED_DETERMINERS = """este esta estos estas ese esa esos esas aquel aquella aquellos aquellas
    mucho mucha muchos muchas muchísimo muchísima muchísimos muchísimas todo toda todos todas"""
EVALUATIVES = """increíble increíbles delicioso deliciosa deliciosos deliciosas riquísimo
    riquísima estupendo estupenda estupendos estupendas genial geniales maravilloso maravillosa
    precioso preciosa bonito bonita buenísimo buenísima fantástico fantástica"""
FREQUENCY_NOUNS = "veces vez"
# A second-person pronoun opening a run-on question ("vivo en granada tú conoces ..."): left
# out at the end.
TRAILING_WORDS = "tú usted vosotros"
# News announced before the statement ("gran noticia nos mudamos a Vigo", read as the subject):
# left out.
DISCOURSE_OPENERS = ("gran noticia", "buena noticia", "novedad", "grandes noticias",
                     "buenas noticias")
DISCOURSE_TAILS = ("por cierto", "porfa", "por favor", "jaja", "jajaja", "la verdad",
                   "wey", "güey")  # a word for the listener, never a name
VOCATIVES = "chaval"
# Words that single out a part of what was said ("albachiara especialmente en directo") or open
# a clause of what the speaker avoids ("celíaco así que nada de gluten"): the object ends
# before them.
OBJECT_ENDS = ("especialmente", "sobretodo", "sobre todo", "principalmente", "nada",
               "cerca de aquí", "cerca de aqui",
               # "el pádel en plan ...": what it is like, not what
               "en plan")
# A place after the employer is where it is, not the employer ("un bar de tapas en el centro").
EMPLOYER_PLACE_PREPS = "en"
# One-word country names: said after a town with no comma ("soy de rosario argentina"), the
# country only says where the town is.
COUNTRIES = """españa méxico mexico argentina colombia chile perú peru venezuela ecuador
    bolivia paraguay uruguay cuba panamá honduras guatemala nicaragua salvador francia
    italia alemania portugal inglaterra escocia irlanda marruecos brasil canadá japón china"""
# Words before a country that make it part of the town's name ("ciudad de méxico").
COUNTRY_NAME_WORDS = "de del la el nuevo nueva"
# A friend named beside the speaker ("carla y yo somos amigas"; hotmem/extract/friend_pairs.py).
SELF_IN_PAIR = "yo"
PAIR_CONJUNCTIONS = "y e"
FRIENDS_SAID = "amigo amiga amigos amigas"
# ... said with the present of "be" before the friend word (past friends, or friends one
# met or shares, are none): hotmem/extract/friend_pairs.py
PAIR_BE_FORMS = "somos son"
# Someone living with the speaker ("mi madre vive conmigo en lugo";
# hotmem/extract/shared_home.py).
SHARED_HOME = ("conmigo", "con nosotros", "con nosotras")
# A race the speaker ran ("corrí la maratón de sevilla"; hotmem/extract/races.py).
RACE_VERBS = ("corrí", "hice", "terminé", "acabé", "he corrido", "he hecho", "he terminado")
RACE_NOUNS = "maratón maraton triatlón triatlon ironman trail"
# A kin or pet noun with a word that narrows it, keyed by the narrower English key.
KIN_COMPOUNDS = {"hijo varón": "son", "hijos varones": "son",
                 "hija mujer": "daughter", "hijas mujeres": "daughter"}
# A fronted object of "tener" ("hijos no tengo"; hotmem/extract/fronted_objects.py):
# (pattern, replacement); a pronoun before "no tengo" is its subject, not a thing.
FRONTED_HAVE = (
    (r"^(?!yo\b|eso\b|esto\b|tú\b|él\b|ella\b|nosotros\b|nada\b)(\w+),? no (tengo|tenemos)"
     r"(?=\s*[.,!?]*\s*$)", r"no \2 \1"),
)
