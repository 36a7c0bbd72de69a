"""German words of a spoken take-back (read by :mod:`hotmem.extract.take_back`; the names are
described in ``hotmem/lang/en/take_backs.py``)."""

TAKE_BACKS = """nee warte, warte nein, warte, nein warte, ne quatsch, quatsch, ach nee, ach nein,
äh nein, äh nee, sorry, ich meine, ich mein, ich meinte, mein ich, meine ich, eigentlich,
besser gesagt, genauer gesagt, oder besser, korrektur, nein nein, nee nee, oh nein,
warte mal, moment mal, oder nein, oder nee, nein, nee"""
ANSWERS = "nein nee ne"
FRAMES = """in im | bei beim | aus | von vom | nach | zu zum zur | an am | für | der die das den
dem ein eine einen einem mein meine meinen meinem unser unsere"""
STOPS = """ich er sie es wir ihr man jetzt heute seit weil denn und aber oder wenn dass mein
meine glaube glaub"""
# A bare negation between two values rejects the second ("X, nicht Y").
REJECTS = "nicht"
# Words that may open the value meant ("eigentlich ist es Rex").
OPENERS = "es ist, ist es, er ist, sie ist, er heißt, sie heißt"
