"""Spoken take-backs of any value: "i drive a civic wait no a jazz", "je bosse chez Renault,
enfin non, chez Peugeot", "bei Aldi, ne Quatsch, bei Lidl", "faccio l'idraulico anzi no
l'elettricista".

Speech-to-text keeps a speaker's slips: a value is named, taken back ("no wait", "bueno no",
"enfin non", "ne Quatsch", "anzi no") and the value meant follows, either alone ("perdón, 7"),
after a preposition or article of the same kind as the slipped one ("at Tesco no wait at
Aldi"), or in a clause of its own ("my brother lives in Leeds, hang on, no, he moved to York").

The part before the take-back is read on its own, so the take-back's "no" negates nothing and
leaks into no other clause; the fact whose value ends that part is stored negated, and the
value meant is stated with the same subject and relation, whatever the relation (a home, an
employer, an age, a car, a job, a liking). The part after is read on its own too, and its
facts are kept. When no value meant is found, the turn is left as the extractors read it.

A bare rejection between two values ("vivo en Valencia, no en Alicante") denies the second one
(:func:`rejected_values`).

The words come from each language's ``take_backs.py`` (see ``hotmem/lang/en/take_backs.py``)
and its lexicon's fillers and reactions; the rule itself is language-neutral.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Sequence, Set
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

import structlog

from hotmem.extract.common import make_fact
from hotmem.lang import get_lexicon, language_table
from hotmem.lang.lexicon import Phrase, derived, find_phrase

if TYPE_CHECKING:
    from hotmem.types import Fact

__all__ = ["TakeBackWords", "letter_runs", "rejected_values", "take_back", "take_back_words", "words_of"]

log = structlog.get_logger(__name__)

_TOKEN = re.compile(r"\d+(?:[.,]\d+)?|[^\W\d_]+(?:['’-][^\W\d_]+)*['’]?|[,.!?;:]")
_LETTERS = re.compile(r"[^\W\d_]+")
_PUNCT = frozenset(",.!?;:")
# Words a take-back may span ("hang on , no ,"), at most.
_MAX_SPAN = 6
# Words of the value meant, at most, after a frame ("at the new york office") and alone.
_MAX_FRAMED = 4
_MAX_BARE = 2
# Words a slipped number may be followed by before the take-back ("6 años perdón 7").
_MAX_TRAILING = 1
# Words after the value meant that are read as a clause of their own ("... and i live in York").
_MIN_CLAUSE = 3


@dataclass(frozen=True, slots=True)
class TakeBackWords:
    """One language's take-back words (see ``hotmem/lang/en/take_backs.py``)."""

    take_backs: tuple[Phrase, ...]
    answers: frozenset[str]
    frames: dict[str, int]  # frame word -> its group
    stops: frozenset[str]
    repair: frozenset[str]  # every word a take-back may hold
    rejects: frozenset[str]  # a bare negation between two values
    phrases: tuple[Phrase, ...]  # take-backs and fillers of more than one word
    single: frozenset[str]  # words that are repair words on their own
    openers: tuple[Phrase, ...]  # words that may open the value meant ("it's tigger")
    fillers: frozenset[str]  # one-word fillers ("um", "äh")
    negations: frozenset[str]
    # Sets of letter runs of which a turn holds one whole set at least when it can take a
    # value back / reject one: most turns hold none and skip the token walk.
    take_back_cues: tuple[frozenset[str], ...]
    reject_cues: tuple[frozenset[str], ...]


@dataclass(frozen=True, slots=True)
class _Token:
    word: str
    shown: str
    start: int
    end: int


