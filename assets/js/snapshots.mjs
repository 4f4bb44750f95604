// Where a Python interpreter's start-up snapshot comes from, for the page's runtime
// (runtime.mjs) and the thinking worker (thinker-worker.mjs): the one this browser made
// after its first visit, with the game's modules already imported, kept by the service
// worker for this release; or else the one the site ships, the runtime after its own
// start with the standard modules the game imports (assets/snapshot/, made by
// scripts/start_snapshot.mjs). Both are packed without
// their zero pages (snapshot-pages.mjs). A snapshot that cannot be read is reported and
// skipped, and the caller starts Python afresh.
import { version } from "../vendor/pyodide/pyodide.mjs";
import { nextTask } from "./pace.mjs";
import { unpacking } from "./snapshot-pages.mjs";

/** Where the service worker keeps this browser's own snapshot (never fetched from the
 * network: only looked up in its cache). */
export const SAVED_URL = new URL(`../../pyodide-snapshot-${version}`, import.meta.url).href;
/** The site's own snapshot, gzip-compressed. */
const SHIPPED_URL = new URL("../snapshot/pyodide-start.gz", import.meta.url).href;
/** Pyodide's module factory, the file its ``loadPyodide`` imports. */
const FACTORY_URL = new URL("../vendor/pyodide/pyodide.asm.mjs", import.meta.url).href;

/** This browser's snapshot from the service worker's cache, as a stream, or null. */
async function savedSnapshot() {
  if (!self.caches) return null;
  const hit = await caches.match(SAVED_URL);
  return hit ? hit.body : null;
}

/** Whether the site's snapshot is worth its 6 MB on this connection (the Network
 * Information API, where the browser has it): not when the player asked to save data,
 * nor on a connection the browser rates 3G or slower, where fetching it would take longer
 * than the start it saves. Without the API, it is fetched. */
export function worthFetching(connection) {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !["slow-2g", "2g", "3g"].includes(connection.effectiveType);
}

