"""prizes rules."""
