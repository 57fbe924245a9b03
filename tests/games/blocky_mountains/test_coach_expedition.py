"""The team's next expedition: simulated chances to reach the peak that agree with the
rules engine, and the suggestion."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from blocky.games.blocky_mountains.actions import (
    AcceptFailure,
    Action,
    ChooseVariant,
    Fox,
    PlayOn,
    Report,
    Retry,
    TakeShortcut,
)
from blocky.games.blocky_mountains.catalogue import default_catalogue
from blocky.games.blocky_mountains.expedition import (
    WAYS,
    expedition_outlook,
    peak_chance,
)
from blocky.games.blocky_mountains.game import (
    apply,
    chance_options,
    current_actor,
    is_over,
    legal_actions,
    new_game,
)
from blocky.games.blocky_mountains.state import CHANCE, EndReason, Phase, Setup, State

CAT = default_catalogue()


def _team(rates: Sequence[float]) -> list[dict[str, float]]:
    ease = {"A": 0.15, "B": 0.0, "C": -0.15}
    return [{c.id: min(1.0, max(0.0, r + ease[c.pile])) for c in CAT.cards} for r in rates]


def test_certain_builders_always_reach_the_peak_and_hopeless_ones_never() -> None:
    sure = [{c.id: 1.0 for c in CAT.cards}] * 2
    never = [{c.id: 0.0 for c in CAT.cards}] * 2
    for level, start in WAYS:
        assert peak_chance(CAT, sure, level, start, games=20) == 1.0
        assert peak_chance(CAT, never, level, start, games=20) == 0.0


def test_squirrels_make_it_easier() -> None:
    team = _team([0.55, 0.65, 0.6])
    chance = {w: peak_chance(CAT, team, *w, games=1500, seed=4) for w in WAYS}
    for start in ("campground", "A", "B"):
        assert chance[("beginner", start)] > chance[("advanced", start)]


def test_the_suggestion_is_the_hardest_way_won_more_often_than_not() -> None:
    out = expedition_outlook(CAT, _team([0.7, 0.8]), games=600)
    assert [(w.level, w.start) for w in out.ways] == list(WAYS)
    first = next(w for w in out.ways if w.chance >= 0.5)
    assert out.suggested == first
    weak = expedition_outlook(CAT, _team([0.1, 0.15]), games=300)
    assert all(w.chance < 0.5 for w in weak.ways)
    assert weak.suggested.chance == max(w.chance for w in weak.ways)


def test_bad_teams_are_refused() -> None:
    with pytest.raises(ValueError):
        peak_chance(CAT, _team([0.5]), "beginner", "campground")
    with pytest.raises(ValueError):
        peak_chance(CAT, _team([0.5, 0.5]), "expert", "campground")


def _policy(s: State, odds: Sequence[Mapping[str, float]], rng: random.Random) -> Action:
    legal = legal_actions(s)
    if s.phase is Phase.START:
        return TakeShortcut() if TakeShortcut() in legal else PlayOn()
    if s.phase is Phase.PREPARE:
        if ChooseVariant(False) in legal:
            return ChooseVariant(False)
        if Fox() in legal:
            return Fox()
        assert s.card is not None
        return Report(rng.random() < odds[s.turn][s.card])
    assert s.phase is Phase.RETRY
    return Retry() if Retry() in legal else AcceptFailure()


@pytest.mark.parametrize(("level", "start"), [("beginner", "campground"), ("advanced", "A")])
def test_the_simulation_agrees_with_the_rules_engine(level: str, start: str) -> None:
    odds = _team([0.6, 0.7, 0.65])
    rng = random.Random(8)
    won = 0
    games = 300
    for _ in range(games):
        s = new_game(Setup.team(["Mia", "Leo", "Ida"], level=level, start=start))
        while not is_over(s):
            if current_actor(s) == CHANCE:
                options = chance_options(s)
                a = rng.choices([a for a, _ in options], weights=[w for _, w in options])[0]
            else:
                a = _policy(s, odds, rng)
            s = apply(s, a)
        won += s.end_reason is EndReason.TEAM_WON
    fast = peak_chance(CAT, odds, level, start, games=4000, seed=9)
    assert abs(won / games - fast) < 0.08, (won / games, fast)
