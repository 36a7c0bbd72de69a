"""German words of spoken forget requests (read by :mod:`hotmem.extract.forget`).

Every ``forget.py`` has the same names. Lists are whitespace-separated words, lower case;
``OPENERS`` is comma-separated phrases.
"""

OPENERS = "bitte, kannst du, könntest du, kannst du bitte, könntest du bitte"
VERBS = "vergiss vergesst vergessen lösch lösche löscht"
MEMORY_VERBS = "vergessen vergiss vergesst"
MEMORY = "gedächtnis speicher erinnerung kopf"
# German says "vergiss es" in two words: no fused forms.
IT_FORMS = ""
TOLD = "sagen gesagt sage erzählen erzählt erwähnen erwähnt"
ABOUT = "über von vom wegen bezüglich"
EVERYTHING = "alles alle"
LINKS = "nach in im am an zu zum zur von vom mit für und oder"
