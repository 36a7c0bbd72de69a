"""Carrying out a spoken forget request against a user's store.

:mod:`hotmem.extract.forget` reads what the words ask; this module decides what goes:

- *last* ("forget that", "forget what I just said"): the previous turn's facts and the episodes
  that turn told;
- *about* ("forget what I told you about the tart"): every fact (any status) whose subject or
  object holds every topic word (kin nouns read as their keys: "hermana" -> sister), and the
  episodes that mention every word;
- (subject, relation[, object]) ("forget where I live", "forget that I live in Rome"): the
  matching facts and the episodes naming their objects; (subject, None) ("forget my sister") is
  read as *about* the subject: her facts, the facts of the person she is, and the episodes
  naming either (never those naming the places her facts name);
- *declined* ("forget everything"), a pattern with no subject, or the user with no relation:
  nothing. A spoken phrase never wipes a whole memory; that is ``HotMem.forget(user)``.

Nothing here raises on a request it cannot carry out: it forgets nothing and logs why.
"""

from __future__ import annotations

from collections.abc import Sequence

import structlog

from hotmem.extract.forget import topic_words
from hotmem.lang import get_lexicon
from hotmem.store_api import MemoryStore
from hotmem.text import USER_KEY
from hotmem.types import FORGET_ABOUT, FORGET_DECLINED, FORGET_LAST_FACTS, Extraction, Fact

log = structlog.get_logger(__name__)


def forget_spoken(
    store: MemoryStore, user: str, extraction: Extraction, *, last_facts: Sequence[Fact],
    last_episodes: Sequence[str],
) -> int:
    """Carry out ``extraction.forget`` for ``user``; returns how many facts were removed.

    Episodes go only by the request's topic, the previous turn's ids, or the entity a removed
    fact names ("forget where I live" takes the episodes naming the city): never by the
    request's own words ("forget where I work" keeps "I worked late on Tuesday"). Facts are
    removed with ``episodes=False``, so the store adds no episodes of its own.

    Args:
        store: The user's memory store.
        user: Whose memory.
        extraction: The request turn's extraction (its ``forget`` patterns and language).
        last_facts: The facts the previous turn of the session stored.
        last_episodes: The ids of the episodes the previous turn told.
    """
    removed = 0
    for subject, relation, *named in extraction.forget:
        obj = named[0] if named else None
        if subject == FORGET_LAST_FACTS:
            for fact in last_facts:
                removed += store.forget(user, fact.s, fact.r, fact.d, episodes=False)
            if last_episodes:
                store.forget_episodes(user, ids=last_episodes)
        elif subject == FORGET_ABOUT and relation and USER_KEY not in relation.split():
            words = tuple(relation.split())
            removed += _forget_facts_about(store, user, words, extraction.lang)
            store.forget_episodes(user, words)
        elif reason := _declined(subject, relation):
            log.warning("turn.forget_declined", user=user, lang=extraction.lang, reason=reason)
        elif relation is None:  # "forget my sister": what was said about her
            removed += _forget_facts_about(store, user, (subject,), extraction.lang)
            store.forget_episodes(user, (subject,))
        else:
            removed += _forget_facts(store, user, (subject, relation, obj), extraction.lang)
    log.info("turn.forget_spoken", user=user, patterns=len(extraction.forget), removed=removed)
    return removed


def _declined(subject: str | None, relation: str | None) -> str | None:
    """Why a pattern forgets nothing, or ``None`` when it is carried out."""
    if subject == FORGET_DECLINED:
        return relation or "unclear"
    if subject == FORGET_ABOUT:
        return "everything" if relation else "unclear"  # "about me": the whole memory
    if subject is None:
        return "no subject"
    if subject == USER_KEY and relation is None:
        return "everything"  # "forget me"
    return None


def _forget_facts(
    store: MemoryStore, user: str, pattern: tuple[str, str, str | None], lang: str
) -> int:
    """Remove the facts matching (s, r[, d]) and the episodes naming their objects as words
    ("forget where I live" takes "I moved to Porto in May" with (you, lives_in, porto)).

    ``d`` holds the words the request said after its verb ("rome", "tarte pommes", "rome
    now"): a fact matches when they hold every content word of its object, so "forget that I
    live in Rome" keeps a newer (you, lives_in, madrid).
    """
    s, r, d = pattern
    said = set(d.split()) if d is not None else set()

    def named(obj: str) -> bool:
        words = set(topic_words(obj.split(), lang))
        return d is None or obj == d or bool(words) and words <= said

    with store.reading(user) as index:
        doomed = sorted(key for key in index.edges
                        if key[0] == s and key[1] == r and named(key[2]))
    removed = sum(store.forget(user, *key, episodes=False) for key in doomed)
    for obj in dict.fromkeys(key[2] for key in doomed if key[2] != USER_KEY):
        store.forget_episodes(user, tuple(obj.split()))
    return removed


def _forget_facts_about(store: MemoryStore, user: str, words: tuple[str, ...], lang: str) -> int:
    """Remove every fact whose subject or object key holds every one of ``words``; a kin
    topic ("my sister") also takes the kin facts ((you, sister, ana)) and the facts of the
    person they name (Ana's), and the episodes naming that person."""
    kinship = get_lexicon(lang).kinship
    wanted = {kinship.get(w, w) for w in words}
    kin = wanted & set(kinship.values())
    with store.reading(user) as index:
        doomed = {key for key in index.edges
                  if wanted <= set(key[0].split()) or wanted <= set(key[2].split())
                  or wanted == kin and key[0] == USER_KEY and key[1] in kin}
        named = {d for s, r, d in doomed if s == USER_KEY and r in kin}
        doomed.update(key for key in index.edges if key[0] in named)
    removed = sum(store.forget(user, s, r, d, episodes=False) for s, r, d in sorted(doomed))
    for person in sorted(named):
        store.forget_episodes(user, tuple(person.split()))
    return removed
