"""Pattern families: one small function per kind of statement, reading a :class:`View`.

Every function takes a predicate view and the extraction context and emits facts through
``ctx.emit``; none looks at raw dependency labels beyond the helpers here, and all language
knowledge comes from the :class:`~hotmem.lang.lexicon.Lexicon` table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hotmem.extract.common import make_fact, town_preps
from hotmem.extract.counted import counted_key
from hotmem.extract.dependency.clauses import dep
from hotmem.extract.dependency.habits import cop_fan, cop_habit, habits
from hotmem.extract.dependency.views import (
    PP_DEPS,
    PrepObj,
    View,
    adjective_preps,
    is_negation,
    name_read_as_clause,
    partitive_items,
    phrase_text,
    phrase_tokens,
    rejected_modifier,
)
from hotmem.lang import definite_words, get_language
from hotmem.lang.lexicon import Lexicon, derived, find_phrase, spelled_key
from hotmem.morph import morph_get
from hotmem.relations import PETS, is_entity_valued, is_state
from hotmem.text import USER_KEY, normalize_key
from hotmem.word_classes import WordClasses

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from hotmem.types import Fact



@dataclass(slots=True)
class Context:
    """Per-utterance state shared by the patterns."""

    lex: Lexicon
    lang: str
    resolved: dict[int, str] = field(default_factory=dict)
    counted: dict[int, str] = field(default_factory=dict)  # "i have five" -> "five siblings"
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
        low, pos = tok.lower_, tok.pos_
        kinship = self.lex.kinship
        if pos not in ("NOUN", "PROPN") and low not in kinship and (
                low not in derived(_hyphen_heads, kinship)):
            return None  # no listed word, alone or hyphenated, whatever its tag
        if low in self.lex.vocative_kin and not (
                tok.i > 0 and "Yes" in morph_get(tok.doc[tok.i - 1], "Poss")):
            return None  # "i work at a bakery mate": said to the listener, no one's friend
        compound = _hyphen_compound(tok)
        if compound != low:  # "mother-in-law" is no mother: the whole word, or none
            return self.lex.kinship.get(compound)
        if pos in ("NOUN", "PROPN"):
            return self.lex.kinship.get(low) or self.lex.kinship.get(tok.lemma_.lower())
        if low not in self.lex.kinship:
            return None  # no listed word, whatever its tag
        if pos == "ADJ" and dep(tok) in ("amod", "nsubj") or (
                dep(tok) == "conj" and tok.head.pos_ in ("NOUN", "PROPN")) or (
                _after_possessive(tok)):  # "mon cousin s'appelle ..." tags "cousin" AUX
            return self.lex.kinship.get(low)  # "ni frère ni sœur": listed, any tag
        return None

    def is_self(self, tok: Token) -> bool:
        return tok.lower_.replace("’", "'") in self.lex.self_words

    def self_possessed(self, tok: Token) -> bool:
        """"my sister", "mi hermana", "ma sœur", "a friend of mine"."""
        for child in tok.children:
            if (child.dep_ == "poss" or "Yes" in morph_get(child, "Poss")) and self.is_self(child):
                return True
            if dep(child) in ("prep", "nmod") and child.lower_ in self.lex.genitive_preps:
                if any(self.is_self(g) for g in child.children):
                    return True
        # the fr model hangs the possessive of a misread kin noun on the verb: "mon cousin
        # travaille ..." is still the user's cousin
        return tok.i > 0 and _after_possessive(tok) and self.is_self(tok.doc[tok.i - 1])

    def possessor(self, tok: Token) -> str | None:
        """Key of who owns ``tok``: you, a kin key, a name ("Anna's dog"), else ``None``."""
        for child in tok.children:
            d = dep(child)
            if child.dep_ == "poss" or "Yes" in morph_get(child, "Poss"):
                return self.entity(child)
            if d == "nmod" and any(dep(c) == "case" and c.lower_ in self.lex.genitive_preps
                                   for c in child.children):
                return self.entity(child)
            if child.dep_ == "prep" and child.lower_ in self.lex.genitive_preps:
                pobj = next((g for g in child.children if g.dep_ == "pobj"), None)
                if pobj is not None:
                    return self.entity(pobj)
        return None

    def _kin_of_kin(self, tok: Token) -> bool:
        """"el marido de mi hermana", "le mari de ma sœur": the kin of someone else of the
        speaker's, never the speaker's own (no fact is keyed on "husband")."""
        return any(c.i > tok.i and dep(c) == "nmod" and (
            self.kin(c) is not None or c.lower_ in self.lex.kinship) and any(
            dep(g) == "case" and g.lower_ in self.lex.genitive_preps for g in c.children)
            for c in tok.children)

    def name_of(self, tok: Token) -> Token | None:
        """A proper-name apposition of a noun: "my sister Anna", "mon frère Julien", and
        "mon frère, Thomas, ..." (the fr model reads that apposition as a conjunct).

        The small models also hang the kin noun on the name ("My niece Lily": niece as a
        compound of Lily; "Ma nièce Chloé": an adjective of it) or make both subjects of the
        verb ("Mi sobrina Ana adora...").
        """
        named = name_headed_by_kin(tok, self) or self._name_before_verb(tok)
        if named is not None:
            return named
        for child in tok.children:
            if child.lower_ in self.lex.lemma_fixes or child.lower_ in self.lex.verb_forms:
                continue  # "ma sœur kiffe la danse": a known verb form is no name
            if child.i == tok.i + 1 and dep(child) in ("amod", "flat") and _looks_like_name(child):
                return child  # "Ma cousine Emma", "notre chien Filou": the tag may be anything
            if child.i == tok.i + 1 and dep(child) == "appos" and self.unknown_noun(child):
                return child  # "my best friend remy": a lower-case name read as a noun
            if child.i == tok.i + 1 and dep(child) in (
                    "amod", "flat", "acl", "appos", "nmod") and self.unknown_word(child):
                return child  # "mon oncle mamadou": a lower-case name read as an adjective
            if dep(child) in ("appos", "conj") and child.i > tok.i and _looks_like_name(child) and (
                    child.doc[child.i - 1].text == ","):
                return child  # "deux enfants, Jade et Hugo": a name tagged a common noun
            if child.i < tok.i or not (child.pos_ == "PROPN" or _capitalised_surname(child)):
                continue
            d = dep(child)
            if d in ("appos", "flat", "compound") or (
                d == "nmod" and not any(dep(c) == "case" for c in child.children)
            ) or _comma_conjunct(child):
                return child
        return _bracketed_name(tok) or self._name_before(tok)

    def _name_before_verb(self, kin: Token) -> Token | None:
        """"mon pote karim habite à lyon", "ma copine léa adore le surf": one lower-case word
        between the speaker's kin noun and a verb the lexicon knows is the kin's name, whatever
        the tree made of the three; a word the pipeline knows as an adjective ("ma sœur aînée"),
        or a person's as a noun ("ma fille cadette"), is not."""
        doc, lex, words = kin.doc, self.lex, self.word_classes
        if kin.i + 2 >= len(doc) or not words.known or not self.self_possessed(kin):
            return None
        name, verb = doc[kin.i + 1], doc[kin.i + 2]
        if not (name.is_alpha and name.is_lower) or not (
                verb.lower_ in lex.lemma_fixes or verb.lower_ in lex.verb_forms):
            return None
        forms = (name.lower_, name.lemma_.lower())
        person = self.kin(kin) not in PETS  # a pet may be named by a word ("mon chat pixel")
        if words.is_adjective(*forms) or words.is_verb(*forms) or (
                person and words.is_noun(*forms)) or self.lex.kinship.get(
                name.lower_) or name.lower_ in lex.lemma_fixes or name.is_stop:
            return None
        return name

    def _name_before(self, tok: Token) -> Token | None:
        """"je joue avec barnaby, mon chien": a name, then the kin phrase closing the sentence
        after a comma (the parser hangs both on the verb)."""
        doc, end = tok.doc, tok.right_edge.i + 1
        start = min(t.i for t in tok.subtree if not t.is_punct)
        if start < 2 or doc[start - 1].text != "," or end < len(doc) and not doc[end].is_punct:
            return None
        name, words = doc[start - 2], self.word_classes
        forms = (name.lower_, name.lemma_.lower())
        unknown = name.is_alpha and words.known and all(dep(c) == "case" for c in name.children)
        if _looks_like_name(name) or unknown and not (
                words.is_noun(*forms) or words.is_adjective(*forms) or words.is_verb(*forms)):
            return name  # "avec barnaby": a word no list knows, only its preposition on it
        return None

    def unknown_noun(self, tok: Token) -> bool:
        """A lone word tagged as a noun that the pipeline does not know as one: a name."""
        words = self.word_classes
        return (tok.pos_ == "NOUN" and tok.is_alpha and not any(True for _ in tok.children)
                and words.known and not words.is_noun(tok.lower_, tok.lemma_.lower()))

    def unknown_word(self, tok: Token) -> bool:
        """A lone word the pipeline knows as no adjective, noun, verb or adverb: a name. A
        word before a determiner is a verb the lists miss ("mon père adore le rugby")."""
        words, lex = self.word_classes, self.lex
        forms = (tok.lower_, tok.lemma_.lower())
        following = tok.nbor() if tok.i + 1 < len(tok.doc) else None
        if following is not None and following.pos_ == "DET" or (
                tok.lower_ in lex.lemma_fixes or tok.lower_ in lex.verb_forms):
            return False
        return (tok.is_alpha and not any(True for _ in tok.children) and words.known
                and not words.is_adjective(*forms) and not words.is_noun(*forms)
                and not words.is_verb(*forms) and not words.is_adverb(*forms))

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
        """Kin of someone else: "Anna's dog", "su perro", "el perro de mi amigo", "John has a
        sister"."""
        owner = next((c for c in tok.children
                      if c.dep_ == "poss" or "Yes" in morph_get(c, "Poss")), None)
        if owner is not None:
            return not self.is_self(owner)
        for child in tok.children:  # "el perro de mi amigo", "le chat de Léa"
            if dep(child) == "nmod" and any(dep(c) == "case" and c.lower_ in
                                            self.lex.genitive_preps for c in child.children):
                return not self.is_self(child)
            if child.dep_ == "prep" and child.lower_ in self.lex.genitive_preps:
                held = next((g for g in child.children if g.dep_ == "pobj"), None)
                if held is not None:
                    return not self.is_self(held)
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
        return morph_get(head, "Person") == ["1"] or head.lower_ in self.lex.verb_forms

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
            if self._self_predicate(tok.head.head):
                return USER_KEY  # "je suis un gars qui travaille au ...": the speaker works
            if (who := self._predicated_person(tok.head.head)) is not None:
                return self.entity(who)
            return self.entity(tok.head.head)
        if tok.pos_ in ("PRON", "DET", "AUX", "VERB", "SCONJ", "ADP"):
            return None
        if low in self.lex.reactions or any(
                c.lower_ in self.lex.question_words for c in tok.children if c.i < tok.i):
            return None  # "oh ouais c'est ...", "quel âge a ...": no one is named here
        if self._some_of(tok) or (low in self.lex.generic_persons and not any(
                c.dep_ == "poss" or "Yes" in morph_get(c, "Poss") for c in tok.children)):
            return None  # "most of my coworkers", "some people": no one in particular
        kin = self.kin(tok)
        if kin is not None:
            name = self.name_of(tok)
            if name is not None:
                return name_text(name) if name.i > tok.i else phrase_text(name)
            owner_self = self.self_possessed(tok)
            has_owner = any(c.dep_ == "poss" or "Yes" in morph_get(c, "Poss")
                            for c in tok.children) or self._kin_of_kin(tok)
            return kin if owner_self or not has_owner else None
        if self.kin_of_name(tok) is not None:
            return name_text(tok)  # "My niece Lily": Lily, the kin noun is her edge
        since = frozenset(t.i for c in tok.children if c.i > tok.i and any(
            dep(g) == "case" and g.lower_ in self.lex.duration_preps for g in c.children)
            for t in c.subtree)  # "Léna depuis la fac": how long, not who
        lex = self.lex  # "Pistache adore nager": the verb hung on the name is not part of it
        verbs = frozenset(t.i for c in tok.children if c.i > tok.i and dep(c) == "amod" and (
            c.lower_ in lex.lemma_fixes or c.lower_ in lex.verb_forms) for t in c.subtree)
        return phrase_text(tok, since | verbs)

    def _some_of(self, tok: Token) -> bool:
        """A share of a group ("two of my friends", "a lot of people"), not the group."""
        if tok.pos_ not in ("ADJ", "NUM") and tok.lemma_.lower() not in self.lex.quantity_nouns:
            return False
        return any((c.dep_ == "prep" or dep(c) in PP_DEPS) and c.lower_ in self.lex.genitive_preps
                   for c in tok.children if c.i > tok.i) or any(
            dep(c) == "nmod" and any(dep(g) == "case" and g.lower_ in self.lex.genitive_preps
                                     for g in c.children)
            for c in tok.children if c.i > tok.i)

    def _predicated_person(self, noun: Token) -> Token | None:
        """The speaker or relative the noun is said of, as the complement of "be": "(i am)
        a person who ...", "(my sister is) a woman who ..."."""
        if dep(noun) != "attr" or noun.head.lemma_.lower() not in self.lex.be_verbs:
            return None
        subj = next((c for c in noun.head.children if dep(c) == "nsubj"), None)
        if subj is None or not ((self.is_self(subj) and subj.pos_ == "PRON") or self.kin(subj)):
            return None
        return subj

    def _self_predicate(self, noun: Token) -> bool:
        """The noun is what the speaker says they are: "(je suis) un gars", "(soy) una chica"."""
        cop = next((c for c in noun.children if dep(c) == "cop"), None)
        if cop is None or self.self_possessed(noun):
            return False
        subj = next((c for c in noun.children if dep(c) in ("nsubj", "nsubj:pass")), None)
        if subj is not None:
            return self.is_self(subj) and subj.pos_ == "PRON"
        return morph_get(cop, "Person") == ["1"] and morph_get(cop, "Number") == ["Sing"]

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
            if view.subj.lower_ in self.lex.denying_quantifiers:
                return None  # "none of my cousins live here" says it of no one
            return self.entity(view.subj)
        if view.implicit_you:
            return USER_KEY
        if view.dropped:
            return self.resolved.get(view.head.i)
        return None

    def value(self, tok: Token, *, place: bool = False, as_written: bool = False) -> str | None:
        """An object value: pronouns must resolve; kin nouns alone are keyed in English,
        except ``as_written`` (a liked or allergy-causing kind: "odia a los perros", "allergic
        to cats" keep the word said).

        A capitalised word inside the sentence is a name whatever its tag (fr "née à Alger"
        tags "Alger" as a verb).
        """
        pos, label, low, alpha = tok.pos_, tok.dep_, tok.lower_, tok.is_alpha
        kids = list(tok.children)
        if pos == "PRON" and not tok.is_stop and low not in self.lex.pronouns and any(
                dep(c) == "case" for c in kids):
            # fr tags a lower-case place as a pronoun: "à lorient"
            return phrase_text(tok, self._trimmed(tok))
        if tok.i in self.counted:
            return self.counted[tok.i]
        if low in self.lex.open_pronouns:
            named = self._counted(tok)
            return self.value(named) if named is not None else None
        if pos == "PRON" or tok.i in self.resolved or (
                low in self.lex.elliptic_objects and not any(True for _ in kids)):
            return self.resolved.get(tok.i)
        if pos == "ADV" and low in self.lex.quantity_nouns:
            named = self._counted(tok)  # "j'ai beaucoup de poissons": the amount's noun
            return self.value(named) if named is not None else None
        listed = label == "conj" and tok.head.pos_ in ("NOUN", "PROPN") and pos == "VERB" \
            and self.word_classes.known and not self.word_classes.is_verb(low)
        listed = listed or (pos == "INTJ" and label in ("dobj", "pobj") and alpha)
        listed = listed or (pos == "VERB" and alpha and dep(tok) == "obj" and any(
            dep(c) == "det" and c.i == tok.i - 1 for c in kids))  # "pas de télé"
        # "je vis en espagne", "il bosse chez schneider": a name read as a clause's verb
        listed = listed or (dep(tok) in ("advcl", "xcomp") and alpha
                            and name_read_as_clause(tok, self.lex.lemma_fixes.get(
                                tok.head.lower_, tok.head.lemma_.lower()), self.lex))
        # "j'ai un chat et un hamster": a listed noun read as a verb with its article
        listed = listed or (label == "conj" and alpha
                            and _article_read_as_object(tok, self.lex) is not None)
        listed = listed or (pos == "ADV" and alpha and not tok.is_stop and any(
            dep(c) in ("case", "mark") and c.pos_ == "ADP" and c.i == tok.i - 1
            for c in kids))  # "chez cdiscount", "à angers"
        listed = listed or (label == "ROOT" and pos == "VERB" and tok.tag_ != "VBG"
                            and alpha and self.word_classes.known
                            and not self.word_classes.is_verb(low, tok.lemma_))
        # "i like tofu a lot": no verb of the language, read as the root after "like"
        # "i live in fresno": a lower-case place read as a gerund after its preposition
        listed = listed or (label == "pcomp" and pos == "VERB" and alpha
                            and self.word_classes.known and not any(True for _ in kids)
                            and not self.word_classes.is_verb(low, tok.lemma_))
        if pos not in ("NOUN", "PROPN", "NUM", "ADJ", "X") and not _looks_like_name(tok) and (
                not (label in ("pobj", "advmod") and pos == "ADV" and alpha)) and (
                not listed) and not (
                pos == "VERB" and alpha and "Fin" not in morph_get(tok, "VerbForm")
                and any(dep(c) in ("case", "mark") and c.pos_ == "ADP" and c.i == tok.i - 1
                        for c in kids)):
            # A preposition's object is a noun whatever its tag ("at aldi", "chez burger
            # king"); so is a listed noun read as a verb ("pork or shellfish").
            return None
        kin = None if as_written else self.kin(tok)
        placed = {t.i for c in kids if c.i > tok.i and dep(c) == "nmod" and any(
            dep(g) == "case" for g in c.children) for t in c.subtree}  # "animaux à la maison"
        phrase = phrase_tokens(tok)
        words = [t for t in phrase if t.pos_ != "DET"
                 and not (t.i != tok.i and t.lower_ in self.lex.evaluatives)  # "adorables"
                 and not (t.i < tok.i and t.lower_ in self.lex.negations)  # "ni frère"
                 and not (kin is not None and t.i in placed)]
        if kin is not None and len(words) == 1:
            return kin
        if kin is not None and len(words) == 2 and dep(words[0]) == "nummod":
            counted = counted_key(kin, words[0].text, self.lang)  # "dos hijas" -> two daughters
            if counted is not None:
                return counted
        counted = self._counted(tok)
        if counted is not None:
            return self.value(counted)
        held = dep(tok) in ("dobj", "obj") and (tok.head.lemma_.lower() in self.lex.have_verbs or
                                                 self.lex.verb_prep.get(
                                                     (tok.head.lemma_.lower(), None)) in _OWNING)
        named = None if held else self._named_place(tok)  # "i have a house in spain": a house
        if named is not None:
            return self.value(named)
        refusal = frozenset(c.i for c in kids if c.i < tok.i and is_negation(c, self.lex))
        refusal |= frozenset(  # "tacoma not olympia": each side of the "not" is its own value
            t.i for c in kids if dep(c) == "compound"
            for g in c.children if is_negation(g, self.lex) and c.i < g.i < tok.i
            for t in c.subtree)
        refusal |= frozenset(g.i for g in kids if g.i > tok.i and dep(g) == "neg"
                             and g.i == tok.right_edge.i)
        located = self._located(tok) if place else frozenset()
        return phrase_text(tok, self._time_modifiers(tok) | refusal | self._trimmed(tok) | located,
                           phrase)

    def amount_of(self, tok: Token) -> Token | None:
        """What a quantity noun counts ("a bit of yoga" -> yoga), or ``None``."""
        return self._counted(tok) if tok.lemma_.lower() in self.lex.quantity_nouns else None

    def _counted(self, tok: Token) -> Token | None:
        """"a lot of friends" -> friends: a quantity noun only counts its "of" object; a
        branch noun stands for it ("el despacho de Indra" -> indra)."""
        lemma = tok.lemma_.lower()
        if tok.lower_ in self.lex.open_pronouns:  # "anything by Tolkien", "everything about"
            nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
            if nxt is None or nxt.dep_ != "prep" or nxt.head.i not in (tok.i, tok.head.i) or (
                    nxt.lower_ in self.lex.exclusion_words):  # "anything but country"
                return None  # the phrase may hang on the verb: "love anything by tolstoy"
            return next((g for g in nxt.children if g.dep_ == "pobj"), None)
        if lemma not in self.lex.quantity_nouns and lemma not in self.lex.branch_nouns and (
                tok.lower_ not in self.lex.branch_nouns):
            return None
        for child in tok.children:
            if child.dep_ == "prep" and child.lower_ in self.lex.genitive_preps:
                return next((g for g in child.children if g.dep_ == "pobj"), None)
            if (dep(child) in PP_DEPS or dep(child) == "flat") and any(
                    dep(c) == "case" and c.lower_ in self.lex.genitive_preps
                    for c in child.children):
                return child  # es "oficina de google" hangs the name as flat
        return None

    def employer(self, place: Token) -> Token:
        """"the amazon warehouse", "the google office" -> the company named before a kind of
        workplace; any other place is itself."""
        if place.lemma_.lower() not in self.lex.workplace_kinds:
            return place
        company = next((c for c in place.children if dep(c) == "compound" and c.i < place.i
                        and (c.pos_ == "PROPN" or self.unknown_noun(c))), None)
        return company if company is not None else place

    def _named_place(self, tok: Token) -> Token | None:
        """"a small town in Norway" -> Norway: a kind of place that names the place it lies
        in (a proper name, or a lone noun without an article, after a preposition)."""
        if tok.lemma_.lower() not in self.lex.place_kinds:
            return None
        for child in tok.children:
            if child.i < tok.i:
                continue
            if child.dep_ == "prep":
                obj = next((g for g in child.children if g.dep_ == "pobj"), None)
            elif dep(child) in PP_DEPS:
                obj = child
            else:
                continue
            if obj is not None and (obj.pos_ == "PROPN" or self._bare_place(obj)):
                return obj
            if obj is not None and obj.lemma_.lower() in self.lex.place_kinds and (
                    nested := self._named_place(obj)) is not None:
                return nested  # "un piso en el centro de Bilbao": the kind in a kind of Bilbao
        return None

    def _bare_place(self, tok: Token) -> bool:
        """A lone noun with no article, as lower-case speech writes a name ("in wales", "en
        vigo"; the fr tagger may call it an adjective: "à lille")."""
        words = self.word_classes
        if any(True for _ in tok.children) and not (  # UD hangs the preposition on the noun:
                words.known and not words.is_noun(tok.lower_, tok.lemma_.lower())):
            return False  # a word of the language is no name then ("un pueblo de montaña")
        return tok.pos_ in ("NOUN", "ADJ") and all(
            dep(c) == "case" or (dep(c) == "advmod" and c.i < tok.i)  # "près de tours"
            for c in tok.children) and tok.is_alpha and (
            tok.lower_ not in self.lex.time_nouns and tok.lower_ not in self.lex.months)

    def _trimmed(self, tok: Token) -> frozenset[int]:
        """What an object does not need: judging adjectives ("two beautiful children") and
        the place or company a thing is with ("a farm with a dog", "a bookstore in England",
        "two brothers in my family"); "of" phrases stay ("the Bank of America")."""
        out: set[int] = set()
        listed = item_before_count(tok)
        if listed is not None:
            out.update(t.i for t in listed.subtree)
        for item in unpunctuated_items(tok):
            out.update(t.i for t in item.subtree)
        for child in tok.children:
            if dep(child) == "amod" and child.lower_ in self.lex.evaluatives:
                out.add(child.i)
            elif child.i > tok.i and child.dep_ == "prep" and (
                    child.lower_ not in self.lex.genitive_preps):
                out.update(t.i for t in child.subtree)
            elif rejected_modifier(child, self.lex):
                out.update(t.i for t in child.subtree)
            elif child.i > tok.i and child.pos_ == "ADV" and dep(child) in ("advmod", "flat"):
                out.update(t.i for t in child.subtree)  # "à Séville maintenant"
            elif child.i > tok.i and dep(child) == "npadvmod" and (
                    child.lower_ in self.lex.quantity_nouns):
                out.update(t.i for t in child.subtree)  # "opera a lot": how much, not what
            elif child.i > tok.i and any(t.lower_ in self.lex.comparison_markers
                                         for t in child.subtree):
                out.update(t.i for t in child.subtree)  # "country music more than rock"
        return frozenset(out)

    def _located(self, tok: Token) -> frozenset[int]:
        """Where a place is, after it ("un ristorante a Napoli", "una tienda en Vigo"): a
        workplace or home is the place itself; "of" phrases stay ("el Banco de España")."""
        out: set[int] = set()
        for child in tok.children:
            if child.i > tok.i and dep(child) in ("nmod", "obl") and any(
                    dep(c) == "case" and c.lower_.replace("’", "'") not in self.lex.genitive_preps
                    and c.i < child.i or c.lower_ in self.lex.vicinity_nouns and c.i < child.i
                    for c in child.children):  # "à bordeaux près de la gare": near, no place
                out.update(t.i for t in child.subtree)
        return frozenset(out)

    def refused(self, tok: Token) -> bool:
        """An object denied by its own determiner: "I have no pets", "no brothers or sisters",
        "fish but no meat", a listed one by its own "not" ("dogs but not cats"), or a list
        opened by a denying conjunction ("j'ai ni frère ni sœur" without its "ne")."""
        if any(c.i < tok.i and (dep(c) in ("det", "neg") or tok.dep_ == "conj")
               and is_negation(c, self.lex) for c in tok.children):
            return True
        if self.contrasted(tok):
            return False  # "no dog but two cats": the first item's "no" is not this one's
        first = tok
        while first.dep_ == "conj" and first.head.i < first.i:
            first = first.head
        return any(c.i < first.i and (is_negation(c, self.lex) or (
            dep(c) in ("cc", "preconj") and c.lower_ in self.lex.negations))
            for c in first.children)

    def contrasted(self, tok: Token) -> bool:
        """A listed item said after "but" ("I have no dog but two cats", "no tengo perro sino
        dos gatos"): the clause's negation is not its own."""
        start = tok.left_edge.i
        return tok.i > tok.head.i and (any(
            dep(c) == "cc" and c.lower_ in self.lex.adversative_conjunctions
            for c in tok.children if c.i < tok.i) or (
            start > 0 and tok.doc[start - 1].lower_ in self.lex.adversative_conjunctions))

    def denied(self, tok: Token, clause_negated: bool) -> bool:
        """Whether the listed object ``tok`` of a clause negated or not is denied."""
        if self.contrasted(tok):
            return self.refused(tok)
        return clause_negated or self.refused(tok)

    def _time_modifiers(self, tok: Token) -> frozenset[int]:
        """Token indices of a date hung on a value ("grèce en avril", "Greece in April"):
        when something happened is not part of where."""
        times = self.lex.months | self.lex.time_nouns
        out: set[int] = set()
        for child in tok.children:
            if child.i < tok.i:
                if dep(child) == "obl" and (child.lower_ in times or not any(
                        dep(c) == "case" for c in child.children)):
                    # es "el verano pasado fui a lanzarote" roots at the place: the bare
                    # time before it is when, not part of where
                    out.update(t.i for t in child.subtree)
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