/** Whether ``bytes`` begin as gzip's do. */
function gzipped(bytes) {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Bytes handed to the decompressor at a time. The browser inflates a whole piece in one
 * go, in the task that asks for its output, however the reading is paced: a piece of
 * the network's size held the page's thread for a tenth of a second and more. */
const INFLATE_PIECE_BYTES = 64 * 1024;

/** ``value`` (a Uint8Array) given to ``controller`` in pieces of at most ``size`` bytes. */
function enqueueInPieces(controller, value, size) {
  for (let at = 0; at < value.length; at += size) {
    controller.enqueue(value.subarray(at, Math.min(at + size, value.length)));
  }
}

/** ``body`` (a stream of bytes) gunzipped when its first bytes say it is gzip-compressed.
 * A server that sends the file with "Content-Encoding: gzip" has the browser decompress
 * it already. */
export async function inflated(body) {
  const reader = body.getReader();
  const first = await reader.read();
  const head = first.done ? new Uint8Array(0) : first.value;
  const whole = new ReadableStream({
    start(controller) {
      if (head.length) enqueueInPieces(controller, head, INFLATE_PIECE_BYTES);
      if (first.done) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else enqueueInPieces(controller, value, INFLATE_PIECE_BYTES);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return gzipped(head) ? whole.pipeThrough(new DecompressionStream("gzip")) : whole;
}

/** The site's snapshot as a stream of its packed bytes, or null where it is not worth
 * fetching. */
async function shippedSnapshot() {
  if (typeof DecompressionStream !== "function" || !worthFetching(navigator.connection)) {
    return null;
  }
  const response = await fetch(SHIPPED_URL);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return inflated(response.body);
}

/** The snapshot that ``open()`` streams, being unpacked (snapshot-pages.mjs's
 * ``unpacking``), or null when there is none or its head cannot be read (reported as
 * ``what``). */
async function reading(what, open) {
  try {
    const stream = await open();
    return stream ? await unpacking(stream) : null;
  } catch (error) {
    console.warn(`${what} could not be read; starting afresh.`, error);
    return null;
  }
}

/** Pyodide's ``instantiateWasm`` hook, ``instantiate``, with the instance handed on in
 * a later task than the one that made it: what Pyodide does with it at once (emscripten's
 * dynamic linking, then the file system's set-up) is a task of its own, apart from the
 * instantiation. */
export function linkInNextTask(instantiate) {
  return (imports, receive) => instantiate(imports, (instance, module) => {
    nextTask().then(() => receive(instance, module)).catch((error) => {
      console.warn("Python's WebAssembly could not be linked.", error);
    });
  });
}

let factory = null;

/** Pyodide's module factory, its file asked for once: ``runtime.mjs`` asks as soon as the
 * page's first frame is drawn, Python's start awaits it. */
export function pyodideFactory() {
  factory ??= import(FACTORY_URL);
  return factory;
}

/** Pyodide's module factory with its ``instantiateWasm`` hook deferred by
 * ``linkInNextTask`` (Pyodide's ``createPyodideModule`` option). */
async function factoryLinkingLater(settings) {
  const { default: createModule } = await pyodideFactory();
  if (settings.instantiateWasm) settings.instantiateWasm = linkInNextTask(settings.instantiateWasm);
  return createModule(settings);
}

/** ``value`` to await, given a task later than it is awaited and than ``after`` settles
 * (a thenable, so the wait begins where Pyodide awaits it, not where it is made). */
function inNextTask(value, after = null) {
  return { then: (resolve) => Promise.resolve(after).then(nextTask).then(() => resolve(value)) };
}

/** Whether this visit may read this browser's own snapshot: the service worker's cache
 * is this release's only while it is in charge. Without it, Python starts from the
 * site's snapshot or afresh. */
export function savedReadable() {
  const { serviceWorker } = self.navigator || {};
  return Boolean(serviceWorker && serviceWorker.controller);
}

/** Python started from the first snapshot that restores: this browser's own (when
 * ``readSaved``), else the site's, else afresh; ``load(options)`` is the caller's
 * ``loadPyodide``. Returns ``[pyodide, how]``, how being "snapshot", "shipped" or "fresh".
 *
 * Pyodide is started as soon as the snapshot's head says its size, while its pages are
 * still being read: it fetches and compiles its WebAssembly meanwhile and waits for the
 * last page only before it restores the memory (the ``fsInit`` hook runs after the
 * module is instantiated and before the restore). A snapshot whose bytes turn out broken
 * is given to Pyodide without its mark, which Pyodide then refuses, and the next is
 * tried.
 *
 * With every file already at hand (a repeat visit), Pyodide's start would run as one
 * chain of promises, one main-thread task of a few hundred milliseconds: compiling its
 * module factory, instantiating the WebAssembly (which the service worker has the
 * browser compile off this thread: sw.js), restoring the memory and starting Python.
 * Three waits for a new task break it into four: before the factory runs (Pyodide awaits
 * the snapshot first), between the instantiation and the linking (``linkInNextTask``:
 * the two made one task of 150-220 ms on a repeat visit, the linking calling each
 * WebAssembly function for the first time, which V8 compiles then) and before the
 * restore (in the ``fsInit`` hook). The second is left out of a start held by
 * ``warmedBy`` (below): there the two made one task of under 80 ms, and apart, the
 * linking alone took 170-230 ms (measured, not understood).
 *
 * ``onLinked()`` is called once the WebAssembly is instantiated and linked (the
 * ``fsInit`` hook). ``warmedBy``, a promise, holds back the factory of a start from
 * the site's snapshot or afresh until it settles: another interpreter of the same
 * runtime linking first (the thinking worker, on a first visit). V8 compiles each
 * WebAssembly function on its first call, on the calling thread, and the page and its
 * workers share what it compiled; on a first visit nothing is compiled yet, and the
 * functions linking calls, compiled on the page's thread, made it the visit's longest
 * task. */
export async function startPython(load, { readSaved = true, onLinked = null, warmedBy = null } = {}) {
  const restore = async (snapshot, after = null) => {
    if (!snapshot) return null;
    let broken = null;
    const fsInit = async () => {
      if (onLinked) onLinked();
      await nextTask();
      try {
        await snapshot.whole;
      } catch (error) {
        broken = error;
        snapshot.memory.fill(0, 0, 8);
      }
    };
    try {
      const options = { _loadSnapshot: inNextTask(snapshot.memory, after), fsInit };
      if (!after) options.createPyodideModule = factoryLinkingLater;
      return await load(options);
    } catch (error) {
      console.warn("A snapshot of Python's start-up could not be used; starting afresh.",
                   broken || error);
      return null;
    }
  };
  const saved = readSaved
    ? await reading("Python's saved start-up", savedSnapshot) : null;
  const fromSaved = await restore(saved);
  if (fromSaved) return [fromSaved, "snapshot"];
  const shipped = await reading("The site's start-up snapshot", shippedSnapshot);
  const fromShipped = await restore(shipped, warmedBy);
  if (fromShipped) return [fromShipped, "shipped"];
  await warmedBy;
  return [await load({}), "fresh"];
}
