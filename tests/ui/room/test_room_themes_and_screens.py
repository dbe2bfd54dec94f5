"""Casino themes (high contrast enforced) and the documented screenshot command `tdapp screens`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tdapp.cli.main import main
from tdapp.domain.errors import RuleError
from tdapp.ui.room.theme import MIN_CONTRAST, available_themes, contrast_ratio, load_theme


def test_every_shipped_theme_is_high_contrast_and_has_its_logo(qapp) -> None:
    assert "default" in available_themes()
    for key in available_themes():
        theme = load_theme(key)
        for color in (theme.foreground, theme.accent, theme.muted, theme.warning):
            assert contrast_ratio(color, theme.background) >= MIN_CONTRAST
        assert theme.logo is None or theme.logo.is_file()


def test_a_low_contrast_or_broken_theme_is_refused(qapp, tmp_path: Path) -> None:
    good = json.loads((Path(load_theme().logo).parent / "default.json").read_text())  # type: ignore[arg-type]
    (tmp_path / "grey.json").write_text(json.dumps({**good, "logo": None, "muted": "#444444"}))
    with pytest.raises(RuleError, match=r"contrast of .*:1"):
        load_theme("grey", tmp_path)
    (tmp_path / "bad.json").write_text(json.dumps({**good, "logo": None, "accent": "not-a-color"}))
    with pytest.raises(RuleError, match="'accent'"):
        load_theme("bad", tmp_path)
    (tmp_path / "escape.json").write_text(json.dumps({**good, "logo": "../secret.png"}))
    with pytest.raises(RuleError, match="outside the themes folder"):
        load_theme("escape", tmp_path)
    with pytest.raises(RuleError, match="no theme"):
        load_theme("missing", tmp_path)


def test_tdapp_screens_writes_every_view_at_every_size(qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["screens", "--out", str(tmp_path), "--views", "clock,shot_clock"]) == 0
    assert " px" not in capsys.readouterr().err  # no text found too small, cut or in the margin
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert names == sorted(
        [f"clock_{w}x{h}.png" for w, h in ((1280, 720), (1920, 1080), (3840, 2160), (1080, 1920))]
        + [f"clock_paused_{w}x{h}.png" for w, h in ((1280, 720), (1920, 1080), (3840, 2160), (1080, 1920))]
        + ["shot_clock_800x480.png", "shot_clock_1280x720.png"]
    )
    image = QImage(str(tmp_path / "clock_3840x2160.png"))
    assert (image.width(), image.height()) == (3840, 2160)
    assert image.pixelColor(5, 5).name() == "#000000"  # the default theme's background
