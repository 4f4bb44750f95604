"""The worker that thinks for the hard computer and the hint."""
