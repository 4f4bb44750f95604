"""The first-game guide."""
