"""Each game's screens, one package per game (found through blocky.core.registry)."""
