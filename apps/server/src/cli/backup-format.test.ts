import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSafeEntryPath, OPS_MSG, parseManifest, signatureMatches, signManifest } from './backup-format';

describe('isSafeEntryPath', () => {
  const cases: [string, boolean][] = [
    ['tryout.sqlite', true],
    ['media/soalPg/gambar 1.png', true],
    ['media/..gambar.png', true],
    ['', false],
    ['/etc/passwd', false],
    ['../luar', false],
    ['media/../../luar', false],
    ['media/./x', false],
    ['media//x', false],
    ['media/x/', false],
    ['media\\..\\x', false],
    ['media/x\0.png', false],
  ];
  it.each(cases)('%j → %s', (name, safe) => expect(isSafeEntryPath(name)).toBe(safe));
});

describe('the manifest signature', () => {
  const key = Buffer.from('kunci-cadangan-uji-0123456789');
  const bytes = Buffer.from('{"format":2}');
  const sig = signManifest(bytes, key);
  const cases: [string, Buffer, Buffer, string, boolean][] = [
    ['the same bytes and key', bytes, key, sig, true],
    ['with a line end', bytes, key, `${sig}\n`, true],
    ['another key', bytes, Buffer.from('kunci-lain-0123456789abcdef'), sig, false],
    ['edited bytes', Buffer.from('{"format":2} '), key, sig, false],
    ['a short signature', bytes, key, sig.slice(0, 10), false],
    ['none', bytes, key, '', false],
  ];
  it.each(cases)('%s', (_name, b, k, s, ok) => expect(signatureMatches(b, k, s)).toBe(ok));
});

describe('parseManifest', () => {
  const sha = createHash('sha256').update('x').digest('hex');
  const good = {
    format: 2,
    dialect: 'sqlite',
    createdAt: '2026-11-26T00:00:00.000Z',
    migrations: ['0001_init'],
    database: 'tryout.sqlite',
    files: [
      { path: 'tryout.sqlite', size: 1, sha256: sha },
      { path: 'media/soalPg/a.png', size: 1, sha256: sha },
    ],
  };
  const parse = (m: unknown) => () => parseManifest(Buffer.from(JSON.stringify(m)));
  it('reads a sound manifest', () => expect(parse(good)()).toEqual(good));
  const cases: [string, unknown, string][] = [
    ['the previous format', { ...good, format: 1 }, OPS_MSG.notBackup],
    ['another dialect’s database', { ...good, database: 'database.dump' }, OPS_MSG.notBackup],
    ['a size that is no count', { ...good, files: [{ ...good.files[0], size: -1 }] }, OPS_MSG.notBackup],
    [
      'a hash that is no SHA-256',
      { ...good, files: [{ ...good.files[0], sha256: 'abc' }] },
      OPS_MSG.notBackup,
    ],
    ['a file twice', { ...good, files: [good.files[0], good.files[0]] }, OPS_MSG.notBackup],
    [
      'an absolute path',
      { ...good, files: [...good.files, { ...good.files[1], path: '/etc/cron.d/x' }] },
      OPS_MSG.unsafePath('/etc/cron.d/x'),
    ],
    [
      'a ..',
      { ...good, files: [...good.files, { ...good.files[1], path: 'media/../../x' }] },
      OPS_MSG.unsafePath('media/../../x'),
    ],
    [
      'a file outside media/',
      { ...good, files: [...good.files, { ...good.files[1], path: 'backup.key' }] },
      OPS_MSG.unsafePath('backup.key'),
    ],
    ['no database', { ...good, files: [good.files[1]] }, OPS_MSG.missing('tryout.sqlite')],
    ['not JSON', 'bukan json', OPS_MSG.notBackup],
  ];
  it.each(cases)('refuses %s', (_name, m, message) =>
    expect(typeof m === 'string' ? () => parseManifest(Buffer.from(m)) : parse(m)).toThrow(message),
  );
});
