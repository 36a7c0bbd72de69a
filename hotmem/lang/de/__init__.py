"""German: the spec; extraction tables in ``tables.py``, other stages' words in ``words.py``."""

from hotmem.lang import LanguageSpec

SPEC = LanguageSpec(
    code="de", name="German", verb_final_subclauses=True, verb_second=True, capitalised_nouns=True,
    question_inversion=True,
)
