"""Import every handler module so that `TOURNAMENT` knows every action kind."""

from tdapp.domain.clock import actions as clock_actions  # noqa: F401
from tdapp.domain.clone import clone
from tdapp.domain.floor import actions as floor_actions  # noqa: F401
from tdapp.domain.prizes import actions as prize_actions  # noqa: F401
from tdapp.domain.seating import actions as seating_actions  # noqa: F401
from tdapp.domain.tournament import lifecycle, registration  # noqa: F401
from tdapp.domain.tournament.reversal import redo_in_place, refusal_in_place, undo_in_place
from tdapp.domain.tournament.reversal_index import first_opaque_after, index_of
from tdapp.domain.tournament.rules import TOURNAMENT

TOURNAMENT.undo_in_place = undo_in_place
TOURNAMENT.redo_in_place = redo_in_place
TOURNAMENT.refusal_in_place = refusal_in_place
TOURNAMENT.index_view = lambda state: index_of(state).view()
TOURNAMENT.first_opaque_after = first_opaque_after
TOURNAMENT.clone = clone

__all__ = ["TOURNAMENT"]
