// Python's start-up snapshot as the service worker keeps it: the interpreter's memory
// without its pages of zeros.
//
// A fresh interpreter's memory is about 31 MB, and half of its 64 KiB pages hold nothing
// but zeros. A repeat visit reads the snapshot from the cache before Python can start,
// and that read takes time in proportion to its bytes, so the zero pages are left out
// when the snapshot is made (snapshot-worker.mjs, off the page's thread) and put back,
// as a fresh zeroed buffer, when it is read (runtime.mjs, thinker-worker.mjs).
//
// Layout, little-endian: the mark "TSPS", the memory's length in bytes (32 bits), one
// byte per page (1: the page follows, 0: all zeros), padding to a multiple of four,
// then the kept pages in order (the last one may be short).

export const PAGE_BYTES = 65536;
const MARK = 0x53505354;  // "TSPS"
const HEAD_BYTES = 8;

function pageCount(length) {
  return Math.ceil(length / PAGE_BYTES);
}

function mapBytes(pages) {
  return Math.ceil(pages / 4) * 4;
}

function isZero(words, start, end) {
  for (let i = start; i < end; i++) if (words[i] !== 0) return false;
  return true;
}

function zeroPage(memory, page) {
  const start = page * PAGE_BYTES;
  const end = Math.min(start + PAGE_BYTES, memory.length);
  if (memory.byteOffset % 4 === 0 && start % 4 === 0 && (end - start) % 4 === 0) {
    const words = new Uint32Array(memory.buffer, memory.byteOffset + start, (end - start) / 4);
    return isZero(words, 0, words.length);
  }
  return isZero(memory, start, end);
}

/** The snapshot `memory` (a Uint8Array) with its zero pages left out. */
export function pack(memory) {
  const pages = pageCount(memory.length);
  const kept = [];
  for (let page = 0; page < pages; page++) if (!zeroPage(memory, page)) kept.push(page);
  const keptBytes = kept.reduce(
    (sum, page) => sum + Math.min(PAGE_BYTES, memory.length - page * PAGE_BYTES), 0);
  const out = new Uint8Array(HEAD_BYTES + mapBytes(pages) + keptBytes);
  const head = new DataView(out.buffer);
  head.setUint32(0, MARK, true);
  head.setUint32(4, memory.length, true);
  let at = HEAD_BYTES + mapBytes(pages);
  for (const page of kept) {
    out[HEAD_BYTES + page] = 1;
    const start = page * PAGE_BYTES;
    const piece = memory.subarray(start, Math.min(start + PAGE_BYTES, memory.length));
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** The memory `pack` was given, from its packed bytes (a Uint8Array); throws on bytes
 * that are not a packed snapshot, so a broken one is never handed to the runtime. */
export function unpack(packed) {
  if (packed.length < HEAD_BYTES) throw new Error("snapshot: too short");
  const head = new DataView(packed.buffer, packed.byteOffset, HEAD_BYTES);
  if (head.getUint32(0, true) !== MARK) throw new Error("snapshot: not a packed snapshot");
  const length = head.getUint32(4, true);
  const pages = pageCount(length);
  const memory = new Uint8Array(length);
  let at = HEAD_BYTES + mapBytes(pages);
  for (let page = 0; page < pages; page++) {
    const flag = packed[HEAD_BYTES + page];
    if (flag === 0) continue;
    if (flag !== 1) throw new Error("snapshot: broken page map");
    const size = Math.min(PAGE_BYTES, length - page * PAGE_BYTES);
    if (at + size > packed.length) throw new Error("snapshot: cut short");
    memory.set(packed.subarray(at, at + size), page * PAGE_BYTES);
    at += size;
  }
  if (at !== packed.length) throw new Error("snapshot: bytes left over");
  return memory;
}
