"""Spanish words of a spoken take-back (read by :mod:`hotmem.extract.take_back`; the names are
described in ``hotmem/lang/en/take_backs.py``). A lone "bueno" between two values takes the
first back ("tengo 29 años, bueno, 30"); said first, it is a filler."""

TAKE_BACKS = """no espera, espera no, espera, bueno no, perdón, perdona, perdón no, digo,
quiero decir, quise decir, mejor dicho, o sea no, no no, en realidad, de hecho no, me equivoqué,
corrijo, ay no, uy no, eh no, bueno"""
ANSWERS = "no"
FRAMES = """en | a al | de del | para | con | el la los las lo un una unos unas mi mis su sus"""
# Besides subjects and links: a part of the place said or a distance from it narrows the
# value, never takes it back ("vivo en Madrid, bueno, en las afueras").
STOPS = """yo él ella ellos ellas nosotros nosotras que ahora ya hoy desde porque y pero o si
aunque ya hace cerca lejos afueras centro alrededores"""
# A bare negation between two values rejects the second ("X, no Y").
REJECTS = "no"
# Words that may open the value meant ("perdón, es Toby").
OPENERS = "es, se llama"
