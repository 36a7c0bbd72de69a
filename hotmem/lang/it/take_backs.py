"""Italian words of a spoken take-back (read by :mod:`hotmem.extract.take_back`; the names are
described in ``hotmem/lang/en/take_backs.py``). A lone "no" takes back too ("non" negates)."""

TAKE_BACKS = """anzi no, anzi, no aspetta, aspetta no, aspetta, scusa, scusa no, no scusa,
cioè no, cioè, volevo dire, intendevo, in realtà, no no, correggo, mi sono sbagliato,
mi sono sbagliata, no"""
ANSWERS = "no"
FRAMES = """a ad al alla allo all' ai agli alle | in nel nella nello nell' | da dal dalla dallo
dall' | di del della dello dell' d' | per | con | il lo la l' i gli le un uno una un' mio mia
miei mie"""
STOPS = """io lui lei noi loro che adesso ora oggi perché e ma o se eh"""
# A bare negation between two values rejects the second ("X, non Y").
REJECTS = "non"
# Words that may open the value meant ("anzi no, è Fufi").
OPENERS = "è, si chiama"
