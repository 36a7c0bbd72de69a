"""A normalised per-predicate view of a parse, the same for ClearNLP (en) and UD (es, fr).

The pattern functions never look at dependency labels directly: they read a :class:`View`
(predicate lemma, subject, object, prepositional objects, copula complement, negation, "used
to") that :func:`build_views` derives from either label scheme.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING

from hotmem.extract.dependency.clauses import dep
from hotmem.lang import get_language
from hotmem.lang.lexicon import Lexicon, derived, find_phrase
from hotmem.morph import morph_get
from hotmem.word_classes import WordClasses

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

CLAUSE_DEPS = frozenset(
    {"ROOT", "conj", "ccomp", "xcomp", "advcl", "relcl", "acl", "parataxis", "csubj"}
)
SUBJ_DEPS = frozenset({"nsubj", "nsubjpass", "csubj"})
OBJ_DEPS = frozenset({"dobj", "obj"})
PP_DEPS = frozenset({"obl", "nmod"})
# A verb's arguments: an "adjective" with one is a misread verb (:func:`phrase_tokens`).
_ARGUMENT_DEPS = PP_DEPS | OBJ_DEPS
# Children left out of an entity phrase ("Seattle, not Chicago", "a dog named Max").
PHRASE_SKIP = frozenset(
    {"relcl", "acl", "appos", "conj", "cc", "punct", "case", "mark", "advmod", "neg",
     "parataxis", "advcl", "dep", "cop", "aux", "nsubj", "expl"}
)


# Children of a predicate that no test of _view reads (none is an argument, a marker it
# looks at or a negation): skipped before the tests.
_INERT_CHILDREN = frozenset({"punct", "aux", "auxpass", "cop", "cc", "mark"})
# What a have-verb may hold besides its object ("on a pas de jardin": an xcomp).
_HAD_DEPS = PP_DEPS | {"xcomp"}


@dataclass(slots=True)
class PrepObj:
    """One prepositional object of a predicate: ``("in", Seattle, negated=False)``."""

    prep: str
    obj: Token
    negated: bool = False


@dataclass(slots=True)
class View:
    """What one predicate says, independent of the label scheme.

    Attributes:
        head: the predicate token (the verb, or in UD the copula complement).
        lemma: predicate lemma ("live", "be"); phrasal forms are in ``phrasal``.
        subj: the subject token, or ``None`` (then ``implicit_you`` or ``dropped`` may hold).
        implicit_you: first-person verb form without a subject ("vivo", imperative "call me").
        dropped: a pro-drop third-person subject (Spanish "vive en Madrid").
        obj / iobj: direct and indirect object tokens.
        preps: prepositional objects, one per conjunct.
        comp: copula complement (EN attr/acomp/oprd under "be"; UD head with a ``cop``).
        oprd: object predicate ("call me Alex", "named Max").
        xcomp: open clausal complement ("like playing tennis").
        negated / used_to: polarity markers of this predicate.
    """

    head: Token
    lemma: str
    phrasal: str | None = None
    subj: Token | None = None
    implicit_you: bool = False
    dropped: bool = False
    obj: Token | None = None
    iobj: Token | None = None
    preps: list[PrepObj] = field(default_factory=list)
    comp: Token | None = None
    copula: bool = False
    oprd: Token | None = None
    xcomp: Token | None = None
    negated: bool = False
    used_to: bool = False
    imperfect: bool = False


def _graded_kind(comp: Token, lex: Lexicon) -> Token | None:
    """"i am more of a vegan", "more of a cat person": what the speaker is said by degree;
    the kind after "of" is the complement."""
    if comp.lower_ not in lex.degree_of_words:
        return None
    return next((g for c in comp.children if c.dep_ == "prep" and c.lower_ in lex.genitive_preps
                 for g in c.children if g.dep_ == "pobj" and g.pos_ in ("NOUN", "PROPN")
                 and any(d.dep_ == "det" for d in g.children)), None)


def is_negation(token: Token, lex: Lexicon) -> bool:
    """A negation word that denies: "not only ... but also" denies nothing, nor does "no soy
    solo profesora" (the "only" word after the verb)."""
    low = token.lower_
    if not (token.dep_ == "neg" or (dep(token) == "advmod" and low.replace("’", "'") in (
            lex.negations)) or (low in lex.negations and dep(token) in ("advmod", "neg", "det"))):
        return False  # no negation word, whatever follows it
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if nxt is not None and (nxt.lower_ in lex.not_only_words or (
            nxt.pos_ in ("AUX", "VERB") and nxt.i + 1 < len(doc)
            and doc[nxt.i + 1].lower_ in lex.not_only_words)):
        return False
    if nxt is not None and lex.vicinity_nouns and (nxt.lower_ in lex.vicinity_nouns or (
            nxt.pos_ == "ADV" and nxt.i + 1 < len(nxt.doc)
            and nxt.doc[nxt.i + 1].lower_ in lex.vicinity_nouns)):
        return False  # fr "pas (très) loin du port": near it, nothing denied
    return True


def build_views(doc: Doc | Span, lex: Lexicon, scheme: str,
                words: WordClasses | None = None) -> list[View]:
    """Views of every predicate in ``doc``, in text order; conjuncts inherit their subject.
    ``words`` (the pipeline's word lists) tell a name from a word of the language."""
    views: dict[int, View] = {}
    # token index -> index of the "used to" marker of its sentence (``Token.sent`` walks
    # the doc on every call: the sentences are walked once here)
    used_to: dict[int, int] = {}
    last_neg = -1  # index of the last token labelled "neg" (ClearNLP), -1 without one
    for sent in doc.sents:
        said = []
        for t in sent:
            said.append(t.lower_)
            if t.dep_ == "neg":
                last_neg = t.i
        hit = find_phrase(said, lex.used_to)
        if hit is not None:
            used_to.update(dict.fromkeys(range(sent.start, sent.end), sent.start + hit[0]))
    words = words or WordClasses()
    for tok in doc:
        if not _is_predicate(tok, lex, scheme):
            continue
        views[tok.i] = _view(tok, lex, scheme, (used_to, last_neg), words)
    for i in sorted(views):
        _lend_preps_to_infinitive(views[i], views, lex)
        _leave_preps_to_next_verb(views[i], views, lex)
    for i in sorted(views):
        view = views[i]
        if view.obj is None and view.xcomp is None and not view.copula:
            view.obj = _orphan_object(view.head, lex) or _adverb_object(view, lex) or (
                _amount_object(view.head, lex))
        if not view.preps and not view.copula and view.obj is None and scheme == "ud":
            # "je suis née et j'ai grandi à Lille", "nací y me crié en Oviedo": two verbs
            # joined by "and" share the place after the second
            shared = next((c for c in view.head.children if dep(c) == "conj"
                           and c.i > view.head.i and c.pos_ in ("VERB", "NOUN")), None)
            if shared is not None:
                preps = views[shared.i].preps if shared.i in views else [
                    p for g in shared.children if dep(g) in PP_DEPS for p in _ud_preps(g, lex)]
                view.preps.extend(p for p in preps if not p.negated
                                  and (view.lemma, p.prep) in lex.verb_prep)
        if view.subj is None and not view.implicit_you:
            parent = views.get(view.head.head.i) if view.head.head.i != view.head.i else None
            if parent is None and dep(view.head) == "conj":
                # fr "ma tante a 52 ans et vit à Sedan": the second verb hangs on the first's
                # object; it is that clause's conjunct
                parent = next((v for v in views.values() if v.obj is not None
                               and v.obj.i == view.head.head.i and v.head.i < view.head.i), None)
            if parent is not None and view.copula and parent.obj is not None and (
                    parent.obj.i == view.head.i):
                continue  # "ce que j'aime, c'est la montagne": the named thing, no clause
            if parent is not None and dep(view.head) == "conj" and parent.implicit_you and (
                    morph_get(view.head, "Person") == ["3"]) and (
                    kin := _kin_object(parent, lex)) is not None:
                view.subj, view.dropped = kin, False  # "tengo una hermana ... y vive en X"
                continue
            if parent is not None and dep(view.head) in ("conj", "xcomp", "csubj"):
                view.subj, view.implicit_you = parent.subj, parent.implicit_you
                view.dropped = view.dropped and parent.subj is None and not parent.implicit_you
                if parent.dropped:
                    view.dropped = True
                if dep(view.head) in ("xcomp", "csubj"):
                    view.negated = view.negated or parent.negated
                    view.used_to = view.used_to or parent.used_to
    return [views[i] for i in sorted(views)]


def _leave_preps_to_next_verb(view: View, views: dict[int, View], lex: Lexicon) -> None:
    """"vivo en lima y estudio en la universidad": the small parser hangs the second verb's
    place on the first. A place said after a coordinator and a first-person verb form is that
    verb's; the first verb keeps only what it said before them."""
    if not lex.clause_conjunctions:
        return
    doc = view.head.doc
    for prep in list(view.preps):
        between = doc[view.head.i + 1 : prep.obj.i]
        verb = next((b for a, b in zip(between, between[1:], strict=False)
                     if a.lower_ in lex.clause_conjunctions and b.i != view.head.i
                     and (b.lower_ in lex.verb_forms or b.i in views)), None)
        if verb is None:
            continue
        view.preps.remove(prep)
        later = views.get(verb.i)
        if later is not None and not later.preps and (later.lemma, prep.prep) in lex.verb_prep:
            later.preps.append(prep)


def _lend_preps_to_infinitive(view: View, views: dict[int, View], lex: Lexicon) -> None:
    """"solía vivir en mendoza": the small parser hangs the place on the finite verb instead
    of the infinitive after it. A prepositional object the finite verb has no table row for
    goes to a following infinitive that has one and no place of its own."""
    inf = next((c for c in view.head.children if dep(c) in ("xcomp", "csubj")
                and c.i > view.head.i and c.i in views), None)
    if inf is None or views[inf.i].preps:
        return
    target = views[inf.i]
    lent = [p for p in view.preps if p.obj.i > inf.i
            and (view.lemma, p.prep) not in lex.verb_prep
            and (target.lemma, p.prep) in lex.verb_prep]
    if lent:
        target.preps.extend(lent)
        view.preps[:] = [p for p in view.preps if p not in lent]


