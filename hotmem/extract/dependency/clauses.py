"""Clause segmentation for parsed languages: where a turn's clauses start and what each does.

Intent is decided per clause, never per turn: "I live in Paris. What about you?" keeps its
fact, a "because" clause does not make its sentence hypothetical, and an "if" clause does (with
its main clause). The markers come from the language's :class:`~hotmem.lang.lexicon.Lexicon`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hotmem.extract.common import Clause, ClauseKind, Segmented
from hotmem.extract.policy import opens_reason, spread_condition, spread_sentence_hedge
from hotmem.lang import get_language, get_lexicon
from hotmem.lang.lexicon import Lexicon, find_phrase, first_words, opens_phrase
from hotmem.morph import morph_get

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Dependency labels (both schemes, subtypes stripped) that start a clause of their own.
_SUBCLAUSE = frozenset({"advcl", "parataxis"})
# The labels (subtypes stripped) of every token _opens_subclause may say yes to.
_OPENING_LABELS = _SUBCLAUSE | {"conj", "ccomp", "relcl"}
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
_QUESTION_OPENER = "¿"


def dep(token: Token) -> str:
    """The token's dependency label without its UD subtype (``obl:arg`` -> ``obl``)."""
    label_id = token.dep
    base = _BASE_LABELS.get(label_id)
    if base is None:
        base = _BASE_LABELS[label_id] = token.dep_.split(":")[0]
    return base


# Label (by its string hash, the same in every vocabulary: ``Token.dep`` costs a third of
# ``Token.dep_``) -> label without its subtype: a few dozen labels, asked for every token of
# a turn.
_BASE_LABELS: dict[int, str] = {}


def words(span: Span | Doc) -> list[str]:
    """Lower-case token texts, curly apostrophes straightened."""
    return [t.lower_.replace("’", "'") for t in span]


def segment(doc: Doc, lang: str) -> Segmented:
    """Cut a parsed utterance into clauses and decide each clause's kind and markers.

    >>> [c.kind for c in segment(nlp("I live in Paris. What about you?"), "en").clauses]
    [<ClauseKind.STATEMENT: 'statement'>, <ClauseKind.QUESTION: 'question'>]
    """
    lex = get_lexicon(lang)
    out = Segmented(doc=doc)
    for sent in doc.sents:
        correction = _correction(words(sent[:_CORRECTION_REACH]), lex)
        sentence: list[Clause] = []
        asks = _ends_asking(sent)
        for part in _split_tail_question(sent, lex) if asks else (sent,):
            part_asks = asks if part is sent else _ends_asking(part)
            sentence.extend(_clauses_of(part, lex, correction, part_asks))
        spread_sentence_hedge(sentence)
        spread_condition(sentence)
        out.clauses.extend(sentence)
    return out


def _ends_asking(span: Span | list[Token]) -> bool:
    """``span.text.rstrip().endswith("?")`` without joining the span's text: the last token
    with a visible character ends in "?". A list of the span's tokens answers the same."""
    for k in range(len(span) - 1, -1, -1):
        shown = span[k].text.rstrip()
        if shown:
            return shown.endswith("?")
    return False


def _opens_asking(span: Span | list[Token]) -> bool:
    """``span.text.lstrip().startswith("¿")`` without joining the span's text."""
    for k in range(len(span)):
        shown = span[k].text.lstrip()
        if shown:
            return shown.startswith(_QUESTION_OPENER)
    return False


# How many words from a sentence's start a correction marker may begin within.
_CORRECTION_REACH = 4


def _correction(sent_words: list[str], lex: Lexicon) -> bool:
    """A correction marker near the start of the sentence ("Actually, ...", "En fait, ...")."""
    hit = find_phrase(sent_words[:_CORRECTION_REACH], lex.corrections)
    return hit is not None


