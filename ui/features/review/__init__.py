"""Round review: step through a finished deal."""
