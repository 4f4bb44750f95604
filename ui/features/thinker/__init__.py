"""The worker that thinks for the hard computer (not a screen: the App's bot loop uses it)."""
