"""The browser layer: render (pure), controller (turn loop), dom (the only DOM access)."""
