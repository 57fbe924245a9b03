"""The table games of the app, one package each (rules, data, outcome, words: no Qt)."""
