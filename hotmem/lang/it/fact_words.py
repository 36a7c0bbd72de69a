"""Italian words of fact hygiene (read by :mod:`hotmem.extract.hygiene`)."""

# See hotmem/lang/en/fact_words.py for what each list does.
GREETINGS = "ciao salve ehi ehilà"
LIGHT_NOUNS = "modo modi maniera cosa cose tipo genere parte"
DROPPED_DETERMINERS = """questo questa questi queste quel quello quella quei quegli quelle
    tanto tanta tanti tante tantissimo tantissima tantissimi tantissime molto molta molti
    molte tutto tutta tutti tutte"""
EVALUATIVES = """fantastico fantastica fantastici fantastiche buonissimo buonissima buonissimi
    delizioso deliziosa deliziosi incredibile incredibili bellissimo bellissima bellissimi
    bellissime splendido splendida splendidi splendide meraviglioso meravigliosa meravigliosi
    meravigliose ottimo ottima stupendo stupenda stupendi stupende adorabile adorabili
    dolcissimo dolcissima dolcissimi dolcissime"""
FREQUENCY_NOUNS = "volte volta"
