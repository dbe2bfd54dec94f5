"""Extract every translatable text of tdapp into Qt's .ts catalogue and compile it to .qm.

Qt's own `lupdate` finds `self.tr(...)` and `QCoreApplication.translate(...)`
but not the domain's refusals, which cannot import Qt: those are
`RuleError("template", ...)` calls, translated at display time in the
context ``rules``. This extractor reads the source with `ast` and finds all
three forms, so one catalogue holds every string the user can see:

- ``self.tr("text")`` inside class ``C`` → context ``C`` (what PySide6's tr uses);
- ``QCoreApplication.translate("ctx", "text")`` and ``QT_TRANSLATE_NOOP("ctx", "text")`` → context ``ctx``;
- ``helper("text")`` where ``helper`` is a module-level function wrapping ``translate`` with a fixed context;
- ``RuleError("text", ...)`` and its subclasses → context ``rules``.

Existing translations are kept; texts no longer in the source are marked
obsolete (``type="vanished"``) rather than deleted.

    python -m tdapp.i18n.catalog update     # rewrite resources/i18n/tdapp_pt_PT.ts
    python -m tdapp.i18n.catalog compile    # build resources/i18n/tdapp_pt_PT.qm
    python -m tdapp.i18n.catalog check      # list texts without a translation
"""

from __future__ import annotations

import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from tdapp.paths import resources_dir

PACKAGE = Path(__file__).resolve().parent.parent
ERROR_CLASSES = {"RuleError", "DatabaseRefused", "StorageFailed", "StorageBusy", "BrokenLog"}
RULES_CONTEXT = "rules"
LANGUAGE = "pt_PT"


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    filename: str
    line: int


def _string(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return None
    # implicit concatenation is folded by the parser into one Constant
    return None


def _call_name(func: ast.AST) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _wrapper_context(func: ast.FunctionDef) -> str | None:
    """The fixed context of a helper such as `def tr(text): return QCoreApplication.translate("room", text)`."""
    if not func.args.args:
        return None
    param = func.args.args[0].arg
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and _call_name(node.func) == "translate" and len(node.args) >= 2:
            context = node.args[0]
            value = node.args[1]
            if isinstance(value, ast.Name) and value.id == param:
                if isinstance(context, ast.Constant) and isinstance(context.value, str):
                    return context.value
                if isinstance(context, ast.Name) and context.id == "TRANSLATION_CONTEXT":
                    return RULES_CONTEXT
    return None


def _module_name(path: Path, package: Path) -> str:
    return ".".join(path.relative_to(package.parent).with_suffix("").parts)


def find_wrappers(trees: dict[str, ast.Module]) -> dict[tuple[str, str], str]:
    """(module, function) -> context, for every module-level translation helper."""
    wrappers: dict[tuple[str, str], str] = {}
    for module, tree in trees.items():
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                context = _wrapper_context(node)
                if context is not None:
                    wrappers[(module, node.name)] = context
    return wrappers


def _aliases(module: str, tree: ast.Module, wrappers: dict[tuple[str, str], str]) -> dict[str, str]:
    """Names usable in this module that are translation helpers, with their contexts."""
    names = {name: context for (mod, name), context in wrappers.items() if mod == module}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                context = wrappers.get((node.module, alias.name))
                if context is not None:
                    names[alias.asname or alias.name] = context
    return names


class _Visitor(ast.NodeVisitor):
    def __init__(self, filename: str, helpers: dict[str, str] | None = None) -> None:
        self.filename = filename
        self.helpers = helpers or {}
        self.classes: list[str] = []
        self.found: list[Message] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        name = _call_name(node.func)
        args = node.args
        if name == "tr" and args and isinstance(node.func, ast.Attribute) and self.classes:
            text = _string(args[0])
            if text is not None:
                self.found.append(Message(self.classes[-1], text, self.filename, node.lineno))
        elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2:
            context, text = _string(args[0]), _string(args[1])
            if context is not None and text is not None:
                self.found.append(Message(context, text, self.filename, node.lineno))
        elif isinstance(node.func, ast.Name) and name in self.helpers and args:
            text = _string(args[0])
            if text is not None:
                self.found.append(Message(self.helpers[name], text, self.filename, node.lineno))
        elif name in ERROR_CLASSES and args:
            text = _string(args[0])
            if text is not None:
                self.found.append(Message(RULES_CONTEXT, text, self.filename, node.lineno))
        self.generic_visit(node)


def _dict_templates(tree: ast.Module, filename: str) -> list[Message]:
    """`TEMPLATES = {kind: "text"}` tables translated in a fixed context named by `TEMPLATE_CONTEXT` or the call below them."""
    found: list[Message] = []
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(getattr(node, "value", None), ast.Dict):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(t, ast.Name) and t.id == "TEMPLATES" for t in targets):
                for value in node.value.values:  # type: ignore[union-attr]
                    text = _string(value) if value is not None else None
                    if text is not None:
                        found.append(Message("ActionText", text, filename, value.lineno))  # type: ignore[union-attr]
    return found


