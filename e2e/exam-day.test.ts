import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, openBrowser, PHONE, screenshot, url } from './browser';
import { api, loginUi, newCandidate, withDb } from './candidate';

// ---------------------------------------------------------------- helpers (real HTTP, real db)

interface Sheet {
  kode_ujian: string;
  deadline_at: string;
  groups: { questions: { id_soal: number; type_soal: 'PG' | 'Essay' }[] }[];
  answers: Record<string, string>;
  essays: Record<string, string>;
  audio_plays: Record<string, number>;
}
interface Card {
  kode_ujian: string;
  nama_ujian: string;
  is_toefl: '1' | '0';
  toefl_type: number | null;
  urutan: number;
  status: { attempt_no: number; nilai_akhir: number | null }[];
}

/** The full page plus what the viewport shows (the exam pages are long; the bottom panel is fixed). */
async function shots(page: Page, name: string) {
  await screenshot(page, name);
  const dir = path.resolve(import.meta.dirname, '../test-results/screens');
  await page.screenshot({ path: path.join(dir, `${name}-view.png`) });
}

const examToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token_ujian'));

async function fetchSheet(page: Page, kode: string) {
  const res = await api<Sheet>('soalUjianPg', { token: await examToken(page), json: { kode_ujian: kode } });
  expect(res.status, res.message).toBe(200);
  return res.data;
}
const questionIds = (s: Sheet) => s.groups.flatMap((g) => g.questions);

const radio = (page: Page, n: number, key: string) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio', { name: `Jawaban ${key}` });

async function expectChecked(page: Page, n: number, key: string) {
  await expect.poll(() => radio(page, n, key).getAttribute('aria-checked')).toBe('true');
}

const saveStatus = (page: Page) => page.getByTestId('save-status').first();

/** The candidate's attempts in the database. */
const attemptCount = (nisn: string) =>
  withDb(
    (db) =>
      (
        db
          .prepare(
            'SELECT COUNT(*) AS n FROM attempts a JOIN candidates c ON c.id = a.candidate_id WHERE c.nisn = ?',
          )
          .get(nisn) as { n: number }
      ).n,
  );

/** The start screen's confirm: the one act that starts the clock. */
async function startNow(page: Page) {
  await page.getByRole('button', { name: 'Mulai Sekarang' }).click();
  await page.getByRole('timer').first().waitFor();
}

/** The element at the centre of a control is the control (nothing, e.g. a toast, lies over it). */
const uncovered = (page: Page, role: 'button' | 'link', name: string) =>
  page
    .getByRole(role, { name, exact: true })
    .first()
    .evaluate((b) => {
      const r = b.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!top && b.contains(top);
    });

/** On a phone the navigator and 'Selesaikan Ujian' sit in the collapsed bottom panel. */
async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Tampilkan navigasi soal' });
  if (await toggle.isVisible()) await toggle.click();
}

async function finishExam(page: Page) {
  await openPanel(page);
  await page.getByRole('button', { name: 'Selesaikan Ujian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selesaikan Ujian ?' });
  await dialog.getByText('Apakah Anda yakin untuk menyelesaikan ujian?').waitFor();
  return dialog;
}

/** Starts and submits a materi through the API (to fill the other cards quickly). */
async function runViaApi(token: string, kode: string, answers: (id: number) => string | null) {
  const sheet = (await api<Sheet>('soalUjianPg', { token, json: { kode_ujian: kode, mulai: true } })).data;
  const qs = questionIds(sheet);
  const res = await api('posthasilujian', {
    token,
    json: {
      kode_ujian: kode,
      array_answer: qs
        .filter((q) => q.type_soal === 'PG')
        .map((q) => ({ id_soal: q.id_soal, value: answers(q.id_soal) })),
      jawaban_essay: qs
        .filter((q) => q.type_soal === 'Essay')
        .map((q) => ({ id_soal: q.id_soal, answerEssay: 'Jawaban essay dari tes.' })),
      point: 0,
      jumlah_soal_ujian: qs.length,
    },
  });
  expect(res.status, res.message).toBe(200);
}

// ---------------------------------------------------------------- tests

