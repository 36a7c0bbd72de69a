"""The query and the gate's inputs: what one turn asks about.

Content lemmas and entity keys of the turn are mapped through the query vocabulary
(:mod:`hotmem.retrieve.vocabulary`), plus the question word that hints at relations, one hop
through kinship ("my sister" <-> "anna" when (you, sister, anna) is known) and, for questions,
the entities of the last few user turns weighted by recency ("what's it like there?").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hotmem.lang import get_lexicon
from hotmem.relations import HOUSEHOLD_KIN, KINSHIP, PETS, QUESTION_CLASSES
from hotmem.retrieve.needs import (
    HOUSEHOLD_NEEDS,
    JOB,
    JOB_ASKED_BY,
    MEDIA_KINDS,
    OCCASION,
    OTHERS_ONLY,
    OUTINGS,
    PAST_SERVED,
    PLACE_NEEDS,
    SELF_EVIDENT,
    SELF_EVIDENT_REQUEST,
    SETTINGS,
    detect_needs,
    for_pet,
    is_self_word,
    opens_question,
    opens_recall,
    opens_request,
    phrase_needs,
    relation_needs,
    says_again,
    says_a_request_cue,
    says_asking,
    says_departure,
    says_forecast,
    says_household,
    says_measure,
    says_past,
    says_pet_getting,
    says_recall,
    says_request,
    says_self,
    says_the_pet,
    says_told,
    says_wish,
    surface_words,
    value_needs,
)
from hotmem.retrieve.vocabulary import (
    CHITCHAT,
    CUES,
    DEICTIC,
    HOW_SMALL_TALK,
    KEEP_WORD,
    KIN_TOKENS,
    PLACE_DEICTIC,
    STOP,
    WH_WORDS,
    query_tokens,
)
from hotmem.text import USER_KEY
from hotmem.types import EdgeStatus, Extraction, Intent

if TYPE_CHECKING:
    from hotmem.store import UserIndex
    from hotmem.user_index import DerivedIndex

USER_NODE_WEIGHT = 0.25  # entity match of the user node alone: weak, "you" is in most turns
HOP_DECAY = 0.9  # entity weight carried over one kinship hop
RECENT_WEIGHT = 0.8  # newest entity of the previous turns, for a question pointing back
RECENT_DECAY = 0.5  # per older turn
RECENT_MAX = 6
NO_HOP: frozenset[str] = frozenset()  # the kinship hop of an entity with no edge
KIN_HOP_MAX = 2
TRIP_RELATIONS = frozenset({"went_to"})  # where the user went: named by "go" in any tense
# Needs a person's tastes serve: asked for a kin the user never told of, nothing stored does.
TASTES = frozenset({"gift", "food", "leisure", "activity", "entertainment", *MEDIA_KINDS})
# "piace", "mag", "gusta", "aime", "préféré": asked what someone likes
LIKE_STEMS = frozenset({query_tokens("like")[0][1], query_tokens("favorite")[0][1]})


@dataclass(slots=True)
class Query:
    """What one turn asks about, ready for scoring."""

    wh: str | None
    question: bool
    tokens: dict[str, float]
    token_set: frozenset[str]
    entities: dict[str, float]  # entity key -> match weight (explicit, hop, recent, user)
    explicit: set[str]  # known non-user entities the turn names itself (or via one hop)
    relations: set[str]  # relations the query's words or question class point at
    token_relations: set[str]  # ... by its words alone
    chitchat: bool
    about_user: bool  # a wh-question about the user naming no relation: hints decide
    kin_named: set[str]  # kin nouns whose value the turn names ("my friend Tom": friend)
    # Needs of a request of the user's own ("what should I cook?" -> food) and the user's
    # relations serving them; a named third party's relations serving them (their likes
    # for a gift) are in ``need_relations``, the user's own in ``user_need_relations``.
    recall: bool = False  # an imperative recall ("remind me where I work"): a question
    # Entities the turn spells out itself, not only reached through a pronoun ("that", "she")
    # or a dropped subject: only these open the gate of a turn that neither asks nor states.
    spelled: frozenset[str] = frozenset()
    # What a statement brings up: the entities it spells out, the kin and pet nouns it says
    # ("mi mujer", "der Kater") and whom they stand for: what it may show.
    brought_up: frozenset[str] = frozenset()
    # The turn names a kin or pet noun ("what's my dog's name?"): the user's own facts it
    # matches by words only ("Your name is Marcus.") do not answer it.
    kin_asked: bool = False
    # A question about someone or something else, not in the first person ("where does Tom
    # work?"): the user's own facts its words alone match ("You work at Barclays.") do not
    # answer it.
    about_others: bool = False
    needs: frozenset[str] = frozenset()
    # A question in the first person naming a stored relation ("c'est où déjà mon boulot",
    # "kannst du mir sagen, wo ich wohne"): it asks even when the parser read a reaction.
    asks_own: bool = False
    # A request for something like before ("a trip like my last one"): what was done before
    # serves it, home only beside it.
    like_before: bool = False
    need_relations: frozenset[str] = frozenset()
    user_need_relations: frozenset[str] = frozenset()
    # A request about a kin the user never told of ("what does my husband like?"): nothing
    # stored answers it.
    unknown_person: bool = False
    # The turn speaks of getting a pet: asthma then serves its pet need.
    pet_getting: bool = False
    # Query tokens found in an entity key / a relation name, memoised for this turn: the
    # candidates of one turn share a few subjects, objects and relations.
    entity_hits: dict[str, frozenset[str]] = field(default_factory=dict)
    relation_hits: dict[str, frozenset[str]] = field(default_factory=dict)
    # relation -> (pred_priority, question class hints at it), memoised for this turn.
    relation_prior: dict[str, tuple[float, bool]] = field(default_factory=dict)


def build_query(
    index: UserIndex,
    derived: DerivedIndex,
    ex: Extraction,
    recent: Sequence[str],
    text: str = "",
) -> Query:
    """What the turn asks about: question class, tokens, entities and the relations they point
    at, the needs of a request, and whether it is small talk.

    ``text`` is the turn as said: need and recall cues are often function words ("near me",
    "dimmi dove") that the extraction's content lemmas leave out.
    """
    wh = ex.wh.lower() if ex.wh else None
    said = surface_words(text) if text else ()
    # "Remind me what my dog is called.", "dimmi dove lavoro": a question without "?".
    # "what school did i tell you i teach at": a question only ("i mentioned it to my
    # neighbour" tells).
    recall = bool(said) and not ex.facts and (
        says_recall(said) or opens_recall(said, ex.lang) or (says_told(said, ex.lang) and (
            wh is not None or text.rstrip().endswith("?"))))
    tokens: dict[str, float] = {}
    entities: dict[str, float] = {USER_KEY: USER_NODE_WEIGHT}
    lemmas = [lemma.lower() for lemma in ex.lemmas]
    words: list[str] = list(lemmas)
    kin_words: set[str] = set()  # kin and pet nouns said in any word ("der Kater" -> cat)
    # Stems only a category noun gave ("quel sport" -> like): the noun names what is asked
    # for, not the relation ("quel sport je peux faire ?" asks for a sport, not a liking).
    by_category: set[str] = set()
    by_other: set[str] = set()
    turn_entities = about_its_own(index, ex, lemmas, said)
    for ent in turn_entities:
        words.extend(ent.split())
    chitchat = deictic = False
    # "What's it like there?": "like" is a preposition unless the user is the subject.
    like_weight = 1.0 if USER_KEY in ex.entities or wh not in ("what", "how") else 0.0
    for low in words:
        if low in DEICTIC:
            deictic = True
            if low in PLACE_DEICTIC and wh in (None, "what", "how"):
                wh = "where"  # "what's it like there?" asks about a place
        if low in WH_WORDS:
            wh = wh or WH_WORDS[low]
            continue
        if low in CHITCHAT:
            chitchat = True
        if low in STOP or (recall and says_recall((low,))):
            continue
        for tok, tok_stem in query_tokens(low):
            if tok in KIN_TOKENS:
                entities[tok] = 1.0
                kin_words.add(tok)
            (by_category if low in KEEP_WORD and tok != low else by_other).add(tok_stem)
            weight = like_weight if tok == "like" else 1.0
            if weight > tokens.get(tok_stem, 0.0):
                tokens[tok_stem] = weight
    if recall:
        # The question word and, when the lemmas kept no content ("dimmi dove lavoro" keeps
        # only "dimmi"), the content words as said.
        # A cue word as said counts even when the lemmatizer misread it ("je bosse" -> "boss").
        add_words = not tokens
        for low in said:
            if low in WH_WORDS:
                wh = wh or WH_WORDS[low]
            elif (add_words or low in CUES) and len(low) > 2 and low not in STOP and (
                    low not in CHITCHAT and not is_self_word(low) and not says_recall((low,))):
                for tok, tok_stem in query_tokens(low):
                    if tok in KIN_TOKENS:
                        entities[tok] = 1.0
                    tokens.setdefault(tok_stem, 1.0)
    # "je travaille où déjà", "mes tortues s'appellent comment": a question without "?".
    in_situ = not ex.facts and says_asking(said, ex.lang)
    if in_situ and wh is None:
        wh = next((WH_WORDS[w] for w in said if w in WH_WORDS), None)
    if wh is not None and wh not in QUESTION_CLASSES:
        wh = None
    for ent in turn_entities:
        if ent and ent != USER_KEY:
            entities[ent] = 1.0
    # A lemma that is a stored entity key names that entity ("Who is John friends with?").
    for lemma in lemmas:
        if lemma not in entities and lemma != USER_KEY and lemma in index.by_entity:
            entities[lemma] = 1.0
    # A name said in lower case is no proper noun to the parser ("chiara si laurea", "hugo
    # vient ce week-end"): a word that is the name of someone the user told of names them.
    # A function word is no name even when it is one ("will it rain?" after "my son is Will").
    for word in said:
        if word not in entities and word not in STOP and word in index.by_entity and kin_hop(
                index, derived, word):
            entities[word] = 1.0
    # "¡qué calor hace hoy!", "what a day!": an exclamation asks nothing.
    exclaimed = "!" in text and "?" not in text
    asked = not exclaimed and (
        wh is not None or ex.intent in (Intent.PURE_QUESTION, Intent.QUESTION_WITH_FACT)
        or in_situ or (not ex.facts and opens_question(said, ex.lang)))
    recall = recall and (wh is not None or says_self(said))
    question = asked or recall
    # Entities the turn spells out itself (not only through coref of "it"/"there").
    lemma_set = set(lemmas)
    spelled_words = lemma_set.union(said)
    spelled = {e for e in entities
               if e != USER_KEY and not spelled_words.isdisjoint(e.split())}
    if wh == "how" and lemma_set <= HOW_SMALL_TALK and not spelled:
        chitchat = True  # "How's it going?", "How are you doing?"

    token_set = frozenset(tokens)
    token_relations = derived.named_relations(token_set)
    relations = token_relations | derived.hinted_relations(wh) if wh else token_relations
    # "Any ideas for Oscar's birthday?": a kin noun or a known kin's name is someone to give to.
    # "olive needs new food": a pet of the user's, named, is who the request is for.
    # An entity with no edge has no kinship hop (kin_hop reads only its edges with the user).
    kin_of = {e: kin_hop(index, derived, e) if e in KINSHIP or e in index.by_entity else NO_HOP
              for e in entities if e != USER_KEY}
    names_kin = any(e in KINSHIP or kins for e, kins in kin_of.items())

    def pet_owner() -> bool:
        """"is the bird ok?", "der Kater frisst kaum", "olive needs new food": the user's own
        pet; "why do cats purr?" is general knowledge, whoever asks."""
        return (any(kins & PETS for e, kins in kin_of.items() if e not in PETS)
                or says_the_pet(said, ex.lang)) and has_a_pet(index, derived)

    category_only = by_category - by_other
    named_by_words = derived.named_relations(token_set - category_only) if (
        category_only) else token_relations
    needs = need_of_request(ex, said, lemmas, asked, named_by_words, names_kin, text,
                            pet_owner=pet_owner)
    if needs and any(e in PETS or kins & PETS for e, kins in kin_of.items()):
        needs = for_pet(needs)  # a pet the turn names
    if needs:
        question = True
        chitchat = False  # "hey, any idea what I could cook tonight?"

    explicit = {e for e in entities if e != USER_KEY and is_known(index, derived, e)}
    if chitchat and question and (
            (explicit & spelled) or (USER_KEY in ex.entities and token_relations)):
        # "What's the weather like in Denver?" names a known place; "... where I live?"
        # asks for a stored fact of the user. "Das Wetter ist typisch Köln" asks nothing.
        chitchat = False
    if question and not needs and not (explicit & spelled) and not says_self(said, ex.lang) and (
            says_measure(said, ex.lang) or (not recall and says_to_assistant(said, ex.lang))):
        # "quanti abitanti ha il Giappone?" is general knowledge; "¿tú duermes alguna vez?"
        # asks about the assistant: neither is about the user or anyone they told of.
        # "¿te acuerdas de dónde vivo?" asks the assistant to remember the user's fact.
        chitchat = True
    # One hop through kinship: sister <-> anna. A kin noun whose value the turn names
    # itself ("my friend Tom") stands for that value, not for the newest other ones.
    hops = {ent: kin_of[ent] for ent in explicit}  # explicit: entities hopped above
    kin_said = {e for e in (*ex.entities, *kin_words) if e in KINSHIP or e in PETS}
    brought_up = frozenset(spelled | kin_said
                           | {a for e in kin_said for a in hops.get(e, ())})
    reached = {kin for ent, kins in hops.items() if ent not in KINSHIP for kin in kins}
    reached.update(f.r for f in ex.facts if f.s == USER_KEY and f.r in KINSHIP)
    for ent, aliases in hops.items():
        if ent in reached:  # its other values are not what the turn is about
            continue
        for alias in aliases:
            if entities.get(alias, 0.0) < HOP_DECAY * entities[ent]:
                entities[alias] = HOP_DECAY * entities[ent]
            explicit.add(alias)
    # "What's it like there?": a question pointing back at the previous turns, by a deictic
    # word or by having no content of its own (and not being about the user).
    if question and not deictic and not tokens and not explicit:
        # "Where?", "Who?" point back; "what's up with you?" asks about the assistant.
        to_assistant = any(w in get_lexicon(ex.lang).second_person for w in said)
        deictic = (wh in ("what", "where", "when", "who") and USER_KEY not in ex.entities
                   and not to_assistant)
        if deictic and wh == "what":
            wh = None  # "what's it like?" asks about the thing, not for a "what" relation
    if question and deictic:
        add_recent(index, derived, entities, recent)
    # "What's my name?" with the relation word lost: the question class alone, about the
    # user, when nothing else in the turn narrows it.
    # A "what" question whose words name nothing stored ("what model would suit me?") is
    # narrowed to nothing: no hint then ("where do I bosse?" still hints at places).
    about_user = (question and wh is not None and USER_KEY in ex.entities
                  and not token_relations and not explicit and not needs
                  and (wh != "what" or not tokens))
    if needs & HOUSEHOLD_NEEDS and says_household(said, ex.lang):
        # "What should we cook tonight?": the partner eats too (one kinship hop).
        for kin in HOUSEHOLD_KIN:
            for value in kin_hop(index, derived, kin):
                entities.setdefault(value, HOP_DECAY)
                explicit.add(value)
    need_relations = user_need_relations = frozenset()
    if needs:
        need_relations = frozenset(r for r in derived.relations if relation_needs(r) & needs)
        # A gift or an activity is about the likes of the person the turn names ("what should
        # I get my niece?" -> what she likes), never about the user's own likes: without a
        # category of what is liked, "You like sushi." would answer "plan a workout".
        own = needs - OTHERS_ONLY
        if any(e not in KINSHIP for e in explicit) or any(e in KINSHIP for e in ex.entities) \
                or "profile" in own:
            # "a toast for my brother": him, not the user's whole family; a bio of the user
            # is about them, not their family.
            own -= {"kin"}
        user_need_relations = frozenset(r for r in need_relations if relation_needs(r) & own)
    # "¿qué le regalo a mi hermano?", "cosa piace a mio marito?" with no brother or husband
    # told of: a gift for them or what they like is nothing memory knows, whoever else it
    # knows. The user's own facts would answer a question about someone else.
    unknown = needs and needs <= TASTES and {
        e for e in kin_said if e in KINSHIP and e not in PETS
        and not derived.lookup(USER_KEY, e) and e not in index.by_entity}
    unknown_person = bool(unknown and not (explicit - KINSHIP) and (
        "gift" in needs or any(stem in LIKE_STEMS for w in (*lemmas, *said) if w not in KEEP_WORD
                               for _, stem in query_tokens(w))))
    asks_own = (question and not ex.facts and bool(token_relations)
                and (USER_KEY in ex.entities or says_self(said, ex.lang)))
    about_others = (question and not needs and not recall and bool(spelled)
                    and USER_KEY not in ex.entities and not says_self(said, ex.lang))
    return Query(wh=wh, question=question, tokens=tokens, token_set=token_set,
                  entities=entities, explicit=explicit, relations=relations,
                  token_relations=token_relations, chitchat=chitchat,
                  about_user=about_user, kin_named=reached, recall=recall, needs=needs,
                  need_relations=need_relations, user_need_relations=user_need_relations,
                  spelled=frozenset(spelled), brought_up=brought_up,
                  about_others=about_others, asks_own=asks_own, unknown_person=unknown_person,
                  pet_getting=says_pet_getting(said, ex.lang),
                  like_before=bool(needs & PAST_SERVED) and says_again(said, ex.lang),
                  kin_asked=not ex.facts and any(e in KINSHIP for e in spelled))


def about_its_own(
    index: UserIndex, ex: Extraction, lemmas: list[str], said: tuple[str, ...],
) -> tuple[str, ...]:
    """The turn's entities, less those only a pronoun reached when a question spells out an
    entity of its own that memory does not know ("c'est quoi la capitale de l'Australie ?"
    after a turn about the cat: "c'" is no cat, the question is about Australia)."""
    asking = ex.wh is not None or ex.intent in (Intent.PURE_QUESTION, Intent.QUESTION_WITH_FACT)
    if not asking or ex.facts or says_self(said):
        return ex.entities
    lemma_set = set(lemmas)
    spelled = [e for e in ex.entities
               if e != USER_KEY and any(w in lemma_set for w in e.split())]
    if not spelled or any(e in index.by_entity or e in KINSHIP for e in spelled):
        return ex.entities
    return tuple(e for e in ex.entities if e == USER_KEY or e in spelled)


def says_to_assistant(said: tuple[str, ...], lang: str | None) -> bool:
    """True when the turn speaks to the assistant ("do you ever sleep?", "¿tú duermes?"):
    a second-person word that is no third-person pronoun too (Italian "lei" is "she")."""
    lex = get_lexicon(lang)
    return any(w in lex.second_person and w not in lex.pronouns for w in said)


def names_a_proper_noun(ex: Extraction, text: str) -> bool:
    """True when one of the turn's entities is written capitalised ("will it rain in Paris
    tomorrow?"): a place named, not where the user is."""
    return any(e != USER_KEY and (e.title() in text or e.upper() in text) for e in ex.entities)


