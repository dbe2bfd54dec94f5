"""`tdapp serve`: the room's pages on the casino's network, read-only, live.

**Why aiohttp.** One well-kept library gives the HTTP server, streamed
responses for server-sent events and, for the tests and the benchmark, the
client (HTTP and the WebSocket of Chromium's DevTools); it imports in a
fraction of a second and PyInstaller bundles it without hidden imports.

**Why server-sent events.** Updates flow one way, server to page, so a plain
GET that stays open is enough: the browser's `EventSource` reconnects by
itself after a network loss (the server asks for a retry after one second),
it passes every proxy and the GET-only rule, and it needs no protocol
upgrade. The server sends only "the database moved on to version N"; the
page then fetches itself again (from a per-version cache, so 300 screens cost
one render), and the clock counts down in the browser from the clock's anchor.

**Read-only.** Every method but GET is refused (405) before any handler runs;
the database is opened read-only (`tdapp.web.source`); static files are a
fixed table read at start-up, so no path can reach outside it.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import ipaddress
import json
import mimetypes
import signal
import socket
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import web

from tdapp.application.book import wall_clock_ms
from tdapp.paths import resources_dir
from tdapp.storage.watch import ChangeWatcher
from tdapp.web import pages
from tdapp.web.labels import Labels, choose_language
from tdapp.web.source import Room

#: How often the database is asked whether the desks stored anything (seconds).
POLL_SECONDS = 0.3
#: A page rendered for a version is served again for this long (seconds): the clock's text is counted in the browser anyway.
CACHE_SECONDS = 1.0
#: An open event stream hears from the server at least this often, so a page notices a dead network.
PING_SECONDS = 4.0
#: At most this many open event streams (every open page holds one).
MAX_STREAMS = 5000
CACHE_ENTRIES = 512

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; font-src 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


def static_files() -> dict[str, tuple[bytes, str]]:
    """The only files the server sends: the page's style, script and fonts, read once, by name."""
    files: dict[str, tuple[bytes, str]] = {}
    folders = [resources_dir() / "web", resources_dir() / "fonts"]
    for folder in folders:
        for path in sorted(folder.iterdir()) if folder.is_dir() else []:
            if path.is_file() and path.suffix in (".css", ".js", ".ttf", ".svg", ".png", ".ico"):
                kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
                if path.suffix == ".js":
                    kind = "text/javascript"
                if path.suffix == ".ttf":
                    kind = "font/ttf"
                files[path.name] = (path.read_bytes(), kind)
    return files


#: Private addresses whose route names the interface facing the casino's network (a UDP "connect" sends nothing).
ROUTE_PROBES = ("10.254.254.254", "192.168.254.254", "172.31.254.254")


def _routed_addresses() -> list[str]:
    found = []
    for probe in ROUTE_PROBES:
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            udp.connect((probe, 9))
            found.append(str(udp.getsockname()[0]))
    return found


def _interface_addresses() -> list[str]:
    """Every interface's IPv4 address (Linux: SIOCGIFADDR), for a network with no route to the probes."""
    try:
        import fcntl
        import struct
    except ImportError:  # not on Linux: the host name's addresses are enough there
        return []
    found = []
    with contextlib.suppress(OSError):
        for _index, name in socket.if_nameindex():
            with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
                answer = fcntl.ioctl(udp.fileno(), 0x8915, struct.pack("256s", name[:15].encode()))
                found.append(socket.inet_ntoa(answer[20:24]))
    return found


def _host_name_addresses() -> list[str]:
    with contextlib.suppress(OSError):
        return [str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    return []


def lan_address() -> str:
    """This machine's address on the casino's network, for the QR code when the server listens on every interface.

    The host name alone is not enough: Debian maps it to 127.0.1.1, and a QR
    code of a loopback address sends every phone to itself. So the address
    the system would route a private address from comes first, then the
    interfaces' own, then the host name's; loopback and link-local ones never.
    """
    for address in (*_routed_addresses(), *_interface_addresses(), *_host_name_addresses()):
        with contextlib.suppress(ValueError):
            ip = ipaddress.IPv4Address(address)
            if not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast):
                return address
    return "127.0.0.1"


def public_url(host: str, port: int) -> str:
    """The address to show and encode in the QR code."""
    if host in ("", "0.0.0.0", "::"):
        host = lan_address()
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def qr_svg(url: str) -> bytes:
    import io

    import segno

    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="svg", scale=8, border=2, dark="#000", light="#fff", xmldecl=False)
    return buffer.getvalue()