describe.each([
  ['1280', LAPTOP],
  ['375', PHONE],
] as const)('exam day at %s px', (width, viewport) => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  let who: Awaited<ReturnType<typeof newCandidate>>;
  const dialogs: string[] = [];
  beforeAll(async () => {
    who = await newCandidate(`full${width}`);
    b = await openBrowser(viewport);
    b.page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
  });
  afterAll(async () => b.close());

  it('takes an exam: answers survive a reload and going offline, then submit shows the result', async () => {
    const { page, context } = b;
    await loginUi(page, who);
    const firstCard = page.getByRole('article').first();
    // 'Belum Ujian' once (the badge), and no 'Hasil Ujian' to open before an attempt exists
    await expect.poll(() => firstCard.getByText('Belum Ujian', { exact: true }).count()).toBe(1);
    expect(await firstCard.getByTestId('attempts').count()).toBe(0);
    expect(await firstCard.getByTestId('attempts-left').textContent()).toBe('Sisa kesempatan 2');
    expect(await firstCard.getByRole('button', { name: 'Hasil Ujian' }).isDisabled()).toBe(true);
    await screenshot(page, `exam-overview-${width}`);

    // 'Mulai Ujian' opens the start screen; the clock does not start yet, not even on a reload
    await page.getByRole('button', { name: 'Mulai Ujian' }).click();
    await page.waitForURL('**/formujian/**');
    const kode = decodeURIComponent(page.url().split('/formujian/')[1]);
    await page.getByRole('heading', { name: 'Selamat Datang di Tryout' }).waitFor();
    const facts = page.getByRole('region', { name: 'Detail ujian' });
    await facts.waitFor();
    expect(await facts.getByTestId('start-questions').textContent()).toMatch(/^\d+ soal$/);
    expect(await facts.getByTestId('start-duration').textContent()).toMatch(/^\d+ menit$/);
    expect(await facts.getByTestId('start-attempts').textContent()).toBe('0 dari 2 terpakai · sisa 2');
    expect(await facts.getByTestId('start-best').textContent()).toBe('Belum ada');
    // the rules name only what applies: no question of this materi plays audio (docs/decisions/0036)
    expect(await facts.getByText(/^Audio soal/).count()).toBe(0);
    await facts.getByText(/Jika koneksi terputus, jawaban tetap tersimpan/).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(attemptCount(who.nisn)).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Mulai Sekarang' }).waitFor();
    expect(attemptCount(who.nisn)).toBe(0);
    await screenshot(page, `exam-start-${width}`);
    await startNow(page);
    expect(attemptCount(who.nisn)).toBe(1);
    expect(await page.getByRole('timer').first().textContent()).toMatch(/^\d\d:\d\d:\d\d$/);

    // answer three; the last click on a question replaces the earlier one
    await radio(page, 1, 'B').click();
    await radio(page, 1, 'A').click();
    await radio(page, 2, 'C').click();
    await radio(page, 3, 'D').click();
    await expectChecked(page, 1, 'A');
    expect(await radio(page, 1, 'B').getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => saveStatus(page).textContent()).toBe('Tersimpan');
    await openPanel(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi soal' });
    expect(await nav.getByRole('button', { name: 'Soal 1 (terjawab)' }).getAttribute('data-answered')).toBe(
      'true',
    );
    expect(await nav.getByRole('button', { name: 'Soal 4', exact: true }).getAttribute('data-answered')).toBe(
      'false',
    );
    await shots(page, `exam-sheet-${width}`);
    // the navigator scrolls to a question
    await nav.getByRole('button', { name: 'Soal 6', exact: true }).click();
    await expect
      .poll(() => page.locator('#soal-6').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(120);

    const sheet1 = await fetchSheet(page, kode);
    const ids = questionIds(sheet1).map((q) => q.id_soal);
    expect(sheet1.answers).toEqual({ [ids[0]]: 'A', [ids[1]]: 'C', [ids[2]]: 'D' });

    // reload asks first (beforeunload), then shows the same questions with the answers marked
    const firstText = await page.locator('#soal-1 .html-content').first().textContent();
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await expectChecked(page, 1, 'A');
    await expectChecked(page, 2, 'C');
    await expectChecked(page, 3, 'D');
    expect(await page.locator('#soal-1 .html-content').first().textContent()).toBe(firstText);

    // in-app navigation away is blocked by 'Konfirmasi Muat Ulang'
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Konfirmasi Muat Ulang' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Tetap di Sini' }).click();
    expect(page.url()).toContain('/formujian/');

    // offline: the answer is kept on the device, then reaches the server when back online
    await context.setOffline(true);
    await radio(page, 4, 'D').click();
    await expectChecked(page, 4, 'D');
    await page
      .getByText('Koneksi terputus — jawaban disimpan di perangkat dan dikirim otomatis saat koneksi kembali')
      .waitFor();
    await expect.poll(() => saveStatus(page).textContent()).toBe('Tidak tersambung');
    const queued = await page.evaluate((k) => sessionStorage.getItem(`antrian_${k}`), kode);
    expect(JSON.parse(queued ?? '[]')).toHaveLength(1);
    expect((await fetchSheet(page, kode)).answers[ids[3]]).toBeUndefined();
    await shots(page, `exam-offline-${width}`);
    await context.setOffline(false);
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe('Tersimpan');
    expect((await fetchSheet(page, kode)).answers[ids[3]]).toBe('D');
    expect(
      JSON.parse((await page.evaluate((k) => sessionStorage.getItem(`antrian_${k}`), kode)) ?? '[]'),
    ).toHaveLength(0);
    await expect.poll(() => page.getByText('Koneksi terputus', { exact: false }).count()).toBe(0);

    // submit
    const confirm = await finishExam(page);
    await shots(page, `exam-finish-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Ya, Selesaikan' }).click();
    await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
    // the overview shows the attempt just finished at once: score, tally per group, the KKM
    const finished = page.getByRole('region', { name: 'Hasil ujian terakhir' });
    await finished.getByText('Ujian saat ini telah selesai').waitFor();
    expect(await finished.getByTestId('finished-nilai').textContent()).toMatch(/^\d+(,\d{1,2})?$/);
    const tally = finished.getByTestId('finished-tally');
    expect(await tally.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Benar', 'Salah', 'Kosong']),
    );
    expect(await tally.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await finished.getByTestId('finished-kkm').textContent()).toMatch(
      /^Rata-rata sementara \d+(,\d{1,2})? · 1 dari \d+ materi selesai$/,
    );
    await finished.getByText('Menuju KKM 60').waitFor();
    // nothing (no toast) lies over the header's buttons
    expect(await uncovered(page, 'link', 'Kembali')).toBe(true);
    expect(await uncovered(page, 'button', 'Keluar Ujian')).toBe(true);
    await screenshot(page, `exam-finished-${width}`);
    expect(await page.evaluate((k) => sessionStorage.getItem(`jawaban_${k}`), kode)).toBeNull();
    await expect
      .poll(() => page.getByRole('article').first().getByTestId('attempts').textContent())
      .toBe('Ujian ke 1');
    expect(await page.getByRole('article').first().getByText('Sudah Ujian').count()).toBe(1);
    await screenshot(page, `exam-overview-after-${width}`);
    // the next start screen of this materi shows the attempt used and the best score
    await page.goto(url(`/ujian/${who.nisn}/formujian/${encodeURIComponent(kode)}`));
    await page.getByRole('button', { name: 'Mulai Sekarang' }).waitFor();
    expect(await page.getByTestId('start-attempts').textContent()).toBe('1 dari 2 terpakai · sisa 1');
    expect(await page.getByTestId('start-best').textContent()).toMatch(/^\d+(,\d{1,2})?$/);
    expect(attemptCount(who.nisn)).toBe(1);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(`**/tryout/ujian/${who.nisn}`);

    // results page: one card 'Ujian Ke 1' with the score
    await page.getByRole('article').first().getByRole('button', { name: 'Hasil Ujian' }).click();
    await page.waitForURL('**/hasilujian/**');
    const attempt = page.getByRole('article', { name: 'Ujian Ke 1' });
    await attempt.waitFor();
    expect(await attempt.getByText('Nilai').count()).toBe(1);
    expect(await attempt.getByTestId('nilai').textContent()).toMatch(/^\d+(,\d{1,2})?$/);
    await page.getByText(who.full_name).waitFor();
    await screenshot(page, `exam-results-${width}`);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(`**/tryout/ujian/${who.nisn}`);

    // a second submit of the same attempt is refused by the server
    const again = await api('posthasilujian', { token: await examToken(page), json: { kode_ujian: kode } });
    expect(again.status).toBe(400);
    expect(again.message).toBe('Anda Telah Mengikuti Ujian');
  });
});

describe.each([
  ['375', { width: 375, height: 812 }],
  ['1366', { width: 1366, height: 768 }],
] as const)('jump to a question of an image-heavy materi at %s px', (width, viewport) => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser(viewport);
    b.page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => b.close());

  it("puts the last question's header 0–80 px below the top and moves the focus to it", async () => {
    const { page } = b;
    const who = await newCandidate(`jump${width}`);
    // the images arrive slowly, as on a phone's link: after the jump has scrolled
    await page.route('**/tryout/media/**', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await loginUi(page, who);
    await page.goto(url(`/ujian/${who.nisn}/formujian/TPA`));
    await startNow(page);
    await openPanel(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi soal' });
    await nav.getByRole('button', { name: 'Soal 1', exact: true }).waitFor();
    const last = await nav.getByRole('button').count();
    expect(last).toBeGreaterThan(10);
    await expect.poll(() => page.locator('main img').count()).toBeGreaterThan(3);
    await nav.getByRole('button', { name: `Soal ${last}`, exact: true }).click();
    const header = page.locator(`#soal-${last}`).getByText(`Soal ${last}`, { exact: true });
    const top = () => header.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    // every image above has arrived and the layout has settled: the question is still in place
    await page
      .waitForFunction(
        (n) => {
          const target = document.getElementById(`soal-${n}`);
          if (!target) return false;
          return [...document.querySelectorAll('main img')]
            .filter((img) => img.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
            .every((img) => (img as HTMLImageElement).complete);
        },
        last,
        { timeout: 10_000 },
      )
      .catch(() => {});
    // then the header stays where it is: the same place over 30 frames running (the jump's
    // re-alignment as the images arrive is over)
    await page.waitForFunction(
      (n) => {
        const el = document.getElementById(`soal-${n}`);
        if (!el) return false;
        const w = window as unknown as { __still?: { top: number; frames: number } };
        const at = Math.round(el.getBoundingClientRect().top);
        if (w.__still?.top !== at) w.__still = { top: at, frames: 0 };
        else w.__still.frames += 1;
        return w.__still.frames >= 30;
      },
      last,
      { polling: 'raf', timeout: 10_000 },
    );
    const settled = await top();
    expect(settled).toBeGreaterThanOrEqual(0);
    expect(settled).toBeLessThanOrEqual(80);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`soal-${last}`);
    await shots(page, `exam-jump-${width}`);
  });
});