def has_a_pet(index: UserIndex, derived: DerivedIndex) -> bool:
    """Whether the user has told of a pet of theirs ("my dog Zeno", "two budgies")."""
    for relation in derived.relations:
        if relation in PETS:
            return True
    return any((edge := index.edges.get(key)) is not None and edge.status is EdgeStatus.ACTIVE
               and "pets" in value_needs(edge.d) for key in derived.lookup(USER_KEY, "has"))


def need_of_request(
    ex: Extraction, said: tuple[str, ...], lemmas: list[str], asked: bool,
    named_relations: frozenset[str] | set[str], names_kin: bool = False, text: str = "",
    *, pet_owner: Callable[[], bool] = lambda: False,
) -> frozenset[str]:
    """The needs of a request of the user's own, or none.

    A need counts only for a request that is the user's own and states no fact: a question
    (with "?", a question word that always asks, as in "je fais quoi", or a request word:
    "recommend a podcast"), a wish ("i wanna get back in shape"), a request said as a noun
    phrase ("any podcast for the drive") or a phrase that is a need by itself ("near me").
    "What's a good recipe for pancakes?" is general knowledge, "I cooked dinner" a statement.
    A question naming a stored relation without a request word asks for that fact ("where do
    I work?"), not for what a need would add to it; a kin noun alone names the person a gift
    is for ("quel cadeau pour ma fille ?"). A turn stating a fact may still ask for a gift
    for someone it names ("Jonas hat bald Geburtstag, hast du eine Idee?"). ``pet_owner``
    says whether a pet the turn speaks of is the user's; it is asked only when that decides.
    """
    lemma_tuple = tuple(lemmas)
    cued: frozenset[str] | None = None  # the needs its words cue, read once
    if not (asked or says_a_request_cue(said, lemma_tuple, ex.lang)):
        # Nothing of a question or a request is said: only a gift for a kin it names can
        # make it one ("chiara si laurea, che le regalo").
        if not names_kin:
            return frozenset()
        cued = detect_needs(said, lemma_tuple, ex.lang)
        if not cued & {"gift"}:
            return frozenset()
    asked = asked or says_asking(said, ex.lang)
    phrased = phrase_needs(said, ex.lang)  # the needs of its cue phrases ("near me")
    self_evident = phrased & SELF_EVIDENT
    if says_departure(said, ex.lang, ex.wh):
        self_evident |= {"commute"}  # "what time should I set off?": home and work
    if says_forecast(said, ex.lang, asked) and not ex.facts and not names_a_proper_noun(ex, text):
        self_evident |= {"location"}  # "va a llover mañana": where the user is, no place named
    request = (says_request(said, lemma_tuple) or says_wish(said, ex.lang) or says_recall(said)
               or opens_request(said, ex.lang) or bool(self_evident & SELF_EVIDENT_REQUEST))
    if not request and names_kin:
        # "chiara si laurea, che le regalo": a gift for someone the turn names is asked for.
        if cued is None:
            cued = detect_needs(said, lemma_tuple, ex.lang)
        request = bool(cued & {"gift"})
    if not (asked or request):
        return frozenset()
    if cued is None:
        cued = detect_needs(said, lemma_tuple, ex.lang)
    # "I'm vegan, any idea for dinner?" states a fact and asks; so does a request whose
    # relative clause the parser read as a statement about something else ("any ideas for a
    # dinner that isn't another stir fry"). A statement with a need word asks for nothing.
    of_user = any(USER_KEY in (f.s, f.d) for f in ex.facts)
    if ex.facts and not (request and (asked or not of_user)):
        gift = cued & {"gift", OCCASION}
        return frozenset({"gift"}) if gift and names_kin else frozenset()
    gift_for_kin = False
    # "How long will my ride to work take?" names works_at but asks about the way there. "Is
    # it ok to go running today?" names went_to by "go", but no relation of a need it cues.
    names_its_need = not cued or any(relation_needs(r) & cued for r in named_relations)
    # "¿adónde vamos de vacaciones este año?" names went_to by "go", but with no past word
    # it asks for a trip to come, not where the user went.
    trip_ahead = (named_relations <= TRIP_RELATIONS and bool(cued & PAST_SERVED)
                  and not says_past(said, ex.lang))
    if named_relations and not request and not self_evident and names_its_need and (
            not trip_ahead):
        job = JOB in cued
        if job and (named_relations <= JOB_ASKED_BY or JOB in phrased):
            return frozenset({JOB})  # "je travaille où ?": the employer and the occupation
        gift_for_kin = named_relations <= KINSHIP and bool(cued & {"gift", OCCASION})
        if not gift_for_kin:
            return frozenset()
    # "cosa gli regalo?", "je lui prends quoi": the giver is the user; "is the bird ok?",
    # "der Kater frisst kaum": a pet noun said by someone who has a pet is about their pet.
    own = (says_self(said, ex.lang) or USER_KEY in ex.entities or bool(self_evident)
           or "gift" in phrased or pet_owner())
    # "how many grams in a pound?", "wie viele Kalorien hat Pasta?" are general knowledge;
    # "how long will my ride to work take?" measures the user's own way to work or home.
    measure = asked and ex.wh in (None, "how") and says_measure(said, ex.lang)
    if measure and not own:
        return frozenset()
    if not (request or own):
        return frozenset()
    needs = cued | (self_evident & {"commute", "location"})
    # "where did we eat last weekend?" asks what happened; "somewhere like my last trip"
    # asks for a trip like the ones told.
    if says_past(said, ex.lang) and not needs & PAST_SERVED:
        return frozenset()
    if ex.wh == "where" and needs & OUTINGS:
        needs |= {"location"}  # "where can I take the dog?", "wo kann ich feiern gehen": nearby
    if needs & MEDIA_KINDS:  # "a podcast for the drive", "musique dans le métro": media
        needs -= PLACE_NEEDS | SETTINGS  # "something to listen to on my run"
    if "food" in needs and "location" not in needs:
        needs -= {"work"}  # "a cake to bake for the office": the meal, not the employer
    if needs & {"commute", "location"}:
        needs -= {JOB}  # on the way to work, the job itself does not matter
    elif JOB in needs:
        needs -= {"work"}  # "che lavoro faccio?" asks for the job, not for colleagues
    if measure:
        needs &= SELF_EVIDENT
    if gift_for_kin:
        needs &= {"gift", OCCASION}  # "cadeau pour ma fille": her likes, not the user's needs
    if OCCASION in needs:
        needs -= {OCCASION}
        if names_kin:  # "... my niece for Christmas?", "... for Oscar's birthday?"
            needs |= {"gift"}
    if "gift" in needs and names_kin and "pets" not in needs:
        # "Chloé vient pour les vacances, je lui achète quoi ?": the gift, and a meal made for
        # them still minds the user's diet ("what should i bake for my mum's birthday")
        needs = frozenset({"gift"}) | (needs & {"food"})
    return needs

