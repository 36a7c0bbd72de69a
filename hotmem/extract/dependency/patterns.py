"""Pattern families: one small function per kind of statement, reading a :class:`View`.

Every function takes a predicate view and the extraction context and emits facts through
``ctx.emit``; none looks at raw dependency labels beyond the helpers here, and all language
knowledge comes from the :class:`~hotmem.lang.lexicon.Lexicon` table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact
from hotmem.extract.dependency.clauses import dep
from hotmem.extract.dependency.habits import cop_fan, cop_habit, habits
from hotmem.extract.dependency.views import (
    PP_DEPS,
    View,
    adjective_preps,
    is_negation,
    phrase_text,
    phrase_tokens,
    rejected_modifier,
)
from hotmem.lang import get_language
from hotmem.lang.lexicon import Lexicon
from hotmem.relations import PETS, is_state
from hotmem.text import USER_KEY
from hotmem.word_classes import WordClasses

if TYPE_CHECKING:
    from spacy.tokens import Token

    from hotmem.types import Fact



@dataclass(slots=True)
class Context:
    """Per-utterance state shared by the patterns."""

    lex: Lexicon
    lang: str
    resolved: dict[int, str] = field(default_factory=dict)
    facts: list[Fact] = field(default_factory=list)
    hedged: bool = False
    word_classes: WordClasses = field(default_factory=WordClasses)

    def emit(self, s: str | None, r: str | None, d: str | None, *, negated: bool = False) -> None:
        """Add a fact if all parts are known and valid (make_fact normalises and checks)."""
        if not s or not r or not d:
            return
        fact = make_fact(s, r, d, self.lang, negated=negated, hedged=self.hedged)
        if fact is not None:
            self.facts.append(fact)

    # --- entity helpers -------------------------------------------------------------------

    def kin(self, tok: Token) -> str | None:
        """English kinship/pet key of a noun ("hermana" -> "sister"), else ``None``.

        The fr model tags a kin noun before a name or a verb as an adjective ("Ma nièce
        Chloé", "Mon neveu s'appelle Hugo"); such a word counts by its surface form.
        """
        if tok.pos_ in ("NOUN", "PROPN"):
            return self.lex.kinship.get(tok.lower_) or self.lex.kinship.get(tok.lemma_.lower())
        if tok.pos_ == "ADJ" and dep(tok) in ("amod", "nsubj"):
            return self.lex.kinship.get(tok.lower_)
        return None

    def is_self(self, tok: Token) -> bool:
        return tok.lower_.replace("’", "'") in self.lex.self_words

    def self_possessed(self, tok: Token) -> bool:
        """"my sister", "mi hermana", "ma sœur", "a friend of mine"."""
        for child in tok.children:
            if (child.dep_ == "poss" or "Yes" in child.morph.get("Poss")) and self.is_self(child):
                return True
            if dep(child) in ("prep", "nmod") and child.lower_ in self.lex.genitive_preps:
                if any(self.is_self(g) for g in child.children):
                    return True
        return False

    def possessor(self, tok: Token) -> str | None:
        """Key of who owns ``tok``: you, a kin key, a name ("Anna's dog"), else ``None``."""
        for child in tok.children:
            d = dep(child)
            if child.dep_ == "poss" or "Yes" in child.morph.get("Poss"):
                return self.entity(child)
            if d == "nmod" and any(dep(c) == "case" and c.lower_ in self.lex.genitive_preps
                                   for c in child.children):
                return self.entity(child)
            if child.dep_ == "prep" and child.lower_ in self.lex.genitive_preps:
                pobj = next((g for g in child.children if g.dep_ == "pobj"), None)
                if pobj is not None:
                    return self.entity(pobj)
        return None

    def name_of(self, tok: Token) -> Token | None:
        """A proper-name apposition of a noun: "my sister Anna", "mon frère Julien", and
        "mon frère, Thomas, ..." (the fr model reads that apposition as a conjunct).

        The small models also hang the kin noun on the name ("My niece Lily": niece as a
        compound of Lily; "Ma nièce Chloé": an adjective of it) or make both subjects of the
        verb ("Mi sobrina Ana adora...").
        """
        named = name_headed_by_kin(tok, self)
        if named is not None:
            return named
        for child in tok.children:
            if child.i == tok.i + 1 and dep(child) == "amod" and _looks_like_name(child):
                return child  # "Ma cousine Emma": the fr model tags the name an adjective
            if dep(child) == "appos" and child.i > tok.i and _looks_like_name(child) and (
                    child.doc[child.i - 1].text == ","):
                return child  # "deux enfants, Jade et Hugo": a name tagged a common noun
            if child.i < tok.i or not (child.pos_ == "PROPN" or _capitalised_surname(child)):
                continue
            d = dep(child)
            if d in ("appos", "flat", "compound") or (
                d == "nmod" and not any(dep(c) == "case" for c in child.children)
            ) or _comma_conjunct(child):
                return child
        return _bracketed_name(tok)

    def named_by_participle(self, tok: Token) -> Token | None:
        """The name in "una hermana llamada Carmen" / "a dog called Max" / "un chat appelé Tom"."""
        for child in tok.children:
            if child.i < tok.i or child.lower_ not in self.lex.naming_participles:
                continue
            names = [g for g in child.children if g.i > child.i and dep(g) not in ("punct", "case")]
            name = next((g for g in names if _looks_like_name(g)), None)
            if name is not None:
                return name
        return None

    def others_kin(self, tok: Token) -> bool:
        """Kin of someone else: "Anna's dog", "su perro", "John has a sister"."""
        owner = next((c for c in tok.children
                      if c.dep_ == "poss" or "Yes" in c.morph.get("Poss")), None)
        if owner is not None:
            return not self.is_self(owner)
        head = tok.head
        if dep(tok) in ("obj", "dobj") and head.lemma_.lower() in self.lex.have_verbs:
            subj = next((c for c in head.children if dep(c) == "nsubj"), None)
            return subj is not None and not self.is_self(subj)
        return False

    def user_kin(self, tok: Token) -> bool:
        """"my sister", or the object of the user's have-verb ("I have a sister named Anna")."""
        if self.self_possessed(tok):
            return True
        head = tok.head
        if dep(tok) not in ("obj", "dobj") or head.lemma_.lower() not in self.lex.have_verbs:
            return False
        subj = next((c for c in head.children if dep(c) == "nsubj"), None)
        if subj is not None:
            return self.is_self(subj)
        return head.morph.get("Person") == ["1"] or head.lower_ in self.lex.verb_forms

    def entity(self, tok: Token) -> str | None:
        """The surface string a token stands for (pronouns resolved), or ``None``."""
        if tok.i in self.resolved:
            return self.resolved[tok.i]
        low = tok.lower_.replace("’", "'")
        if self.is_self(tok) and tok.pos_ in ("PRON", "DET"):
            return USER_KEY
        if low in self.lex.second_person:
            return None
        if low in self.lex.relative_pronouns and dep(tok.head) in ("relcl", "acl"):
            return self.entity(tok.head.head)
        if tok.pos_ in ("PRON", "DET", "AUX", "VERB", "SCONJ", "ADP"):
            return None
        if low in self.lex.reactions or any(
                c.lower_ in self.lex.question_words for c in tok.children if c.i < tok.i):
            return None  # "oh ouais c'est ...", "quel âge a ...": no one is named here
        kin = self.kin(tok)
        if kin is not None:
            name = self.name_of(tok)
            if name is not None:
                return name_text(name) if name.i > tok.i else phrase_text(name)
            owner_self = self.self_possessed(tok)
            has_owner = any(c.dep_ == "poss" or "Yes" in c.morph.get("Poss")
                            for c in tok.children)
            return kin if owner_self or not has_owner else None
        if self.kin_of_name(tok) is not None:
            return name_text(tok)  # "My niece Lily": Lily, the kin noun is her edge
        return phrase_text(tok)

    def kin_of_name(self, name: Token) -> Token | None:
        """The user's kin noun a name carries before it ("My niece Lily", "Ma nièce Chloé")."""
        if not _looks_like_name(name) and name.pos_ != "NOUN":
            return None
        for child in name.children:
            if child.i < name.i and dep(child) in ("compound", "amod") and self.kin(child) \
                    and (self.self_possessed(child) or self.self_possessed(name)):
                return child
        return None

    def subject(self, view: View) -> str | None:
        if view.subj is not None:
            return self.entity(view.subj)
        if view.implicit_you:
            return USER_KEY
        if view.dropped:
            return self.resolved.get(view.head.i)
        return None

    def value(self, tok: Token) -> str | None:
        """An object value: pronouns must resolve; kin nouns alone are keyed in English.

        A capitalised word inside the sentence is a name whatever its tag (fr "née à Alger"
        tags "Alger" as a verb).
        """
        if tok.pos_ == "PRON" and not tok.is_stop and tok.lower_ not in self.lex.pronouns and any(
                dep(c) == "case" for c in tok.children):
            # fr tags a lower-case place as a pronoun: "à lorient"
            return phrase_text(tok, self._trimmed(tok))
        if tok.pos_ == "PRON" or tok.i in self.resolved or (
                tok.lower_ in self.lex.elliptic_objects and not any(True for _ in tok.children)):
            return self.resolved.get(tok.i)
        if tok.pos_ not in ("NOUN", "PROPN", "NUM", "ADJ", "X") and not _looks_like_name(tok) and (
                not (tok.dep_ == "pobj" and tok.pos_ == "ADV" and tok.is_alpha)):
            return None  # a preposition's object is a noun whatever its tag ("at aldi")
        kin = self.kin(tok)
        if kin is not None and len([t for t in phrase_tokens(tok) if t.pos_ != "DET"]) == 1:
            return kin
        counted = self._counted(tok)
        if counted is not None:
            return self.value(counted)
        refusal = frozenset(c.i for c in tok.children if c.i < tok.i and is_negation(c, self.lex))
        return phrase_text(tok, self._time_modifiers(tok) | refusal | self._trimmed(tok))

    def _counted(self, tok: Token) -> Token | None:
        """"a lot of friends" -> friends: a quantity noun only counts its "of" object."""
        if tok.lemma_.lower() not in self.lex.quantity_nouns:
            return None
        for child in tok.children:
            if child.dep_ == "prep" and child.lower_ in self.lex.genitive_preps:
                return next((g for g in child.children if g.dep_ == "pobj"), None)
            if dep(child) in PP_DEPS and any(dep(c) == "case" and c.lower_ in
                                             self.lex.genitive_preps for c in child.children):
                return child
        return None

    def _trimmed(self, tok: Token) -> frozenset[int]:
        """What an object does not need: judging adjectives ("two beautiful children") and
        the place or company a thing is with ("a farm with a dog", "a bookstore in England",
        "two brothers in my family"); "of" phrases stay ("the Bank of America")."""
        out: set[int] = set()
        for child in tok.children:
            if dep(child) == "amod" and child.lower_ in self.lex.evaluatives:
                out.add(child.i)
            elif child.i > tok.i and child.dep_ == "prep" and (
                    child.lower_ not in self.lex.genitive_preps):
                out.update(t.i for t in child.subtree)
            elif rejected_modifier(child, self.lex):
                out.update(t.i for t in child.subtree)
        return frozenset(out)

    def refused(self, tok: Token) -> bool:
        """An object denied by its own determiner: "I have no pets", "no brothers or sisters"."""
        first = tok
        while first.dep_ == "conj" and first.head.i < first.i:
            first = first.head
        return any(c.i < first.i and is_negation(c, self.lex) for c in first.children)

    def _time_modifiers(self, tok: Token) -> frozenset[int]:
        """Token indices of a date hung on a value ("grèce en avril", "Greece in April"):
        when something happened is not part of where."""
        times = self.lex.months | self.lex.time_nouns
        out: set[int] = set()
        for child in tok.children:
            if child.i < tok.i:
                continue
            if dep(child) in PP_DEPS:  # UD: the noun, with its preposition as a case child
                noun = child
                prep = next((c.lower_ for c in child.children if dep(c) == "case"), "")
            elif child.dep_ == "prep":  # ClearNLP: the preposition, with the noun as pobj
                noun = next((g for g in child.children if g.dep_ == "pobj"), None)
                prep = child.lower_
            else:
                continue
            if noun is not None and noun.lower_ in times and prep not in self.lex.genitive_preps:
                out.update(t.i for t in child.subtree)
        return frozenset(out)


def name_headed_by_kin(kin: Token, ctx: Context) -> Token | None:
    """The name a kin noun stands beside when the parser did not make it the kin's child:
    the kin hangs on the name ("My niece Lily"), or both are subjects of one verb and the
    name comes right after the kin ("Mi sobrina Ana adora los caballos")."""
    head = kin.head
    if head.i > kin.i and dep(kin) in ("compound", "amod") and _looks_like_name(head) \
            and (named := ctx.kin_of_name(head)) is not None and named.i == kin.i:
        return head
    doc = kin.doc
    if kin.i + 1 < len(doc) and dep(kin) == "nsubj" and ctx.self_possessed(kin):
        nxt = doc[kin.i + 1]
        if nxt.head.i == head.i and dep(nxt) == "nsubj" and _looks_like_name(nxt):
            return nxt
    return None


def name_text(tok: Token) -> str:
    """A proper name with its compound/flat parts only ("Anna Maria"), never its possessor."""
    toks = [tok] + [c for c in tok.children
                    if dep(c) in ("compound", "flat") and c.pos_ == "PROPN"]
    return " ".join(t.text for t in sorted(toks, key=lambda t: t.i))


def _looks_like_name(tok: Token) -> bool:
    """A proper name by tag, or a capitalised word not opening its sentence (the small models
    tag names after a verb as DET/VERB: "m'appeler Max", "née à Alger")."""
    if tok.pos_ == "PROPN":
        return True
    return tok.is_alpha and tok.text[:1].isupper() and tok.i > tok.sent.start


def _bracketed_name(tok: Token) -> Token | None:
    """"Paul, mon mari, travaille...": a name, then the kin phrase between commas. The fr model
    cuts the name off as its own root, so the apposition is read from the word order."""
    doc = tok.doc
    start = tok.left_edge.i
    if start < 2 or tok.i + 1 >= len(doc) or doc[tok.i + 1].text != ",":
        return None
    if doc[start - 1].text != ",":
        return None
    name = doc[start - 2]
    if name.pos_ != "PROPN" or name.head.i not in (name.i, tok.i) and name.head.i > name.i:
        return None
    return name if name.i == name.sent.start or doc[name.i - 1].is_punct else None


def _capitalised_surname(tok: Token) -> bool:
    """A surname the tagger took for a common word ("Jana Martins": Martins as a plural noun
    or a verb): capitalised mid-sentence and led by a proper-name compound."""
    return tok.is_title and tok.i > 0 and any(
        c.pos_ == "PROPN" and dep(c) in ("compound", "flat") and c.i < tok.i
        for c in tok.children
    )


def _comma_conjunct(tok: Token) -> bool:
    """A conjunct with no coordinator, set off by a comma: an apposition in disguise."""
    if tok.dep_ != "conj" or any(c.dep_ == "cc" for c in tok.children):
        return False
    head = tok.head
    return any(t.text == "," for t in tok.doc[min(head.i, tok.i) + 1 : max(head.i, tok.i)])


def _after_comma(tok: Token) -> bool:
    """The phrase of ``tok`` follows a comma (the parser may hang the comma on it)."""
    start = next((t.i for t in tok.subtree if not t.is_punct), tok.i)
    return start > 0 and tok.doc[start - 1].text == ","


def object_list(obj: Token) -> list[Token]:
    """``obj``, its conjuncts, and the objects listed after it with commas: fr/es parse "le
    cinéma, la lecture et la musique" as two objects of the verb, the last a conjunct."""
    out = conjuncts(obj)
    seen = {t.i for t in out}
    for sibling in obj.head.children:
        if sibling.i > obj.i and sibling.i not in seen and dep(sibling) in ("obj", "dobj") and (
                _after_comma(sibling)):
            more = conjuncts(sibling)
            out.extend(more)
            seen.update(t.i for t in more)
    return out


def _verb_list(tok: Token) -> list[Token]:
    """An infinitive and the infinitives listed after it: "leer, nadar y cocinar" (es parses
    the second as an xcomp of the first after the comma, the third as its conjunct)."""
    out = [tok]
    for child in tok.children:
        if child.i > tok.i and child.pos_ == "VERB" and (
                child.dep_ == "conj" or _listed_verb(child)):
            out.extend(_verb_list(child))
    return out


def _listed_verb(tok: Token) -> bool:
    """An infinitive after a comma that the parser hung as a complement or adverbial clause
    of the one before it ("correr, bailar y pintar")."""
    return dep(tok) in ("xcomp", "advcl") and "Inf" in tok.morph.get("VerbForm") and (
        _after_comma(tok))


def conjuncts(tok: Token) -> list[Token]:
    """``tok`` and the tokens coordinated with it ("pizza and pasta")."""
    out = [tok]
    for child in tok.children:
        if child.dep_ == "conj" or (dep(child) == "appos" and any(
                dep(g) == "cc" for g in child.children)):
            out.extend(conjuncts(child))  # "a dog, a cat and a parrot": a list, no apposition
    return out


def _number(tok: Token) -> str | None:
    """Digits of an age: the token itself or its numeric modifier ("34 years")."""
    if tok.like_num and tok.text.isdigit():
        return tok.text
    for child in tok.children:
        if dep(child) in ("nummod", "npadvmod", "det") and child.text.isdigit():
            return child.text
        if dep(child) == "npadvmod":
            n = _number(child)
            if n:
                return n
    return None


def _negated(view: View) -> bool:
    return view.negated or view.used_to


# --- pattern families --------------------------------------------------------------------


def verb_prep(view: View, ctx: Context) -> None:
    """Verb (+ preposition) relations: "I live in Seattle" -> (you, lives_in, seattle).

    Also "I moved from Chicago" (moved_from), "I visited Japan" (went_to), "I own a Tesla"
    (owns), "Soy de México" (born_in) and "I work as a nurse" (is).
    """
    lex = ctx.lex
    if view.lemma in lex.have_verbs or view.lemma in lex.likes:
        return
    head = view.head
    if dep(head) in ("xcomp", "dobj", "obj", "pcomp", "ccomp") and view.subj is None and (
            head.head.lemma_.lower() in lex.likes or head.head.lemma_.lower() in lex.likes_reverse):
        return  # "I like going to concerts" states a liking, not a trip
    for subj in _subjects(view, ctx):
        _verb_prep_of(subj, view, ctx)


def _subjects(view: View, ctx: Context) -> list[str]:
    """Every coordinated subject: "my wife and I live in Leeds" is said of both."""
    if view.subj is None:
        subj = ctx.subject(view)
        return [subj] if subj else []
    keys = [ctx.entity(t) for t in conjuncts(view.subj)
            if t.i == view.subj.i or (t.pos_ in ("NOUN", "PROPN", "PRON") and _coordinated(t))]
    return [k for i, k in enumerate(keys) if k and k not in keys[:i]]


def _coordinated(tok: Token) -> bool:
    """Joined by "and"/"y"/"et", not just by commas ("Nadia, ma sœur, ..." is one person)."""
    return any(dep(c) == "cc" for c in tok.children) or any(
        dep(c) == "cc" and c.i < tok.i for c in tok.head.children)


def _verb_prep_of(subj: str, view: View, ctx: Context) -> None:
    lex = ctx.lex
    # UD copula: the PPs of "Soy amiga de Nuria" belong to the noun, not to "ser de" (origin).
    nominal = view.copula and view.comp is not None and (
        view.comp.pos_ in ("NOUN", "PROPN") or view.comp.lower_ in lex.fan_nouns)
    first_prep: dict[str, str] = {}
    if view.lemma in lex.be_verbs:
        for pp in view.preps:
            if pp.prep in lex.privative_preps:  # "i am without a car"
                ctx.emit(subj, "has", ctx.value(pp.obj), negated=not _negated(view))
    for pp in [] if nominal and view.lemma in lex.be_verbs else view.preps:
        rel = lex.verb_prep.get((view.phrasal or "", pp.prep)) or lex.verb_prep.get(
            (view.lemma, pp.prep)
        )
        if rel is None:
            continue
        if first_prep.setdefault(rel, pp.prep) != pp.prep and not pp.negated:
            continue  # "I work at Google in Dublin": the second place is where Google is
        former = (view.imperfect and is_state(rel)
                  and get_language(lex.lang).spec.imperfect_marks_former_state)
        if rel == "is" and ctx.kin(pp.obj):
            continue
        place = workplace(pp.obj, ctx) if rel == "is" else None
        if place is not None:  # "I work as a cook at a diner"
            ctx.emit(subj, "works_at", ctx.value(place[1]), negated=_negated(view) or pp.negated)
        ctx.emit(subj, rel, ctx.value(pp.obj),
                 negated=_negated(view) or pp.negated or former)
    goal = _misread_goal(view, ctx)
    if goal is not None:
        ctx.emit(subj, goal[0], goal[1], negated=_negated(view))
    if view.obj is not None:
        rel = lex.verb_prep.get((view.lemma, None))
        if rel is not None and (rel not in _OWNING or _owner_like(subj, lex)):
            for obj in conjuncts(view.obj):
                if rel == "age" and _number(obj) is None:
                    continue  # "I turned 40" is an age; "I turned the page" is not
                if rel in _OWNING and not _owned_object(obj, ctx):
                    continue
                ctx.emit(subj, rel, ctx.value(obj), negated=_negated(view) or ctx.refused(obj))


def _misread_goal(view: View, ctx: Context) -> tuple[str, str] | None:
    """"i moved to sweden" with the lower-case place read as an infinitive ("to" + verb):
    a word the pipeline does not know as a verb is the goal of the verb's "to"."""
    x = view.xcomp
    if x is None or not ctx.word_classes.known or x.pos_ != "VERB" or not x.is_alpha:
        return None
    marker = next((c for c in x.children if dep(c) == "aux" and c.i == x.i - 1
                   and c.lower_ in ctx.lex.infinitive_markers), None)
    if marker is None or ctx.word_classes.is_verb(x.lower_, x.lemma_):
        return None
    rel = ctx.lex.verb_prep.get((view.lemma, marker.lower_))
    if rel is None or any(dep(c) in ("dobj", "obj", "prep") for c in x.children):
        return None
    return rel, x.text


# Relations a verb implies only of an object the speaker could own: "I drive a truck" /
# "I drive my old van" (owns), never "I drive my kids" or "I drive the bus".
_OWNING = frozenset({"owns"})


def _owner_like(subj: str, lex: Lexicon) -> bool:
    """Someone who can own a thing: the user or kin, not "my favorite thing" (a misparsed
    "my favorite thing is to ride my motorcycle")."""
    return subj == USER_KEY or subj in lex.kinship.values() or " " not in subj


def _owned_object(obj: Token, ctx: Context) -> bool:
    """One thing of one's own: "a truck", "my old van", "two bikes"; not a bare plural ("I
    ride horses", "I drive trucks": a job or a pastime)."""
    kin = ctx.kin(obj)
    if (kin and kin not in PETS) or obj.pos_ == "PRON":
        return False
    if "Plur" in obj.morph.get("Number") and not any(
            dep(c) in ("det", "poss", "nummod") or c.dep_ == "poss" for c in obj.children):
        return False
    return not any("Def" in c.morph.get("Definite") and "Yes" not in c.morph.get("Poss")
                   for c in obj.children if dep(c) == "det")


def preferences(view: View, ctx: Context) -> None:
    """Likes and dislikes: "I love pizza", "I like playing tennis", "I can't stand mushrooms",
    "Me gusta el jazz" (liker as object), "Je n'aime pas les champignons" (negated).
    """
    lex = ctx.lex
    rel = lex.likes.get(view.lemma)
    negated = _negated(view)
    if rel is None and view.negated and view.lemma in lex.negated_likes:
        rel, negated = lex.negated_likes[view.lemma], view.used_to
    if rel is not None:
        liker = ctx.subject(view)
        obj = view.obj if view.obj is not None else _stray_object(view, ctx)
        targets = object_list(obj) if obj is not None else []
        # A gerund object is an activity ("I love sailing" without a full stop tags it VERB).
        times = lex.months | lex.time_nouns
        values = [_gerund_text(t, times) if t.tag_ == "VBG" else ctx.value(t) for t in targets]
        if not targets and view.xcomp is not None:
            values = [_clause_text(x, times) for x in conjuncts(view.xcomp)]
        elif not targets:
            # "i like to crochet" with the infinitive read as a noun after a preposition.
            values = [ctx.value(pp.obj) for pp in view.preps[:1]
                      if pp.prep in lex.infinitive_markers and pp.obj.i == view.head.i + 2]
        for v in values:
            ctx.emit(liker, rel, v, negated=negated)
        return
    rel = lex.likes_reverse.get(view.lemma) or lex.likes_reverse.get(view.head.lower_)
    if rel is None:
        return
    liker_tok = next((c for c in view.head.children if dep(c) in ("iobj", "obj", "dative")), None)
    if liker_tok is None:
        return
    liker = USER_KEY if ctx.is_self(liker_tok) else None
    if liker is None:
        # "A mi hermana le gusta...": the experiencer is an obl with "a".
        obl = next((c for c in view.head.children if dep(c) == "obl"), None)
        liker = ctx.entity(obl) if obl is not None else None
    if liker is None:
        liker = _dative_experiencer(view, ctx)
    liked = view.subj or next((c for c in view.head.children if dep(c) == "obj"
                               and c.pos_ in ("NOUN", "PROPN") and c.i > view.head.i), None)
    if liked is None:
        return
    if liked.pos_ == "VERB":
        for verb in _verb_list(liked):
            ctx.emit(liker, rel, _clause_text(verb, lex.months | lex.time_nouns),
                     negated=negated)
        return
    for t in object_list(liked):
        ctx.emit(liker, rel, ctx.value(t), negated=negated)


def _dative_experiencer(view: View, ctx: Context) -> str | None:
    """The liker of a reverse liking verb read as an object: "a mi hermana le encanta" (the
    "a" phrase tagged obj), the subject of the clause it is coordinated with ("Mi hijo ... y
    le encanta el fútbol"), or its dative pronoun resolved by coref."""
    for c in view.head.children:
        if dep(c) in ("obj", "iobj") and any(dep(k) == "case" for k in c.children):
            return ctx.entity(c)
    if dep(view.head) == "conj" and any(c.pos_ == "PRON" for c in view.head.children
                                        if dep(c) in ("obj", "iobj")):
        subj = next((c for c in view.head.head.children if dep(c) == "nsubj"), None)
        return ctx.entity(subj) if subj is not None else None
    for c in view.head.children:
        if dep(c) in ("obj", "iobj") and c.i in ctx.resolved:
            return ctx.resolved[c.i]
    return None


def _stray_object(view: View, ctx: Context) -> Token | None:
    """The object of a preference verb the tagger read as a modifier ("I can't stand
    cilantro": cilantro as advmod ADJ): the first content word after the verb."""
    for child in view.head.children:
        if child.i > view.head.i and dep(child) in ("advmod", "npadvmod", "acomp") and (
            child.pos_ in ("NOUN", "PROPN", "ADJ") and not child.is_stop
        ):
            return child
    return None


_CLAUSE_END = frozenset({"punct", "cc", "conj", "advcl", "parataxis", "mark", "ccomp"})


def _own_phrase(tok: Token) -> list[Token]:
    """``tok``'s subtree without what is coordinated or listed with it ("hiking" of "hiking
    and kayaking", "leer" of "leer, nadar y cocinar": each is a value of its own)."""
    cut = {t.i for c in tok.children if dep(c) in ("cc", "conj") or (
        c.i > tok.i and c.pos_ == "VERB" and _listed_verb(c))
        for t in c.subtree}
    return [t for t in tok.subtree if t.i not in cut]


# An activity's adjuncts: when, how often and other clauses are not part of what is liked.
_ADJUNCTS = frozenset({"advmod", "npadvmod", "advcl", "relcl", "parataxis", "obl:tmod"})


def _activity(tok: Token, times: frozenset[str] = frozenset()) -> list[Token]:
    """An activity without its adjuncts: "playing baseball in the local league" -> "playing
    baseball", "reading novels by the fire" -> "reading novels", "gardening in the spring" ->
    "gardening" (``times``: the language's time words). A place phrase is dropped only when
    the verb has an object ("going to the beach" keeps its goal)."""
    has_obj = any(dep(c) in ("dobj", "obj") for c in tok.children)
    cut: set[int] = set()
    for child in tok.children:
        if child.i < tok.i:
            continue
        when = any(t.lower_ in times for t in child.subtree) and (
            child.dep_ == "prep" or dep(child) == "obl")
        if child.dep_ in _ADJUNCTS or dep(child) in _ADJUNCTS or when or (
                has_obj and (child.dep_ == "prep" or dep(child) == "obl")):
            cut.update(t.i for t in child.subtree)
    return [t for t in _own_phrase(tok) if t.i not in cut]


def _gerund_text(tok: Token, times: frozenset[str] = frozenset()) -> str:
    """"sailing boats": a gerund and the words after it in its phrase (not its subject or
    the liking verb a misparse hung on it)."""
    return " ".join(t.text for t in _activity(tok, times) if t.i >= tok.i and not t.is_punct)


def _clause_text(tok: Token, times: frozenset[str] = frozenset()) -> str:
    """"playing tennis" from the xcomp of "I like playing tennis" (without "to").

    Words right after the infinitive that the parser hung on the main verb belong to it:
    "me gusta jugar al pádel" attaches "al pádel" to "gusta".
    """
    own = _own_phrase(tok)
    kept = {t.i for t in _activity(tok, times)}
    toks = [t for t in own if not t.is_punct and dep(t) not in ("aux", "mark", "neg")
            and t.i in kept]
    end = own[-1].i
    doc = tok.doc
    while end + 1 < len(doc):
        nxt = doc[end + 1]
        if nxt.is_punct or nxt.head.i != tok.head.i or dep(nxt) in _CLAUSE_END or any(
                t.lower_ in times for t in nxt.subtree):
            break
        toks.extend(t for t in nxt.subtree if not t.is_punct)
        end = nxt.right_edge.i
    return " ".join(t.text for t in sorted(toks, key=lambda t: t.i))


def naming(view: View, ctx: Context) -> None:
    """Names: "My dog is called Max", "People call me Alex", "a sister named Anna",
    "Me llamo Alex", "Mi hermana se llama Ana", "Je m'appelle Alex", "un chien qui s'appelle Rex".
    """
    lex = ctx.lex
    head = view.head
    if view.lemma not in lex.naming_verbs:
        # "My name's Alex": the name is the root, "name" its possessive.
        poss = next((c for c in head.children if c.dep_ == "poss"
                     and c.lemma_.lower() in lex.name_nouns), None)
        if head.pos_ == "PROPN" and poss is not None:
            _name_fact(ctx, ctx.possessor(poss), poss, head, view)
        return
    if not get_language(lex.lang).spec.reflexive_naming:
        name = view.oprd
        named = view.subj if view.subj is not None and view.subj.dep_ == "nsubjpass" else view.obj
        if dep(head) == "acl":
            named = head.head
    else:
        if any(c.lower_ in lex.question_words and c.lower_ not in lex.relative_pronouns
               for c in head.children if c.i < head.i):
            return  # "Dime cómo se llaman mis hijos" asks for the names
        reflexive = next((c for c in head.children if "Yes" in c.morph.get("Reflex")
                          or c.lower_ in lex.reflexive_pronouns), None)
        cands = [c for c in head.children
                 if (dep(c) in ("nsubj", "obj", "xcomp", "appos", "iobj")
                     # "Mon chat s'appelle Filou": the fr model makes the name an adverb.
                     or (dep(c) == "advmod" and c.pos_ == "PROPN" and c.i > head.i))
                 and (reflexive is None or c.i != reflexive.i)]
        if view.obj is not None and view.obj not in cands:
            cands.append(view.obj)  # an orphaned root: "puedes llamarme Maite"
        name = next((c for c in cands if c.pos_ == "PROPN"), None)
        named = None
        if (reflexive is not None and ctx.is_self(reflexive)) or _self_clitic(head) or (
            head.lower_ in lex.self_naming_forms
        ):
            # "Me llamo Alex", "tu peux m'appeler Max", "puedes llamarme Maite".
            name = name or next((c for c in [*head.children, *cands]
                                 if c.i > head.i and _looks_like_name(c)), None) or (
                _lone_word(cands, head))
            if name is not None:
                ctx.emit(USER_KEY, "name", phrase_text(name), negated=_negated(view))
            return
        named = next((c for c in cands if (name is None or c.i != name.i) and dep(c) == "nsubj"), None)
        if name is None and named is not None:
            name = _lone_word([c for c in cands if c.i != named.i], head)
        if (named is None or named.lower_ in lex.relative_pronouns) and dep(head) == "acl":
            named = head.head
    if name is None or named is None:
        return
    _name_fact(ctx, None, named, name, view)


def _lone_word(cands: list[Token], verb: Token) -> Token | None:
    """The word a reflexive naming verb gives, lower case as speech-to-text writes it ("me
    llamo nuria", "je m'appelle kevin", "mi prima se llama lucía"): one word after the verb,
    whatever the tagger calls it."""
    return next((c for c in cands if c.i > verb.i and not list(c.children)
                 and c.pos_ in ("NOUN", "PROPN", "ADJ", "VERB", "X") and c.is_alpha), None)


def _self_clitic(verb: Token) -> bool:
    """es infinitive with a fused first-person clitic: "llamarme" (Person=1, PronType=Prs)."""
    return "Prs" in verb.morph.get("PronType") and verb.morph.get("Person") == ["1"]


def _name_fact(ctx: Context, owner: str | None, named: Token, name: Token, view: View) -> None:
    """(you, name, N) for the user, (you, K, N) for kin and pets, (X, name, N) otherwise."""
    neg = _negated(view)
    name_str = name_text(name) if name.pos_ == "PROPN" else phrase_text(name)
    if ctx.is_self(named) or (owner == USER_KEY and named.lemma_.lower() in ctx.lex.name_nouns):
        ctx.emit(USER_KEY, "name", name_str, negated=neg)
        return
    target = named
    if named.lemma_.lower() in ctx.lex.name_nouns:  # "my sister's name": the owner is named
        target = next((c for c in named.children if c.dep_ == "poss"), None)
        if target is None:
            return
    kin = ctx.kin(target)
    if kin is not None:
        if not ctx.others_kin(target):  # "John has a sister named Anna" is not the user's
            ctx.emit(USER_KEY, kin, name_str, negated=neg)
        return
    ctx.emit(ctx.entity(target), "name", name_str, negated=neg)


def possession(view: View, ctx: Context) -> None:
    """"I have a sister" -> (you, has, sister); "I have two cats"; "Tengo 34 años" -> age.

    "I have a dog named Max" is left to :func:`naming` (gives (you, dog, max) only).
    """
    lex = ctx.lex
    if view.lemma not in lex.have_verbs or view.obj is None:
        return
    subj = ctx.subject(view)
    obj = view.obj
    if obj.lemma_.lower() in lex.age_nouns or obj.lower_ in lex.age_nouns:
        ctx.emit(subj, "age", _number(obj), negated=_negated(view))
        return
    kin_named = ctx.name_of(obj) if ctx.kin(obj) else None
    # "I have two kids, Mia and Leo": the names are the kids (kin_names), not possessions.
    names = {t.i for t in kin_name_list(obj, kin_named)} if kin_named is not None else set()
    for o in object_list(obj):
        if o.i in names:
            continue
        if any(dep(c) in ("acl", "relcl") and c.lemma_.lower() in lex.naming_verbs
               for c in o.children) or ctx.named_by_participle(o) is not None:
            continue  # "a sister named Anna": kin naming states it
        if ctx.kin(o) and ctx.name_of(o) is not None:
            continue  # "I have a sister, Anna": the kin pattern states it
        if _had_with_prep(o, subj, view, ctx):
            continue  # "Tengo alergia a los frutos secos" -> allergic_to frutos secos
        rel = "has_condition" if _condition(o, lex) else "has"
        ctx.emit(subj, rel, ctx.value(o), negated=_negated(view) or ctx.refused(o))


def _had_with_prep(obj: Token, subj: str | None, view: View, ctx: Context) -> bool:
    """A had noun whose preposition names the relation ("alergia a", "allergie aux",
    "allergy to": ``verb_prep`` rows keyed by the noun): its object is the value."""
    found = False
    # The parsers hang the preposition on the noun or on the verb ("have an allergy to").
    pps = adjective_preps(obj, ctx.lex) or (
        view.preps if view.obj is not None and obj.i == view.obj.i else [])
    for pp in pps:
        rel = ctx.lex.verb_prep.get((obj.lemma_.lower(), pp.prep)) or ctx.lex.verb_prep.get(
            (obj.lower_, pp.prep))
        if rel is not None:
            found = True
            ctx.emit(subj, rel, ctx.value(pp.obj), negated=_negated(view) or pp.negated)
    return found


def _condition(obj: Token, lex: Lexicon) -> bool:
    """A health condition had: "asthma", "a sore shoulder", "un genou abîmé"."""
    if obj.lemma_.lower() in lex.condition_nouns or obj.lower_ in lex.condition_nouns:
        return True
    return any(dep(c) == "amod" and c.lower_ in lex.condition_modifiers for c in obj.children)


def copula(view: View, ctx: Context) -> None:
    """Copular statements, tried in order: possessive name, favourite, friendship, kinship,
    age, origin ("Je suis de Lyon"), time, identity ("I'm a nurse"). Passing states give nothing.
    """
    if view.lemma in ctx.lex.be_verbs and _cop_time(view, ctx):
        return
    if not view.copula and _passive_name(view, ctx):
        return
    if not view.copula or view.comp is None:
        return
    for family in _COPULA_FAMILIES:
        if family(view, ctx):
            return


def _cop_name(view: View, ctx: Context) -> bool:
    """"My name is Alex" / "My sister's name is Anna" / "Mi nombre es Alex" / "Alex is my
    name"."""
    subj, name = view.subj, view.comp
    if subj is None:
        return False
    if subj.lemma_.lower() not in ctx.lex.name_nouns:
        if name.lemma_.lower() not in ctx.lex.name_nouns or name.i == view.head.i and (
                view.lemma not in ctx.lex.be_verbs):
            return False
        subj, name = name, subj  # "Ravi is my name"
    owner_tok = next((c for c in subj.children if c.dep_ == "poss" or dep(c) == "nmod"
                      or "Yes" in c.morph.get("Poss")), None)
    if owner_tok is None:
        return True
    if ctx.is_self(owner_tok):
        ctx.emit(USER_KEY, "name", phrase_text(name), negated=_negated(view))
    else:
        kin = ctx.kin(owner_tok)
        if kin is not None and ctx.self_possessed(owner_tok):
            ctx.emit(USER_KEY, kin, phrase_text(name), negated=_negated(view))
        else:
            ctx.emit(ctx.entity(owner_tok), "name", phrase_text(name), negated=_negated(view))
    return True


def _favorite_thing(tok: Token | None, ctx: Context) -> str | None:
    if tok is None:
        return None
    thing = ctx.lex.things.get(tok.lemma_.lower()) or ctx.lex.things.get(tok.lower_)
    if thing is None:
        return None
    for child in tok.children:
        if child.lower_ in ctx.lex.favorite_words or child.lemma_.lower() in ctx.lex.favorite_words:
            return thing
    return None


def _favorite_kind(tok: Token | None, ctx: Context) -> bool:
    """A noun with a favourite word: "my favorite character", "mi personaje favorito"."""
    return tok is not None and tok.pos_ == "NOUN" and any(
        c.lower_ in ctx.lex.favorite_words or c.lemma_.lower() in ctx.lex.favorite_words
        for c in tok.children)


def _cop_favorite(view: View, ctx: Context) -> bool:
    """"My favorite color is blue" / "Blue is my favorite color" / "Ma couleur préférée...";
    a favourite of a kind the table does not name ("my favorite character is Mickey") is a
    liking."""
    for holder, value in ((view.subj, view.comp), (view.comp, view.subj)):
        thing = _favorite_thing(holder, ctx)
        if thing is None and _favorite_kind(holder, ctx) and value is not None and (
                holder.i != value.i) and not ctx.kin(holder):
            owner = ctx.possessor(holder)
            if owner is None:
                continue
            for v in conjuncts(value):
                if not ctx.kin(v):  # "my favorite person is my mom" states no liking of a thing
                    ctx.emit(owner, "likes", ctx.value(v), negated=_negated(view))
            return True
        if thing is None or value is None or holder.i == value.i:
            continue
        owner = ctx.possessor(holder) or (USER_KEY if view.implicit_you else None)
        for v in conjuncts(value):
            ctx.emit(owner, f"favorite_{thing}", ctx.value(v), negated=_negated(view))
        return True
    return False


def _cop_friends(view: View, ctx: Context) -> bool:
    """"Sarah and John are friends", "I'm friends with Sarah", "Sarah is a friend of mine"."""
    comp, lex = view.comp, ctx.lex
    if comp.lemma_.lower() not in lex.friend_nouns and comp.lower_ not in lex.friend_nouns:
        return False
    subj = ctx.subject(view)
    if subj is None:
        return True
    neg = _negated(view)
    pals = [c for c in conjuncts(view.subj)[1:]] if view.subj is not None else []
    for pal in pals:
        ctx.emit(subj, "friend_of", ctx.entity(pal), negated=neg)
    for child in comp.children:
        if dep(child) in ("prep", "nmod", "obl") or child.lower_ in ctx.lex.comitative_preps:
            objs = [g for g in child.children if g.dep_ in ("pobj",)] or (
                [child] if dep(child) in ("nmod", "obl") else []
            )
            for o in objs:
                if child.lower_ in lex.genitive_preps and ctx.is_self(o):
                    ctx.emit(USER_KEY, "friend_of", subj, negated=neg)
                else:
                    ctx.emit(subj, "friend_of", ctx.entity(o), negated=neg)
    if not pals and any(c.dep_ == "poss" or "Yes" in c.morph.get("Poss") and ctx.is_self(c)
                        for c in comp.children if ctx.is_self(c)):
        ctx.emit(USER_KEY, "friend", subj, negated=neg)
    return True


def _cop_kinship(view: View, ctx: Context) -> bool:
    """"My sister is Anna" / "Anna is my sister" / "Ana es mi hermana" -> (you, sister, anna)."""
    subj, comp = view.subj, view.comp
    if subj is None:
        return False
    neg = _negated(view)
    kin = ctx.kin(subj)
    if kin and ctx.self_possessed(subj) and comp.pos_ == "PROPN":
        ctx.emit(USER_KEY, kin, phrase_text(comp), negated=neg)
        return True
    kin = ctx.kin(comp)
    if kin and ctx.self_possessed(comp) and subj.pos_ in ("PROPN", "NOUN") and not ctx.kin(subj):
        ctx.emit(USER_KEY, kin, phrase_text(subj), negated=neg)
        return True
    return False


def _cop_age(view: View, ctx: Context) -> bool:
    """"I'm 34" / "I'm 34 years old" / "My sister is 30"."""
    comp = view.comp
    n = None
    if comp.pos_ == "NUM" or (comp.lemma_.lower() in ctx.lex.age_adjectives):
        n = _number(comp)
    elif comp.lemma_.lower() in ctx.lex.age_nouns:
        n = _number(comp)
    if n is None:
        return False
    subj = ctx.subject(view)
    ctx.emit(subj, "age", n, negated=_negated(view))
    for alt in _negated_alternatives(comp, ctx):
        ctx.emit(subj, "age", _number(alt), negated=True)
    return True


def _negated_alternatives(tok: Token, ctx: Context) -> list[Token]:
    """"8, not 6": the value after a negation that follows ``tok`` is the corrected one.

    The parsers attach the rejected value as a conjunct, an apposition or even as punctuation
    of the clause, so it is read from the words: the first token of the same kind after the
    negation.
    """
    neg = next((c for c in tok.children if c.i > tok.i and is_negation(c, ctx.lex)), None)
    if neg is None:
        # "10, not 12." can hang the negation on the rejected value: the next word decides.
        nxt = next((t for t in tok.doc[tok.i + 1 : tok.i + 3] if not t.is_punct), None)
        if nxt is None or not is_negation(nxt, ctx.lex) or nxt.head.i <= nxt.i:
            return []
        neg = nxt
    for t in tok.doc[neg.i + 1 : neg.i + 4]:
        if t.pos_ == tok.pos_ or (tok.like_num and t.like_num):
            return [t]
        if not (t.pos_ == "DET" or t.is_punct):
            break
    return []


def _cop_origin(view: View, ctx: Context) -> bool:
    """UD copula with a case-marked complement: "Je suis de Lyon" -> (you, born_in, lyon)."""
    comp = view.comp
    case = next((c for c in comp.children if dep(c) == "case"), None)
    if case is None or comp.i != view.head.i:
        return False
    if case.lower_ in ctx.lex.privative_preps:  # "estoy sin coche", "je suis sans voiture"
        # A case-marked word is a noun whatever its tag (fr tags "sans vélo" as a verb).
        value = ctx.value(comp) or (phrase_text(comp) if comp.pos_ == "VERB" else None)
        ctx.emit(ctx.subject(view), "has", value, negated=not _negated(view))
        return True
    rel = ctx.lex.verb_prep.get((view.lemma, case.lower_))
    if rel is not None:
        ctx.emit(ctx.subject(view), rel, ctx.value(comp), negated=_negated(view))
    return True


def _cop_time(view: View, ctx: Context) -> bool:
    """"My appointment is on Monday" -> (appointment, time, monday)."""
    lex = ctx.lex
    for pp in view.preps:
        if pp.prep in lex.time_preps and pp.obj.lower_ in lex.time_nouns:
            subj = ctx.subject(view)
            if subj and subj != USER_KEY:
                ctx.emit(subj, "time", pp.obj.text, negated=_negated(view))
                return True
    return False


def _cop_adjective_prep(view: View, ctx: Context) -> bool:
    """An adjective with its preposition: "I'm allergic to peanuts" -> allergic_to peanuts,
    "Soy alérgica a las nueces", "Je suis allergique aux noix"."""
    comp, lex = view.comp, ctx.lex
    if comp.pos_ not in ("ADJ", "VERB"):  # VERB: es tags "alérgica" as a verb form
        return False
    pps = view.preps if comp.i == view.head.i else adjective_preps(comp, lex)
    found = False
    for pp in pps:
        rel = lex.verb_prep.get((comp.lemma_.lower(), pp.prep)) or lex.verb_prep.get(
            (comp.lower_, pp.prep))
        if rel is not None:
            found = True
            value = phrase_text(pp.obj) if pp.obj.pos_ == "VERB" else ctx.value(pp.obj)
            ctx.emit(ctx.subject(view), rel, value, negated=_negated(view) or pp.negated)
    return found


def _cop_identity(view: View, ctx: Context) -> bool:
    """"I'm a nurse" / "I'm vegetarian" -> is; "I'm Alex" -> name; "I'm tired" -> nothing."""
    comp, lex = view.comp, ctx.lex
    subj = ctx.subject(view)
    if subj is None or comp is None:
        return True
    owner_word = view.subj is not None and (
        view.subj.pos_ == "PRON" and "Yes" in view.subj.morph.get("Poss")
        or view.subj.pos_ == "NOUN" and view.subj.lower_ in lex.self_words)
    if owner_word:
        # "mine is a honda": "mine" stands for the thing just asked about, not the user.
        _echo(view, ctx)
        return True
    low, lemma = comp.lower_, comp.lemma_.lower()
    if low in lex.passing_states or lemma in lex.passing_states:
        return True
    neg = _negated(view)
    if _looks_like_name(comp) and subj == USER_KEY and not any(
        dep(c) == "case" or c.dep_ == "prep" for c in comp.children
    ):
        ctx.emit(USER_KEY, "name", name_text(comp), negated=neg)
    elif subj == USER_KEY and view.lemma in lex.be_verbs and _unknown_word(comp, ctx) and (
            _first_singular(view)):
        ctx.emit(USER_KEY, "name", comp.text, negated=neg)  # "i am sarah", "soy bruno"
    elif comp.pos_ == "NOUN" and _singular_self(view) and _bare_name(comp, lex):
        ctx.emit(USER_KEY, "name", comp.text, negated=neg)
    elif comp.pos_ == "NOUN" and not ctx.kin(comp):
        if any(dep(c) == "case" for c in comp.children):
            return True
        place = workplace(comp, ctx)
        skip = frozenset(t.i for t in place[0].subtree) if place else frozenset()
        ctx.emit(subj, "is", _comp_text(view, skip), negated=neg)
        _job_place(view, comp, place, ctx)
        for alt in _negated_alternatives(comp, ctx):  # "I'm a nurse, not a doctor"
            ctx.emit(subj, "is", phrase_text(alt), negated=True)
    elif comp.pos_ in ("ADJ", "VERB") and (
        low in lex.identity_adjectives or lemma in lex.identity_adjectives
        or low in lex.occupations
    ):  # VERB: fr "elle est avocate" tags the noun as a passive participle
        ctx.emit(subj, "is", comp.text, negated=neg)
        if low in lex.occupations:
            _job_place(view, comp, workplace(comp, ctx), ctx)
    return True


# What may follow a lone name without being part of it ("i'm nancy, nice to meet you").
_AFTER_NAME = frozenset({"punct", "appos", "parataxis", "advcl", "relcl", "acl", "conj", "cc"})


# Children that make a complement a described thing, not a lone name.
_MODIFIERS = frozenset({"det", "amod", "nmod", "case", "nummod", "poss", "compound", "prep",
                        "acl", "relcl", "acomp"})


def _bare_name(comp: Token, lex: Lexicon, *, any_language: bool = False,
               after_only: bool = True) -> bool:
    """"i'm ravi": a lone singular noun where the language needs an article for a job
    (``any_language``: a lone word that is none of the table's kinds, in any language;
    ``after_only``: only children after the word count, as ClearNLP hangs "I am" on the verb,
    not on the complement)."""
    lemma = comp.lemma_.lower()
    doc = comp.doc
    own = [c for c in comp.children if (c.i > comp.i or after_only) and not (c.i > comp.i and (
        dep(c) in _AFTER_NAME or any(t.text == "," for t in doc[comp.i + 1 : c.left_edge.i])))]
    if not after_only:
        # What follows a coordinator is the next clause ("soy nuria y vivo en sevilla").
        cut = min((c.i for c in comp.children if c.i > comp.i and dep(c) in ("cc", "conj")),
                  default=len(doc))
        own = [c for c in own if comp.i < c.i < cut]
    return (lex.bare_complement_names or any_language) and not own and not (
        lemma in lex.things or lemma in lex.kinship or lemma in lex.identity_adjectives
        or lemma in lex.name_nouns or comp.lower_ in lex.passing_states
        or lemma in lex.passing_states or comp.lower_ in lex.identity_adjectives
        or comp.lower_ in lex.occupations or comp.lower_ in lex.reactions)


def _echo(view: View, ctx: Context) -> None:
    """"what is your name? mine is omar" -> (you, name, omar); "your favorite animal? mine
    are zebras" -> (you, favorite_animal, zebras): "mine" answers the "your X" asked just
    before it in the turn."""
    lex, comp = ctx.lex, view.comp
    asked = next((t for t in reversed(view.subj.doc[: view.subj.i])
                  if any(c.lower_ in lex.second_person_possessives for c in t.children)), None)
    if asked is None or comp is None:
        return
    neg = _negated(view)
    if asked.lemma_.lower() in lex.name_nouns:
        ctx.emit(USER_KEY, "name", comp.text, negated=neg)
        return
    if not _favorite_kind(asked, ctx):
        return
    thing = _favorite_thing(asked, ctx)
    for v in conjuncts(comp):
        ctx.emit(USER_KEY, f"favorite_{thing}" if thing else "likes", ctx.value(v), negated=neg)


def _unknown_word(comp: Token, ctx: Context) -> bool:
    """A lone lower-case complement that the pipeline knows as neither an adjective nor a
    noun, nor the tables as a state, job or kin word: a name the tagger read as a word."""
    lex, words = ctx.lex, ctx.word_classes
    if not words.known or not comp.is_alpha or len(comp.text) < 2 or comp.pos_ not in (
            "ADJ", "NOUN", "PROPN", "PRON", "VERB", "X"):
        return False
    if comp.pos_ == "PRON" and (comp.is_stop or comp.lower_ in lex.pronouns):
        return False  # fr tags a lower-case name as a pronoun ("je suis camille")
    if any(dep(c) in _MODIFIERS for c in comp.children) or not _bare_name(
            comp, lex, any_language=True, after_only=False):
        return False
    forms = (comp.lower_, comp.lemma_.lower())
    if any(f in lex.occupations for f in forms):
        return False
    # Only the class the tagger guessed is asked: the English noun list holds names too.
    if comp.pos_ == "ADJ":
        return not words.is_adjective(*forms)
    if comp.pos_ == "NOUN":
        return not words.is_noun(*forms)
    return not (words.is_adjective(*forms) or words.is_noun(*forms))


def _passive_name(view: View, ctx: Context) -> bool:
    """fr reads a lower-case name after "je suis" / "moi c'est" as a passive participle
    ("je suis enzo"): a "participle" the pipeline knows as no verb, adjective or noun, said
    of the speaker, is a name."""
    head, lex = view.head, ctx.lex
    be = next((c for c in head.children if c.dep_.endswith("pass") and dep(c) == "aux"
               and c.lemma_.lower() in lex.be_verbs), None)
    if be is None or head.pos_ != "VERB" or view.obj is not None or view.preps:
        return False
    if ctx.subject(view) != USER_KEY or ctx.word_classes.is_verb(head.lower_, head.lemma_):
        return False
    if not _unknown_word(head, ctx):
        return False
    ctx.emit(USER_KEY, "name", head.text, negated=_negated(view))
    return True


def _first_singular(view: View) -> bool:
    """The subject is the speaker alone: "I", or a first-person singular verb ("soy")."""
    if view.subj is not None:
        return _singular_self(view)
    verbs = [view.head, *(c for c in view.head.children if dep(c) in ("cop", "aux"))]
    return view.implicit_you and any(
        v.morph.get("Person") == ["1"] and v.morph.get("Number") == ["Sing"] for v in verbs)


def _singular_self(view: View) -> bool:
    """The subject is "I" itself (the tagger may call a lower-case name plural)."""
    subj = view.subj
    return subj is not None and subj.pos_ == "PRON" and (
        subj.morph.get("Person") == ["1"] and subj.morph.get("Number") == ["Sing"]
        and "Yes" not in subj.morph.get("Poss"))  # "mine is ..." names no one


def _cop_relation_noun(view: View, ctx: Context) -> bool:
    """"My hometown is Lima" -> (you, born_in, lima); "Lima is my hometown" likewise."""
    lex = ctx.lex
    for holder, value in ((view.subj, view.comp), (view.comp, view.subj)):
        if holder is None or value is None or holder.i == value.i:
            continue
        rel = lex.relation_nouns.get(holder.lemma_.lower())
        if rel is None:
            continue
        owner = ctx.possessor(holder) or (USER_KEY if view.implicit_you else None)
        ctx.emit(owner, rel, ctx.value(value), negated=_negated(view))
        return True
    return False


def _cop_favorite_alone(view: View, ctx: Context) -> bool:
    """A favourite without its kind: "Rugby is my favorite", "my favorite is pizza" -> likes."""
    lex = ctx.lex
    for holder, value in ((view.subj, view.comp), (view.comp, view.subj)):
        if holder is None or value is None or holder.i == value.i:
            continue
        if holder.lower_ not in lex.favorite_words and holder.lemma_.lower() not in (
                lex.favorite_words):
            continue
        owner = ctx.possessor(holder)
        if owner is None:
            return False
        for v in conjuncts(value):
            ctx.emit(owner, "likes", ctx.value(v), negated=_negated(view))
        return True
    return False


def workplace(job: Token, ctx: Context) -> tuple[Token, Token] | None:
    """The place a job noun is done at: "a nurse at the county hospital", "enfermera en un
    hospital", "infirmière à l'hôpital" -> (the attachment, the place); a role that is no job
    ("a student at ...") has none."""
    lex = ctx.lex
    if job.lemma_.lower() in lex.non_work_roles or job.lower_ in lex.non_work_roles:
        return None
    for child in job.children:
        if child.i < job.i:
            continue
        if child.dep_ == "prep" and child.lower_ in lex.workplace_preps:
            place = next((g for g in child.children if g.dep_ == "pobj"), None)
            if place is not None and not ctx.kin(place):  # "a stay at home mom"
                return child, place
        elif dep(child) in PP_DEPS and not ctx.kin(child) and any(
                dep(c) == "case" and c.lower_ in lex.workplace_preps for c in child.children):
            return child, child
    return None


def _job_place(view: View, job: Token, place: tuple[Token, Token] | None,
               ctx: Context) -> None:
    """works_at the place of a job: on the job noun, or on the copula verb ("i am a stocker
    at walmart" hangs "at walmart" on "am")."""
    subj = ctx.subject(view)
    if place is not None:
        ctx.emit(subj, "works_at", ctx.value(place[1]), negated=_negated(view))
        return
    if job.i == view.head.i or job.lemma_.lower() in ctx.lex.non_work_roles:
        return
    pp = next((p for p in view.preps if p.prep in ctx.lex.workplace_preps), None)
    if pp is not None:
        ctx.emit(subj, "works_at", ctx.value(pp.obj), negated=_negated(view) or pp.negated)


def _comp_text(view: View, without: frozenset[int] = frozenset()) -> str:
    """The complement phrase without the subject ("my sister's a nurse" hangs the subject
    inside the complement)."""
    skip = {t.i for t in view.subj.subtree} if view.subj is not None else set()
    skip |= without
    toks = [t for t in phrase_tokens(view.comp) if t.i not in skip]
    return "".join(t.text_with_ws for t in toks).strip()


def _cop_superlative(view: View, ctx: Context) -> bool:
    """"Mondays are the worst" / "the best is pizza" -> (you, dislikes / likes, ...): a
    judgement of a thing, said by the speaker. People judged ("my brother is the best") and
    superlatives with a scope ("the worst of all", "the best at chess") give nothing."""
    lex = ctx.lex
    for judged, sup in ((view.subj, view.comp), (view.comp, view.subj)):
        if judged is None or sup is None or judged.i == sup.i:
            continue
        rel = lex.superlatives.get(sup.lower_)
        if rel is None:
            continue
        if any(c.dep_ == "prep" or dep(c) in PP_DEPS for c in sup.children) or (
                judged.pos_ not in ("NOUN", "PROPN") or ctx.kin(judged)):
            return True
        ctx.emit(USER_KEY, rel, ctx.value(judged), negated=_negated(view))
        return True
    return False


_COPULA_FAMILIES: tuple[Callable[[View, Context], bool], ...] = (
    cop_habit,
    _cop_name,
    _cop_superlative,
    _cop_favorite,
    _cop_favorite_alone,
    _cop_relation_noun,
    _cop_friends,
    _cop_kinship,
    _cop_age,
    cop_fan,
    _cop_origin,
    _cop_adjective_prep,
    _cop_identity,
)


def kin_names(tok: Token, ctx: Context) -> None:
    """Kin named anywhere in the clause, keyed on the user:

    - "My sister Anna lives in Denver" / "Mon frère, Thomas, travaille..." -> (you, sister, anna)
    - "Daniel, my husband, works at Amazon" (kin in apposition to the name) -> (you, husband,
      daniel); the name stays the subject of the clause.
    - "Tengo una hermana llamada Carmen" -> (you, sister, carmen).
    """
    kin = ctx.kin(tok)
    if kin is None:
        return
    if ctx.self_possessed(tok) or name_headed_by_kin(tok, ctx) is not None:
        name = ctx.name_of(tok)
        head = tok.head
        if name is None and head.pos_ == "PROPN" and head.i < tok.i and (
            dep(tok) == "appos" or _comma_conjunct(tok)
        ):
            name = head
        if name is not None:
            proper = name.pos_ == "PROPN" or _capitalised_surname(name)
            ctx.emit(USER_KEY, kin, name_text(name) if proper else name.text)
            return
    if ctx.user_kin(tok):
        name = ctx.named_by_participle(tok)
        if name is not None:
            ctx.emit(USER_KEY, kin, name_text(name) if name.pos_ == "PROPN" else name.text)
            return
        # "I have a daughter, Mia", "J'ai deux enfants, Léa et Tom": one edge per name.
        name = ctx.name_of(tok)
        if name is not None and name.i > tok.i:
            for each in kin_name_list(tok, name):
                ctx.emit(USER_KEY, kin, name_text(each))


def kin_name_list(kin: Token, name: Token) -> list[Token]:
    """The names given to a kin noun in apposition, coordinated ("two kids, Mia and Leo");
    the fr model may make each name a conjunct of the kin noun itself."""
    out = [t for t in conjuncts(name) if _looks_like_name(t)]
    if name.head.i == kin.i and name.dep_ == "conj":
        out += [t for t in conjuncts(kin)[1:] if t.i > name.i and _looks_like_name(t)]
    return out


def job_place(tok: Token, ctx: Context) -> None:
    """"my job at the bank keeps me busy" -> (you, works_at, bank): the user's job noun with
    the place it is done at, wherever the phrase stands in the clause."""
    lex = ctx.lex
    if tok.lemma_.lower() not in lex.job_nouns or not ctx.self_possessed(tok):
        return
    place = workplace(tok, ctx)
    if place is not None:
        ctx.emit(USER_KEY, "works_at", ctx.value(place[1]))


def denied_kin(tok: Token, ctx: Context) -> None:
    """A verbless denial of kin or pets: "no siblings for me", "no kids, no pets" ->
    (you, has, sibling / kid / pet, negated). Only in a sentence without a verb, where the
    denied noun can only be the speaker's."""
    kin = ctx.kin(tok)
    if kin is None or not ctx.refused(tok) or ctx.possessor(tok) is not None:
        return
    if any(t.pos_ in ("VERB", "AUX") for t in tok.sent):
        return
    ctx.emit(USER_KEY, "has", kin, negated=True)


VIEW_PATTERNS: tuple[Callable[[View, Context], None], ...] = (
    copula,
    naming,
    possession,
    preferences,
    verb_prep,
    habits,
)
