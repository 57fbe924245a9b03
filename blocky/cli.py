"""Command line: ``blocky-mountains`` starts the app; sub-commands work headless."""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path

from blocky import APP_NAME, __version__

#: The languages of ``--lang``.
LANGUAGES = ("en", "de", "fr")
#: ``replay`` reads at most this many bytes: a whole evening's game record is some 30 kB,
#: and a larger file (or a pipe, a device) is refused before it is read.
MAX_RECORD_BYTES = 2_000_000


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
        choices=LANGUAGES,
        help="the app's language this time (default: the settings, else the system's)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    rp = sub.add_parser("replay", help="replay a game record and print the final state")
    rp.add_argument("file", type=Path, help="a game record (a JSON file of at most 2 MB)")
    rp.add_argument(
        "--json",
        action="store_true",
        help="print the state as JSON; a refused record prints a JSON object naming the "
        "action index, kind and reason",
    )
    rp.add_argument(
        "--options",
        action="store_true",
        help="also list what may happen next: the legal actions, chance outcomes with weights",
    )

    sim = sub.add_parser("simulate", help="play random legal games and check every invariant")
    sim.add_argument(
        "--game",
        choices=["blocky-mountains", "montgolfiere"],
        default="blocky-mountains",
        help="which game to play (default: blocky-mountains)",
    )
    sim.add_argument(
        "--mode", choices=["race", "team", "solo"], help="Blocky Mountains: the way to play"
    )
    sim.add_argument(
        "--edition", choices=["15", "12"], help="Montgolfière: the 15- or 12-space board"
    )
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--players", type=int, help="players (race 1-4, team 2-7)")
    return parser


def _options(state: object) -> list[dict[str, object]]:
    """What may happen next: every legal action, chance outcomes with their weights."""
    from blocky.games.blocky_mountains.actions import action_to_json
    from blocky.games.blocky_mountains.describe import describe_action
    from blocky.games.blocky_mountains.game import chance_options, legal_actions
    from blocky.games.blocky_mountains.state import State

    assert isinstance(state, State)
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


def _options_text(options: list[dict[str, object]]) -> str:
    if not options:
        return "Nothing can happen now: the game is over."
    total = sum(int(o["weight"]) for o in options if "weight" in o)  # type: ignore[call-overload]
    lines = ["Can happen now:" if total else "Legal now:"]
    for o in options:
        weight = f"  (weight {o['weight']} of {total})" if "weight" in o else ""
        lines.append(f"  {o['label']}{weight}")
    return "\n".join(lines)


