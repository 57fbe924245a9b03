"""``make bench``: every speed figure of the project, printed (never asserted)."""

from __future__ import annotations

from bench import (
    click_bench,
    coach_bench,
    handicap_bench,
    memory_bench,
    montgolfiere_bench,
    practice_bench,
    rules_bench,
    start_bench,
    stats_bench,
    store_bench,
    ui_bench,
)


def main() -> int:
    sections = [
        ("Rules", rules_bench.run),
        ("Montgolfière rules", montgolfiere_bench.run),
        ("Store", store_bench.run),
        ("Statistics", stats_bench.run),
        ("Coach: calibration of the odds (simulated players)", coach_bench.run),
        ("Coach: the practice plan's weak cards (simulated players)", practice_bench.run),
        ("Coach: a fair race (simulated races)", handicap_bench.run),
        ("Desktop app", ui_bench.run),
        ("Desktop app, start with many saved games", start_bench.run),
        ("Desktop app, memory over 100 games in one window", memory_bench.run),
        ("Desktop app, clicks on the turn panel", click_bench.run),
    ]
    for title, run in sections:
        print(f"{title}:", flush=True)
        for label, value in run():
            print(f"  {label}: {value}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
