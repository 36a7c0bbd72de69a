"""A small Chrome DevTools Protocol client for the browser tests: Debian's headless Chromium,
driven over one page's WebSocket with ``websockets`` (already installed by Pipecat)."""

from __future__ import annotations

import asyncio
import base64
import json
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

import websockets

CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-extensions", "--disable-default-apps", "--mute-audio",
)


def find_chromium() -> str | None:
    """Path of a Chromium binary, or None."""
    for name in ("chromium", "chromium-headless-shell", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """A headless Chromium process with a fresh profile, closed on :meth:`close`."""

    def __init__(self, binary: str, profile: Path) -> None:
        profile.mkdir(parents=True, exist_ok=True)
        self._proc = subprocess.Popen(
            [binary, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--remote-debugging-port=0",
             "--window-size=1400,1000", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not (port_file.exists() and port_file.read_text().count("\n") >= 1):
            if self._proc.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise RuntimeError("Chromium did not open its DevTools port")
            time.sleep(0.05)
        self.port = int(port_file.read_text().split()[0])

    def page_ws_url(self) -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/list", timeout=10) as r:
            targets = json.load(r)
        return next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page")

    def close(self) -> None:
        if self._proc.poll() is None:
            self._proc.terminate()
            try:
                self._proc.wait(10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()


class Page:
    """One page target: send commands, evaluate JavaScript, wait for conditions."""

    def __init__(self, ws: Any) -> None:
        self._ws = ws
        self._next_id = 0
        self._pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.console: list[str] = []
        self.errors: list[str] = []
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def connect(cls, url: str) -> Page:
        page = cls(await websockets.connect(url, max_size=None))
        await page.send("Page.enable")
        await page.send("Runtime.enable")
        return page

    async def _read(self) -> None:
        async for raw in self._ws:
            msg = json.loads(raw)
            if "id" in msg:
                future = self._pending.pop(msg["id"], None)
                if future is not None and not future.done():
                    future.set_result(msg)
            elif msg.get("method") == "Runtime.consoleAPICalled":
                self.console.append(" ".join(str(a.get("value", a.get("description", "")))
                                             for a in msg["params"]["args"]))
            elif msg.get("method") == "Runtime.exceptionThrown":
                self.errors.append(json.dumps(msg["params"]["exceptionDetails"])[:500])

    async def send(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        self._next_id += 1
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[self._next_id] = future
        await self._ws.send(json.dumps({"id": self._next_id, "method": method,
                                        "params": params or {}}))
        msg = await asyncio.wait_for(future, 30)
        if "error" in msg:
            raise RuntimeError(f"{method}: {msg['error']}")
        return msg["result"]

    async def js(self, expression: str) -> Any:
        """Evaluate ``expression`` in the page (promises awaited) and return its value."""
        result = await self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def wait_for(self, expression: str, timeout: float = 15.0) -> Any:
        """Poll ``expression`` until it is truthy; return its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = await self.js(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"timed out waiting for: {expression}")
            await asyncio.sleep(0.1)

    async def click(self, selector: str) -> None:
        """A real mouse click in the middle of the first element matching ``selector``."""
        # Only a point where the element is on top: a page still re-rendering (a table filled
        # by a live event) can move it between measuring and clicking, and the click is lost.
        box = await self.wait_for(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " if (!e) return null; e.scrollIntoView({block: 'center'});"
            " const r = e.getBoundingClientRect(); if (!r.width) return null;"
            " const x = r.x + r.width / 2, y = r.y + r.height / 2;"
            " return e.contains(document.elementFromPoint(x, y)) ? {x, y} : null; })()")
        for kind in ("mousePressed", "mouseReleased"):
            await self.send("Input.dispatchMouseEvent", {
                "type": kind, "x": box["x"], "y": box["y"], "button": "left", "clickCount": 1})

    async def type(self, selector: str, text: str) -> None:
        """Focus ``selector``, clear it and type ``text`` as keyboard input."""
        await self.js(f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
                      " e.focus(); e.value = ''; })()")
        await self.send("Input.insertText", {"text": text})

    async def goto(self, url: str) -> None:
        await self.send("Page.navigate", {"url": url})
        await self.wait_for("document.readyState === 'complete'")

    async def screenshot(self, path: Path) -> None:
        data = await self.send("Page.captureScreenshot", {"format": "png"})
        path.write_bytes(base64.b64decode(data["data"]))

    async def close(self) -> None:
        await self._ws.close()
        self._reader.cancel()
