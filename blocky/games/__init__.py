"""The table games this app hosts, one package each (see blocky.core.registry)."""