describe('time running out', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser(PHONE);
    b.page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => b.close());

  it("shows 'Waktu Habis' (not dismissible) and submits the saved answers", async () => {
    const { page } = b;
    const who = await newCandidate('timeout');
    await loginUi(page, who);
    await page.getByRole('button', { name: 'Mulai Ujian' }).click();
    await page.waitForURL('**/formujian/**');
    const kode = decodeURIComponent(page.url().split('/formujian/')[1]);
    await startNow(page);
    await radio(page, 1, 'A').click();
    await radio(page, 2, 'B').click();
    await expect.poll(() => saveStatus(page).textContent()).toBe('Tersimpan');

    // only one exam at a time: another materi shows the server's refusal with 'Kembali'
    const other = kode === 'MTK' ? 'BIN' : 'MTK';
    await page.goto(url(`/ujian/${who.nisn}/formujian/${other}`));
    await page
      .getByText('Masih ada ujian yang sedang berlangsung. Selesaikan ujian tersebut terlebih dahulu.')
      .waitFor();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
    // the overview offers 'Lanjutkan Ujian' on the exam in progress and no 'Mulai Ujian'
    await page.getByRole('button', { name: 'Lanjutkan Ujian' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mulai Ujian' }).count()).toBe(0);
    expect(await page.getByRole('article').first().getByText('Sedang Ujian').count()).toBe(1);
    await screenshot(page, 'exam-overview-in-progress-375');
    await page.getByRole('button', { name: 'Lanjutkan Ujian' }).click();
    await page.waitForURL(`**/formujian/${kode}`);
    await expectChecked(page, 2, 'B');

    // make the attempt short: its deadline a few seconds away
    const soon = new Date(Date.now() + 4000).toISOString();
    withDb((db) =>
      db
        .prepare(
          "UPDATE attempts SET deadline_at = ? WHERE status = 'in_progress' AND candidate_id = (SELECT id FROM candidates WHERE nisn = ?)",
        )
        .run(soon, who.nisn),
    );
    await page.reload();
    await expectChecked(page, 2, 'B');
    const modal = page.getByRole('dialog', { name: 'Waktu Habis' });
    await modal.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('timer').first().textContent()).toBe('00:00:00');
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await shots(page, 'exam-time-up-375');
    await modal.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
    await expect
      .poll(() => page.getByRole('article').first().getByTestId('attempts').textContent())
      .toBe('Ujian ke 1');

    const row = withDb((db) =>
      db
        .prepare(
          `SELECT a.status, a.submitted_at, (SELECT COUNT(*) FROM answers x WHERE x.attempt_id = a.id) AS answered
           FROM attempts a JOIN candidates c ON c.id = a.candidate_id WHERE c.nisn = ?`,
        )
        .get(who.nisn),
    ) as { status: string; submitted_at: string | null; answered: number };
    expect(row.status).not.toBe('in_progress');
    expect(row.submitted_at).not.toBeNull();
    expect(row.answered).toBe(2);
    expect(kode).toBeTruthy();
  });
});