def add_recent(
    index: UserIndex, derived: DerivedIndex, entities: dict[str, float],
    recent: Sequence[str],
) -> None:
    """Weight the previous turns' entities by how many turns ago they were mentioned.

    Entities of one turn share its ``last_seen`` (EntityInfo), so "My sister Anna lives in
    Denver" gives sister, Anna and Denver the same weight; each older turn halves it.
    """
    known = [e for e in recent if e != USER_KEY and e not in entities
             and is_known(index, derived, e)][:RECENT_MAX]

    def seen(ent: str) -> float:
        info = index.entities.get(ent)
        return info.last_seen if info is not None else 0.0

    rank = {t: i for i, t in enumerate(sorted({seen(e) for e in known}, reverse=True))}
    for pos, ent in enumerate(known):
        entities[ent] = RECENT_WEIGHT * RECENT_DECAY ** rank[seen(ent)] * 0.98 ** pos

def is_known(index: UserIndex, derived: DerivedIndex, entity: str) -> bool:
    if entity in index.by_entity:
        return True
    return entity in KINSHIP and bool(derived.lookup(USER_KEY, entity))

def kin_hop(index: UserIndex, derived: DerivedIndex, entity: str) -> set[str]:
    """Entities one kinship edge away: the kin noun's values, or the value's kin nouns.

    A kin noun with many values ("friend") hops to its ``KIN_HOP_MAX`` most recently seen
    ones only: "my friend" most likely means a friend talked about lately, and the hop's
    cost must not grow with the number of friends ever mentioned.
    """
    out: set[str] = set()
    if entity in KINSHIP:
        values = [
            edge for key in derived.lookup(USER_KEY, entity)
            if (edge := index.edges.get(key)) is not None
            and edge.status is EdgeStatus.ACTIVE
        ]
        values.sort(key=lambda e: e.last_seen, reverse=True)
        return {edge.d for edge in values[:KIN_HOP_MAX]}
    for key in derived.with_user(entity):
        if key[0] == USER_KEY and key[2] == entity and key[1] in KINSHIP:
            edge = index.edges.get(key)
            if edge is not None and edge.status is EdgeStatus.ACTIVE:
                out.add(key[1])
    return out
