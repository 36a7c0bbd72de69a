"""Spanish patterns of a job start (read by :mod:`hotmem.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands.
"""

STARTS = """trabajo en X, trabajo para X, estoy trabajando en X, curro en X, estoy en X,
empecé en X, he empezado en X, empiezo en X, empecé a trabajar en X,
he empezado a trabajar en X, me cambié a X, me he cambiado a X, me pasé a X, me he pasado a X,
entré en X, he entrado en X, me contrataron en X, me han contratado en X"""
# One of these must be said: a turn about the user's job.
JOB_WORDS = """trabajo curro empleo empresa puesto dejado dejé despedido despidieron renuncié
cambiado cambié contrataron contratado trabajaba curraba"""
SKIPPED = "ahora ya recién por fin oficialmente"
LEADS = "el la los las un una"
ENDS = """desde hace en a para por con y pero que porque este esta el la un una lunes martes
miércoles jueves viernes sábado domingo semana mes año hoy ayer mañana ahí allí yo me mi
llamada llamado"""
NAMING = "que se llama, llamada, llamado"
NOT_EMPLOYERS = """casa paro gimnasio cama trabajo momento remoto mi mis tu su nuestra nuestro"""
