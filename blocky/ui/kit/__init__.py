"""The shared kit every screen is built from: theme, small widgets, cached pictures, messages, error words."""
