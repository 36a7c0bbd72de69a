"""English: the spec; extraction tables in ``tables.py``, other stages' words in ``words.py``."""

from hotmem.lang import LanguageSpec

SPEC = LanguageSpec(code="en", name="English", question_inversion=True, used_to_precedes_verb=True)