def is_verb_form(tok: Token, lex: Lexicon) -> bool:
    """A first-person verb form of the table (``Lexicon.verb_forms``) used as a verb: "el
    juego favorito de mi hijo", "mi trabajo" are nouns, their determiner says so."""
    if tok.lower_ not in lex.verb_forms:
        return False
    before = tok.doc[tok.i - 1] if tok.i > 0 else None
    return not (before is not None and before.pos_ == "DET" and before.head.i == tok.i) and not (
        any(dep(c) in ("det", "poss") and c.i < tok.i for c in tok.children))


def _is_predicate(tok: Token, lex: Lexicon, scheme: str) -> bool:
    d = dep(tok)  # "ROOT" has no subtype
    if d in ("aux", "cop") or tok.dep_ == "auxpass":
        return False
    low = tok.lower_  # is_verb_form is False for a word the table does not list
    if low in lex.verb_forms and is_verb_form(tok, lex) or low in lex.lemma_fixes:
        return True
    if tok.pos_ in ("VERB", "AUX"):
        if d in CLAUSE_DEPS:
            return True
        if d == "pcomp" and any(dep(c) == "nsubj" for c in tok.children):
            return True  # "thinking about how much i hate my job": a clause after "about"
        # fr misparse: "Mon frère Julien habite à Lyon" attaches the finite verb as amod.
        return d == "amod" and "Fin" in morph_get(tok, "VerbForm")
    if d == "ROOT" or scheme == "ud" and any(dep(c) == "cop" for c in tok.children):
        return True
    # en: "I live in Seattle and work at Microsoft" tags "work" as a NOUN conjunct.
    return d == "conj" and tok.head.pos_ in ("VERB", "AUX") and any(
        dep(c) in ("prep", "dobj") for c in tok.children
    )


def _topic_before_comma(earlier: Token, later: Token, verb: Token, lex: Lexicon) -> bool:
    """Whether the subject said before a comma is only a topic or a reaction and the one after
    it is the verb's: "big news, I work at Hootsuite now" (a noun, then the speaker), "c'est
    cool, je vis à Lyon" (another pronoun, then a subject before the verb)."""
    if not earlier.i < later.i:
        return False
    if not any(t.text == "," for t in later.doc[earlier.i + 1:later.i]):
        # "Mardi dernier j'ai déménagé à Nantes", "le mois dernier j'ai ...": a common noun
        # the parser took for a subject before the speaker's own is a time or a topic ("mi
        # mujer y yo vivimos ..." is one subject of two).
        between = later.doc[earlier.i + 1:later.i]
        return (earlier.pos_ == "NOUN" and later.lower_ in lex.self_words
                and later.i < verb.i and not any(c.dep_ == "conj" for c in earlier.children)
                and not any(t.pos_ == "CCONJ" for t in between))
    if earlier.pos_ == "PRON":
        return earlier.lower_ not in lex.self_words and later.i < verb.i
    # "mon mari et moi, on vit à Dijon": a coordinated subject is taken up, not dropped.
    return earlier.pos_ in ("NOUN", "PROPN") and later.lower_ in lex.self_words and not any(
        c.dep_ == "conj" for c in earlier.children)


