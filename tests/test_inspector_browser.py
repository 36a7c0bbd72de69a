"""The inspector page in a real headless Chromium (Debian's package), driven over DevTools.

Opens the page, runs a turn from it, sees the new fact arrive through the live stream, reads a
dry run's score terms, forgets the fact through the confirmation dialog and saves a screenshot.
Skips, saying why, where no Chromium is installed (`.ci/run` installs it on CI).
Set HOTMEM_SCREENSHOT=path to also write the screenshot there (docs/inspector.png).
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from hotmem import HotMem
from hotmem.inspector.server import InspectorServer
from tests.cdp import Browser, Page, find_chromium

CHROMIUM = find_chromium()
pytestmark = pytest.mark.skipif(
    CHROMIUM is None,
    reason="no Chromium on PATH: install Debian's chromium package (.ci/run does) to run the "
           "inspector's browser test",
)

MARKUP = "My dog is named Rex<script>window.pwned=1</script>."


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Browser]:
    assert CHROMIUM is not None
    chromium = Browser(CHROMIUM, tmp_path / "profile")
    yield chromium
    chromium.close()


def _row(s: str, r: str, d: str) -> str:
    return f'#facts tr[data-fact={json.dumps(f"{s}|{r}|{d}")}]'


def _shown(s: str, r: str, d: str) -> str:
    """A JavaScript test: is the facts table showing (s, r, d)?"""
    return f"!!document.querySelector({json.dumps(_row(s, r, d))})"


async def test_page_live_turn_dry_run_forget_and_screenshot(
    engine: HotMem, browser: Browser, tmp_path: Path
) -> None:
    engine.process_turn("I live in Seattle. I love jazz.", user="alice", session="call-1")
    engine.process_turn(MARKUP, user="alice", session="call-1")
    engine.process_turn("I work at Acme.", user="bob")

    with InspectorServer(engine, port=0) as server:
        page = await Page.connect(browser.page_ws_url())
        try:
            await page.send("Emulation.setDeviceMetricsOverride", {
                "width": 1400, "height": 1060, "deviceScaleFactor": 1, "mobile": False})
            await page.goto(server.url)
            await page.wait_for("document.getElementById('live').className === 'live on'")
            await page.wait_for("document.querySelectorAll('#users li[data-user]').length === 2")

            # Facts table, stored markup shown as text.
            await page.click('#users li[data-user="alice"]')
            await page.wait_for(_shown("you", "lives_in", "seattle"))
            sources = await page.js(
                "[...document.querySelectorAll('#facts td.source')].map(td => td.textContent)")
            assert MARKUP in sources
            assert await page.js("document.querySelectorAll('#facts script').length") == 0
            assert await page.js("window.pwned === undefined") is True

            # A turn run from the page arrives through the live stream and in the table.
            await page.type("#try-text", "My sister Anna lives in Denver.")
            await page.click("#run-turn")
            stored = await page.wait_for("document.getElementById('try-result').textContent")
            assert stored == "stored turn 3: 2 fact(s), 0 bullet(s)"
            streamed = await page.wait_for(
                "[...document.querySelectorAll('#stream li')].map(li => li.textContent)"
                ".find(t => t.includes('(anna, lives_in, denver)'))")
            assert "My sister Anna lives in Denver." in streamed
            await page.wait_for(_shown("anna", "lives_in", "denver"))

            # A turn of the bot's own pipeline (same process) arrives too.
            engine.process_turn("My brother Tom works at Google.", user="alice")
            await page.wait_for(
                "[...document.querySelectorAll('#stream li')]"
                ".some(li => li.textContent.includes('(tom, works_at, google)'))")
            await page.wait_for(_shown("tom", "works_at", "google"))  # the table has re-rendered

            # Dry run: bullets and each candidate's score terms; nothing stored.
            before = engine.export("alice")
            await page.type("#try-text", "Where does Anna live?")
            await page.click("#dry-run")
            picked = await page.wait_for(
                "[...document.querySelectorAll('#candidates tr')]"
                ".filter(tr => tr.lastChild.textContent === 'picked')"
                ".map(tr => tr.firstChild.textContent)")
            assert "(anna, lives_in, denver)" in picked
            bullets = await page.js("[...document.querySelectorAll('#try-result ul.bullets li')]"
                                    ".map(li => li.textContent)")
            assert bullets == ["Anna lives in Denver.", "Your sister is Anna."]
            assert engine.export("alice") == before

            # Forget: the dialog asks first; cancel keeps the fact, confirm removes it.
            forget = _row("anna", "lives_in", "denver") + " button.danger"
            await page.click(forget)
            await page.wait_for("document.getElementById('confirm').open")
            await page.click("#confirm-cancel")
            await page.wait_for("!document.getElementById('confirm').open")
            assert any(e["d"] == "denver" for e in engine.export("alice")["edges"])
            await page.click(forget)
            await page.wait_for("document.getElementById('confirm').open")
            await page.click("#confirm-ok")
            await page.wait_for("!" + _shown("anna", "lives_in", "denver"))
            assert not any(e["d"] == "denver" for e in engine.export("alice")["edges"])

            shot = tmp_path / "inspector.png"
            await page.screenshot(shot)
            assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
            if target := os.environ.get("HOTMEM_SCREENSHOT"):
                shutil.copyfile(shot, target)
            assert page.errors == []
        finally:
            await page.close()
