"""tdapp: the tournament director's program for live poker rooms."""

__version__ = "0.1.0"
