import { createInflateRaw } from 'node:zlib';
import type JSZip from 'jszip';

/**
 * Bounded unzipping: compressed data is inflated as a stream and its output counted (and thrown
 * away) chunk by chunk, so memory stays at one chunk whatever the archive declares, and the
 * inflater stops at the budget instead of after the whole entry.
 */

/** Inflated bytes over a budget: the archive is refused. */
export class InflateBudgetError extends Error {
  constructor() {
    super('inflated data over its budget');
  }
}

/** The budgets of one archive: bytes per entry, bytes of all entries, entries. */
export interface InflateBudget {
  entries: number;
  entryBytes: number;
  totalBytes: number;
}

const CHUNK = 64 * 1024;

/**
 * Inflates raw DEFLATE data as a stream, counting its output; rejects with InflateBudgetError as
 * soon as the count passes `budget` (the inflater is stopped there), with the inflater's error
 * when the data is broken. Resolves with the inflated size.
 */
export function inflatedSize(compressed: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: CHUNK });
    let size = 0;
    let over = false;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget && !over) {
        over = true;
        inflater.destroy();
        reject(new InflateBudgetError());
      }
    });
    inflater.on('error', (err) => {
      if (!over) reject(err);
    });
    inflater.on('end', () => resolve(size));
    // fed in slices: the inflater never holds more input than one slice beyond what it read
    let at = 0;
    const feed = () => {
      while (!over && at < compressed.length) {
        const slice = compressed.subarray(at, at + CHUNK);
        at += slice.length;
        if (!inflater.write(slice)) {
          inflater.once('drain', feed);
          return;
        }
      }
      if (!over) inflater.end();
    };
    feed();
  });
}

/** What jszip keeps of an entry as it reads the central directory (nothing inflated yet). */
interface StoredEntry {
  compressedContent?: Uint8Array;
  compression?: { magic?: string };
}
const STORE = '\x00\x00';
const DEFLATE = '\x08\x00';

/**
 * Checks a zip that jszip has read (the same reading mammoth and exceljs make of it) against its
 * budgets by inflating every entry's actual data: no declared size is believed. Throws
 * InflateBudgetError over a budget, any other error when an entry cannot be read.
 */
export async function checkZipBudget(zip: JSZip, budget: InflateBudget): Promise<void> {
  const entries = Object.values(zip.files);
  if (entries.length > budget.entries) throw new InflateBudgetError();
  let total = 0;
  for (const e of entries) {
    if (e.dir) continue;
    const data = (e as unknown as { _data?: StoredEntry })._data;
    const content = data?.compressedContent;
    const method = data?.compression?.magic;
    if (!content || (method !== STORE && method !== DEFLATE)) throw new Error(`unreadable entry ${e.name}`);
    const left = Math.min(budget.entryBytes, budget.totalBytes - total);
    const size = method === STORE ? content.length : await inflatedSize(content, left);
    if (size > left) throw new InflateBudgetError();
    total += size;
  }
}
