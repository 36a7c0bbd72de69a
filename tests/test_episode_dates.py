"""Time expressions resolved against a fixed turn time, in five languages, and the words that
must not be read as dates.

The turn time is Wednesday 11 March 2026, 15:00 UTC unless a case says otherwise; that week
runs Monday 9 to Sunday 15 March, the previous one 2 to 8 March.
"""

from __future__ import annotations

import datetime as dt
from types import ModuleType
from typing import NamedTuple

import pytest

from hotmem.episodes.dates import DateSpan, Granularity, TimeWords, find_dates, render, resolve_date
from hotmem.lang import get_language
from hotmem.nlp import Pipelines

LANGUAGES = ("en", "es", "fr", "de", "it")


def table(code: str) -> ModuleType:
    return get_language(code).episodes


UTC = dt.UTC
WED = dt.datetime(2026, 3, 11, 15, 0, tzinfo=UTC)
NEW_YEAR = dt.datetime(2026, 1, 1, 9, 0, tzinfo=UTC)  # a Thursday
MID_JAN = dt.datetime(2026, 1, 15, 9, 0, tzinfo=UTC)
FIRST_MARCH = dt.datetime(2026, 3, 1, 9, 0, tzinfo=UTC)  # a Sunday
MID_DEC = dt.datetime(2025, 12, 10, 9, 0, tzinfo=UTC)
JULY = dt.datetime(2026, 7, 20, 9, 0, tzinfo=UTC)

D, A, W, WE, M, S, Y = (Granularity.DAY, Granularity.AROUND, Granularity.WEEK,
                        Granularity.WEEKEND, Granularity.MONTH, Granularity.SEASON,
                        Granularity.YEAR)


class Case(NamedTuple):
    text: str  # the clause, tokens separated by spaces (apostrophe splits written out)
    words: str  # the tokens the expression covers
    start: str
    end: str
    granularity: Granularity
    future: bool = False
    now: dt.datetime = WED
    tense_past: bool | None = None


def c(text: str, words: str, start: str, end: str | None = None, g: Granularity = D,
      future: bool = False, now: dt.datetime = WED, tense_past: bool | None = None) -> Case:
    return Case(text, words, start, end or start, g, future, now, tense_past)


