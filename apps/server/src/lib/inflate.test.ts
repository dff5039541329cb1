import { deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { checkZipBudget, InflateBudgetError, inflatedSize } from './inflate';

const MB = 1024 * 1024;

describe('inflatedSize', () => {
  it('counts what the data inflates to', async () => {
    const text = Buffer.from('soal '.repeat(10_000));
    expect(await inflatedSize(deflateRawSync(text), MB)).toBe(text.length);
    expect(await inflatedSize(deflateRawSync(Buffer.alloc(0)), 0)).toBe(0);
  });

  it('stops at the budget, with memory of one chunk', async () => {
    const bomb = deflateRawSync(Buffer.alloc(200 * MB));
    const rss = process.memoryUsage.rss();
    await expect(inflatedSize(bomb, 4 * MB)).rejects.toBeInstanceOf(InflateBudgetError);
    expect(process.memoryUsage.rss() - rss).toBeLessThan(50 * MB);
  });

  it('rejects broken data with the inflater’s error', async () => {
    const err = await inflatedSize(Buffer.from([0xff, 0xff, 0xff, 0xff]), MB).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(InflateBudgetError);
  });
});

describe('checkZipBudget', () => {
  const zipOf = async (files: Record<string, Buffer>, compression: 'STORE' | 'DEFLATE' = 'DEFLATE') => {
    const zip = new JSZip();
    for (const [name, data] of Object.entries(files)) zip.file(name, data);
    return JSZip.loadAsync(await zip.generateAsync({ type: 'nodebuffer', compression }));
  };
  const budget = { entries: 3, entryBytes: MB, totalBytes: 2 * MB };
  const cases: [string, Record<string, Buffer>, 'STORE' | 'DEFLATE', boolean][] = [
    ['within every budget', { a: Buffer.alloc(MB), b: Buffer.alloc(MB / 2) }, 'DEFLATE', true],
    ['one entry over its budget', { a: Buffer.alloc(MB + 1) }, 'DEFLATE', false],
    ['stored (not deflated) over its budget', { a: Buffer.alloc(MB + 1) }, 'STORE', false],
    [
      'the file over its budget',
      { a: Buffer.alloc(MB), b: Buffer.alloc(MB), c: Buffer.alloc(1) },
      'DEFLATE',
      false,
    ],
    [
      'too many entries',
      { a: Buffer.alloc(1), b: Buffer.alloc(1), c: Buffer.alloc(1), d: Buffer.alloc(1) },
      'DEFLATE',
      false,
    ],
  ];
  it.each(cases)('%s', async (_name, files, compression, passes) => {
    const check = checkZipBudget(await zipOf(files, compression), budget);
    if (passes) await expect(check).resolves.toBeUndefined();
    else await expect(check).rejects.toBeInstanceOf(InflateBudgetError);
  });
});
