"""Episodes and recall queries from the turn's one parse (no second pass over the text).

A statement clause (present-tense ones only when they gave no fact: "I live in Lyon" stays a
fact) becomes an episode when it is about the user or their people (a first-person
word, a kin/pet noun, or a first-person verb in a pro-drop language) and carries at least two
content lemmas that are not opinion or reaction words (one is enough with a date): "I baked a
lemon cake for the party on Sunday" is an episode, "haha that's so cool" and "I think so" are
not. The rendering is the clause's own words, cleaned of leading fillers and cut to
:data:`MAX_WORDS` words. The date comes from :func:`~hotmem.episodes.dates.resolve_date` with
the clause's tense as hint; a clause with a plan word or a future date stays a plan.

A question clause about the user's past ("what did I bake?", "do you remember when I moved?")
gives an :class:`EpisodeQuery`. Every word list comes from the language's package
(``episodes.py`` and ``words.py``); for the surface path (no parser) the tokens' lookup lemmas
are used and the tense is unknown.
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime as dt
import re
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from spacy.symbols import ADJ, AUX, CCONJ, INTJ, NOUN, NUM, PROPN, SCONJ, VERB
from spacy.tokens import Doc, Span, Token

from hotmem.episodes.asking import unmarked_questions
from hotmem.episodes.compounds import pieces
from hotmem.episodes.dates import (
    DateSpan,
    TimeWords,
    date_words,
    find_dates,
    first_date,
    may_hold_date,
    resolve_date,
)
from hotmem.episodes.index import QuestionType
from hotmem.episodes.record import Episode, episode_id
from hotmem.episodes.stems import stems
from hotmem.lang import get_language
from hotmem.morph import morph_get

if TYPE_CHECKING:  # the extraction package calls this module: no import back at run time
    from hotmem.extract.common import Clause, Segmented

__all__ = [
    "CONTEXT_JOIN",
    "CONTEXT_WORDS",
    "MAX_WORDS",
    "EpisodeQuery",
    "TurnEpisodes",
    "asked_lemmas",
    "read_turn",
]

MAX_WORDS = 20
# The sentences after an episode's clause often say how it went or what it was ("I got a
# puppy last week. Her name is Nala."): kept beside the episode, as its context.
CONTEXT_WORDS = 18
# The opening of the user's next turn kept with the telling it goes on about, at most this
# many words ("It was Matt ...", "Three times a week").
REPLY_WORDS = 14
# A clause not worded about the user (no first person, kin or pet) is an episode when it
# carries this many content words ("the storm flooded half the street"): the user told it.
_THIRD_PARTY = 3
_FRAGMENT_WORDS = 4  # at most this many words without a verb are the next clause's subject
# A run-on clause longer than MAX_WORDS is cut into pieces of at least this many words, after a
# comma or before a conjunction, rather than losing its end.
_MIN_PIECE = 6
CONTEXT_JOIN = " … "  # between the context's sentences
# A present-tense clause that gave a fact and has at most this many other content words is
# the fact ("my sister Anna lives in Boston"); more ("... like Bach, Mozart and jazz") is more.
_BEYOND_FACT = 1
# A recall question with at most this many content words of its own that opens with "and"
# ("and when did she win it?") asks about what the previous question asked.
_FOLLOW_UP_WORDS = 2
# Clause kinds (hotmem.extract.common.ClauseKind values) that tell something, and a question.
_TOLD = ("statement", "hypothetical")
_HYPOTHETICAL = "hypothetical"
_QUESTION = "question"


@dataclass(frozen=True, slots=True)
class EpisodeQuery:
    """A recall question over the user's episodes.

    Attributes:
        lemmas: Content lemmas of the question.
        keys: Entity and people keys it names.
        qtype: What it asks for.
        during: The question's own time ("what did I do last weekend?").
        anchors: For a question not worded in the first person, the names it asks about
            ("Rufus"): only episodes naming one of them answer it.
        stems: Stems of ``lemmas``, in order.
        pieces: Per lemma, its compound heads and tails (hotmem/episodes/compounds.py).
        about_others: Not about the user's past ("where does Inés work now?"): answered only
            when an anchor is one of the user's people or pets (a kin or pet fact's name).
        past: Asked in the past tense ("when did we leave for Oaxaca?"): what happened
            answers it before what was planned.
        marks: Words of the question that say which telling it means, outside its own date
            ("currently", "recently", "first"): an episode saying them ranks a little higher.
    """

    lemmas: tuple[str, ...]
    keys: tuple[str, ...]
    qtype: QuestionType
    during: tuple[dt.date, dt.date] | None = None
    anchors: tuple[str, ...] = ()
    stems: tuple[str, ...] = ()
    pieces: tuple[tuple[str, ...], ...] = ()
    about_others: bool = False
    past: bool = False
    marks: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnEpisodes:
    """What the turn adds to episodic memory and what it asks of it."""

    episodes: tuple[Episode, ...] = ()
    query: EpisodeQuery | None = None
    # When the turn answers the other party's question, its first told words ("It was Matt
    # ...", "They were awestruck") and their lemmas with those of the question: how the
    # user's previous telling went on (see hotmem/episodes/memory.py, ``with_reply``).
    opening: str = ""
    opening_lemmas: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class _Words:
    first_person: frozenset[str]
    fillers: frozenset[str]
    not_event: frozenset[str]
    plan: frozenset[str]
    recall: frozenset[str]
    frame: frozenset[str]
    count: frozenset[str]
    question: frozenset[str]
    wh_of: dict[str, str]  # question word -> what it asks ("when" -> when)
    kinship: dict[str, str]
    pro_drop: bool
    past_markers: frozenset[str]
    perfect_auxiliaries: frozenset[str]
    participle: re.Pattern[str] | None
    determiners: frozenset[str]
    past_form: re.Pattern[str] | None
    present_form: re.Pattern[str] | None
    first_person_forms: frozenset[str]
    first_person_endings: tuple[str, ...]
    first_person_morph: re.Pattern[str] | None
    ambiguous_forms: frozenset[str]
    participle_endings: tuple[str, ...]
    we: frozenset[str]
    follow_up: frozenset[str]
    ahead: frozenset[str]
    place_prepositions: frozenset[str]
    marks: frozenset[str]
    arrangements: frozenset[str]
    time_questions: frozenset[str]  # "what"/"quel"/"che" before a unit ("what day"): when
    units: frozenset[str]


def _split(text: str) -> frozenset[str]:
    return frozenset(text.split())


@cache
def _words(lang: str) -> _Words:
    language = get_language(lang)
    ep, words = language.episodes, language.words
    wh_of = {
        w: kind for kind, value in getattr(words, "QUESTION_WORDS", {}).items()
        for w in value.split()
    }
    return _Words(
        first_person=_split(words.FIRST_PERSON) - _split(getattr(ep, "NOT_FIRST_PERSON", "")),
        fillers=_split(ep.LEADING_FILLERS) | _split(words.INTERJECTIONS),
        not_event=_split(ep.NOT_EVENT_LEMMAS) | _split(words.INTERJECTIONS),
        plan=_split(ep.PLAN_LEMMAS),
        recall=_split(ep.RECALL_LEMMAS),
        frame=_split(ep.QUESTION_FRAME_LEMMAS),
        count=_split(ep.COUNT_WORDS),
        question=frozenset(wh_of),
        wh_of=wh_of,
        kinship=dict(language.lexicon.kinship),
        pro_drop=language.spec.pro_drop,
        past_markers=_split(getattr(ep, "PAST_MARKERS", "")),
        perfect_auxiliaries=_split(getattr(ep, "PERFECT_AUXILIARIES", "")),
        participle=re.compile(ep.PARTICIPLE) if getattr(ep, "PARTICIPLE", "") else None,
        determiners=_split(language.words.DETERMINERS),
        past_form=re.compile(ep.PAST_FORM) if getattr(ep, "PAST_FORM", "") else None,
        present_form=(re.compile(ep.PRESENT_FORM) if getattr(ep, "PRESENT_FORM", "")
                      else None),
        first_person_forms=_split(getattr(ep, "FIRST_PERSON_FORMS", "")),
        first_person_endings=tuple(getattr(ep, "FIRST_PERSON_VERB_ENDINGS", "").split()),
        first_person_morph=(re.compile(ep.FIRST_PERSON_MORPH_FORM)
                            if getattr(ep, "FIRST_PERSON_MORPH_FORM", "") else None),
        ambiguous_forms=_split(getattr(ep, "FIRST_PERSON_BEFORE_PARTICIPLE", "")),
        participle_endings=tuple(getattr(ep, "PARTICIPLE_ENDINGS", "").split()),
        we=_split(getattr(ep, "WE_WORDS", "")),
        follow_up=_split(getattr(ep, "FOLLOW_UP_OPENERS", "")),
        ahead=frozenset(w.lower() for w in ep.TIME_WORDS.ahead),
        place_prepositions=_split(getattr(ep, "PLACE_PREPOSITIONS", "")),
        marks=_split(getattr(ep, "TELLING_MARKS", "")),
        arrangements=_split(getattr(ep, "ARRANGEMENT_WORDS", "")),
        time_questions=_split(getattr(ep, "TIME_QUESTION_WORDS", "")),
        units=frozenset(w.lower() for w in ep.TIME_WORDS.units),
    )


def _lemma(token: Token) -> str:
    return (token.lemma_ or token.text).lower()


# Parts of speech as ``Token.pos`` ids, read in hot loops: cheaper than the ``pos_`` names
# (0 is no tag, ``pos_`` "").
_CONTENT_POS = frozenset({NOUN, PROPN, VERB, ADJ, NUM})
_VERB_POS = (VERB, AUX)


def _is_content(token: Token, w: _Words) -> bool:
    """A word that says what happened (no function word, adverb, filler or opinion word)."""
    low = token.lower_
    return (
        (not (pos := token.pos) or pos in _CONTENT_POS) and token.is_alpha
        and (not token.is_stop or pos == VERB) and len(low) > 1
        and low not in w.first_person and _lemma(token) not in w.not_event
        and low not in w.question
    )


def _first_person_verb(span: Span, w: _Words) -> bool:
    """A pro-drop clause's verb in the first person ("horneé", "ho corso"), by its form, its
    morphology or an ending only the first person has (the small models mis-tag "adopté")."""
    return w.pro_drop and any(
        (t.lower_ in w.first_person_forms and (
            t.lower_ not in w.ambiguous_forms or _before_participle(t, w)))
        or ("1" in morph_get(t, "Person") and (  # not a noun tagged as a verb ("salsa")
            w.first_person_morph is None or w.first_person_morph.fullmatch(t.lower_)))
        or (t.pos in _VERB_POS and t.lower_.endswith(w.first_person_endings))
        for t in _tokens(span)
    )


def _first_person(span: Span, w: _Words) -> bool:
    """A first-person word ("I", "my", French "on a ..." for "we did") or verb form."""
    if _first_person_verb(span, w) or any(t.lower_ in w.first_person for t in _tokens(span)):
        return True
    # "on a gagné le quiz" is us; "comment on fait une bûche ?" is anyone: past tense only.
    return any(t.lower_ in w.we for t in _tokens(span)) and _tense_hint(span, w) is True


def _ongoing(token: Token) -> bool:
    """A gerund or present participle: what is going on ("still working on ...")."""
    forms = set(morph_get(token, "VerbForm"))
    return "Ger" in forms or ("Part" in forms and "Pres" in morph_get(token, "Tense"))


def _doing_now(span: Span, w: _Words) -> bool:
    """A clause whose main verb is an ongoing activity ("I'm reading a novel and hoping it
    helps"): a plan word further on does not make what is going on a plan."""
    root = span.root
    return root.pos_ == "VERB" and _ongoing(root) and not _plan_word(root, w)


def _subjectless_diary(span: Span) -> bool:
    """A diary-style clause whose past or ongoing verb has no subject ("bought a Skoda last
    Thursday", "war gestern beim Zahnarzt", "still working on my thesis"): the speaker is the
    one who did it or is doing it."""
    root = span.root
    return (
        _annotated(span.doc, "DEP") and root.pos_ in ("VERB", "AUX")
        and (("Past" in morph_get(root, "Tense")
              and {"Fin", "Part"} & set(morph_get(root, "VerbForm")))  # "Fixed the tap": VBN
             # A gerund heading its own sentence, not one inside a clause ("... falling off").
             or (root.pos_ == "VERB" and root.dep_ == "ROOT" and _ongoing(root)))
        and not any(t.dep_.startswith(("nsubj", "expl", "csubj", "aux")) for t in _tokens(span))
        and root.i == span.start + next(
            (i for i, t in enumerate(_tokens(span)) if not (t.is_punct or t.pos_ in ("INTJ", "CCONJ",
                                                                           "ADV"))), 0)
    )


def _before_participle(token: Token, w: _Words) -> bool:
    """Italian "sono andata" is "I went"; "quali sono i piatti" is "they are"."""
    following = token.nbor() if token.i + 1 < len(token.doc) else None
    return following is not None and following.lower_.endswith(w.participle_endings)


def _about_user(span: Span, w: _Words) -> bool:
    if _first_person(span, w) or _subjectless_diary(span):
        return True
    for token in _tokens(span):
        low = token.lower_
        if low in w.kinship or _lemma(token) in w.kinship:
            return True
    # Without a parser a pro-drop clause gives no person; its content words decide.
    return w.pro_drop and not _annotated(span.doc, "MORPH")


def _has_subject(span: Span) -> bool:
    """A clause with a subject of its own and no imperative (advice is not an event)."""
    if not _annotated(span.doc, "DEP"):
        return True
    tokens = _tokens(span)
    if any("Imp" in morph_get(t, "Mood") for t in tokens):
        return False
    return any(t.dep_.startswith(("nsubj", "expl")) for t in tokens)


def _plan_word(token: Token, w: _Words) -> bool:
    """A plan word in a form that still plans: "voy a", not "fui a" (the same lemma "ir"),
    "je vais", not "je suis allé", "werde", not "wurde operiert"."""
    return _plan_lemma(token.lower_, _lemma(token), w) and _planning_form(token)


def _plan_lemma(low: str, lemma: str, w: _Words) -> bool:
    """A plan word by its lower-case form or lemma, not a past form ("fui", "wurde")."""
    return (lemma in w.plan or low in w.plan) and low not in w.past_markers


def _planning_form(token: Token) -> bool:
    """A plan word's form that still plans: no past tense, imperfect or participle."""
    return not ({"Past", "Imp"} & set(morph_get(token, "Tense"))
                or "Part" in morph_get(token, "VerbForm"))


def _after_determiner(token: Token, w: _Words) -> bool:
    """A noun shaped like a participle ("una visita", "einen Bericht") follows its article."""
    return token.i > 0 and token.doc[token.i - 1].lower_ in w.determiners


def _finite_plan(token: Token) -> bool:
    """A plan word that carries the clause's time ("je vais", "I will"), not a noun, an
    adjective or an infinitive inside a past clause ("j'ai passé un entretien pour un poste de
    chef de projet", "ho comprato una bici per andare al lavoro")."""
    return token.pos in (VERB, AUX, 0) and "Inf" not in morph_get(token, "VerbForm")


def _before_infinitive(token: Token, span: Span) -> bool:
    """A plan word that governs a verb ("I'm going to move", "je vais voir", "voy a
    correr"), not "il va bien" beside a past verb: in a clause that also tells the past,
    only such a plan word makes it a plan."""
    return any("Inf" in morph_get(t, "VerbForm") for t in _tokens(span)[token.i + 1 - span.start:])


def _tenses(token: Token, w: _Words) -> list[str]:
    """The token's tenses, a finite form only the present has read as present whatever the
    tagger said (Spanish "empiezo el 1 de septiembre" is tagged as a preterite)."""
    tenses = morph_get(token, "Tense")
    if (w.present_form is not None and "Past" in tenses and "Fin" in morph_get(token, "VerbForm")
            and w.present_form.fullmatch(f"{token.lower_} {_lemma(token)}")):
        return ["Pres"]
    return tenses


def _tense_hint(span: Span, w: _Words) -> bool | None:
    """Whether the clause tells the past (True), the present or a plan (False), or cannot
    say (None). Read once per span of a turn: several steps ask it of the same clause."""
    return _remembered(("tense", id(span.doc), span.start, span.end),
                       lambda: _read_tense(span, w))


# What reading one turn asks again and again of the same spans of its doc (tense, date,
# sentence starts), kept for that turn only (in this thread's context) and dropped with it:
# no parse outlives its turn, and concurrent callers share nothing.
_TURN_MEMO: ContextVar[dict[tuple[object, ...], Any] | None] = ContextVar(
    "hotmem_episode_turn_memo", default=None)
_T = TypeVar("_T")


def _remembered(key: tuple[object, ...], read: Callable[[], _T]) -> _T:
    """``read()``, once per ``key`` while a turn is read (every time outside one)."""
    memo = _TURN_MEMO.get()
    if memo is None:
        return read()
    try:
        return memo[key]
    except KeyError:
        value = memo[key] = read()
        return value


def _doc_tokens(doc: Doc) -> list[Token]:
    """The doc's tokens, made once per turn: iterating or indexing a Span makes a new Token
    object per word every time, and the steps of a reading walk the same spans again and again."""
    return _remembered(("tokens", id(doc)), lambda: list(doc))


def _doc_said(doc: Doc) -> list[tuple[str, str]]:
    """Each token's lower-case form and lemma (:func:`_lemma`), read once per turn: the recall
    words and the tense marks look at every word of the doc."""
    return _remembered(("said", id(doc)),
                       lambda: [(t.lower_, _lemma(t)) for t in _doc_tokens(doc)])


def _tokens(span: Span) -> list[Token]:
    """The span's tokens (see :func:`_doc_tokens`)."""
    return _doc_tokens(span.doc)[span.start:span.end]


def _annotated(doc: Doc, attr: str) -> bool:
    """``doc.has_annotation(attr)``, once per turn (it scans the doc; the steps ask it often)."""
    return _remembered(("annotated", id(doc), attr), lambda: doc.has_annotation(attr))


def _may_hold_date(span: Span, words: TimeWords) -> bool:
    """:func:`~hotmem.episodes.dates.may_hold_date` of the span's words, out of one reading of
    each word of the doc per turn (a span without such a word holds no date)."""
    doc = span.doc
    flags = _remembered(("date words", id(doc), id(words)), lambda: date_words(
        [t.text for t in _doc_tokens(doc)], words))
    return any(flags[span.start:span.end])


def _text(span: Span) -> str:
    """``span.text`` out of the turn's tokens (:func:`_doc_tokens`)."""
    tokens = _tokens(span)
    text = "".join([t.text_with_ws for t in tokens])
    return text[:-1] if tokens and tokens[-1].whitespace_ else text


@dataclass(frozen=True, slots=True)
class _TenseMarks:
    """Per token of a doc, what :func:`_read_tense` reads of it: a token lies in several
    spans of one reading, so each is read once per turn (see :func:`_tense_marks`)."""

    tenses: list[tuple[str, ...]]  # its tenses; none for a progressive participle
    plan: list[bool]  # a plan word (:func:`_plan_word`)
    past_form: list[bool]  # a verb in a form only the past has


def _tense_marks(doc: Doc, w: _Words) -> _TenseMarks:
    def read() -> _TenseMarks:
        tokens = _doc_tokens(doc)
        said = _doc_said(doc)
        past_form = w.past_form
        analyses = doc.to_array("MORPH").tolist()  # one call for every token's analysis
        read = [_analysis(t, key) for t, key in zip(tokens, analyses, strict=True)]
        # A progressive participle has a progressive auxiliary: without one in the doc,
        # no token is one.
        progressive = any(aspect for _, aspect in read)
        return _TenseMarks(
            tenses=[_token_tenses(t, tenses, w, progressive)
                    for t, (tenses, _) in zip(tokens, read, strict=True)],
            plan=[_plan_lemma(low, lemma, w) and _planning_form(t)
                  for t, (low, lemma) in zip(tokens, said, strict=True)],
            past_form=[
                past_form is not None and t.pos in _VERB_POS
                and past_form.fullmatch(f"{low} {lemma}") is not None
                for t, (low, lemma) in zip(tokens, said, strict=True)
            ],
        )
    return _remembered(("tense marks", id(doc), id(w)), read)


# Morphological analysis (its hash) -> its Tense values and whether its Aspect is
# progressive: a few hundred analyses in all; cleared if it ever grows past the bound.
_ANALYSES: dict[int, tuple[tuple[str, ...], bool]] = {}
_MAX_ANALYSES = 1 << 14


def _analysis(token: Token, analysis: int) -> tuple[tuple[str, ...], bool]:
    """The token's Tense values and whether its Aspect has "Prog", looked up by the hash of
    its analysis (``analysis``)."""
    found = _ANALYSES.get(analysis)
    if found is None:
        if len(_ANALYSES) >= _MAX_ANALYSES:
            _ANALYSES.clear()
        found = _ANALYSES[analysis] = (tuple(morph_get(token, "Tense")),
                                       "Prog" in morph_get(token, "Aspect"))
    return found


def _token_tenses(
    token: Token, tenses: tuple[str, ...], w: _Words, progressive: bool
) -> tuple[str, ...]:
    """The tenses :func:`_read_tense` counts of a token whose morphology says ``tenses``:
    none for a progressive participle (only when the doc has a ``progressive`` word), else
    :func:`_tenses`; both read only a past one otherwise."""
    if "Past" not in tenses:
        return tenses
    if progressive and _progressive_participle(token):
        return ()
    return tuple(_tenses(token, w))


def _read_tense(span: Span, w: _Words) -> bool | None:
    tokens = _tokens(span)
    marks = _tense_marks(span.doc, w)
    start, end = span.start, span.end
    tenses = {tense for read in marks.tenses[start:end] for tense in read}
    plans = [t for t, plan in zip(tokens, marks.plan[start:end], strict=True) if plan]
    if plans and ("Past" not in tenses or any(
            _finite_plan(t) and _before_infinitive(t, span) for t in plans)):
        return False
    if "Fut" in tenses:
        return False
    if "Past" in tenses or "Imp" in tenses:
        return True
    if any(marks.past_form[start:end]):
        return True  # a form only the past has, which the tagger read as a present
    if "Pres" in tenses:
        return False
    # Without morphology (surface path), a past form says it ("war", "hatte"), or a perfect
    # auxiliary with a participle ("hat ... gewonnen"; "hat" alone is a present).
    if any(t.lower_ in w.past_markers for t in tokens):
        return True
    participle = w.participle
    if participle is not None and any(t.lower_ in w.perfect_auxiliaries for t in tokens) and any(
        participle.fullmatch(t.lower_) and not _after_determiner(t, w) for t in tokens
    ):
        return True
    # Speech tells the past in those forms, so a clause without one is in the present
    # ("venerdì partiamo per la Puglia" is a plan).
    return False if w.past_markers else None


def _rendering(span: Span, w: _Words, limit: int = MAX_WORDS) -> str:
    tokens = _tokens(span)
    while tokens and (tokens[0].is_punct or tokens[0].lower_ in w.fillers or tokens[0].is_space):
        tokens.pop(0)
    while tokens and (tokens[-1].is_punct or tokens[-1].is_space or tokens[-1].pos == CCONJ
                      or tokens[-1].lower_ in w.fillers):
        tokens.pop()  # "my sister drove up and", "I sold my van, so": they open the next one
    words: list[str] = []
    count = 0
    for token in tokens:
        if not token.is_punct:
            count += 1
        if count > limit:
            break
        words.append(token.text + token.whitespace_)
    return "".join(words).strip()


def _date(
    span: Span, lang: str, w: _Words, now: dt.datetime, past: bool | None = None
) -> DateSpan | None:
    """The clause's date, read in the tense of the verb its time phrase hangs on when the
    parse shows one: "jo and dev set the date, it's going to be September 12th" is ahead,
    "fue a la ecografía el miércoles y la van a llamar Alba" is behind."""
    words = get_language(lang).episodes.TIME_WORDS
    if not _may_hold_date(span, words):
        return None  # no time word: no need to read the clause's tense
    tokens = [t.text for t in _tokens(span)]
    if past is None:
        past = _tense_hint(span, w)
    return _remembered(("date", id(span.doc), span.start, span.end, now, past),
                       lambda: _read_date(span, tokens, words, w, now, past))


def _read_date(
    span: Span, tokens: list[str], words: TimeWords, w: _Words, now: dt.datetime,
    past: bool | None,
) -> DateSpan | None:
    found = resolve_date(tokens, words, now, tense_past=past)
    if found is not None and past and any(
            t.lower_ in w.arrangements or _lemma(t) in w.arrangements for t in _tokens(span)):
        # "I got tickets for the show in June", "reservé la casa rural en agosto": the
        # arranging is past, the time said is the one arranged, still ahead
        return resolve_date(tokens, words, now, tense_past=False) or found
    if found is None or not _annotated(span.doc, "DEP"):
        return found
    local = _local_tense(span, found, w)
    if local is None or local == past:
        return found
    return resolve_date(tokens, words, now, tense_past=local) or found


# Dependency labels (their part before ":") of the words that carry a verb's tense.
_TENSE_CARRIERS = ("aux", "cop")
_AUXILIARIES = ("aux", "auxpass")  # "auxpass": the English model's label for "aux:pass"
_NON_FINITE_LINKS = ("xcomp", "advcl", "acl", "ccomp")


def _local_tense(span: Span, date: DateSpan, w: _Words) -> bool | None:
    """The tense (see :func:`_tense_hint`) of the verb a time phrase hangs on, its
    auxiliaries and copula included; an infinitive or participle without a finite word of
    its own takes the verb it depends on ("going to be September 12th"). None when the
    parse shows no such verb."""
    doc = span.doc
    inside = range(span.start + date.token_start, span.start + date.token_end)
    head = next((t.head for t in doc[inside.start:inside.stop] if t.head.i not in inside),
                None)
    for _ in range(4):  # up from the phrase through prepositions and nouns to a verb
        if head is None or head.pos_ in ("VERB", "AUX") or _carriers(head):
            break
        head = None if head.head is head else head.head
    if head is None:
        return None
    group = [head, *_carriers(head)]
    if (not any("Fin" in morph_get(t, "VerbForm") for t in group)
            and head.dep_.split(":")[0] in _NON_FINITE_LINKS and head.head is not head):
        head = head.head
        group = [head, *_carriers(head)]
    if not span.start <= head.i < span.end:
        return None  # hung on a verb of another clause: a misparse more often than not
    # A compound past: "s'est fait opérer", "ha dicho" (the participle beside the verb),
    # "on est partis" (a perfect auxiliary before a participle the tagger did not read).
    group += [c for c in head.children if "Part" in morph_get(c, "VerbForm")]
    if (w.participle is not None and w.participle.fullmatch(head.lower_)
            and any(c.lower_ in w.perfect_auxiliaries for c in group)):
        return True
    tenses = {tense for t in group if not _progressive_participle(t)
              for tense in _tenses(t, w)}
    if any(_plan_word(t, w) for t in group) or "Fut" in tenses:
        return False
    past_form = w.past_form
    if "Past" in tenses or "Imp" in tenses or (past_form is not None and any(
            past_form.fullmatch(f"{t.lower_} {_lemma(t)}") for t in group)):
        return True
    # A present the tagger is sure of (indicative): "me ha dicho que en marzo se viene".
    present = any("Pres" in _tenses(t, w) and "Sub" not in morph_get(t, "Mood") for t in group)
    return False if present else None


def _progressive_participle(token: Token) -> bool:
    """A participle after a progressive auxiliary ("is getting married", "is being
    renovated"): its own past tense says nothing of when; the auxiliaries before it do."""
    return "Part" in morph_get(token, "VerbForm") and "Past" in morph_get(token, "Tense") and any(
        c.dep_.split(":")[0] in _AUXILIARIES and "Prog" in morph_get(c, "Aspect")
        for c in token.children)


def _carriers(token: Token) -> list[Token]:
    return [c for c in token.children if c.dep_.split(":")[0] in _TENSE_CARRIERS]


def _episode(
    span: Span, lang: str, w: _Words, now: dt.datetime, entities: Sequence[str], *,
    planned: bool, fact_objects: Sequence[str], fact_words: frozenset[str] = frozenset(),
) -> Episode | None:
    tokens = _tokens(span)
    said = [_is_content(t, w) for t in tokens]
    # The content words below are some of these (the time phrase's left out), and at least
    # two are needed, one with a date: a clause short of them is none, whatever its tense.
    if sum(said) < (1 if _may_hold_date(span, get_language(lang).episodes.TIME_WORDS) else 2):
        return None
    past = _tense_hint(span, w)
    date = _date(span, lang, w, now, past)
    in_date = range(date.token_start, date.token_end) if date else range(0)
    content = [t for i, t in enumerate(tokens) if i not in in_date and said[i]]
    if date is None and past is not True and not planned:
        # A present state that became a fact ("I live in Lyon") is kept as the fact alone, so
        # a later correction of the fact is not contradicted by an episode. A clause that
        # says more than its fact (content words beyond its verb, kin words and the fact's
        # object) stays an episode too.
        lowered = _text(span).lower()
        stated = [obj for obj in fact_objects if obj and obj in lowered]
        if stated:
            covered = {word for obj in stated for word in obj.split()} | fact_words
            root = span.root.i
            beyond = [
                t for t in content
                if t.i != root and t.lower_ not in covered and _lemma(t) not in covered
                and t.lower_ not in w.kinship
                and _lemma(t) not in w.kinship
            ]
            if len(beyond) <= _BEYOND_FACT and not may_hold_date(
                    [t.text for t in beyond], get_language(lang).episodes.TIME_WORDS):
                return None  # "juego al pádel los jueves" says when, beyond the liking
    if len(content) < (1 if date else 2):
        return None
    if not _about_user(span, w) and (len(content) < _THIRD_PARTY or not _has_subject(span)):
        return None  # "don't forget to water them" tells nothing that happened
    has_verb = not _annotated(span.doc, "POS") or any(t.pos in _VERB_POS for t in tokens)
    if not has_verb:
        return None
    text = _rendering(span, w)
    if not text:
        return None
    lemmas = tuple(_lemma(t) for t in content)
    lowered = _text(span).lower()
    ents = tuple(e for e in entities if e and e != "you" and e in lowered)
    people = tuple(dict.fromkeys(
        f"kin:{w.kinship.get(t.lower_) or w.kinship[_lemma(t)]}" for t in tokens
        if t.lower_ in w.kinship or _lemma(t) in w.kinship
    ))
    has_number = any(t.like_num for i, t in enumerate(tokens) if i not in in_date)
    places = _places(span, w, in_date)
    plan = date.future if date is not None else (
        past is False and not _doing_now(span, w) and any(_plan_word(t, w) for t in tokens)
    )
    ts = now.timestamp()
    return Episode(
        episode_id=episode_id(lemmas, text), text=text, lang=lang, lemmas=lemmas,
        entities=ents, people=people, places=places, date=date, plan=plan,
        has_number=has_number, past=past is True,
        first_seen=ts, last_seen=ts,
    )


def _places(span: Span, w: _Words, in_date: range) -> tuple[str, ...]:
    """Lemmas of the nouns right after a place preposition ("in montana", "à bruxelles", "am
    gardasee", the article skipped), outside the clause's time phrase: "where" evidence."""
    found: list[str] = []
    tokens = _tokens(span)
    for i, token in enumerate(tokens[:-1]):
        if token.lower_ not in w.place_prepositions or i in in_date:
            continue
        j = i + 1
        while j < len(tokens) - 1 and tokens[j].lower_ in w.determiners:
            j += 1
        head = tokens[j]
        if j not in in_date and head.is_alpha and head.pos in (PROPN, NOUN, 0):
            found.append(_lemma(head))
    return tuple(dict.fromkeys(found))


def _borrow_date(
    episode: Episode, i: int, clauses: Sequence[Clause], lang: str, w: _Words, now: dt.datetime
) -> None:
    """Give an undated episode the date its turn puts beside it: the date of the longer
    telling it is part of, a time phrase the parser cut off as a clause of its own ("Samedi
    dernier, j'ai vu le médecin", "Avant-hier, ma fille a appris à nager") or an earlier
    dated clause of the same sentence ("Yesterday I went to the zoo and saw the pandas"), else
    a date-only remark right after it ("I got a kitten! That was last Sunday."). The phrase is
    read in the episode's own tense; a past episode takes no future date, a present state
    takes none from the clauses around it ("I rescued a hedgehog on Sunday, and my neighbour
    is growing tomatoes"), and a remark with a verb of its own ("See you on Friday!") is no
    date. A date borrowed from the telling around it is read in that telling's tense, where
    it was said ("il forno è arrivato giovedì, mi è costato 18 mila euro, speriamo bene": the
    Thursday gone by, not the next one)."""
    span = clauses[i].span
    past = _tense_hint(span, w)
    words = get_language(lang).episodes.TIME_WORDS

    def dated(other: Clause, *, only: bool) -> DateSpan | None:
        if other.kind not in _TOLD:
            return None
        tense = past if only else _tense_hint(other.span, w)
        found = _date(other.span, lang, w, now, tense)
        if found is None or (past is True and found.future):
            return None  # what happened is not ahead ("I went to Lisbon. See you tomorrow!")
        if episode.plan and not found.future:
            return None  # "I sold my van yesterday, so I'm gonna buy a bike": not when planned
        if not only:
            return found
        rest = [t for k, t in enumerate(_tokens(other.span))
                if not found.token_start <= k < found.token_end and _is_content(t, w)]
        if any(t.pos == VERB for t in rest):
            return None  # "See you on Friday!" tells what comes, not when that was
        return found if len(rest) <= 1 else None  # "That was last Sunday": nothing more

    state = past is False and not episode.plan
    enclosing = sorted(  # "yesterday my brother came over and | we fixed the fence"
        (c for c in clauses if c.span.start <= span.start and span.end <= c.span.end
         and len(c.span) > len(span) and not state), key=lambda c: len(c.span))
    found = next((d for c in enclosing if (d := dated(c, only=False)) is not None
                  and (c.span.start + d.token_start < span.start  # said before it or right
                       or c.span.start + d.token_start == span.end)), None)  # after it
    before = [c for c in clauses[:i] if c.span.end <= span.start and not state]
    adjacent = before[-1] if before else None
    for other in reversed(before if found is None else ()):
        if other.span.sent.start == span.sent.start or other is adjacent:
            found = dated(other, only=other.span.sent.start != span.sent.start)
            if found is not None:
                break
    if found is None:
        after = [c for c in clauses[i + 1:] if c.span.start >= span.end]
        found = dated(after[0], only=True) if after else None
    if found is not None:
        episode.date = found
        episode.plan = episode.plan or found.future


def _add_context(episode: Episode, span: Span, later: Sequence[Clause], w: _Words,
                 lang: str, now: dt.datetime) -> None:
    """Keep the turn's next told clauses beside the episode (their words and lemmas), up to
    :data:`CONTEXT_WORDS` words, and the first one's date when the episode has none ("mia
    suocera si trasferisce da noi, il trasloco è sabato 28": the move is on the 28th).

    Any told clause counts, about the user or not ("Her name is Nala", "the roof held");
    a question to the other party, a reaction or a filler ends the context.
    """
    texts: list[str] = []
    lemmas: list[str] = []
    end = span.end
    budget = CONTEXT_WORDS
    for clause in later:
        if clause.span.start < end:
            continue  # a clause inside this one (or overlapping it) adds nothing new
        if clause.kind not in _TOLD or budget <= 0:
            break
        content = [_lemma(t) for t in _tokens(clause.span) if _is_content(t, w)]
        text = _rendering(clause.span, w, budget)
        if not content or not text:
            break
        if not texts and episode.date is None:
            episode.context_date = _date(clause.span, lang, w, now)
        texts.append(text)
        lemmas.extend(content)
        budget -= len(text.split())
        end = clause.span.end
    if texts:
        episode.context = CONTEXT_JOIN.join(texts)
        episode.context_lemmas = tuple(lemmas)


def _called(token: Token, w: _Words) -> bool:
    """A name the speaker addresses ("Thanks, Maria!", "Maria, guess what"): a proper noun
    set off by punctuation, or right after a reaction word, and before punctuation."""
    if token.pos != PROPN:
        return False
    doc = token.doc
    before = doc[token.i - 1] if token.i > 0 else None
    after = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return (before is None or before.is_punct or before.pos == INTJ
            or _lemma(before) in w.not_event) and (after is None or after.is_punct)


def _qtype(span: Span, wh: str | None, w: _Words) -> QuestionType:
    if wh == "how":
        tokens = [t.lower_ for t in _tokens(span)]
        for i, low in enumerate(tokens[:-1]):
            if low in w.question and tokens[i + 1] in w.count:
                return QuestionType.HOW_MANY
    try:
        return QuestionType(wh) if wh else QuestionType.WHAT
    except ValueError:
        return QuestionType.WHAT


def _asks_about_user(span: Span, w: _Words, wh: str | None, dated: bool = False) -> bool:
    """A question about the user's life: worded in the first person ("when did I ...?") or a
    question-word question in the past tense ("when did Rufus get his stitches?", "wann war
    die Darmspiegelung?"): what happened is what the user told; the recall gate then decides
    whether they ever told anything about it. A present-tense question about a named place
    is general knowledge ("how far is Bari from Polignano?"). French "on" asks about us in
    the past or at a time ("on part où en août ?"), not in general ("comment on fait ?")."""
    if _first_person(span, w) or (dated and any(t.lower_ in w.we for t in _tokens(span))):
        return True
    return wh is not None and _tense_hint(span, w) is True


def _follow_up(
    query: EpisodeQuery, span: Span, previous: EpisodeQuery | None, w: _Words
) -> EpisodeQuery:
    """A question that only points back at the previous recall question ("and when did she
    win it?", "¿y en cuánto tiempo la hice?"): it opens with "and" (the language's
    ``FOLLOW_UP_OPENERS``) or names nothing of its own (no person, no time either), and asks
    with the previous question's words added."""
    if (previous is None or query.keys or query.during is not None
            or len(query.lemmas) > _FOLLOW_UP_WORDS):
        return query  # "where were we in April?" names its own time
    sentence = span.doc[_sentence(span):span.end]  # the segmenter may leave the "and" out
    opening = next((t for t in _tokens(sentence) if not (t.is_punct or t.is_space)), None)
    if query.lemmas and (opening is None or not (
            opening.pos_ == "CCONJ" or opening.lower_ in w.follow_up)):
        return query
    terms: dict[str, tuple[str, tuple[str, ...]]] = {}
    for asked in (query, previous):
        for i, lemma in enumerate(asked.lemmas):
            stem = asked.stems[i] if i < len(asked.stems) else lemma
            parts = asked.pieces[i] if i < len(asked.pieces) else ()
            terms.setdefault(lemma, (stem, parts))
    if len(terms) == len(query.lemmas):
        return query
    return dataclasses.replace(
        query, lemmas=tuple(terms), keys=previous.keys,
        anchors=tuple(dict.fromkeys((*query.anchors, *previous.anchors))),
        stems=tuple(stem for stem, _ in terms.values()),
        pieces=tuple(parts for _, parts in terms.values()),
    )


def _query(segmented: Segmented, lang: str, w: _Words, now: dt.datetime,
           asking: set[int], previous: EpisodeQuery | None = None) -> EpisodeQuery | None:
    bare: tuple[EpisodeQuery, Span] | None = None
    for clause in segmented.clauses:
        span = clause.span
        if clause.kind != _QUESTION and (not asking or _sentence(span) not in asking):
            continue
        tokens = _tokens(span)
        # "remind me when I'm going to Montreal": the question word is inside the request.
        wh = clause.wh or next((w.wh_of[t.lower_] for t in tokens if t.lower_ in w.wh_of), None)
        # "what day do i play football?", "quel jour", "che giorno": the day is what is asked,
        # no word of what happened
        asked_time = next((i for i, t in enumerate(tokens) if i and t.lower_ in w.units
                           and tokens[i - 1].lower_ in w.time_questions), None)
        if asked_time is not None:
            wh = "when"
        date = _date(span, lang, w, now)
        if date is not None and tokens[date.token_start].lower_ in w.ahead:
            date = None  # "my plans for the summer?": what they are for, not when told
        in_date = range(date.token_start, date.token_end) if date else range(0)
        # A past-tense question about someone named, not in the first person ("when did Rufus
        # get his stitches?"), is answered only by episodes naming them (see recall); one in
        # another tense ("where does Inés work now?") only when a name is one of the user's
        # people or pets.
        anchors = () if _first_person(span, w) else _named(span, w, in_date)
        others = not _asks_about_user(span, w, wh, dated=date is not None)
        if others and wh is None:
            continue
        lead_ins = unmarked_questions(lang).fillers  # "wait, how long did ..."
        kept = [
            t for i, t in enumerate(tokens)
            if i not in in_date and i != asked_time and _is_content(t, w)
            and _lemma(t) not in w.recall
            and t.lower_ not in lead_ins
            and t.lower_ not in w.recall
            and _lemma(t) not in w.frame
        ]
        lemmas = tuple(_lemma(t) for t in kept)
        # The word as said also matches, at a part's weight: a name the lemmatizer took for
        # a verb ("malte" -> malen) or a form it did not know.
        said = {_lemma(t): t.lower_ for t in kept if t.is_alpha and t.lower_ != _lemma(t)}
        parts = tuple((*p, said[lemma]) if lemma in said else p
                      for lemma, p in zip(lemmas, pieces(lemmas, lang), strict=True))
        if others:  # a name said in lower case is no proper noun: recall checks each word
            anchors = tuple(dict.fromkeys((*anchors, *lemmas, *said.values())))
            if not anchors:
                continue  # "how are you today?"
        # Entity words are already lemmas; a question's entity key ("rabbit") rarely equals
        # the episode's ("grey rabbit") and would only lower the coverage. People keys link.
        people = tuple(
            f"kin:{w.kinship.get(t.lower_) or w.kinship[_lemma(t)]}" for t in tokens
            if t.lower_ in w.kinship or _lemma(t) in w.kinship
        )
        during = (date.start, date.end) if date else None
        marks = tuple(dict.fromkeys(
            t.lower_ for i, t in enumerate(tokens) if i not in in_date and t.lower_ in w.marks))
        query = EpisodeQuery(lemmas, people, _qtype(span, wh, w), during, anchors,
                             stems(lemmas, lang), parts, about_others=others,
                             past=_tense_hint(span, w) is True, marks=marks)
        if lemmas or people or during:
            return _follow_up(query, span, previous, w)
        bare = bare or (query, span)  # "and when was that?": only the previous words
    if bare is not None:
        query = _follow_up(*bare, previous, w)
        if query.lemmas or query.keys:
            return query
    return None


def _named(span: Span, w: _Words, in_date: range = range(0)) -> tuple[str, ...]:
    """Lemmas of the proper names and kin words of a question not worded in the first
    person: the people, pets and places it is about (not its time, "in February", nor a
    recall word, "Recuérdame")."""
    tagged = _annotated(span.doc, "TAG") or _annotated(span.doc, "POS")
    return tuple(dict.fromkeys(
        _lemma(t) for i, t in enumerate(_tokens(span))
        if i not in in_date and t.lower_ not in w.recall and _lemma(t) not in w.recall
        and (t.is_alpha and t.lower_ not in w.question and (
            t.pos == PROPN if tagged else t.is_title and not t.is_sent_start))
        or t.lower_ in w.kinship or _lemma(t) in w.kinship
    ))


def _words_of(span: Span) -> list[int]:
    return [i for i, t in enumerate(_tokens(span)) if not (t.is_punct or t.is_space)]


def _piece_cuts(span: Span) -> list[int]:
    """Where a run-on clause is cut: the last comma or conjunction that leaves both sides at
    least :data:`_MIN_PIECE` words within :data:`MAX_WORDS`, else at :data:`MAX_WORDS`."""
    if len(span) <= MAX_WORDS:
        return []  # no more words than tokens
    words = _words_of(span)
    tokens = _tokens(span)
    cuts: list[int] = []
    first = 0  # index into ``words`` where the current piece starts
    while len(words) - first > MAX_WORDS:
        best = None
        for n in range(first + _MIN_PIECE, first + MAX_WORDS + 1):
            if len(words) - n < _MIN_PIECE:
                break
            i = words[n]
            before = tokens[i - 1] if i > 0 else None
            if _joins_clauses(tokens[i]) or (before is not None and before.text in ",;"):
                best = n
        n = best if best is not None else first + MAX_WORDS
        cuts.append(words[n])
        first = n
    return cuts


def _joins_clauses(token: Token) -> bool:
    """A conjunction between two clauses, not inside a list of things ("we had fish | and
    chips" would cut a dish in two): a subordinator, or a coordinator hung on a verb."""
    return token.pos == SCONJ or (token.pos == CCONJ and token.head.pos in _VERB_POS)


@dataclass(slots=True)
class _Times:
    """The turn's time phrases per span, read once: several steps ask about the same part."""

    words: TimeWords
    now: dt.datetime
    w: _Words
    seen: dict[tuple[int, int], list[DateSpan]] = field(default_factory=dict)

    def all(self, span: Span) -> list[DateSpan]:
        key = (span.start, span.end)
        if key not in self.seen:
            # find_dates finds nothing in words that may_hold_date rejects
            self.seen[key] = (find_dates([t.text for t in _tokens(span)], self.words, self.now)
                              if _may_hold_date(span, self.words) else [])
        return self.seen[key]

    def first(self, span: Span) -> DateSpan | None:
        return first_date(self.all(span))


def _has_verb(tokens: Iterable[Token]) -> bool:
    return any(t.pos in _VERB_POS for t in tokens)


def _time_cuts(span: Span, times: _Times) -> list[int]:
    """Where a told clause starts a new event at a time phrase of its own: after a comma or
    before a conjunction that opens the phrase ("I ran the half marathon on Tuesday | and
    then yesterday my sister drove up", "on a fini quatrièmes, | et jeudi ma fille a eu son
    diplôme", "lag fünf Tage flach, | und letzte Woche hat Mats ..."). The right side needs a
    verb of its own: "on Monday and Tuesday" and "to Paris in May and to Rome in June" stay
    one. A left side without a verb ("passé mon permis, | mardi, du premier coup, | et hier
    soir on est allés ...") goes back to the clause before it (:func:`_rejoin`)."""
    if not _annotated(span.doc, "POS"):
        return []
    w = times.w
    tokens = _tokens(span)
    cuts: list[int] = []
    last = 0
    for found in times.all(span):
        k = found.token_start
        j = k - 1  # back over "and then", "y luego", "e poi" to the comma or conjunction
        opener = None
        while j > last and (tokens[j].pos_ in ("CCONJ", "ADV") or tokens[j].lower_ in w.fillers):
            if tokens[j].pos == CCONJ:
                opener = j
            j -= 1
        if opener is None and not (j > last and tokens[j].text in ",;"):
            continue
        cut = opener if opener is not None else j + 1
        rest = [t for i, t in enumerate(tokens) if i >= cut
                and not found.token_start <= i < found.token_end]
        if _has_verb(rest) and len(_words_of(span[last:cut])) > 1:
            cuts.append(cut)
            last = cut
    return cuts


def _own_parts(clauses: Sequence[Clause], times: _Times) -> list[Clause]:
    """Each clause without the clauses nested in it, in the order they were said, cut where a
    new time phrase starts a new event (:func:`_time_cuts`).

    The segmenter gives a main clause its whole sentence, subclauses included ("mon frère
    s'est fait opérer mercredi, il va bien" holds "mon frère s'est fait opérer mercredi"): an
    episode is written once, from the clause that says it, and the words around a nested
    clause stay with the clause they belong to."""
    out: list[Clause] = []
    for clause in clauses:
        span = clause.span
        inner = sorted(
            (c.span for c in clauses if c is not clause and span.start <= c.span.start
             and c.span.end <= span.end and len(c.span) < len(span)),
            key=lambda s: (s.start, -len(s)),
        )
        if not inner:
            out.append(clause)
            continue
        gaps: list[tuple[int, int]] = []
        start = span.start
        for other in inner:
            if other.start < start:
                continue  # inside an inner clause already cut out
            gaps.append((start, other.start))
            start = other.end
        gaps.append((start, span.end))
        doc = span.doc
        out.extend(dataclasses.replace(clause, span=doc[a:b]) for a, b in gaps
                   if _words_of(doc[a:b]))
    timed: list[Clause] = []
    for part in sorted(out, key=lambda c: c.span.start):
        cuts = _time_cuts(part.span, times) if part.kind in _TOLD else []
        if not cuts:
            timed.append(part)
            continue
        bounds = [0, *cuts, len(part.span)]
        timed.extend(dataclasses.replace(part, span=part.span[a:b])
                     for a, b in zip(bounds, bounds[1:]))
    return _rejoin(timed, times)


def _rejoin(parts: list[Clause], times: _Times) -> list[Clause]:
    """Give back to a part what a misparse cut off it: words without a verb right after it
    ("fui con mi hermana | carmen a un concierto de rosalía" when the parser hung the rest
    on a greeting), and a time phrase that ends it before a comma ("planted tulip bulbs |
    yesterday, my back is killing me": said after its verb without a pause, it dates what
    came before)."""
    out: list[Clause] = []
    for part in parts:
        span = part.span
        previous = out[-1] if out else None
        if (previous is None or previous.kind not in _TOLD or part.kind not in _TOLD
                or not 0 <= span.start - previous.span.end <= 1
                or not _annotated(span.doc, "POS")):
            out.append(part)
            continue
        doc = span.doc
        if _only_time(previous.span, times):  # "hace dos semanas | empecé un curso"
            out[-1] = dataclasses.replace(part, span=doc[previous.span.start:span.end])
            continue
        if not _has_verb(_tokens(span)) and previous.span[-1].text not in ".!?":
            out[-1] = dataclasses.replace(previous, span=doc[previous.span.start:span.end])
            continue
        tail = _trailing_time(previous.span, times)
        if tail is not None:  # "..., and on saturday me | and my mate went to a gig"
            out[-1] = dataclasses.replace(previous, span=doc[previous.span.start:tail])
            part = dataclasses.replace(part, span=doc[tail:span.end])
            span = part.span
        moved = _leading_time(span, times)
        if moved and previous.span[-1].text not in ",;.!?":
            out[-1] = dataclasses.replace(previous, span=doc[previous.span.start:moved])
            out.append(dataclasses.replace(part, span=doc[moved:span.end]))
            continue
        out.append(part)
    return out


def _regroup(parts: list[Clause], times: _Times) -> list[Clause]:
    """Adjacent told parts (no full stop between) back into one clause while they tell one event:
    the next part names no time of its own and the whole stays within :data:`MAX_WORDS`
    ("yesterday my sister drove up and we went to a Yemeni place", "it rained all night and
    the tent flooded"); a part with its own time phrase starts a new event."""
    out: list[Clause] = []
    for part in parts:
        previous = out[-1] if out else None
        span = part.span
        if (previous is not None and previous.kind in _TOLD and part.kind in _TOLD
                and not previous.condition and not part.condition
                and 0 <= span.start - previous.span.end <= 1
                and previous.span[-1].text not in ".!?"
                and len(_words_of(span.doc[previous.span.start:span.end])) <= MAX_WORDS
                and not _new_event(span, times)
                and (previous.kind == part.kind or not _finite(span)
                     or not _verb_beside_time(previous.span, times))):
            # "I sold my van, | so I'm gonna buy a bike": a plan is not told with the past;
            # "il y a dix jours ma copine et moi | on est allées ...": a subject goes along,
            # and so does "... went | to see a band" (no verb of its own that could plan).
            kind = part.kind if _finite(span) else previous.kind
            out[-1] = dataclasses.replace(
                previous, span=span.doc[previous.span.start:span.end], kind=kind)
            continue
        out.append(part)
    return out


def _finite(span: Span) -> bool:
    """A finite verb in the span (no morphology: any verb)."""
    if not _annotated(span.doc, "MORPH"):
        return _has_verb(_tokens(span))
    return any("Fin" in morph_get(t, "VerbForm") for t in _tokens(span))


def _new_event(span: Span, times: _Times) -> bool:
    """A part with a time phrase and a finite verb of its own starts an event ("and on
    Saturday we went ..."); "en tombant du balcon il y a quinze jours" tells how and when
    the clause before it happened."""
    found = times.first(span)
    if found is None:
        return False
    if not _annotated(span.doc, "MORPH"):
        return True
    return any("Fin" in morph_get(t, "VerbForm") for i, t in enumerate(_tokens(span))
               if not found.token_start <= i < found.token_end)


def _verb_beside_time(span: Span, times: _Times) -> bool:
    """A verb outside the span's time phrase ("il y a" is no verb of the clause)."""
    found = times.first(span)
    skip = range(found.token_start, found.token_end) if found else range(0)
    return any(t.pos in _VERB_POS for i, t in enumerate(_tokens(span)) if i not in skip)


def _only_time(span: Span, times: _Times) -> bool:
    """A part that is a time phrase and nothing more ("oye, hace dos semanas", "und dann
    letzten Samstag"): it dates the clause after it."""
    found = times.first(span)
    w = times.w
    return found is not None and all(
        t.is_punct or t.lower_ in w.fillers or t.pos_ in ("CCONJ", "INTJ")
        for i, t in enumerate(_tokens(span)) if not found.token_start <= i < found.token_end)


def _trailing_time(span: Span, times: _Times) -> int | None:
    """Where a part's tail starts when it is a time phrase opened by a conjunction, with at
    most a few words and no verb after it ("..., and on saturday me"):
    the parser hung the start of the next clause on this one. None otherwise."""
    dates = times.all(span)
    if not dates:
        return None
    found = dates[-1]
    rest = span[found.token_end:]
    if found.token_start < 2 or _has_verb(_tokens(rest)) or len(_words_of(rest)) > _FRAGMENT_WORDS:
        return None
    opener = span[found.token_start - 1]
    if opener.pos_ == "CCONJ" and _has_verb(_tokens(span)[:found.token_start - 1]):
        return span.start + found.token_start - 1
    return None  # "passé mon permis, mardi, du premier coup": said of what came before


def _leading_time(span: Span, times: _Times) -> int | None:
    """Where a clause's words start after the time phrase that opens it and a comma
    ("yesterday, her paw swelled up"), or None."""
    found = times.first(span)
    if found is None or found.token_start != 0 or found.token_end >= len(span):
        return None
    return span.start + found.token_end + 1 if span[found.token_end].text == "," else None


def _pieces(clauses: Sequence[Clause], lang: str, now: dt.datetime) -> list[Clause]:
    """The clauses as told parts (:func:`_own_parts`, :func:`_regroup`), each run-on part cut
    where it runs past :data:`MAX_WORDS` ("... on lui a fait une fête surprise au restaurant
    | et j'ai fait une tarte tatin, elle a adoré"): voice turns come without full stops, and
    the end of a clause cut at :data:`MAX_WORDS` is often what a later question asks about."""
    times = _Times(get_language(lang).episodes.TIME_WORDS, now, _words(lang))
    parts = _regroup(_own_parts(clauses, times), times)
    seen = {(p.span.start, p.span.end) for p in parts}
    for clause in clauses:  # the clauses as parsed too, cut at their new time phrases
        span = clause.span
        if clause.kind not in _TOLD or (span.start, span.end) in seen:
            continue
        bounds = [0, *_time_cuts(span, times), len(span)]
        tail = _trailing_time(span[bounds[-2]:], times)  # "..., et jeudi dernier ma fille"
        if tail is not None:
            bounds[-1] = tail - span.start
        for a, b in zip(bounds, bounds[1:]):
            piece = span[a:b]
            if (piece.start, piece.end) not in seen:
                seen.add((piece.start, piece.end))
                parts.append(dataclasses.replace(clause, span=piece, kind=clause.kind))
    out: list[Clause] = []
    for clause in sorted(parts, key=lambda c: (c.span.start, -len(c.span))):
        if clause.kind not in _TOLD:
            out.append(clause)
            continue
        span = clause.span
        cuts = _piece_cuts(span)
        if not cuts:
            out.append(clause)
            continue
        bounds = [0, *cuts, len(span)]
        out.extend(
            dataclasses.replace(clause, span=span[c:d]) for c, d in zip(bounds, bounds[1:])
        )
    return out


def _fragment(span: Span, following: Span) -> bool:
    """A few words without a verb right before the next clause ("mein Mann Stefan | und ich
    waren ...", "Inès et moi | on est allées ..."): the segmenter split a subject off."""
    tokens = _tokens(span)
    words = [t for t in tokens if not (t.is_punct or t.is_space)]
    tagged = _annotated(span.doc, "POS")
    return (
        0 < len(words) <= _FRAGMENT_WORDS and following.start - span.end <= 1
        and (not tagged or not any(t.pos in _VERB_POS for t in tokens))
        and not any(t.is_punct and t.text in ".!?" for t in tokens)
    )


def _sentence(span: Span) -> int:
    """Where the span's sentence starts (the whole text without sentence boundaries)."""
    if not len(span):
        return 0
    doc = span.doc
    starts = _remembered(("sentences", id(doc)), lambda: _sentence_starts(doc))
    return starts[bisect.bisect_right(starts, span.start) - 1]


def _sentence_starts(doc: Doc) -> tuple[int, ...]:
    """Where the doc's sentences start (asked once per turn: ``Token.sent`` walks the doc)."""
    if _annotated(doc, "SENT_START") and "sents" not in doc.user_hooks:
        # What ``doc.sents`` yields, without making a Span per sentence.
        return tuple(i for i, t in enumerate(_doc_tokens(doc)) if i == 0 or t.is_sent_start)
    if _annotated(doc, "SENT_START") or _annotated(doc, "DEP"):
        return tuple(sent.start for sent in doc.sents)
    return (0,)


def _recall_sentences(segmented: Segmented, w: _Words, lang: str) -> set[int]:
    """The sentences that ask memory: a question with a recall word ("do you remember where
    I stayed?"), a request that opens with one ("remind me when..."), or a question said
    without "?" that the segmenter read as a statement (:mod:`hotmem.episodes.asking`);
    "I still remember the day I got my first bike" tells."""
    doc = segmented.doc
    questions = {_sentence(c.span) for c in segmented.clauses if c.kind == _QUESTION}
    asking: set[int] = set()
    unmarked = unmarked_questions(lang)
    tokens = _doc_tokens(doc)
    said = _doc_said(doc)
    if unmarked.may_ask(low for low, _ in said):  # most turns hold no interrogative at all
        sentences = doc.sents if _annotated(doc, "SENT_START") or _annotated(
            doc, "DEP") else [doc[:]]
        asking.update(s.start for s in sentences if s.start not in questions
                      and unmarked.asks(_tokens(s)))
    for i, (low, lemma) in enumerate(said):
        if lemma not in w.recall and low not in w.recall:
            continue
        start = _sentence(doc[i:i + 1])
        opening = next((k for k, u in enumerate(tokens[start:i + 1], start)
                        if not (u.is_punct or u.lower_ in w.fillers)), None)
        if start in questions or opening == i:
            asking.add(start)
    return asking


def asked_lemmas(segmented: Segmented, lang: str) -> tuple[str, ...]:
    """Content lemmas of the other party's questions in an utterance ("how often do you go
    to the beach?" -> go, beach), for the user's answer in the next turn."""
    w = _words(lang)
    return tuple(dict.fromkeys(
        _lemma(t) for clause in segmented.clauses if clause.kind == _QUESTION
        for t in clause.span
        if _is_content(t, w) and _lemma(t) not in w.frame and t.lower_ not in w.count
    ))


def read_turn(
    segmented: Segmented, lang: str, now: float, entities: Sequence[str] = (),
    fact_objects: Sequence[str] = (), asked: Sequence[str] = (),
    fact_words: Iterable[str] = (), zone: dt.tzinfo = dt.UTC,
    previous: EpisodeQuery | None = None,
) -> TurnEpisodes:
    """The turn's episodes (from statement clauses) and its recall query (from a question).

    Args:
        segmented: The turn's clauses over its one parse.
        lang: The turn's language.
        now: The turn's time, epoch seconds.
        entities: The turn's entity keys (from extraction), linked to the clauses naming them.
        fact_objects: The turn's facts' objects, lowercased: a present-tense clause that
            stated one of them is a fact, not an episode.
        fact_words: Words of the turn's facts' subjects and relations ("favorite",
            "color"): with the objects, what a clause that is only a fact consists of.
        asked: Content lemmas of the question the other party asked just before; the
            turn's first episode answers it and is also found by them (as context).
        zone: The user's time zone: relative dates resolve against the turn's day there.
        previous: The recall question of the user's previous turn, if it asked one: a
            follow-up that only points back at it asks with its words.

    Raises:
        ValueError: ``zone`` is no time zone (dates need the turn's local day).
    """
    if not isinstance(zone, dt.tzinfo):
        raise ValueError(f"read_turn needs a tzinfo as zone, not {zone!r}")
    memo = _TURN_MEMO.set({})
    try:
        return _read_turn(segmented, lang, now, entities, fact_objects, asked, fact_words,
                          zone, previous)
    finally:
        _TURN_MEMO.reset(memo)


def _read_turn(
    segmented: Segmented, lang: str, now: float, entities: Sequence[str],
    fact_objects: Sequence[str], asked: Sequence[str], fact_words: Iterable[str],
    zone: dt.tzinfo, previous: EpisodeQuery | None,
) -> TurnEpisodes:
    w = _words(lang)
    when = dt.datetime.fromtimestamp(now, tz=zone)
    said = frozenset(word.lower() for word in fact_words)
    episodes: list[Episode] = []
    clauses = _pieces(segmented.clauses, lang, when)
    written: set[str] = set()
    asking = _recall_sentences(segmented, w, lang)
    carried: Span | None = None  # a subject fragment split off the clause after it
    for i, clause in enumerate(clauses):
        if (clause.kind not in _TOLD or clause.condition
                or (asking and _sentence(clause.span) in asking)):
            carried = None
            continue  # "remind me when I'm going to Montreal" tells nothing new
        span = clause.span
        if carried is not None:
            span = span.doc[carried.start:span.end]
            carried = None
        later = clauses[i + 1:]
        if (later and later[0].kind in _TOLD and _fragment(span, later[0].span)
                and _date(span, lang, w, when) is None):  # a time phrase only lends its date
            carried = span  # "my husband Stefan | and I went to ...": one clause
            continue
        planned = clause.kind == _HYPOTHETICAL and _tense_hint(span, w) is not True
        episode = _episode(span, lang, w, when, entities, planned=planned,
                           fact_objects=fact_objects, fact_words=said)
        if episode is None or episode.text in written:
            continue  # a part and the longer telling cut at a time phrase may say the same
        written.add(episode.text)
        if planned and (episode.date is None or episode.date.future):
            # "I'm going to...", "I will...": a plan, never a past event; "lost my job
            # yesterday, so I'm gonna ..." still dates what happened.
            episode.plan = True
        if episode.date is None:
            _borrow_date(episode, i, clauses, lang, w, when)
        _add_context(episode, span, later, w, lang, when)
        episodes.append(episode)
    if episodes and asked:
        first = episodes[0]
        first.context_lemmas = (*first.context_lemmas, *asked)
    # Only an answer to the other party's question goes on with the previous telling.
    opening, opening_lemmas = _opening(clauses, w, asking) if asked else ("", ())
    return TurnEpisodes(tuple(episodes), _query(segmented, lang, w, when, asking, previous),
                        opening, tuple(dict.fromkeys((*asked, *opening_lemmas))))


def _opening(clauses: Sequence[Clause], w: _Words, asking: set[int]) -> tuple[str, tuple[str, ...]]:
    """The turn's first told words, up to :data:`REPLY_WORDS`, and their content lemmas:
    told clauses from the first one with a content word ("Thanks, Maria!" opens nothing) to
    a question, a reaction or the word limit; a turn that asks first opens nothing."""
    texts: list[str] = []
    lemmas: list[str] = []
    end = 0
    budget = REPLY_WORDS
    for clause in clauses:
        if clause.span.start < end:
            continue
        if clause.kind == _QUESTION or (asking and _sentence(clause.span) in asking):
            break
        told = clause.kind in _TOLD and not clause.condition
        content = [_lemma(t) for t in clause.span
                   if _is_content(t, w) and not _called(t, w)] if told else []
        if not content:
            if texts:
                break
            continue  # "Thanks, Maria!", "wow": the reply has not begun
        text = _rendering(clause.span, w, budget)
        if not text:
            break
        texts.append(text)
        lemmas.extend(content)
        budget -= len(text.split())
        end = clause.span.end
        if budget <= 0:
            break
    return CONTEXT_JOIN.join(texts), tuple(lemmas)