CASES: dict[str, list[Case]] = {
    "en": [
        c("I went there yesterday", "yesterday", "2026-03-10"),
        c("we met the day before yesterday", "the day before yesterday", "2026-03-09"),
        c("yesterday I baked bread", "yesterday", "2026-02-28", now=FIRST_MARCH),
        c("the day before yesterday", "the day before yesterday", "2025-12-30", now=NEW_YEAR),
        c("I went hiking last Saturday", "last saturday", "2026-03-07"),
        c("I went hiking on Saturday", "on saturday", "2026-03-07", tense_past=True),
        c("I will go hiking on Saturday", "on saturday", "2026-03-14", future=True,
          tense_past=False),
        c("we fly out next Monday", "next monday", "2026-03-16", future=True),
        c("this Friday we party", "this friday", "2026-03-13", future=True),
        c("I won the chess tournament last weekend", "last weekend", "2026-03-07", "2026-03-08",
          WE),
        c("I started a new job last week", "last week", "2026-03-02", "2026-03-08", W),
        c("I saw her earlier this week", "earlier this week", "2026-03-09", "2026-03-10", W),
        c("we moved last month", "last month", "2025-12-01", "2025-12-31", M, now=MID_JAN),
        c("the wedding is next month", "next month", "2026-01-01", "2026-01-31", M, True,
          now=MID_DEC),
        c("I plan to visit Vancouver next summer", "next summer", "2026-06-01", "2026-08-31", S,
          True),
        c("we went camping last summer", "last summer", "2025-06-01", "2025-08-31", S, now=JULY),
        c("I ran a marathon two weeks ago", "two weeks ago", "2026-02-22", "2026-02-28", A),
        c("a week ago I fell", "a week ago", "2026-03-01", "2026-03-07", A),
        c("a couple of days ago I fell", "a couple of days ago", "2026-03-09"),
        c("I got a kitten 3 years ago", "3 years ago", "2023-01-01", "2023-12-31", Y),
        c("I took a trip to Lisbon in March", "in march", "2026-03-01", "2026-03-31", M,
          tense_past=True),
        c("I went to Rome in May", "in may", "2025-05-01", "2025-05-31", M, tense_past=True),
        c("I am going to Rome in May", "in may", "2026-05-01", "2026-05-31", M, True,
          tense_past=False),
        c("she was born on March 3", "on march 3", "2026-03-03"),
        c("we married on the 3rd of March 2019", "on the 3rd of march 2019", "2019-03-03"),
        c("the party was on the 20th", "on the 20th", "2026-02-20"),
        c("I moved here in March 2023", "in march 2023", "2023-03-01", "2023-03-31", M),
        c("I graduated in 2025", "in 2025", "2025-01-01", "2025-12-31", Y),
        c("my exam is in two weeks", "in two weeks", "2026-03-22", "2026-03-28", A, True),
        c("I went to Paris in June last year", "in june last year", "2025-06-01", "2025-06-30",
          M),
        c("we go to Crete in May next year", "in may next year", "2027-05-01", "2027-05-31", M,
          True),
        c("I moved this past weekend", "this past weekend", "2026-03-07", "2026-03-08", WE),
    ],
    "es": [
        c("ayer fui al cine", "ayer", "2026-03-10"),
        c("anteayer cocinamos paella", "anteayer", "2026-03-09"),
        c("ayer", "ayer", "2025-12-31", now=NEW_YEAR),
        c("corrí una maratón el sábado pasado", "el sábado pasado", "2026-03-07"),
        c("compré un coche hace dos semanas", "hace dos semanas", "2026-02-22", "2026-02-28", A),
        c("me mudé el mes pasado", "el mes pasado", "2026-02-01", "2026-02-28", M),
        c("el mes pasado", "el mes pasado", "2025-12-01", "2025-12-31", M, now=MID_JAN),
        c("viajé a Lisboa en marzo", "en marzo", "2026-03-01", "2026-03-31", M,
          tense_past=True),
        c("gané el torneo el fin de semana pasado", "el fin de semana pasado", "2026-03-07",
          "2026-03-08", WE),
        c("empiezo la semana que viene", "la semana que viene", "2026-03-16", "2026-03-22", W,
          True),
        c("iré a Roma el próximo verano", "el próximo verano", "2026-06-01", "2026-08-31", S,
          True),
        c("nos casamos el 3 de marzo de 2019", "el 3 de marzo de 2019", "2019-03-03"),
        c("adopté un perro hace un año", "hace un año", "2025-01-01", "2025-12-31", Y),
        c("mañana por la mañana voy al médico", "mañana", "2026-03-12", future=True),
        c("fui a Roma en junio del año pasado", "en junio del año pasado", "2025-06-01",
          "2025-06-30", M),
    ],
    "fr": [
        c("j' ai vu Paul la semaine dernière", "la semaine dernière", "2026-03-02", "2026-03-08",
          W),
        c("il y a trois jours j' ai couru", "il y a trois jours", "2026-03-08"),
        c("avant-hier nous avons dîné", "avant-hier", "2026-03-09"),
        c("avant - hier", "avant - hier", "2026-03-09"),
        c("j' ai gagné samedi dernier", "samedi dernier", "2026-03-07"),
        c("je suis allé à Rome en mars", "en mars", "2026-03-01", "2026-03-31", M,
          tense_past=True),
        c("nous irons au Canada l' été prochain", "l' été prochain", "2026-06-01",
          "2026-08-31", S, True),
        c("j' ai déménagé l'année dernière", "l'année dernière", "2025-01-01", "2025-12-31", Y),
        c("elle est née le 1er mars", "le 1er mars", "2026-03-01"),
        c("on part ce week-end", "ce week-end", "2026-03-14", "2026-03-15", WE, True),
        c("je commence dans deux semaines", "dans deux semaines", "2026-03-22", "2026-03-28", A,
          True),
        c("hier soir j' ai lu", "hier soir", "2026-03-10"),
        c("le mois dernier", "le mois dernier", "2025-12-01", "2025-12-31", M, now=MID_JAN),
        c("en juin de l' année dernière", "en juin de l' année dernière", "2025-06-01",
          "2025-06-30", M),
    ],
    "de": [
        c("gestern war ich im Kino", "gestern", "2026-03-10"),
        c("vorgestern haben wir gekocht", "vorgestern", "2026-03-09"),
        c("vorgestern", "vorgestern", "2025-12-30", now=NEW_YEAR),
        c("ich bin letzten Monat umgezogen", "letzten monat", "2026-02-01", "2026-02-28", M),
        c("letzte Woche war ich krank", "letzte woche", "2026-03-02", "2026-03-08", W),
        c("ich habe vor zwei Wochen ein Auto gekauft", "vor zwei wochen", "2026-02-22",
          "2026-02-28", A),
        c("am Samstag war ich wandern", "am samstag", "2026-03-07", tense_past=True),
        c("ich war im März in Rom", "im märz", "2026-03-01", "2026-03-31", M, tense_past=True),
        c("nächsten Sommer fahre ich nach Kanada", "nächsten sommer", "2026-06-01",
          "2026-08-31", S, True),
        c("wir haben am 3. März geheiratet", "am 3. märz", "2026-03-03"),
        c("im Jahr 2024 bin ich umgezogen", "im jahr 2024", "2024-01-01", "2024-12-31", Y),
        c("heute Morgen war ich joggen", "heute morgen", "2026-03-11"),
        c("letztes Wochenende habe ich gewonnen", "letztes wochenende", "2026-03-07",
          "2026-03-08", WE),
        c("nächsten Monat", "nächsten monat", "2026-01-01", "2026-01-31", M, True, now=MID_DEC),
        c("im Juni letzten Jahres war ich in Rom", "im juni letzten jahres", "2025-06-01",
          "2025-06-30", M),
        c("in diesem Jahr habe ich geheiratet", "in diesem jahr", "2026-01-01", "2026-12-31", Y),
    ],
    "it": [
        c("ieri sono andato al cinema", "ieri", "2026-03-10"),
        c("l' altro ieri abbiamo cucinato", "l' altro ieri", "2026-03-09"),
        c("l'altro ieri", "l'altro ieri", "2025-12-30", now=NEW_YEAR),
        c("ho comprato una bici due settimane fa", "due settimane fa", "2026-02-22",
          "2026-02-28", A),
        c("ho vinto sabato scorso", "sabato scorso", "2026-03-07"),
        c("il mese scorso mi sono trasferito", "il mese scorso", "2026-02-01", "2026-02-28", M),
        c("sono andato a Roma a marzo", "a marzo", "2026-03-01", "2026-03-31", M,
          tense_past=True),
        c("andremo in Canada l' estate prossima", "l' estate prossima", "2026-06-01",
          "2026-08-31", S, True),
        c("comincio la prossima settimana", "la prossima settimana", "2026-03-16", "2026-03-22",
          W, True),
        c("quest' anno ho corso molto", "quest' anno", "2026-01-01", "2026-12-31", Y),
        c("ci siamo sposati il 3 marzo", "il 3 marzo", "2026-03-03"),
        c("mi sono laureato nel 2023", "nel 2023", "2023-01-01", "2023-12-31", Y),
        c("parto tra tre giorni", "tra tre giorni", "2026-03-14", future=True),
        c("lo scorso fine settimana", "lo scorso fine settimana", "2026-03-07", "2026-03-08",
          WE),
        c("a giugno dell'anno scorso", "a giugno dell'anno scorso", "2025-06-01", "2025-06-30",
          M),
    ],
}

