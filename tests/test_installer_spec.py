"""The bundle ships every resource folder and keeps the Qt modules it does not use out."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "installer" / "tdapp.spec"


def spec_value(name: str) -> list[str]:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return [ast.literal_eval(e) for e in node.value.elts]  # type: ignore[attr-defined]
    raise AssertionError(f"{name} is not in the spec")


def test_spec_lists_every_resource_folder() -> None:
    folders = {p.name for p in (ROOT / "resources").iterdir() if p.is_dir()}
    assert folders, "no resource folders found"
    missing = folders - set(spec_value("RESOURCE_FOLDERS"))
    assert not missing, f"resource folders the bundle would not ship: {sorted(missing)}"


def test_spec_keeps_webengine_and_other_unused_qt_modules_out() -> None:
    excluded = set(spec_value("EXCLUDED_QT"))
    assert {"QtWebEngineCore", "QtWebEngineWidgets", "QtQuick", "Qt3DCore"} <= excluded
    assert not {"QtMultimedia", "QtTextToSpeech", "QtPrintSupport", "QtWidgets", "QtGui"} & excluded


def test_spec_drops_the_run_time_hooks_of_what_the_desk_never_does() -> None:
    """Every start of the bundle ran them (issue 19); without them no module of tdapp may start a multiprocessing worker
    (a frozen child would start the desk again) or read the source of a frozen module with `inspect`."""
    assert {"pyi_rth_multiprocessing", "pyi_rth_pyqtgraph_multiprocess", "pyi_rth_inspect"} <= set(spec_value("UNUSED_RUNTIME_HOOKS"))
    assert "pyi_rth_pyside6" not in spec_value("UNUSED_RUNTIME_HOOKS")
    uses = re.compile(r"\bmultiprocessing\b|ProcessPoolExecutor|\binspect\.getsource|^\s*(import|from) inspect\b", re.MULTILINE)
    users = [str(path.relative_to(ROOT)) for path in (ROOT / "tdapp").rglob("*.py") if uses.search(path.read_text(encoding="utf-8"))]
    assert users == []


def test_spec_keeps_the_modules_as_files_not_in_an_archive() -> None:
    """Python's own importer reads them from the bundle's folder: PyInstaller's archive cost the first frame 15 ms."""
    assert "noarchive=True" in SPEC.read_text(encoding="utf-8")


def test_windows_installer_keeps_the_users_data_on_uninstall() -> None:
    script = (ROOT / "installer" / "windows" / "tdapp.iss").read_text(encoding="utf-8")
    assert "{localappdata}" not in script.split("[UninstallDelete]")[1].split("\n[")[0].replace("; Nothing under {localappdata}", "")
    assert "[Icons]" in script and "{autodesktop}" in script
