"""The money panel's pieces: the figures it shows, its small tables, the override and deal forms."""