NOT_DATES: dict[str, list[str]] = {
    "en": [
        "I may go to Rome",
        "they march through the city",
        "this may take a while",
        "it was the 3rd time I tried",
        "I have 2000 followers",
        "I have worked at the bakery for 4 years",
        "I ate a sandwich",
        "I fall asleep quickly",
    ],
    "es": [
        "mi madre vive en Madrid",
        "voy a casa",
        "a",
        "mi amigo Domingo cocina",
        "por la mañana corro",
        "hace frío",
    ],
    "fr": ["il y a un chat dans le jardin", "Mars est une planète", "je cours le matin"],
    "de": ["ich stehe vor dem Haus", "am Morgen laufe ich", "ich habe zwei Wochen Urlaub"],
    "it": ["fa molto caldo", "vado a casa mia", "ho due settimane di ferie"],
}
# A habit happens again and again: no date of its own.
NOT_DATES["en"] += ["I play football every Wednesday night", "each weekend we go hiking"]
NOT_DATES["es"] += ["juego al pádel cada jueves", "todos los domingos voy a misa",
                    "los sábados trabajo"]
NOT_DATES["fr"] += ["je fais du yoga tous les mardis", "chaque samedi je cours",
                    "les dimanches on mange chez ma mère", "je fais du yoga le mardi soir"]
