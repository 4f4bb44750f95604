// Makes the bytecode of the game's Python files that a first visit reads instead of
// compiling them (assets/bytecode/).
//
//     node scripts/bytecode.mjs
//
// A first visit starts from the snapshot the site ships, which holds none of the game,
// so every one of the game's files was compiled on the page: about 0.5-0.75 s of a first
// visit's 2.4 s on this machine, the largest step after Pyodide's own start
// (docs/MEASUREMENTS.md). The vendored Pyodide compiles them here instead, in Node.js,
// into the pycs its own import system reads: the same Python, so the same magic number.
// Each pyc carries the hash of the source it was made from (PEP 552's checked hash), and
// the import compares it with the source it finds: a pyc that no longer matches is
// compiled again on the page, never run in place of the newer source.
//
// game.bin is one file for one request: a little-endian u32, the length of a JSON header
// (UTF-8) that names each pyc by its path under Python's working folder with its length,
// then the pycs one after another in that order. game.json records what it was made from
// (the SHA-256 of site-python.json and of the runtime's WebAssembly, which holds Python's
// compiler); scripts/site_files.py runs this when either changes, and its check fails
// while the record disagrees with them.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadPyodide, version } from "../assets/vendor/pyodide/pyodide.mjs";
import { writePythonFiles } from "../assets/js/python-files.mjs";

const root = new URL("../", import.meta.url);
const runtime = new URL("assets/vendor/pyodide/", root);
const folder = new URL("assets/bytecode/", root);
const SOURCES = "site-python.json";
const COMPILER = "assets/vendor/pyodide/pyodide.asm.wasm";

const text = readFileSync(new URL(SOURCES, root));
const files = Object.entries(JSON.parse(text.toString("utf8")).files);
const pyodide = await loadPyodide({ indexURL: fileURLToPath(runtime) });
const home = writePythonFiles(pyodide, files);
pyodide.globals.set("paths", files.map(([path]) => path.replace(/^\.\//, "")));
// Each path's pyc as the import system names it, relative to the working folder.
const made = pyodide.runPython(`
import importlib.util
import py_compile

def compiled(path):
    cached = importlib.util.cache_from_source(path)
    py_compile.compile(path, cfile=cached, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
    with open(cached, "rb") as pyc:
        return cached, pyc.read()

[compiled(path) for path in sorted(paths)]
`).toJs();

const pycs = made.map(([path, bytes]) => [path, Uint8Array.from(bytes)]);
const header = new TextEncoder().encode(JSON.stringify({
  home,
  files: pycs.map(([path, bytes]) => [path, bytes.length]),
}));
const length = new Uint8Array(4);
new DataView(length.buffer).setUint32(0, header.length, true);
const bundle = Buffer.concat([length, header, ...pycs.map(([, bytes]) => bytes)]);

const record = {
  about: "The bytecode of the game's Python files that a first visit reads (game.bin): made "
    + "by `node scripts/bytecode.mjs` (scripts/site_files.py runs it) from the sources named "
    + "here by their SHA-256; do not edit by hand.",
  pyodide: version,
  made_from: Object.fromEntries([SOURCES, COMPILER].map((name) => [
    name, createHash("sha256").update(readFileSync(new URL(name, root))).digest("hex")])),
  files: pycs.length,
  bytes: bundle.length,
};
mkdirSync(folder, { recursive: true });
writeFileSync(new URL("game.bin", folder), bundle);
writeFileSync(new URL("game.json", folder), JSON.stringify(record, null, 2) + "\n");
console.log(`assets/bytecode/game.bin: ${pycs.length} files, ${bundle.length} bytes`);