def _hyphen_heads(kinship: dict[str, str]) -> frozenset[str]:
    """The words a :func:`_hyphen_compound` of a key of ``kinship`` can start at ("mother"
    and "mother-in" of "mother-in-law"): a word outside them and outside the table is no kin
    however the words after it join on."""
    return frozenset(key[:at] for key in kinship for at, ch in enumerate(key) if ch == "-")


def _hyphen_compound(tok: Token) -> str:
    """The lower-cased word a parser split at its hyphens ("mother-in-law" from "mother")."""
    parts = [tok.lower_]
    doc, i, at = tok.doc, tok.i, tok  # ``at``: doc[i], the word a hyphen may follow
    while i + 2 < len(doc) and not at.whitespace_ and doc[i + 1].text == "-" and (
            not doc[i + 1].whitespace_):
        at = doc[i + 2]
        parts.append(at.lower_)
        i += 2
    return "-".join(parts)


def name_headed_by_kin(kin: Token, ctx: Context) -> Token | None:
    """The name a kin noun stands beside when the parser did not make it the kin's child:
    the kin hangs on the name ("My niece Lily"), or both are subjects of one verb and the
    name comes right after the kin ("Mi sobrina Ana adora los caballos")."""
    head = kin.head
    if head.i > kin.i and dep(kin) in ("compound", "amod") and (
            _looks_like_name(head) or ctx.unknown_noun(head) or _acting_name(kin, head, ctx)) \
            and (named := ctx.kin_of_name(head)) is not None and named.i == kin.i:
        return head
    doc = kin.doc
    if kin.i + 1 < len(doc) and dep(kin) == "nsubj" and ctx.self_possessed(kin):
        nxt = doc[kin.i + 1]
        if (nxt.head.i == head.i or nxt.i == head.i) and dep(nxt) == "nsubj" and (
                _looks_like_name(nxt)):  # "my sister anna lives ...": the kin may hang on her
            return nxt
        words = ctx.word_classes
        if nxt.i == head.i and nxt.pos_ == "VERB" and nxt.is_alpha and words.known and not (
                words.is_verb(nxt.lower_, nxt.lemma_) or words.is_adjective(nxt.lower_)
                or nxt.tag_ in ("VBZ", "VBD", "VBG") or "Fin" in morph_get(nxt, "VerbForm")
                or (nxt.i + 1 < len(doc) and doc[nxt.i + 1].pos_ == "DET")):
            # "i help my son owen with ...": a name no verb, read as the kin's verb; a word
            # before a determiner is a verb the lists miss ("mi madre come mucha verdura")
            return nxt
    return None


def _acting_name(kin: Token, head: Token, ctx: Context) -> bool:
    """"my best friend jules works at a bakery": a person's kin noun on a lone lower-case noun
    that does something (the subject of a full verb) is that person's name; a pet's only when
    it likes or hates ("our dog biscuit hates the postman"; "my dog food costs a lot")."""
    key = ctx.kin(kin)
    verb = head.head
    pet_taste = key in PETS and (verb.lemma_.lower() in ctx.lex.likes or ctx.lex.lemma_fixes.get(
        verb.lower_) in ctx.lex.likes) and "Plur" not in morph_get(head, "Number")
    return key is not None and (key not in PETS or pet_taste) and dep(head) == "nsubj" \
        and head.is_alpha and not any(dep(c) == "det" for c in head.children) \
        and verb.pos_ == "VERB" and verb.lemma_.lower() not in ctx.lex.be_verbs \
        and not ctx.kin(head)


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


def _known_kind(tok: Token, lex: Lexicon) -> bool:
    """A lower-case word the tables know as what someone is, whatever its tag ("i am ovo
    vegetarian" tags "vegetarian" as a proper name): no name."""
    low = tok.lower_
    return tok.text == low and (low in lex.identity_adjectives or low in lex.occupations
                                or low in lex.passing_states)


def _bracketed_name(tok: Token) -> Token | None:
    """"Paul, mon mari, travaille...": a name, then the kin phrase between commas. The fr model
    cuts the name off as its own root, so the apposition is read from the word order."""
    doc = tok.doc
    start = tok.left_edge.i
    if tok.i + 1 >= len(doc) or doc[tok.i + 1].text != ",":
        return None
    if start < 2 or doc[start - 1].text != ",":
        return _name_set_off_after(tok)
    name = doc[start - 2]
    if name.pos_ != "PROPN" or name.head.i not in (name.i, tok.i) and name.head.i > name.i:
        return _name_set_off_after(tok)
    return name if name.i == name.sent.start or doc[name.i - 1].is_punct else None


def _name_set_off_after(kin: Token) -> Token | None:
    """"mon frère, Yanis, vit à Sète": the name between commas right after the kin noun,
    which the fr model cuts off as the next clause's subject."""
    doc = kin.doc
    if kin.i + 3 >= len(doc) or doc[kin.i + 1].text != "," or doc[kin.i + 3].text != ",":
        return None
    name = doc[kin.i + 2]
    return name if name.pos_ == "PROPN" and name.is_title else None


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
    out += _counted_conjuncts(obj)
    before = item_before_count(obj)
    if before is not None:
        out.insert(0, before)  # "i have a dog two rabbits and a parrot"
    for item in reversed(unpunctuated_items(obj)):
        out[1:1] = conjuncts(item)  # "j'aime le jazz le rap et la soul"
    seen = {t.i for t in out}
    end = obj.right_edge.i
    for sibling in obj.head.children:
        listed = dep(sibling) in ("obj", "dobj") or (
            dep(sibling) == "advcl" and sibling.pos_ == "NOUN"  # fr "..., le tricot et ..."
            and not any(dep(c) == "cop" for c in sibling.children))  # "..., soy hija única"
        if sibling.i > obj.i and sibling.i not in seen and (
                listed and _after_comma(sibling) or _listed_unpunctuated(sibling, end)
                or _verb_conjunct_item(sibling, obj)):
            more = conjuncts(sibling)
            out.extend(more)
            seen.update(t.i for t in more)
            end = max(end, sibling.right_edge.i)
    return out


def _counted_conjuncts(obj: Token) -> list[Token]:
    """fr "beaucoup de poisson mais pas de porc": the items coordinated with the noun an
    amount word counts (the amount itself stands for the first)."""
    lex = get_language(obj.doc.lang_).lexicon
    if obj.pos_ != "ADV" or obj.lower_ not in lex.quantity_nouns:
        return []
    counted = next((c for c in obj.children if dep(c) in PP_DEPS and any(
        dep(g) == "case" and g.lower_ in lex.genitive_preps for g in c.children)), None)
    return conjuncts(counted)[1:] if counted is not None else []


def item_before_count(tok: Token) -> Token | None:
    """"a dog two rabbits": a noun with its own article before the count of ``tok``, which
    the parser hung on it as a modifier, is an item listed before it without a comma."""
    counts = [c.i for c in tok.children if dep(c) == "nummod" and c.i < tok.i]
    for child in tok.children:
        if (child.i < tok.i and dep(child) in ("nmod", "compound") and child.pos_ == "NOUN"
                and counts and child.i < min(counts)
                and any(dep(c) == "det" and c.i == child.left_edge.i for c in child.children)):
            return child
    return None


def unpunctuated_items(obj: Token) -> list[Token]:
    """Nouns with their own article the parser hung on ``obj`` as modifiers, in a list
    spoken without commas that ends in a coordinator ("j'aime le jazz le rap et la soul")."""
    doc = obj.doc
    partitives = partitive_items(obj)  # "du tennis de la danse et de la boxe"
    return [c for c in obj.children if c.i > obj.i and dep(c) == "nmod" and c.pos_ == "NOUN"
            and (not any(dep(g) == "case" for g in c.children) and any(
                dep(g) == "det" and g.i == c.left_edge.i for g in c.children)
                 or c in partitives)
            and any(dep(t) == "cc" for t in doc[c.i + 1 : c.sent.end])]


def _verb_conjunct_item(tok: Token, obj: Token) -> bool:
    """A noun phrase after a coordinator the parser joined to the verb instead of to its
    object ("je kiffe les séries et les mangas"): another listed object, unless it has a
    predicate of its own ("... et ma sœur est prof") or is someone of the speaker's who shares
    the verb ("... et mon frère aussi"). A denied one counts ("le jazz mais pas le rap")."""
    if _contrasted_partitive(tok, obj):
        return True
    lex = get_language(tok.doc.lang_).lexicon
    denial = {c.i for c in tok.children if c.i < tok.i and is_negation(c, lex)}
    opening = 1 + len(denial) if dep(tok.left_edge) == "cc" else len(denial)
    article = _article_read_as_object(tok, lex)
    return dep(tok) == "conj" and tok.i > obj.i and (
        tok.pos_ in ("NOUN", "PROPN") or article is not None) and any(
        dep(c) == "cc" and c.i < tok.i for c in tok.children) and any(
        dep(c) in ("det", "nummod") and c.i == tok.left_edge.i + opening or c is article
        for c in tok.children) and not any(
        c.i not in denial and c is not article and (
            dep(c) in ("nsubj", "cop", "aux", "advmod", "obj", "obl")
            or "Yes" in morph_get(c, "Poss"))
        for c in tok.children)


def _article_read_as_object(tok: Token, lex: Lexicon) -> Token | None:
    """The article of a noun the parser read as a verb with the article as its object
    ("j'ai un chat et un hamster" tags "hamster" VERB): an article right before it that is no
    object pronoun, and no subject of its own."""
    if tok.pos_ != "VERB" or any(dep(c) == "nsubj" for c in tok.children):
        return None
    return next((c for c in tok.children if c.i == tok.i - 1 and c.pos_ == "DET"
                 and c.lower_ not in lex.pronouns), None)


def _contrasted_partitive(tok: Token, obj: Token) -> bool:
    """fr "je mange du poulet mais pas de boeuf": a noun after a coordinator, an adverb and a
    bare partitive "de", joined by the parser to the verb, is another object of it (its
    "pas" refuses it)."""
    if dep(tok) != "conj" or tok.i <= obj.i or tok.pos_ not in ("NOUN", "PROPN"):
        return False
    before = [c for c in tok.children if c.i < tok.i]
    return len(before) == 3 and [dep(c) for c in before[:2]] == ["cc", "advmod"] and (
        before[2].lower_.replace("’", "'") in ("de", "d'") and before[2].i == tok.i - 1
        and before[0].i + 2 == tok.i - 1)


def _listed_unpunctuated(tok: Token, end: int) -> bool:
    """A noun with its article right after the previous listed object, as speech-to-text
    writes a list without commas ("j'aime le fromage le vin et le pain")."""
    return tok.pos_ == "NOUN" and tok.left_edge.i == end + 1 and (dep(tok) in (
        "obj", "dobj", "advmod", "nmod") or dep(tok) == "obl" and not any(
        dep(c) == "case" for c in tok.children)) and any(
        dep(c) in ("det", "nummod") and c.i == tok.left_edge.i  # "un perro dos gatos y ..."
        for c in tok.children) and any(
        dep(t) == "cc" for t in tok.doc[tok.i + 1 : tok.sent.end])  # a list ends in "and"


def _verb_list(tok: Token) -> list[Token]:
    """An infinitive and the infinitives listed after it: "leer, nadar y cocinar" (es parses
    the second as an xcomp of the first after the comma, the third as its conjunct)."""
    out = [tok]
    for child in tok.children:
        if child.i > tok.i and child.pos_ == "VERB" and (
                child.dep_ == "conj" or _listed_verb(child)):
            out.extend(_verb_list(child))
    return out


def _verb_list_texts(tok: Token, times: frozenset[str],
                     company: frozenset[str] = frozenset()) -> list[str]:
    """The activities of :func:`_verb_list`, each with its words. When the parser hung the
    last activity's complement on an earlier one ("nadar escalar y montar en bici" puts "en
    bici" under "escalar"), each activity runs from its verb to the next one's conjunction,
    the last to the end of the list."""
    verbs = sorted(_verb_list(tok), key=lambda v: v.i)
    misplaced = any(t.i > nxt.i for v, nxt in zip(verbs, verbs[1:]) for t in v.subtree
                    if not t.is_punct and t.head.i == v.i)
    if len(verbs) < 2 or not misplaced:
        return [_clause_text(v, times, company) for v in verbs]
    end = max(t.i for v in verbs for t in v.subtree if not t.is_punct)
    out = []
    for k, verb in enumerate(verbs):
        stop = verbs[k + 1].i if k + 1 < len(verbs) else end + 1
        words = [t for t in verb.doc[verb.i:stop] if not t.is_punct and dep(t) != "cc"
                 and t.lower_ not in times]
        out.append(" ".join(t.text for t in words))
    return out


def _listed_verb(tok: Token) -> bool:
    """An infinitive after a comma that the parser hung as a complement or adverbial clause
    of the one before it ("correr, bailar y pintar")."""
    return dep(tok) in ("xcomp", "advcl") and "Inf" in morph_get(tok, "VerbForm") and (
        _after_comma(tok) or _unpunctuated_verb_item(tok))


def _unpunctuated_verb_item(tok: Token) -> bool:
    """An infinitive said right after the one before it in a list closed by a conjunct
    ("leer pintar y salir en bici"): speech-to-text dropped the comma."""
    head = tok.head
    return (tok.i == head.i + 1 and "Inf" in morph_get(head, "VerbForm")
            and not any(dep(c) in ("mark", "case") for c in tok.children)
            and any(c.dep_ == "conj" and c.pos_ == "VERB" for c in (*tok.children,
                                                                    *head.children)))


def conjuncts(tok: Token) -> list[Token]:
    """``tok`` and the tokens coordinated with it ("pizza and pasta")."""
    out = [tok]
    last_conj = max((c.i for c in tok.children if c.dep_ == "conj"), default=-1)
    for child in tok.children:
        if child.dep_ == "conj" or (dep(child) == "appos" and (any(
                dep(g) == "cc" for g in child.children) or child.i < last_conj)):
            # "a dog, a cat and a parrot", "la escalada, los crucigramas y el flamenco": a
            # list, no apposition
            out.extend(conjuncts(child))
    return out


def _number(tok: Token, lex: Lexicon | None = None) -> str | None:
    """Digits of an age: the token itself or its numeric modifier ("34 years"); with ``lex``
    also a number word said for it ("seven", "cinco años", "ochenta y cinco")."""
    if tok.like_num and tok.text.isdigit():
        return tok.text
    if lex is not None and (spelled := _spelled(tok, lex)):
        return spelled
    for child in tok.children:
        if dep(child) in ("nummod", "npadvmod", "det") and child.text.isdigit():
            return child.text
        if dep(child) == "nummod" and lex is not None and not any(
                dep(c) in ("nmod", "prep") for c in tok.children) and (
                spelled := _spelled(child, lex)):
            return spelled  # not "cinco años de experiencia"
        if dep(child) == "npadvmod":
            n = _number(child, lex)
            if n:
                return n
    return None


def _spelled(tok: Token, lex: Lexicon) -> str | None:
    """The value of the longest run of number words around ``tok`` ("twenty - one", "ochenta y
    cinco"); ``tok`` must be a number word itself, so the common case is one lookup."""
    table = lex.spelled_numbers
    if tok.lower_ not in table:
        return None
    doc = tok.doc
    for end in range(min(len(doc), tok.i + 4), tok.i, -1):
        for start in sorted({tok.left_edge.i, tok.i}):  # "forty two": "forty" hangs on "two"
            value = table.get(spelled_key([t.text for t in doc[start:end]]))
            if value is not None:
                return str(value)
    return None


def _negated(view: View) -> bool:
    return view.negated or view.used_to or _of_denied_kind(view.head)


def _of_denied_kind(head: Token) -> bool:
    """A relative clause on what someone says they are not: "i am not a person who likes
    crowds" denies the liking."""
    if dep(head) not in ("relcl", "acl:relcl"):
        return False
    noun = head.head
    return dep(noun) == "attr" and any(
        dep(c) == "neg" or "Neg" in morph_get(c, "Polarity") for c in noun.head.children)


# --- pattern families --------------------------------------------------------------------


def _birth_said(view: View, ctx: Context) -> bool:
    """Whether the turn names the same person's birthplace with a verb of its own ("born in
    X", before or after), so that a phrasal verb read as an origin ("grew up in Y") says
    only where one lived. Said of someone else ("my wife was born in X"), it changes
    nothing."""
    subj = view.subj.lower_ if view.subj is not None else None
    for t in view.head.doc:
        if t.i == view.head.i or not any(
                dep(c) == "prep" and ctx.lex.verb_prep.get((t.lemma_.lower(), c.lower_))
                == "born_in" for c in t.children):
            continue
        other = next((c.lower_ for c in t.children if dep(c) in ("nsubj", "nsubjpass")), None)
        if other is None or other == subj:
            return True
    return False


def verb_prep(view: View, ctx: Context) -> None:
    """Verb (+ preposition) relations: "I live in Seattle" -> (you, lives_in, seattle).

    Also "I moved from Chicago" (moved_from), "I visited Japan" (went_to), "I own a Tesla"
    (owns), "Soy de México" (born_in) and "I work as a nurse" (is).
    """
    lex = ctx.lex
    if view.lemma in lex.have_verbs or view.lemma in lex.likes:
        return
    head = view.head
    liked = dep(head) in ("xcomp", "dobj", "obj", "pcomp", "ccomp") and (
        head.head.lemma_.lower() in lex.likes or head.head.lemma_.lower() in lex.likes_reverse)
    if liked and view.subj is None:
        return  # "I like going to concerts" states a liking, not a trip
    for subj in _subjects(view, ctx):
        start = len(ctx.facts)
        _verb_prep_of(subj, view, ctx)
        if liked and not any(dep(c) in ("nsubj", "nsubjpass") for c in head.children):
            # "j'aime aller à la plage" (the subject carried from "aime"): a trip liked is no
            # trip; "I love living in Bristol", "I like to ride my bike" still state
            ctx.facts[start:] = [f for f in ctx.facts[start:]
                                 if is_state(f.r) or f.r in _OWNING]


def _subjects(view: View, ctx: Context) -> list[str]:
    """Every coordinated subject: "my wife and I live in Leeds" is said of both."""
    if view.subj is None or view.subj.lower_ in ctx.lex.denying_quantifiers:
        subj = ctx.subject(view)
        return [subj] if subj else []
    keys = [ctx.entity(t) for t in conjuncts(view.subj)
            if t.i == view.subj.i or (t.pos_ in ("NOUN", "PROPN", "PRON") and _coordinated(t))]
    # es "mi mujer y yo vivimos": both read as subjects of the verb, the "y" on the verb
    keys += [ctx.entity(c) for c in view.head.children
             if dep(c) == "nsubj" and c.i > view.subj.i and ctx.is_self(c) and any(
                 dep(k) == "cc" and view.subj.i < k.i < c.i for k in view.head.children)]
    head = view.head
    if ctx.is_self(view.subj) and dep(head) == "conj" and head.head.i < view.subj.i and (
            ctx.kin(head.head) or head.head.pos_ == "PROPN") and _coordinated(view.subj) and (
            not any(dep(c) in ("nsubj", "cop") for c in head.head.children)):
        keys.append(ctx.entity(head.head))  # es: "mi novia y yo vivimos" roots at "novia"
    return [k for i, k in enumerate(keys) if k and k not in keys[:i]]


