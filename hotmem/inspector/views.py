"""What the inspector shows, computed from the engine's public answers (export, dry run).

Pure functions from JSON-ready data to JSON-ready data, so each view is tested on its own and
the app module only routes.
"""

from __future__ import annotations

from typing import Any

from hotmem.engine import DryRun
from hotmem.types import EdgeStatus

STATUSES = tuple(status.value for status in EdgeStatus)


def _newest_first(edges: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(edges, key=lambda e: (-e.get("last_seen", 0.0), e["s"], e["r"], e["d"]))


def facts(
    export: dict[str, Any],
    *,
    status: str | None = None,
    query: str | None = None,
    relation: str | None = None,
    limit: int = 500,
) -> dict[str, Any]:
    """A user's stored facts with every metadata field, newest first, optionally filtered.

    Args:
        export: ``HotMem.export(user)``.
        status: keep only this status ("active", "superseded", "negated", "forgotten").
        query: keep facts whose subject, relation, object or display names contain it
            (case-insensitive).
        relation: keep only this relation.
        limit: return at most this many (the newest); ``total`` counts every match.

    Raises:
        ValueError: ``status`` is not a known status, or ``limit`` is below 1.
    """
    if status is not None and status not in STATUSES:
        raise ValueError(f"status must be one of {', '.join(STATUSES)}, not {status!r}")
    if limit < 1:
        raise ValueError("limit must be at least 1")
    needle = query.casefold() if query else None
    kept = []
    counts = dict.fromkeys(STATUSES, 0)
    for edge in export["edges"]:
        edge_status = edge.get("status", "active")
        counts[edge_status] = counts.get(edge_status, 0) + 1
        if status is not None and edge_status != status:
            continue
        if relation is not None and edge["r"] != relation:
            continue
        if needle is not None and not any(
            needle in str(edge.get(k, "")).casefold()
            for k in ("s", "r", "d", "display_s", "display_d")
        ):
            continue
        kept.append(edge)
    return {"user": export["user"], "turn": export["turn"], "counts": counts,
            "total": len(kept), "facts": _newest_first(kept)[:limit]}


def history(export: dict[str, Any], subject: str, relation: str) -> dict[str, Any]:
    """Every version of one fact slot (subject, relation): active, superseded and negated.

    Oldest first, so the page reads as a timeline of what the user said.
    """
    versions = [e for e in export["edges"] if e["s"] == subject and e["r"] == relation]
    versions.sort(key=lambda e: (e.get("first_seen", 0.0), e.get("turn", 0), e["d"]))
    return {"user": export["user"], "s": subject, "r": relation, "versions": versions}


def neighbourhood(
    export: dict[str, Any], entity: str, *, status: str | None = "active"
) -> dict[str, Any]:
    """An entity's 1-hop neighbourhood: its edges and the entities at their other end.

    Args:
        export: ``HotMem.export(user)``.
        entity: the entity key ("you" is the user).
        status: only edges of this status; None for every status.
    """
    if status is not None and status not in STATUSES:
        raise ValueError(f"status must be one of {', '.join(STATUSES)}, not {status!r}")
    edges = [
        e for e in export["edges"]
        if entity in (e["s"], e["d"]) and (status is None or e.get("status") == status)
    ]
    entities = export.get("entities", {})
    neighbours: dict[str, dict[str, Any]] = {}
    for edge in edges:
        other = edge["d"] if edge["s"] == entity else edge["s"]
        if other == entity:
            continue
        display = edge["display_d"] if other == edge["d"] else edge["display_s"]
        node = neighbours.setdefault(other, {
            "entity": other, "display": display or other,
            "mentions": entities.get(other, {}).get("mentions", 0), "relations": []})
        if edge["r"] not in node["relations"]:
            node["relations"].append(edge["r"])
    info = entities.get(entity)
    return {"user": export["user"], "entity": entity, "info": info,
            "edges": _newest_first(edges),
            "neighbours": sorted(neighbours.values(), key=lambda n: n["entity"])}


def dry_run(result: DryRun) -> dict[str, Any]:
    """A dry run as JSON: facts it would store, bullets it would add and every candidate's
    score split into weighted terms."""
    return {
        "text": result.text,
        "lang": result.lang,
        "intent": result.intent.value,
        "facts": [f.to_json() for f in result.facts],
        "gated": result.gated,
        "why": result.why,
        "bullets": result.bullets,
        "candidates": [
            {
                "fact": {"s": c.edge.s, "r": c.edge.r, "d": c.edge.d,
                         "display_s": c.edge.display_s, "display_d": c.edge.display_d},
                "score": round(c.score, 4),
                "outcome": c.outcome,
                "terms": {
                    name: {"weight": term.weight, "value": round(term.value, 4),
                           "contribution": round(term.contribution, 4)}
                    for name, term in c.terms.items()
                },
            }
            for c in result.candidates
        ],
    }
