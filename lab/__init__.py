"""CPython-only tools beside the engine: tournaments, studies, duels, a terminal game and
the engine benchmark. Never sent to the page: ``python -m lab arena|study|duel|bench|play``."""
