"""Blocky Mountains' ``replay`` and ``simulate`` on the command line: the state as its
players read it (positions, squirrels, the result) and random games of each mode."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from blocky.core.commands import GameCommands, options_text
from blocky.games.blocky_mountains.plugin import BLOCKY_MOUNTAINS


class BlockyMountainsCommands(GameCommands):
    simulate_example = ("--mode", "race")

    def random_setup(self, rng: random.Random, args: argparse.Namespace | None = None) -> Any:
        from blocky.games.blocky_mountains.simulate import random_setup

        mode = getattr(args, "mode", None) or rng.choice(["race", "team", "solo"])
        return random_setup(mode, rng, getattr(args, "players", None))

    def add_simulate_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--mode", choices=["race", "team", "solo"], help="Blocky Mountains: the way to play"
        )
        parser.add_argument("--players", type=int, help="players (race 1-4, team 2-7)")

    def simulate(self, args: argparse.Namespace, error: Callable[[str], NoReturn]) -> int:
        from blocky.games.blocky_mountains.simulate import simulate

        if args.mode is None:
            error("simulate: the following arguments are required: --mode")
        try:
            result = simulate(args.mode, games=args.games, seed=args.seed, players=args.players)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        rate = result.actions / result.seconds if result.seconds > 0 else float("inf")
        print(f"{result.games} games, {result.actions} actions, {rate:,.0f} actions/s")
        return 0

    def state_text(self, state: Any) -> str:
        from blocky.games.blocky_mountains.describe import state_text

        return state_text(state)

    def state_json(self, state: Any) -> dict[str, Any]:
        from blocky.games.blocky_mountains.describe import state_to_json

        out: dict[str, Any] = state_to_json(state)
        return out

    def options(self, state: Any) -> list[dict[str, object]]:
        """What may happen next: every legal action, chance outcomes with their weights."""
        from blocky.games.blocky_mountains.actions import action_to_json
        from blocky.games.blocky_mountains.describe import describe_action
        from blocky.games.blocky_mountains.game import chance_options, legal_actions

        weights = dict(chance_options(state))
        out: list[dict[str, object]] = []
        for action in legal_actions(state):
            item: dict[str, object] = {
                "action": action_to_json(action),
                "label": describe_action(state, action),
            }
            if action.is_chance:
                item["weight"] = weights[action]
            out.append(item)
        return out

    def replay(self, path: Path, data: object, as_json: bool, options: bool) -> int:
        from blocky.games.blocky_mountains.record import RecordError, record_from_json, replay

        def refused(exc: RecordError, state: object = None) -> None:
            print(f"error: {path}: {exc}", file=sys.stderr)
            if not as_json:
                return
            error: dict[str, object] = {
                "index": exc.index,
                "kind": getattr(exc.action, "kind", None),
                "reason": exc.reason,
                "message": str(exc),
            }
            out: dict[str, object] = {"error": error}
            if state is not None:
                out["state"] = self.state_json(state)
                if options:
                    out["options"] = self.options(state)
            print(json.dumps(out, indent=2, ensure_ascii=False))

        try:
            record = record_from_json(data)
        except RecordError as exc:
            refused(exc)
            return 1
        try:
            state = replay(record)
        except RecordError as exc:
            before = replay(record, exc.index) if exc.index is not None else None
            refused(exc, before)
            if options and not as_json and before is not None:
                print(self.state_text(before))
                print(options_text(self.options(before)))
            return 1
        self.print_state(state, as_json, options)
        return 0


COMMANDS = BlockyMountainsCommands(BLOCKY_MOUNTAINS)
