"""The HTML of every page: plain markup the server renders, with the data the script needs.

Each page is complete without script (a TV browser that runs none still
shows the clock as of the last load); `room.js` adds the countdown, the live
reload and the offline notice. Every text is escaped; every word comes from
`tdapp.web.labels`.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable
from html import escape
from urllib.parse import quote

from tdapp.application.room_view import Announcement, AnnouncementKind, Blinds, Halt, RoomView
from tdapp.domain.clock.level_clock import ClockRun
from tdapp.domain.tournament.state import Status
from tdapp.web import content
from tdapp.web.labels import Labels
from tdapp.web.source import Room

#: The labels the script needs to write the clock by itself.
SCRIPT_LABELS = (
    "Level {n}",
    "Day {d}",
    "BREAK",
    "Break",
    "Ante {ante}",
    "Next: {blinds}",
    "Next: break, {n} min",
    "Next: break",
    "Break in {time}",
    "No break ahead",
    "{n} BB",
)

#: The tabs of a tournament: (path suffix, label).
TABS = (("", "Clock"), ("/seat", "Find my seat"), ("/tables", "Tables"), ("/payouts", "Payouts"), ("/results", "Results"))


class NotFound(Exception):
    """The page asked for does not exist (an unknown tournament, or one not listed)."""


def e(text: object) -> str:
    return escape(str(text), quote=True)


def clock_text(seconds: int) -> str:
    seconds = max(0, seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


# -- the frame --------------------------------------------------------------------------


def frame(t: Labels, room: Room, *, title: str, body: str, path: str, kind: str, nav: str = "") -> str:
    other = "en" if t.lang == "pt_PT" else "pt"
    switch = t("English") if t.lang == "pt_PT" else t("Português")
    labels = {key: t(key) for key in SCRIPT_LABELS}
    return f"""<!doctype html>
<html lang="{t.html_lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(title)}</title>
<link rel="stylesheet" href="/static/room.css">
<script src="/static/room.js" defer></script>
</head>
<body class="page-{kind}" data-version="{room.version}" data-lang="{t.lang}">
<header class="bar">
<a class="home" href="/">{e(t("Tournaments"))}</a>
<h1>{e(title)}</h1>
<a class="lang" href="{e(path)}{"&amp;" if "?" in path else "?"}lang={other}">{e(switch)}</a>
</header>
{nav}
<div id="offline" class="offline" hidden>{e(t("Offline: the clock keeps counting and catches up when the network is back."))}</div>
<main id="main">
{body}
</main>
<script type="application/json" id="labels">{_json(labels)}</script>
</body>
</html>
"""


def _json(data: object) -> str:
    # Inside <script>, "</" must not appear: escape it so no text can close the element.
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def tournament_nav(t: Labels, tournament_id: int, current: str) -> str:
    links = []
    for suffix, label in TABS:
        here = ' aria-current="page"' if suffix == current else ""
        links.append(f'<a href="/t/{tournament_id}{suffix}"{here}>{e(t(label))}</a>')
    links.append(f'<a href="/ranking">{e(t("Ranking"))}</a>')
    return f'<nav class="tabs">{"".join(links)}</nav>'


# -- lobby -------------------------------------------------------------------------------


def lobby(t: Labels, room: Room, at_ms: int, path: str) -> str:
    cards = []
    names = content.public_names(room.desk.players())
    for row in room.listed():
        book = room.book(row.id)
        if book is None:
            continue
        view = content.clock_view(book.state, at_ms, names)
        state_line = _lobby_clock_line(t, view)
        cards.append(
            f"""<a class="card" href="/t/{row.id}" data-anchor='{e(_json(content.clock_anchor(book.state, view)))}'>
<span class="card-name">{e(row.name)}</span>
<span class="card-status status-{e(row.status)}">{e(t(row.status))}</span>
<span class="card-clock"><span class="js-level">{e(state_line[0])}</span> <span class="js-time">{e(state_line[1])}</span></span>
<span class="card-figures">{e(t("{players} players left of {entries}", players=t.number(view.players_left), entries=t.number(view.entries)))}</span>
</a>"""
        )
    if not cards:
        cards.append(f'<p class="empty">{e(t("No tournament is running now."))}</p>')
    body = f"""<section class="lobby">{"".join(cards)}</section>
