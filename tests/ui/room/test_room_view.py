"""The room's figures (SPEC section 6) computed from a tournament's state: no Qt involved."""

from __future__ import annotations

from factories import MINUTE_MS, START_MS, STARTING_STACK, Script, config

from tdapp.application.room_view import AnnouncementKind, Blinds, build_room_view
from tdapp.domain.clock.level_clock import ClockRun

STRUCTURE = {
    "items": [
        {"small_blind": 100, "big_blind": 200, "ante": 0, "minutes": 20},
        {"small_blind": 200, "big_blind": 400, "ante": 400, "minutes": 20},
        {"break": True, "minutes": 10, "color_up": 25},
        {"small_blind": 300, "big_blind": 600, "ante": 600, "minutes": 20},
    ],
    "chips": [25, 100, 500, 1000],
}
CHIPS = {
    "denominations": [
        {"value": 25, "color": "green", "owned": 500},
        {"value": 100, "color": "black", "owned": 500},
        {"value": 500, "color": "purple", "owned": 500},
        {"value": 1000, "color": "yellow", "owned": 500},
    ]
}
NAMES = {1: "Zé Silva", 2: "Álvaro Costa", 3: "Ana Pinto", 4: "Rui Sousa"}


def running(players: int = 4, **changes: object) -> Script:
    s = Script(config("rebuy_addon", late_registration_until_level=2, **changes))
    s.add("clock.set_structure", STRUCTURE).add("chips.set", CHIPS)
    s.entered(*range(1, players + 1))
    s.add("seating.open_table", {"table": 1})
    for pid in range(1, players + 1):
        s.add("seating.seat", {"player_id": pid, "table": 1, "seat": pid})
    s.at_ms = START_MS
    s.add("clock.start")
    return s


def test_clock_figures_level_blinds_time_left_and_next_level() -> None:
    state = running().state()
    view = build_room_view(state, START_MS + 5 * MINUTE_MS + 30_000, NAMES)
    assert view.run is ClockRun.RUNNING
    assert (view.level, view.is_break) == (1, False)
    assert view.blinds == Blinds(100, 200, 0)
    assert view.remaining_seconds == 14 * 60 + 30
    assert view.next_blinds == Blinds(200, 400, 400)
    assert view.next_break_in_seconds == 34 * 60 + 30  # the rest of level 1, then level 2
    assert view.next_break_minutes == 10


def test_players_entries_rebuys_addons_average_stack_and_prize_pool() -> None:
    s = running()
    s.rebuy(1).rebuy(2).addon(3)
    s.add("player.bust", {"busts": [{"player_id": 4}]})
    view = build_room_view(s.state(), START_MS + 60_000, NAMES)
    assert (view.players_left, view.entries, view.rebuys, view.addons) == (3, 4, 2, 1)
    chips = 4 * STARTING_STACK + 2 * STARTING_STACK + 30_000
    assert view.chips_in_play == chips
    assert view.average_stack == chips // 3
    assert view.average_stack_big_blinds == (chips // 3) // 200
    # 4 buy-ins x 90 EUR + 3 x 45 EUR to the pool, no ranking deduction (FS 7.2).
    assert view.prize_pool_cents == 4 * 9_000 + 3 * 4_500


def test_payouts_follow_the_prize_table_in_force() -> None:
    small = build_room_view(running(4).state(), START_MS, NAMES)
    assert small.payouts_cents == ()  # fewer than 6 entries: no Four Seasons table yet (FS 7.4, 8.1)
    view = build_room_view(running(10).state(), START_MS, NAMES)
    assert view.payouts_cents == (45_000, 27_000, 18_000)  # FS 7.4: 10-30 entries pay 50/30/20 %
    assert sum(view.payouts_cents) == view.prize_pool_cents


def test_chip_denominations_in_play_with_their_colors_and_the_color_up_announced() -> None:
    view = build_room_view(running().state(), START_MS + 30 * MINUTE_MS, NAMES)
    assert [(c.value, c.color) for c in view.chips] == [(25, "green"), (100, "black"), (500, "purple"), (1000, "yellow")]
    assert view.color_up_next_break == 25
    assert any(a.kind is AnnouncementKind.COLOR_UP and a.value == 25 for a in view.announcements)
    during_break = build_room_view(running().state(), START_MS + 41 * MINUTE_MS, NAMES)
    assert during_break.is_break and during_break.blinds is None
    assert during_break.next_blinds == Blinds(300, 600, 600)


def test_seating_by_name_ignores_accents_and_by_table_in_seat_order() -> None:
    view = build_room_view(running().state(), START_MS, NAMES)
    assert [s.name for s in view.seating_by_name] == ["Álvaro Costa", "Ana Pinto", "Rui Sousa", "Zé Silva"]
    assert [(t.table, [s.seat for s in t.seats]) for t in view.seating_by_table] == [(1, [1, 2, 3, 4])]


def test_late_registration_closing_in_n_minutes_only_in_its_last_quarter_hour() -> None:
    state = running().state()  # late registration until the end of level 2: 40 minutes of play
    early = build_room_view(state, START_MS + 10 * MINUTE_MS, NAMES)
    assert early.late_registration_minutes_left == 30
    assert not any(a.kind is AnnouncementKind.LATE_REGISTRATION for a in early.announcements)
    late = build_room_view(state, START_MS + 35 * MINUTE_MS + 30_000, NAMES)
    assert [a.value for a in late.announcements if a.kind is AnnouncementKind.LATE_REGISTRATION] == [5]


def test_hand_for_hand_paused_and_free_text_announcements() -> None:
    s = running().add("clock.hand_for_hand.start")
    view = build_room_view(s.state(), s.at_ms, NAMES, messages=["Dinner break after level 8", "  "])
    kinds = [a.kind for a in view.announcements]
    assert AnnouncementKind.HAND_FOR_HAND in kinds
    assert view.announcements[-1].text == "Dinner break after level 8"
    assert kinds.count(AnnouncementKind.TEXT) == 1  # blank text is not shown


def test_structure_ran_out_warns_the_room() -> None:
    view = build_room_view(running().state(), START_MS + 75 * MINUTE_MS, NAMES)
    assert view.structure_exhausted
    assert [a.value for a in view.announcements if a.kind is AnnouncementKind.STRUCTURE_EXHAUSTED] == [3]


def test_shot_clock_and_time_banks_per_table() -> None:
    s = running()
    s.add("clock.shot.start", {"table": 1, "player_id": 2, "call": "shot"})
    started = s.at_ms - 1_000
    s.add("clock.shot.time_bank", {"table": 1, "player_id": 2})
    view = build_room_view(s.state(), started + 10_000, NAMES)
    shot = view.shot_table(1)
    assert shot is not None and shot.acting_name == "Álvaro Costa"
    assert shot.remaining_seconds == 50  # 30 s + a 30 s Time Bank, 10 s gone (RPT Art. 80)
    assert {p.name: p.time_banks_left for p in shot.players}["Álvaro Costa"] == 1
    assert {p.name: p.time_banks_left for p in shot.players}["Zé Silva"] == 2


def test_before_creation_and_before_the_structure() -> None:
    empty = build_room_view(Script().state(), START_MS, {}, messages=["Welcome"])
    assert empty.event_name == "" and empty.announcements[0].text == "Welcome"
    s = Script(config("freezeout")).entered(1)
    view = build_room_view(s.state(), START_MS, {})
    assert view.item_index == -1 and view.blinds is None and view.players_left == 1
