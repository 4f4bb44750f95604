// The game's files compiled ahead (assets/bytecode/game.bin, made by scripts/bytecode.mjs
// with the vendored Pyodide): a first visit writes these pycs beside the sources and its
// imports read them, instead of compiling every file on the page. Each pyc holds the hash
// of its source, which the import checks: one that does not match is compiled afresh.
import { writeFiles } from "./python-files.mjs";

/** The one file, relative to the site's root. */
export const BYTECODE_FILE = "./assets/bytecode/game.bin";

/** The bundle as ``{home, files}``, files being `[path, bytes]` pairs (paths under
 * ``home``, the working folder the pycs were made in); null when it cannot be read, for
 * the page then compiles the files itself. */
export async function fetchBytecode(root, read = (url) => fetch(url)) {
  try {
    const response = await read(new URL(BYTECODE_FILE, root));
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const length = new DataView(bytes.buffer).getUint32(0, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
    let at = 4 + length;
    const files = header.files.map(([path, size]) => {
      const pyc = bytes.subarray(at, at + size);
      at += size;
      return [path, pyc];
    });
    return at === bytes.length ? { home: header.home, files } : null;
  } catch (error) {
    return null;
  }
}

/** Write the pycs of ``bundle`` (from ``fetchBytecode``) under Python's working folder;
 * returns the paths of the sources they belong to (none when the bundle was made for
 * another working folder, or is missing). */
export function writeBytecode(pyodide, bundle) {
  if (!bundle || bundle.home !== pyodide.FS.cwd()) return new Set();
  return new Set(writeFiles(pyodide, bundle.files).map(sourceOf));
}

/** The source a pyc was compiled from: ``a/__pycache__/b.cpython-314.pyc`` -> ``a/b.py``. */
function sourceOf(pyc) {
  const folder = pyc.slice(0, pyc.lastIndexOf("/__pycache__/"));
  const name = pyc.slice(pyc.lastIndexOf("/") + 1).split(".")[0];
  return `${folder}/${name}.py`;
}
