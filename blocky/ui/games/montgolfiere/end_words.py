"""The words of the end panel of a Montgolfière game: who won and why, and the balloons'
spaces (a single game) or the match's points, as the panel shows them."""

from __future__ import annotations

from collections.abc import Sequence

from blocky.games.montgolfiere.queries import TableView
from blocky.games.montgolfiere.state import EndReason, Phase
from blocky.ui.games.montgolfiere.words import Montgolfiere, agree, who


def result_texts(view: TableView, names: Sequence[str]) -> tuple[str, str, list[str]]:
    """The end panel's title, its reason and its lines, for the last game of ``view``
    (which has one)."""
    between = view.phase is Phase.BETWEEN_GAMES
    last = view.games[-1]
    winners = who(last.winners, names)
    if view.target is None:
        # A single game has no number to say.
        reason = (
            agree(
                Montgolfiere.tr("{names} reached the Moon.", "one"),
                Montgolfiere.tr("{names} reached the Moon.", "several"),
                len(last.winners),
            )
            if last.reason is EndReason.MOON
            else agree(
                Montgolfiere.tr("After the last card, {names} flew highest.", "one"),
                Montgolfiere.tr("After the last card, {names} flew highest.", "several"),
                len(last.winners),
            )
        ).format(names=winners)
    elif last.reason is EndReason.MOON:
        reason = agree(
            Montgolfiere.tr("Game {game}: {names} reached the Moon.", "one"),
            Montgolfiere.tr("Game {game}: {names} reached the Moon.", "several"),
            len(last.winners),
        ).format(game=last.game, names=winners)
    else:
        reason = agree(
            Montgolfiere.tr("Game {game}: after the last card, {names} flew highest.", "one"),
            Montgolfiere.tr(
                "Game {game}: after the last card, {names} flew highest.", "several"
            ),
            len(last.winners),
        ).format(game=last.game, names=winners)
    if view.target is None:
        title = (
            Montgolfiere.tr("{name} wins!").format(name=winners)
            if len(last.winners) == 1
            else Montgolfiere.tr("A shared win: {names}!").format(names=winners)
        )
        order = sorted(range(len(names)), key=lambda s: -last.spaces[s])
        lines = [
            Montgolfiere.tr("{name}: space {space}").format(name=names[s], space=last.spaces[s])
            for s in order
        ]
        return title, reason, lines
    totals = view.totals
    order = sorted(range(len(names)), key=lambda s: -totals[s])
    lines = [
        Montgolfiere.tr("{name}: {total} points (this game {points})").format(
            name=names[s], total=totals[s], points=last.points[s]
        )
        for s in order
    ]
    if between:
        title = Montgolfiere.tr("Game {game} is over").format(game=last.game)
        reason += " " + Montgolfiere.tr(
            "Nobody has {target} points yet: the match goes on."
        ).format(target=view.target)
    else:
        best = max(totals)
        top = [s for s in range(len(names)) if totals[s] == best]
        title = (
            Montgolfiere.tr("{name} wins the match!").format(name=who(top, names))
            if len(top) == 1
            else Montgolfiere.tr("A shared match win: {names}!").format(names=who(top, names))
        )
        reason += " " + Montgolfiere.tr(
            "The match to {target} points is over after {games} games."
        ).format(target=view.target, games=len(view.games))
    return title, reason, lines
