"""The coach's calibration benchmark on simulated learning players."""

from __future__ import annotations

import pytest

from bench import coach_bench


def test_the_coach_beats_every_baseline_on_learning_players() -> None:
    coach, static, alone, pile, half, truth = coach_bench.evaluate(seeds=(coach_bench.SEED,))
    assert half.brier == 0.25
    # it sees the players learn: better than the same model counting every attempt alike
    for baseline in (static, alone, pile, half):
        assert coach.brier < baseline.brier
        assert coach.log_loss < baseline.log_loss
    # nobody beats the true chances
    assert truth.brier < coach.brier
    # calibrated: over the tenths, predictions and outcomes differ by under 3 points
    total = sum(b.count for b in coach.calibration)
    gap = sum(b.count * abs(b.predicted - b.observed) for b in coach.calibration) / total
    assert gap < 0.03
    assert total == coach.count


def test_the_predictions_are_made_before_each_outcome_is_counted() -> None:
    played = coach_bench.simulate(coach_bench.SEED)
    chances = coach_bench.predictions(coach_bench.SEED)[coach_bench.NAMES[0]]
    assert len(chances) == len(played)
    # the very first attempt of the family: nothing known yet, a plain 50 %
    assert chances[0][0] == 0.5


def test_the_bench_section_prints_its_figures() -> None:
    lines = dict(coach_bench.run())
    assert "the coach (time-weighted Beta-binomial)" in lines
    assert any(label.startswith("coach calibration") for label in lines)
    assert "coach calibration against the true chances" in lines


def test_the_true_chances_by_tenth_are_the_mean_true_chance_of_each_tenth() -> None:
    # worked by hand: the coach says 0.15 and 0.18 (tenth 1) and 0.62 (tenth 6); the
    # players' true chances on those attempts were 0.2, 0.3 and 0.5
    coach = [(0.15, True), (0.18, False), (0.62, True)]
    truth = [(0.2, True), (0.3, False), (0.5, True)]
    got = coach_bench.true_by_tenth(coach, truth)
    assert got.keys() == {1, 6}
    assert got[1] == pytest.approx(0.25) and got[6] == pytest.approx(0.5)
    # the true chances tabled by themselves: each tenth's mean is its own mean prediction
    played = coach_bench.predictions(coach_bench.SEED)[coach_bench.NAMES[-1]]
    table = coach_bench._score("truth", played).calibration
    own = coach_bench.true_by_tenth(played, played)
    for b in table:
        assert own[int(b.low * 10 + 0.5)] == pytest.approx(b.predicted)
    # a tenth counts as within 1 point when its mastered share is: 0.55 said 20 times,
    # 11 mastered (55 %) is; 0.15 said twice, once mastered (50 %), is not
    pairs = [(0.55, True)] * 11 + [(0.55, False)] * 9 + [(0.15, True), (0.15, False)]
    assert coach_bench.tenths_within(coach_bench._score("hand", pairs)) == 1