@dataclass
class WebRoom:
    """The running server's state: the room, the render cache, and the signal of a change."""

    room: Room
    url: str = ""
    poll_seconds: float = POLL_SECONDS
    now: Callable[[], int] = wall_clock_ms
    files: dict[str, tuple[bytes, str]] = field(default_factory=static_files)
    cache: dict[tuple[str, str], tuple[int, float, bytes]] = field(default_factory=dict)
    streams: int = 0
    closing: bool = False
    qr: bytes = b""
    _changed: asyncio.Event | None = None

    def changed_event(self) -> asyncio.Event:
        if self._changed is None:
            self._changed = asyncio.Event()
        return self._changed

    def announce(self) -> None:
        """Wake every open event stream; each then sends the new version."""
        old = self.changed_event()
        self._changed = asyncio.Event()
        old.set()

    async def watch(self) -> None:
        """Look at the database when a desk says it stored something, and every `poll_seconds` anyway.

        On PostgreSQL the desks' notifications (LISTEN/NOTIFY) wake the server
        at once; on SQLite the change counter is read a few times a second. The
        poll stays as the safety net. A change wakes every page.
        """
        loop = asyncio.get_running_loop()
        woken = asyncio.Event()
        watcher = ChangeWatcher(self.room.desk.database.url, lambda: loop.call_soon_threadsafe(woken.set)).start()
        try:
            await self._watch(woken)
        finally:
            watcher.stop()

    async def _watch(self, woken: asyncio.Event) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(woken.wait(), self.poll_seconds)
            woken.clear()
            try:
                changed = self.room.refresh()
            except Exception as exc:  # a database that cannot be read now is tried again at the next poll
                print(f"tdapp serve: cannot read the database now ({exc})", file=sys.stderr)
                continue
            if changed:
                self.announce()


def _language(request: web.Request) -> str:
    return choose_language(request.query.get("lang"), request.cookies.get("lang"), request.headers.get("Accept-Language"))


def _path_without_lang(request: web.Request) -> str:
    query = [(k, v) for k, v in request.query.items() if k != "lang"]
    if not query:
        return request.path
    return str(request.rel_url.with_query(query))


Render = Callable[[Labels, Room, str], str]


def _page(render: Render) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    async def handler(request: web.Request) -> web.StreamResponse:
        state: WebRoom = request.app[WEB_ROOM]
        lang = _language(request)
        path = _path_without_lang(request)
        key = (path, lang)
        cached = state.cache.get(key)
        clock = time.monotonic()
        status = 200
        if cached is not None and cached[0] == state.room.version and clock - cached[1] < CACHE_SECONDS:
            body = cached[2]
        else:
            try:
                body = render(Labels(lang), state.room, path).encode()
            except pages.NotFound:
                status = 404
                body = pages.not_found_page(Labels(lang), state.room, path).encode()
            else:
                if len(state.cache) >= CACHE_ENTRIES:
                    state.cache.clear()
                state.cache[key] = (state.room.version, clock, body)
        response = web.Response(body=body, status=status, content_type="text/html", charset="utf-8")
        response.headers["Cache-Control"] = "no-store"
        if "lang" in request.query:
            response.set_cookie("lang", lang, max_age=365 * 86400, samesite="Lax", httponly=True)
        return response

    return handler


def _tournament_id(path: str) -> int:
    try:
        return int(path.split("/")[2].split("?")[0])
    except (IndexError, ValueError) as exc:
        raise pages.NotFound from exc


async def events(request: web.Request) -> web.StreamResponse:
    """Server-sent events: the version now, then each new version, and a ping every few seconds."""
    state: WebRoom = request.app[WEB_ROOM]
    if state.streams >= MAX_STREAMS:
        return web.Response(status=503, text="too many open pages", headers={"Retry-After": "5"})
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"})
    await response.prepare(request)
    state.streams += 1
    try:
        await response.write(b"retry: 1000\n\n")
        sent = -1
        while not state.closing:
            event = state.changed_event()
            version = state.room.version
            kind = "change" if version != sent else "ping"
            data = json.dumps({"version": version, "now": state.now()})
            await response.write(f"event: {kind}\ndata: {data}\n\n".encode())
            sent = version
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), PING_SECONDS)
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    finally:
        state.streams -= 1
    return response


async def static(request: web.Request) -> web.StreamResponse:
    state: WebRoom = request.app[WEB_ROOM]
    found = state.files.get(request.match_info["name"])
    if found is None:
        raise web.HTTPNotFound
    data, kind = found
    return web.Response(body=data, content_type=kind, headers={"Cache-Control": "max-age=3600"})


async def qr(request: web.Request) -> web.StreamResponse:
    state: WebRoom = request.app[WEB_ROOM]
    return web.Response(body=state.qr, content_type="image/svg+xml", headers={"Cache-Control": "max-age=3600"})


