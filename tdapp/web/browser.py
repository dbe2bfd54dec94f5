"""Headless Chromium driven through its DevTools protocol, for the pages' screenshots and tests.

It uses the system's Chromium (Debian's `chromium`, never a downloaded
build), a fresh profile in a temporary folder, and aiohttp's WebSocket
client for the protocol, so it needs nothing more than the server does.
Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

import aiohttp

CHROMIUM = "/usr/bin/chromium"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--remote-debugging-address=127.0.0.1",
    "--remote-debugging-port=0",
)


def chromium_path() -> str | None:
    found = Path(CHROMIUM)
    return str(found) if found.exists() else shutil.which("chromium")


class Browser:
    """One headless Chromium with one page; use as `async with Browser() as page:`."""

    def __init__(self, executable: str | None = None, *, start_timeout: float = 30.0) -> None:
        self.executable = executable or chromium_path() or CHROMIUM
        self.start_timeout = start_timeout
        self._profile: tempfile.TemporaryDirectory[str] | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._session: aiohttp.ClientSession | None = None
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._reader: asyncio.Task[None] | None = None
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.events: list[dict[str, Any]] = []

    async def __aenter__(self) -> Browser:
        self._profile = tempfile.TemporaryDirectory(prefix="tdapp-chromium-", ignore_cleanup_errors=True)
        profile = Path(self._profile.name)
        self._process = subprocess.Popen(
            [self.executable, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + self.start_timeout
        while not (port_file.exists() and port_file.read_text().strip()):
            if time.monotonic() > deadline or self._process.poll() is not None:
                await self.close()
                raise RuntimeError("Chromium did not start")
            await asyncio.sleep(0.05)
        port = int(port_file.read_text().split()[0])
        self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
        url = None
        while url is None:
            with contextlib.suppress(aiohttp.ClientError, ValueError):
                async with self._session.get(f"http://127.0.0.1:{port}/json/list") as response:
                    targets = await response.json()
                url = next((t["webSocketDebuggerUrl"] for t in targets if t.get("type") == "page"), None)
            if url is None:
                if time.monotonic() > deadline:
                    await self.close()
                    raise RuntimeError("Chromium has no page to drive")
                await asyncio.sleep(0.1)
        self._ws = await self._session.ws_connect(url, max_msg_size=64 * 1024 * 1024)
        self._reader = asyncio.create_task(self._read())
        await self.send("Page.enable")
        await self.send("Runtime.enable")
        await self.send("Network.enable")
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        await self.close()

    async def close(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        if self._ws is not None:
            await self._ws.close()
        if self._session is not None:
            await self._session.close()
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait(timeout=5)
        if self._profile is not None:
            self._profile.cleanup()

    async def _read(self) -> None:
        assert self._ws is not None
        async for message in self._ws:
            if message.type is not aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(message.data)
            waiting = self._waiting.pop(data.get("id", -1), None)
            if waiting is not None and not waiting.done():
                waiting.set_result(data)
            elif "method" in data:
                self.events.append(data)

    async def send(self, method: str, timeout: float = 20.0, **params: Any) -> dict[str, Any]:
        assert self._ws is not None
        number = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[number] = future
        await self._ws.send_str(json.dumps({"id": number, "method": method, "params": params}))
        answer = await asyncio.wait_for(future, timeout)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return dict(answer.get("result", {}))

    # -- what a test or the screenshots need ----------------------------------------
    async def size(self, width: int, height: int, *, mobile: bool = False) -> None:
        await self.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)

    async def languages(self, accept_language: str) -> None:
        await self.send("Network.setExtraHTTPHeaders", headers={"Accept-Language": accept_language})

    async def goto(self, url: str, timeout: float = 20.0) -> None:
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        await self.send("Page.navigate", url=url)
        deadline = time.monotonic() + timeout
        while not any(e.get("method") == "Page.loadEventFired" for e in self.events):
            if time.monotonic() > deadline:
                raise TimeoutError(f"{url} did not load")
            await asyncio.sleep(0.02)
        await self.evaluate("document.fonts.ready.then(() => true)")

    async def evaluate(self, expression: str) -> Any:
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result.get("result", {}).get("value")

    async def wait_for(self, expression: str, timeout: float = 5.0) -> float:
        """Wait until `expression` is true in the page; returns the seconds it took."""
        start = time.monotonic()
        while not await self._true(expression):
            if time.monotonic() - start > timeout:
                raise TimeoutError(f"still false after {timeout} s: {expression}")
            await asyncio.sleep(0.02)
        return time.monotonic() - start

    async def _true(self, expression: str) -> bool:
        try:
            return bool(await self.evaluate(expression))
        except RuntimeError:  # the page is between two documents
            return False

    async def text(self, selector: str) -> str:
        return str(await self.evaluate(f"(document.querySelector({json.dumps(selector)}) || {{}}).textContent || ''"))

    async def offline(self, offline: bool) -> None:
        await self.send("Network.emulateNetworkConditions", offline=offline, latency=0, downloadThroughput=-1, uploadThroughput=-1)

    async def screenshot(self, path: Path) -> Path:
        shot = await self.send("Page.captureScreenshot", format="png")
        path.write_bytes(base64.b64decode(shot["data"]))
        return path
