// What runs between Pyodide's start and PyScript's: the game's files written into
// Python's working folder and, on a first visit, the game's modules imported ahead.
//
// Each step begins a task of its own. Pyodide's start ends in one long step (the restore
// and Python's bootstrap), and the promises it then resolves would otherwise run these
// steps in that same task, making one task of them all.
//
// Without the game's modules in the snapshot (a first visit), they are imported here, a
// few at a time, before PyScript runs the page's script: the imports that script would
// make in one frozen task, spread over tasks short enough for the page to keep painting.
// The modules are site-files.json's `preload`, those that never touch the page. Importing
// the first module of a package runs the package's `__init__`, which may import all of
// its modules at once; so each of the game's files is first compiled on its own (Python
// keeps the bytecode beside the source and the import reads it), which is most of an
// import's time in Pyodide, and the imports that follow only run the modules. The site
// ships that bytecode (bytecode.mjs): a file it holds is not compiled here at all.
import { writeBytecode } from "./bytecode.mjs";
import { nextTask, pacer } from "./pace.mjs";
import { writePythonFiles } from "./python-files.mjs";

const SLICE_MS = 40;
/** The event on ``window`` that tells the loading indicator (loader.js) how far the
 * hand-over has come: ``detail`` is ``{done, total}`` steps, done equal to total at the end. */
const PROGRESS_EVENT = "thousand:handover";

function report(done, total) {
  if (typeof dispatchEvent !== "function" || typeof CustomEvent !== "function") return;
  dispatchEvent(new CustomEvent(PROGRESS_EVENT, { detail: { done, total } }));
}

/** ``step(item)`` for each of ``items``, yielding to the page every SLICE_MS; each
 * step done counts one towards ``counted`` (``{done, total}``), reported at each yield. */
async function inSlices(items, step, counted) {
  const pace = pacer(SLICE_MS);
  for (const item of items) {
    step(item);
    counted.done += 1;
    await pace(() => report(counted.done, counted.total));
  }
}

/** The file of the game's module ``name`` in Python's working folder, or null (a
 * standard module's source is not there). */
function gameFile(pyodide, name) {
  const base = `${pyodide.FS.cwd()}/${name.replaceAll(".", "/")}`;
  return [`${base}.py`, `${base}/__init__.py`].find(
    (path) => pyodide.FS.analyzePath(path).exists) || null;
}

/** Import ``names`` in slices, the game's files compiled first unless ``shipped`` (a
 * set of their paths) holds their bytecode; returns how many files were compiled ahead. */
async function importInSlices(pyodide, names, shipped) {
  const files = names.map((name) => gameFile(pyodide, name))
    .filter((path) => path && !shipped.has(path));
  let compiled = 0;
  let compile = null;
  try {
    if (files.length) compile = pyodide.pyimport("py_compile").compile;
  } catch (error) {
    // Without it each import compiles its own module.
  }
  const counted = { done: 0, total: names.length + (compile ? files.length : 0) };
  report(counted.done, counted.total);
  if (compile) {
    await inSlices(files, (path) => {
      try {
        compile(path, undefined, undefined, true);
        compiled += 1;
      } catch (error) {
        // A file that does not compile: the page's own import reports it.
      }
    }, counted);
    compile.destroy();
  }
  await inSlices(names, (name) => {
    try {
      pyodide.pyimport(name).destroy();
    } catch (error) {
      // A standard module this Python lacks, or a failure the page's own import reports.
    }
  }, counted);
  return compiled;
}

/** Make the started ``pyodide`` ready for PyScript: ``files`` (`[path, source]` pairs)
 * written and, unless it started from a snapshot with the game's modules in it (``how``
 * is "snapshot"), the site's bytecode written (``bytecode()``: a promise of
 * bytecode.mjs's bundle) and the modules ``preload`` (a promise of their names) imported.
 * What happened is shown to tests and benchmarks on ``<html>``: ``data-python-start``
 * (how), ``data-bytecode`` (how many of the site's pycs were written) and
 * ``data-compiled-ahead`` (how many files were compiled first); how far it has come, to the
 * loading indicator (``PROGRESS_EVENT``), which would otherwise stand still meanwhile. */
export async function handOver(pyodide, how, files, preload, bytecode) {
  await nextTask();
  const root = typeof document === "undefined" ? null : document.documentElement;
  if (root) root.dataset.pythonStart = how;
  writePythonFiles(pyodide, files);
  if (how !== "snapshot") {
    const shipped = writeBytecode(pyodide, await bytecode());
    if (root) root.dataset.bytecode = shipped.size;
    await nextTask();
    const compiled = await importInSlices(pyodide, await preload, shipped);
    if (root) root.dataset.compiledAhead = compiled;
  }
  report(1, 1);
  return pyodide;
}