def _split_tail_question(sent: Span, lex: Lexicon) -> list[Span]:
    """Split "I live in Paris, what about you?" into the statement and its tail question.

    A tail question starts after a comma with "¿", a question word, a second-person subject
    ("tu aimes les chiens ?"), an inverted auxiliary before it ("do you like dogs?") or a
    coordinator before it ("¿y tú?", "and you?"). Only sentences that end in "?" are cut: the
    caller asks only of them.
    """
    toks = list(sent)
    for k in range(1, len(toks) - 1):
        if (toks[k].pos_ == "CCONJ" and len(toks) - k <= 4
                and toks[k + 1].lower_ in lex.second_person):
            return [sent[:k], sent[k:]]  # "I work at a bank and you?"
        if (toks[k].lower_ in lex.second_person and k > 2 and toks[k + 1].pos_ in ("VERB", "AUX")
                and toks[k - 1].pos_ in ("NOUN", "PROPN") and toks[k].pos_ == "PRON"):
            return [sent[:k], sent[k:]]  # "mi perro se llama Chispa te gusta el nombre?"
        if toks[k - 1].text != ",":
            continue
        if _opens_question(toks[k : k + 2], lex) or _asks_of_another(toks, k, lex):
            return [sent[: k - 1], sent[k - 1 :]]
    return [sent]