def _habitual(view: View) -> bool:
    """A finite present-tense verb said alone, with no auxiliary: what one usually does
    ("i go to the gym"), not a trip made."""
    head = view.head
    return morph_get(head, "Tense") == ["Pres"] and "Fin" in morph_get(head, "VerbForm") and (
        not any(dep(c) in ("aux", "aux:pass") for c in head.children))


def _called(place: Token, ctx: Context) -> str | None:
    """The name a common noun is given: "a little town called Tralee", "a bakery named
    Crumbs" are Tralee and Crumbs."""
    if place.pos_ != "NOUN" or ctx.kin(place) is not None:
        return None
    name = ctx.named_by_participle(place)
    if name is None:
        return None
    return name_text(name) if name.pos_ == "PROPN" else name.text


def _coordinated(tok: Token) -> bool:
    """Joined by "and"/"y"/"et", not just by commas ("Nadia, ma sœur, ..." is one person)."""
    return any(dep(c) == "cc" for c in tok.children) or any(
        dep(c) == "cc" and c.i < tok.i for c in tok.head.children)


def _noun_read_as_verb(comp: Token) -> bool:
    """A copula's complement tagged as a verb with its preposition right after it: "je suis
    garçon de café" (a noun and its own "de"); "soy marta, de bilbao" says where from."""
    doc = comp.doc
    return comp.pos_ == "VERB" and any(dep(c) == "cop" for c in comp.children) and (
        comp.i + 1 < len(doc) and doc[comp.i + 1].pos_ == "ADP")


def _verb_prep_of(subj: str, view: View, ctx: Context) -> None:
    lex = ctx.lex
    # UD copula: the PPs of "Soy amiga de Nuria" belong to the noun, not to "ser de" (origin).
    nominal = view.copula and view.comp is not None and (
        view.comp.pos_ in ("NOUN", "PROPN") or view.comp.lower_ in lex.occupations
        or view.comp.lower_ in lex.fan_nouns or _noun_read_as_verb(view.comp))
    if view.copula and view.comp is not None and view.comp.pos_ == "ADV" and (
            view.comp.is_stop and view.comp.lower_ not in lex.place_deictics):
        # "soy muy de playa", "soy más de café que de té": a taste graded, no origin; the
        # first thing graded is liked
        doc = view.head.doc
        graded = next((t for t in [*(pp.obj for pp in view.preps if not pp.negated),
                                   *(c for c in view.comp.children if dep(c) == "nmod")]
                       if t.i > view.comp.i and doc[t.i - 1].lower_ in lex.genitive_preps), None)
        if graded is not None:
            ctx.emit(subj, "likes", ctx.value(graded), negated=_negated(view))
        return
    first_prep: dict[str, str] = {}
    if view.lemma in lex.be_verbs:
        for pp in view.preps:
            if pp.prep in lex.privative_preps:  # "i am without a car"
                ctx.emit(subj, "has", ctx.value(pp.obj), negated=not _negated(view))
    for pp in [] if nominal and view.lemma in lex.be_verbs else view.preps:
        rel = lex.verb_prep.get((view.phrasal or "", pp.prep)) or lex.verb_prep.get(
            (view.lemma, pp.prep)
        )
        if rel is None or _time_word(pp.obj, lex):
            continue  # "en mars je suis allée à Séville": a month is never a place
        if rel == "born_in" and view.phrasal and _birth_said(view, ctx):
            continue  # "born in lagos but grew up in leeds": where one grew up is no origin
        if _relative(view.head) and _main_verb_as_object(pp.obj.head, ctx):
            continue  # "the bakery i work at opens early": the antecedent is the place
        if rel == "went_to" and view.lemma in lex.progressive_future_verbs and _habitual(view):
            continue  # "i go to the gym", "i go to bed early": a habit, no trip made
        if view.copula and view.comp is not None and (
                (view.comp.lemma_.lower(), pp.prep) in lex.verb_prep
                or (view.comp.lower_, pp.prep) in lex.verb_prep):
            continue  # "il est fou de Pokémon": the preposition is the adjective's, no origin
        if view.copula and view.comp is not None and rel in ("born_in", "lives_in") and (
                view.comp.lower_ in lex.identity_adjectives):
            continue  # "je suis diabétique de type 1": the adjective's kind, no origin
        if pp.obj.like_num and is_entity_valued(rel):
            rest = [c for c in pp.obj.children if dep(c) != "case"]
            placed = [c for c in rest if dep(c) in PP_DEPS and c.pos_ == "PROPN"]
            if not rest:
                continue  # "born in 1990": a year is no place
            if rest == placed[:1]:
                pp = PrepObj(pp.prep, placed[0], pp.negated)  # "né en 1990 à Brest"
        if first_prep.setdefault(rel, pp.prep) != pp.prep and not pp.negated:
            continue  # "I work at Google in Dublin": the second place is where Google is
        former = (view.imperfect and is_state(rel)
                  and get_language(lex.lang).spec.imperfect_marks_former_state)
        if rel in ("is", "works_at") and ctx.kin(pp.obj):
            continue  # "insegno a mio figlio": a relative taught is no workplace
        if rel == "lives_in" and ctx.kin(pp.obj) and not any(
                dep(c) in ("case", "possessive") for c in pp.obj.children):
            continue  # "i live near my parents" (not "at my mom's"): a relative is no place
        if rel == "works_at" and pp.obj.lower_ in lex.not_workplaces:
            continue  # "trabajo en casa": how the work is done, not an employer
        own = ctx.self_possessed(pp.obj) if subj == USER_KEY else (
            normalize_key(ctx.possessor(pp.obj) or "", ctx.lang) == subj)
        own = own or pp.prep in lex.bare_vehicle_preps and _bare_make(pp.obj, ctx)
        if rel in _OWNING and not (own and _owner_like(subj, lex) and _owned_object(pp.obj, ctx)):
            continue  # "i drive around in my truck" owns it; "i ride on the bus" does not
        if view.lemma in lex.be_verbs and rel == "lives_in" and not view.copula and (
                pp.obj.lemma_.lower() in lex.service_nouns):  # "i am in the navy"; "i was
            # in the army" is a former service, as "i used to work at" is
            ctx.emit(subj, "works_at", ctx.value(pp.obj), negated=_negated(view) or (
                pp.negated or "Past" in morph_get(view.head, "Tense")))
            continue
        if view.lemma in lex.be_verbs and is_state(rel) and not _staying_in(view, pp, ctx):
            continue
        place = workplace(pp.obj, ctx) if rel == "is" else None
        if place is not None:  # "I work as a cook at a diner"
            ctx.emit(subj, "works_at", ctx.value(ctx.employer(place[1])),
                     negated=_negated(view) or pp.negated)
        if rel == "likes" and (hung := _list_hung_on_head(pp.obj, lex)):
            for text in hung:  # "i'm into hiking, cooking and board games"
                ctx.emit(subj, rel, text, negated=_negated(view) or pp.negated)
            continue
        if rel == "likes" and pp.obj.tag_ == "VBG" and dep(pp.obj) in ("pcomp", "pobj"):
            ctx.emit(subj, rel, _gerund_text(pp.obj, lex.months | lex.time_nouns),
                     negated=_negated(view) or pp.negated)  # "into gardening these days"
            continue
        called = _called(pp.obj, ctx) if rel in _PLACES else None
        # "je n'habite pas à lyon mais à villeurbanne": the place after "but" is not denied
        denied = _negated(view) and not ctx.contrasted(pp.obj)
        ctx.emit(subj, rel, called or ctx.value(
            ctx.employer(pp.obj) if rel == "works_at" else pp.obj, place=rel in _PLACES),
                 negated=denied or pp.negated or former)
    for pp in view.preps:  # "i live with my dogs in taos": the place hangs on the company
        if pp.prep in lex.comitative_preps:
            for child in pp.obj.children:
                rel = (lex.verb_prep.get((view.lemma, child.lower_))
                       if child.dep_ == "prep" else None)
                place = next((g for g in child.children if g.dep_ == "pobj"), None)
                if rel in ("lives_in", "works_at") and place is not None and not ctx.kin(place):
                    ctx.emit(subj, rel, ctx.value(place), negated=_negated(view))
    remote = _remote_work(view, ctx)
    if remote is not None:
        ctx.emit(subj, "works_at", remote, negated=_negated(view))
    there = _place_before(view, ctx)
    if there is not None:
        ctx.emit(subj, there[0], ctx.value(ctx.employer(there[1]) if there[0] == "works_at"
                                           else there[1]), negated=_negated(view))
    goal = _misread_goal(view, ctx)
    if goal is not None:
        ctx.emit(subj, goal[0], goal[1], negated=_negated(view))
    if view.obj is not None:
        rel = lex.verb_prep.get((view.lemma, None))
        if rel is not None and (rel not in _OWNING or (
                _owner_like(subj, lex) and not _for_a_living(view, lex))):
            for obj in object_list(view.obj):
                if rel == "age" and (_number(obj, lex) is None or _someone_elses(
                        obj, lex, subj == USER_KEY)):
                    continue  # "I turned 40" is an age; "I turned the page" is not
                if rel in _OWNING and not _owned_object(obj, ctx) or any(
                        dep(c) == "cop" for c in obj.children):
                    continue  # "le canapé que j'ai acheté est confortable": no object
                if _names_a_favorite(obj, ctx):
                    continue  # "eating my favorite food ice cream": favorite_beside says it
                value = _number(obj, lex) if rel == "age" else ctx.value(obj)
                ctx.emit(subj, rel, value, negated=ctx.denied(obj, _negated(view)))


def _someone_elses(obj: Token, lex: Lexicon, by_user: bool) -> bool:
    """fr "on a fêté les 10 ans de ma fille", "j'ai fêté ses 40 ans": years of someone named
    after them, or with a possessive of another person than the subject's."""
    return any(dep(c) == "nmod" and c.i > obj.i or (
        "Yes" in morph_get(c, "Poss") and (c.lower_ in lex.self_words) != by_user)
        for c in obj.children)


def _time_word(tok: Token, lex: Lexicon) -> bool:
    """A month, weekday or season word standing alone as a PP object ("en marzo")."""
    low = tok.lower_
    return (low in lex.months or low in lex.time_nouns) and not any(
        dep(c) in ("compound", "flat", "nmod", "amod") for c in tok.children)


def _remote_work(view: View, ctx: Context) -> str | None:
    """"i work online", "i started working from home": where one works without a workplace
    (the language's ``remote_work``), right after a work verb."""
    lex, head = ctx.lex, view.head
    if not lex.remote_work or lex.verb_prep.get((view.lemma, "at")) != "works_at" or any(
            lex.verb_prep.get((view.lemma, pp.prep)) == "works_at" for pp in view.preps):
        return None  # "i work remotely for a bank": the bank is the workplace
    after = tuple(t.lower_ for t in head.doc[head.i + 1 : head.i + 3])
    # the first phrase of the table said right there (a new tuple of the table per call
    # would build the phrase index anew each time)
    return next((place for phrase, place in lex.remote_work.items()
                 if phrase and after[:len(phrase)] == phrase), None)


def _place_before(view: View, ctx: Context) -> tuple[str, Token] | None:
    """"not even walmart, i work there": a place adverb after the verb stands for the last
    name said before it in the turn (a proper name, or the object of a preposition)."""
    lex, head = ctx.lex, view.head
    adverb = next((c for c in head.children if dep(c) == "advmod" and c.i > head.i
                   and c.lower_ in lex.place_adverbs and c.lower_ not in lex.question_words), None)
    if adverb is None or view.preps:
        return None
    rel = next((r for p in lex.place_adverbs[adverb.lower_]
                if (r := lex.verb_prep.get((view.lemma, p)))), None)
    if rel is None:
        return None
    before = list(reversed(head.doc[: head.i]))
    for named in (lambda t: t.pos_ == "PROPN", lambda t: t.pos_ == "NOUN" and t.dep_ == "pobj"):
        tok = next((t for t in before if named(t)), None)  # a name first, then a place noun
        if tok is not None:
            return None if ctx.kin(tok) or tok.lower_ in lex.time_nouns else (rel, tok)
    return None


def _staying_in(view: View, pp: PrepObj, ctx: Context) -> bool:
    """"i am in arizona" states where one lives: the speaker or kin in a named place, in the
    present, with no time or purpose beside it ("i'm in rome this weekend", "i am in paris for
    work", "i am in college" say nothing of a home)."""
    lex, subj, words = ctx.lex, view.subj, ctx.word_classes
    named = pp.obj.pos_ == "PROPN" or (  # UD, a lower-case name: "je suis au colorado"
        pp.obj.pos_ == "NOUN" and pp.obj.is_alpha and words.known
        and any(dep(c) == "case" for c in pp.obj.children)
        and not words.is_noun(pp.obj.lower_, pp.obj.lemma_.lower()))
    home = pp.obj.pos_ == "NOUN" and pp.obj.lemma_.lower() in lex.home_nouns and not any(
        c.dep_ == "prep" or dep(c) in PP_DEPS for c in view.head.children if c.i > pp.obj.i)
    named = named or home  # "i am in an apartment", not "in the city for a meeting"
    if not named or "Past" in morph_get(view.head, "Tense") or any(
            t.lower_ in lex.passing_states for t in pp.obj.subtree):  # "en pleine forme"
        return False
    if not (view.implicit_you or subj is not None and (ctx.is_self(subj) or ctx.kin(subj))):
        return False  # "Sterling Heights, which is in Michigan": a place, not a home
    around = [t.lower_ for t in view.head.subtree]
    return not any(w in lex.time_nouns or w in lex.months for w in around) and not any(
        p.prep in lex.workplace_preps for p in view.preps)


def _misread_goal(view: View, ctx: Context) -> tuple[str, str] | None:
    """"i moved to sweden" with the lower-case place read as an infinitive ("to" + verb):
    a word the pipeline does not know as a verb is the goal of the verb's "to"."""
    x = view.xcomp or next((c for c in view.head.children if dep(c) == "advcl"
                            and c.i > view.head.i), None)  # "went to crete with friends"
    if x is None or not ctx.word_classes.known or x.pos_ not in ("VERB", "ADJ") or (
            not x.is_alpha):
        return None  # ADJ: "i just moved to sweden" read as "to" + adjective
    marker = next((c for c in x.children if dep(c) == "aux" and c.i == x.i - 1
                   and c.lower_ in ctx.lex.infinitive_markers), None)
    if marker is None or ctx.word_classes.is_verb(x.lower_, x.lemma_):
        return None
    rel = ctx.lex.verb_prep.get((view.lemma, marker.lower_))
    if rel is None or x.pos_ == "VERB" and any(dep(c) in ("dobj", "obj") for c in x.children):
        return None
    return rel, x.text


# Relations whose value is a place or employer: what follows it locates it and is left out.
ALLERGY = "allergic_to"  # an allergy's object keeps the words said ("cats", not the pet "cat")
_PLACES = frozenset({"lives_in", "works_at", "went_to", "born_in", "moved_from"})

# Relations a verb implies only of an object the speaker could own: "I drive a truck" /
# "I drive my old van" (owns), never "I drive my kids" or "I drive the bus".
_OWNING = frozenset({"owns"})


def _bare_make(obj: Token, ctx: Context) -> bool:
    """"je roule en twingo", "elle roule en Fiat": a make or model named without an article
    is the car one drives; a common noun there is how or where ("en voiture", "en ville")."""
    if any(dep(c) == "det" for c in obj.children):
        return False
    words = ctx.word_classes
    return _looks_like_name(obj) or words.known and obj.is_alpha and not words.is_noun(
        obj.lower_, obj.lemma_.lower())


def _owner_like(subj: str, lex: Lexicon) -> bool:
    """Someone who can own a thing: the user or kin, not "my favorite thing" (a misparsed
    "my favorite thing is to ride my motorcycle")."""
    return subj == USER_KEY or subj in lex.kinship.values() or " " not in subj


def _for_a_living(view: View, lex: Lexicon) -> bool:
    """"i drive a bus for a living", "i drive a van for work": the vehicle is the job's, the
    phrase said after the verb (the language's ``livelihood``)."""
    if not lex.livelihood:
        return False
    head = view.head
    after = [t.lower_ for t in head.doc[head.i + 1 : head.sent.end] if not t.is_punct]
    return find_phrase(after, lex.livelihood) is not None


