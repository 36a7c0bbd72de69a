"""German patterns of a left home or employer (read by :mod:`hotmem.departures`).

Comma-separated, lower case; ``X`` is the stored value. The participle closes the clause
("ich hab bei X gekündigt"), so most patterns put their words after the slot.
"""

LEFT_WORK = """bei X gekündigt, X gekündigt, X verlassen, bei X aufgehört, bei X raus,
bei X rausgeflogen, bei X entlassen, von X weg, bin weg von X, nicht mehr bei X"""
LEFT_HOME = """aus X weggezogen, aus X ausgezogen, von X weggezogen, aus X weg,
wohne nicht mehr in X, wohnen nicht mehr in X"""
LEFT_ANY = """nicht mehr in X, nicht mehr im X, nicht mehr in der X, nicht mehr am X"""
# Words that may stand between a pattern and the value: "ich hab meinen job bei X gekündigt",
# "ich hab X letzte woche verlassen".
GAP_WORDS = """der die das den dem des meinen meine mein meinem meiner unseren unsere job stelle
arbeit bei in im am von vom jetzt endlich schon letzte letzten letztes woche monat jahr"""
