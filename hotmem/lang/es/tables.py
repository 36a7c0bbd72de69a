"""Spanish extraction table (UD labels; read by ``hotmem.extract.dependency``)."""

from __future__ import annotations

from hotmem.lang.lexicon import Lexicon

_KIN = {
    "hermana": "sister", "hermano": "brother", "madre": "mother", "padre": "father",
    "mamá": "mother", "mama": "mother", "papá": "father", "papa": "father", "esposa": "wife",
    "mujer": "wife", "esposo": "husband", "marido": "husband", "pareja": "partner",
    "novio": "boyfriend", "novia": "girlfriend", "prometido": "fiance", "prometida": "fiancee",
    "hijo": "son", "hija": "daughter", "amigo": "friend", "amiga": "friend", "primo": "cousin",
    "prima": "cousin", "tía": "aunt", "tío": "uncle", "abuela": "grandmother",
    "abuelo": "grandfather", "nieto": "grandson", "nieta": "granddaughter",
    "sobrina": "niece", "sobrino": "nephew", "compañero": "roommate", "jefe": "boss",
    "jefa": "boss", "colega": "colleague", "vecino": "neighbor", "vecina": "neighbor",
    "padres": "parent", "perro": "dog", "perra": "dog", "gato": "cat", "gata": "cat",
    "mascota": "pet", "cuñado": "brother-in-law", "cuñada": "sister-in-law",
    "suegro": "father-in-law", "suegra": "mother-in-law", "yerno": "son-in-law",
    "nuera": "daughter-in-law",
    # a plural said of a mixed group: "no tengo hermanos", "tengo tres hermanos"
    "hermanos": "sibling",
    "suegros": "parent-in-law",
}

# Where one is from, said as an adjective ("soy canaria", "soy venezolano"): an identity, never
# a name the tagger did not know.
_DEMONYMS = frozenset(
    f"{stem}{end}" for stem in """canari galleg vasc madrileñ valencian asturian murcian
    sevillan malagueñ extremeñ cántabr mancheg castellan riojan navarr gaditan granadin
    venezolan cuban uruguay paraguay bolivian ecuatorian
    hondureñ guatemaltec salvadoreñ panameñ dominican puertorriqueñ brasileñ rus chin
    american británic argelin ucranian rumen búlgar""".split() for end in "oa")
_DEMONYMS |= frozenset("""andaluz andaluza catalán catalana aragonés aragonesa portugués
    portuguesa japonés japonesa irlandés irlandesa escocés escocesa holandés holandesa
    canadiense nicaragüense costarricense marroquí cordobés cordobesa onubense
    almeriense""".split())

def _spelled_numbers() -> dict[str, int]:
    """Number words 1-99 an age is said with: "cinco", "veintidós", "ochenta y cinco"."""
    units = "uno dos tres cuatro cinco seis siete ocho nueve".split()
    teens = "diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve"
    twenties = ("veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis "
                "veintisiete veintiocho veintinueve").split()
    tens = "treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()
    out = {word: n for n, word in enumerate(units, start=1)}
    out |= {word: n for n, word in enumerate(teens.split(), start=10)}
    out |= {"veinte": 20} | {word: n for n, word in enumerate(twenties, start=21)}
    for t, ten in enumerate(tens, start=3):
        out[ten] = t * 10
        for u, unit in enumerate(units, start=1):
            out[f"{ten} y {unit}"] = t * 10 + u
    return out