def _owned_object(obj: Token, ctx: Context) -> bool:
    """One thing of one's own: "a truck", "my old van", "two bikes"; not a bare plural ("I
    ride horses", "I drive trucks": a job or a pastime)."""
    kin = ctx.kin(obj)
    if (kin and kin not in PETS) or obj.pos_ == "PRON":
        return False
    if "Plur" in morph_get(obj, "Number") and not any(
            dep(c) in ("det", "poss", "nummod") or c.dep_ == "poss" for c in obj.children):
        return False
    if any(c.tag_ == "JJS" and dep(c) == "amod" for c in obj.children):
        return True  # "i bought the biggest house in town": the superlative picks it out
    return not any("Def" in morph_get(c, "Definite") and "Yes" not in morph_get(c, "Poss")
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
        obj = view.obj
        if obj is None and view.iobj is not None and view.iobj.pos_ in ("NOUN", "PROPN") and (
                view.iobj.i > view.head.i):
            obj = view.iobj  # "i like jazz a lot": the noun before "a lot" read as a dative
        obj = obj if obj is not None else _stray_object(view, ctx)
        if obj is not None and _degree(obj):
            obj = None
        member = _member_before(obj, ctx) if obj is not None else None
        if member is not None:
            for who in _likers(liker, view, ctx):
                ctx.emit(who, rel, member, negated=negated)
            return
        if obj is not None and _pointed_at(obj, lex) or any(
                _about_the_listener(t, lex) for t in (obj, view.xcomp) if t is not None):
            return  # "i like your answer", "i love that idea", "i love talking to you": a
            # reaction to the conversation, no lasting taste
        targets = object_list(obj) if obj is not None else []
        hung = _list_hung_on_head(obj, lex) if obj is not None and len(targets) == 1 else None
        # A gerund object is an activity ("I love sailing" without a full stop tags it VERB).
        times = lex.months | lex.time_nouns
        values = [_gerund_text(t, times) if t.tag_ == "VBG" else ctx.value(t, as_written=True)
                  for t in targets]
        targets, values = _split_run_together(targets, values, lex)
        if any(_says_a_clause(t, lex) for t in (*targets, view.xcomp) if t is not None):
            return  # "i like to think i'm a good cook": a way of saying, no pastime
        if hung:
            targets, values = [], list(hung)
        elif not targets and view.xcomp is not None:
            values = _gerunds_listed(view.xcomp, lex) or [
                text for x in conjuncts(view.xcomp)
                for text in _shared_verb_items(x, _clause_text(x, times, lex.comitative_preps))]
        elif not targets and (name := _misread_name(view)) is not None:
            values = [name]
        elif not targets:
            # "i like to crochet" with the infinitive read as a noun after a preposition.
            values = [ctx.value(pp.obj) for pp in view.preps[:1]
                      if pp.prep in lex.infinitive_markers and pp.obj.i == view.head.i + 2]
        if obj is not None and values == [None] and (done := _activity_before(obj, ctx)):
            values = [done]  # "i run every morning and i hate it"
        for i, v in enumerate(values):  # "dogs but not cats": the listed one is refused
            denied = negated
            if i < len(targets) and targets[i].dep_ == "conj":
                denied = ctx.denied(targets[i], negated)
            if i < len(targets) and _contradicts(liker, rel, v, denied, targets[i], ctx):
                continue
            if i < len(targets) and _favorite_kind(targets[i], ctx):
                continue  # "i love my favorite band, the killers": the name is the liking
            for who in _likers(liker, view, ctx):
                ctx.emit(who, rel, v, negated=denied)
        return
    rel = lex.likes_reverse.get(view.lemma) or lex.likes_reverse.get(view.head.lower_)
    phrase_noun = None
    if rel is None:  # "ça me fait peur": the verb and its noun
        rel = lex.likes_reverse.get(view.phrasal or "")
        phrase_noun = view.obj
    if rel is None:
        return
    liker_tok = next((c for c in view.head.children if dep(c) in ("iobj", "obj", "dobj", "dative")
                      and c is not phrase_noun), None)
    if liker_tok is None:
        return
    liker = USER_KEY if ctx.is_self(liker_tok) else None
    if liker is None:
        # "A mi hermana le gusta...": the experiencer is an obl with "a".
        obl = next((c for c in view.head.children if dep(c) == "obl"), None)
        liker = ctx.entity(obl) if obl is not None else None
    if liker is None:
        liker = _dative_experiencer(view, ctx)
    # a subject inherited from the clause before is the liker, never the liked thing: "mi
    # hija se llama Olivia y le encantan los caballos"
    own_subj = view.subj if view.subj is not None and view.subj.head.i == view.head.i else None
    liked = own_subj or next((c for c in view.head.children if dep(c) == "obj"
                              and c.pos_ in ("NOUN", "PROPN") and c.i > view.head.i), None)
    if liked is None and view.xcomp is not None and view.xcomp.i > view.head.i and (
            view.xcomp.pos_ == "VERB"):
        liked = view.xcomp  # "a mi hermana le encanta bailar" hangs the infinitive as xcomp
    # an unpunctuated list read as two subjects: "me gustan el sushi la paella y los tacos"
    more = [c for c in view.head.children if liked is not None and c.i > liked.i
            and dep(c) in ("nsubj",) and c.pos_ in ("NOUN", "PROPN")]
    if liked is None:
        return
    if any(c.lower_ in lex.second_person_possessives for c in liked.children) or (
            liked.pos_ in ("VERB", "AUX") and "Fin" in morph_get(liked, "VerbForm")) or (
            _about_the_listener(liked, lex) or _pointed_at(liked, lex)):
        return  # "me encanta tu idea" (a compliment), "me gusta que me llames" (an event),
        # "me gusta hablar contigo" (the conversation)
    if liked.pos_ == "VERB" and _says_a_clause(liked, lex):
        return
    if liked.pos_ == "VERB":
        for text in _verb_list_texts(liked, lex.months | lex.time_nouns, lex.comitative_preps):
            ctx.emit(liker, rel, text, negated=negated)
        return
    # "me gusta la pesca el golf y pintar": the last activity hung on the liking verb
    more += [c for c in view.head.children if c.dep_ == "conj" and c.i > liked.i
             and _infinitive(c) and not any(dep(g) in ("nsubj", "obj") for g in c.children)
             and any(dep(g) == "cc" for g in c.children)]
    for t in [*object_list(liked), *(x for m in more for x in object_list(m))]:
        denied = ctx.denied(t, negated) if t.dep_ == "conj" else negated  # "pero no el rap"
        if t is not liked and _infinitive(t):  # "me encanta el cine, el teatro y bailar"
            ctx.emit(liker, rel, _clause_text(t, lex.months | lex.time_nouns,
                                              lex.comitative_preps), negated=denied)
            continue
        ctx.emit(liker, rel, ctx.value(t, as_written=True), negated=denied)


def _likers(liker: str | None, view: View, ctx: Context) -> list[str | None]:
    """The liker and whoever is coordinated with it: "my wife and i love hiking" is said of
    both, as "my wife and I live in Leeds" is."""
    if view.subj is None or len(conjuncts(view.subj)) < 2:
        return [liker]
    return [liker, *(k for k in _subjects(view, ctx) if k != liker)]


def _own_words(tok: Token) -> list[Token]:
    """``tok`` and its modifiers, without what is coordinated with it."""
    cut = {t.i for c in tok.children if c.dep_ in ("conj", "cc") or c.is_punct
           or dep(c) in ("dobj", "obj") for t in c.subtree}
    return [t for t in tok.subtree if t.i not in cut and not t.is_punct]


def _list_hung_on_head(obj: Token, lex: Lexicon) -> list[str] | None:
    """A list the small parser hung on its last noun: "hiking, cooking and board games" makes
    "hiking" a modifier of "games" with the rest its conjuncts; "dogs cats and horses" makes
    "cats and horses" an object of "dogs". Returns one text per item, or None.

    Said without commas, a modifier before the list is an item of its own only when it is
    a gerund or a plural ("hiking cooking and board games"), as in
    :func:`_split_run_together`."""
    first = next((c for c in obj.children if c.i < obj.i and c.dep_ in ("nmod", "compound")
                  and any(g.dep_ == "conj" for g in c.children)
                  and not any(dep(g) == "case" for g in c.children)), None)
    if first is not None:
        suffix = lex.gerund_suffix
        before = [c for c in obj.children if c.i < first.i and c.dep_ in (
                      "nmod", "compound", "amod")
                  and not any(True for _ in c.children) and c.is_alpha and (
                      (suffix and c.lower_.endswith(suffix)) or "Plur" in morph_get(c, "Number"))]
        chain = [*before, *conjuncts(first)]
        if chain[-1].i != obj.i - 1:
            return None
        if len(chain) < 3:  # two words joined before a noun name one thing: "drum and bass"
            return [" ".join(t.text for t in obj.doc[chain[0].i : obj.i + 1])]
        texts = [" ".join(t.text for t in _own_words(item)) for item in chain[:-1]]
        return [*texts, f"{chain[-1].text} {obj.text}"]
    hung = next((c for c in obj.children if dep(c) in ("dobj", "obj") and c.i > obj.i
                 and c.pos_ in ("NOUN", "PROPN")), None)
    if hung is None or not any(c.dep_ == "conj" for c in hung.children):
        return None
    return [" ".join(t.text for t in _own_words(obj)),
            *(" ".join(t.text for t in _own_words(item)) for item in conjuncts(hung))]


def _degree(tok: Token) -> bool:
    """An object that says how much, not what: "how much i hate ironing", "the one i like the
    most" (the liked thing is elsewhere)."""
    if tok.pos_ not in ("ADV", "ADJ"):
        return False
    before = tok.doc[tok.i - 1] if tok.i > 0 else None
    return "Sup" in morph_get(tok, "Degree") or before is not None and (
        before.tag_ == "WRB" or "Int" in morph_get(before, "PronType"))


def _split_run_together(targets: list[Token], values: list[str | None], lex: Lexicon
                        ) -> tuple[list[Token], list[str | None]]:
    """A list said without commas: "mushrooms olives or coriander", "camping fishing and
    kayaking" hang an item on the next one as its modifier. Only a plural word, or a gerund
    before a gerund, is taken for an item of its own ("horror movies and comedies" stays)."""
    out_targets: list[Token] = []
    out_values: list[str | None] = []
    for target, value in zip(targets, values, strict=True):
        item = _item_run_together(target, lex) if len(targets) > 1 else None
        if item is not None and value is not None and value.startswith(f"{item.text} "):
            out_targets.append(item)
            out_values.append(item.text)
            value = value[len(item.text) + 1:]
        out_targets.append(target)
        out_values.append(value)
    return out_targets, out_values


def _shared_verb_items(verb: Token, text: str) -> list[str]:
    """"i like to watch anime and hockey" -> "watch anime", "watch hockey": a doing whose
    object is a list of nouns is one doing per item. ``text`` is the doing as read whole; it
    stays whole when its words are not the verb, its object list and nothing else."""
    obj = next((c for c in verb.children if dep(c) in ("dobj", "obj") and c.i > verb.i), None)
    if obj is None:  # "look at anime and hockey": the list after the verb's preposition
        prep = next((c for c in verb.children if c.dep_ == "prep" and c.i == verb.i + 1), None)
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep else None
    items = conjuncts(obj) if obj is not None else []
    if len(items) < 2 or not all(t.pos_ in ("NOUN", "PROPN") for t in items) or all(
            t.pos_ == "PROPN" for t in items):  # "watch Tom and Jerry": one title
        return [text]
    doc = verb.doc
    lead = [t.text for t in doc[verb.i : obj.left_edge.i] if not t.is_punct]
    out = []
    for item in items:
        own = {t.i for c in item.children if c.dep_ in ("conj", "cc") or c.is_punct
               or dep(c) == "appos" for t in c.subtree}
        words = [t.text for t in item.subtree if t.i not in own and not t.is_punct
                 and t.pos_ != "CCONJ"]
        out.append(" ".join([*lead, *words]))
    whole = " ".join([*lead, *(w for item_text in out for w in item_text.split()[len(lead):])])
    joiners = {c.text for item in items for c in item.children if c.pos_ == "CCONJ"}
    return out if set(whole.split()) >= set(text.split()) - joiners else [text]


def _gerunds_listed(verb: Token, lex: Lexicon) -> list[str]:
    """"i enjoy hiking swimming and reading": a gerund whose object is a list of gerunds is
    the first item of that list, not a doing of it."""
    suffix = lex.gerund_suffix
    if not suffix or not verb.lower_.endswith(suffix):
        return []
    obj = next((c for c in verb.children if dep(c) in ("obj", "dobj", "xcomp")
                and c.i == verb.i + 1
                and not any(g.dep_ not in ("conj", "cc") for g in c.children)), None)
    listed = conjuncts(obj) if obj is not None else []
    if len(listed) < 2 or not all(t.lower_.endswith(suffix) and t.is_alpha for t in listed):
        return []
    return [verb.text, *(t.text for t in listed)]


def _item_run_together(tok: Token, lex: Lexicon) -> Token | None:
    """The lone word right before ``tok`` that is a list item, not its modifier."""
    before = tok.doc[tok.i - 1] if tok.i > 0 else None
    if before is None or before.head.i != tok.i or any(before.children) or (
            dep(before) not in ("compound", "amod", "nmod")) or (
            before.pos_ not in ("NOUN", "PROPN", "VERB")):
        return None
    plural = "Plur" in morph_get(before, "Number") and before.lemma_.lower() != before.lower_
    suffix = lex.gerund_suffix
    gerunds = bool(suffix) and all(
        t.lower_.endswith(suffix) and len(t.lower_) > len(suffix) + 2 for t in (before, tok))
    return before if plural or gerunds else None


def _infinitive(tok: Token) -> bool:
    """An infinitive verb: an activity when it is listed among liked things."""
    return tok.pos_ == "VERB" and "Inf" in morph_get(tok, "VerbForm")


def _member_before(obj: Token, ctx: Context) -> str | None:
    """"your scarf is teal, i love that color" -> teal: a kind noun pointed at with a
    singular demonstrative takes up the nearest word of that kind said before it in the turn
    (``Lexicon.kind_members``); ``None`` when the turn names none."""
    lex = ctx.lex
    kind = lex.things.get(obj.lemma_.lower()) or lex.things.get(obj.lower_)
    if not any(dep(c) == "det" and "Dem" in morph_get(c, "PronType")
               and "Plur" not in morph_get(c, "Number") for c in obj.children if c.i < obj.i):
        return None
    return _member_said_before(obj, kind, lex)


def _member_said_before(tok: Token, kind: str | None, lex: Lexicon) -> str | None:
    """The nearest word of ``kind`` (``Lexicon.kind_members``) said before ``tok`` in the
    turn, or ``None``. A member with its own article is a thing of that name, not the kind
    ("i got an orange ... i love that color" names no colour)."""
    members = lex.kind_members.get(kind or "")
    if not members:
        return None
    said = next((t for t in reversed(tok.doc[: tok.i]) if t.lower_ in members), None)
    if said is None or any(dep(c) == "det" and (c.i == said.i - 1 or (
            "Ind" in morph_get(c, "Definite") and all(
                t.pos_ == "ADJ" for t in tok.doc[c.i + 1 : said.i]))) for c in said.children):
        return None  # "an orange", "a ripe orange"; not "the fence lilac", "the shed mauve"
    return said.text


def _pointed_at(obj: Token, lex: Lexicon) -> bool:
    """A thing shown in the conversation, not a kind: the assistant's own ("your answer") or
    one pointed at with a singular demonstrative ("that idea", "this song"; a plural one
    often names a kind: "i love those old westerns")."""
    return any(c.lower_ in lex.second_person_possessives
               or dep(c) == "det" and "Dem" in morph_get(c, "PronType")
               and "Plur" not in morph_get(c, "Number") for c in obj.children if c.i < obj.i) or (
        any(t.pos_ == "PRON" and "Dem" in morph_get(t, "PronType")
            for t in obj.subtree if t.i > obj.i))  # "the sound of that"


def _says_a_clause(verb: Token, lex: Lexicon) -> bool:
    """A verb whose object is a clause ("knowing that my kids are safe", "pensar que soy
    buena madre"; "think i'm a good cook" with a verb of the language's hedges): a way of
    saying or believing, no pastime. A run-on clause after a pastime ("i like to knit i make
    scarves") is not its object."""
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    believing = any(verb.lemma_.lower() in hedge for hedge in lex.hedges)
    return any(
        dep(c) in ("ccomp", "obj", "dobj") and c.i > verb.i and (
            any(dep(g) == "mark" and g.i < c.i for g in c.subtree)
            or believing and dep(c) == "ccomp")
        for c in verb.children)  # the parser may read "que soy buena madre" as an object


def _about_the_listener(tok: Token, lex: Lexicon) -> bool:
    """The liked thing holds the assistant ("talking to you", "hablar contigo", "parler avec
    toi"): the speaker enjoys this conversation, a reaction and no lasting taste. A word that
    is also a third person's ("sie", "lei") does not count."""
    return any(t.lower_ in lex.second_person and t.lower_ not in lex.pronouns or (
        t.pos_ in ("VERB", "AUX") and "2" in morph_get(t, "Person")) for t in tok.subtree)


def _contradicts(liker: str | None, rel: str, value: str | None, negated: bool,
                 target: Token, ctx: Context) -> bool:
    """A pronoun liked or hated whose antecedent the turn has just said the opposite of ("i
    like my job and i should exercise more but i hate it"): the pronoun stands for something
    else (the doing), so no fact is read from it."""
    if target.pos_ != "PRON" or target.i not in ctx.resolved or not liker or not value:
        return False
    fact = make_fact(liker, rel, value, ctx.lang, negated=negated)
    if fact is None:
        return False
    positive = fact.r == "likes" and not fact.negated
    return any(f.s == fact.s and f.d == fact.d and f.r in ("likes", "dislikes")
               and (f.r == "likes" and not f.negated) != positive for f in ctx.facts)


def _activity_before(pron: Token, ctx: Context) -> str | None:
    """"i run three miles a day and i hate it", "i swim laps. i love it": an unresolved
    pronoun liked or hated takes up the speaker's present activity said just before it (the
    verb and its object), not a thing, place or time named there."""
    lex = ctx.lex
    if pron.pos_ != "PRON" or pron.lower_ not in lex.pronouns or pron.i in ctx.resolved:
        return None
    verb = next((t for t in reversed(pron.doc[: pron.head.i]) if t.pos_ == "VERB"
                 and t.i != pron.head.i), None)
    if verb is None or verb.tag_ not in ("VBP", "VBZ") or pron.head.i - verb.i > 12:
        return None
    lemma = verb.lemma_.lower()
    if (lemma in lex.likes or lemma in lex.be_verbs or lemma in lex.have_verbs
            or lemma in lex.wish_verbs or any((lemma, p) in lex.verb_prep for p in (None, "in"))
            or not any(dep(c) == "nsubj" and ctx.is_self(c) for c in verb.children)):
        return None
    obj = next((c for c in verb.children if dep(c) in ("dobj", "obj")
                and c.pos_ == "NOUN" and not _time_word(c, lex)), None)
    return verb.text if obj is None else f"{verb.text} {obj.text}"


def _misread_name(view: View) -> str | None:
    """"i like nicholas sparks": a lower-case name right after a liking verb that the parser
    read as a clause of its own (a noun subject and a present-tense verb, nothing after them
    but nouns); the words as said are what is liked."""
    head = view.head
    clause = next((c for c in head.children if dep(c) == "ccomp"
                   and c.left_edge.i == head.i + 1), None)
    if clause is None or clause.tag_ not in ("VBZ", "VBP", "VB"):
        return None
    subj = next((c for c in clause.children if dep(c) == "nsubj"), None)
    if subj is None or subj.pos_ not in ("NOUN", "PROPN") or subj.i != clause.i - 1 or any(
            c.i < subj.i for c in subj.children):
        return None
    rest = [t for t in clause.subtree if t.i > clause.i and not t.is_punct]
    if any(t.pos_ not in ("NOUN", "PROPN") for t in rest) or any(
            t.i > clause.i and dep(t) not in ("dobj", "obj", "compound", "punct")
            for t in clause.children):
        return None
    return " ".join(t.text for t in clause.subtree if not t.is_punct)


def _dative_experiencer(view: View, ctx: Context) -> str | None:
    """The liker of a reverse liking verb read as an object: "a mi hermana le encanta" (the
    "a" phrase tagged obj), the subject of the clause it is coordinated with ("Mi hijo ... y
    le encanta el fútbol"), or its dative pronoun resolved by coref."""
    for c in view.head.children:  # "a mi gato le gusta ...": the "a" phrase read as nsubj
        if dep(c) in ("obj", "iobj", "nsubj") and dep(c.left_edge) == "case" and (
                c.left_edge.i < c.i):
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
        if child.i > view.head.i and dep(child) in (
                "advmod", "npadvmod", "acomp", "punct", "pobj") and (
            child.pos_ in ("NOUN", "PROPN", "ADJ") or child.tag_ == "VBG" and dep(child) == "punct"
        ) and not child.is_stop and child.is_alpha and not (
                dep(child) == "npadvmod" and child.lemma_.lower() in (
                    ctx.lex.time_nouns | ctx.lex.duration_nouns)):
            # "i can't stand here all day": how long is no object; punct: "i do not like cooking" with the noun (or "i like painting and i ...",
            # the gerund) labelled as punctuation; pobj:
            # "i like chocolate in milk" with the verb read as a preposition
            return child
    # "ma mère adore les romans policiers": the small parser may cut the object off as a
    # sentence of its own, a determiner and a noun right after the verb.
    doc, at = view.head.doc, view.head.i + 1
    while at < len(doc) and doc[at].pos_ == "DET":
        at += 1
    if at == view.head.i + 1 or at >= len(doc):
        return None
    noun = doc[at]
    if noun.pos_ in ("NOUN", "PROPN") and noun.head.i == noun.i and not any(
            c.pos_ in ("VERB", "AUX") for c in noun.children):
        return noun
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


def _activity(tok: Token, times: frozenset[str] = frozenset(),
              company: frozenset[str] = frozenset()) -> list[Token]:
    """An activity without its adjuncts: "playing baseball in the local league" -> "playing
    baseball", "reading novels by the fire" -> "reading novels", "gardening in the spring" ->
    "gardening" (``times``: the language's time words). A place phrase is dropped only when
    the verb has an object ("going to the beach" keeps its goal); without one, only the first
    phrase stays ("listening to podcasts on the train"). Who it is done with or for ("cooking
    for my kids", "jouer aux échecs avec mon grand-père"; ``company``: the language's "with"
    words, wherever the parser hung them: "ver series con mi novio") is no part of it."""
    has_obj = any(dep(c) in ("dobj", "obj") for c in tok.children)
    placed = any(dep(c) == "obl" and c.i > tok.i for c in tok.children)
    cut: set[int] = set()
    phrases = 0
    for child in tok.children:
        if child.i < tok.i:
            continue
        if child.dep_ == "prep" or dep(child) == "obl":
            phrases += 1
            if phrases > 1 or _with_own_people(child):
                cut.update(t.i for t in child.subtree)
                continue
        if dep(child) in ("dobj", "obj") and _posture(child, placed):
            cut.update(t.i for t in child.subtree)  # es "ver series tirado en la cama"
            continue
        when = any(t.lower_ in times for t in child.subtree) and (
            child.dep_ == "prep" or dep(child) == "obl")
        if child.dep_ in _ADJUNCTS or dep(child) in _ADJUNCTS or when or (
                has_obj and (child.dep_ == "prep" or dep(child) == "obl")):
            cut.update(t.i for t in child.subtree)
        elif dep(child) in ("dobj", "obj"):
            # "leer novelas tirada en el sofá": a participle with a place describes the
            # reader, not the novels
            cut.update(t.i for c in child.children if c.i > child.i
                       and dep(c) in ("amod", "acl") and _posture(c, placed)
                       for t in c.subtree)
    own = _own_phrase(tok)
    cut.update(t.i for c in own if c.i > tok.i and _speaker_clause(c) for t in c.subtree)
    if company:
        cut.update(t.i for c in own if c.i > tok.i and dep(c) in ("obl", "nmod") and any(
            dep(k) == "case" and k.lower_ in company for k in c.children) for t in c.subtree)
    return [t for t in own if t.i not in cut]


def _with_own_people(phrase: Token) -> bool:
    """A "for" or "with" phrase about someone the speaker names as theirs ("for my kids",
    "with my grandad", "para mis hijos"): who an activity is shared with, not what it is."""
    lex = get_language(phrase.doc.lang_).lexicon
    shared = lex.benefactive_preps | lex.comitative_preps
    if dep(phrase) == "obl":
        nouns = [phrase] if any(dep(c) == "case" and c.lower_ in shared
                                for c in phrase.children) else []
    else:
        nouns = [g for g in phrase.children if g.dep_ == "pobj"] if (
            phrase.lower_ in shared) else []
    return any("Yes" in morph_get(c, "Poss") and c.i < n.i for n in nouns for c in n.children)


def _speaker_clause(tok: Token) -> bool:
    """A verb with a first-person subject of its own after the activity: a run-on clause the
    parser hung inside it ("watching the news i love singing", "to shop i buy red")."""
    return tok.pos_ in ("VERB", "AUX") and any(
        dep(c) == "nsubj" and c.pos_ == "PRON" and "1" in morph_get(c, "Person")
        for c in tok.children)


def _posture(tok: Token, placed: bool) -> bool:
    """A participle saying how or where the speaker does something ("tirado en la cama",
    "sentada en el balcón"): with a place of its own or one on the verb after it."""
    if "Part" not in morph_get(tok, "VerbForm") and not any(dep(c) == "obl" for c in tok.children):
        return False
    own = any(dep(g) in ("obl", "nmod") and any(dep(x) == "case" for x in g.children)
              for g in tok.children)
    return own or (placed and "Part" in morph_get(tok, "VerbForm"))


def _gerund_text(tok: Token, times: frozenset[str] = frozenset()) -> str:
    """"sailing boats": a gerund and the words after it in its phrase (not its subject or
    the liking verb a misparse hung on it)."""
    return " ".join(t.text for t in _activity(tok, times) if t.i >= tok.i and not t.is_punct)


def _clause_text(tok: Token, times: frozenset[str] = frozenset(),
                 company: frozenset[str] = frozenset()) -> str:
    """"playing tennis" from the xcomp of "I like playing tennis" (without "to").

    Words right after the infinitive that the parser hung on the main verb belong to it:
    "me gusta jugar al pádel" attaches "al pádel" to "gusta".
    """
    own = _own_phrase(tok)
    kept = {t.i for t in _activity(tok, times, company)}
    # a subject the parser hung on the infinitive is no part of the doing ("ma chienne adore
    # courir" roots at "courir")
    kept -= {t.i for c in tok.children if dep(c) in ("nsubj", "nsubjpass") for t in c.subtree}
    # "mi pasatiempo es tejer": the copula is no part of the doing; the marker of an
    # infinitive inside it is ("salir a correr")
    toks = [t for t in own if not t.is_punct and dep(t) not in ("aux", "neg", "cop")
            and (dep(t) != "mark" or t.head.i != tok.i and tok.i < t.i < t.head.i
                 and _infinitive(t.head)) and t.i in kept]
    end = own[-1].i
    doc = tok.doc
    while end + 1 < len(doc):
        nxt = doc[end + 1]
        if nxt.is_punct or nxt.head.i != tok.head.i or dep(nxt) in _CLAUSE_END or any(
                t.lower_ in times for t in nxt.subtree):
            break
        toks.extend(t for t in nxt.subtree if not t.is_punct)
        end = nxt.right_edge.i
    toks.sort(key=lambda t: t.i)
    while toks and toks[-1].pos_ == "CCONJ":
        toks.pop()  # "watching films and reading comics": the "and" opens the next item
    return " ".join(t.text for t in toks)


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
        if name is None and named is not None:
            kin = _kin_before_name(named, ctx)
            if kin is not None:
                name, named = named, kin
    else:
        if any(c.lower_ in lex.question_words and c.lower_ not in lex.relative_pronouns
               for c in head.children if c.i < head.i):
            return  # "Dime cómo se llaman mis hijos" asks for the names
        reflexive = next((c for c in head.children if "Yes" in morph_get(c, "Reflex")
                          or c.lower_ in lex.reflexive_pronouns), None)
        cands = [c for c in head.children
                 if (dep(c) in ("nsubj", "obj", "xcomp", "appos", "iobj")
                     # "Mon chat s'appelle Filou": the fr model makes the name an adverb,
                     # lower case too ("ma copine s'appelle manon").
                     or (dep(c) == "advmod" and c.i > head.i and (
                         c.pos_ == "PROPN" or _unknown_adverb(c, ctx))))
                 and (reflexive is None or c.i != reflexive.i)]
        if view.obj is not None and view.obj not in cands:
            cands.append(view.obj)  # an orphaned root: "puedes llamarme Maite"
        name = next((c for c in cands if c.pos_ == "PROPN"), None)
        named = None
        if (reflexive is not None and ctx.is_self(reflexive)) or _self_clitic(head) or (
            head.lower_ in lex.self_naming_forms
        ):
            # "Me llamo Alex", "tu peux m'appeler Max", "puedes llamarme Maite".
            if _called_by_one(view, ctx):
                return  # "mi abuela me llama cariño": what one person calls the speaker
            name = name or next((c for c in [*head.children, *cands]
                                 if c.i > head.i and _looks_like_name(c)), None) or (
                _lone_word(cands, head))
            if name is not None:
                ctx.emit(USER_KEY, "name", phrase_text(name), negated=_negated(view))
            return
        named = next((c for c in cands
                      if (name is None or c.i != name.i) and dep(c) == "nsubj"), None)
        if name is None and named is not None:
            name = _lone_word([c for c in cands if c.i != named.i], head)
        if (named is None or named.lower_ in lex.relative_pronouns) and dep(head) == "acl":
            named = head.head
        if named is None and dep(head) in ("advcl", "conj", "parataxis") and (
                head.head.lemma_.lower() in lex.have_verbs):
            # "Tengo una gata, se llama Luna": the pet just had is the one named
            named = next((c for c in head.head.children if dep(c) == "obj" and c.i < head.i
                          and ctx.kin(c) is not None), None)
    if name is None or named is None:
        return
    _name_fact(ctx, None, named, name, view)


def _kin_before_name(obj: Token, ctx: Context) -> Token | None:
    """"i named my dog biscuit", "we call our son bubba": the tagger reads the speaker's kin
    noun as a compound of the name it is given, the possessive hung on the name; that kin
    noun is the one named. Only the speaker's own ("she named her cat ..." is not)."""
    kin = next((c for c in obj.children if dep(c) == "compound" and c.i == obj.i - 1
                and ctx.kin(c) is not None), None)
    if kin is None or obj.pos_ not in ("NOUN", "PROPN") or not ctx.self_possessed(obj):
        return None
    return kin


def _called_by_one(view: View, ctx: Context) -> bool:
    """The naming verb's subject is one person other than the speaker ("my husband calls me
    babe", "él me llama gordi"): what they call the speaker is a pet name, not the speaker's
    name; "everyone calls me Jojo", "mis amigos me llaman Pepe" give one."""
    subj = next((c for c in view.head.children if dep(c) == "nsubj" and c.i < view.head.i
                 and not ctx.is_self(c)), None)  # "ma copine m'appelle doudou": "m'" may be
    # a subject too; a name after the verb ("me llamo Alex") is no caller
    if subj is None or "Plur" in morph_get(subj, "Number"):
        return False
    return (ctx.kin(subj) is not None or subj.pos_ == "PROPN"
            or ctx.lex.pronouns.get(subj.lower_) in ("he", "she"))


def _unknown_adverb(tok: Token, ctx: Context) -> bool:
    """A word tagged as an adverb that is no common word: a lower-case name ("manon")."""
    words = ctx.word_classes
    return tok.pos_ == "ADV" and tok.is_alpha and not tok.is_stop and words.known and not (
        words.is_adjective(tok.lower_) or words.is_noun(tok.lower_)
        or words.is_verb(tok.lower_) or words.is_adverb(tok.lower_))


def _lone_word(cands: list[Token], verb: Token) -> Token | None:
    """The word a reflexive naming verb gives, lower case as speech-to-text writes it ("me
    llamo nuria", "je m'appelle kevin", "mi prima se llama lucía"): one word after the verb,
    whatever the tagger calls it. A clause joined after it ("je m'appelle chloé et je viens de
    ...") may hang on the word: it is no part of the name."""
    return next((c for c in cands if c.i > verb.i and all(
        dep(g) in ("conj", "cc", "punct") and g.i > c.i for g in c.children)
                 and c.pos_ in ("NOUN", "PROPN", "ADJ", "VERB", "X", "ADV") and c.is_alpha), None)


def _self_clitic(verb: Token) -> bool:
    """es infinitive with a fused first-person clitic: "llamarme" (Person=1, PronType=Prs)."""
    return "Prs" in morph_get(verb, "PronType") and morph_get(verb, "Person") == ["1"]


def _name_fact(ctx: Context, owner: str | None, named: Token, name: Token, view: View) -> None:
    """(you, name, N) for the user, (you, K, N) for kin and pets, (X, name, N) otherwise."""
    neg = _negated(view)
    name_str = name_text(name) if name.pos_ == "PROPN" else phrase_text(name)
    if named.head.i == name.i:  # "my dog biscuit" read as one phrase: the name without the kin
        name_str = " ".join(t.text for t in name.subtree if t.i > named.i)
    if ctx.is_self(named) or (owner == USER_KEY and named.lemma_.lower() in ctx.lex.name_nouns):
        if not _called_by_one(view, ctx):  # "my husband calls me babe": his pet name for me
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
            if not neg:  # "mi hermana se llama Rocío y vive en Cádiz": Rocío lives there
                ctx.resolved.setdefault(target.i, name_str)
        return
    if _placed_by_name(target, ctx):
        return  # "born in a town called Tralee": the name is the place itself
    ctx.emit(ctx.entity(target), "name", name_str, negated=neg)


def _placed_by_name(noun: Token, ctx: Context) -> bool:
    """A named common noun after a place preposition, whose name the place fact carries."""
    prep = noun.head if noun.dep_ == "pobj" else next(
        (c for c in noun.children if dep(c) == "case"), None)
    return prep is not None and _called(noun, ctx) is not None and any(
        p == prep.lower_ and r in _PLACES for (_, p), r in ctx.lex.verb_prep.items())


def possession(view: View, ctx: Context) -> None:
    """"I have a sister" -> (you, has, sister); "I have two cats"; "Tengo 34 años" -> age.

    "I have a dog named Max" is left to :func:`naming` (gives (you, dog, max) only).
    """
    lex = ctx.lex
    if view.lemma not in lex.have_verbs:
        return
    if view.head.tag_ == "VBG" and dep(view.head) in ("xcomp", "dobj", "obj", "pcomp") and (
            view.head.head.lemma_.lower() in lex.likes):
        return  # "i enjoy having brunch": a liked activity, nothing owned
    if view.obj is None:
        # "j'ai eu 40 ans la semaine dernière": the age hangs on the time phrase
        years = next((t for t in view.head.subtree if t.lower_ in lex.age_nouns
                      and _number(t, lex) is not None and t.head.i != view.head.i), None)
        if years is not None and view.head.i < years.i:
            ctx.emit(ctx.subject(view), "age", _number(years, lex), negated=_negated(view))
        ache = _ache(view, lex)
        if ache is not None:
            ctx.emit(ctx.subject(view), "has_condition", ache, negated=_negated(view))
        return
    subj = ctx.subject(view)
    obj = view.obj
    ache = _ache(view, lex)
    if ache is not None:
        ctx.emit(subj, "has_condition", ache, negated=_negated(view))
        return
    # Where ages are had ("tengo 23", no "old" adjective in the table), a bare number had is
    # an age ("tengo 23 por si te sirve", "tiene 12 bueno no 13"); "i have 3" is not.
    bare_age = not lex.age_adjectives and ((
        obj.text.isdigit() and not any(dep(c) in ("nmod", "obl") for c in obj.children)) or (
        obj.pos_ not in ("NOUN", "PROPN") and _number(obj) is not None))
    if obj.lemma_.lower() in lex.age_nouns or obj.lower_ in lex.age_nouns or bare_age:
        ctx.emit(subj, "age", _number(obj, lex), negated=_negated(view))
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
        if _job_and_place(o, ctx) is not None or _job_role(o, ctx) is not None:
            continue  # "I have a job at Costco", "a job as a nurse": job_place says it
        if subj == USER_KEY and _names_a_favorite(o, ctx):
            continue  # "i'm having my favorite food ice cream": favorite_beside says it
        if o.pos_ == "ADV" and _negated(view):
            continue  # "je n'ai pas beaucoup d'amis": a small amount, not none
        if o.pos_ == "NUM" and o.i not in ctx.counted and o.i not in ctx.resolved and (
                not any(True for _ in o.children) or of_them(o, lex)):
            continue  # "i have 3", "i have 3 of them" with nothing counted says nothing
        if (o.pos_ == "NUM" or o.like_num) and any(
                t.lower_ in lex.age_nouns or t.lemma_.lower() in lex.age_nouns
                for t in o.doc[o.i + 1 : o.i + 6]):
            continue  # "tengo treinta y dos años": an age in words, nothing owned
        # the user's or their kin's ("my nan has a parrot called kiwi"), not John's
        named = _named_before_participle(o, ctx) if subj == USER_KEY or (
            subj in ctx.lex.kinship.values()) else None
        if named is not None:  # "two cats and a parrot called kiwi"
            ctx.emit(subj, named[0], named[1], negated=_negated(view))
            continue
        if any(c.i == o.i - 1 and c.lower_ in lex.naming_participles for c in o.children):
            continue  # "sam has a parrot called kiwi" misparsed: "called kiwi" is no thing
        value = ctx.value(o)
        if _preference_noun(subj, o, _negated(view), ctx):
            continue  # "i have a strong dislike for tomatoes"
        if _had_with_prep(o, subj, view, ctx):
            continue  # "Tengo alergia a los frutos secos", "tengo miedo a las alturas"
        if o.lemma_.lower() in lex.transient_objects and o.lemma_.lower() not in lex.job_nouns:
            continue  # "i have a question", "we had fun", "tengo miedo": nothing kept
        part = o.doc[o.i + 1] if o.i + 1 < len(o.doc) else None
        if part is not None and o.lower_ in lex.condition_modifiers and (
                part.lower_ in lex.body_parts):  # "a sore back": "back" read as an adverb
            ctx.emit(subj, "has_condition", f"{o.text} {part.text}",
                     negated=ctx.denied(o, _negated(view)))
            continue
        rel = "has_condition" if _condition(o, lex) or any(
            w in lex.condition_nouns for w in (value or "").lower().split()) else "has"
        ctx.emit(subj, rel, value, negated=ctx.denied(o, _negated(view)))


def _named_before_participle(name: Token, ctx: Context) -> tuple[str, str] | None:
    """(kin or pet key, name) of "a parrot called kiwi" parsed upside down, the name as the
    listed object and "called" with the pet noun as its modifiers."""
    called = next((c for c in name.children if c.i == name.i - 1
                   and c.lower_ in ctx.lex.naming_participles), None)
    if called is None:
        return None
    # the noun right before the participle may be tagged anything ("a parrot named
    # captain that swears": "parrot" read as an adverb)
    kin = next((k for t in (*called.children, *name.children) if t.i < called.i and (
        k := ctx.kin(t) or (ctx.lex.kinship.get(t.lower_) if t.i == called.i - 1 else None))),
        None)
    if kin is None:
        return None
    return kin, name_text(name) if name.pos_ == "PROPN" else name.text


def _ache(view: View, lex: Lexicon) -> str | None:
    """"j'ai mal au genou", "ma mère a mal à la hanche": a condition noun the tagger read as
    an adverb of "have", the place it hurts right after it; the words as said, without an
    adjunct ("depuis ma chute"). "pas mal de chats" is an amount."""
    doc = view.head.doc
    ache = view.obj if view.obj is not None and view.obj.pos_ in ("ADV", "ADJ") else next(
        (c for c in view.head.children if c.i > view.head.i and dep(c) == "advmod"), None)
    if ache is not None and ache.lower_ not in lex.ache_words:
        return None
    if ache is None or ache.i + 2 >= len(doc) or (
            f"{doc[ache.i - 1].lower_} {ache.lower_}" in lex.amount_adverbs):
        return None
    case = doc[ache.i + 1]
    where = case.head
    prep = case.lower_.replace("’", "'")
    if case.pos_ != "ADP" or prep in lex.genitive_preps or prep in lex.duration_preps or (
            where.i <= case.i or where.pos_ not in ("NOUN", "PROPN")):
        return None
    if any("Part" in morph_get(t, "VerbForm") and t.lemma_.lower() in lex.have_verbs
           for t in doc[ache.sent.start:ache.i]):
        return None  # "j'ai eu mal au ventre hier": a past ache is an episode
    return doc[ache.i:where.i + 1].text


def acquisition(view: View, ctx: Context) -> None:
    """"i just got a puppy", "got my first car" -> (you, has, ...): a past acquisition of a
    thing of one's own states a possession. The present ("i get headaches"), an infinitive
    ("i need to get a car"), "have got" (a present possession, read by :func:`possession`)
    and transient things ("got a call") state none."""
    lex, head = ctx.lex, view.head
    if view.lemma not in lex.acquisition_verbs or view.obj is None or view.iobj is not None:
        return  # "she got me a car": a gift, not her possession
    if "Past" not in morph_get(head, "Tense") or "Part" in morph_get(head, "VerbForm") or any(
            dep(c) == "aux" for c in head.children):
        return
    subj = ctx.subject(view)
    if not subj or not _owner_like(subj, lex):
        return
    for obj in conjuncts(view.obj):
        if obj.lemma_.lower() in lex.transient_objects or not _owned_object(obj, ctx) or (
                _job_and_place(obj, ctx) is not None or _job_role(obj, ctx) is not None):
            continue
        misread = obj.pos_ == "ADJ" and any(dep(c) == "compound" for c in obj.children)
        if (obj.pos_ not in ("NOUN", "PROPN") and not misread) or (
                ctx.kin(obj) and ctx.kin(obj) not in PETS):
            continue  # misread: "a honda civic" with the model name tagged as an adjective
        ctx.emit(subj, "has", ctx.value(obj), negated=_negated(view) or ctx.refused(obj))


def _preference_noun(subj: str | None, noun: Token, negated: bool, ctx: Context) -> bool:
    """A liking said with a noun and its preposition ("a big fan of jazz", "a strong dislike
    for tomatoes"): the language's ``preference_nouns``; emits it and returns True."""
    rel = ctx.lex.preference_nouns.get(noun.lemma_.lower())
    if rel is None:
        return False
    objs = [g for c in noun.children if c.dep_ == "prep" and c.i > noun.i
            and c.lower_ in ctx.lex.preference_preps for g in c.children if g.dep_ == "pobj"]
    if not objs:
        return False
    for obj in conjuncts(objs[0]):
        ctx.emit(subj, rel, ctx.value(obj), negated=negated)
    return True


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
            ctx.emit(subj, rel, ctx.value(pp.obj, as_written=rel == ALLERGY),
                     negated=_negated(view) or pp.negated)
    return found


def _condition(obj: Token, lex: Lexicon) -> bool:
    """A health condition had: "asthma", "a sore shoulder" (a body part: "a bad car" is no
    condition)."""
    if obj.lemma_.lower() in lex.condition_nouns or obj.lower_ in lex.condition_nouns:
        return True
    return obj.lower_ in lex.body_parts and any(
        dep(c) == "amod" and c.lower_ in lex.condition_modifiers for c in obj.children)


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


def _cop_graded_taste(view: View, ctx: Context) -> bool:
    """"Soy muy de montaña" parsed with the place as the root: a degree adverb right before
    its "de" grades a taste (likes montaña), never an origin nor an identity."""
    comp, doc = view.comp, view.comp.doc
    if comp.pos_ != "NOUN" or comp.i < 2 or doc[comp.i - 1].lower_ not in ctx.lex.genitive_preps:
        return False
    degree = doc[comp.i - 2]
    if degree.pos_ != "ADV" or not degree.is_stop or degree.head.i != comp.i or is_negation(
            degree, ctx.lex) or not any(dep(c) == "cop" and c.i < degree.i for c in comp.children):
        return False
    ctx.emit(ctx.subject(view), "likes", ctx.value(comp), negated=_negated(view))
    return True


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
                      or "Yes" in morph_get(c, "Poss")), None)
    if owner_tok is None or "Plur" in morph_get(subj, "Number"):
        return True  # "my names are hard to spell" names no one
    if ctx.is_self(owner_tok):
        ctx.emit(USER_KEY, "name", phrase_text(name), negated=_negated(view))
    elif ctx.resolved.get(owner_tok.i) in ctx.lex.kinship.values():
        # "I have an older sister, her name is Marguerite": "her" is the user's sister.
        ctx.emit(USER_KEY, ctx.resolved[owner_tok.i], phrase_text(name), negated=_negated(view))
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
                    ctx.emit(owner, "likes", _favorite_value(v, ctx), negated=_negated(view))
            return True
        if thing is None or value is None or holder.i == value.i:
            continue
        owner = ctx.possessor(holder) or (USER_KEY if view.implicit_you else None)
        member = _member_said_before(value, thing, ctx.lex) if value.pos_ == "PRON" and (
            value.lower_ in ctx.lex.pronouns) else None  # "the sea is so green when you go
        # fishing? that is my favorite color": the colour said, not the words just before
        dislocated = member or _dislocated(value, ctx) or _named_before(
            value, ctx, adjective=True, resolved=True)
        if dislocated is not None:
            ctx.emit(owner, f"favorite_{thing}", dislocated, negated=_negated(view))
            return True
        for v in conjuncts(value):
            ctx.emit(owner, f"favorite_{thing}", _favorite_value(v, ctx), negated=_negated(view))
        return True
    return False


