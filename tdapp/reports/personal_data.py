"""The printed sheet of everything tdapp holds on one player (GDPR art. 15; issue 15 part 4).

Built from `tdapp.application.personal_data.personal_data`: his entry, his
tournaments (place, prize) and every action that names him, with its time and operator.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from reportlab.platypus import Flowable

from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, build, gap, grid, heading, summary, title_block


def title(labels: Labels) -> str:
    return labels("Personal data held on a player")


def story(data: dict[str, Any], frame: Frame) -> list[Flowable]:
    t = frame.labels
    player = data["player"]
    out = title_block(frame)
    out.append(
        summary(
            [
                (t("No."), str(player["id"])),
                (t("Name"), player["name"]),
                (t("Nickname"), player["nickname"] or "—"),
                (t("Document"), player["document"] or "—"),
                (t("Phone"), player["phone"] or "—"),
                (t("E-mail"), player["email"] or "—"),
                (t("Notes"), player["notes"] or "—"),
                (t("In the player database since"), t.datetime(player["created_at_ms"]) if player["created_at_ms"] else "—"),
            ],
            width=0.9,
        )
    )
    out.append(heading(t("Tournaments")))
    rows = []
    for tournament in data["tournaments"]:
        place = tournament["place"][0]["first_place"] if tournament["place"] else None
        rows.append(
            [t.datetime(tournament["date_ms"]), tournament["name"], t.number(place) if place else "—", t.money(tournament["prize_cents"])]
        )
    out.append(grid([t("Date"), t("Event"), t("Place"), t("Prize")], rows or [["—", "", "", ""]], [0.22, 0.48, 0.1, 0.2], right=[2, 3]))
    out.append(gap())
    out.append(heading(t("Every recorded action that names him")))
    actions = [("", a) for a in data["directory_actions"]]
    for tournament in data["tournaments"]:
        actions += [(str(tournament["tournament_id"]), a) for a in tournament["actions"]]
    actions += [("", a) for a in data["ranking_actions"]]
    actions.sort(key=lambda item: item[1]["at_ms"])
    out.append(
        grid(
            [t("Time"), t("Event"), t("Action"), t("Operator")],
            [[t.datetime(a["at_ms"]), where, a["kind"], a["operator"]] for where, a in actions] or [["—", "", "", ""]],
            [0.25, 0.1, 0.4, 0.25],
        )
    )
    return out


def render(data: dict[str, Any], *, lang: str = "pt_PT", printed_at_ms: int = 0) -> bytes:
    labels = Labels(lang)
    frame = Frame(labels, title(labels), data["player"]["name"], printed_at_ms=printed_at_ms)
    return build(frame, story(data, frame))


def save(data: dict[str, Any], folder: Path, *, lang: str = "pt_PT", printed_at_ms: int = 0) -> tuple[Path, Path]:
    """Write ``player-<ID>.json`` (everything, for a machine) and ``player-<ID>.pdf`` (the sheet, for the player) into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    player_id = data["player"]["id"]
    json_path = folder / f"player-{player_id}.json"
    json_path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    pdf_path = folder / f"player-{player_id}.pdf"
    pdf_path.write_bytes(render(data, lang=lang, printed_at_ms=printed_at_ms))
    return json_path, pdf_path
