"""Import every handler module so that `TOURNAMENT` knows every action kind."""

from tdapp.domain.clock import actions as clock_actions  # noqa: F401
from tdapp.domain.floor import actions as floor_actions  # noqa: F401
from tdapp.domain.prizes import actions as prize_actions  # noqa: F401
from tdapp.domain.seating import actions as seating_actions  # noqa: F401
from tdapp.domain.tournament import lifecycle, registration  # noqa: F401
from tdapp.domain.tournament.rules import TOURNAMENT

__all__ = ["TOURNAMENT"]
