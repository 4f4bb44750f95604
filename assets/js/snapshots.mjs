// Where a Python interpreter's start-up snapshot comes from, for the page's runtime
// (runtime.mjs) and the thinking worker (thinker-worker.mjs): the one this browser made
// after its first visit, with the game's modules already imported, kept by the service
// worker for this release; or else the one the site ships, the runtime after its own
// start with the standard modules the game imports (assets/snapshot/, made by
// scripts/start_snapshot.mjs). Both are packed without
// their zero pages (snapshot-pages.mjs). A snapshot that cannot be read is reported and
// skipped, and the caller starts Python afresh.
import { version } from "../vendor/pyodide/pyodide.mjs";
import { unpack } from "./snapshot-pages.mjs";

/** Where the service worker keeps this browser's own snapshot (never fetched from the
 * network: only looked up in its cache). */
export const SAVED_URL = new URL(`../../pyodide-snapshot-${version}`, import.meta.url).href;
/** The site's own snapshot, gzip-compressed. */
const SHIPPED_URL = new URL("../snapshot/pyodide-start.gz", import.meta.url).href;

/** This browser's snapshot from the service worker's cache, or null. */
async function savedSnapshot() {
  if (!self.caches) return null;
  try {
    const hit = await caches.match(SAVED_URL);
    return hit ? unpack(new Uint8Array(await hit.arrayBuffer())) : null;
  } catch (error) {
    console.warn("Python's saved start-up could not be read; starting afresh.", error);
    return null;
  }
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

/** How long one step of decompressing may hold the thread before it yields. */
const SLICE_MS = 30;

/** ``bytes`` gunzipped. The browser inflates a stream on the thread that reads it, and
 * the compressed file is already whole here, so one read would inflate all of it in one
 * task (about 100 ms); read piece by piece, yielding between pieces, no step holds the
 * page for longer than a slice. */
async function gunzip(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))
    .getReader();
  const pieces = [];
  let size = 0;
  let began = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
    size += value.length;
    if (performance.now() - began > SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      began = performance.now();
    }
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    whole.set(piece, at);
    at += piece.length;
  }
  return whole;
}

/** The site's snapshot, or null when it cannot be fetched or read. A server that sends
 * the file with "Content-Encoding: gzip" has the browser decompress it already. */
async function shippedSnapshot() {
  if (typeof DecompressionStream !== "function" || !worthFetching(navigator.connection)) {
    return null;
  }
  try {
    const response = await fetch(SHIPPED_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!gzipped(bytes)) return unpack(bytes);
    return unpack(await gunzip(bytes));
  } catch (error) {
    console.warn("The site's start-up snapshot could not be read; starting afresh.", error);
    return null;
  }
}

/** Python started from the first snapshot that restores: this browser's own (when
 * ``readSaved``), else the site's, else afresh; ``load(options)`` is the caller's
 * ``loadPyodide``. Returns ``[pyodide, how]``, how being "snapshot", "shipped" or "fresh". */
export async function startPython(load, { readSaved = true } = {}) {
  const restore = async (bytes) => {
    if (!bytes) return null;
    try {
      return await load({ _loadSnapshot: bytes });
    } catch (error) {
      console.warn("A snapshot of Python's start-up could not be used; starting afresh.", error);
      return null;
    }
  };
  const fromSaved = readSaved ? await restore(await savedSnapshot()) : null;
  if (fromSaved) return [fromSaved, "snapshot"];
  const fromShipped = await restore(await shippedSnapshot());
  if (fromShipped) return [fromShipped, "shipped"];
  return [await load({}), "fresh"];
}
