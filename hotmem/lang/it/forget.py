"""Italian words of spoken forget requests (read by :mod:`hotmem.extract.forget`).

Every ``forget.py`` has the same names. Lists are whitespace-separated words, lower case;
``OPENERS`` is comma-separated phrases.
"""

OPENERS = "per favore, per piacere, puoi, potresti"
VERBS = "dimentica dimenticate dimenticati dimentichi cancella cancellate"
MEMORY_VERBS = ("dimenticare dimentica dimenticate dimenticati dimentichi "
                "dimenticalo dimenticala dimenticali dimenticatelo")
MEMORY = "memoria memorie mente testa"
# "Forget it" in one word: the imperative with an enclitic object.
IT_FORMS = "dimenticalo dimenticala dimenticali dimenticatelo cancellalo cancellala"
TOLD = "dire detto raccontare raccontato menzionare menzionato parlare parlato"
ABOUT = "su sul sullo sulla sui sugli sulle riguardo di del dello della dei degli delle"
EVERYTHING = "tutto tutti"
LINKS = "a al allo alla ai in nel nella di del della da dal con per e o"
