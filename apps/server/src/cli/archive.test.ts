import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, ArchiveReader, tarHeader, writeArchive } from './archive';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function readAll(file: string, budget: number) {
  const reader = new ArchiveReader(file, budget);
  const out: { name: string; type: string; data: string }[] = [];
  try {
    for (let h = await reader.next(); h; h = await reader.next()) {
      let data = '';
      for (let c = await reader.read(7); c.length > 0; c = await reader.read(7)) data += c.toString('utf8');
      out.push({ name: h.name, type: h.type, data });
    }
  } finally {
    reader.close();
  }
  return out;
}

describe('the backup archive', () => {
  it('reads back what it wrote: bytes, files, a long name in the prefix field', async () => {
    const src = path.join(dir, 'isi.txt');
    fs.writeFileSync(src, 'isi berkas '.repeat(100));
    const long = `media/${'f'.repeat(90)}/${'g'.repeat(90)}.png`;
    const file = path.join(dir, 'a.tar.gz');
    await writeArchive(file, [
      { name: 'manifest.json', data: Buffer.from('{}') },
      { name: long, file: src, size: fs.statSync(src).size },
      { name: 'kosong', data: Buffer.alloc(0) },
    ]);
    expect(await readAll(file, 1024 * 1024)).toEqual([
      { name: 'manifest.json', type: '0', data: '{}' },
      { name: long, type: '0', data: 'isi berkas '.repeat(100) },
      { name: 'kosong', type: '0', data: '' },
    ]);
  });

  it('refuses a file that changed size while it was written', async () => {
    const src = path.join(dir, 'berubah.txt');
    fs.writeFileSync(src, 'panjang');
    await expect(
      writeArchive(path.join(dir, 'b.tar.gz'), [{ name: 'x', file: src, size: 3 }]),
    ).rejects.toThrow('berkas berubah selama pencadangan: x');
  });

  const raw = (blocks: Buffer[]) => {
    const file = path.join(dir, `raw-${Math.random().toString(36).slice(2)}.tar.gz`);
    fs.writeFileSync(file, gzipSync(Buffer.concat(blocks)));
    return file;
  };
  const refusals: [string, () => string, number, RegExp][] = [
    [
      'not gzip',
      () => {
        const f = path.join(dir, 'junk');
        fs.writeFileSync(f, 'bukan arsip');
        return f;
      },
      1 << 20,
      /incorrect header check/,
    ],
    [
      'cut short',
      () => raw([tarHeader({ name: 'a', size: 100, type: '0' }), Buffer.alloc(10)]),
      1 << 20,
      /arsip terpotong/,
    ],
    [
      'a broken header checksum',
      () => {
        const h = tarHeader({ name: 'a', size: 0, type: '0' });
        h[0] = 0x62;
        return raw([h, Buffer.alloc(1024)]);
      },
      1 << 20,
      /header tar rusak/,
    ],
    [
      'more than its budget inflated',
      () =>
        raw([tarHeader({ name: 'a', size: 4 << 20, type: '0' }), Buffer.alloc(4 << 20), Buffer.alloc(1024)]),
      1 << 20,
      /melebihi/,
    ],
  ];
  it.each(refusals)('refuses an archive %s', async (_name, make, budget, message) => {
    const err = await readAll(make(), budget).catch((e) => e);
    expect(err).toBeInstanceOf(ArchiveError);
    expect(err.message).toMatch(message);
  });

  it('gives a link’s or a device’s header as it is (the caller refuses it before reading)', async () => {
    const file = raw([
      tarHeader({ name: 'media/x', size: 0, type: '2', linkname: '/etc/passwd' }),
      tarHeader({ name: '/dev/null', size: 0, type: '3' }),
      Buffer.alloc(1024),
    ]);
    const reader = new ArchiveReader(file, 1 << 20);
    expect(await reader.next()).toMatchObject({ name: 'media/x', type: '2', linkname: '/etc/passwd' });
    expect(await reader.next()).toMatchObject({ name: '/dev/null', type: '3' });
    expect(await reader.next()).toBeNull();
    reader.close();
  });
});
