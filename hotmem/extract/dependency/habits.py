"""Habits said with a doing verb: "I play the cello", "je fais du yoga", "escucho mucho jazz".

A present-tense activity verb with its activity states a liking of that activity (GOLD_GUIDE:
"I play tennis" -> likes tennis). A past or progressive form is an episode ("I played tennis
yesterday", "I'm playing tennis"), never a liking. Light verbs ("do", "faire", "hacer") only
count with a bare or partitive object: "I do yoga", never "I do the dishes".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hotmem.extract.dependency.clauses import dep
from hotmem.extract.dependency.views import (
    View,
    adjective_preps,
    partitive_items,
    phrase_text,
)
from hotmem.morph import morph_get

if TYPE_CHECKING:
    from spacy.tokens import Token

    from hotmem.extract.dependency.patterns import Context


def _episode(view: View) -> bool:
    """A one-off: past, progressive, perfect or non-finite forms of the verb."""
    head = view.head
    if head.tag_ in ("VBD", "VBN", "VBG"):
        return True
    if _finite_read_as_participle(head):
        return False
    if "Past" in morph_get(head, "Tense"):
        return True
    if {"Ger", "Part", "Inf"} & set(morph_get(head, "VerbForm")):
        return True
    return any(dep(c) in ("aux", "aux:pass") and c.lemma_.lower() not in ("do",)
               for c in head.children if c.i < head.i)


def _finite_read_as_participle(head: Token) -> bool:
    """fr "mon fils fait du judo": after a noun subject the tagger reads the present "fait"
    as a past participle; without an auxiliary a participle with its own subject is the
    clause's finite verb."""
    return "Part" in morph_get(head, "VerbForm") and head.dep_ == "ROOT" and any(
        dep(c) == "nsubj" and c.i < head.i and c.pos_ in ("NOUN", "PROPN")
        for c in head.children) and not any(
        dep(c) in ("aux", "cop") for c in head.children)


def _bare(obj: Token, verb: Token, ctx: Context) -> bool:
    """A singular activity with no article, possessive or number, or only a partitive one."""
    marks = ("det", "poss", "nummod", "case", "amod")
    before = [c.lower_.replace("’", "'") for c in obj.children
              if c.i < obj.i and c.i != verb.i and dep(c) in marks]
    partitive = any(w in ctx.lex.partitive_articles for w in before)
    if "Plur" in morph_get(obj, "Number"):
        return partitive  # "du pilates": a singular article, whatever the tagger says
    return not before or partitive


def _recurring_plural(obj: Token, view: View, ctx: Context) -> bool:
    """A bare plural done at a recurring time: "hace crucigramas cada mañana"."""
    return "Plur" in morph_get(obj, "Number") and not any(
        dep(c) in ("det", "poss", "nummod") for c in obj.children if c.i < obj.i) and any(
        t.lower_ in ctx.lex.frequency_words for t in view.head.subtree if t.i > obj.i)


