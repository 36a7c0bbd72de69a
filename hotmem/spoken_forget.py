"""Carrying out a spoken forget request against a user's store.

:mod:`hotmem.extract.forget` reads what the words ask; this module decides what goes:

- *last* ("forget that", "forget what I just said"): the previous turn's facts and the episodes
  that turn told;
- *about* ("forget what I told you about the tart"): every fact (any status) whose subject or
  object holds every topic word (kin nouns read as their keys: "hermana" -> sister), and the
  episodes that mention every word;
- (subject, relation) ("forget where I live"): the matching facts; (subject, None) ("forget my
  sister") is read as *about* the subject; both take the episodes that mention the request's
  content words;
- *declined* ("forget everything"), a pattern with no subject, or the user with no relation:
  nothing. A spoken phrase never wipes a whole memory; that is ``HotMem.forget(user)``.

Nothing here raises on a request it cannot carry out: it forgets nothing and logs why.
"""

from __future__ import annotations

from collections.abc import Sequence

import structlog

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

    Args:
        store: The user's memory store.
        user: Whose memory.
        extraction: The request turn's extraction (its ``forget`` patterns, language, and the
            content lemmas its episode reader kept).
        last_facts: The facts the previous turn of the session stored.
        last_episodes: The ids of the episodes the previous turn told.
    """
    removed = 0
    episodes_about: list[str] = []
    forget_last = False
    for subject, relation in extraction.forget:
        if subject == FORGET_LAST_FACTS:
            forget_last = True
            for fact in last_facts:
                removed += store.forget(user, fact.s, fact.r, fact.d)
        elif subject == FORGET_ABOUT and relation and USER_KEY not in relation.split():
            words = tuple(relation.split())
            removed += _forget_facts_about(store, user, words, extraction.lang)
            store.forget_episodes(user, words)
        elif subject in (FORGET_DECLINED, FORGET_ABOUT, None) or (
                subject == USER_KEY and relation is None):
            log.warning("turn.forget_declined", user=user, lang=extraction.lang,
                     reason=relation if subject == FORGET_DECLINED else "everything")
        elif relation is None:  # "forget my sister": what was said about her
            removed += _forget_facts_about(store, user, (subject,), extraction.lang)
            if extraction.episodes is not None:
                episodes_about.extend(extraction.episodes.about)
        else:
            removed += store.forget(user, subject, relation)
            if extraction.episodes is not None:
                episodes_about.extend(extraction.episodes.about)
    if episodes_about:
        store.forget_episodes(user, tuple(dict.fromkeys(episodes_about)))
    if forget_last and last_episodes:
        store.forget_episodes(user, ids=last_episodes)
    log.info("turn.forget_spoken", user=user, patterns=len(extraction.forget), removed=removed)
    return removed


def _forget_facts_about(store: MemoryStore, user: str, words: tuple[str, ...], lang: str) -> int:
    """Remove every fact whose subject or object key holds every one of ``words``; a kin
    topic ("my sister") also takes the kin facts ((you, sister, ana)) and the facts of the
    person they name (Ana's)."""
    kinship = get_lexicon(lang).kinship
    wanted = {kinship.get(w, w) for w in words}
    kin = wanted & set(kinship.values())
    with store.reading(user) as index:
        doomed = {key for key in index.edges
                  if wanted <= set(key[0].split()) or wanted <= set(key[2].split())
                  or wanted == kin and key[0] == USER_KEY and key[1] in kin}
        named = {d for s, r, d in doomed if s == USER_KEY and r in kin}
        doomed.update(key for key in index.edges if key[0] in named)
    return sum(store.forget(user, s, r, d) for s, r, d in sorted(doomed))
