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

A text with a count (``self.tr("%n table(s)", "", n)``, ``translate(ctx, text, None, n)``, or any
source holding ``%n``) is a plural message (``numerus="yes"``): its translation has one
``<numerusform>`` per plural form of the language (two in pt-PT: "1 mesa", "2 mesas"). English, the
source language, gets a catalogue of its plural messages only (``tdapp_en.ts``, like ``lupdate
-pluralonly``): "%n table(s)" reads "1 table" / "2 tables"; its forms are filled from the "(s)" of the
source and kept once edited.

Existing translations are kept; texts no longer in the source are marked
obsolete (``type="vanished"``) rather than deleted.

    python -m tdapp.i18n.catalog update     # rewrite resources/i18n/tdapp_pt_PT.ts
    python -m tdapp.i18n.catalog compile    # build resources/i18n/tdapp_pt_PT.qm (and tdapp_en.qm)
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
ERROR_CLASSES = {"RuleError", "DatabaseRefused", "StorageFailed", "StorageBusy", "BrokenLog", "NoFreeSeat"}
RULES_CONTEXT = "rules"
LANGUAGE = "pt_PT"
#: The plural-only catalogue of the source language.
SOURCE_LANGUAGE = "en"
#: Plural forms per language, in the order of Qt's rules for it (singular, then plural).
PLURAL_FORMS = {"pt_PT": 2, "en": 2}

Translation = str | tuple[str, ...]  # a text, or the forms of a plural message


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    filename: str
    line: int
    numerus: bool = False


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
        counted = any(k.arg == "n" for k in node.keywords)
        if name == "tr" and args and isinstance(node.func, ast.Attribute) and self.classes:
            text = _string(args[0])
            if text is not None:
                numerus = counted or len(args) >= 3 or "%n" in text
                self.found.append(Message(self.classes[-1], text, self.filename, node.lineno, numerus))
        elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2:
            context, text = _string(args[0]), _string(args[1])
            if context is not None and text is not None:
                numerus = counted or len(args) >= 4 or "%n" in text
                self.found.append(Message(context, text, self.filename, node.lineno, numerus))
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


def read_translations(path: Path) -> dict[tuple[str, str], Translation]:
    """(context, source) -> the finished translation: a text, or the forms of a plural message."""
    if not path.exists():
        return {}
    root = ET.parse(path).getroot()
    out: dict[tuple[str, str], Translation] = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished":
                continue
            forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            if forms:
                if all(forms):
                    out[(name, message.findtext("source", ""))] = forms
            elif translation.text:
                out[(name, message.findtext("source", ""))] = translation.text
    return out


def _fill(translation: ET.Element, text: Translation, forms: int) -> None:
    if isinstance(text, tuple):
        for form in text:
            ET.SubElement(translation, "numerusform").text = form
    elif forms:
        for _ in range(forms):
            ET.SubElement(translation, "numerusform")
    else:
        translation.text = text


def english_forms(source: str) -> tuple[str, str]:
    """The English forms of a plural source: "%n table(s)" -> ("%n table", "%n tables"), "player(es)" alike."""
    singular = source.replace("(es)", "").replace("(s)", "")
    plural = source.replace("(es)", "es").replace("(s)", "s")
    return singular, plural


def write_ts(
    messages: list[Message], translations: dict[tuple[str, str], Translation], path: Path, language: str = LANGUAGE
) -> tuple[int, int]:
    """Write the catalogue; returns (texts, texts still without translation)."""
    forms = PLURAL_FORMS.get(language, 2)
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
            numerus = any(m.numerus for m in by_context[context][source])
            if numerus:
                message.set("numerus", "yes")
            for occurrence in by_context[context][source][:3]:
                ET.SubElement(message, "location", filename=f"../../{occurrence.filename}", line=str(occurrence.line))
            ET.SubElement(message, "source").text = source
            text = translations.get((context, source), "")
            if numerus and not (isinstance(text, tuple) and len(text) == forms):
                text = ""  # a plural message needs every form of the language
            elif not numerus and isinstance(text, tuple):
                text = ""
            translation = ET.SubElement(message, "translation")
            if text:
                _fill(translation, text, 0)
            else:
                _fill(translation, "", forms if numerus else 0)
                translation.set("type", "unfinished")
                missing += 1
    vanished = {key: text for key, text in translations.items() if key not in kept}
    for (context, source), text in sorted(vanished.items()):
        ctx = next((c for c in root.iter("context") if c.findtext("name") == context), None)
        if ctx is None:
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = context
        message = ET.SubElement(ctx, "message")
        if isinstance(text, tuple):
            message.set("numerus", "yes")
        ET.SubElement(message, "source").text = source
        _fill(ET.SubElement(message, "translation", type="vanished"), text, 0)
    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return total, missing


def update(language: str = LANGUAGE) -> tuple[int, int]:
    path = ts_path(language)
    messages = extract()
    result = write_ts(messages, read_translations(path), path, language)
    update_source_plurals(messages)
    return result


def update_source_plurals(messages: list[Message] | None = None) -> Path:
    """The English plural-only catalogue: every plural message, its forms kept once written, else taken from "(s)"."""
    path = ts_path(SOURCE_LANGUAGE)
    plural = [m for m in (messages if messages is not None else extract()) if m.numerus]
    known = read_translations(path)
    forms: dict[tuple[str, str], Translation] = {(m.context, m.source): english_forms(m.source) for m in plural}
    forms.update({key: text for key, text in known.items() if key in forms and isinstance(text, tuple)})
    write_ts(plural, forms, path, SOURCE_LANGUAGE)
    return path


def compile_qm(language: str = LANGUAGE) -> Path:
    source = ts_path(language)
    target = source.with_suffix(".qm")
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    command = [str(tool) if tool.exists() else "pyside6-lrelease", str(source), "-qm", str(target)]
    subprocess.run(command, check=True, capture_output=True)
    return target


def compile_all() -> list[Path]:
    """pt-PT and the English plurals."""
    return [compile_qm(LANGUAGE), compile_qm(SOURCE_LANGUAGE)]


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
        for path in compile_all():
            print(path)
    elif command == "check":
        for m in untranslated():
            print(f"{m.filename}:{m.line} [{m.context}] {m.source}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
