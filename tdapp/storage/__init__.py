"""Persistence: the action log and its projections in SQLite (or any SQLAlchemy database)."""
