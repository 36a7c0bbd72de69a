"""Statements written in all five languages for tests/test_parity.py (written for the test)."""

# (expected, {lang: text}); expected is a set of (subject, relation, negated, hedged) and, for
# forget requests, a tuple of (subject, relation) pairs under the key "forget".
CASES: list[tuple[object, dict[str, str]]] = [
    ({("you", "lives_in", False, False)}, {
        "en": "I live in Berlin.", "es": "Vivo en Berlín.", "fr": "J'habite à Berlin.",
        "de": "Ich wohne in Berlin.", "it": "Abito a Berlino."}),
    ({("you", "works_at", False, False)}, {
        "en": "I work at Google.", "es": "Trabajo en Google.", "fr": "Je travaille chez Google.",
        "de": "Ich arbeite bei Google.", "it": "Lavoro per Google."}),
    ({("you", "name", False, False)}, {
        "en": "My name is Anna.", "es": "Me llamo Anna.", "fr": "Je m'appelle Anna.",
        "de": "Ich heiße Anna.", "it": "Mi chiamo Anna."}),
    ({("sister", "lives_in", False, False)}, {
        "en": "My sister lives in Madrid.", "es": "Mi hermana vive en Madrid.",
        "fr": "Ma sœur habite à Madrid.", "de": "Meine Schwester wohnt in Madrid.",
        "it": "Mia sorella abita a Madrid."}),
    ({("brother", "works_at", False, False)}, {
        "en": "My brother works at Siemens.", "es": "Mi hermano trabaja en Siemens.",
        "fr": "Mon frère travaille chez Siemens.", "de": "Mein Bruder arbeitet bei Siemens.",
        "it": "Mio fratello lavora per Siemens."}),
    ({("you", "dog", False, False)}, {
        "en": "I have a dog named Rex.", "es": "Tengo un perro llamado Rex.",
        "fr": "J'ai un chien qui s'appelle Rex.", "de": "Ich habe einen Hund namens Rex.",
        "it": "Ho un cane che si chiama Rex."}),
    ({("you", "sister", False, False)}, {
        "en": "My sister is called Laura.", "es": "Mi hermana se llama Laura.",
        "fr": "Ma sœur s'appelle Laura.", "de": "Meine Schwester heißt Laura.",
        "it": "Mia sorella si chiama Laura."}),
    ({("you", "likes", False, False)}, {
        "en": "I love pizza.", "es": "Me encanta la pizza.", "fr": "J'adore la pizza.",
        "de": "Ich liebe Pizza.", "it": "Adoro la pizza."}),
    ({("you", "dislikes", False, False)}, {
        "en": "I hate mushrooms.", "es": "Odio las setas.", "fr": "Je déteste les champignons.",
        "de": "Ich hasse Pilze.", "it": "Odio i funghi."}),
    ({("you", "born_in", False, False)}, {
        "en": "I was born in Lisbon.", "es": "Nací en Lisboa.", "fr": "Je suis né à Lisbonne.",
        "de": "Ich bin in Lissabon geboren.", "it": "Sono nato a Lisbona."}),
    ({("you", "lives_in", True, False)}, {
        "en": "I don't live in Paris anymore.", "es": "Ya no vivo en París.",
        "fr": "Je n'habite plus à Paris.", "de": "Ich wohne nicht mehr in Paris.",
        "it": "Non abito più a Parigi."}),
    (set(), {
        "en": "Where do I live?", "es": "¿Dónde vivo?", "fr": "Où est-ce que j'habite ?",
        "de": "Wo wohne ich?", "it": "Dove abito?"}),
    (set(), {
        "en": "If I lived in Rome, I would be happy.",
        "es": "Si viviera en Roma, sería feliz.", "fr": "Si j'habitais à Rome, je serais heureux.",
        "de": "Wenn ich in Rom wohnen würde, wäre ich glücklich.",
        "it": "Se abitassi a Roma, sarei felice."}),
    ({("you", "lives_in", False, False)}, {
        "en": "I moved to Berlin because my wife works at Siemens.",
        "es": "Me mudé a Berlín porque mi esposa trabaja en Siemens.",
        "fr": "J'ai déménagé à Berlin parce que ma femme travaille chez Siemens.",
        "de": "Ich bin nach Berlin gezogen, weil meine Frau bei Siemens arbeitet.",
        "it": "Mi sono trasferito a Berlino perché mia moglie lavora alla Siemens."}),
    ({("sister", "lives_in", False, True), ("brother", "lives_in", False, True)}, {
        "en": "I think my sister lives in Rome and my brother lives in Oslo.",
        "es": "Creo que mi hermana vive en Roma y mi hermano vive en Oslo.",
        "fr": "Je pense que ma sœur habite à Rome et mon frère habite à Oslo.",
        "de": "Ich glaube, meine Schwester wohnt in Rom und mein Bruder wohnt in Oslo.",
        "it": "Credo che mia sorella abiti a Roma e mio fratello abiti a Oslo."}),
    ({"forget": (("you", "lives_in"),)}, {
        "en": "Forget where I live", "es": "Olvida dónde vivo", "fr": "Oublie où j'habite",
        "de": "Vergiss, wo ich wohne", "it": "Dimentica dove abito"}),
    ({"forget": (("you", "works_at"),)}, {
        "en": "Forget where I work", "es": "Olvida dónde trabajo",
        "fr": "Oublie où je travaille", "de": "Vergiss, wo ich arbeite",
        "it": "Dimentica dove lavoro"}),
    (set(), {
        "en": "Wow, cool!", "es": "¡Vaya, genial!", "fr": "Oh, génial !", "de": "Wow, cool!",
        "it": "Wow, bello!"}),
    ({("you", "favorite_color", False, False)}, {
        "en": "My favorite color is blue.", "es": "Mi color favorito es el azul.",
        "fr": "Ma couleur préférée est le bleu.", "de": "Meine Lieblingsfarbe ist Blau.",
        "it": "Il mio colore preferito è il blu."}),
    ({("you", "lives_in", False, False), ("you", "works_at", False, False)}, {
        "en": "I live in Berlin and work at Siemens.",
        "es": "Vivo en Berlín y trabajo en Siemens.",
        "fr": "J'habite à Berlin et je travaille chez Siemens.",
        "de": "Ich wohne in Berlin und arbeite bei Siemens.",
        "it": "Abito a Berlino e lavoro per Siemens."}),
    ({("brother", "lives_in", False, True)}, {
        "en": "Maybe my brother lives in London.", "es": "Quizás mi hermano vive en Londres.",
        "fr": "Peut-être que mon frère habite à Londres.",
        "de": "Vielleicht wohnt mein Bruder in London.",
        "it": "Forse mio fratello abita a Londra."}),
    ({("you", "age", False, False)}, {
        "en": "I am 34 years old.", "es": "Tengo 34 años.", "fr": "J'ai 34 ans.",
        "de": "Ich bin 34 Jahre alt.", "it": "Ho 34 anni."}),
    ({("you", "wife", False, False)}, {
        "en": "My wife is called Maria.", "es": "Mi esposa se llama Maria.",
        "fr": "Ma femme s'appelle Maria.", "de": "Meine Frau heißt Maria.",
        "it": "Mia moglie si chiama Maria."}),
    ({("you", "cat", False, False)}, {
        "en": "I have a cat named Luna.", "es": "Tengo un gato llamado Luna.",
        "fr": "J'ai un chat qui s'appelle Luna.", "de": "Ich habe eine Katze namens Luna.",
        "it": "Ho un gatto che si chiama Luna."}),
    ({("you", "likes", True, False)}, {
        "en": "I don't like coffee.", "es": "No me gusta el café.",
        "fr": "Je n'aime pas le café.", "de": "Ich mag keinen Kaffee.",
        "it": "Non mi piace il caffè."}),
    ({("mother", "lives_in", False, False)}, {
        "en": "My mother lives in Lyon.", "es": "Mi madre vive en Lyon.",
        "fr": "Ma mère habite à Lyon.", "de": "Meine Mutter wohnt in Lyon.",
        "it": "Mia madre abita a Lione."}),
    ({("father", "works_at", False, False)}, {
        "en": "My father works at Bosch.", "es": "Mi padre trabaja en Bosch.",
        "fr": "Mon père travaille chez Bosch.", "de": "Mein Vater arbeitet bei Bosch.",
        "it": "Mio padre lavora per Bosch."}),
    (set(), {
        "en": "What's your name?", "es": "¿Cómo te llamas?", "fr": "Comment tu t'appelles ?",
        "de": "Wie heißt du?", "it": "Come ti chiami?"}),
    (set(), {
        "en": "Do you like dogs?", "es": "¿Te gustan los perros?", "fr": "Tu aimes les chiens ?",
        "de": "Magst du Hunde?", "it": "Ti piacciono i cani?"}),
    (set(), {
        "en": "I would like to live in Paris.", "es": "Me gustaría vivir en París.",
        "fr": "J'aimerais habiter à Paris.", "de": "Ich würde gerne in Paris wohnen.",
        "it": "Vorrei abitare a Parigi."}),
    ({("daughter", "lives_in", False, False)}, {
        "en": "My daughter lives in Vienna.", "es": "Mi hija vive en Viena.",
        "fr": "Ma fille habite à Vienne.", "de": "Meine Tochter wohnt in Wien.",
        "it": "Mia figlia abita a Vienna."}),
    ({("son", "works_at", False, False)}, {
        "en": "My son works at Amazon.", "es": "Mi hijo trabaja en Amazon.",
        "fr": "Mon fils travaille chez Amazon.", "de": "Mein Sohn arbeitet bei Amazon.",
        "it": "Mio figlio lavora per Amazon."}),
    ({("you", "lives_in", False, False)}, {
        "en": "I live in Madrid, and you?", "es": "Vivo en Madrid, ¿y tú?",
        "fr": "J'habite à Madrid, et toi ?", "de": "Ich wohne in Madrid, und du?",
        "it": "Abito a Madrid, e tu?"}),
    ({("you", "husband", False, False)}, {
        "en": "My husband is called Marco.", "es": "Mi marido se llama Marco.",
        "fr": "Mon mari s'appelle Marco.", "de": "Mein Mann heißt Marco.",
        "it": "Mio marito si chiama Marco."}),
    ({("boss", "lives_in", False, False)}, {
        "en": "My boss lives in Zurich.", "es": "Mi jefe vive en Zúrich.",
        "fr": "Mon chef habite à Zurich.", "de": "Mein Chef wohnt in Zürich.",
        "it": "Il mio capo abita a Zurigo."}),
    ({("you", "lives_in", False, False)}, {
        "en": "I live in Oslo. Where do you live?", "es": "Vivo en Oslo. ¿Dónde vives tú?",
        "fr": "J'habite à Oslo. Où habites-tu ?", "de": "Ich wohne in Oslo. Wo wohnst du?",
        "it": "Abito a Oslo. Dove abiti tu?"}),
    ({("you", "dog", False, False)}, {
        "en": "My dog is called Fido.", "es": "Mi perro se llama Fido.",
        "fr": "Mon chien s'appelle Fido.", "de": "Mein Hund heißt Fido.",
        "it": "Il mio cane si chiama Fido."}),
    ({("you", "likes", False, False)}, {
        "en": "I love jazz.", "es": "Me encanta el jazz.", "fr": "J'adore le jazz.",
        "de": "Ich liebe Jazz.", "it": "Adoro il jazz."}),
    ({("sister", "lives_in", False, False), ("brother", "works_at", False, False)}, {
        "en": "My sister lives in Madrid and my brother works at Siemens.",
        "es": "Mi hermana vive en Madrid y mi hermano trabaja en Siemens.",
        "fr": "Ma sœur habite à Madrid et mon frère travaille chez Siemens.",
        "de": "Meine Schwester wohnt in Madrid und mein Bruder arbeitet bei Siemens.",
        "it": "Mia sorella abita a Madrid e mio fratello lavora per Siemens."}),
    ({"forget": (("sister", None),)}, {
        "en": "Forget my sister", "es": "Olvida a mi hermana", "fr": "Oublie ma sœur",
        "de": "Vergiss meine Schwester", "it": "Dimentica mia sorella"}),
    ({"forget": (("*last*", None),)}, {
        "en": "Forget that", "es": "Olvida eso", "fr": "Oublie ça", "de": "Vergiss das",
        "it": "Dimentica questo"}),
    ({("you", "lives_in", False, False)}, {
        "en": "Actually, I live in Hamburg.", "es": "En realidad, vivo en Hamburgo.",
        "fr": "En fait, j'habite à Hambourg.", "de": "Eigentlich wohne ich in Hamburg.",
        "it": "In realtà abito ad Amburgo."}),
    ({("aunt", "lives_in", False, False)}, {
        "en": "My aunt lives in Munich.", "es": "Mi tía vive en Múnich.",
        "fr": "Ma tante habite à Munich.", "de": "Meine Tante wohnt in München.",
        "it": "Mia zia abita a Monaco."}),
    ({("you", "works_at", True, False)}, {
        "en": "I don't work at Siemens.", "es": "No trabajo en Siemens.",
        "fr": "Je ne travaille pas chez Siemens.", "de": "Ich arbeite nicht bei Siemens.",
        "it": "Non lavoro per Siemens."}),
    (set(), {
        "en": "Where does my sister live?", "es": "¿Dónde vive mi hermana?",
        "fr": "Où habite ma sœur ?", "de": "Wo wohnt meine Schwester?",
        "it": "Dove abita mia sorella?"}),
    ({("you", "lives_in", False, True)}, {
        "en": "I think I live in Berlin now.", "es": "Creo que ahora vivo en Berlín.",
        "fr": "Je crois que j'habite à Berlin maintenant.",
        "de": "Ich glaube, ich wohne jetzt in Berlin.",
        "it": "Credo che adesso abito a Berlino."}),
    ({("you", "works_at", False, False)}, {
        "en": "I work at Siemens because I love engineering.",
        "es": "Trabajo en Siemens porque me encanta la ingeniería.",
        "fr": "Je travaille chez Siemens parce que j'adore l'ingénierie.",
        "de": "Ich arbeite bei Siemens, weil ich Technik liebe.",
        "it": "Lavoro per Siemens perché adoro l'ingegneria."}),
    ({("sister", "lives_in", False, False)}, {
        "en": "My sister said that she lives in Rome.",
        "es": "Mi hermana dijo que vive en Roma.", "fr": "Ma sœur a dit qu'elle habite à Rome.",
        "de": "Meine Schwester hat gesagt, dass sie in Rom wohnt.",
        "it": "Mia sorella ha detto che abita a Roma."}),
    (set(), {
        "en": "If I move to Rome, I will work at Fiat.",
        "es": "Si me mudo a Roma, trabajaré en Fiat.",
        "fr": "Si je déménage à Rome, je travaillerai chez Fiat.",
        "de": "Wenn ich nach Rom ziehe, werde ich bei Fiat arbeiten.",
        "it": "Se mi trasferisco a Roma, lavorerò alla Fiat."}),
    ({("you", "lives_in", False, False), ("you", "lives_in", True, False)}, {
        "en": "I live in Berlin, not in Munich.", "es": "Vivo en Berlín, no en Múnich.",
        "fr": "J'habite à Berlin, pas à Munich.", "de": "Ich wohne in Berlin, nicht in München.",
        "it": "Abito a Berlino, non a Monaco."}),
    ({("brother", "lives_in", False, True), ("sister", "lives_in", False, True)}, {
        "en": "My brother lives in Oslo and I think my sister lives in Rome.",
        "es": "Mi hermano vive en Oslo y creo que mi hermana vive en Roma.",
        "fr": "Mon frère habite à Oslo et je pense que ma sœur habite à Rome.",
        "de": "Mein Bruder wohnt in Oslo und ich glaube, meine Schwester wohnt in Rom.",
        "it": "Mio fratello abita a Oslo e credo che mia sorella abiti a Roma."}),
    ({("brother", "works_at", False, True)}, {
        "en": "I think that my brother works at Siemens.",
        "es": "Pienso que mi hermano trabaja en Siemens.",
        "fr": "Je crois que mon frère travaille chez Siemens.",
        "de": "Ich denke, dass mein Bruder bei Siemens arbeitet.",
        "it": "Penso che mio fratello lavori alla Siemens."}),
    (set(), {
        "en": "Does my sister live in Rome?", "es": "¿Mi hermana vive en Roma?",
        "fr": "Est-ce que ma sœur habite à Rome ?", "de": "Wohnt meine Schwester in Rom?",
        "it": "Mia sorella abita a Roma?"}),
    ({"forget": (("sister", "lives_in"),)}, {
        "en": "Forget where my sister lives", "es": "Olvida dónde vive mi hermana",
        "fr": "Oublie où habite ma sœur", "de": "Vergiss, wo meine Schwester wohnt",
        "it": "Dimentica dove abita mia sorella"}),
    ({"forget": (("you", "name"),)}, {
        "en": "Forget my name", "es": "Olvida mi nombre", "fr": "Oublie mon nom",
        "de": "Vergiss meinen Namen", "it": "Dimentica il mio nome"}),
]
