"""French: the spec; extraction tables in ``tables.py``, other stages' words in ``words.py``."""

from hotmem.lang import LanguageSpec

SPEC = LanguageSpec(
    code="fr", name="French", elided_articles=True, imperfect_marks_former_state=True,
    reflexive_naming=True,
)
