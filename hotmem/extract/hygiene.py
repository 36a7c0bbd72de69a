"""Fact hygiene: what a stored fact must not be, whatever pattern produced it.

Run over every extracted fact of a turn (both paths), with the words of the fact's language
(``hotmem/lang/<code>/fact_words.py`` and the language's time words):

- **Names and objects drop demonstratives, vague quantities and judging adjectives**: "this
  amazing walnut bread" is stored as ``walnut bread``, "dieses tolle Walnussbrot" as
  ``walnussbrot``, "tantissima frutta" as ``frutta``, and a trailing count of times ("Grecia
  due volte") or discourse marker ("vegan by the way", "bank haha") goes too. A word the user
  capitalised inside a name stays ("Super Mario"). A filler at either edge ("chez euh
  Renault"), an "only" word at its front ("solo profesora"), a linking word at its end
  ("vegan so ...") and a closing weekday phrase ("pádel los domingos": when, not what) go too;
  a leading "neither" word ("ni frère", "neither a car") goes and leaves the fact denied.
- **A held kin or pet noun is keyed in English** once judging adjectives and an age phrase are
  gone ("tengo dos gatos preciosos" -> ``two cats``, "ni frère" -> ``brother``, "una figlia
  di 5 anni" -> ``daughter``), as the patterns key it when nothing stands beside it.
- **A greeting is never a subject or a whole object**: "Hey Omar! ... Her name is Pepper." must
  not give ``(hey omar, name, pepper)``; such a fact is dropped.
- **A time is not an entity**: "today is a nice day" gives no ``(today, is, nice day)``, "for
  four years" is no place of work and "letzte Woche" nothing owned; a catch-all fact whose
  subject is only time words, or a fact whose held or dated object is a stretch of time, is
  dropped (a season may still be liked or a favourite, and April or Summer, named people,
  still live somewhere).
- **A negation or correction word is no object**: "(you, lives_in, no)" from "in Derby uh no
  in Leicester" and "(you, lives_in, perdón)" from "en Lugo, perdón, en León" are dropped.
- **A number is no place**: a dated, entity-valued fact (``went_to``, ``works_at``, ...)
  whose object is only a number or a decade ("been to 7 countries in europe and 3 in asia",
  "born in the 80s") is dropped.
- **An employer is not where it is**: "un bar de tapas en el centro" is stored as ``bar de
  tapas``; a word that singles out a part ("albachiara soprattutto dal vivo") ends an object.
- **A liked activity is not whom it is shared with**: "cocinar para mi familia" is cocinar.
- **A condition is not how long it has lasted**: "diabetes desde pequeño", "asma da bambino"
  are stored as ``diabetes`` and ``asma``.
- **A place needs a name**: "i live in a nice place", "vivo en un sitio tranquilo" name no
  place; a home, birthplace, trip or workplace whose head is such a noun is dropped.
- **Work one has is no possession**: "i have a lot of work", "j'ai beaucoup de travail".
- **What one works for is no employer**: "i work for money", "trabajo para vivir".
- **An age is in years**: "my son is 3 months old" gives no age 3.
- **A catch-all fact needs a meaningful object**: ``is``, ``has``, ``likes``, ``dislikes`` and
  ``owns`` with a light noun ("the way she sings", "such a calming way", "la forma") say
  nothing and are dropped; a title the user capitalised keeps its light noun ("Stranger
  Things").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import structlog

from hotmem.extract.counted import count_of, counted_key, english_plural
from hotmem.extract.take_back import take_back_words
from hotmem.lang import get_language
from hotmem.lang.lexicon import derived
from hotmem.relations import Kind, get_relation
from hotmem.text import USER_KEY
from hotmem.types import Fact

__all__ = ["clean_facts"]

log = structlog.get_logger("hotmem.extract")

# Relations that take whatever the clause said when nothing more specific fits.
CATCH_ALL = frozenset({"is", "has", "likes", "dislikes", "owns"})
LIKING = frozenset({"likes", "dislikes"})
# Relations whose object is a place (or an employer's premises).
PREMISES = frozenset({"lives_in", "born_in", "went_to", "moved_from", "works_at"})
# Relations whose object is a condition the user lives with.
HEALTH = frozenset({"has_condition", "allergic_to"})
# Relations whose object is a place on a map.
MAP_PLACES = frozenset({"lives_in", "born_in", "moved_from", "went_to"})


@dataclass(frozen=True, slots=True)
class _Words:
    greetings: frozenset[str]
    light_nouns: frozenset[str]
    leading: frozenset[str]  # demonstratives, articles and fillers left out at the front
    trailing: frozenset[str]  # emphatic pronouns and tags left out at the end ("brest moi")
    evaluatives: frozenset[str]
    frequency: frozenset[str]  # "times", "volte": "Greece two times" is Greece
    numbers: frozenset[str]
    time_core: frozenset[str]  # words that make a phrase a time ("today", "week", "March")
    time_other: frozenset[str]  # words a time phrase may also hold ("last", "two", "the")
    time_spans: frozenset[str]  # words that make it a stretch of time ("today", "week")
    capitalised_nouns: bool  # every noun is capitalised, so a capital marks no name
    tails: tuple[tuple[str, ...], ...] = ()  # discourse markers closing an object ("btw")
    named_times: frozenset[str] = frozenset()  # weekdays, months, seasons
    fillers: frozenset[str] = frozenset()  # "euh", "um": never the edge of an object
    links: frozenset[str] = frozenset()  # "so", "because": a clause goes on after them
    negations: frozenset[str] = frozenset()  # "ni frère": the fact's polarity says it
    only: frozenset[str] = frozenset()  # "solo profesora": a limit, never part of the object
    repairs: frozenset[str] = frozenset()  # "perdón", "anzi": one-word take-back words
    since: frozenset[str] = frozenset()  # "desde", "seit": how long, never what
    ends: tuple[tuple[str, ...], ...] = ()  # "soprattutto", "sobre todo": the object ends
    employer_place: frozenset[str] = frozenset()  # "en": where the employer is
    generic_places: frozenset[str] = frozenset()  # "place", "monde": no place alone
    vocatives: frozenset[str] = frozenset()  # "mate": the listener, at an object's end
    passing_holdings: frozenset[str] = frozenset()  # "work": had only for a while
    town_areas: frozenset[str] = frozenset()  # "centro", "quartier": part of a town
    genitives: frozenset[str] = frozenset()  # "del", "du": "of"
    company: frozenset[str] = frozenset()  # "for", "with": who a liked activity is shared with
    self_words: frozenset[str] = frozenset()  # "my", "mi": the speaker's own people
    work_purposes: frozenset[str] = frozenset()  # "money": what one works for, no employer
    short_units: frozenset[str] = frozenset()  # "months", "semaines": an age not in years
    head_first: bool = False  # "un sitio tranquilo": the head noun opens the phrase
    countries: frozenset[str] = frozenset()  # "argentina": said after a town, where it is
    country_keeps: frozenset[str] = frozenset()  # "de", "nueva": the country is in the name
    kin_keys: frozenset[str] = frozenset()  # "wife", "dog": a person or pet, never a place
    job_keys: frozenset[str] = frozenset()  # "work", "job": where one works, never a town


def _split(text: str) -> frozenset[str]:
    return frozenset(text.lower().split())


def _phrase_words(phrases: object) -> frozenset[str]:
    return frozenset(w for p in phrases for w in str(p).lower().replace("'", "' ").split())


@cache
def _words(lang: str) -> _Words:
    language = get_language(lang)
    table = language.fact_words
    time = language.episodes.TIME_WORDS
    spans = _phrase_words((*time.day_offsets, *time.units))
    core = spans | _phrase_words((*time.weekdays, *time.months, *time.seasons))
    other = _phrase_words((*time.numbers, *time.last, *time.this, *time.next, *time.ago_before,
                           *time.ago_after, *time.prepositions, *time.articles, *time.links))
    return _Words(
        greetings=_split(getattr(table, "GREETINGS", "")),
        light_nouns=_split(getattr(table, "LIGHT_NOUNS", "")),
        leading=_split(getattr(table, "DROPPED_DETERMINERS", "")) | _split(
            language.words.DETERMINERS) | _split(getattr(table, "LEADING_FILLERS", "")),
        trailing=_split(getattr(table, "TRAILING_WORDS", "")),
        evaluatives=_split(getattr(table, "EVALUATIVES", "")) | frozenset(
            language.lexicon.evaluatives),
        frequency=_split(getattr(table, "FREQUENCY_NOUNS", "")),
        numbers=_phrase_words(time.numbers),
        time_core=core,
        time_other=other - core,
        time_spans=spans,
        capitalised_nouns=language.spec.capitalised_nouns,
        tails=tuple(tuple(p.lower().split()) for p in getattr(table, "DISCOURSE_TAILS", ())),
        named_times=_phrase_words((*time.weekdays, *time.months, *time.seasons)),
        fillers=frozenset(p[0] for p in language.lexicon.fillers if len(p) == 1),
        links=frozenset(language.lexicon.because_markers),
        negations=frozenset(language.lexicon.negations),
        only=frozenset(language.lexicon.not_only_words),
        repairs=take_back_words(lang),
        since=frozenset(time.since),
        ends=tuple(tuple(p.lower().split()) for p in getattr(table, "OBJECT_ENDS", ())),
        employer_place=_split(getattr(table, "EMPLOYER_PLACE_PREPS", "")),
        generic_places=_split(getattr(table, "GENERIC_PLACES", "")),
        vocatives=_split(getattr(table, "VOCATIVES", "")),
        passing_holdings=_split(getattr(table, "PASSING_HOLDINGS", "")),
        town_areas=_split(getattr(table, "TOWN_AREAS", "")),
        genitives=frozenset(language.lexicon.genitive_preps),
        company=frozenset(language.lexicon.benefactive_preps | language.lexicon.comitative_preps),
        self_words=frozenset(language.lexicon.self_words),
        work_purposes=_split(getattr(table, "WORK_PURPOSES", "")),
        short_units=frozenset(k for k, v in time.units.items() if v in ("day", "week", "month")),
        head_first=bool(getattr(table, "HEAD_FIRST", False)),
        countries=_split(getattr(table, "COUNTRIES", "")),
        country_keeps=_split(getattr(table, "COUNTRY_NAME_WORDS", "")),
        kin_keys=frozenset(language.lexicon.kinship) | frozenset(
            language.lexicon.kinship.values()),
        job_keys=language.lexicon.job_nouns,
    )


def time_core_words(lang: str) -> frozenset[str]:
    """Weekday, month and season words of ``lang`` ("winter", "pasqua" is none): a phrase
    made of them is a time, never a place."""
    return _words(lang).time_core


def _is_time(key: str, w: _Words, core: frozenset[str]) -> bool:
    words = key.split()
    return any(x in core for x in words) and all(
        x in w.time_core or x in w.time_other or x.isdecimal() for x in words
    )


def _edge_words(w: _Words) -> frozenset[str]:
    """Words never at an object's front: articles, demonstratives, fillers, negations, limits."""
    return w.leading | w.fillers | w.negations | w.only


