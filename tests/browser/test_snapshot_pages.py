"""The start-up snapshots in the game's page, which loads their modules itself: packed
without their zero pages and unpacked to the same bytes, also piece by piece from a stream
whose head alone gives the memory's size, broken bytes refused
(assets/js/snapshot-pages.mjs), and the site's own fetched only where it is worth it
(assets/js/snapshots.mjs)."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

from .conftest import PageGuard
from .game_driver import open_game

# A memory of five full pages and a short sixth: bytes on pages 0 and 3 and on the short
# page's last byte, the rest zeros.
ROUND_TRIP = """async (module) => {
  const { pack, unpack, PAGE_BYTES } = await import(module);
  const memory = new Uint8Array(5 * PAGE_BYTES + 123);
  memory[0] = 1;
  memory[3 * PAGE_BYTES + 77] = 200;
  memory[memory.length - 1] = 9;
  const packed = pack(memory);
  const back = unpack(packed);
  const same = back.length === memory.length && back.every((byte, i) => byte === memory[i]);
  const empty = pack(new Uint8Array(2 * PAGE_BYTES));
  return { packed: packed.length, page: PAGE_BYTES, same,
           empty: empty.length, emptyBack: unpack(empty).length };
}"""

REFUSED = """async (module) => {
  const { pack, unpack, PAGE_BYTES } = await import(module);
  const memory = new Uint8Array(3 * PAGE_BYTES);
  memory[PAGE_BYTES + 5] = 42;
  const packed = pack(memory);
  const wrongMark = packed.slice();
  wrongMark[0] = 0;
  const badMap = packed.slice();
  badMap[8] = 3;
  const cases = { short: packed.subarray(0, 5), wrongMark, badMap,
                  cutShort: packed.subarray(0, packed.length - 1),
                  leftOver: new Uint8Array([...packed, 0]) };
  const errors = {};
  for (const [name, bytes] of Object.entries(cases)) {
    try {
      unpack(bytes);
      errors[name] = null;
    } catch (error) {
      errors[name] = String(error.message);
    }
  }
  return errors;
}"""

# The same memory streamed in pieces of odd sizes: the memory's size is known from the head
# while the rest has not been sent, and the whole arrives as the same bytes; a stream cut
# short, or with bytes left over, rejects.
STREAMED = """async (module) => {
  const { pack, unpacking, PAGE_BYTES } = await import(module);
  const memory = new Uint8Array(5 * PAGE_BYTES + 123);
  for (let i = 0; i < 3000; i++) memory[(i * 977) % memory.length] = (i % 255) + 1;
  const packed = pack(memory);
  let send;
  const stream = new ReadableStream({ start(controller) { send = controller; } });
  send.enqueue(packed.slice(0, 11));
  send.enqueue(packed.slice(11, 5000));
  const { memory: early, whole } = await unpacking(stream);
  const sizeEarly = early.length;
  for (let at = 5000, step = 1; at < packed.length; at += step, step = step * 3 + 1) {
    send.enqueue(packed.slice(at, at + step));
  }
  send.close();
  const back = await whole;
  const rejected = async (bytes) => {
    try {
      await (await unpacking(new Blob([bytes]).stream())).whole;
      return null;
    } catch (error) {
      return String(error.message);
    }
  };
  return { sizeEarly, size: memory.length, sameArray: back === early,
           same: back.every((byte, i) => byte === memory[i]),
           cutShort: await rejected(packed.subarray(0, packed.length - 7)),
           leftOver: await rejected(new Uint8Array([...packed, 1])) };
}"""


def module_url(site_url: str) -> str:
    return site_url + "assets/js/snapshot-pages.mjs"


def game_page(new_page: Callable[..., Page], site_url: str) -> Page:
    """The game's page with its table up, where the start-up's modules can be imported."""
    page = new_page()
    open_game(page, site_url + "?seed=3&speed=instant")
    return page


def test_a_packed_snapshot_keeps_only_pages_with_data_and_unpacks_to_the_same_bytes(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = game_page(new_page, site_url)
    found = page.evaluate(ROUND_TRIP, module_url(site_url))
    page_size = found["page"]
    # The head (8 bytes), one map byte per page padded to 8, pages 0 and 3 and the short one.
    assert found["packed"] == 8 + 8 + 2 * page_size + 123
    assert found["same"] is True
    assert found["empty"] == 8 + 4
    assert found["emptyBack"] == 2 * page_size
    page_guard.check()


def test_bytes_that_are_not_a_packed_snapshot_are_refused(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = game_page(new_page, site_url)
    errors = page.evaluate(REFUSED, module_url(site_url))
    assert errors == {
        "short": "snapshot: too short",
        "wrongMark": "snapshot: not a packed snapshot",
        "badMap": "snapshot: broken page map",
        "cutShort": "snapshot: cut short",
        "leftOver": "snapshot: bytes left over",
    }
    page_guard.check()


def test_a_streamed_snapshot_gives_its_size_from_the_head_and_then_the_same_bytes(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = game_page(new_page, site_url)
    found = page.evaluate(STREAMED, module_url(site_url))
    assert found["sizeEarly"] == found["size"]
    assert found["sameArray"] is True
    assert found["same"] is True
    assert found["cutShort"] == "snapshot: cut short"
    assert found["leftOver"] == "snapshot: bytes left over"
    page_guard.check()


WORTH_FETCHING = """async (module) => {
  const { worthFetching } = await import(module);
  return [undefined, {}, { effectiveType: "4g" }, { effectiveType: "4g", saveData: true },
          { effectiveType: "3g" }, { effectiveType: "2g" }, { effectiveType: "slow-2g" }]
    .map((connection) => worthFetching(connection));
}"""


def test_the_sites_snapshot_is_skipped_on_slow_connections_and_when_saving_data(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = game_page(new_page, site_url)
    decisions = page.evaluate(WORTH_FETCHING, site_url + "assets/js/snapshots.mjs")
    assert decisions == [True, True, True, False, False, False, False]
    # This browser, on the test's local connection, fetched it.
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "shipped"
    page_guard.check()


# Python's start from the site's snapshot with a stand-in for Pyodide's loadPyodide, which
# awaits the snapshot and calls the fsInit hook as Pyodide does: a timer set just before
# each must have fired when it returns (a new task began in between), also when the
# snapshot is already all read (the hook's second call). The start hands Pyodide a module
# factory of its own; the instantiateWasm hook it installs (linkInNextTask, here around a
# stand-in that instantiates at once) hands the instance on only in a later task. A start
# held for another interpreter's link (warmedBy) keeps Pyodide's own factory.
IN_STEPS = """async (module) => {
  const { startPython, linkInNextTask } = await import(module);
  const taskBetween = async (wait) => {
    let fired = false;
    setTimeout(() => { fired = true; }, 0);
    await wait();
    return fired;
  };
  const found = {};
  const load = async (options) => {
    let memory = null;
    found.beforeFactory = await taskBetween(async () => { memory = await options._loadSnapshot; });
    await options.fsInit();
    found.beforeRestore = await taskBetween(() => options.fsInit());
    found.size = memory.length;
    found.mark = Array.from(memory.subarray(0, 4));
    found.factory = typeof options.createPyodideModule;
    return "python";
  };
  const [python, how] = await startPython(load, { readSaved: false });
  const hook = linkInNextTask((imports, receive) => receive(`instance of ${imports}`, "module"));
  const linking = () => new Promise((resolve) => hook("imports", (instance) => {
    found.linked = instance;
    resolve();
  }));
  found.beforeLinking = await taskBetween(linking);
  const held = await startPython(async (options) => typeof options.createPyodideModule,
                                 { readSaved: false, warmedBy: Promise.resolve("linked") });
  return { ...found, python, how, held };
}"""


def test_pythons_start_from_a_snapshot_is_broken_into_tasks(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = game_page(new_page, site_url)
    found = page.evaluate(IN_STEPS, site_url + "assets/js/snapshots.mjs")
    assert found["beforeFactory"] is True
    assert found["beforeLinking"] is True
    assert found["linked"] == "instance of imports"
    assert found["factory"] == "function"
    assert found["held"] == ["undefined", "shipped"]
    assert found["beforeRestore"] is True
    assert found["size"] > 16 * 2**20  # the shipped interpreter's whole memory
    assert found["mark"] != [0, 0, 0, 0]  # whole: the hook did not wipe its mark
    assert (found["python"], found["how"]) == ("python", "shipped")
    page_guard.check()


# A gzip-compressed megabyte arriving as one piece of the network's, as a fast connection or
# the cache gives it: the decompressor is handed at most 64 KiB at a time (each piece it
# inflates in one go, in one task) and the bytes come out the same; bytes that are not
# gzip-compressed pass as they are.
INFLATED = """async (module) => {
  const { inflated } = await import(module);
  const original = new Uint8Array(1 << 20);
  let seed = 7;
  for (let i = 0; i < original.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    original[i] = i % 3 ? seed >> 23 : 0;
  }
  const gzip = new Uint8Array(await new Response(
    new Blob([original]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
  const oneChunk = (bytes) => new ReadableStream({
    start(controller) { controller.enqueue(bytes); controller.close(); } });
  const pieces = [];
  const Inflate = globalThis.DecompressionStream;
  globalThis.DecompressionStream = class {
    constructor(format) {
      const inner = new Inflate(format);
      const counted = new TransformStream({
        transform(chunk, controller) { pieces.push(chunk.length); controller.enqueue(chunk); } });
      counted.readable.pipeTo(inner.writable);
      this.writable = counted.writable;
      this.readable = inner.readable;
    }
  };
  try {
    const back = new Uint8Array(await new Response(await inflated(oneChunk(gzip))).arrayBuffer());
    const plain = new Uint8Array(
      await new Response(await inflated(oneChunk(original))).arrayBuffer());
    const same = (a) => a.length === original.length && a.every((b, i) => b === original[i]);
    return { gzip: gzip.length, pieces, same: same(back), plain: same(plain) };
  } finally {
    globalThis.DecompressionStream = Inflate;
  }
}"""


def test_the_sites_snapshot_is_inflated_a_small_piece_at_a_time(
    new_page: Callable[..., Page], page_guard: PageGuard, site_url: str
) -> None:
    page = game_page(new_page, site_url)
    found = page.evaluate(INFLATED, site_url + "assets/js/snapshots.mjs")
    assert found["same"] is True
    assert found["plain"] is True
    assert found["gzip"] > 4 * 65536  # more than the pieces below can hold
    assert sum(found["pieces"]) == found["gzip"]
    assert max(found["pieces"]) <= 65536
    assert len(found["pieces"]) >= found["gzip"] / 65536
    page_guard.check()