<p class="lobby-links"><a href="/ranking">{e(t("Season ranking"))}</a></p>
<aside class="qr"><img src="/qr.svg" alt=""><span>{e(t("Scan for your seat"))}</span></aside>"""
    return frame(t, room, title=t("Tournaments"), body=body, path=path, kind="lobby")


def _lobby_clock_line(t: Labels, view: RoomView) -> tuple[str, str]:
    if view.blinds is None and not view.is_break:
        return "", ""
    level = t("Break") if view.is_break else t("Level {n}", n=view.level)
    return level, clock_text(view.remaining_seconds)


# -- the clock -----------------------------------------------------------------------------


def blinds_text(t: Labels, blinds: Blinds | None) -> str:
    if blinds is None:
        return ""
    text = f"{t.number(blinds.small_blind)} / {t.number(blinds.big_blind)}"
    if blinds.ante:
        text += "  ·  " + t("Ante {ante}", ante=t.number(blinds.ante))
    return text


def announcement_text(t: Labels, a: Announcement) -> str:
    if a.kind is AnnouncementKind.COLOR_UP:
        return t("Color-up at the break: the {chip} chips leave play", chip=t.number(a.value))
    if a.kind is AnnouncementKind.HAND_FOR_HAND:
        return t("Hand-for-hand")
    if a.kind is AnnouncementKind.LATE_REGISTRATION:
        return t("Late registration closes in 1 minute") if a.value == 1 else t("Late registration closes in {n} minutes", n=a.value)
    if a.kind is AnnouncementKind.LATE_REGISTRATION_CLOSED:
        return t("Late registration is closed")
    if a.kind is AnnouncementKind.STRUCTURE_EXHAUSTED:
        return t("The structure has run out: level {n} continues", n=a.value)
    if a.kind is AnnouncementKind.PAUSED:
        return t("The clock is paused")
    if a.kind is AnnouncementKind.BREAK:
        return ""  # the clock itself says BREAK
    return a.text


def halt_word(t: Labels, halt: Halt) -> str:
    """The large word on a halted timer, as on the room clock screen (issue 17)."""
    return {Halt.PAUSED: t("PAUSED"), Halt.BREAK: t("BREAK"), Halt.DAY_ENDED: t("END OF DAY")}.get(halt, "")


def timer_html(t: Labels, view: RoomView) -> str:
    """The timer: the word of a halt above the digits (the script writes BREAK when a break begins by itself)."""
    word = halt_word(t, view.halt)
    return (
        f'<div class="clock-halt js-halt halt-{e(view.halt.value)}"{"" if word else " hidden"}>{e(word)}</div>'
        f'<div class="clock-time js-time">{e(clock_text(view.remaining_seconds))}</div>'
    )


def clock_page(t: Labels, room: Room, tournament_id: int, at_ms: int, path: str) -> str:
    book = room.book(tournament_id)
    if book is None:
        raise NotFound
    state = book.state
    names = content.public_names(room.desk.players())
    view = content.clock_view(state, at_ms, names)
    anchor = content.clock_anchor(state, view)
    notices = [announcement_text(t, a) for a in view.announcements]
    if view.run is ClockRun.NOT_STARTED:
        notices.insert(0, t("The clock has not started"))
    elif view.run is ClockRun.ENDED_FOR_DAY:
        notices.insert(0, t("Play has ended for today"))
    if not anchor["items"]:
        notices.insert(0, t("The structure is not set yet"))
    level = t("Break") if view.is_break else t("Level {n}", n=view.level)
    if view.day > 1:
        level = t("Day {d}", d=view.day) + " · " + level
    big = t("BREAK") if view.is_break else blinds_text(t, view.blinds)
    if view.next_is_break:
        upcoming = t("Next: break")
    elif view.next_blinds is not None:
        upcoming = t("Next: {blinds}", blinds=blinds_text(t, view.next_blinds))
    else:
        upcoming = ""
    next_break = (
        t("Break in {time}", time=clock_text(view.next_break_in_seconds)) if view.next_break_in_seconds is not None else t("No break ahead")
    )
    average = t.number(view.average_stack)
    if view.average_stack_big_blinds is not None:
        average += f' <small class="js-bb">({e(t("{n} BB", n=t.number(view.average_stack_big_blinds)))})</small>'
    figures = [
        ("players", t("Players left"), e(t.number(view.players_left))),
        ("entries", t("Entries"), e(t.number(view.entries))),
        ("average", t("Average stack"), average),
        ("pool", t("Prize pool"), e(t.money(view.prize_pool_cents))),
    ]
    figure_html = "".join(
        f'<div class="figure fig-{key}"><span class="label">{e(label)}</span><span class="value">{value}</span></div>'
        for key, label, value in figures
    )
    notice_html = "".join(f"<li>{e(n)}</li>" for n in notices if n)
    body = f"""<section class="clock run-{e(view.run.value)}" data-anchor='{e(_json(anchor))}'>
