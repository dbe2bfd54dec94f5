"""The floor: tables drawn as tables, busts, balancing, color-ups, hand-for-hand, shot clocks, penalties and rulings."""
