"""A lower-case name after the user's kin noun, read by the tagger as a verb, is set off.

"mi perro toby adora la playa": speech-to-text writes the pet's or relative's name in lower
case and the small Spanish model then tags "toby" as the sentence's verb, so the kin noun, its
name and the real verb all come out wrong. Written as an apposition ("mi perro, Toby, adora
la playa") the same model reads it right. The rewrite happens only when the parse shows the
misreading: a first-person possessive, a kin or pet noun of the table, then a lower-case word
tagged as a verb, left as it is by the lemmatizer, that the pipeline's word lists know in no
word class (a name), and not followed by a determiner (a verb's object starts with one: "mi
madre come mucha verdura").

The same name read as a noun or an adjective joined to the kin noun ("ma sœur julie est
avocate": "julie" the root and the kin noun its modifier) loses the name and keys the fact by
the kin noun; written with its capital ("ma sœur Julie est avocate") the model often reads it
right. :func:`capitalised_kin_name` gives that spelling; the extractor keeps its reading only
when it names the kin, since the capital can also mislead the parse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hotmem.morph import morph_get

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from hotmem.lang.lexicon import Lexicon
    from hotmem.word_classes import WordClasses


def set_off_kin_name(doc: Doc, lex: Lexicon, words: WordClasses) -> str | None:
    """The utterance with the first misread kin name set off by commas and capitalised, or
    ``None`` when no name was misread (the parse stands)."""
    if not words.known:
        return None
    for tok in doc[2:]:
        if tok.pos_ != "VERB":
            continue
        kin, owner = doc[tok.i - 1], doc[tok.i - 2]
        # the table lookups first: the word-list tests of an unknown word cost the most
        if (owner.lower_ in lex.self_words
                and (kin.lower_ in lex.kinship or kin.lemma_.lower() in lex.kinship)
                and _unknown_lower_word(tok, lex, words) and "Yes" in morph_get(owner, "Poss")
                and tok.i + 1 < len(doc) and doc[tok.i + 1].is_alpha
                and doc[tok.i + 1].pos_ != "DET"):  # "mi madre come mucha verdura": a verb
            text = doc.text
            name = tok.text[:1].upper() + tok.text[1:]
            return f"{text[: kin.idx + len(kin.text)]}, {name},{text[tok.idx + len(tok.text):]}"
    return None


def capitalised_kin_name(doc: Doc, lex: Lexicon, words: WordClasses
                         ) -> tuple[str, str, str] | None:
    """(the utterance with the name capitalised, the kin key, the name) for the first "my
    <kin> <name>" whose name the parse joined to the kin noun as a noun or an adjective, or
    ``None``. The word may be one the lists know as a noun ("julie", "marc", "paz"), never as
    an adjective, verb or adverb ("claire", "mayor")."""
    if not words.known:
        return None
    for tok in doc[2:]:
        if tok.pos_ in ("PROPN", "VERB", "AUX", "PUNCT"):
            continue
        kin, owner = doc[tok.i - 1], doc[tok.i - 2]
        if owner.lower_ not in lex.self_words:
            continue
        key = lex.kinship.get(kin.lower_) or lex.kinship.get(kin.lemma_.lower())
        if (key is not None and tok.i in (kin.head.i, *(c.i for c in kin.children))
                and _unknown_lower_word(tok, lex, words, noun_ok=True)
                and "Yes" in morph_get(owner, "Poss")
                and tok.i + 1 < len(doc) and doc[tok.i + 1].is_alpha):
            text = doc.text
            name = tok.text[:1].upper() + tok.text[1:]
            return f"{text[: tok.idx]}{name}{text[tok.idx + len(tok.text):]}", key, tok.lower_
    return None


def _unknown_lower_word(tok: Token, lex: Lexicon, words: WordClasses, *,
                        noun_ok: bool = False) -> bool:
    """A lower-case word that neither the tables nor the word lists know (its lemma included;
    with ``noun_ok`` it may be a known noun)."""
    low = tok.lower_
    # a verb the lemmatizer analysed ("loves" -> love, "trabaja" -> trabajar) is a verb
    return (tok.text == low and tok.is_alpha and len(low) >= 2 and not tok.is_stop
            and tok.lemma_.lower() == low
            and not any(low in table for table in (
                lex.kinship, lex.reactions, lex.negations, lex.self_words, lex.pronouns,
                lex.passing_states, lex.identity_adjectives, lex.occupations, lex.things,
                lex.verb_forms, lex.lemma_fixes))
            and not any(check(low, tok.lemma_.lower()) for check in (
                words.is_adjective, words.is_verb, words.is_adverb))
            and (noun_ok or not words.is_noun(low, tok.lemma_.lower())))