def _view(tok: Token, lex: Lexicon, scheme: str, marks: tuple[dict[int, int], int],
          words: WordClasses) -> View:
    """The view of the predicate ``tok``. ``marks``: the "used to" marker of each token's
    sentence and the index of the doc's last "neg" token (:func:`build_views` reads them)."""
    used_to, last_neg = marks
    kids = list(tok.children)  # walked by most tests below: read once
    low = tok.lower_
    verb_form = is_verb_form(tok, lex)
    lemma = (lex.verb_forms.get(low) if verb_form else None) or tok.lemma_.lower()
    if " " in lemma and "Prs" in morph_get(tok, "PronType"):
        lemma = lemma.split(" ")[0]  # es: "llamarme" is lemmatised "llamar yo"
    view = View(head=tok, lemma=lemma)
    if verb_form:
        view.implicit_you = True
    cop = _copula_of(tok, lex, kids)
    if low in lex.lemma_fixes:
        lemma, cop = lex.lemma_fixes[low], None
        view.lemma = lemma
    if cop is not None:
        # es "estuve en Roma": the tagger makes the preterite the copula of the place; the
        # table's reading of the form ("haber estado", a visit) holds there too
        view.copula, view.comp = True, tok
        view.lemma = lex.lemma_fixes.get(cop.lower_) or cop.lemma_.lower()
    elif low not in lex.lemma_fixes and (have := _have_as_aux(tok, lex, kids)) is not None:
        # fr: "Ma fille a 12 ans" parses "a" as the auxiliary of "ans": avoir is the predicate.
        lemma = view.lemma = have.lemma_.lower()
        view.obj = tok
        # "j'ai mal aux genoux" may hang the subject on the auxiliary
        view.subj = next((c for c in have.children if dep(c) in SUBJ_DEPS), None)
    elif (liking := _liking_as_aux(tok, lex, words, kids)) is not None:
        # en without a full stop: "Anna loves sailing" parses "loves" as the auxiliary of
        # "sailing" and hangs the subject on it: the liking verb is the predicate, the gerund
        # its object.
        aux, lemma = liking
        view.lemma = lemma
        view.obj = tok
        view.subj = next((c for c in aux.children if dep(c) in SUBJ_DEPS), None)
    contracted = _contracted_copula(tok)
    if contracted is not None:
        # en: "my sister's a nurse" / "my son's 8" parse "'s" as a possessive marker.
        view.copula, view.comp, view.subj, view.lemma = True, tok, contracted, "be"
    perfect = lex.perfect_as_present.get(lemma)
    if perfect and any(dep(c) == "aux" and (c.lemma_.lower() in lex.have_verbs or (
            "Part" in morph_get(tok, "VerbForm") and c.lemma_.lower() not in lex.be_verbs))
                       for c in kids):
        lemma = view.lemma = perfect  # "I've got a sister" states a present possession
    alt = _comma_rejected(tok) if last_neg > tok.i + 1 else None
    rejected: set[int] = {alt.i} if alt is not None else set()
    fused: PrepObj | None = None
    for child in kids:
        d = dep(child)
        if child.i in rejected or d in _INERT_CHILDREN:
            continue
        if d in SUBJ_DEPS and view.subj is not None and child.pos_ in ("NOUN", "PROPN") and (
                morph_get(view.subj, "PronType") in (["Neg"], ["Ind"])):
            view.subj = child  # es "no me gusta nada el reguetón": "nada" only intensifies
        elif d in SUBJ_DEPS and view.subj is not None and _topic_before_comma(
                view.subj, child, tok, lex):
            if view.obj is None and view.subj.pos_ == "NOUN" and (
                    lemma in lex.likes or lemma in lex.negated_likes):
                view.obj = view.subj  # fr "le chocolat j'adore": the liked thing said first
            view.subj = child  # "big news, I work at ...", "c'est cool, je vis à Lyon"
        elif d in SUBJ_DEPS and scheme == "ud" and child.pos_ in ("NOUN", "PROPN") and (
                dep(child.left_edge) == "case" and child.left_edge.i < child.i):
            continue  # es "a mi gato le gusta dormir": a marked nominal is never the subject
        elif d in SUBJ_DEPS and view.subj is None:
            if is_verb_form(child, lex):
                view.implicit_you = True  # es: "Solía trabajar" tags "Solía" as the subject
            else:
                view.subj = child
        elif (d in OBJ_DEPS or (d in _HAD_DEPS and lemma in lex.have_verbs) or (
                d in PP_DEPS and _denied_partitive(child, tok, lemma, lex))) and (
                scheme == "ud" and _partitive(child, lex)) and not _near(child, lex):
            # fr: "je n'ai pas de voiture", "j'ai de l'asthme", "on a pas de jardin" (xcomp),
            # "ma femme mange pas de viande" (an nmod of the verb)
            view.obj = view.obj or child
        elif d in PP_DEPS and view.obj is None and _partitive_object(child, tok, lemma, lex):
            view.obj = child  # fr "je mange du poulet": a partitive read as a preposition
        elif (d in OBJ_DEPS or (d == "fixed" and child.pos_ in ("NOUN", "PROPN"))) and (
                scheme == "ud" and any(dep(c) == "case" for c in child.children)) and not (
                d in OBJ_DEPS and (lemma in lex.likes or lemma in lex.negated_likes)):
            # ("odia a los perros": the liked object keeps its personal "a")
            # es: "Fui a Japón" tags Japón obj; "fui a lanzarote" (lower case) fixed
            view.preps.extend(_ud_preps(child, lex))
        elif d == "xcomp" and scheme == "ud" and _marked_nominal(child, lemma, lex):
            view.preps.extend(_ud_preps(child, lex))  # "comme développeur", "née à Alger"
        elif d in ("advcl", "xcomp") and scheme == "ud" and name_read_as_clause(
                child, lemma, lex):
            view.preps.extend(_ud_preps(child, lex))  # "chez schneider", "en espagne"
        elif d in OBJ_DEPS and (view.obj is None or _reflexive_clitic(view.obj, tok, lex) and (
                child.pos_ in ("NOUN", "PROPN"))):
            view.obj = child  # es "me compré una tele": the thing bought, not the clitic
        elif d in ("iobj", "dative") and view.iobj is None:
            view.iobj = child
        elif d in ("attr", "acomp") and (view.comp is None or (
                view.comp.i < tok.i < child.i and dep(view.comp) == "acomp")):
            # "gross i am a vegan": a reaction word read as a complement before the subject
            view.comp, view.copula = _graded_kind(child, lex) or child, True
        elif d == "oprd":
            view.oprd = child
        elif d == "xcomp" and view.xcomp is None:
            view.xcomp = child
        elif d == "prt":
            view.phrasal = f"{lemma} {child.lower_}"
        elif d == "prep":
            view.preps.extend(_en_preps(child, lex))
        elif child.dep_ == "pobj" and tok.pos_ == "ADP" and view.obj is None:
            view.obj = child  # en: "I kinda like jazz" tags "like" as a preposition
        elif child.dep_ == "pcomp" and view.xcomp is None:
            view.xcomp = child  # en: "I sort of like hiking" (gerund as pcomp of "like")
        elif d == "advmod" and scheme == "ud" and not is_negation(child, lex) and any(
                _cased_before(g, child) for g in child.children):
            # fr "je travaille chez cdiscount maintenant": an unknown name read as an adverb
            # hangs, with its preposition, on the adverb after it
            for g in child.children:
                if _cased_before(g, child):
                    view.preps.extend(_ud_preps(g, lex))
        elif d == "advmod" and view.subj is None and _hedge_word(child, lex):
            view.subj = next((g for g in child.children if dep(g) in SUBJ_DEPS), None)
        elif d == "advmod" and child.lower_ in lex.place_deictics:
            # "I moved here from Chicago": the PP hangs from "here".
            for g in child.children:
                if g.dep_ == "prep":
                    view.preps.extend(_en_preps(g, lex))
        elif d == "advmod" and child.lower_ in lex.vicinity_adverbs and any(
                g.dep_ == "prep" for g in child.children):
            # "i live just outside of denver", "we live close to the beach": the adverb is
            # the preposition, the PP under it its object
            near = lex.vicinity_adverbs[child.lower_]
            for g in child.children:
                if g.dep_ == "prep":  # "close to my office", "near my parents", "near
                    # work": no town
                    view.preps.extend(PrepObj(near, p.obj, p.negated) for p in _en_preps(g, lex)
                                      if not any(dep(c) == "poss" for c in p.obj.children)
                                      and p.obj.lemma_.lower() not in lex.job_nouns)
        elif d == "advmod" and child.pos_ == "ADV" and child.i == tok.i + 1 and any(
                True for _ in child.children) and all(g.dep_ == "prep" for g in child.children):
            # "my parents live back in ohio", "i work out in the fields": the PP hangs from
            # the adverb right after the verb
            for g in child.children:
                view.preps.extend(_en_preps(g, lex))
        elif d in PP_DEPS and scheme == "ud":
            view.preps.extend(_ud_preps(child, lex))
        elif d == "advmod" and scheme == "ud" and child.pos_ == "ADP" and (
                glued := _glued_name(child, lex, words)) is not None:
            fused = PrepObj(child.lower_.replace("’", "'"), glued)
        elif d in ("advmod", "compound") and scheme == "ud" and _cased_name(child, lex):
            view.preps.extend(_ud_preps(child, lex))
        if is_negation(child, lex) and not _amount_phrase(child, lex):
            if scheme == "ud" and any(dep(g) in PP_DEPS for g in child.children):
                # es: "vivo en Bilbao, no en Sevilla" hangs "Sevilla" under "no".
                case = next((c.lower_ for c in child.children if dep(c) == "case"), "")
                for g in child.children:
                    if dep(g) in PP_DEPS:
                        view.preps.extend(
                            PrepObj(p.prep or case, p.obj, True) for p in _ud_preps(g, lex)
                        )
            elif _contrastive(child):
                # "vivo en Cádiz, no en Huelva" with "Huelva" cut off as its own root: the
                # "no" rejects the alternative after it, not the clause.
                alt = _contrast_object(child)
                if alt is not None:
                    case = next(c.lower_ for c in child.children if dep(c) == "case")
                    view.preps.append(PrepObj(case, alt, True))
            elif (alt is None or not _opens_alternative(child, alt)) and not _trailing_contrast(
                    child, tok) and not _opening_answer(child, tok, lex) and not (
                    _elided_denial(child, tok)):
                view.negated = True
    if fused is not None and not view.preps:
        view.preps.append(fused)  # only place said: "the office in X" keeps the office
    if scheme == "ud" and not view.negated and any(
            is_negation(g, lex) and g.i < c.i
            and f"{g.lower_} {c.lower_}" not in lex.amount_adverbs
            for c in kids if dep(c) == "advmod" for g in c.children):
        view.negated = True  # "c'est pas trop mon truc": the "pas" hangs on "trop"
    said_of = [tok, *([view.comp] if view.comp is not None and view.comp is not tok else [])]
    if not view.negated and any(
            c.lower_ in lex.lapse_adverbs and dep(c) in ("advmod", "conj")
            and any(is_negation(g, lex) for g in c.children)
            for head in said_of for c in head.children):
        view.negated = True  # "i'm no longer vegan", "i lived in paris but not anymore"
    if view.obj is None and lemma in lex.have_verbs:
        # en: "i have a bad back" tags "back" as an adverb; with its article it is the object
        view.obj = next((c for c in kids if dep(c) == "advmod" and c.i > tok.i
                         and c.lower_ in lex.body_parts
                         and any(dep(g) == "det" for g in c.children)), None)
    if view.obj is not None and _time_object(view.obj, lex):
        # "i work nights at the airport": a time read as the object carries the verb's PPs
        hoisted = [pp for c in view.obj.children if c.dep_ == "prep" and c.i > view.obj.i
                   and (view.lemma, c.lower_) in lex.verb_prep for pp in _en_preps(c, lex)]
        if hoisted:
            view.preps.extend(hoisted)
            view.obj = None
    if alt is not None and view.preps:
        # "I work at Google now, not Amazon": the value after ", not" is rejected; the clause
        # is not negated.
        view.preps.append(PrepObj(view.preps[-1].prep, alt, True))
    view.preps[1:] = [_rejected_after_first(p, view.preps[0], lex) for p in view.preps[1:]]
    if view.obj is None and scheme == "ud" and (view.lemma, None) in lex.verb_prep:
        # fr "je me suis acheté une moto", "j'ai acheté une vieille 2cv": the object read as
        # an uncased oblique is the verb's object
        bare = next((p for p in view.preps if not p.prep and p.obj.i > tok.i and any(
            dep(c) == "det" for c in p.obj.children)), None)
        if bare is not None:
            view.obj = bare.obj
            view.preps.remove(bare)
    reflexive = lex.reflexive_frames.get(lemma)
    if reflexive is not None and any(_reflexive_clitic(c, tok, lex) for c in kids):
        view.phrasal = reflexive  # "me vine de Caracas": venirse, a move
        if view.obj is not None and any(dep(c) == "case" for c in view.obj.children):
            view.preps.append(PrepObj(next(c.lower_ for c in view.obj.children
                                           if dep(c) == "case"), view.obj, False))
            view.obj = None  # "de caracas" read as the object keeps its preposition
    if view.obj is not None and view.phrasal is None:
        view.phrasal = f"{lemma} {view.obj.lemma_.lower()}"  # "take part in", "prendre part à"
    if view.subj is not None and _greeting(view.subj, lex):
        # "Hola, soy Bruno", "Salut, moi c'est Hugo": a greeting is never the subject; a
        # second subject is ("pardon j'habite ...").
        greeting = view.subj
        view.subj = next((c for c in kids if dep(c) in SUBJ_DEPS and c.i != greeting.i
                          and c.lower_ not in lex.verb_forms), None)
        if any(dep(c) == "conj" and c.lower_ in lex.self_words for c in greeting.children):
            view.implicit_you = True
    if scheme == "ud":
        if view.subj is None and cop is not None:
            # es: "mi estación favorita es el otoño" hangs the subject on the copula.
            view.subj = next((c for c in cop.children if dep(c) in SUBJ_DEPS), None)
        if cop is not None and any(is_negation(c, lex) for c in cop.children) and not any(
                t.text == "," for t in tok.doc[min(cop.i, tok.i):max(cop.i, tok.i)]):
            # es: "yo no soy de Madrid" hangs the "no" on the copula; a copula set off by a
            # comma is a clause of its own the parser glued on ("ya no estoy en X, ahora
            # trabajo en Y"): its "no" is not this predicate's.
            view.negated = True
        if view.subj is None and view.copula and any(
                dep(c) == "expl" and c.lower_ in lex.pronouns for c in kids):
            # fr "Le foot, c'est pas mon truc": the noun set off before "c'est" is its subject
            view.subj = next((c for c in kids if dep(c) in ("dep", "nmod")
                              and c.i < tok.i and c.pos_ in ("NOUN", "PROPN")
                              and not any(dep(g) == "case" for g in c.children)), None)
            head = tok.head
            if view.subj is None and head.i < tok.i and head.pos_ in ("NOUN", "PROPN") and (
                    dep(tok) in ("nmod", "dep", "acl", "appos")) and not any(
                    dep(g) == "case" for g in kids):
                # "le camping c'est pas mon truc" without a comma roots at the topic noun
                # and hangs the "c'est" clause on it
                view.subj = head
        _ud_subject_fixes(view, tok, lex)
        _participle_read_as_object(view, tok, lex)
        if view.obj is None and view.xcomp is None and (
                view.lemma in lex.likes or view.lemma in lex.negated_likes):
            _topic_object(view, lex)
        elif view.lemma in lex.likes and view.obj is not None and (
                view.obj.lower_ in lex.relative_pronouns and dep(tok) == "acl"
                and tok.head.i < tok.i and tok.head.lower_ in lex.pronouns):
            # fr "ce que j'aime, c'est la montagne": the liked thing is what "c'est" names
            named = next((t for t in tok.doc[tok.i + 1:] if any(
                dep(c) == "cop" for c in t.children)), None)
            if named is not None:
                view.obj = named
                view.xcomp = None if view.xcomp is named else view.xcomp
        if _misparsed_verb(tok, lex) or _conj_of_nominal(tok, lex):
            # "Quizás mi hermana viva en Londres": the verb hangs as amod of its subject, and
            # the PPs to its right hang from that noun too.
            view.preps.extend(p for c in tok.head.children if c.i > tok.i
                              and dep(c) in PP_DEPS for p in _ud_preps(c, lex))
            if view.obj is None and _misparsed_verb(tok, lex):
                # "mon père adore le rugby": the object hangs from the noun too, uncased
                view.obj = next((c for c in tok.head.children if c.i > tok.i
                                 and dep(c) in ("nmod", "obj", "appos")
                                 and c.pos_ in ("NOUN", "PROPN")
                                 and not any(dep(g) == "case" for g in c.children)), None)
            root = tok.head.head
            if view.obj is None and dep(tok.head) == "nsubj" and root.i > tok.i and (
                    root.pos_ in ("NOUN", "PROPN")):
                # "mon oncle adore le tennis" roots at "tennis"; "mon pote karim bosse chez
                # orange" at "orange", its preposition a marker
                marked = _ud_preps(root, lex) if any(
                    dep(c) in ("case", "mark") and c.pos_ == "ADP" and c.i < root.i
                    for c in root.children) else []
                if marked:
                    view.preps.extend(marked)
                else:
                    view.obj = root
            if view.obj is None and view.xcomp is None and _misparsed_verb(tok, lex):
                _complement_after(view, tok, lex)
    hit = used_to.get(tok.i)
    precedes = get_language(lex.lang).spec.used_to_precedes_verb
    view.used_to = hit is not None and (not precedes or hit < tok.i and not any(
        dep(c) in SUBJ_DEPS and c.i > hit for c in kids)) and not any(
        c.lower_ in lex.present_markers for c in kids)
    # "... but now i live in X", "... pero ahora vivo en Quito"
    tense = morph_get(tok, "Tense")
    view.imperfect = "Imp" in tense or (
        bool(lex.imperfect_suffixes)
        and tok.pos_ == "VERB"
        and low.endswith(lex.imperfect_suffixes)
        and not low.endswith(lex.conditional_suffixes or ("\0",))
    )
    if _stops_a_verb(tok, view.lemma, lex):
        view.negated = not view.negated  # "I stopped eating meat"; "never stopped" affirms
    return view