@cache
def words_of(lang: str) -> TakeBackWords | None:
    """The take-back words of ``lang``, or ``None`` when its package has no ``take_backs.py``."""
    module = language_table(lang, "take_backs")
    if module is None:
        return None
    take_backs = tuple(tuple(p.lower().split()) for p in module.TAKE_BACKS.split(",")
                       if p.strip())
    answers = frozenset(module.ANSWERS.lower().split())
    frames = {w: group for group, words in enumerate(module.FRAMES.lower().split("|"))
              for w in words.split()}
    lex = get_lexicon(lang)
    repair = {w for phrase in (*take_backs, *lex.fillers) for w in phrase}
    repair |= answers | set(lex.reactions)
    phrases = tuple(p for p in (*take_backs, *lex.fillers) if len(p) > 1)
    single = {p[0] for p in (*take_backs, *lex.fillers) if len(p) == 1}
    single |= answers | set(lex.reactions)
    stops = frozenset(module.STOPS.lower().split())
    elided = frames.keys() | stops
    openers = tuple(tuple(w for word in p.lower().split() for w in _cut_elision(word, elided))
                    for p in module.OPENERS.split(",") if p.strip())
    fillers = frozenset(p[0] for p in lex.fillers if len(p) == 1)
    rejects = frozenset(module.REJECTS.lower().split())
    return TakeBackWords(take_backs, answers, frames, stops,
                         frozenset(repair), rejects,
                         phrases, frozenset(single), openers, fillers,
                         frozenset(lex.negations),
                         _cues((*take_backs, *((w,) for w in answers))),
                         _cues((w,) for w in rejects))


def _cues(phrases: Iterable[Phrase]) -> tuple[frozenset[str], ...]:
    """The letter runs of each phrase: all are in a turn's letter runs when the phrase is."""
    return tuple(frozenset(run for w in phrase for run in _LETTERS.findall(w))
                 for phrase in phrases)


def letter_runs(text: str) -> frozenset[str]:
    """The lower-case letter runs of ``text``: what both take-back tests of a turn read."""
    return frozenset(_LETTERS.findall(text.lower()))


def _may_hold(runs: frozenset[str], cues: tuple[frozenset[str], ...]) -> bool:
    """Whether a text of letter runs ``runs`` may hold one of the phrases ``cues`` was made of
    (a cheap test first)."""
    said = derived(_cue_runs, cues)
    if said is not None and said.isdisjoint(runs):
        return False  # no letter run of any phrase: none is in the turn
    return any(cue <= runs for cue in cues)


def _cue_runs(cues: tuple[frozenset[str], ...]) -> frozenset[str] | None:
    """Every letter run of the phrases, or ``None`` when a phrase has none (it is in every
    turn)."""
    return None if not all(cues) else frozenset().union(*cues)


def take_back_words(lang: str) -> frozenset[str]:
    """The one-word take-backs of ``lang`` and its spoken "no" ("perdón", "anzi", "nee")."""
    words = words_of(lang)
    if words is None:
        return frozenset()
    return frozenset(p[0] for p in words.take_backs if len(p) == 1) | words.answers


def _cut_elision(word: str, elided: Set[str]) -> tuple[str, ...]:
    """``word`` with an elided frame or stop cut off as a word of its own ("l'", "c'")."""
    cut = word.find("'") + 1
    if 0 < cut < len(word) and word[:cut] in elided:
        return word[:cut], word[cut:]
    return (word,)


def _tokens(text: str, words: TakeBackWords) -> list[_Token]:
    """Lower-case tokens with their offsets; an elided frame is a token of its own ("l'",
    "all'")."""
    out: list[_Token] = []
    for match in _TOKEN.finditer(text):
        shown = match.group(0).replace("’", "'")
        cut = shown.find("'") + 1
        if 0 < cut < len(shown) and shown[:cut].lower() in words.frames.keys() | words.stops:
            out.append(_Token(shown[:cut].lower(), shown[:cut], match.start(),
                              match.start() + cut))
            out.append(_Token(shown[cut:].lower(), shown[cut:], match.start() + cut,
                              match.end()))
            continue
        out.append(_Token(shown.lower(), shown, match.start(), match.end()))
    return out