def cmd_replay(path: Path, as_json: bool, options: bool = False) -> int:
    """Replay a record file. Exit 0: replayed; 1: the record is refused; 2: unreadable file.

    With ``--json`` a refused record also prints a JSON object on standard output naming
    the action index, its kind and the reason (and the state before it).
    """
    import json

    from blocky.games.blocky_mountains.describe import state_text, state_to_json
    from blocky.games.blocky_mountains.record import (
        RecordError,
        load_record_json,
        record_from_json,
        replay,
    )

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
            out["state"] = state_to_json(state)  # type: ignore[arg-type]
            if options:
                out["options"] = _options(state)
        print(json.dumps(out, indent=2, ensure_ascii=False))

    from blocky.core.files import FileRefused, read_named_file

    try:
        raw = read_named_file(path, MAX_RECORD_BYTES, "a game record")
    except FileRefused as exc:
        reason = str(exc)
        if exc.kind == "not_a_file":
            reason += "; replay reads a game record saved as a file"
        print(f"error: {reason}", file=sys.stderr)
        if as_json:
            error = {"index": None, "kind": None, "reason": reason, "message": reason}
            print(json.dumps({"error": error}, indent=2, ensure_ascii=False))
        return 2
    except OSError as exc:
        print(f"error: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    try:
        data = load_record_json(raw)
    except RecordError as exc:
        print(f"error: {path} is not a readable JSON game record: {exc}", file=sys.stderr)
        if as_json:
            error = {"index": None, "kind": None, "reason": str(exc), "message": str(exc)}
            print(json.dumps({"error": error}, indent=2, ensure_ascii=False))
        return 2
    if _game_of(data) == "montgolfiere":
        return _replay_montgolfiere(path, data, as_json, options)
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
            print(state_text(before))
            print(_options_text(_options(before)))
        return 1
    if as_json:
        out = state_to_json(state)
        if options:
            out["options"] = _options(state)
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        print(state_text(state))
        if options:
            print(_options_text(_options(state)))
    return 0


def _game_of(data: object) -> str | None:
    """The game a parsed record names, None when it names none that can be read (the
    Blocky Mountains reader then says what is wrong, as before)."""
    from blocky.core.record import RecordError, record_game_id

    try:
        return record_game_id(data)
    except RecordError:
        return None


def _replay_montgolfiere(path: Path, data: object, as_json: bool, options: bool) -> int:
    """``replay`` of a Montgolfière record: the same exits and error lines as for Blocky
    Mountains; the state shows balloons, round, cards used, the Baron's pile, the match
    scores and the result."""
    import json

    from blocky.games.montgolfiere.actions import action_to_json
    from blocky.games.montgolfiere.describe import describe_action, state_text, state_to_json
    from blocky.games.montgolfiere.plugin import MONTGOLFIERE
    from blocky.games.montgolfiere.record import RecordError, record_from_json, replay
    from blocky.games.montgolfiere.state import State

    def listed(state: State) -> list[dict[str, object]]:
        weights = {a: w for a, w in MONTGOLFIERE.chance_outcomes(state)}
        out: list[dict[str, object]] = []
        for action in MONTGOLFIERE.legal_actions(state):
            item: dict[str, object] = {
                "action": action_to_json(action),
                "label": describe_action(state, action),
            }
            if action in weights:
                item["weight"] = weights[action]
            out.append(item)
        return out

    def refused(exc: RecordError, state: State | None = None) -> None:
        print(f"error: {path}: {exc}", file=sys.stderr)
        if not as_json:
            if options and state is not None:
                print(state_text(state))
                print(_options_text(listed(state)))
            return
        kind = getattr(exc.action, "kind", None) if exc.action is not None else None
        error = {"index": exc.index, "kind": kind, "reason": exc.reason, "message": str(exc)}
        out: dict[str, object] = {"error": error}
        if state is not None:
            out["state"] = state_to_json(state)
            if options:
                out["options"] = listed(state)
        print(json.dumps(out, indent=2, ensure_ascii=False))

    try:
        record = record_from_json(data)
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
    if as_json:
        out = state_to_json(state)
        if options:
            out["options"] = listed(state)
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        print(state_text(state))
        if options:
            print(_options_text(listed(state)))
    return 0


def cmd_simulate_montgolfiere(edition: str | None, games: int, seed: int) -> int:
    from blocky.games.montgolfiere.invariants import InvariantBroken
    from blocky.games.montgolfiere.simulate import simulate

    if edition is None:
        print("error: simulate --game montgolfiere needs --edition 15 or 12", file=sys.stderr)
        return 2
    try:
        result = simulate(edition=edition, games=games, seed=seed)
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


#: The app's own options, each as ``--name value`` or a plain ``--flag`` (see
#: :func:`_app_options`).
_APP_FLAGS = ("--quit-after-start", "--quit-when-ready")
_APP_VALUES = {"--data-dir": None, "--lang": LANGUAGES}


def _app_options(argv: list[str]) -> argparse.Namespace | None:
    """``argv`` read as :func:`_build_parser` reads it, when it holds only the app's own
    options in their plain spelling (no command, no ``--name=value``, no abbreviation,
    no value that starts with a dash): the usual way the app is started, from a
    desktop entry with none at all. Anything else returns None, for the parser, whose
    answers and messages stay the only ones. (Building the parser the first time costs
    about 2 ms of start-up: the translations of its help texts are looked up, and the
    locale module loaded for that.)"""
    options = argparse.Namespace(
        command=None, quit_after_start=False, quit_when_ready=False, data_dir=None, lang=None
    )
    words = iter(argv)
    for word in words:
        if word in _APP_FLAGS:
            setattr(options, word[2:].replace("-", "_"), True)
        elif word in _APP_VALUES:
            value = next(words, None)
            allowed = _APP_VALUES[word]
            if not value or value.startswith("-") or (allowed and value not in allowed):
                return None
            if word == "--data-dir":
                options.data_dir = Path(value)
            else:
                options.lang = value
        else:
            return None
    return options


def main(argv: list[str]) -> int:
    args = _app_options(argv)
    if args is None:
        parser = _build_parser()
        args = parser.parse_args(argv)
    if args.command in ("replay", "simulate"):
        # Names may hold any character; a console that cannot show one gets an escape,
        # not an error.
        for stream in (sys.stdout, sys.stderr):
            reconfigure = getattr(stream, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(errors="backslashreplace")
        try:
            if args.command == "replay":
                return cmd_replay(args.file, args.json, args.options)
            if args.game == "montgolfiere":
                return cmd_simulate_montgolfiere(args.edition, args.games, args.seed)
            if args.mode is None:
                _build_parser().error("simulate: the following arguments are required: --mode")
            return cmd_simulate(args.mode, args.games, args.seed, args.players)
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
            return 130
        except BrokenPipeError:
            # The reader of our output went away (e.g. `| head`): stop quietly, and let
            # nothing try to write to the closed pipe at exit.
            import os

            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
    # Start-up speed: no garbage collection until the window is painted (run_app resumes
    # it then). Start-up makes tens of thousands of objects that live as long as the app;
    # collecting among them meanwhile only costs time (about 9 ms, see bench/ui_bench.py).
    gc.disable()
    from blocky.platform_check import ensure_gui_can_start

    ensure_gui_can_start()
    from blocky.ui.shell.app import run_app

    return run_app(
        quit_after_start=args.quit_after_start,
        quit_when_ready=args.quit_when_ready,
        data_dir=args.data_dir,
        language=args.lang,
    )
