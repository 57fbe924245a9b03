"""Game data shipped with the app (installed as ``blocky.resources``)."""