<div class="clock-level js-level">{e(level)}</div>
{timer_html(t, view)}
<div class="clock-blinds js-blinds">{e(big)}</div>
<div class="clock-next js-next">{e(upcoming)}</div>
<div class="clock-break js-break">{e(next_break)}</div>
</section>
<section class="figures">{figure_html}</section>
<ul class="notices">{notice_html}</ul>
<aside class="qr qr-corner"><img src="/qr.svg" alt=""><span>{e(t("Scan for your seat"))}</span></aside>"""
    return frame(t, room, title=view.event_name, body=body, path=path, kind="clock", nav=tournament_nav(t, tournament_id, ""))


# -- find my seat ------------------------------------------------------------------------------


def seat_page(t: Labels, room: Room, tournament_id: int, query: str, path: str) -> str:
    book = room.book(tournament_id)
    if book is None:
        raise NotFound
    state = book.state
    names = content.public_names(room.desk.players())
    query = query.strip()[:80]
    answers: list[str] = []
    if query:
        if len(content.fold(query).replace(" ", "")) < 2:
            answers.append(f'<p class="empty">{e(t("Type at least two letters."))}</p>')
        else:
            found, more = content.find_seat(state, names, query)
            for a in found:
                if a.table is not None:
                    where = t("Table {table}, seat {seat}", table=a.table, seat=a.seat)
                    css = "seated"
                elif a.out_place is not None:
                    where = t("Out in {place} place", place=t.place(a.out_place))
                    css = "out"
                else:
                    where = t("Not seated yet")
                    css = "waiting"
                answers.append(f'<li class="answer {css}"><span class="who">{e(a.name)}</span><span class="where">{e(where)}</span></li>')
            if not found:
                answers.append(f'<p class="empty">{e(t("Nobody of that name is registered."))}</p>')
            if more:
                answers.append(f'<p class="more">{e(t("{count} more: type more of the name.", count=more))}</p>')
    listed = "".join(a for a in answers if a.startswith("<li"))
    others = "".join(a for a in answers if not a.startswith("<li"))
    body = f"""<form class="search" method="get" action="/t/{tournament_id}/seat">
