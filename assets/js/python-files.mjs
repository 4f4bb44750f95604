// The game's Python files, fetched as one file and written into an interpreter's
// file system in one step.
//
// site-python.json (written by scripts/site_files.py) holds the source of every module the
// page and its workers import, keyed by path ("./ui/app.py"). One request instead of one
// per module: each request answered by the service worker costs a round trip through it,
// and a repeat visit spent most of PyScript's own start fetching them one by one.
// Used by the page's runtime (runtime.mjs), the start-up snapshot's worker and the
// thinking worker, which all write the files where Python imports them from: its
// working folder.

/** The one file, relative to the site's root. */
export const PYTHON_FILES = "./site-python.json";

/** The files as `[path, source]` pairs; `read(url)` returns a Response (`fetch` by
 * default; the snapshot's worker reads the service worker's cache first). */
export async function fetchPythonFiles(root, read = (url) => fetch(url)) {
  const response = await read(new URL(PYTHON_FILES, root));
  if (!response.ok) throw new Error(`${PYTHON_FILES}: HTTP ${response.status}`);
  const bundle = await response.json();
  if (!bundle || typeof bundle.files !== "object") {
    throw new Error(`${PYTHON_FILES} holds no files`);
  }
  return Object.entries(bundle.files);
}

/** Write the files under Python's working folder; returns that folder.
 *
 * Each source goes in as UTF-8 bytes made by the browser's own encoder: given a string,
 * emscripten's file system encodes it in JavaScript a character at a time, which for the
 * game's 0.9 MB of source held the page's thread for most of a tenth of a second. */
export function writePythonFiles(pyodide, files) {
  const utf8 = new TextEncoder();
  writeFiles(pyodide, files.map(([path, source]) => [path, utf8.encode(source)]),
             { canOwn: true });
  return pyodide.FS.cwd();
}

/** Write `[path, bytes]` pairs under Python's working folder, each path relative to it;
 * returns the paths written, whole. Each folder is made once, not once per file.
 * ``canOwn``: the file system may keep each array as the file's contents instead of a
 * copy (only for arrays that share their memory with nothing else). */
export function writeFiles(pyodide, files, { canOwn = false } = {}) {
  const home = pyodide.FS.cwd();
  const made = new Set();
  const written = [];
  for (const [path, bytes] of files) {
    const target = `${home}/${path.replace(/^\.\//, "")}`;
    const folder = target.slice(0, target.lastIndexOf("/"));
    if (!made.has(folder)) {
      pyodide.FS.mkdirTree(folder);
      made.add(folder);
    }
    pyodide.FS.writeFile(target, bytes, { canOwn });
    written.push(target);
  }
  return written;
}
