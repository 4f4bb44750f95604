// Runs a Python file of this repository inside the page's runtime, the vendored Pyodide,
// under Node.js: `node bench/pyodide.mjs bench/decisions.py --preset two_players`.
// The game's modules are the page's own (site-python.json), written where the page
// writes them (python-files.mjs), so the file imports what the page would import; the
// lab's modules (lab/*.py, never sent to the page) are written beside them for the
// bench's own counting.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../assets/vendor/pyodide/pyodide.mjs";
import { writePythonFiles } from "../assets/js/python-files.mjs";

const root = new URL("../", import.meta.url);
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node bench/pyodide.mjs FILE.py [ARGUMENTS...]");
  process.exit(2);
}
const pyodide = await loadPyodide({
  indexURL: fileURLToPath(new URL("assets/vendor/pyodide/", root)),
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
const bundle = JSON.parse(readFileSync(new URL("site-python.json", root), "utf8"));
const lab = readdirSync(new URL("lab/", root)).filter((name) => name.endsWith(".py"))
  .map((name) => [`./lab/${name}`, readFileSync(new URL(`lab/${name}`, root), "utf8")]);
const home = writePythonFiles(pyodide, [...Object.entries(bundle.files), ...lab]);
pyodide.FS.writeFile(`${home}/__bench__.py`, readFileSync(script, "utf8"));
pyodide.globals.set("bench_argv", pyodide.toPy([script, ...args]));
pyodide.runPython(`
import runpy, sys
sys.argv = list(bench_argv)
sys.path.insert(0, ${JSON.stringify(home)})
runpy.run_path(${JSON.stringify(`${home}/__bench__.py`)}, run_name="__main__")
`);