def _take_back_span(tokens: Sequence[_Token], words: TakeBackWords) -> tuple[int, int] | None:
    """(first, after last) token of the first run of repair words that takes a value back: a
    take-back phrase, or a spoken "no" after another repair word ("uh no", "ach nee")."""
    i = 1
    while i < len(tokens):
        before = tokens[i - 1].word
        k = _repair_run(tokens, i, words)
        if before in _PUNCT or before in words.repair or k == i:
            i += 1
            continue
        run = [t.word for t in tokens[i:k] if t.word != ","]
        if any(t.word not in _PUNCT for t in tokens[k:]) and (
                find_phrase(run, words.take_backs) is not None
                or any(w in words.answers for w in run[1:])):
            return i, k
        i = k
    return None


def _repair_run(tokens: Sequence[_Token], i: int, words: TakeBackWords) -> int:
    """End of the run of repair words from ``i``: whole phrases ("je veux dire", "hang on"),
    single repair words and commas; a word of a phrase alone ("je crois") ends it."""
    k = i
    while k < len(tokens) and k - i < _MAX_SPAN:
        rest = [t.word for t in tokens[k : k + 4]]
        hit = find_phrase(rest, words.phrases)
        if hit is not None and hit[0] == 0:
            k += len(hit[1])
        elif rest[0] == "," or rest[0] in words.single:
            k += 1
        else:
            break
    return k


def _value_words(fact: Fact, words: TakeBackWords) -> list[list[str]]:
    """The token forms a fact's value may have been said as (display form, then key)."""
    forms = []
    for value in (fact.display_d, fact.d):
        said = [t.word for t in _tokens(value, words) if t.word not in _PUNCT]
        if said and said not in forms:
            forms.append(said)
    return forms


def _frame_run(plain: Sequence[str], group: int, words: TakeBackWords) -> int | None:
    """Start of the last run of frame words in ``plain`` that opens with a word of ``group``."""
    for i in range(len(plain) - 1, -1, -1):
        if words.frames.get(plain[i]) == group and (i == 0 or plain[i - 1] not in words.frames):
            return i
    return None


def _frame_before(said: Sequence[_Token], at: int, words: TakeBackWords) -> int | None:
    """The frame group of the words before the value at ``at``, the first of them counting
    ("bei der Post": "bei"), or ``None`` when the value was said alone."""
    plain = [t.word for t in said if t.word not in _PUNCT]
    group = None
    while at > 0 and plain[at - 1] in words.frames:
        group = words.frames[plain[at - 1]]
        at -= 1
    return group


def _restated(rest: Sequence[_Token], limit: int, words: TakeBackWords
              ) -> tuple[int | None, int] | None:
    """(frame group or ``None``, end) of the value meant at the start of ``rest``: after a
    frame ("at Aldi now", "un megane"), or alone, short, and closing its clause ("perdón, 7";
    "lehrer, eigentlich erzieher")."""
    j = 0
    while j < len(rest) and rest[j].word in words.frames:
        j += 1
    group = words.frames[rest[0].word] if j else None
    start = j
    limit = _MAX_FRAMED if j else limit
    while j < len(rest) and j - start < limit and not (
            rest[j].word in _PUNCT or rest[j].word in words.stops
            or rest[j].word in words.repair):
        j += 1
    if j == start:
        return None
    k = j
    while group is None and k < len(rest) and rest[k].word in words.repair:
        k += 1  # "no, 10 actually": a repair word said after the value meant
    if group is None and k < len(rest) and rest[k].word not in _PUNCT and (
            rest[k].word not in words.stops):
        return None
    return group, j


def _opener_length(rest: Sequence[_Token], words: TakeBackWords) -> int:
    """Tokens of an opener that starts ``rest`` ("it's tigger", "c'est Minou"), or 0."""
    said = [t.word for t in rest[:3]]
    hit = find_phrase(said, words.openers)
    return len(hit[1]) if hit is not None and hit[0] == 0 else 0


