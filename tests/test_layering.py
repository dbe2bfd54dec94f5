"""The domain layer stays free of Qt and SQL (brief: "the rules live in a pure domain layer")."""

from __future__ import annotations

import ast
from pathlib import Path

DOMAIN = Path(__file__).resolve().parent.parent / "tdapp" / "domain"
FORBIDDEN = ("PySide6", "shiboken6", "sqlalchemy", "sqlite3", "pyqtgraph", "reportlab", "tdapp.storage", "tdapp.application", "tdapp.ui")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_domain_imports_neither_qt_nor_sql() -> None:
    offenders = {
        f"{path.relative_to(DOMAIN)}: {name}"
        for path in DOMAIN.rglob("*.py")
        for name in imported_modules(path)
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN)
    }
    assert not offenders, offenders


def test_the_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from PySide6.QtCore import QTimer\nimport sqlalchemy.orm\n")
    assert {"PySide6.QtCore", "sqlalchemy.orm"} <= imported_modules(sample)
