"""French patterns of a left home or employer (read by :mod:`hotmem.departures`).

Comma-separated, lower case; ``X`` is the stored value. Past forms only: "je vais quitter X" is
a plan, not a departure.
"""

LEFT_WORK = """j'ai quitté X, je viens de quitter X, j'ai enfin quitté X, j'ai démissionné de X,
j'ai démissionné du X, j'ai été viré de X, j'ai été virée de X,
je me suis fait virer de X, j'ai été licencié de X, j'ai été licenciée de X,
j'ai arrêté de bosser chez X, j'ai arrêté de travailler chez X, je suis parti de X,
je suis partie de X, je suis parti du X, je suis partie du X"""
LEFT_HOME = """on a quitté X, nous avons quitté X, on a déménagé de X, j'ai déménagé de X,
nous avons déménagé de X, on est partis de X, nous sommes partis de X"""
LEFT_ANY = """je ne suis plus chez X, je ne suis plus à X, je ne suis plus au X,
je ne suis plus dans X, je suis plus chez X, je suis plus à X, je suis plus au X"""
# Words that may stand between a pattern and the value: "j'ai quitté mon boulot chez X".
GAP_WORDS = "le la les l' mon ma mes notre nos boulot poste travail job taf chez à au aux de du d'"
# A turn about one day or one outing ends nothing ("je suis parti de X à 18h", "on a quitté X
# ce matin pour aller à la mer"); N is a clock time.
ONE_DAY = """aujourd'hui, ce matin, cet après-midi, ce soir, tôt, pour aller, pour la journée,
en vacances, en week-end, pour le week-end, à N, vers N"""
CLOCK_WORDS = "une deux trois quatre cinq six sept huit neuf dix onze midi minuit"
