"""Episodic memory cores: time expressions resolved to dates, and a per-user episode index.

Both modules are language-neutral: every word they know comes from a per-language table
(:class:`~hotmem.episodes.dates.TimeWords` and an equivalence list) passed in by the caller.
"""
