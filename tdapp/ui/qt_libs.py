"""What Qt's window-system plugin needs from the machine, read from the plugin's own links.

A bare Debian machine with a display lacks some of the xcb libraries Qt's
``libqxcb.so`` links to (``libxcb-icccm4``, ``libxcb-keysyms1``...), and Qt
then stops with a long "Could not load the Qt platform plugin" message. Here
the plugin and the Qt libraries it loads are asked which of their shared
libraries do not resolve (``ldd``), so the list never goes stale as Qt
changes. Each missing library is mapped to its Debian package by the
library-package naming policy (``libxcb-icccm.so.4`` → ``libxcb-icccm4``,
``libxkbcommon-x11.so.0`` → ``libxkbcommon-x11-0``), confirmed by
``apt-cache``, else looked up with ``apt-file`` when it is installed.

    python -m tdapp.ui.qt_libs --missing    # the libraries that do not resolve
    python -m tdapp.ui.qt_libs --packages   # the packages to install (installer/dev.sh uses it as root)
    python -m tdapp.ui.qt_libs              # the one-line diagnosis, if any

No Qt module is imported here: this runs before Qt tries to load the plugin.
At every start the desk first loads the plugin itself (`plugin_loads`: what
Qt does next anyway, a millisecond); only when that fails is ``ldd`` run to
name every missing library (a process of its own: 10-20 ms, issue 19).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)
_SONAME = re.compile(r"^(?P<stem>.+)\.so\.(?P<major>\d+)")


def xcb_plugin() -> Path | None:
    """PySide6's xcb platform plugin, or None where there is none (Windows, macOS)."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    plugin = Path(next(iter(spec.submodule_search_locations))) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.exists() else None


def plugin_loads(plugin: Path) -> bool:
    """Whether the dynamic loader loads the plugin here, every library it links to found (as Qt will load it next)."""
    import ctypes

    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_LAZY)
    except OSError:
        return False
    return True


def missing_libraries(plugin: Path | None = None) -> list[str]:
    """The shared libraries the plugin (and the Qt libraries it links to) need and the machine lacks."""
    import shutil
    import subprocess

    plugin = plugin or xcb_plugin()
    ldd = shutil.which("ldd")
    if plugin is None or ldd is None:
        return []
    try:
        out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=30, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted(set(_NOT_FOUND.findall(out)))


def debian_name(soname: str) -> str:
    """The Debian package that, by the library naming policy, ships `soname` (libfoo.so.4 → libfoo4)."""
    match = _SONAME.match(soname)
    if match is None:
        return soname.lower()
    stem, major = match["stem"].lower().replace("_", "-"), match["major"]
    return f"{stem}-{major}" if stem[-1].isdigit() else f"{stem}{major}"


def _apt_knows(package: str) -> bool:
    import shutil
    import subprocess

    apt_cache = shutil.which("apt-cache")
    if apt_cache is None:
        return False
    result = subprocess.run([apt_cache, "show", "--no-all-versions", package], capture_output=True, timeout=60, check=False)
    return result.returncode == 0 and bool(result.stdout.strip())


def _apt_file(soname: str) -> str | None:
    import shutil
    import subprocess

    apt_file = shutil.which("apt-file")
    if apt_file is None:
        return None
    out = subprocess.run([apt_file, "search", "-l", f"/{soname}"], capture_output=True, text=True, timeout=120, check=False).stdout
    names = out.split()
    return names[0] if names else None


def packages_for(sonames: list[str]) -> tuple[list[str], list[str]]:
    """(Debian packages that provide the libraries, libraries no package was found for)."""
    found: list[str] = []
    unknown: list[str] = []
    for soname in sonames:
        package = debian_name(soname)
        if not _apt_knows(package):
            package = _apt_file(soname) or ""
        if package:
            if package not in found:
                found.append(package)
        else:
            unknown.append(soname)
    return found, unknown


def _wants_xcb() -> bool:
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return sys.platform.startswith("linux") and not os.environ.get("WAYLAND_DISPLAY")


def platform_problem() -> str | None:
    """One line saying why the desk cannot open a window here and how to fix it, or None when it can."""
    if not _wants_xcb() or not sys.platform.startswith("linux"):
        return None
    plugin = xcb_plugin()
    missing = missing_libraries(plugin) if plugin is not None and not plugin_loads(plugin) else []
    if missing:
        names = ", ".join(missing)
        packages = [debian_name(s) for s in missing]
        return (
            f"tdapp: cannot open the desk's window: Qt's X11 (xcb) plugin needs {names}, not installed here. "
            f"Install them with: sudo apt-get install {' '.join(packages)}  (or: sudo bash installer/dev.sh setup)"
        )
    if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
        return "tdapp: no display to open the desk on (DISPLAY is not set); to check the installation without one: tdapp --selftest"
    return None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--missing" in args:
        print("\n".join(missing_libraries()))
        return 0
    if "--packages" in args:
        found, unknown = packages_for(missing_libraries())
        for package in found:
            print(package)
        for soname in unknown:
            print(f"tdapp: no Debian package found for {soname}", file=sys.stderr)
        return 0
    problem = platform_problem()
    if problem:
        print(problem)
    return 1 if problem else 0


if __name__ == "__main__":
    raise SystemExit(main())