NOT_DATES["de"] += ["ich gehe jeden Mittwoch schwimmen", "jedes Wochenende wandern wir"]
NOT_DATES["it"] += ["faccio pilates ogni martedì", "tutti i sabati vado al mare",
                    "tutte le domeniche pranzo dai miei", "faccio pilates il martedì sera"]


def _ids() -> list[tuple[str, Case]]:
    return [(lang, case) for lang, cases in CASES.items() for case in cases]


def test_every_language_has_at_least_ten_cases() -> None:
    assert set(CASES) == set(LANGUAGES)
    assert all(len(cases) >= 10 for cases in CASES.values())


@pytest.mark.parametrize(
    ("lang", "case"), _ids(), ids=[f"{la}:{ca.text}" for la, ca in _ids()]
)
def test_time_expression_resolves_to_exact_span(lang: str, case: Case) -> None:
    tokens = case.text.split()
    span = resolve_date(tokens, table(lang).TIME_WORDS, case.now, tense_past=case.tense_past)
    assert span is not None
    assert (span.start.isoformat(), span.end.isoformat(), span.granularity, span.future) == (
        case.start, case.end, case.granularity, case.future
    )
    assert " ".join(tokens[span.token_start : span.token_end]).lower() == case.words


@pytest.mark.parametrize(
    ("lang", "text"), [(la, t) for la, texts in NOT_DATES.items() for t in texts]
)
def test_ordinary_words_are_not_read_as_dates(lang: str, text: str) -> None:
    assert find_dates(text.split(), table(lang).TIME_WORDS, WED) == []


@pytest.mark.parametrize(
    ("lang", "text", "words", "phrase"),
    [
        ("en", "I won the chess tournament at the town library last weekend.", "last weekend",
         "on the weekend of 7 March 2026"),
        ("en", "We married on the 3rd of March, 2019.", "on the 3rd of march , 2019",
         "on 3 March 2019"),
        ("en", "I got a kitten a couple of weeks ago!", "a couple of weeks ago",
         "around 25 February 2026"),
        ("es", "El fin de semana pasado gané el torneo.", "el fin de semana pasado",
         "on the weekend of 7 March 2026"),
        ("fr", "L'été prochain nous irons au Canada.", "l' été prochain", "in summer 2026"),
        ("fr", "Ce week-end je pars.", "ce week - end", "on the weekend of 14 March 2026"),
        ("fr", "Aujourd'hui je suis fatigué.", "aujourd'hui", "on 11 March 2026"),
        ("de", "Wir haben am 3. März geheiratet.", "am 3. märz", "on 3 March 2026"),
        ("it", "L'altro ieri abbiamo cucinato.", "l' altro ieri", "on 9 March 2026"),
        ("it", "Quest'anno ho corso molto.", "quest' anno", "in 2026"),
    ],
)
def test_spacy_tokens_resolve_and_cover_the_expression(
    pipelines: Pipelines, lang: str, text: str, words: str, phrase: str
) -> None:
    tokens = [t.lower_ for t in pipelines.get(lang).parse(text)]
    span = resolve_date(tokens, table(lang).TIME_WORDS, WED)
    assert span is not None
    assert " ".join(tokens[span.token_start : span.token_end]) == words
    assert render(span) == phrase


def test_apostrophes_split_or_not_give_the_same_span() -> None:
    fr = table("fr").TIME_WORDS
    for tokens in (["l'année", "dernière"], ["l'", "année", "dernière"],
                   ["l\u2019année", "dernière"]):
        span = resolve_date(tokens, fr, WED)
        assert span is not None
        assert (span.start, span.end, span.token_start, span.token_end) == (
            dt.date(2025, 1, 1), dt.date(2025, 12, 31), 0, len(tokens)
        )