def _stops_a_verb(tok: Token, lemma: str, lex: Lexicon) -> bool:
    """A verb of stopping with the verb it stops ("stopped eating", "dejé de comer", "j'ai
    arrêté de manger"): the stopped verb, which inherits this predicate's polarity, is denied."""
    if lemma not in lex.cessation_verbs:
        return False
    marker = lex.cessation_verbs[lemma]
    return any(dep(c) == "xcomp" and c.i > tok.i and c.pos_ in ("VERB", "AUX") and (
        not marker or any(g.lower_ == marker for g in c.children if g.i < c.i))
        for c in tok.children)


def _greeting(tok: Token, lex: Lexicon) -> bool:
    """A reaction or greeting word set off by a comma ("Hola, ...", "hey, ..."), or opening
    the sentence before a first-person predicate without one ("hola soy nuria y vivo en
    sevilla": speech-to-text drops the comma, and a greeting cannot agree with "soy")."""
    if tok.lower_ not in lex.reactions:
        return False
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    if nxt is not None and nxt.text == ",":
        return True
    pred = tok.head
    verbs = [pred, *(c for c in pred.children if dep(c) in ("cop", "aux"))]
    own_subject = any(dep(c) in SUBJ_DEPS and c.i != tok.i and (
        c.lower_.replace("’", "'") in lex.self_words) for c in pred.children)
    return tok.i == tok.sent.start and pred.i > tok.i and (own_subject or any(
        morph_get(v, "Person") == ["1"] for v in verbs))


@lru_cache(maxsize=8)
def _request_words(lang: str) -> frozenset[str]:
    """The language's request verbs ("dame", "ponme", "búscame"): imperatives addressed to
    the assistant, which the taggers may read as third-person verbs."""
    return frozenset(getattr(get_language(lang).words, "REQUEST_WORDS", "").split())


def _ud_subject_fixes(view: View, tok: Token, lex: Lexicon) -> None:
    """Pro-drop subjects and the es tagger's slips ("Odio las setas": setas as nsubj).

    A first-person verb (its own person, or its auxiliary's: "me he comprado") cannot agree
    with a noun subject after it, so that noun is its object ("Me he comprado una moto").
    """
    person = morph_get(tok, "Person") or _aux_person(tok)
    first = view.implicit_you or (person == ["1"] and not view.copula)
    subj = view.subj
    # a reverse liking verb ("me chifla el chocolate") agrees with the thing liked, whatever
    # person the tagger gives it: the noun after it stays its subject
    first = first and view.lemma not in lex.likes_reverse
    if subj is not None and subj.i < tok.i and (first or view.copula and _cop_person(tok) == [
            "1"]) and _time_head(subj, lex):
        view.subj, view.implicit_you = None, True  # "el verano pasado fui a ...": when, not who
        subj = None
    if first and subj is not None and subj.i > tok.i and subj.lower_ not in lex.self_words:
        clitic = view.obj is not None and view.obj.pos_ == "PRON" and view.obj.i < tok.i
        if (view.obj is None or clitic) and not view.copula and (
            view.lemma not in lex.likes_reverse
        ):
            view.obj = subj  # "Me he comprado una moto": "me" is a clitic, "moto" the object
        view.subj, view.implicit_you = None, True
    if view.subj is None and not view.implicit_you and tok.pos_ == "NOUN" and (
            tok.lower_ in lex.lemma_fixes):
        # fr "mon frère bosse chez airbus": a verb form read as a noun, its subject as the
        # noun's modifier before it
        view.subj = next((c for c in tok.children if c.i < tok.i and dep(c) in (
            "amod", "nsubj", "nmod") and (c.pos_ in ("NOUN", "PROPN") or c.lower_ in (
                lex.kinship))), None)
    if (view.subj is None or _lone_possessive(view.subj)) and not view.implicit_you and (
            person != ["1"]) and (kin := _kin_before(tok, lex)) is not None:
        view.subj = kin  # fr "mon cousin travaille chez X": "cousin" read as an adjective
    if view.subj is None and not view.implicit_you:
        if _misparsed_verb(tok, lex) and tok.head.pos_ in ("NOUN", "PROPN"):
            view.subj = tok.head  # fr misparse: the noun the verb hangs from is its subject
        elif _conj_of_nominal(tok, lex) and tok.head.dep_ == "ROOT" and not any(
            dep(c) in ("cop", "aux") for c in tok.head.children  # "ma mère a 70 ans et vit à X"
        ):
            view.subj = tok.head  # fr: "Ma sœur, Claire, habite à Nantes" roots at "sœur"
        elif person == ["1"] or (view.copula and _cop_person(tok) == ["1"]):
            view.implicit_you = True
        elif (person == ["3"] and get_language(lex.lang).spec.pro_drop
              and view.lemma not in lex.likes_reverse
              and tok.lower_ not in _request_words(lex.lang)
              and not _reflexive_of_a_noun(tok, lex)):
            view.dropped = True  # not "dame una rutina": a request to the assistant


def _reflexive_of_a_noun(tok: Token, lex: Lexicon) -> bool:
    """Whether a reflexive verb's subject is a noun the parser read as its object ("¿cómo se
    llama mi gato?": the cat, not someone said before)."""
    kids = list(tok.children)
    return any(c.lower_ in lex.reflexive_pronouns for c in kids) and any(
        dep(c) in ("obj", "dobj") and c.pos_ == "NOUN" for c in kids)  # "se llama Raúl": a name


def name_read_as_clause(tok: Token, verb: str, lex: Lexicon) -> bool:
    """fr "je vis en espagne depuis 2010", "il travaille chez schneider": a lower-case name
    right after a preposition of the verb's table row, tagged a verb heading a clause of its
    own. A clause has a subject or an object; the name has neither."""
    if tok.i == 0 or any(dep(c) in ("nsubj", "obj", "cop", "aux") for c in tok.children):
        return False
    prep = tok.doc[tok.i - 1]
    word = prep.lower_.replace("’", "'")
    if "Inf" in morph_get(tok, "VerbForm") and word not in lex.nominal_preps:
        return False  # "on vient d'emménager", "irme a vivir": an infinitive is a verb
    return prep.head.i == tok.i and dep(prep) in ("case", "mark") and (verb, word) in lex.verb_prep


def _participle_read_as_object(view: View, tok: Token, lex: Lexicon) -> None:
    """fr "j'ai grandi à nancy" tags "grandi" a noun, the object of "ai": a participle of a
    verb of the table right after the auxiliary is the predicate, and the places hung on
    the auxiliary are its own."""
    obj = view.obj
    if obj is None or view.lemma not in lex.have_verbs or obj.i != tok.i + 1 or (
            obj.pos_ not in ("NOUN", "ADJ")):
        return
    lemma = lex.lemma_fixes.get(obj.lower_)
    if lemma is not None and lemma not in lex.have_verbs and any(
            verb == lemma for verb, _ in lex.verb_prep):
        view.lemma, view.obj = lemma, None


def _kin_object(view: View, lex: Lexicon) -> Token | None:
    """The kin or pet noun a first-person verb has ("tengo una hermana"): a third-person verb
    joined to it is said of that one, never of the speaker."""
    obj = view.obj
    if obj is None or obj.pos_ != "NOUN":
        return None
    return obj if obj.lower_ in lex.kinship or obj.lemma_.lower() in lex.kinship else None


def _reflexive_clitic(tok: Token, verb: Token, lex: Lexicon) -> bool:
    """A reflexive pronoun before its verb ("me compré", "se compró"): never what is acted on
    when a noun object follows."""
    return tok.pos_ == "PRON" and tok.i < verb.i and tok.lower_ in lex.reflexive_pronouns


@lru_cache(maxsize=8)
def _time_nouns(lang: str) -> frozenset[str]:
    """Nouns that name a stretch or point of time: the lexicon's times and months, and the
    episode units ("año", "semana")."""
    language = get_language(lang)
    units = {w for unit in language.episodes.TIME_WORDS.units for w in unit.split()}
    return language.lexicon.time_nouns | language.lexicon.months | units


def _time_head(tok: Token, lex: Lexicon) -> bool:
    """A noun phrase headed by a time noun ("el verano pasado", "el año pasado")."""
    return tok.pos_ == "NOUN" and (
        tok.lower_ in _time_nouns(lex.lang) or tok.lemma_.lower() in _time_nouns(lex.lang))


