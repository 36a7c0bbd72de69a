"""A new employer said without punctuation or a work verb replaces the old one, in the five
languages.

"I handed in my notice and started at a firm called Quillmark", "ahora estoy en Norte
Digital", "seit Juli bin ich bei Tannberg": a request about work ("when should I leave for
work?", a bio) must read the new employer, never the old. Every test runs the real engine on a
real LMDB.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hotmem import HotMem
from hotmem.extract.job_starts import JobStartTableError, started_employer, starts_of
from hotmem.types import Extraction

T0 = 1_790_000_000.0
MINUTE = 60.0


def _talk(engine: HotMem, lang: str, *lines: str, user: str = "rei") -> list:
    return [engine.process_turn(line, user=user, ts=T0 + n * MINUTE, lang_hint=lang)
            for n, line in enumerate(lines)]


@pytest.mark.parametrize(("lang", "stated", "changed", "new", "old", "asked"), [
    ("en", "i'm a baker at a shop called crumbworth",
     "so i gave my notice at crumbworth and i started at a bakery called ovenly last week",
     "ovenly", "crumbworth", "how early should i leave for work tomorrow"),
    ("en", "i work at tillbrook logistics",
     "i quit my job there and now i'm at harrowgate freight", "harrowgate freight",
     "tillbrook", "remind me where i work"),
    ("es", "trabajo en el hospital del mar",
     "he dejado el trabajo del hospital ahora estoy en clínica serena desde junio", "clínica serena",
     "hospital del mar", "dime dónde trabajo"),
    ("fr", "je bosse chez atelier gaudin",
     "j'ai quitté mon poste chez atelier gaudin je viens de commencer chez brumaire une petite agence",
     "brumaire", "gaudin", "je travaille où"),
    ("de", "ich arbeite bei kranich logistik",
     "ich hab den job gewechselt seit juli bin ich bei tannberg werke", "tannberg werke",
     "kranich", "erinner mich wo ich arbeite"),
    ("it", "lavoro alla cartiera fabbri",
     "ho cambiato lavoro adesso sono alla vetreria lume da un mese", "vetreria lume",
     "fabbri", "dimmi dove lavoro"),
])
def test_a_job_start_replaces_the_old_employer_in_what_is_shown(
    engine: HotMem, lang: str, stated: str, changed: str, new: str, old: str, asked: str
) -> None:
    results = _talk(engine, lang, stated, changed, asked)
    assert [f.d for f in results[1].facts if f.r == "works_at" and not f.negated] == [new]
    shown = " ".join(results[2].bullets).lower()
    assert new in shown
    assert old not in (results[2].message or "").lower()


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "i quit my job and now i'm at home with the kids"),
    ("en", "now i'm at the gym, then lunch"),
    ("es", "dejé el curro y ahora estoy en mi casa"),
    ("fr", "j'ai quitté le boulot, je suis chez moi"),
    ("de", "ich hab gekündigt und bin jetzt bei meiner mutter"),
    ("it", "ho lasciato il lavoro e adesso sono da mia sorella"),
])
def test_being_at_home_or_with_family_starts_no_job(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str
) -> None:
    facts = extract_in(lang)(text).facts
    assert [f for f in facts if f.r == "works_at" and not f.negated] == []


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "now i'm at brixton market"),  # no word of a job: an outing
    ("de", "ich bin jetzt bei jonas"),
    ("it", "adesso sono da giulia"),
])
def test_a_place_said_without_a_job_word_is_no_employer(lang: str, text: str) -> None:
    assert started_employer(text, lang) == ()


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("en", "i handed in my notice, now i'm with a studio called pinewick since may",
     ("pinewick",)),
    ("fr", "mon nouveau boulot : je suis chez la fromagerie orsel depuis lundi",
     ("fromagerie", "orsel")),
    ("fr", "j'ai quitté mon poste, je suis chez moi", ()),
    ("es", "me cambié de trabajo, empecé en una empresa que se llama vientos del sur",
     ("vientos", "del", "sur")),
])
def test_the_name_is_read_up_to_its_end_word(lang: str, text: str, name: tuple) -> None:
    assert started_employer(text, lang) == name


def test_a_company_called_by_name_is_the_employer(
    extract_in: Callable[[str], Callable[..., Extraction]],
) -> None:
    facts = extract_in("en")("i'm a nurse at a clinic called westbourne")
    assert [(f.r, f.d) for f in facts.facts if f.r in ("works_at", "name")] == [
        ("works_at", "westbourne")]


def test_a_pattern_with_words_after_the_name_needs_them() -> None:
    assert started_employer("mein neuer job: ich hab bei brandt optik angefangen",
                            "de") == (
        "brandt", "optik")
    assert started_employer("ich hab bei brandt optik gekündigt, neuer job kommt", "de") == ()


def test_every_language_table_has_patterns() -> None:
    for lang in ("en", "es", "fr", "de", "it"):
        assert starts_of(lang).starts, lang
    assert starts_of("xx").starts == ()
    assert issubclass(JobStartTableError, ValueError)


@pytest.mark.parametrize(("lang", "text", "employer", "former"), [
    ("es", "antes trabajaba en una gestoría pero ahora estoy en Iberdrola", "iberdrola",
     "gestoría"),
    ("fr", "avant je bossais chez Leclerc mais maintenant je suis chez Boulanger", "boulanger",
     "leclerc"),
    ("de", "früher arbeitete ich bei Kaufland, jetzt bin ich bei Zeiss", "zeiss", "kaufland"),
])
def test_a_former_job_beside_the_present_one_gives_both(
    extract_in, lang: str, text: str, employer: str, former: str,
) -> None:
    keys = {f.key + (("NOT",) if f.negated else ()) for f in extract_in(lang)(text).facts}
    assert ("you", "works_at", employer) in keys
    assert ("you", "works_at", former, "NOT") in keys


@pytest.mark.parametrize(("lang", "text"), [
    ("es", "trabajaba en un bar y ahora estoy en casa"),
    ("fr", "je travaillais beaucoup mais maintenant je suis chez mes parents"),
])
def test_a_former_job_beside_being_at_home_starts_none(extract_in, lang: str, text: str) -> None:
    keys = {f.key for f in extract_in(lang)(text).facts if not f.negated}
    assert not {k for k in keys if k[1] == "works_at"}
