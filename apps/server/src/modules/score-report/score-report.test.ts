import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPORT_CODE_PATTERN, type Verification } from '@tryout/shared/insight';
import { tooManyAttempts } from '@tryout/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { takeMateri } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { makeResult } from '../../../test/result-fixtures';
import { sha256 } from '../../lib/crypto';
import { newReportCode } from './score-report.service';

const API = '/tryout/api';

/** pdftotext -layout of a PDF. */
function pdfText(buf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laporan-nilai-'));
  try {
    const file = path.join(dir, 'laporan.pdf');
    fs.writeFileSync(file, buf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('score report PDF and its public verification (docs/decisions/0022)', () => {
  let t: TestContext;
  let me: Awaited<ReturnType<typeof makeCandidate>>;
  let kodeA: string;
  let kodeB: string;
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

  beforeAll(async () => {
    t = await createTestContext();
    const tryout = await makeTryout(t.db, [
      {
        deskripsi: 'Matematika Dasar',
        groups: [{ nama: 'Aljabar', jumlah: 2, questions: [{ kunci: 'A' }, { kunci: 'B' }] }],
      },
      { deskripsi: 'Bahasa Indonesia', groups: [{ nama: 'Ejaan', jumlah: 1, questions: [{ kunci: 'C' }] }] },
    ]);
    [kodeA, kodeB] = tryout.materi.map((m) => m.kode_ujian);
    me = await makeCandidate(t.db);
    expect((await takeMateri(t, me.auth, kodeA, tryout.byId, true)).status).toBe(200);
    for (const [no, nilai] of [
      [1, 40],
      [2, 60],
    ])
      await makeResult(t.db, {
        id_ujian: tryout.exam.id_ujian,
        materi_id: tryout.materi[1].id,
        candidate: me.candidate,
        attempt_no: no,
        nilai_pg: nilai,
      });
  });
  afterAll(async () => t.close());

  it('codes carry 160 bits in 32 characters and differ every time', () => {
    const codes = new Set(Array.from({ length: 200 }, newReportCode));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(REPORT_CODE_PATTERN);
  });

  it('prints identity, every materi best score, KKM and outcome with a verification code (read back with pdftotext)', async () => {
    const res = await get('/laporan-nilai/pdf', me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Laporan Nilai Tryout');
    expect(text).toContain(me.candidate.full_name);
    expect(text).toContain(`No. Registrasi ${me.candidate.nisn}`);
    expect(text).toMatch(new RegExp(`${kodeA}\\s+Matematika Dasar\\s+100`));
    expect(text).toMatch(new RegExp(`${kodeB}\\s+Bahasa Indonesia\\s+60`));
    expect(text).toContain('KKM 60 · Rata-rata 80 · Lulus KKM');
    expect(text).toContain('Hasil Seleksi: Tanpa pilihan prodi');
    const code = /Kode verifikasi: ([A-Z2-9]{32})/.exec(text)?.[1];
    expect(code).toMatch(REPORT_CODE_PATTERN);
    expect(text).toContain(`/tryout/verifikasi/${code}`);
    // only the code's hash is stored
    const rows = await t.db.selectFrom('score_reports').selectAll().execute();
    expect(rows.map((r) => r.code_hash)).toContain(sha256(code as string));
    expect(JSON.stringify(rows)).not.toContain(code);

    const v = await get(`/verifikasi/${code}`);
    expect(v.statusCode).toBe(200);
    const data = v.json().data as Verification;
    expect(Object.keys(data).sort()).toEqual(['nama', 'nilai', 'tanggal', 'tanggal_wib']);
    expect(data.nama).toBe(me.candidate.full_name);
    expect(data.nilai).toEqual([
      { materi: 'Matematika Dasar', nilai: 100 },
      { materi: 'Bahasa Indonesia', nilai: 60 },
    ]);
    expect(v.body).not.toContain(me.candidate.email);
    expect(v.body).not.toContain(me.candidate.nisn);
    // typed in lower case it is the same code
    expect((await get(`/verifikasi/${(code as string).toLowerCase()}`)).statusCode).toBe(200);

    // a second print gets a new code; both verify
    const again = pdfText((await get('/laporan-nilai/pdf', me.auth)).rawPayload);
    const code2 = /Kode verifikasi: ([A-Z2-9]{32})/.exec(again)?.[1];
    expect(code2).not.toBe(code);
    expect((await get(`/verifikasi/${code2}`)).statusCode).toBe(200);
  });

  it('a wrong or malformed code finds nothing; the PDF is the candidate’s only', async () => {
    for (const wrong of [newReportCode(), 'ABC', "' OR 1=1 --", '0'.repeat(32)]) {
      const r = await get(`/verifikasi/${encodeURIComponent(wrong)}`);
      expect(r.statusCode, wrong).toBe(404);
      expect(r.json().message).toBe('Kode verifikasi tidak ditemukan');
    }
    expect((await get(`/verifikasi/${'A'.repeat(65)}`)).statusCode).toBe(400);
    expect((await get('/laporan-nilai/pdf', (await makeStaff(t.db, 'admin')).auth)).statusCode).toBe(403);
    expect((await get('/laporan-nilai/pdf')).statusCode).toBe(401);
  });
});

describe('the verification page is rate-limited per IP (RATE_LIMIT_MAX=3)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  it('answers the 4th guess from one IP with 429; another IP is still served', async () => {
    const guess = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/verifikasi/${newReportCode()}`,
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i++) expect((await guess('203.0.113.7')).statusCode).toBe(404);
    const limited = await guess('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    // the wait the limit knows, in whole minutes (the window is one minute)
    expect(limited.json().message).toBe(tooManyAttempts(1));
    expect((await guess('203.0.113.8')).statusCode).toBe(404);
  });
});
