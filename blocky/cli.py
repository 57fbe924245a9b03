"""Command line: ``blocky-mountains`` starts the app; sub-commands work headless."""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path

from blocky import APP_NAME, __version__


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="blocky-mountains",
        description=f"{APP_NAME}: the table-side companion for Blocky Mountains. "
        "Without a command it opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--quit-after-start",
        action="store_true",
        help="show the main window and exit as soon as it is painted",
    )
    parser.add_argument(
        "--quit-when-ready",
        action="store_true",
        help="show the main window, list the saved games and exit",
    )
    parser.add_argument("--data-dir", type=Path, help="keep the app's data in this folder")
    parser.add_argument(
        "--lang",
        choices=["en", "de", "fr"],
        help="the app's language this time (default: the settings, else the system's)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    rp = sub.add_parser("replay", help="replay a game record and print the final state")
    rp.add_argument("file", type=Path, help="a game record (JSON)")
    rp.add_argument("--json", action="store_true", help="print the state as JSON")

    sim = sub.add_parser("simulate", help="play random legal games and check every invariant")
    sim.add_argument("--mode", choices=["race", "team", "solo"], required=True)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--players", type=int, help="players (race 1-4, team 2-7)")
    return parser


def cmd_replay(path: Path, as_json: bool) -> int:
    import json

    from blocky.rules.describe import state_text, state_to_json
    from blocky.rules.record import RecordError, record_from_json, replay

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        print(f"error: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        print(f"error: {path} is not a readable JSON game record: {exc}", file=sys.stderr)
        return 2
    try:
        record = record_from_json(data)
        state = replay(record)
    except RecordError as exc:
        print(f"error: {path}: {exc}", file=sys.stderr)
        return 1
    if as_json:
        print(json.dumps(state_to_json(state), indent=2, ensure_ascii=False))
    else:
        print(state_text(state))
    return 0


def cmd_simulate(mode: str, games: int, seed: int, players: int | None) -> int:
    from blocky.simulate import simulate

    try:
        result = simulate(mode, games=games, seed=seed, players=players)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    rate = result.actions / result.seconds if result.seconds > 0 else float("inf")
    print(f"{result.games} games, {result.actions} actions, {rate:,.0f} actions/s")
    return 0


def main(argv: list[str]) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command == "replay":
        return cmd_replay(args.file, args.json)
    if args.command == "simulate":
        return cmd_simulate(args.mode, args.games, args.seed, args.players)
    # Start-up speed: no garbage collection until the window is painted (run_app resumes
    # it then). Start-up makes tens of thousands of objects that live as long as the app;
    # collecting among them meanwhile only costs time (about 9 ms, see bench/ui_bench.py).
    gc.disable()
    from blocky.platform_check import ensure_gui_can_start

    ensure_gui_can_start()
    from blocky.ui.app import run_app

    return run_app(
        quit_after_start=args.quit_after_start,
        quit_when_ready=args.quit_when_ready,
        data_dir=args.data_dir,
        language=args.lang,
    )
