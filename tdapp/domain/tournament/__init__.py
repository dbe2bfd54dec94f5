"""A tournament: its configuration, its registrations and its money."""