def _topic_object(view: View, lex: Lexicon) -> None:
    """fr "le chocolat, j'adore", "les huîtres je déteste": the liked thing said first, set
    off as a topic (the parser hangs it on the verb as a bare oblique) is the verb's object;
    a time said there ("le samedi, j'adore") is not."""
    topic = next((pp for pp in view.preps if not pp.prep and pp.obj.i < view.head.i
                  and pp.obj.pos_ == "NOUN" and pp.obj.lower_ not in lex.time_nouns
                  and pp.obj.lower_ not in lex.months), None)
    if topic is not None:
        view.obj = topic.obj
        view.preps.remove(topic)
        return
    subj = view.subj
    if subj is None or subj.lower_ not in lex.self_words or subj.i < 2 or subj.i > view.head.i:
        return
    # "les courgettes, je déteste": the topic parsed as a fragment of its own
    doc = view.head.doc
    noun = doc[subj.i - 2] if doc[subj.i - 1].text == "," else doc[subj.i - 1]
    if noun.pos_ == "NOUN" and noun.dep_ == "ROOT" and (
            noun.left_edge.i == 0 or doc[noun.left_edge.i - 1].is_punct) and (
            noun.lower_ not in lex.time_nouns and noun.lower_ not in lex.months):
        view.obj = noun


def _glued_name(prep: Token, lex: Lexicon, words: WordClasses) -> Token | None:
    """fr "je travaille à caen depuis ...": a lower-case name the parser fused into the
    preposition ("à caen" as one fixed expression hung on the verb) is its object; a word of
    the language there makes a set phrase ("en realidad", "à peine")."""
    name = next((c for c in prep.children if dep(c) == "fixed" and c.i == prep.i + 1), None)
    if name is None or not name.is_alpha or name.is_stop or not words.known:
        return None
    forms = (name.lower_, name.lemma_.lower())
    if words.is_noun(*forms) or words.is_adjective(*forms) or words.is_adverb(*forms) or (
            words.is_verb(*forms)):
        return None
    return name


def _near(tok: Token, lex: Lexicon) -> bool:
    """A noun said after a vicinity word and its article ("pas loin du port")."""
    return any(dep(c) == "case" and c.i > 0 and tok.doc[c.i - 1].lower_ in lex.vicinity_nouns
               for c in tok.children)


def _lone_possessive(tok: Token) -> bool:
    """A possessive determiner the parser made a subject ("Mon cousin travaille ...")."""
    return tok.pos_ == "DET" and "Yes" in morph_get(tok, "Poss")


def _kin_before(verb: Token, lex: Lexicon) -> Token | None:
    """The user's kin noun said right before a verb that lost its subject: "mon cousin
    travaille chez Renault", "mon meilleur ami bosse ...", "ma femme lina travaille ...". The
    small fr model tags a kin noun at the start of a lower-case turn as an adjective or an
    auxiliary and hangs it, and the possessive, on the verb. Word order decides: a
    first-person possessive, at most two modifiers, the kin noun, at most one name, the verb."""
    doc = verb.doc
    start = max(0, verb.i - 5)
    for k in range(verb.i - 1, max(start, verb.i - 3) - 1, -1):
        word = doc[k]
        if word.lower_ in lex.kinship and k > start:
            for p in range(k - 1, max(start, k - 3) - 1, -1):
                det = doc[p]
                if det.lower_ in lex.self_words and "Yes" in morph_get(det, "Poss"):
                    return word
                if not det.is_alpha or det.pos_ in ("VERB", "AUX", "ADP", "PRON"):
                    break
            return None
        if not word.is_alpha or word.pos_ in ("ADP", "PRON", "CCONJ", "SCONJ") or (
                word.lower_ in lex.negations):
            return None
    return None


def _rejected_after_first(pp: PrepObj, first: PrepObj, lex: Lexicon) -> PrepObj:
    """A place said after the first one with a negation right before its preposition is
    rejected, comma or not: "je bosse chez orange maintenant pas chez sfr", "j'habite à lyon
    pas à paris"."""
    doc, i = pp.obj.doc, pp.obj.i - 1
    while i > first.obj.i and (doc[i].pos_ == "DET" or doc[i].lower_ == pp.prep
                               or doc[i].pos_ == "ADP"):
        i -= 1
    if pp.negated or i <= first.obj.i or i == pp.obj.i - 1:
        return pp
    word = doc[i].lower_.replace("’", "'")
    if word in lex.negations and not any(t.lower_ in lex.negations for t in doc[first.obj.i:i]):
        return PrepObj(pp.prep, pp.obj, True)
    return pp


def _amount_phrase(neg: Token, lex: Lexicon) -> bool:
    """A negation word that opens an amount adverb ("j'aime pas mal le jazz": quite a lot)."""
    nxt = neg.doc[neg.i + 1] if neg.i + 1 < len(neg.doc) else None
    return nxt is not None and f"{neg.lower_} {nxt.lower_}" in lex.amount_adverbs


def _contrastive(neg: Token) -> bool:
    """A negation after its predicate, set off by a comma: ", no en Huelva", ", not in Lyon"."""
    doc = neg.doc
    return neg.i > neg.head.i and neg.i > 0 and doc[neg.i - 1].text == "," and any(
        dep(c) == "case" for c in neg.children
    )


def _elided_denial(neg: Token, pred: Token) -> bool:
    """"i do not i live at the coast", "no i don't i work at a bank": a denial said before the
    predicate's own pronoun subject closes a short answer run on before the clause; it does
    not deny the clause."""
    return neg.i < pred.i and any(
        dep(c) in ("nsubj", "nsubjpass") and c.pos_ == "PRON" and neg.i < c.i < pred.i
        for c in pred.children)


def _opening_answer(neg: Token, pred: Token, lex: Lexicon) -> bool:
    """"non, j'habite à rouen", "no, vivo en sevilla": an answering "no" that opens the turn,
    set off by a comma, answers what was asked; it does not deny the clause after it."""
    doc = neg.doc
    if neg.i >= pred.i or neg.lower_ not in lex.reactions or neg.i + 1 >= len(doc) or (
            doc[neg.i + 1].text not in (",", "!")):
        return False
    return all(t.is_punct or t.lower_ in lex.reactions or (t.lower_,) in lex.fillers
               for t in doc[: neg.i])


def _trailing_contrast(neg: Token, pred: Token) -> bool:
    """"i'm 34 not 43", "i'm 34, not 43": a "not" between two values after the predicate
    rejects the second value, not the clause."""
    doc = neg.doc
    if neg.i <= pred.i + 1 or neg.i + 1 >= len(doc):
        return False
    before, after = doc[neg.i - 1], doc[neg.i + 1]
    if before.text == ",":
        before = doc[neg.i - 2]
    if before.pos_ == "ADV" and before.i > pred.i + 1 and not before.like_num:
        before = doc[before.i - 1]  # "chez decathlon maintenant pas chez leroy merlin"
    if after.pos_ == "ADP" and neg.i + 2 < len(doc):
        after = doc[neg.i + 2]  # "à vannes pas à brest"
    if after.pos_ == "DET" and after.i + 1 < len(doc):
        after = doc[after.i + 1]  # "chez leclerc pas à la poste"

    def value(tok: Token) -> bool:  # a case-marked word is a noun whatever its tag
        return tok.pos_ in ("NUM", "NOUN", "PROPN") or tok.is_alpha and any(
            dep(c) == "case" for c in tok.children)

    return value(before) and value(after) and before.i > pred.i or (
        before.like_num and after.like_num)


def _time_object(obj: Token, lex: Lexicon) -> bool:
    """A bare time noun as a verb's object ("work nights", "work weekends")."""
    return obj.dep_ == "dobj" and not any(dep(c) in ("det", "poss") for c in obj.children) and (
        obj.lower_ in lex.time_nouns or obj.lemma_.lower() in lex.time_nouns)


def _opens_alternative(neg: Token, alt: Token) -> bool:
    """The negation is the "not" of the rejected value: only determiners and modifiers of
    the value between them ("..., not Amazon", "..., not the old school")."""
    return neg.i < alt.i and all(t.pos_ == "DET" or _premodifier(t)
                                 for t in neg.doc[neg.i + 1 : alt.i])


def _premodifier(tok: Token) -> bool:
    """An adjective or noun modifying a word to its right ("the *old* town")."""
    return dep(tok) in ("amod", "compound", "nummod") and tok.head.i > tok.i


def _comma_rejected(pred: Token) -> Token | None:
    """The bare value after a ", not" that follows its predicate ("..., not Amazon"), or
    ``None``. The parsers hang it on the predicate or on the negation, or the negation on it.
    Speech-to-text leaves the comma out: "i work at ikea now not lidl" (a "not" right after
    a noun or adverb of the clause); only a "neg" token after ``pred``'s next word can be
    that "not"."""
    doc = pred.doc
    for neg in pred.subtree:
        if neg.i <= pred.i + 1 or neg.dep_ != "neg":
            continue
        before = doc[neg.i - 1]
        if before.text != "," and not (
                (before.pos_ in ("NOUN", "PROPN") or dep(before) in ("pobj", "pcomp"))
                and before.i > pred.i) and not (before.pos_ == "ADV" and before.i > pred.i + 1):
            # an adverb right after the predicate is its own ("i am actually not a fan")
            continue
        for t in doc[neg.i + 1 : neg.i + 5]:
            if t.pos_ in ("PROPN", "NOUN", "ADJ", "X") and (
                t.head.i in (pred.i, neg.i) or (neg.head.i == t.i and t.head.i == pred.i)
            ):
                return t
            if t.pos_ != "DET" and not _premodifier(t):
                break
    return None


def adjective_preps(adj: Token, lex: Lexicon) -> list[PrepObj]:
    """Prepositional objects hung on an adjective: "allergic to peanuts" (both schemes)."""
    out: list[PrepObj] = []
    for child in adj.children:
        if child.dep_ == "prep":
            out.extend(_en_preps(child, lex))
        elif dep(child) in PP_DEPS or (dep(child) in OBJ_DEPS and child.i > adj.i and any(
                dep(c) == "case" for c in child.children)):  # fr "horreur des/obj X"
            out.extend(_ud_preps(child, lex))
        elif child.dep_ == "xcomp" and child.pos_ == "VERB":
            # "allergic to shellfish" read as an infinitive: "to" tagged TO, the noun a verb.
            to = next((g for g in child.children if g.tag_ == "TO" and g.i == child.i - 1), None)
            if to is not None:  # and its list: "allergic to gluten and lactose"
                out.extend(PrepObj(to.lower_, t) for t in (child, *child.conjuncts)
                           if not any(True for _ in t.children) or t.i == child.i)
    return out


