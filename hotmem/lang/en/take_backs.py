"""English words of a spoken take-back (read by :mod:`hotmem.extract.take_back`).

``TAKE_BACKS``: comma-separated phrases that take back the value just said ("i work at tesco
no wait at aldi"). ``ANSWERS``: a spoken "no"; after another repair word it takes back too
("uh no", "sorry no"). ``FRAMES``: groups (``|``) of prepositions and articles that may open
the value meant; the restated frame must be of the slipped value's group ("at X ... at Y").
``STOPS``: words that end the value meant ("at aldi now"). ``REJECTS``: a bare negation
between two values, which denies the second ("at tesco not aldi"). ``OPENERS``: words that
may open the value meant and are left out of it ("actually it's tigger").
"""

TAKE_BACKS = """no wait, wait no, wait, sorry no, no sorry, sorry, hang on, hold on, i mean,
i meant, or rather, scratch that, my bad, actually, actually no, oops, correction, no no"""
ANSWERS = "no nope nah"
FRAMES = """at | in | for | with | from | to | on | a an the my our his her their"""
STOPS = """i i'm i've he she they we it's he's she's they're you now anymore anyway then
today this last since because cause that who which and but or if though so lol haha yet
already tho right"""
# A bare negation between two values rejects the second ("X, not Y").
REJECTS = "not"
# Words that may open the value meant ("actually it's tigger").
OPENERS = "it's, it is, its, that's, that is, he's, she's"