def _substituted(text: str, said: Sequence[_Token], rest: Sequence[_Token], group: int | None,
                 end: int, words: TakeBackWords) -> str | None:
    """The part before the take-back with the value meant in place of the slipped one: "i work
    at Tesco" + "at Aldi now" -> "i work at Aldi"; "mi hija tiene 6 años" + "7" -> "mi hija
    tiene 7 años"."""
    plain = [t for t in said if t.word not in _PUNCT]
    meant = text[rest[0].start : rest[end - 1].end]
    if group is not None:
        at = _frame_run([t.word for t in plain], group, words)
        return None if at is None else f"{text[: plain[at].start]}{meant}"
    if meant.isdigit():
        tail = [i for i in range(max(0, len(plain) - 1 - _MAX_TRAILING), len(plain))
                if plain[i].word.isdigit()]
        if not tail:
            return None
        at = tail[-1]
        return f"{text[: plain[at].start]}{meant}{text[plain[at].end : plain[-1].end]}"
    if len(plain) <= end or any(t.word.isdigit() for t in plain[-end:]):
        return None
    return f"{text[: plain[-end].start]}{meant}"


def _said_as_is(before: tuple[Fact, ...], said: Sequence[_Token], meant: Sequence[_Token],
                lang: str, words: TakeBackWords) -> tuple[Fact, Fact] | None:
    """(slipped, meant) when the slipped fact's value ends the part before the take-back as
    said, and the value meant is taken as said ("infirmier ... aide-soignant"): for a value the
    extractors do not read in the sentence the substitution makes."""
    plain = [t.word for t in said if t.word not in _PUNCT]
    value = " ".join(t.shown for t in meant if t.word not in words.frames)
    trailing = range(_MAX_TRAILING + 1 if value.isdigit() else 1)  # "11 ans euh non 13"
    for slipped in reversed(before):
        if slipped.negated:
            continue
        if any(plain[len(plain) - len(form) - t : len(plain) - t] == form
               for form in _value_words(slipped, words) for t in trailing):
            fact = make_fact(slipped.display_s or slipped.s, slipped.r, value, lang,
                             hedged=slipped.hedged)
            return None if fact is None or fact.key == slipped.key else (slipped, fact)
    return None


def _swap(before: tuple[Fact, ...], after: tuple[Fact, ...]) -> tuple[Fact, Fact] | None:
    """(slipped, meant): a stated fact of ``before`` whose subject and relation ``after``
    states with another value, the slipped one no longer said."""
    said = {f.key for f in after}
    for slipped in reversed(before):
        if slipped.negated or slipped.key in said:
            continue
        for meant in after:
            if not meant.negated and (meant.s, meant.r) == (slipped.s, slipped.r) and (
                    meant.d != slipped.d):
                return slipped, meant
    return None


def take_back(text: str, lang: str, read: Callable[[str], tuple[Fact, ...]], *,
              runs: frozenset[str] | None = None) -> tuple[Fact, ...] | None:
    """The turn's facts when it takes a value back and says the one meant, else ``None``.

    Args:
        text: the turn as parsed.
        lang: its language.
        read: reads the facts of a text on its own (a part of the turn, or the part before
            the take-back with the value meant put in).
        runs: the turn's :func:`letter_runs`, when already read.

    Returns:
        The facts of the part before the take-back with the slipped one negated, the value
        meant, and the other facts of the part after it.
    """
    words = words_of(lang)
    if words is None:
        return None
    taken = _take_back(text, lang, read, words, letter_runs(text) if runs is None else runs)
    return None if taken is None else taken[0]


