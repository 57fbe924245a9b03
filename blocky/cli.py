"""Command line: ``blocky-mountains`` starts the app; sub-commands work headless."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from blocky import APP_NAME, __version__

if TYPE_CHECKING:
    from blocky.core.registry import GameEntry

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
    # Answered by blocky/__main__.py (blocky/desktop.py) before this parser is built.
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="put the app in this user's desktop menu (Linux) and exit",
    )
    parser.add_argument(
        "--remove-desktop-entry",
        action="store_true",
        help="take the app out of this user's desktop menu again and exit",
    )
    from blocky.core.commands import commands_of
    from blocky.core.registry import games

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
    known = [entry.id for entry in games()]
    sim.add_argument(
        "--game",
        choices=known,
        default=known[0],
        help=f"which game to play (default: {known[0]})",
    )
    for entry in games():
        commands_of(entry).add_simulate_arguments(sim)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    return parser


def cmd_replay(path: Path, as_json: bool, options: bool = False) -> int:
    """Replay a record file. Exit 0: replayed; 1: the record is refused; 2: unreadable file.

    With ``--json`` a refused record also prints a JSON object on standard output naming
    the action index, its kind and the reason (and the state before it).
    """
    import json

    from blocky.core.commands import commands_of
    from blocky.core.files import FileRefused, read_named_file
    from blocky.core.untrusted import UntrustedError, load_json

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
        # Read with the limits of untrusted text (nesting, huge numbers, NaN, text that
        # is not Unicode): whatever the file holds, a plain reason, never a traceback.
        data = load_json(raw)
    except UntrustedError as exc:
        print(f"error: {path} is not a readable JSON game record: {exc}", file=sys.stderr)
        if as_json:
            error = {"index": None, "kind": None, "reason": str(exc), "message": str(exc)}
            print(json.dumps({"error": error}, indent=2, ensure_ascii=False))
        return 2
    return commands_of(_entry_of(data)).replay(path, data, as_json, options)


def _entry_of(data: object) -> GameEntry:
    """The game a parsed record names; the first registered game when it names none this
    app knows (its reader then says what is wrong, as before)."""
    from blocky.core.record import RecordError, record_game_id
    from blocky.core.registry import UnknownGame, find_game, games

    try:
        return find_game(record_game_id(data))
    except (RecordError, UnknownGame):
        return next(games())


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
        from blocky.core.commands import commands_of
        from blocky.core.registry import find_game

        try:
            if args.command == "replay":
                return cmd_replay(args.file, args.json, args.options)
            return commands_of(find_game(args.game)).simulate(args, _build_parser().error)
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
            return 130
        except BrokenPipeError:
            # The reader of our output went away (e.g. `| head`): stop quietly, and let
            # nothing try to write to the closed pipe at exit.
            import os

            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
    from blocky.platform_check import ensure_gui_can_start

    ensure_gui_can_start()
    from blocky.ui.shell.app import run_app

    return run_app(
        quit_after_start=args.quit_after_start,
        quit_when_ready=args.quit_when_ready,
        data_dir=args.data_dir,
        language=args.lang,
    )
