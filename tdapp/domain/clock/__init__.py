"""The blind structure and the level clock (SPEC section 6)."""
