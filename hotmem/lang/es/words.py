"""Spanish words of the stages other than extraction (see ``hotmem/lang/en/words.py``)."""

from hotmem.lang.en.words import FIRST_PERSON as _ENGLISH_FIRST_PERSON

FUNCTION_WORDS = """yo me mi mis tú te tu tus él ella nosotros nosotras ellos ellas usted el la
    los las un una unos unas y o pero es son soy eres está estoy están estás fue era tengo tiene
    tienes tenemos he ha han hay de del al en con por para sin sobre desde muy qué dónde
    cuándo quién cómo cuál porque si no sí también vivo trabajo llamo gusta gustan encanta
    años mucho poco bien hermano hermana amigo amiga perro gato ahora aquí esto eso este
    esta nuestro nuestra hola gracias vale creo quiero puedo verdad realidad nací
    hoy ayer mañana tengo hacer llama llaman mujer marido hija hijo trabaja vive
    dime cuéntame anda"""
LETTERS = "ñ¿¡"
INTERJECTIONS = "hola"

DETERMINERS = "el la los las un una mi mis su sus"
# Speakers mix in English pronouns; they mean the user too.
FIRST_PERSON = "yo me mi mis mí nosotros nosotras nos nuestro nuestra " + _ENGLISH_FIRST_PERSON
ELISIONS = ""

QUESTION_WORDS = {"where": "dónde donde adónde", "who": "quién quien quiénes",
                  "when": "cuándo cuando", "what": "qué cuál cuáles", "how": "cómo"}
QUERY_CUES = {
    "allergic": "alérgico alérgica alérgicos alérgicas alergia alergias",
    "live": "vivir vive vives vivo viven vivía ciudad",
    "work": "trabajar trabaja trabajo trabajas enseño enseñar curro curras currar enseñas",
    "born": "nacer nació nací nacido nacida",
    "move": "mudarse mudé",
    "go": "viajar viajé fui fue",
    "name": "nombre llamar llama llamo llamas llaman",
    "age": "edad años año",
    "like": "gustar gusta gustan encantar encanta",
    "dislike": "odiar odio",
    "favorite": "favorito favorita",
    "have": "tener tengo tiene",
    "own": "poseer comprar coche",
    "friend": "amigo amiga amigos",
    "time": "hora fecha",
    "color": "color",
    "food": "comida plato",
    "movie": "película",
    "sister": "hermana hermanas",
    "brother": "hermano hermanos hermanito",
    "mother": "madre mamá mami",
    "father": "padre papá",
    "wife": "esposa mujer",
    "husband": "esposo marido",
    "son": "hijo",
    "daughter": "hija",
    "dog": "perro",
    "cat": "gato",
    "boss": "jefe jefa",
    "grandmother": "yaya abuelita",
}
CATEGORY_NOUNS = ""
COMPOUND_PREFIXES: dict[str, str] = {}
QUERY_STOP = """ser estar es soy eres está saber sé recordar recuerdas decir dime qué el la los
    las un una de en que y o mi tu su yo tú"""
CHITCHAT = "clima tiempo chiste hola gracias adiós"
SMALL_TALK_LEMMAS = ""
PLACE_DEICTIC = "allí allá ahí"
DEICTIC = "ello eso"

