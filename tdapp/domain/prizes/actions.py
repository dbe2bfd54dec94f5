"""Action handlers of the prizes rules (registered on the tournament rulebook)."""