describe('TOEFL sections', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
    b.page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => b.close());

  it('plays Listening audio twice then no more, and runs the sections in sequence', async () => {
    const { page } = b;
    const who = await newCandidate('toefl');
    await loginUi(page, who);
    await page.goto(url(`/ujian/${who.nisn}/ujiantoefl`));
    await page.getByRole('heading', { name: 'Ujian TOEFL' }).waitFor();
    const sections = page.getByRole('article');
    await expect.poll(() => sections.count()).toBeGreaterThanOrEqual(3);
    const names = await sections.allTextContents();
    expect(names[0]).toContain('Listening');
    await screenshot(page, 'toefl-overview-1280');
    await page.getByRole('button', { name: /^Mulai Ujian/ }).click();
    await page.waitForURL('**/formujiantoefl/**/1');
    // each section opens on its start screen
    expect(await page.getByTestId('start-attempts').textContent()).toBe('0 dari 2 terpakai · sisa 2');
    await startNow(page);

    // audio: two plays, then refused; the count survives a reload
    const player = page.locator('#soal-1').getByTestId('audio-player');
    const plays = player.getByTestId('audio-plays');
    await expect.poll(() => plays.textContent()).toBe('Diputar 0 dari 2 kali');
    const endAudio = () =>
      player.locator('audio').evaluate(async (a: HTMLAudioElement) => {
        if (a.paused) await a.play().catch(() => {});
        a.currentTime = Number.isFinite(a.duration) ? Math.max(0, a.duration - 0.05) : 999;
      });
    await player.getByRole('button', { name: 'Putar Audio' }).click();
    await expect.poll(() => plays.textContent()).toBe('Diputar 1 dari 2 kali');
    await expect.poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => !a.paused)).toBe(true);
    await endAudio();
    await player.getByRole('button', { name: 'Putar Audio' }).waitFor();
    await player.getByRole('button', { name: 'Putar Audio' }).click();
    await expect.poll(() => plays.textContent()).toBe('Audio sudah diputar 2 dari 2 kali');
    await endAudio();
    await expect.poll(() => player.getByRole('button', { name: 'Putar Audio' }).isDisabled()).toBe(true);
    await shots(page, 'toefl-listening-1280');
    const kode = decodeURIComponent(page.url().split('/formujiantoefl/')[1].split('/')[0]);
    const sheet = await fetchSheet(page, kode);
    const firstId = questionIds(sheet)[0].id_soal;
    expect(sheet.audio_plays[firstId]).toBe(2);
    const third = await api('putarAudio', {
      token: await examToken(page),
      json: { kode_ujian: kode, id_soal: firstId },
    });
    expect(third.status).toBe(400);
    await page.reload();
    await expect
      .poll(() => page.locator('#soal-1').getByTestId('audio-plays').textContent())
      .toBe('Audio sudah diputar 2 dari 2 kali');
    expect(await page.locator('#soal-1').getByRole('button', { name: 'Putar Audio' }).isDisabled()).toBe(
      true,
    );

    // finish each section: the next one opens by itself, after the last the overview
    await radio(page, 1, 'A').click();
    const visited: string[] = [page.url()];
    for (let i = 0; i < 6; i++) {
      const dialog = await finishExam(page);
      await dialog.getByRole('button', { name: 'Ya, Selesaikan' }).click();
      await page.waitForURL((u) => u.toString() !== visited[visited.length - 1]);
      await page.waitForURL(
        (u) => /formujiantoefl\/.+\/\d+$/.test(u.pathname) || u.pathname.endsWith(`/ujian/${who.nisn}`),
      );
      visited.push(page.url());
      // the section just finished is said saved: on the next one's start screen, after the last on
      // the overview with its result (docs/decisions/0036)
      if (!page.url().includes('formujiantoefl')) {
        await page
          .getByRole('region', { name: 'Hasil ujian terakhir' })
          .getByText('Ujian saat ini telah selesai')
          .waitFor();
        break;
      }
      expect(await page.getByTestId('toefl-saved').textContent()).toMatch(/^Bagian \d\. \w+ tersimpan/);
      await page.getByRole('region', { name: 'Detail ujian' }).waitFor();
      expect(await page.getByRole('timer').count()).toBe(0);
      await startNow(page);
      if (i === 0) {
        await shots(page, 'toefl-structure-1280');
        await page.setViewportSize(PHONE);
        await page.getByRole('button', { name: 'Tampilkan navigasi soal' }).waitFor();
        await shots(page, 'toefl-structure-375');
        await page.setViewportSize(LAPTOP);
        // the side panel again (the bottom panel's toggle is gone) before the next step looks for it
        await page.getByRole('button', { name: 'Tampilkan navigasi soal' }).waitFor({ state: 'detached' });
      }
      // an essay section (Writing): the essay is saved with its 'Kirim' button
      const essay = page.getByRole('textbox', { name: /Jawaban essay soal/ }).first();
      if (await essay.count()) {
        await essay.fill('Technology helps students learn faster.');
        await page.getByRole('button', { name: 'Kirim', exact: true }).first().click();
        await page.getByText('Data Berhasil Disimpan').waitFor();
        await essay.fill('Technology helps students learn faster and better.');
        await page.getByRole('button', { name: 'Kirim', exact: true }).first().click();
        await page.getByText('Data Berhasil Dirubah').waitFor();
        await shots(page, 'toefl-writing-1280');
      }
    }
    expect(visited.map((u) => new URL(u).pathname.split('/').pop())).toEqual(
      expect.arrayContaining(['1', '2', '3']),
    );
    expect(new URL(visited[visited.length - 1]).pathname).toBe(`/tryout/ujian/${who.nisn}`);
    // a finished section's page jumps on (here: to the overview, every section is done)
    await page.goto(url(`/ujian/${who.nisn}/formujiantoefl/${encodeURIComponent(kode)}/1`));
    await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
    await page.goto(url(`/ujian/${who.nisn}/ujiantoefl`));
    await page.getByText('Semua bagian TOEFL sudah dikerjakan.').waitFor();
  });
});

