import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, once, openBrowser, screenshot, url } from './browser';
import { DRAWN, loginUi, newCandidate, withDb } from './candidate';
import { signInStaff } from './staff';

/**
 * Two tabs of one exam session (docs/decisions/0005): a save held back in the first tab reaches the server
 * after a newer save of the same question from the second tab; the server refuses it (409), the
 * first tab shows the newer answer, and the newer answer is what stays. Then the result's staff
 * page: the voided attempt marked 'Dibatalkan', the integrity signals as a timeline (§2, §4).
 */

const KODE = 'TPA';
const ADMIN = { nidn: 'admin', password: 'admin12345' };

const radio = (page: Page, n: number, key: string) =>
  page
    .getByRole('radiogroup', { name: `Pilihan jawaban soal ${n}`, exact: true })
    .getByRole('radio', { name: `Jawaban ${key}` });

/** The answer the server keeps for question `n` of the candidate's latest attempt on TPA (the letter stored). */
const storedAnswer = (nisn: string, n: number) =>
  withDb(
    (db) =>
      db
        .prepare(
          `select ans.value, ans.seq from answers ans
             join ${DRAWN} on aq.attempt_id = ans.attempt_id and aq.question_id = ans.question_id
             join attempts a on a.id = ans.attempt_id join candidates c on c.id = a.candidate_id
           where c.nisn = ? and aq.number = ? order by a.id desc`,
        )
        .get(nisn, n) as { value: string; seq: number } | undefined,
  );

