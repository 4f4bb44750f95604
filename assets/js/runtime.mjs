// The Python runtime, started as soon as the page is parsed.
//
// PyScript only starts Pyodide after its own code and the config have arrived
// (a chain of requests); this module starts it at once, in parallel with them.
// The page's PyScript config (site-files.json) names this module as its `interpreter`:
// PyScript imports it and calls `loadPyodide({stdout, stderr, indexURL})`, which gets
// the runtime already on its way instead of a second one. PyScript's indexURL (this folder) is not
// where Pyodide lives, so the vendored folder is named here.
//
// No visit runs Python's own start-up on the page (one frozen task of about two
// seconds): a first visit restores the snapshot the site ships (snapshots.mjs), and once
// its table is up, a worker (snapshot-worker.mjs) starts a fresh interpreter, imports the
// game's modules and takes a memory snapshot of it, which the service worker keeps in
// this release's cache (deleted with it); the next visit starts Pyodide from that one.
// A snapshot that cannot be used is passed over, down to a fresh start.
//
// The game's Python files come here too, not through PyScript's config: one file
// (python-files.mjs), fetched from the start alongside the runtime, and written into
// Python's working folder before PyScript is handed the interpreter, so PyScript has no
// files to fetch (handover.mjs, which also imports the game's modules on a first visit).
import { loadPyodide as startPyodide, version } from "../vendor/pyodide/pyodide.mjs";
import { fetchBytecode } from "./bytecode.mjs";
import { handOver } from "./handover.mjs";
import { nextTask } from "./pace.mjs";
import { fetchPythonFiles } from "./python-files.mjs";
import { SAVED_URL, pyodideFactory, savedReadable, startPython } from "./snapshots.mjs";
import { linkedOrLate } from "./thinker.mjs";

export { version };

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;

const sinks = { stdout: null, stderr: null };
const output = {
  // Output before PyScript takes over goes to the console, as PyScript's would.
  stdout: (line) => (sinks.stdout || console.log)(line),
  stderr: (line) => (sinks.stderr || console.warn)(line),
};

// PyScript's own Python package, as PyScript wrote it into this interpreter's folder
// before the page's script ran: the snapshot's worker compiles it too (ui/preload.py), so
// the next visit's PyScript imports it without compiling. Read once the page's script
// has run ("py:done"), when the package is surely written.
const PYSCRIPT_PACKAGE = "pyscript";
const scriptDone = new Promise((resolve) => {
  if (typeof addEventListener === "function") addEventListener("py:done", resolve, { once: true });
});

function packageFiles(pyodide, folder) {
  const { FS } = pyodide;
  const home = FS.cwd();
  const files = [];
  const walk = (relative) => {
    for (const name of FS.readdir(`${home}/${relative}`)) {
      if (name === "." || name === ".." || name === "__pycache__") continue;
      const path = `${relative}/${name}`;
      if (FS.isDir(FS.stat(`${home}/${path}`).mode)) walk(path);
      else if (name.endsWith(".py")) {
        files.push([`./${path}`, FS.readFile(`${home}/${path}`, { encoding: "utf8" })]);
      }
    }
  };
  try {
    walk(folder);
  } catch (error) {
    return [];  // not there: the snapshot is made without it
  }
  return files;
}

/** Once the table is up and the service worker in charge, snapshot a fresh Python
 * in a worker and give it to the service worker for the next visit. */
function snapshotForNextVisit(pyodide) {
  Promise.all([navigator.serviceWorker.ready, scriptDone]).then(([registration]) => {
    const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url),
                              { type: "module" });
    worker.postMessage({ files: packageFiles(pyodide, PYSCRIPT_PACKAGE) });
    worker.onmessage = (event) => {
      worker.terminate();
      const { snapshot, error } = event.data || {};
      if (!snapshot) {
        console.warn("no snapshot of Python's start-up:", error);
        return;
      }
      registration.active.postMessage(
        { type: "snapshot", url: SAVED_URL, bytes: snapshot.buffer }, [snapshot.buffer]);
    };
  });
}

/** How long the page's own start waits at most for the thinking worker's runtime to
 * link (early-thinker.mjs): past it, the page links on its own, as it would without. */
const WARM_TIMEOUT_MS = 5000;

/** Pyodide and how it started (snapshots.mjs's ``startPython``). */
async function start() {
  const inCharge = savedReadable();
  const warmedBy = linkedOrLate(WARM_TIMEOUT_MS);
  const [pyodide, how] = await startPython(
    (options) => startPyodide({ indexURL, ...output, ...options }),
    { readSaved: inCharge, warmedBy });
  if (how !== "snapshot") {
    // Whether the page's runtime linked after the thinking worker's (tests, benchmarks).
    document.documentElement.dataset.pythonWarmed = await warmedBy;
    if ("serviceWorker" in navigator && self.isSecureContext) snapshotForNextVisit(pyodide);
  }
  return [pyodide, how];
}

/** The modules to import ahead on a first visit: site-files.json's `preload`. */
async function preloadList() {
  try {
    const response = await fetch(new URL("../../site-files.json", import.meta.url));
    return response.ok ? ((await response.json()).preload || []) : [];
  } catch (error) {
    return [];  // the page's script imports them itself
  }
}

// Pyodide's module factory (1 MB of JavaScript) is asked for once the first frame is
// drawn, in time for the start below. Asked for by the page's head, its body was read
// and compiled on the page's thread before that frame, and the painted table came about
// 30 ms later (docs/MEASUREMENTS.md). A failure shows where the start imports it.
requestAnimationFrame(() => nextTask().then(pyodideFactory).catch(() => {}));

const root = new URL("../../", import.meta.url);
const files = fetchPythonFiles(root);
files.catch(() => {});  // reported through `started` below
const preload = preloadList();
// The game's bytecode is for a start without this browser's snapshot: asked for at once
// when there is none to read (a first visit), else only if that snapshot fails.
let bytecode = savedReadable() ? null : fetchBytecode(root);
const bytecodeWhenNeeded = () => bytecode || (bytecode = fetchBytecode(root));
const started = Promise.all([start(), files]).then(
  ([[pyodide, how], sources]) => handOver(pyodide, how, sources, preload, bytecodeWhenNeeded));
// PyScript reports a failed start itself; this only keeps the browser from
// also logging the same rejection as unhandled before PyScript has asked for it.
started.catch(() => {});

/** PyScript's entry point: the runtime started above, its output routed to PyScript. */
export function loadPyodide(options = {}) {
  sinks.stdout = options.stdout || null;
  sinks.stderr = options.stderr || null;
  return started;
}
