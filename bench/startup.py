"""Start-up benchmark (issue 19): time to the first frame of a bare PySide6 window and of tdapp, in one run.

Each sample is a new process; the time is from just before the process is
started to the first paint of its main window (wall clock, read in the child
by an event filter installed when the window is shown). tdapp is started as
a user starts it (`python -m tdapp`) on a database with a running tournament
it reopens (the first screen is the event: clock bar and registration tab).
Samples alternate bare / tdapp so that load on the machine hits both alike;
the figure that matters is the ratio of the medians (goal <= 2x). Each
sample's CPU time by its first frame (the process's own, which other work on
the machine changes little) is given beside it.

Platforms: `xcb` on an Xvfb started here (a free display number, stopped at
the end; Xvfb and xauth come with `installer/dev.sh test`) and `offscreen`.

Every tdapp sample must show the first frame from this machine's copy (the
probe and the status file say so; a sample that does not is an error, not a
faster figure): the source install and the bundle each reopen their own
data folder, since a copy is only taken by the code that wrote it (the
bundle's copy is written by a first run of the bundle before the timing).
tdapp's compiled modules are written before the timing, as an installed
program has them (with PYTHONDONTWRITEBYTECODE set, a module edited since
its last compilation was compiled again in every sample).

    .venv/bin/python bench/startup.py [--runs 7] [--before PATH] [--bundle PATH]

`--before PATH`: also time the tdapp of another checkout (e.g. a git worktree
of an older commit) the same way. `--bundle PATH`: also time a PyInstaller
bundle's executable (`build/dist/tdapp/tdapp`); a frozen program cannot take
the probe, so its first frame is read from TDAPP_STATUS_FILE (tdapp.ui.startup).
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Installed before the program runs: the first paint of the first main window shown (by `show` or `showMaximized`)
#: prints the time and ends the process.
PROBE = """
import os, runpy, sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMainWindow, QWidget

class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("FIRST_FRAME", time.time(), getattr(watched, "from_copy", None), time.process_time(), flush=True)
            os._exit(0)
        return False

probe = Probe()

def probed(show):
    def probed_show(self):
        if isinstance(self, QMainWindow):
            self.installEventFilter(probe)
        show(self)
    return probed_show

QWidget.show = probed(QWidget.show)
QWidget.showMaximized = probed(QWidget.showMaximized)  # tdapp's first window fills its screen
"""

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("00:00"))
window.resize(1280, 800)
window.show()
app.exec()
"""

TDAPP = """
import runpy, sys
sys.path.insert(0, sys.argv.pop(1))
sys.argv = ["tdapp", "--lang", "en"]
runpy.run_module("tdapp", run_name="__main__")
"""


def prepare(folder: Path) -> None:
    """A data folder whose desk reopens a running tournament (clock started, 60 players paid)."""
    os.environ["TDAPP_DATA_DIR"] = str(folder / "data")
    import random

    from tdapp.application.demo import entry_commands, table_commands
    from tdapp.application.desk import Desk
    from tdapp.domain.seating.draw import draw_seats
    from tdapp.ui.resume import remember

    (folder / "data").mkdir(parents=True, exist_ok=True)
    desk = Desk.open(folder / "data" / "tdapp.db")
    players = list(range(1, 61))
    desk.directory.execute_many([("player.create", {"player_id": i, "name": f"Jogador {i}", "document": f"D{i}"}) for i in players])
    buy_in = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
    items = [{"small_blind": 100 * (n + 1), "big_blind": 200 * (n + 1), "ante": 0, "minutes": 20} for n in range(20)]
    tid = desk.create_tournament({"name": "Bench", "buy_in": buy_in}, [("clock.set_structure", {"items": items})])
    desk.act_many(tid, [*entry_commands(players, lambda pid: f"D{pid}"), *table_commands(len(players))])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, players, rng=random.Random(19)))
    desk.act(tid, "clock.start", {})
    remember(desk.database.url, tid, [])
    desk.close()


