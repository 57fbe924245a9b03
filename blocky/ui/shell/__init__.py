"""The app around the games: entry point, main window, start screen, settings, backups, the store seen by the screens."""
