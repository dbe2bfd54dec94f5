"""The setup panel's editors: tournament configuration, blind structure, chip set and tables."""
