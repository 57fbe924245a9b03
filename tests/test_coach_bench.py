"""The coach's calibration benchmark: on a fixed seed the model beats both baselines."""

from __future__ import annotations

from bench import coach_bench


def test_the_coach_beats_the_pile_average_and_fifty_percent() -> None:
    coach, pile, half, alone, truth = coach_bench.evaluate(seed=coach_bench.SEED)
    assert coach.brier < pile.brier
    assert coach.brier < half.brier
    assert half.brier == 0.25
    # shrinkage helps: the card record alone does worse; nobody beats the true chances
    assert coach.brier < alone.brier
    assert truth.brier < coach.brier
    # calibrated: over the tenths, predictions and outcomes differ by under 5 points
    total = sum(b.count for b in coach.calibration)
    gap = sum(b.count * abs(b.predicted - b.observed) for b in coach.calibration) / total
    assert gap < 0.05


def test_the_bench_section_prints_its_figures() -> None:
    lines = dict(coach_bench.run())
    assert "Brier score, coach (hierarchical Beta-binomial)" in lines
    assert any(label.startswith("coach calibration") for label in lines)
