"""seating rules."""
