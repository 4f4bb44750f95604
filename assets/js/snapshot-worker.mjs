// Starts a second Pyodide, off the main thread, only to take a memory snapshot of
// Python after its start-up and after the game's modules that never touch the page are
// imported (ui/preload.py), and posts the bytes back (assets/js/runtime.mjs).
// The page's own interpreter cannot give one: an interpreter started to be
// snapshotted keeps Python away from the page (no `js.document`) until it is restored.
//
// The game's files are the page's own (site-files.json `files`), written where the page's
// PyScript writes them (Python's working folder), so that the modules in the snapshot
// name the same files the page will have.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const ROOT = new URL("../../", import.meta.url);
const indexURL = new URL("./assets/vendor/pyodide/", ROOT).href;

// Read from the service worker's cache, where the release's files already are (the
// snapshot is only made once it is in charge): no request, so none left hanging when the
// page goes away before the snapshot is done.
async function text(path) {
  const url = new URL(path, ROOT);
  const response = (self.caches && await caches.match(url)) || await fetch(url);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

async function gameFiles() {
  const site = JSON.parse(await text("./site-files.json"));
  const files = await Promise.all(Object.entries(site.files || {})
    .map(async ([source, target]) => [target, await text(source)]));
  return { files, preload: site.preload || [] };
}

try {
  const [pyodide, { files, preload }] = await Promise.all([
    loadPyodide({ indexURL, _makeSnapshot: true }), gameFiles()]);
  const home = pyodide.FS.cwd();
  for (const [target, source] of files) {
    const path = `${home}/${target.replace(/^\.\//, "")}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, source);
  }
  if (preload.length) {
    pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(home)})\n`
      + `from ui.preload import warm\nsys.path.remove(${JSON.stringify(home)})\n`
      + `warm(${JSON.stringify(home)}, ${JSON.stringify(preload)})`);
  }
  const snapshot = pyodide.makeMemorySnapshot();
  postMessage({ snapshot }, [snapshot.buffer]);
} catch (error) {
  postMessage({ error: String(error) });
}