def _asks_of_another(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """"j'ai un chien, c'est grave si je pars ?", "mon fils a 6 ans, il peut faire du judo ?":
    after a comma, a clause with a subject pronoun of its own (not the speaker) and its verb
    asks in statement order; the speaker's statement before the comma stands."""
    subj, verb = toks[k], toks[k + 1]
    if subj.pos_ != "PRON" or dep(subj) not in ("nsubj", "expl") or (
            subj.lower_ in lex.self_words or verb.pos_ not in ("VERB", "AUX")):
        return False
    return any(t.lower_.replace("’", "'") in lex.self_words for t in toks[: k - 1])


def _opens_question(toks: list[Token], lex: Lexicon) -> bool:
    w = toks[0].lower_.replace("’", "'")
    if w == _QUESTION_OPENER or w in lex.question_words or w in lex.second_person:
        return True
    nxt = toks[1].lower_ if len(toks) > 1 else ""
    return nxt in lex.second_person and toks[0].pos_ in ("AUX", "CCONJ", "VERB")


def _clauses_of(part: Span, lex: Lexicon, correction: bool, asks: bool) -> list[Clause]:
    """The main clause of a sentence part plus its adverbial and independent subclauses.
    ``asks``: the part ends in "?" (a question's relative clause asks with it)."""
    if len(part) == 0:
        return []
    root = part.root
    start, end = part.start, part.end
    # the last word before the "?" that ends the part, when it ends in one
    last_word = _last_word(part) if asks else None
    heads = [root] + [t for t in part if dep(t) in _OPENING_LABELS and t.i != root.i
                      and _opens_subclause(t, root, lex, asks) and start <= t.head.i < end]
    # "i work at the zoo maybe your son would like it?": the "?" is the last clause's, when
    # it has a subject of its own and the main clause opens with the speaker's statement
    asking = next((h for h in heads[1:] if asks and h.i > root.i and dep(h) == "conj"
                   and _own_subject(h) and _ends_question(last_word, h)), None)
    clauses = []
    for head in heads:
        is_main = head.i == root.i
        span = part if is_main else part.doc[head.left_edge.i : head.right_edge.i + 1]
        aside = not is_main and _aside(head, lex)
        relative = not is_main and _stated_relative(head, lex)
        told = span
        if is_main and asking is not None and part.start < asking.left_edge.i and (
                part[0].lower_ in lex.self_words):
            told = part.doc[part.start : asking.left_edge.i]
        told_toks = list(told)
        told_words = words(told_toks)
        mark = None if aside else _mark(head)
        kind = ClauseKind.FILLER if aside else _kind(
            told, head, lex, is_main=is_main, said=(told_toks, told_words), mark=mark)
        asked = not is_main and _indirect_question(head, lex)
        if asked:
            kind = ClauseKind.HYPOTHETICAL  # "i don't know if i like jazz": an open question
        if kind is ClauseKind.STATEMENT and not is_main and _ends_question(last_word, head):
            kind = ClauseKind.QUESTION  # "quel âge avez-vous et quel âge a votre papa ?"
        wh = _wh(span, lex) if kind is ClauseKind.QUESTION else None
        reason = kind is ClauseKind.STATEMENT and opens_reason((mark,) if mark else (), lex)
        hedged = find_phrase(told_words, lex.hedges) is not None
        clauses.append(Clause(span=span, kind=kind, hedged=hedged, correction=correction, wh=wh,
                              reason=reason,
                              condition=mark in lex.hypothetical_markers and not asked,
                              relative=relative))
    return clauses


def _indirect_question(tok: Token, lex: Lexicon) -> bool:
    """A clause complement opened by "if"/"whether" ("i don't know if i like jazz", "no sé si
    me gusta", "je sais pas si j'aime ça", "not sure whether ..."): the speaker asks
    themself; the clause states nothing."""
    return dep(tok) == "ccomp" and _mark(tok) in lex.question_complementizers


def _stated_relative(tok: Token, lex: Lexicon) -> bool:
    """A relative clause in which the speaker states where they are in the present ("the diner
    where I work", "the hotel I work at"): a fact of its own whatever the main clause wishes
    or supposes ("they should sell salads at the diner where I work"). Not in a question (the
    caller checks), and not a liking ("the band I love" says too little on its own)."""
    if tok.dep_ != "relcl" or tok.pos_ not in ("VERB", "AUX") or tok.lemma_.lower() in lex.likes:
        return False
    return "Pres" in morph_get(tok, "Tense") and any(
        dep(c) == "nsubj" and c.lower_ in lex.self_words and c.lower_ not in lex.relative_pronouns
        for c in tok.children)


def _opens_subclause(tok: Token, root: Token, lex: Lexicon, asks: bool) -> bool:
    """A token of a sentence part (not its root) that heads a clause of its own: an
    adverbial or paratactic clause, a conjunct with its own subject or modality, a clause
    spliced before the root or run on after a wish, a stated relative clause (``asks``: not
    in a question), or an indirect question. Each test is asked only of the labels it
    reads."""
    d = dep(tok)
    if d in _SUBCLAUSE:
        return True
    if d == "conj":
        return tok.dep_ == "conj" and (_own_subject(tok) or _own_modality(tok, lex))
    if d == "ccomp":
        return _spliced_before(tok, root) or _run_on_after(tok, lex) or (
            _indirect_question(tok, lex))
    return tok.dep_ == "relcl" and not asks and _stated_relative(tok, lex)


def _last_word(part: Span) -> Token | None:
    """The last token of a sentence part that is no punctuation, or ``None``."""
    for k in range(len(part) - 1, -1, -1):
        if not part[k].is_punct:
            return part[k]
    return None


def _ends_question(last_word: Token | None, head: Token) -> bool:
    """The subclause runs to the "?" that ends its sentence part: ``last_word`` is the part's
    last word when the part ends in "?" (:func:`_last_word`), else ``None``."""
    return last_word is not None and head.right_edge.i >= last_word.i


def _spliced_before(tok: Token, root: Token) -> bool:
    """A full clause before the root, set off by a comma: "I love dogs, I just want a cat"
    (the parser makes it the root's complement; it states on its own)."""
    return (dep(tok) == "ccomp" and tok.head.i == root.i and tok.i < root.i and _own_subject(tok)
            and any(t.text == "," for t in tok.doc[tok.right_edge.i + 1 : root.i]))


def _run_on_after(tok: Token, lex: Lexicon) -> bool:
    """A clause run on after a wish without a break, read as a complement: "i wish i could
    retire i hate my job" ("hate" hung on "retire", a verb that takes no clause) or "i wish i
    lived in spain i love the sun" (a second complement of the wish). It states on its own."""
    if not lex.clause_verbs or dep(tok) != "ccomp" or tok.head.i > tok.i or (
            not _own_subject(tok)) or _mark(tok) is not None:
        return False
    head = tok.head
    if any(dep(c) in ("ccomp", "xcomp") and head.i < c.i < tok.i for c in head.children):
        return True
    lemma = head.lemma_.lower()
    takes_clause = lemma in lex.wish_verbs or lemma in lex.clause_verbs or (
        lemma in lex.be_verbs) or any(
        lemma in hedge for hedge in lex.hedges)
    # "do you work i work at a bakery": the answer run on after an inverted question
    before = list(head.doc[head.left_edge.i : head.i])
    asked = dep(head) == "ROOT" and bool(before) and _opens_question(before, lex)
    return not takes_clause and _own_subject(head) and (under_wish(head, lex) or asked)


def _own_subject(token: Token) -> bool:
    return token.pos_ in ("VERB", "AUX") and any(dep(c) in _SUBJECTS for c in token.children)


def _kind(span: Span, head: Token, lex: Lexicon, *, is_main: bool,
          said: tuple[list[Token], list[str]], mark: str | None) -> ClauseKind:
    """Statement, question, reaction, hypothetical or filler: the first that applies.
    ``said``: the span's tokens and their :func:`words`, ``mark``: the head's :func:`_mark`
    (the caller reads them once)."""
    span_toks, span_words = said
    toks: list[Token] = []  # the words, punctuation left out, and their texts
    ws: list[str] = []
    for t, w in zip(span_toks, span_words, strict=True):
        if not t.is_punct:
            toks.append(t)
            ws.append(w)
    if not toks:
        return ClauseKind.FILLER
    filler_only = _covered(ws, lex.fillers)
    if filler_only:
        return ClauseKind.FILLER
    if len(ws) <= 6 and all(w in lex.reactions or (w,) in lex.fillers for w in ws):
        return ClauseKind.REACTION
    if _is_question(span_toks, toks, ws, lex, is_main=is_main):
        return ClauseKind.QUESTION
    if mark in lex.because_markers:
        return ClauseKind.STATEMENT
    if mark in lex.hypothetical_markers or _hypothetical(head, lex, span):
        return ClauseKind.HYPOTHETICAL
    return ClauseKind.STATEMENT


def _covered(ws: list[str], phrases: tuple[tuple[str, ...], ...]) -> bool:
    """True when the words are entirely a sequence of the given phrases."""
    if ws and not opens_phrase(ws[0], phrases):
        return False  # no phrase can start them
    i = 0
    while i < len(ws):
        for phrase in phrases:
            if tuple(ws[i : i + len(phrase)]) == phrase:
                i += len(phrase)
                break
        else:
            return False
    return True


# Dependencies that chain a wh-word's phrase word to word ("how" -> "old", "which" -> "city").
_WH_PHRASE_LINKS = frozenset({"det", "advmod", "amod", "nummod"})


def _is_question(
    span_toks: list[Token], toks: list[Token], ws: list[str], lex: Lexicon, *,
    is_main: bool = True
) -> bool:
    """``span_toks``: the clause's tokens; ``toks`` and ``ws``: its words and their texts."""
    if _ends_asking(span_toks) or _opens_asking(span_toks):
        return True
    if not is_main and ws[0] in lex.question_words and toks[0].head.i > toks[0].i:
        # A subclause opened by its own wh-word asks only with the verb right after it
        # ("..., where do you live"); "... when I was thirteen" states.
        return len(toks) > 1 and toks[1].pos_ in ("AUX", "VERB")
    lead = 0
    while lead < len(toks) - 1 and toks[lead].pos_ == "ADP":
        lead += 1  # pied-piped wh-phrase: "en qué empresa trabajo", "in which city do I live"
    if lead and ws[lead] in lex.question_words and dep(toks[lead]) != "mark":
        return True  # but "depuis que je suis ...", "pendant que ...": a subordinator
    if ws[0] in lex.question_words and toks[0].dep_ not in ("mark",):
        # "Where do I live" without "?" (ASR) but not "where I live" inside a statement;
        # clitics may come between ("cómo se llama", "comment s'appelle").
        if get_language(lex.lang).spec.question_inversion and len(toks) > 1 and (
                dep(toks[1]) in ("nsubj", "nsubjpass") and toks[1].pos_ == "PRON"):
            return False  # no inversion: "when i have time i work at ...", "where i live"
        # The wh-word may bring its phrase first ("quel âge a ...", "which city do ...",
        # "how old am I", "how many cats do I have"): each word modifies the next.
        end = 0
        while (end + 1 < len(toks) and dep(toks[end]) in _WH_PHRASE_LINKS
               and toks[end].head.i == toks[end + 1].i):
            end += 1
        rest = [t for t in toks[end + 1 : end + 5] if t.pos_ != "PRON"]
        return bool(rest) and rest[0].pos_ in ("AUX", "VERB") and (
            rest[0].i <= toks[end].i + 2)
    inversion = get_language(lex.lang).spec.question_inversion
    if inversion and toks[0].pos_ == "AUX" and (
            toks[0].dep_ != "ROOT" or (len(toks) > 1 and dep(toks[1]) == "expl")):
        # Inverted auxiliary: "do you like pizza", "are you there", "is there a bakery".
        return len(toks) > 1 and dep(toks[1]) in ("nsubj", "expl")
    return False


def _mark(head: Token) -> str | None:
    for child in head.children:
        if dep(child) == "mark":  # "mark" or a subtype of it
            return child.lower_.replace("’", "'")
    return None


def _hypothetical(head: Token, lex: Lexicon, span: Span | None = None) -> bool:
    """Conditional, wish or planned-future predicate: "I'd love to...", "I want to move...".

    An "if" clause outside ``span`` (a tail question cut off after a comma: "j'ai un chat,
    c'est grave si je pars ?") conditions nothing in it."""
    if _obligation(head, lex):
        return True
    for pred in _predicate_chain(head, lex):
        if _conditional(pred, lex) or _future(pred, lex):
            return True
        if pred.lemma_.lower() in lex.wish_verbs and not _opens_hedge(pred, lex) and any(
            dep(c) in ("xcomp", "ccomp", "obj", "dobj") for c in pred.children
        ):
            return True
        for child in pred.children:
            if dep(child) != "advcl" or span is not None and not (
                    span.start <= child.i < span.end):
                continue
            if _mark(child) in lex.hypothetical_markers and not _aside(child, lex):
                return True
    return False


def under_wish(pred: Token, lex: Lexicon) -> bool:
    """A predicate said inside a wish ("that is fun, i wish i had more cats"): the clause
    complement of a wish verb states nothing, wherever the parser hung the wish."""
    tok = pred
    while dep(tok) in ("ccomp", "xcomp") and tok.head.i < tok.i:  # "i love dogs, i want a cat"
        if _run_on_after(tok, lex):
            return False  # "i wish i could retire i hate my job": the run-on states
        tok = tok.head  # states the liking: only what follows the wish is wished
        if tok.lemma_.lower() in lex.wish_verbs and not _opens_hedge(tok, lex):
            return True
    return False


def supposed_complement(pred: Token, lex: Lexicon) -> bool:
    """A clause complement with a modal or future of its own ("my mum thinks i should move to
    Spain", "dice que debería ir"; the infinitive of one too), or under a denied verb ("i
    don't think my sister lives in Rome", "i never said i live in London"): what someone
    says should or will be, or does not say, states nothing. Main clauses are judged by
    their clause's kind."""
    tok = pred  # a verb read as an adjective hangs on its subject: "que mi hermana viva"
    while dep(tok) in ("xcomp", "amod") and tok.head.i != tok.i:
        tok = tok.head
    if dep(tok) == "acl":  # "pense que je devrais ..." read as a relative clause
        return _conditional(tok, lex)
    return dep(tok) == "ccomp" and (_conditional(tok, lex) or _future(tok, lex) or any(
        c.dep_ == "neg" or dep(c) == "advmod" and c.lower_.replace("’", "'") in lex.negations
        for c in tok.head.children if c.i < tok.i))  # "i don't think she lives in Rome"


def _aside(head: Token, lex: Lexicon) -> bool:
    """A subclause that offers the sentence rather than supposes it: "I work at a bank if that
    helps", "tengo 40 años, si te sirve" (the language's ``asides``)."""
    if not lex.asides:
        return False
    span = head.doc[head.left_edge.i : head.right_edge.i + 1]
    ws = [w for w in words(span) if w not in (",", ".", "!", "?")]
    hit = find_phrase(ws, lex.asides)
    return hit is not None and hit[0] == 0 and len(hit[1]) >= len(ws) - 1


def _opens_hedge(pred: Token, lex: Lexicon) -> bool:
    """The predicate starts a hedge phrase: "pienso que ..." hedges; "pienso ir" is a plan."""
    hit = find_phrase(words(pred.doc[pred.i : pred.i + 3]), lex.hedges)
    return hit is not None and hit[0] == 0


def _predicate_chain(head: Token, lex: Lexicon) -> list[Token]:
    """The head and the predicates sharing its clause (subject-less conjuncts, xcomps)."""
    chain = [head]
    for child in head.children:
        if dep(child) in ("xcomp",) or (dep(child) == "conj" and not _own_subject(child)
                                         and not _own_modality(child, lex)):
            chain.append(child)
    return chain


def _own_modality(tok: Token, lex: Lexicon) -> bool:
    """A subject-less conjunct that wishes or plans on its own ("i live in Boston but will
    move to Denver", "i have a dog, want a cat"): its own clause, so the plan leaves the
    statement before it standing. A conjunct of a plan or wish ("i'd love to live in Rome
    and work at a cafe") is under that plan already; only a head that states counts."""
    if tok.pos_ not in ("VERB", "AUX") or _own_subject(tok) or tok.head.pos_ not in (
            "VERB", "AUX") or any(dep(c) in ("aux", "auxpass") and (
                c.lemma_.lower() not in lex.be_verbs or c.i > tok.head.i)
                                  for c in tok.head.children):
        return False  # a progressive head ("i am living in Reno but will move") still states
    if tok.head.lemma_.lower() in lex.wish_verbs:
        return False
    wish = tok.lemma_.lower() in lex.wish_verbs and any(
        dep(c) in ("xcomp", "ccomp", "obj", "dobj") for c in tok.children)
    return wish or _conditional(tok, lex) or any(
        dep(c) == "aux" and c.lemma_ in lex.future_auxiliaries for c in tok.children)


def _conditional(pred: Token, lex: Lexicon) -> bool:
    if pred.lower_ in lex.verb_forms:
        return False  # the table knows this form (es "mudé" is tagged Mood=Cnd)
    if lex.conditional_suffixes and pred.pos_ in ("VERB", "AUX"):
        # The language's conditional endings decide; the tagger's Mood=Cnd on "je conduis"
        # is a slip.
        if pred.lower_.endswith(lex.conditional_suffixes):
            return True
    elif "Cnd" in morph_get(pred, "Mood"):
        return True
    for child in pred.children:
        if dep(child) in ("aux", "auxpass"):
            w = child.lower_.replace("’", "'")
            if w in lex.conditional_auxes or "Cnd" in morph_get(child, "Mood"):
                return True
            if lex.conditional_suffixes and w.endswith(lex.conditional_suffixes):
                return True
    return False


def _obligation(pred: Token, lex: Lexicon) -> bool:
    """A duty: an obligation verb with an infinitive ("tengo que comprar leche", "debo
    llamar a mi madre"), whichever of the two the parser made the head."""
    if not lex.obligation_verbs:
        return False
    if pred.lemma_.lower() in lex.obligation_verbs and any(
            morph_get(c, "VerbForm") == ["Inf"] and c.i > pred.i
            and not any(dep(a) == "aux" for a in c.children)  # "tengo coche, así que puedo ..."
            for c in pred.children):
        return True
    return morph_get(pred, "VerbForm") == ["Inf"] and any(
        dep(c) == "aux" and c.lemma_.lower() in lex.obligation_verbs for c in pred.children)


def _future(pred: Token, lex: Lexicon) -> bool:
    """Planned future: "going to" + verb, "I'm going to Paris next week", "voy a", "je vais"."""
    if "Fut" in morph_get(pred, "Tense"):
        return True
    kids = list(pred.children)
    lemma = pred.lemma_
    if lemma in lex.progressive_future_verbs and "Prog" in morph_get(pred, "Aspect") and (
            any(dep(c) == "aux" and c.lemma_ in lex.be_verbs for c in kids)
            or dep(pred) not in ("xcomp", "dobj", "ROOT")):
        return True  # "I'm going to Paris"; not the gerund of "I like going to the beach"
    if lemma in lex.future_auxiliaries and morph_get(pred, "Person") == ["1"]:
        # "voy a vivir", "je vais habiter": ir/aller governing an infinitive.
        if any(morph_get(c, "VerbForm") == ["Inf"] for c in kids):
            return True
    if lex.future_times and _says_future_time(pred, lex):
        return True
    # "je vais bien je viens de ...": a clause with its own subject run on after "je vais
    # bien" is no infinitive of "aller"
    if pred.dep_ == "xcomp" and not any(dep(c) in _SUBJECTS for c in kids):
        head = pred.head
        head_lemma = head.lemma_
        went = "Part" in morph_get(head, "VerbForm")  # "je suis allée à porto": a past trip
        if head_lemma in lex.future_auxiliaries and not went or (
                head_lemma in lex.progressive_future_verbs
                and "Prog" in morph_get(head, "Aspect")):
            return True
    for child in kids:
        if dep(child) == "aux" and child.lemma_ in lex.future_auxiliaries and child.i < pred.i:
            return True
    return False


def _says_future_time(pred: Token, lex: Lexicon) -> bool:
    """A time to come said in the predicate's own words ("next year"): only looked for among
    them when a word of its subtree can open one."""
    openers = first_words(lex.future_times)
    if not any(t.lower_ in openers for t in pred.subtree):
        return False
    return find_phrase(_own_words(pred, lex), lex.future_times) is not None


def _own_words(pred: Token, lex: Lexicon) -> list[str]:
    """The predicate's words without those of a conjunct clause of its own ("i live in Oslo
    but will move next year": "next year" is the plan's)."""
    skip = {t.i for c in pred.children if c.dep_ == "conj" and (
        _own_subject(c) or _own_modality(c, lex)) or _spliced_before(c, pred)
        for t in c.subtree}  # "maybe i'll go out tonight, i love dancing": not the root's
    return [t.lower_ for t in pred.subtree if t.i not in skip]


def _wh(span: Span, lex: Lexicon) -> str | None:
    """The question-word class of a question clause ("where", "who", "how", ...)."""
    ws = words(span)
    for i, w in enumerate(ws[:6]):
        pair = f"{w} {ws[i + 1]}" if i + 1 < len(ws) else ""
        if pair in lex.question_words:
            return lex.question_words[pair]
        if w in lex.question_words:
            return lex.question_words[w]
    return None