# Parts of speech of the words a thing named at the end of a sentence is made of.
_NAMING_POS = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})


def _named_before(pron: Token, ctx: Context, *, adjective: bool,
                  resolved: bool = False) -> str | None:
    """"have you seen casablanca? it is my favorite", "i read a lot of le carré, he is my
    favorite": an unresolved pronoun opening its clause after a stop or comma takes up the
    phrase that ends right before it (up to four words, no function word, kin or pronoun).
    A lone adjective counts only for a favourite of a named kind (``adjective``: "my hair is
    green. it's my favorite color"); there the words said right before beat what coref
    resolved (``resolved``: the hair is no colour)."""
    if pron.pos_ != "PRON" or pron.lower_ not in ctx.lex.pronouns or (
            pron.i in ctx.resolved and not resolved):
        return None
    doc, k = pron.doc, pron.i - 1
    if k < 1 or not doc[k].is_punct or doc[k].i < pron.sent.start - 1:
        return None
    while k >= 0 and doc[k].is_punct:
        k -= 1
    words: list[Token] = []
    while k >= 0 and len(words) < 5:
        t = doc[k]
        named = t.pos_ in _NAMING_POS or t.tag_ == "VBG" or (
            not words and t.pos_ in ("ADV", "VERB"))  # a lower-case title read as an adverb
        if not named or not t.is_alpha or t.is_stop or ctx.kin(t) or ctx.is_self(t):
            break
        words.insert(0, t)
        k -= 1
    if adjective and len(words) > 1 and words[0].i > 0 and doc[words[0].i - 1].tag_ == "PRP$":
        words = words[-1:]  # "i dyed my hair purple, it's my fave color": the colour, not hair
    if not 1 <= len(words) <= 4 or (not adjective and words[-1].pos_ == "ADJ"):
        return None
    return " ".join(t.text for t in words)


def _dislocated(pron: Token, ctx: Context) -> str | None:
    """"honestly radiohead it's my favorite band": the thing named before the pronoun subject
    that takes it up (a left dislocation), without the sentence's opening adverbs and
    reactions."""
    if pron.pos_ != "PRON" or dep(pron) != "nsubj" or pron.lower_ not in ctx.lex.pronouns:
        return None
    toks = [t for t in pron.doc[pron.sent.start : pron.i] if not t.is_punct]
    while toks and (toks[0].pos_ in ("ADV", "INTJ") or toks[0].lower_ in ctx.lex.reactions
                    or (toks[0].lower_,) in ctx.lex.fillers):
        toks.pop(0)
    if not 1 <= len(toks) <= 4 or not all(t.is_alpha for t in toks) or any(
            t.pos_ in ("PRON", "AUX", "ADP", "CCONJ", "SCONJ") or t.lower_ in ctx.lex.self_words
            for t in toks):
        return None
    return " ".join(t.text for t in toks)


def _favorite_value(tok: Token, ctx: Context) -> str | None:
    """A favourite's value; a gerund ("my favorite hobby is knitting") is an activity."""
    if tok.tag_ == "VBG" and tok.is_alpha:
        return _gerund_text(tok, ctx.lex.time_nouns) or None
    return ctx.value(tok)


def _friend_link(child: Token, lex: Lexicon) -> bool:
    """The comitative or genitive word that ties a friend to "friends" ("with", "de", "avec");
    a child marked by any other preposition ("since", "desde", "depuis") names no friend."""
    links = lex.comitative_preps | lex.genitive_preps
    if dep(child) == "prep" or child.lower_ in lex.comitative_preps:
        return child.lower_ in links
    marks = [c.lower_ for c in child.children if dep(c) == "case"]
    return not marks or any(m in links for m in marks)


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
        if not _friend_link(child, lex):
            continue  # "friends since school", "amigo desde el cole": a time, not a friend
        if dep(child) in ("prep", "nmod", "obl") or child.lower_ in ctx.lex.comitative_preps:
            objs = [g for g in child.children if g.dep_ in ("pobj",)] or (
                [child] if dep(child) in ("nmod", "obl") else []
            )
            for o in objs:
                if child.lower_ in lex.genitive_preps and ctx.is_self(o):
                    ctx.emit(USER_KEY, "friend_of", subj, negated=neg)
                elif o.pos_ == "PROPN" and o.i not in ctx.resolved:
                    # "ami avec Bastien depuis le collège": the friend is the name alone
                    ctx.emit(subj, "friend_of", name_text(o), negated=neg)
                else:
                    ctx.emit(subj, "friend_of", ctx.entity(o), negated=neg)
    if not pals and any(c.dep_ == "poss" or "Yes" in morph_get(c, "Poss") and ctx.is_self(c)
                        for c in comp.children if ctx.is_self(c)):
        ctx.emit(USER_KEY, "friend", subj, negated=neg)
    return True


# The kin key a denied sibling is stored under (kin are keyed in English in every language).
_SIBLING = "sibling"


def _cop_only_child(view: View, ctx: Context) -> bool:
    """"I'm an only child", "my son is an only child", "i am only child" (no article: the
    parser hangs "only" on the verb) -> (subject, has, sibling, negated)."""
    if not ctx.lex.only_child or view.subj is None:
        return False
    said = [t.lower_ for t in view.comp.subtree if t.i <= view.comp.i]
    if view.head.i < view.comp.left_edge.i:  # "i am only child": "only" hangs on the verb
        said = [t.lower_ for t in view.comp.doc[view.head.i + 1 : view.comp.i + 1]]
    hit = find_phrase(said, ctx.lex.only_child)
    if hit is None or hit[0] + len(hit[1]) != len(said) or any(
            dep(c) in ("relcl", "acl") for c in view.comp.children):
        return False  # "the only child who stayed home": one of siblings
    ctx.emit(ctx.subject(view), "has", _SIBLING, negated=not _negated(view))
    return True


def _cop_kinship(view: View, ctx: Context) -> bool:
    """"My sister is Anna" / "Anna is my sister" / "Ana es mi hermana" -> (you, sister, anna)."""
    subj, comp = view.subj, view.comp
    if subj is None:
        return False
    neg = _negated(view)
    kin = ctx.kin(subj)
    if kin and ctx.self_possessed(subj) and comp.pos_ == "PROPN" and not any(
            dep(c) == "case" for c in comp.children):  # "mi marido es de Cuenca": origin
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
    if comp.pos_ == "NUM" or comp.lower_ in ctx.lex.spelled_numbers or (
            comp.lemma_.lower() in ctx.lex.age_adjectives):
        n = _number(comp) or _spelled_age(view, ctx)
    elif comp.lemma_.lower() in ctx.lex.age_nouns:
        n = _number(comp, ctx.lex)
    if n is None:
        return False
    if any("Past" in morph_get(t, "Tense") for t in (view.head, *view.head.children)
           if t.i == view.head.i or dep(t) == "cop"):
        return True  # "i met him when we were 18": an age then, not now
    subj = ctx.subject(view)
    ctx.emit(subj, "age", n, negated=_negated(view))
    for alt in _negated_alternatives(comp, ctx):
        ctx.emit(subj, "age", _number(alt), negated=True)
    return True


