"""The golden playthroughs: how each record in tests/golden/*.txt was made, and
how such a file is written and read.

A golden file holds a short description, the record as JSON, and for every
action its label and what it did (the same English the app's log shows) plus
``state_summary`` after it. Regenerate all of them with

    BLOCKY_REGENERATE_GOLDEN=1 .venv/bin/python -m pytest tests/games/blocky_mountains/test_golden.py

and read the diff before committing it: the files are checked against the
rules by a person, the test only keeps them from changing silently.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from itertools import cycle
from pathlib import Path

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChangeRoute,
    ChoosePile,
    ChooseVariant,
    FlipOwl,
    Fox,
    Partner,
    PlayOn,
    Report,
    Retry,
    RevealCard,
    RevealOwl,
    TakeRoute,
    TakeShortcut,
)
from blocky.games.blocky_mountains.describe import (
    describe_action,
    describe_event,
    player_label,
    state_summary,
)
from blocky.games.blocky_mountains.game import CHANCE, current_actor, legal_actions
from blocky.games.blocky_mountains.record import (
    Record,
    Timeline,
    record_from_json,
    record_to_json,
    replay_steps,
)
from blocky.games.blocky_mountains.state import Draws, Phase, Setup

GOLDEN_DIR = Path(__file__).resolve().parents[2] / "golden"
RECORD_MARK = "== record =="
STEPS_MARK = "== steps =="


@dataclass(frozen=True)
class Scenario:
    name: str
    description: str
    build: Callable[[], Record]


# --------------------------------------------------------------------- race, 4 players


def _race_four() -> Record:
    setup = Setup.race(
        [("Wendy", "white"), ("Ben", "black"), ("Olga", "orange"), ("Vic", "violet")],
        draws=Draws.TABLE,
    )
    a: list[Action] = [
        # round 1
        ChoosePile("A"), RevealCard("treetop"), ChooseVariant(False), Report(True),
        FlipOwl("neutral"), RevealOwl(3, 1),  # white 0 -> 3
        TakeRoute(), ChooseVariant(True), Report(True),  # black: difficult, +1, letter A: 0 -> 2
        ChoosePile("C"), RevealCard("eagles-nest"), ChooseVariant(False), Report(False), Retry(),
        Report(True), FlipOwl("letter"),  # orange pays 1 for a retry, letter C: 0 -> 4
        ChangeRoute("B"), RevealCard("chimney"), ChooseVariant(False), Report(False),
        AcceptFailure(), FlipOwl("letter"),  # violet pays 2 to change; fails, back 1 -> stays 0
        # round 2
        TakeShortcut(), TakeRoute(), ChooseVariant(True), Report(True),
        RevealOwl(5, 2),  # white: shortcut 3 -> 5 (-2), difficult Chimney +2, 5 -> 10
        ChoosePile("C"), RevealCard("shaft"), Report(True), FlipOwl("neutral"),
        RevealOwl(4, 2),  # black 2 -> 6
        ChangeRoute("A"), RevealCard("boulder"), ChooseVariant(True), Report(False),
        FlipOwl("letter"),  # orange on compass 4: free change; difficult failed, back 0
        TakeRoute(), ChooseVariant(False), Report(True), RevealOwl(2, 0),  # violet 0 -> 2
        # round 3
        ChoosePile("C"), RevealCard("gorge"), Report(True), FlipOwl("letter"),  # white 10 -> 14
        TakeRoute(), Report(False), Retry(), Report(False), Retry(), Report(False), Retry(),
        Report(False), Retry(), Report(False),  # black: 4 retries, then forced: none left
        RevealOwl(3, 1),  # black 6 -> 5
        ChoosePile("B"), RevealCard("ice-curve"), Report(True), FlipOwl("letter"),  # orange 4 -> 7
        TakeRoute(), Report(True), RevealOwl(1, 0),  # violet 2 -> 3
    ]  # fmt: skip
    a += [  # round 4
        ChoosePile("B"), RevealCard("cliff"), ChooseVariant(False), Report(True),
        FlipOwl("letter"),  # white 14 -> 17: the peak, the round is completed
        TakeRoute(), ChooseVariant(False), Report(True), RevealOwl(3, 1),  # black 5 -> 8
        ChoosePile("A"), RevealCard("glacier"), Report(True), FlipOwl("letter"),  # orange 7 -> 9
        TakeRoute(), Report(True), RevealOwl(5, 2),  # violet 3 -> 8: ties black on space 8
    ]  # fmt: skip
    return Record(setup, tuple(a))


# ------------------------------------------------------------------------ team, won


def _team_policy(results: list[bool]) -> Callable[[Timeline], Action]:
    outcomes = cycle(results)

    def decide(t: Timeline) -> Action:
        s = t.state
        legal = legal_actions(s)
        if TakeShortcut() in legal:
            return TakeShortcut()
        if PlayOn() in legal:
            return PlayOn()
        if Fox() in legal:
            return Fox()
        partners = [x for x in legal if isinstance(x, Partner)]
        if partners:
            return partners[0]
        if ChooseVariant(True) in legal:
            # difficult when the pool is small, to earn squirrels for the shortcut
            return ChooseVariant(s.squirrels[0] < 5)
        if s.phase is Phase.RETRY:
            return Retry() if s.squirrels[0] > 2 else AcceptFailure()
        return Report(next(outcomes))

    return decide


def _play_app(setup: Setup, decide: Callable[[Timeline], Action], limit: int = 400) -> Record:
    t = Timeline.start(setup).advance_chance()
    for _ in range(limit):
        if current_actor(t.state) is None:
            return t.record
        t = t.play(decide(t)).advance_chance()
    raise AssertionError("the scenario did not finish")


def _team_won() -> Record:
    setup = Setup.team(["Ada", "Bo", "Cy", "Di"], level="beginner", draws=Draws.APP, seed=11)
    return _play_app(setup, _team_policy([True, True, False, True, True, True]))


# ----------------------------------------------------------------------- team, lost


def _team_lost() -> Record:
    setup = Setup.team(["Ada", "Bo"], level="advanced", draws=Draws.TABLE)
    a: list[Action] = [
        RevealCard("glacier"), Report(True),  # campground -> arrow space 1
        RevealCard("treetop"), ChooseVariant(True), Report(True),  # +1 squirrel, 1 -> 2
        RevealCard("stone-gate"), Report(False), Retry(), Report(False),  # forced: no squirrels
        RevealCard("ice-bridge"), Report(True),  # 2 -> 3
        RevealCard("boulder"), ChooseVariant(False), Report(False),  # failed, nothing to pay
        RevealCard("narrow-point"), Report(True),  # 3 -> 4, a fox space
        RevealCard("climbing-ladder"), Partner(1), ChooseVariant(False), Report(False),  # on the fox: no retry
        RevealCard("rock-crevice"), ChooseVariant(False),
        Report(True),  # the last card of pile A: 4 -> 5, short of A on 6: lost
    ]  # fmt: skip
    return Record(setup, tuple(a))


# ------------------------------------------------------------------ solo, full climb


def _solo_policy() -> Callable[[Timeline], Action]:
    outcomes = cycle([True, False, True, True, False, False, True, True, True])
    choice = cycle([True, False, True])

    def decide(t: Timeline) -> Action:
        s = t.state
        if s.phase is Phase.RETRY:
            return Retry() if s.squirrels[0] > 1 else AcceptFailure()
        if ChooseVariant(True) in legal_actions(s):
            return ChooseVariant(next(choice))
        return Report(next(outcomes))

    return decide


def _solo_climb() -> Record:
    setup = Setup.solo("Mia", course="climb", draws=Draws.APP, seed=2024)
    return _play_app(setup, _solo_policy())


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "race_four_players",
        "Race, 4 players, table draws: a shortcut, route changes (paid and free from a\n"
        "compass space), retries until no squirrel is left, difficult routes mastered and\n"
        "failed, both owl tiles of a pile, the peak with the round completed, and a\n"
        "tie on space 8 decided by squirrels.",
        _race_four,
    ),
    Scenario(
        "team_won",
        "Team, 4 beginners, app draws (seed 11): foxes, partners on 2-rod routes,\n"
        "retries, both intermediate destinations, the major shortcut, and the peak.",
        _team_won,
    ),
    Scenario(
        "team_lost",
        "Team, 2 advanced adventurers, table draws: the last card of pile A is mastered\n"
        "but leaves the marker on 5, short of intermediate A on 6: the team has lost.",
        _team_lost,
    ),
    Scenario(
        "solo_climb",
        "Solo training, full climb A, B, C, app draws (seed 2024): difficult and normal\n"
        "routes, retries, failures; squirrels carried from pile to pile.",
        _solo_climb,
    ),
)


# --------------------------------------------------------------------------- the text


def _english(text: str) -> str:
    return text


def render_steps(record: Record) -> list[str]:
    """The step lines of a golden file: label, what happened, and the summary."""
    from blocky.games.blocky_mountains.game import new_game

    state = new_game(record.setup, record.catalogue())
    lines = [f"start: {state_summary(state)}"]
    for i, action, after, events in replay_steps(record):
        actor = current_actor(state)
        who = "chance" if actor == CHANCE or actor is None else player_label(state, actor)
        lines.append(f"[{i}] {who}: {describe_action(state, action, _english)}")
        lines.extend(f"      - {describe_event(after, e, _english)}" for e in events)
        lines.append(f"    = {state_summary(after)}")
        state = after
    return lines


def render(scenario: Scenario, record: Record) -> str:
    header = [f"# Golden playthrough: {scenario.name}"]
    header += [f"# {line}" for line in scenario.description.splitlines()]
    header += [
        "# Regenerate: BLOCKY_REGENERATE_GOLDEN=1 .venv/bin/python -m pytest tests/games/blocky_mountains/test_golden.py",
        RECORD_MARK,
        json.dumps(record_to_json(record), indent=1, ensure_ascii=False),
        STEPS_MARK,
    ]
    return "\n".join(header + render_steps(record)) + "\n"


def read_golden(path: Path) -> tuple[Record, list[str]]:
    """The record and the step lines of a golden file."""
    text = path.read_text(encoding="utf-8")
    head, steps = text.split(STEPS_MARK + "\n", 1)
    raw = head.split(RECORD_MARK + "\n", 1)[1]
    return record_from_json(json.loads(raw)), steps.splitlines()


def record_json_of(path: Path) -> str:
    """Just the record part of a golden file, as JSON text."""
    text = path.read_text(encoding="utf-8")
    return text.split(RECORD_MARK + "\n", 1)[1].split(STEPS_MARK, 1)[0]


def regenerate() -> list[Path]:
    GOLDEN_DIR.mkdir(exist_ok=True)
    written = []
    for sc in SCENARIOS:
        path = GOLDEN_DIR / f"{sc.name}.txt"
        path.write_text(render(sc, sc.build()), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for p in regenerate():
        print(p)
