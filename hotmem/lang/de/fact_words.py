"""German words of fact hygiene (read by :mod:`hotmem.extract.hygiene`)."""

# See hotmem/lang/en/fact_words.py for what each list does.
GREETINGS = "hallo hi hey servus moin"
LIGHT_NOUNS = "art weise sache sachen ding dinge zeug teil zeit spaß idee vorstellung"
GENERIC_PLACES = "welt stelle"
WORK_PURPOSES = "geld spaß nichts"
TOWN_AREAS = "altstadt innenstadt zentrum stadt dorf"
PASSING_HOLDINGS = "arbeit hausaufgaben pläne"
DROPPED_DETERMINERS = """dieser diese dieses diesen diesem jener jene jenes jenen jenem solch
    solche solches solchen viel viele vielen"""
EVALUATIVES = """toll tolle tollen toller tolles super lecker leckere leckeren leckerer
    leckeres wunderbar wunderbare wunderbaren wunderbarer wunderbares schön schöne schönen
    schöner schönes großartig großartige großartigen fantastisch fantastische fantastischen
    herrlich herrliche herrlichen"""
FREQUENCY_NOUNS = "mal"
# A word for the listener closing an object ("geboren in köln digga"): left out.
VOCATIVES = "digga"
# Words that single out a part of what was said ("radiohead vor allem die frühen alben"): the
# object ends before them.
OBJECT_ENDS = ("besonders", "vor allem", "hauptsächlich", "insbesondere")
# A home shared with the speaker ("meine Oma wohnt bei uns in Linz"): the speaker lives there.
SHARED_HOME = ("bei mir", "bei uns")
