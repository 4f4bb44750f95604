"""serve.py: content types, no caching, the sub-path mode and the command line."""

from __future__ import annotations

import http.client
import subprocess
import sys
from collections.abc import Iterator
from http.server import ThreadingHTTPServer
from pathlib import Path

import pytest

import serve

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("site")
    (root / "index.html").write_text("<!doctype html><title>Тысяча</title>", encoding="utf-8")
    for name in [
        "a.mjs", "b.js", "c.wasm", "d.toml", "e.json", "f.zip", "g.py", "h.svg", "i.css",
        "__init__.py",
    ]:
        (root / name).write_bytes(b"x")
    (root / "sub").mkdir()
    (root / "sub" / "index.html").write_text("sub", encoding="utf-8")
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("secret")
    return root


def start(root: Path, prefix: str = "/") -> tuple[ThreadingHTTPServer, int]:
    server = serve.make_server(root, "127.0.0.1", 0, prefix)
    serve.start_in_thread(server)
    return server, server.server_address[1]


@pytest.fixture(scope="module")
def port(site: Path) -> Iterator[int]:
    server, port = start(site)
    yield port
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def prefixed_port(site: Path) -> Iterator[int]:
    server, port = start(site, "thousand")  # normalised to /thousand/
    yield port
    server.shutdown()
    server.server_close()


def get(port: int, path: str, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path)
        response = conn.getresponse()
        headers = {k.lower(): v for k, v in response.getheaders()}
        return response.status, headers, response.read()
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("a.mjs", "text/javascript"),
        ("b.js", "text/javascript"),
        ("c.wasm", "application/wasm"),
        ("d.toml", "application/toml"),
        ("e.json", "application/json"),
        ("f.zip", "application/zip"),
        ("g.py", "text/x-python"),
        ("h.svg", "image/svg+xml"),
        ("i.css", "text/css"),
        ("index.html", "text/html"),
    ],
)
def test_content_types(port: int, name: str, expected: str) -> None:
    status, headers, _ = get(port, f"/{name}")
    assert status == 200
    assert headers["content-type"].split(";")[0] == expected


def test_no_cache_header(port: int) -> None:
    _, headers, _ = get(port, "/c.wasm")
    assert headers["cache-control"] == "no-cache"


def test_root_serves_index_html(port: int) -> None:
    status, _, body = get(port, "/")
    assert status == 200
    assert "Тысяча" in body.decode("utf-8")


def test_underscore_files_are_served(port: int) -> None:
    # thousand/__init__.py must reach the browser (GitHub Pages needs .nojekyll for this).
    assert get(port, "/__init__.py")[0] == 200


def test_hidden_folders_are_not_served(port: int) -> None:
    assert get(port, "/.git/config")[0] == 404


def test_missing_file_is_404(port: int) -> None:
    assert get(port, "/nope.js")[0] == 404


def test_head(port: int) -> None:
    status, headers, body = get(port, "/c.wasm", "HEAD")
    assert (status, headers["content-length"], body) == (200, "1", b"")


def test_the_counter_notes_each_file_sent_and_its_bytes(site: Path) -> None:
    server, port = start(site)
    try:
        get(port, "/")
        get(port, "/a.mjs", "HEAD")  # no body: not a file sent
        get(port, "/missing.js")
        get(port, "/sub/?x=1")
        counter = server.bytes_sent  # type: ignore[attr-defined]
        assert counter.files == [(site / "index.html").resolve(),
                                 (site / "sub" / "index.html").resolve()]
        assert counter.total > len("<!doctype html><title>Тысяча</title>") + len("sub")
    finally:
        server.shutdown()
        server.server_close()


def test_prefix_serves_the_site_under_the_sub_path(prefixed_port: int) -> None:
    status, headers, _ = get(prefixed_port, "/thousand/c.wasm")
    assert status == 200
    assert headers["content-type"] == "application/wasm"
    assert get(prefixed_port, "/thousand/")[0] == 200
    assert get(prefixed_port, "/thousand/sub/")[2] == b"sub"
    assert get(prefixed_port, "/thousand/g.py?x=1")[0] == 200


def test_prefix_hides_the_root(prefixed_port: int) -> None:
    assert get(prefixed_port, "/c.wasm")[0] == 404
    assert get(prefixed_port, "/")[0] == 404
    assert get(prefixed_port, "/thousandx/c.wasm")[0] == 404


def test_prefix_without_slash_redirects(prefixed_port: int) -> None:
    status, headers, _ = get(prefixed_port, "/thousand")
    assert status == 301
    assert headers["location"] == "/thousand/"


@pytest.mark.parametrize(
    ("given", "normal"),
    [("", "/"), ("/", "/"), ("thousand", "/thousand/"), ("/a/b/", "/a/b/"), ("//a//", "/a/")],
)
def test_normalize_prefix(given: str, normal: str) -> None:
    assert serve.normalize_prefix(given) == normal


def test_missing_root_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        serve.make_server(tmp_path / "nowhere", "127.0.0.1", 0, "/")


def test_default_root_is_the_repository() -> None:
    assert serve.SITE_ROOT == ROOT
    assert (ROOT / ".nojekyll").is_file()
    assert (ROOT / ".nojekyll").stat().st_size == 0


def test_command_line_prints_the_address(site: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "serve.py"), "--port", "0", "--quiet",
         "--root", str(site), "--prefix", "/thousand/"],
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        assert line.startswith("Serving Тысяча at http://127.0.0.1:")
        assert line.endswith("/thousand/")
        port = int(line.rsplit(":", 1)[1].split("/")[0])
        assert get(port, "/thousand/c.wasm")[0] == 200
    finally:
        proc.terminate()
        proc.wait(timeout=10)