def _clean(key: str, display: str, w: _Words) -> tuple[str, str]:
    """The key and display without leading demonstratives/articles and judging adjectives."""
    keys, shown = key.split(), display.split()
    if len(keys) != len(shown) or key == USER_KEY:
        return key, display
    kept = [
        (k, d) for k, d in zip(keys, shown, strict=True)
        if not (k in w.evaluatives and not d[:1].isupper())
    ]
    edge = derived(_edge_words, w)
    while len(kept) > 1 and kept[0][0] in edge and not kept[0][1][:1].isupper():
        kept.pop(0)  # "chez euh renault", "tengo eh dos hijos", "ni frère", "solo profesora"
    while len(kept) > 1 and (kept[-1][0] in w.trailing or (
            kept[-1][0] in w.vocatives and not kept[-1][1][:1].isupper()) or (
            (kept[-1][0] in w.fillers or kept[-1][0] in w.links)
            and not kept[-1][1][:1].isupper())):
        kept.pop()  # "vegan so (no cheese for me)"
    said = [k for k, _ in kept]
    cut = next((i for i in range(1, len(kept)) for end in w.ends
                if tuple(said[i:i + len(end)]) == end), None)
    if cut is not None:
        del kept[cut:]  # "albachiara di vasco soprattutto dal vivo"
    kept = _without_time_tail(kept, w)
    for tail in w.tails:
        if len(kept) > len(tail) and tuple(k for k, _ in kept[-len(tail):]) == tail:
            del kept[-len(tail):]  # "vegan by the way": the marker is no part of it
    if len(kept) > 2 and kept[-1][0] in w.frequency and (
            kept[-2][0] in w.numbers or kept[-2][0].isdecimal()):
        del kept[-2:]  # "grecia due volte": how often is not where
    if not kept:
        return key, display
    return " ".join(k for k, _ in kept), " ".join(d for _, d in kept)


