"""English patterns of a job start (read by :mod:`hotmem.job_starts`).

Comma-separated, lower case; ``X`` is where the new employer's name stands.
"""

STARTS = """i started at X, i've started at X, i have started at X, i started with X,
i started working at X, i started working for X, i switched to X, i've switched to X,
i joined X, i've joined X, i have joined X, i'm at X, i am at X,
i'm with X, i am with X, i'm working at X, i'm working for X, i am working at X,
i work at X, i work for X, i got a job at X, i got a job with X, i've got a job at X,
my new job is at X, my new job's at X"""
# One of these must be said: a turn about the user's job.
JOB_WORDS = """job jobs notice quit left resigned company firm employer employers redundant
laid career role position worked"""
SKIPPED = "now just finally officially recently actually"
LEADS = "a an the this that"
ENDS = """on in at since from for as and but so or because last this next today yesterday
tomorrow week weeks month months year years ago monday tuesday wednesday thursday friday
saturday sunday which who where it's its i i'm me my it they he she we called named"""
NAMING = "called, named, which is called, that's called"
NOT_EMPLOYERS = """home house work gym school bed moment time minute beginning end start bottom
top office job new same least most"""