def _spelled_age(view: View, ctx: Context) -> str | None:
    """"my son is seven", "she's seven years old": a number word as an age only of one person
    ("it's seven" is a time, "we are four" a count) and never a number of something ("i am one
    of five")."""
    subj, comp = view.subj, view.comp
    if subj is None or "Plur" in morph_get(subj, "Number") or "Neut" in morph_get(
            subj, "Gender") or not (subj.pos_ in ("PRON", "PROPN") or ctx.kin(subj)):
        return None  # "my lucky number is seven": no one's age
    if comp.lemma_.lower() not in ctx.lex.age_adjectives and any(
            dep(c) not in ("advmod", "punct", "cc", "conj", "compound", "nummod")
            for c in comp.children):
        return None  # "one of five", "seven o'clock"
    if any(c.pos_ == "NOUN" and c.lower_ not in ctx.lex.age_nouns
           and c.lemma_.lower() not in ctx.lex.age_nouns for c in comp.children):
        return None  # "ten weeks old", "nine months old": no age in years
    return _number(comp, ctx.lex)


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
    # fr tags the "de" of a lower-case place as a determiner ("je suis de/det paris").
    case = next((c for c in comp.children if dep(c) == "case"
                 or (dep(c) == "det" and c.pos_ == "ADP" and c.i < comp.i)), None)
    if case is None or comp.i != view.head.i:
        return False
    if case.lower_ in ctx.lex.privative_preps:  # "estoy sin coche", "je suis sans voiture"
        # A case-marked word is a noun whatever its tag (fr tags "sans vélo" as a verb).
        value = ctx.value(comp) or (phrase_text(comp) if comp.pos_ == "VERB" else None)
        ctx.emit(ctx.subject(view), "has", value, negated=not _negated(view))
        return True
    nxt = comp.nbor() if comp.i + 1 < len(comp.doc) and comp.nbor().head.i == comp.i else None
    two = f"{comp.lower_} {nxt.lower_}" if nxt is not None else ""
    if (comp.lemma_.lower() in ctx.lex.state_nouns or comp.lower_ in ctx.lex.state_nouns
            or two in ctx.lex.state_nouns) and not any(
                dep(c) == "poss" or "Dem" in morph_get(c, "PronType")
                or "Yes" in morph_get(c, "Poss") for c in comp.children):
        # a state of two words is one only with both ("en fauteuil roulant", not "dans le
        # fauteuil"); one's own or a pointed-at thing is a place ("dans mon fauteuil")
        end = max([comp.i + (1 if two in ctx.lex.state_nouns else 0),
                   *(c.right_edge.i for c in comp.children if c.i > comp.i and dep(c) == "amod")])
        value = comp.doc[case.i : end + 1].text  # "à la retraite", "en fauteuil roulant"
        ctx.emit(ctx.subject(view), "is", value, negated=_negated(view))
        return True
    if comp.lemma_.lower() in ctx.lex.service_nouns or comp.lower_ in ctx.lex.service_nouns:
        former = view.imperfect and get_language(ctx.lang).spec.imperfect_marks_former_state
        ctx.emit(ctx.subject(view), "works_at", ctx.value(comp),  # "je suis dans l'armée"
                 negated=_negated(view) or former)
        return True
    rel = ctx.lex.verb_prep.get((view.lemma, case.lower_))
    if rel is None or _state_phrase(comp, ctx):
        return True  # "je suis de bonne humeur", "je suis de retour": a state, no origin
    if any(dep(c) == "advmod" and c.is_stop and c.i < case.i for c in comp.children):
        return True  # "soy muy de playa", "soy más de té": a taste graded, no origin
    if rel != "born_in" and is_state(rel) and (not _staying_in(
            view, PrepObj(case.lower_, comp), ctx) or any(
            t.lower_ in ctx.lex.time_nouns for t in comp.doc[comp.i + 1 : comp.i + 5])):
        return True  # "je suis à la maison", "je suis à Nice ce week-end": no home
    value = ctx.value(comp, place=True) if dep(case) == "case" else phrase_text(
        comp, frozenset({case.i}))
    ctx.emit(ctx.subject(view), rel, value, negated=_negated(view))
    return True


def _state_phrase(comp: Token, ctx: Context) -> bool:
    """A case-marked complement that is a passing state ("de retour", "de bonne humeur"):
    listed as one, or a common noun with an adjective before it."""
    lex = ctx.lex
    if comp.lower_ in lex.passing_states or comp.lemma_.lower() in lex.passing_states:
        return True
    return comp.pos_ == "NOUN" and comp.is_lower and any(
        dep(c) == "amod" and c.i < comp.i for c in comp.children)


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
        if rel == "likes" and _passing(pp.obj, lex):
            found = True  # "je suis fou de joie": a feeling, no passion
        elif rel is not None:
            found = True
            value = (phrase_text(pp.obj) if pp.obj.pos_ == "VERB"
                     else ctx.value(pp.obj, as_written=True))
            ctx.emit(ctx.subject(view), rel, value, negated=_negated(view) or pp.negated)
            if (stray := _stray_item(pp.obj, ctx)) is not None:
                ctx.emit(ctx.subject(view), rel, stray.text,
                         negated=_negated(view) or pp.negated)
    return found


def _stray_item(obj: Token, ctx: Context) -> Token | None:
    """"allergic to peanuts and shellfish": the small model reads the last listed noun as a
    verb joined to the clause. A lone word right after the object's "and"/"or", with nothing
    of its own but an adverb after it, that the lemmatizer knows as a noun and never as a
    verb, is one more item."""
    doc, wc = obj.doc, ctx.word_classes
    end = obj.right_edge.i
    if end + 2 >= len(doc) or not wc.known:
        return None
    cc, item = doc[end + 1], doc[end + 2]
    if cc.pos_ != "CCONJ" or dep(item) != "conj" or item.pos_ != "VERB" or any(
            dep(c) != "advmod" or c.i < item.i for c in item.children) or (
            not item.is_alpha) or item.head.i == obj.i:
        return None
    if wc.is_verb(item.lower_, item.lemma_) or not wc.is_noun(item.lower_):
        return None
    return item


def _cop_identity(view: View, ctx: Context) -> bool:
    """"I'm a nurse" / "I'm vegetarian" -> is; "I'm Alex" -> name; "I'm tired" -> nothing."""
    comp, lex = view.comp, ctx.lex
    subj = ctx.subject(view)
    if subj is None or comp is None:
        return True
    owner_word = view.subj is not None and (
        view.subj.pos_ == "PRON" and "Yes" in morph_get(view.subj, "Poss")
        or view.subj.pos_ == "NOUN" and view.subj.lower_ in lex.self_words)
    if owner_word:
        # "mine is a honda": "mine" stands for the thing just asked about, not the user.
        _echo(view, ctx)
        return True
    low, lemma = comp.lower_, comp.lemma_.lower()
    if low in lex.passing_states or lemma in lex.passing_states:
        return True
    if any(_relative(c) and (c.lemma_.lower() in lex.likes or lex.lemma_fixes.get(
            c.lower_) in lex.likes)
           for side in (view.subj, comp) if side is not None for c in side.children):
        return True  # "another band I like is Muse", "orange is a color I hate": a liking
    neg = _negated(view)
    if _looks_like_name(comp) and subj == USER_KEY and not _known_kind(comp, lex) and not any(
        dep(c) == "case" or c.dep_ == "prep" for c in comp.children
    ):
        ctx.emit(USER_KEY, "name", name_text(comp), negated=neg)
    elif comp.pos_ == "PROPN" and _known_kind(comp, lex) and not (
            low in lex.passing_states or ctx.kin(comp)):
        ctx.emit(subj, "is", phrase_text(comp), negated=neg)  # "i am ovo vegetarian"
    elif subj == USER_KEY and view.lemma in lex.be_verbs and _unknown_word(comp, ctx) and (
            _first_singular(view)) and view.lemma not in lex.state_copulas:
        ctx.emit(USER_KEY, "name", comp.text, negated=neg)  # "i am sarah", "soy bruno"
    elif subj == USER_KEY and view.lemma in lex.be_verbs and view.lemma not in (
            lex.state_copulas) and _first_singular(view) and (
            origin := _origin_after_name(comp, ctx)) is not None:
        ctx.emit(USER_KEY, "name", comp.text, negated=neg)  # "soy marisa de valladolid"
        ctx.emit(USER_KEY, "born_in", ctx.value(origin), negated=neg)
    elif comp.pos_ == "NOUN" and _singular_self(view) and _bare_name(comp, lex):
        ctx.emit(USER_KEY, "name", comp.text, negated=neg)
    elif comp.pos_ == "NOUN" and not ctx.kin(comp):
        if any(dep(c) == "case" for c in comp.children):
            return True
        if _preference_noun(subj, comp, neg, ctx):
            return True  # "i'm a big fan of jazz", "not a fan of horror movies"
        if subj != USER_KEY and any(dep(c) == "poss" and c.lower_ in lex.self_words
                                    for c in comp.children):
            return True  # "pizza is my weakness", "that was my old job": no kind of thing
        if subj == USER_KEY and not (comp.lemma_.lower() in lex.occupations
                                     or comp.lower_ in lex.occupations
                                     or comp.lower_ in lex.identity_adjectives) and any(
                dep(c) == "det" and c.lower_ in definite_words(ctx.lang) for c in comp.children
        ) and not any("Sup" in morph_get(c, "Degree") or (
                c.i > comp.i and dep(c) in ("prep", "nmod") and c.lower_ in lex.genitive_preps)
                for c in comp.children):
            return True  # "i'm the baby", "i'm the driver today": a place among others, no
            # kind the speaker is ("i'm the manager", "the only vegan in my family", "the
            # fastest runner in the club", "the owner of a bakery" are)
        place = workplace(comp, ctx)
        skip = frozenset(t.i for t in place[0].subtree) if place else frozenset()
        since = frozenset(t.i for c in comp.children if c.i > comp.i and c.dep_ == "prep"
                          and c.lower_ in lex.duration_preps for t in c.subtree)
        town = frozenset(t.i for c in comp.children if c.i > comp.i and dep(c) in PP_DEPS
                         and _bare_town(c, ctx) for t in c.subtree)  # "pompier à brest"
        ctx.emit(subj, "is", _comp_text(view, skip | since | town),  # "vegan since 2010"
                 negated=neg)
        _job_place(view, comp, place, ctx)
        for alt in _negated_alternatives(comp, ctx):  # "I'm a nurse, not a doctor"
            ctx.emit(subj, "is", phrase_text(alt), negated=True)
    elif comp.pos_ in ("ADV", "VERB") and (graded := next((
            c for c in comp.children if c.i == comp.i + 1 and (
                c.lower_ in lex.identity_adjectives or c.lemma_.lower() in lex.identity_adjectives)
    ), None)) is not None:  # "je suis partiellement sourd": the adverb read as the complement
        ctx.emit(subj, "is", graded.text, negated=neg)
    elif comp.pos_ in ("ADJ", "VERB", "ADV") and (
        low in lex.identity_adjectives or lemma in lex.identity_adjectives
        or low in lex.occupations
    ):  # VERB: fr "elle est avocate" tags the noun as a passive participle; ADV: fr
        # "je suis complètement végétarien" 
        field_of = next((c for c in comp.children if c.i > comp.i and dep(c) in ("obl", "nmod")
                         and not any(dep(g) == "det" for g in c.children)
                         and not any(t.text == "," for t in comp.doc[comp.i + 1 : c.i])
                         and any(dep(g) == "case" and g.lower_ in lex.genitive_preps
                                 for g in c.children)), None)
        # "prof de maths": the subject taught stays with the job
        job = comp.text if field_of is None else comp.doc[comp.i : field_of.i + 1].text
        ctx.emit(subj, "is", job if low in lex.occupations else _complemented(comp, lex),
                 negated=neg)
        if low in lex.occupations:
            _job_place(view, comp, workplace(comp, ctx), ctx)
    return True


def _passing(tok: Token, lex: Lexicon) -> bool:
    """A passing state or feeling ("joie", "rabbia"), never the object of a passion."""
    return tok.lower_ in lex.passing_states or tok.lemma_.lower() in lex.passing_states


def _complemented(comp: Token, lex: Lexicon) -> str:
    """An identity adjective with what it is said of, when the table lists it: "lactose
    intolerant", "intolérante au lactose", "intolerante a la lactosa"; else the adjective."""
    if comp.lower_ not in lex.complemented_adjectives and (
            comp.lemma_.lower() not in lex.complemented_adjectives):
        return comp.text
    start, end = comp.i, comp.i + 1
    before = comp.doc[comp.i - 1] if comp.i > 0 else None
    if before is not None and before.head.i == comp.i and before.pos_ in ("NOUN", "ADJ", "PROPN"):
        start = before.i  # "lactose intolerant", "gluten intolerant"
    after = [c for c in comp.children if c.i > comp.i and dep(c) in ("obl", "nmod", "amod", "obj")
             and any(dep(g) == "case" for g in c.children)]
    if after:
        end = after[0].i + 1  # "intolérante au lactose"
    return comp.doc[start:end].text


# What may follow a lone name without being part of it ("i'm nancy, nice to meet you").
_AFTER_NAME = frozenset({"punct", "appos", "parataxis", "advcl", "relcl", "acl", "conj", "cc"})


# Children that make a complement a described thing, not a lone name.
_MODIFIERS = frozenset({"det", "amod", "nmod", "case", "nummod", "poss", "compound", "prep",
                        "acl", "relcl", "acomp"})


def _bare_name(comp: Token, lex: Lexicon, *, any_language: bool = False,
               after_only: bool = True, besides: Token | None = None) -> bool:
    """"i'm ravi": a lone singular noun where the language needs an article for a job
    (``any_language``: a lone word that is none of the table's kinds, in any language;
    ``after_only``: only children after the word count, as ClearNLP hangs "I am" on the verb,
    not on the complement)."""
    lemma = comp.lemma_.lower()
    doc = comp.doc
    own = [c for c in comp.children if (c.i > comp.i or after_only) and not (c.i > comp.i and (
        dep(c) in _AFTER_NAME or any(t.text == "," for t in doc[comp.i + 1 : c.left_edge.i + 1])
    )) and (besides is None or c.i != besides.i)]
    # (the comma may open the child's own phrase: "soy fabiola, de monterrey")
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
                  if any(c.lower_ in lex.second_person_possessives for c in t.children)
                  or _favorite_kind(t, ctx)), None)  # "do you have a favorite book? mine is"
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


def _origin_after_name(comp: Token, ctx: Context) -> Token | None:
    """"soy marisa de valladolid": a lone lower-case name, then the genitive preposition and
    a place without an article (the place the speaker comes from), or ``None``."""
    after = [c for c in comp.children if c.i > comp.i and dep(c) not in _AFTER_NAME]
    if len(after) != 1 or dep(after[0]) != "nmod" or comp.pos_ not in ("NOUN", "PROPN"):
        return None
    place = after[0]
    marks = [c for c in place.children if dep(c) == "case"]
    if (len(marks) != 1 or marks[0].i != comp.i + 1 or marks[0].lower_ not in (
            ctx.lex.genitive_preps) or place.i != comp.i + 2
            or any(dep(c) in _MODIFIERS and c.i != marks[0].i for c in place.children)
            or ctx.kin(place) or place.lower_ in ctx.lex.passing_states):
        return None
    forms, words = (place.lower_, place.lemma_.lower()), ctx.word_classes
    if words.is_adjective(*forms) or (place.pos_ != "PROPN" and words.is_noun(*forms)):
        return None  # "soy profe de inglés": a subject taught, not a place
    return place if _unknown_word(comp, ctx, besides=place) else None


def _unknown_word(comp: Token, ctx: Context, *, besides: Token | None = None) -> bool:
    """A lone lower-case complement that the pipeline knows as neither an adjective nor a
    noun, nor the tables as a state, job or kin word: a name the tagger read as a word
    (``besides``: one child of the complement that does not count, its place of origin)."""
    lex, words = ctx.lex, ctx.word_classes
    if not words.known or not comp.is_alpha or len(comp.text) < 2 or comp.pos_ not in (
            "ADJ", "NOUN", "PROPN", "PRON", "VERB", "X", "ADV"):
        return False
    if (comp.pos_ == "ADV" and comp.is_stop) or words.is_adverb(comp.lower_):
        return False  # fr tags a lower-case name as an adverb ("je suis sophie"), not "dedans"
    if comp.pos_ == "PRON" and (comp.is_stop or comp.lower_ in lex.pronouns):
        return False  # fr tags a lower-case name as a pronoun ("je suis camille")
    if any(dep(c) == "advmod" and c.i == comp.i - 1 for c in comp.children):
        return False  # "soy muy futbolero": a word said with a degree is no name
    if any(dep(c) in _MODIFIERS and (besides is None or c.i != besides.i)
           for c in comp.children) or not _bare_name(
            comp, lex, any_language=True, after_only=False, besides=besides):
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
        morph_get(v, "Person") == ["1"] and morph_get(v, "Number") == ["Sing"] for v in verbs)


def _singular_self(view: View) -> bool:
    """The subject is "I" itself (the tagger may call a lower-case name plural)."""
    subj = view.subj
    return subj is not None and subj.pos_ == "PRON" and (
        morph_get(subj, "Person") == ["1"] and morph_get(subj, "Number") == ["Sing"]
        and "Yes" not in morph_get(subj, "Poss"))  # "mine is ..." names no one


def _cop_relation_noun(view: View, ctx: Context) -> bool:
    """"My hometown is Lima" -> (you, born_in, lima); "Lima is my hometown" likewise."""
    lex = ctx.lex
    for holder, value in ((view.subj, view.comp), (view.comp, view.subj)):
        if holder is None or value is None or holder.i == value.i:
            continue
        rel = _relation_noun(holder, lex)
        if rel is None:
            continue
        owner = ctx.possessor(holder) or (USER_KEY if view.implicit_you else None)
        if rel not in lex.likes.values():
            for item in conjuncts(value):  # "my kids are Tom and Ann"
                ctx.emit(owner, rel, ctx.value(item), negated=_negated(view))
            return True
        # a liking takes a list ("my hobbies are chess, poker and darts", "mes loisirs c'est
        # la lecture et le jardinage")
        for liked in object_list(value) if value.i > holder.i else [value]:
            ctx.emit(owner, rel, _clause_text(liked, lex.months | lex.time_nouns)
                     if _infinitive(liked) else ctx.value(liked), negated=_negated(view))
        return True
    return False


def _phrase_openers(table: dict[str, str]) -> frozenset[str]:
    """The first words of the keys of ``table`` that are phrases ("cup" of "cup of tea")."""
    return frozenset(key.split(" ")[0] for key in table if " " in key)


def _relation_noun(tok: Token, lex: Lexicon) -> str | None:
    """The relation a noun's copula states, by lemma or as said (es lemmatises "hobbies" to
    "hobbi"), or by the phrase it heads ("not my cup of tea")."""
    rel = lex.relation_nouns.get(tok.lemma_.lower()) or lex.relation_nouns.get(tok.lower_)
    if rel is not None or tok.lower_ not in derived(_phrase_openers, lex.relation_nouns):
        return rel
    doc, end = tok.doc, tok.i + 2
    while rel is None and end <= min(tok.i + 4, len(doc)):  # a phrase of up to four words
        rel = lex.relation_nouns.get(" ".join(t.lower_ for t in doc[tok.i : end]))
        end += 1
    return rel


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
        before = _named_before(value, ctx, adjective=False)
        for v in [] if before else conjuncts(value):
            liked = ctx.value(v)
            if liked not in lex.kinship.values():  # "she is my favorite": kin, no liking
                ctx.emit(owner, "likes", liked, negated=_negated(view))
        ctx.emit(owner, "likes", before, negated=_negated(view))
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
            if place is not None and not ctx.kin(place) and (  # "a stay at home mom"
                    place.lemma_.lower() not in lex.duration_nouns) and (  # "for ten years"
                    place.lower_ not in lex.not_workplaces):  # "trabajo en casa"
                return child, place
        elif dep(child) in PP_DEPS and not ctx.kin(child) and (
                child.lower_ not in lex.not_workplaces) and any(
                dep(c) == "case" and c.lower_ in lex.workplace_preps for c in child.children) and (
                not _bare_town(child, ctx)):
            return child, child
        elif child.dep_ == "prep" and child.lower_ in lex.inner_workplace_preps:
            place = next((g for g in child.children if g.dep_ == "pobj"), None)
            if place is not None and _inner_workplace(place, ctx) and (
                    job.lower_ in lex.occupations or any(
                        c.dep_ == "det" and "Ind" in morph_get(c, "Definite")
                        for c in job.children)):  # not "the best player in the team"
                return child, place
    for subject in job.children:  # "prof de maths dans un collège": on the job's subject
        if subject.i > job.i and dep(subject) in PP_DEPS and any(
                dep(c) == "case" and c.lower_ in lex.genitive_preps for c in subject.children):
            # A common noun: "prof d'anglais à Lyon" names the town, not the workplace.
            place = next((c for c in subject.children if dep(c) in PP_DEPS and c.i > subject.i
                          and c.pos_ == "NOUN" and not ctx.kin(c) and c.lower_ not in lex.not_workplaces and any(
                              dep(g) == "case" and g.lower_ in lex.workplace_preps
                              and g.lower_ not in lex.genitive_preps for g in c.children)),
                         None)
            if place is not None:
                return place, place
    return None


def _bare_town(place: Token, ctx: Context) -> bool:
    """"pompier à Brest", "cuoco a Rimini": a name said bare after the language's town
    preposition (``TOWN_PREPS`` in ``fact_words.py``) is the town the job is in, no employer
    ("infirmière à l'hôpital" keeps its article)."""
    towns = town_preps(ctx.lang)
    return bool(towns) and not any(dep(c) == "det" for c in place.children) and any(
        dep(c) == "case" and c.lower_ in towns for c in place.children)


def _inner_workplace(place: Token, ctx: Context) -> bool:
    """"a cashier in a bookstore", "a nurse in the navy": a common noun with its article is
    where the job is done; a town, a home, a time, a person or a kind of training is not ("a
    teacher in a small town", "a chef in training")."""
    lex, low = ctx.lex, place.lemma_.lower()
    # The place said bare with its article: "a big fish in a small pond", "a beginner in a
    # yoga class", "an introvert in a world of extroverts" are no workplaces.
    return place.pos_ == "NOUN" and any(c.dep_ == "det" for c in place.children) and all(
        c.dep_ in ("det", "punct") for c in place.children) and not (
        ctx.kin(place) or low in lex.place_kinds or low in lex.home_nouns
        or low in lex.duration_nouns or _time_word(place, lex) or low in lex.time_nouns
        or place.lower_ in lex.not_workplaces)


def _job_place(view: View, job: Token, place: tuple[Token, Token] | None,
               ctx: Context) -> None:
    """works_at the place of a job: on the job noun, or on the copula verb ("i am a stocker
    at walmart" hangs "at walmart" on "am")."""
    subj = ctx.subject(view)
    if place is not None:
        ctx.emit(subj, "works_at", ctx.value(ctx.employer(place[1])), negated=_negated(view))
        return
    if job.i == view.head.i or job.lemma_.lower() in ctx.lex.non_work_roles:
        return
    pp = next((p for p in view.preps if p.prep in ctx.lex.workplace_preps
               and p.obj.lemma_.lower() not in ctx.lex.duration_nouns
               and p.obj.lower_ not in ctx.lex.not_workplaces
               and not _bare_town(p.obj, ctx)), None)
    if pp is not None:  # "a nurse for ten years" names no workplace
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
        rel = lex.superlatives.get(sup.lower_) or lex.superlatives.get(
            " ".join(t.lower_ for t in sup.subtree
                     if not t.is_punct and sup.i <= t.i <= sup.i + 1))  # "lo mío"
        if rel is None:
            continue
        # a scope is said right after ("the worst of all"), not after a comma ("..., la verdad")
        if any((c.dep_ == "prep" or dep(c) in PP_DEPS) and c.i > sup.i and not any(
                t.is_punct for t in sup.doc[sup.i + 1 : c.left_edge.i]) for c in sup.children) or (
                judged.pos_ not in ("NOUN", "PROPN") or ctx.kin(judged)):
            return True
        ctx.emit(USER_KEY, rel, ctx.value(judged), negated=_negated(view))
        return True
    return False


