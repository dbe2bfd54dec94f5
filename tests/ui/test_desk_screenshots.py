"""`tdapp desk-screens`: the desk's views rendered offscreen to PNG, in pt-PT and in English.

The command runs in a subprocess (it owns its QApplication and translator),
on a small choice of views so the test stays short.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tdapp.domain.errors import RuleError
from tdapp.ui.screenshots import VIEWS, file_name, select_views

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def run_command(out: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # the command sets offscreen itself
    return subprocess.run(
        [sys.executable, "-m", "tdapp.cli.main", "desk-screens", "--out", str(out), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, path
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_both_languages_render_the_chosen_views_as_real_pictures(tmp_path: Path) -> None:
    result = run_command(tmp_path, "--views", "start,floor", "--lang", "both")
    assert result.returncode == 0, result.stderr
    printed = [Path(line) for line in result.stdout.split()]
    for lang in ("pt_PT", "en"):
        expected = [tmp_path / lang / "01-start.png", tmp_path / lang / "03-floor.png"]
        assert [p for p in printed if p.parent.name == lang] == expected
        for path in expected:
            assert path.stat().st_size > 20_000  # a window full of widgets, not a blank picture
            assert png_size(path) == (1280, 800)
    # Two different languages really are two different pictures.
    assert (tmp_path / "pt_PT" / "03-floor.png").read_bytes() != (tmp_path / "en" / "03-floor.png").read_bytes()
    pt = json.loads((tmp_path / "pt_PT" / "views.json").read_text(encoding="utf-8"))
    en = json.loads((tmp_path / "en" / "views.json").read_text(encoding="utf-8"))
    # The tab titles on screen, from the same build: resources/i18n/tdapp_pt_PT.ts translates
    # "Registration" as "Inscrições", "Clock" as "Relógio" and "Money" as "Dinheiro" (the room keeps "Floor").
    assert pt["03-floor.png"]["tabs"][:4] == ["Inscrições", "Relógio", "Floor", "Dinheiro"]
    assert en["03-floor.png"]["tabs"][:4] == ["Registration", "Clock", "Floor", "Money"]
    assert "direção de torneio" in pt["01-start.png"]["window_title"]
    assert "tournament director" in en["01-start.png"]["window_title"]


def test_a_dialog_is_grabbed_at_its_own_size(tmp_path: Path) -> None:
    result = run_command(tmp_path, "--views", "bust", "--lang", "pt_PT", "--size", "1024x700")
    assert result.returncode == 0, result.stderr
    path = tmp_path / "pt_PT" / "21-bust.png"
    width, height = png_size(path)
    assert 300 < width < 1024 and 150 < height < 700
    captions = json.loads((tmp_path / "pt_PT" / "views.json").read_text(encoding="utf-8"))
    assert captions["21-bust.png"]["window_title"].startswith("Jogadores eliminados na mesa")


def test_an_unknown_view_is_refused_before_anything_is_rendered(tmp_path: Path) -> None:
    result = run_command(tmp_path, "--views", "flor")
    assert result.returncode == 2
    assert "flor" in result.stderr and "floor" in result.stderr
    assert not any(tmp_path.iterdir())


def test_groups_select_their_pages_in_file_order() -> None:
    assert select_views(["money", "start"]) == ["start", "money-prizes", "money-deal", "money-cash"]
    assert select_views(["floor"]) == ["floor"]  # a view's own name is that view only
    assert select_views(None) == list(VIEWS)
    assert file_name("floor") == "03-floor.png"
    with pytest.raises(RuleError):
        select_views(["setup-nothing"])
