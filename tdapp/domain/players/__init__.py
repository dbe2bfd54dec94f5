"""The room's player database: people who play, across all tournaments."""
