"""Retrieval: pick the 0-5 stored facts this turn needs, or none.

One call per turn, entirely from the user's RAM index (no store reads, no scan of all edges):

1. **Query.** Content lemmas and entity keys of the turn (:class:`~hotmem.types.Extraction`),
   mapped through a small multilingual cue table (``vive`` -> ``live``, ``hermana`` ->
   ``sister``, ``Lieblingsfarbe`` -> ``favorite color``) and a light stemmer, plus the question
   word (``where``/``who``/``when``/``what``/``how``) that hints at relations.
2. **Candidates.** Edges of the query's entities, one hop through kinship (``sister`` <-> ``anna``
   when (you, sister, anna) is known; "my friend Tom" means Tom, not the other friends), the
   user node's edges of the relations the query points at, the user's edges whose values
   contain a word of a question ("cats" -> "two cats", but "Paul Moreau" does not find the
   user's daughter Paul Fischer), and - for questions - the entities of the last few user
   turns, weighted by recency ("what's it like there?" after Denver). A busy entity (more
   than :data:`BIG_ENTITY` edges, "Denver" in a big memory) gives only its edges of the
   relations the turn points at and its edges with the user, so a turn's cost does not grow
   with how often a city or a hobby was mentioned.
3. **Score.** ``α·pred_priority + β·recency + γ·lexical_overlap + δ·weight`` with the weights of
   ``HOTMEM_SCORE_WEIGHTS``, recency ``exp(-Δ/T)`` over the persisted ``last_seen`` and
   ``T = HOTMEM_RECENCY_DAYS``.
4. **Select.** Relevance filter, de-duplication, novelty (no re-pick within
   ``HOTMEM_NOVELTY_TURNS`` unless asked for), diversity (≤1 per relation, ≤2 for high
   scorers, distinct subjects preferred), dynamic K and abstention.

Facts stated this turn, and what they supersede or negate, are never picked this turn.
"""

from __future__ import annotations

import bisect
import itertools
import math
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING

import structlog

from hotmem.lifecycle import turn_exclusions
from hotmem.logs import debug_enabled
from hotmem.taxonomy import KINSHIP, SYMMETRIC
from hotmem.text import USER_KEY
from hotmem.types import Edge, EdgeStatus, Extraction, Intent

if TYPE_CHECKING:
    from hotmem.config import HotMemConfig
    from hotmem.store import UserIndex

log = structlog.get_logger("hotmem.retrieve")

Key = tuple[str, str, str]

# ------------------------------------------------------------------ language knowledge (data)

# Question words -> question class, every supported language.
WH_WORDS: dict[str, str] = {
    **dict.fromkeys("where dónde donde adónde où ou wo wohin woher dove".split(), "where"),
    **dict.fromkeys("who whom whose quién quien quiénes qui wer wen wem chi".split(), "who"),
    **dict.fromkeys("when cuándo cuando quand wann quando".split(), "when"),
    **dict.fromkeys("what which qué cuál cuáles quoi quel quelle quels was welche welcher "
                    "welches cosa quale quali".split(), "what"),
    **dict.fromkeys("how cómo comment wie come".split(), "how"),
}

# Relations a question class points at ("favorite_" stands for every favorite_<thing>).
WH_HINTS: dict[str, frozenset[str]] = {
    "where": frozenset({"lives_in", "went_to", "born_in", "moved_from", "works_at"}),
    "who": frozenset({"name", "friend_of"} | KINSHIP),
    "when": frozenset({"time", "duration"}),
    "what": frozenset({"name", "favorite_", "likes", "dislikes", "is", "owns", "has",
                       "works_at"}),
    "how": frozenset({"age", "quantity", "duration"}),
}

# Surface words and lemmas -> canonical query tokens (English relation words, kin nouns).
# Relation names are English whatever the language; one row adds a word.
_CUE_ROWS: dict[str, str] = {
    "live": """live lives living lived reside resides home vivir vive vives vivo viven vivía
        habiter habite habites habitent vivre vit vis vivent wohnen wohnt wohne lebt lebe
        leben abitare abita abiti abito vivere vivi vivo""",
    "work": """work works working worked job employer company office trabajar trabaja trabajo
        trabajas travailler travaille travailles boulot arbeiten arbeitet arbeite arbeit
        lavorare lavora lavoro lavori""",
    "born": """born bear birthplace nacer nació nací nacido nacida naître né née nés geboren
        nascere nato nata""",
    "move": "move moved moving mudarse mudé déménager déménagé umziehen gezogen trasferire",
    "go": """go went gone going travel traveled travelled trip visit visited viajar viajé fui
        fue voyager allé allée reisen gereist andare andato andata viaggiare""",
    "name": """name named call called nombre llamar llama llamo llamas nom appeler appelle
        appelles heißen heißt heiße heisst name chiamare chiama chiamo nome""",
    "age": """age old years edad años âge ans alter alt jahre età anni""",
    "like": """like likes liked love loves loved enjoy enjoys music song band movie film book
        sport game show drink gustar gusta gustan encantar
        encanta aimer aime aimes adorer adore mögen mag magst lieben liebt gern piacere piace
        piacciono amare ama adoro""",
    "dislike": """dislike dislikes hate hates odiar odio détester déteste hassen hasse hasst
        odiare odio""",
    "favorite": """favorite favourite fave favorito favorita préféré préférée preferito
        preferita""",
    "have": "have has had tener tengo tiene avoir ai a haben habe hat avere ho ha",
    "own": """own owns owned bought buy drive drives car bike vehicle poseer comprar posséder
        besitzen possedere coche voiture auto macchina""",
    "friend": """friend friends amigo amiga amigos ami amie amis freund freundin freunde amico
        amica amici""",
    "time": "time date appointment schedule hora fecha heure rendez-vous uhrzeit termin ora",
    "color": "color colour couleur farbe colore",
    "food": "food dish meal comida plato nourriture plat essen gericht cibo piatto",
    "movie": "movie film película films",
    "sister": "sister sisters hermana hermanas sœur soeur schwester sorella",
    "brother": "brother brothers hermano hermanos frère frere bruder fratello",
    "mother": "mother mom mum madre mamá mère maman mutter mama madre",
    "father": "father dad padre papá père papa vater papa",
    "wife": "wife esposa mujer femme frau ehefrau moglie",
    "husband": "husband esposo marido mari mann ehemann marito",
    "son": "son hijo fils sohn figlio",
    "daughter": "daughter hija fille tochter figlia",
    "dog": "dog perro chien hund cane",
    "cat": "cat gato chat katze gatto",
    "boss": "boss jefe jefa patron chef capo",
}


