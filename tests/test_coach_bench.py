"""The coach's calibration benchmark on simulated learning players."""

from __future__ import annotations

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
