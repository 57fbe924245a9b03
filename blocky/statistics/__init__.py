"""What the statistics screen shows, worked out without Qt: periods, rounded figures,
the hardest and easiest cards, the best team run. The counting itself is the store's
(blocky.store.stats); blocky/ui/statistics only shows these."""
