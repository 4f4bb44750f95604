"""Pure rendering: page state in, HTML text out."""