# Need-aware retrieval: see hotmem/lang/en/words.py.
NEED_CUES = {
    "profile": "biografía bio presentar presentarme presentación perfil",
    "location": """cerca cercano cercana alrededor barrio farmacia médico dentista hospital
        clínica supermercado tienda panadería domicilio ropa poner ponerme
        vestir
        paraguas chubasquero abrigo chaqueta""",
    "food": """picar merendar merienda
        cocinar cocino cocina receta recetas cena cenar comida almuerzo desayuno comer
        restaurante restaurantes plato platos menú pastel tarta postre sopa ensalada pasta
        pizza vegetariano vegetariana vegano dieta compra hambre
        vegana celíaco celíaca gluten lactosa halal
        cenamos cenas comemos
        diabético diabética diabetes colesterol intolerante intolerancia lácteos
        alérgico alérgica alérgicos alérgicas
        comí comido comimos cociné cocinado
        pizzería pizzeria cerveza vino reflujo gastritis
        chino japonés tailandés indio mexicano tapas""",
    "health": """entrenamiento entrenar correr carrera trotar marathon maratón senderismo yoga
        nadar natación gimnasio ejercicio ejercicios dieta medicina medicamento médico
        rutina rutinas
        alergia alergias enfermo
        asma diabetes artritis lesión migraña migrañas rodilla rodillas espalda hombro tobillo
        cadera corazón hipertensión
        estiramientos
        diabético diabética colesterol tensión hernia
        moverme moverse movimiento
        lumbago ciática hipotiroidismo tiroides colon lumbalgia epilepsia anemia escoliosis
        tendinitis penicilina antibióticos polen
        antibiótico marcapasos infarto sueño dormir insomnio anticoagulante anticoagulantes""",
    "activity": """entrenamiento entrenar correr trotar senderismo nadar yoga deporte deportes
        actividad actividades excursión escalada moverme moverse
        ciclismo bici bicicleta
        carrera
        tenis fútbol baloncesto básquet vóley balonmano golf rugby esquí surf boxeo pilates
        pádel padel baile danza vela judo kárate""",
    "leisure": """afición aficiones pasatiempo pasatiempos aburrido aburrida ocio excursión""",
    # Words of a free time: a need of their own only when no other need is cued.
    "free_time": "finde sábado domingo",
    "gift": "regalo regalos regalar sorpresa",
    "occasion": "cumpleaños navidad aniversario reyes santo compro comprar compramos cumple",
    "kin": "brindis discurso biografía presentar presentación boda tarjeta carta invitación",
    # The user's job itself ("what do I do for a living?", "che lavoro faccio?").
    "job": """profesión oficio trabajas trabajo dedico clase clases alumnos cliente clientes
        portafolio seminario congreso""",
    "work": "trabajo oficina jefe jefa reunión reuniones colega colegas compañero",
    "commute": "trayecto metro tranvía autobús tren tráfico huelga",
    "entertainment": """música canción canciones álbum grupo banda podcast podcasts película
        películas serie series libro libros novela leer ver escuchar juego juegos
        concierto
        veo vemos
        peli pelis playlist
        jazz rock pop rap reguetón techno reggae blues metal ópera clásica flamenco
        salsa k-pop""",
    "pets": """mascota mascotas adoptar adopción gatito gatitos cachorro cachorros perro perros
        gato gatos veterinario conejo conejos hámster loro tortuga
        pájaro pájaros periquito periquitos canario
        bicho bichos burro poni perra perras gata gatas""",
    "travel": """viaje viajes viajar vacaciones vuelo volar maleta equipaje
        destino destinos visitar hotel extranjero escapada escaparme escaparnos itinerario
        mar playa
        escapamos escapo escapada escapadita excursión excursiones""",
    # Kinds of media (within entertainment): a music request is not served by liked films.
    "music": """música canción canciones álbum grupo banda playlist escuchar jazz rock pop rap
        reguetón techno reggae blues metal ópera clásica flamenco salsa k-pop
        concierto bailar""",
    "screen": "película películas peli pelis serie series ver cine tele documental",
    "reading": "libro libros novela novelas leer lectura cómic cómics",
    "podcast": "podcast podcasts escuchar",
}
NEED_PHRASES = {
    "health": "en forma",
    "free_time": "fin de semana|tiempo libre|día libre|esta noche",
    "location": """no muy lejos|no tan lejos
        |mi zona|cerca de mi casa|en mi barrio|me pongo|me visto|cerca de casa
        |cerca de mí|por aquí|mi barrio|por casa|por mi casa|por mi zona""",
    "commute": """trayecto|qué hora salgo|qué hora tengo que salir|salgo de casa|salir de casa
        |al laburo|al curro|a la oficina|al turno|ir al trabajo|al trabajo
        |salir para el trabajo""",
    "occasion": "día de la madre|día de las madres|día del padre",
    "kin": "preséntame|sobre mí",
    "profile": "preséntame|sobre mí",
    "gift": """le regalo|les regalo|le compro|les compro|le llevo|les llevo|le regalamos
        |le compramos|le llevamos|le puedo regalar|le podría regalar""",
    "prepare": """me preparo|me hago|nos preparamos|nos hacemos|me cocino""",
    "pastime": """viaje largo|largo viaje|trayecto largo|largo trayecto|vuelo largo|largo vuelo""",
    "travel": """fin de semana fuera|unos días fuera|me voy una semana|me voy unos días
        |nos vamos una semana|nos vamos unos días|estaré fuera|estaremos fuera
        |fuera una semana
        |me voy un mes|días fuera|semanas fuera""",
    "house": """en casa|la casa|el piso|el departamento
        |para casa|para la casa""",
}
# Leaving for somewhere: asked with when or at what time, the way to work or school.
DEPARTURE_WORDS = "salir salgo salga saldré salimos"
# Phrases asking for a time or for being on time (beside a "when" question word).
TIME_ASKS = "qué hora|con cuánto tiempo|llegar tarde|a tiempo"
REQUEST_WORDS = """recomiendas sugieres propones aconsejas
    ayuda ayúdame ayudar recomienda recomiéndame recomendar sugiere sugiéreme
    planear planeo
    sugerir idea ideas plan escribe escríbeme encuentra dame propón debo debería podría
    puedo necesito deberíamos podríamos necesitamos busca búscame buscar encuéntrame elige
    elígeme escoge organiza organízame planea planifica consejo consejos pon ponme
    propónme hazme preséntame
    reserva reservá resérvame arma ármame prepara prepárame
    tienes sabes puedes"""
