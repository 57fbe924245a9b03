"""The process the crash test kills: plays games through a Store as fast as it can.

Usage: python -m tests.store.crash_child DB_PATH SEED

Before each change it prints ``will GAME DIGEST`` (what the game will hold), and
after the Store call has returned ``stored GAME DIGEST``; every line is flushed.
The digest covers the action log and the redo stack.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

from blocky.games.blocky_mountains.actions import action_to_json
from blocky.games.blocky_mountains.game import legal_actions
from blocky.games.blocky_mountains.record import Timeline
from blocky.games.blocky_mountains.state import Setup
from blocky.store import Store, StoredGame

NAMES = ("Mia", "Leo", "Ada", "Noah")
COLOURS = ("white", "black", "orange", "violet")


def digest(t: Timeline) -> str:
    data = [
        [action_to_json(a) for a in t.actions],
        [[action_to_json(a) for a in span] for span in t.redo_stack],
    ]
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def new_game(store: Store, rng: random.Random) -> StoredGame:
    if not store.players():
        for name in NAMES:
            store.add_player(name)
    ids = [p.id for p in store.players()]
    say("will create")
    kind = rng.randrange(3)
    if kind == 0:
        setup = Setup.race(list(zip(NAMES, COLOURS, strict=True)), seed=rng.randrange(10**6))
        game = store.create_game(setup, ids)
    elif kind == 1:
        setup = Setup.team(list(NAMES[:3]), seed=rng.randrange(10**6))
        game = store.create_game(setup, ids[:3])
    else:
        game = store.create_game(
            Setup.solo("Mia", course="climb", seed=rng.randrange(10**6)), ids[:1]
        )
    say(f"stored {game.id} {digest(game.timeline)}")
    return game


def main(path: str, seed: int) -> None:
    store = Store.open(path)
    running = store.running_game_id()
    rng = random.Random(f"{seed}/{len(store.games())}")
    game = store.open_game(running) if running is not None else new_game(store, rng)
    rng = random.Random(f"{seed}/{game.id}/{len(game.timeline.actions)}")
    say(f"ready {game.id} {digest(game.timeline)}")
    while True:
        if game.finished:
            game = new_game(store, rng)
            continue
        roll = rng.random()
        t = game.timeline
        if roll < 0.12 and t.can_undo:
            say(f"will {game.id} {digest(t.undo())}")
            game.undo()
        elif roll < 0.2 and t.can_redo:
            say(f"will {game.id} {digest(t.redo())}")
            game.redo()
        else:
            action = rng.choice(legal_actions(t.state))
            say(f"will {game.id} {digest(t.play(action).advance_chance())}")
            game.play(action)
        say(f"stored {game.id} {digest(game.timeline)}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
