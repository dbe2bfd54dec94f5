"""The bundle ships every resource folder and keeps the Qt modules it does not use out."""

from __future__ import annotations

import ast
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


def test_windows_installer_keeps_the_users_data_on_uninstall() -> None:
    script = (ROOT / "installer" / "windows" / "tdapp.iss").read_text(encoding="utf-8")
    assert "{localappdata}" not in script.split("[UninstallDelete]")[1].split("\n[")[0].replace("; Nothing under {localappdata}", "")
    assert "[Icons]" in script and "{autodesktop}" in script