# Wishes: with a need's words, "i wanna get back in shape" asks for help without "?".
WISH_WORDS = "quiero quisiera querría gustaría necesito apetece pensando"
# First words of a request said as a noun phrase ("any podcast for the drive").
REQUEST_OPENERS = "un una unos unas algo"
# Question words that ask wherever they stand, "?" or not; never a conjunction or relative.
ASKING_WORDS = "qué cómo cuál cuáles dónde cuándo quién"
# Openings that make a question whether or not "?" is written ("is it ok to run today",
# "soll ich heute joggen"): a verb before its subject.
QUESTION_OPENERS = ""
RECALL_WORDS = "recuérdame recuerda recordar dime di"
# Openings asking the assistant to remember ("do you remember ...", "weißt du noch ..."):
# with a question word or in the first person, a recall, the second person notwithstanding.
RECALL_OPENERS = "te acuerdas|recuerdas|sabes|me recuerdas|me dices|me puedes decir|puedes decirme"
# Saying the fact was told to the assistant ("what school did i tell you i teach at"): the
# user's own fact is asked, whatever the second person says.
TOLD_PHRASES = "te dije|te conté|te comenté|te había dicho|te había contado|te lo dije"
# ... and first-person verbs of requests, the subject being dropped ("¿qué cocino hoy?").
SELF_WORDS = """yo me mí mi mis nosotros nos nuestro nuestra puedo debo hago necesito cocino
    preparo compro pongo llevo ceno hacemos cocinamos tengo quiero voy estoy salgo cenamos
    comemos veo tendría vamos"""
SELF_ENDINGS = "amos emos imos"
# Words saying a request is for the user's household: a meal then depends on the partner too.
HOUSEHOLD_WORDS = """nosotros nosotras nos dos ambos familia todos cenamos comemos
    cocinamos hacemos preparamos"""
# Words asking for something like before ("a trip like the last one", "wieder ans Meer").
AGAIN_WORDS = "otra otro vez parecido parecida"
# A request about a past time asks what happened (episodic recall), never for help.
PAST_WORDS = "ayer pasado pasada anoche"
# Weather asked for a time to come ("will it rain tomorrow", "va a llover mañana"): a
# forecast where the user is. Today's weather said aloud ("che caldo oggi") is small talk.
WEATHER_WORDS = "tiempo llover lloverá llueva lluvia calor frío nieve nevar nevará pronóstico"
FORECAST_WORDS = "mañana luego tarde finde noche hará lloverá nevará"
# The weather itself asked for today ("che tempo fa oggi", not "che caldo oggi") depends on
# where the user is.
TODAY_WORDS = "hoy"
WEATHER_NOUNS = "tiempo pronóstico"
# An allergy is to something eaten or touched, no state of the body a sport depends on.
# Singular definite articles: a pet word after one is a pet the speaker means ("il cane");
# a plural one is often animals in general ("perché gli uccelli cantano?").
DEFINITE_WORDS = "el la"
ALLERGY_WORDS = "alergia alergias alérgico alérgica"
# Conditions of breathing that pets set off ("asthma"): they serve a pet request.
BREATHING_WORDS = "asma asmático asmática"
# Getting a pet (phrases): only then does a condition of breathing serve a pet request
# (one for the pet the user has is about the pet).
PET_GETTING = """adoptar|adopción|adoptamos|adopto|comprar un|comprar una|compramos un
    |compramos una|tener un|tener una|una mascota"""
# Measure questions ("how many grams in a pound?") are general knowledge, never a need.
MEASURE_WORDS = "cuánto cuánta cuántos cuántas"
