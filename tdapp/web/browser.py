"""Headless Chromium driven through its DevTools protocol, for the pages' screenshots and tests.

It uses the system's Chromium (Debian's `chromium`, never a downloaded
build) and aiohttp's WebSocket client for the protocol, so it needs nothing
more than the server does. Every wait is bounded.

**Nothing left behind.** A test machine runs this hundreds of times, so
everything Chromium writes goes into one temporary folder of its own that
`close` removes: the profile (`--user-data-dir`), its temporary files and
the singleton socket's `org.chromium.Chromium.*` folder (`TMPDIR`), and its
crash-report database and caches (`XDG_CONFIG_HOME`, `XDG_CACHE_HOME`,
otherwise `~/.config/chromium` and `~/.cache`). Chromium runs in a process
group of its own, and the whole group (renderer, GPU and zygote processes
included) is gone before the folder is removed, so no late write can leave
a half-removed folder.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import shutil
import signal
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


def _group_alive(group: int) -> bool:
    """Whether a process of the group still runs; a zombie does not count (it writes nothing, and only its parent, or init, can reap it)."""
    try:
        os.killpg(group, 0)
    except (ProcessLookupError, PermissionError):
        return False
    proc = Path("/proc")
    if not proc.is_dir():
        return True
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(") ", 1)[1].split()
        except (OSError, IndexError):
            continue  # gone meanwhile
        if fields[2] == str(group) and fields[0] != "Z":
            return True
    return False


def end_process_group(process: subprocess.Popen[bytes], timeout: float = 5.0) -> None:
    """End Chromium and every process it started (its own group): politely, then for good; bounded in time."""
    group = process.pid  # start_new_session: the group's id is the leader's pid
    for sig, wait in ((signal.SIGTERM, timeout), (signal.SIGKILL, timeout)):
        if process.poll() is None or _group_alive(group):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(group, sig)
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=0.05)
            if process.poll() is not None and not _group_alive(group):
                return
    process.wait(timeout=timeout)


def remove_folder(folder: Path, attempts: int = 20) -> None:
    """Remove Chromium's folder; a file a dying child wrote at the last moment gets another try."""
    for _ in range(attempts - 1):
        try:
            shutil.rmtree(folder)
            return
        except FileNotFoundError:
            return
        except OSError:
            time.sleep(0.05)
    shutil.rmtree(folder, ignore_errors=True)


class Browser:
    """One headless Chromium with one page; use as `async with Browser() as page:`."""

    def __init__(self, executable: str | None = None, *, start_timeout: float = 30.0) -> None:
        self.executable = executable or chromium_path() or CHROMIUM
        self.start_timeout = start_timeout
        self.folder: Path | None = None  # everything Chromium writes, removed by `close`
        self._process: subprocess.Popen[bytes] | None = None
        self._session: aiohttp.ClientSession | None = None
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._reader: asyncio.Task[None] | None = None
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.events: list[dict[str, Any]] = []

    async def __aenter__(self) -> Browser:
        self.folder = Path(tempfile.mkdtemp(prefix="tdapp-chromium-"))
        profile, env = self.folder / "profile", dict(os.environ)
        # Short names: the singleton socket's path (in TMPDIR) must stay within a Unix socket's 107 bytes.
        for variable, name in (("TMPDIR", "t"), ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache")):
            (self.folder / name).mkdir()
            env[variable] = str(self.folder / name)
        self._process = subprocess.Popen(
            [self.executable, *FLAGS, f"--user-data-dir={profile}", f"--crash-dumps-dir={self.folder / 'crash'}", "about:blank"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            start_new_session=True,  # a process group of its own: `close` ends every child with it
        )
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + self.start_timeout
        while not (port_file.exists() and port_file.read_text().strip()):
            if time.monotonic() > deadline or self._process.poll() is not None:
                reason = "Chromium did not start"
                if len(str(self.folder / "t" / "org.chromium.Chromium.XXXXXX" / "SingletonSocket")) > 107:
                    reason += f" (its temporary folder {self.folder} is too deep for its socket: set TMPDIR to a short path)"
                await self.close()
                raise RuntimeError(reason)
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
        if self._process is not None:
            await asyncio.to_thread(end_process_group, self._process)
            self._process = None
        if self.folder is not None:
            await asyncio.to_thread(remove_folder, self.folder)
            self.folder = None

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