def _time_word(word: str, w: _Words) -> bool:
    """A word of a time phrase; a weekday said as a habit keeps its plural "s" ("sundays",
    "domingos", "sonntags")."""
    return (word in w.time_core or word in w.time_other or word.isdecimal()
            or (word.endswith("s") and word[:-1] in w.time_core))


def _without_time_tail(kept: list[tuple[str, str]], w: _Words) -> list[tuple[str, str]]:
    """``kept`` without a closing time phrase that names a day, month or season: "pádel los
    domingos" is pádel, German "tennis sonntags" tennis ("rainy days", "rainy mondays" stay).
    A capitalised word before it keeps it ("Black Friday")."""
    for j in range(1, len(kept)):
        tail = [k for k, _ in kept[j:]]
        if not all(_time_word(k, w) for k in tail) or not any(
                k in w.named_times or k[:-1] in w.named_times for k in tail):
            continue
        if len(tail) == 1 and not w.capitalised_nouns:
            return kept  # "rainy mondays": a lone weekday may be the thing judged
        if kept[j - 1][1][:1].isupper() and not w.capitalised_nouns:
            return kept
        return kept[:j]
    return kept


def _reason(fact: Fact, w: _Words) -> str | None:
    """Why ``fact`` is no fact, or None."""
    relation = get_relation(fact.r)
    # "Hey Omar! ... Her name is Pepper" opens the subject with a greeting; an object is one
    # only when it is nothing else ("hola buenas" as a name), not "Hello Kitty" or "buenas
    # películas".
    objects = fact.d.split()
    if (fact.s.split() or [""])[0] in w.greetings or (
            objects and all(word in w.greetings for word in objects)):
        return "greeting"
    # "i live in derby uh no in leicester": a parser may hang the "no" of a repair on the
    # verb as an object; a negation word alone is never a place, a thing or a name.
    if objects and all(word in w.negations for word in objects):
        return "negation_object"
    # "vivo en Lugo, perdón, en León": the parser may join the correction marker to the place
    # it takes back as a second place; a correction word is never what was said.
    if objects and all(word in w.repairs for word in objects):
        return "correction_object"
    # "Today is a nice day"; a person called April or Summer still lives somewhere.
    if fact.r in CATCH_ALL and _is_time(fact.s, w, w.time_core):
        return "time_subject"
    # "works at 4 years", "went to April", "has a week"; a season or a day may still be
    # liked, owned ("a summer house" is no time) or a favourite.
    if relation is not None and relation.dated and _is_time(fact.d, w, w.time_core):
        return "time_object"
    if fact.r in CATCH_ALL - LIKING and _is_time(fact.d, w, w.time_spans):
        return "time_object"
    # "been to 7 countries in europe and 3 in asia": a bare number is no place or employer.
    if relation is not None and relation.entity_valued and (
            relation.dated or fact.r == "born_in") and all(
            _number_like(word) for word in objects):
        return "number_object"
    # "mio figlio ne ha 5", "ma fille en a 20": a bare number is an elided age, never a thing
    # held ("5 cats" keeps its noun).
    if fact.r in ("has", "owns") and objects and all(_number_like(word) for word in objects):
        return "number_object"
    # "mein Hund ist letztes Jahr gestorben": a stretch of time is never a name (April is one)
    named = fact.r == "name" or (relation is not None and relation.kind in (Kind.KIN, Kind.PET))
    if named and _is_time(fact.d, w, w.time_spans):
        return "time_name"
    # "name is perfect", "su nombre es precioso": a judgement of a name is none (a name the
    # user capitalised, "Precious", stays)
    if named and objects and all(word in w.evaluatives for word in objects) and not any(
            word[:1].isupper() for word in (fact.display_d or fact.d).split()):
        return "judged_name"
    if fact.r in CATCH_ALL and (_has_light_noun(fact, w) or fact.s in w.light_nouns):
        return "light_noun"
    # "i have a lot of work", "tengo mucho trabajo": busy, not owning anything.
    if fact.r == "has" and objects and all(word in w.passing_holdings for word in objects):
        return "passing_holding"
    # "i work for money", "je travaille pour le plaisir": why one works, not for whom.
    if fact.r == "works_at" and objects and all(word in w.work_purposes for word in objects):
        return "work_purpose"
    # "i live in a nice place", "i work at a nice place": a place noun alone names none; a
    # name the user capitalised ("Wayne's World") stays.
    shown = (fact.display_d or fact.d).split()
    head = objects[0 if w.head_first else -1] if objects else ""
    if fact.r in PREMISES and head in w.generic_places and not any(
            word[:1].isupper() for word in shown):
        return "generic_place"
    # "we live in leeds, me and my wife": the people listed after a place are no place
    if fact.r in MAP_PLACES and fact.d in w.kin_keys:
        return "kin_place"
    # "i live near work": the workplace is no home town
    if fact.r == "lives_in" and fact.d in w.job_keys:
        return "job_place"
    return None


