"""German patterns of a job start (read by :mod:`hotmem.extract.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands (in ``CHANGES``,
where a job noun or the old employer's name stands).
"""

# Patterns that say the user works there.
WORKS = """ich arbeite bei X, arbeite ich bei X, ich arbeite für X, und arbeite bei X,
arbeite ich für X"""
# Patterns that say the user started there.
STARTS = """ich habe bei X angefangen, ich hab bei X angefangen, hab ich bei X angefangen,
habe ich bei X angefangen, ich fange bei X an"""
# Patterns that only say where the user is.
AT_STARTS = "ich bin bei X, bin ich bei X, und bin bei X"
# The user's own job changed: one of these must be said.
CHANGES = """arbeitete ich bei, ich arbeitete bei, ich habe bei X gearbeitet,
habe ich bei X gearbeitet, ich hab bei X gearbeitet, ich habe gekündigt, ich hab gekündigt,
habe ich gekündigt, hab ich gekündigt,
ich habe X gekündigt, ich hab X gekündigt, habe ich X gekündigt, hab ich X gekündigt,
ich habe X gewechselt, ich hab X gewechselt, habe ich X gewechselt, hab ich X gewechselt,
ich habe X verloren, ich hab X verloren, ich habe X gefunden, ich hab X gefunden,
mir wurde gekündigt, ich wurde entlassen, ich bin entlassen worden, mein neuer X,
meine neue X"""
JOB_NOUNS = "job stelle arbeit firma arbeitgeber"
GAP_WORDS = "den die das meinen meine mein einen eine ein alten alte neuen neue"
SKIPPED = "jetzt nun endlich mittlerweile inzwischen offiziell"
LEADS = "der die das den dem des einer einem einen eine ein"
ENDS = """ab in an auf aus zu für mit ohne und aber weil dass als am im vom zum zur
ich mich mir angefangen gewechselt gekündigt aufgehört gearbeitet namens jeden jede alle
wie nach"""
NAMING = "namens, die heißt, der heißt, das heißt"
# No employer starts with one of these (nor with a person or kin of the lexicon).
NOT_EMPLOYERS = """mir dir ihm ihr uns euch ihnen meiner meinem meinen meine mein deiner
seiner seinem hause"""
