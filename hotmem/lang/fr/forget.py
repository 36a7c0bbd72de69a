"""French words of spoken forget requests (read by :mod:`hotmem.extract.forget`).

Every ``forget.py`` has the same names. Lists are whitespace-separated words, lower case;
``OPENERS`` is comma-separated phrases.
"""

OPENERS = "s' il te plaît, s' il vous plaît, stp, svp, tu peux, vous pouvez, peux -tu"
VERBS = "oublie oubliez efface effacez supprime supprimez"
MEMORY_VERBS = "oublier oublie oubliez oublie-le oublie-la oublie-les oubliez-le oubliez-la"
MEMORY = "mémoire mémoires tête"
# "Forget it" in one word: the imperative with its object joined by a hyphen.
IT_FORMS = "oublie-le oublie-la oublie-les oubliez-le oubliez-la"
TOLD = "dire dit raconter raconté mentionner mentionné parler parlé"
ABOUT = "sur propos concernant de du"
EVERYTHING = "tout"
LINKS = "à au aux de du des en pour avec et ou"
