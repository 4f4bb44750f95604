// The JavaScript that ui/dom.py calls, published as `globalThis.thousandDom`.
//
// index.html loads this module before PyScript's, and module scripts run in document
// order, so it is there before any Python runs; ui/dom.py calls it synchronously.
import { installDrag } from "./drag.mjs";
import { patch } from "./patch.mjs";

globalThis.thousandDom = Object.freeze({ patch, installDrag });
