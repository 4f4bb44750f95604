// Starts a second Pyodide, off the main thread, only to take a memory snapshot of
// Python after its start-up and after the game's modules that never touch the page are
// imported (ui/preload.py), and posts the bytes back without their zero pages
// (snapshot-pages.mjs) to the page (assets/js/runtime.mjs).
// The page's own interpreter cannot give one: an interpreter started to be
// snapshotted keeps Python away from the page (no `js.document`) until it is restored.
//
// The game's files are the page's own (site-python.json, python-files.mjs), written where
// the page's runtime writes them (Python's working folder), so that the modules in the
// snapshot name the same files the page will have; with them the site's bytecode
// (bytecode.mjs), so that the imports read it instead of compiling every file.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { fetchBytecode, writeBytecode } from "./bytecode.mjs";
import { fetchPythonFiles, writePythonFiles } from "./python-files.mjs";
import { pack } from "./snapshot-pages.mjs";

const ROOT = new URL("../../", import.meta.url);
const indexURL = new URL("./assets/vendor/pyodide/", ROOT).href;

// Read from the service worker's cache, where the release's files already are (the
// snapshot is only made once it is in charge): no request, so none left hanging when the
// page goes away before the snapshot is done.
async function read(url) {
  return (self.caches && await caches.match(url)) || fetch(url);
}

async function preloaded() {
  const response = await read(new URL("./site-files.json", ROOT));
  if (!response.ok) throw new Error(`site-files.json: HTTP ${response.status}`);
  return (await response.json()).preload || [];
}

// The page sends PyScript's own package as PyScript wrote it (runtime.mjs): written here
// too, it is compiled into the snapshot with the game's modules that import the page.
const fromPage = new Promise((resolve) => {
  onmessage = (event) => resolve((event.data && event.data.files) || []);
});

try {
  const [pyodide, files, preload, pageFiles, bytecode] = await Promise.all([
    loadPyodide({ indexURL, _makeSnapshot: true }), fetchPythonFiles(ROOT, read), preloaded(),
    fromPage, fetchBytecode(ROOT, read)]);
  const home = writePythonFiles(pyodide, [...files, ...pageFiles]);
  writeBytecode(pyodide, bytecode);
  if (preload.length) {
    pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(home)})\n`
      + `from ui.preload import warm\nsys.path.remove(${JSON.stringify(home)})\n`
      + `warm(${JSON.stringify(home)}, ${JSON.stringify(preload)})`);
  }
  const snapshot = pack(pyodide.makeMemorySnapshot());
  postMessage({ snapshot }, [snapshot.buffer]);
} catch (error) {
  postMessage({ error: String(error) });
}
