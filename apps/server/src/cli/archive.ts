import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The .tar.gz of a backup, written and read here (no tar command): ustar headers of regular files
 * only. Reading inflates as a stream within a byte budget and hands each entry's header to the
 * caller before any of its bytes, so a link, a device or an unsafe path is refused unread.
 */

const BLOCK = 512;

/** The kinds of tar entry by their type flag, as a refusal names them. */
export const ENTRY_KINDS: Record<string, string> = {
  '0': 'berkas',
  '\0': 'berkas',
  '1': 'tautan keras',
  '2': 'tautan simbolik',
  '3': 'perangkat karakter',
  '4': 'perangkat blok',
  '5': 'folder',
  '6': 'FIFO',
  '7': 'berkas berurutan',
  x: 'header pax',
  g: 'header pax global',
  L: 'nama panjang GNU',
  K: 'tautan panjang GNU',
};

export interface TarHeader {
  name: string;
  size: number;
  /** the type flag: '0' a regular file, '2' a symlink, … */
  type: string;
  linkname?: string;
  mode?: number;
}

const octal = (n: number, width: number) => `${n.toString(8).padStart(width - 1, '0')}\0`;

/** One 512-byte ustar header (a name over 100 bytes goes into the prefix field, split at a '/'). */
export function tarHeader(h: TarHeader): Buffer {
  const b = Buffer.alloc(BLOCK);
  let name = h.name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', name.length - 1);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155)
      throw new Error(`nama berkas terlalu panjang untuk arsip: ${h.name}`);
  }
  b.write(name, 0, 100, 'utf8');
  b.write(octal(h.mode ?? 0o644, 8), 100, 'latin1');
  b.write(octal(0, 8), 108, 'latin1');
  b.write(octal(0, 8), 116, 'latin1');
  b.write(octal(h.size, 12), 124, 'latin1');
  b.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'latin1');
  b.write(' '.repeat(8), 148, 'latin1');
  b.write(h.type, 156, 1, 'latin1');
  if (h.linkname) b.write(h.linkname, 157, 100, 'utf8');
  b.write('ustar\0', 257, 'latin1');
  b.write('00', 263, 'latin1');
  b.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of b) sum += byte;
  b.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return b;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** What goes into an archive: bytes held in memory, or a file read as a stream. */
export type ArchiveEntry = { name: string; data: Buffer } | { name: string; file: string; size: number };

/** Writes `entries` (regular files, in this order) as a .tar.gz at `out`. */
export async function writeArchive(out: string, entries: ArchiveEntry[]): Promise<void> {
  async function* blocks() {
    for (const e of entries) {
      if ('data' in e) {
        yield tarHeader({ name: e.name, size: e.data.length, type: '0' });
        yield e.data;
        yield padding(e.data.length);
        continue;
      }
      yield tarHeader({ name: e.name, size: e.size, type: '0' });
      let written = 0;
      for await (const chunk of fs.createReadStream(e.file)) {
        written += (chunk as Buffer).length;
        if (written > e.size) break;
        yield chunk as Buffer;
      }
      if (written !== e.size) throw new Error(`berkas berubah selama pencadangan: ${e.name}`);
      yield padding(e.size);
    }
    yield Buffer.alloc(2 * BLOCK);
  }
  await pipeline(Readable.from(blocks()), createGzip(), fs.createWriteStream(out, { flags: 'wx' }));
}

/** The archive is broken or over its budget (the reason, for the refusal's message). */
export class ArchiveError extends Error {}

/**
 * Reads a .tar.gz as a stream: `next()` gives the next entry's header (null at the end), `read()`
 * its bytes a chunk at a time. Every inflated byte counts against `budget` (raise it with
 * `allow`): past it the inflater is stopped and ArchiveError thrown.
 */
export class ArchiveReader {
  private readonly source: AsyncIterator<Buffer>;
  private readonly input: fs.ReadStream;
  private readonly gunzip: ReturnType<typeof createGunzip>;
  private held: Buffer = Buffer.alloc(0);
  private inflated = 0;
  private left = 0;
  private pad = 0;

  constructor(
    file: string,
    private budget: number,
  ) {
    this.gunzip = createGunzip();
    this.input = fs.createReadStream(file);
    this.input.on('error', (err) => this.gunzip.destroy(err));
    this.input.pipe(this.gunzip);
    this.source = this.gunzip[Symbol.asyncIterator]();
  }

  /** Lets `bytes` more be inflated. */
  allow(bytes: number): void {
    this.budget += bytes;
  }

  close(): void {
    this.input.destroy();
    this.gunzip.destroy();
  }

  private async fill(n: number): Promise<boolean> {
    while (this.held.length < n) {
      let step: IteratorResult<Buffer>;
      try {
        step = await this.source.next();
      } catch (err) {
        throw new ArchiveError((err as Error).message);
      }
      if (step.done) return false;
      this.inflated += step.value.length;
      if (this.inflated > this.budget) {
        this.close();
        throw new ArchiveError('isi arsip melebihi ukuran yang tercatat di manifest');
      }
      this.held = this.held.length === 0 ? step.value : Buffer.concat([this.held, step.value]);
    }
    return true;
  }

  private take(n: number): Buffer {
    const out = this.held.subarray(0, n);
    this.held = this.held.subarray(n);
    return out;
  }

  /** The next entry's header (its unread bytes skipped first); null at the end of the archive. */
  async next(): Promise<TarHeader | null> {
    while (this.left > 0) await this.read(this.left);
    if (this.pad > 0) {
      if (!(await this.fill(this.pad))) throw new ArchiveError('arsip terpotong');
      this.take(this.pad);
      this.pad = 0;
    }
    if (!(await this.fill(BLOCK))) throw new ArchiveError('arsip terpotong');
    const b = Buffer.from(this.take(BLOCK));
    if (b.every((x) => x === 0)) return null;
    const text = (from: number, len: number) => {
      const s = b.subarray(from, from + len);
      const end = s.indexOf(0);
      return s.subarray(0, end < 0 ? len : end).toString('utf8');
    };
    const stored = Number.parseInt(text(148, 8).trim(), 8);
    b.fill(0x20, 148, 156);
    let sum = 0;
    for (const byte of b) sum += byte;
    if (stored !== sum) throw new ArchiveError('header tar rusak');
    const sizeField = text(124, 12).trim();
    if (!/^[0-7]+$/.test(sizeField)) throw new ArchiveError('header tar rusak');
    const size = Number.parseInt(sizeField, 8);
    const prefix = b.subarray(257, 262).toString('latin1') === 'ustar' ? text(345, 155) : '';
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const type = String.fromCharCode(b[156]);
    this.left = size;
    this.pad = (BLOCK - (size % BLOCK)) % BLOCK;
    return { name, size, type, linkname: text(157, 100), mode: Number.parseInt(text(100, 8), 8) };
  }

  /** Up to `max` bytes of the current entry (an empty buffer when it has none left). */
  async read(max = 1024 * 1024): Promise<Buffer> {
    if (this.left === 0) return Buffer.alloc(0);
    const want = Math.min(max, this.left);
    if (this.held.length === 0 && !(await this.fill(1))) throw new ArchiveError('arsip terpotong');
    const chunk = this.take(Math.min(want, this.held.length));
    this.left -= chunk.length;
    return chunk;
  }
}
