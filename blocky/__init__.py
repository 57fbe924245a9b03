"""Blocky Mountains Companion: the table-side companion for the game Blocky Mountains."""

APP_ID = "io.github.blockymountains.Companion"
APP_NAME = "Blocky Mountains Companion"
ORGANIZATION = "Blocky Mountains"
#: The domain of the app id (macOS names the settings file after it).
ORGANIZATION_DOMAIN = "blockymountains.github.io"
__version__ = "0.1.0"