def _contrast_object(neg: Token) -> Token | None:
    case = next(c for c in neg.children if dep(c) == "case")
    doc = neg.doc
    for t in doc[case.i + 1 : case.i + 4]:
        if t.pos_ in ("PROPN", "NOUN"):
            return t
        if t.pos_ != "DET":
            break
    return None


def _aux_person(tok: Token) -> list[str]:
    aux = next((c for c in tok.children if dep(c) == "aux" and c.pos_ == "AUX"), None)
    return morph_get(aux, "Person") if aux is not None else []


def _copula_of(tok: Token, lex: Lexicon, kids: list[Token]) -> Token | None:
    """The copula of a nominal predicate; a be-auxiliary counts when the tagger read the
    complement as a verb ("je suis végétarienne", "elle est avocate"). ``kids``: the
    predicate's children."""
    for c in kids:
        d = dep(c)
        if d not in ("cop", "aux"):
            continue  # only these may be the copula
        if tok.pos_ != "ADJ" and _ends_filler(c, lex):
            continue  # "o sea nada de gluten": no copula; "o sea andaluza" still says one
        if d == "cop" and c.lemma_.lower() not in lex.have_verbs:
            return c  # fr "J'ai horreur des X" makes avoir a copula: a had noun
        if d == "aux" and c.lemma_ in lex.be_verbs and (
            tok.pos_ in ("NOUN", "ADJ", "PROPN")
            or tok.lower_ in lex.identity_adjectives
            or tok.lemma_.lower() in lex.identity_adjectives
            or tok.lower_ in lex.occupations  # fr "ma sœur est dentiste": a passive participle
            or _favorite_gerund(tok, lex)
        ):
            return c
    return None


def _ends_filler(tok: Token, lex: Lexicon) -> bool:
    """Whether ``tok`` is the last word of a filler phrase of two or more words ("o sea")."""
    doc = tok.doc
    return any(tok.i >= len(f) - 1 and all(
        doc[tok.i - len(f) + 1 + k].lower_ == w for k, w in enumerate(f[:-1]))
        for f in _fillers_ending_in(tok.lower_, lex.fillers))


Phrases = tuple[tuple[str, ...], ...]


def _by_last_word(fillers: Phrases) -> dict[str, Phrases]:
    """The filler phrases of two or more words, by their last word."""
    grouped: dict[str, list[tuple[str, ...]]] = {}
    for phrase in fillers:
        if len(phrase) > 1:
            grouped.setdefault(phrase[-1], []).append(phrase)
    return {w: tuple(ps) for w, ps in grouped.items()}


def _fillers_ending_in(word: str, fillers: Phrases) -> Phrases:
    """The filler phrases of two or more words whose last word is ``word``."""
    return derived(_by_last_word, fillers).get(word, ())


def _favorite_gerund(tok: Token, lex: Lexicon) -> bool:
    """en "my favorite hobby is knitting": the tagger reads the gerund as a progressive verb;
    a favourite-word subject ("hobby" cannot be knitting) makes it the complement."""
    return tok.tag_ == "VBG" and any(
        dep(c) in SUBJ_DEPS and c.pos_ == "NOUN" and c.i < tok.i
        and any(g.lower_ in lex.favorite_words for g in c.children)
        for c in tok.children)


def _contracted_copula(tok: Token) -> Token | None:
    """The subject of a verbless root read as "X's Y" when "'s" can only be "is": the
    possessive cannot precede an indefinite article or a bare number ("my son's 8")."""
    if tok.dep_ != "ROOT" or tok.pos_ not in ("NOUN", "NUM", "PROPN"):
        return None
    if any(t.pos_ in ("VERB", "AUX") for t in tok.sent):
        return None
    owner = next((c for c in tok.children if c.dep_ == "poss" and c.i < tok.i and any(
        g.dep_ == "case" and g.lower_.replace("’", "'") == "'s" for g in c.children)), None)
    if owner is None:
        return None
    indefinite = any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in tok.children)
    return owner if indefinite or (tok.pos_ == "NUM" and tok.text.isdigit()) else None


def _have_as_aux(tok: Token, lex: Lexicon, kids: list[Token]) -> Token | None:
    """fr "Ma fille a 12 ans", "j'ai mal à la tête": a noun head (or a condition noun read as
    an adverb) with avoir as its auxiliary (returned). ``kids``: the head's children."""
    if tok.pos_ != "NOUN" and tok.lower_ not in lex.ache_words:
        return None
    return next((c for c in kids
                 if dep(c) in ("aux", "cop") and c.lemma_.lower() in lex.have_verbs), None)


def _liking_as_aux(tok: Token, lex: Lexicon, words: WordClasses,
                   kids: list[Token]) -> tuple[Token, str] | None:
    """en "I enjoy swimming": a gerund head with a liking verb as its only auxiliary (returned
    with its lemma; the tagger leaves "loves" as its own lemma when it calls it AUX). "My dad
    loves fly fishing" makes a noun the root in the same way, and "i like tofu a lot" a word
    tagged as a past verb that is no verb at all. ``kids``: the head's children."""
    gerund, root, pos = tok.tag_ == "VBG", tok.dep_ == "ROOT", tok.pos_
    misread = root and pos == "VERB" and not gerund and (
        words.known and not words.is_verb(tok.lower_, tok.lemma_))
    if not gerund and not misread and not (root and pos in ("NOUN", "PROPN")):
        return None  # "i like nightfish" roots at the name the same way
    aux = [c for c in kids if dep(c) == "aux"]
    if len(aux) != 1 or aux[0].i > tok.i:
        return None
    for lemma in (aux[0].lemma_.lower(), aux[0].lower_.removesuffix("s")):
        if lemma in lex.likes:
            return aux[0], lemma
    return None


def _misparsed_verb(tok: Token, lex: Lexicon) -> bool:
    """A finite verb (or a verb the lexicon fixed) hanging from a noun as amod/acl without a
    relative pronoun: the noun is really its subject ("Mon ami Mehdi habite à Lille").
    es hangs a first-person verb from a leading filler adjective too ("bueno ... trabajo en")."""
    if tok.head.pos_ not in ("NOUN", "PROPN", "ADJ") or tok.head.i == tok.i:
        return False
    d = dep(tok)
    if d == "amod":
        return True
    finite = "Fin" in morph_get(tok, "VerbForm") or tok.lower_ in lex.lemma_fixes
    return d == "acl" and finite and not any(
        dep(c) in SUBJ_DEPS or dep(c) == "mark" for c in tok.children
    ) and tok.head.i < tok.i


def _complement_after(view: View, verb: Token, lex: Lexicon) -> None:
    """The complement of a verb the parser hung on its subject, read from the word order
    when the tree lost it too: an infinitive right after it ("mon mari adore cuisiner") is
    its clause, the word after a determiner ("mon frère adore le ski", "ski" tagged anything)
    its object."""
    doc = verb.doc
    nxt = doc[verb.i + 1] if verb.i + 1 < verb.sent.end else None
    if nxt is None:
        return
    if nxt.pos_ == "VERB" and "Inf" in morph_get(nxt, "VerbForm") or (
            nxt.is_lower and nxt.is_alpha and lex.infinitive_suffixes
            and nxt.lower_.endswith(lex.infinitive_suffixes)):  # "adore lire": "lire" ADJ
        view.xcomp = nxt
    elif nxt.pos_ == "DET" or dep(nxt) == "det" or "Art" in morph_get(nxt, "PronType"):
        noun = doc[nxt.i + 1] if nxt.i + 1 < verb.sent.end else None
        if noun is not None and noun.is_alpha:
            view.obj = noun


def _conj_of_nominal(tok: Token, lex: Lexicon) -> bool:
    """"soy de Colombia pero vivo en España": UD heads the first clause on "Colombia", and the
    second verb's PP ("en España") lands on that noun, to the right of the verb; likewise on
    a lower-case name read as an adjective ("soy nuria y vivo en sevilla")."""
    verb = tok.pos_ == "VERB" or tok.lower_ in lex.lemma_fixes
    return dep(tok) == "conj" and verb and tok.head.pos_ in ("NOUN", "PROPN", "ADJ", "PRON")


def _denied_partitive(obj: Token, verb: Token, lemma: str, lex: Lexicon) -> bool:
    """"pas de viande" after a denied verb, "du poisson" after a verb that takes an object
    ("je mange du poisson"): the "de" is the article of its object, unless the verb's own
    preposition ("je ne viens pas de lyon"). An uncounted amount is never owned ("j'achète du
    pain")."""
    case = next((c.lower_.replace("’", "'") for c in obj.children if dep(c) == "case"), None)
    return case is not None and (lemma, case) not in lex.verb_prep and obj.i > verb.i and (
        lex.verb_prep.get((lemma, None)) not in (None, "owns", "has") or any(
            is_negation(c, lex) and verb.i < c.i < obj.i for c in verb.children))


def _partitive_object(obj: Token, verb: Token, lemma: str, lex: Lexicon) -> bool:
    """fr "je mange du poulet", "je mange de la salade": after a verb whose direct object
    states a fact, a noun opened by a partitive article ("du", "de la", "des") is that object,
    not a place or source, unless the verb takes that preposition itself. An uncounted amount
    is never owned ("j'achète du pain")."""
    if obj.i < verb.i or lex.verb_prep.get((lemma, None)) in (None, "owns", "has"):
        return False
    case = next((c for c in obj.children if dep(c) == "case" and c.i < obj.i), None)
    if case is None or (lemma, case.lower_) in lex.verb_prep:
        return False
    word = case.lower_.replace("’", "'")
    if word in lex.partitive_articles and word not in ("de", "d'"):
        return True  # "du", "des"
    return word in ("de", "d'") and any(dep(c) == "det" and c.i == case.i + 1
                                        and "Def" in morph_get(c, "Definite")
                                        for c in obj.children)  # "de la", "de l'"


def _partitive(obj: Token, lex: Lexicon) -> bool:
    """fr "pas de voiture": the "de" of a negated object is an article, not a preposition."""
    return any(dep(c) in ("case", "det") and c.lower_.replace("’", "'") in lex.partitives
               and c.i < obj.i for c in obj.children)


