"""F1: every key of the desk, read from the window's own actions and shortcuts (issue 17).

The list is not written anywhere: it is gathered from the objects that make
the keys work, so a key added tomorrow is listed without anybody editing the
help. Three kinds of objects carry a key in a Qt window:

- a `QAction` (menus, the window's own actions, a panel's actions such as
  Shift+F10 for the selection's menu): its text;
- a `QShortcut`: its `whatsThis` (every shortcut of the desk says what it does
  there; `tests/ui/test_shortcuts_help.py` fails on one that does not);
- a button with a shortcut: its text, else its tooltip.

Each key is shown in the system's own notation (`QKeySequence.NativeText`,
"Ctrl+Shift+Z"), grouped by the menu it is in, else by the tab whose panel
owns it, else "On any tab".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from tdapp.ui.main_window import MainWindow


def _tr(text: str) -> str:
    return QCoreApplication.translate("ShortcutsHelp", text)


@dataclass(frozen=True)
class Key:
    """One line of the F1 list: where, what, and the keys (in the system's notation)."""

    group: str
    text: str
    keys: tuple[str, ...]


def clean(text: str) -> str:
    """A menu's text as read: no mnemonic ampersand, no trailing ellipsis ("&Tournament", "Go to level…")."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip("…").rstrip(".").strip()


def native(sequences: Iterable[QKeySequence]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences if not s.isEmpty()))


def window_keys(window: MainWindow) -> list[Key]:
    """Every key of the window, its panels built first (a tab never opened still has its keys)."""
    window.event_view.build_all()
    found: dict[tuple[str, str], list[str]] = {}
    order: list[tuple[str, str]] = []

    def add(group: str, text: str, keys: tuple[str, ...]) -> None:
        if not keys:
            return
        where = (group, text)
        if where not in found:
            found[where] = []
            order.append(where)
        found[where].extend(k for k in keys if k not in found[where])

    for action in window.findChildren(QAction):
        keys = native(action.shortcuts())
        if keys:
            add(_group_of_action(window, action), clean(action.text()), keys)
    for shortcut in window.findChildren(QShortcut):
        keys = native(shortcut.keys())
        if keys:
            add(_group_of_widget(window, shortcut.parent()), clean(shortcut.whatsThis()), keys)
    for button in window.findChildren(QAbstractButton):
        keys = native([button.shortcut()])
        if keys:
            add(_group_of_widget(window, button), clean(button.text() or button.toolTip()), keys)
    groups = _group_order(window)
    order.sort(key=lambda where: groups.get(where[0], len(groups)))
    return [Key(group, text, tuple(found[(group, text)])) for group, text in order]


def _group_order(window: MainWindow) -> dict[str, int]:
    """Menus first, in the menu bar's order, then the tabs in theirs, then what works everywhere."""
    names = [clean(a.text()) for a in window.menuBar().actions()]
    tabs = window.event_view.tabs
    names += [clean(tabs.tabText(i)) for i in range(tabs.count())]
    names += [_tr("Tournaments"), _tr("On any tab")]
    return {name: i for i, name in enumerate(dict.fromkeys(names))}


def _group_of_action(window: MainWindow, action: QAction) -> str:
    for owner in action.associatedObjects():
        if isinstance(owner, QMenu):
            return _menu_title(window, owner)
    widgets = [o for o in action.associatedObjects() if isinstance(o, QWidget)]
    return _group_of_widget(window, widgets[0] if widgets else action.parent())


def _menu_title(window: MainWindow, menu: QMenu) -> str:
    """The title of the menu bar's menu that holds `menu` (itself, or the menu it hangs from)."""
    bar = set(window.menuBar().actions())
    seen: set[int] = set()
    while id(menu) not in seen:
        seen.add(id(menu))
        if menu.menuAction() in bar:
            return clean(menu.title())
        parents = [o for o in menu.menuAction().associatedObjects() if isinstance(o, QMenu)]
        if not parents:
            break
        menu = parents[0]
    return clean(menu.title())


def _group_of_widget(window: MainWindow, widget: QObject | None) -> str:
    """The tab whose panel holds `widget`, "Tournaments" for the start page, else "On any tab"."""
    tabs = window.event_view.tabs
    pages = {id(tabs.widget(i)): clean(tabs.tabText(i)) for i in range(tabs.count())}
    while widget is not None and widget is not window:
        if id(widget) in pages:
            return pages[id(widget)]
        if widget is window.start_page:
            return _tr("Tournaments")
        widget = widget.parent()
    return _tr("On any tab")


class ShortcutsDialog(QDialog):
    """The F1 window: the keys by menu and tab; it does not block the desk (the clock and the room go on)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(_tr("Keyboard shortcuts"))
        self.keys = window_keys(window)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([_tr("What it does"), _tr("Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        bold = self.tree.font()
        bold.setBold(True)
        group_item: QTreeWidgetItem | None = None
        for key in self.keys:
            if group_item is None or group_item.text(0) != key.group:
                group_item = QTreeWidgetItem(self.tree, [key.group, ""])
                group_item.setFont(0, bold)
                group_item.setFirstColumnSpanned(True)
                group_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                group_item.setExpanded(True)
            QTreeWidgetItem(group_item, [key.text, ", ".join(key.keys)])
        self.tree.expandAll()
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        self.tree.setColumnWidth(1, self.tree.sizeHintForColumn(1) + 24)  # the keys clear of the edge
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(760, 720)

    def lines(self) -> list[tuple[str, str, str]]:
        """(group, text, keys) as shown, for a test or a look."""
        out: list[tuple[str, str, str]] = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            for i in range(group.childCount()):
                out.append((group.text(0), group.child(i).text(0), group.child(i).text(1)))
        return out


def show_shortcuts(window: MainWindow) -> ShortcutsDialog:
    dialog = ShortcutsDialog(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
