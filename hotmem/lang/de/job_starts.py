"""German patterns of a job start (read by :mod:`hotmem.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands.
"""

STARTS = """ich bin bei X, bin ich bei X, ich arbeite bei X, arbeite ich bei X,
ich habe bei X angefangen, ich hab bei X angefangen, hab ich bei X angefangen,
habe ich bei X angefangen, ich fange bei X an,
ich arbeite für X, und bin bei X, und arbeite bei X, arbeite ich für X"""
# One of these must be said: a turn about the user's job.
JOB_WORDS = """job jobs stelle arbeit firma arbeitgeber gekündigt gewechselt angefangen
entlassen wechsel arbeitete gearbeitet"""
SKIPPED = "jetzt nun endlich mittlerweile inzwischen offiziell"
LEADS = "der die das den dem des einer einem einen eine ein"
ENDS = """seit ab in an auf aus zu für mit und aber weil dass als am im vom zum zur
montag dienstag mittwoch donnerstag freitag samstag sonntag woche wochen monat monaten jahr
jahren heute gestern morgen ich mich mir angefangen gewechselt gekündigt aufgehört
gearbeitet an namens"""
NAMING = "namens, die heißt, der heißt, das heißt"
NOT_EMPLOYERS = """mir dir ihm ihr uns euch ihnen meiner meinem meinen meine mein deiner
seiner seinem hause"""
