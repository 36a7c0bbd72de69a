"""A normalised per-predicate view of a parse, the same for ClearNLP (en) and UD (es, fr).

The pattern functions never look at dependency labels directly: they read a :class:`View`
(predicate lemma, subject, object, prepositional objects, copula complement, negation, "used
to") that :func:`build_views` derives from either label scheme.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hotmem.extract.clauses import dep
from hotmem.extract.lexicon import Lexicon, find_phrase

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

CLAUSE_DEPS = frozenset(
    {"ROOT", "conj", "ccomp", "xcomp", "advcl", "relcl", "acl", "parataxis", "csubj"}
)
SUBJ_DEPS = frozenset({"nsubj", "nsubjpass", "csubj"})
OBJ_DEPS = frozenset({"dobj", "obj"})
PP_DEPS = frozenset({"obl", "nmod"})
# Children left out of an entity phrase ("Seattle, not Chicago", "a dog named Max").
PHRASE_SKIP = frozenset(
    {"relcl", "acl", "appos", "conj", "cc", "punct", "case", "mark", "advmod", "neg",
     "parataxis", "advcl", "dep", "cop", "aux", "nsubj", "expl"}
)


_DEICTIC = frozenset({"here", "there", "aquí", "allí", "acá", "ici", "là"})


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


def is_negation(token: Token, lex: Lexicon) -> bool:
    return token.dep_ == "neg" or (
        dep(token) == "advmod" and token.lower_.replace("’", "'") in lex.negations
    ) or (token.lower_ in lex.negations and dep(token) in ("advmod", "neg", "det"))


def build_views(doc: Doc | Span, lex: Lexicon, scheme: str) -> list[View]:
    """Views of every predicate in ``doc``, in text order; conjuncts inherit their subject."""
    views: dict[int, View] = {}
    used_to: dict[int, int] = {}  # sentence start -> token index of a "used to" marker
    for sent in doc.sents:
        hit = find_phrase([t.lower_ for t in sent], lex.used_to)
        if hit is not None:
            used_to[sent.start] = sent.start + hit[0]
    for tok in doc:
        if not _is_predicate(tok, lex, scheme):
            continue
        views[tok.i] = _view(tok, lex, scheme, used_to)
    for i in sorted(views):
        view = views[i]
        if view.subj is None and not view.implicit_you:
            parent = views.get(view.head.head.i) if view.head.head.i != view.head.i else None
            if parent is not None and dep(view.head) in ("conj", "xcomp", "csubj"):
                view.subj, view.implicit_you = parent.subj, parent.implicit_you
                view.dropped = view.dropped and parent.subj is None and not parent.implicit_you
                if parent.dropped:
                    view.dropped = True
                if dep(view.head) in ("xcomp", "csubj"):
                    view.negated = view.negated or parent.negated
                    view.used_to = view.used_to or parent.used_to
    return [views[i] for i in sorted(views)]


def _is_predicate(tok: Token, lex: Lexicon, scheme: str) -> bool:
    if tok.dep_ in ("aux", "auxpass", "cop") or dep(tok) in ("aux", "cop"):
        return False
    if tok.lower_ in lex.verb_forms or tok.lower_ in lex.lemma_fixes:
        return True
    d = tok.dep_ if tok.dep_ == "ROOT" else dep(tok)
    if tok.pos_ in ("VERB", "AUX"):
        if d in CLAUSE_DEPS:
            return True
        # fr misparse: "Mon frère Julien habite à Lyon" attaches the finite verb as amod.
        return d == "amod" and "Fin" in tok.morph.get("VerbForm")
    if scheme == "ud" and any(dep(c) == "cop" for c in tok.children):
        return True
    if d == "ROOT":
        return True
    # en: "I live in Seattle and work at Microsoft" tags "work" as a NOUN conjunct.
    return d == "conj" and tok.head.pos_ in ("VERB", "AUX") and any(
        dep(c) in ("prep", "dobj") for c in tok.children
    )


def _view(tok: Token, lex: Lexicon, scheme: str, used_to: dict[int, int]) -> View:
    lemma = lex.verb_forms.get(tok.lower_) or tok.lemma_.lower()
    view = View(head=tok, lemma=lemma)
    if tok.lower_ in lex.verb_forms:
        view.implicit_you = True
    cop = next((c for c in tok.children if dep(c) == "cop" or (
        dep(c) == "aux" and c.lemma_ in lex.be_verbs and tok.pos_ in ("NOUN", "ADJ", "PROPN")
    )), None)
    if tok.lower_ in lex.lemma_fixes:
        lemma, cop = lex.lemma_fixes[tok.lower_], None
        view.lemma = lemma
    if cop is not None:
        view.copula, view.comp, view.lemma = True, tok, cop.lemma_.lower()
    for child in tok.children:
        d = dep(child)
        if d in SUBJ_DEPS and view.subj is None:
            view.subj = child
        elif d in OBJ_DEPS and scheme == "ud" and any(dep(c) == "case" for c in child.children):
            view.preps.extend(_ud_preps(child, lex))  # es: "Fui a Japón" tags Japón obj
        elif d in OBJ_DEPS and view.obj is None:
            view.obj = child
        elif d in ("iobj", "dative") and view.iobj is None:
            view.iobj = child
        elif d in ("attr", "acomp") and view.comp is None:
            view.comp, view.copula = child, True
        elif d == "oprd":
            view.oprd = child
        elif d == "xcomp" and view.xcomp is None:
            view.xcomp = child
        elif d == "prt":
            view.phrasal = f"{lemma} {child.lower_}"
        elif d == "prep":
            view.preps.extend(_en_preps(child, lex))
        elif d == "advmod" and child.lower_ in _DEICTIC:
            # "I moved here from Chicago": the PP hangs from "here".
            for g in child.children:
                if g.dep_ == "prep":
                    view.preps.extend(_en_preps(g, lex))
        elif d in PP_DEPS and scheme == "ud":
            view.preps.extend(_ud_preps(child, lex))
        if is_negation(child, lex):
            if scheme == "ud" and any(dep(g) in PP_DEPS for g in child.children):
                # es: "vivo en Bilbao, no en Sevilla" hangs "Sevilla" under "no".
                case = next((c.lower_ for c in child.children if dep(c) == "case"), "")
                for g in child.children:
                    if dep(g) in PP_DEPS:
                        view.preps.extend(
                            PrepObj(p.prep or case, p.obj, True) for p in _ud_preps(g, lex)
                        )
            else:
                view.negated = True
    if view.obj is not None and view.phrasal is None and lex.lang == "en":
        view.phrasal = f"{lemma} {view.obj.lemma_.lower()}"  # "take part in"
    if scheme == "ud":
        _ud_subject_fixes(view, tok, lex)
    hit = used_to.get(tok.sent.start)
    view.used_to = hit is not None and (lex.lang != "en" or hit < tok.i)
    tense = tok.morph.get("Tense")
    view.imperfect = "Imp" in tense or (
        bool(lex.imperfect_suffixes)
        and tok.pos_ == "VERB"
        and tok.lower_.endswith(lex.imperfect_suffixes)
        and not tok.lower_.endswith(lex.conditional_suffixes or ("\0",))
    )
    return view


def _ud_subject_fixes(view: View, tok: Token, lex: Lexicon) -> None:
    """Pro-drop subjects and the es tagger's slips ("Odio las setas": setas as nsubj)."""
    if view.implicit_you and view.subj is not None and view.subj.i > tok.i:
        if view.obj is None and not view.copula and view.lemma not in lex.likes_reverse:
            view.obj = view.subj
        view.subj = None
    if view.subj is None and not view.implicit_you:
        person = tok.morph.get("Person")
        if dep(tok) == "amod" and tok.head.pos_ in ("NOUN", "PROPN"):
            view.subj = tok.head  # fr misparse: the noun the verb hangs from is its subject
        elif person == ["1"] or (view.copula and _cop_person(tok) == ["1"]):
            view.implicit_you = True
        elif person == ["3"] and lex.lang == "es" and view.lemma not in lex.likes_reverse:
            view.dropped = True


