"""The core every table game plugs into: the game protocol, records, undo and chance.

Pure Python: no Qt, no I/O, no clock. A game implements :class:`blocky.core.game.Game`
and is listed in :mod:`blocky.core.registry`.
"""