def environment(folder: Path, platform: str, display: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env.update(
        QT_QPA_PLATFORM=platform,
        QT_LOGGING_RULES="qt.multimedia.*=false",
        TDAPP_DATA_DIR=str(folder / "data"),
        HOME=str(folder),
        XDG_CONFIG_HOME=str(folder / "config"),
    )
    if display:
        env["DISPLAY"] = display
    return env


def probe_run(code: str, args: list[str], env: dict[str, str], *, from_copy: bool = False) -> tuple[float, float]:
    """(wall-clock time to the first frame, the process's CPU time by then)."""
    start = time.time()
    done = subprocess.run([sys.executable, "-c", PROBE + code, *args], env=env, capture_output=True, text=True, timeout=120, check=False)
    line = next((x for x in done.stdout.splitlines() if x.startswith("FIRST_FRAME")), None)
    if line is None:
        raise RuntimeError(f"no first frame: {done.stderr[-2000:]}")
    if from_copy and line.split()[2] != "True":
        raise RuntimeError("tdapp's first frame did not come from the copy (was the domain edited during the run?)")
    return float(line.split()[1]) - start, float(line.split()[3])


def bundle_run(executable: str, env: dict[str, str], folder: Path, *, until: str = "first_frame_at") -> tuple[float, float]:
    """As `probe_run` for the bundle; `until` another key of its status file to wait for before it is stopped."""
    status = folder / "bundle-status.json"
    status.unlink(missing_ok=True)
    start = time.time()
    process = subprocess.Popen([executable, "--lang", "en"], env={**env, "TDAPP_STATUS_FILE": str(status)}, stdout=subprocess.DEVNULL)
    try:
        while time.time() - start < 120:
            try:
                data = json.loads(status.read_text())
            except (OSError, ValueError):
                data = {}
            if until not in data:
                time.sleep(0.01)
                continue
            if not data["first_frame_from_copy"]:
                raise RuntimeError("the bundle's first frame did not come from its copy")
            return float(data["first_frame_at"]) - start, float(data["cpu_at_first_frame"])
        raise RuntimeError("the bundle showed no first frame")
    finally:
        process.kill()
        process.wait()


def bundle_copy(executable: str, folder: Path, env: dict[str, str]) -> None:
    """Let the bundle write its own copy of the running tournament (the source's copy is not the bundle's code)."""
    snapshots = folder / "data" / "snapshots"
    written = {path: path.stat().st_mtime_ns for path in snapshots.rglob("*.snapshot")}
    status = folder / "bundle-status.json"
    status.unlink(missing_ok=True)
    process = subprocess.Popen([executable, "--lang", "en"], env={**env, "TDAPP_STATUS_FILE": str(status)}, stdout=subprocess.DEVNULL)
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            if any(path.stat().st_mtime_ns != written.get(path) for path in snapshots.rglob("*.snapshot")):
                time.sleep(0.5)  # written whole (a rename), let any second write end too
                return
            time.sleep(0.05)
        raise RuntimeError("the bundle wrote no copy")
    finally:
        process.kill()
        process.wait()


def start_xvfb() -> tuple[subprocess.Popen[bytes], str] | None:
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        return None
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], pass_fds=(write,))
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    return server, f":{number}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", help="another checkout of tdapp to time the same way")
    parser.add_argument("--bundle", help="the PyInstaller bundle's executable")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tdapp-bench-startup-"))
    for checkout in [ROOT, *([Path(args.before)] if args.before else [])]:
        compileall.compile_dir(checkout / "tdapp", quiet=1)
    prepare(folder)
    bundle_folder = folder / "bundle"
    if args.bundle:
        prepare(bundle_folder)
        bundle_copy(args.bundle, bundle_folder, environment(bundle_folder, "offscreen", None))
    xvfb = start_xvfb()
    platforms = [("xcb", xvfb[1])] if xvfb else []
    platforms.append(("offscreen", None))
    try:
        for platform, display in platforms:
            env = environment(folder, platform, display)
            samples: dict[str, list[tuple[float, float]]] = {"bare": [], "tdapp": []}
            for _ in range(args.runs):
                samples["bare"].append(probe_run(BARE, [], env))
                samples["tdapp"].append(probe_run(TDAPP, [str(ROOT)], env, from_copy=True))
                if args.before:
                    samples.setdefault("before", []).append(probe_run(TDAPP, [args.before], env))
                if args.bundle:
                    bundle_env = environment(bundle_folder, platform, display)
                    samples.setdefault("bundle", []).append(bundle_run(args.bundle, bundle_env, bundle_folder))
            bare = statistics.median(wall for wall, _cpu in samples["bare"])
            bare_cpu = statistics.median(cpu for _wall, cpu in samples["bare"])
            print(f"{platform} ({args.runs} runs each, medians; cpu: the process's own CPU time by its first frame):")
            for name, values in samples.items():
                walls = [wall for wall, _cpu in values]
                cpu = statistics.median(c for _wall, c in values)
                median = statistics.median(walls)
                print(
                    f"  {name:7} first frame {median * 1000:7.0f} ms  (min {min(walls) * 1000:.0f}, max {max(walls) * 1000:.0f})"
                    f"  ratio {median / bare:.2f}x   cpu {cpu * 1000:4.0f} ms  ratio {cpu / bare_cpu:.2f}x"
                )
    finally:
        if xvfb:
            xvfb[0].terminate()
            xvfb[0].wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