def habits(view: View, ctx: Context) -> None:
    """(subject, likes, activity) for a present-tense doing verb with its activity."""
    lex = ctx.lex
    if not lex.habit_verbs or view.negated or view.used_to or _episode(view):
        return
    targets = [pp.obj for pp in view.preps if (view.lemma, pp.prep) in lex.habit_verbs]
    if view.obj is not None and any(  # "je fais du yoga": the partitive read as the object's
            dep(c) in ("case", "det") and c.i < view.obj.i
            and (view.lemma, c.lower_.replace("’", "'")) in lex.habit_verbs
            for c in view.obj.children):
        targets.append(view.obj)
    prep_list = {t.i for t in targets} if len(targets) > 1 else set()
    if (view.lemma, None) in lex.habit_verbs:
        targets = ([view.obj] if view.obj is not None else []) + _amounts(view, ctx) + targets
    if not targets:
        return  # no activity: nothing to say of anyone
    subj = ctx.subject(view)
    if subj is None:
        return
    times = lex.time_nouns | lex.months
    for said in targets:
        obj = ctx.amount_of(said) or said  # "i do a bit of yoga"
        if obj.lower_ in times or (view.lemma in lex.light_habit_verbs
                                   and not _bare(obj, view.head, ctx)
                                   and not _recurring_plural(obj, view, ctx)):
            continue
        if ctx.kin(obj) is not None or obj.pos_ == "PRON":
            return  # "I play with my son", "I listen to her"
        rel = lex.habit_verbs.get((view.lemma, None)) or "likes"
        # "I play guitar, piano and the drums": each listed activity; "juego al fútbol, al
        # pádel y al ajedrez": each with its own preposition
        listed = [obj, *(t for item in partitive_items(obj) for t in _listed(item))] if (
            view.obj is None or obj.i != view.obj.i) else [
            t for t in _listed(obj) if ctx.kin(t) is None and t.pos_ != "PRON"
            and not (t.dep_ == "conj" and ctx.refused(t))]  # "guitar but not piano"
        listed += [t for t in _listed_activities(obj, view) if t not in listed]
        # "beaucoup de rock mais pas de rap": a refused item is no habit
        listed = [t for t in listed if not (t.dep_ == "conj" and ctx.refused(t))]
        values = [_as_written(_activity_text(t, view.head, ctx), t) for t in listed]
        values = [v for v in values if v and len(v.split()) <= 4]
        for value in values:
            # "je fais de l'hypertension": a condition done is a condition had
            condition = view.lemma in lex.light_habit_verbs and any(
                w in lex.condition_nouns for w in value.split())
            ctx.emit(subj, "has_condition" if condition else rel, value)
        if values and obj.i not in prep_list:
            return  # only a list of activities goes on ("du vélo, de la natation et du judo")


def _listed(obj: Token) -> list[Token]:
    """``obj`` and the objects coordinated with it ("guitar, piano and the drums") or listed
    after it without commas ("du tennis de la danse et de la boxe")."""
    out = [obj]
    for item in partitive_items(obj):
        out.extend(_listed(item))
    for child in obj.children:
        if child.dep_ == "conj" and child.i > obj.i:
            out.extend(_listed(child))
    return out


def _listed_activities(obj: Token, view: View) -> list[Token]:
    """Activities listed after the first, each with its own preposition ("juego al fútbol, al
    pádel y al ajedrez"): conjuncts of the first or of the verb that keep a case marker."""
    out: list[Token] = []
    for tok in (*obj.children, *view.head.children):
        if dep(tok) == "conj" and tok.i > obj.i and tok.pos_ in ("NOUN", "PROPN") and any(
                dep(c) == "case" for c in tok.children):
            out.append(tok)
            out.extend(c for c in tok.children if dep(c) == "conj" and c.pos_ in (
                "NOUN", "PROPN") and any(dep(k) == "case" for k in c.children))
    return out


def _activity_text(obj: Token, verb: Token, ctx: Context) -> str | None:
    """The activity's words; the verb itself is left out when the tagger hung it under its
    object ("practico natación"), and an activity read as a verb ("al pádel") is its word."""
    if obj.is_ancestor(verb):
        return phrase_text(obj, frozenset(t.i for t in verb.subtree))
    if obj.pos_ == "VERB" and obj.is_alpha and not any(
            dep(c) in ("obj", "dobj", "nsubj") for c in obj.children):
        return obj.lower_
    return ctx.value(obj)


def _as_written(value: str | None, obj: Token) -> str | None:
    """``value`` with the hyphens the tokenizer split off put back ("lo-fi", "hip-hop")."""
    if not value:
        return value
    gap = r"(?:\s*-\s*|\s+)"
    pattern = r"\b" + gap.join(re.escape(w) for w in value.lower().split()) + r"(?:-\w+)*\b"
    found = re.search(pattern, obj.sent.text.lower())
    return found.group(0) if found else value


