"""Italian patterns of a job start (read by :mod:`hotmem.extract.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands (in ``CHANGES``,
where a job noun or the old employer's name stands). An elided article is written on its word
("all'X"), as said.
"""

# Patterns that say the user works there.
WORKS = """lavoro alla X, lavoro al X, lavoro all'X, lavoro presso X, lavoro da X, lavoro per X,
lavoro in X, mi hanno assunto alla X, mi hanno assunta alla X, mi hanno assunto da X,
mi hanno assunta da X"""
# Patterns that say the user started there.
STARTS = """ho iniziato alla X, ho iniziato al X, ho iniziato all'X, ho iniziato da X,
ho iniziato presso X, ho cominciato alla X, ho cominciato al X, ho cominciato all'X,
ho cominciato da X"""
# Patterns that only say where the user is or where they moved.
AT_STARTS = """sono alla X, sono al X, sono all'X, sono presso X, sono da X, sono passato alla X,
sono passata alla X, sono passato al X, sono passata al X, sono passato all'X,
sono passata all'X, sono passato a X, sono passata a X"""
# The user's own job changed: one of these must be said.
CHANGES = """lavoravo alla, lavoravo al, lavoravo da, lavoravo in, lavoravo per,
ho lasciato X, ho perso X, ho cambiato X, mi sono licenziato, mi sono licenziata,
mi hanno licenziato, mi hanno licenziata, ho dato le dimissioni, ho trovato X,
il mio nuovo X, la mia nuova X, mio nuovo X, mia nuova X"""
JOB_NOUNS = "lavoro posto impiego ditta azienda società"
GAP_WORDS = "il lo la l' mio mia un una nuovo nuova vecchio vecchia"
SKIPPED = "adesso ora ormai finalmente ufficialmente"
LEADS = "il lo la l' i gli le un uno una un'"
ENDS = """da dal dalla a in per con senza e ma perché che questo questa io mi me si chiama tutto
tutta tutti tutte ogni"""
NAMING = "che si chiama, chiamata, chiamato"
# No employer starts with one of these (nor with a person or kin of the lexicon).
NOT_EMPLOYERS = """casa me te lui lei noi voi loro palestra letto remoto smart mio mia miei mie
tuo tua suo sua nostro nostra mare spiaggia montagna lago piscina festa vacanza vacanze
proprio nero"""
# ("lavoro in proprio": self-employed; "lavoro in nero": off the books)
