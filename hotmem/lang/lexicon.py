"""The schema of a language's extraction tables: one :class:`Lexicon` per language.

The extraction engines (``dependency`` for parsed languages, ``surface`` for the others) are
language-neutral; everything they know about a language is a row in that language's table.
Adding "wohnen in -> lives_in" is one entry in ``hotmem/lang/de/tables.py``.

Conventions shared by every table:

- Words and lemmas are lower-case. Multi-word markers (hedges, corrections, fillers, wishes)
  are tuples of lower-case tokens, matched against consecutive token texts (or lemmas).
- Relations are canonical English names (``hotmem.relations.is_canonical``).
- Kinship, pet, friend and "thing" nouns map to their English key (``hermana -> sister``,
  ``couleur -> color``), so facts are keyed in English whatever the input language.

Example::

    from hotmem.lang import get_lexicon

    lex = get_lexicon("es")
    lex.verb_prep[("vivir", "en")]   # -> "lives_in"
    lex.kinship["hermana"]           # -> "sister"
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

Phrase = tuple[str, ...]
V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class Lexicon:
    """Everything the extractors know about one language.

    Attributes:
        lang: ISO code ("en", "es", ...).
        verb_prep: (verb lemma, preposition lemma or ``None``) -> relation. ``None`` means the
            verb's direct object: ``("live", "in") -> lives_in``, ``("own", None) -> owns``,
            ``("visit", None) -> went_to``.
        likes: preference verb lemma -> ``likes``/``dislikes``; the liker is the subject
            ("I love pizza", "j'adore le jazz", "odio las setas").
        likes_reverse: verbs whose liker is the (indirect) object and liked thing the subject:
            "me gusta el jazz", "le jazz me plaît" (gustar/encantar/plaire -> likes).
        favorite_words: lemmas/words meaning "favourite" (favorite, favourite, favorito,
            préféré, lieblings- as a German prefix).
        things: noun -> English thing key for ``favorite_<thing>`` (colour -> color,
            comida -> food, couleur -> color).
        kinship: kinship, pet and friend nouns -> English key (hermana -> sister, chien -> dog).
        naming_verbs: lemmas of "to be called / to call": call, name, llamar(se), appeler, heißen.
        name_nouns: the noun "name" (name, nombre, nom, Name).
        be_verbs: copula lemmas (be, ser, estar, être, sein, essere).
        have_verbs: possession lemmas (have, tener, avoir, haben, avere).
        age_nouns: "year(s)" nouns of "34 years old" (year, año, an, Jahr, anno).
        age_adjectives: "old" words (old, viejo is not used; keep small).
        spelled_numbers: number words 1-99 an age is said with ("seven", "ochenta y cinco",
            "vingt-deux"), keys lower-case with hyphens glued (see :func:`spelled_key`).
        numbered_nouns: nouns a kind's number follows ("type 2", "stage 3", "tipo 1"): a
            number word after one is written in digits before parsing.
        identity_adjectives: adjectives that state a lasting attribute with a copula
            ("vegetarian", "vegano", "végétarien"); other adjectives ("tired") give nothing.
        passing_states: nouns/adjectives never stored as ``is`` ("fine", "tired", "sure").
        friend_nouns: nouns of "friends" for "X and Y are friends" / "friends with X".
        hedges: hedge phrases (("i", "think"), ("maybe",), ("creo", "que"), ("peut-être",)).
        negations: negation words (not, n't, never, no, nunca, ne, pas, jamais, nicht, kein).
        anymore: words that mark a past state with a negation ("anymore", "ya no" handled as
            negation) — informational, a negation is a negation.
        used_to: phrases/lemmas of a former habitual state (("used", "to"), ("solía",),
            ("soler",)); the fact is emitted with ``negated=True`` (GOLD_GUIDE).
        corrections: markers that open a correction of what was said before ("actually",
            ("no", "wait"), ("en", "realidad")): they make a clause a correction. A value taken
            back inside a turn is read from the language's ``take_backs.py`` instead.
        gerund_suffix: the ending of a gerund ("ing"): two gerunds side by side in a list
            are two activities ("camping fishing and kayaking"), never one modified.
        question_words: word -> wh class ("where" -> "where", "dónde" -> "where", "où" -> "where").
        reactions: single reaction words (wow, cool, haha, okay, genial, génial).
        fillers: filler words/phrases that carry nothing (um, uh, well, ("you", "know")).
        hypothetical_markers: conditional subordinators (if, si, wenn, se).
        wish_verbs: lemmas that make the clause a wish/plan, not a fact (want, wish, hope,
            plan, querer, esperar, vouloir, souhaiter).
        kind_members: English thing key -> words of that kind ("color" -> red, teal ...): a
            demonstrative kind noun liked or disliked takes up the member said before it in
            the turn ("your shirt is teal, i hate that color" -> dislikes teal).
        vicinity_adverbs: adverbs of nearness that carry a place through a preposition of
            their own, -> the preposition they stand for ("i live just outside of denver",
            "close to the beach" -> ("live", "outside" / "near")).
        denying_quantifiers: quantifier subjects that say a fact of no one ("none of my
            friends live here"): no fact.
        degree_of_words: degree words before "of a" that grade what one is ("i am more of a
            vegan"): the noun after "of" is the copula complement.
        counterfactual_wish_verbs: wish lemmas whose past-tense "have" complement denies the
            having ("i wish i had a dog" -> (you, has, dog, negated)).
        additive_words: words on a wished thing that presuppose having some already ("i wish
            i had more friends", "another dog"): no denial.
        clause_verbs: lemmas that take a clause without "that" ("i wish i knew i had ..."):
            a clause with its own subject hung on any other verb inside a wish is a run-on
            statement ("i wish i could retire i hate my job"); empty: never read so.
        future_times: time phrases that put a present-tense clause in the future ("next
            week", "la semana que viene", "demain"): "I fly to Boston next week" is a plan.
        conditional_auxes: auxiliaries/morph features of the conditional ("would", "'d",
            "could"); es/fr use the ``Mood=Cnd`` morphology in addition.
        question_complementizers: subordinators that open an indirect yes/no question when
            they mark a clause complement ("I don't know if I like jazz", "no sé si",
            "ich weiß nicht, ob"): the clause asks, it states nothing.
        because_markers: causal subordinators; a "because" clause never changes the turn's
            intent (because, since, porque, parce, car, weil, perché).
        pronouns: pronoun -> coref class ``he``/``she``/``they``/``it`` (él -> he, elle -> she,
            ça -> it, this/that -> it).
        forget_verbs: lemmas of "forget" for spoken forget requests.
        stopwords: extra stopwords beyond spaCy's ``is_stop`` for the retrieval lemmas.
        self_words: first-person words (the user), as in ``hotmem.text.FIRST_PERSON``.
        negated_likes: verbs that express a dislike only when negated ("can't stand",
            "no soporto", "je ne supporte pas") -> relation.
        second_person: words for the assistant ("you", "tú", "vous"); never the user.
        relative_pronouns: relative pronouns resolved to their antecedent (who, que, qui).
        free_relatives: words that open a clause standing for a thing ("what" in "jazz is
            what i love"): after "be", the subject fills the clause's gap.
        time_preps / time_nouns: "my appointment is on Monday" -> (appointment, time, monday).
        verb_forms: surface form -> lemma for first-person verb forms the tagger gets wrong
            ("vivo" tagged ADJ, "nací" tagged PROPN); a clause headed by one has subject "you".
        conditional_suffixes: verb endings of the conditional when morphology is unreliable
            ("rais", "rait" in French).
        imperfect_suffixes: verb endings of the imperfect ("ais", "ait"): a former state,
            treated like "used to" (negated) for residence/work relations.
        infinitive_suffixes: endings of the infinitive ("er", "ir"): a word after a liking
            verb the parser lost is the activity liked ("ma femme adore lire").
        bare_vehicle_preps: prepositions whose object without an article is the vehicle one
            drives ("je roule en twingo": owns twingo).
        emphatic_pronouns: self pronouns said for stress inside a clause ("je suis moi-même
            végétarien"), dropped before parsing (:mod:`hotmem.extract.emphatics`).
        vocative_kin: kin words also said to the listener ("mate", "pal"): kin only right
            after a possessive ("my mate Gaz"; not "i work at a bakery mate").
        negation_variants: negation adverbs said without their first part that the parser
            misreads right after a verb ("j'habite plus à paris", "je mange jamais de
            poisson"), each with the plain negation it is read as before parsing
            (:mod:`hotmem.extract.spoken_negation`); ``subject_clitics`` and ``verb_clitics``
            are the pronouns that may open such a clause and stand before its verb.
        ache_words: a pain had where it hurts ("j'ai mal au genou": has_condition "mal au
            genou"), whatever the tagger makes of the word.
        work_on_preps: prepositions of working on something ("lavoro alla mia tesi"): with
            the speaker's own thing after them, no workplace.
        doubling_preps: prepositions of a noun that an object clitic of the same verb doubles
            ("¿qué le regalo a mi hermano?": "le" is the brother, no one said before).
        frequency_words: words of a recurring time ("cada mañana", "todas las tardes"): with
            one, a light habit verb's bare plural object is a habit too ("mi abuelo hace
            crucigramas cada mañana"), not a one-off ("hago galletas").
        injury_verbs: verb lemma -> the word of the injury it leaves ("pull" -> "pulled",
            "break" -> "broken"): "i pulled my hamstring" -> has_condition "pulled hamstring".
        hurting_verbs: verbs whose subject is a body part that hurts the dative ("me duele la
            espalda"), with the words that name the pain before the part: has_condition
            "dolor de espalda".
        job_verbs: verb lemma -> the job noun its present states ("insegno" -> insegnante):
            the person who does it for a living is one (surface path).
        homograph_verbs: first-person verb form -> lemma for a form the parser reads as a
            function word ("como", I eat, read as "as"): opening a statement and followed by a
            noun it states the verb's object row (``verb_prep[(lemma, None)]``).
        lemma_fixes: surface form -> verb lemma where the tagger mislabels a verb without
            implying a person (fr "habite" tagged ADJ "habit" after "peut-être que").
        perfect_as_present: verb lemma -> lemma it stands for in the perfect with a have
            auxiliary ("I've got a sister" = "I have a sister": get -> have).
        cessation_verbs: verb lemma -> the word that marks the verb it stops ("" when none):
            "I stopped eating meat", "dejé de comer carne" deny the stopped verb's fact.
        lapse_adverbs: time adverbs that with a negation say a state has ended ("no longer",
            "not anymore", "mais plus maintenant"): the predicate they hang on is denied.
        negation_intensifiers: words that only strengthen a negation ("at all", "du tout",
            "affatto", "per niente"), dropped before parsing after one
            (:mod:`hotmem.extract.negation_intensifiers`).
        adversative_conjunctions: "but" words: an item listed after one does not share the
            clause's negation ("no dog but two cats"), only its own ("a dog but no cat"); on
            the surface path one opens a clause denying what follows it with no verb ("ich
            mag Katzen aber Hunde nicht so").
        benefactive_preps: "for" words: "golf is not for me" denies a liking.
        not_only_words: words that make a negation before them "not only ... but also": such
            a negation denies nothing ("not only", "no solo", "non seulement", "nicht nur").
        partitives: case words that are partitive articles on an object, not prepositions
            (fr "je n'ai pas de voiture").
        naming_participles: participles that name a noun ("a sister named Anna", "una
            hermana llamada Carmen", "un chien appelé Rex"): kin/pet naming, never ``has``.
        self_naming_forms: naming verb forms with a fused first-person object ("llámame",
            "llamarme"): "llámame Lola" names the user.
        genitive_preps: "of" words after which a date word is part of a name ("Bank of
            April", "Plaza de Mayo").
        nominal_preps: prepositions that never govern an infinitive (fr "chez", "dans"): a
            word after one that the tagger calls an infinitive is a name ("chez schneider").
        comitative_preps: "with" words ("friends with Tom", "amiga con Nuria").
        place_deictics: adverbs pointing at a place mentioned before ("there", "allí").
        exclamatives: words opening an exclamation made of markers ("Che bello", "Wie schön").
        progressive_future_verbs: verbs whose progressive plans a future ("I'm going to move").
        future_auxiliaries: verbs that plan a future with an infinitive ("voy a vivir", "je
            vais habiter").
        second_person_possessives: "your" words: an assistant's "your sister" is the user's.
        reflexive_pronouns: reflexive clitics of naming verbs ("me llamo", "je m'appelle").
        reflexive_frames: lemma -> the frame lemma of its reflexive use, looked up in
            ``verb_prep`` before the plain one ("me vine de Caracas": venirse, a move).
        asides: "if" phrases that offer a fact rather than suppose one ("if that helps",
            "si te sirve", "si ça peut aider"): they never make a sentence hypothetical.
        condition_nouns: health conditions had ("asthma", "asma"): ``has_condition``, not ``has``.
        condition_modifiers: adjectives that make a had body part a condition ("a sore
            shoulder", "a bad knee").
        body_parts: the body parts they make a condition of: "a bad car", "ein kaputtes Auto"
            is a thing had, never a condition.
        bare_complement_names: a bare singular noun after "I am" can only be a name in this
            language ("i'm ravi" lower case; a job needs its article: "I'm a nurse").
        relation_nouns: nouns whose copula states a relation ("my hometown is Lima" ->
            born_in).
        time_preps_with_article: prepositions of movement that name a time when a definite
            article follows ("nach dem Studium" is after, "nach Köln" is where).
        judging_verbs: verbs that judge their object by an adjective ("ich finde Jazz toll").
        judgements: those adjectives -> the liking they state ("toll" -> likes, "eklig" ->
            dislikes).
        evaluatives: praising or judging adjectives left out of stored objects ("two
            beautiful children" -> "two children").
        quantity_nouns: nouns that only count what follows "of" ("a lot of friends" ->
            friends).
        generic_persons: nouns and pronouns for people in general ("people", "everyone"):
            no fact is said of them.
        fan_degrees: words that grade a fan, never what the fan follows ("a huge celtic
            fan" follows celtic; "a real fan" follows nothing).
        open_pronouns: pronouns that stand for what their phrase names ("anything by
            Tolkien" -> tolkien).
        exclusion_words: words after an open pronoun that name what it leaves out
            ("anything but country", "everything except jazz"): no value.
        elliptic_objects: quantity words that stand for a thing named before ("do you have
            pets? I don't have any", "I love dogs, I have two").
        apostrophe_fixes: contractions written without apostrophe that collide with a word
            ("its" -> "it's"), restored before a word of ``apostrophe_contexts`` ("its my");
            ``apostrophe_after`` restores one known by the word before it ("my names tom");
            ``bare_contractions`` lists those that are no word of their own ("im" -> "i'm"),
            restored wherever they stand; ``spaced_contractions`` those typed with a space
            for the apostrophe ("don t" -> "don't"), whose two halves are read as words.
            ``genitive_heads``: nouns after which a kin noun with a bare "s" is a genitive
            that lost its apostrophe ("my cousins name is lucia" -> "my cousin's name"; not
            "my cousins live in ...").
        subjectless_verbs: verb forms that, opening a statement without a subject, are the
            speaker's ("love hiking", "moved to Denver"): ``elided_subject`` ("I") is put
            back before parsing, unless the next word is a pronoun or in ``subject_blockers``
            ("work is busy").
        ellipsis_adverbs: adverbs that may open a subjectless statement before its verb ("just
            bought a kayak"); subjectless_participles: participles that open one in the passive
            ("born and raised in Cork"), given ``elided_passive_subject`` ("I was").
        subjectless_adjectives: adjectives that, opening a statement (after an
            ``ellipsis_conjunctions`` word such as "and", and adverbs), state the speaker ("and
            allergic to sesame"), given ``elided_copula_subject`` ("I'm", "je suis").
        complemented_adjectives: identity adjectives stored with what they are said of
            ("lactose intolerant", "intolérante au lactose"), never alone.
        introductions: a caller's self-introduction frames, "*" where the name goes ("it's *
            here", "this is * speaking"); ``introduction_openers`` are their first words.
        tail_questions: phrases that open a question run on to a statement without a stop
            ("i like jazz do you", "i'm todd what's your name"): a stop is put before them.
        place_adverbs: adverbs that stand for a place phrase, with the prepositions they stand
            for: relative "where" ("the town where I live" = live in the town) and deictic
            "there" ("walmart is hiring, i work there" = work at walmart).
        answer_openers: phrases that open the speaker's own answer after a run-on question
            ("who is your favorite singer mine is adele").
        question_auxiliaries: inverted auxiliaries that open a run-on tail question even with
            words after its opener ("i have two kids do you have any").
        answer_auxiliaries: auxiliaries that stand for the verb of a question in a short
            answer ("do you have pets? i do not").
        elided_openings: sentence openings that dropped their possessive, with the full form
            ("name is" -> "my name is"; read by ``hotmem.extract.ellipsis``).
        elided_subject_openings: sentence openings that dropped the speaker and its verb,
            with the full form, whatever follows ("big fan of" -> "I'm a big fan of", "don't
            like" -> "I don't like").
        only_child: phrases of a copula complement that deny siblings ("i am an only
            child" -> (you, has, sibling, negated)).
        hiring_verbs: verbs by which one comes to hold a job ("i landed a job at Ikea",
            "found a job at the bakery"): its place is a workplace, as with a had job.
        livelihood: phrases that make a driven or ridden thing the speaker's work, not
            their own ("i drive a bus for a living"): no ownership.
        remote_work: words right after a work verb that name where one works without a
            workplace ("i work online", "i work from home"), with the value stored.
        place_kinds: nouns for a kind of place ("a small town in Norway", "the north side of
            Leeds"): a named place inside one is the value (norway, leeds).
        duration_preps / duration_nouns: how long a state has held ("a vegan since 2010", "a
            nurse for ten years"): not part of what one is, and no workplace.
        preference_nouns / preference_preps: nouns that say a liking with their preposition
            ("a big fan of jazz" -> likes jazz, "a dislike for tomatoes" -> dislikes).
        comparison_markers: words that open a comparison after an object ("than"): "country
            music more than rock" -> country music.
        workplace_kinds: kinds of workplace a company is named before ("the amazon warehouse",
            "the google office" -> works_at amazon / google).
        acquisition_verbs: verbs whose past with a thing states a possession ("i just got a
            puppy" -> has puppy), unless the thing is one of ``transient_objects`` ("got a
            call", "got a cold"), which no have-verb makes a possession either ("i have a
            question", "we had fun").
        state_object_verbs: event verbs whose present with an object states a lasting state
            ("ich fahre einen Golf" -> owns), unlike their present with a goal (a plan).
        definite_articles: articles of a known thing ("den Bus", "l'autobus"): what a driving
            verb takes with one is not owned.
        job_nouns: nouns for one's job ("my job at the bank" -> works_at bank).
        shift_nouns: nouns for a spell of one's job ("my shift at the hospital"): where it is
            done is a workplace, as for a job noun; no possession ("i have a shift").
        unheld_job_words: words before a job noun that make it no job held now ("my old job
            at the bank", "my dream job at google"): no works_at.
        placed_job_nouns: job nouns a workplace may stand right before ("my factory job" ->
            works_at factory); not "work", whose noun before it is what is worked on ("my car
            work", "school work").
        job_kind_words: nouns before a placed job noun that say what kind of job it is, not
            where it is done ("my day job", "a summer job"): no works_at.
        state_nouns: nouns that, case-marked after the copula, say what one lastingly is
            ("je suis à la retraite", "en surpoids", "estoy en paro"): (you, is, the phrase).
        service_nouns: bodies one serves in, said with "be in" ("je suis dans l'armée",
            "je suis dans la police"): works_at.
        clause_openers: subject pronouns that, after a content word in an unpunctuated turn,
            open a new clause ("je suis yasmine je vis à nantes").
        addressee_openers: second-person subject pronouns that, after a content word in an
            unpunctuated turn, open a new sentence put to the assistant ("j'habite à caen tu
            connais un bon café"): a full stop, not a comma, keeps the parser off the fact.
        narrowing_adverbs: adverbs that, in an unpunctuated turn, open an afterthought
            narrowing what was just said ("mon film préféré c'est amélie surtout la fin"): a
            comma goes before them, so the first value stays whole.
        afterthoughts: phrases that, after a noun or an infinitive, open an afterthought
            narrowing what was just said ("me encanta la comida japonesa sobre todo el sushi"):
            it is cut from the turn, since the parser reads it as part of the value.
        clause_conjunctions: conjunctions before which a first-person verb form of
            ``verb_forms`` opens a new clause ("vivo en Lima y trabajo en una clínica"): a
            comma goes before them, so the parser does not read the verb as a noun.
        possessive_openers: first-person possessives that, with a kin noun or a favourite thing
            after them and a content word before, open a new clause in an unpunctuated turn
            ("vivo a lucca mia sorella vive a pisa").
        present_markers: adverbs that put their predicate in the present whatever former-state
            marker the sentence holds ("antes vivía en Lima pero ahora vivo en Quito").
        state_copulas: copulas of a passing state ("estar"): what follows them is never a
            name ("estoy cansadísima").
        obligation_verbs: verbs that with an infinitive say what one must do ("tengo que
            comprar leche", "debo llamar"): a duty, not a fact.
        contrast_preps: prepositions that, after a negation following a content word in an
            unpunctuated turn, open a rejected alternative ("vivo en bilbao no en vitoria");
            with them, an opening correction phrase gets its pause too ("perdón trabajo ...").
        greetings: greeting phrases cut off the start of a turn before parsing ("hola",
            ("qué", "tal"), ("guten", "tag")): a greeting is never a fact.
        branch_nouns: parts of an employer ("office", "sede", "bureau") that stand for what
            follows their "of": "la oficina de Google" -> google.
        privative_preps: "without" words: "i am without a car" -> (you, has, car, negated).
        superlatives: judging superlatives -> the liking they state ("the worst" ->
            dislikes, "the best" -> likes) when a thing is their subject.
        home_nouns: kinds of home ("city", "apartment") that, after "be in", say where one
            lives as a named place does ("i am in an apartment now" -> lives_in).
        judging_adjectives: adjectives that judge a kind of thing -> the liking they state
            ("mushrooms are gross" -> dislikes) when a bare noun, said in general, is their
            subject.
        infinitive_markers: the particle before an infinitive ("to"), which the tagger may
            read as a preposition with a noun ("i like to crochet").
        workplace_preps: prepositions that attach a job to where it is done ("a nurse at the
            hospital" -> works_at).
        inner_workplace_preps: prepositions that attach a job to where it is done only with a
            common noun and its article that is no town, home or time ("a cashier in a
            bookstore"; not "a teacher in Leeds", "in a small town").
        non_work_roles: role nouns that are no job ("a student at ..."): no works_at.
        not_workplaces: words that after a working verb say how, not where ("lavoro da casa",
            "lavoro da remoto"): no works_at.
        occupations: job nouns said without an article in casual speech ("i am teacher"):
            never read as a name.
        habit_verbs: (doing verb lemma, preposition or ``None``) -> ``likes``: a present-tense
            activity verb states a liking of its activity ("I play the cello", "juego al
            pádel", "j'écoute du jazz"); past and progressive forms are episodes.
        spend_verbs: lemmas of spending time ("passare", "trascorrere"): "passo molto tempo a
            leggere" -> likes the activity after the preposition ``a``.
        light_habit_verbs: habit verbs that need a bare or partitive object ("I do yoga",
            "je fais du yoga"; never "I do the dishes").
        partitive_articles: determiners of an uncounted amount ("du", "de la"), which leave
            an activity bare.
        amount_adverbs: adverbs of amount whose "de" phrase is the habit's object (fr
            "j'écoute beaucoup de rap").
        liking_adverbs: adverbs that make any present-tense habit a liking (de "gern": "ich
            gehe gern schwimmen", "sie macht gern Yoga").
        fan_nouns: nouns of a follower ("fan", "hincha"): "X is a fan of Y" -> (X, likes, Y).
        vicinity_nouns: nouns of "near" ("in der Nähe von München", "nei dintorni di"): a
            place phrase headed by one stands for the place named after it (surface path);
            the dependency path reads no place from it ("à côté de la plage" says where
            near, not where).
        hobby_verbs: infinitives of pastimes said with their own verb (de "joggen",
            "stricken"): a present form of one is a liking even without "gern" ("ich jogge
            jeden Morgen", "meine Oma strickt").
    """

    lang: str
    verb_prep: dict[tuple[str, str | None], str] = field(default_factory=dict)
    likes: dict[str, str] = field(default_factory=dict)
    likes_reverse: dict[str, str] = field(default_factory=dict)
    favorite_words: frozenset[str] = frozenset()
    things: dict[str, str] = field(default_factory=dict)
    kinship: dict[str, str] = field(default_factory=dict)
    naming_verbs: frozenset[str] = frozenset()
    name_nouns: frozenset[str] = frozenset()
    be_verbs: frozenset[str] = frozenset()
    have_verbs: frozenset[str] = frozenset()
    age_nouns: frozenset[str] = frozenset()
    age_adjectives: frozenset[str] = frozenset()
    spelled_numbers: dict[str, int] = field(default_factory=dict)
    numbered_nouns: frozenset[str] = frozenset()
    identity_adjectives: frozenset[str] = frozenset()
    passing_states: frozenset[str] = frozenset()
    friend_nouns: frozenset[str] = frozenset()
    hedges: tuple[Phrase, ...] = ()
    negations: frozenset[str] = frozenset()
    used_to: tuple[Phrase, ...] = ()
    corrections: tuple[Phrase, ...] = ()
    gerund_suffix: str = ""
    question_words: dict[str, str] = field(default_factory=dict)
    reactions: frozenset[str] = frozenset()
    fillers: tuple[Phrase, ...] = ()
    hypothetical_markers: frozenset[str] = frozenset()
    wish_verbs: frozenset[str] = frozenset()
    counterfactual_wish_verbs: frozenset[str] = frozenset()
    degree_of_words: frozenset[str] = frozenset()
    denying_quantifiers: frozenset[str] = frozenset()
    vicinity_adverbs: dict[str, str] = field(default_factory=dict)
    kind_members: dict[str, frozenset[str]] = field(default_factory=dict)
    additive_words: frozenset[str] = frozenset()
    clause_verbs: frozenset[str] = frozenset()
    future_times: tuple[Phrase, ...] = ()
    conditional_auxes: frozenset[str] = frozenset()
    because_markers: frozenset[str] = frozenset()
    question_complementizers: frozenset[str] = frozenset()
    pronouns: dict[str, str] = field(default_factory=dict)
    forget_verbs: frozenset[str] = frozenset()
    stopwords: frozenset[str] = frozenset()
    # Optional extras (added later; keep defaults so every table stays valid).
    self_words: frozenset[str] = frozenset()
    negated_likes: dict[str, str] = field(default_factory=dict)
    second_person: frozenset[str] = frozenset()
    relative_pronouns: frozenset[str] = frozenset()
    free_relatives: frozenset[str] = frozenset()
    time_preps: frozenset[str] = frozenset()
    time_nouns: frozenset[str] = frozenset()
    months: frozenset[str] = frozenset()  # "Grèce en avril": a time, not part of the place
    verb_forms: dict[str, str] = field(default_factory=dict)
    conditional_suffixes: tuple[str, ...] = ()
    imperfect_suffixes: tuple[str, ...] = ()
    infinitive_suffixes: tuple[str, ...] = ()
    bare_vehicle_preps: frozenset[str] = frozenset()
    ache_words: frozenset[str] = frozenset()
    hurting_verbs: dict[str, str] = field(default_factory=dict)
    injury_verbs: dict[str, str] = field(default_factory=dict)
    frequency_words: frozenset[str] = frozenset()
    work_on_preps: frozenset[str] = frozenset()
    doubling_preps: frozenset[str] = frozenset()
    emphatic_pronouns: frozenset[str] = frozenset()
    negation_variants: dict[str, str] = field(default_factory=dict)
    vocative_kin: frozenset[str] = frozenset()
    subject_clitics: frozenset[str] = frozenset()
    verb_clitics: frozenset[str] = frozenset()
    lemma_fixes: dict[str, str] = field(default_factory=dict)
    homograph_verbs: dict[str, str] = field(default_factory=dict)
    job_verbs: dict[str, str] = field(default_factory=dict)
    perfect_as_present: dict[str, str] = field(default_factory=dict)
    cessation_verbs: dict[str, str] = field(default_factory=dict)
    lapse_adverbs: frozenset[str] = frozenset()
    not_only_words: frozenset[str] = frozenset()
    benefactive_preps: frozenset[str] = frozenset()
    adversative_conjunctions: frozenset[str] = frozenset()
    negation_intensifiers: frozenset[str] = frozenset()
    partitives: frozenset[str] = frozenset()
    naming_participles: frozenset[str] = frozenset()
    self_naming_forms: frozenset[str] = frozenset()
    genitive_preps: frozenset[str] = frozenset()
    nominal_preps: frozenset[str] = frozenset()
    comitative_preps: frozenset[str] = frozenset()
    place_deictics: frozenset[str] = frozenset()
    exclamatives: frozenset[str] = frozenset()
    progressive_future_verbs: frozenset[str] = frozenset()
    future_auxiliaries: frozenset[str] = frozenset()
    second_person_possessives: frozenset[str] = frozenset()
    reflexive_pronouns: frozenset[str] = frozenset()
    reflexive_frames: dict[str, str] = field(default_factory=dict)
    asides: tuple[Phrase, ...] = ()
    condition_nouns: frozenset[str] = frozenset()
    condition_modifiers: frozenset[str] = frozenset()
    body_parts: frozenset[str] = frozenset()
    bare_complement_names: bool = False
    relation_nouns: dict[str, str] = field(default_factory=dict)
    time_preps_with_article: frozenset[str] = frozenset()
    judging_verbs: frozenset[str] = frozenset()
    judgements: dict[str, str] = field(default_factory=dict)
    evaluatives: frozenset[str] = frozenset()
    quantity_nouns: frozenset[str] = frozenset()
    fan_degrees: frozenset[str] = frozenset()
    generic_persons: frozenset[str] = frozenset()
    open_pronouns: frozenset[str] = frozenset()
    exclusion_words: frozenset[str] = frozenset()
    elliptic_objects: frozenset[str] = frozenset()
    occupations: frozenset[str] = frozenset()
    infinitive_markers: frozenset[str] = frozenset()
    superlatives: dict[str, str] = field(default_factory=dict)
    judging_adjectives: dict[str, str] = field(default_factory=dict)
    home_nouns: frozenset[str] = frozenset()
    privative_preps: frozenset[str] = frozenset()
    job_nouns: frozenset[str] = frozenset()
    unheld_job_words: frozenset[str] = frozenset()
    shift_nouns: frozenset[str] = frozenset()
    job_kind_words: frozenset[str] = frozenset()
    inner_workplace_preps: frozenset[str] = frozenset()
    placed_job_nouns: frozenset[str] = frozenset()
    service_nouns: frozenset[str] = frozenset()
    state_nouns: frozenset[str] = frozenset()
    branch_nouns: frozenset[str] = frozenset()
    greetings: tuple[Phrase, ...] = ()
    clause_openers: frozenset[str] = frozenset()
    addressee_openers: frozenset[str] = frozenset()
    narrowing_adverbs: frozenset[str] = frozenset()
    afterthoughts: tuple[Phrase, ...] = ()
    clause_conjunctions: frozenset[str] = frozenset()
    possessive_openers: frozenset[str] = frozenset()
    contrast_preps: frozenset[str] = frozenset()
    state_copulas: frozenset[str] = frozenset()
    present_markers: frozenset[str] = frozenset()
    obligation_verbs: frozenset[str] = frozenset()
    definite_articles: frozenset[str] = frozenset()
    state_object_verbs: frozenset[str] = frozenset()
    subjectless_verbs: frozenset[str] = frozenset()
    apostrophe_fixes: dict[str, str] = field(default_factory=dict)
    apostrophe_contexts: frozenset[str] = frozenset()
    apostrophe_after: dict[tuple[str, str], str] = field(default_factory=dict)
    bare_contractions: dict[str, str] = field(default_factory=dict)
    genitive_heads: frozenset[str] = frozenset()
    spaced_contractions: dict[tuple[str, str], str] = field(default_factory=dict)
    introductions: tuple[Phrase, ...] = ()
    subject_blockers: frozenset[str] = frozenset()
    elided_subject: str = ""
    ellipsis_adverbs: frozenset[str] = frozenset()
    subjectless_participles: frozenset[str] = frozenset()
    elided_passive_subject: str = ""
    tail_questions: tuple[Phrase, ...] = ()
    place_adverbs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    remote_work: dict[Phrase, str] = field(default_factory=dict)
    livelihood: tuple[Phrase, ...] = ()
    hiring_verbs: frozenset[str] = frozenset()
    only_child: tuple[Phrase, ...] = ()
    answer_auxiliaries: frozenset[str] = frozenset()
    question_auxiliaries: frozenset[str] = frozenset()
    answer_openers: tuple[Phrase, ...] = ()
    elided_openings: dict[Phrase, str] = field(default_factory=dict)
    elided_subject_openings: dict[Phrase, str] = field(default_factory=dict)
    acquisition_verbs: frozenset[str] = frozenset()
    place_kinds: frozenset[str] = frozenset()
    preference_nouns: dict[str, str] = field(default_factory=dict)
    preference_preps: frozenset[str] = frozenset()
    duration_preps: frozenset[str] = frozenset()
    duration_nouns: frozenset[str] = frozenset()
    comparison_markers: frozenset[str] = frozenset()
    workplace_kinds: frozenset[str] = frozenset()
    transient_objects: frozenset[str] = frozenset()
    workplace_preps: frozenset[str] = frozenset()
    non_work_roles: frozenset[str] = frozenset()
    not_workplaces: frozenset[str] = frozenset()
    habit_verbs: dict[tuple[str, str | None], str] = field(default_factory=dict)
    spend_verbs: frozenset[str] = frozenset()
    light_habit_verbs: frozenset[str] = frozenset()
    partitive_articles: frozenset[str] = frozenset()
    amount_adverbs: frozenset[str] = frozenset()
    liking_adverbs: frozenset[str] = frozenset()
    fan_nouns: frozenset[str] = frozenset()
    hobby_verbs: frozenset[str] = frozenset()
    vicinity_nouns: frozenset[str] = frozenset()
    subjectless_adjectives: frozenset[str] = frozenset()
    ellipsis_conjunctions: frozenset[str] = frozenset()
    elided_copula_subject: str = ""
    complemented_adjectives: frozenset[str] = frozenset()

    @property
    def introduction_openers(self) -> frozenset[str]:
        """First words of the ``introductions`` frames (built once per table)."""
        return first_words(self.introductions)


# Indexes of the phrase tables by the table's identity: tables are immutable and live as
# long as their lexicon, and hashing a whole table (as an ``lru_cache`` key) on every lookup
# cost more than the lookup. The table is kept beside its index so its id stays its own.
_FIRST_WORD_INDEX: dict[int, tuple[tuple[Phrase, ...], dict[str, tuple[Phrase, ...]]]] = {}


def _by_first_word(phrases: Iterable[Phrase]) -> dict[str, tuple[Phrase, ...]]:
    """Phrases (a table's tuple, or the keys of a phrase table) grouped by their first word,
    in table order (tables are immutable, so this is cached)."""
    entry = _FIRST_WORD_INDEX.get(id(phrases))
    if entry is not None and entry[0] is phrases:
        return entry[1]
    grouped: dict[str, list[Phrase]] = {}
    for phrase in phrases:
        if phrase:
            grouped.setdefault(phrase[0], []).append(phrase)
    index = {w: tuple(ps) for w, ps in grouped.items()}
    if len(_FIRST_WORD_INDEX) >= _FIRST_WORD_TABLES:
        _FIRST_WORD_INDEX.clear()  # tables built on the fly (tests): start again
    _FIRST_WORD_INDEX[id(phrases)] = (phrases, index)
    return index


_FIRST_WORD_TABLES = 512

# Values derived from immutable tables (a word set merged from several fields, an index),
# keyed like the first-word index by the tables' identities and the function that derives them.
_DERIVED: dict[tuple[object, int, int], tuple[object, object, object]] = {}


def derived(build: Callable[..., V], source: Any, other: Any = None) -> V:
    """``build(source)`` (or ``build(source, other)``), computed once per table, or pair of
    tables (tables are immutable): the passes that run on every turn read merged word sets
    without rebuilding them per call."""
    key = (build, id(source), id(other))
    entry = _DERIVED.get(key)
    if entry is not None and entry[0] is source and entry[1] is other:
        return entry[2]  # type: ignore[return-value]
    value = build(source) if other is None else build(source, other)
    if len(_DERIVED) >= _FIRST_WORD_TABLES:
        _DERIVED.clear()  # tables built on the fly (tests): start again
    _DERIVED[key] = (source, other, value)
    return value


def first_words(phrases: tuple[Phrase, ...]) -> frozenset[str]:
    """The words ``phrases`` open with (built once per table): a pass whose phrases open with
    none of a turn's words has nothing to look for."""
    return derived(_opening_words, phrases)


def _opening_words(phrases: tuple[Phrase, ...]) -> frozenset[str]:
    return frozenset(_by_first_word(phrases))


def opens_phrase(word: str, phrases: tuple[Phrase, ...]) -> bool:
    """Whether one of ``phrases`` starts with ``word``."""
    return word in _by_first_word(phrases)


def phrases_opened_by(word: str, phrases: Iterable[Phrase]) -> tuple[Phrase, ...]:
    """The ``phrases`` that start with ``word``, in table order."""
    return _by_first_word(phrases).get(word, ())


def find_phrase(words: list[str], phrases: tuple[Phrase, ...]) -> tuple[int, Phrase] | None:
    """Position and phrase of the first occurrence of any of ``phrases`` in ``words``."""
    index = _by_first_word(phrases)
    if index.keys().isdisjoint(words):
        return None  # no word opens a phrase
    for i, word in enumerate(words):
        for phrase in index.get(word, ()):
            if tuple(words[i : i + len(phrase)]) == phrase:
                return i, phrase
    return None


def spelled_key(words: list[str]) -> str:
    """One lookup key for a run of number words: lower-case, hyphens glued ("twenty - one")."""
    return re.sub(r"\s*-\s*", "-", " ".join(words).lower()).strip()
