"""French patterns of a job start (read by :mod:`hotmem.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands.
"""

STARTS = """je viens de commencer chez X, j'ai commencé chez X, je commence chez X,
je suis chez X, je travaille chez X, je bosse chez X, je suis passé chez X,
je suis passée chez X, j'ai rejoint X, je viens de rejoindre X, j'ai été embauché chez X,
j'ai été embauchée chez X, je suis embauché chez X, je suis embauchée chez X"""
# One of these must be said: a turn about the user's job.
JOB_WORDS = """boulot travail job taf poste boîte entreprise société quitté démissionné
changé licencié licenciée viré virée embauché embauchée travaillais bossais"""
SKIPPED = "maintenant désormais enfin officiellement"
LEADS = "le la les l' un une"
ENDS = """depuis il y à au aux en pour par avec et mais donc car qui que ce cette lundi mardi
mercredi jeudi vendredi samedi dimanche semaine mois an ans année aujourd'hui hier demain
moi je j' elle il qui s' appelle"""
NAMING = "qui s'appelle, appelée, appelé, nommée, nommé"
NOT_EMPLOYERS = """moi toi lui elle nous vous eux soi maison mon ma mes ton ta tes son sa ses
notre nos"""
