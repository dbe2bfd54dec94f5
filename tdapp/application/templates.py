"""Tournament templates: a configuration plus a blind structure, read from `resources/templates/`.

Template files are data: they are parsed as JSON and validated by the same
rules as an action (`TournamentConfig.from_dict`, `Structure.from_dict`);
nothing in them is ever executed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tdapp.domain.clock.structure import Structure
from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.config import TournamentConfig
from tdapp.paths import resources_dir


@dataclass(frozen=True)
class Template:
    key: str
    name: str
    config: TournamentConfig
    structure: Structure

    def commands(
        self, *, name: str | None = None, scheduled_start_ms: int | None = None
    ) -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]]]:
        """The configuration and the follow-up commands that create a tournament from this template."""
        config = self.config.to_dict()
        if name:
            config["name"] = name
        if scheduled_start_ms is not None:
            config["scheduled_start_ms"] = scheduled_start_ms
        return config, [("clock.set_structure", self.structure.to_dict())]


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise RuleError("The template {file} cannot be read ({detail}).", file=path.name, detail=str(exc)) from exc


def structure_template(key: str, folder: Path | None = None) -> Structure:
    base = folder or resources_dir() / "templates" / "structures"
    return Structure.from_dict(_read_json(base / f"{key}.json"))


def structure_templates(folder: Path | None = None) -> list[tuple[str, str]]:
    """(key, name) of the structures shipped in resources/templates/structures, sorted by name."""
    found = []
    for path in sorted((folder or resources_dir() / "templates" / "structures").glob("*.json")):
        try:
            name = str(json.loads(path.read_text(encoding="utf-8")).get("name", path.stem))
        except (OSError, ValueError, AttributeError):
            name = path.stem
        found.append((path.stem, name))
    return sorted(found, key=lambda kn: kn[1].casefold())


def load_templates(folder: Path | None = None) -> list[Template]:
    base = folder or resources_dir() / "templates"
    templates = []
    for path in sorted((base / "tournaments").glob("*.json")):
        data = _read_json(path)
        if not isinstance(data, dict) or not isinstance(data.get("config"), dict) or not isinstance(data.get("structure"), str):
            raise RuleError("The template {file} is not a tournament template.", file=path.name)
        structure_key = data["structure"]
        if "/" in structure_key or "\\" in structure_key or structure_key.startswith("."):
            raise RuleError("The template {file} names a structure outside the templates folder.", file=path.name)
        templates.append(
            Template(
                key=path.stem,
                name=str(data.get("name", path.stem)),
                config=TournamentConfig.from_dict(data["config"]),
                structure=structure_template(structure_key, base / "structures"),
            )
        )
    return templates