def _cop_judgement(view: View, ctx: Context) -> bool:
    """"Mushrooms are gross", "coffee is disgusting" -> (you, dislikes, ...): a kind of thing
    judged in general, in the present. A thing with a determiner or an owner ("this soup is
    gross", "my job is awful": one thing, one moment), a person or a pronoun give nothing, nor
    does a clause said of one moment ("traffic is terrible today")."""
    comp, judged = view.comp, view.subj
    lex = ctx.lex
    rel = lex.judging_adjectives.get(comp.lower_) if comp is not None else None
    if rel is None or judged is None or judged.i > comp.i:
        return False
    if judged.pos_ not in ("NOUN", "PROPN") or ctx.kin(judged) or any(
            dep(c) in ("det", "poss") or c.dep_ == "poss" for c in judged.children) or (
            "Past" in morph_get(view.head, "Tense")) or any(
            t.lower_ in lex.time_nouns for t in view.head.subtree):
        return True
    ctx.emit(USER_KEY, rel, ctx.value(judged), negated=_negated(view))
    return True


_COPULA_FAMILIES: tuple[Callable[[View, Context], bool], ...] = (
    cop_habit,
    _cop_name,
    _cop_superlative,
    _cop_judgement,
    _cop_favorite,
    _cop_favorite_alone,
    _cop_relation_noun,
    _cop_friends,
    _cop_only_child,
    _cop_kinship,
    _cop_age,
    cop_fan,
    _cop_graded_taste,
    _cop_origin,
    _cop_adjective_prep,
    _cop_identity,
)


def _after_possessive(tok: Token) -> bool:
    """Whether a possessive determiner stands right before ``tok`` ("mon cousin")."""
    if tok.i == 0:
        return False
    before = tok.doc[tok.i - 1]
    return before.pos_ == "DET" and "Yes" in morph_get(before, "Poss")


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
        return
    head = tok.head
    if dep(tok) in ("obj", "dobj") and head.lemma_.lower() in ctx.lex.have_verbs and (
            name := ctx.named_by_participle(tok) or next((  # "called tibbles", any tag
                g for c in tok.children if c.i > tok.i and c.lower_ in (
                    ctx.lex.naming_participles) for g in c.children if g.dep_ == "oprd"),
                None)) is not None:
        # "my sister has a dog called Rex": the named kin or pet of the user's own kin
        # ("John has a sister named Anna" names no one the user knows)
        subj = next((c for c in head.children if dep(c) == "nsubj"), None)
        owner = ctx.entity(subj) if subj is not None and ctx.kin(subj) and (
            ctx.self_possessed(subj)) else None
        if owner is not None:
            ctx.emit(owner, kin, name_text(name) if name.pos_ == "PROPN" else name.text)


def kin_name_list(kin: Token, name: Token) -> list[Token]:
    """The names given to a kin noun in apposition, coordinated ("two kids, Mia and Leo");
    the fr model may make each name a conjunct of the kin noun itself."""
    out = [t for t in conjuncts(name) if _looks_like_name(t)]
    if name.head.i == kin.i and name.dep_ == "conj":
        out += [t for t in conjuncts(kin)[1:] if t.i > name.i and _looks_like_name(t)]
    return out


# Words that may stand between a statement's start and its verb: "yo no como", "ya no como".
_BEFORE_VERB_POS = frozenset({"PRON", "ADV", "CCONJ", "PUNCT", "INTJ"})
_SENTENCE_ENDS = frozenset({".", "!", "?", ";", "…"})


def homograph_verb(tok: Token, ctx: Context) -> None:
    """"no como cerdo" -> (you, eats, cerdo, negated): a first-person verb form the parser read
    as a function word (``Lexicon.homograph_verbs``). It counts only where a verb can stand:
    after nothing but the speaker's pronoun, negations and adverbs, and before a noun ("como
    tengo celiaquía" is "since", "como siempre" "as usual"); each listed noun ("ni carne ni
    pescado", "pollo y arroz") is an object. The small parser's tags are unreliable here, so
    the phrase is read from the words: stop words end it, a genitive joins a noun to it."""
    lex = ctx.lex
    rel = lex.verb_prep.get((lex.homograph_verbs.get(tok.lower_, ""), None))
    if rel is None:
        return
    doc = tok.doc
    start = tok.i  # the parser may cut "nunca" off as a sentence of its own: read to a stop,
    # a comma or a coordinator ("como pescado pero no como carne": the second verb's own)
    while start > 0 and doc[start - 1].text not in _SENTENCE_ENDS and (
            doc[start - 1].text != "," and doc[start - 1].pos_ != "CCONJ"):
        start -= 1
    before = doc[start : tok.i]
    if any(t.pos_ not in _BEFORE_VERB_POS or (
            t.pos_ == "PRON" and not ctx.is_self(t)) for t in before):
        return
    # "no, como de todo": a "no" closed by a comma answers, it denies nothing said after it
    negated = any(t.lower_ in lex.negations and not doc[t.i + 1].is_punct for t in before)
    i = tok.i + 1
    first = True
    while True:
        denied = negated  # "como pescado pero no carne": a "no" before a listed item denies it
        while i < len(doc) and (doc[i].lower_ in lex.partitive_articles or (
                doc[i].is_stop and doc[i].pos_ in ("DET", "NUM")) or doc[i].lower_ in (
                    lex.negations)):
            if "Tot" in morph_get(doc[i], "PronType"):
                return  # "como cada lunes", "como todos los años": "as every ...", no eating
            denied = denied or doc[i].lower_ in lex.negations
            i += 1  # "mucha fruta", "la carne", "ni carne"
        phrase = _content_run(doc, i, lex)
        if not phrase or not _nounlike(phrase[0], ctx) or _not_food(phrase[0], lex):
            return
        after = phrase[-1].i + 1
        if first and after + 1 < len(doc) and doc[after].text == "," and (
                doc[after + 1].pos_ in ("PRON", "VERB", "AUX")):
            return  # "como profesora, me encanta ...": "as a teacher", a clause follows
        first = False
        ctx.emit(USER_KEY, rel, " ".join(t.text for t in phrase), negated=denied)
        i = phrase[-1].i + 1
        if i + 1 >= len(doc) or not (doc[i].lower_ in lex.clause_conjunctions
                                     or doc[i].lower_ in lex.negations or doc[i].text == ","
                                     or doc[i].pos_ == "CCONJ"):
            return
        i += 1


def _not_food(tok: Token, lex: Lexicon) -> bool:
    """A role, a kin, an identity or a time word: "como madre", "como vegetariana", "como
    los lunes" say "as", never what is eaten."""
    low = tok.lower_
    return (low in lex.occupations or low in lex.kinship or low in lex.identity_adjectives
            or low in lex.time_nouns or low in lex.duration_nouns
            or tok.lemma_.lower() in lex.duration_nouns)


def _content_run(doc: Doc, i: int, lex: Lexicon) -> list[Token]:
    """The words from ``i`` that no stop word interrupts; "de" joins a following word."""
    run: list[Token] = []
    while i < len(doc):
        t = doc[i]
        if t.is_alpha and not t.is_stop and t.lower_ not in lex.verb_forms:
            run.append(t)
        elif run and t.lower_ in lex.genitive_preps and i + 1 < len(doc) and (
                doc[i + 1].is_alpha and not doc[i + 1].is_stop):
            run.append(t)
        else:
            break
        i += 1
    return run


def _nounlike(tok: Token, ctx: Context) -> bool:
    """A word that can head an object: tagged a noun, or a noun in the pipeline's word list."""
    words, low = ctx.word_classes, tok.lower_
    return tok.pos_ in ("NOUN", "PROPN") or words.is_noun(low) or (words.known and not (
        words.is_verb(low) or words.is_adjective(low) or words.is_adverb(low)))


def job_place(tok: Token, ctx: Context) -> None:
    """"my job at the bank keeps me busy" -> (you, works_at, bank): a job noun with the place
    it is done at, wherever the phrase stands in the clause; also "my job is at the docks",
    "i have a job at costco", "my sister has a job at the zoo" (the haver's job), and the
    role a had or new job is held as ("i got a job as a nurse at the clinic" -> (you, is,
    nurse), (you, works_at, clinic))."""
    found = _job_and_place(tok, ctx)
    if found is not None:
        ctx.emit(found[0], "works_at", ctx.value(ctx.employer(found[1])))
    role = _job_role(tok, ctx)
    if role is not None:
        ctx.emit(role[0], "is", ctx.value(role[1]))
        place = workplace(role[1], ctx)
        if place is not None:
            ctx.emit(role[0], "works_at", ctx.value(ctx.employer(place[1])))


def _job_role(tok: Token, ctx: Context) -> tuple[str, Token] | None:
    """Whose job ``tok`` is and the role it is held as ("a job as a nurse"), or ``None``."""
    lex = ctx.lex
    if tok.lemma_.lower() not in lex.job_nouns or not _holds_job(tok, ctx):
        return None
    role_preps = {p for (_, p), rel in lex.verb_prep.items() if rel == "is" and p}
    role = next((g for c in tok.children if c.dep_ == "prep" and c.i > tok.i
                 and c.lower_ in role_preps for g in c.children if g.dep_ == "pobj"
                 and g.pos_ == "NOUN"), None)
    owner = _job_owner(tok, ctx)
    if role is None or owner is None or owner in lex.occupations:
        return None
    return owner, role


def _holds_job(tok: Token, ctx: Context) -> bool:
    """A job noun someone has or has come to hold ("have", "got", "landed" a job)."""
    lex, head = ctx.lex, tok.head
    return dep(tok) in ("dobj", "obj") and (
        head.lemma_.lower() in lex.have_verbs or head.lemma_.lower() in lex.acquisition_verbs
        or head.lemma_.lower() in lex.hiring_verbs
    ) and not any(dep(c) in ("iobj", "dative") for c in head.children)  # "get you a job"


def _job_owner(tok: Token, ctx: Context) -> str | None:
    """Whose job the job noun ``tok`` is: a possessor, the haver, or the clause's doer."""
    if ctx.self_possessed(tok):
        return USER_KEY
    if _holds_job(tok, ctx):
        subj = next((c for c in tok.head.children if dep(c) == "nsubj"), None)
        return ctx.entity(subj) if subj is not None else None
    return ctx.possessor(tok) or _bare_job_owner(tok, ctx)


def _job_and_place(tok: Token, ctx: Context) -> tuple[str, Token] | None:
    """Whose job ``tok`` is and where it is done, or ``None``; a shift of it ("my shift at
    the hospital") is done where the job is."""
    lex = ctx.lex
    if tok.lemma_.lower() not in lex.job_nouns and tok.lemma_.lower() not in lex.shift_nouns:
        return None
    if tok.lower_ in lex.verb_forms and not any(dep(c) in ("det", "poss") for c in tok.children):
        return None  # es "trabajo en un bar": the verb the tagger read as the noun
    root = tok.sent.root
    if root.pos_ in ("NOUN", "PROPN") and root.i < tok.i and not any(
            t.pos_ in ("VERB", "AUX") for t in tok.sent):
        return None  # "people in my town work at the mill": the verb read as a noun
    owner = _job_owner(tok, ctx)
    if owner is None or owner in lex.occupations:
        return None  # es "trabajo de camarero": the "de" names the job, not whose it is
    if any(c.lower_ in lex.unheld_job_words for c in tok.children if c.i < tok.i):
        return None  # "my old job at the bank", "my dream job at google"
    kin = next((c for c in tok.children if dep(c) == "compound" and c.i == tok.i - 1
                and ctx.kin(c) is not None), None)
    if kin is not None:  # "most of my cousins work at the mill": the kin's verb read as a
        return None  # noun (a share of a group says nothing), or a kind of job ("my mom job")
    head = tok.head
    haver = _holds_job(tok, ctx)
    place = workplace(tok, ctx)
    if place is not None and (_time_word(place[1], lex) or place[1].like_num):
        return None  # "my shift at noon", "my job at 5": when, not where
    if place is not None:
        return owner, place[1]
    preps = {p for (_, p), rel in lex.verb_prep.items() if rel == "works_at" and p}
    inside = next((g for c in tok.children if c.dep_ == "prep" and c.i > tok.i
                   and c.lower_ in preps for g in c.children if g.dep_ == "pobj"
                   and g.lemma_.lower() not in lex.duration_nouns), None)
    if inside is not None:  # "my job in the bookstore", "home from work at the mall"
        return owner, inside
    beside = _place_after_job(tok, preps, ctx) or _place_before_job(tok, ctx)
    if beside is not None:
        return owner, beside
    # The place hung on the verb: "my job is at the docks", "she has a job at the zoo".
    if not (haver or (dep(tok) == "nsubj" and head.lemma_.lower() in lex.be_verbs)):
        return None
    for child in head.children:
        if child.i > tok.i and child.dep_ == "prep" and child.lower_ in preps:
            obj = next((g for g in child.children if g.dep_ == "pobj"), None)
            if obj is not None:
                return owner, obj
        elif child.i > tok.i and dep(child) in PP_DEPS and not ctx.kin(child) and (
                child.lemma_.lower() not in lex.duration_nouns) and any(
                dep(c) == "case" and c.lower_ in preps for c in child.children):
            return owner, child  # UD: "mon mari a trouvé du boulot chez michelin"
    return None


def _place_after_job(tok: Token, preps: set[str], ctx: Context) -> Token | None:
    """The place right after a job noun that the parser hung on the verb above: "home from my
    job at the diner", "out of work at the mall", "i do shift work at a depot". Only for a job
    reached through a preposition or done ("do"): "i lost my job at the bank" is no workplace
    now."""
    lex = ctx.lex
    done = dep(tok) in ("dobj", "obj") and tok.head.lemma_.lower() in lex.light_habit_verbs
    if dep(tok) != "pobj" and not done:
        return None
    doc = tok.doc
    nxt = doc[tok.right_edge.i + 1] if tok.right_edge.i + 1 < len(doc) else None
    if nxt is None or nxt.dep_ != "prep" or nxt.lower_ not in preps or nxt.head.i == tok.i or (
            not any(a.i == nxt.head.i for a in tok.ancestors)):
        return None
    place = next((g for g in nxt.children if g.dep_ == "pobj"), None)
    if place is None or ctx.kin(place) or place.lemma_.lower() in lex.duration_nouns or (
            _time_word(place, lex) or place.like_num or place.pos_ == "NUM"):
        return None  # "home from work at 5", "out of work at noon"
    return place


def _place_before_job(tok: Token, ctx: Context) -> Token | None:
    """"my factory job", "her hospital job": a noun right before someone's job noun names
    where it is done, unless it says what kind of job it is ("my day job", "a desk job"), is
    a time ("my weekend job") or a person ("my babysitting job for my sister" is no place)."""
    lex = ctx.lex
    if tok.lower_ not in lex.placed_job_nouns or not any(c.dep_ == "poss" for c in tok.children):
        return None
    if tok.head.lemma_.lower() in lex.cessation_verbs:
        return None  # "i quit my hospital job": no workplace now
    mod = next((c for c in tok.children if dep(c) == "compound" and c.i == tok.i - 1
                and c.pos_ in ("NOUN", "PROPN")
                and not any(g.like_num or g.pos_ == "NUM" for g in c.children)), None)
    if mod is None or mod.lower_ in lex.job_kind_words or mod.lemma_.lower() in (
            lex.job_kind_words) or _time_word(mod, lex) or ctx.kin(mod) is not None or (
            mod.lemma_.lower() in lex.job_nouns or mod.lower_ in lex.occupations) or (
            lex.gerund_suffix and mod.lower_.endswith(lex.gerund_suffix)):
        return None  # "my teaching job" says what is done, not where
    return mod


