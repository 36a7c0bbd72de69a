"""English patterns of a job start (read by :mod:`hotmem.extract.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands (in ``CHANGES``,
where a job noun or the old employer's name stands).
"""

# Patterns that say the user works there.
WORKS = """i'm working at X, i'm working for X, i am working at X, i work at X, i work for X,
i got a job at X, i got a job with X, i've got a job at X, my new job is at X,
my new job's at X"""
# Patterns that say the user started there.
STARTS = """i started at X, i've started at X, i have started at X, i started working at X,
i started working for X"""
# Patterns that only say where the user is or what they joined.
AT_STARTS = """i'm at X, i am at X, i'm with X, i am with X, i joined X, i've joined X,
i have joined X, i started with X, i switched to X, i've switched to X"""
# The user's own job changed: one of these must be said.
CHANGES = """i quit X, i've quit X, i have quit X, i left X, i've left X, i have left X,
i lost X, i've lost X, i changed X, i've changed X, i switched X, i've switched X,
i handed in X, i handed X in, i gave X, i gave in X, i've handed in X, i resigned,
i've resigned, i have resigned, i got laid off, i was laid off, i got fired, i was fired,
i used to work at, i used to work for, i worked at, i worked for, i was made redundant,
i got made redundant, i got a new X, i've got a new X, i have a new X,
i found a new X, i landed a new X, my new X"""
JOB_NOUNS = "job jobs notice position role career employer company firm"
GAP_WORDS = "my the a an old previous last current new"
SKIPPED = "now just finally officially recently actually"
LEADS = "a an the this that"
ENDS = """on in at since from for as and but so or because with without every all which who
where it's its i i'm me my her his our their it they he she we you called named tonight
after"""
NAMING = "called, named, which is called, that's called"
# No employer starts with one of these (nor with a person or kin of the lexicon).
NOT_EMPLOYERS = """home house work gym school bed moment time minute beginning end start bottom
top office job new same least most loss peace beach party holiday vacation lunch dinner
breakfast"""
