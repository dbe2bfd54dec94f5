"""`tdapp serve` as a player's phone and the casino's TVs meet it: the real server, on 127.0.0.1."""

from __future__ import annotations

import hashlib
import http.client
import ipaddress
import json
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from html import unescape
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest

from tdapp.application.desk import Desk
from tdapp.application.room_view import build_room_view
from tdapp.web.content import fold, public_names
from tdapp.web.demo import NICKNAME, SECRET_EMAIL, SECRET_NOTE, SECRET_PHONE
from tdapp.web.labels import PT_PT, Labels, choose_language
from tests.web.conftest import Served, bust_one, start_serve, stop
from tests.web.conftest import next_event as read_event

TIMEOUT = 10


def get(url: str, headers: dict[str, str] | None = None) -> tuple[int, str, dict[str, str]]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            return response.status, response.read().decode(), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), dict(error.headers)


def text_of(html: str) -> str:
    """What a person reads: the page without tags, scripts' data or attributes."""
    html = re.sub(r"<script.*?</script>", " ", html, flags=re.S)
    return re.sub(r"[ \t\r\n]+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def hash_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_lobby_lists_every_running_tournament_in_portuguese(served: Served) -> None:
    status, html, headers = get(served.url + "/")
    assert status == 200
    page = text_of(html)
    assert "Four Seasons — Main Event" in page and "Satélite para o Main Event" in page
    assert "Knock-out de Quinta" not in page  # finished: no longer in the lobby
    assert "a decorrer" in page and "36 jogadores em jogo de 48" in page
    assert '<html lang="pt-PT">' in html
    assert headers["Content-Type"].startswith("text/html")


def test_english_follows_the_browser_or_the_switch(served: Served) -> None:
    _, html, _ = get(served.url + "/", {"Accept-Language": "en-GB,en;q=0.8"})
    assert "36 players left of 48" in text_of(html)
    _, html, headers = get(served.url + "/?lang=en", {"Accept-Language": "pt-PT"})
    assert "Tournaments" in text_of(html) and "lang=en" in headers.get("Set-Cookie", "")
    _, html, _ = get(served.url + "/", {"Cookie": "lang=en", "Accept-Language": "pt-PT"})
    assert "Tournaments" in text_of(html)
    assert choose_language(None, None, "fr-FR, en;q=0.5") == "en"
    assert choose_language(None, None, "de") == "pt_PT"


def test_the_clock_shows_what_the_room_clock_screen_shows(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    desk = Desk.open(db)
    try:
        state = desk.tournament(ids["main"]).state
        before = desk.now()
        _, html, _ = get(f"{served.url}/t/{ids['main']}")
        view = build_room_view(state, before, public_names(desk.players()))
    finally:
        desk.close()
    t = Labels("pt_PT")
    page = text_of(html)
    assert view.level == 4 and view.blinds is not None
    assert f"Nível {view.level}" in page
    assert f"{t.number(view.blinds.small_blind)} / {t.number(view.blinds.big_blind)}" in page
    assert f"Jogadores em jogo {view.players_left}" in page
    assert f"Stack média {t.number(view.average_stack)}" in page
    assert t.money(view.prize_pool_cents) in page
    assert "A seguir:" in page and "Intervalo dentro de" in page
    shown = re.search(r'class="clock-time js-time">(\d\d):(\d\d)<', html)
    assert shown is not None
    seconds = int(shown[1]) * 60 + int(shown[2])
    assert abs(seconds - view.remaining_seconds) <= 2
    # The browser counts from the clock's own anchor.
    anchor = json.loads(unescape(re.search(r"data-anchor='([^']*)'", html)[1]))  # type: ignore[index]
    assert (anchor["index"], anchor["spent"], anchor["since"]) == (state.clock.index, state.clock.spent_ms, state.clock.running_since_ms)


def test_find_my_seat_by_part_of_a_name(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    desk = Desk.open(db)
    try:
        state = desk.tournament(ids["main"]).state
        names = public_names(desk.players())
        pid = next(p for p in sorted(state.seating.seat_of) if names[p] != NICKNAME)
        table, seat = state.seating.seat_of[pid]
        waiting = next(iter(desk.tournament(ids["satellite"]).state.registrations))
        waiting_name = names[waiting]
    finally:
        desk.close()
    part = fold(names[pid].split()[-1])[1:]  # the middle of the surname, lower case, without accents
    _, html, _ = get(f"{served.url}/t/{ids['main']}/seat?q={quote(part)}")
    answers = text_of(html)
    assert f"{names[pid]} Mesa {table}, lugar {seat}" in answers
    _, html, _ = get(f"{served.url}/t/{ids['satellite']}/seat?q={quote(waiting_name)}&lang=en")
    assert f"{waiting_name} Not seated yet" in text_of(html)
    _, html, _ = get(f"{served.url}/t/{ids['main']}/seat?q=zzzqqq")
    assert "Não há ninguém inscrito com esse nome." in text_of(html)


def test_tables_payouts_results_and_ranking(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    desk = Desk.open(db)
    try:
        main = desk.tournament(ids["main"]).state
        names = public_names(desk.players())
        someone = next(iter(main.seating.tables[1].players.values()))
        out = next(f for f in main.seating.finishes if f.player_id != someone)
        winner = desk.ranking.state.results[ids["finished"]].result
        first = names[min(winner.players, key=lambda p: p.place).player_id]  # type: ignore[attr-defined]
    finally:
        desk.close()
    _, html, _ = get(f"{served.url}/t/{ids['main']}/tables")
    assert "Mesa 1" in text_of(html) and names[someone] in text_of(html)
    _, html, _ = get(f"{served.url}/t/{ids['main']}/payouts")
    assert "lugares pagos" in text_of(html) and "1.º" in text_of(html)
    _, html, _ = get(f"{served.url}/t/{ids['main']}/results")
    assert f"{out.first_place}.º {names[out.player_id]}" in text_of(html)
    _, html, _ = get(f"{served.url}/ranking")
    assert first in text_of(html) and "Pontos" in text_of(html)
    status, html, _ = get(f"{served.url}/t/999")
    assert status == 404 and "Página não encontrada." in text_of(html)


def test_a_stored_action_reaches_an_open_page_within_a_second(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    host = urlsplit(served.url)
    stream = http.client.HTTPConnection(host.hostname, host.port, timeout=TIMEOUT)
    stream.request("GET", "/events")
    response = stream.getresponse()
    assert response.getheader("Content-Type") == "text/event-stream"

    def next_event() -> dict[str, object]:
        return read_event(response)

    first = next_event()
    assert first["kind"] == "change"
    desk = Desk.open(db)
    try:
        state = desk.tournament(ids["main"]).state
        left = state.players_left
        stored = time.monotonic()
        bust_one(desk, ids["main"])
        while (event := next_event())["kind"] != "change":
            assert time.monotonic() - stored < 1.0
        took = time.monotonic() - stored
        assert event["version"] != first["version"]
        assert took < 1.0
    finally:
        desk.close()
        stream.close()
    _, html, _ = get(f"{served.url}/t/{ids['main']}")
    assert f"Jogadores em jogo {left - 1}" in text_of(html)


METHODS = ("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND")


def test_only_get_is_served_and_the_database_stays_byte_for_byte_the_same(room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    before = hash_file(db)
    running = start_serve(db)
    try:
        host = urlsplit(running.url)
        for path in ("/", f"/t/{ids['main']}", f"/t/{ids['main']}/seat?q=a", "/events", "/static/room.css", "/nowhere"):
            for method in METHODS:
                conn = http.client.HTTPConnection(host.hostname, host.port, timeout=TIMEOUT)
                conn.request(method, path, body=b'{"kind": "player.bust"}' if method != "HEAD" else None)
                answer = conn.getresponse()
                answer.read()
                conn.close()
                assert answer.status == 405, (method, path)
                assert answer.getheader("Allow") == "GET"
        assert get(running.url + "/")[0] == 200
    finally:
        stop(running.process)
    assert hash_file(db) == before


def test_players_appear_by_name_or_nickname_only(served: Served, room_db: tuple[Path, dict[str, int]]) -> None:
    db, ids = room_db
    desk = Desk.open(db)
    try:
        players = desk.players().players
        nicknamed = next(p for p in players.values() if p.nickname == NICKNAME)
        documents = [p.document for p in players.values() if p.document]
    finally:
        desk.close()
    secrets = [SECRET_EMAIL, SECRET_PHONE, SECRET_NOTE, nicknamed.document, *documents[:20]]
    assert all(secrets)
    paths = ["/", "/ranking"]
    searches = []
    for tid in ids.values():
        paths += [f"/t/{tid}", f"/t/{tid}/seat", f"/t/{tid}/tables", f"/t/{tid}/payouts", f"/t/{tid}/results"]
        for probe in (SECRET_EMAIL, SECRET_PHONE, SECRET_NOTE, nicknamed.document, nicknamed.name, "segredo", "919"):
            searches.append((probe, f"/t/{tid}/seat?q={quote(probe)}"))
    served_text = ""
    for path in paths:
        status, html, _ = get(served.url + path)
        assert status == 200, path
        served_text += html
    for probe, path in searches:
        status, html, _ = get(served.url + path)
        assert status == 200, path
        answers = re.search(r'<ul class="answers">(.*?)</ul>', html, flags=re.S)
        assert answers is not None
        assert NICKNAME not in answers[1], probe  # his name, document, phone... never lead to him
        if probe != nicknamed.name:
            assert 'class="answer' not in answers[1], probe  # nothing private is searched
        served_text += answers[1]
    for secret in secrets:
        assert secret not in served_text, secret
    # The player who chose a nickname is shown by it, and found by it, never by his name.
    assert NICKNAME in served_text
    assert nicknamed.name not in served_text
    _, html, _ = get(f"{served.url}/t/{ids['main']}/seat?q={quote('ás de esp')}")
    assert NICKNAME in text_of(html) and "Mesa" in text_of(html)


@pytest.mark.parametrize(
    "path",
    [
        "/static/../../pyproject.toml",
        "/static/..%2f..%2fpyproject.toml",
        "/static/%2e%2e/%2e%2e/pyproject.toml",
        "/static/..%5c..%5cpyproject.toml",
        "/static//etc/passwd",
        "/../../../../etc/passwd",
        "/static/room.css/../../../tdapp/__init__.py",
        "/static/%2Fetc%2Fpasswd",
    ],
)
def test_no_path_escapes_the_served_folder(served: Served, path: str) -> None:
    host = urlsplit(served.url)
    conn = http.client.HTTPConnection(host.hostname, host.port, timeout=TIMEOUT)
    conn.request("GET", path)
    answer = conn.getresponse()
    body = answer.read().decode(errors="replace")
    conn.close()
    assert answer.status in (400, 404)
    assert "[project]" not in body and "root:" not in body and "__version__" not in body


def test_the_page_files_and_fonts_are_served_from_the_package(served: Served) -> None:
    status, css, headers = get(served.url + "/static/room.css")
    assert status == 200 and headers["Content-Type"].startswith("text/css")
    assert "/static/DejaVuSans.ttf" in css and "http" not in css  # nothing from the internet
    with urllib.request.urlopen(served.url + "/static/DejaVuSans.ttf", timeout=TIMEOUT) as font:
        assert font.read(4) == b"\x00\x01\x00\x00"
    status, svg, _ = get(served.url + "/qr.svg")
    assert status == 200 and "<svg" in svg
    _, html, _ = get(served.url + "/")
    assert not re.search(r"(src|href)=\"https?://", html)


def test_it_listens_only_on_the_address_chosen(served: Served) -> None:
    port = urlsplit(served.url).port
    assert served.url.startswith("http://127.0.0.1:")
    other = socket.socket()
    other.settimeout(TIMEOUT)
    try:
        with pytest.raises(OSError):
            other.connect(("127.0.0.2", port))  # loopback too, but not the address chosen
    finally:
        other.close()


def test_on_every_interface_the_address_given_to_the_room_is_the_machines_own_and_answers(room_db: tuple[Path, dict[str, int]]) -> None:
    """The first line printed (and the desk's QR code) is what phones open: never a loopback address, and it answers."""
    if not [name for _index, name in socket.if_nameindex() if name != "lo"]:
        pytest.skip("this machine has no network interface but loopback")
    running = start_serve(room_db[0], "--host", "0.0.0.0")
    try:
        given = running.first_line.split()[2]
        assert not ipaddress.ip_address(urlsplit(given).hostname or "").is_loopback, running.first_line
        status, html, _ = get(given)
        assert status == 200 and "Four Seasons — Main Event" in text_of(html)
    finally:
        stop(running.process)


def test_the_room_address_is_never_a_loopback_one_when_the_machine_has_another(monkeypatch: pytest.MonkeyPatch) -> None:
    from tdapp.web import server

    monkeypatch.setattr(server, "_routed_addresses", lambda: [])  # a network with no route to the probes
    monkeypatch.setattr(server, "_interface_addresses", lambda: ["127.0.0.1", "169.254.3.4"])
    monkeypatch.setattr(server, "_host_name_addresses", lambda: ["127.0.1.1", "10.20.30.40"])  # Debian's /etc/hosts first
    assert server.public_url("0.0.0.0", 8765) == "http://10.20.30.40:8765/"
    monkeypatch.setattr(server, "_host_name_addresses", lambda: ["127.0.1.1"])
    assert server.public_url("0.0.0.0", 8765) == "http://127.0.0.1:8765/"  # nothing else: this machine only
    assert server.public_url("192.168.1.20", 80) == "http://192.168.1.20:80/"  # the address the TD chose, as chosen


def test_a_missing_or_old_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    missing = tmp_path / "missing.db"
    done = subprocess.run(
        [sys.executable, "-m", "tdapp", "serve", "--db", str(missing), "--port", "0"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "does not exist" in done.stderr
    assert not missing.exists()
    v1 = Path(__file__).resolve().parent.parent / "fixtures" / "schema_v1.db"
    old = tmp_path / "old.db"
    old.write_bytes(v1.read_bytes())
    done = subprocess.run(
        [sys.executable, "-m", "tdapp", "serve", "--db", str(old), "--port", "0"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "open it at a desk first" in done.stderr
    assert old.read_bytes() == v1.read_bytes()
    assert not list(tmp_path.glob("old.schema*"))  # no backup, no migration


def test_every_web_label_has_its_portuguese_translation() -> None:
    import tdapp.web.pages as pages

    source = Path(pages.__file__).read_text(encoding="utf-8")
    used = set(re.findall(r'\bt\("((?:[^"\\]|\\.)*)"', source)) | set(pages.SCRIPT_LABELS) | {label for _suffix, label in pages.TABS}
    missing = sorted(u for u in used if u not in PT_PT)
    assert not missing, missing


def test_a_database_in_a_hash_percent_folder_is_served_and_followed(room_db: tuple[Path, dict[str, int]], tmp_path: Path) -> None:
    source, ids = room_db
    folder = tmp_path / "Sala #2 a 100%41 cheia"
    folder.mkdir()
    db = folder / "room.db"
    source.rename(db)
    running = start_serve(db)
    host = urlsplit(running.url)
    stream = http.client.HTTPConnection(host.hostname, host.port, timeout=TIMEOUT)
    desk = Desk.open(db)
    try:
        stream.request("GET", "/events")
        response = stream.getresponse()
        first = read_event(response)
        left = desk.tournament(ids["main"]).state.players_left
        stored = time.monotonic()
        bust_one(desk, ids["main"])
        while (event := read_event(response))["kind"] != "change":  # the change watcher wakes the page
            assert time.monotonic() - stored < 2.0
        assert event["version"] != first["version"]
        _, html, _ = get(f"{running.url}/t/{ids['main']}")
        assert f"Jogadores em jogo {left - 1}" in text_of(html)
    finally:
        desk.close()
        stream.close()
        stop(running.process)
    assert sorted(p.name for p in tmp_path.iterdir()) == [folder.name]  # no stray "Sala " file beside it
