"""Speed figures for ``make bench``: measured and printed, never asserted."""
