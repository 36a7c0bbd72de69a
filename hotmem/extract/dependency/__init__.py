"""The dependency-parse extraction path (English with ClearNLP labels, Spanish/French with UD).

One parse per utterance comes in; this module

1. cuts it into clauses with their kinds (:mod:`hotmem.extract.dependency.clauses`),
2. resolves pronouns and records the turn's mentions in the session's :class:`Discourse`,
3. builds a scheme-neutral view per predicate (:mod:`hotmem.extract.dependency.views`),
4. runs the pattern families (:mod:`hotmem.extract.dependency.patterns`) over the statement clauses.

Everything language-specific is a row in ``hotmem/lang/<code>/tables.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hotmem.extract.common import Clause, ClauseKind, Segmented, dedupe, turn_intent
from hotmem.extract.coref import GROUP, PERSON, THING, Discourse, Mention
from hotmem.extract.dependency import clauses as _clauses
from hotmem.extract.dependency.clauses import dep, supposed_complement, under_wish
from hotmem.extract.dependency.patterns import (
    VIEW_PATTERNS,
    Context,
    by_their_names,
    counted_kin,
    denied_kin,
    favorite_beside,
    gerund_job,
    homograph_verb,
    job_place,
    kin_names,
    of_them,
    self_introduction,
    wished_possession,
    without_named_kin,
)
from hotmem.extract.dependency.views import View, build_views, phrase_text
from hotmem.extract.forget import (
    FORGET_LAST,
    FORGET_OBJECT,
    FORGET_UNCLEAR,
    SpokenWord,
    forget_relation,
    forget_request,
    may_open_request,
    object_topic,
    verb_index,
)
from hotmem.extract.policy import yields_facts, yields_reason_facts
from hotmem.lang import get_lexicon
from hotmem.lang.lexicon import Lexicon
from hotmem.morph import morph_get
from hotmem.relations import FEMALE_KIN, MALE_KIN, PETS, is_entity_valued, is_state
from hotmem.text import USER_KEY, display_form, normalize_key
from hotmem.types import FORGET_ABOUT, Extraction, Intent

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

__all__ = ["extract", "mentions", "segment"]

_MENTION_DEPS = frozenset(
    {"nsubj", "nsubjpass", "dobj", "obj", "pobj", "obl", "nmod", "attr", "appos", "oprd",
     "conj", "iobj", "dative", "ROOT", "xcomp", "flat"}
)
_LEMMA_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "NUM"})


def segment(doc: Doc, lang: str) -> Segmented:
    """Clauses of a parsed utterance with their kinds (:mod:`~.clauses`)."""
    return _clauses.segment(doc, lang)


def extract(segmented: Segmented, lang: str, discourse: Discourse) -> Extraction:
    """Facts, intent, entities, lemmas and forget requests of one user utterance.

    >>> extract(segment(nlp("I live in Seattle and work at Microsoft"), "en"), "en", d).facts
    (Fact(s='you', r='lives_in', d='seattle', ...), Fact(s='you', r='works_at', ...))
    """
    lex = get_lexicon(lang)
    doc = segmented.doc
    views = build_views(doc, lex, segmented.label_scheme, segmented.word_classes)
    ctx = Context(lex=lex, lang=lang, word_classes=segmented.word_classes)
    entities = _resolve_and_record(doc, views, ctx, discourse)
    wh = next((c.wh for c in segmented.clauses if c.wh), None)
    lemmas = _lemmas(doc, lex)
    spans = _clause_spans(segmented.clauses)

    forget = _forget(doc, views, ctx)
    if forget:
        return Extraction(lang=lang, intent=Intent.FACT_STATEMENT, entities=entities,
                          lemmas=lemmas, wh=wh, forget=forget)

    for view in views:
        clause = _clause_of(view.head.i, spans)
        if not yields_facts(clause) or under_wish(view.head, lex) or (
                supposed_complement(view.head, lex)):
            if clause is not None and clause.kind is not ClauseKind.QUESTION:
                ctx.hedged = clause.hedged
                wished_possession(view, ctx)
            continue
        ctx.hedged = clause.hedged
        for pattern in VIEW_PATTERNS:
            pattern(view, ctx)
    stated = bool(ctx.facts)
    for view in views:  # nothing else stated: a reason clause is the statement
        clause = _clause_of(view.head.i, spans)
        if yields_reason_facts(clause) and (not stated or _speaker_states(view, ctx)):
            ctx.hedged = clause.hedged
            start = len(ctx.facts)
            for pattern in VIEW_PATTERNS:
                pattern(view, ctx)
            if stated:  # beside another fact, only a state the speaker says of themself,
                # or what they have or lack ("... because i don't have a car")
                ctx.facts[start:] = [f for f in ctx.facts[start:] if f.s == USER_KEY and (
                    is_state(f.r) or f.r == "has")]
    openers = lex.introduction_openers
    for tok in doc:
        low = tok.lower_
        if low in lex.homograph_verbs:
            clause = _clause_of(tok.i, spans)
            if yields_facts(clause) or yields_reason_facts(clause):
                ctx.hedged = clause.hedged
                homograph_verb(tok, ctx)
        if low.replace("’", "'") in openers:
            clause = _clause_of(tok.i, spans)
            if not yields_facts(clause) and tok.i + 1 < len(doc):
                # "salut c'est gaëtan": the greeting may be parsed as a sentence of its own
                clause = _clause_of(tok.i + 1, spans)
            if yields_facts(clause):
                self_introduction(tok, ctx)
        if tok.tag_ == "VBG":
            clause = _clause_of(tok.i, spans)
            if yields_facts(clause):
                ctx.hedged = clause.hedged
                gerund_job(tok, ctx)
            continue
        noun = tok.pos_ in ("NOUN", "PROPN")
        kin = None if noun else ctx.kin(tok)
        if not noun and not kin:
            continue
        clause = _clause_of(tok.i, spans)
        if not yields_facts(clause):
            continue
        ctx.hedged = clause.hedged
        if noun:
            kin = ctx.kin(tok)
        if kin:
            kin_names(tok, ctx)
            denied_kin(tok, ctx)
            counted_kin(tok, ctx)
        else:
            job_place(tok, ctx)
            favorite_beside(tok, ctx)

    facts = by_their_names(without_named_kin(dedupe(ctx.facts), lex), lex)
    keys = list(entities)
    for fact in facts:
        for key in (fact.s, fact.d):
            if key not in keys and is_entity_valued(fact.r):
                keys.append(key)
    return Extraction(
        lang=lang,
        intent=turn_intent(segmented.clauses, facts),
        facts=tuple(facts),
        entities=tuple(keys),
        lemmas=lemmas,
        wh=wh,
    )


def mentions(doc: Doc, lang: str) -> list[Mention]:
    """Noun mentions of an assistant utterance, for coref only ("you"/"I" never map here)."""
    lex = get_lexicon(lang)
    out = []
    for tok in doc:
        m = _mention(tok, lex, assistant=True)
        if m is not None:
            out.append(m)
    return out


def _speaker_states(view: View, ctx: Context) -> bool:
    """A reason clause in which the speaker states a present state of their own ("i grow
    herbs indoors since i live in an apartment"): where they live or work, what they are,
    what they have or lack ("since i don't have a car"), is a fact even beside another fact;
    a reason about someone else ("because my wife got a job
    there") or a liking ("because I love engineering") explains only."""
    subj = view.subj
    return subj is not None and ctx.is_self(subj) and (
        "Pres" in morph_get(view.head, "Tense") or any(
            "Pres" in morph_get(c, "Tense") for c in view.head.children
            if dep(c) in ("aux", "cop")))  # UD "parce que je suis vegan": the copula's tense


def _clause_spans(clauses: list[Clause]) -> list[tuple[int, int, Clause]]:
    """Each clause with its span's start and end, read once per turn for :func:`_clause_of`."""
    return [(clause.span.start, clause.span.end, clause) for clause in clauses]


def _clause_of(i: int, spans: list[tuple[int, int, Clause]]) -> Clause | None:
    """The innermost clause containing the token at ``i`` (``spans``: :func:`_clause_spans`)."""
    best, best_len = None, 0
    for start, end, clause in spans:
        if start <= i < end and (best is None or end - start < best_len):
            best, best_len = clause, end - start
    return best


def _resolve_and_record(
    doc: Doc, views: list[View], ctx: Context, discourse: Discourse
) -> tuple[str, ...]:
    """Resolve pronouns and pro-drop subjects in text order, adding each mention as it comes.

    Returns the turn's entity keys (``you`` when the user speaks about themself).
    """
    lex = ctx.lex
    dropped = {v.head.i for v in views if v.dropped and v.subj is None}
    keys: list[str] = []
    said: dict[str, Token] = {}  # this turn's mentions and where they were said

    def note(key: str) -> None:
        if key and key not in keys:
            keys.append(key)

    for tok in doc:
        low = tok.lower_.replace("’", "'")
        if tok.i in dropped:
            m = discourse.resolve("they")
            if m is not None:
                ctx.resolved[tok.i] = m.key
                note(m.key)
        pos = tok.pos_
        if low in lex.self_words and pos in ("PRON", "DET"):
            note(USER_KEY)
            continue
        is_object = dep(tok) in ("dobj", "obj")
        if is_object and tok.like_num and pos == "NUM" and low not in lex.elliptic_objects and (
                not any(True for _ in tok.children) or of_them(tok, lex)):
            # "i have five of them": the pronoun names the counted group too
            # "how many siblings do you have? i have five": the number counts the named group.
            m = next((m for m in discourse.recent() if m.kind == GROUP), None)
            if m is not None:
                ctx.counted[tok.i] = f"{tok.text} {m.display}"
            continue
        if is_object and (
                low in lex.elliptic_objects and not any(True for _ in tok.children)
                or low in lex.quantity_nouns and pos == "NOUN" and all(
                    dep(c) == "det" and "Def" not in morph_get(c, "Definite")
                    for c in tok.children)):
            # "Do you have pets? I don't have any": the quantity stands for the named thing,
            # and so does a bare amount ("any trophies? i have a lot").
            m = next((m for m in discourse.recent() if m.kind in (GROUP, THING)), None)
            if m is not None:
                ctx.resolved[tok.i] = m.key
            continue
        if is_object and (one := _one_of_kind(tok, said, lex)) is not None:
            ctx.counted[tok.i] = one
            continue
        cls = lex.pronouns.get(low)
        if cls is not None and pos == "PRON" and _referential(tok, lex):
            m = _named_pet(tok, cls, discourse, lex, _foreign_pets(said, lex)) or (
                _pet_just_said(tok, cls, said, discourse)) or discourse.resolve(cls)
            if m is not None and _liked_activity(tok, said.get(m.key), lex):
                continue
            if m is not None:
                ctx.resolved[tok.i] = m.key
                note(m.key)
            continue
        m = _mention(tok, lex, assistant=False) if pos in ("NOUN", "PROPN") else None
        if m is not None:
            discourse.add(m)
            said[m.key] = tok
            note(m.key)
    return tuple(keys)


def _one_of_kind(tok: Token, said: dict[str, Token], lex: Lexicon) -> str | None:
    """"vans are great, i have a blue one" -> "blue van": a described "one" (or one with a
    phrase after it: "i ride one to work") stands for one of the kind last named in the
    turn, said in the plural before it."""
    if tok.lower_ not in lex.elliptic_objects or not tok.like_num or (
            dep(tok) not in ("dobj", "obj")):
        return None
    kids = [dep(c) for c in tok.children]
    if not kids or any(d not in ("det", "amod", "prep", "advmod", "relcl", "acl") for d in kids):
        return None
    kind = next((t for t in reversed(said.values()) if t.i < tok.i and t.pos_ == "NOUN"
                 and "Plur" in morph_get(t, "Number") and not lex.kinship.get(t.lower_)
                 and t.lemma_.lower() not in lex.time_nouns), None)
    if kind is None:
        return None
    described = [c.text for c in tok.children if dep(c) == "amod"]
    return " ".join([*described, kind.lemma_.lower()])


def _liked_activity(pron: Token, antecedent: Token | None, lex: Lexicon) -> bool:
    """"i swim laps at the pool, i love it": what is liked or hated is the doing, not the
    place or the person it is done at or for (no "likes pool"). A place lived or worked at
    stays the antecedent ("i live in Oslo and I love it"), and so does a thing done ("i read
    Dune and loved it")."""
    if antecedent is None or dep(pron) not in ("dobj", "obj") or (
            pron.head.lemma_.lower() not in lex.likes):
        return False
    if dep(antecedent) != "pobj" or antecedent.head.dep_ != "prep":
        return False
    prep = antecedent.head.lower_
    verb = next((a for a in antecedent.ancestors if a.pos_ == "VERB"), None)
    if verb is None:
        return False
    lemma = verb.lemma_.lower()
    if verb.pos_ != "VERB" or verb.i == pron.head.i or lemma in lex.likes or (
            lemma in lex.be_verbs or lemma in lex.have_verbs or (lemma, prep) in lex.verb_prep):
        return False
    doer = verb  # "i go running in the park": the subject sits on the verb "running" hangs on
    while dep(doer) == "xcomp" and not any(dep(c) == "nsubj" for c in doer.children):
        doer = doer.head
    return any(dep(c) == "nsubj" and c.lower_ in lex.self_words for c in doer.children)


def _named_pet(tok: Token, cls: str, discourse: Discourse, lex: Lexicon,
               foreign_pets: frozenset[str] = frozenset()) -> Mention | None:
    """"I have a dog. His name is Rufus": a pet is "he" or "she" when its name is given; the
    most recent pet wins over an earlier person. A pet said in this turn as someone else's
    (``foreign_pets``: "i walked my neighbor's dog") is not the user's to name."""
    if cls not in ("he", "she") or tok.dep_ != "poss" or (
            tok.head.lemma_.lower() not in lex.name_nouns):
        return None
    for mention in discourse.recent():
        if mention.key in PETS and mention.key not in foreign_pets:
            return mention
        if mention.kind == PERSON:
            return None
    return None


def _pet_just_said(pron: Token, cls: str, said: dict[str, Token],
                   discourse: Discourse) -> Mention | None:
    """"notre chatte s'appelle noisette et elle adore les croquettes": "he" or "she" right
    after a pet that is the subject of this turn, no one said between and the gender the
    same, is the pet ("ma sœur a un chien et elle ..." is the sister)."""
    if cls not in ("he", "she") or not said:
        return None
    key = max(said, key=lambda k: said[k].i)
    pet = said[key]
    latest = next(iter(discourse.recent()), None)
    if key not in PETS or latest is None or latest.key != key or dep(pet) != "nsubj":
        return None
    gender, own = morph_get(pron, "Gender"), morph_get(pet, "Gender")
    return latest if not gender or not own or gender == own else None


def _foreign_pets(said: dict[str, Token], lex: Lexicon) -> frozenset[str]:
    """Pets said in this turn with a possessor other than the speaker ("my neighbor's dog",
    "his cat")."""
    return frozenset(key for key, tok in said.items() if key in PETS and any(
        c.dep_ == "poss" and c.lower_ not in lex.self_words for c in tok.children))


def _referential(tok: Token, lex: Lexicon) -> bool:
    """False for expletive "it" ("it's raining"), relative "that"/"que" and a clitic that
    doubles a noun of its verb ("¿qué le compro a mi sobrina?": the niece, not whoever was
    said last)."""
    if dep(tok) == "expl":
        return False
    if tok.lower_ in lex.relative_pronouns and dep(tok.head) in ("relcl", "acl"):
        return False
    if lex.doubling_preps and tok.i < tok.head.i and any(
            c.i > tok.head.i and c.pos_ in ("NOUN", "PROPN")
            and any(dep(g) == "case" and g.lower_ in lex.doubling_preps for g in c.children)
            for c in tok.head.children):
        return False
    return True


def _mention(tok: Token, lex: Lexicon, *, assistant: bool) -> Mention | None:
    """A discourse mention for a noun token, or ``None``.

    Kin nouns are people keyed in English with their gender; proper names are people unless
    they sit in a place-like slot (object of a preposition or verb); other nouns are things.
    """
    pos = tok.pos_
    if pos not in ("NOUN", "PROPN"):
        return None
    d = dep(tok)  # "ROOT" has no subtype
    if d in ("compound", "flat") and pos == "PROPN" and tok.head.pos_ == "PROPN":
        return None
    if d not in _MENTION_DEPS and d != "amod":
        return None
    low, lemma = tok.lower_, tok.lemma_.lower()
    kin = lex.kinship.get(low) or lex.kinship.get(lemma)
    if kin is not None and _describes_user(tok, lex):
        return None  # "Soy amiga de Nuria", "I'm friends with Marcus": no third person here
    if kin is not None:
        if assistant and any(c.lower_ in lex.second_person_possessives for c in tok.children):
            return None
        gender = "f" if kin in FEMALE_KIN else "m" if kin in MALE_KIN else None
        kind = THING if kin in PETS else PERSON
        # the fr tagger calls "sœur" plural now and then: a listed form without a plural
        # ending is one person
        listed_singular = low in lex.kinship and not low.endswith(("s", "x"))
        if "Plur" in morph_get(tok, "Number") and not listed_singular:
            kind = GROUP
        return Mention(kin, tok.text, kind, gender)
    if lemma in lex.name_nouns or lemma in lex.things:
        return None
    if pos == "PROPN" and _vocative(tok):
        return None  # "Hey Omar! ... Her name is Pepper": the greeted person is no antecedent
    named_kin = _named_kin(tok, lex) if pos == "PROPN" else None
    if named_kin is not None:  # "my sister Maya ... she": Maya, a woman
        kin = lex.kinship.get(named_kin.lower_) or lex.kinship.get(named_kin.lemma_.lower())
        left = frozenset(t.i for c in tok.children if c.i < tok.i for t in c.subtree)
        text = phrase_text(tok, left)
        gender = "f" if kin in FEMALE_KIN else "m" if kin in MALE_KIN else None
        kind = THING if kin in PETS else PERSON
        return Mention(normalize_key(text, lex.lang), display_form(text, lex.lang), kind, gender)
    text = phrase_text(tok)
    key = normalize_key(text, lex.lang)
    if not key or key == USER_KEY or low in lex.second_person:
        return None
    if pos == "PROPN":
        place = d in ("pobj", "obl", "dobj", "obj") or any(
            dep(c) == "case" for c in tok.children
        ) or (d == "nmod" and any(dep(c) == "case" for c in tok.children))
        if not place or _named_slot(tok, lex) or _kin_governed(tok, lex):
            return Mention(key, display_form(text, lex.lang), PERSON, None)
        return Mention(key, display_form(text, lex.lang), THING, None)
    kind = GROUP if "Plur" in morph_get(tok, "Number") else THING
    return Mention(key, display_form(text, lex.lang), kind, None)


def _named_kin(name: Token, lex: Lexicon) -> Token | None:
    """The kin or pet noun right before a name ("my sister Maya", "our dog Biscuit")."""
    return next((c for c in name.children if c.i < name.i and dep(c) in ("compound", "amod")
                 and (c.lower_ in lex.kinship or c.lemma_.lower() in lex.kinship)), None)


def _vocative(tok: Token) -> bool:
    """A name the speaker greets or calls ("Hey Omar!", "Hola Marta,"): attached to an
    interjection, or right after one."""
    if dep(tok) == "vocative" or any(c.pos_ == "INTJ" for c in tok.children):
        return True
    return tok.i > 0 and tok.doc[tok.i - 1].pos_ == "INTJ"


def _describes_user(tok: Token, lex: Lexicon) -> bool:
    """A kin noun predicated of the user ("I'm friends with...", "Soy amiga de...")."""
    if any(c.dep_ == "poss" or "Yes" in morph_get(c, "Poss") for c in tok.children):
        return False
    if dep(tok) in ("attr", "acomp"):
        pred = tok.head
    elif any(dep(c) == "cop" for c in tok.children):
        pred = tok
    else:
        return False
    subj = next((c for c in pred.children if dep(c) in ("nsubj", "nsubjpass")), None)
    if subj is not None:
        return subj.lower_ in lex.self_words
    cop = next((c for c in pred.children if dep(c) == "cop"), None)
    return cop is not None and morph_get(cop, "Person") == ["1"]


def _kin_governed(tok: Token, lex: Lexicon) -> bool:
    """A name attached to a kin/friend noun is a person: "amiga de Nuria", "friends with
    Marcus", "amie avec Sophie"."""
    head = tok.head
    if head.dep_ == "prep":
        head = head.head
    if head.i == tok.i:
        return False
    return head.lower_ in lex.kinship or head.lemma_.lower() in lex.kinship


def _named_slot(tok: Token, lex: Lexicon) -> bool:
    """A name given by a naming verb ("se llama Ana", "named Max") is a person."""
    head = tok.head
    return head.lemma_.lower() in lex.naming_verbs


_RELATION_WORDS: dict[str, frozenset[str]] = {}


def _relation_words(lex: Lexicon) -> frozenset[str]:
    """Words that name a relation ("live", "like", "name", "old"): kept in the retrieval
    query even when spaCy calls them stop words, so "What's my name?" still asks for a name."""
    words = _RELATION_WORDS.get(lex.lang)
    if words is None:
        words = frozenset(
            {verb for verb, _ in lex.verb_prep} | set(lex.likes) | set(lex.likes_reverse)
            | lex.naming_verbs | lex.name_nouns | lex.age_adjectives | lex.age_nouns
            | lex.favorite_words
        )
        _RELATION_WORDS[lex.lang] = words
    return words


def _lemmas(doc: Doc, lex: Lexicon) -> tuple[str, ...]:
    """Lower-case content-word lemmas for retrieval; kin nouns also in English."""
    out: list[str] = []
    keep = _relation_words(lex)
    for tok in doc:
        pos = tok.pos_
        if pos not in _LEMMA_POS or tok.is_punct or tok.is_space:
            continue
        low = tok.lower_
        if low in lex.self_words:
            continue
        # the language's lemma fixes too: fr "je bosse" is no "boss" (a kin noun)
        lemma = (lex.verb_forms.get(low) or lex.lemma_fixes.get(low) or tok.lemma_).lower()
        if (tok.is_stop or lemma in lex.stopwords) and lemma not in keep:
            continue
        if pos == "VERB" and (lemma in lex.be_verbs or lemma in lex.have_verbs):
            continue
        for item in (lemma, lex.kinship.get(lemma)):
            if item and item not in out:
                out.append(item)
    return tuple(out)


def _forget(doc: Doc, views: list[View], ctx: Context) -> tuple[tuple[str | None, ...], ...]:
    """Spoken forget requests (:mod:`hotmem.extract.forget` reads the words): "forget that" ->
    *last*, "forget where I live" -> (you, lives_in); only a request about a thing ("forget my
    trip to Paris") is read from the tree, into a topic."""
    if not may_open_request([t.lower_ for t in doc[:8] if not t.is_punct], ctx.lex):
        return ()
    words = _spoken_words(doc, ctx.lex)
    request = forget_request(words, ctx.lex)
    if request is None:
        return ()
    if request != FORGET_OBJECT:
        return (request,)
    lex = ctx.lex
    out: list[tuple[str | None, ...]] = []
    for view in views:
        if view.lemma not in lex.forget_verbs or view.head.dep_ != "ROOT" or view.negated:
            continue  # "don't forget to call her" is advice, not a request
        if view.subj is not None and view.subj.lower_ not in lex.second_person:
            continue  # "I forgot my keys" is a statement, not a request
        obj = view.obj
        comp = next((c for c in view.head.children if dep(c) in ("ccomp", "xcomp")), None)
        if comp is not None:
            out.extend(_forget_clause(comp, views, ctx))
        elif obj is not None and (obj.pos_ == "PRON" or obj.lower_ in lex.pronouns) and (
            obj.lower_ not in lex.self_words
        ):
            out.append(FORGET_LAST)
        elif obj is not None:
            owner = ctx.possessor(obj)
            if obj.lemma_.lower() in lex.name_nouns:
                out.append((owner or USER_KEY, "name"))
            elif ctx.kin(obj):
                out.append((ctx.kin(obj), None))
            else:
                out.append(_forget_topic(phrase_text(obj), ctx))
        else:
            pp = next((p for p in view.preps), None)
            if pp is not None:
                kin = ctx.kin(pp.obj)
                out.append((kin, None) if kin else _forget_topic(phrase_text(pp.obj), ctx))
    if not out:  # the tree missed the verb ("Olvida París"): the words after it
        verb_at = verb_index(words, lex) or 0
        out.append(object_topic([w.text for w in words[verb_at + 1:]], ctx.lang))
    return tuple(out)


def _forget_topic(phrase: str, ctx: Context) -> tuple[str | None, str | None]:
    """"forget my trip to Paris" -> (*about*, "trip paris")."""
    return object_topic(phrase.split(), ctx.lang)


def _lemma(tok: Token, lex: Lexicon) -> str:
    low = tok.lower_.replace("’", "'")
    return lex.verb_forms.get(low) or lex.lemma_fixes.get(low) or tok.lemma_.lower()


def _spoken_words(doc: Doc, lex: Lexicon) -> list[SpokenWord]:
    """The first sentence's words as :func:`~hotmem.extract.forget.forget_request` reads
    them: "Olvida dónde vivo", "Oublie où j'habite", "Olvida eso", which the small models parse
    too loosely to read from the tree."""
    first = next(doc.sents, None) if doc.has_annotation("SENT_START") else doc[:]
    if first is None:
        return []
    return [
        SpokenWord(t.lower_.replace("’", "'"), _lemma(t, lex), t.lower_ in lex.verb_forms)
        for t in first if not t.is_punct
    ]


def _forget_clause(comp: Token, views: list[View], ctx: Context) -> list[tuple[str | None, ...]]:
    """"forget that I live in Rome" -> (you, lives_in, rome): the relation of the embedded
    predicate and the words after it (the facts whose object they name go, so a newer "I live
    in Madrid" stays); a clause without a subject or a known relation forgets nothing."""
    view = next((v for v in views if v.head.i == comp.i), None)
    if view is None:
        return [FORGET_UNCLEAR]
    subj = ctx.subject(view)
    subj_key = normalize_key(subj, ctx.lang) if subj else None
    relation = forget_relation(view.lemma, ctx.lex)
    if not (subj_key and relation):
        return [FORGET_UNCLEAR]
    after = [t.text for t in comp.subtree if t.i > comp.i and not t.is_punct]
    named = object_topic(after, ctx.lang)
    return [(subj_key, relation, named[1]) if named[0] == FORGET_ABOUT else (subj_key, relation)]
