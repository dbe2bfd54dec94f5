"""A demonstration tournament for the room's screens, built through the application layer.

`tdapp screens`, the room tests and the room benchmark all need a running
event with realistic figures: this builds one through a `Desk` (so every
figure comes from stored actions and the same rules as a real night), at a
fixed moment so screenshots are the same every time.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from tdapp.application.demo import DEMO_START_MS, MINUTE_MS, StepClock, add_players, enter_and_seat, room_name
from tdapp.application.desk import Desk
from tdapp.application.room_view import Announcement, AnnouncementKind, RoomView, Seat, TableSeats, build_room_view
from tdapp.application.templates import load_templates
from tdapp.domain.chips.chipset import stack_sizes, suggest_stack
from tdapp.domain.tournament.config import TournamentConfig

CHIP_COLORS = {25: "green", 100: "black", 500: "purple", 1000: "yellow", 5000: "red", 25000: "orange"}


def demo_messages() -> tuple[str, ...]:
    """The TD's announcement on the demo's screens, in the desk's language (a TD types his own in his)."""
    from PySide6.QtCore import QCoreApplication

    return (QCoreApplication.translate("RoomDemo", "Dinner break after level 8: 45 minutes"),)


#: The room's player names (see `tdapp.application.demo`).
demo_name = room_name


@dataclass
class Demo:
    desk: Desk
    tournament_id: int
    clock: StepClock
    names: dict[int, str]
    at_ms: int
    messages: tuple[str, ...] = field(default_factory=demo_messages)
    shot_table: int = 1
    extra: dict[str, int] = field(default_factory=dict)

    def view(self, at_ms: int | None = None) -> RoomView:
        state = self.desk.tournament(self.tournament_id).state
        return build_room_view(state, self.at_ms if at_ms is None else at_ms, self.names, messages=self.messages)


def chip_set_payload(config: TournamentConfig, values: list[int]) -> dict[str, object]:
    stacks = {kind: {str(v): n for v, n in suggest_stack(values, chips).items()} for kind, chips in stack_sizes(config).items()}
    return {
        "denominations": [{"value": v, "color": CHIP_COLORS.get(v, "gray"), "owned": 2000} for v in values],
        "stacks": stacks,
    }


def build_demo(path: Path | str, *, players: int = 120, busts: int = 33, names: Mapping[int, str] | None = None) -> Demo:
    """A rebuy tournament at level 6 with 12:34 left: late registration closes soon, a color-up at the break."""
    clock = StepClock(DEMO_START_MS - 90 * MINUTE_MS, step_ms=50)
    desk = Desk.open(path, operator="demo", now=clock)
    template = next(t for t in load_templates() if t.key == "rebuy_addon")
    config, then = template.commands(name="Four Seasons Rebuy €30 · Event #7")
    tconfig = TournamentConfig.from_dict(config)
    then.append(("chips.set", chip_set_payload(tconfig, list(template.structure.chips))))
    tid = desk.create_tournament(config, then)
    ids = add_players(desk, [(names or {}).get(n) or room_name(n) for n in range(1, players + 1)])
    enter_and_seat(desk, tid, ids, document=lambda pid: f"CC{pid:06d}")
    book = desk.tournament(tid)
    clock.at_ms = DEMO_START_MS
    desk.act(tid, "clock.start")
    clock.at_ms = DEMO_START_MS + 70 * MINUTE_MS
    desk.act_many(tid, [("money.rebuy", {"player_id": pid}) for pid in ids[: players // 7]])
    desk.act_many(tid, [("money.addon", {"player_id": pid}) for pid in ids[: players // 12]])
    out = ids[-busts:] if busts else []
    for i, pid in enumerate(out):
        desk.act(tid, "player.bust", {"busts": [{"player_id": pid, "eliminator_id": ids[i]}]})
    at = DEMO_START_MS + 93 * MINUTE_MS
    clock.at_ms = at
    desk.act(tid, "clock.jump", {"level": 6, "seconds_left": 12 * 60 + 40})
    table1 = book.state.seating.tables[1]
    seated = [pid for _seat, pid in sorted(table1.players.items())]
    desk.act(tid, "clock.shot.start", {"table": 1, "player_id": seated[0], "call": "shot"})
    if len(seated) > 2:
        desk.act(tid, "clock.shot.time_bank", {"table": 1, "player_id": seated[0]})
    directory = desk.players().players
    demo_names = {pid: directory[pid].name for pid in ids}
    return Demo(desk, tid, clock, demo_names, at + 6_000)


#: A festival's long name, as casinos name their flights (it must be shown whole, not cut).
FESTIVAL_NAME = "Four Seasons Poker Festival — Main Event Dia 1B"


def festival_view(view: RoomView, *, players: int = 300, places: int = 40) -> RoomView:
    """`view` as a festival flight would show it: a long name, `players` seated ten a table, `places` paid.

    What the room's screens must still show at the least size, page by page
    (issue 17 part 6); figures made up from the demo's, names from the room's
    list of names.
    """
    seats = [Seat(1 + i // 10, 1 + i % 10, 10_000 + i, room_name(1 + i)) for i in range(players)]
    by_name = tuple(sorted(seats, key=lambda s: (s.name.casefold(), s.player_id)))
    by_table = tuple(TableSeats(table, tuple(s for s in seats if s.table == table)) for table in sorted({s.table for s in seats}))
    first = max(view.payouts_cents, default=100_000) * 10
    payouts = tuple(max(5_000, first // (1 + i) // 100 * 100) for i in range(places))
    messages = (
        Announcement(AnnouncementKind.TEXT, text="Os jogadores das mesas 14 a 22 mudam para a sala de baixo no próximo intervalo"),
        Announcement(AnnouncementKind.TEXT, text="Day 2 starts tomorrow at 14:00: bag and tag your chips at the end of level 18"),
    )
    return dataclasses.replace(
        view,
        event_name=FESTIVAL_NAME,
        entries=players,
        players_left=players,
        payouts_cents=payouts,
        prize_pool_cents=sum(payouts),
        seating_by_name=by_name,
        seating_by_table=by_table,
        announcements=(*view.announcements, *messages),
    )
