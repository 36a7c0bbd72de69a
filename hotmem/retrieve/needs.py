"""The need model: which user needs a request depends on, and which relations serve them.

"What should I cook tonight?" names no stored fact, yet the answer depends on the user's diet,
allergies and food likes. A request's words map to needs (``location``, ``food``, ``health``,
``kin``, ``work``, ``job``, ``commute``, ``entertainment`` and its kinds of media, ``pets``,
``travel``, ``gift``, ``activity``, ``leisure``; an ``occasion`` word is a gift need when the
turn names a person to give to) through
the cue tables of every language package (``NEED_CUES`` and ``NEED_PHRASES`` in
``hotmem/lang/<code>/words.py``: word families and categories, never sentences); the relation
registry (:mod:`hotmem.relations`, each row's ``needs``) says which relations serve a need.

A turn has a need only when it is a request of the user's own: a question or a request word
("recommend", "aiutami"), a wish ("i wanna"), a request said as a noun phrase ("any podcast
...") or a need phrase ("near me"), said in the first person or as an imperative, and stating
no fact.
"How many grams in a pound?" or "tell me a riddle" name no need and stay general knowledge
or small talk.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache

from hotmem.lang import Language, all_languages, get_lexicon, words_of_all
from hotmem.relations import KINSHIP, PETS, get_relation, is_state
from hotmem.text import USER_KEY
from hotmem.types import Edge, EdgeStatus

# An occasion ("birthday", "Noël") is a gift need when the turn names someone to give to;
# "when is my birthday?" asks for a date.
OCCASION = "occasion"
# Needs only a named third party's likes serve ("what should I get my niece for Christmas?"
# -> what she likes): a gift is for someone else. Free time ("any ideas for my weekend?") and
# an activity ("help me plan a workout": the sports liked) read the user's own likes.
OTHERS_ONLY: frozenset[str] = frozenset({"gift"})


Phrases = dict[str, tuple[tuple[tuple[str, ...], str], ...]]


def _build_need_words(langs: Sequence[Language]) -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for lang in langs:
        for need, words in getattr(lang.words, "NEED_CUES", {}).items():
            for word in words.split():
                out.setdefault(word, set()).add(need)
    return {word: frozenset(needs) for word, needs in out.items()}


def _build_phrases(langs: Sequence[Language]) -> Phrases:
    """First word -> (the phrase's words, need): a phrase is looked up by its first word."""
    out: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for lang in langs:
        for need, phrases in getattr(lang.words, "NEED_PHRASES", {}).items():
            for phrase in phrases.split("|"):
                words = tuple(phrase.split())
                if words:
                    out.setdefault(words[0], []).append((words, need))
    return {first: tuple(rows) for first, rows in out.items()}


# The union over languages reads stored values (their language is not kept); a turn is read
# with its own language's cues: Italian "qui" (here) is a place cue, French "qui" (who) not.
NEED_WORDS: dict[str, frozenset[str]] = _build_need_words(all_languages())
NEED_PHRASES: Phrases = _build_phrases(all_languages())
NEED_WORDS_OF: dict[str, dict[str, frozenset[str]]] = {
    lang.spec.code: _build_need_words((lang,)) for lang in all_languages()}
NEED_PHRASES_OF: dict[str, Phrases] = {
    lang.spec.code: _build_phrases((lang,)) for lang in all_languages()}


def words_of_each(name: str) -> dict[str, frozenset[str]]:
    """A ``words.py`` table per language code (empty where a language has none): a turn is
    read with its own language's words."""
    return {lang.spec.code: frozenset(getattr(lang.words, name, "").split())
            for lang in all_languages()}


# Words of a past time, per language ("last weekend", "hier" is "yesterday" in French only).
PAST_WORDS_OF: dict[str, frozenset[str]] = words_of_each("PAST_WORDS")
# Languages that write compounds as one word ("Geschenkidee", "Kinderarzt"): a cue word at the
# start or the end of a longer word cues its need (``NEED_CUE_COMPOUNDS`` in ``words.py``).
COMPOUNDING: frozenset[str] = frozenset(
    lang.spec.code for lang in all_languages() if getattr(lang.words, "NEED_CUE_COMPOUNDS", False))
COMPOUND_CUES: dict[str, frozenset[str]] = _build_need_words(
    [lang for lang in all_languages() if lang.spec.code in COMPOUNDING])
COMPOUND_PART_MIN = 4  # a shorter part is too often a cue by chance
COMPOUND_LINKS = ("s", "es", "n", "en")  # linking letters after the first part ("Arbeitsweg")


def compound_needs(word: str, table: dict[str, frozenset[str]]) -> frozenset[str]:
    """Needs of the cue words a compound starts or ends with ("geschenkidee" -> gift)."""
    found: set[str] = set()
    for cut in range(COMPOUND_PART_MIN, len(word) - COMPOUND_PART_MIN + 1):
        head, tail = word[:cut], word[cut:]
        found |= table.get(head, frozenset()) | table.get(tail, frozenset())
        for link in COMPOUND_LINKS:
            if head.endswith(link) and len(head) - len(link) >= COMPOUND_PART_MIN:
                found |= table.get(head[: -len(link)], frozenset())
    return frozenset(found)
REQUEST_WORDS: frozenset[str] = words_of_all("REQUEST_WORDS")
REQUEST_WORDS_OF: dict[str, frozenset[str]] = words_of_each("REQUEST_WORDS")
# Words saying a request is for the user's household ("for the two of us", "¿qué cenamos?",
# "per tutta la famiglia"): a meal then depends on the partner's diet too.
# Read in the turn's language: French "on" (we) is no household in "cook on friday".
HOUSEHOLD_WORDS: frozenset[str] = words_of_all("HOUSEHOLD_WORDS")
HOUSEHOLD_WORDS_OF: dict[str, frozenset[str]] = words_of_each("HOUSEHOLD_WORDS")
HOUSEHOLD_NEEDS: frozenset[str] = frozenset({"food"})
RECALL_WORDS: frozenset[str] = words_of_all("RECALL_WORDS")
# Words of wanting ("I wanna", "quiero", "j'aimerais", "ich möchte", "vorrei"): a wish said with
# a need's words asks for help with it ("i wanna get back in shape") even without "?".
WISH_WORDS_OF: dict[str, frozenset[str]] = words_of_each("WISH_WORDS")
# Words that open a request said as a bare noun phrase ("any podcast for the drive?", "un resto
# sympa pour samedi soir", "stasera film"): with a need's words the turn asks for it.
OPENER_WORDS_OF: dict[str, frozenset[str]] = words_of_each("REQUEST_OPENERS")
# Question words that ask wherever they stand, "?" or not ("je cuisine quoi ce soir",
# "mes tortues s'appellent comment déjà"): the words that are never a conjunction or a
# relative pronoun in the turn's language.
ASKING_WORDS_OF: dict[str, frozenset[str]] = words_of_each("ASKING_WORDS")
SELF_WORDS: frozenset[str] = words_of_all("SELF_WORDS")
# Endings of the first person plural where the verb says the person ("¿qué cocinamos?",
# "cosa guardiamo?"): a request said so is the user's own (``SELF_ENDINGS`` in ``words.py``).
SELF_ENDINGS_OF: dict[str, tuple[str, ...]] = {
    lang.spec.code: tuple(getattr(lang.words, "SELF_ENDINGS", "").split())
    for lang in all_languages()}
SELF_STEM_MIN = 3  # letters before the ending: "amos" alone is no verb
MEASURE_WORDS: frozenset[str] = words_of_all("MEASURE_WORDS")
MEASURE_HEADS_OF: dict[str, frozenset[str]] = words_of_each("MEASURE_HEADS")

_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")


def surface_words(text: str) -> tuple[str, ...]:
    """Lower-case words of the turn as said ("Rappelle-moi où" -> ("rappelle-moi", "où")).

    Need and recall cues are often function words ("near me", "bei mir", "dove") that the
    extraction's content lemmas leave out.
    """
    # "’" and "'" stand in the same place of the pattern and in no other: writing the plain
    # one first finds the same words, already with it.
    return tuple(_WORD.findall(text.lower().replace("’", "'")))


# Phrases of a ``words.py`` table by their first word: a phrase can only start at a word that
# is its first one, so a turn is searched with one look-up per word, not once per phrase.
PhraseIndex = dict[str, tuple[tuple[str, ...], ...]]


def phrases_of_each(name: str) -> dict[str, PhraseIndex]:
    """A ``words.py`` table of "|"-separated phrases per language code (empty where a language
    has none), each phrase as its :func:`surface_words`, indexed by its first word."""
    out: dict[str, PhraseIndex] = {}
    for lang in all_languages():
        index: dict[str, list[tuple[str, ...]]] = {}
        for phrase in getattr(lang.words, name, "").split("|"):
            if words := surface_words(phrase):
                index.setdefault(words[0], []).append(words)
        out[lang.spec.code] = {first: tuple(rows) for first, rows in index.items()}
    return out


def says_a_phrase(words: tuple[str, ...], phrases: PhraseIndex) -> bool:
    """Whether one of ``phrases`` is said anywhere in ``words`` (most turns say none of
    their first words: one set test)."""
    return not phrases.keys().isdisjoint(words) and any(
        words[i:i + len(phrase)] == phrase
        for i, word in enumerate(words) for phrase in phrases.get(word, ()))


# Words of a free time ("weekend", "sábado", "ce soir"): the free time is the need only when
# nothing but a place or a person is cued ("any plans for the weekend?"); beside another need
# they only say when ("what should I bake on Saturday?", "a gift for Léa on Sunday").
FREE_TIME = "free_time"
# Making a meal for oneself said without a meal word ("what should I make tonight?", "che mi
# preparo stasera?", "qu'est-ce que je me fais ce soir ?"): a meal when a free time says when
# and no other need is cued ("how do I prepare for the interview?" is none).
PREPARE = "prepare"
# Something for a long journey ("for the long drive", "für die lange Zugfahrt", "pour le long
# trajet"): any kind of media passes the time; where the journey goes does not matter.
PASTIME = "pastime"
# The home left behind while away ("going away for a week, what to sort out at home?", "je
# pars une semaine, quoi prévoir à la maison ?"): who looks after the pets, not the trip.
HOUSE = "house"


def detect_needs(
    words: tuple[str, ...], lemmas: tuple[str, ...], lang: str | None = None
) -> frozenset[str]:
    """The needs the turn's words and lemmas cue (empty for most turns), read with the cues
    of the turn's language ``lang`` (of every language when it is unknown)."""
    table = NEED_WORDS_OF.get(lang, NEED_WORDS) if lang else NEED_WORDS
    found: set[str] = set()
    for word in (*words, *lemmas):
        if (needs := table.get(word)) is not None:
            found |= needs
        elif "'" in word and (needs := table.get(word.rsplit("'", 1)[-1])) is not None:
            found |= needs  # "un'idea di ristorante", "l'ombrello"
        elif lang in COMPOUNDING and len(word) >= 2 * COMPOUND_PART_MIN:
            found |= compound_needs(word, table)
    found.update(phrase_needs(words, lang))
    if PASTIME in found:
        found.discard(PASTIME)
        found = (found - PLACE_NEEDS) | MEDIA_KINDS
    if HOUSE in found:
        found.discard(HOUSE)
        if "travel" in found and "location" not in found:  # "not far from the house": near
            found.discard("travel")
            found.add("pets")
    if PREPARE in found:
        found.discard(PREPARE)
        if FREE_TIME in found and not found - {FREE_TIME, OCCASION}:
            found.discard(FREE_TIME)
            found.add("food")
    if found & MEDIA_KINDS:
        found.add("entertainment")  # "chuck on some tunes"
    if FREE_TIME in found:
        found.discard(FREE_TIME)
        if not found - SELF_EVIDENT:  # "Sofia viene da me sabato, cosa facciamo?"
            found.add("leisure")
    return frozenset(found)


# Needs whose cue phrases say the user by themselves ("near me", "cerca de casa", "leave for
# work", "introduce me"); "fin de semana" or "in shape" does not ("¿qué tal el fin de semana?").
SELF_EVIDENT: frozenset[str] = frozenset({"location", "work", "commute", "kin", "profile"})
# ... of which these ask by themselves, "?" or not ("il y a une boulangerie près de chez moi");
# "ok, enough about me" asks for nothing.
SELF_EVIDENT_REQUEST: frozenset[str] = frozenset({"location", "commute"})
# Needs that past events serve: "somewhere like my last trip" is a request, not a recall.
PAST_SERVED: frozenset[str] = frozenset({"travel"})
# Needs of where the user is or goes: a request for media is not about them ("a podcast for
# the drive", "de la musique dans le métro").
PLACE_NEEDS: frozenset[str] = frozenset({"location", "commute", "work", "travel"})
# ... nor about what the user is doing meanwhile ("something to listen to on my run").
SETTINGS: frozenset[str] = frozenset({"activity", "health"})
# Needs of going out: asked with "where" ("where can I take the dog?", "wo kann ich feiern
# gehen") they ask for a place near home. "Where do I start getting fit?" or "where could we
# eat?" do not (what the user likes or has finds those).
OUTINGS: frozenset[str] = frozenset({"pets", "leisure", "activity"})
# The user's job itself ("what do I do for a living?"): the ``is`` facts that are no diet or
# condition (an occupation) serve it; on the way to work it does not matter.
JOB = "job"
JOB_ASKED_BY: frozenset[str] = frozenset({"works_at"})  # a job question may name these


def phrase_needs(words: tuple[str, ...], lang: str | None = None) -> set[str]:
    """Needs of the cue phrases in the turn ("near me", "cerca de casa", "fin de semana")."""
    table = NEED_PHRASES_OF.get(lang, NEED_PHRASES) if lang else NEED_PHRASES
    found: set[str] = set()
    if table.keys().isdisjoint(words):  # no phrase starts in the turn (most turns)
        return found
    for i, word in enumerate(words):
        for phrase, need in table.get(word, ()):
            if words[i:i + len(phrase)] == phrase:
                found.add(need)
    return found


@lru_cache(maxsize=1 << 14)  # every cue check of a turn asks it of every word
def word_forms(word: str) -> tuple[str, ...]:
    """A word as said and its host word: "trouve-moi" -> "trouve", "un'idea" -> "idea"."""
    return (word, word.split("-")[0], word.rsplit("'", 1)[-1])


def says_any(words: tuple[str, ...], table: frozenset[str]) -> bool:
    """Whether a word of ``table`` is said, as a word or as the host of one ("trouve-moi",
    "un'idea"): one set look-up per word; only a word with a hyphen or an apostrophe has a
    host (:func:`word_forms`) to look up besides."""
    if not table.isdisjoint(words):
        return True
    joined = "".join(words)  # most turns have no such word: two string scans tell
    return ("-" in joined or "'" in joined) and any(
        f in table for w in words if "-" in w or "'" in w for f in word_forms(w))


# Leaving asked with "when" or "at what time" ("what time should I set off?", "je dois partir
# quand pour pas être en retard ?"): the way from home to work (``DEPARTURE_WORDS`` and
# ``TIME_ASKS`` in ``words.py``).
DEPARTURE_WORDS_OF: dict[str, frozenset[str]] = words_of_each("DEPARTURE_WORDS")
TIME_ASKS_OF: dict[str, PhraseIndex] = phrases_of_each("TIME_ASKS")


def says_departure(words: tuple[str, ...], lang: str | None, wh: str | None) -> bool:
    """True when the turn asks when to leave ("wann sollte ich morgen früh los?", "a qué hora
    tendría que salir"): a leaving word with a "when" question or a time asked."""
    leaving = DEPARTURE_WORDS_OF.get(lang or "", frozenset())
    if not says_any(words, leaving):
        return False
    return wh == "when" or says_a_phrase(words, TIME_ASKS_OF.get(lang or "", {}))


def elided(word: str) -> str:
    """The elided word a word starts with ("j'habite" -> "j'"), or "" when it has none."""
    head, apostrophe, _ = word.partition("'")
    return head + apostrophe if apostrophe else ""


def says_request(words: tuple[str, ...], lemmas: tuple[str, ...]) -> bool:
    """True when a request word is said ("recommend a podcast", "aiutami", "trouve-moi")."""
    return says_any(words, REQUEST_WORDS) or not REQUEST_WORDS.isdisjoint(lemmas)


def is_self_word(word: str) -> bool:
    """True for a first-person word said by itself ("my", "moi", "dimmi" is not one)."""
    return any(f in SELF_WORDS for f in word_forms(word))


# Phrases where a first-person word is none ("quanti metri ci sono in un miglio": "ci sono" is
# "there are"), ``NOT_SELF`` in ``words.py``: left out before the person is read.
NOT_SELF_OF: dict[str, PhraseIndex] = phrases_of_each("NOT_SELF")


def _without_phrases(words: tuple[str, ...], phrases: PhraseIndex) -> tuple[str, ...]:
    """``words`` with every run that is one of ``phrases`` taken out (first match wins)."""
    out: list[str] = []
    i = 0
    while i < len(words):
        hit = next((p for p in phrases.get(words[i], ()) if words[i:i + len(p)] == p), None)
        i += len(hit) if hit else 1
        if not hit:
            out.append(words[i - 1])
    return tuple(out)


def says_self(words: tuple[str, ...], lang: str | None = None) -> bool:
    """True when the turn is in the first person ("my", "me", "puedo", "qu'on"), or has a
    verb of the first person plural in the turn's language ``lang`` ("guardiamo")."""
    if phrases := NOT_SELF_OF.get(lang or "", {}):
        words = _without_phrases(words, phrases)
    if says_any(words, SELF_WORDS) or any(elided(w) in SELF_WORDS for w in words if "'" in w):
        return True  # "j'habite", "m'appelle": the pronoun is elided onto its verb
    endings = SELF_ENDINGS_OF.get(lang or "", ())
    return bool(endings) and any(
        w.endswith(e) and len(w) - len(e) >= SELF_STEM_MIN for w in words for e in endings)


def says_wish(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn says the user wants something ("i wanna", "quiero", "vorrei")."""
    wish = WISH_WORDS_OF.get(lang or "", frozenset())
    return says_any(words, wish)


def opens_request(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn opens with a request's noun phrase ("any podcast ...", "un resto
    sympa ...", "ein Rezept ...")."""
    return bool(words) and any(
        f in OPENER_WORDS_OF.get(lang or "", frozenset()) for f in word_forms(words[0]))


QUESTION_OPENERS_OF: dict[str, PhraseIndex] = phrases_of_each("QUESTION_OPENERS")


def opens_question(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn opens as a question, "?" or not ("is it ok for me to go running
    today", "soll ich heute joggen gehen"): a verb before its subject."""
    return bool(words) and any(
        words[:len(phrase)] == phrase
        for phrase in QUESTION_OPENERS_OF.get(lang or "", {}).get(words[0], ()))


RECALL_OPENERS_OF: dict[str, PhraseIndex] = phrases_of_each("RECALL_OPENERS")
RECALL_OPENER_START = 3  # "ok, tu te souviens où ...", "oye, ¿te acuerdas de ...": a word or two


def opens_recall(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn asks the assistant to remember ("do you remember where I work",
    "weißt du noch, wie mein Hund heißt", "ti ricordi dove abito"), near its start."""
    phrases = RECALL_OPENERS_OF.get(lang or "", {})
    return any(words[i:i + len(phrase)] == phrase
               for i, word in enumerate(words[:RECALL_OPENER_START])
               for phrase in phrases.get(word, ()))


TOLD_PHRASES_OF: dict[str, PhraseIndex] = phrases_of_each("TOLD_PHRASES")


DEFINITE_OF: dict[str, frozenset[str]] = words_of_each("DEFINITE_WORDS")
# The pet words of each language's need cues ("bird", "Kater", "oiseau"); most turns say none.
PET_WORDS_OF: dict[str, frozenset[str]] = {
    code: frozenset(word for word, needs in table.items() if "pets" in needs)
    for code, table in NEED_WORDS_OF.items()}
PET_WORDS: frozenset[str] = frozenset(word for word, needs in NEED_WORDS.items() if "pets" in needs)


def says_the_pet(words: tuple[str, ...], lang: str | None) -> bool:
    """True when a pet word is said with a definite article ("the bird", "die Vögel",
    "l'oiseau", "il cane"): a pet the speaker means, not animals in general."""
    definite = DEFINITE_OF.get(lang or "", frozenset())
    table = NEED_WORDS_OF.get(lang or "", NEED_WORDS)
    pets = PET_WORDS_OF.get(lang or "", PET_WORDS)
    if pets.isdisjoint(words) and not any(
            w.rpartition("'")[2] in pets for w in words if "'" in w):
        return False  # no pet word, whole or after an elided article
    for i, word in enumerate(words):
        head, _, rest = word.rpartition("'")
        if head and head + "'" in definite and "pets" in table.get(rest, ()):
            return True
        if i and words[i - 1] in definite and "pets" in table.get(word, ()):
            return True
    return False


def says_told(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn says a fact was told to the assistant ("¿qué grado te conté que
    doy?", "je travaille où, je t'ai dit ?"), anywhere in it: the user's own fact is asked."""
    return says_a_phrase(words, TOLD_PHRASES_OF.get(lang or "", {}))


ASKING_PHRASES_OF: dict[str, PhraseIndex] = phrases_of_each("ASKING_PHRASES")


def says_asking(words: tuple[str, ...], lang: str | None) -> bool:
    """True when a question word that always asks is said, "?" or not ("je fais quoi"), or
    a question word with the first person after it ("what do i sort out")."""
    asking = ASKING_WORDS_OF.get(lang or "", frozenset())
    return not asking.isdisjoint(words) or says_a_phrase(
        words, ASKING_PHRASES_OF.get(lang or "", {}))


def says_recall(words: tuple[str, ...]) -> bool:
    """True for an imperative recall ("remind me", "dimmi", "sag mir", "rappelle-moi")."""
    return not RECALL_WORDS.isdisjoint(words) or any(
        w.split("-")[0] in RECALL_WORDS for w in words if "-" in w)


@lru_cache(maxsize=4096)
def relation_needs(relation: str) -> frozenset[str]:
    """The needs a relation serves (its registry row's ``needs``)."""
    rel = get_relation(relation)
    return rel.needs if rel is not None else frozenset()


def says_household(words: tuple[str, ...], lang: str | None = None) -> bool:
    """True when a request is for the user's household ("we", "los dos", "noi due"), read
    with the words of the turn's language ``lang`` (of every language when it is unknown)."""
    table = HOUSEHOLD_WORDS_OF.get(lang, HOUSEHOLD_WORDS) if lang else HOUSEHOLD_WORDS
    return says_any(words, table)


def says_measure(words: tuple[str, ...], lang: str | None = None) -> bool:
    """True for a measure question ("how many", "combien", "wie viele", "cuánto", "quanti").
    Where the measure word is an adjective that needs its question word ("how long", "wie
    weit": ``MEASURE_HEADS`` in ``words.py``), only right after it: "ideas for the long
    drive" or "a big family dinner" measures nothing."""
    heads = MEASURE_HEADS_OF.get(lang or "", frozenset())
    if not heads:
        return not MEASURE_WORDS.isdisjoint(words)
    return any((w in MEASURE_WORDS and i and words[i - 1] in heads)
               or any(w.startswith(h) and w[len(h):] in MEASURE_WORDS for h in heads)
               for i, w in enumerate(words))  # "wieviele" written as one word


# Relations too broad to serve a need by themselves: "You are vegan." serves a food request,
# "You are a teacher." does not; "You have asthma." serves a workout, "You have a car." does
# not. Their object must be a word of that need (conditions and body parts are health words).
VALUE_CHECKED: frozenset[str] = frozenset({"is", "has"})


# Conditions of breathing in every language (``BREATHING_WORDS`` in ``words.py``): fur and
# dander set them off, so they serve a request about getting a pet ("You have asthma.").
BREATHING_WORDS: frozenset[str] = words_of_all("BREATHING_WORDS")
# Getting a pet ("should we adopt a kitten?", ``PET_GETTING`` in ``words.py``): only then
# is asthma an answer; a request about the pet the user has ("a good dog food") is the pet's.
PET_GETTING_OF: dict[str, PhraseIndex] = phrases_of_each("PET_GETTING")


def says_pet_getting(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn speaks of getting a pet ("thinking of getting a puppy")."""
    return says_a_phrase(words, PET_GETTING_OF.get(lang or "", {}))


@lru_cache(maxsize=1 << 14)
def value_needs(value: str) -> frozenset[str]:
    """The needs an entity's own words cue ("vegan" -> food, "katzenhaare" -> pets)."""
    found: set[str] = set()
    for word in value.split():
        if word in PETS or word.removesuffix("s") in PETS or word in BREATHING_WORDS:
            found.add("pets")  # "two guinea_pigs": a pet the kin/pet rows know; asthma
        if (needs := NEED_WORDS.get(word)) is not None:
            found |= needs
        elif len(word) >= 2 * COMPOUND_PART_MIN:  # read as a compound of a language that
            found |= compound_needs(word, COMPOUND_CUES)  # writes them as one word
    return frozenset(found)


# Relations that serve some of their needs only by what their value is: an allergy to
# peanuts is no answer to "should we adopt a kitten?", an allergy to cats is; lactose
# intolerance serves a breakfast idea, a bad knee does not.
BY_VALUE: dict[str, frozenset[str]] = {
    "allergic_to": frozenset({"pets", "health"}),  # a food allergy is no workout's concern
    "has_condition": frozenset({"food", "pets"}),  # asthma serves an adoption, a knee not
}
# Values of another need that serve a request of these needs alone too: a sport to take up
# depends on a bad knee or asthma ("vorrei iniziare a fare sport" -> "You have asma."); an
# outing ("organizza una gita", activity and leisure) does not ask for the user's health.
VALUE_ALSO: dict[frozenset[str], frozenset[str]] = {
    frozenset({"activity"}): frozenset({"health"})}
# The words of an allergy in every language (``ALLERGY_WORDS`` in ``words.py``; stored values
# keep no language): a compound ends with one ("Nussallergie").
ALLERGY_WORDS: tuple[str, ...] = tuple(sorted(words_of_all("ALLERGY_WORDS")))


def is_allergy(value: str) -> bool:
    """Whether a value names an allergy ("hayfever" does not, "Nussallergie" does)."""
    return any(word.endswith(ALLERGY_WORDS) for word in value.lower().split())
# A value no cue table knows ("You are a pharmacist.") still says who the user is, and what
# their work is ("remind me what ward i work on", a note to the boss).
UNKNOWN_VALUE_SERVES: frozenset[str] = frozenset({"profile", "job", "work"})


# Relations that serve a need only when no fact serves it fully: a trip idea reads the trips
# told; with none told, home says where it starts from. Asked "like before" ("somewhere like my
# last trip"), home alone says nothing of it.
FALLBACKS: dict[str, frozenset[str]] = {"lives_in": frozenset({"travel"})}
FALLBACK_NEED = 0.5  # their need term


# Relations that serve a need with less than the others: a bio says first what the user does
# and where; the name comes after.
SECONDARY: dict[str, frozenset[str]] = {"name": frozenset({"profile"})}
SECONDARY_NEED = 0.5  # their need term


def secondary_only(relation: str, needs: frozenset[str]) -> bool:
    """Whether ``relation`` serves the request's ``needs`` only second to the others (the
    name for a bio)."""
    secondary = SECONDARY.get(relation)
    return secondary is not None and not (relation_needs(relation) & needs) - secondary


def fallback_only(relation: str, needs: frozenset[str]) -> bool:
    """Whether ``relation`` serves the request's ``needs`` only as a fallback (home for a
    trip), not by itself (home for "near me")."""
    fallback = FALLBACKS.get(relation)
    return fallback is not None and not (relation_needs(relation) & needs) - fallback


def value_serves(relation: str, value: str, needs: frozenset[str], *,
                 pet_getting: bool = True) -> bool:
    """Whether an edge of ``relation`` with ``value`` serves a request's ``needs``: a value
    of one of them always does, a value known only for other needs never does ("allergic
    to cats" serves no dinner idea), an unknown value unless every need it would serve asks
    for a category. A condition of breathing serves a pet request only about getting one."""
    of_value = value_needs(value)
    if not pet_getting and "pets" in of_value and any(
            w in BREATHING_WORDS for w in value.split()):
        of_value -= {"pets"}
    if of_value & needs or of_value & VALUE_ALSO.get(needs, frozenset()) and not is_allergy(value):
        return True
    if of_value:
        return relation not in BY_VALUE and relation not in VALUE_CHECKED
    if relation in VALUE_CHECKED:
        return bool(needs & UNKNOWN_VALUE_SERVES)
    only = BY_VALUE.get(relation, frozenset())
    return bool((relation_needs(relation) & needs) - only)


# The user's likings serve a need by what is liked: "You like hiking." is an activity, not an
# answer to "what should I cook?"; "You like ramen." (no category known) may be.
LIKING: frozenset[str] = frozenset({"likes", "dislikes"})
UNKNOWN_LIKING = 0.6  # need term of a liking whose value no cue table knows
# Needs any liking serves whatever is liked: free time can go to any of them.
ANY_LIKING: frozenset[str] = frozenset({"leisure"})
# Needs a liking serves only when what is liked is of that need: "You like jazz." is no
# workout.
CATEGORY_ONLY: frozenset[str] = frozenset({"activity", "health"})


# Needs any liking of a named third party serves, whatever is liked: a gift for them or time
# spent with them ("Arjun's coming to stay, what can we do?"). For a meal their likings
# serve by category, as the user's do ("Dev likes hiking." is no dinner idea).
TIME_TOGETHER: frozenset[str] = frozenset({"gift", "leisure", "activity"})


# A liking of another category that serves a need too: getting fit ("ponerme en forma")
# reads the sports the user likes.
LIKING_ALSO: dict[str, frozenset[str]] = {"health": frozenset({"activity"})}


# Kinds of media within entertainment (``NEED_CUES`` rows): a request for music is not served
# by a liking of films ("mets-moi de la musique" -> not "You like Miyazaki's films").
MEDIA_KINDS: frozenset[str] = frozenset({"music", "screen", "reading", "podcast"})


def liking_need(value: str, needs: frozenset[str]) -> float:
    """The need term of the user's liking of ``value`` for a request's ``needs``: full when
    the value is a word of one of them, none when it belongs to other needs only or is a
    kind of media the request does not ask for, partial when no cue table knows it (unless
    every need asks for a category)."""
    of_value = value_needs(value)
    asked_kinds, value_kinds = needs & MEDIA_KINDS, of_value & MEDIA_KINDS
    if asked_kinds and value_kinds and not asked_kinds & value_kinds:
        return 0.0
    wanted = needs.union(*(LIKING_ALSO.get(need, ()) for need in needs))
    if of_value & wanted or needs & ANY_LIKING:
        return 1.0
    if of_value or needs <= CATEGORY_ONLY:
        return 0.0
    return UNKNOWN_LIKING


# Needs a named pet's request is about instead: "olive needs new food" asks about the dog,
# not about the user's diet.
PET_INSTEAD: frozenset[str] = frozenset({"food", "health", "activity"})


def for_pet(needs: frozenset[str]) -> frozenset[str]:
    """The needs of a request about a pet of the user's the turn names ("Filou ne mange
    plus"): its food, health or walks are the pet's (``pets``), not the user's."""
    return needs - PET_INSTEAD | {"pets"} if needs & PET_INSTEAD else needs


# Words asking for something like before ("again", "otra vez", "wieder", "un altro viaggio"):
# with a need that past events serve, the events told are the answer.
AGAIN_WORDS_OF: dict[str, frozenset[str]] = words_of_each("AGAIN_WORDS")


def says_again(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn asks for something like before ("somewhere like last spring",
    "wir wollen wieder ans Meer")."""
    again = AGAIN_WORDS_OF.get(lang or "", frozenset())
    return says_any(words, again) or says_past(words, lang)


WEATHER_WORDS_OF: dict[str, frozenset[str]] = words_of_each("WEATHER_WORDS")
FORECAST_WORDS_OF: dict[str, frozenset[str]] = words_of_each("FORECAST_WORDS")
TODAY_WORDS_OF: dict[str, frozenset[str]] = words_of_each("TODAY_WORDS")
WEATHER_NOUNS_OF: dict[str, frozenset[str]] = words_of_each("WEATHER_NOUNS")


def says_forecast(words: tuple[str, ...], lang: str | None, asked: bool = False) -> bool:
    """True when the turn asks the weather of a time to come ("will it be warm enough
    tomorrow", "il va pleuvoir cet aprem", "brauchen wir morgen Regenjacken") or asks the
    weather by name for today ("che tempo fa oggi?"): where the user is decides it. "What a
    hot day" or "che caldo oggi" is said of now, not asked."""
    code = lang or ""
    if WEATHER_WORDS_OF.get(code, frozenset()).isdisjoint(words):
        return False
    return not FORECAST_WORDS_OF.get(code, frozenset()).isdisjoint(words) or (
        asked and not WEATHER_NOUNS_OF.get(code, frozenset()).isdisjoint(words)
        and not TODAY_WORDS_OF.get(code, frozenset()).isdisjoint(words))


def says_past(words: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn asks about a past time ("what did I cook last Saturday?"): that is
    episodic recall, not a request for help."""
    past = PAST_WORDS_OF.get(lang or "", frozenset())
    return not past.isdisjoint(words)


@lru_cache(maxsize=64)  # one per language code
def _request_cues(lang: str | None) -> tuple[frozenset[str], PhraseIndex]:
    """The words and the phrases :func:`says_a_request_cue` looks for in a turn in ``lang``,
    from the very tables the checks it stands for read."""
    code = lang or ""
    words = frozenset().union(
        ASKING_WORDS_OF.get(code, ()), DEPARTURE_WORDS_OF.get(code, ()),
        WEATHER_WORDS_OF.get(code, ()), REQUEST_WORDS, WISH_WORDS_OF.get(code, ()),
        RECALL_WORDS, OPENER_WORDS_OF.get(code, ()))
    phrases: dict[str, list[tuple[str, ...]]] = {}
    for first, rows in ASKING_PHRASES_OF.get(code, {}).items():
        phrases.setdefault(first, []).extend(rows)
    for first, need_rows in (NEED_PHRASES_OF.get(lang, NEED_PHRASES) if lang
                             else NEED_PHRASES).items():
        phrases.setdefault(first, []).extend(phrase for phrase, _ in need_rows)
    return words, {first: tuple(rows) for first, rows in phrases.items()}


def says_a_request_cue(words: tuple[str, ...], lemmas: tuple[str, ...], lang: str | None) -> bool:
    """Whether the turn says anything :func:`says_asking`, :func:`phrase_needs`,
    :func:`says_departure`, :func:`says_forecast`, :func:`says_request`, :func:`says_wish`,
    :func:`says_recall` or :func:`opens_request` can find: a word of theirs, whole or as a
    host word (:func:`says_any`), or one of their phrases. When it does not, each of them is
    false (or empty): one look-up per word rejects most statements."""
    cue_words, cue_phrases = _request_cues(lang)
    return (says_any(words, cue_words) or not REQUEST_WORDS.isdisjoint(lemmas)
            or says_a_phrase(words, cue_phrases))


def episode_serves(
    words: Sequence[str], entities: Sequence[str], needs: frozenset[str],
    named: frozenset[str], *, facts_shown: bool = False,
) -> bool:
    """Whether a recalled episode (its lemmas and words, the entities it names) serves a
    request's ``needs``: it names someone the request names ("mon fils Adam ne jure que par
    les Lego" for a gift for him) or says a word of one of the needs ("je prends le tram" for
    the way to work). "I'm going jogging today" tells nothing for a film tonight. When stored
    facts already serve the request (``facts_shown``), a word of a need is not enough: "vivo
    a Palermo, vicino al mercato" beside "You live in Palermo." only costs tokens; past
    trips still tell what a trip like them should be."""
    if named.intersection(entities):
        return True
    if facts_shown and not needs & PAST_SERVED:
        return False
    return any(value_needs(word) & needs for word in words)


# A quote this short that names a shown fact's value says little else ("soy alérgica a los
# gatos"); a longer one adds who, where or when ("... einen Töpferkurs in Leipzig besucht").
SHORT_QUOTE_WORDS = 6


def repeats_fact(text: str, values: Sequence[str]) -> bool:
    """Whether a short episode says again a value a shown fact says ("soy alérgica a los
    gatos" beside "You are allergic to gatos."): the quote then only costs tokens."""
    words = surface_words(text)
    return len(words) <= SHORT_QUOTE_WORDS and says_a_value(words, values)


def says_a_value(words: Sequence[str], values: Sequence[str]) -> bool:
    """Whether ``words`` (:func:`surface_words` of a quote) name one of ``values`` whole."""
    low = f" {' '.join(words)} "
    return any(f" {' '.join(surface_words(value))} " in low for value in values if value)


def restates_an_answer(
    text: str, question: Sequence[str], shown: Sequence[Edge], lang: str | None = None,
) -> bool:
    """Whether an episode names the home or employer (of the user's or of kin: "mein Bruder
    Felix wohnt in München" beside "Felix lives in München.") or the kin or pet name that a
    shown fact answers the question with (``question``: its :func:`surface_words`): "nos mudamos
    a Bilbao" beside "You live in Bilbao." for "¿dónde vivo ahora?", or "meine Tochter Lena
    mag Pferde und mein Bruder Jan kocht gern" beside "Your brother is Jan." for "wie heißt
    mein Bruder?", repeats in many tokens what the fact says in few. A value the question
    names is its topic, not its answer ("what did we do in Porto?"); a past event keeps its
    quote, which tells who and how ("we went to Lisbon with my in-laws" beside "You went to
    Lisbon."); so does a name listed with another ("two cats called Tom and Kit" beside
    "Your cat is Tom."): the fact holds only the first. A kin or pet name answers only a
    question asking a name: "mi sobrina Vera ganó un premio" tells "¿qué ganó mi sobrina?"
    what "Your niece is Vera." does not."""
    asked = set(question)
    names = asks_a_name(question, lang)
    values = [edge.display_d for edge in shown
              if (is_state(edge.r) or (names and edge.s == USER_KEY
                                       and (edge.r in KINSHIP or edge.r in PETS)))
              and asked.isdisjoint(surface_words(edge.display_d))]
    words = surface_words(text)
    return says_a_value(words, values) and not lists_a_value(text, values, lang)


# The query cue words of a language that ask for a name, a home or an employer (``QUERY_CUES``
# in ``words.py``: "call", "heißen", "vivir"): words that say what is asked, not about what,
# and that a stored fact answers. "go" or "like" say what happened or is liked: an episode's
# content.
STATE_CUES: frozenset[str] = frozenset({"name", "live", "work"})
CUE_WORDS_OF: dict[str, frozenset[str]] = {
    lang.spec.code: frozenset(w for cue, words in getattr(lang.words, "QUERY_CUES", {}).items()
                              if cue in STATE_CUES for w in words.split())
    for lang in all_languages()}


def shares_only_cues(
    question: Sequence[str], quote: Sequence[str], lang: str | None, named: Collection[str],
    entities: Sequence[str],
) -> bool:
    """Whether a recalled quote (its lemmas and ``entities``) meets a question (its lemmas,
    the entities it ``named``) only in the words that say what is asked or that ask for
    help: "je m'appelle Camille" for "comment s'appelle mon chien ?", "ich wohne in Köln" for
    "wo wohnt mein Bruder?". A stored fact answering the question says more in fewer
    tokens."""
    if set(named).intersection(entities):
        return False
    cues = CUE_WORDS_OF.get(lang or "", frozenset()) | REQUEST_WORDS_OF.get(lang or "", frozenset())
    met = set(question).intersection(quote)  # none: recalled by an equivalent ("go" ~ "trip")
    return bool(met) and met <= cues


def shares_only_request_words(
    question: Sequence[str], quote: Sequence[str], lang: str | None,
) -> bool:
    """Whether a recalled quote meets a question (both as lemmas) in words and only in words
    that ask for help: "mi consigli un podcast" for "che frullatore mi consigli?" answers
    nothing; "tutti mi chiamano Turi" for "come mi chiamano tutti?" does."""
    met = set(question).intersection(quote)
    return bool(met) and met <= REQUEST_WORDS_OF.get(lang or "", frozenset())


NAME_CUES_OF: dict[str, frozenset[str]] = {
    lang.spec.code: frozenset(getattr(lang.words, "QUERY_CUES", {}).get("name", "").split())
    for lang in all_languages()}


def asks_a_name(words: Sequence[str], lang: str | None) -> bool:
    """Whether a question asks what someone is called ("what's my cat's name", "comment
    s'appelle mon chien", "wie heißt mein Bruder"), the verb's elided pronoun aside."""
    cues = NAME_CUES_OF.get(lang or "", frozenset())
    return any(w in cues or w.rpartition("'")[2] in cues for w in words)


def lists_a_value(text: str, values: Sequence[str], lang: str | None) -> bool:
    """Whether one of ``values`` ends ``text`` or a clause of it in a list with one more name
    ("called Tom and Kit", "deux perruches, Bleuet et Citron."): "Trufo y duerme todo el
    día" goes on with what he does."""
    joins = get_lexicon(lang).ellipsis_conjunctions if lang else frozenset()
    if not joins:
        return False
    low = text.casefold()
    alternatives = "|".join(re.escape(j) for j in sorted(joins))
    for value in values:
        named = " ".join(surface_words(value))
        if named and re.search(
                rf"\b{re.escape(named)}\s+(?:{alternatives})\s+[^\W\d_]+(?:\s+[^\W\d_]+)?"
                rf"\s*(?:[,.;:!?…]|$)", low):
            return True
    return False


def asked_of_assistant(text: str, lang: str | None) -> bool:
    """Whether a recalled quote was itself a request to the assistant: it opens with a
    request word ("trouve un cadeau pour ma sœur", "recommend a film") or asks as a question
    does ("what should I get her"). What the user asked for once is no memory of what
    happened; a request word inside a telling ("drove up to help with the shopping", "in
    April I want to put a raised bed") does not make one, nor does telling the assistant
    ("te cuento que el viernes me operan")."""
    words = surface_words(text)
    if not lang or not words:
        return False
    request = REQUEST_WORDS_OF.get(lang, frozenset())  # "finde" is a weekend in Spanish
    return (any(f in request for f in word_forms(words[0]))
            or says_a_phrase(words, QUESTION_OPENERS_OF.get(lang, {})))


def names_a_left_state(
    entities: Sequence[str], edges: Mapping[tuple[str, str, str], Edge],
    by_entity: Mapping[str, Collection[tuple[str, str, str]]],
) -> bool:
    """Whether an episode names a home or an employer the user has since left ("lavoro in
    Pirelli" after "adesso lavoro in Lavazza, non più in Pirelli"): a request is about the
    present, so such a quote would bring back what the user corrected."""
    for entity in entities:
        keys = [k for k in by_entity.get(entity, ()) if k[0] == USER_KEY and is_state(k[1])]
        states = [edges[k].status for k in keys if k in edges]
        if states and EdgeStatus.ACTIVE not in states:
            return True
    return False
