"""Spanish words of spoken forget requests (read by :mod:`hotmem.extract.forget`).

Every ``forget.py`` has the same names. Lists are whitespace-separated words, lower case;
``OPENERS`` is comma-separated phrases.
"""

OPENERS = "por favor, oye, puedes, podrías, podria, podrías por favor"
# Imperatives and reflexive forms ("olvídate de ...") the tagger does not lemmatise.
VERBS = "olvida olvidad olvide olvídate olvidate olvídese borra borre elimina"
# The memory verb and its fused "forget it" forms ("bórralo" erases, but not memory).
MEMORY_VERBS = ("olvidar olvida olvidad olvide olvídate olvidate olvídese "
                "olvídalo olvidalo olvídala olvidala olvídelo olvídalos")
MEMORY = "memoria memorias cabeza"
# "Forget it" in one word: the imperative with an enclitic object.
IT_FORMS = "olvídalo olvidalo olvídala olvidala olvídelo olvídalos bórralo borralo"
TOLD = "decir dije dicho contar conté conte contado comentar comenté mencionar mencioné"
ABOUT = "sobre acerca de respecto"
EVERYTHING = "todo todos"
LINKS = "a al de del en con para por y o"
