"""Import every handler module so that `TOURNAMENT` knows every action kind."""

from tdapp.domain.tournament import lifecycle, registration  # noqa: F401
from tdapp.domain.tournament.rules import TOURNAMENT

__all__ = ["TOURNAMENT"]
