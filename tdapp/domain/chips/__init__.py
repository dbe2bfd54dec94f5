"""Chips: the room's chip set, the stacks made from it, color-ups and chip races (RPT Art. 24, DP 10)."""