def _build_cues(rows: dict[str, str]) -> dict[str, tuple[str, ...]]:
    cues: dict[str, tuple[str, ...]] = {}
    for token, words in rows.items():
        for word in words.split():
            if token not in cues.get(word, ()):
                cues[word] = (*cues.get(word, ()), token)
    return cues


CUES: dict[str, tuple[str, ...]] = _build_cues(_CUE_ROWS)
# Category nouns keep themselves beside their cue ("car" -> own + car, "music" -> like + music).
KEEP_WORD: frozenset[str] = frozenset(
    "car bike vehicle music song band movie film book sport food drink game show".split()
)
# Compound prefixes (German "Lieblingsfarbe" = favorite + Farbe).
CUE_PREFIXES: dict[str, tuple[str, ...]] = {"lieblings": ("favorite",)}

# Query-frame words that say nothing about which fact is wanted.
STOP: frozenset[str] = frozenset(
    """be is am are was were do does did doing done know remember tell told say said think can
    could would will should please me i you my your mine yours it its that this these those
    there here thing something anything lot really just about again also still now ever the a
    an in at to from of on for with and or not no yes ok okay well so get got let want
    ser estar es soy eres está saber sé recordar recuerdas decir dime qué el la los las un una
    de en que y o mi tu su yo tú être est suis es sais savoir souviens dire dis le les un une
    de du des en et ou mon ma mes ton ta je tu il elle sein ist bin bist weißt wissen sagen
    der die das ein eine und oder mein meine ich du er sie es essere è sono sei sai sapere
    ricordi dire il lo gli una di e o mio mia io tu lui lei""".split()
)
KIN_TOKENS: frozenset[str] = frozenset(KINSHIP)

# Small-talk words: without a known entity in the turn, such a turn gets no memory.
CHITCHAT: frozenset[str] = frozenset(
    """weather joke jokes hello hi hey thanks thank bye goodbye news up going doing feel feeling
    funny story clima tiempo chiste hola gracias adiós météo temps blague bonjour merci salut
    wetter witz hallo danke tschüss tempo barzelletta ciao grazie""".split()
)
# A how-question made only of these (after stop words) is small talk: "How's it going?".
HOW_SMALL_TALK: frozenset[str] = frozenset("go do be feel doing going life day thing".split())
# Words that point back at a place or thing of the previous turns; the first set at a place.
PLACE_DEICTIC: frozenset[str] = frozenset("there allí allá ahí là dort dorthin lì".split())
DEICTIC: frozenset[str] = PLACE_DEICTIC | frozenset("it that ello eso ça cela esso".split())

# How useful a relation is to a voice assistant on its own (before intent hints).
BASE_PRIORITY: dict[str, float] = {
    "name": 0.9, "lives_in": 0.85, "works_at": 0.8, "age": 0.7, "born_in": 0.7,
    "is": 0.6, "likes": 0.6, "dislikes": 0.6, "owns": 0.6, "friend_of": 0.6, "went_to": 0.6,
    "time": 0.6, "has": 0.5, "moved_from": 0.5, "participated_in": 0.5, "duration": 0.5,
    "quantity": 0.5,
}
KIN_PRIORITY = 0.85
FAVORITE_PRIORITY = 0.7
DEFAULT_PRIORITY = 0.5

# Selection tuning (see the module docstring and tests/test_retrieve.py).
USER_NODE_WEIGHT = 0.25  # entity match of the user node alone: weak, "you" is in most turns
HOP_DECAY = 0.9  # entity weight carried over one kinship hop
RECENT_WEIGHT = 0.8  # newest entity of the previous turns, for a question pointing back
RECENT_DECAY = 0.5  # per older turn
RECENT_MAX = 6
MIN_RELEVANT_OVERLAP = 0.45  # a question's candidate needs this much lexical/entity match
MIN_STATEMENT_ENTITY = 0.5  # a statement's candidate must be about an entity it mentions
MIN_SCORE = 0.3  # best normalised score below this: abstain
CUT_RATIO_QUESTION = 0.75  # keep candidates scoring at least this share of the best
CUT_RATIO_STATEMENT = 0.7
HIGH_SCORER = 0.9  # share of the best allowing a second pick of the same relation
SUBJECT_PENALTY = 0.03  # per earlier pick with the same subject
KIN_HOP_MAX = 2
BIG_ENTITY = 32  # an entity in more edges gives those of the turn's relations and the user's
BIG_BUCKET = 16  # an (entity, relation) with more values gives its named and newest ones
_CACHE_USERS = 256
_RELATION = itemgetter(1)  # of a key (s, r, d)
_FIRST_SEEN = attrgetter("first_seen")
_TEXT_CACHE = 1 << 16  # distinct entity strings whose query tokens are memoised (all users)