def test_in_n_units_with_a_past_verb_is_a_duration_not_a_date() -> None:
    en = table("en").TIME_WORDS
    tokens = ["I", "learned", "Spanish", "in", "two", "weeks"]
    assert find_dates(tokens, en, WED, tense_past=True) == []
    span = resolve_date(tokens, en, WED)
    assert span is not None and span.future


def test_bare_weekday_without_tense_hint_is_the_most_recent_past_one() -> None:
    span = resolve_date(["saturday"], table("en").TIME_WORDS, WED)
    assert span is not None and span.start == dt.date(2026, 3, 7) and not span.future


def test_the_turn_date_is_taken_in_the_turns_own_time_zone() -> None:
    late_evening = dt.datetime(2026, 3, 11, 23, 30, tzinfo=dt.timezone(dt.timedelta(hours=-5)))
    span = resolve_date(["yesterday"], table("en").TIME_WORDS, late_evening)
    assert span is not None and span.start == dt.date(2026, 3, 10)


def test_every_expression_in_a_clause_is_found_in_order() -> None:
    tokens = ["last", "week", "I", "ran", "and", "yesterday", "I", "swam"]
    spans = find_dates(tokens, table("en").TIME_WORDS, WED)
    assert [(s.token_start, s.token_end, s.start) for s in spans] == [
        (0, 2, dt.date(2026, 3, 2)),
        (5, 6, dt.date(2026, 3, 10)),
    ]


def test_superscripts_are_not_numbers_and_other_decimal_digits_are() -> None:
    en = table("en").TIME_WORDS
    assert find_dates(["²", "days", "ago", "on", "the", "3²"], en, WED) == []
    span = resolve_date(["in", "\uff12\uff10\uff12\uff14"], en, WED)
    assert span is not None and span.start == dt.date(2024, 1, 1)


def test_naive_timestamp_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        find_dates(["yesterday"], table("en").TIME_WORDS, dt.datetime(2026, 3, 11))


def test_non_string_token_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="token 1"):
        find_dates(["yesterday", 3], table("en").TIME_WORDS, WED)  # type: ignore[list-item]


def test_table_with_out_of_range_values_is_refused() -> None:
    with pytest.raises(ValueError, match="out of range"):
        TimeWords(day_offsets={}, weekdays={"funday": 7}, months={}, seasons={}, units={},
                  numbers={}, last=(), this=(), next=())


def _span(start: str, end: str, g: Granularity) -> DateSpan:
    return DateSpan(dt.date.fromisoformat(start), dt.date.fromisoformat(end), g, False, 0, 1)


@pytest.mark.parametrize(
    ("span", "text"),
    [
        (_span("2026-03-07", "2026-03-07", D), "on 7 March 2026"),
        (_span("2026-02-22", "2026-02-28", A), "around 25 February 2026"),
        (_span("2026-03-02", "2026-03-08", W), "in the week of 2 March 2026"),
        (_span("2026-03-09", "2026-03-10", W), "in the week of 9 March 2026"),
        (_span("2026-03-07", "2026-03-08", WE), "on the weekend of 7 March 2026"),
        (_span("2026-03-01", "2026-03-31", M), "in March 2026"),
        (_span("2026-06-01", "2026-08-31", S), "in summer 2026"),
        (_span("2025-12-01", "2026-02-28", S), "in winter 2025/26"),
        (_span("2025-01-01", "2025-12-31", Y), "in 2025"),
    ],
)
def test_render_gives_an_english_bullet_phrase(span: DateSpan, text: str) -> None:
    assert render(span) == text


def _vocabulary(lang: str) -> list[str]:
    t = table(lang).TIME_WORDS
    words: set[str] = set()
    for part in (t.day_offsets, t.weekdays, t.months, t.seasons, t.units, t.numbers, t.last,
                 t.this, t.next, t.ago_before, t.ago_after, t.within_before, t.prepositions,
                 t.articles, t.links):
        for phrase in part:
            words.update(phrase.split())
    extra = ["0", "3", "31", "32", "3rd", "3.", "1er", "2019", "9999", "-", "'", "l'", "xyz", ",",
             "²", "3²", "\uff12\uff10\uff12\uff14", "\u0663"]
    return [*sorted(words), *extra, ""]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_any_token_soup_gives_ordered_valid_spans_and_never_raises(lang: str) -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    vocabulary = _vocabulary(lang)
    words = table(lang).TIME_WORDS

    @settings(max_examples=300, deadline=None, derandomize=True)
    @given(st.lists(st.sampled_from(vocabulary), max_size=12), st.sampled_from([None, True, False]))
    def check(tokens: list[str], tense: bool | None) -> None:
        spans = find_dates(tokens, words, WED, tense_past=tense)
        previous_end = 0
        for span in spans:
            assert previous_end <= span.token_start < span.token_end <= len(tokens)
            assert span.start <= span.end
            assert span.future == (span.start > WED.date())
            assert render(span).startswith(("on ", "in ", "around "))
            previous_end = span.token_end

    check()


