"""Spanish: the spec; extraction tables in ``tables.py``, other stages' words in ``words.py``."""

from hotmem.lang import LanguageSpec

SPEC = LanguageSpec(
    code="es", name="Spanish", pro_drop=True, imperfect_marks_former_state=True,
    reflexive_naming=True,
)
