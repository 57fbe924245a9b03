"""The benchmarks' own fixtures still build against the store's public API (small sizes).

`make bench` is not part of `make test`; without this, a change to the store could break
the figures unnoticed."""

from __future__ import annotations

from pathlib import Path

from bench import stats_bench, store_bench
from blocky.store import Store


def test_the_training_log_fixture_builds_and_reads(tmp_path: Path) -> None:
    store = store_bench._training_log(tmp_path, sessions=12, templates=3)
    try:
        assert len(store.statistics("blocky-mountains").training_log()) == 12
    finally:
        store.close()


def test_the_bulk_statistics_database_builds_and_reads(tmp_path: Path) -> None:
    path = tmp_path / "bulk.sqlite3"
    stats_bench._bulk_database(path, sessions=12, templates=3)
    with Store.open(path) as store:
        assert len(store.statistics("blocky-mountains").training_log()) == 12


def test_the_save_figures_play_on_a_long_file_and_leave_it_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "bulk.sqlite3"
    stats_bench._bulk_database(path, sessions=12, templates=3)
    with Store.open(path) as store:
        before = store.db.execute("SELECT count(*) FROM games").fetchone()
        figures = stats_bench._save_times(store, 12, moves=10)
        assert [label for label, _ in figures] == [
            "store: a move of a training saved, 12 sessions stored",
            "store: an undo or redo saved, 12 sessions stored",
        ]
        assert all(value.startswith("p50 ") for _, value in figures)
        assert store.db.execute("SELECT count(*) FROM games").fetchone()[0] == before[0]
        assert len(store.statistics("blocky-mountains").training_log()) == 12


def test_the_montgolfiere_bench_runs_small() -> None:
    from bench import montgolfiere_bench

    labels = [label for label, _ in montgolfiere_bench.run(games=6)]
    assert labels[0] == "Montgolfière: rounds resolved (replay, validated)"
