"""A user's alias and correction dictionary (``HOTMEM_ALIASES``).

The file is JSON with two optional sections::

    {"corrections": {"chimrea": "Chimera"},
     "entities": {"nyc": "new york city"}}

- ``corrections`` fix recurring STT errors in the *text* before it is parsed: whole words (or
  phrases), case-insensitive, replaced by the given spelling.
- ``entities`` map entity *keys* after extraction, so "NYC" and "New York City" are one node.
  Keys and values are normalised like entity keys (lower-cased, whitespace collapsed).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import structlog

from hotmem.errors import AliasesError

log = structlog.get_logger("hotmem.aliases")

_SPACES = re.compile(r"\s+")
_MAX_CHAIN = 8  # entity aliases may chain (a -> b -> c); cycles stop here


def _norm(key: str) -> str:
    return _SPACES.sub(" ", key).strip().lower()


@dataclass(frozen=True, slots=True)
class Aliases:
    """Text corrections and entity-key aliases of one deployment.

    Build with :meth:`load`; ``Aliases()`` is the empty dictionary (changes nothing).

    Example::

        aliases = Aliases.load(Path("aliases.json"))
        aliases.correct_text("I work on project chimrea")  # "I work on project Chimera"
        aliases.canonical("nyc")                           # "new york city"
    """

    corrections: dict[str, str] = field(default_factory=dict)
    entities: dict[str, str] = field(default_factory=dict)
    _pattern: re.Pattern[str] | None = None

    @classmethod
    def from_mapping(
        cls, corrections: dict[str, str] | None = None, entities: dict[str, str] | None = None
    ) -> Aliases:
        """Build from in-memory dicts (keys are matched case-insensitively)."""
        corr = {_norm(k): v.strip() for k, v in (corrections or {}).items() if _norm(k)}
        ents = {_norm(k): _norm(v) for k, v in (entities or {}).items() if _norm(k) and _norm(v)}
        pattern = None
        if corr:
            # Longest first, so "new yrok city" wins over "new yrok".
            words = sorted(corr, key=len, reverse=True)
            body = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)
            pattern = re.compile(rf"(?<!\w)(?:{body})(?!\w)", re.IGNORECASE)
        return cls(corrections=corr, entities=ents, _pattern=pattern)

    @classmethod
    def load(cls, path: Path | None) -> Aliases:
        """Read the aliases file; ``None`` gives the empty dictionary.

        Raises:
            AliasesError: the file is unreadable, not JSON, or not of the documented shape.
        """
        if path is None:
            return cls()
        try:
            raw = Path(path).read_text(encoding="utf-8")
        except OSError as err:
            raise AliasesError(f"aliases file {path}: cannot read it ({err.strerror})") from None
        except UnicodeDecodeError:
            raise AliasesError(f"aliases file {path}: not UTF-8 text") from None
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as err:
            raise AliasesError(
                f"aliases file {path}: invalid JSON at line {err.lineno} column {err.colno}"
            ) from None
        if not isinstance(data, dict):
            raise AliasesError(
                f"aliases file {path}: expected an object with 'corrections' and/or 'entities'"
            )
        unknown = sorted(set(data) - {"corrections", "entities"})
        if unknown:
            raise AliasesError(
                f"aliases file {path}: unknown section(s) {', '.join(unknown)}; "
                "accepted: corrections, entities"
            )
        sections = {name: _string_map(path, name, data.get(name)) for name in data}
        aliases = cls.from_mapping(sections.get("corrections"), sections.get("entities"))
        log.info("aliases.loaded", path=str(path), corrections=len(aliases.corrections),
                 entities=len(aliases.entities))
        return aliases

    def correct_text(self, text: str) -> str:
        """Apply the corrections to an utterance (whole words, case-insensitive).

        >>> Aliases.from_mapping({"chimrea": "Chimera"}).correct_text("CHIMREA rocks")
        'Chimera rocks'
        """
        if self._pattern is None or not text:
            return text
        return self._pattern.sub(lambda m: self.corrections[_norm(m.group(0))], text)

    def canonical(self, key: str) -> str:
        """The canonical entity key for ``key`` (itself when it has no alias).

        >>> Aliases.from_mapping(entities={"NYC": "New York City"}).canonical("nyc")
        'new york city'
        """
        if not self.entities:
            return key
        seen = 0
        current = key
        while seen < _MAX_CHAIN:
            nxt = self.entities.get(_norm(current))
            if nxt is None or nxt == current:
                break
            current = nxt
            seen += 1
        return current


def _string_map(path: Path, name: str, value: object) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        raise AliasesError(f"aliases file {path}: '{name}' must map strings to strings")
    return value
