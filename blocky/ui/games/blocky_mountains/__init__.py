"""Blocky Mountains' screens: the map, the table, the turn panel, the new-game form, Check your board and rules help."""
