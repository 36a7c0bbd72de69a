"""Two naive memories to put HotMem's retrieval numbers in context, on the same dialogs.

- :class:`LastNMemory`: injects the user's last ``n`` utterances (default 5), every turn.
- :class:`BM25Memory`: lexical BM25 over the user's past utterances, top ``k`` (default 3)
  with a positive score.

Both only see user utterances of their own user (no cross-user leak by construction) and
inject raw past text, so a corrected or negated fact stays injectable: that is what the stale
rule measures. Token cost of an injection is ``ceil(chars / 4)`` (:func:`token_cost`).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict, deque
from collections.abc import Sequence

import numpy as np

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def tokenize(text: str) -> list[str]:
    """Lower-cased word tokens (letters and digits)."""
    return _TOKEN.findall(text.lower())


def token_cost(snippets: Sequence[str]) -> int:
    """LLM token estimate of injecting ``snippets`` one per line: ceil(chars / 4)."""
    text = "\n".join(snippets)
    return math.ceil(len(text) / 4)


class BM25:
    """Okapi BM25 over a growing corpus (Lucene's non-negative IDF).

    ``idf(t) = ln(1 + (N - df + 0.5) / (df + 0.5))``;
    ``score(q, d) = sum idf(t) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * |d| / avgdl))``.

    Example::

        bm = BM25()
        for doc in ["I live in Paris", "my dog is Max"]:
            bm.add(tokenize(doc))
        bm.top(tokenize("where do I live"), 1)  # [(0, 0.98...)]
    """

    def __init__(self, k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self._docs: list[Counter[str]] = []
        self._lengths: list[int] = []
        self._df: Counter[str] = Counter()

    def __len__(self) -> int:
        return len(self._docs)

    def add(self, tokens: Sequence[str]) -> int:
        """Index one document; returns its id."""
        tf = Counter(tokens)
        self._docs.append(tf)
        self._lengths.append(len(tokens))
        self._df.update(tf.keys())
        return len(self._docs) - 1

    def idf(self, term: str) -> float:
        n, df = len(self._docs), self._df.get(term, 0)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def scores(self, query: Sequence[str]) -> np.ndarray:
        """BM25 score of every document for ``query`` (document order)."""
        n = len(self._docs)
        out = np.zeros(n)
        if n == 0:
            return out
        lengths = np.asarray(self._lengths, dtype=float)
        norm = self.k1 * (1 - self.b + self.b * lengths / max(lengths.mean(), 1e-9))
        for term in set(query):
            if term not in self._df:
                continue
            tf = np.fromiter((doc.get(term, 0) for doc in self._docs), float, count=n)
            out += self.idf(term) * tf * (self.k1 + 1) / (tf + norm)
        return out

    def top(self, query: Sequence[str], k: int) -> list[tuple[int, float]]:
        """The ``k`` best (doc id, score) with a positive score, best first; ties: newest first."""
        scores = self.scores(query)
        order = sorted(range(len(scores)), key=lambda i: (-scores[i], -i))
        return [(i, round(float(scores[i]), 6)) for i in order[:k] if scores[i] > 0]


class LastNMemory:
    """Inject the user's last ``n`` utterances, newest first."""

    name = "last5"

    def __init__(self, n: int = 5) -> None:
        self._recent: dict[str, deque[str]] = defaultdict(lambda: deque(maxlen=n))

    def inject(self, user: str, text: str) -> list[str]:
        return list(reversed(self._recent[user]))

    def observe(self, user: str, text: str) -> None:
        self._recent[user].append(text)


class BM25Memory:
    """Inject the ``k`` past utterances of the user that BM25 ranks best for this turn."""

    name = "bm25"

    def __init__(self, k: int = 3) -> None:
        self._k = k
        self._index: dict[str, BM25] = defaultdict(BM25)
        self._texts: dict[str, list[str]] = defaultdict(list)

    def inject(self, user: str, text: str) -> list[str]:
        hits = self._index[user].top(tokenize(text), self._k)
        return [self._texts[user][i] for i, _ in hits]

    def observe(self, user: str, text: str) -> None:
        self._index[user].add(tokenize(text))
        self._texts[user].append(text)