def _number_like(word: str) -> bool:
    """A number or a decade ("80s", "1990s"): "born in the 80s" says when, never where."""
    return word.isdecimal() or (word.endswith("s") and word[:-1].isdecimal())


def _has_light_noun(fact: Fact, w: _Words) -> bool:
    """The object holds a light noun that is not part of a title or name the user capitalised
    ("Stranger Things", "Adventure Time"; in German every noun is capitalised)."""
    keys = fact.d.split()
    shown = (fact.display_d or fact.d).split()
    if len(shown) != len(keys) or w.capitalised_nouns:
        shown = keys
    return any(k in w.light_nouns and not d[:1].isupper() for k, d in zip(keys, shown, strict=True))


def _zero_count(fact: Fact, lang: str) -> Fact:
    """"tengo 0 hijos", "I have zero pets": having none of a thing is its denial
    (``has son``, negated), never a possession of "0 sons"."""
    if fact.r not in ("has", "owns") or fact.negated:
        return fact
    first, _, rest = fact.d.partition(" ")
    if not rest or (first != "zero" and count_of(first, lang) not in ("0", "zero")):
        return fact
    singular = next((k for k in (rest[:-1], rest[:-2]) if english_plural(k) == rest), rest)
    shown = (fact.display_d or fact.d).partition(" ")[2] or singular
    return dataclasses.replace(fact, d=singular, display_d=shown if shown != rest else singular,
                               negated=True)


