"""The data HotMem passes between its stages: facts, stored edges, turn results.

These are plain dataclasses with no behaviour beyond (de)serialisation, so every stage can
import them without pulling in spaCy, LMDB or Pipecat.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from operator import attrgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hotmem.episodes.extract import TurnEpisodes

# The subject of a spoken "forget that": the facts of the previous turn, not a named entity.
FORGET_LAST_FACTS = "*last*"
# The subject of "forget what I told you about the tart"; the topic's words take the relation's
# place: facts whose subject or object names every word, and episodes that mention them all.
FORGET_ABOUT = "*about*"
# The subject of a request that forgets nothing ("forget everything"); the reason takes the
# relation's place.
FORGET_DECLINED = "*declined*"


class Intent(StrEnum):
    """What the user's turn does (docs/contract.md §2)."""

    FACT_STATEMENT = "FACT_STATEMENT"
    MULTIPLE_FACTS = "MULTIPLE_FACTS"
    QUESTION_WITH_FACT = "QUESTION_WITH_FACT"
    PURE_QUESTION = "PURE_QUESTION"
    REACTION = "REACTION"
    HYPOTHETICAL = "HYPOTHETICAL"
    CORRECTION = "CORRECTION"


class EdgeStatus(StrEnum):
    """Lifecycle of a stored fact edge. Only ``ACTIVE`` edges are injected, and NEGATED edges
    that are standing denials ("I don't eat pork", :mod:`hotmem.denials`), said negated."""

    ACTIVE = "active"
    SUPERSEDED = "superseded"
    NEGATED = "negated"
    FORGOTTEN = "forgotten"


@dataclass(frozen=True, slots=True)
class Fact:
    """One extracted (subject, relation, object) triple in the docs/contract.md §1 format."""

    s: str
    r: str
    d: str
    confidence: float = 0.9
    negated: bool = False
    hedged: bool = False
    display_s: str = ""
    display_d: str = ""
    # When it happened, from a date in the same clause (hotmem.episodes.dates.encode), or "".
    when: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.s, self.r, self.d)

    def to_json(self) -> dict[str, Any]:
        record = {
            "s": self.s,
            "r": self.r,
            "d": self.d,
            "confidence": round(self.confidence, 3),
            "negated": self.negated,
            "hedged": self.hedged,
            "display": {"s": self.display_s or self.s, "d": self.display_d or self.d},
        }
        if self.when:
            record["when"] = self.when
        return record


@dataclass(frozen=True, slots=True)
class Extraction:
    """What the extractor found in one utterance, beside the facts themselves.

    ``entities`` are the normalised keys of everything the turn mentions (after coref), and
    ``lemmas`` its content-word lemmas: retrieval builds its query from them without a second
    parse. ``wh`` is the question word class ("where", "when", "who", "what", ...) when the turn
    asks one. ``forget`` holds (subject, relation) or (subject, relation, object) patterns of a
    spoken "forget ..." request
    (``FORGET_LAST_FACTS``, ``FORGET_ABOUT`` and ``FORGET_DECLINED`` subjects are requests, not
    entities: see :mod:`hotmem.extract.forget`).
    """

    lang: str
    intent: Intent
    facts: tuple[Fact, ...] = ()
    entities: tuple[str, ...] = ()
    lemmas: tuple[str, ...] = ()
    wh: str | None = None
    forget: tuple[tuple[str | None, ...], ...] = ()
    # Episodes said and the recall query asked in this turn (hotmem.episodes.extract).
    episodes: TurnEpisodes | None = None


@dataclass(slots=True)
class Edge:
    """A stored fact with its metadata (docs/contract.md §4), updated in place by the store."""

    user: str
    s: str
    r: str
    d: str
    display_s: str
    display_d: str
    weight: float = 1.0
    confidence: float = 0.9
    pos: int = 1
    neg: int = 0
    status: EdgeStatus = EdgeStatus.ACTIVE
    first_seen: float = 0.0
    last_seen: float = 0.0
    last_injected_turn: int = -1
    source: str = ""
    turn: int = 0
    session: str = ""
    lang: str = ""
    hedged: bool = False
    when: str = ""  # the date of the latest dated mention (Fact.when), or ""

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.s, self.r, self.d)

    def to_record(self) -> dict[str, Any]:
        """A plain dict of the fields (every one a scalar, so no ``asdict`` deep copy per write)."""
        record = dict(zip(_EDGE_FIELDS, _EDGE_VALUES(self)))
        record["status"] = _VALUE_OF_STATUS[self.status]
        return record

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Edge:
        """Rebuild an edge from :meth:`to_record` output (hot path of the index rebuild).

        Records written by an older or newer HotMem (unknown or missing optional fields) go
        through a tolerant slow path.
        """
        try:
            return cls(**{**record, "status": _STATUS_BY_VALUE[record.get("status", "active")]})
        except (KeyError, TypeError):
            known = cls.__dataclass_fields__
            data = {k: v for k, v in record.items() if k in known}
            data["status"] = EdgeStatus(data.get("status", "active"))
            return cls(**data)


_STATUS_BY_VALUE: dict[str, EdgeStatus] = {status.value: status for status in EdgeStatus}
_VALUE_OF_STATUS: dict[EdgeStatus, str] = {status: status.value for status in EdgeStatus}
_EDGE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Edge))
_EDGE_VALUES = attrgetter(*_EDGE_FIELDS)  # an edge -> its field values, in field order


@dataclass(frozen=True, slots=True)
class Bullet:
    """One rendered memory line and the edge it came from."""

    text: str
    key: tuple[str, str, str]
    score: float
    turn: int


@dataclass(slots=True)
class TurnResult:
    """Everything one call to ``HotMem.process_turn`` produced.

    ``message`` is the full rotating memory message the LLM should see before this user message,
    or ``None`` when nothing is injected (the previous one must then be removed).
    """

    text: str
    lang: str
    intent: Intent
    turn: int
    facts: list[Fact] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    message: str | None = None
    role: str = "system"
    timings_ms: dict[str, float] = field(default_factory=dict)
    error: str | None = None

    @property
    def injected(self) -> bool:
        return self.message is not None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "turn": self.turn,
            "text": self.text,
            "lang": self.lang,
            "intent": self.intent.value,
            "facts": [f.to_json() for f in self.facts],
            "bullets": list(self.bullets),
            "injected": self.injected,
            "message": self.message,
            "timings_ms": {k: round(v, 3) for k, v in self.timings_ms.items()},
        }
        if self.error:
            out["error"] = self.error
        return out
