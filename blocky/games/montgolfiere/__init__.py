"""Montgolfière (Dominique Ehrhard, Eurogames 1997): 2-6 balloons race to the Moon.

Pure Python, no Qt, no I/O, no clock. The parts, by concern:

- ``editions``: the boards (15 and 12 spaces) as data, from ``blocky/resources/montgolfiere``;
- ``cards``: the cards and a balloon's deck of 24;
- ``setup``: balloons, edition, draws, shuffle number, match target (M1, M11);
- ``state``: the state, a value; ``actions``: what players and chance do;
- ``resolution``: a round resolved, rulings M3-M9, as events; ``events``: those events;
- ``baron``: the Black Baron's pile, the only chance, and the peek (M12);
- ``match``: the end of a game and the match scores (M10, M11); ``outcome``: the result;
- ``rules``: who acts, what is allowed, what each action does;
- ``queries``: what a view draws and offers; ``words``: events and refusals in words;
- ``coach``: what the cards played face up say about the cards still to come;
- ``describe``: text and JSON for the command line; ``invariants``, ``simulate``;
- ``plugin``: the game of the core (:data:`~.plugin.MONTGOLFIERE`); ``record``: its records.
"""
