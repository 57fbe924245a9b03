"""The desktop app's screens (Qt)."""

import os

# Qt's raster engine hands every fill of 96 or more pixel rows (a scroll bar, a box's
# background, a marker's halo) to a pool of threads and waits for them to finish. The
# app's fills are small: waking the threads takes longer than the fill, and on a machine
# with few cores, busy with other work, it is the slowest part of painting a click's
# changes (bench/click_bench.py: a click answered up to a millisecond sooner, a scroll bar
# painted in a third of the time). Qt reads this once, at its first such fill, so it is
# set when the app's screens are first imported, before any window is painted. Painting
# on the app's own thread gives the very same pixels.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
