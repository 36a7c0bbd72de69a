"""A job start overwrites the stored employer, so it must only be read when the user says their
own job changed and the new place is named like an employer: "I quit my job and I'm at a
loss" or "my brother quit his job, I'm with the twins" must leave "you work at ..." as it was.
Sentences are invented for these tests; every engine test runs the real engine on a real LMDB.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

import pytest

from hotmem import HotMem
from hotmem.extract import _cleaned_additions
from hotmem.extract.common import make_fact
from hotmem.extract.job_starts import started_employer, starts_of
from hotmem.nlp import Pipelines
from hotmem.types import Extraction

T0 = 1_790_000_000.0
MINUTE = 60.0


def _employers(extraction: Extraction) -> list[str]:
    return [f.d for f in extraction.facts if f.r == "works_at" and not f.negated]


@pytest.mark.parametrize(("lang", "stated", "said", "old"), [
    ("en", "I work at Brindlecombe.", "I quit my job and I'm at a crossroads.", "brindlecombe"),
    ("en", "I work at Brindlecombe.", "my job is so tiring, I'm at the pub with my mates",
     "brindlecombe"),
    ("es", "Trabajo en Solmarina.", "he dejado el trabajo y estoy en paz", "solmarina"),
    ("it", "Lavoro alla Brunelli.", "ho lasciato il lavoro e sono al lago", "brunelli"),
    ("de", "Ich arbeite bei Kessler.", "ich habe gekündigt und bin bei Oma", "kessler"),
])
def test_an_ordinary_sentence_after_quitting_keeps_the_stored_employer(
    engine: HotMem, lang: str, stated: str, said: str, old: str
) -> None:
    for n, line in enumerate((stated, said)):
        engine.process_turn(line, user="ana", ts=T0 + n * MINUTE, lang_hint=lang)
    asked = engine.process_turn({"en": "Where do I work?", "es": "¿Dónde trabajo?",
                                 "it": "Dove lavoro?", "de": "Wo arbeite ich?"}[lang],
                                user="ana", ts=T0 + 2 * MINUTE, lang_hint=lang)
    assert old in " ".join(asked.bullets).lower()


@pytest.mark.parametrize(("lang", "text"), [
    # Someone else's job, or something else left: no change of the user's job.
    ("en", "my husband quit his job, I'm with the twins all week"),
    ("en", "I left my keys at home, I'm at Lidl now"),
    ("en", "I left work early and I joined a choir"),
    ("en", "my sister got a new job, I'm at Harlow's with her"),
    ("it", "mia sorella ha un nuovo lavoro, sono da Giulia"),
    ("es", "mi hermano ha dejado el curro, estoy en Sevilla con él"),
    ("fr", "ma sœur a quitté son boulot, je suis chez Lucie"),
    ("de", "meine Schwester hat gekündigt, ich bin bei Opa"),
    ("it", "mio fratello ha lasciato il lavoro, sono da Marco"),
    # The user's job changed, but what follows names no employer.
    ("en", "I quit my job and I'm at a loss"),
    ("en", "I quit my job, I'm with the kids every day"),
    ("en", "I handed in my notice, I'm at the beach tonight"),
    ("en", "I quit my job, I started at 7 on Tuesday"),
    ("es", "he dejado el trabajo y estoy en shock"),
    ("es", "he dejado el trabajo, estoy en la playa con mi madre"),
    ("fr", "j'ai quitté mon boulot et je suis chez mes parents"),
    ("de", "ich habe gekündigt und bin jetzt bei meiner Oma"),
    ("it", "ho lasciato il lavoro e sono al mare"),
    ("it", "ho lasciato il lavoro e adesso sono da mia nonna"),
    ("en", "I quit my job, now I'm at Grandpa's most days"),  # a possessive is the person
    ("es", "he dejado el trabajo y ahora estoy en ello"),  # a pronoun
])
def test_no_job_start_without_the_users_own_change_or_an_employer_name(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str
) -> None:
    assert _employers(extract_in(lang)(text)) == []


@pytest.mark.parametrize(("lang", "text", "employer"), [
    ("en", "I handed in my notice and I'm at Quorvel now", "quorvel"),
    ("en", "i lost my job last month but i've joined tessaract labs", "tessaract labs"),
    ("en", "I quit my job and I'm at um Brackwater now", "brackwater"),
    ("en", "I quit my job and I started at Lintwood it's great", "lintwood"),
    ("es", "he dejado el curro y ahora estoy en Ribera Sistemas", "ribera sistemas"),
    ("fr", "j'ai quitté mon boulot je suis chez Vernalis c'est top", "vernalis"),
    ("de", "ich habe gekündigt, jetzt bin ich bei äh Kornfeld", "kornfeld"),
    ("it", "ho lasciato il lavoro, adesso sono all'Ondaviva", "ondaviva"),
])
def test_a_named_new_employer_after_a_change_of_job_is_read_clean(
    extract_in: Callable[[str], Callable[..., Extraction]], lang: str, text: str,
    employer: str,
) -> None:
    assert _employers(extract_in(lang)(text)) == [employer]


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("en", "i quit my job and i started at acme it's great", ("acme",)),
    ("en", "i quit my job and i started at acme with tom", ("acme",)),
    ("en", "i quit my job and i started at acme every monday", ("acme",)),
    ("en", "i quit my job, i started at acme tonight", ("acme",)),
    ("fr", "j'ai quitté mon boulot j'ai commencé chez pixelune c'est top", ("pixelune",)),
    ("it", "ho cambiato lavoro, ho iniziato all'onda digitale", ("onda", "digitale")),
    ("it", "ho cambiato lavoro, lavoro all'enoteca rossi da lunedì", ("enoteca", "rossi")),
])
def test_elided_and_time_words_end_the_name(lang: str, text: str, name: tuple) -> None:
    assert started_employer(text, lang) == name


def test_end_words_are_read_as_the_turn_is() -> None:
    assert {"it'", "i'", "with", "every", "her", "tonight"} <= starts_of("en").ends
    assert {"c'", "lundi", "depuis"} <= starts_of("fr").ends


def test_a_long_chain_of_naming_phrases_is_read_without_recursion() -> None:
    text = "i quit my job, i started at " + "a b called " * 1200
    assert started_employer(text, "en") == ()


def test_the_module_imports_on_its_own() -> None:
    done = subprocess.run([sys.executable, "-c", "import hotmem.extract.job_starts"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize(("lang", "text", "name"), [
    # A start or work pattern with a name needs no change said before it.
    ("en", "i started at brellington freight on monday", ("brellington", "freight")),
    ("es", "ahora trabajo en vantora seguros desde el lunes", ("vantora", "seguros")),
    ("fr", "je viens de commencer chez lumistra une agence", ("lumistra",)),
    # Common words said bare right after the old employer's name are a name.
    ("en", "i left brindlecombe, i'm at blue harbour now", ("blue", "harbour")),
    ("en", "so i quit quillmore and i'm at green lantern as a designer", ("green", "lantern")),
])
def test_a_named_start_or_a_bare_name_after_the_old_employer_is_read(
    pipelines: Pipelines, lang: str, text: str, name: tuple
) -> None:
    assert started_employer(text, lang, pipelines.get(lang).word_classes) == name


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "i started at the beginning of the book"),  # common words, no change of job
    ("en", "i started with pasta and then salad"),
    ("en", "i switched to decaf"),
    ("en", "i left brindlecombe, i'm at a loss"),  # an article: common words stay common
    ("en", "i quit my job, i'm at rock bottom"),  # bare, but after a job noun, not a name
    ("es", "empecé en enero con el gimnasio"),
    ("fr", "je suis passé chez le boulanger"),
])
def test_common_words_after_a_start_or_place_pattern_are_no_employer(
    pipelines: Pipelines, lang: str, text: str
) -> None:
    assert started_employer(text, lang, pipelines.get(lang).word_classes) == ()


def test_facts_added_after_hygiene_are_cleaned_and_the_others_kept() -> None:
    kept = make_fact("I", "lives_in", "um leeds", "en")  # already cleaned: left as it is
    added = make_fact("I", "works_at", "um brackwater", "en")
    number = make_fact("I", "works_at", "9", "en")
    assert kept is not None and added is not None and number is not None
    out = _cleaned_additions((kept,), (kept, added, number), "en")
    assert [(f.r, f.d) for f in out] == [("lives_in", "um leeds"), ("works_at", "brackwater")]
