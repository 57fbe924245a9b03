"""Montgolfière's ``replay`` and ``simulate`` on the command line: the state shows
balloons, round, cards used, the Baron's pile, the match scores and the result; random
games check every invariant after every round."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from blocky.core.commands import GameCommands
from blocky.games.montgolfiere.plugin import MONTGOLFIERE


class MontgolfiereCommands(GameCommands):
    simulate_example = ("--edition", "12")

    def random_setup(self, rng: random.Random, args: argparse.Namespace | None = None) -> Any:
        from blocky.games.montgolfiere.simulate import random_setup

        return random_setup(rng, getattr(args, "edition", None) or rng.choice(["15", "12"]))

    def add_simulate_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--edition", choices=["15", "12"], help="Montgolfière: the 15- or 12-space board"
        )

    def simulate(self, args: argparse.Namespace, error: Callable[[str], NoReturn]) -> int:
        from blocky.games.montgolfiere.invariants import InvariantBroken
        from blocky.games.montgolfiere.simulate import simulate

        if args.edition is None:
            print("error: simulate --game montgolfiere needs --edition 15 or 12", file=sys.stderr)
            return 2
        try:
            result = simulate(edition=args.edition, games=args.games, seed=args.seed)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        except InvariantBroken as exc:
            print(f"error: an invariant broke: {exc}", file=sys.stderr)
            return 1
        rate = result.rounds / result.seconds if result.seconds > 0 else float("inf")
        print(
            f"{result.games} games, {result.rounds} rounds, {result.actions} actions, "
            f"{rate:,.0f} rounds/s; every invariant held after every round"
        )
        return 0

    def state_text(self, state: Any) -> str:
        from blocky.games.montgolfiere.describe import state_text

        return state_text(state)

    def state_json(self, state: Any) -> dict[str, Any]:
        from blocky.games.montgolfiere.describe import state_to_json

        out: dict[str, Any] = state_to_json(state)
        return out

    def action_label(self, state: Any, action: Any) -> str:
        from blocky.games.montgolfiere.describe import describe_action

        return describe_action(state, action)

    def options(self, state: Any) -> list[dict[str, object]]:
        from blocky.games.montgolfiere.actions import action_to_json

        weights = {a: w for a, w in MONTGOLFIERE.chance_outcomes(state)}
        out: list[dict[str, object]] = []
        for action in MONTGOLFIERE.legal_actions(state):
            item: dict[str, object] = {
                "action": action_to_json(action),
                "label": self.action_label(state, action),
            }
            if action in weights:
                item["weight"] = weights[action]
            out.append(item)
        return out


COMMANDS = MontgolfiereCommands(MONTGOLFIERE)
