"""The relation registry: every relation HotMem knows, once, with everything about it.

Each :class:`Relation` row says how a stored edge of that relation is said as a bullet
(:class:`Template`), how useful it is to a voice assistant on its own (``priority``), whether a
new value supersedes the old one (``single_valued``), whether ``(a, r, b)`` also means
``(b, r, a)`` (``symmetric``), whether it is a kin or pet role (``kind``) and which user needs
it serves (``needs``). The extractor may only emit relations listed here
(:func:`is_canonical`); lifecycle, retrieval and bullets read their behaviour from here, and
``tests/test_relations.py`` fails when a language table names a relation missing here.

Adding a relation is one row in :data:`RELATIONS` (and the rows that produce it in the language
packages, ``hotmem/lang/<code>/``). The fact format is described in ``docs/contract.md`` §1.

Example::

    from hotmem.relations import get_relation

    get_relation("lives_in").template.you        # "live in"
    get_relation("favorite_color").single_valued  # True (a family: favorite_<thing>)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache


class Kind(StrEnum):
    """What sort of relation a row is."""

    CORE = "core"
    KIN = "kin"  # (you, sister, anna): a person in the user's life, keyed by the English noun
    PET = "pet"  # (you, dog, rex)
    FAVORITE = "favorite"  # the favorite_<thing> family


class Form(StrEnum):
    """Sentence shapes of bullets; ``hotmem.inject`` renders each one."""

    VERB = "verb"  # "You live in Seattle." / "Anna lives in Denver."
    POSSESSIVE = "possessive"  # "Your sister is Anna." / "Your name is Alex."
    COPULA = "copula"  # "You are a teacher." / "You are vegan."
    AGE = "age"  # "You are 34 years old."
    FRIEND = "friend"  # "You are friends with Tom." / "Anna and Tom are friends."
    TIME = "time"  # "The appointment is on Monday."
    QUANTITY = "quantity"  # "Your number is 3."


@dataclass(frozen=True, slots=True)
class Template:
    """How a bullet states one edge, in natural second-person English.

    Attributes:
        form: the sentence shape.
        you: verb phrase after "You" for :attr:`Form.VERB` ("live in").
        third: verb phrase after a third-person subject ("lives in").
        article: put "a"/"an" before the object ("You own a bike.").
        noun: the possessed noun of :attr:`Form.POSSESSIVE` ("name", "sister").
    """

    form: Form
    you: str = ""
    third: str = ""
    article: bool = False
    noun: str = ""


@dataclass(frozen=True, slots=True)
class Relation:
    """One canonical relation and how every stage treats it.

    Attributes:
        name: the canonical English name stored in facts (``lives_in``).
        template: how a bullet says it.
        priority: prior usefulness for retrieval, 0..1, before question hints.
        single_valued: a new positive value supersedes the previous one for the same subject.
        symmetric: ``(a, r, b)`` also states ``(b, r, a)``.
        kind: core relation, kin role, pet or the favorite family.
        gender: ``f``/``m`` for gendered kin nouns (coref-lite), else ``None``.
        needs: the user needs this relation serves (location, food, health, kin, work, job,
            commute, entertainment, pets, travel, gift, activity, leisure, profile), for need-aware
            retrieval (:mod:`hotmem.retrieve.needs`). A person's likes serve a gift, an
            activity or free time ("any ideas for my weekend?").
        asked_by: the question classes that ask for it ("where" -> ``lives_in``): a question
            of that class raises the relation's retrieval prior.
        opposite: the relation a new value of this one supersedes for the same object
            (``likes`` and ``dislikes``; ``moved_from`` ends ``lives_in``).
        state: a lasting state that a past-tense statement ends ("I lived in Rome", "vivía en
            Lima"): such a fact is stored negated.
        entity_valued: the object is an entity worth remembering as a mention (not an age, a
            time, a duration or a number).
        dated: an event or a state that begins at a time ("I went to Lisbon last month", "I
            started at the aquarium in May"): the date of its clause is kept on the fact and
            shown in its bullet, and a clause dated in the future is a plan, not this fact.
        denial_informs: a denial said on its own is standing knowledge a need may use ("I
            don't eat pork", "I have no pets", "I don't like horror films"): a diet, a liking
            or a possession the user lacks (:mod:`hotmem.denials`). Never a state or an
            identity (``lives_in``, ``works_at``, ``born_in``, ``name``, ``is``), whose denial
            retracts a fact, nor a kin or pet role, whose denial corrects a name, nor an
            allergy: a negation read wrongly ("allergic to eggs, so no cakes") would tell
            the LLM the opposite of a safety fact.
    """

    name: str
    template: Template
    priority: float = 0.5
    single_valued: bool = False
    symmetric: bool = False
    kind: Kind = Kind.CORE
    gender: str | None = None
    needs: frozenset[str] = frozenset()
    asked_by: frozenset[str] = frozenset()
    opposite: str | None = None
    state: bool = False
    entity_valued: bool = True
    dated: bool = False
    denial_informs: bool = False


# Question classes (the wh-word classes of hotmem/lang/<code>/words.py: QUESTION_WORDS).
WHERE, WHO, WHEN, WHAT, HOW = "where", "who", "when", "what", "how"
QUESTION_CLASSES: frozenset[str] = frozenset({WHERE, WHO, WHEN, WHAT, HOW})


def _verb(you: str, third: str, *, article: bool = False) -> Template:
    return Template(Form.VERB, you=you, third=third, article=article)


def _n(*words: str) -> frozenset[str]:
    return frozenset(words)


_CORE: tuple[Relation, ...] = (
    Relation("name", Template(Form.POSSESSIVE, noun="name"), 0.9, single_valued=True,
             needs=_n("profile"), asked_by=_n(WHO, WHAT)),
    Relation("age", Template(Form.AGE), 0.7, single_valued=True, needs=_n("health", "profile"),
             asked_by=_n(HOW), entity_valued=False),
    Relation("is", Template(Form.COPULA), 0.6,
             needs=_n("food", "health", "work", "job", "profile"),
             asked_by=_n(WHAT), state=True),
    # A bio is about what the user does: with three bullets the name, the employer and the
    # occupation say more than the town. A trip starts from home.
    Relation("lives_in", _verb("live in", "lives in"), 0.85, single_valued=True,
             needs=_n("location", "commute", "travel"), asked_by=_n(WHERE), state=True,
             dated=True),
    Relation("works_at", _verb("work at", "works at"), 0.8, single_valued=True,
             needs=_n("work", "job", "commute", "profile"), asked_by=_n(WHERE, WHAT),
             state=True,
             dated=True),
    Relation("born_in", _verb("were born in", "was born in"), 0.7, single_valued=True,
             needs=_n("location", "profile"), asked_by=_n(WHERE)),
    # "we moved from Leeds in May" ends the home in Leeds.
    Relation("moved_from", _verb("moved from", "moved from"), 0.5, needs=_n("location"),
             asked_by=_n(WHERE), dated=True, opposite="lives_in"),
    Relation("participated_in", _verb("took part in", "took part in"), 0.5,
             needs=_n("entertainment", "activity", "leisure"), dated=True),
    Relation("went_to", _verb("went to", "went to"), 0.6, needs=_n("travel"),
             asked_by=_n(WHERE), dated=True),
    Relation("friend_of", Template(Form.FRIEND), 0.6, symmetric=True, needs=_n("kin"),
             asked_by=_n(WHO)),
    Relation("owns", _verb("own", "owns", article=True), 0.6, asked_by=_n(WHAT), dated=True),
    # What the user has is checked by value (a pet, a kid, a condition): "You have no pets."
    # serves an adoption, "You have a car." nothing.
    Relation("has", _verb("have", "has", article=True), 0.5, needs=_n("health", "pets", "kin"),
             asked_by=_n(WHAT), denial_informs=True),
    Relation("likes", _verb("like", "likes"), 0.6,
             needs=_n("food", "entertainment", "gift", "activity", "leisure", "health"),
             asked_by=_n(WHAT), opposite="dislikes", denial_informs=True),
    Relation("dislikes", _verb("dislike", "dislikes"), 0.6,
             needs=_n("food", "entertainment", "gift", "activity", "leisure", "health"),
             asked_by=_n(WHAT), opposite="likes"),
    # Health and diet the assistant must respect: "I'm allergic to peanuts", "I have a sore
    # shoulder", "I don't eat beef" (negated).
    Relation("allergic_to", _verb("are allergic to", "is allergic to"), 0.8,
             needs=_n("food", "health", "pets", "gift"), asked_by=_n(WHAT)),
    Relation("has_condition", _verb("have", "has"), 0.75,
             needs=_n("health", "activity", "food", "pets"), asked_by=_n(WHAT), state=True),
    Relation("eats", _verb("eat", "eats"), 0.7, needs=_n("food"), asked_by=_n(WHAT),
             denial_informs=True),
    Relation("time", Template(Form.TIME), 0.6, asked_by=_n(WHEN), entity_valued=False),
    Relation("duration", _verb("last", "lasts"), 0.5, asked_by=_n(WHEN, HOW),
             entity_valued=False),
    Relation("quantity", Template(Form.QUANTITY), 0.5, asked_by=_n(HOW), entity_valued=False),
)

# Kin and pet roles: noun, gender, single-valued (a person normally has one mother, but
# "my sister Maria" after "my sister Anna" is a second sister, not a correction).
_KIN_ROWS: tuple[tuple[str, str | None, bool], ...] = (
    ("sister", "f", False), ("brother", "m", False), ("sibling", None, False),
    ("mother", "f", True), ("father", "m", True), ("mom", "f", True), ("dad", "m", True),
    ("parent", None, False), ("wife", "f", True), ("husband", "m", True),
    ("partner", None, True), ("boyfriend", "m", True), ("girlfriend", "f", True),
    ("fiance", "m", True), ("fiancee", "f", True), ("son", "m", False),
    ("daughter", "f", False), ("child", None, False), ("kid", None, False),
    ("friend", None, False), ("best_friend", None, False), ("cousin", None, False),
    ("aunt", "f", False), ("uncle", "m", False), ("grandmother", "f", False),
    ("grandfather", "m", False), ("grandma", "f", False), ("grandpa", "m", False),
    ("grandson", "m", False), ("granddaughter", "f", False), ("grandchild", None, False),
    ("niece", "f", False),
    ("brother-in-law", "m", False), ("sister-in-law", "f", False),
    ("father-in-law", "m", True), ("mother-in-law", "f", True),
    ("son-in-law", "m", False), ("daughter-in-law", "f", False), ("parent-in-law", None, False),
    ("nephew", "m", False), ("roommate", None, False), ("boss", None, True),
    ("colleague", None, False), ("coworker", None, False), ("neighbor", None, False),
)
_PET_ROWS: tuple[str, ...] = ("dog", "cat", "pet", "parrot", "budgie", "canary", "bird", "rabbit",
                              "hamster", "gerbil", "guinea_pig", "ferret", "turtle", "goldfish",
                              "lizard", "gecko", "iguana", "snake", "hedgehog", "chinchilla",
                              "horse", "chicken", "fish")

# Kin who share the user's household and meals ("what should we cook tonight?").
HOUSEHOLD_KIN: frozenset[str] = frozenset(
    {"partner", "wife", "husband", "boyfriend", "girlfriend", "fiance", "fiancee"})

KIN_PRIORITY = 0.85
FAVORITE_PRIORITY = 0.7
FAVORITE_PREFIX = "favorite_"


def _kin(noun: str, gender: str | None, single: bool) -> Relation:
    work = noun in ("boss", "colleague", "coworker")
    return Relation(
        noun, Template(Form.POSSESSIVE, noun=noun.replace("_", " ")), KIN_PRIORITY,
        single_valued=single, kind=Kind.KIN, gender=gender,
        needs=_n("kin", "work") if work else _n("kin"), asked_by=_n(WHO),
    )


def _pet(noun: str) -> Relation:
    return Relation(noun, Template(Form.POSSESSIVE, noun=noun.replace("_", " ")), KIN_PRIORITY,
                    kind=Kind.PET,
                    needs=_n("pets"), asked_by=_n(WHO))


RELATIONS: dict[str, Relation] = {
    rel.name: rel
    for rel in (
        *_CORE,
        *(_kin(*row) for row in _KIN_ROWS),
        *(_pet(noun) for noun in _PET_ROWS),
    )
}

# Thing -> needs for the favorite_<thing> family; every favorite also serves a gift.
_FAVORITE_NEEDS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("food", "dish", "drink", "fruit", "dessert", "restaurant", "beer", "wine",
                     "cuisine", "snack"), _n("food")),
    **dict.fromkeys(("movie", "book", "song", "band", "music", "show", "game", "singer",
                     "actor", "actress", "author", "artist", "genre", "podcast", "series"),
                    _n("entertainment", "leisure")),
    **dict.fromkeys(("sport", "team", "hobby", "activity"),
                    _n("entertainment", "activity", "leisure")),
    **dict.fromkeys(("city", "place", "country"), _n("travel", "location")),
    "animal": _n("pets"),
}


@lru_cache(maxsize=1024)
def get_relation(name: str) -> Relation | None:
    """The registry row of ``name``, or ``None`` for a relation HotMem does not know.

    ``favorite_<thing>`` is one family row instantiated per thing.

    >>> get_relation("favorite_color").template.noun, get_relation("studies_at")
    ('favorite color', None)
    """
    rel = RELATIONS.get(name)
    if rel is not None:
        return rel
    if name.startswith(FAVORITE_PREFIX) and len(name) > len(FAVORITE_PREFIX):
        thing = name.removeprefix(FAVORITE_PREFIX)
        return Relation(
            name, Template(Form.POSSESSIVE, noun=f"favorite {thing.replace('_', ' ')}"),
            FAVORITE_PRIORITY, single_valued=True, kind=Kind.FAVORITE,
            needs=_FAVORITE_NEEDS.get(thing, frozenset()) | _n("gift"), asked_by=_n(WHAT),
        )
    return None


def is_canonical(relation: str) -> bool:
    """True for a relation the extractor may emit (a row of the registry)."""
    return get_relation(relation) is not None


def is_single_valued(relation: str) -> bool:
    """True when a new positive value supersedes the old one for the same subject."""
    rel = get_relation(relation)
    return rel is not None and rel.single_valued


def is_state(relation: str) -> bool:
    """True for a lasting state that a past-tense statement ends (``lives_in``)."""
    rel = get_relation(relation)
    return rel is not None and rel.state


def is_entity_valued(relation: str) -> bool:
    """True when the relation's object is an entity (not an age, time or number)."""
    rel = get_relation(relation)
    return rel is None or rel.entity_valued


def denial_informs(relation: str) -> bool:
    """True when a denial of ``relation`` is standing knowledge ("I don't eat pork")."""
    rel = get_relation(relation)
    return rel is not None and rel.denial_informs


def priority(relation: str) -> float:
    """Prior usefulness of ``relation`` for retrieval (0.5 for an unknown relation)."""
    rel = get_relation(relation)
    return rel.priority if rel is not None else 0.5


KINSHIP: frozenset[str] = frozenset(
    name for name, rel in RELATIONS.items() if rel.kind in (Kind.KIN, Kind.PET)
)
PETS: frozenset[str] = frozenset(n for n, r in RELATIONS.items() if r.kind is Kind.PET)
FEMALE_KIN: frozenset[str] = frozenset(n for n, r in RELATIONS.items() if r.gender == "f")
MALE_KIN: frozenset[str] = frozenset(n for n, r in RELATIONS.items() if r.gender == "m")
SYMMETRIC: frozenset[str] = frozenset(n for n, r in RELATIONS.items() if r.symmetric)
