"""English patterns of a left home or employer (read by :mod:`hotmem.departures`).

Comma-separated, lower case; ``X`` is the stored value. Past forms only: "i'm leaving X" and
"i want to quit X" are plans, not departures.
"""

LEFT_WORK = """i left X, i've left X, i have left X, i just left X, i finally left X,
i quit X, i've quit X, i have quit X, i just quit X, i finally quit X, i resigned from X,
i've resigned from X, i stopped working at X, i stopped working for X, i got fired from X,
i was fired from X, i got laid off from X, i was laid off from X, i got let go from X,
i was let go from X, i handed in my notice at X, i'm done with X, i am done with X,
i'm finished at X, i am finished at X"""
LEFT_HOME = """we moved out of X, i moved out of X, we moved away from X, i moved away from X,
we've moved out of X, i've moved out of X, we left X for good, i left X for good"""
LEFT_ANY = """i'm no longer at X, i am no longer at X, i'm no longer in X, i am no longer in X,
i'm not at X anymore, i am not at X anymore, i'm not in X anymore, i am not in X anymore,
i'm not at X any more, i'm not in X any more"""
# Words that may stand between a pattern and the value: "i left my old job at X".
GAP_WORDS = "the my our old job position post role at with in for from"
# A turn about one day or one outing ends nothing ("i left X early today", "i left X at 6");
# N is a clock time.
ONE_DAY = """today, tonight, this morning, this afternoon, this evening, early, for today,
for the day, for lunch, for the weekend, on holiday, on vacation, to pick up, at N, N pm, N am,
o'clock"""
CLOCK_WORDS = "one two three four five six seven eight nine ten eleven twelve noon midnight"
