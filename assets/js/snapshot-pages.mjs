// Python's start-up snapshot as the service worker keeps it: the interpreter's memory
// without its pages of zeros.
//
// A fresh interpreter's memory is about 31 MB, and half of its 64 KiB pages hold nothing
// but zeros. A repeat visit reads the snapshot from the cache before Python can start,
// and that read takes time in proportion to its bytes, so the zero pages are left out
// when the snapshot is made (snapshot-worker.mjs, off the page's thread) and put back,
// as a fresh zeroed buffer, when it is read (snapshots.mjs, for the page's runtime and the
// thinking worker), page by page as its bytes come.
//
// Layout, little-endian: the mark "TSPS", the memory's length in bytes (32 bits), one
// byte per page (1: the page follows, 0: all zeros), padding to a multiple of four,
// then the kept pages in order (the last one may be short).

import { pacer } from "./pace.mjs";

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

/** Unpacks a packed snapshot from its bytes in pieces, as they arrive: once the head and
 * the page map are in, `memory` is the snapshot's whole length (each kept page written
 * when its bytes come); `end()` checks that every page came. Throws on bytes that are not
 * a packed snapshot, so a broken one is never handed to the runtime whole. */
export class Unpacker {
  constructor() {
    this.memory = null;
    this.head = new Uint8Array(0);
    this.kept = [];
    this.next = 0;  // index into `kept` of the page being written
    this.filled = 0;  // bytes of that page written so far
  }

  /** Take the next piece of the packed bytes (a Uint8Array). */
  push(piece) {
    let at = 0;
    if (!this.memory) {
      at = this.readHead(piece);
      if (!this.memory) return;
    }
    const { memory, kept } = this;
    while (at < piece.length) {
      if (this.next >= kept.length) throw new Error("snapshot: bytes left over");
      const start = kept[this.next] * PAGE_BYTES;
      const size = Math.min(PAGE_BYTES, memory.length - start);
      const count = Math.min(size - this.filled, piece.length - at);
      memory.set(piece.subarray(at, at + count), start + this.filled);
      at += count;
      this.filled += count;
      if (this.filled === size) {
        this.next += 1;
        this.filled = 0;
      }
    }
  }

  /** Collect the head and page map from `piece`; returns how many of its bytes they took. */
  readHead(piece) {
    const had = this.head.length;
    const wanted = (length) => Math.max(0, Math.min(piece.length, length - had));
    let take = wanted(HEAD_BYTES);
    if (had + take >= HEAD_BYTES) {
      const view = new DataView(this.joined(piece, take).buffer);
      if (view.getUint32(0, true) !== MARK) throw new Error("snapshot: not a packed snapshot");
      const pages = pageCount(view.getUint32(4, true));
      take = wanted(HEAD_BYTES + mapBytes(pages));
      const head = this.joined(piece, take);
      if (head.length === HEAD_BYTES + mapBytes(pages)) this.start(head, pages);
      else this.head = head;
    } else {
      this.head = this.joined(piece, take);
    }
    return take;
  }

  joined(piece, take) {
    const head = new Uint8Array(this.head.length + take);
    head.set(this.head);
    head.set(piece.subarray(0, take), this.head.length);
    return head;
  }

  start(head, pages) {
    for (let page = 0; page < pages; page++) {
      const flag = head[HEAD_BYTES + page];
      if (flag === 1) this.kept.push(page);
      else if (flag !== 0) throw new Error("snapshot: broken page map");
    }
    this.memory = new Uint8Array(new DataView(head.buffer).getUint32(4, true));
    this.head = head;
  }

  /** The memory, once all its bytes have come. */
  end() {
    if (!this.memory) {
      throw new Error(this.head.length < HEAD_BYTES ? "snapshot: too short" : "snapshot: cut short");
    }
    if (this.next < this.kept.length) throw new Error("snapshot: cut short");
    return this.memory;
  }
}

/** The memory `pack` was given, from its packed bytes (a Uint8Array). */
export function unpack(packed) {
  const unpacker = new Unpacker();
  unpacker.push(packed);
  return unpacker.end();
}

/** How long reading a snapshot may hold the thread before it yields to the page. */
const SLICE_MS = 30;

/** A packed snapshot read from `stream` (a ReadableStream of its bytes), unpacked as its
 * bytes come. Resolves once the head is read to `{ memory, whole }`: the memory, the whole
 * length of the snapshot with its pages still being written, and a promise that settles
 * when the last one is (rejected on bytes that are not a whole packed snapshot). So Python
 * can be set up for the snapshot's size while its bytes are still coming. A stream that
 * is already all there (a cached file, or one being decompressed) would be read in one
 * long task, so the reading yields to the page whenever a slice's time is up. */
export async function unpacking(stream) {
  const reader = stream.getReader();
  const unpacker = new Unpacker();
  while (!unpacker.memory) {
    const { done, value } = await reader.read();
    if (done) unpacker.end();
    else unpacker.push(value);
  }
  const whole = (async () => {
    const pace = pacer(SLICE_MS);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return unpacker.end();
      unpacker.push(value);
      await pace();
    }
  })();
  whole.catch(() => reader.cancel().catch(() => {}));
  return { memory: unpacker.memory, whole };
}