def _marked_nominal(tok: Token, lemma: str, lex: Lexicon) -> bool:
    """An xcomp that is really a prepositional object: "comme développeur" (case child), a
    capitalised name read as a verb after "à" ("née à Alger"), or a lower-case place read as
    an infinitive after the verb's own preposition ("je suis allée à porto"), which no
    infinitive ending can close ("j'ai commencé à courir" keeps its verb)."""
    if tok.is_lower and lex.infinitive_suffixes and not tok.lower_.endswith(
            lex.infinitive_suffixes) and any(
            dep(c) == "mark" and c.i == tok.i - 1 and (lemma, c.lower_) in lex.verb_prep
            for c in tok.children):
        return True
    for c in tok.children:
        if dep(c) == "case":
            return True
        if dep(c) == "mark" and c.pos_ == "ADP" and tok.text[:1].isupper() and (
            tok.i > tok.sent.start
        ):
            return True
        if dep(c) == "mark" and c.pos_ == "ADP" and c.i == tok.i - 1 and tok.pos_ in (
                "ADV", "NOUN", "PROPN") and tok.is_alpha:
            return True  # a lower-case place read as an adverb: "j'habite à angers"
    return False


def _hedge_word(tok: Token, lex: Lexicon) -> bool:
    return (tok.lower_,) in lex.hedges


def _orphan_object(head: Token, lex: Lexicon) -> Token | None:
    """A noun left as its own root right after a verb ("J'adore Marseille parce que...",
    "puedes llamarme Maite"): the small models cut the sentence there; it is the object."""
    if head.pos_ not in ("VERB", "AUX") and head.lower_ not in lex.verb_forms and (
        head.lower_ not in lex.lemma_fixes
    ):
        return None
    doc = head.doc
    nxt = doc[head.i + 1] if head.i + 1 < len(doc) else None
    if nxt is None:
        return None
    if head.lower_ in lex.verb_forms and nxt.pos_ == "ADJ" and (
            nxt.dep_ == "ROOT" or (nxt.head.i == head.i and dep(nxt) == "amod")):
        # es "practico escalada": the verb form read as an adjective of its object, or
        # the object as one of the verb
        return nxt
    if nxt.dep_ != "ROOT" or nxt.pos_ not in ("NOUN", "PROPN"):
        return None
    if any(dep(c) in SUBJ_DEPS or dep(c) == "cop" for c in nxt.children):
        return None
    return nxt


def _adverb_object(view: View, lex: Lexicon) -> Token | None:
    """en "i love anime": an unknown noun that ends the clause right after a liking verb is
    tagged as an adverb; a real adverb there ("i love it too", "i like here") is a stop word,
    a deictic or an -ly word."""
    if view.lemma not in lex.likes or view.negated:
        return None
    doc = view.head.doc
    nxt = doc[view.head.i + 1] if view.head.i + 1 < len(doc) else None
    if nxt is None or nxt.pos_ != "ADV" or nxt.head.i != view.head.i or not nxt.is_alpha:
        return None
    end = doc[nxt.i + 1] if nxt.i + 1 < len(doc) else None
    word = nxt.lower_
    if (end is not None and not end.is_punct) or any(True for _ in nxt.children) or (
            nxt.is_stop or word.endswith("ly") or word in lex.place_deictics
            or word in lex.time_nouns or (word,) in lex.fillers or word in lex.stopwords):
        return None
    return nxt


def _amount_object(verb: Token, lex: Lexicon) -> Token | None:
    """fr "je mange beaucoup de riz" hangs the amount word on the verb as an adverb and
    what it counts on the amount: the amount, which stands for what it counts, is the
    object."""
    return next((c for c in verb.children if c.i > verb.i and dep(c) == "advmod"
                 and c.lower_ in lex.quantity_nouns and any(
                     dep(g) in PP_DEPS and g.i > c.i and any(
                         dep(k) == "case" and k.lower_ in lex.genitive_preps
                         for k in g.children) for g in c.children)), None)


def _cop_person(tok: Token) -> list[str]:
    cop = next((c for c in tok.children if dep(c) == "cop"), None)
    return morph_get(cop, "Person") if cop is not None else []


def _en_preps(prep: Token, lex: Lexicon) -> list[PrepObj]:
    out = []
    for pobj in prep.children:
        if pobj.dep_ in ("pobj", "pcomp"):
            out.extend(_with_conjuncts(prep.lower_, pobj, lex))
    if _rejected_alternative(prep, lex):
        out = [PrepObj(pp.prep, pp.obj, True) for pp in out]
    return out


def _rejected_alternative(prep: Token, lex: Lexicon) -> bool:
    """"I live in Berlin, not in Munich", "I work at Airbus now, not at Boeing": a negation
    right after a comma rejects the preposition that follows it, wherever the parser hangs
    the "not" (on the first preposition or on this one)."""
    doc = prep.doc
    i = prep.i
    return i >= 2 and doc[i - 2].text == "," and doc[i - 1].lower_ in lex.negations


def _cased_before(value: Token, adverb: Token) -> bool:
    """A value with its own preposition, before the adverb the parser hung it on."""
    return value.i < adverb.i and dep(value) in ("advmod", "obl", "obl:mod", "nmod") and any(
        dep(c) == "case" and c.i < value.i for c in value.children)


def _cased_name(tok: Token, lex: Lexicon) -> bool:
    """es "vivo en salamanca", "vive en lyon": a lower-case place the tagger read as an
    adverb or a compound, with its preposition right before it and nothing after it in the
    clause; a word of the language's own (stop words, times, deictics) is no such name."""
    word = tok.lower_
    return (tok.is_alpha and not tok.is_stop and len(word) > 2
            and not any(True for c in tok.children if dep(c) != "case")
            and any(dep(c) == "case" and c.i == tok.i - 1 and c.pos_ == "ADP"
                    for c in tok.children)
            and word not in lex.time_nouns and word not in lex.place_deictics
            and (word,) not in lex.fillers and word not in lex.stopwords
            and not word.endswith("mente"))


def _ud_preps(obl: Token, lex: Lexicon) -> list[PrepObj]:
    case = [c for c in obl.children if dep(c) == "case"] or [
        c for c in obl.children if dep(c) == "mark" and c.i < obl.i  # "como camarero"
    ]
    if not case:
        return [PrepObj("", obl)] if obl.pos_ in ("PROPN", "NOUN") else []
    if obl.lemma_.lower() in lex.vicinity_nouns or obl.lower_ in lex.vicinity_nouns or (
            case[0].i > 0 and obl.doc[case[0].i - 1].lower_ in lex.vicinity_nouns):
        return []  # fr "j'habite à toulon à côté de la plage", "pas loin du port": near
    prep = case[0].lower_.replace("’", "'")
    glued = next((c for c in case[0].children if dep(c) == "fixed" and c.i == case[0].i + 1
                  and c.pos_ in ("NOUN", "PROPN")), None)
    if glued is not None and glued.i < obl.i:
        # es "crecí en arequipa con mis abuelos": the place read as part of a preposition
        return [PrepObj(prep, glued)]
    if obl.pos_ == "ADV":
        # fr "je travaille chez thales maintenant": the preposition went to the adverb and
        # the name before it hangs on the adverb as its modifier; the name is the value.
        obl = next((m for m in obl.children if case[0].i < m.i < obl.i
                    and dep(m) in ("amod", "nmod", "compound", "appos")), obl)
    out = _with_conjuncts(prep, obl, lex)
    if out and out[0].obj.i == obl.i and _rejected_by_previous(obl, lex):
        out[0].negated = True
    return out


def _rejected_by_previous(obl: Token, lex: Lexicon) -> bool:
    """"j'habite à nantes pas à brest": the parser hangs "pas" on the first place; it rejects
    the place right after it."""
    start = obl.left_edge.i
    if start == 0:
        return False
    neg = obl.doc[start - 1]
    if neg.lower_ not in lex.negations or neg.head.i >= start:
        return False
    if neg.head.i != obl.head.i:
        return dep(neg.head) in PP_DEPS
    # "pas" on the verb, between two places: "j'habite à vannes pas à brest"
    return any(dep(c) in PP_DEPS and c.i < neg.i and c.i > neg.head.i for c in neg.head.children)


def _rejects_next(neg: Token, obj: Token) -> bool:
    """A negation after a place that a second place follows right away rejects that one."""
    doc = obj.doc
    if neg.i <= obj.i or neg.i + 1 >= len(doc):
        return False
    nxt = doc[neg.i + 1]
    return any(dep(s) in PP_DEPS and s.left_edge.i == nxt.i for s in obj.head.children
               if s.i > neg.i)


def _with_conjuncts(prep: str, obj: Token, lex: Lexicon) -> list[PrepObj]:
    """The object and its conjuncts/appositions; "Boston, not Chicago" negates Chicago."""
    if (prep, obj.lower_) in lex.corrections or (prep, obj.lower_) in lex.hedges:
        return []  # "en fait", "en realidad" are markers, not places
    stated = _stated_before_not(obj, lex)
    if stated is not None:
        return [PrepObj(prep, stated), PrepObj(prep, obj, True)]
    out = [PrepObj(prep, obj, any(is_negation(c, lex) and (c.i < obj.i or _no_alt(obj))
                                  and not _rejects_next(c, obj) for c in obj.children))]
    for other in obj.children:
        if rejected_modifier(other, lex):
            out.append(PrepObj(prep, other, True))  # "à lorient pas à vannes" (nmod)
            out[0].negated = False
        elif other.dep_ in ("conj", "appos") and not tight_name(other) and not (
                _place_of_place(obj, other)) and not _heads_clause(other, lex) and (
                other.lower_ not in lex.second_person) and not (  # "j'habite à lille et toi ?"
                other.dep_ == "appos" and other.lower_ in lex.elliptic_objects):
            # "at ikea, the big one by the motorway": "one" says which, it names nothing
            neg = any(is_negation(c, lex) for c in other.children) or any(
                is_negation(c, lex) and obj.i < c.i < other.i for c in obj.children
            )
            out.append(PrepObj(prep, other, neg))
            if other.dep_ == "conj":  # "into hiking, chess and opera": a chain of conjuncts
                out.extend(p for p in _with_conjuncts(prep, other, lex)[1:]
                           if p.obj.dep_ == "conj")
    return out