def _without_age(fact: Fact, lang: str) -> Fact:
    """A held kin or pet without its age: "una figlia di 5 (anni)" is a daughter (the age
    is a fact of its own, read by the patterns)."""
    if fact.r not in ("has", "owns"):
        return fact
    lex = get_language(lang).lexicon
    keys, shown = fact.d.split(), (fact.display_d or fact.d).split()
    if keys and keys[-1] in lex.age_nouns:
        keys, shown = keys[:-1], shown[:-1]
    if len(keys) < 3 or len(shown) != len(keys) or not keys[-1].isdecimal() or (
            keys[-2] not in lex.genitive_preps or keys[0] not in lex.kinship):
        return fact
    return dataclasses.replace(fact, d=" ".join(keys[:-2]), display_d=" ".join(shown[:-2]))


def _kin_keyed(fact: Fact, lang: str) -> Fact:
    """A held kin or pet noun keyed in English once its judging adjectives are gone: "dos
    gatos preciosos" -> ``two cats`` (the patterns key it when nothing stands beside it); a
    kin or pet said with a word that narrows it (``KIN_COMPOUNDS``: "figli maschi", "poisson
    rouge") by the narrower key."""
    if fact.r not in ("has", "owns"):
        return fact
    language = get_language(lang)
    kinship = language.lexicon.kinship
    words = fact.d.split()
    compounds = getattr(language.fact_words, "KIN_COMPOUNDS", {})
    for n in (2, 3):  # "due figli maschi" -> two sons, "un pesce rosso" -> goldfish
        kin = compounds.get(" ".join(words[-n:])) if len(words) in (n, n + 1) else None
        if kin is not None:
            keyed = counted_key(kin, words[0], lang) if len(words) > n else kin
            if keyed is not None:
                return dataclasses.replace(fact, d=keyed, display_d=keyed)
    if len(words) == 1:  # "ni frère" -> brother, "ni primos" -> cousin (by its singular)
        word = words[0]
        kin = next((kinship[w] for w in (word, word[:-1], word[:-2]) if w in kinship), None)
        if kin is None or kin == word:
            return fact
        return dataclasses.replace(fact, d=kin, display_d=kin)
    if len(words) != 2 or count_of(words[0], lang) in (None, words[0]):
        return fact  # no count, or one already in English ("four grandkids")
    kin = next((kinship[w] for w in (words[1], words[1][:-1], words[1][:-2]) if w in kinship),
               None)  # the plural by its singular: "gatos" -> gato
    keyed = counted_key(kin, words[0], lang) if kin is not None else None
    if keyed is None or keyed == fact.d:
        return fact
    return dataclasses.replace(fact, d=keyed, display_d=keyed)


