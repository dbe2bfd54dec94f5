"""The shape a modality imposes on its blind structure (FS 3.1.6, 3.1.7).

* Ante Up: "sempre jogado num nível de apostas" — one level of blinds for the
  whole event, "aumentando apenas ... o nível das Antes": every level has the
  small and big blind of level 1, and the ante never goes down and rises at
  least once (when there is more than one level).
* Escalator: "a duração temporal de cada nível ... com incrementos
  progressivos": every level lasts longer than the level before it (breaks
  aside), so flat or shrinking levels are refused.

The check runs when a structure is set and when the modality is changed on a
tournament that has one, so no command can leave the two disagreeing.
"""

from __future__ import annotations

from tdapp.domain.clock.structure import Level, Structure
from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.config import Modality


def check_structure_shape(modality: Modality, structure: Structure) -> None:
    """Refuse a structure whose shape the modality's article forbids."""
    levels = [item for item in structure.items if isinstance(item, Level)]
    if modality is Modality.ANTE_UP:
        first = levels[0]
        for number, level in enumerate(levels, start=1):
            if (level.small_blind, level.big_blind) != (first.small_blind, first.big_blind):
                raise RuleError(
                    "In an Ante Up the blinds stay those of level 1 for the whole event; only the ante rises (FS 3.1.6). Level {level} changes them.",
                    level=number,
                )
        for number in range(2, len(levels) + 1):
            if levels[number - 1].ante < levels[number - 2].ante:
                raise RuleError("In an Ante Up the ante only rises (FS 3.1.6); level {level} lowers it.", level=number)
        if len(levels) > 1 and levels[-1].ante == levels[0].ante:
            raise RuleError("In an Ante Up the ante rises during the event (FS 3.1.6); this structure keeps it flat.")
    elif modality is Modality.ESCALATOR:
        for number in range(2, len(levels) + 1):
            if levels[number - 1].minutes <= levels[number - 2].minutes:
                raise RuleError(
                    "In an Escalator every level lasts longer than the one before (FS 3.1.7); level {level} does not.",
                    level=number,
                )
