"""Italian patterns of a job start (read by :mod:`hotmem.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands.
"""

STARTS = """sono alla X, sono al X, sono all' X, sono presso X, sono da X, lavoro alla X,
lavoro al X, lavoro all' X, lavoro presso X, lavoro da X, lavoro per X, lavoro in X,
ho iniziato alla X, ho iniziato al X, ho iniziato da X, ho iniziato presso X,
ho cominciato alla X, ho cominciato al X, ho cominciato da X, sono passato alla X,
sono passata alla X, sono passato al X, sono passata al X, sono passato a X, sono passata a X,
mi hanno assunto alla X, mi hanno assunta alla X, mi hanno assunto da X,
mi hanno assunta da X"""
# One of these must be said: a turn about the user's job.
JOB_WORDS = """lavoro posto impiego ditta azienda società cambiato lasciato licenziato
licenziata assunto assunta lavoravo"""
SKIPPED = "adesso ora ormai finalmente ufficialmente"
LEADS = "il lo la l' i gli le un uno una un'"
ENDS = """da dal dalla a in per con e ma perché che questo questa lunedì martedì mercoledì
giovedì venerdì sabato domenica settimana settimane mese mesi anno anni oggi ieri domani io mi me
si chiama"""
NAMING = "che si chiama, chiamata, chiamato"
NOT_EMPLOYERS = """casa me te lui lei noi voi loro palestra letto remoto smart mio mia miei mie
tuo tua suo sua nostro nostra"""