def _without_employer_place(fact: Fact, w: _Words) -> Fact:
    """An employer without the place it is in: "un bar de tapas en el centro de cádiz" is the
    bar de tapas, as "Siemens in Munich" is Siemens, and "una panadería del casco antiguo" the
    panadería (a genitive naming a part of town)."""
    if fact.r != "works_at":
        return fact
    keys, shown = fact.d.split(), (fact.display_d or fact.d).split()
    cut = next((i for i, k in enumerate(keys) if i > 0 and (k in w.employer_place or (
        k in w.genitives and any(x in w.town_areas for x in keys[i + 1:i + 3])))), None)
    if cut is None or len(shown) != len(keys):
        return fact
    return dataclasses.replace(fact, d=" ".join(keys[:cut]), display_d=" ".join(shown[:cut]))


def _without_company(fact: Fact, w: _Words) -> Fact:
    """A liked activity without whom it is done for or with: "cocinar comida italiana para
    mi familia" is cocinar comida italiana, as "cooking for my kids" is cooking (the parse
    may hang the phrase on the activity's object instead of its verb)."""
    if fact.r not in LIKING:
        return fact
    keys, shown = fact.d.split(), (fact.display_d or fact.d).split()
    cut = next((i for i in range(1, len(keys) - 1)
                if keys[i] in w.company and keys[i + 1] in w.self_words), None)
    if cut is None or len(shown) != len(keys):
        return fact
    return dataclasses.replace(fact, d=" ".join(keys[:cut]), display_d=" ".join(shown[:cut]))


def _without_since(fact: Fact, w: _Words) -> Fact:
    """A condition or allergy without the time it has lasted: "diabetes desde pequeño",
    "emicrania da bambina" are diabetes and emicrania (the parser may hang the "since" phrase
    on the noun instead of the verb)."""
    if fact.r not in HEALTH:
        return fact
    keys, shown = fact.d.split(), (fact.display_d or fact.d).split()
    cut = next((i for i, k in enumerate(keys) if i > 0 and k in w.since), None)
    if cut is None or len(shown) != len(keys):
        return fact
    return dataclasses.replace(fact, d=" ".join(keys[:cut]), display_d=" ".join(shown[:cut]))


def _without_country(fact: Fact, w: _Words) -> Fact:
    """A town without the country said after it with no comma: "rosario argentina" is
    Rosario, as "Rosario, Argentina" is ("ciudad de méxico", "nuevo méxico" keep theirs)."""
    if fact.r not in MAP_PLACES:
        return fact
    keys, shown = fact.d.split(), (fact.display_d or fact.d).split()
    if len(keys) < 2 or len(shown) != len(keys) or keys[-1] not in w.countries or (
            keys[-2] in w.country_keeps or keys[-2] in w.countries):
        return fact
    return dataclasses.replace(fact, d=" ".join(keys[:-1]), display_d=" ".join(shown[:-1]))


