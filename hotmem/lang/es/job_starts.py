"""Spanish patterns of a job start (read by :mod:`hotmem.extract.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands (in ``CHANGES``,
where a job noun or the old employer's name stands).
"""

# Patterns that say the user works there.
WORKS = """trabajo en X, trabajo para X, estoy trabajando en X, curro en X, me contrataron en X,
me han contratado en X, doy clases en X"""
# Patterns that say the user started there.
STARTS = """empecé en X, he empezado en X, empiezo en X, empecé a trabajar en X,
he empezado a trabajar en X"""
# Patterns that only say where the user is or what they joined.
AT_STARTS = """estoy en X, me cambié a X, me he cambiado a X, me pasé a X, me he pasado a X,
entré en X, he entrado en X"""
# The user's own job changed: one of these must be said.
CHANGES = """trabajaba en, trabajaba para, curraba en, dejé X, he dejado X, perdí X,
he perdido X, cambié de X, he cambiado de X,
me cambié de X, me he cambiado de X, renuncié, he renunciado, dimití, he dimitido,
me despidieron, me han despedido, me echaron, me han echado, encontré X, he encontrado X,
conseguí X, he conseguido X, tengo X nuevo, tengo una nueva X, mi nuevo X, mi nueva X"""
JOB_NOUNS = "trabajo curro empleo empresa puesto"
GAP_WORDS = "el la mi un una otro otra nuevo nueva antiguo antigua viejo"
SKIPPED = "ahora ya recién por fin oficialmente"
LEADS = "el la los las un una"
ENDS = """desde hace en a para por con sin y pero que porque este esta el la un una ahí allí yo
me mi su sus llamada llamado todo toda todos todas cada noche tarde madrugada mediodía semana"""
NAMING = "que se llama, llamada, llamado"
# No employer starts with one of these (nor with a person or kin of the lexicon).
NOT_EMPLOYERS = """casa paro gimnasio cama trabajo momento remoto mi mis tu su nuestra nuestro
shock playa fiesta vacaciones ello eso esto"""
# Kinds of workplace named after an article ("el hospital la paz", "el colegio el pilar").
NAMED_AFTER_ARTICLE = """hospital clínica colegio instituto residencia bar restaurante hotel
cafetería taller"""
# Kinds a company's name follows with no article ("grupo arrecife", "banco pinar").
NAMED_AFTER_KIND = "grupo banco"
