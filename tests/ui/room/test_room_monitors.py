"""Two monitors (Qt offscreen with a screens file): the display goes full-screen on the chosen one, the desk stays on the other."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SCREENS = {
    "screens": [
        {"name": "DESK", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1},
        {"name": "ROOM", "x": 1920, "y": 0, "width": 1280, "height": 720, "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1},
    ]
}


def run_two_monitors(tmp_path: Path) -> dict:  # type: ignore[type-arg]
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS), encoding="utf-8")
    assert config.is_file()  # a missing config file aborts the Qt process
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", TDAPP_DATA_DIR=str(tmp_path))
    script = Path(__file__).with_name("two_monitors_script.py")
    done = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_display_full_screen_on_the_chosen_monitor_and_desk_on_the_other(tmp_path: Path) -> None:
    out = run_two_monitors(tmp_path)
    assert out["screens"] == ["DESK", "ROOM"]
    assert out["main"] == {"screen": "ROOM", "full": True, "geometry": [1920, 0, 1280, 720]}
    assert out["desk"]["screen"] == "DESK" and not out["desk"]["full"]
    assert out["main_time"] == "12:35"  # the demo's clock, read through the desk provider
    assert out["remembered"] == "ROOM"
    # A display without a chosen monitor avoids the desk's.
    assert out["seating"]["screen"] == "ROOM" and out["seating"]["full"]
    # Unplugged: only the desk's monitor is left, so the display becomes a window there (the desk stays usable).
    assert out["unplugged"]["screen"] == "DESK" and not out["unplugged"]["full"]
    # Plugged back: full-screen on ROOM again.
    assert out["replugged"] == {"screen": "ROOM", "full": True, "geometry": [1920, 0, 1280, 720]}
    # The next evening, on this machine, it remembers ROOM by name.
    assert out["next_day"] == {"screen": "ROOM", "full": True, "geometry": [1920, 0, 1280, 720]}