def _cop_person(tok: Token) -> list[str]:
    cop = next((c for c in tok.children if dep(c) == "cop"), None)
    return cop.morph.get("Person") if cop is not None else []


def _en_preps(prep: Token, lex: Lexicon) -> list[PrepObj]:
    out = []
    for pobj in prep.children:
        if pobj.dep_ in ("pobj", "pcomp"):
            out.extend(_with_conjuncts(prep.lower_, pobj, lex))
    return out


def _ud_preps(obl: Token, lex: Lexicon) -> list[PrepObj]:
    case = [c for c in obl.children if dep(c) == "case"]
    if not case:
        return [PrepObj("", obl)] if obl.pos_ in ("PROPN", "NOUN") else []
    prep = case[0].lower_.replace("’", "'")
    return _with_conjuncts(prep, obl, lex)


def _with_conjuncts(prep: str, obj: Token, lex: Lexicon) -> list[PrepObj]:
    """The object and its conjuncts/appositions; "Boston, not Chicago" negates Chicago."""
    if (prep, obj.lower_) in lex.corrections or (prep, obj.lower_) in lex.hedges:
        return []  # "en fait", "en realidad" are markers, not places
    out = [PrepObj(prep, obj, any(is_negation(c, lex) and (c.i < obj.i or _no_alt(obj))
                                  for c in obj.children))]
    for other in obj.children:
        if other.dep_ in ("conj", "appos"):
            neg = any(is_negation(c, lex) for c in other.children) or any(
                is_negation(c, lex) and obj.i < c.i < other.i for c in obj.children
            )
            out.append(PrepObj(prep, other, neg))
    return out


def _no_alt(obj: Token) -> bool:
    return not any(c.dep_ in ("conj", "appos") for c in obj.children)


def phrase_tokens(tok: Token, nested: bool = False) -> list[Token]:
    """The tokens of the entity phrase headed by ``tok`` (modifiers kept, clauses dropped)."""
    out = [tok]
    for child in tok.children:
        if nested and dep(child) == "case" and child.i < tok.i:
            out.append(child)  # "películas de terror" keeps its inner "de"
            continue
        if dep(child) in PHRASE_SKIP or child.dep_ in PHRASE_SKIP:
            continue
        if child.dep_ == "neg" or (child.is_punct):
            continue
        out.extend(phrase_tokens(child, nested=True))
    return sorted(out, key=lambda t: t.i)


def phrase_text(tok: Token) -> str:
    """Surface text of :func:`phrase_tokens` ("a red Tesla", "the Boston marathon")."""
    toks = phrase_tokens(tok)
    parts = []
    for t in toks:
        parts.append(t.text)
        parts.append(t.whitespace_ or (" " if t.i != toks[-1].i else ""))
    return "".join(parts).strip()
