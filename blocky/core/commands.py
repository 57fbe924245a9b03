"""The command line's ``replay`` and ``simulate`` of one game, through the core protocol.

``blocky.cli`` reads the arguments and the record file, then hands them to the commands
of the game the record names (its registry entry's ``commands_path``). A game with no
commands of its own gets these: its record replayed with :mod:`blocky.core.record`,
the state told by its outcome, the options by its legal actions and chance weights, and
random games played from :meth:`GameCommands.random_setup`. A game overrides what it
tells better (its state as text and JSON, its own invariants).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from blocky.core.game import Game
    from blocky.core.registry import GameEntry

#: A game that plays this many actions without ending is not played at random.
MAX_ACTIONS = 100_000


def options_text(options: list[dict[str, object]]) -> str:
    """What may happen next, as ``replay --options`` prints it."""
    if not options:
        return "Nothing can happen now: the game is over."
    total = sum(int(str(o["weight"])) for o in options if "weight" in o)
    lines = ["Can happen now:" if total else "Legal now:"]
    for o in options:
        weight = f"  (weight {o['weight']} of {total})" if "weight" in o else ""
        lines.append(f"  {o['label']}{weight}")
    return "\n".join(lines)


class GameCommands:
    """``replay`` and ``simulate`` of ``game``; exits 0 (done), 1 (refused), 2 (bad use)."""

    #: The options a short ``simulate`` of this game needs beside ``--game``.
    simulate_example: tuple[str, ...] = ()

    def __init__(self, game: Game[Any, Any, Any, Any]) -> None:
        self.game = game

    # -- simulate -------------------------------------------------------------------------
    def add_simulate_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add the game's own options of ``simulate`` (none by default)."""

    def random_setup(self, rng: random.Random, args: argparse.Namespace | None = None) -> Any:
        """A set-up to play at random, as ``args`` (the options of ``simulate``) ask, any
        set-up when None; ValueError (a sentence) when ``args`` allow none."""
        raise ValueError(f"{self.game.game_type.name} has no random set-up to simulate")

    def simulate(self, args: argparse.Namespace, error: Callable[[str], NoReturn]) -> int:
        """Play ``args.games`` random legal games (chance weighted as at the table)."""
        if args.games < 1:
            print("error: play at least one game (--games 1 or more)", file=sys.stderr)
            return 2
        rng = random.Random(args.seed)
        game = self.game
        actions = 0
        began = time.perf_counter()
        try:
            for _ in range(args.games):
                state = game.new_game(self.random_setup(rng, args))
                for _ in range(MAX_ACTIONS):
                    actor = game.actor(state)
                    if actor is None:
                        break
                    if actor.is_chance:
                        outcomes = game.chance_outcomes(state)
                        action = rng.choices(
                            [a for a, _ in outcomes], weights=[w for _, w in outcomes]
                        )[0]
                    else:
                        action = rng.choice(list(game.legal_actions(state)))
                    state = game.apply(state, action)
                    actions += 1
                else:
                    print(f"error: a game did not end in {MAX_ACTIONS} actions", file=sys.stderr)
                    return 1
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        seconds = time.perf_counter() - began
        rate = actions / seconds if seconds > 0 else float("inf")
        print(f"{args.games} games, {actions} actions, {rate:,.0f} actions/s")
        return 0

    # -- replay ---------------------------------------------------------------------------
    def state_text(self, state: Any) -> str:
        """The state as ``replay`` prints it."""
        game = self.game
        result = game.outcome(state)
        if result is not None:
            return f"{game.game_type.name}: the game is over ({result.termination})."
        actor = game.actor(state)
        who = (
            "chance"
            if actor is None or actor.is_chance
            else ", ".join(f"seat {seat}" for seat in sorted(actor.seats))
        )
        return f"{game.game_type.name}: {who} to act."

    def state_json(self, state: Any) -> dict[str, Any]:
        """The state as ``replay --json`` prints it."""
        game = self.game
        actor = game.actor(state)
        return {
            "game": game.game_type.id,
            "to_act": None
            if actor is None
            else {"kind": str(actor.kind), "seats": sorted(actor.seats)},
            "result": game.summary_data(state) or None,
        }

    def action_label(self, state: Any, action: Any) -> str:
        return f"{self.game.action_kind(action)} {json.dumps(self.game.action_to_json(action))}"

    def options(self, state: Any) -> list[dict[str, object]]:
        """What may happen next: every legal action, chance outcomes with their weights."""
        game = self.game
        weights = dict(game.chance_outcomes(state))
        out: list[dict[str, object]] = []
        for action in game.legal_actions(state):
            item: dict[str, object] = {
                "action": game.action_to_json(action),
                "label": self.action_label(state, action),
            }
            if action in weights:
                item["weight"] = weights[action]
            out.append(item)
        return out

    def replay(self, path: Path, data: object, as_json: bool, options: bool) -> int:
        """Replay a parsed record file: 0 replayed, 1 refused (with ``--json`` a JSON
        object naming the action index, its kind and the reason, and the state before)."""
        from blocky.core.record import RecordError, record_from_json, replay

        def refused(exc: RecordError, state: Any = None) -> None:
            print(f"error: {path}: {exc}", file=sys.stderr)
            if not as_json:
                if options and state is not None:
                    print(self.state_text(state))
                    print(options_text(self.options(state)))
                return
            kind = self.game.action_kind(exc.action) if exc.action is not None else None
            error = {"index": exc.index, "kind": kind, "reason": exc.reason, "message": str(exc)}
            out: dict[str, object] = {"error": error}
            if state is not None:
                out["state"] = self.state_json(state)
                if options:
                    out["options"] = self.options(state)
            print(json.dumps(out, indent=2, ensure_ascii=False))

        try:
            record = record_from_json(data, self.game)
        except RecordError as exc:
            refused(exc)
            return 1
        try:
            state = replay(record)
        except RecordError as exc:
            try:
                before = replay(record, exc.index) if exc.index is not None else None
            except RecordError:
                before = None
            refused(exc, before)
            return 1
        self.print_state(state, as_json, options)
        return 0

    def print_state(self, state: Any, as_json: bool, options: bool) -> None:
        """Print where a replayed record stands: as JSON or in words, with the choices
        open there when ``options``."""
        if as_json:
            out = self.state_json(state)
            if options:
                out["options"] = self.options(state)
            print(json.dumps(out, indent=2, ensure_ascii=False))
        else:
            print(self.state_text(state))
            if options:
                print(options_text(self.options(state)))


def commands_of(entry: GameEntry) -> GameCommands:
    """The ``replay`` and ``simulate`` of a registered game: those its entry names, else
    the core's own for its rules."""
    if not entry.commands_path:
        return GameCommands(entry.rules())
    module, _, name = entry.commands_path.partition(":")
    found: GameCommands = getattr(import_module(module), name)
    return found
