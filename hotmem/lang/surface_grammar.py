"""Tables of the surface-pattern path (German, Italian): word classes a parser would give.

Languages without a dependency parser are read from token sequences. What the path needs beyond
the shared :class:`~hotmem.lang.lexicon.Lexicon` lives in one :class:`SurfaceGrammar` per
language (``hotmem/lang/de/tables.py``, ``hotmem/lang/it/tables.py``): verb forms with person
and tense (the lookup lemmatizer gives neither, and gets some lemmas wrong), prepositions and
their contractions, articles, possessives, and the words that end a noun phrase.

Verb paradigms are generated once at import from short specs written by each language
package (``hotmem/lang/de/tables.py: de_weak("wohn")`` gives wohne wohnst ... gewohnt), so adding
a verb is one row.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Mapping
from typing import NamedTuple

from hotmem.lang import LanguageSpec

# Person codes: 1s 2s 3s 1p 2p 3p, comma-joined when a form serves several ("1p,3p");
# "-" for non-finite forms.
# Tense codes: pres, past (preterite/imperfect), part (past participle), inf, cond
# (conditional/Konjunktiv II), fut.
PAST_TENSES = frozenset({"past", "part"})
IRREALIS_TENSES = frozenset({"cond", "fut"})


class VerbForm(NamedTuple):
    """One inflected verb form: its lemma, person and tense."""

    lemma: str
    person: str
    tense: str


Paradigm = dict[str, VerbForm]


PhraseIndex = dict[str, tuple[tuple[str, ...], ...]]


def index_phrases(phrases: tuple[tuple[str, ...], ...]) -> PhraseIndex:
    """Phrases grouped by their first word, longest first, for :func:`match_at`."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        if phrase:
            out.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(group) for first, group in out.items()}


def match_at(index: PhraseIndex, words: list[str], i: int) -> tuple[str, ...] | None:
    """The longest indexed phrase starting at ``words[i]``, or ``None``. O(1) on a miss."""
    for phrase in index.get(words[i], ()) if i < len(words) else ():
        if tuple(words[i : i + len(phrase)]) == phrase:
            return phrase
    return None


