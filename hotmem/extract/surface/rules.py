"""Clause analysis and pattern families of the surface path (see ``hotmem.extract.surface``).

:func:`analyse` turns one clause into a :class:`View`: its verb group (frame lemma, tense,
person), its noun phrases with their prepositions, its subject and its polarity.
:func:`family_facts` then asks each pattern family in turn; the first family that recognises
the clause's shape answers. Families read the language tables only, never word lists of
their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hotmem.extract.coref import PERSON, THING, Mention
from hotmem.extract.common import town_preps
from hotmem.extract.counted import counted_key
from hotmem.extract.hygiene import time_core_words
from hotmem.extract.noun_case import MIN_UNKNOWN
from hotmem.extract.take_back import words_of
from hotmem.lang.lexicon import Lexicon, derived, find_phrase, phrases_opened_by
from hotmem.lang.surface_grammar import PAST_TENSES, SurfaceGrammar, VerbForm, match_at
from hotmem.relations import PETS, is_single_valued, is_state
from hotmem.text import normalize_key

if TYPE_CHECKING:
    from hotmem.extract.common import Clause

Triple = tuple[str, str, str, bool]  # subject, relation, object, negated
SELF = "I"  # the user; ``make_fact`` normalises it to ``you`` in every language
MAX_NP_WORDS = 6


# An elided word ("dell'", "l'") and the space the tokens put after it, before a vowel.
_ELIDED = re.compile(r"(\w['’]) (?=[aeiouàèéìòùAEIOUÀÈÉÌÒÙ])")

@dataclass(slots=True)
class Tok:
    """One token as the surface path sees it."""

    text: str
    low: str
    lemma: str
    cap: bool  # starts with a capital and is not sentence-initial
    upper: bool  # starts with a capital
    punct: bool
    verb: VerbForm | None


@dataclass(slots=True)
class NP:
    """A noun phrase: its content words, determiner, owner and governing preposition."""

    start: int
    end: int
    prep: str | None
    words: list[Tok]
    owner: str | None = None  # "self", "other" or None
    negative: bool = False  # "kein Hund", "nessun cane"
    kin: str | None = None  # English key of a kinship/pet head noun
    name: str | None = None  # a person's name inside the phrase ("Schwester Anna")
    kin_word: str | None = None
    bare: bool = False  # a lower-case word right after a preposition: "in kiel", "bei bosch"
    listed: bool = False  # an item of a list said without commas: "Erdbeeren Kirschen und ..."

    @property
    def text(self) -> str:
        # an elided article stays on its word: "film dell'orrore", not "dell' orrore"
        return _ELIDED.sub(r"\1", " ".join(t.text for t in self.words))

    @property
    def head(self) -> str:
        return self.words[0].low if self.words else ""

    def as_subject(self) -> Subject:
        return Subject(key=self.name or self.kin or self.text, kin=self.kin, name=self.name,
                       person=bool(self.kin or self.name), np=self,
                       owned=self.owner == "self" or self.kin is not None)

    def mention(self, g: SurfaceGrammar) -> Mention | None:
        """The coref mention this phrase introduces, if any."""
        gender = g.kin_gender.get(self.kin_word or "")
        if self.name:
            return Mention(normalize_key(self.name), self.name, PERSON, gender)
        if self.kin:
            kind = THING if self.kin in PETS else PERSON
            return Mention(self.kin, self.kin, kind, gender)
        if self.prep is not None and any(t.upper for t in self.words):
            return Mention(normalize_key(self.text), self.text, THING, None)
        return None


@dataclass(slots=True)
class Subject:
    """Who a clause is about; ``key`` is the surface string facts are built from."""

    key: str
    kin: str | None = None
    name: str | None = None
    person: bool = False
    gender: str | None = None
    pronoun: str | None = None  # coref class still to resolve
    np: NP | None = None
    owned: bool = False  # the user's ("meine Schwester") or the user itself
    group: tuple[str, ...] = ()

    @property
    def is_self(self) -> bool:
        return self.key == SELF


def self_subject() -> Subject:
    """The user (first person): normalised to ``you`` by ``make_fact``."""
    return Subject(key=SELF, person=True, owned=True)


@dataclass(slots=True)
class View:
    """One clause, analysed."""

    toks: list[Tok]
    lemma: str | None = None
    tense: str | None = None
    person: str | None = None
    person_ambiguous: bool = False
    verb_at: int = -1
    negated: bool = False
    used_to: bool = False
    subject: Subject | None = None
    nps: list[NP] = field(default_factory=list)
    relative: bool = False
    starts_coordinated: bool = False
    dative_self: bool = False
    progressive: bool = False  # "sto giocando": what is being done now, no habit
    last_np: NP | None = None
    quantities: set[int] = field(default_factory=set)  # "ein bisschen": how much, no thing


# ----------------------------------------------------------------------------------- analysis


def analyse(clause: Clause, lang: str, lex: Lexicon, g: SurfaceGrammar) -> View:
    """Verb group, noun phrases, subject and polarity of one clause."""
    toks = []
    last = len(clause.span) - 1
    for n, t in enumerate(clause.span):
        text = said = t.text
        if n == last and len(text) > 2 and text.endswith(".") and text[:-1].isalpha():
            text = text[:-1]  # "mein sohn heißt max.": the tokenizer kept "max." as a short form
        low = text.lower().replace("’", "'")
        upper = text[:1].isupper()
        initial = upper and (n == 0 or t.is_sent_start)  # only a capital's place is read
        verb = g.verbs.get(low)
        if verb is None and toks and toks[-1].low in g.subject_self:
            verb = g.after_self_forms.get(low)  # "ich spiel Handball"
        if verb is not None and g.spec.capitalised_nouns and upper and not initial:
            verb = None  # a capitalised German word mid-sentence is a noun ("das Essen")
        if verb is not None and toks and toks[-1].low in g.possessives:
            verb = None  # an adjective between owner and noun: "meine liebe Frau"
        if verb is not None and _noun_after_adjective(toks, verb, g):
            verb = None  # "eine große Liebe", "un bel lavoro": no "I love", "I work"
        toks.append(Tok(text, low, t.lemma_.lower(), upper and not initial, upper,
                        t.is_punct and said != "-", verb))
    view = View(toks=toks)
    words = [t.low for t in toks]
    hedge = _hedge_positions(words, g)
    skip = hedge | _filler_negations(toks, lex, g) | {
        i for i, w in enumerate(words[:-1]) if words[i + 1] in lex.not_only_words or (
            words[i + 1] in g.verbs and words[i + 2 : i + 3] and (
                words[i + 2] in lex.not_only_words))}  # "non sono solo un insegnante"
    view.negated = any(t.low in lex.negations and i not in skip for i, t in enumerate(toks))
    used_to = g.phrases["used_to"]
    view.used_to = not used_to.keys().isdisjoint(words) and any(
        match_at(used_to, words, i) for i in range(len(words)))
    content = [i for i, t in enumerate(toks) if not t.punct]
    if content:
        first = toks[content[0]].low
        view.starts_coordinated = first in g.conjunctions
        view.relative = first in g.relatives and _relative_shape(toks, content, g, lex)
    _verb_group(view, g, lex, hedge)
    _stopped_verb(view, lex)
    _chunk(view, lex, g)
    _choose_subject(view, lex, g, words, hedge)
    return view


def _filler_negations(toks: list[Tok], lex: Lexicon, g: SurfaceGrammar) -> set[int]:
    """Negation words used as fillers at the opening of a clause ("eh niente io abito a
    Cagliari", "niente, abito a Pisa"): one followed by a pause, a subject pronoun or another
    filler negates nothing."""
    out: set[int] = set()
    fillers = derived(_filler_words, lex)
    for i, t in enumerate(toks):
        if t.punct or t.low in lex.reactions or t.low in fillers:
            continue
        if t.low not in lex.negations or i + 1 >= len(toks):
            break
        nxt = toks[i + 1]
        if not (nxt.punct or nxt.low in g.subject_self or nxt.low in fillers):
            break
        out.add(i)
    return out


def _filler_words(lex: Lexicon) -> frozenset[str]:
    """Every word of the language's fillers."""
    return frozenset(w for phrase in lex.fillers for w in phrase)


def _noun_after_adjective(toks: list[Tok], verb: VerbForm, g: SurfaceGrammar) -> bool:
    """A first person present form right after an article and a lower-case word that is no
    verb nor function word is a noun: no subject "ich"/"io" can stand between them."""
    if len(toks) < 2 or verb.person != "1s" or verb.tense != "pres":
        return False
    article, prev = toks[-2], toks[-1]
    return (article.low in g.articles and prev.low.isalpha() and not prev.upper
            and prev.verb is None and prev.low not in g.np_stop and prev.low not in g.preps
            and prev.low not in g.articles and prev.low not in g.possessives)


def _hedge_positions(words: list[str], g: SurfaceGrammar) -> set[int]:
    out: set[int] = set()
    if g.phrases["hedges"].keys().isdisjoint(words):
        return out  # no word opens a hedge
    for i in range(len(words)):
        hit = match_at(g.phrases["hedges"], words, i)
        if hit:
            out.update(range(i, i + len(hit)))
    return out


def _relative_shape(toks: list[Tok], content: list[int], g: SurfaceGrammar,
                    lex: Lexicon) -> bool:
    """ "der Rex heißt" (verb-final) or "che si chiama Max" (verb or clitic next); spoken
    German also puts a naming verb second ("der heißt Bello")."""
    if g.spec.verb_final_subclauses:
        second = toks[content[1]] if len(content) > 1 else None
        third = toks[content[2]].low if len(content) > 2 else ""
        return toks[content[-1]].verb is not None or (
            second is not None and second.verb is not None
            and (second.verb.lemma in lex.naming_verbs or (  # "die ist drei": an age,
                second.verb.lemma == g.copula and (  # "der ist Lehrer": a job
                    third.isdigit() or third in g.spelled_numbers or (
                        len(content) == 3 and _identity_like(third, g))))))
    nxt = toks[content[1]] if len(content) > 1 else None
    return nxt is not None and (nxt.verb is not None or nxt.low in g.reflexive_clitics)


def _verb_group(view: View, g: SurfaceGrammar, lex: Lexicon, hedge: set[int]) -> None:
    """The clause's verb group; ``hedge``: the positions of its hedge's words."""
    finite = part = inf = ger = None
    after_hedge = max(hedge, default=0)
    later_verb = any(t.verb is not None for i, t in enumerate(view.toks) if i > after_hedge)
    for i, t in enumerate(view.toks):
        vf = t.verb
        if vf is None or (i > 0 and _noun_slot(view.toks[i - 1], g)):
            t.verb = None
            continue
        if i in hedge and later_verb:
            continue  # "ich glaube meine Schwester arbeitet ...": the hedge's verb is no predicate
        if vf.tense == "ger":
            ger = ger if ger is not None else i
        elif vf.tense == "part":
            part = part if part is not None else i
        elif vf.tense == "inf" or (finite is not None and vf.person != "-"
                                   and view.toks[finite].verb.lemma in g.modals):
            inf = inf if inf is not None else i
        elif finite is None:
            finite = i
        elif view.toks[finite].verb.lemma in g.aux | g.modals and inf is None:
            inf = i  # "ich will nach Rom ziehen": "ziehen" read as 1p/3p is the infinitive
    if finite is None and part is None:
        return
    fv = view.toks[finite].verb if finite is not None else None
    view.verb_at = finite if finite is not None else part
    view.person = fv.person if fv is not None else None
    view.person_ambiguous = fv is not None and "1s" in fv.person and "3p" in fv.person
    if ger is not None and fv is not None and fv.lemma in g.progressive_aux:
        view.lemma, view.tense = view.toks[ger].verb.lemma, fv.tense  # "sto lavorando"
        view.progressive = True
    elif part is not None and (fv is None or fv.lemma in g.aux):
        view.lemma, view.tense = view.toks[part].verb.lemma, "past"
    elif fv is not None and inf is not None and fv.lemma in g.modals:
        view.lemma, view.tense = view.toks[inf].verb.lemma, "inf"
    elif fv is not None:
        view.lemma, view.tense = fv.lemma, fv.tense
    # separable particle at the clause end: "ich nehme am Marathon teil"
    last = next((t.low for t in reversed(view.toks) if not t.punct), "")
    full = g.separable.get((view.lemma or "", last))
    if full is not None:
        view.lemma = full


def _stopped_verb(view: View, lex: Lexicon) -> None:
    """"ho smesso di mangiare carne", "ich habe aufgehört Fleisch zu essen": a verb of
    stopping (``Lexicon.cessation_verbs``) with the infinitive it stops, its marker right
    before it, makes that infinitive the clause's predicate, denied, as a present state."""
    toks = view.toks
    stop = next((i for i, t in enumerate(toks) if t.lemma in lex.cessation_verbs
                 and not t.punct), None)
    if stop is None:
        return
    marker = lex.cessation_verbs[toks[stop].lemma]
    stopped = next((i for i in range(stop + 1, len(toks)) if toks[i - 1].low == marker
                    and (toks[i].verb is not None or toks[i].lemma == toks[i].low)), None)
    if stopped is None:
        return
    verb = toks[stopped]
    lemma = verb.verb.lemma if verb.verb is not None else verb.lemma
    toks[stop].verb = toks[stop].verb or VerbForm(toks[stop].lemma, "-", "part")
    verb.verb = VerbForm(lemma, "-", "inf")
    view.lemma, view.tense = lemma, "pres"
    view.negated = not view.negated


def _noun_slot(prev: Tok, g: SurfaceGrammar) -> bool:
    """After an article, possessive or articulated preposition a verb form is a noun."""
    return not g.spec.capitalised_nouns and (
        prev.low in g.articles or prev.low in g.possessives or prev.low in g.other_possessives
        or (prev.low in g.preps and g.preps[prev.low] != prev.low)
    )


def _stop(t: Tok, lex: Lexicon, g: SurfaceGrammar) -> bool:
    return t.punct or t.verb is not None or t.low in derived(_stop_words, lex, g)


def _stop_words(lex: Lexicon, g: SurfaceGrammar) -> frozenset[str]:
    """Words that end a noun phrase: conjunctions, function words, pronouns, markers."""
    return frozenset().union(
        g.conjunctions, g.np_stop, lex.negations, g.subordinators, g.subject_self,
        g.dative_self, g.call_me,  # "man nennt mich Kiki"
        lex.pronouns, lex.second_person, lex.question_words, lex.reactions, g.markers,
        lex.not_only_words)


def _np(view: View, start: int, prep: str | None, lex: Lexicon, g: SurfaceGrammar) -> NP | None:
    toks, i, n = view.toks, start, len(view.toks)
    owner, negative, bare = None, False, False
    while i < n and (toks[i].low in g.articles or toks[i].low in g.possessives
                     or toks[i].low in g.other_possessives):
        low = toks[i].low
        if low in g.possessives:
            owner = "self"
        elif low in g.other_possessives and owner is None:
            owner = "other"
        if g.negative_determiners and low.startswith(g.negative_determiners):
            negative = True
        i += 1
    words: list[Tok] = []
    lows = [t.low for t in toks]
    while i < n and len(words) < MAX_NP_WORDS:
        t = toks[i]
        if words and match_at(g.phrases["name_markers"], lows, i):
            break
        if (g.spec.capitalised_nouns and prep is not None and owner == "self" and len(words) == 1
                and words[0].upper and words[0].low not in lex.kinship and t.upper
                and t.low not in g.first_names):
            break  # "in meiner Freizeit Schach": the object after the phrase is its own
        if g.spec.capitalised_nouns:
            if ((t.upper or t.low in g.first_names) and not t.punct and not _stop(t, lex, g)
                    and t.low not in g.preps):
                words.append(t)  # STT writes names lower-case: "ich heiße jonas"
            elif t.low.isdigit() or (t.low in g.numbers and not words):
                words.append(t)
            elif (not any(w.upper for w in words)
                  and (prep is not None and (i == start or toks[i - 1].low in g.articles)
                       or prep is None and i > start)
                  and t.low.isalpha()
                  and not _stop(t, lex, g) and t.low not in g.preps
                  and (i + 1 == n or toks[i + 1].punct or _stop(toks[i + 1], lex, g)
                       or (prep is not None and toks[i + 1].low in g.preps))):
                # STT lower-cases German nouns: a lone bare word after a preposition is a
                # name ("ich wohne in kiel", "ich arbeite bei bosch", "bei vw im werk"); an
                # object's last word after its determiner is its noun ("ich habe keine
                # haustiere", "ich arbeite bei einer werft")
                words.append(t)
                bare = True
                i += 1
                break
            elif not words or not any(w.upper for w in words):
                # a lower-case adjective counts only in front of a capitalised noun
                if (not _stop(t, lex, g) and t.low not in g.preps and t.low not in g.articles
                        and i + 1 < n and (toks[i + 1].upper or toks[i + 1].low.isalpha())
                        and t.low.isalpha() and (_noun_follows(toks, i + 1, lex, g) or (
                            prep is None and i > start
                            and _lower_noun_last(toks, i + 1, lex, g)))):
                    words.append(t)
                else:
                    break
            else:
                break
        else:
            if words and t.low in g.numbers:
                break  # "in Islanda tre volte": a count word after the noun is no part of it
            if t.low in g.np_link and words and i + 1 < n and not _stop(toks[i + 1], lex, g):
                words.append(t)
            elif (_stop(t, lex, g) or (t.low in g.preps and not t.cap)
                  or (t.low in g.articles and words)
                  or t.low in g.object_clitics
                  or not (t.low.isalpha() or t.low.isdigit())):
                break
            else:
                words.append(t)
        i += 1
    while words and words[-1].low in g.np_link:
        words.pop()
    if not words:
        return None
    np = NP(start=start, end=i, prep=prep, words=words, owner=owner, negative=negative,
            bare=bare)
    _kin(np, lex, g)
    if np.kin is None and prep is None and i < n and toks[i].verb is not None:
        _kin_before_verb(np, lex, g)
    return np


def _kin_before_verb(np: NP, lex: Lexicon, g: SurfaceGrammar) -> None:
    """"mio fratello maggiore fa ...", "la mia gatta nuvola adora ...": the user's kin noun and
    one lower-case word before a verb is the kin with an adjective (dropped) or with its name.
    """
    if not g.kin_adjectives or np.owner != "self" or len(np.words) != 2:
        return
    kin, word = np.words
    if kin.low not in lex.kinship or not word.low.isalpha() or word.verb is not None:
        return
    if (word.low in g.kin_adjectives or word.low in lex.identity_adjectives
            or _identity_like(word.low, g)):  # "mio cugino francese", "mio figlio studente"
        np.words = [kin]
        _kin(np, lex, g)
    elif not (word.low in lex.kinship or word.low in lex.things or word.low in lex.reactions
              or word.low in lex.passing_states or word.low in g.numbers):
        np.name, np.kin, np.kin_word = word.text, lex.kinship[kin.low], kin.low


def _lower_noun_last(toks: list[Tok], i: int, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A lower-case noun ends the phrase at ``i`` ("einen roten golf"): what follows it is
    the end of the clause or a word that cannot continue a noun phrase."""
    t = toks[i]
    if _stop(t, lex, g) or t.low in g.preps or not t.low.isalpha():
        return False
    return i + 1 == len(toks) or toks[i + 1].punct or _stop(toks[i + 1], lex, g)


def _noun_follows(toks: list[Tok], i: int, lex: Lexicon, g: SurfaceGrammar) -> bool:
    while i < len(toks):
        t = toks[i]
        if t.upper and not _stop(t, lex, g):
            return True
        if _stop(t, lex, g) or t.low in g.preps or not t.low.isalpha():
            return False
        i += 1
    return False


def _kin(np: NP, lex: Lexicon, g: SurfaceGrammar) -> None:
    """Kinship head and apposed name: "Schwester Anna", "sorella Anna", "amico Marco"; an
    adjective before the user's kin noun is dropped ("mein bester Freund", "meine kleine
    Schwester")."""
    at = next((k for k, w in enumerate(np.words) if w.low in lex.kinship), 0)
    person = at > 0 and lex.kinship[np.words[at].low] not in PETS
    if 0 < at and (np.owner == "self" or (  # "einen kleinen Bruder", "eine ältere Schwester"
            person and np.owner is None and np.end - np.start > len(np.words))) and all(
            (w.low.endswith(g.adjective_endings) or w.low in g.kin_adjectives)
            and w.low not in g.first_names
            and w.low not in g.numbers for w in np.words[:at]):
        np.words = np.words[at:]
    head = np.words[0].low
    kin = lex.kinship.get(head)
    if kin is None:
        return
    rest = np.words[1:]
    if rest and all(is_name(t, g) for t in rest):
        np.name = " ".join(t.text for t in rest)
    elif rest:
        return  # "Hund Futter": not a kin phrase we understand
    np.kin, np.kin_word = kin, head


def is_name(t: Tok, g: SurfaceGrammar) -> bool:
    """A token that reads as a person's name rather than a common noun."""
    if t.low in g.first_names:
        return True
    if not t.upper or t.verb is not None:
        return False
    if g.spec.capitalised_nouns:
        return not _identity_like(t.low, g)
    return True


def _identity_like(word: str, g: SurfaceGrammar) -> bool:
    return word in g.identity_nouns or word.endswith(g.identity_suffixes)


def _chunk(view: View, lex: Lexicon, g: SurfaceGrammar) -> None:
    toks, i = view.toks, 0
    amount: tuple[int, int] | None = None  # where an amount said before a noun starts, ends
    while i < len(toks):
        t = toks[i]
        if amount is not None and view.nps and view.nps[-1].start == amount[1]:
            # "un po' di jazz": the amount is the phrase's determiner (a list item after rock)
            view.nps[-1].start = amount[0]
        if (t.low in g.articles and i + 1 < len(toks) and toks[i + 1].low in lex.quantity_nouns
                and toks[i + 1].verb is None):
            # "mi piace un sacco cucinare" (an adverb), "un sacco di amici" (the amici)
            linked = i + 2 < len(toks) and toks[i + 2].low in g.np_link
            skip = 3 if linked else 2
            amount = (i, i + 3) if linked else None
            view.quantities.update(range(i, i + skip))
            i += skip
            continue
        if t.low in g.dative_self:
            view.dative_self = True  # "mir gefällt", "mi piace"
        if t.low in g.preps and t.verb is None and not (t.cap and not g.spec.capitalised_nouns):
            base = g.preps[t.low]
            np = _np(view, i + 1, base, lex, g)
            if np is not None:
                view.nps.append(np)
                i = np.end
                continue
        elif (t.low in g.articles or t.low in g.possessives or t.low in g.other_possessives
              or t.low.isdigit() or t.low in g.numbers
              or (t.upper and not _stop(t, lex, g) and t.low not in g.preps)
              or (g.spec.capitalised_nouns and t.low.isalpha() and not _stop(t, lex, g)
                  and t.low not in g.preps)
              or (not g.spec.capitalised_nouns and not _stop(t, lex, g) and t.low.isalpha()
                  and (t.low not in g.preps or t.cap)
                  and t.low not in g.object_clitics)):
            np = _np(view, i, None, lex, g)
            if np is not None:
                view.nps.append(np)
                i = max(np.end, i + 1)
                continue
        i += 1
    if amount is not None and view.nps and view.nps[-1].start == amount[1]:
        view.nps[-1].start = amount[0]
    view.nps = [piece for np in view.nps for piece in _unmarked_items(view, np, lex, g)]
    view.nps = [piece for np in view.nps for piece in _unmarked_infinitives(view, np, g)]
    if view.nps:
        view.last_np = view.nps[-1]


def _list_word(t: Tok, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A word that can be one item of a list said without commas: a capitalised noun, or a
    lower-case infinitive the restorer left as it was ("tanzen", "malen": its own lemma,
    unlike an inflected adjective such as "leckeren" -> "lecker"). No first name or kin noun:
    "Anna Lena", "Schwester Anna" are one person."""
    if not t.low.isalpha() or t.low in g.first_names or t.low in lex.kinship:
        return False
    if t.upper:
        return True
    return (bool(g.infinitive_suffix) and t.low.endswith(g.infinitive_suffix)
            and t.lemma == t.low and t.verb is None and not _stop(t, lex, g))


def _unmarked_items(view: View, np: NP, lex: Lexicon, g: SurfaceGrammar) -> list[NP]:
    """A run of bare nouns before "und" split into its items: speech-to-text drops the
    commas of a list ("ich liebe Erdbeeren Kirschen und Schokolade"), and German writes a
    compound as one word, so two nouns side by side are two things. Only in speech written
    in lower case (the capitals are the noun-case restorer's): a writer who capitalises
    also sets the commas, and "Harry Potter und Star Wars" is two titles. A run that may be
    a name ("Anna Lena", "Schwester Anna") stays whole."""
    toks = view.toks
    first = next((t for t in toks if t.low.isalpha()), None)
    if (not g.spec.capitalised_nouns or first is None or first.upper
            or len(np.words) < 2 or np.name or np.kin
            or np.end - np.start != len(np.words) or np.end + 1 >= len(toks)
            or toks[np.end].low not in g.conjunctions
            or not all(_list_word(w, lex, g) for w in np.words) or any(
                g.noun_unlike_endings and w.low.endswith(g.noun_unlike_endings)
                for w in np.words[:-1])):
        return [np]  # "Thailändisches Essen": an adjective the restorer capitalised
    pieces = []
    for k, word in enumerate(np.words):
        piece = NP(start=np.start + k, end=np.start + k + 1, prep=np.prep if k == 0 else None,
                   words=[word], owner=np.owner, negative=np.negative, listed=k > 0)
        _kin(piece, lex, g)
        pieces.append(piece)
    return pieces


def _unmarked_infinitives(view: View, np: NP, g: SurfaceGrammar) -> list[NP]:
    """A phrase with infinitives said after its first word, in a list closed by a conjunction
    and an infinitive, split before each of them: speech-to-text drops the commas of a list
    of activities ("camminare in montagna leggere e cucinare", "leggere dipingere e
    nuotare"). Each later infinitive is an item of its own (``listed``)."""
    toks, ends = view.toks, g.infinitive_endings
    if not ends or g.spec.capitalised_nouns or len(np.words) < 2 or np.name or (
            np.end - np.start != len(np.words) or np.end + 1 >= len(toks)):
        return [np]
    closing = toks[np.end + 1].low
    if toks[np.end].low not in g.conjunctions or not (
            closing.endswith(ends) and closing.isalpha() and closing not in g.articles):
        return [np]
    cuts = [k for k, w in enumerate(np.words) if k > 0 and w.low.isalpha()
            and w.low.endswith(ends) and len(w.low) > 5]
    if not cuts:
        return [np]
    pieces = []
    for n, (a, b) in enumerate(zip([0, *cuts], [*cuts, len(np.words)])):
        piece = NP(start=np.start + a, end=np.start + b, prep=np.prep if n == 0 else None,
                   words=np.words[a:b], owner=np.owner if n == 0 else None,
                   negative=np.negative, listed=n > 0)
        pieces.append(piece)
    return pieces


def _choose_subject(view: View, lex: Lexicon, g: SurfaceGrammar, words: list[str],
                    hedge: set[int]) -> None:
    """The clause's subject; ``words``: its tokens' lower-case forms, ``hedge``: the
    positions of its hedge's words."""
    toks = view.toks
    # "meine Tochter ist allergisch gegen Nüsse was kann ich da backen": an "ich" after a
    # question word inside the clause belongs to that question
    asked = next((i for i, w in enumerate(words) if i > 0 and w in lex.question_words), len(toks))
    for i, t in enumerate(toks):
        if t.low in g.subject_self and i not in hedge and i < asked:  # not "ich glaube ..."
            view.subject = self_subject()
            return
    for i, t in enumerate(toks):
        if t.low in lex.pronouns and t.low not in g.articles and not (
            i > 0 and toks[i - 1].low in g.preps
        ):
            if t.low in g.demonstratives and view.lemma in (
                g.copula, None
            ):
                continue
            if t.low in g.demonstratives and 0 <= view.verb_at < i and any(
                    np.prep is None and np.end <= view.verb_at for np in view.nps):
                continue  # "mein Hund liebt es zu schwimmen": "es" is the object
            view.subject = Subject(key=t.text, pronoun=lex.pronouns[t.low])
            return
    candidates = [np for np in view.nps if np.prep is None]
    for n, np in enumerate(candidates):
        postverbal = not g.spec.verb_second and 0 <= view.verb_at < np.start
        if np.owner == "self" and not postverbal and _owned_by_noun_before(view, np, g):
            return  # "der Mann meiner Schwester": someone of the sister's, not hers or mine
        if np.owner == "self" and (np.kin or np.head) and not postverbal:
            subj = np.as_subject()
            subj.owned = True
            if np.kin and not np.name:
                _comma_apposition(view, np, g)
            view.subject = subj if not np.name else np.as_subject()
            view.subject.owned = True
            _group(view, np, candidates[n + 1 :], g)
            return
        if np.owner is None and np.words and all(is_name(w, g) for w in np.words):
            appos = _name_apposition(view, np, candidates[n + 1 : n + 2])
            if appos is not None:
                view.subject = appos
                return
            before = view.verb_at < 0 or np.end <= view.verb_at
            inverted = (g.spec.verb_second and np.start == view.verb_at + 1
                        and np.words[0].low in g.first_names)
            if before or inverted:
                view.subject = Subject(key=np.text, name=np.text, person=True, np=np)
                _group(view, np, candidates[n + 1 :], g)
                return


def _owned_by_noun_before(view: View, np: NP, g: SurfaceGrammar) -> bool:
    """The speaker's phrase right after a noun with its article ("der Sohn meiner
    Nachbarin"): a genitive, whose noun before it is the one spoken of."""
    toks = view.toks
    if np.start < 2:
        return False
    noun, article = toks[np.start - 1], toks[np.start - 2]
    return article.low in g.articles and noun.low.isalpha() and noun.verb is None and (
        noun.low not in g.preps and noun.low not in g.possessives)


def _name_apposition(view: View, np: NP, nxt: list[NP]) -> Subject | None:
    """ "Julia, meine Schwester, wohnt ..." -> Julia, the user's sister."""
    toks = view.toks
    if not nxt or not (np.end < len(toks) and toks[np.end].text == ","):
        return None
    kin = nxt[0]
    if kin.start != np.end + 1 or not kin.kin or kin.owner != "self" or kin.name:
        return None
    if not (kin.end < len(toks) and toks[kin.end].text == ","):
        return None
    return Subject(key=np.text, kin=kin.kin, name=np.text, person=True, np=np, owned=True)


def _comma_apposition(view: View, np: NP, g: SurfaceGrammar) -> None:
    """ "Meine Schwester, Anna, wohnt ..." -> the phrase gets the name."""
    toks = view.toks
    i = np.end
    if i < len(toks) and toks[i].text == ",":
        j = i + 1
        names = []
        while j < len(toks) and is_name(toks[j], g):
            names.append(toks[j].text)
            j += 1
        if names and j < len(toks) and toks[j].text == ",":
            np.name = " ".join(names)


def _group(view: View, np: NP, rest: list[NP], g: SurfaceGrammar) -> None:
    """ "Anna und Marco sind ...": two coordinated names before the verb."""
    if view.subject is None or not rest:
        return
    other = rest[0]
    between = view.toks[np.end : other.start]
    if (len(between) == 1 and between[0].low in g.conjunctions and other.end <= view.verb_at
            and (other.name or all(is_name(w, g) for w in other.words))):
        view.subject.group = (view.subject.key, other.name or other.text)


# ----------------------------------------------------------------------------------- families


def family_facts(view: View, previous: View | None, lex: Lexicon,
                 g: SurfaceGrammar) -> Iterator[Triple]:
    """Facts of a statement clause: the first family that recognises its shape answers."""
    subj = view.subject
    if subj is not None and subj.kin and subj.name and subj.owned and not _verb_read_as_name(
            view, g, lex):
        yield (SELF, subj.kin, subj.name, False)
    yield from _name_before_origin(view, lex, g)
    yield from _age_then_more(view, lex, g)
    partner = _self_partner(view, previous, g)
    for family in (_not_for_me, _naming, _passion, _fan, _superlative, _my_job, _relation_noun,
                   _judged, _copula_frames, _frames, _copula, _likes, _time_spent, _habits,
                   _have):
        found = list(family(view, previous, lex, g))
        if found:
            yield from found
            if partner is not None:
                said_of = _subject_key(subj) if subj is not None else SELF
                yield from ((partner, r, d, neg) for s, r, d, neg in found
                            if s == said_of and r in _SHARED)
            return
    yield from _correction_fragment(view, previous, lex, g)


def _name_before_origin(view: View, lex: Lexicon, g: SurfaceGrammar) -> Iterator[Triple]:
    """ "ich bin (die) Mara aus Münster", "sono Irene di Cagliari": one name-like word between
    the speaker's copula and the phrase of where they come from is their name (the origin
    is read by the frames)."""
    subj = view.subject
    if view.lemma != g.copula or view.tense != "pres" or subj is None or not subj.is_self:
        return
    origin = {prep for (lemma, prep), rel in lex.verb_prep.items()
              if lemma == g.copula and rel == "born_in"}
    after = [t for t in view.toks[view.verb_at + 1 :] if not t.punct]
    article = bool(after) and after[0].low in lex.definite_articles
    if article:
        after = after[1:]  # "ich bin der Peter": a spoken article before a name
    if len(after) < 3 or g.preps.get(after[1].low) not in origin:
        return
    word = after[0]
    if word.low in g.first_names or (
            _introduced_name(word, lex, g) and not _identity_like(word.low, g)
            and not (article and word.low.endswith(g.adjective_endings))):  # "die Neue"
        yield (SELF, "name", word.text, False)
    elif not article and word.cap and _identity_like(word.low, g):
        yield (SELF, "is", word.text, view.negated)  # "ich bin Lehrerin aus Köln"


def _age_then_more(view: View, lex: Lexicon, g: SurfaceGrammar) -> Iterator[Triple]:
    """ "mein Sohn ist 9 und total verrückt nach Lego": the age before "und" is stated
    whatever the family that reads the rest of the clause."""
    subj = view.subject
    if view.lemma != g.copula or view.tense != "pres" or subj is None:
        return
    after = _complement(view, g)
    if len(after) < 3 or after[1].low not in g.conjunctions:
        return
    if view.person is not None and "s" not in view.person:
        return  # "wir sind vier und ...": a count
    age = _digits(after[0]) or _spelled(after[0], g)
    if age:
        yield (_subject_key(subj), "age", age, view.negated)


def _verb_read_as_name(view: View, g: SurfaceGrammar, lex: Lexicon) -> bool:
    """ "meine oma strickt gern": in a clause without a verb the tables know, a word after a
    kin noun with a third-person verb ending and more words after it, or a pastime's
    ("meine oma strickt"), is the verb, not the kin's name (a known first name stays a name:
    "meine Tochter Lisa tanzt Ballett")."""
    np = view.subject.np if view.subject is not None else None
    if view.lemma is not None or np is None or len(np.words) < 2:
        return False
    name = np.words[-1]
    rest = [t for t in view.toks[np.end :] if not t.punct]
    return (name.low not in g.first_names and name.low.endswith(g.third_person_endings)
            and (bool(rest) or _hobby(name, None, lex, g) is not None))


# What "my wife and I" state of both: where they live, what they have, like, visit.
_SHARED = frozenset({"lives_in", "moved_from", "went_to", "born_in", "likes", "dislikes",
                     "has", "owns", "eats", "participated_in"})


def _self_partner(view: View, previous: View | None, g: SurfaceGrammar) -> str | None:
    """Who else the clause is said of: the user's kin or a name coordinated with "I" before
    the verb ("io e la mia ragazza viviamo", "mia moglie e io viviamo", "ich und mein Bruder
    lieben"); the clause splitter may have cut the pair at its "and"."""
    subj = view.subject
    if subj is None or view.verb_at < 0:
        return None
    if previous is not None and previous.lemma is None and view.starts_coordinated:
        words = [t for t in previous.toks if not t.punct]
        if subj.is_self and len(previous.nps) == 1 and previous.nps[0].prep is None and (
                len(previous.nps[0].words) + 1 >= len(words)):
            np = previous.nps[0]  # "mia moglie | e io viviamo a Torino"
            return (np.name or np.kin) if (np.kin or np.name) else None
        if (subj.kin or subj.name) and len(words) == 1 and words[0].low in g.subject_self:
            return SELF  # "ich | und mein Bruder lieben Fußball"
        return None
    if not subj.is_self:
        return None
    toks = view.toks
    me = next((i for i, t in enumerate(toks[: view.verb_at]) if t.low in g.subject_self), None)
    if me is None:
        return None
    for np in view.nps:
        if np.prep is not None or np.end > view.verb_at or not (np.kin or np.name):
            continue
        between = toks[np.end : me] if np.end <= me else toks[me + 1 : np.start]
        if len(between) == 1 and between[0].low in g.conjunctions:
            return np.name or np.kin
    return None


def _not_for_me_words(g: SurfaceGrammar) -> frozenset[str]:
    """Every word of the "not my thing" phrases."""
    return frozenset(w for p in g.not_for_me for w in p)


def _skipped_words(lex: Lexicon, g: SurfaceGrammar) -> frozenset[str]:
    """Stop words and noun-phrase stops: fillers inside a "not my thing" phrase."""
    return lex.stopwords | g.np_stop


def _not_for_me(view, previous, lex, g) -> Iterator[Triple]:
    """ "Joggen ist nicht so mein Ding", "il calcio non fa per me": a liking denied, as in
    English ("karaoke is not my thing")."""
    # a filler word inside the phrase does not hide it: "non è proprio il mio genere"
    said = derived(_not_for_me_words, g)
    skipped = derived(_skipped_words, lex, g)
    kept = [i for i, t in enumerate(view.toks) if t.low in said or t.low not in skipped]
    words = [view.toks[i].low for i in kept]
    # the table's phrases are never empty: only those opening with a word can match at it
    at = next((kept[i] for i in range(len(words)) if any(
        tuple(words[i : i + len(p)]) == p for p in phrases_opened_by(words[i], g.not_for_me))),
              None)
    if at is None:
        return
    things = [np for np in view.nps if np.prep is None and np.end <= at and np.owner is None
              and not np.kin]
    if things:
        yield (SELF, "likes", _object_text(things[0], lex), True)


def _superlative(view, previous, lex, g) -> Iterator[Triple]:
    """ "il lunedì è il giorno peggiore", "il traffico è la cosa peggiore": a thing judged
    the worst or the best by the speaker (never a person, never "... del mondo")."""
    if view.lemma != g.copula or view.tense != "pres" or view.verb_at < 0:
        return
    after = [t for t in view.toks[view.verb_at + 1 :] if not t.punct]
    at = next((i for i, t in enumerate(after) if t.low in lex.superlatives), None)
    if at is None or at + 1 < len(after):
        return  # "il migliore del mondo", "il migliore amico": scoped or attributive
    nouns = [t for t in after[:at] if t.low not in g.articles]
    if len(nouns) > 1 or any(t.low in lex.kinship for t in nouns):
        return  # "la persona peggiore", "il giorno peggiore" judge; "la sorella migliore" not
    rel = lex.superlatives[after[at].low]
    things = [np for np in view.nps if np.prep is None and np.end <= view.verb_at]
    if not things:
        # a day or a season ends noun phrases: "il lunedì è il giorno peggiore"
        before = [t for t in view.toks[: view.verb_at] if not t.punct and t.low not in
                  g.articles]
        if len(before) == 1 and before[0].low in g.np_stop and before[0].low.isalpha():
            yield (SELF, rel, before[0].text, view.negated)
        return
    thing = things[-1]
    if thing.owner is not None or thing.kin or thing.name or any(
            is_name(w, g) or w.low in g.first_names for w in thing.words):
        return
    yield (SELF, rel, _object_text(thing, lex, keyed=False), view.negated)


def _my_job(view, previous, lex, g) -> Iterator[Triple]:
    """ "il mio lavoro in banca mi tiene occupato", "il mio lavoro è in una scuola": the place
    of the user's job is where they work."""
    if view.tense in PAST_TENSES or view.tense in ("cond", "fut", "inf") or (
            view.verb_at >= 0 and _unknown_verb_group(view, g)):
        return  # "il mio lavoro a Roma è finito"
    for n, np in enumerate(view.nps):
        if np.owner != "self" or np.prep is not None or np.head not in lex.job_nouns or len(
                np.words) != 1:
            continue
        place = next((o for o in view.nps[n + 1 :] if o.prep in lex.workplace_preps
                      and o.start in (np.end + 1, view.verb_at + 2)), None)
        if place is not None and _place_like(place, g) and not place.kin and (
                place.start == np.end + 1 or view.lemma == g.copula):
            yield (SELF, "works_at", _object_text(place, lex), view.negated)
        return


def _relation_noun(view, previous, lex, g) -> Iterator[Triple]:
    """ "mein Geburtsort ist Rostock", "Rostock ist mein Geburtsort": a noun of the user's
    whose copula states a relation (``relation_nouns``) gives that relation, as in English
    ("my birthplace is Lagos")."""
    if view.lemma != g.copula or view.tense != "pres" or view.verb_at < 0:
        return
    free = [np for np in view.nps if np.prep is None]
    held = next((np for np in free if np.owner == "self" and len(np.words) == 1
                 and np.head in lex.relation_nouns), None)
    others = [np for np in free if np is not held and np.owner is None and not np.kin]
    if held is None or len(others) != 1:
        return
    yield (SELF, lex.relation_nouns[held.head], _object_text(others[0], lex), view.negated)


def _judged(view, previous, lex, g) -> Iterator[Triple]:
    """ "ich finde Jazz toll", "Spinnen finde ich eklig": a thing judged by a liking or
    disliking adjective (``judgements``) at the clause's end."""
    subj = view.subject
    if view.lemma not in lex.judging_verbs or view.tense != "pres" or subj is None:
        return
    content = [t for t in view.toks if not t.punct and t.low not in lex.negations
               and t.low not in g.np_stop]
    if not content or content[-1].low not in lex.judgements:
        return
    judged = [np for np in view.nps if np.prep is None and np is not subj.np
              and (not np.kin or np.kin in PETS) and np.owner is None
              and content[-1] not in np.words
              and not any(w.low in g.subject_self for w in np.words)]
    if len(judged) == 1:
        yield (_subject_key(subj), lex.judgements[content[-1].low],
               _object_text(judged[0], lex, keyed=False), view.negated)


def _subject_key(subj: Subject) -> str:
    return subj.name or subj.kin or subj.key


def _objects(view: View, prep: str | None) -> list[NP]:
    subj_np = view.subject.np if view.subject else None
    return [np for np in view.nps if np.prep == prep and np is not subj_np]


def _naming(view, previous, lex, g) -> Iterator[Triple]:
    """ "Ich heiße Max", "Mein Hund heißt Rex", "mi chiamo Marco", "che si chiama Max"."""
    imperative = any(t.low in g.call_me for t in view.toks)  # "nenn mich Kati", "chiamami"
    if view.lemma not in lex.naming_verbs or view.tense == "past":
        return
    # "mi chiamano Gigi": people call the speaker so, a name as "chiamami Gigi" gives
    called = view.person == "3p" and view.verb_at > 0 and (
        view.toks[view.verb_at - 1].low in g.dative_self)
    caller = view.subject
    one_caller = (caller is not None and (caller.pronoun or caller.kin or caller.name)) or any(
        lex.pronouns.get(t.low) in ("he", "she") for t in view.toks[: view.verb_at])
    if view.person == "3s" and one_caller and (
            imperative or view.verb_at > 0 and view.toks[view.verb_at - 1].low in g.dative_self):
        return  # "er nennt mich immer Schatz", "mia nonna mi chiama tesoro": one's pet name
    if view.subject is None and not imperative and not called:
        return
    names = [np for np in _objects(view, None)
             if all(w.upper or not g.spec.capitalised_nouns or w.low in g.first_names
                    for w in np.words)]
    if called:  # a bare name, not who calls ("mi chiamano i miei genitori")
        names = [np for np in names if np.end - np.start == len(np.words) and not np.kin
                 and np.start > view.verb_at and all(is_name(w, g) for w in np.words)]
        imperative = True
    lone = _lone_name_after(view, lex, g) if not names else None
    if not names and lone is None:
        return
    name = names[0].text if names else lone.low  # "mein sohn heißt leo": short, lower-case
    subj = view.subject
    if imperative or view.lemma in g.call_verbs:
        if imperative:
            yield (SELF, "name", name, view.negated)
        return
    if subj.is_self:
        yield (SELF, "name", name, view.negated)
    elif subj.kin and subj.owned:
        yield (SELF, subj.kin, name, view.negated)


def _frame_rows(lex: Lexicon, lemma: str | None) -> list[tuple[str | None, str]]:
    return list(derived(_frames_by_lemma, lex).get(lemma, ()))


def _frames_by_lemma(lex: Lexicon) -> dict[str, tuple[tuple[str | None, str], ...]]:
    """The ``verb_prep`` rows of each verb lemma, in table order."""
    rows: dict[str, list[tuple[str | None, str]]] = {}
    for (lemma, prep), rel in lex.verb_prep.items():
        rows.setdefault(lemma, []).append((prep, rel))
    return {lemma: tuple(found) for lemma, found in rows.items()}


# Relations whose object is what was said, not an entity keyed in English: a liking of
# horses is "Pferde", as "ich mag Pferde" gives, not the pet key.
_SAID_OBJECTS = frozenset({"likes", "dislikes"})


def _frames(view, previous, lex, g) -> Iterator[Triple]:
    """Verb + preposition rows of ``Lexicon.verb_prep``: "ich wohne in Berlin"."""
    subj = view.subject
    if subj is None or view.lemma is None or view.tense in ("inf", "cond", "fut"):
        return
    if subj.np is None and not subj.is_self and not subj.person:
        return
    # a particle right after the verb makes its own frame: "sono venuta via da Bari" (left)
    k = view.verb_at + 1
    while 0 < k < len(view.toks) and view.toks[k].verb is not None:
        k += 1  # past the participle: "sono venuta via"
    nxt = view.toks[k].low if 0 < k < len(view.toks) else ""
    rows = _frame_rows(lex, f"{view.lemma} {nxt}") or _frame_rows(lex, view.lemma)
    if view.lemma == g.have or view.lemma in lex.likes:
        return
    past = view.tense in PAST_TENSES
    found: dict[str, NP] = {}
    for prep, rel in rows:
        if view.lemma in g.event_lemmas and rel != "born_in" and not past and not (
                prep is None and view.lemma in lex.state_object_verbs):
            continue  # "ich fahre einen Golf" is a state; "ich fahre nach Rom" a plan
        if view.lemma == g.copula and prep is not None and rel != "born_in" and not past:
            continue
        if rel == "eats" and not view.negated and any(
                t.low in lex.liking_adverbs for t in view.toks):
            continue  # "ich esse gern Fisch", "am liebsten esse ich Pizza": a liking
        objs = _objects(view, prep)
        if prep is None:
            objs = [np for np in objs
                    if np.start > view.verb_at or g.spec.verb_final_subclauses]
        times = time_core_words(lex.lang)  # "Im Winter war ich in Lappland": no place
        objs = [np for np in objs if _place_like(np, g) and (np.prep, np.head) not in (
            *lex.corrections, *lex.hedges)  # "in realtà", "in fact" are markers
            and not all(w.low in times for w in np.words)
            and not (np.prep in lex.time_preps_with_article  # "nach dem Studium"
                     and view.toks[np.start].low in lex.definite_articles)]
        if rel == "owns":
            objs = [np for np in objs if _ownable(np, view, lex)]
            if view.lemma in lex.state_object_verbs:  # "ich fahre (gern) Fahrrad": a habit
                objs = [np for np in objs if np.end - np.start > len(np.words) and not any(
                    t.low in lex.liking_adverbs for t in view.toks)]
        if rel == "works_at":  # "insegno a mio figlio": a relative taught is no workplace;
            # "lavoro alla mia tesi": one's own work worked on, no employer
            if any(np.owner == "self" and np.prep in lex.work_on_preps for np in view.nps):
                objs = []  # nor a place said after it ("alla mia tesi in biologia")
            objs = [np for np in objs if not np.kin and np.head not in lex.not_workplaces
                    and not (len(np.words) == 1 and np.end - np.start == 1 and g.infinitive_endings
                             and np.head.endswith(g.infinitive_endings))]  # "a nuotare"
        if rel == "is" and prep is None:  # "faccio il cuoco", not "faccio sport"
            objs = [np for np in objs if np.end - np.start > len(np.words) and not np.kin
                    and (np.head in g.identity_nouns or _identity_like(np.head, g))]
        if objs and objs[0].head in lex.vicinity_nouns and len(objs[0].words) == 1:
            named = next((o for o in view.nps if o.start == objs[0].end + 1
                          and o.prep in lex.genitive_preps), None)
            objs = [named] if named is not None else []  # "in der Nähe von München"
        if objs and rel in ("lives_in", "works_at"):
            objs = [_named_within(objs[0], view, lex, g), *objs[1:]]
        if objs and (rel not in found or objs[0].start < found[rel].start):
            found[rel] = objs[0]  # the first place said: "in un ristorante a Napoli"
    if view.lemma in lex.job_verbs and view.tense == "pres" and not any(
            np.kin for np in _objects(view, "a")) and not any(  # "insegno a mio figlio"
            t.low in lex.question_words for t in view.toks[: max(view.verb_at, 0)]):
        # "insegno storia" is a job; "dimmi dove insegno" asks, it states nothing
        yield (_subject_key(subj), "is", lex.job_verbs[view.lemma], view.negated)
    job = found.get("is")
    if job is not None and job.prep is None and "works_at" not in found:
        # "faccio il cameriere in una trattoria": the place right after the job
        towns = town_preps(g.spec.code)  # "faccio il cuoco a Rimini": the town, no employer
        place = next((np for np in view.nps if np.start in (job.end, job.end + 1)
                      and np.prep in lex.workplace_preps and not np.negative and not np.kin
                      and np.head not in lex.not_workplaces
                      and not (np.prep in towns and np.end - np.start == len(np.words))), None)
        if place is not None and job.head not in lex.non_work_roles:
            found["works_at"] = place
    for rel, obj in found.items():
        former = is_state(rel) and view.lemma not in g.event_lemmas
        negated = view.negated or (former and (past or view.used_to))
        keyed = rel not in _SAID_OBJECTS  # "interessiert sich für Pferde": the word said
        yield (_subject_key(subj), rel, _object_text(obj, lex, keyed=keyed), negated)
        if not is_single_valued(rel) and rel != "is":  # "ich steh auf Jazz und Blues"
            later = [obj, *(np for np in view.nps if np.start > obj.start)]
            for extra in _conjuncts(view, later, g) or _prep_conjuncts(view, later, g):
                yield (_subject_key(subj), rel, _object_text(extra, lex, keyed=keyed), negated)


def _named_within(np: NP, view: View, lex: Lexicon, g: SurfaceGrammar) -> NP:
    """The place a kind of place lies in, said right after it: "in einer kleinen Wohnung in
    Hamburg", "in einem Dorf bei Passau", "am Stadtrand von München" -> the named place; the
    company a branch belongs to: "im Büro von Siemens" -> Siemens. Any other place is
    itself."""
    for _ in range(2):  # "in einem Haus am Stadtrand von München"
        last = np.words[-1].low if np.words else ""
        kind = last in lex.place_kinds or (
            last in lex.branch_nouns or last in lex.vicinity_nouns) and len(np.words) == 1
        if not kind:
            return np
        nxt = next((o for o in view.nps if o.start == np.end + 1 and o.prep is not None
                    and not o.kin and o.owner is None and _place_like(o, g)), None)
        if nxt is None or (last not in lex.place_kinds and nxt.prep not in lex.genitive_preps):
            return np
        np = nxt
    return np


def _ownable(np: NP, view: View, lex: Lexicon) -> bool:
    """An object a driving or buying verb says is owned: "ich fahre einen Golf", "guido una
    Panda"; not a person ("meine Kinder"), someone else's thing, or a definite one ("den
    Bus", "l'autobus")."""
    if (np.kin and np.kin not in PETS) or np.owner == "other":
        return False
    # "il mio studio": the article of a possessed thing does not make it someone else's
    return np.owner == "self" or view.toks[np.start].low not in lex.definite_articles


def _place_like(np: NP, g: SurfaceGrammar) -> bool:
    """Objects of frames: not a time span ("drei Jahre", "tre anni"), not a season ("im
    Sommer"), not a pronoun."""
    if np.words[0].low.isdigit() or np.words[0].low in g.numbers or np.head in g.time_nouns:
        return False
    return np.bare or not (g.spec.capitalised_nouns and not any(w.upper for w in np.words))


def _object_text(np: NP, lex: Lexicon, *, keyed: bool = True) -> str:
    """The phrase as a fact's object; a lone kin or pet noun keyed in English unless not
    ``keyed`` (an allergy's cause keeps the word said: "allergico ai gatti")."""
    if keyed and np.kin and not np.name and len(np.words) == 1:
        return np.kin
    lows = [w.low for w in np.words]
    if len(lows) > 2 and lows[0] in lex.branch_nouns:  # "sede della Ferrari" -> ferrari
        return " ".join(w.text for w in np.words[2:])
    if len(lows) > 1 and lows[-1] in lex.branch_nouns and lows[0] not in lex.branch_nouns:
        return " ".join(w.text for w in np.words[:-1])  # "im Siemens Werk" -> siemens
    if len(lows) == 1 and "-" in lows[0] and lows[0].rsplit("-", 1)[1] in lex.branch_nouns:
        return np.words[0].text.rsplit("-", 1)[0]  # "im Google-Büro" -> google
    if len(np.words) in (2, 3) and not np.name and (kin := lex.kinship.get(np.words[-1].low)):
        # "zwei Söhne" -> two sons; "drei süße Katzen" -> three cats (a lower-case word
        # between count and noun is an adjective)
        counted = counted_key(kin, np.words[0].low, lex.lang)
        if counted is not None and (len(np.words) == 2 or not np.words[1].upper):
            return counted
    return np.name or np.text


def _copula_frames(view, previous, lex, g) -> Iterator[Triple]:
    """Copula + complement families that outrank frames ("Ich bin 34", "mein Name ist")."""
    subj = view.subject
    if subj is not None and view.lemma in g.age_verbs and view.tense == "past":
        # "ich bin letzte Woche 45 geworden", "ho compiuto 36 anni": the new age
        ages = [d for t in view.toks if (d := _digits(t))] or [
            d for t in view.toks if (d := _spelled(t, g))]  # "fünfzig geworden"
        if ages:
            yield (_subject_key(subj), "age", ages[0], view.negated)
        return
    if view.lemma in g.reaction_verbs and view.tense == "pres" and subj is not None:
        yield from _allergens(view, subj, view.toks[view.verb_at + 1 :], lex, g)
        return  # "ich reagiere allergisch auf Nüsse"
    if view.lemma != g.copula or view.tense != "pres":
        return
    judged = _favorite_judged(view, lex, g) or _superlative_judged(view, lex, g)
    if judged is not None:
        yield judged
        return
    if subj is None:
        return
    after = _complement(view, g)
    allergens = list(_allergens(view, subj, after, lex, g))
    if allergens:
        yield from allergens
        return
    # age: "ich bin 34 (Jahre alt)", "meine Schwester ist 30", "ich bin jetzt 35"
    while len(after) > 1 and after[0].low in g.np_stop and _digits(after[1]) and (
            after[0].low not in lex.negations):
        after = after[1:]
    counted = subj.is_self and view.person is not None and "s" not in view.person
    if after and _digits(after[0]) and not counted and (
            len(after) == 1 or after[1].low in lex.age_nouns or _repair_word(after[1].low, lex)
            or _ends_age(after[1:], lex, g)):
        yield (_subject_key(subj), "age", _digits(after[0]), view.negated)
        return
    plural = view.person is not None and "s" not in view.person  # "wir sind vier": a count
    if after and not plural and (spelled := _spelled(after[0], g)) and (
            len(after) == 1 or after[1].low in lex.age_nouns or _ends_age(after[1:], lex, g)):
        yield (_subject_key(subj), "age", spelled, view.negated)  # "ich bin dreißig"
        return
    if subj.np is not None and subj.np.owner == "self":
        np = subj.np
        comp = [c for c in _objects(view, None) if c.start > view.verb_at]
        if _favorite(np, lex) is None and _says_favorite(np, lex) and (
                listed := _listed_words(view, lex, g)):
            # "meine hobbys sind malen gärtnern und Yoga": activities and things listed
            yield from ((SELF, "likes", item.lower(), view.negated) for item in listed)
            return
        if not comp:
            lone = _lone_name_after(view, lex, g)
            if np.head in lex.name_nouns and lone is not None and not view.negated:
                yield (SELF, "name", lone.low, view.negated)  # "mein name ist ole"
                return
            thing = _favorite(np, lex)
            for word in _lower_case_items(view, lex, g):
                if thing is not None:  # "meine lieblingsfarbe ist blau"
                    yield (SELF, f"favorite_{thing}", word.low, view.negated)
                elif _says_favorite(np, lex):  # "meine hobbys sind lesen und kochen"
                    yield (SELF, "likes", word.low, view.negated)
            return
        value = comp[0]
        if np.head in lex.name_nouns:
            yield (SELF, "name", value.text, view.negated)
            return
        thing = _favorite(np, lex)
        if thing is not None:
            for listed in [value, *_conjuncts(view, comp, g)]:  # "sono X e Y"
                yield (SELF, f"favorite_{thing}", listed.text, view.negated)
            return
        if _says_favorite(np, lex):
            # "il mio personaggio preferito è Topolino", "il mio preferito è la pizza": a
            # kind without a favorite_ key, or none named, is a liking
            for listed in [value, *_conjuncts(view, comp, g)]:  # "Lesen, Kochen und Wandern"
                yield (SELF, "likes", listed.text, view.negated)
            return
        indefinite = view.toks[value.start].low in g.articles and (
            view.toks[value.start].low not in lex.definite_articles)  # "ist ein Dackel"
        if np.kin and not np.name and all(is_name(w, g) for w in value.words) and (
                not indefinite and not value.kin) and (
                not _says_favorite(value, lex)) and find_phrase(
                [w.low for w in value.words], lex.only_child) is None and not any(
                w.low in lex.superlatives or _spelled(w, g) for w in value.words):
            # not "... ist der Beste", "... sind siebzig"
            yield (SELF, np.kin, value.text, view.negated)
            return
    # "Anna ist meine Schwester", "Anna è mia sorella"
    if subj.name and not subj.kin and not subj.group:
        comp = [c for c in _objects(view, None) if c.start > view.verb_at]
        if comp and comp[0].owner == "self" and comp[0].head in lex.name_nouns:
            yield (SELF, "name", subj.name, view.negated)  # "Laura ist mein Name"
            return
        if comp and comp[0].kin and comp[0].owner == "self" and not comp[0].name:
            rel = comp[0].kin
            yield (SELF, rel, subj.name, view.negated)
            return
        if comp and comp[0].kin == "friend" and any(
            np.prep in lex.genitive_preps and np.text.lower() in lex.self_words
            for np in view.nps
        ):
            yield (SELF, "friend_of", subj.name, view.negated)
            return


def _allergens(view: View, subj: Subject, after: list[Tok], lex: Lexicon,
               g: SurfaceGrammar) -> Iterator[Triple]:
    """ "ich bin allergisch gegen Nüsse", "sono allergica alle arachidi", "ich reagiere
    allergisch auf Nüsse": what the allergy word's preposition names, every allergen listed."""
    allergy = next((i for i, t in enumerate(after) if t.low in g.allergy_words), None)
    if allergy is None:
        return
    start = view.toks.index(after[allergy])
    objs = [np for np in view.nps if np.prep is not None and np.start > start] or [
        np for np in view.nps if np.prep is not None and view.verb_at < np.start < start
        and np.end <= start]  # "ich bin gegen Katzen allergisch"
    if objs:  # "gegen Nüsse und Erdbeeren"
        later = [objs[0], *(np for np in view.nps if np.start > objs[0].start)]
        for allergen in [objs[0], *(_conjuncts(view, later, g)
                                    or _prep_conjuncts(view, later, g))]:
            yield (_subject_key(subj), "allergic_to", _object_text(allergen, lex, keyed=False),
                   view.negated)


def _complement(view: View, g: SurfaceGrammar) -> list[Tok]:
    """What the copula says of its subject: the words after it, or in a verb-final
    subordinate clause ("weil ich Bäcker bin", "da meine Tochter 9 ist") the words between
    the subject and the verb."""
    after = [t for t in view.toks[view.verb_at + 1 :] if not t.punct]
    subj = view.subject
    if after or not g.spec.verb_final_subclauses or subj is None or view.verb_at < 0:
        return after
    if subj.np is not None and subj.np.end <= view.verb_at:
        start = subj.np.end
    else:
        start = next((i + 1 for i, t in enumerate(view.toks[: view.verb_at])
                      if t.low in g.subject_self), view.verb_at)
    return [t for t in view.toks[start : view.verb_at] if not t.punct]


def _ends_age(rest: list[Tok], lex: Lexicon, g: SurfaceGrammar) -> bool:
    """Words after a number that leave it an age: an aside ("ich bin 24 übrigens", "ich bin
    30 haha") or a second statement joined by "and" ("meine Oma ist 92 und noch fit")."""
    return bool(rest) and (rest[0].low in g.conjunctions or all(
        t.low in g.np_stop or t.low in lex.reactions or _repair_word(t.low, lex)
        for t in rest))


def _repair_word(word: str, lex: Lexicon) -> bool:
    """A filler, negation or correction word: "ich bin 19, äh nein, 20" still states an age
    (:mod:`hotmem.extract.take_back` settles which, with the same words)."""
    words = words_of(lex.lang)
    return word in lex.negations or (words is not None and word in words.repair)


def _spelled(t: Tok, g: SurfaceGrammar) -> str:
    """An age said in words, as digits: "dreißig" -> "30"; else ""."""
    value = g.spelled_numbers.get(t.low)
    return str(value) if value is not None else ""


def _digits(t: Tok) -> str:
    """ "34" or the German tokenizer's "34." (read as an ordinal) -> "34"; else ""."""
    core = t.low[:-1] if t.low.endswith(".") else t.low
    return core if core.isdigit() else ""


def _favorite(np: NP, lex: Lexicon) -> str | None:
    head = np.head
    for prefix in lex.favorite_words:
        if head.startswith(prefix):
            thing = _thing(head[len(prefix):], lex)  # "Lieblingsbands" -> band
            if thing is not None:
                return thing
    if len(np.words) >= 2 and np.words[1].low in lex.favorite_words:
        return _thing(head, lex) or lex.things.get(np.words[0].lemma)  # "piatti" -> piatto
    return None


def _thing(word: str, lex: Lexicon) -> str | None:
    """The thing key of a noun or of its plural ("bands", "Filme", "canzoni" by lemma)."""
    for cut in ("", "s", "n", "en", "e"):
        if word.endswith(cut) and (stem := word[: len(word) - len(cut)]) in lex.things:
            return lex.things[stem]
    return None


def _favorite_judged(view: View, lex: Lexicon, g: SurfaceGrammar) -> Triple | None:
    """A thing said to be the user's favourite: "la pizza è il mio cibo preferito",
    "Fußball ist mein Lieblingssport" (favorite_<kind>, or likes when no kind has a key)."""
    bare = [np for np in view.nps if np.prep is None and np.words]
    before = [np for np in bare if np.end <= view.verb_at]
    after = [np for np in bare if np.start > view.verb_at]
    if not before or not after or after[0].owner != "self" or not _says_favorite(after[0], lex):
        return None
    thing, judge = before[-1], after[0]
    if thing.owner is not None or thing.kin or thing.name or judge.kin or any(
            w.low in g.first_names for w in thing.words):
        return None
    if any(judge.head.endswith(kin) for kin in lex.kinship if len(kin) > 3):
        return None  # "Anna ist meine Lieblingstante": a person, not a thing
    kind = _favorite(judge, lex)
    return (SELF, f"favorite_{kind}" if kind else "likes", thing.text, view.negated)


def _superlative_judged(view: View, lex: Lexicon, g: SurfaceGrammar) -> Triple | None:
    """A thing judged with a superlative: "Montage sind einfach das Schlimmste" -> (you,
    dislikes, montage). The superlative ends the clause (no "der Welt", "im Team"), and a
    person, kin or owned thing judged gives nothing ("mein Bruder ist der Beste")."""
    if not lex.superlatives:
        return None
    after = [t for t in view.toks[view.verb_at + 1 :] if not t.punct and t.low not in g.np_stop]
    if len(after) != 2 or after[0].low not in lex.definite_articles:
        return None
    rel = lex.superlatives.get(after[1].low)
    before = [np for np in view.nps if np.prep is None and np.words and np.end <= view.verb_at]
    if rel is None or len(before) != 1 or any(
            t.low in g.future_markers or t.low in g.not_future_before for t in view.toks):
        return None  # "das Wetter ist heute das Schlimmste": a passing judgement
    thing = before[0]
    if thing.owner is not None or thing.kin or thing.name or any(
            w.low in g.first_names or w.low in lex.pronouns for w in thing.words):
        return None
    return (SELF, rel, thing.text, view.negated)


def _says_favorite(np: NP, lex: Lexicon) -> bool:
    """The phrase names a favourite: a "favourite" word in it or a "Lieblings-" head."""
    return any(w.low in lex.favorite_words for w in np.words) or any(
        np.head.startswith(prefix) and len(np.head) > len(prefix)
        for prefix in lex.favorite_words)


def _copula(view, previous, lex, g) -> Iterator[Triple]:
    """Friendship and identity: "A und B sind Freunde", "ich bin Lehrer", "sono vegetariano"."""
    if view.lemma != g.copula or view.subject is None or view.tense != "pres":
        return
    subj = view.subject
    after = _complement(view, g)
    lows = [t.low for t in after]
    if subj.group and any(w in lex.friend_nouns or lex.kinship.get(w) == "friend"
                          for w in lows):
        yield (subj.group[0], "friend_of", subj.group[1], view.negated)
        return
    if subj.is_self or subj.person:
        # "ich bin mit Anna befreundet" / "sono amico di Marco"
        if subj.is_self and any(w in lex.friend_nouns or lex.kinship.get(w) == "friend"
                                for w in lows):
            partner = _named_with_self(view, previous, lex, g) or _friend_partner(after, lex, g)
            if partner is not None and partner.low not in lex.friend_nouns and (
                    lex.kinship.get(partner.low) != "friend"):  # "wir sind Freunde"
                yield (SELF, "friend_of", partner.text, view.negated)
            return
        words = [t for t in after if t.low not in g.articles and t.low not in g.np_stop
                 and t.low not in g.subject_self]  # "von Beruf bin ich Tischler"
        if not words:
            return
        if len(words) == 1 and find_phrase([words[0].low], lex.only_child) is not None:
            # "ich bin Einzelkind": no siblings, as "I'm an only child"
            yield (_subject_key(subj), "has", "sibling", not view.negated)
            return
        if (words[-1].low in lex.identity_adjectives or _identity_like(words[-1].low, g)) and all(
                w.low in g.numbers or w.low.isdigit() or w.low in g.preps or w.low in lex.job_nouns
                or w.low in g.time_nouns for w in words[:-1]):
            words = words[-1:]  # "ich bin seit drei Jahren verheiratet", "von Beruf Koch"
        word = words[0]
        at = view.toks.index(word) + 1
        if len(words) > 1 and at < len(view.toks) and (
                view.toks[at].low in g.preps or view.toks[at].low in g.conjunctions) and (
                _identity_word(word, lex, g)):
            # "ich bin Veganer seit letztem Jahr": since when, not what; "ich bin Hausfrau
            # und Mutter": the first role said
            words = words[:1]
        if len(words) > 1 and not (words[1].low in g.preps or words[1].low in g.np_stop):
            return
        if word.low in lex.passing_states or word.low.isdigit():
            return
        if _identity_word(word, lex, g):
            yield (_subject_key(subj), "is", word.text, view.negated)
            # "ich bin Krankenschwester im Klinikum", "sono infermiera in ospedale"
            at = view.toks.index(word) + 1
            place = next((np for np in view.nps if np.start in (at, at + 1) and np.prep
                          in lex.workplace_preps and not np.negative
                          and np.head not in lex.not_workplaces), None)
            # "sono intollerante al lattosio": an adjective's complement is no workplace
            if place is not None and word.low not in lex.non_work_roles and (
                    word.low not in lex.identity_adjectives):
                yield (_subject_key(subj), "works_at", _object_text(place, lex), view.negated)
        elif subj.is_self and len(words) == 1 and _introduced_name(word, lex, g) and not any(
                t.low in g.preps for t in view.toks[view.verb_at + 1 : at - 1]) and not any(
                t.low in g.articles and t.low not in lex.definite_articles for t in after) and not (
                after[0].low in lex.definite_articles and word.low not in g.first_names
                and word.low.endswith(g.adjective_endings)):
            # "ciao, sono Marta", "ich bin jonas", "ich bin der jonas"; not "ich bin kein
            # Morgenmensch", "ich bin ein Nachtmensch", "ich bin die Neue"
            yield (SELF, "name", word.text, view.negated)
        elif subj.is_self and words == after and _origin_after_name(words, lex, g):
            yield (SELF, "name", word.text, view.negated)  # "sono irene di cagliari"
            yield (SELF, "born_in", words[2].text, view.negated)


def _identity_word(word: Tok, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A word that says what someone is after the copula: a job or role noun ("Lehrer",
    "infermiera") or an identity adjective ("vegan"), never a name."""
    if g.spec.capitalised_nouns:
        return (word.cap and _identity_like(word.low, g) and word.low not in g.first_names
                ) or word.low in lex.identity_adjectives
    return (word.low in lex.identity_adjectives or word.low in g.identity_nouns
            or (word.low.endswith(g.identity_suffixes) and word.verb is None
                and word.low not in g.first_names  # "sono Federica": no "-ica" job
                and not (g.adjective_participle_endings
                         and word.low.endswith(g.adjective_participle_endings))))


def _named_with_self(view: View, previous: View | None, lex: Lexicon,
                     g: SurfaceGrammar) -> Tok | None:
    """The one word coordinated with the speaker before the verb, a name ("(die) Lena und
    ich sind befreundet" -> Lena; not "meine Schwester und ich", a kin noun). The clause
    splitter may have cut the name off as a verbless clause of its own."""
    toks = [t for t in view.toks[: max(view.verb_at, 0)] if not t.punct]
    if len(toks) == 2 and previous is not None and previous.verb_at < 0:
        toks = [t for t in previous.toks if not t.punct] + toks
    for i in range(len(toks) - 2):
        t = toks[i]
        if (toks[i + 1].low in g.conjunctions and toks[i + 2].low in g.subject_self
                and t.verb is None and t.low.isalpha() and t.low not in lex.kinship
                and (i == 0 or toks[i - 1].low in g.articles)
                and t.low in g.first_names):  # a name: "Kaffee und ich sind beste Freunde" is none
            return t
    return None


def _friend_partner(after: list[Tok], lex: Lexicon, g: SurfaceGrammar) -> Tok | None:
    """Who the speaker is friends with: a name after "mit" / "di" or after no preposition; a
    name under any other preposition is a time or a place ("seit der Schule"), never a friend.
    """
    links = lex.comitative_preps | lex.genitive_preps
    prep: str | None = None
    for t in after:
        if t.low in g.preps:
            prep = t.low
        elif ((t.upper or t.low in g.first_names) and is_name(t, g)
              and t.low not in g.articles and (prep is None or prep in links)):
            return t
    return None


def _origin_after_name(words: list[Tok], lex: Lexicon, g: SurfaceGrammar) -> bool:
    """The words after "sono" are a name, the bare genitive preposition and one place word
    ("irene di cagliari"): where the speaker comes from, said with the name."""
    if len(words) != 3 or not _introduced_name(words[0], lex, g):
        return False
    link, place = words[1].low, words[2]
    return (link in lex.genitive_preps and g.preps.get(link) == link and place.low.isalpha()
            and place.verb is None and place.low not in lex.kinship
            and place.low not in lex.passing_states and place.low not in lex.things
            and not _identity_like(place.low, g) and place.low not in lex.identity_adjectives)


def _introduced_name(word: Tok, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """The one word after "ich bin" / "sono" reads as the speaker's name: a known first name
    in any case, or a capitalised word that is no verb, identity, kin or state word."""
    if word.low in g.first_names:
        return True
    if g.participle_prefix and len(word.low) >= _PARTICIPLE_MIN and word.low.startswith(
            g.participle_prefix) and word.low.endswith(g.participle_suffixes):
        return False  # "ich bin gestern gejoggt": a participle the tables do not list
    return (word.cap and word.verb is None and word.low.isalpha()
            and not _identity_like(word.low, g) and word.low not in lex.identity_adjectives
            and word.low not in lex.kinship and word.low not in lex.passing_states
            and word.low not in lex.reactions and word.low not in lex.things)


# Shorter "ge-...-t" words may be names ("Gert").
_PARTICIPLE_MIN = 7


def _likes(view, previous, lex, g) -> Iterator[Triple]:
    """ "ich mag Pizza", "Jazz gefällt mir", "mi piace la pizza", "non sopporto il traffico"."""
    lemma = view.lemma
    if lemma is None or view.tense not in ("pres", None, "inf"):
        return
    if view.tense == "inf" and lemma not in lex.negated_likes:
        return
    if any(t.low in lex.second_person and t.low not in lex.pronouns
           or t.low in g.pointing_determiners and view.verb_at < k <= view.verb_at + 2 and all(
               w.low not in g.articles for w in view.toks[view.verb_at + 1 : k])
           for k, t in enumerate(view.toks)):
        return  # "mi piace parlare con te", "deine Idee gefällt mir", "ich mag dieses Lied":
        # the conversation or a thing shown in it, no lasting taste ("la pizza, soprattutto
        # quella napoletana" says which one after the taste)
    if lemma in lex.likes_reverse:
        liker = None
        if view.dative_self:
            liker = SELF
        else:
            dat = [np for np in view.nps if np.prep == "a" and np.kin and np.owner == "self"]
            named = [np for np in view.nps if np.prep == "a" and np.owner is None
                     and 0 <= np.end <= view.verb_at and all(is_name(w, g) for w in np.words)]
            if dat:
                liker = dat[0].kin
            elif named:  # "a Marco piace il calcio"
                liker = named[0].text
        liked = _infinitive_items(view, [np for np in view.nps
                                         if np.prep is None and np.owner != "self"], g)
        if liker is None:
            return
        text = _liked_text(view, liked, g, lex)
        if text:
            yield (liker, lex.likes_reverse[lemma], text, view.negated)
            for extra in _conjuncts(view, liked, g, _infinitive_object_end(view, liked, g)):
                yield (liker, lex.likes_reverse[lemma], _item_text(view, extra, g),
                       view.negated)
            if liker == SELF:
                yield from _pets_in_activity(view, liked, lex, g)
        return
    subj = view.subject
    if subj is None:
        return
    rel = lex.likes.get(lemma)
    negated = view.negated
    if rel is None and lemma in lex.negated_likes and view.negated:
        rel, negated = lex.negated_likes[lemma], False
    if rel is None:
        return
    placeholder = _placeholder_infinitive(view, lex, g)
    if placeholder is not None:  # "ich liebe es, abends zu grillen"
        yield (_subject_key(subj), rel, placeholder, negated)
        return
    objs = [np for np in _objects(view, None) if np is not (subj.np) and (
        np.start > view.verb_at or g.spec.verb_final_subclauses or g.spec.verb_second)]
    objs = _infinitive_items(view, objs, g)
    listed = _listed_words(view, lex, g)
    if listed:  # "ich mag klettern, kochen und brettspiele"
        for word in listed:
            yield (_subject_key(subj), rel, word, negated)
        return
    text = _liked_text(view, objs, g, lex)
    if text:
        yield (_subject_key(subj), rel, text, negated)
        for extra in _conjuncts(view, objs, g, _infinitive_object_end(view, objs, g)):
            yield (_subject_key(subj), rel, _item_text(view, extra, g), negated)
        if subj.is_self:
            yield from _pets_in_activity(view, objs, lex, g)
    elif (lone := _lone_word_after(view, lex, g)) is not None:
        yield (_subject_key(subj), rel, lone.low, negated)  # "mein papa liebt angeln"
    else:  # "ich mag schwimmen und lesen": lower-case activities joined
        for word in _lower_case_items(view, lex, g):
            yield (_subject_key(subj), rel, word.low, negated)


def _infinitive_items(view: View, liked: list[NP], g: SurfaceGrammar) -> list[NP]:
    """``liked`` with the infinitives the tables know as verbs (so no phrase holds them) that
    are said right after the liking verb or after a conjunction: "adoro giocare a tennis e
    nuotare", "adoro nuotare e giocare a tennis" like both activities, not only one."""
    if view.verb_at < 0 or not g.infinitive_endings:
        return liked
    held = {i for np in view.nps for i in range(np.start, np.end)}
    toks, extra = view.toks, []
    for i in range(view.verb_at + 1, len(toks)):
        t = toks[i]
        if i in held or t.verb is None or t.verb.tense != "inf" or not t.low.isalpha():
            continue
        if i == view.verb_at + 1 or toks[i - 1].low in g.conjunctions or toks[i - 1].low == ",":
            extra.append(NP(start=i, end=i + 1, prep=None, words=[t]))
    return sorted([*liked, *extra], key=lambda np: np.start) if extra else liked


def _pets_in_activity(view: View, liked: list[NP], lex: Lexicon,
                      g: SurfaceGrammar) -> Iterator[Triple]:
    """"mi piace passeggiare con il mio cane", "adoro uscire con i miei gatti": a liked
    activity done with the user's own pet says the pet is theirs."""
    if not liked or not g.infinitive_endings or not liked[0].head.endswith(g.infinitive_endings):
        return
    for np in view.nps:
        role = np.kin or ""
        if (np.start > liked[0].start and np.owner == "self" and not np.negative
                and (role in PETS or role.removesuffix("s") in PETS)):
            yield (SELF, "has", _object_text(np, lex), False)


def _lower_case_items(view: View, lex: Lexicon, g: SurfaceGrammar) -> list[Tok]:
    """One-word values after the verb, alone or listed ("ist blau", "sind lesen und
    kochen"), when no phrase was read there; empty when any item is not a lone word."""
    after = [t for t in view.toks[view.verb_at + 1 :] if not t.punct or t.low == ","]
    items: list[list[Tok]] = [[]]
    for t in after:
        if t.low == "," or t.low in g.conjunctions:
            items.append([])
        elif t.low not in g.np_stop and t.low not in g.articles:
            items[-1].append(t)
    items = _unmarked_words([item for item in items if item], view, lex, g)
    if view.verb_at < 0 or not items or any(len(item) != 1 for item in items):
        return []
    words = [item[0] for item in items]
    return [] if any(not _value_word(w, lex, g) for w in words) else words


def _unmarked_words(items: list[list[Tok]], view: View, lex: Lexicon,
                    g: SurfaceGrammar) -> list[list[Tok]]:
    """``items`` with a first item of words said without commas split into one item per word
    ("schwimmen kochen und fotografieren", "Joggen malen und Kreuzworträtsel");
    unchanged unless the speech is written in lower case, a conjunction closes the list and
    every word of the run can be an item (``_list_word``: "dunkle Schokolade" is one)."""
    first = next((t for t in view.toks if t.low.isalpha()), None)
    if (not g.spec.capitalised_nouns or not g.infinitive_suffix or first is None or first.upper
            or len(items) != 2 or len(items[0]) < 2 or len(items[1]) > 2):
        return items
    run = items[0]
    if not all(_list_word(t, lex, g) for t in run) or all(t.upper for t in run):
        return items  # a run of capitalised nouns is split by the chunker already
    return [[t] for t in run] + items[1:]


def _value_word(word: Tok, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A word that can stand alone as a value: no pronoun, negation, reaction, preposition
    or passing state ("mein Papa liebt sowas" names nothing)."""
    return word.low.isalpha() and not (
        word.low in lex.negations or word.low in lex.pronouns or word.low in lex.second_person
        or word.low in lex.reactions or word.low in g.demonstratives or word.low in lex.self_words
        or word.low in g.indefinites
        or word.low in g.preps or word.low in lex.passing_states)


def _lone_name_after(view: View, lex: Lexicon, g: SurfaceGrammar) -> Tok | None:
    """The lone lower-case word after a naming verb, when it can be a name: a first name the
    tables list, or a word too short for the noun-case restorer to have capitalised ("heißt
    leo"). A longer word left in lower case is one the lemma table knows ("mein name ist
    kompliziert"): an adjective or verb, no name."""
    lone = _lone_word_after(view, lex, g)
    if lone is None or (len(lone.low) >= MIN_UNKNOWN and lone.low not in g.first_names):
        return None
    return lone


def _lone_word_after(view: View, lex: Lexicon, g: SurfaceGrammar) -> Tok | None:
    """The one content word after the verb when no phrase was read there: a lower-case
    adjective or verb said as a value ("ist blau", "liebt angeln")."""
    after = [t for t in view.toks[view.verb_at + 1 :] if not t.punct
             and t.low not in g.np_stop and t.low not in g.articles and t.low not in g.call_me]
    if len(after) != 1 or view.verb_at < 0:
        return None
    return after[0] if _value_word(after[0], lex, g) else None


def _placeholder_infinitive(view: View, lex: Lexicon, g: SurfaceGrammar) -> str | None:
    """The activity of "ich liebe es, im Garten zu grillen": a placeholder object right after
    the verb and an infinitive marker before the clause's last word."""
    after = [t for t in view.toks[view.verb_at + 1 :] if not t.punct]
    if (len(after) < 3 or after[0].low not in g.demonstratives
            or after[-2].low not in lex.infinitive_markers or not after[-1].low.isalpha()):
        return None
    return after[-1].low


def _listed_words(view: View, lex: Lexicon, g: SurfaceGrammar) -> list[str]:
    """One-word items of a comma list after a liking verb ("klettern, kochen und
    Brettspiele"): infinitives and nouns alike, each a liked thing. Empty unless every item
    but the last is one word and there are three or more; the last may be a noun phrase
    ("kochen, backen und gutes Essen")."""
    after = view.toks[view.verb_at + 1 :]
    items: list[list[Tok]] = [[]]
    for t in after:
        if t.low == "," or t.low in g.conjunctions:
            items.append([])
        elif not t.punct:
            items[-1].append(t)
    items = _unmarked_words([item for item in items if item], view, lex, g)
    if len(items) < 3 or any(len(item) != 1 for item in items[:-1]):
        return []
    last = items[-1]
    if len(last) > 1:
        at = view.toks.index(last[0])
        phrase = next((np for np in view.nps if np.start == at and np.prep is None
                       and np.end == view.toks.index(last[-1]) + 1), None)
        if phrase is None or phrase.kin:
            return []
        items[-1] = phrase.words
    words = [item[0] for item in items[:-1]]
    if any(not w.low.isalpha() or w.low in g.np_stop or w.low in lex.negations
           for w in [*words, *items[-1]]):
        return []
    return [w.text for w in words] + [" ".join(w.text for w in items[-1])]


def _conjuncts(view: View, nps: list[NP], g: SurfaceGrammar,
               taken: int | None = None) -> list[NP]:
    """ "Jazz und Blues", "il jazz e il blues": the phrases coordinated with the first; none
    before ``taken``, the end of what the first phrase already took."""
    out: list[NP] = []
    if taken is not None:
        nps = [nps[0], *(np for np in nps[1:] if np.start >= taken)]
    activity_end = _activity_end(view, nps[0], g) if nps else None
    prev = nps[0] if nps else None
    for nxt in nps[1:]:
        if activity_end is not None and nxt.start < activity_end:
            continue  # "suonare la chitarra": the activity's own object
        between = [t.low for k, t in enumerate(view.toks[prev.end : nxt.start], prev.end)
                   if k not in view.quantities]
        if activity_end is not None and _lone_infinitive(nxt, g):
            # "camminare in montagna e cucinare": a second activity after the first's words
            between = [t.low for t in view.toks[activity_end : nxt.start]]
        if len(between) > 1 and between[0] in g.conjunctions and all(
                w in g.np_stop for w in between[1:]):
            between = between[:1]  # "Rock und so ein bisschen Metal", "Tee und auch Kaffee"
        listed = between in ([","], [",", *between[1:2]]) and (
            len(between) == 1 or between[1] in g.conjunctions)  # "Fußball, Tennis und ..."
        listed = listed or (len(between) == 1 and between[0] in g.correlative_nor
                            and _neither_before(view, prev, g))  # "weder Tee noch Kaffee"
        # speech-to-text drops the commas: "la pizza la carbonara e il tiramisù"
        opener = view.toks[nxt.start].low
        unmarked = g.unmarked_lists and not between and (
            nxt.end - nxt.start > len(nxt.words) and opener in g.articles
            or len(nxt.words) > 1 and opener in g.numbers)  # "un cane due gatti e ..."
        unmarked = unmarked or (nxt.listed and not between)  # "Erdbeeren Kirschen und ..."
        if (len(between) == 1 and between[0] in g.conjunctions or listed or unmarked) and (
                nxt.prep is None):
            out.append(nxt)
        else:
            break
        activity_end = _activity_end(view, nxt, g)
        prev = nxt
    return out


def _lone_infinitive(np: NP, g: SurfaceGrammar) -> bool:
    """A phrase that is one infinitive and nothing else ("leggere")."""
    return (bool(g.infinitive_endings) and len(np.words) == 1 and np.prep is None
            and np.end - np.start == 1 and np.head.endswith(g.infinitive_endings))


def _activity_end(view: View, first: NP, g: SurfaceGrammar) -> int | None:
    """Where a liked infinitive ends with its object or its prepositional complement
    ("cucinare la pasta", "camminare in montagna"), as :func:`_liked_text` reads it; None
    for anything else."""
    if not _lone_infinitive(first, g):
        return None
    if (end := _infinitive_object_end(view, [first], g)) is not None:
        return end
    nxt = next((o for o in view.nps if o.start == first.end + 1 and o.prep), None)
    return nxt.end if nxt is not None else None


def _item_text(view: View, np: NP, g: SurfaceGrammar) -> str:
    """A listed item's words: an infinitive with its complement ("suonare la chitarra")."""
    end = _activity_end(view, np, g)
    return " ".join(t.text for t in view.toks[np.start : end]) if end is not None else np.text


def _neither_before(view: View, np: NP, g: SurfaceGrammar) -> bool:
    """A "neither" word before the end of ``np`` ("weder Tee noch Kaffee")."""
    return bool(g.negative_determiners) and any(
        t.low.startswith(g.negative_determiners) for t in view.toks[: np.end])


def _infinitive_object_end(view: View, nps: list[NP], g: SurfaceGrammar) -> int | None:
    """Where an infinitive's object ends when the first liked phrase is a lone infinitive
    with its object right after it ("amo cucinare la pasta", "mi piace passare il tempo con
    i miei gatti"): the object, and a phrase with a preposition after it, belong to the
    activity, never a second liked thing."""
    if not nps or not g.infinitive_endings:
        return None
    first = nps[0]
    if len(first.words) != 1 or first.end - first.start != 1 or first.prep is not None or (
            not first.head.endswith(g.infinitive_endings)):
        return None
    obj = next((o for o in view.nps if o.start == first.end and o.prep is None
                and view.toks[o.start].low in g.articles), None)
    if obj is None:
        return None
    pp = next((o for o in view.nps if o.prep and o.start in (obj.end, obj.end + 1)), None)
    return pp.end if pp is not None else obj.end


def _without_setting(view: View, start: int, end: int, lex: Lexicon) -> int:
    """Where an activity with its object ends once the place it is done in is left out
    ("leggere i gialli sul divano" -> "leggere i gialli", as "reading novels by the fire");
    company stays ("passare il tempo con i miei gatti")."""
    setting = next((o for o in view.nps if o.prep and o.end == end and o.start > start + 1),
                   None)
    if setting is None or setting.prep in lex.comitative_preps:
        return end
    # the preposition's own token goes too, unless the object ends right where it starts
    glued = any(o.prep is None and o.end == setting.start for o in view.nps)
    return setting.start if glued else setting.start - 1


def _liked_text(view: View, nps: list[NP], g: SurfaceGrammar, lex: Lexicon) -> str | None:
    if nps:
        np = nps[0]
        if (end := _infinitive_object_end(view, nps, g)) is not None:
            end = _without_setting(view, np.start, end, lex)
            return " ".join(t.text for t in view.toks[np.start : end])
        # "mi piace giocare a tennis": an infinitive keeps its complement
        nxt = next((o for o in view.nps if o.start == np.end + 1 and o.prep), None)
        if g.infinitive_endings and np.head.endswith(g.infinitive_endings) and nxt:
            if len(np.words) > 1 and nxt.prep not in lex.comitative_preps:
                return np.text  # "leggere gialli sul divano": the object, not the place
            return " ".join(t.text for t in view.toks[np.start : nxt.end])
        return np.text
    # "mi piace leggere": an infinitive object
    for i, t in enumerate(view.toks[view.verb_at + 1 :], start=view.verb_at + 1):
        if t.verb is not None and t.verb.tense == "inf":
            pp = next((o for o in view.nps if o.start == i + 2 and o.prep), None)
            return " ".join(x.text for x in view.toks[i : pp.end]) if pp else t.text
    return None


def _time_spent(view, previous, lex, g) -> Iterator[Triple]:
    """ "passo molto tempo a leggere", "trascorro le serate a giocare a carte": what the
    speaker spends their time doing is a liking (the infinitive after ``a``, with its
    object)."""
    subj = view.subject
    if subj is None or view.lemma not in lex.spend_verbs or view.tense not in ("pres", None):
        return
    doing = next((np for np in view.nps if np.start > view.verb_at
                  and g.preps.get(view.toks[np.start - 1].low) == "a"
                  and np.head.endswith(g.infinitive_endings)), None)
    if doing is not None:
        yield (_subject_key(subj), "likes", _liked_text(view, [doing], g, lex) or doing.text,
               view.negated)
        return
    toks = view.toks
    for i in range(max(view.verb_at, 0) + 2, len(toks)):
        verb = toks[i].verb
        if verb is not None and verb.tense == "inf" and g.preps.get(toks[i - 1].low) == "a":
            # a verb the tables know: "passo le serate a giocare a carte"
            obj = next((np for np in view.nps if np.start in (i + 1, i + 2)), None)
            end = obj.end if obj is not None else i + 1
            yield (_subject_key(subj), "likes", " ".join(t.text for t in toks[i:end]),
                   view.negated)
            return


def _habits(view, previous, lex, g) -> Iterator[Triple]:
    """A present-tense doing verb with its activity is a liking: "ich spiele Schach",
    "faccio pilates", "gioco a tennis"; with a liking adverb any habit is ("ich gehe gern
    schwimmen", "sie macht gern Yoga"). Light verbs need a bare object ("faccio la
    farmacista" is a job)."""
    subj = view.subject
    if subj is not None and (subj.is_self or subj.owned) and view.lemma is None and (
            not view.negated):
        yield from _fond_of_unknown_verb(view, lex, g)
        return
    if subj is None or view.lemma is None or view.tense not in ("pres", None) or (
            view.negated or view.progressive):
        return
    fond = any(t.low in lex.liking_adverbs for t in view.toks)  # "am liebsten esse ich ..."
    if fond:  # "ich gehe gern schwimmen": the infinitive is the activity
        inf = _final_infinitive(view, lex, g)
        if inf is not None:
            yield (_subject_key(subj), "likes", inf.low, False)
            return
    if view.lemma in lex.hobby_verbs and not fond and not any(
            np.prep is None and np.start > view.verb_at for np in view.nps):
        yield (_subject_key(subj), "likes", view.lemma, False)  # "ich klettere"
        return
    rows = [(prep, rel) for (lem, prep), rel in lex.habit_verbs.items() if lem == view.lemma]
    outing = [np for prep, rel in _frame_rows(lex, view.lemma) if rel == "went_to" and prep
              for np in _objects(view, prep) if np.start > view.verb_at and _place_like(np, g)]
    if fond and not rows and outing and not _objects(view, None):
        # "ich gehe gern ins Kino", "wir fahren gern an die Ostsee": where one likes to go
        yield (_subject_key(subj), "likes", _object_text(outing[0], lex), False)
        return
    if fond and not rows:
        rows = [(None, "likes")]
        if not _objects(view, None) and view.lemma not in (g.copula, g.have, *g.modals) and (
                not _fronted(view, lex) and view.lemma not in lex.likes
                and not any(np.prep for np in view.nps
                                                        if np.start > view.verb_at
                                                        and _frame_rows(lex, view.lemma))):
            yield (_subject_key(subj), "likes", view.lemma, False)  # "ich klettere gern"
            return
    for prep, rel in rows:
        objs = [np for np in _objects(view, prep) if np.start > view.verb_at and not np.kin]
        if not objs:
            continue
        np = objs[0]
        words = [t for t in np.words if t.low not in lex.partitive_articles]
        if not words or words[0].low in lex.partitive_articles:
            continue
        if view.lemma in lex.light_habit_verbs and not fond and any(
                t.low in g.articles or t.low in g.possessives
                for t in view.toks[view.verb_at + 1 : np.start + 1]):
            continue
        clitic = view.verb_at > 0 and view.toks[view.verb_at - 1].low in (
            g.dative_self | g.object_clitics)
        if view.lemma in lex.light_habit_verbs and (clitic or (
                g.infinitive_endings and words[0].low.endswith(g.infinitive_endings))):
            continue  # "mi fa impazzire", "fa ridere": a causative, no activity
        yield (_subject_key(subj), rel, " ".join(t.text for t in words), False)
        seen = set()
        for extra in _conjuncts(view, objs, g):  # "ich spiele Gitarre, Klavier und Geige"
            if not extra.kin and extra.words[0].low not in lex.partitive_articles:
                seen.add(extra.text)
                yield (_subject_key(subj), rel, extra.text, False)
        for listed in _prep_conjuncts(view, objs, g):  # "gioco a tennis, a padel e a scacchi"
            if listed.text not in seen:
                yield (_subject_key(subj), rel, listed.text, False)
        return


def _fond_of_unknown_verb(view: View, lex: Lexicon, g: SurfaceGrammar) -> Iterator[Triple]:
    """ "ich lese gern Krimis" -> likes krimis, "ich koche gern" -> likes kochen: a present
    form the tables do not know, right after the subject and before a liking adverb (an
    intensifier may stand between: "ich koche total gerne"); the speaker's infinitive adds
    the grammar's ``infinitive_suffix`` ("koche" -> "kochen"), a relative's is its lemma
    ("mein Mann kocht gern" -> kochen)."""
    if not (g.first_person_ending and g.infinitive_suffix):
        return
    toks = [t for t in view.toks if not t.punct]
    subj = view.subject
    at = next((k for k, t in enumerate(toks) if t.low in g.subject_self), None)
    speaker = at is not None
    ending: tuple[str, ...] = (g.first_person_ending,)
    if at is None and subj is not None and subj.owned and subj.np is not None and (
            subj.np.start == 0):
        at = toks.index(view.toks[subj.np.end - 1])  # "mein Mann kocht gern"
        ending = g.third_person_endings
    named_verb = subj is not None and bool(subj.kin and subj.name) and _verb_read_as_name(
        view, g, lex)
    if at is not None and not speaker and named_verb:
        at -= 1  # "meine oma strickt (gern)": the phrase took the verb as a name
        subj = Subject(key=subj.kin, kin=subj.kin, person=True, owned=True)
    if at is None or at + 1 >= len(toks):
        return
    verb, k = toks[at + 1], at + 2
    if not verb.low.isalpha() or (verb.upper and not named_verb) or not verb.low.endswith(
            ending):
        return
    if speaker:
        activity: str | None = verb.low + g.infinitive_suffix
    else:
        lemma = verb.lemma.lower()
        activity = lemma if lemma != verb.low and lemma.endswith(g.infinitive_suffix) else None
    hobby = _hobby(verb, activity, lex, g)
    # token offsets of prepositional phrases, their preposition included ("am Wochenende")
    phrases = {j for np in view.nps if np.prep is not None for j in range(np.start - 1, np.end)}
    while k + 1 < len(toks) and k < at + 7 and (
            toks[k].low in g.np_stop or toks[k].low in g.preps or toks[k].low in g.articles
            or view.toks.index(toks[k]) in phrases) and (
            toks[k].low not in lex.liking_adverbs and toks[k].low not in lex.negations):
        k += 1  # "total", "sehr": how much; "am Wochenende": when, not what
    adverb = toks[k] if k < len(toks) else toks[-1]
    if adverb.low not in lex.liking_adverbs:
        if hobby is not None and view.tense in ("pres", None) and not view.negated and all(
                t.punct or t.low in g.np_stop or t.low in g.preps or t.low in g.articles
                or t.low in g.time_nouns or j in phrases
                for j, t in enumerate(view.toks[view.toks.index(verb) + 1 :],
                                      start=view.toks.index(verb) + 1)):
            # "ich jogge jeden Morgen", "meine Oma strickt", "ich singe im Chor"
            yield (_subject_key(subj) if subj is not None else SELF, "likes", hobby, False)
        return
    activity = hobby or activity
    after = view.toks.index(adverb)
    objs = [np for np in view.nps if np.prep is None and np.start > after]
    rest = [t for t in view.toks[after + 1 :] if not t.punct]
    if not objs and len(rest) == 1 and _value_word(rest[0], lex, g) and not _stop(
            rest[0], lex, g) and rest[0].low not in g.preps:
        # "ich trinke gern tee": a lone lower-case noun the restorer left as it was
        yield (_subject_key(subj) if subj is not None else SELF, "likes", rest[0].low, False)
    elif objs and not objs[0].kin:
        yield (_subject_key(subj) if subj is not None else SELF, "likes", objs[0].text, False)
    elif activity is not None and all(  # nothing but where or when follows: "gern im Chor"
            t.punct or any(np.prep is not None and np.start - 1 <= j < np.end
                           for np in view.nps)
            for j, t in enumerate(view.toks[after + 1 :], start=after + 1)):
        yield (_subject_key(subj) if subj is not None else SELF, "likes", activity, False)


def _hobby(verb: Tok, activity: str | None, lex: Lexicon, g: SurfaceGrammar) -> str | None:
    """The pastime infinitive of a present form the tables do not list ("jogge" ->
    "joggen", "klettere" -> "klettern", "strickt" -> "stricken", "segle" -> "segeln"), or
    None."""
    e, n = g.first_person_ending, g.infinitive_suffix
    stem = verb.low.removesuffix(e) if e else verb.low
    for candidate in (activity, verb.lemma.lower(), verb.low + n, stem + n,
                      verb.low[:-1] + e + n,  # "strickt" -> "stricken"
                      verb.low[:-2] + e + verb.low[-2:-1] + n):  # "segle" -> "segeln"
        if candidate and candidate in lex.hobby_verbs:
            return candidate
    return None


def _fronted(view: View, lex: Lexicon) -> bool:
    """Whether a word other than the subject or a prepositional phrase comes before the verb:
    "das glaube ich gern" is a reply, "ich klettere gern" a habit."""
    subj = view.subject
    span = {k for np in view.nps if np.prep is not None  # "am Wochenende wandere ich gern"
            or (subj is not None and np is subj.np) for k in range(np.start, np.end)}
    return any(not t.punct and k not in span and t.low not in lex.self_words
               and t.low not in lex.ellipsis_conjunctions
               for k, t in enumerate(view.toks[: view.verb_at]))


def _passion(view, previous, lex, g) -> Iterator[Triple]:
    """An adjective with its preposition ("ist verrückt nach Formel 1", "è fissato con lo
    spazio", "va pazzo per la pesca"): the ``verb_prep`` row keyed by the adjective."""
    subj = view.subject
    if subj is None or view.verb_at < 0 or view.tense not in ("pres", None):
        return
    toks = view.toks
    for np in view.nps:
        lows = [w.low for w in np.words]
        at = next((k for k in range(len(lows) - 2)
                   if (lows[k], lows[k + 1]) in lex.verb_prep
                   or (lows[k], g.preps.get(lows[k + 1], "")) in lex.verb_prep), None)
        fan = next((k for k in range(len(lows) - 3) if lows[k] in lex.fan_nouns
                    and lows[k + 2] in lex.genitive_preps), None)
        if np.prep is None and fan is not None:  # "fan sfegatata dei BTS": a judged fan
            yield (_subject_key(subj), "likes", " ".join(w.text for w in np.words[fan + 3:]),
                   view.negated)
            return
        if (np.prep is None and at is not None
                and lows[-1] not in lex.passing_states):  # "appassionata di fotografia"
            yield (_subject_key(subj), lex.verb_prep.get((lows[at], lows[at + 1])) or
                   lex.verb_prep[(lows[at], g.preps[lows[at + 1]])],
                   " ".join(w.text for w in np.words[at + 2:]), view.negated)
            return
        if np.prep is None or np.start <= view.verb_at + 1:
            continue
        before = next((k for k in range(np.start - 1, view.verb_at, -1)
                       if not toks[k].punct and toks[k].low not in g.articles), None)
        if before is None:
            continue
        prep_low = toks[before].low
        if g.preps.get(prep_low) != np.prep and prep_low != np.prep or before - 1 <= view.verb_at:
            continue
        if toks[before - 1].verb is not None and (
                view.lemma in lex.likes or view.lemma in lex.likes_reverse):
            continue  # "adoro andare in bicicletta": a liked activity, no adjective and prep
        adjective = toks[before - 1].low
        rel = lex.verb_prep.get((adjective, np.prep)) or lex.verb_prep.get((adjective, prep_low))
        if rel is not None and np.head not in lex.passing_states:  # not "pazza di gioia"
            # a liked kind keeps the word said ("va matta per i cavalli"), as "adoro i cavalli"
            keyed = rel not in ("likes", "dislikes")
            yield (_subject_key(subj), rel, _object_text(np, lex, keyed=keyed), view.negated)
            return


def _prep_conjuncts(view: View, nps: list[NP], g: SurfaceGrammar) -> list[NP]:
    """The phrases listed after the first with the same preposition, each after a comma or a
    conjunction: "a tennis, a padel e a scacchi"."""
    out: list[NP] = []
    for prev, nxt in zip(nps, nps[1:]):
        between = [t.low for t in view.toks[prev.end : nxt.start]]
        if len(between) != 2 or nxt.prep != prev.prep or not (
                between[0] == "," or between[0] in g.conjunctions):
            break
        out.append(nxt)
    return out


def _fan(view, previous, lex, g) -> Iterator[Triple]:
    """ "mein Vater ist Fan von Werder", "ich bin Rapid-Fan": (subject, likes, the team)."""
    subj = view.subject
    if subj is None or view.lemma != g.copula or view.tense not in ("pres", None):
        return
    for np in view.nps:
        if np.prep is not None or not np.words:
            continue
        lows = [w.low for w in np.words]
        at = next((k for k, w in enumerate(lows[:-2]) if w in lex.fan_nouns
                   and lows[k + 1] in lex.genitive_preps), None)
        if at is not None:  # "tifoso della Roma" read as one phrase
            yield (_subject_key(subj), "likes",
                   " ".join(w.text for w in np.words[at + 2 :]), view.negated)
            return
        last = lows[-1]
        if last in lex.fan_nouns:
            after = next((o for o in view.nps if o.start == np.end + 1 and o.start > np.start
                          and o.prep in lex.genitive_preps), None)
            # "ein großer Fußball Fan": the compound said apart, its adjective dropped
            said = [w for w in np.words[:-1] if w.upper or w.low in g.first_names]
            if after is not None:
                yield (_subject_key(subj), "likes", after.text, view.negated)
            elif g.spec.capitalised_nouns and said and np.words[-len(said) - 1 : -1] == said:
                yield (_subject_key(subj), "likes", " ".join(w.text for w in said),
                       view.negated)
            return
        head, _, tail = last.rpartition("-")
        if head and tail in lex.fan_nouns:
            yield (_subject_key(subj), "likes", np.words[-1].text.rpartition("-")[0],
                   view.negated)
            return


def _final_infinitive(view: View, lex: Lexicon, g: SurfaceGrammar) -> Tok | None:
    """The infinitive closing a clause ("ich gehe gern schwimmen"): a known infinitive, or
    where nouns are capitalised, a last lower-case word that is no particle."""
    content = [t for t in view.toks[view.verb_at + 1 :] if not t.punct]
    if not content:
        return None
    last = content[-1]
    if last.verb is not None and last.verb.tense == "inf":
        return last
    before = content[-2].low if len(content) > 1 else ""
    if g.spec.capitalised_nouns and not last.upper and last.low.isalpha() and not _stop(
            last, lex, g) and last.low not in lex.liking_adverbs and last.low not in g.preps and (
            before not in g.articles):  # "wandern in den bergen": a noun after its article
        return last
    fond = next((k for k, t in enumerate(content[:-1]) if t.low in lex.liking_adverbs), None)
    after = content[fond + 1] if fond is not None else None
    if (after is not None and g.spec.capitalised_nouns and not after.upper
            and after.low.isalpha() and not _stop(after, lex, g) and after.low not in g.preps
            and after.low not in g.articles):
        return after  # "ich geh gern segeln auf der Alster": the activity before its place
    return None


def _have(view, previous, lex, g) -> Iterator[Triple]:
    """ "ich habe einen Hund", "ho 34 anni", "ich habe einen Hund namens Rex"."""
    if view.lemma != g.have or view.tense != "pres" or view.subject is None:
        return
    subj = view.subject
    feared = list(_fear(view, lex, g))  # "ich hab angst vor Spinnen": a passing-state word
    if feared:
        yield from feared
        return
    objs = [np for np in _objects(view, None)
            if np.start > view.verb_at or g.spec.verb_final_subclauses]
    if not objs:
        return
    if _unknown_verb_group(view, g):
        return
    obj = objs[0]
    for at in (obj.start, obj.start + 1):  # "ho quasi 40 anni": a word of degree before it
        first = _digits(view.toks[at]) if at < len(view.toks) else None
        if first and any(t.low in lex.age_nouns for t in view.toks[at + 1 : at + 2]):
            yield (_subject_key(subj), "age", first, view.negated)
            return
        spelled = _spelled(view.toks[at], g) if at < len(view.toks) else ""
        if spelled and any(t.low in lex.age_nouns for t in view.toks[at + 1 : at + 2]) and not any(
                t.low in g.preps for t in view.toks[at + 2 : at + 3]):
            yield (_subject_key(subj), "age", spelled, view.negated)  # not "tre anni di lavoro"
            return
    liking = lex.preference_nouns.get(obj.head)
    if liking is not None:  # "ho paura dei ragni", "ho la passione per la vela"
        objects = [np for np in view.nps if np.prep in lex.preference_preps
                   and np.start > obj.start]
        link = next((k for k, w in enumerate(obj.words) if w.low in g.np_link), None)
        if link is not None and link + 1 < len(obj.words):  # "paura dei ragni": one phrase
            yield (_subject_key(subj), liking,
                   " ".join(w.text for w in obj.words[link + 1 :]), view.negated)
        elif objects:  # "eine Allergie gegen Katzen und Hunde": each one listed
            for thing in [objects[0], *(_conjuncts(view, [objects[0], *view.nps[
                    view.nps.index(objects[0]) + 1 :]], g) or _prep_conjuncts(view, objects, g))]:
                yield (_subject_key(subj), liking, _object_text(thing, lex, keyed=False),
                       view.negated)
        return
    if any(w.low in lex.passing_states or w.low in lex.transient_objects for w in obj.words) or (
            obj.head in lex.transient_objects):
        return  # "Deniz hat Geburtstag", "ho fame", "ho una riunione alle cinque": nothing kept
    if len(obj.words) == 1 and _body_part(obj.head, lex) and obj.start > 0 and (
            view.toks[obj.start].low in lex.definite_articles):
        return  # "ich habe die Nase voll": a body part with "the" is an idiom, nothing had
    named = [np for np in view.nps
             if np.prep in g.naming_preps and all(is_name(w, g) for w in np.words)]
    if not named and g.name_markers:
        named = _name_marker_after(view, obj, g)
    listed = [np for np in _conjuncts(view, objs, g) if _determined(np, view, lex, g)] or (
        _had_items(view, obj, lex, g))
    marked = next((np for np in view.nps if np.prep in g.naming_preps and len(np.words) <= 2),
                  None)  # "namens rio": speech-to-text leaves a short name in lower case
    owner = next((np for np in listed if marked is not None and marked.start == np.end + 1
                  and np.kin), None)
    if owner is not None and subj.is_self:
        # "einen Hund zwei Katzen und einen Hamster namens Krümel": the last one's name
        for had in [obj, *listed]:
            yield ((SELF, owner.kin, marked.text, False) if had is owner else
                   (SELF, "has", _object_text(had, lex), view.negated or had.negative))
        return
    if obj.kin and named and subj.is_self:
        yield (SELF, obj.kin, named[0] if isinstance(named[0], str) else named[0].text, False)
        return
    if obj.kin in PETS and subj.is_self and not view.negated:
        names = _pet_names_after(view, obj, g)  # "einen Wellensittich, Cino"
        if names:
            yield from ((SELF, obj.kin, name, False) for name in names)
            return
    if obj.head in g.allergy_nouns:  # "ho un'allergia alle noci": allergic to the nuts
        allergens = [np for np in view.nps if np.prep is not None and np.start > obj.start]
        if allergens:
            negated = view.negated or obj.negative
            later = view.nps[view.nps.index(allergens[0]) :]
            for allergen in [allergens[0], *(_conjuncts(view, later, g)
                                             or _prep_conjuncts(view, later, g))]:
                yield (_subject_key(subj), "allergic_to",
                       _object_text(allergen, lex, keyed=False), negated)
            return
    for had in [obj, *listed]:  # "un cane e due gatti"
        negated = had.negative or (view.negated and not _contrasted(view, had, lex))
        condition = had.head in g.condition_words or had.head.endswith(g.condition_suffixes) or (
            _body_part(had.words[-1].low, lex)  # "kaputtes Knie"; "kaputtes Auto" is only had
            and any(w.low in lex.condition_modifiers for w in had.words[:-1]))
        typed = _typed_condition(had, view, g)
        if typed is not None:
            yield (_subject_key(subj), "has_condition", typed, negated)
            continue
        relation = "has_condition" if condition else "has"
        yield (_subject_key(subj), relation, _object_text(had, lex), negated)


def _had_items(view: View, obj: NP, lex: Lexicon, g: SurfaceGrammar) -> list[NP]:
    """Objects of "have" listed without commas ("einen Hund zwei Katzen und einen Hamster"):
    "have" takes one object, so each phrase with its own article or count right after the
    last, or after "and", is one more thing had. Only in speech written in lower case."""
    first = next((t for t in view.toks if t.low.isalpha()), None)
    if first is None or first.upper:
        return []  # a writer who capitalises also sets the commas (see ``_unmarked_items``)
    out: list[NP] = []
    prev, joined = obj, False
    for np in view.nps[view.nps.index(obj) + 1 :] if obj in view.nps else []:
        between = [t.low for t in view.toks[prev.end : np.start]]
        if np.prep is not None or not (not between or (
                len(between) == 1 and between[0] in g.conjunctions)):
            break
        if np.end - np.start == len(np.words) and not (
                np.words[0].low in g.numbers or np.words[0].low.isdigit()):
            break  # a bare word: maybe no thing at all ("ich hab einen Hund gestern")
        joined = bool(between)
        out.append(np)
        prev = np
    # a list said without commas ends in "und": "A B und C"; two phrases side by side alone
    # may be no list at all
    return out if len(out) > 1 and joined else []


def _typed_condition(had: NP, view: View, g: SurfaceGrammar) -> str | None:
    """A condition said with its type, before or after it: "Typ 1 Diabetes", "Diabetes Typ
    2" (the type is part of what the user has)."""
    toks, words = view.toks, had.words
    if not g.condition_types or not words or words[-1].low not in g.condition_words:
        return None
    if (len(words) == 2 and _digits(words[0]) and had.start > 0
            and toks[had.start - 1].low in g.condition_types):
        return f"{toks[had.start - 1].text} {had.text}"  # "Typ 1 Diabetes"
    if (len(words) == 1 and had.end + 1 < len(toks) and toks[had.end].low in g.condition_types
            and _digits(toks[had.end + 1])):
        return f"{had.text} {toks[had.end].text} {_digits(toks[had.end + 1])}"
    return None


def _contrasted(view: View, np: NP, lex: Lexicon) -> bool:
    """An item said after "but" ("keinen Hund aber zwei Katzen", "non ho un cane ma due
    gatti"): the clause's negation is not its own."""
    return np.start > 0 and view.toks[np.start - 1].low in lex.adversative_conjunctions


def _fear(view: View, lex: Lexicon, g: SurfaceGrammar) -> Iterator[Triple]:
    """A preference noun the noun phrases left out as a passing state, right after "have"
    ("ich hab angst vor Spinnen und Schlangen"): the things after its preposition."""
    after = [k for k in range(view.verb_at + 1, len(view.toks)) if not view.toks[k].punct
             and view.toks[k].low not in g.articles and view.toks[k].low not in g.np_stop]
    if not after or view.subject is None or any(np.start <= after[0] < np.end
                                                for np in view.nps):
        return
    relation = lex.preference_nouns.get(view.toks[after[0]].low)
    things = [np for np in view.nps if np.start == after[0] + 2 and np.prep in lex.preference_preps]
    if relation is None or not things:
        return
    later = view.nps[view.nps.index(things[0]) :]
    for thing in [things[0], *(_conjuncts(view, later, g) or _prep_conjuncts(view, later, g))]:
        yield (_subject_key(view.subject), relation, _object_text(thing, lex, keyed=False),
               view.negated)


def _pet_names_after(view: View, pet: NP, g: SurfaceGrammar) -> list[str]:
    """Names put after a pet and a comma: "ho una gatta persiana, Nuvola", "wir haben zwei
    Kaninchen, Hoppel und Mümmel"."""
    toks = view.toks
    if pet.end >= len(toks) or toks[pet.end].text != ",":
        return []
    names: list[str] = []
    for np in view.nps:
        if np.start <= pet.end or np.prep is not None:
            continue
        if not np.words or not all(is_name(w, g) and w.upper for w in np.words):
            break
        names.append(np.text)
    return names


def _determined(np: NP, view: View, lex: Lexicon, g: SurfaceGrammar) -> bool:
    """A listed phrase with an article, a count or a "nor" before it ("e due gatti", "né
    sorelle"), not a bare word that may be the next verb ("e gioco con lui")."""
    before = view.toks[np.start - 1].low if np.start > 0 else ""
    first = np.words[0] if np.words else None
    return (np.end - np.start > len(np.words) or before in lex.negations
            or before in g.correlative_nor or first is None
            or first.low in g.numbers or first.low.isdigit())


def _body_part(word: str, lex: Lexicon) -> bool:
    """A body part of the table, or a compound ending in a long one ("Sprunggelenk")."""
    return word in lex.body_parts or any(
        len(part) >= _COMPOUND_PART and word.endswith(part) for part in lex.body_parts)


# Shorter parts ("arm", "ohr") end too many other nouns ("Alarm", "Rohr") to match as a tail.
_COMPOUND_PART = 5


def _unknown_verb_group(view: View, g: SurfaceGrammar) -> bool:
    """A perfect of a verb the tables do not know ("ich habe Pizza gegessen", "ho mangiato"):
    the "have" is an auxiliary, not possession."""
    content = [t for t in view.toks if not t.punct]
    if g.spec.verb_final_subclauses:
        last = content[-1] if content else None
        if last is not None and last.verb is not None and len(content) > 1:
            # verb-final subordinate: "..., weil sie einen Job bekommen hat"
            before = content[-2]
            return not before.upper and before.low.isalpha() and before.low not in g.np_stop
        return bool(last and not last.upper and last.verb is None and last.low.isalpha()
                    and ((bool(g.participle_prefix) and last.low.startswith(g.participle_prefix)
                          and last.low.endswith(g.participle_suffixes))
                         # "ich habe eine Katze adoptiert": participles without the prefix
                         or (bool(g.participle_endings)
                             and last.low.endswith(g.participle_endings))))
    rest = [t for t in view.toks[view.verb_at + 1 :] if t.low not in g.np_stop]
    nxt = rest[0] if rest else None  # "ho appena finito": the adverb does not count
    return bool(nxt and nxt.verb is None and g.participle_endings
                and nxt.low.endswith(g.participle_endings)
                and nxt.low not in g.articles)


def _name_marker_after(view: View, obj: NP, g: SurfaceGrammar) -> list[str]:
    """ "un cane di nome Max", "un gatto chiamato Felix"."""
    words = [t.low for t in view.toks]
    for marker in g.name_markers:
        for i in range(obj.end - 1, len(words)):
            if tuple(words[i : i + len(marker)]) == marker:
                j = i + len(marker)
                if j < len(view.toks) and is_name(view.toks[j], g):
                    return [view.toks[j].text]
    return []


# Kin keys that say nothing of a household: a friend or a colleague met is no possession.
_NOT_HELD = frozenset({"friend", "best_friend", "boss", "colleague", "coworker", "neighbor",
                       "roommate"})


def owned_mentions(view: View, lex: Lexicon, g: SurfaceGrammar) -> Iterator[Triple]:
    """The user's pets, and family in their company, named in a present statement that states
    nothing else ("mi sto rilassando con i miei due cani", "resto a casa con mio figlio"):
    (you, has, two dogs / son). An episode ("ieri sono uscito con mia sorella"), a negation
    or a question states no possession, nor does a pet inside an indirect question ("weißt
    du noch, wie meine Katze heißt", "ti ricordi come si chiama il mio gatto"); nor do
    friends and colleagues, or family driven somewhere ("ich fahre meine Töchter zum
    Training")."""
    if view.negated or view.tense not in ("pres", None) or (
            view.verb_at >= 0 and _unknown_verb_group(view, g)):
        return
    for np in view.nps:
        if np.owner != "self" or np.negative or np.name or any(
                t.low in lex.question_words for t in view.toks[: np.start]):
            continue
        lows = [w.low for w in np.words]
        kin = np.kin if len(lows) == 1 else None
        if len(lows) == 2 and (kin := lex.kinship.get(lows[1])) is not None:
            kin = counted_key(kin, lows[0], lex.lang)  # "i miei due cani" -> two dogs
        role = (kin or "").rsplit(" ", 1)[-1]
        pet = role in PETS or role.removesuffix("s") in PETS
        if kin is not None and role.removesuffix("s") not in _NOT_HELD and (
                pet or np.prep in lex.comitative_preps):
            yield (SELF, "has", kin, False)  # family only as company: "con mio figlio"


def _correction_fragment(view, previous, lex, g) -> Iterator[Triple]:
    """ "..., nicht in Chicago" / "..., non a Chicago": the previous frame, negated; "ich mag
    Hunde aber keine Katzen": the previous liking, negated; "nicht in Köln sondern in Bonn":
    the previous (negated) frame, stated."""
    if view.lemma is not None or previous is None or previous.subject is None:
        return
    if previous.lemma is None:
        return
    first_word = next((t.low for t in view.toks if not t.punct), "")
    contrast = first_word in g.contrast_conjunctions and previous.negated and not view.negated
    if not view.negated and not contrast:
        return
    rows = _frame_rows(lex, previous.lemma)
    if previous.lemma in lex.likes:
        rows = [(None, lex.likes[previous.lemma])]
    elif view.negated and any(t.low in lex.liking_adverbs for t in previous.toks):
        rows = [(None, "likes")]  # "ich trinke gern Kaffee aber keinen Tee"
    for np in view.nps:
        first = np.words[0] if np.words else None
        if np.prep is None and first is not None and not first.upper and first.lemma != first.low:
            continue  # "..., non ricordo bene": an inflected word is a verb, not a place
        if not _place_like(np, g):
            continue  # "mein Sohn ist 4, nicht 5": a number is no place
        for prep, rel in rows:
            if np.prep == prep or (np.prep is None and prep is not None
                                   and previous.lemma != g.copula):  # "ist jana nicht jara"
                said = np.text if previous.lemma in lex.likes else _object_text(np, lex)
                yield (_subject_key(previous.subject), rel, said, not contrast)
                return
