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
3. **Score.** ``α·pred_priority + β·recency + γ·lexical_overlap + δ·weight + ε·need`` with
   the weights of ``HOTMEM_SCORE_WEIGHTS``, recency ``exp(-Δ/T)`` over the persisted
   ``last_seen`` and ``T = HOTMEM_RECENCY_DAYS``; ``need`` is 1 when the relation serves the
   need of a request ("what should I cook?" -> diet, allergies; :mod:`~hotmem.retrieve.needs`).
4. **Select.** Relevance filter, de-duplication, novelty (no re-pick within
   ``HOTMEM_NOVELTY_TURNS`` unless asked for), diversity (≤1 per relation, ≤2 for high
   scorers, distinct subjects preferred), dynamic K and abstention.

Facts stated this turn, and what they supersede or negate, are never picked this turn.

Modules by job: :mod:`~hotmem.retrieve.vocabulary` (query words of every language, stemming),
:mod:`~hotmem.retrieve.query` (what a turn asks about), :mod:`~hotmem.retrieve.candidates`
(candidate edges and their scores), :mod:`~hotmem.retrieve.scoring` (relation priors),
:mod:`~hotmem.retrieve.needs` (request cues -> needs),
:mod:`~hotmem.retrieve.selection` (novelty, diversity, dynamic K),
:mod:`~hotmem.retrieve.retriever` (the gate and the per-turn call) and
:mod:`~hotmem.retrieve.explain` (score terms for the inspector's dry run). The per-user derived
index they read is :mod:`hotmem.user_index`, beside the store.
"""

from hotmem.retrieve.candidates import BIG_ENTITY
from hotmem.retrieve.explain import ExplainedCandidate, Explanation, ScoreTerm
from hotmem.retrieve.retriever import SHUT, Retrieval, Retriever
from hotmem.retrieve.scoring import Scored, pred_priority
from hotmem.retrieve.vocabulary import cue_tokens, stem

__all__ = ["BIG_ENTITY", "SHUT", "ExplainedCandidate", "Explanation", "Retrieval", "Retriever",
           "ScoreTerm", "Scored", "cue_tokens",
           "pred_priority", "stem"]