@dataclass(frozen=True, slots=True)
class SurfaceGrammar:
    """Word classes of one language for the surface path.

    Attributes:
        verbs: surface form (lower-case) -> :class:`VerbForm`.
        separable: (verb lemma, detached particle) -> full lemma ("nehmen", "teil" ->
            "teilnehmen"): "ich nehme am Marathon teil".
        aux: auxiliary lemmas that form a perfect/passive with a participle (haben, sein,
            werden; avere, essere).
        copula: the "be" lemma; have: the "have" lemma.
        event_lemmas: verbs whose frame is an event: only a past form states a fact ("ich bin
            nach Berlin gezogen"); the present is a plan or a habit and gives nothing.
        preps: preposition or contraction -> base preposition ("im" -> "in", "alla" -> "a").
        articles: articles and other determiners that open a noun phrase.
        possessives: first-person possessive determiners (the user's).
        other_possessives: possessives of other people (dein, tuo): the NP is not the user's.
        subject_self: first-person subject pronouns (ich, wir, io, noi).
        dative_self: first-person object pronouns of "gefallen/piacere" (mir, mi, a me).
        conjunctions: coordinators that may join clauses or noun phrases.
        subordinators: words that open a subordinate clause (weil, dass, wenn; perché, che).
        np_stop: words that end a noun phrase (adverbs, particles, time words).
        np_link: words that may continue a noun phrase ("di" in "maratona di New York").
        future_markers: time words of a plan ("nächste", "domani"): the clause is hypothetical.
        contrast_conjunctions: "but rather" after a negation ("nicht in Köln sondern in
            Bonn"): the phrase after it is stated.
        time_nouns: times said with a place preposition ("im Sommer"): never a place.
        spelled_numbers: number words an age may be said with ("dreißig" -> 30).
        first_person_ending: the ending of a present first person verb the tables do not list
            ("ich koche gern"); ``infinitive_suffix`` turns it into its infinitive.
        infinitive_suffix: what such a form adds to become its infinitive ("koche" + "n").
        adjective_endings: endings of an inflected adjective before a noun ("bester",
            "kleine"): one before the user's kin noun is dropped.
        noun_unlike_endings: endings a capitalised word in a list said without commas has
            only as an adjective ("Thailändisches Essen und Sushi"): such a run is one thing.
        third_person_endings: endings of a present third person verb ("strickt"): a word
            with one, unknown to the tables, after a kin noun is read as a verb, not a name.
        not_future_before: words that make the next future marker a time of day or a habit
            ("jeden morgen", "heute morgen"): no plan.
        numbers: number words kept in objects ("zwei Katzen").
        kin_gender: kinship noun (surface, lower-case) -> "m"/"f" grammatical/natural gender.
        identity_suffixes: noun endings of professions and roles (Lehr-er, insegn-ante).
        kin_adjectives: adjectives said after a kin or pet noun ("fratello maggiore", "cane
            nero"); with one, the user's kin before a verb is the kin alone, and any other
            lone lower-case word there is the kin's name ("mia gatta nuvola adora ...").
        identity_nouns: identity nouns without such an ending (Arzt, medico).
        first_names: common first names, to tell "Anna" from a common noun in German.
        name_markers: words introducing a name after a noun ("namens", ("di", "nome")).
        after_self_forms: spoken first person forms read as verbs only right after the
            subject pronoun ("ich spiel Handball"; said first, "spiel Musik" asks the bot).
        relatives: relative pronouns opening "che si chiama Max" / "der Rex heißt".
        markers: single-word discourse markers (hedges, corrections, fillers) that never
            start a noun phrase ("Vielleicht", "Eigentlich"); see :meth:`marker_words`.
        call_me: words of "call me X" ("mich", "chiamami"): the name is the user's.
        call_verbs: naming verbs that need such a word ("nennen"); "heißen" does not.
        infinitive_endings: endings of infinitives used as nouns ("giocare a tennis").
        participle_endings: endings of past participles of verbs the tables do not list
            ("ho mangiato"): "have" is then an auxiliary, not possession.
        adjective_participle_endings: participle endings that are never an identity noun.
        participle_prefix / participle_suffixes: the shape of a participle the tables do not
            list ("ge" ... "t"/"en": "gegessen").
        naming_preps: words that introduce a name as a prepositional phrase ("namens").
        age_verbs: verbs whose perfect with a number states a new age ("ich bin 45 geworden",
            "ho compiuto 36 anni").
        not_for_me: phrases that turn the thing before them into a denied liking ("Joggen ist nicht
            so mein Ding", "il calcio non fa per me").
        unmarked_lists: two determined phrases in a row are a list whose commas speech-to-text
            dropped ("la pizza la carbonara e il tiramisù"); not where cases make them two
            arguments ("ich zeige meiner Schwester die Stadt").
        condition_words / condition_suffixes: heads of a "have" object that name a health
            condition ("ho mal di schiena", "ich habe Asthma", "Rückenschmerzen").
        condition_types: a word that gives such a condition its numbered type, kept with it
            ("Diabetes Typ 2", "Typ 1 Diabetes").
        reaction_verbs: verbs other than the copula an allergy word may follow ("ich reagiere
            allergisch auf Nüsse").
        allergy_words: copula complements whose prepositional object is an allergen
            ("ich bin allergisch gegen Nüsse", "sono allergica alle arachidi").
        allergy_nouns: heads of a "have" object whose prepositional object is an allergen
            ("ich habe eine Allergie gegen Nüsse", "ho un'allergia alle noci").
        reflexive_clitics: clitics between a relative pronoun and its verb ("che si chiama").
        object_clitics: clitic pronouns that never start a noun phrase ("lo", "ne").
        spec: the language's :class:`~hotmem.lang.LanguageSpec` (word order, capitalisation).
        modals: modal verb lemmas that take an infinitive (können, volere).
        progressive_aux: verb lemmas that with a gerund (tense "ger") state what the gerund
            does now ("sto lavorando in un bar" = "lavoro in un bar"; stare).
        negative_determiners: beginnings of "no"-determiners ("kein", "nessun").
        correlative_nor: the second half of "neither ... nor" ("weder Hund noch Katze"): it
            lists a phrase as a conjunction does, denied like the first.
        demonstratives: pronouns that are a copula's dummy subject ("es", "questo").
        pointing_determiners: singular demonstrative determiners ("dieses", "questa"): a
            thing liked with one is shown in the conversation ("dieses Lied"), no kind.
        indefinites: pronouns of no thing in particular ("nichts", "sowas", "tutto"): never
            a liked or named value.
        phrases: the lexicon's multi-word markers indexed by first word, built once at import
            (:meth:`phrase_tables`); keys hedges, corrections, fillers, used_to, name_markers.
    """

    verbs: Paradigm
    separable: dict[tuple[str, str], str] = field(default_factory=dict)
    aux: frozenset[str] = frozenset()
    copula: str = ""
    have: str = ""
    event_lemmas: frozenset[str] = frozenset()
    preps: dict[str, str] = field(default_factory=dict)
    articles: frozenset[str] = frozenset()
    possessives: frozenset[str] = frozenset()
    other_possessives: frozenset[str] = frozenset()
    subject_self: frozenset[str] = frozenset()
    dative_self: frozenset[str] = frozenset()
    conjunctions: frozenset[str] = frozenset()
    subordinators: frozenset[str] = frozenset()
    np_stop: frozenset[str] = frozenset()
    np_link: frozenset[str] = frozenset()
    future_markers: frozenset[str] = frozenset()
    not_future_before: frozenset[str] = frozenset()
    third_person_endings: tuple[str, ...] = ()
    adjective_endings: tuple[str, ...] = ()
    noun_unlike_endings: tuple[str, ...] = ()
    first_person_ending: str = ""
    infinitive_suffix: str = ""
    spelled_numbers: Mapping[str, int] = field(default_factory=dict)
    time_nouns: frozenset[str] = frozenset()
    contrast_conjunctions: frozenset[str] = frozenset()
    numbers: frozenset[str] = frozenset()
    kin_gender: dict[str, str] = field(default_factory=dict)
    identity_suffixes: tuple[str, ...] = ()
    kin_adjectives: frozenset[str] = frozenset()
    identity_nouns: frozenset[str] = frozenset()
    first_names: frozenset[str] = frozenset()
    name_markers: tuple[tuple[str, ...], ...] = ()
    after_self_forms: Paradigm = field(default_factory=dict)
    relatives: frozenset[str] = frozenset()
    markers: frozenset[str] = frozenset()
    call_me: frozenset[str] = frozenset()
    call_verbs: frozenset[str] = frozenset()
    phrases: dict[str, PhraseIndex] = field(default_factory=dict)
    modals: frozenset[str] = frozenset()
    progressive_aux: frozenset[str] = frozenset()
    infinitive_endings: tuple[str, ...] = ()
    participle_endings: tuple[str, ...] = ()
    adjective_participle_endings: tuple[str, ...] = ()
    participle_prefix: str = ""
    participle_suffixes: tuple[str, ...] = ()
    naming_preps: frozenset[str] = frozenset()
    age_verbs: frozenset[str] = frozenset()
    allergy_words: frozenset[str] = frozenset()
    allergy_nouns: frozenset[str] = frozenset()
    condition_words: frozenset[str] = frozenset()
    condition_types: frozenset[str] = frozenset()
    reaction_verbs: frozenset[str] = frozenset()
    not_for_me: tuple[tuple[str, ...], ...] = ()
    unmarked_lists: bool = False
    condition_suffixes: tuple[str, ...] = ()
    reflexive_clitics: frozenset[str] = frozenset()
    object_clitics: frozenset[str] = frozenset()
    spec: LanguageSpec = field(default_factory=lambda: LanguageSpec("", ""))
    negative_determiners: tuple[str, ...] = ()
    correlative_nor: frozenset[str] = frozenset()
    demonstratives: frozenset[str] = frozenset()
    pointing_determiners: frozenset[str] = frozenset()
    indefinites: frozenset[str] = frozenset()

    @staticmethod
    def phrase_tables(lex: object, name_markers: tuple[tuple[str, ...], ...]) -> dict[
        str, PhraseIndex
    ]:
        """Indexed hedges, corrections, fillers, used-to markers and name markers."""
        return {
            key: index_phrases(getattr(lex, key) if key != "name_markers" else name_markers)
            for key in ("hedges", "corrections", "fillers", "used_to", "name_markers")
        }

    @staticmethod
    def marker_words(lex: object) -> frozenset[str]:
        """Single-word hedges, corrections, fillers and used-to markers of a lexicon."""
        phrases = (*lex.hedges, *lex.corrections, *lex.fillers,  # type: ignore[attr-defined]
                   *lex.used_to)  # type: ignore[attr-defined]
        return frozenset(p[0] for p in phrases if len(p) == 1)


def merge(*paradigms: Paradigm) -> Paradigm:
    """Union of paradigms; an earlier entry wins on a shared form."""
    out: Paradigm = {}
    for paradigm in paradigms:
        for form, vf in paradigm.items():
            out.setdefault(form, vf)
    return out


def forms(lemma: str, table: dict[str, str]) -> Paradigm:
    """A hand-written paradigm: ``{"bin": "1s pres", ...}`` -> forms of ``lemma``."""
    out: Paradigm = {}
    for form_list, code in table.items():
        person, tense = code.split()
        for form in form_list.split():
            out.setdefault(form, VerbForm(lemma, person, tense))
    return out


PERSONS = ("1s", "2s", "3s", "1p", "2p", "3p")


def paradigm_row(lemma: str, tense: str, endings: list[str]) -> Paradigm:
    """Forms of one tense; a form shared by several persons lists them all ("1p,3p")."""
    out: Paradigm = {}
    for form, person in zip(endings, PERSONS, strict=True):
        old = out.get(form)
        out[form] = VerbForm(lemma, f"{old.person},{person}" if old else person, tense)
    return out