describe('two tabs of one exam session', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let staff: Awaited<ReturnType<typeof openBrowser>>;
  let who: Awaited<ReturnType<typeof newCandidate>>;

  beforeAll(async () => {
    who = await newCandidate('duatab');
    browser = await openBrowser(LAPTOP);
    staff = await openBrowser(LAPTOP);
  });
  afterAll(async () => {
    await browser?.close();
    await staff?.close();
  });

  /** Two tabs of one session: the stale one cannot overwrite the newer answer (with the checks on the way); the first tab stays on the exam. */
  const staleTabRefused = once(async () => {
    const a = browser.page;
    await loginUi(a, who);
    await a.goto(url(`/ujian/${who.nisn}/formujian/${KODE}`));
    await a.getByRole('button', { name: 'Mulai Sekarang' }).click();
    await a.getByRole('timer').first().waitFor();

    // the second tab: the same session (a duplicated tab carries the session storage)
    const session = await a.evaluate(() => JSON.stringify({ ...sessionStorage }));
    const b = await browser.context.newPage();
    await b.addInitScript((s) => {
      if (sessionStorage.length === 0)
        for (const [k, v] of Object.entries(JSON.parse(s) as Record<string, string>))
          sessionStorage.setItem(k, v);
    }, session);
    await b.goto(a.url());
    await b.getByRole('timer').first().waitFor();

    // tab A answers first, but its save is held on the way (a slow network)
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await a.route('**/simpanJawaban', async (route) => {
      await held;
      await route.continue();
    });
    await radio(a, 1, 'A').click();

    // tab B answers the same question later: saved
    const savedB = b.waitForResponse((r) => r.url().endsWith('/simpanJawaban') && r.status() === 200);
    await radio(b, 1, 'C').click();
    await savedB;
    expect(storedAnswer(who.nisn, 1)?.value).toBeTruthy();
    const newer = storedAnswer(who.nisn, 1);

    // tab A's older save arrives now: refused, nothing changes, tab A shows the newer answer
    const refused = a.waitForResponse((r) => r.url().endsWith('/simpanJawaban'));
    release();
    expect((await refused).status()).toBe(409);
    await a.locator('.mantine-Notification-root', { hasText: 'diubah lebih baru di tab lain' }).waitFor();
    await expect.poll(() => radio(a, 1, 'C').isChecked(), { timeout: 10_000 }).toBe(true);
    expect(await radio(a, 1, 'A').isChecked()).toBe(false);
    expect(storedAnswer(who.nisn, 1)).toEqual(newer);
    await a.unroute('**/simpanJawaban');
    await screenshot(a, 'two-tabs-stale-refused-1280');
    await a.screenshot({ path: '/tmp/two-tabs-stale-refused-viewport.png' });

    // the same tab answers again: a new action, newer than B's, it wins
    const savedA = a.waitForResponse((r) => r.url().endsWith('/simpanJawaban') && r.status() === 200);
    await radio(a, 1, 'D').click();
    await savedA;
    expect(storedAnswer(who.nisn, 1)?.seq).toBeGreaterThan(newer?.seq ?? 0);
    // the other tab, left open, shows it at once (told by this tab), with no reload and no save of its own
    let savesOfB = 0;
    b.on('request', (r) => {
      if (r.url().endsWith('/simpanJawaban')) savesOfB++;
    });
    await expect.poll(() => radio(b, 1, 'D').isChecked(), { timeout: 3000, interval: 100 }).toBe(true);
    expect(savesOfB).toBe(0);
    await b.close();
  });

  it('a stale tab cannot overwrite the newer answer of the other tab', async () => {
    await staleTabRefused();
  }, 120_000);

  it("staff see the voided attempt marked 'Dibatalkan' and its integrity signals as a timeline", async () => {
    await staleTabRefused();
    const a = browser.page;
    // a signal on the exam page, then the candidate finishes
    await a.evaluate(() => document.dispatchEvent(new Event('copy')));
    const attempt = withDb(
      (db) =>
        db
          .prepare(
            'select a.id, a.materi_id from attempts a join candidates c on c.id = a.candidate_id where c.nisn = ? order by a.id desc',
          )
          .get(who.nisn) as { id: number; materi_id: number },
    );
    await expect
      .poll(
        () =>
          withDb(
            (db) =>
              (
                db
                  .prepare('select count(*) n from integrity_events where attempt_id = ?')
                  .get(attempt.id) as {
                  n: number;
                }
              ).n,
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    withDb((db) =>
      db
        .prepare(
          "insert into integrity_events (attempt_id, kind, at, duration_s) values (?, 'offline', ?, 95)",
        )
        .run(attempt.id, new Date().toISOString()),
    );
    // the candidate hands in (the server writes the result), then an admin voids it ('Ulang ujian')
    await a.getByRole('button', { name: 'Selesaikan Ujian' }).click();
    await a
      .getByRole('dialog', { name: 'Selesaikan Ujian ?' })
      .getByRole('button', { name: 'Ya, Selesaikan' })
      .click();
    await a.getByText('Ujian saat ini telah selesai').first().waitFor();
    withDb((db) =>
      db.prepare('update attempts set voided_at = ? where id = ?').run(new Date().toISOString(), attempt.id),
    );
    const idUjian = withDb(
      (db) =>
        (
          db.prepare('select id_ujian from results where attempt_id = ?').get(attempt.id) as {
            id_ujian: number;
          }
        ).id_ujian,
    );

    const p = staff.page;
    await signInStaff(p, ADMIN);
    await p.goto(url(`/detail-hasil-ujian/${idUjian}?materi_id=${attempt.materi_id}`));
    const row = p.getByRole('row', { name: new RegExp(who.nisn) });
    await row.getByText('Dibatalkan').waitFor();
    await row.getByRole('button', { name: `Sinyal ${who.full_name}` }).click();
    const timeline = p.getByRole('dialog', { name: /Sinyal integritas/ });
    await timeline.getByRole('cell', { name: 'Menyalin' }).waitFor();
    await timeline.getByRole('cell', { name: '95 detik' }).waitFor();
    await screenshot(p, 'result-detail-signals-1280');
    await p.keyboard.press('Escape');
    await timeline.waitFor({ state: 'hidden' });
    await screenshot(p, 'result-detail-voided-1280');

    // the candidate's own history keeps the attempt, marked
    await a.goto(url(`/ujian/${who.nisn}/hasilujian/${KODE}`));
    const voided = a.getByRole('region', { name: 'Percobaan dibatalkan' });
    await voided.getByText('Dibatalkan').waitFor();
    await screenshot(a, 'candidate-history-voided-1280');
  }, 120_000);
});
