// The computer's thinking, off the page's main thread (issue 17).
//
// A module worker with its own Pyodide and the engine: the page (assets/js/thinker.mjs)
// posts {id, request} and gets {id, reply} (ui/think.py's JSON) or {id, error}. It
// needs no SharedArrayBuffer and so no COOP/COEP headers: messages are copied, the
// worker never reads the page. On start it posts {ready} or {failed}.
//
// The Python files are the engine's modules listed in pyscript.toml [files] (so the
// service worker has them: offline works), fetched relative to this file and written
// into the worker's own file system. Python starts from the memory snapshot the
// service worker keeps for this release when there is one (assets/js/runtime.mjs).
import { loadPyodide, version } from "../vendor/pyodide/pyodide.mjs";

const ROOT = new URL("../../", import.meta.url);
const indexURL = new URL("./assets/vendor/pyodide/", ROOT).href;
const SNAPSHOT_URL = new URL(`./pyodide-snapshot-${version}`, ROOT).href;
const HOME = "/home/pyodide/site";
// The worker needs the engine and the message module, nothing of the page's UI.
const WANTED = (path) => path.startsWith("./thousand/") || path === "./ui/__init__.py"
  || path === "./ui/think.py";

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
  const config = await text("./pyscript.toml");
  const paths = [...config.matchAll(/^"(\.\/[^"]+\.py)"\s*=/gm)].map((m) => m[1]).filter(WANTED);
  if (!paths.includes("./ui/think.py")) throw new Error("pyscript.toml lists no ui/think.py");
  return Promise.all(paths.map(async (path) => [path, await text(path)]));
}

async function boot() {
  const [pyodide, files] = await Promise.all([python(), modules()]);
  for (const [path, source] of files) {
    const target = `${HOME}/${path.slice(2)}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, source);
  }
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(HOME)})\nimport ui.think`);
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
