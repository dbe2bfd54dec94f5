"""The README's run command on a real X server: the desk starts with Qt's xcb plugin, not offscreen (issue 16).

An Xvfb server (installed by `installer/dev.sh test`: xvfb, xauth) stands in
for the casino PC's display. The desk is started the way `tdapp` starts it
(`run_desk`: the platform check, the fonts, the translator, the main window)
in a child process with QT_QPA_PLATFORM=xcb; the child reads the pixels back
from the X server to prove the window is really drawn there.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from tdapp.ui import qt_libs

DRIVER = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from tdapp.ui import app as desk_app
    from tdapp.ui.qt_libs import platform_problem

    problem = platform_problem()
    if problem:
        print(json.dumps({"problem": problem}))
        sys.exit(3)
    qt = QApplication(sys.argv)

    def check(tries=[0], asked=[False]):
        main = next((w for w in qt.topLevelWidgets() if type(w).__name__ == "MainWindow"), None)
        modal = qt.activeModalWidget()
        if modal is not None:
            modal.reject()  # the operator's name, asked at the start of a shift (after the first frame and the sound check)
            asked[0] = True
        handle = main.windowHandle() if main is not None else None
        if main is None or not main.isVisible() or handle is None or not handle.isExposed() or not asked[0]:
            tries[0] += 1
            if tries[0] > 200:
                print(json.dumps({"problem": "no main window"}))
                qt.exit(4)
            QTimer.singleShot(100, check)
            return
        qt.processEvents()
        geometry = main.frameGeometry()
        shot = main.screen().grabWindow(0).toImage()  # the X server's own framebuffer
        # A grid over the whole window (a first start shows the welcome on a plain page, not a full list).
        colours = {shot.pixel(geometry.left() + dx, geometry.top() + dy)
                   for dx in range(0, geometry.width(), 7) for dy in range(0, geometry.height(), 13)}
        from PySide6.QtMultimedia import QMediaDevices
        from PySide6.QtWidgets import QLabel
        note = main.findChild(QLabel, "roomAudio")
        print(json.dumps({
            "audio_outputs": len(QMediaDevices.audioOutputs()),
            "audio_note": note.text() if note is not None and note.isVisible() else None,
            "platform": qt.platformName(),
            "title": main.windowTitle(),
            "win_id": int(main.winId()),
            "width": geometry.width(),
            "colours": len(colours),
        }))
        qt.exit(0)

    QTimer.singleShot(200, check)
    code = desk_app.run_desk(sys.argv[1], "pt_PT")
    import threading
    # What the interpreter's teardown would meet: nothing of the desk's (its end is done in order, tdapp.ui.shutdown).
    print(json.dumps({"after": True, "threads": sorted(t.name for t in threading.enumerate() if t is not threading.main_thread()),
                      "windows": [type(w).__name__ for w in qt.topLevelWidgets()]}))
    sys.exit(code)
    """
)