def _take_back(text: str, lang: str, read: Callable[[str], tuple[Fact, ...]],
               words: TakeBackWords, runs: frozenset[str]
               ) -> tuple[tuple[Fact, ...], Fact] | None:
    """(the turn's facts, the slipped fact) of :func:`take_back`."""
    if not _may_hold(runs, words.take_back_cues):
        return None
    tokens = _tokens(text, words)
    span = _take_back_span(tokens, words)
    if span is None:
        return None
    said, rest = tokens[: span[0]], tokens[span[1] :]
    again = _take_back_span(rest, words)
    if again is not None and any(t.word not in _PUNCT for t in rest[again[1] :]):
        return _repaired_twice(text, rest, again, lang, read, words)
    before = read(text[: said[-1].end])
    if not any(not f.negated for f in before):
        return None
    after = read(text[rest[0].start :])
    swap = _swap(before, after)
    others = after
    if swap is None:
        rest = rest[_opener_length(rest, words) :]
        if not rest:
            return None
        slipped_words = min(_MAX_BARE, max(len(_tokens(f.display_d, words)) for f in before))
        restated = _restated(rest, slipped_words, words)
        if restated is None:
            return None
        substituted = _substituted(text, said, rest, *restated, words)
        if substituted is None:
            return None
        swap = _swap(before, read(substituted)) or _said_as_is(
            before, said, rest[: restated[1]], lang, words)
        tail = rest[restated[1] :]
        others = read(text[tail[0].start :]) if len([t for t in tail if t.word not in _PUNCT]
                                                   ) >= _MIN_CLAUSE else ()
    if swap is None:
        return None
    slipped, meant = swap
    kept = [f for f in before if f is not slipped]
    kept += [dataclasses.replace(slipped, negated=True), meant]
    kept += [f for f in others if (f.s, f.r) != (slipped.s, slipped.r)]
    log.debug("take_back.repaired", relation=slipped.r, slipped=slipped.d, meant=meant.d)
    out: dict[tuple[tuple[str, str, str], bool], Fact] = {}
    for fact in kept:
        out.setdefault((fact.key, fact.negated), fact)
    return tuple(out.values()), slipped


def _repaired_twice(text: str, rest: Sequence[_Token], again: tuple[int, int], lang: str,
                    read: Callable[[str], tuple[Fact, ...]], words: TakeBackWords
                    ) -> tuple[tuple[Fact, ...], Fact] | None:
    """A repair of the repair ("11 ans euh non 12 euh non 13"): the turn read without the
    middle value and its take-back, and the middle value denied as well."""
    middle = [t for t in rest[: again[0]] if t.word not in _PUNCT]
    after = rest[again[1] :]
    if not middle or not after:
        return None
    shorter = f"{text[: rest[0].start]}{text[after[0].start :]}"
    repaired = _take_back(shorter, lang, read, words, letter_runs(shorter))
    if repaired is None:
        return None
    taken, slipped = repaired
    value = " ".join(t.shown for t in middle[_opener_length(middle, words) :]
                     if t.word not in words.frames)
    denied = make_fact(slipped.display_s or slipped.s, slipped.r, value, lang, negated=True,
                       hedged=slipped.hedged)
    if denied is None or any(f.key == denied.key for f in taken):
        return repaired
    return (*taken, denied), slipped


