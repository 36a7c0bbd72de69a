"""French patterns of a job start (read by :mod:`hotmem.extract.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands (in ``CHANGES``,
where a job noun or the old employer's name stands).
"""

# Patterns that say the user works there.
WORKS = """je travaille chez X, je bosse chez X, j'ai été embauché chez X,
j'ai été embauchée chez X, je suis embauché chez X, je suis embauchée chez X"""
# Patterns that say the user started there.
STARTS = "je viens de commencer chez X, j'ai commencé chez X, je commence chez X"
# Patterns that only say where the user is or what they joined.
AT_STARTS = """je suis chez X, je suis passé chez X, je suis passée chez X, j'ai rejoint X,
je viens de rejoindre X"""
# The user's own job changed: one of these must be said.
CHANGES = """je travaillais chez, je travaillais à, je bossais chez, je bossais à,
j'ai quitté X, je viens de quitter X, j'ai perdu X, j'ai changé de X,
je viens de changer de X, j'ai démissionné, je viens de démissionner, j'ai été licencié,
j'ai été licenciée, je me suis fait licencier, je me suis fait virer, j'ai été viré,
j'ai été virée, j'ai trouvé X, j'ai décroché X, mon nouveau X, ma nouvelle X"""
JOB_NOUNS = "boulot travail job taf poste boîte entreprise société emploi"
GAP_WORDS = "le la l' mon ma un une nouveau nouvelle ancien ancienne vieux"
SKIPPED = "maintenant désormais enfin officiellement"
LEADS = "le la les l' un une"
ENDS = """depuis il y à au aux en pour par avec sans et mais donc car qui que ce c' cette moi
je j' elle il s' appelle tout toute tous toutes chaque"""
NAMING = "qui s'appelle, appelée, appelé, nommée, nommé"
# No employer starts with one of these (nor with a person or kin of the lexicon).
NOT_EMPLOYERS = """moi toi lui elle nous vous eux soi maison mon ma mes ton ta tes son sa ses
notre nos plage vacances fête"""