LEXICON = Lexicon(
    lang="es",
    doubling_preps=frozenset({"a"}),
    verb_prep={
        ("vivir", "en"): "lives_in",
        ("residir", "en"): "lives_in",
        ("mudar", "a"): "lives_in",
        ("mudar", "de"): "moved_from",
        ("mudar", "desde"): "moved_from",
        ("venir", "desde"): "moved_from",
        ("tomar parte", "en"): "participated_in",
        ("trabajar", "en"): "works_at",
        ("trabajar", "para"): "works_at",
        ("nacer", "en"): "born_in",
        # "crecí en Lima", "me crié en Murcia": where one grew up is read as one's origin
        ("crecer", "en"): "born_in",
        ("criar", "en"): "born_in",
        ("ser", "de"): "born_in",
        # "ahora estoy en Cuenca": a named place in the present, as fr "je suis à Pau"
        ("estar", "en"): "lives_in",
        ("venir", "de"): "born_in",
        # "me vine de Caracas": the reflexive use is a move away ("me fui de vacaciones",
        # "de viaje", "de fiesta" are outings: "irse de" is left out)
        ("venirse", "de"): "moved_from",
        ("ir", "a"): "went_to",
        ("viajar", "a"): "went_to",
        ("visitar", None): "went_to",
        ("participar", "en"): "participated_in",
        ("competir", "en"): "participated_in",
        ("comprar", None): "owns",
        ("trabajar", "como"): "is",
        ("conducir", None): "owns",
        ("manejar", None): "owns",
        ("comer", None): "eats",
        ("cumplir", None): "age",
        ("haber estado", "en"): "went_to",
        ("alérgico", "a"): "allergic_to",
        ("alérgica", "a"): "allergic_to",
        ("alérgico", "al"): "allergic_to",
        ("alérgica", "al"): "allergic_to",
        ("alérgicos", "a"): "allergic_to",
        ("alérgicas", "a"): "allergic_to",
        ("trabajar", "de"): "is",
        ("loco", "por"): "likes",
        ("loca", "por"): "likes",
        ("locos", "por"): "likes",
        ("locas", "por"): "likes",
        ("apasionado", "por"): "likes",
        ("apasionada", "por"): "likes",
        ("alergia", "a"): "allergic_to",
        ("alergia", "al"): "allergic_to",
        ("sufrir", "de"): "has_condition",
        ("padecer", "de"): "has_condition",
        ("padecer", None): "has_condition",
        # "tengo miedo a las alturas", "le tengo pánico a los aviones": a fear is a dislike
        **{(fear, prep): "dislikes" for fear in ("miedo", "pánico", "terror", "fobia")
           for prep in ("a", "al", "de", "del")},
    },
    likes={
        "amar": "likes", "adorar": "likes", "disfrutar": "likes", "preferir": "likes",
        "odiar": "dislikes", "detestar": "dislikes", "aborrecer": "dislikes",
    },
    likes_reverse={
        "gustar": "likes", "encantar": "likes", "fascinar": "likes", "chiflar": "likes",
        "apasionar": "likes", "disgustar": "dislikes", "asustar": "dislikes",
        "aterrar": "dislikes", "aterrorizar": "dislikes", "horrorizar": "dislikes",
        # "el fútbol me aburre": what bores the speaker is a dislike
        "aburrir": "dislikes",
    },
    negated_likes={"soportar": "dislikes", "aguantar": "dislikes"},
    favorite_words=frozenset({"favorito", "favorita", "favoritos", "favoritas", "preferido",
                              "preferida"}),
    # "mi hobby es pintar", "mis aficiones son el cine y el teatro": a pastime is a liking
    relation_nouns={"hobby": "likes", "hobbies": "likes", "hobbie": "likes", "afición": "likes",
                    "pasatiempo": "likes", "pasión": "likes",
                    "rollo": "likes"},  # "mi rollo es el jazz" (Spain): one's thing
    things={
        "color": "color", "comida": "food", "plato": "dish", "película": "movie",
        "peli": "movie", "libro": "book", "canción": "song", "grupo": "band", "banda": "band",
        "música": "music", "deporte": "sport", "estación": "season", "animal": "animal",
        "bebida": "drink", "ciudad": "city", "juego": "game", "cantante": "singer",
        "equipo": "team", "fruta": "fruit", "lugar": "place", "sitio": "place",
        "fiesta": "holiday", "día": "day", "serie": "show", "autor": "author",
        "actor": "actor", "actriz": "actress", "restaurante": "restaurant", "postre": "dessert",
        "flor": "flower", "número": "number", "país": "country", "idioma": "language",
        "cerveza": "beer", "vino": "wine", "artista": "artist",
    },
    kinship=_KIN | {w: "dog" for w in """beagle labrador caniche teckel chihuahua galgo podenco
                    bulldog perrito perrita cachorro cachorra husky labradora""".split()}
    | {w: "cat" for w in "gatito gatita minino minina".split()}
    | {"conejo": "rabbit", "coneja": "rabbit", "conejito": "rabbit", "hámster": "hamster",
       "loro": "parrot", "periquito": "parrot", "perico": "parrot", "cotorra": "parrot",
       "pájaro": "bird",
       "tortuga": "turtle", "caballo": "horse", "yegua": "horse", "pez": "fish"},
    naming_verbs=frozenset({"llamar", "apodar"}),
    name_nouns=frozenset({"nombre", "apodo"}),
    be_verbs=frozenset({"ser", "estar"}),
    have_verbs=frozenset({"tener"}),
    age_nouns=frozenset({"año", "añito"}),  # "tengo 34 añitos"
    spelled_numbers=_spelled_numbers(),
    numbered_nouns=frozenset("tipo grado fase estadio".split()),
    identity_adjectives=frozenset(
        """celíaco celíaca intolerante asmático asmática epiléptico epiléptica hipertenso
        hipertensa sordo sorda ciego ciega daltónico daltónica
        vegetariano vegetariana vegano vegana pescetariano pescetariana pescatariano
        pescatariana casado casada soltero soltera divorciado
        divorciada viudo viuda jubilado jubilada embarazada alérgico alérgica diabético
        diabética católico católica ateo atea español española mexicano mexicana argentino
        argentina enfermero enfermera médico médica profesor profesora maestro maestra
        abogado abogada ingeniero ingeniera estudiante camarero camarera colombiano colombiana
        chileno chilena peruano peruana francés francesa
        alemán alemana italiano italiana inglés inglesa estadounidense""".split()
    ) | _DEMONYMS,
    passing_states=frozenset(
        """bien mal cansado cansada contento contenta feliz triste aburrido aburrida ocupado
        ocupada seguro segura listo lista enfermo enferma nervioso nerviosa aquí allí chico chica
        tipo tía persona""".split()
    ),
    friend_nouns=frozenset({"amigo", "amiga"}),
    hedges=(
        ("creo", "que"), ("creo",), ("pienso", "que"), ("quizás",), ("quizá",), ("tal", "vez"),
        ("a", "lo", "mejor"),
        ("probablemente",), ("supongo",), ("no", "estoy", "seguro"), ("no", "estoy", "segura"),
        ("posiblemente",), ("me", "parece", "que"), ("puede", "que"), ("acaso",),
        ("no", "sé", "si"), ("no", "se", "si"),
    ),
    lapse_adverbs=frozenset({"ahora"}),
    negation_intensifiers=frozenset({"para nada", "en absoluto"}),
    benefactive_preps=frozenset({"para"}),
    adversative_conjunctions=frozenset({"pero", "sino"}),
    not_only_words=frozenset({"solo", "sólo", "solamente", "únicamente"}),
    negations=frozenset({"no", "nunca", "jamás", "tampoco", "ni", "ningún", "ninguna", "ninguno",
                         "ningunos", "ningunas"}),
    used_to=(("solía",), ("solíamos",), ("antes",)),
    corrections=(("en", "realidad"), ("de", "hecho"), ("perdón",), ("no", "espera"),
                 ("corrijo",), ("bueno", "no"), ("mejor", "dicho"), ("quiero", "decir"),
                 ("perdona",)),
    question_words={
        "dónde": "where", "donde": "where", "adónde": "where", "cuándo": "when",
        "quién": "who", "quiénes": "who", "qué": "what", "cuál": "which", "cuáles": "which",
        "cómo": "how", "por qué": "why", "cuánto": "how", "cuántos": "how", "cuánta": "how",
    },
    reactions=frozenset(
        """perdón perdona
        guau vaya genial qué chulo bien vale ok okay jaja jajaja sí si no claro gracias
        interesante increíble perfecto bueno ah oh eh ajá fantástico estupendo dale venga
        hala anda vale guay qué chulo
        hola buenas buenos saludos""".split()
    ),
    fillers=(("pues", "nada"), ("eh",), ("este",), ("pues",), ("bueno",), ("o", "sea"),
             ("sabes",), ("mmm",), ("em",), ("ehm",), ("ay",), ("tipo",)),
    hypothetical_markers=frozenset({"si", "ojalá"}),
    wish_verbs=frozenset({"querer", "desear", "esperar", "planear", "pensar", "soñar",
                          "gustaría", "encantaría"}),
    future_times=(("que", "viene"), ("próxima", "semana"), ("próximo", "mes"),
                  ("próximo", "año"), ("pasado", "mañana")),
    conditional_auxes=frozenset(),
    because_markers=frozenset({"porque", "ya", "como", "pues"}),
    question_complementizers=frozenset({"si"}),
    # people in general ("todos ..."): no one in particular
    generic_persons=frozenset("todos todas nadie gente mundo".split()),
    pronouns={
        "él": "he", "lo": "it", "ella": "she", "la": "she", "ellos": "they", "ellas": "they",
        "esto": "it", "eso": "it", "este": "it", "esta": "it", "ese": "it", "esa": "it",
        "le": "they", "les": "they",
    },
    forget_verbs=frozenset({"olvidar", "borrar", "eliminar"}),
    stopwords=frozenset({"vale", "bueno", "pues", "jaja", "eh"}),
    self_words=frozenset({"yo", "me", "mi", "mis", "mí", "nosotros", "nosotras", "nos",
                          "nuestro", "nuestra", "nuestros", "nuestras", "conmigo"}),
    second_person=frozenset({"tú", "tu", "te", "ti", "usted", "vosotros", "contigo"}),
    relative_pronouns=frozenset({"que", "quien", "quienes", "cual"}),
    time_preps=frozenset({"el"}),
    time_nouns=frozenset("""lunes martes miércoles jueves viernes sábado domingo hoy mañana
        primavera verano otoño invierno""".split()),
    months=frozenset("""enero febrero marzo abril mayo junio julio agosto septiembre setiembre
        octubre noviembre diciembre""".split()),
    verb_forms={
        "vivo": "vivir", "trabajo": "trabajar", "nací": "nacer", "odio": "odiar",
        "adoro": "adorar", "amo": "amar", "detesto": "detestar", "soy": "ser",
        "tengo": "tener", "viajé": "viajar", "fui": "ir", "visité": "visitar",
        "compré": "comprar", "participé": "participar", "vivía": "vivir",
        "trabajaba": "trabajar", "me mudé": "mudar", "mudé": "mudar", "prefiero": "preferir",
        "disfruto": "disfrutar", "solía": "soler", "competí": "competir",
        "viví": "vivir", "trabajé": "trabajar", "crecí": "crecer", "estudié": "estudiar",
        "juego": "jugar", "practico": "practicar", "toco": "tocar", "escucho": "escuchar",
        "cumplí": "cumplir", "estudio": "estudiar", "crié": "criar", "sufro": "sufrir",
        "padezco": "padecer", "vengo": "venir",
        # a pastime said after another ("juego al tenis y hago yoga"): without the form
        # the parser reads the first clause as the subject of the second
        "hago": "hacer", "leo": "leer", "corro": "correr", "nado": "nadar", "bailo": "bailar",
        "conduzco": "conducir", "colecciono": "coleccionar", "salgo": "salir",
    },
    # Present subjunctive after "quizás"/"tal vez" ("Quizás mi hermana viva en Londres"):
    # the tagger reads these as adjectives or nouns.
    lemma_fixes={"viva": "vivir", "vivan": "vivir", "trabaje": "trabajar",
                 "trabajen": "trabajar", "llámame": "llamar", "llamarme": "llamar",
                 "llámeme": "llamar", "chifla": "chiflar", "chiflan": "chiflar",
                 # "me llamo Lucía": before a name that is also a verb form the tagger reads
                 # "llamo" as a past tense and gives it no lemma
                 "llamo": "llamar",
                 # "estuve en Granada": a visit, read as "he estado en" (the tagger makes the
                 # preterite a copula of the place)
                 "estuve": "haber estado", "estuvimos": "haber estado"},
    # "no como cerdo", "como mucha fruta": "como" read as "as" or "since"
    homograph_verbs={"como": "comer"},
    self_naming_forms=frozenset({"llámame", "llamarme", "llámeme"}),
    naming_participles=frozenset({"llamado", "llamada", "llamados", "llamadas"}),
    genitive_preps=frozenset({"de", "del"}),
    comitative_preps=frozenset({"con"}),
    place_deictics=frozenset({"aquí", "allí", "acá"}),
    future_auxiliaries=frozenset({"ir"}),
    second_person_possessives=frozenset({"tu", "tus"}),
    reflexive_pronouns=frozenset({"me", "se", "nos"}),
    reflexive_frames={"venir": "venirse"},
    # Spain's slang "currar" (to work) and "curro" (a job) read as the plain words: the tagger
    # knows no form of it ("yo curro de camarero", "mi curro está lejos")
    bare_contractions={"curro": "trabajo", "curras": "trabajas", "curra": "trabaja",
                       "curramos": "trabajamos", "curran": "trabajan", "currar": "trabajar",
                       "currando": "trabajando"},
    evaluatives=frozenset(
        """hermoso hermosa hermosos hermosas precioso preciosa preciosos preciosas lindo linda
        lindos lindas maravilloso maravillosa maravillosos maravillosas guapo guapa guapos
        guapas bonito bonita bonitos bonitas""".split()
    ),
    quantity_nouns=frozenset("montón montones par".split()),
    # longest first: the first phrase found must cover the aside
    asides=(("si", "te", "sirve", "de", "algo"), ("si", "le", "sirve", "de", "algo"),
            ("por", "si", "te", "sirve", "de", "algo"),
            ("si", "te", "sirve"), ("si", "le", "sirve"), ("si", "sirve", "de", "algo"),
            ("si", "te", "interesa"), ("si", "le", "interesa"), ("si", "importa"),
            ("si", "te", "ayuda"), ("por", "si", "te", "sirve"), ("por", "si", "sirve")),
    condition_nouns=frozenset(
        """asma diabetes artritis migraña migrañas alergia alergias epilepsia insomnio
        ansiedad depresión dislexia eczema celiaquía hipertensión cáncer tdah autismo
        lesión lesiones dolor dolores hernia tendinitis esguince colesterol
        hipotiroidismo hipertiroidismo fibromialgia artrosis gastritis bronquitis anemia
        psoriasis escoliosis lumbalgia ciática reuma reúma gota obesidad esclerosis
        párkinson parkinson alzhéimer alzheimer apnea dermatitis rinitis sinusitis
        hepatitis anorexia bulimia acúfenos glaucoma cataratas sordera vértigo vértigos
        epoc ictus intolerancia""".split()
    ),
    # "tengo la rodilla fastidiada", "tengo la tensión alta": a body part (or the blood
    # pressure) said with how it is wrong
    condition_modifiers=frozenset(
        """alta baja mala malas fastidiada fastidiado fastidiadas fastidiados lesionada
        lesionado rota roto jodida jodido tocada tocado""".split()),
    body_parts=frozenset(
        """tensión presión rodilla rodillas espalda hombro hombros tobillo tobillos muñeca
        muñecas cadera caderas cuello codo codos pie pies pierna piernas brazo brazos mano
        manos dedo dedos columna mandíbula muela muelas ojo ojos oído oídos corazón
        estómago""".split()),
    workplace_preps=frozenset({"en", "para"}),
    non_work_roles=frozenset(
        """estudiante alumno alumna socio socia
        miembro fan cliente paciente visitante turista""".split()
    ),
    privative_preps=frozenset({"sin"}),
    # "tengo hambre", "tengo miedo": a passing state, never a possession
    transient_objects=frozenset(
        """hambre sed frío calor miedo sueño prisa gana ganas suerte cuidado vergüenza celos
        razón fiebre resaca reunión cita examen clase problema idea duda pregunta plan
        entrevista turno""".split()),
    state_copulas=frozenset({"estar"}),
    present_markers=frozenset({"ahora", "actualmente", "ya"}),
    obligation_verbs=frozenset({"tener", "deber"}),
    # "los lunes son lo peor"; "el reguetón no es lo mío" (a liking denied)
    superlatives={"peor": "dislikes", "mejor": "likes", "lo mío": "likes", "lo mio": "likes"},
    perfect_as_present={"estar": "haber estado"},  # "he estado en Perú": a visit
    cessation_verbs={"dejar": "de"},
    job_nouns=frozenset({"trabajo", "empleo", "curro"}),
    # pro-drop: a first-person verb form opens a clause as a pronoun would ("no tengo
    # hermanos soy hija única"); forms that are also nouns ("trabajo", "juego") are left out
    clause_openers=frozenset({"yo", "soy", "vivo", "tengo", "nací", "estoy"}),
    clause_conjunctions=frozenset({"y", "e"}),
    # questions run on to a statement: "soy enfermera qué me recomiendas para dormir"
    tail_questions=(("qué", "me", "recomiendas"), ("qué", "me", "aconsejas"),
                    ("qué", "me", "sugieres"), ("qué", "me", "recomienda"), ("y", "tú"),
                    ("tú", "qué"), ("qué", "opinas"), ("me", "recomiendas"),
                    ("me", "puedes", "recomendar"), ("sabes", "si")),
    contrast_preps=frozenset({"en", "a", "para", "de", "con"}),
    greetings=(("hola",), ("holi",), ("oye",), ("buenas",), ("buenos", "días"),
               ("buenas", "tardes"),
               ("buenas", "noches"), ("qué", "tal"), ("qué", "pasa"), ("hey",), ("ey",),
               ("saludos",), ("encantado",), ("encantada",), ("mucho", "gusto")),
    afterthoughts=(("sobre", "todo"), ("sobretodo",), ("especialmente",), ("en", "especial"),
                   ("principalmente",), ("en", "particular")),
    branch_nouns=frozenset("oficina oficinas sede sucursal delegación filial".split()),
    occupations=frozenset(
        """profesor profesora maestro maestra médico médica doctor doctora enfermero enfermera
        abogado abogada ingeniero ingeniera programador programadora diseñador diseñadora
        contable cajero cajera camarero camarera cocinero cocinera panadero panadera
        carnicero carnicera agricultor agricultora conductor conductora piloto mecánico
        mecánica electricista fontanero fontanera carpintero carpintera pintor pintora
        escritor escritora periodista editor editora fotógrafo fotógrafa músico música
        artista estudiante bibliotecario bibliotecaria farmacéutico farmacéutica dentista
        veterinario veterinaria cirujano cirujana psicólogo psicóloga científico científica
        investigador investigadora secretario secretaria recepcionista gerente dependiente
        dependienta bombero bombera policía soldado arquitecto arquitecta abogado banquero
        banquera traductor traductora peluquero peluquera jardinero jardinera jubilado
        jubilada autónomo autónoma entrenador entrenadora actor actriz cantante bailarín
        bailarina vendedor vendedora funcionario funcionaria administrativo
        administrativa""".split()
    ),
    habit_verbs={("jugar", "a"): "likes", ("jugar", "al"): "likes", ("practicar", None): "likes",
                 ("tocar", None): "likes", ("hacer", None): "likes", ("escuchar", None): "likes"},
    light_habit_verbs=frozenset({"hacer", "practicar"}),
    not_workplaces=frozenset("casa remoto".split()),
    partitive_articles=frozenset({"mucho", "mucha", "bastante"}),
    # "me duele la rodilla": has_condition "dolor de rodilla"
    hurting_verbs={"doler": "dolor de"},
    frequency_words=frozenset("cada todos todas siempre diario semanal".split()),
    fan_nouns=frozenset({"fan", "hincha", "forofo", "forofa", "aficionado", "aficionada",
                         "fanático", "fanática", "apasionado", "apasionada"}),
    # "un pueblo de Teruel", "un piso pequeño en Vigo", "el centro de Madrid": the place
    # named after the kind is where
    place_kinds=frozenset(
        """pueblo pueblito pueblecito aldea barrio zona provincia región isla comarca
        afueras afuera centro norte sur costa urbanización piso casa apartamento chalet estudio
        ciudad""".split()),
)
