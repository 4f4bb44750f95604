#!/usr/bin/env python3
"""Serve the Тысяча site on this machine.

    python3 serve.py                      # http://127.0.0.1:8000/
    python3 serve.py --port 0 --quiet     # any free port, no request log
    python3 serve.py --prefix /thousand/  # the site under a sub-path, like GitHub Pages

Standard library only.  The game itself runs in the browser (PyScript + Pyodide);
this is just a static file server with the right content types and no caching.
"""

from __future__ import annotations

import argparse
import functools
import io
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

SITE_ROOT = Path(__file__).resolve().parent

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "application/toml; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".sha256": "text/plain; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
}


class ByteCounter:
    """Bytes the server has written (headers and bodies), and the files whose bodies it
    sent, in order, for benchmarks: what a visit really downloads, service worker
    requests included (the page cannot see those)."""

    def __init__(self) -> None:
        self.total = 0
        self.files: list[Path] = []
        self._lock = threading.Lock()

    def add(self, count: int) -> None:
        with self._lock:
            self.total += count

    def served(self, file: Path) -> None:
        with self._lock:
            self.files.append(file)


class CountingWriter(io.BufferedIOBase):
    """A response stream that counts what passes through it into a ``ByteCounter``."""

    def __init__(self, raw: Any, counter: ByteCounter) -> None:
        super().__init__()
        self.raw = raw
        self.counter = counter

    def write(self, data: Any) -> int:
        written = self.raw.write(data)
        self.counter.add(len(data) if written is None else written)
        return len(data) if written is None else int(written)

    def flush(self) -> None:
        self.raw.flush()

    def writable(self) -> bool:
        return True


def normalize_prefix(prefix: str) -> str:
    """``"thousand"``, ``"/thousand"``, ``"/thousand/"`` → ``"/thousand/"``; ``""`` → ``"/"``."""
    parts = [p for p in prefix.split("/") if p]
    return "/" + "".join(f"{p}/" for p in parts)


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with fixed content types, ``Cache-Control: no-cache`` and a URL prefix."""

    prefix = "/"
    quiet = False

    def setup(self) -> None:
        super().setup()
        counter = getattr(self.server, "bytes_sent", None)
        if isinstance(counter, ByteCounter):
            self.wfile = CountingWriter(self.wfile, counter)

    def guess_type(self, path: Any) -> str:
        return CONTENT_TYPES.get(Path(str(path)).suffix.lower()) or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def _strip_prefix(self) -> bool:
        """Rewrite ``self.path`` to be relative to the site; ``False`` if outside the prefix."""
        if self.prefix == "/":
            return True
        url = urlsplit(self.path)
        if url.path == self.prefix.rstrip("/"):
            # /thousand → /thousand/ so that relative URLs in the page resolve under it.
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            location = urlunsplit(("", "", self.prefix, url.query, ""))
            self.send_header("Location", location)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return False
        if not url.path.startswith(self.prefix):
            self.send_error(HTTPStatus.NOT_FOUND, f"The site is served under {self.prefix}")
            return False
        rest = url.path[len(self.prefix) - 1 :]
        self.path = urlunsplit(("", "", rest, url.query, url.fragment))
        return True

    def _allowed(self) -> bool:
        """Hide dot-folders such as ``.git`` and ``.venv`` (GitHub Pages does not serve them)."""
        path = urlsplit(self.path).path
        if any(part.startswith(".") and part not in (".", "..") for part in path.split("/")):
            self.send_error(HTTPStatus.NOT_FOUND, "Hidden files are not served")
            return False
        return True

    def do_GET(self) -> None:
        if self._strip_prefix() and self._allowed():
            super().do_GET()

    def send_head(self) -> Any:
        """Python's own, and the file whose body follows noted in the server's counter."""
        body = super().send_head()
        counter = getattr(self.server, "bytes_sent", None)
        name = getattr(body, "name", None)
        if self.command == "GET" and isinstance(counter, ByteCounter) and isinstance(name, str):
            counter.served(Path(name))
        return body

    def do_HEAD(self) -> None:
        if self._strip_prefix() and self._allowed():
            super().do_HEAD()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    root: str | Path = SITE_ROOT,
    host: str = "127.0.0.1",
    port: int = 8000,
    prefix: str = "/",
    quiet: bool = True,
) -> ThreadingHTTPServer:
    """Create (but do not start) a server for ``root`` under ``prefix``.

    ``port=0`` picks a free port: read it back from ``server.server_address[1]``.
    Start it with ``server.serve_forever()`` (for example in a thread) and stop it
    with ``server.shutdown(); server.server_close()``.
    """
    site = Path(root).resolve()
    if not site.is_dir():
        raise FileNotFoundError(f"site folder not found: {site}")
    handler_class = type(
        "BoundSiteHandler", (SiteHandler,), {"prefix": normalize_prefix(prefix), "quiet": quiet}
    )
    handler = functools.partial(handler_class, directory=str(site))
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    server.bytes_sent = ByteCounter()  # type: ignore[attr-defined]
    return server


def site_url(server: ThreadingHTTPServer, prefix: str = "/") -> str:
    host, port = server.server_address[:2]
    shown = host if isinstance(host, str) else host.decode()
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}{normalize_prefix(prefix)}"


def start_in_thread(server: ThreadingHTTPServer) -> threading.Thread:
    thread = threading.Thread(target=server.serve_forever, name="thousand-serve", daemon=True)
    thread.start()
    return thread


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Тысяча site on this machine.")
    parser.add_argument("--port", type=int, default=8000, help="port (0 = any free port)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--root", type=Path, default=SITE_ROOT, help="site folder")
    parser.add_argument(
        "--prefix", default="/", help="serve the site under this sub-path, e.g. /thousand/"
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")  # a console that cannot print "Тысяча"
    try:
        server = make_server(args.root, args.host, args.port, args.prefix, quiet=args.quiet)
    except OSError as exc:
        print(f"serve.py: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    print(f"Serving Тысяча at {site_url(server, args.prefix)}", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nStopped.")
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
