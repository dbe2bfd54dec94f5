"""The rules of a tournament, free of Qt and SQL.

Everything here is plain Python so that the rules can be tested fast and
exhaustively; storage and the GUI depend on this package, never the reverse
(a test enforces it).
"""