def _stated_before_not(obj: Token, lex: Lexicon) -> Token | None:
    """en "i live in tacoma not olympia" without a comma: the parser makes one noun phrase of
    it, the first name a compound carrying the "not"; that name is stated, the head rejected."""
    for c in obj.children:
        if c.i < obj.i and dep(c) == "compound" and c.pos_ in ("PROPN", "NOUN") and any(
                is_negation(g, lex) and c.i < g.i < obj.i for g in c.children):
            return c
    return None


@lru_cache(maxsize=8)
def _relation_verbs(lang: str) -> frozenset[str]:
    """The verb lemmas of the language's verb-preposition relations ("live", "work")."""
    return frozenset(verb for verb, _ in get_language(lang).lexicon.verb_prep)


def _heads_clause(other: Token, lex: Lexicon) -> bool:
    """A conjunct that is a first-person verb, or has no article of its own and carries a
    prepositional phrase, is a second clause's verb ("alérgico a las nueces y vivo en Lugo",
    "alérgica al polen y trabajo en una farmacia"), never a second value of the phrase; so is
    a bare relation verb left alone at the end ("i live in leeds and work")."""
    if any(dep(c) in ("det", "case") for c in other.children if c.i < other.i):
        return False
    if other.lower_ in _relation_verbs(lex.lang) and all(
            dep(c) in ("cc", "punct") for c in other.children) and (
            other.i + 1 >= len(other.doc) or other.doc[other.i + 1].is_punct):
        return True
    if other.pos_ in ("VERB", "AUX") and "1" in morph_get(other, "Person"):
        return True  # the user's next statement, its phrase hung on the clause's root
    nxt = other.doc[other.i + 1] if other.i + 1 < len(other.doc) else None
    if nxt is not None and dep(nxt) == "case" and nxt.head not in other.subtree:
        return True  # "y trabajo en una farmacia": the phrase after it is not its own
    return any(dep(c) in PP_DEPS and c.i > other.i and any(dep(k) == "case" for k in c.children)
               for c in other.children)


def _place_of_place(obj: Token, other: Token) -> bool:
    """"portland, oregon": a lone name after a comma, with no coordinator anywhere, says
    where the first one is; it is no second value."""
    if other.dep_ not in ("conj", "appos") or obj.pos_ not in ("PROPN", "NOUN") or (
            other.pos_ not in ("PROPN", "X")):
        return False
    if any(dep(c) in ("cc", "conj") for t in (obj, other) for c in t.children if c.i != other.i):
        return False
    return other.i == obj.i + 2 and obj.doc[obj.i + 1].text == ","


def rejected_modifier(tok: Token, lex: Lexicon) -> bool:
    """A case-marked modifier right after a negation of its head: the parser hung the
    rejected alternative on the first place ("à lorient pas à vannes")."""
    if dep(tok) != "nmod" or tok.left_edge.i == 0 or tok.i < tok.head.i:
        return False
    neg = tok.doc[tok.left_edge.i - 1]
    return neg.head.i == tok.head.i and is_negation(neg, lex) and any(
        dep(c) == "case" for c in tok.children)


def _no_alt(obj: Token) -> bool:
    return not any(c.dep_ in ("conj", "appos") for c in obj.children)


def phrase_tokens(tok: Token, nested: bool = False) -> list[Token]:
    """The tokens of the entity phrase headed by ``tok`` (modifiers kept, clauses dropped)."""
    out = [tok]
    kids = list(tok.children)
    boundary = min((c.i for c in kids if c.i > tok.i and (
        dep(c) in ("cc", "conj") and c.pos_ in ("CCONJ", "VERB", "AUX"))), default=len(tok.doc))
    for child in kids:
        at = child.i
        if at > boundary:
            continue  # "Colombia pero vivo en España": what follows a coordinated verb is its own
        d = dep(child)
        if nested and at < tok.i and (d == "case" or (
                child.pos_ == "ADP" and at == tok.i - 1)):
            out.append(child)  # "películas de terror", "fruits de mer" keep their inner "de"
            continue
        if tight_name(child):
            # "la calle Mayor", "the river Thames", "Brooklyn, New York"
            out.extend(t for t in child.subtree if not t.is_punct)
            continue
        if d in PHRASE_SKIP or child.dep_ in PHRASE_SKIP:
            continue
        if d == "amod" and any(dep(g) in _ARGUMENT_DEPS for g in child.children):
            continue  # a verb misread as an adjective: "Nadia habite à Genève"
        if d == "amod" and at < tok.i and child.pos_ in ("NOUN", "PROPN") and any(
                dep(g) == "det" for g in child.children):
            continue  # a noun with its own article is no modifier: "ma sœur adore la danse"
        if child.dep_ == "neg" or (child.is_punct):
            continue
        if at > tok.i and child.text.endswith(("'", "’")):
            continue  # "le camping c'est ...": an elided clitic leans on the verb after it
        if at > tok.i and any(dep(g) == "cop" for g in child.children):
            continue  # "le camping c'est pas mon truc": the clause said of it is no modifier
        if at > tok.i and _located_by_adverb(child):
            continue  # "une boulangerie près de la gare": where it is, no part of its name
        if at > tok.i and any(t.text == "," for t in tok.doc[tok.i + 1 : child.left_edge.i]):
            continue  # after a comma: "a teacher, nice to meet you"
        out.extend(phrase_tokens(child, nested=True))
    return sorted(out, key=_index)


_index = attrgetter("i")


def _located_by_adverb(tok: Token) -> bool:
    """A prepositional phrase opened by an adverb of place ("près de la gare", "loin de
    Lyon"): the parser hangs the adverb on the noun of the phrase."""
    first = tok.left_edge
    if first.pos_ != "ADV" and first.i > 0:
        first = tok.doc[first.i - 1]  # or on the noun the phrase hangs on
    return first.pos_ == "ADV" and first.head.i in (tok.i, tok.head.i) and (
        dep(first) == "advmod") and any(dep(c) == "case" and c.i > first.i for c in tok.children)


def tight_name(tok: Token) -> bool:
    """A proper name in apposition right after a common noun, without a comma: part of the
    noun's name ("la calle Mayor", "rue Victor Hugo"), not a second entity."""
    if dep(tok) != "appos" or tok.pos_ != "PROPN":
        return False
    head = tok.head
    if head.pos_ == "NOUN" and tok.i == head.i + 1:
        return True
    # "Portland, Oregon", "Brooklyn, New York": a region after its place names one place.
    doc = tok.doc
    return (head.pos_ in ("PROPN", "NOUN") and dep(head) in ("pobj", "obl")
            and tok.left_edge.i == head.i + 2 and doc[head.i + 1].text == ",")


def phrase_text(tok: Token, without: frozenset[int] = frozenset(),
                phrase: list[Token] | None = None) -> str:
    """Surface text of :func:`phrase_tokens` ("a red Tesla", "the Boston marathon"), leaving
    out the tokens at the indices ``without``; ``phrase``: the phrase tokens of ``tok`` when
    the caller has them already."""
    if phrase is None:
        phrase = phrase_tokens(tok)
    toks = _with_hyphens([t for t in phrase if t.i not in without])
    parts = []
    for k, t in enumerate(toks):
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        parts.append(t.text)
        next_to = nxt is not None and nxt.i == t.i + 1
        tight = next_to and "-" in (t.text, nxt.text)
        # "films d'horreur": an elided "de" stays joined
        elided = next_to and t.text.endswith(("'", "’")) and t.pos_ == "ADP"
        parts.append(t.whitespace_ or ("" if tight or elided or nxt is None else " "))
    return "".join(parts).strip()


def _hyphen_after(tok: Token) -> Token | None:
    """The word joined to ``tok`` by a hyphen with no space ("Hydro" in "Hydro-Québec")."""
    doc = tok.doc
    if tok.i + 2 >= len(doc) or tok.whitespace_ or doc[tok.i + 1].text != "-":
        return None
    after = doc[tok.i + 2]
    return after if not doc[tok.i + 1].whitespace_ and after.is_alpha else None


def _with_hyphens(toks: list[Token]) -> list[Token]:
    """A phrase's tokens with the hyphens that join two of its words ("sci-fi films", not
    "sci fi films") and the words a hyphen joins to its last one (the parser may hang
    "Québec" of "Hydro-Québec" elsewhere): a hyphenated name is one name."""
    if not toks:
        return toks
    out: list[Token] = []
    for t, nxt in zip(toks, [*toks[1:], None], strict=True):
        out.append(t)
        joined = _hyphen_after(t)
        if joined is not None and (nxt is None or nxt.i == joined.i):
            out.append(t.doc[t.i + 1])
            if nxt is None:
                out.append(joined)
                while (joined := _hyphen_after(out[-1])) is not None:
                    out.extend((t.doc[out[-1].i + 1], joined))
    return out


def partitive_items(obj: Token) -> list[Token]:
    """Nouns with their own partitive the parser hung on a partitive ``obj`` as modifiers, in
    a list spoken without commas ("du tennis de la danse et de la boxe"): other items of it."""
    if not _with_partitive(obj):
        return []
    doc = obj.doc
    return [c for c in obj.children if c.i > obj.i and dep(c) == "nmod" and c.pos_ == "NOUN"
            and _with_partitive(c) and any(dep(t) == "cc" for t in doc[c.i + 1 : c.sent.end])]


def _with_partitive(tok: Token) -> bool:
    """``tok`` opens with a preposition and a definite article, or their contraction: fr
    "du tennis", "de la danse", "de l'escalade" (an uncounted amount)."""
    before = sorted((c for c in tok.children if c.i < tok.i and dep(c) in ("case", "det")),
                    key=lambda c: c.i)
    if not before or dep(before[0]) != "case" or before[0].pos_ != "ADP":
        return False
    art = before[0] if "Art" in morph_get(before[0], "PronType") else (
        before[1] if len(before) > 1 and dep(before[1]) == "det" else None)
    return art is not None and "Def" in morph_get(art, "Definite")