def stem(word: str) -> str:
    """A light, language-neutral suffix stripper so "living"/"lives"/"live" meet.

    >>> [stem(w) for w in ("living", "lives", "live", "cities")]
    ['liv', 'liv', 'liv', 'city']
    """
    w = word.lower()
    if len(w) <= 3:
        return w
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""),
                         ("s", ""), ("e", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            return w[: -len(suffix)] + repl
    return w


def cue_tokens(word: str) -> tuple[str, ...]:
    """Canonical tokens of one query word: cue-table tokens, or the word itself.

    >>> cue_tokens("vive"), cue_tokens("lieblingsfarbe"), cue_tokens("denver")
    (('live',), ('favorite', 'color'), ('denver',))
    """
    low = word.lower()
    mapped = CUES.get(low)
    if mapped:
        return mapped if low in mapped or low not in KEEP_WORD else (*mapped, low)
    for prefix, tokens in CUE_PREFIXES.items():
        if low.startswith(prefix) and len(low) > len(prefix):
            return tokens + cue_tokens(low[len(prefix):])
    return (low,)


@lru_cache(maxsize=_TEXT_CACHE)
def _stem(word: str) -> str:
    """:func:`stem`, memoised: the same few thousand words recur in every turn."""
    return stem(word)


@lru_cache(maxsize=_TEXT_CACHE)
def query_tokens(word: str) -> tuple[tuple[str, str], ...]:
    """(cue token, its stem) pairs of one query word. Memoised."""
    return tuple((tok, stem(tok)) for tok in cue_tokens(word))


@lru_cache(maxsize=_TEXT_CACHE)
def word_tokens(word: str) -> tuple[str, ...]:
    """Query-comparable tokens of one stored word: stems of its cue tokens. Memoised."""
    return tuple(dict.fromkeys(_stem(tok) for tok in cue_tokens(word)))


@lru_cache(maxsize=_TEXT_CACHE)
def text_tokens(text: str) -> frozenset[str]:
    """Query-comparable tokens of an entity key ("anna keller" -> {"anna", "keller"}).

    Memoised per string and per word, so comparing an edge with the query costs a few look-ups
    and there is nothing to compute per edge when a user's index is loaded.
    """
    return frozenset(tok for word in text.split() for tok in word_tokens(word))


@lru_cache(maxsize=4096)
def relation_tokens(relation: str) -> tuple[str, ...]:
    """Query-comparable tokens of a relation name ("lives_in" -> ("liv",)). Memoised."""
    out: list[str] = []
    for part in relation.split("_"):
        if part in ("in", "at", "of", "to", "from", "on") or not part:
            continue
        out.extend(stem(tok) for tok in cue_tokens(part))
    return tuple(out)


@lru_cache(maxsize=4096)
def pred_hint(relation: str, wh: str | None) -> bool:
    """Whether the question class ``wh`` points at ``relation``."""
    if wh is None:
        return False
    hints = WH_HINTS.get(wh, frozenset())
    return relation in hints or ("favorite_" in hints and relation.startswith("favorite_"))


@lru_cache(maxsize=4096)
def pred_priority(relation: str, wh: str | None) -> float:
    """Prior usefulness of a relation, blended half-and-half with the question's hint."""
    if relation in BASE_PRIORITY:
        base = BASE_PRIORITY[relation]
    elif relation in KINSHIP:
        base = KIN_PRIORITY
    elif relation.startswith("favorite_"):
        base = FAVORITE_PRIORITY
    else:
        base = DEFAULT_PRIORITY
    if wh is None:
        return base
    return 0.5 * base + (0.5 if pred_hint(relation, wh) else 0.0)


@dataclass(frozen=True, slots=True)
class Scored:
    """A picked edge and its retrieval score (higher is better)."""

    edge: Edge
    score: float


@dataclass(frozen=True, slots=True)
class Retrieval:
    """What retrieval decided for one turn."""

    gated: bool  # the turn gets a memory message (the window is rendered) at all
    picks: tuple[Scored, ...] = ()  # this turn's new facts, best first


SHUT = Retrieval(gated=False)


@dataclass(frozen=True, slots=True)
class ScoreTerm:
    """One term of a candidate's score: its weight in ``score_weights`` and its value (0-1)."""

    weight: float
    value: float

    @property
    def contribution(self) -> float:
        return self.weight * self.value


@dataclass(frozen=True, slots=True)
class ExplainedCandidate:
    """A candidate of one turn, its score split into terms and what became of it.

    ``outcome`` is ``"picked"``, ``"own_fact"`` (the turn states or overrides it),
    ``"novelty"`` (shown too recently) or ``"not_selected"`` (below the cut or diversified out).
    """

    edge: Edge
    score: float
    terms: dict[str, ScoreTerm]
    outcome: str


@dataclass(frozen=True, slots=True)
class Explanation:
    """:meth:`Retriever.explain`'s answer: the decision, why, and every scored candidate."""

    retrieval: Retrieval
    why: str
    candidates: tuple[ExplainedCandidate, ...] = ()


# ------------------------------------------------------------------ per-user derived index


class _Derived:
    """Lookups retrieval needs beyond :class:`~hotmem.store.UserIndex`, built lazily per user.

    Nothing here is computed per edge up front, so the first turn after a restart costs two
    C-speed passes (relation names over the edge keys, word stems over the entity keys), not a
    walk over every edge:

    - ``relations``: every relation name the user has;
    - ``words``: stem of a word of an entity key -> the entity keys containing it;
    - per-entity *views* (relation -> keys), grouped from ``index.by_entity`` the first time an
      entity is looked at; a bucket bigger than :data:`BIG_BUCKET` is sorted oldest first (by
      ``first_seen``, which never changes once an edge exists, then by key) the first time its
      newest keys are asked for, and kept sorted after that, so it is never sorted per turn;
    - per-word *tops*: the ≤ :data:`BIG_BUCKET` newest keys of the user's own edges whose
      other entity contains a word, oldest first, computed on first use and kept up to date.

    :meth:`refresh` keeps all of it in step with the index after each write: new keys are
    appended to ``index.edges`` (insertion order), so only the tail is read, newest first, and
    checked to end exactly at the newest key seen last time. Any removal breaks that check and
    drops everything (rebuilt lazily as above). Lookups are re-checked against ``index.edges`` by
    the callers, so an entry that went stale in between is harmless.

    Thread-safety: :meth:`refresh` runs under the retriever's lock before any reader of this
    turn touches the structures (index writes and reads exclude each other through the store's
    lock); the lazy fills during reads only add complete entries, which concurrent readers may
    compute twice but never see half-built.
    """

    __slots__ = ("index", "gen", "seen", "newest", "relations", "words", "_views", "_sorted",
                 "_tops", "_by_relation_token", "_hinted")

    def __init__(self, index: UserIndex) -> None:
        self.index = index
        self.gen = -1
        self.seen = 0
        self.newest: Key | None = None
        self.relations: set[str] = set()
        self.words: dict[str, dict[str, None]] = {}
        self._views: dict[str, dict[str, list[Key]]] = {}
        self._sorted: set[tuple[str, str]] = set()  # (entity, relation) buckets kept sorted
        self._tops: dict[str, list[Key]] = {}
        # Memos over ``relations``, dropped when a new relation appears.
        self._by_relation_token: dict[str, set[str]] | None = None
        self._hinted: dict[str, frozenset[str]] = {}

    def refresh(self) -> None:
        """Bring the structures up to date with ``index`` (cheap when only a turn was added)."""
        index = self.index
        n = len(index.edges)
        if self.gen == index.gen and self.seen == n:
            return
        added = n - self.seen
        tail: list[Key] = []
        if self.gen >= 0 and added >= 0:
            tail = list(itertools.islice(reversed(index.edges), added + 1))
            ends_at_newest = (tail[-1] == self.newest) if len(tail) > added else self.seen == 0
            if not ends_at_newest:
                self.gen = -1  # something was removed: start over
            del tail[added:]
        if self.gen < 0 or added < 0:
            self._reset()
        else:
            for key in reversed(tail):  # oldest first, as they were added
                self._add(key)
        self.seen = n
        self.gen = index.gen
        self.newest = next(reversed(index.edges), None)

    def _reset(self) -> None:
        self.relations = set(map(itemgetter(1), self.index.edges))
        self._by_relation_token, self._hinted = None, {}
        words: dict[str, dict[str, None]] = {}
        for ent in self.index.by_entity:
            for word in ent.split():
                words.setdefault(_stem(word), {})[ent] = None
        self.words = words
        self._views = {}
        self._sorted = set()
        self._tops = {}

    def _age(self, key: Key) -> tuple[float, Key]:
        """Sort key, oldest first: ``first_seen``, then the key (deterministic ties)."""
        edge = self.index.edges.get(key)
        return (edge.first_seen if edge is not None else 0.0, key)

    def _oldest_first(self, keys: Iterable[Key]) -> list[Key]:
        """``keys`` sorted oldest first (see :meth:`_age`)."""
        # Built from map/zip/sort so the first look at a bucket of thousands of keys runs at C
        # speed: no Python-level step per key.
        edges = self.index.edges
        present = list(filter(edges.__contains__, keys))
        firsts = map(_FIRST_SEEN, map(edges.__getitem__, present))
        return list(map(itemgetter(1), sorted(zip(firsts, present))))

    def _add(self, key: Key) -> None:
        s, r, d = key
        if r not in self.relations:
            self.relations.add(r)
            self._by_relation_token, self._hinted = None, {}
        for ent in (s, d) if s != d else (s,):
            view = self._views.get(ent)
            if view is not None:
                keys = view.setdefault(r, [])
                if (ent, r) in self._sorted:
                    bisect.insort(keys, key, key=self._age)
                else:
                    keys.append(key)
            of_user = USER_KEY in (s, d) and ent != USER_KEY
            for word in ent.split():
                tok = _stem(word)
                self.words.setdefault(tok, {})[ent] = None
                top = self._tops.get(tok) if of_user else None
                if top is not None and key not in top:
                    bisect.insort(top, key, key=self._age)
                    if len(top) > BIG_BUCKET:
                        del top[0]

    def named_relations(self, tokens: frozenset[str]) -> set[str]:
        """The user's relations whose name has one of the query's tokens ("liv" -> lives_in)."""
        by_token = self._by_relation_token
        if by_token is None:
            by_token = {}
            for rel in self.relations:
                for tok in relation_tokens(rel):
                    by_token.setdefault(tok, set()).add(rel)
            self._by_relation_token = by_token
        out: set[str] = set()
        for tok in tokens:
            if (rels := by_token.get(tok)) is not None:
                out |= rels
        return out

    def hinted_relations(self, wh: str) -> frozenset[str]:
        """The user's relations the question class ``wh`` points at."""
        hinted = self._hinted.get(wh)
        if hinted is None:
            hinted = self._hinted[wh] = frozenset(r for r in self.relations if pred_hint(r, wh))
        return hinted

    def _view(self, entity: str) -> dict[str, list[Key]]:
        view = self._views.get(entity)
        if view is None:
            by_relation = sorted(self.index.by_entity.get(entity, ()), key=_RELATION)
            view = {rel: list(keys) for rel, keys in itertools.groupby(by_relation, _RELATION)}
            self._views[entity] = view
        return view

    def lookup(self, subject: str, relation: str) -> list[Key]:
        """Keys with this subject and relation (a :data:`~hotmem.lifecycle.KeyLookup`)."""
        return [k for k in self._view(subject).get(relation, ()) if k[0] == subject]

    def bucket(self, entity: str, relation: str, named: Iterable[str]) -> Sequence[Key]:
        """Keys of (entity, relation); a big bucket gives its named and newest keys only."""
        view = self._view(entity)
        keys = view.get(relation)
        if not keys:
            return ()
        if len(keys) <= BIG_BUCKET:
            return keys
        if (entity, relation) not in self._sorted:
            keys = view[relation] = self._oldest_first(keys)
            self._sorted.add((entity, relation))
        edges = self.index.edges
        out = [k for d in named if (k := (entity, relation, d)) in edges
               or (k := (d, relation, entity)) in edges]
        out.extend(keys[-BIG_BUCKET:])
        return out

    def with_user(self, entity: str) -> set[Key]:
        """Keys of the edges between the user and ``entity`` (one C-speed set intersection)."""
        by_entity = self.index.by_entity
        theirs, mine = by_entity.get(entity), by_entity.get(USER_KEY)
        return theirs & mine if theirs and mine and entity != USER_KEY else set()

    def user_word_keys(self, tok: str) -> Sequence[Key]:
        """Keys of the user's edges whose other entity has a word stemming to ``tok``.

        "How many cats do I have?" finds (you, has, two cats). Only the user's own edges: any
        other edge can help a turn only through an entity the turn names, and those are read
        from that entity. Each entity with the word meets the user's edges in one set
        intersection (C speed, the size of the smaller set), so a common word such as a city
        in thousands of edges costs a few intersections, not a walk over its edges. A word in
        many of the user's edges gives the :data:`BIG_BUCKET` newest.
        """
        top = self._tops.get(tok)
        if top is not None:
            return top
        keys: set[Key] = set()
        for ent in self.words.get(tok, ()):
            keys |= self.with_user(ent)
        top = self._tops[tok] = self._oldest_first(keys)[-BIG_BUCKET:]
        return top


@dataclass(slots=True)
class _Query:
    """What one turn asks about, ready for scoring."""

    wh: str | None
    question: bool
    tokens: dict[str, float]
    token_set: frozenset[str]
    entities: dict[str, float]  # entity key -> match weight (explicit, hop, recent, user)
    explicit: set[str]  # known non-user entities the turn names itself (or via one hop)
    relations: set[str]  # relations the query's words or question class point at
    token_relations: set[str]  # ... by its words alone
    chitchat: bool
    about_user: bool  # a wh-question about the user naming no relation: hints decide
    kin_named: set[str]  # kin nouns whose value the turn names ("my friend Tom": friend)
    # Query tokens found in an entity key / a relation name, memoised for this turn: the
    # candidates of one turn share a few subjects, objects and relations.
    entity_hits: dict[str, frozenset[str]] = field(default_factory=dict)
    relation_hits: dict[str, frozenset[str]] = field(default_factory=dict)
    # relation -> (pred_priority, question class hints at it), memoised for this turn.
    relation_prior: dict[str, tuple[float, bool]] = field(default_factory=dict)


@dataclass(slots=True)
class _Candidate:
    """An edge that could help this turn, with how well it matches the query."""

    key: Key  # the edge's key (``Edge.key`` builds a new tuple on every call)
    edge: Edge
    score: float  # α·pred_priority + β·recency + γ·overlap + δ·weight
    ent_named: float  # best entity match of s, d or a kin relation, the user node left out
    hint: bool  # the question class points at the relation


class Retriever:
    """Scores and selects stored facts for a turn. One per engine; thread-safe for reads.

    Args:
        config: supplies ``score_weights``, ``recency_days``, ``novelty_turns`` and
            ``bullets_max``.
    """

    def __init__(self, config: HotMemConfig) -> None:
        self._config = config
        self._weights = config.score_weights
        self._weight_sum = sum(config.score_weights) or 1.0
        self._horizon = config.recency_days * 86_400.0
        self._derived: OrderedDict[int, _Derived] = OrderedDict()
        self._derived_lock = threading.Lock()

    # ------------------------------------------------------------------ public API

    def retrieve(
        self,
        index: UserIndex,
        extraction: Extraction,
        *,
        turn: int,
        now: float,
        recent_entities: Sequence[str],
    ) -> Retrieval:
        """Gate this turn, then pick the facts to show, best first.

        The gate opens when the turn names a known entity, states facts, or asks a question
        that some stored fact answers (about the user, a named entity or one of the previous
        turns); small talk ("how are you", "tell me a joke", "what's the weather like") keeps
        it shut. An open gate may still pick nothing (abstention, novelty), in which case the
        window keeps showing the previous turns' bullets.

        Args:
            index: the user's index (read lock held by the caller).
            extraction: this turn's extraction.
            turn: the number this turn gets (novelty compares ``last_injected_turn`` to it).
            now: the turn's time in epoch seconds (recency).
            recent_entities: entity keys of the last few user turns, newest first.
        """
        result, why = self._retrieve(index, extraction, turn, now, recent_entities)
        if debug_enabled():
            log.debug("retrieve.selected", gated=result.gated, why=why,
                      picks=[(p.edge.key, round(p.score, 3)) for p in result.picks])
        return result

    def _retrieve(
        self, index: UserIndex, extraction: Extraction, turn: int, now: float,
        recent: Sequence[str],
    ) -> tuple[Retrieval, str]:
        """The turn's retrieval and why it came out so (for the stage's log event)."""
        if not index.edges:
            return SHUT, "no memory"
        derived = self._derived_for(index)
        query = self._query(index, derived, extraction, recent)
        if query.chitchat:
            return SHUT, "small talk"
        opens_by_itself = bool(query.explicit or extraction.facts)
        if not opens_by_itself and (
            extraction.intent in (Intent.REACTION, Intent.HYPOTHETICAL) or not query.question
        ):
            return SHUT, "no known entity, fact or question"
        candidates = self._candidates(index, derived, query, now)
        if not (opens_by_itself or candidates):
            return SHUT, "no stored fact answers the question"
        excluded = turn_exclusions(index, extraction.facts, derived.lookup)
        eligible = [
            cand for cand in candidates
            if cand.key not in excluded and not self._novelty_blocked(cand, query, turn)
        ]
        picks = self._choose(eligible, query)
        why = f"{len(candidates)} relevant, {len(eligible)} eligible, wh={query.wh}"
        return Retrieval(gated=True, picks=tuple(picks)), why

    # ------------------------------------------------------------------ query

    def _derived_for(self, index: UserIndex) -> _Derived:
        with self._derived_lock:
            return self._derived_locked(index)

    def _derived_locked(self, index: UserIndex) -> _Derived:
        derived = self._derived.get(id(index))
        if derived is None or derived.index is not index:
            derived = _Derived(index)
            self._derived[id(index)] = derived
            if len(self._derived) > _CACHE_USERS:
                self._derived.popitem(last=False)
        else:
            self._derived.move_to_end(id(index))
        derived.refresh()
        return derived

    def _query(
        self,
        index: UserIndex,
        derived: _Derived,
        ex: Extraction,
        recent: Sequence[str],
    ) -> _Query:
        wh = ex.wh.lower() if ex.wh else None
        tokens: dict[str, float] = {}
        entities: dict[str, float] = {USER_KEY: USER_NODE_WEIGHT}
        lemmas = [lemma.lower() for lemma in ex.lemmas]
        words: list[str] = list(lemmas)
        for ent in ex.entities:
            words.extend(ent.split())
        chitchat = deictic = False
        # "What's it like there?": "like" is a preposition unless the user is the subject.
        like_weight = 1.0 if USER_KEY in ex.entities or wh not in ("what", "how") else 0.0
        for low in words:
            if low in DEICTIC:
                deictic = True
                if low in PLACE_DEICTIC and wh in (None, "what", "how"):
                    wh = "where"  # "what's it like there?" asks about a place
            if low in WH_WORDS:
                wh = wh or WH_WORDS[low]
                continue
            if low in CHITCHAT:
                chitchat = True
            if low in STOP:
                continue
            for tok, tok_stem in query_tokens(low):
                if tok in KIN_TOKENS:
                    entities[tok] = 1.0
                weight = like_weight if tok == "like" else 1.0
                if weight > tokens.get(tok_stem, 0.0):
                    tokens[tok_stem] = weight
        if wh is not None and wh not in WH_HINTS:
            wh = None
        for ent in ex.entities:
            if ent and ent != USER_KEY:
                entities[ent] = 1.0
        # A lemma that is a stored entity key names that entity ("Who is John friends with?").
        for lemma in lemmas:
            if lemma not in entities and lemma != USER_KEY and lemma in index.by_entity:
                entities[lemma] = 1.0
        question = wh is not None or ex.intent in (Intent.PURE_QUESTION,
                                                   Intent.QUESTION_WITH_FACT)
        # Entities the turn spells out itself (not only through coref of "it"/"there").
        lemma_set = set(lemmas)
        spelled = {e for e in entities if e != USER_KEY
                   and (e in KIN_TOKENS or any(w in lemma_set for w in e.split()))}
        if wh == "how" and lemma_set <= HOW_SMALL_TALK and not spelled:
            chitchat = True  # "How's it going?", "How are you doing?"

        token_set = frozenset(tokens)
        token_relations = derived.named_relations(token_set)
        relations = token_relations | derived.hinted_relations(wh) if wh else token_relations

        explicit = {e for e in entities if e != USER_KEY and self._known(index, derived, e)}
        if chitchat and ((explicit & spelled) or (USER_KEY in ex.entities and token_relations)):
            # "What's the weather like in Denver?" names a known place; "... where I live?"
            # asks for a stored fact of the user.
            chitchat = False
        # One hop through kinship: sister <-> anna. A kin noun whose value the turn names
        # itself ("my friend Tom") stands for that value, not for the newest other ones.
        hops = {ent: self._kin_hop(index, derived, ent) for ent in explicit}
        reached = {kin for ent, kins in hops.items() if ent not in KINSHIP for kin in kins}
        reached.update(f.r for f in ex.facts if f.s == USER_KEY and f.r in KINSHIP)
        for ent, aliases in hops.items():
            if ent in reached:  # its other values are not what the turn is about
                continue
            for alias in aliases:
                if entities.get(alias, 0.0) < HOP_DECAY * entities[ent]:
                    entities[alias] = HOP_DECAY * entities[ent]
                explicit.add(alias)
        # "What's it like there?": a question pointing back at the previous turns, by a deictic
        # word or by having no content of its own (and not being about the user).
        if question and not deictic and not tokens and not explicit:
            deictic = wh in ("what", "where", "when", "who") and USER_KEY not in ex.entities
            if deictic and wh == "what":
                wh = None  # "what's it like?" asks about the thing, not for a "what" relation
        if question and deictic:
            self._add_recent(index, derived, entities, recent)
        # "What's my name?" with the relation word lost: the question class alone, about the
        # user, when nothing else in the turn narrows it.
        about_user = (question and wh is not None and USER_KEY in ex.entities
                      and not token_relations and not explicit)
        return _Query(wh=wh, question=question, tokens=tokens, token_set=token_set,
                      entities=entities, explicit=explicit, relations=relations,
                      token_relations=token_relations, chitchat=chitchat,
                      about_user=about_user, kin_named=reached)

    def _add_recent(
        self, index: UserIndex, derived: _Derived, entities: dict[str, float],
        recent: Sequence[str],
    ) -> None:
        """Weight the previous turns' entities by how many turns ago they were mentioned.

        Entities of one turn share its ``last_seen`` (EntityInfo), so "My sister Anna lives in
        Denver" gives sister, Anna and Denver the same weight; each older turn halves it.
        """
        known = [e for e in recent if e != USER_KEY and e not in entities
                 and self._known(index, derived, e)][:RECENT_MAX]

        def seen(ent: str) -> float:
            info = index.entities.get(ent)
            return info.last_seen if info is not None else 0.0

        rank = {t: i for i, t in enumerate(sorted({seen(e) for e in known}, reverse=True))}
        for pos, ent in enumerate(known):
            entities[ent] = RECENT_WEIGHT * RECENT_DECAY ** rank[seen(ent)] * 0.98 ** pos

    @staticmethod
    def _known(index: UserIndex, derived: _Derived, entity: str) -> bool:
        if entity in index.by_entity:
            return True
        return entity in KINSHIP and bool(derived.lookup(USER_KEY, entity))

    @staticmethod
    def _kin_hop(index: UserIndex, derived: _Derived, entity: str) -> set[str]:
        """Entities one kinship edge away: the kin noun's values, or the value's kin nouns.

        A kin noun with many values ("friend") hops to its ``KIN_HOP_MAX`` most recently seen
        ones only: "my friend" most likely means a friend talked about lately, and the hop's
        cost must not grow with the number of friends ever mentioned.
        """
        out: set[str] = set()
        if entity in KINSHIP:
            values = [
                edge for key in derived.lookup(USER_KEY, entity)
                if (edge := index.edges.get(key)) is not None
                and edge.status is EdgeStatus.ACTIVE
            ]
            values.sort(key=lambda e: e.last_seen, reverse=True)
            return {edge.d for edge in values[:KIN_HOP_MAX]}
        for key in derived.with_user(entity):
            if key[0] == USER_KEY and key[2] == entity and key[1] in KINSHIP:
                edge = index.edges.get(key)
                if edge is not None and edge.status is EdgeStatus.ACTIVE:
                    out.add(key[1])
        return out

    # ------------------------------------------------------------------ candidates and scores

    def _candidates(
        self, index: UserIndex, derived: _Derived, query: _Query, now: float
    ) -> list[_Candidate]:
        """The active edges that could help this turn, scored, in one pass.

        A statement's candidate must be about an entity it mentions; a question's may also be
        a fact of the user that its words or question class point at. The entity test needs
        only the key, so most keys gathered for a busy memory are dropped before their edge
        is read. This loop runs for every key of every turn: plain comparisons and per-turn
        memos rather than helper calls, which cost several times more at this size.
        """
        ents = query.entities
        user_weight = ents.get(USER_KEY, 0.0)
        question, about_user, kin_named = query.question, query.about_user, query.kin_named
        priors = query.relation_prior
        alpha, beta, gamma, delta = self._weights
        horizon = self._horizon
        edges = index.edges
        out: list[_Candidate] = []
        seen_sym: set[Key] = set()
        for key in self._candidate_keys(index, derived, query):
            s, r, d = key
            named = ents.get(s, 0.0) if s != USER_KEY else 0.0
            if d != USER_KEY and (w := ents.get(d, 0.0)) > named:
                named = w
            if r in KINSHIP and r not in kin_named and (w := ents.get(r, 0.0)) > named:
                named = w  # (you, sister, anna) for "my sister"; for "my sister Anna" by d
            of_user = s == USER_KEY or d == USER_KEY
            if named < MIN_STATEMENT_ENTITY and not (question and of_user):
                continue
            edge = edges.get(key)
            if edge is None or edge.status is not EdgeStatus.ACTIVE:
                continue
            if r in SYMMETRIC:
                canon = (min(s, d), r, max(s, d))
                if canon in seen_sym:
                    continue
                seen_sym.add(canon)
            if (prior := priors.get(r)) is None:
                prior = priors[r] = (pred_priority(r, query.wh), pred_hint(r, query.wh))
            ent = user_weight if of_user and user_weight > named else named
            # A full entity match saturates the overlap: the words add nothing then.
            tok = self._word_match(s, r, d, query) if named < 1.0 else 0.0
            overlap = 1.0 - (1.0 - ent) * (1.0 - tok)
            if named < MIN_STATEMENT_ENTITY and not (
                (tok > 0.0 and overlap >= MIN_RELEVANT_OVERLAP)
                # "What's my name?", "Where am I?": the question class alone, about the user.
                or (prior[1] and about_user)
            ):
                continue
            age = now - (edge.last_seen or edge.first_seen)
            weight = edge.weight if edge.weight < 1.0 else 1.0
            if edge.confidence < 0.9:
                weight *= edge.confidence / 0.9
            score = (alpha * prior[0] + gamma * overlap
                     + beta * (math.exp(-age / horizon) if age > 0.0 else 1.0)
                     + (delta * weight if weight > 0.0 else 0.0))
            out.append(_Candidate(key, edge, score, named, prior[1]))
        return out

    def _candidate_keys(
        self, index: UserIndex, derived: _Derived, query: _Query
    ) -> set[Key]:
        keys: set[Key] = set()
        named = [e for e in query.entities if e != USER_KEY]
        if query.question:  # words of stored values: "How many cats do I have?" -> two cats
            # Not the words of a full name the turn spells out: "Paul Moreau" names him, not
            # the user's daughter Paul Fischer.
            name_words = {word for ent in query.explicit if " " in ent
                          for word in text_tokens(ent)}
            for tok in query.token_set - name_words:
                keys.update(derived.user_word_keys(tok))
        for ent in query.entities:
            if ent == USER_KEY:
                for rel in self._user_relations(query):
                    keys.update(derived.bucket(USER_KEY, rel, named))
                continue
            if ent in KINSHIP and ent not in query.kin_named:
                keys.update(derived.bucket(USER_KEY, ent, named))
            own = index.by_entity.get(ent, ())
            if len(own) <= BIG_ENTITY:
                keys.update(own)
            else:  # the user's own edges about it, and its relations the turn points at
                keys.update(derived.with_user(ent))
                for rel in query.relations:
                    keys.update(derived.bucket(ent, rel, named))
        return keys

    @staticmethod
    def _user_relations(query: _Query) -> set[str]:
        """Relations of the user node worth reading: those the question's words name, or
        (for "where am I?"/"who am I?") those its question class hints at."""
        if not query.question:
            return set()
        if query.token_relations:
            return query.token_relations
        if query.about_user:
            return query.relations
        return set()

    @staticmethod
    def _word_match(s: str, r: str, d: str, query: _Query) -> float:
        """How well the query's words match an edge's subject, relation and object (0-1)."""
        if not query.token_set:
            return 0.0
        # A query token counts once however many of s, r and d contain it; the hits per
        # entity and relation are memoised for the turn (its candidates share a few of each).
        hits = query.entity_hits
        if (s_hit := hits.get(s)) is None:
            s_hit = hits[s] = query.token_set & text_tokens(s)
        if (d_hit := hits.get(d)) is None:
            d_hit = hits[d] = query.token_set & text_tokens(d)
        if (r_hit := query.relation_hits.get(r)) is None:
            r_hit = query.relation_hits[r] = query.token_set.intersection(relation_tokens(r))
        if not (s_hit or d_hit or r_hit):
            return 0.0
        tokens = query.tokens
        return 1.0 - 0.5 ** sum(tokens[t] for t in s_hit | d_hit | r_hit)

    def _novelty_blocked(self, cand: _Candidate, query: _Query, turn: int) -> bool:
        last = cand.edge.last_injected_turn
        if last < 0 or turn - last > self._config.novelty_turns:
            return False
        if not query.question:
            return True
        # Asked for again: the question names this relation (and no other value of it: "Do I
        # like mushrooms?" does not ask for "pizza" again), or, naming no relation, hints at it
        # about this very entity or the user ("Who is Anna?", "Where am I?").
        edge = cand.edge
        about_other = bool(query.explicit) and not ({edge.s, edge.d} & query.explicit)
        names_relation = not about_other and any(
            t in query.token_set for t in relation_tokens(edge.r))
        hinted = cand.hint and not query.token_relations and cand.ent_named >= HOP_DECAY
        return not (names_relation or hinted)

    def explain(
        self,
        index: UserIndex,
        extraction: Extraction,
        *,
        turn: int,
        now: float,
        recent_entities: Sequence[str],
    ) -> Explanation:
        """What :meth:`retrieve` decides for this turn, with every candidate's score terms.

        Reads only (for the inspector's dry run); it scores the turn a second time, so it is
        kept off the per-turn path.
        """
        result, why = self._retrieve(index, extraction, turn, now, recent_entities)
        if not index.edges:
            return Explanation(result, why)
        derived = self._derived_for(index)
        query = self._query(index, derived, extraction, recent_entities)
        if query.chitchat:
            return Explanation(result, why)
        picked = {p.edge.key for p in result.picks}
        excluded = turn_exclusions(index, extraction.facts, derived.lookup)
        rows = []
        for cand in sorted(self._candidates(index, derived, query, now),
                           key=lambda c: (-c.score, c.key)):
            if cand.key in picked:
                outcome = "picked"
            elif cand.key in excluded:
                outcome = "own_fact"
            elif self._novelty_blocked(cand, query, turn):
                outcome = "novelty"
            else:
                outcome = "not_selected"
            rows.append(ExplainedCandidate(cand.edge, cand.score,
                                           self._score_terms(cand, query, now), outcome))
        return Explanation(result, why, tuple(rows))

    def _score_terms(self, cand: _Candidate, query: _Query, now: float) -> dict[str, ScoreTerm]:
        """The terms :meth:`_candidates` summed into ``cand.score``, one by one."""
        s, r, d = cand.key
        edge = cand.edge
        alpha, beta, gamma, delta = self._weights
        user_weight = query.entities.get(USER_KEY, 0.0)
        named = cand.ent_named
        of_user = s == USER_KEY or d == USER_KEY
        ent = user_weight if of_user and user_weight > named else named
        tok = self._word_match(s, r, d, query) if named < 1.0 else 0.0
        age = now - (edge.last_seen or edge.first_seen)
        weight = min(edge.weight, 1.0)
        if edge.confidence < 0.9:
            weight *= edge.confidence / 0.9
        return {
            "pred_priority": ScoreTerm(alpha, pred_priority(r, query.wh)),
            "recency": ScoreTerm(beta, math.exp(-age / self._horizon) if age > 0.0 else 1.0),
            "overlap": ScoreTerm(gamma, 1.0 - (1.0 - ent) * (1.0 - tok)),
            "weight": ScoreTerm(delta, max(weight, 0.0)),
        }

    # ------------------------------------------------------------------ selection

    def _choose(self, candidates: list[_Candidate], query: _Query) -> list[Scored]:
        if not candidates:
            return []
        best = max(cand.score for cand in candidates)
        if best / self._weight_sum < MIN_SCORE:
            return []
        if query.about_user:
            k_max, cut = 2, CUT_RATIO_QUESTION  # hints alone are a weak signal: few bullets
        elif query.question:
            k_max = 3 if query.wh is not None else 2
            cut = CUT_RATIO_QUESTION
        else:
            k_max, cut = 3, CUT_RATIO_STATEMENT
        k_max = min(k_max, self._config.bullets_max)
        pool = sorted((-c.score, c.key, c) for c in candidates if c.score >= cut * best)
        picks: list[Scored] = []
        per_relation: dict[str, int] = {}
        per_subject: dict[str, int] = {}
        while pool and len(picks) < k_max:
            # The first best of score - SUBJECT_PENALTY·(earlier picks of its subject). The
            # penalty only lowers a score and the pool is sorted best first, so the scan can
            # stop at the first raw score that cannot beat the best adjusted one found.
            i, top = 0, -math.inf
            for j, (neg_score, _, cand) in enumerate(pool):
                if -neg_score <= top:
                    break
                adjusted = -neg_score - SUBJECT_PENALTY * per_subject.get(cand.edge.s, 0)
                if adjusted > top:
                    i, top = j, adjusted
            cand = pool.pop(i)[2]
            score = cand.score
            rel = cand.edge.r
            limit = 2 if score >= HIGH_SCORER * best else 1
            if per_relation.get(rel, 0) >= limit:
                continue
            per_relation[rel] = per_relation.get(rel, 0) + 1
            per_subject[cand.edge.s] = per_subject.get(cand.edge.s, 0) + 1
            picks.append(Scored(edge=cand.edge, score=score))
        return picks