def extract(package: Path = PACKAGE) -> list[Message]:
    messages: list[Message] = []
    paths = [p for p in sorted(package.rglob("*.py")) if not ("i18n" in p.parts and p.name == "catalog.py")]
    trees = {_module_name(p, package): ast.parse(p.read_text(encoding="utf-8"), filename=str(p)) for p in paths}
    wrappers = find_wrappers(trees)
    for path in paths:
        relative = path.relative_to(package.parent).as_posix()
        module = _module_name(path, package)
        tree = trees[module]
        visitor = _Visitor(relative, _aliases(module, tree, wrappers))
        visitor.visit(tree)
        messages.extend(visitor.found)
        messages.extend(_dict_templates(tree, relative))
    return messages


def ts_path(language: str = LANGUAGE) -> Path:
    return resources_dir() / "i18n" / f"tdapp_{language}.ts"


def read_translations(path: Path) -> dict[tuple[str, str], str]:
    if not path.exists():
        return {}
    root = ET.parse(path).getroot()
    out: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            text = translation.text if translation is not None and translation.text else ""
            if text and (translation is None or translation.get("type") != "unfinished"):
                out[(name, message.findtext("source", ""))] = text
    return out


def write_ts(messages: list[Message], translations: dict[tuple[str, str], str], path: Path, language: str = LANGUAGE) -> tuple[int, int]:
    """Write the catalogue; returns (texts, texts still without translation)."""
    by_context: dict[str, dict[str, list[Message]]] = {}
    for m in messages:
        by_context.setdefault(m.context, {}).setdefault(m.source, []).append(m)
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    missing = 0
    total = 0
    kept = {key for ctx, sources in by_context.items() for key in ((ctx, s) for s in sources)}
    for context in sorted(by_context):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = context
        for source in sorted(by_context[context]):
            total += 1
            message = ET.SubElement(ctx, "message")
            for occurrence in by_context[context][source][:3]:
                ET.SubElement(message, "location", filename=f"../../{occurrence.filename}", line=str(occurrence.line))
            ET.SubElement(message, "source").text = source
            text = translations.get((context, source), "")
            translation = ET.SubElement(message, "translation")
            if text:
                translation.text = text
            else:
                translation.set("type", "unfinished")
                missing += 1
    vanished = {key: text for key, text in translations.items() if key not in kept}
    for (context, source), text in sorted(vanished.items()):
        ctx = next((c for c in root.iter("context") if c.findtext("name") == context), None)
        if ctx is None:
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = context
        message = ET.SubElement(ctx, "message")
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "translation", type="vanished").text = text
    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return total, missing


def update(language: str = LANGUAGE) -> tuple[int, int]:
    path = ts_path(language)
    return write_ts(extract(), read_translations(path), path, language)


def compile_qm(language: str = LANGUAGE) -> Path:
    source = ts_path(language)
    target = source.with_suffix(".qm")
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    command = [str(tool) if tool.exists() else "pyside6-lrelease", str(source), "-qm", str(target)]
    subprocess.run(command, check=True, capture_output=True)
    return target


def untranslated(language: str = LANGUAGE) -> list[Message]:
    translations = read_translations(ts_path(language))
    seen: set[tuple[str, str]] = set()
    missing = []
    for m in extract():
        key = (m.context, m.source)
        if key not in translations and key not in seen:
            seen.add(key)
            missing.append(m)
    return missing


def main(argv: list[str] | None = None) -> int:
    command = (argv or sys.argv[1:] or ["update"])[0]
    if command == "update":
        total, missing = update()
        print(f"{total} texts, {missing} without a translation -> {ts_path()}")
    elif command == "compile":
        print(compile_qm())
    elif command == "check":
        for m in untranslated():
            print(f"{m.filename}:{m.line} [{m.context}] {m.source}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
