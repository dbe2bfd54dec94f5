"""Action handlers of the seating rules (registered on the tournament rulebook)."""
