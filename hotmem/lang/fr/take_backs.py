"""French words of a spoken take-back (read by :mod:`hotmem.extract.take_back`; the names are
described in ``hotmem/lang/en/take_backs.py``). A bare "non" between two values takes the
first back ("à agen non à pau"); "pas" rejects the second ("à nantes, pas à brest")."""

TAKE_BACKS = """enfin non, non attends, attends non, attends, pardon, non pardon, je veux dire,
je voulais dire, plutôt, ou plutôt, euh non, non non, en fait, en fait non, oups,
je me suis trompé, je me suis trompée, je me trompe, non"""
ANSWERS = "non"
FRAMES = """à au aux | chez | de du des d' | en | dans | pour | avec | le la les l' un une mon ma
mes notre nos son sa ses"""
STOPS = """je j' il elle ils elles on c' ce ça que qui maintenant aujourd'hui depuis parce car
et mais ou si hein quoi"""
# A bare negation between two values rejects the second ("X, pas Y").
REJECTS = "pas"
# Words that may open the value meant ("pardon, c'est Minou").
OPENERS = "c'est, il s'appelle, elle s'appelle"
