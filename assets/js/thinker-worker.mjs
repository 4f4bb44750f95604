// The computer's thinking, off the page's main thread.
//
// A module worker with its own Pyodide and the engine: the page (assets/js/thinker.mjs)
// posts {id, request} and gets {id, reply} (ui/think.py's JSON) or {id, error}. It
// needs no SharedArrayBuffer and so no COOP/COEP headers: messages are copied, the
// worker never reads the page. On start it posts {ready, start} (start: how its Python
// started, "snapshot", "shipped" or "fresh") or {failed}.
//
// The Python files are the page's, all of them (site-python.json, python-files.mjs: one
// request, cached by the service worker, so offline works; ui/think.py and what it
// imports are among them), written into the worker's own file system where the page's
// runtime writes them (Python's working folder). Python starts from the memory snapshot
// the service worker keeps for this release when there is one (assets/js/runtime.mjs);
// its preloaded modules name those files, all present here, and ui/preload.py drops
// them first if they are stale. Else from the site's snapshot (snapshots.mjs), and then
// the site's bytecode (bytecode.mjs) goes beside the files, so that the imports read it
// instead of compiling every file.
//
// Once its WebAssembly is linked it posts {linked}: on a first visit the page's own
// Python waits for that, so that it finds the functions linking calls already compiled
// (snapshots.mjs, ``warmedBy``).
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { fetchBytecode, writeBytecode } from "./bytecode.mjs";
import { fetchPythonFiles, writePythonFiles } from "./python-files.mjs";
import { startPython } from "./snapshots.mjs";

const ROOT = new URL("../../", import.meta.url);
const indexURL = new URL("./assets/vendor/pyodide/", ROOT).href;

// How this worker's Python started, told to the page with {ready} (tests, benchmarks).
let how = "fresh";

/** This browser's snapshot (the game's modules already imported), else the site's, else a
 * fresh start (snapshots.mjs). */
async function python() {
  const [pyodide, started] = await startPython((options) => loadPyodide({ indexURL, ...options }),
                                               { onLinked: () => postMessage({ linked: true }) });
  how = started;
  return pyodide;
}

async function modules() {
  const files = await fetchPythonFiles(ROOT);
  if (!files.some(([path]) => path === "./ui/think.py")) {
    throw new Error("site-python.json holds no ui/think.py for the thinker");
  }
  return files;
}

async function boot() {
  const [pyodide, files] = await Promise.all([python(), modules()]);
  const home = writePythonFiles(pyodide, files);
  if (how !== "snapshot") writeBytecode(pyodide, await fetchBytecode(ROOT));
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(home)})\n`
    + "from ui.preload import drop_stale\ndrop_stale()\nimport ui.think");
  return pyodide.pyimport("ui.think").answer;
}

const ready = boot();
ready.then(
  () => postMessage({ ready: true, start: how }),
  (error) => postMessage({ failed: String(error && error.message || error) }),
);

onmessage = async (event) => {
  const { id, request } = event.data || {};
  try {
    const answer = await ready;
    postMessage({ id, reply: answer(request) });
  } catch (error) {
    postMessage({ id, error: String(error && error.message || error) });
  }
};
