"""Spanish time words and lemma equivalences for episodes."""

from __future__ import annotations

from hotmem.episodes.dates import TimeWords

TIME_WORDS = TimeWords(
    day_offsets={
        "hoy": 0, "esta mañana": 0, "esta tarde": 0, "esta noche": 0, "anoche": -1,
        "ayer": -1, "anteayer": -2, "antier": -2, "antes de ayer": -2, "antes de anoche": -2,
        "mañana": 1, "pasado mañana": 2,
    },
    weekdays={
        "lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
        "sábado": 5, "sabado": 5, "domingo": 6,
    },
    months={
        "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
        "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11,
        "diciembre": 12,
    },
    seasons={"primavera": "spring", "verano": "summer", "otoño": "autumn",
             "invierno": "winter"},
    units={
        "día": "day", "días": "day", "dia": "day", "dias": "day", "semana": "week",
        "semanas": "week", "fin de semana": "weekend", "finde": "weekend",
        "fines de semana": "weekend", "mes": "month", "meses": "month", "año": "year",
        "años": "year",
    },
    numbers={
        "cero": 0, "un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
        "seis": 6,
        "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
        "quince": 15, "veinte": 20, "treinta": 30,
        "un par de": 2, "unos": 3, "unas": 3, "unos cuantos": 3, "unas cuantas": 3,
        "varios": 3, "varias": 3,
    },
    last=("pasado", "pasada", "último", "última", "anterior"),
    this=("este", "esta"),
    next=("próximo", "próxima", "proximo", "proxima", "que viene", "siguiente"),
    before_last=("antepasado", "antepasada"),
    that=("ese", "esa", "aquel", "aquella"),
    ago_before=("hace",),
    within_before=("dentro de", "en"),
    ahead=("para",),
    since=("desde",),
    prepositions=("en", "durante", "a principios de", "a finales de", "a mediados de",
                  "a fines de", "principios de", "finales de", "mediados de"),
    articles=("el", "la", "los", "las"),
    links=("de", "del"),
    ordinal_suffixes=("º", "o"),
    needs_context=("domingo",),
    # "los jueves", "cada sábado", "todos los domingos": a habit, not a date.
    non_dates=("la mañana", "cada mañana", "por la mañana", "de la mañana", *(
        f"{every} {day}" for every in ("los", "todos los", "cada") for day in (
            "lunes", "martes", "miércoles", "miercoles", "jueves", "viernes")), *(
        f"{every} {day}" for every, days in (("cada", ("sábado", "sabado", "domingo", "día",
                                                       "semana", "fin de semana", "mes", "año",
                                                       "verano", "invierno")),
                                            ("todos los", ("sábados", "sabados", "domingos",
                                                           "días", "fines de semana",
                                                           "meses", "años", "veranos")),
                                            ("los", ("sábados", "sabados", "domingos")))
        for day in days)),
)

EQUIVALENCES = (
    ("asistir", "ir", "visitar", "participar"),
    ("viaje", "viajar", "visitar", "vacaciones", "excursión"),
    ("comprar", "adquirir", "conseguir", "pedir"),
    ("hacer", "hornear", "cocinar", "preparar", "construir"),
    ("ganar", "premio", "obtener"),
    ("empezar", "comenzar", "iniciar"),
    ("mudar", "mudarse", "trasladar"),
    ("ver", "mirar", "conocer"),
    ("correr", "carrera", "maratón"),
    ("fiesta", "celebración", "celebrar", "cumpleaños"),
    ("trabajo", "empleo", "puesto", "ascenso", "ascender"),
    ("médico", "hospital", "operación", "clínica"),
    ("leer", "libro", "novela"),
    ("mascota", "perro", "gato", "gatito", "cachorro"),
    ("concierto", "espectáculo", "festival"),
    ("clase", "curso", "taller", "lección"),
    ("regalo", "regalar", "dar"),
    ("simbolizar", "representar", "significar", "símbolo"),
    ("favorito", "preferido", "preferir"),
    ("dibujar", "dibujo", "pintar", "pintura", "arte"),
    ("canción", "música", "grupo", "cantante"),
    ("hijo", "hija", "niño", "niña"),
    ("excursión", "senderismo", "acampar", "camping"),
    ("enfermo", "enfermar", "gripe", "resfriado", "fiebre", "covid"),
    ("ir", "irse", "salir", "marchar", "volar"),
    # Paraphrases a question uses for what was told ("cuánto pagué" / "lo compré por").
    ("pagar", "costar", "gastar", "precio", "comprar"),
    ("volver", "regresar", "vuelta"),
    ("recoger", "buscar"),
    ("volar", "vuelo", "avión", "aterrizar", "aeropuerto"),
    ("teléfono", "móvil", "celular"),
    ("robar", "robo", "quitar"),
    ("examen", "prueba", "aprobar"),
    ("bailar", "baile", "salsa"),
    ("vender", "dar"),
    ("entregar", "terminar", "acabar"),
    ("boda", "casar", "casarse"),
    ("fiesta", "navidad", "nochevieja", "vacaciones"),
    ("operar", "operación", "cirugía"),
)