def _bare_job_owner(tok: Token, ctx: Context) -> str | None:
    """Whose "work" it is when nothing owns it ("just got home from work at the mall", "at
    work in the warehouse"): the nearest subject above, or the speaker in a sentence that
    names no one; never with an article ("the work at the port")."""
    if any(dep(c) in ("det", "poss") for c in tok.children):
        return None
    own = next((c for c in tok.children if dep(c) in ("nsubj", "nsubjpass")), None)
    if own is not None:  # "some of my friends work in oslo": "work" read as a noun
        return USER_KEY if ctx.is_self(own) else None
    above = tok.head
    while above.i != above.head.i and not any(dep(c) in ("nsubj", "nsubjpass")
                                               for c in above.children):
        above = above.head
    subj = next((c for c in above.children if dep(c) in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return USER_KEY
    return USER_KEY if ctx.is_self(subj) else None


def gerund_job(tok: Token, ctx: Context) -> None:
    """"working at a candy store, i deal with kids", "just got back from working at the
    grocery store", "living in texas i see them a lot" -> works_at / lives_in: a work or home
    gerund with no subject of its own (or "me") is said of the nearest subject above it (the
    speaker's, when the sentence names no one)."""
    lex = ctx.lex
    own = next((c for c in tok.children if dep(c) in ("nsubj", "nsubjpass")), None)
    if tok.tag_ != "VBG" or own is not None and not ctx.is_self(own):
        return
    lemma = tok.lemma_.lower()
    found = next(((rel, g) for c in tok.children if c.dep_ == "prep" and c.i > tok.i
                  and (rel := lex.verb_prep.get((lemma, c.lower_))) in ("works_at", "lives_in")
                  for g in c.children if g.dep_ == "pobj"), None)
    if found is None or dep(tok) in ("xcomp", "ccomp", "conj", "csubj", "ROOT"):
        return  # a view with its subject reads those; "living in x is hard" says no one
    rel, place = found
    owner: str | None = USER_KEY
    above = tok
    while own is None and above.i != above.head.i and (above.i == tok.i or not any(
            dep(c) in ("nsubj", "nsubjpass") for c in above.children)):
        if _planned(above, lex):
            return  # "i am thinking about working at google" is a plan
        above = above.head
    if _planned(above, lex):
        return
    subj = next((c for c in above.children if dep(c) in ("nsubj", "nsubjpass")), None)
    if own is None and subj is not None:
        owner = ctx.entity(subj)
    value = ctx.value(ctx.employer(place) if rel == "works_at" else place)
    ctx.emit(owner, rel, value)


def _planned(tok: Token, lex: Lexicon) -> bool:
    """A wish or plan word on the path above a gerund: "want", "thinking about", "consider"."""
    if tok.pos_ == "ADP":
        return f"{tok.head.lemma_.lower()}_{tok.lower_}" in lex.wish_verbs
    return tok.lemma_.lower() in lex.wish_verbs


# Tags a favourite's value may carry when it is read from the words after the noun.
_NAMED_VALUE_TAGS = frozenset({"NOUN", "PROPN", "DET", "ADJ", "NUM", "X"})
_MAX_NAMED_VALUE = 4


def _named_favorite_kind(tok: Token, ctx: Context) -> Token | None:
    """The kind word of "my favorite food ice cream" read as one noun phrase (the kind a
    modifier of the name, the favourite word on the name): the speaker's favourite of a
    named kind, with its name in the same phrase."""
    if tok.pos_ not in ("NOUN", "PROPN"):
        return None
    kind = next((c for c in tok.subtree if dep(c) in ("compound", "nmod") and c.i < tok.i
                 and ctx.lex.things.get(c.lemma_.lower())), None)
    if kind is None or not (ctx.self_possessed(tok) or ctx.self_possessed(kind)):
        return None
    favorite = any(c.lower_ in ctx.lex.favorite_words or c.lemma_.lower() in (
        ctx.lex.favorite_words) for t in (tok, kind) for c in t.children)
    return kind if favorite else None


def _names_a_favorite(tok: Token, ctx: Context) -> bool:
    """A named favourite (:func:`_named_favorite_kind`) is what favorite_beside states, not
    a thing had or eaten."""
    return _named_favorite_kind(tok, ctx) is not None


def _made_value(tok: Token, relation: str, ctx: Context) -> str | None:
    """"i painted my room green, my favorite color": the object and the colour it was made
    read as one noun ("room" a compound of "green" after "my"); the colour is the last word.
    Only for a colour: "my fish tacos, my favorite food" is one thing."""
    if relation == "favorite_color" and dep(tok) in ("dobj", "obj") and any(
            dep(c) == "compound" for c in tok.children) and any(
            t.tag_ == "PRP$" for t in tok.subtree if t.i < tok.i):
        return tok.text.lower()
    return ctx.value(tok)


def favorite_beside(tok: Token, ctx: Context) -> None:
    """A favourite named beside its noun, not with "be": "hockey, my favorite sport",
    "my favorite band, the killers", "watching my favorite movie jaws" -> favorite_<thing>
    (or likes for a kind without a key). The parse of such appositions is loose, so a value
    after the noun is read from the words up to the end of the phrase (at most four, none a
    verb, adverb or pronoun); "my favorite band played last night" names nothing."""
    kind = _named_favorite_kind(tok, ctx)  # "food" of "ice cream"
    if kind is not None and not (
            tok.head.lemma_.lower() in ctx.lex.be_verbs and dep(tok) in ("nsubj", "attr")) and (
            tok.lemma_.lower() not in ctx.lex.things):  # "my favorite tv series" names none
        # "my favorite movie heat" parsed as one noun: the kind word is its compound.
        name = " ".join(t.text for t in tok.subtree if kind.i < t.i <= tok.i)
        ctx.emit(USER_KEY, f"favorite_{ctx.lex.things[kind.lemma_.lower()]}", name)
        return
    compound = dep(tok) == "compound" and tok.head.i == tok.i + 1  # "my favorite show lost"
    if not _favorite_kind(tok, ctx) or ctx.kin(tok) or not ctx.self_possessed(
            tok.head if compound else tok):
        return
    if tok.head.lemma_.lower() in ctx.lex.be_verbs and dep(tok) in ("nsubj", "attr"):
        return  # "my favorite band is muse": the copula families read it
    relation = f"favorite_{thing}" if (thing := _favorite_thing(tok, ctx)) else "likes"
    head, doc = tok.head, tok.doc
    if dep(tok) == "appos" and head.i < tok.i and head.pos_ in ("NOUN", "PROPN"):
        ctx.emit(USER_KEY, relation, _made_value(head, relation, ctx))
        return
    if compound:  # the name after the kind word, not "my favorite band" before it
        ctx.emit(USER_KEY, relation, " ".join(
            t.text for t in head.subtree if t.i > tok.i and not t.is_punct))
        return
    start = tok.left_edge.i
    ends = tok.i + 1 == len(doc) or doc[tok.i + 1].is_punct
    if start > 0 and ends and doc[start - 1].pos_ in ("NOUN", "PROPN") and (
            doc[start - 1].head.i == head.i and head.pos_ in ("VERB", "AUX")):
        # unpunctuated speech: "watching jaws my favorite movie" hangs both on the verb
        ctx.emit(USER_KEY, relation, ctx.value(doc[start - 1]))
        return
    if start > 1 and doc[start - 1].text == "," and ends:
        before = doc[start - 2]  # "... about curling, my favorite sport."
        if before.pos_ in ("NOUN", "PROPN") or before.tag_ == "VBG":
            ctx.emit(USER_KEY, relation,
                     before.text if before.tag_ == "VBG" else _made_value(before, relation, ctx))
        return
    words = []
    start = tok.i + 2 if tok.i + 1 < len(doc) and doc[tok.i + 1].text == "," else tok.i + 1
    favorites = ctx.lex.favorite_words
    while start < len(doc) and doc[start].head.i == tok.i and (
            doc[start].lower_ in favorites or doc[start].lemma_.lower() in favorites):
        start += 1  # "ma couleur préférée": the favourite word itself names nothing
    start = _past_copula(doc, start, ctx.lex)
    for t in doc[start : start + _MAX_NAMED_VALUE + 1]:
        if t.is_punct:
            break
        unknown_verb = t.pos_ == "VERB" and ctx.word_classes.known and t.is_alpha and not (
            ctx.word_classes.is_verb(t.lower_, t.lemma_))  # "est mickey/VERB mouse"
        if (t.pos_ not in _NAMED_VALUE_TAGS and not unknown_verb) or (
                t.lower_ in ctx.lex.pronouns) or (
                t.lower_ in ctx.lex.time_nouns or t.lower_ in ctx.lex.months):
            return
        words.append(t.text)
    else:
        if start + _MAX_NAMED_VALUE < len(doc):
            return  # runs on: a clause, not a name
    if words:
        ctx.emit(USER_KEY, relation, " ".join(words))


def _past_copula(doc: Doc, start: int, lex: Lexicon) -> int:
    """The index after a "(,) (c') est" that the parser did not make the copula: fr reads a
    lower-case value as a passive participle ("mon personnage préféré est mickey mouse")."""
    i = start + 1 if start < len(doc) and doc[start].text == "," else start
    if i < len(doc) and doc[i].lower_.replace("’", "'") in lex.pronouns and (
            doc[i].pos_ == "PRON" and i + 1 < len(doc)):
        i += 1  # "c'" of "c'est"
    if i < len(doc) and doc[i].pos_ == "AUX" and doc[i].lemma_.lower() in lex.be_verbs:
        return i + 1
    return start


def of_them(num: Token, lex: Lexicon) -> bool:
    """A count whose only word is "of" and a plural pronoun ("five of them")."""
    kids = list(num.children)
    if len(kids) != 1 or kids[0].lower_ not in lex.genitive_preps:
        return False
    objs = list(kids[0].children)
    return len(objs) == 1 and lex.pronouns.get(objs[0].lower_) == "they" and not any(
        True for _ in objs[0].children)


def counted_kin(tok: Token, ctx: Context) -> None:
    """"my 3 nieces love state parks" -> (you, has, 3 nieces) besides what they do: a count
    of one's own kin or pets is a fact about the speaker's family."""
    if not ctx.self_possessed(tok) or ctx.refused(tok):
        return
    count = next((c for c in tok.children if dep(c) == "nummod" and c.i < tok.i
                  and c.like_num and c.lower_ not in ctx.lex.elliptic_objects), None)
    if count is not None:
        ctx.emit(USER_KEY, "has", f"{count.text} {tok.text}")


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


def wished_possession(view: View, ctx: Context) -> None:
    """"i wish i had a dog", "i wish i had siblings" -> (you, has, dog / sibling, negated):
    the past of "have" under the speaker's own counterfactual wish denies the having now.
    Not for more of what one has ("i wish i had more friends", "another dog"), nor a clause
    denied already ("i wish i didn't have a car")."""
    lex, head, obj, subj = ctx.lex, view.head, view.obj, view.subj
    if view.lemma not in lex.have_verbs or obj is None or subj is None or (
            not ctx.is_self(subj)) or dep(head) != "ccomp" or _negated(view):
        return
    wish = head.head
    if wish.lemma_.lower() not in lex.counterfactual_wish_verbs or wish.i > head.i or (
            "Past" not in morph_get(head, "Tense")) or not any(
            dep(c) == "nsubj" and ctx.is_self(c) for c in wish.children):
        return
    if any(dep(c) == "aux" and c.lemma_.lower() in lex.have_verbs for c in head.children):
        return  # "i wish i'd had a dog as a kid": the past, not now
    for o in object_list(obj):
        if o.pos_ not in ("NOUN", "PROPN") or o.lemma_.lower() in lex.transient_objects or any(
                c.lower_ in lex.additive_words or c.like_num or c.pos_ in ("NUM", "ADJ")
                or dep(c) == "poss" or "Yes" in morph_get(c, "Poss")
                or "Def" in morph_get(c, "Definite") for c in o.children if c.i < o.i) or any(
                _relative(c) for c in o.children):
            # "my dog with me", "the car", "a nicer car", "a husband who cooks": one has it
            # or wishes it otherwise, which denies nothing
            continue
        ctx.emit(USER_KEY, "has", ctx.kin(o) or ctx.value(o), negated=True)


def _relative(tok: Token) -> bool:
    """A relative clause's predicate in either scheme (ClearNLP relcl, UD acl:relcl)."""
    return dep(tok) == "relcl" or tok.dep_ == "acl:relcl"


def _relative_read_as_dep(head: Token, lex: Lexicon) -> bool:
    """UD "le yoga est quelque chose que j'adore": the relative clause under the copula's
    noun hung as a bare ``dep`` or a clause complement, its pronoun read as a subordinator."""
    ante = head.head
    return head.dep_ in ("dep", "ccomp") and ante.i < head.i and ante.pos_ == "NOUN" and any(
        dep(c) == "cop" for c in ante.children) and any(
        dep(c) == "mark" and c.lower_ in lex.relative_pronouns and c.i < head.i
        for c in head.children)


def relative_gap(view: View, ctx: Context) -> None:
    """A relative clause whose gap its antecedent fills: "the diner I work at", "Denver, where
    I live" (works_at / lives_in the antecedent), "a band I love" (likes it).

    A liked antecedent that is the subject or the complement of "be" stands for the other side:
    "the fruit I hate most is kiwi" (dislikes kiwi), "golf is something I hate" (dislikes
    golf). A subject relative ("my sister who lives in Rome") is read by the other patterns.
    """
    lex, head = ctx.lex, view.head
    if not (_relative(head) or _relative_read_as_dep(head, lex)) or (
            view.subj is not None and view.subj.lower_ in lex.relative_pronouns):
        return
    subj = ctx.subject(view)
    antecedent = head.head
    if subj is None or antecedent.i == head.i:
        return
    rel = lex.likes.get(view.lemma)
    if rel is not None:
        gap = view.obj is None or view.obj.lower_ in lex.relative_pronouns or _degree(view.obj)
        if head.dep_ == "acl:relcl" and not any(dep(c) == "cop" for c in antecedent.children):
            return  # UD: "j'ai vu un film que j'ai adoré" tells an episode, not a taste
        if gap and view.xcomp is None:
            for value in _gap_values(antecedent, ctx):
                ctx.emit(subj, rel, value, negated=_negated(view))
        return
    verbs = [v for v in (head, view.xcomp) if v is not None]
    owning = next((r for v in verbs if (r := lex.verb_prep.get((v.lemma_.lower(), None)))
                   in _OWNING), None)  # "la maison que j'ai achetée", "que je viens d'acheter"
    if owning is not None and any(dep(c) in ("obj", "dobj") and c.lower_ in (
            lex.relative_pronouns) for v in verbs for c in v.children):
        if antecedent.pos_ in ("NOUN", "PROPN") and antecedent.i < head.i and not ctx.kin(
                antecedent) and _owner_like(subj, lex):
            ctx.emit(subj, owning, ctx.value(antecedent), negated=_negated(view))
        return
    if owning is not None and head.dep_ == "relcl" and view.obj is None and not view.preps and (
            antecedent.pos_ in ("NOUN", "PROPN") and antecedent.i < head.i
            and not ctx.kin(antecedent)
            and "Plur" not in morph_get(antecedent, "Number")  # "the horses i ride": a pastime
            and _owner_like(subj, lex) and not _for_a_living(view, lex)):
        # "the truck i drive is old", "the house i bought": the relative clause makes the
        # thing one's own whatever its article
        ctx.emit(subj, owning, ctx.value(antecedent), negated=_negated(view))
        return
    if view.phrasal is not None and view.phrasal != f"{view.lemma} {(view.obj or head).lemma_}":
        return  # "the gym where I work out" is no workplace
    preps = [c.lower_ for c in head.children if c.dep_ == "prep" and c.i > head.i
             and (not any(True for _ in c.children) or _main_verb_as_object(c, ctx))]
    where = None
    for child in head.children:
        if dep(child) == "advmod" and child.i < head.i:
            preps.extend(lex.place_adverbs.get(child.lower_, ()))
            where = child
    rel = next((r for p in preps if (r := lex.verb_prep.get((view.lemma, p)))), None)
    if where is not None and rel in ("lives_in", "born_in"):
        antecedent = _noun_before_where(where, antecedent)
    if rel is not None:
        ctx.emit(subj, rel, ctx.value(antecedent), negated=_negated(view))


def _noun_before_where(where: Token, antecedent: Token) -> Token:
    """The noun right before a place adverb, when the parse hung the "where" clause on a noun
    further back: "a job as a farm hand in kansas where i live" lives in kansas, not in the
    farm hand (a workplace stays the head: "the cafe in town where i work")."""
    if where.i == 0:
        return antecedent
    near = where.doc[where.i - 1]
    if near.i != antecedent.i and near.pos_ in ("NOUN", "PROPN") and (
            dep(near) in ("pobj", "obl", "nmod") or dep(near.head) in ("pobj", "obl", "nmod")
    ) and antecedent.left_edge.i <= near.i <= antecedent.right_edge.i:
        return near
    return antecedent


def cleft_gap(view: View, ctx: Context) -> None:
    """A pseudo-cleft: "jazz is what i love", "pottery is what i'm into" (likes), "denver is
    where i live", "a bakery is where my son works" (lives_in / works_at): the subject of "be"
    fills the gap of the clause after it."""
    lex, head = ctx.lex, view.head
    be = head.head
    if dep(head) != "ccomp" or be.i > head.i or be.lemma_.lower() not in lex.be_verbs or (
            view.subj is None or view.subj.i < be.i):
        return
    thing = next((c for c in be.children if dep(c) == "nsubj" and c.i < be.i
                  and c.pos_ in ("NOUN", "PROPN")), None)
    subj = ctx.subject(view)
    if thing is None or subj is None:
        return
    negated = _negated(view) or any(is_negation(c, lex) for c in be.children)
    gap = [t for t in head.subtree if be.i < t.i < head.i or t.i > head.i]
    rel = None
    if lex.likes.get(view.lemma) and view.obj is not None and view.obj.lower_ in (
            lex.free_relatives):
        rel = lex.likes[view.lemma]
    for pp in view.preps:
        if rel is None and pp.obj.lower_ in lex.free_relatives:
            rel = lex.verb_prep.get((view.lemma, pp.prep))
    for t in gap:
        for prep in lex.place_adverbs.get(t.lower_, ()) if t.head.i == head.i and (
                t.i < head.i and not view.preps) else ():
            rel = rel or lex.verb_prep.get((view.lemma, prep))
    if rel is None or rel in _PLACES and rel != "works_at" and not _place_name(thing, ctx):
        return  # "home is where i live", "the gym is where i live these days": no town
    ctx.emit(subj, rel, ctx.value(thing, place=rel in _PLACES, as_written=rel in (
        "likes", "dislikes")), negated=negated)


def _place_name(thing: Token, ctx: Context) -> bool:
    """A word that may name a town: no determiner before it ("the gym"), no place pointer
    ("here") and no passing state ("home")."""
    low, lex = thing.lower_, ctx.lex
    return not any(dep(c) == "det" for c in thing.children) and low not in lex.place_adverbs and (
        low not in lex.passing_states)


def _main_verb_as_object(prep: Token, ctx: Context) -> bool:
    """"the bakery i work at opens early": with the sentence rooted at the antecedent, the
    main verb right after a stranded preposition is read as its object; a lower-case word
    that is no noun but a known verb with its "-s" off is that verb."""
    kids = list(prep.children)
    if len(kids) != 1 or prep.i + 1 >= len(prep.doc) or prep.head.head.dep_ != "ROOT":
        return False
    after = prep.doc[prep.i + 1]  # the object itself or the first word of it ("sells shoes")
    if after.i not in {t.i for t in kids[0].subtree}:
        return False
    word = after.text
    if not word.islower() or not word.endswith("s") or ctx.word_classes.is_noun(word):
        return False
    return ctx.word_classes.is_verb(word[:-1]) or (
        word.endswith("es") and ctx.word_classes.is_verb(word[:-2]))


def _gap_values(antecedent: Token, ctx: Context) -> list[str | None]:
    """What a liked antecedent stands for: the other side of its "be", or itself."""
    if any(dep(c) == "cop" for c in antecedent.children):
        # UD: the complement heads its copula ("le vert, c'est une couleur que j'aime");
        # with only "c'" beside it, it stands for something said before: nothing here.
        other = next((c for c in antecedent.children if c.i < antecedent.i and dep(c) in (
            "nsubj", "nsubjpass", "dep") and c.pos_ in ("NOUN", "PROPN")), None)
        return [ctx.value(t) for t in conjuncts(other)] if other is not None else []
    be = antecedent.head
    if be.lemma_.lower() in ctx.lex.be_verbs and be.i != antecedent.i:
        if dep(antecedent) in ("nsubj", "nsubjpass"):
            other = next((c for c in be.children if dep(c) in ("attr", "acomp")), None)
        elif dep(antecedent) == "attr":
            other = next((c for c in be.children if dep(c) in ("nsubj", "nsubjpass")), None)
        else:
            other = None
        if other is not None:  # a thing named, not judged ("... is lemonade", not "... is fun")
            # a kind named is named by an adjective too: "the color i hate most is orange"
            named = ("NOUN", "PROPN", "ADJ") if dep(other) in ("nsubj", "nsubjpass") or (
                ctx.lex.things.get(antecedent.lemma_.lower())) else ("NOUN", "PROPN")
            return [ctx.value(t) for t in conjuncts(other) if t.pos_ in named or (
                ctx.word_classes.known and not ctx.word_classes.is_adjective(t.lower_))]
    return [ctx.value(antecedent)]


# Where a self-introduction frame puts the name ("it's * here").
NAME_SLOT = "*"


def self_introduction(tok: Token, ctx: Context) -> None:
    """"hello its carla here", "this is maria speaking" -> (you, name, ...): a caller's
    introduction frame (``Lexicon.introductions``) starting at ``tok``. The name must be a
    proper name or a word the pipeline knows as no adjective, noun or verb ("it's cold here",
    "it's chaos here" name no one)."""
    doc, words = ctx.word_classes, tok.doc
    for frame in ctx.lex.introductions:
        span = words[tok.i : tok.i + len(frame)]
        if len(span) < len(frame):
            continue
        name = None
        for t, want in zip(span, frame, strict=True):
            if want == NAME_SLOT:
                name = t
            elif t.lower_.replace("’", "'") != want:
                break
        else:
            if name is not None and name.is_alpha and (name.pos_ == "PROPN" or (
                    doc.known and not doc.is_adjective(name.lower_)
                    and not doc.is_noun(name.lower_) and not doc.is_verb(name.lower_))):
                ctx.emit(USER_KEY, "name", name.text)
                return


def by_their_names(facts: list[Fact], lex: Lexicon) -> list[Fact]:
    """Facts about kin named in the turn are said of the name: "my wife is called Bronwyn,
    she's a pharmacist" gives (bronwyn, is, pharmacist), as "My sister Anna lives in Denver"
    gives (anna, lives_in, denver). A kin noun given two names in the turn stays as it is."""
    names: dict[str, list[Fact]] = {}
    for f in facts:
        if f.s == USER_KEY and f.r in lex.kinship.values() and not f.negated:
            names.setdefault(f.r, []).append(f)
    if not names:
        return facts
    out = []
    for f in facts:
        named = names.get(f.s)
        if named is not None and len(named) == 1 and f.d != named[0].d:
            f = dataclasses.replace(f, s=named[0].d, display_s=named[0].display_d)
        out.append(f)
    return out


def without_named_kin(facts: list[Fact], lex: Lexicon) -> list[Fact]:
    """Drop (you, has, sister) when the turn names that sister ("I have an older sister, her
    name is Marguerite" gives (you, sister, marguerite) only, as "a sister named Anna" does);
    a count stays ("two sisters, one is called Ann")."""
    named = {f.r for f in facts if f.s == USER_KEY and f.r in lex.kinship.values()}
    if not named:
        return facts
    return [f for f in facts if not (
        f.s == USER_KEY and f.r == "has" and not f.negated and len(f.d.split()) <= 2
        and f.d.split()[-1] in named)]


def relation_noun_activity(view: View, ctx: Context) -> None:
    """"my hobby is knitting", "my hobby is to watch sports": the parser reads the activity
    as the predicate (a progressive, or "be" with an infinitive) instead of the copula's
    complement; the relation noun's relation takes the activity."""
    lex, subj, head = ctx.lex, view.subj, view.head
    rel = _relation_noun(subj, lex) if subj is not None else None
    if rel not in lex.likes.values() or view.copula:
        return
    if any(dep(c) == "conj" for c in subj.children) or any(
            dep(c) in ("dobj", "obj") and c.pos_ == "PRON" for c in head.children):
        return  # "my passion and my faith are driving me": what moves the speaker, no pastime
    times = lex.months | lex.time_nouns
    if head.tag_ == "VBG" and any(dep(c) == "aux" and c.lemma_.lower() in lex.be_verbs
                                  for c in head.children):
        values = _gerunds_listed(head, lex) or (
            [_gerund_text(head, times)] + [ctx.value(c) for c in conjuncts(head)[1:]])
    elif view.lemma in lex.be_verbs and view.xcomp is not None:
        values = [_clause_text(x, times) for x in conjuncts(view.xcomp)]
    elif view.lemma in lex.be_verbs and (activity := next(
            (c for c in head.children if dep(c) == "ccomp" and _infinitive(c)
             and c.i > subj.i), None)) is not None:
        # "mis hobbies son leer pintar y salir en bici": es hangs the infinitive as a ccomp
        values = _verb_list_texts(activity, times)
    else:
        return
    owner = ctx.possessor(subj)
    for value in values:
        ctx.emit(owner, rel, value, negated=_negated(view))


def denied_have_answer(view: View, ctx: Context) -> None:
    """"do you have any siblings? i do not." -> (you, has, sibling, negated): a bare negated
    "do" of the speaker answers the "have" question asked just before it in the turn."""
    head, lex = view.head, ctx.lex
    if (view.subj is None or not ctx.is_self(view.subj) or not view.negated
            or head.lemma_.lower() not in lex.answer_auxiliaries or view.obj is not None
            or view.xcomp is not None or view.comp is not None or view.preps):
        return
    for tok in reversed(head.doc[: head.sent.start]):
        if tok.lemma_.lower() in lex.have_verbs and tok.pos_ in ("VERB", "AUX"):
            asker = next((c for c in tok.children if dep(c) == "nsubj"), None)
            obj = next((c for c in tok.children if dep(c) in ("dobj", "obj")), None)
            if asker is None or asker.lower_ not in lex.second_person or obj is None:
                return
            ctx.emit(USER_KEY, "has", ctx.value(obj), negated=True)
            return


def denied_for_me(view: View, ctx: Context) -> None:
    """"cooking is not for me", "el golf no es para mí", "le golf c'est pas pour moi": a
    liking denied, as "not my thing" is. Only the denial says a taste; "golf is for me" is
    left alone."""
    lex = ctx.lex
    if not view.negated or view.lemma not in lex.be_verbs or view.subj is None:
        return
    head = view.head
    said_for = [g for c in head.children if c.dep_ == "prep" and c.lower_ in lex.benefactive_preps
                for g in c.children if g.dep_ == "pobj"]  # en: the PP hangs on "be"
    if view.comp is head and any(dep(c) == "case" and c.lower_ in lex.benefactive_preps
                                 for c in head.children):
        said_for.append(head)  # UD: the pronoun is the predicate, the copula hangs on it
    thing = view.subj
    if not any(ctx.is_self(t) for t in said_for) or ctx.is_self(thing) or ctx.kin(thing) or (
            thing.pos_ not in ("NOUN", "PROPN", "VERB")):
        return
    value = _gerund_text(thing) if thing.tag_ == "VBG" else ctx.value(thing, as_written=True)
    ctx.emit(USER_KEY, "likes", value, negated=True)


def hurting(view: View, ctx: Context) -> None:
    """"me duele la espalda", "a mi madre le duelen las rodillas" -> (you / mother,
    has_condition, dolor de espalda / rodillas): a body part that hurts now. A past pain
    ("me dolió la cabeza ayer") is an episode."""
    pain = ctx.lex.hurting_verbs.get(view.lemma)
    part = view.subj
    if pain is None or part is None or part.pos_ != "NOUN" or part.i < view.head.i or (
            "Pres" not in morph_get(view.head, "Tense")):
        return
    dative = next((c for c in view.head.children if dep(c) in ("iobj", "obj")
                   and c.pos_ == "PRON"), None)
    if dative is None:
        return
    sufferer = USER_KEY if ctx.is_self(dative) else _dative_experiencer(view, ctx)
    if sufferer is None:
        obl = next((c for c in view.head.children if dep(c) == "obl"), None)
        sufferer = ctx.entity(obl) if obl is not None else None
    if sufferer is not None:
        ctx.emit(sufferer, "has_condition", f"{pain} {part.lower_}", negated=_negated(view))


def injury(view: View, ctx: Context) -> None:
    """"i hurt my knee running", "i pulled my hamstring last month" -> (you, has_condition,
    hurt knee / pulled hamstring): the user's own body part right after the injuring verb. A
    denied one, someone else's ("my friend's feelings") or one set in a time clause ("when i
    was seven") gives nothing."""
    injured = ctx.lex.injury_verbs.get(view.lemma)
    if injured is None or _negated(view) or ctx.subject(view) != USER_KEY or any(
            dep(c) == "advcl" for c in view.head.children) or (dep(view.head) == "advcl" and any(
                c.pos_ == "SCONJ" and c.i < view.head.i for c in view.head.children)):
        return  # "when i broke my wrist i was ten", "after i hurt my back, ...": then, not now
    doc, at = view.head.doc, view.head.i
    part = next((t for t in doc[at + 2 : at + 4] if t.lower_ in ctx.lex.body_parts), None)
    if part is None or not any(dep(c) == "poss" and c.i == at + 1 and ctx.is_self(c)
                               for c in part.children):
        return
    ctx.emit(USER_KEY, "has_condition", f"{injured} {doc[at + 2 : part.i + 1].text.lower()}")


VIEW_PATTERNS: tuple[Callable[[View, Context], None], ...] = (
    copula,
    naming,
    possession,
    acquisition,
    preferences,
    verb_prep,
    relative_gap,
    cleft_gap,
    habits,
    relation_noun_activity,
    denied_have_answer,
    denied_for_me,
    hurting,
    injury,
)
