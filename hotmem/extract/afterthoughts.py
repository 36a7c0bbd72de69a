"""An afterthought that narrows what was just said is cut from the turn before its facts are
read: "me encanta la comida japonesa sobre todo el sushi" likes "comida japonesa", "mi grupo
favorito es X sobre todo los discos antiguos" has X as the favourite.

The small parsers read the narrowing phrase (the language's ``Lexicon.afterthoughts``) as a
prepositional part of the value ("sobre" + "todo el sushi") and the value grows a tail. The
phrase counts only right after a noun, an adjective or an infinitive, so it follows a value
already said; after the liking verb ("me gusta sobre todo el jazz") it is the value itself and
stays. Only an unpunctuated afterthought is cut: after a comma the parser reads the phrase as
an item of its own ("me gusta la música, sobre todo el jazz" likes both). The cut runs to the
end of the sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hotmem.lang.lexicon import find_phrase
from hotmem.morph import morph_get

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from hotmem.lang.lexicon import Lexicon

_SENTENCE_ENDS = frozenset(".!?;")
_VALUE_TAGS = frozenset({"NOUN", "PROPN", "ADJ"})


def cut_afterthought(doc: Doc, lex: Lexicon) -> str | None:
    """The text of ``doc`` without its narrowing afterthought, or ``None`` when it has none."""
    if not lex.afterthoughts:
        return None
    words = [t.lower_ for t in doc]
    start = 0
    while (hit := find_phrase(words[start:], lex.afterthoughts)) is not None:
        at = start + hit[0]
        before = doc[at - 1] if at else None
        if before is not None and at >= 2 and _ends_a_value(before):
            end = next((t.i for t in doc[at:] if t.text in _SENTENCE_ENDS), len(doc))
            head = doc[:at].text.rstrip(" ,")
            return f"{head}{doc[end:].text_with_ws}" if end < len(doc) else head
        start = at + 1
    return None


def _ends_a_value(tok: Token) -> bool:
    """A noun, an adjective or an infinitive: the last word of a value said."""
    return tok.pos_ in _VALUE_TAGS or (
        tok.pos_ == "VERB" and "Inf" in morph_get(tok, "VerbForm"))