def _without_span_tail(fact: Fact, w: _Words) -> Fact:
    """A place without the stretch of time said after it: "cuba el año pasado", "roma la
    semana pasada" are Cuba and Rome (a place is never a year; "rainy days" is no place); an
    employer without the shifts worked there ("the city hospital nights")."""
    if fact.r not in PREMISES:
        return fact
    keys, shown = fact.d.split(), (fact.display_d or fact.d).split()
    if len(shown) != len(keys):
        return fact
    for j in range(1, len(keys)):
        tail = keys[j:]
        if all(_time_word(k, w) for k in tail) and any(
                k in w.time_spans or k[:-1] in w.time_spans for k in tail):
            return dataclasses.replace(fact, d=" ".join(keys[:j]),
                                       display_d=" ".join(shown[:j]))
    return fact


def _said_words(text: str) -> list[str]:
    """The turn's lower-case words without the punctuation around them."""
    words = (t.strip(".,!?;:…\"()").replace("’", "'") for t in text.lower().split())
    return [word for word in words if word]


def _before_end(fact: Fact, said: Sequence[str], w: _Words) -> Fact:
    """The object up to a word that singles out a part in the turn as said: "radiohead
    especially the early albums" is radiohead, "estopa sobre todo los primeros" estopa. The
    parse may leave the marker out of the object ("especially" is an adverb, "todo" a
    determiner), so the object's words are followed through the turn's words."""
    keys, shown = fact.d.split(), (fact.display_d or fact.d).split()
    if len(keys) < 2 or len(shown) != len(keys) or not w.ends:
        return fact
    for start in (j for j, word in enumerate(said) if word == keys[0]):
        i, j, skipped = 1, start + 1, 0
        while i < len(keys) and j < len(said) and skipped <= 2:
            if any(tuple(said[j:j + len(end)]) == end for end in w.ends):
                return dataclasses.replace(fact, d=" ".join(keys[:i]),
                                           display_d=" ".join(shown[:i]))
            if said[j] == keys[i]:
                i, skipped = i + 1, 0
            else:
                skipped += 1
            j += 1
    return fact


def _age_in_short_units(fact: Fact, said: Sequence[str], w: _Words) -> bool:
    """"my son is 3 months old", "mein Sohn ist 3 Monate alt": the number counts months or
    weeks, not years, and is no age in years."""
    if fact.r != "age":
        return False
    after = [nxt for word, nxt in zip(said, [*said[1:], ""], strict=True) if word == fact.d]
    # every time the number is said it counts months or weeks ("I'm 34 and we've been married
    # 34 months" keeps the age)
    return bool(after) and all(nxt in w.short_units for nxt in after)


def clean_facts(facts: Sequence[Fact], lang: str, text: str = "") -> tuple[Fact, ...]:
    """The turn's facts, cleaned; facts that are no facts are left out (logged at debug).

    ``text``: the turn as said, to find where an object ends when the parse left the marker
    out."""
    if not facts:
        return ()
    w = _words(lang)
    said = _said_words(text)
    out: list[Fact] = []
    for fact in facts:
        fact = _before_end(fact, said, w)
        if fact.d.split()[0] in w.negations and not fact.negated and len(fact.d.split()) > 1:
            fact = dataclasses.replace(fact, negated=True)  # "neither a car": denied
        s, display_s = _clean(fact.s, fact.display_s or fact.s, w)
        d, display_d = _clean(fact.d, fact.display_d or fact.d, w)
        if (s, d) != (fact.s, fact.d):
            fact = dataclasses.replace(fact, s=s, d=d, display_s=display_s, display_d=display_d)
        fact = _without_employer_place(_without_since(_without_company(fact, w), w), w)
        fact = _without_country(_without_span_tail(fact, w), w)
        fact = _zero_count(_kin_keyed(_without_age(fact, lang), lang), lang)
        reason = "age_not_in_years" if _age_in_short_units(fact, said, w) else _reason(fact, w)
        if reason is not None:
            log.debug("extract.fact_dropped", reason=reason, relation=fact.r)
            continue
        if fact.key not in {f.key for f in out}:
            out.append(fact)
    return tuple(out)
