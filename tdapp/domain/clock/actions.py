"""Action handlers of the clock rules (registered on the tournament rulebook)."""
