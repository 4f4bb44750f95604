// The JavaScript that ui/dom.py calls, published as `globalThis.thousandDom`.
//
// index.html loads this module before PyScript's, and module scripts run in document
// order, so it is there before any Python runs; ui/dom.py calls it synchronously.
import { installDrag } from "./drag.mjs";
import { warmFonts } from "./fonts.mjs";
import { flying, patch } from "./patch.mjs";

/** A module of the site by its full URL, imported when first needed (Python has no
 * `import()` of its own). */
const importModule = (url) => import(url);

globalThis.thousandDom = Object.freeze({ patch, installDrag, importModule, flying, warmFonts });
