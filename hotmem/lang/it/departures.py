"""Italian patterns of a left home or employer (read by :mod:`hotmem.departures`).

Comma-separated, lower case; ``X`` is the stored value. Past forms only: "voglio lasciare X"
is a plan, not a departure.
"""

LEFT_WORK = """ho lasciato X, ho mollato X, mi sono licenziato da X, mi sono licenziata da X,
mi sono licenziato dalla X, mi sono licenziata dalla X, mi hanno licenziato da X,
mi hanno licenziata da X, sono uscito da X, sono uscita da X, me ne sono andato da X,
me ne sono andata da X, non lavoro più a X, non lavoro più in X, non lavoro più da X,
non lavoro più per X, non lavoro più alla X, non lavoro più al X"""
LEFT_HOME = """abbiamo lasciato X, ci siamo trasferiti da X, mi sono trasferito da X,
mi sono trasferita da X, siamo andati via da X, sono andato via da X, sono andata via da X,
non abito più a X, non vivo più a X"""
LEFT_ANY = """non sto più a X, non sto più in X, non sto più da X, non sono più a X,
non sono più in X, non sono più da X, non sono più alla X, non sono più al X"""
# Words that may stand between a pattern and the value: "ho lasciato il mio lavoro alla X".
GAP_WORDS = """il lo la l' i gli le mio mia miei nostro nostra lavoro posto impiego a al alla
allo in nel nella da dal dalla di del della"""
# A turn about one day or one outing ends nothing ("oggi sono uscita da X alle sei", "abbiamo
# lasciato X alle sette per andare al mare"); N is a clock time.
ONE_DAY = """oggi, stamattina, stasera, oggi pomeriggio, presto, per andare, in vacanza, in ferie,
per il weekend, per il fine settimana, alle N, verso le N"""
CLOCK_WORDS = "una due tre quattro cinque sei sette otto nove dieci undici dodici"
