"""Command line: ``python -m thousand replay FILE | bench``."""

from __future__ import annotations

from .cli import main

raise SystemExit(main())
