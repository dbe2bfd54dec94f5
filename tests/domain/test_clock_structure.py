"""Blind structures: validation (issue 3 item 1, SPEC section 6, RPT Art. 24 and 32) and the shipped templates."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from tdapp.domain.clock.structure import AnteKind, Break, Level, Structure
from tdapp.domain.errors import RuleError

TEMPLATES = Path(__file__).resolve().parents[2] / "resources" / "templates" / "structures"
CHIPS = [25, 100, 500, 1000, 5000]


def lv(sb: int, bb: int, ante: int = 0, minutes: int = 20) -> dict:
    return {"small_blind": sb, "big_blind": bb, "ante": ante, "minutes": minutes}


def brk(minutes: int = 10, color_up: int | None = None) -> dict:
    return {"break": True, "minutes": minutes, "color_up": color_up}


def test_json_round_trip_numbers_levels_and_keeps_breaks() -> None:
    data = {"items": [lv(100, 200, 200), brk(15, 25), lv(200, 400, 400)], "chips": CHIPS}
    structure = Structure.from_dict(data)
    assert structure.items == (Level(100, 200, 200, 20), Break(15, 25), Level(200, 400, 400, 20))
    assert structure.items_json() == [
        {"level": 1, "small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20},
        {"break": True, "minutes": 15, "color_up": 25},
        {"level": 2, "small_blind": 200, "big_blind": 400, "ante": 400, "minutes": 20},
    ]
    assert Structure.from_dict(structure.to_dict()) == structure
    assert structure.level_count == 2
    assert structure.index_of_level(2) == 2
    assert structure.level_number(1) == 1  # the break after level 1
    assert structure.chips_in_play(2) == (100, 500, 1000, 5000)


def test_big_blind_ante_is_the_default_rpt_art_32() -> None:
    structure = Structure.from_dict({"items": [lv(100, 200, 200)]})
    assert structure.items[0].ante_kind is AnteKind.BIG_BLIND
    classic = Structure.from_dict({"items": [{**lv(100, 200, 25), "ante_kind": "every_player"}]})
    assert classic.items[0].ante_kind is AnteKind.EVERY_PLAYER
    assert classic.items_json()[0]["ante_kind"] == "every_player"


REFUSED = [
    ("empty", {"items": []}, "non-empty list"),
    ("only a break", {"items": [brk()]}, "at least one level"),
    ("ends with a break", {"items": [lv(100, 200), brk()]}, "must end with a level"),
    ("level without duration", {"items": [lv(100, 200), lv(200, 400, minutes=0)]}, "Level 2 has no duration"),
    ("level with no minutes field", {"items": [lv(100, 200), {"small_blind": 200, "big_blind": 400}]}, "Level 2 has no duration"),
    ("break without duration", {"items": [lv(100, 200), brk(0), lv(200, 400)]}, "break after level 1 has no duration"),
    ("two breaks", {"items": [lv(100, 200), brk(), brk(), lv(200, 400)]}, "Two breaks"),
    ("big blind goes down", {"items": [lv(100, 200), lv(200, 400), lv(150, 300)]}, "Level 3: the small blind goes down"),
    ("small blind above big blind", {"items": [lv(300, 200)]}, "Level 1: the small blind (300) is larger"),
    (
        "ante above big blind (RPT Art. 32)",
        {"items": [lv(100, 200), lv(200, 400, 500)]},
        "Level 2: the ante (500) is larger than the big blind",
    ),
    ("no blinds", {"items": [lv(0, 0)]}, "Level 1 needs a small blind"),
    ("amount not playable", {"items": [lv(10, 20)], "chips": CHIPS}, "Level 1: the small blind of 10 cannot be made"),
    (
        "amount not playable after the color-up (RPT Art. 24)",
        {"items": [lv(25, 50), brk(10, 25), lv(100, 200), lv(250, 500)], "chips": CHIPS},
        "Level 3: the small blind of 250 cannot be made with the chips in play (smallest: 100)",
    ),
    (
        "color-up of a chip not in play",
        {"items": [lv(100, 200), brk(10, 50), lv(200, 400)], "chips": CHIPS},
        "50 chip, which is not in play",
    ),
    ("color-up of the largest chip", {"items": [lv(100, 200), brk(10, 100), lv(200, 400)], "chips": [25, 100]}, "largest chip"),
    ("color-up skipping the smallest", {"items": [lv(100, 200), brk(10, 100), lv(200, 400)], "chips": CHIPS}, "smaller 25 chip"),
    ("text amount", {"items": [{"small_blind": "100", "big_blind": 200, "minutes": 20}]}, "'small_blind' must be a whole number"),
    ("unknown field", {"items": [{**lv(100, 200), "color": "red"}]}, "unknown fields color"),
    ("bad chip set", {"items": [lv(100, 200)], "chips": [25, -5]}, "chip set"),
]


@pytest.mark.parametrize(("case", "data", "message"), REFUSED, ids=[c[0] for c in REFUSED])
def test_invalid_structures_are_refused_with_the_level_and_the_reason(case: str, data: dict, message: str) -> None:
    with pytest.raises(RuleError) as refused:
        Structure.from_dict(data)
    assert message in refused.value.render()


def test_blinds_may_stay_equal_ante_up_fs_3_1_6() -> None:
    items = [{**lv(500, 1000, 100 * i), "ante_kind": "every_player"} for i in range(1, 6)]
    structure = Structure.from_dict({"items": items, "chips": CHIPS})
    assert [item.ante for item in structure.items] == [100, 200, 300, 400, 500]


TEMPLATE_NAMES = sorted(p.stem for p in TEMPLATES.glob("*.json"))


def test_a_template_for_every_modality() -> None:
    modalities = {json.loads((TEMPLATES / f"{name}.json").read_text())["modality"] for name in TEMPLATE_NAMES}
    assert modalities >= {
        "freezeout",
        "rebuy_addon",
        "knockout",
        "satellite",
        "win_the_button",
        "ante_up",
        "escalator",
        "sit_and_go",
        "survivor",
        "multistack",
    }
    assert {"freezeout_regular", "freezeout_turbo", "freezeout_deep", "sit_and_go_6max", "sit_and_go_10handed"} <= set(TEMPLATE_NAMES)


@pytest.mark.parametrize("name", TEMPLATE_NAMES)
def test_templates_are_valid_structures(name: str) -> None:
    structure = Structure.from_dict(json.loads((TEMPLATES / f"{name}.json").read_text(encoding="utf-8")))
    assert structure.level_count >= 10
    assert structure.chips


def test_ante_up_template_keeps_the_blinds_and_raises_the_ante_fs_3_1_6() -> None:
    structure = Structure.from_dict(json.loads((TEMPLATES / "ante_up.json").read_text()))
    levels = [item for item in structure.items if isinstance(item, Level)]
    assert len({(level.small_blind, level.big_blind) for level in levels}) == 1
    antes = [level.ante for level in levels]
    assert antes == sorted(antes) and antes[-1] > antes[0]


def test_escalator_template_lengthens_levels_fs_3_1_7() -> None:
    structure = Structure.from_dict(json.loads((TEMPLATES / "escalator.json").read_text()))
    minutes = [item.minutes for item in structure.items if isinstance(item, Level)]
    assert all(later > earlier for earlier, later in itertools.pairwise(minutes))


def test_turbo_is_faster_and_deep_is_deeper_than_regular() -> None:
    def load(name: str) -> Structure:
        return Structure.from_dict(json.loads((TEMPLATES / f"{name}.json").read_text()))

    regular, turbo, deep = load("freezeout_regular"), load("freezeout_turbo"), load("freezeout_deep")
    first = {name: next(i for i in s.items if isinstance(i, Level)) for name, s in (("r", regular), ("t", turbo), ("d", deep))}
    assert first["t"].minutes < first["r"].minutes < first["d"].minutes