# Episode clauses (see hotmem/lang/en/episodes.py for what each list does).
LEADING_FILLERS = """y pero pues bueno oh sí no hey hola también además entonces vale jaja
    oye mira luego"""
NOT_EVENT_LEMMAS = """pensar creer suponer saber parecer sentir esperar gustar encantar decir
    hablar contar preguntar gracias genial bueno bien guay increíble divertido feliz contento
    verdad cosa mucho tanto realmente ser estar haber tener hacer"""
PLAN_LEMMAS = "ir planear pensar querer esperar plan próximo"
# Prepositions before a place ("in Montana", "am Gardasee"): the noun after one is where it
# happened, what a "where" question prefers.
PLACE_PREPOSITIONS = "en a desde al"
# A recall question opening with one of these and naming at most two things of its own
# follows up on the previous one ("and when was that?"): it asks with its words too.
FOLLOW_UP_OPENERS = "y entonces también"
# The imperatives too: the lemmatizer leaves some of them as they are.
RECALL_LEMMAS = """recordar acordar olvidar olvida olvídalo olvídate recuérdame recuerdame
    recuérdamelo acuerdas acuérdate acuerdir"""
# Words that frame a recall question, not what it is about ("what kind of ...", "where did
# we go in April?": the time and the place asked are the question).
QUESTION_FRAME_LEMMAS = "describir pasar ocurrir tipo clase nombre ejemplo ir"
COUNT_WORDS = "cuántos cuántas cuánto cuánta"
# First-person verb forms the small model may not tag (auxiliaries and frequent preterites).
FIRST_PERSON_FORMS = """he había fui estuve hice tuve pude dije vi di compré horneé gané viajé
    visité conocí empecé terminé corrí"""
# Endings only a first-person singular verb has (preterite "adopté", "viví"): the small
# model tags unknown preterites as third-person presents.
FIRST_PERSON_VERB_ENDINGS = "é í"
# The shapes a first-person verb has ("bailo", "bailé", "bailaba", "fui", "hice", "soy",
# "bailamos"): a word the tagger marks first person in another shape is a noun it misread
# ("cuántas calorías se queman bailando salsa" is not "I salsa'd").
FIRST_PERSON_MORPH_FORM = r"\w*(?:o|é|í|i|e|aba|ía|ra|se|mos|y)"
# Verb forms only the preterite has, matched against "form lemma" (the small model tags many
# preterites as presents): "ganó", "volvieron", "adopté" (not the future "adoptaré"), "salí",
# and "-imos" of an -er verb ("volvimos"; "vivimos" may be a present).
PAST_FORM = (r"\w+(?:ó|aron|ieron|aste|iste|asteis|isteis) \w+|\w+[^r]é \w+|\w+[^r]í \w+"
             r"|\w+imos \w+er"
             r"|fu(?:i|e|iste|imos|isteis|eron) \w+")
# Finite forms only the present has, matched against "form lemma": a first person in "-o"
# ("empiezo", "vuelvo"; the small model tags some as preterites, and "empiezo el lunes" is a
# plan), not the irregular preterites that end in "-o" ("hizo", "tuvo", "condujo").
PRESENT_FORM = (r"(?!(?:hizo|puso|dijo|trajo|quiso|tuvo|estuvo|pudo|supo|vino|anduvo|hubo"
                r"|cupo|\w*ujo) )\w+o \w+")
# Suffixes a stem drops so word families meet in recall (hotmem/episodes/stems.py).
STEM_SUFFIXES = """ar er ir ado ada ados adas ido ida idos idas ando iendo ción ciones o a os as
    es e s"""
# Questions said without "?" (hotmem/episodes/asking.py): the written accent makes these words
# ask ("cuándo", not "cuando"); the ones after IN_SITU ask wherever they stand ("fuimos a dónde").
# Question words that, before a time unit, ask when ("what day", "quel jour"):
# hotmem/episodes/extract.py
TIME_QUESTION_WORDS = "qué que cuál"
QUESTION_OPENERS = """qué cuál cuáles quién quiénes cuándo cuánto cuánta cuántos cuántas dónde
    adónde cómo"""
IN_SITU_QUESTION_WORDS = "cuándo dónde adónde cuántos cuántas quién quiénes"
SUBJECT_PRONOUNS = "yo tú él ella nosotros nosotras vosotros ellos ellas usted ustedes"
# Words that point back at what was said just before ("it was made for our church"):
# a recalled clause holding one is shown after the clause said before it.
BACK_REFERENCES = "lo los eso esto ese esa aquello ello él ella ellos ellas allí ahí"
# Words of a recall question that say which telling it means ("what am I currently
# reading?"): an episode saying one too ranks a little higher.
TELLING_MARKS = """actualmente ahora todavía aún
    recientemente últimamente primera primer finalmente"""
QUESTION_LEAD_INS = "a ver oye espera"

# What arranges a time ahead: a time said beside it is the time arranged, not when the
# arranging happened (its clause may be told in the past).
ARRANGEMENT_WORDS = "reservar reservé reservamos entrada entradas billete billetes reserva cita"
