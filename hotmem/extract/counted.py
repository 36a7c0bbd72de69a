"""Counted kin and pets keyed in English: "dos hijas" -> "two daughters", "deux chats" -> "two
cats", "zwei Söhne" -> "two sons".

Kinship and pet nouns are keyed in English in every language (``sister``, ``dog``); a count in
front of one keeps that key, in the plural, with the count as an English word ("two" .. "twelve")
or as the digits written. The count words come from the language's episode tables
(``TIME_WORDS.numbers``), which already read "dos", "deux", "zwei", "due".
"""

from __future__ import annotations

from hotmem.lang import get_language

_ENGLISH = ("zero one two three four five six seven eight nine ten eleven twelve").split()
_IRREGULAR = {"child": "children", "grandchild": "grandchildren", "wife": "wives", "boss": "bosses",
              "kid": "kids", "fish": "fish", "goldfish": "goldfish"}


def english_plural(key: str) -> str:
    """"daughter" -> "daughters", "child" -> "children"."""
    return _IRREGULAR.get(key, f"{key}s")


def count_of(word: str, lang: str) -> str | None:
    """The English count of a number word or digits of ``lang``, or ``None``."""
    low = word.lower()
    if low.isdigit():
        return low
    value = get_language(lang).episodes.TIME_WORDS.numbers.get(low)
    if not isinstance(value, int) or not 0 <= value < len(_ENGLISH):
        return None
    return _ENGLISH[value]


def counted_key(kin_key: str, count_word: str, lang: str) -> str | None:
    """"two daughters" for ("daughter", "dos"); the bare key for a count of one ("un hijo"
    -> "son"); ``None`` when the word is no count."""
    count = count_of(count_word, lang)
    if count is None:
        return None
    if count in ("one", "1"):
        return kin_key
    return f"{count} {english_plural(kin_key)}"
