// Makes the snapshot of Python's start-up that the site ships (assets/snapshot/), so that a
// first visit restores an interpreter instead of starting one: Pyodide's own start is
// the longest part of a first visit and runs as one frozen task of about two seconds.
//
//     node scripts/start_snapshot.mjs
//
// The snapshot is the vendored Pyodide right after its own start-up with the standard
// modules the game imports (site-files.json's `preload`, less the game's own packages)
// already imported, nothing of the game in it (the game's modules change with every
// commit; the runtime only when it is upgraded, the standard modules the game uses
// seldom), packed without its zero pages (assets/js/snapshot-pages.mjs) and
// gzip-compressed. Pyodide's standard library is Python source in a zip, which no visit
// can cache compiled: imported here, a first visit does not compile them on the page
// (html, pickle, statistics and urllib.parse took 70-180 ms each there). Node.js runs
// the same WebAssembly as the browser, and a snapshot holds no reference to the
// environment that made it (the page's own snapshots are made in a worker and restored
// in the page). The record beside it names the runtime's files it
// was made from by their SHA-256 and the modules imported; tests/site/test_start_snapshot.py
// fails when the vendored runtime or that list no longer matches, the moment to run
// this again.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { loadPyodide, version } from "../assets/vendor/pyodide/pyodide.mjs";
import { pack } from "../assets/js/snapshot-pages.mjs";

const root = new URL("../", import.meta.url);
const runtime = new URL("assets/vendor/pyodide/", root);
const folder = new URL("assets/snapshot/", root);
// What the snapshot depends on: the interpreter's code, its loader and its library.
const MADE_FROM = ["pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib.zip"];

// The game's own packages (ui/preload.py's PACKAGES): every other preloaded module is
// the standard library's.
const GAME_PACKAGES = ["thousand", "ui"];
const site = JSON.parse(readFileSync(new URL("site-files.json", root), "utf8"));
const standard = site.preload.filter((name) => !GAME_PACKAGES.includes(name.split(".")[0]));

const pyodide = await loadPyodide({ indexURL: fileURLToPath(runtime), _makeSnapshot: true });
// Node.js hands its own "_" (the script's path) to the interpreter's environment.
pyodide.runPython("import os\nos.environ.pop('_', None)");
// A module this Python lacks fails here as it would on the page: the snapshot is not made.
pyodide.runPython(`import importlib\nfor name in ${JSON.stringify(standard)}:\n`
  + "    importlib.import_module(name)");
const memory = pyodide.makeMemorySnapshot();
const packed = pack(memory);
const compressed = gzipSync(packed, { level: 9 });

const sha256 = (name) => createHash("sha256").update(readFileSync(new URL(name, runtime)))
  .digest("hex");
const record = {
  about: "The snapshot of Python's start-up the site ships (pyodide-start.gz): made by "
    + "`node scripts/start_snapshot.mjs` from the vendored runtime's files named here; "
    + "do not edit by hand.",
  pyodide: version,
  made_from: Object.fromEntries(MADE_FROM.map((name) => [name, sha256(name)])),
  modules: standard,
  memory_bytes: memory.length,
  packed_bytes: packed.length,
  gzip_bytes: compressed.length,
};
mkdirSync(folder, { recursive: true });
writeFileSync(new URL("pyodide-start.gz", folder), compressed);
writeFileSync(new URL("pyodide-start.json", folder), JSON.stringify(record, null, 2) + "\n");
console.log(`assets/snapshot/pyodide-start.gz: ${memory.length} bytes of memory, `
  + `${packed.length} packed, ${compressed.length} compressed`);