@pytest.fixture
def x_server() -> Iterator[str]:
    """A fresh Xvfb display; its number comes back through -displayfd, so parallel runs never collide."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        if os.environ.get("CI"):
            pytest.fail("Xvfb is missing: installer/dev.sh test installs xvfb and xauth", pytrace=False)
        pytest.skip("Xvfb is not installed (bash installer/dev.sh test installs it)")
    read, write = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL
    )
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_the_desk_opens_its_main_window_on_a_real_x_server(x_server: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env.update(
        DISPLAY=x_server,
        QT_QPA_PLATFORM="xcb",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        TDAPP_DATA_DIR=str(tmp_path),
        PYTHONFAULTHANDLER="1",  # a crash says where
    )
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, str(tmp_path / "desk.db")], env=env, capture_output=True, text=True, timeout=180, check=False
    )
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and len(lines) == 2, (done.returncode, done.stdout[-2000:], done.stderr[-3000:])
    seen, after = lines
    # The desk's end left no worker thread (a module half-imported, the other desks' watcher) and no window for the
    # interpreter's teardown to destroy in no order: the crash on exit that came now and then.
    assert after == {"after": True, "threads": [], "windows": []}, after
    assert seen["platform"] == "xcb"
    assert seen["win_id"] > 0 and seen["width"] >= 800
    assert "tdapp" in seen["title"]
    assert seen["colours"] > 3, "the X server shows no drawn window"  # Xvfb's empty screen is one colour
    assert "Could not load the Qt platform plugin" not in done.stderr
    # no sound server here: one line on the desk, not the back-ends' warnings on the terminal
    if seen["audio_outputs"] == 0:
        note = seen["audio_note"] or ""
        assert "silent" in note or "silêncio" in note, seen
    for noise in ("qt.multimedia", "PulseAudio", "pipewire"):
        assert noise not in done.stderr, done.stderr[-2000:]


def test_a_missing_xcb_library_is_named_in_one_line_with_its_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(qt_libs, "xcb_plugin", lambda: Path("/opt/qt/plugins/platforms/libqxcb.so"))
    monkeypatch.setattr(qt_libs, "plugin_loads", lambda plugin: False)
    monkeypatch.setattr(qt_libs, "missing_libraries", lambda plugin=None: ["libxcb-icccm.so.4", "libxkbcommon-x11.so.0"])
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    problem = qt_libs.platform_problem()
    assert problem is not None and "\n" not in problem
    assert "sudo apt-get install libxcb-icccm4 libxkbcommon-x11-0" in problem


def test_a_plugin_that_loads_is_not_looked_at_with_ldd(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every start loads the plugin first (as Qt does next); ldd, a process of its own (10-20 ms), only if that fails."""
    asked: list[object] = []
    monkeypatch.setattr(qt_libs, "xcb_plugin", lambda: Path("/opt/qt/plugins/platforms/libqxcb.so"))
    monkeypatch.setattr(qt_libs, "plugin_loads", lambda plugin: True)
    monkeypatch.setattr(qt_libs, "missing_libraries", lambda plugin=None: asked.append(plugin) or ["libxcb-icccm.so.4"])
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    assert qt_libs.platform_problem() is None
    assert asked == []


@pytest.mark.skipif(qt_libs.xcb_plugin() is None, reason="PySide6 has no xcb plugin on this system")
def test_the_plugin_loads_here_and_not_away_from_its_libraries(tmp_path: Path) -> None:
    """In a child process (a library once loaded would resolve the copy's links): the plugin loads, its copy does not."""
    plugin = qt_libs.xcb_plugin()
    assert plugin is not None
    copy = tmp_path / "plugins" / "platforms" / "libqxcb.so"
    copy.parent.mkdir(parents=True)
    shutil.copy(plugin, copy)
    check = "import sys; from pathlib import Path; from tdapp.ui.qt_libs import plugin_loads; print([plugin_loads(Path(p)) for p in sys.argv[1:]])"
    done = subprocess.run([sys.executable, "-c", check, str(copy), str(plugin)], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[False, True]"


def test_library_names_map_to_debian_packages_by_the_naming_policy() -> None:
    assert qt_libs.debian_name("libxcb-keysyms.so.1") == "libxcb-keysyms1"
    assert qt_libs.debian_name("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert qt_libs.debian_name("libX11-xcb.so.1") == "libx11-xcb1"


@pytest.mark.skipif(qt_libs.xcb_plugin() is None, reason="PySide6 has no xcb plugin on this system")
def test_the_plugins_links_are_read_with_ldd() -> None:
    """On this machine (set up by installer/dev.sh) nothing the plugin links to is missing."""
    assert qt_libs.missing_libraries() == []


@pytest.mark.skipif(qt_libs.xcb_plugin() is None, reason="PySide6 has no xcb plugin on this system")
def test_ldd_finds_what_a_plugin_cannot_load(tmp_path: Path) -> None:
    """The check can fail: the plugin copied away from Qt's own libraries links to libraries that do not resolve."""
    plugin = qt_libs.xcb_plugin()
    assert plugin is not None
    copy = tmp_path / "plugins" / "platforms" / "libqxcb.so"
    copy.parent.mkdir(parents=True)
    shutil.copy(plugin, copy)
    assert "libQt6XcbQpa.so.6" in qt_libs.missing_libraries(copy)


def test_tdapp_without_a_display_says_so_in_one_line(tmp_path: Path) -> None:
    """`tdapp` (the README's run command) on a machine with no display: one line and a way on, not Qt's abort."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND", "DISPLAY"))}
    env.update(HOME=str(tmp_path), TDAPP_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tdapp.cli.main"], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 3, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "DISPLAY" in lines[0] and "tdapp --selftest" in lines[0], done.stderr
    assert "Could not load the Qt platform plugin" not in done.stderr
