"""Spanish patterns of a left home or employer (read by :mod:`hotmem.departures`).

Comma-separated, lower case; ``X`` is the stored value. Past forms only: "voy a dejar X" is a
plan, not a departure.
"""

LEFT_WORK = """dejé X, he dejado X, ya dejé X, dejé el trabajo en X, dejé mi trabajo en X,
renuncié a X, renuncié en X, he renunciado a X, me fui de X, me he ido de X, salí de X,
me despidieron de X, me echaron de X, me largué de X"""
LEFT_HOME = """nos fuimos de X, nos hemos ido de X, nos mudamos de X, me mudé de X,
nos hemos mudado de X, me he mudado de X, dejamos X"""
LEFT_ANY = """ya no estoy en X, ya no sigo en X, ya no vivo en X,
ya no trabajo en X, ya no trabajo para X, no estoy en X ya"""
# Words that may stand between a pattern and the value: "dejé mi trabajo en X".
GAP_WORDS = "el la los las lo mi mis nuestro nuestra trabajo puesto curro empleo en de del a al"
# A turn about one day or one outing ends nothing ("hoy salí de X a las seis", "dejamos X el
# viernes para ir a la playa"); N is a clock time.
ONE_DAY = """hoy, esta mañana, esta tarde, esta noche, temprano, para ir, a por, de vacaciones,
el fin de semana, este finde, a las N, a la N"""
CLOCK_WORDS = "una dos tres cuatro cinco seis siete ocho nueve diez once doce"
