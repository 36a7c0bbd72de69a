"""German patterns of a left home or employer (read by :mod:`hotmem.departures`).

Comma-separated, lower case; ``X`` is the stored value. The participle closes the clause
("ich hab bei X gekündigt"), so most patterns frame the slot with the first-person auxiliary
before it and the participle after it: "sie hat bei X gekündigt" is about someone else.
"""

LEFT_WORK = """hab X gekündigt, habe X gekündigt, hab X verlassen, habe X verlassen,
hab X aufgehört, habe X aufgehört, bin X rausgeflogen, bin X raus, bin X weg,
bin nicht mehr bei X, arbeite nicht mehr bei X, arbeite nicht mehr für X"""
LEFT_HOME = """bin aus X weggezogen, sind aus X weggezogen, bin von X weggezogen,
sind von X weggezogen, bin aus X ausgezogen, sind aus X ausgezogen, wohne nicht mehr in X,
wohnen nicht mehr in X"""
LEFT_ANY = """bin nicht mehr in X, bin nicht mehr im X, sind nicht mehr in X"""
# Words that may stand between a pattern and the value: "ich hab meinen job bei X gekündigt",
# "ich hab X letzte woche verlassen".
GAP_WORDS = """der die das den dem des meinen meine mein meinem meiner unseren unsere job stelle
arbeit bei in im am von vom jetzt endlich schon letzte letzten letztes woche monat jahr"""
# A turn about one day or one outing ends nothing ("ich bin heute früh aus X raus", "wir sind
# nicht mehr in X, wir sind im Urlaub"); N is a clock time.
ONE_DAY = """heute, heute morgen, heute abend, früh, feierabend, im urlaub, in urlaub,
in den urlaub, übers wochenende, am wochenende, um N, gegen N"""
CLOCK_WORDS = "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf"
