"""Blocky Mountains Companion: the table-side companion for the game Blocky Mountains."""

APP_ID = "io.github.blockymountains.Companion"
APP_NAME = "Blocky Mountains Companion"
ORGANIZATION = "Blocky Mountains"
__version__ = "0.1.0"