<label for="q">{e(t("Type part of your name"))}</label>
<div class="search-row"><input id="q" name="q" type="search" value="{e(query)}" autocomplete="off" autofocus><button type="submit">{e(t("Search"))}</button></div>
</form>
<ul class="answers">{listed}</ul>{others}"""
    title = state.config.shown_name if state.config else ""
    return frame(t, room, title=title, body=body, path=path, kind="seat", nav=tournament_nav(t, tournament_id, "/seat"))


# -- seating by table ---------------------------------------------------------------------------


def tables_page(t: Labels, room: Room, tournament_id: int, at_ms: int, path: str) -> str:
    book = room.book(tournament_id)
    if book is None:
        raise NotFound
    names = content.public_names(room.desk.players())
    view = content.clock_view(book.state, at_ms, names)
    blocks = []
    for table in view.seating_by_table:
        rows = "".join(f"<tr><td class='num'>{s.seat}</td><td>{e(s.name)}</td></tr>" for s in table.seats)
        blocks.append(
            f'<table class="seating"><caption>{e(t("Table {table}", table=table.table))}</caption>'
            f"<thead><tr><th class='num'>{e(t('Seat'))}</th><th>{e(t('Player'))}</th></tr></thead><tbody>{rows}</tbody></table>"
        )
    body = f'<section class="tables">{"".join(blocks)}</section>' if blocks else f'<p class="empty">{e(t("Nobody is seated."))}</p>'
    return frame(t, room, title=view.event_name, body=body, path=path, kind="tables", nav=tournament_nav(t, tournament_id, "/tables"))


# -- payouts ---------------------------------------------------------------------------------------


def payouts_page(t: Labels, room: Room, tournament_id: int, at_ms: int, path: str) -> str:
    book = room.book(tournament_id)
    if book is None:
        raise NotFound
    state = book.state
    view = content.clock_view(state, at_ms, {})
    head = f'<p class="lead">{e(t("Prize pool"))}: <strong>{e(t.money(view.prize_pool_cents))}</strong></p>'
    if not view.payouts_cents:
        body = head + f'<p class="empty">{e(t("The prize table is set when enough players have entered."))}</p>'
    else:
        rows = []
        for place, amount in enumerate(view.payouts_cents, start=1):
            prize = t("Seat in the target event") if place <= view.satellite_seats else t.money(amount)
            rows.append(f"<tr><td class='num'>{e(t.place(place))}</td><td class='num'>{e(prize)}</td></tr>")
        if state.status in (Status.FINISHED, Status.ARCHIVED):  # an event that is over pays its prizes: final, frozen or not
            note = f'<p class="note">{e(t("FINAL: the tournament is over; these are the prizes it paid."))}</p>'
        elif state.prizes.frozen is None:
            note = f'<p class="note">{e(t("PROVISIONAL: the prize table is not frozen yet."))}</p>'
        else:
            note = ""
        body = (
            head
            + f"<p>{e(t('{places} places paid', places=len(view.payouts_cents)))}</p>{note}"
            + f"<table class='payouts'><thead><tr><th class='num'>{e(t('Place'))}</th><th class='num'>{e(t('Prize'))}</th></tr></thead>"
            + f"<tbody>{''.join(rows)}</tbody></table>"
        )
    return frame(t, room, title=view.event_name, body=body, path=path, kind="payouts", nav=tournament_nav(t, tournament_id, "/payouts"))


# -- results ------------------------------------------------------------------------------------------


def results_page(t: Labels, room: Room, tournament_id: int, path: str) -> str:
    book = room.book(tournament_id)
    if book is None:
        raise NotFound
    names = content.public_names(room.desk.players())
    found = content.tournament_results(book.state, tournament_id, names)
    title = book.state.config.shown_name if book.state.config else ""
    rows = []
    if found is not None:
        for line in found.lines:
            if line.first_place is None:
                continue  # still in play: shown as a count, not as a result
            bounty = t.money(line.bounty_paid_cents) if line.bounty_paid_cents else ""
            prize = t("Seat in the target event") if line.seat else t.money(line.prize_cents) if line.prize_cents else ""
            rows.append(
                f"<tr><td class='num'>{e(t.place(line.first_place, line.last_place))}</td><td>{e(line.name)}</td>"
                f"<td class='num'>{e(prize)}</td><td class='num'>{e(bounty)}</td></tr>"
            )
    left = book.state.players_left
    lead = (
        f'<p class="lead">{e(t("Still in play"))}: <strong>{e(t.number(left))}</strong></p>'
        if left and not book.state.prizes_settled()
        else ""
    )
    if rows:
        table = (
            f"<table class='results'><thead><tr><th class='num'>{e(t('Place'))}</th><th>{e(t('Player'))}</th>"
            f"<th class='num'>{e(t('Prize'))}</th><th class='num'>{e(t('Bounties'))}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )
    else:
        table = f'<p class="empty">{e(t("Nobody is out yet."))}</p>'
    return frame(t, room, title=title, body=lead + table, path=path, kind="results", nav=tournament_nav(t, tournament_id, "/results"))


# -- season ranking -------------------------------------------------------------------------------------


def ranking_page(t: Labels, room: Room, today: dt.date, path: str) -> str:
    names = content.public_names(room.desk.players())
    season, standings = content.season_ranking(room.desk.ranking.state, today)
    title = f"{t('Season ranking')} · {season.name}" if season is not None else t("Season ranking")
    rows = []
    if standings is not None:
        for row in standings.rows[: content.RANKING_ROWS]:
            rows.append(
                f"<tr><td class='num'>{row.position}</td><td>{e(names.get(row.player_id) or f'#{row.player_id}')}</td>"
                f"<td class='num'>{e(t.number(row.points))}</td><td class='num'>{row.tournaments}</td></tr>"
            )
    if rows:
        body = (
            f"<table class='ranking'><thead><tr><th class='num'>{e(t('Place'))}</th><th>{e(t('Player'))}</th>"
            f"<th class='num'>{e(t('Points'))}</th><th class='num'>{e(t('Tournaments played'))}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )
    else:
        body = f'<p class="empty">{e(t("No results in the ranking yet."))}</p>'
    return frame(t, room, title=title, body=body, path=path, kind="ranking")


def not_found_page(t: Labels, room: Room, path: str) -> str:
    body = f'<p class="empty">{e(t("Page not found."))}</p><p><a href="/">{e(t("Back to the tournaments"))}</a></p>'
    return frame(t, room, title=t("Page not found."), body=body, path=path, kind="missing")


def every_page(room: Room) -> Iterable[str]:
    """The address of every page, for the screenshots and the tests."""
    yield "/"
    for row in room.listed():
        base = f"/t/{row.id}"
        yield base
        yield f"{base}/seat"
        yield f"{base}/tables"
        yield f"{base}/payouts"
        yield f"{base}/results"
    yield "/ranking"


def seat_query_path(tournament_id: int, query: str) -> str:
    return f"/t/{tournament_id}/seat?q={quote(query)}"
