"""Hot-seat: several people at one screen."""
