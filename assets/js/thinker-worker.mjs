// The computer's thinking, off the page's main thread.
//
// A module worker with its own Pyodide and the engine: the page (assets/js/thinker.mjs)
// posts {id, request} and gets {id, reply} (ui/think.py's JSON) or {id, error}. It
// needs no SharedArrayBuffer and so no COOP/COEP headers: messages are copied, the
// worker never reads the page. On start it posts {ready} or {failed}.
//
// The Python files are the thinker's modules in site-files.json (`workers.thinker`:
// ui/think.py and what it imports, written by scripts/site_files.py; the service worker
// caches them, so offline works), fetched relative to the site and written into the
// worker's own file system, where the page's PyScript writes them (Python's working
// folder). Python starts from the memory snapshot the service worker keeps for this
// release when there is one (assets/js/runtime.mjs); its preloaded modules name those
// files, and ui/preload.py drops them first if they are stale.
import { loadPyodide, version } from "../vendor/pyodide/pyodide.mjs";

const ROOT = new URL("../../", import.meta.url);
const indexURL = new URL("./assets/vendor/pyodide/", ROOT).href;
const SNAPSHOT_URL = new URL(`./pyodide-snapshot-${version}`, ROOT).href;

async function snapshot() {
  if (!self.caches) return null;
  try {
    const hit = await caches.match(SNAPSHOT_URL);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    return null;
  }
}

async function python() {
  const saved = await snapshot();
  if (saved) {
    try {
      return await loadPyodide({ indexURL, _loadSnapshot: saved });
    } catch (error) {
      console.warn("thinker: Python's saved start-up could not be used; starting afresh.");
    }
  }
  return loadPyodide({ indexURL });
}

async function text(path) {
  const response = await fetch(new URL(path, ROOT));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

async function modules() {
  const paths = JSON.parse(await text("./site-files.json")).workers.thinker;
  if (!paths || !paths.includes("./ui/think.py")) {
    throw new Error("site-files.json lists no ui/think.py for the thinker");
  }
  return Promise.all(paths.map(async (path) => [path, await text(path)]));
}

async function boot() {
  const [pyodide, files] = await Promise.all([python(), modules()]);
  const home = pyodide.FS.cwd();
  for (const [path, source] of files) {
    const target = `${home}/${path.slice(2)}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, source);
  }
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(home)})\n`
    + "from ui.preload import drop_stale\ndrop_stale()\nimport ui.think");
  return pyodide.pyimport("ui.think").answer;
}

const ready = boot();
ready.then(
  () => postMessage({ ready: true }),
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