def test_english_short_weekdays_resolve_and_ordinary_words_stay_words() -> None:
    en = table("en").TIME_WORDS
    span = resolve_date("I joined a new choir last Tues".split(), en, WED, tense_past=True)
    assert span is not None and span.start == dt.date(2026, 3, 10)
    assert find_dates("we sat in the sun all afternoon".split(), en, WED, tense_past=True) == []


MONDAY = dt.datetime(2026, 3, 16, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(("lang", "text", "tense_past", "phrase"), [
    ("en", "in early March I moved", True, "in March 2026"),
    ("en", "at the end of February I moved", True, "in February 2026"),
    ("es", "a finales de febrero me mudé", True, "in February 2026"),
    ("fr", "à la fin de février j' ai déménagé", True, "in February 2026"),
    ("de", "Ende Februar bin ich umgezogen", True, "in February 2026"),
    ("de", "am Samstagabend haben wir getanzt", True, "on 14 March 2026"),
    ("it", "a metà gennaio sono stata male", True, "in January 2026"),
    # "this Saturday" / "ce week-end" in the past tense, said on a Monday: the one just gone.
    ("en", "this Saturday we went hiking", True, "on 14 March 2026"),
    ("en", "this Saturday we go hiking", False, "on 21 March 2026"),
    ("fr", "ce week-end on est allés à la mer", True, "on the weekend of 14 March 2026"),
    ("fr", "ce week-end on va à la mer", False, "on the weekend of 21 March 2026"),
])
def test_parts_of_months_compounds_and_this_in_the_past(
    lang: str, text: str, tense_past: bool, phrase: str
) -> None:
    spans = find_dates(text.split(), table(lang).TIME_WORDS, MONDAY, tense_past=tense_past)
    assert [render(s) for s in spans] == [phrase]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "I came home late"), ("en", "a late lunch with Omar"), ("de", "am Ende war ich müde"),
])
def test_part_words_alone_are_no_date(lang: str, text: str) -> None:
    assert find_dates(text.split(), table(lang).TIME_WORDS, MONDAY, tense_past=True) == []


@pytest.mark.parametrize(("lang", "text", "start", "end"), [
    ("en", "we booked a cottage in devon for august", dt.date(2026, 8, 1), dt.date(2026, 8, 31)),
    ("es", "reservamos una casa rural para agosto", dt.date(2026, 8, 1), dt.date(2026, 8, 31)),
    ("fr", "on a loué un gîte pour août", dt.date(2026, 8, 1), dt.date(2026, 8, 31)),
    ("de", "wir haben eine Hütte für August gebucht", dt.date(2026, 8, 1),
     dt.date(2026, 8, 31)),
    ("it", "abbiamo prenotato una baita per agosto", dt.date(2026, 8, 1), dt.date(2026, 8, 31)),
    ("en", "i bought tickets for friday", dt.date(2026, 3, 13), dt.date(2026, 3, 13)),
])
def test_for_a_month_points_ahead_even_after_a_past_verb(
        lang: str, text: str, start: dt.date, end: dt.date) -> None:
    span = resolve_date(text.split(), table(lang).TIME_WORDS, WED, tense_past=True)
    assert span is not None
    assert (span.start, span.end, span.future) == (start, end, True)


def test_for_a_duration_is_no_date() -> None:
    words = table("en").TIME_WORDS
    assert find_dates("we stayed there for two weeks".split(), words, WED, tense_past=True) == []
    assert find_dates("i waited for months".split(), words, WED, tense_past=True) == []