@web.middleware
async def only_get(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
    """Nothing served can change anything: every method but GET is refused before any handler runs."""
    if request.method != "GET":
        response: web.StreamResponse = web.Response(status=405, text="Read-only: only GET is served.\n", headers={"Allow": "GET"})
    else:
        try:
            response = await handler(request)
        except web.HTTPNotFound:
            state: WebRoom = request.app[WEB_ROOM]
            body = pages.not_found_page(Labels(_language(request)), state.room, request.path).encode()
            response = web.Response(body=body, status=404, content_type="text/html", charset="utf-8")
    response.headers.update(SECURITY_HEADERS)
    return response


WEB_ROOM = web.AppKey("web_room", WebRoom)


def build_app(state: WebRoom) -> web.Application:
    app = web.Application(middlewares=[only_get])
    app[WEB_ROOM] = state
    state.qr = qr_svg(state.url or "http://127.0.0.1/")

    def at() -> int:
        return state.now()

    routes = [
        ("/", _page(lambda t, room, path: pages.lobby(t, room, at(), path))),
        ("/ranking", _page(lambda t, room, path: pages.ranking_page(t, room, dt.date.today(), path))),
        ("/t/{tid:\\d+}", _page(lambda t, room, path: pages.clock_page(t, room, _tournament_id(path), at(), path))),
        ("/t/{tid:\\d+}/seat", _page(lambda t, room, path: pages.seat_page(t, room, _tournament_id(path), _query(path), path))),
        ("/t/{tid:\\d+}/tables", _page(lambda t, room, path: pages.tables_page(t, room, _tournament_id(path), at(), path))),
        ("/t/{tid:\\d+}/payouts", _page(lambda t, room, path: pages.payouts_page(t, room, _tournament_id(path), at(), path))),
        ("/t/{tid:\\d+}/results", _page(lambda t, room, path: pages.results_page(t, room, _tournament_id(path), path))),
        ("/events", events),
        ("/static/{name}", static),
        ("/qr.svg", qr),
    ]
    for route, handler in routes:
        app.router.add_get(route, handler, allow_head=False)

    async def watching(app: web.Application) -> AsyncIterator[None]:
        task = asyncio.create_task(state.watch())
        yield
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    async def close_streams(app: web.Application) -> None:
        state.closing = True
        state.announce()

    app.cleanup_ctx.append(watching)
    app.on_shutdown.append(close_streams)
    return app


def _query(path: str) -> str:
    from urllib.parse import parse_qs, urlsplit

    return parse_qs(urlsplit(path).query).get("q", [""])[0]


@dataclass
class RunningServer:
    """A started server: its address, its state, and how to stop it."""

    runner: web.AppRunner
    state: WebRoom
    host: str
    port: int

    @property
    def local_url(self) -> str:
        return public_url(self.host if self.host not in ("", "0.0.0.0", "::") else "127.0.0.1", self.port)

    async def stop(self) -> None:
        await self.runner.cleanup()
        self.state.room.close()


async def start_server(db: str, host: str, port: int, *, poll_seconds: float = POLL_SECONDS) -> RunningServer:
    """Open the database read-only and start listening (port 0: any free port)."""
    room = Room.open(db)
    state = WebRoom(room, poll_seconds=poll_seconds)
    runner = web.AppRunner(build_app(state), handle_signals=False, access_log=None, shutdown_timeout=1.0)
    try:
        await runner.setup()
        site = web.TCPSite(runner, host, port, backlog=1024, reuse_address=True)
        await site.start()
    except BaseException:
        await runner.cleanup()
        room.close()
        raise
    actual_port = int(runner.addresses[0][1])
    state.url = public_url(host, actual_port)
    state.qr = qr_svg(state.url)
    return RunningServer(runner, state, host, actual_port)


async def run_server(db: str, host: str, port: int, *, announce: Callable[[str], None] = print, stop: asyncio.Event | None = None) -> None:
    """Serve until `stop` is set (or the process is interrupted)."""
    server = await start_server(db, host, port)
    try:
        announce(f"tdapp serve: {server.state.url} (read-only; listening on {host}:{server.port}, {server.local_url} on this machine)")
        done = stop or asyncio.Event()
        if stop is None:
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM):
                with contextlib.suppress(NotImplementedError, RuntimeError):
                    loop.add_signal_handler(sig, done.set)
        await done.wait()
    finally:
        await server.stop()


def serve(db: str, host: str = "127.0.0.1", port: int = 8765) -> int:
    def say(line: str) -> None:
        print(line, flush=True)

    try:
        asyncio.run(run_server(db, host, port, announce=say))
    except KeyboardInterrupt:
        pass
    except OSError as exc:
        print(f"tdapp serve: cannot listen on {host}:{port} ({exc.strerror or exc})", file=sys.stderr)
        return 2
    return 0