describe('outcome, guards and the other pages at both widths', () => {
  let who: Awaited<ReturnType<typeof newCandidate>>;
  beforeAll(async () => {
    who = await newCandidate('lulus');
  });

  it('shows the acceptance banner once every materi has an attempt, and resends the WhatsApp notice', async () => {
    const b = await openBrowser(LAPTOP);
    try {
      await loginUi(b.page, who);
      const token = (await examToken(b.page)) as string;
      const list = await api<{ ujian: Card[] }>('listujian', { token, json: { no_reg: who.nisn } });
      const cards = [...list.data.ujian].sort(
        (a, c) =>
          Number(a.is_toefl) - Number(c.is_toefl) ||
          (a.toefl_type ?? 0) - (c.toefl_type ?? 0) ||
          a.urutan - c.urutan,
      );
      const keys = new Map(
        withDb(
          (db) =>
            db.prepare('SELECT id, kunci_pg FROM questions').all() as {
              id: number;
              kunci_pg: string | null;
            }[],
        ).map((r) => [r.id, r.kunci_pg]),
      );
      for (const c of cards) await runViaApi(token, c.kode_ujian, (id) => keys.get(id) ?? null);
      await b.page.reload();
      await b.page.getByText('Selamat Anda Diterima Pada Prodi Teknik Informatika').waitFor();
      expect(await b.page.getByRole('button', { name: 'Mulai Ujian' }).count()).toBe(0);
      const lulus = await b.page.getByRole('article').getByText('Lulus', { exact: true }).count();
      expect(lulus).toBeGreaterThan(0);
      await screenshot(b.page, 'exam-overview-passed-1280');
      await b.page.getByRole('button', { name: 'Kirim Ulang Notifikasi WhatsApp' }).click();
      await b.page.getByText('Notifikasi WhatsApp berhasil dikirim').waitFor();
    } finally {
      await b.close();
    }
  });

  it("shows 'Anda Tidak Lulus Ujian' when the average is below the KKM", async () => {
    const loser = await newCandidate('gagal');
    const b = await openBrowser(PHONE);
    try {
      await loginUi(b.page, loser);
      const token = (await examToken(b.page)) as string;
      const list = await api<{ ujian: Card[] }>('listujian', { token, json: { no_reg: loser.nisn } });
      const cards = [...list.data.ujian].sort(
        (a, c) =>
          Number(a.is_toefl) - Number(c.is_toefl) ||
          (a.toefl_type ?? 0) - (c.toefl_type ?? 0) ||
          a.urutan - c.urutan,
      );
      for (const c of cards) await runViaApi(token, c.kode_ujian, () => null);
      await b.page.reload();
      await b.page.getByText('Anda Tidak Lulus Ujian').waitFor();
      expect(await b.page.getByRole('button', { name: 'Kirim Ulang Notifikasi WhatsApp' }).count()).toBe(0);
      await expect.poll(() => b.page.getByRole('article').first().getByText('Sudah Ujian').count()).toBe(1);
      await screenshot(b.page, 'exam-overview-failed-375');
    } finally {
      await b.close();
    }
  });

  it('at 375 px: overview with outcome, results and TOEFL overview; another no_reg goes home; logout', async () => {
    const b = await openBrowser(PHONE);
    try {
      const { page } = b;
      await loginUi(page, who);
      await page.getByText('Selamat Anda Diterima Pada Prodi Teknik Informatika').waitFor();
      await screenshot(page, 'exam-overview-passed-375');
      await page.goto(url(`/ujian/${who.nisn}/ujiantoefl`));
      await page.getByText('Semua bagian TOEFL sudah dikerjakan.').waitFor();
      await screenshot(page, 'toefl-overview-375');
      await page.goto(url('/ujian/0051234567'));
      await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
      await page.goto(url('/ujian/0051234567/formujian/TPA'));
      await page.waitForURL(`**/tryout/ujian/${who.nisn}`);
      // 'Keluar Ujian' says that it logs out, and asks first
      await page.getByRole('button', { name: 'Keluar Ujian' }).click();
      const logout = page.getByRole('dialog', { name: 'Keluar dari akun?' });
      await logout.getByText(/keluar dari akun \(logout\)/).waitFor();
      await screenshot(page, 'exam-logout-375');
      await logout.getByRole('button', { name: 'Batal' }).click();
      await logout.waitFor({ state: 'hidden' });
      expect(page.url()).toContain(`/ujian/${who.nisn}`);
      await page.getByRole('button', { name: 'Keluar Ujian' }).click();
      await page
        .getByRole('dialog', { name: 'Keluar dari akun?' })
        .getByRole('button', { name: 'Keluar Akun' })
        .click();
      await page.waitForURL((u) => /^\/tryout\/?$/.test(u.pathname));
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      await page.goto(url(`/ujian/${who.nisn}`));
      await page.waitForURL((u) => /^\/tryout\/?$/.test(u.pathname));
      // a forged session token: 'Tidak Ada Data' with the logout button
      await page.evaluate(() => sessionStorage.setItem('token_tryout_online', 'palsu'));
      await page.goto(url(`/ujian/${who.nisn}`));
      await page.getByText('Tidak Ada Data').waitFor();
      expect(await page.getByRole('button', { name: 'Keluar Ujian' }).count()).toBe(1);
      await screenshot(page, 'exam-no-data-375');
    } finally {
      await b.close();
    }
  });
});
