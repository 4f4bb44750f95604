"""The heuristic agent: hand evaluation, card play by rules of thumb, and its look-ahead
over the last tricks."""