def rejected_values(facts: tuple[Fact, ...], text: str, lang: str,
                    read: Callable[[str], tuple[Fact, ...]] | None = None, *,
                    runs: frozenset[str] | None = None) -> tuple[Fact, ...]:
    """``facts`` with each value a bare negation rejects after a stated one denied ("vivo en
    Valencia, no en Alicante", "i work at lidl not aldi"), and the stated one standing even
    where the parser hung the negation on it ("i live in Fresno not Modesto").

    The rejected value follows a frame of the stated value's group, or is said alone after a
    framed value; after a number, it is a number. A rejected number ("mein Sohn ist 4, äh
    nicht 5") is no fact of its own. A negation before the stated value ("er ist nicht 4,
    nicht 5") states neither. When the turn gave no fact at all, the part before the negation
    is read on its own with ``read``; ``runs`` are the turn's :func:`letter_runs`, when
    already read.
    """
    words = words_of(lang)
    if words is None or not words.rejects or not _may_hold(
            letter_runs(text) if runs is None else runs, words.reject_cues):
        return facts
    tokens = [t for t in _tokens(text, words) if t.word not in _PUNCT]
    out = list(facts)
    for j in (j for j, t in enumerate(tokens) if t.word in words.rejects and j > 0):
        end = j
        while end > 1 and tokens[end - 1].word in words.fillers:
            end -= 1
        if any(t.word in words.negations for t in tokens[:end]):
            continue
        number = tokens[end - 1].word.isdigit()
        other = _restated(tokens[j + 1 :], 1 if number else _MAX_BARE, words)
        if other is None:
            continue
        rejected = tokens[j + 1 : j + 1 + other[1]]
        if number != rejected[0].word.isdigit() or number and any(
                t.word.isdigit() for t in tokens[j + 1 + other[1] :]):
            continue  # "4 äh nicht 5 sondern 6" means the last
        said = [t.word for t in rejected if t.word not in words.frames]
        out, joined = _split_joined(out, tokens, end, said, lang, words)
        at = _stated_before(out, tokens, end, other[0], number, words)
        reread = at is None and not out and read is not None
        if reread:
            out = list(read(text[: tokens[end - 1].end]))  # "i live in fresno not modesto"
            at = _stated_before(out, tokens, end, other[0], number, words)
        if at is None:
            continue
        stated = out[at]
        same = [i for i, f in enumerate(out) if (f.s, f.r) == (stated.s, stated.r)
                and said in _value_words(f, words)]
        stated = dataclasses.replace(stated, negated=False)
        out[at] = stated  # the negation comes after the value stated: it is not denied
        if other[0] is None and not number and not same and not joined and not (
                reread and _read_as_value(
                    stated, tokens, end, rejected, text, read, words)):
            continue  # "a Genova, non ricordo": a verb after the negation, no value
        for i in same:
            out[i] = dataclasses.replace(out[i], negated=True)
        if same or number:
            continue
        shown = " ".join(t.shown for t in rejected if t.word not in words.frames)
        denied = make_fact(stated.display_s or stated.s, stated.r, shown, lang, negated=True,
                           hedged=stated.hedged)
        if denied is not None and all(f.key != denied.key for f in out):
            out.append(denied)
    return tuple(out)


def _split_joined(facts: list[Fact], tokens: Sequence[_Token], end: int, said: list[str],
                  lang: str, words: TakeBackWords) -> tuple[list[Fact], bool]:
    """``facts`` with a value the parser joined across the negation ("works at argos not
    boots" read as "argos boots") cut to the stated value, and whether one was."""
    plain = [t.word for t in tokens[:end]]
    for i, fact in enumerate(facts):
        for form in _value_words(fact, words):
            n = len(form) - len(said)
            if n < 1 or form[n:] != said or plain[len(plain) - n :] != form[:n]:
                continue
            shown = " ".join(t.shown for t in tokens[end - n : end])
            stated = make_fact(fact.display_s or fact.s, fact.r, shown, lang, hedged=fact.hedged)
            if stated is None:
                return facts, False
            return [*facts[:i], stated, *facts[i + 1 :]], True
    return facts, False


def _read_as_value(stated: Fact, tokens: Sequence[_Token], end: int,
                   rejected: Sequence[_Token], text: str,
                   read: Callable[[str], tuple[Fact, ...]] | None, words: TakeBackWords
                   ) -> bool:
    """Whether the value said alone after a negation reads as a value of ``stated``'s
    relation when put in the stated value's place ("i live in modesto")."""
    if read is None:
        return False
    plain = [t.word for t in tokens[:end]]
    form = next(f for f in _value_words(stated, words) if plain[len(plain) - len(f) :] == f)
    start = tokens[end - len(form)].start
    meant = text[rejected[0].start : rejected[-1].end]
    return any((f.s, f.r) == (stated.s, stated.r) and not f.negated
               for f in read(f"{text[:start]}{meant}"))


def _stated_before(facts: Sequence[Fact], tokens: Sequence[_Token], end: int,
                   group: int | None, number: bool, words: TakeBackWords) -> int | None:
    """Index of the fact whose value ends ``tokens`` at ``end``, said after a frame of
    ``group`` (or any frame when the rejected value is said alone; none between numbers)."""
    plain = [t.word for t in tokens[:end]]
    for i, fact in enumerate(facts):
        for form in _value_words(fact, words):
            if plain[len(plain) - len(form) :] != form:
                continue
            before = _frame_before(tokens[:end], end - len(form), words)
            if number or (before is not None and group in (None, before)):
                return i
    return None