def _amounts(view: View, ctx: Context) -> list[Token]:
    """The "de" phrase of an amount adverb: "j'écoute beaucoup de rap" -> rap."""
    return [g for c in view.head.children if c.lower_ in ctx.lex.amount_adverbs
            for g in c.children if any(w.lower_.replace("’", "'") in ctx.lex.partitive_articles
                                       for w in g.children if dep(w) == "case")]


def cop_fan(view: View, ctx: Context) -> bool:
    """"My dad is a big fan of jazz", "Julien est fan de rugby", "Dev is a Cowboys fan":
    (subject, likes, what the fan follows)."""
    comp, lex = view.comp, ctx.lex
    if comp is not None and comp.lower_ not in lex.fan_nouns:
        # "es súper fan del fútbol": the intensifier read as the complement holds the fan
        comp = next((c for c in comp.children if c.i == comp.i + 1
                     and c.lower_ in lex.fan_nouns), comp)
    if comp is None or comp.pos_ not in ("NOUN", "PROPN", "ADJ", "ADV") or (
            comp.lower_ not in lex.fan_nouns and comp.lemma_.lower() not in lex.fan_nouns):
        return False
    if view.subj is not None and view.subj.i == comp.i:
        # "soy súper fan del baloncesto" makes the fan the subject: the copula's person says
        view.subj = None
        view.implicit_you = view.implicit_you or any(
            dep(c) == "cop" and morph_get(c, "Person") == ["1"] for c in view.head.children)
        if not view.implicit_you:
            return False
    subj = ctx.subject(view)
    liked = [pp.obj for pp in adjective_preps(comp, lex) if pp.prep in lex.genitive_preps]
    head = comp.head
    if not liked and head.i > comp.i and any(
            dep(c) == "case" and c.lower_.replace("’", "'") in lex.genitive_preps
            for c in head.children):
        liked = [head]  # "mon père est fan de pétanque": "fan" hung on what is followed
    if liked:
        for thing in _coordinated(liked[0]):  # "a big fan of soccer and basketball"
            ctx.emit(subj, "likes", ctx.value(thing), negated=view.negated or view.used_to)
        return True
    named = [c for c in comp.children if c.i < comp.i and dep(c) == "compound"] or (
        _followed_by_modifier(comp, ctx))
    if named:
        tokens = [t for c in named for t in c.subtree]
        text = " ".join(t.text for t in sorted(tokens, key=lambda t: t.i))
        ctx.emit(subj, "likes", text, negated=view.negated or view.used_to)
    return True


def _followed_by_modifier(fan: Token, ctx: Context) -> list[Token]:
    """"a huge celtic fan": the words right before the fan noun that the tagger read as
    adjectives name what is followed, back to a word that only grades the fan."""
    lex, words = ctx.lex, ctx.word_classes
    out: list[Token] = []
    i = fan.i - 1
    while i >= 0:
        tok = fan.doc[i]
        if tok.head.i != fan.i or dep(tok) not in ("amod", "compound") or not tok.is_alpha or (
                tok.lower_ in lex.fan_degrees or tok.lower_ in lex.evaluatives) or (
                words.is_adjective(tok.lower_) and not words.is_noun(tok.lower_)):
            break
        out.insert(0, tok)
        i -= 1
    return out


def _coordinated(tok: Token) -> list[Token]:
    """``tok`` and the nouns joined to it by a conjunction ("soccer and basketball")."""
    out = [tok]
    for child in tok.children:
        if child.dep_ == "conj" and child.pos_ in ("NOUN", "PROPN"):
            out.extend(_coordinated(child))
    return out


def cop_habit(view: View, ctx: Context) -> bool:
    """A habit verb the parser read as a copula ("escucho mucho jazz" with "escucho" as cop
    of "jazz"): the complement is the activity, never an identity."""
    lex = ctx.lex
    if (view.lemma, None) not in lex.habit_verbs or view.lemma in lex.be_verbs:
        return False
    comp = view.comp
    if not view.negated and not view.used_to and (
            view.lemma not in lex.light_habit_verbs or _bare(comp, comp, ctx)):
        ctx.emit(ctx.subject(view), "likes", ctx.value(comp))
    return True
