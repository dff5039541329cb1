import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { REVIEW_OPENED_MSG } from '@tryout/shared/review-opened';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, once, openBrowser, screenshot, url } from './browser';
import { api, loginUi, newCandidate, withDb } from './candidate';
import { signInStaff } from './staff';

/**
 * 'Ulang ujian' on a candidate who has opened the pembahasan (docs/decisions/0021): the control room shows
 * 'Peserta ini sudah membuka pembahasan' and what it means; nothing is voided until the admin
 * presses 'Tetap lanjutkan'.
 */

const KODE = 'TPA';
const ADMIN = { nidn: 'admin', password: 'admin12345' };

describe("'Ulang ujian' after the pembahasan was opened", () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let who: Awaited<ReturnType<typeof newCandidate>>;
  let materiId: number;
  let candidateId: number;

  const voided = () =>
    withDb(
      (db) =>
        db
          .prepare('select count(*) as n from attempts where candidate_id = ? and voided_at is not null')
          .get(candidateId) as { n: number },
    ).n;

  beforeAll(async () => {
    who = await newCandidate('pembahasan-dibuka');
    // one finished attempt through the API
    const login = await api<{ email_token: string }>('tes-users/tryout/login', {
      form: { email: who.email, password: who.password },
    });
    const exam = await api<{ api_token: string }>('checknoreg', {
      json: { no_reg: who.nisn, hash: login.data.email_token },
    });
    const token = exam.data.api_token;
    expect((await api('soalUjianPg', { token, json: { kode_ujian: KODE, mulai: true } })).status).toBe(200);
    expect((await api('posthasilujian', { token, json: { kode_ujian: KODE } })).status).toBe(200);
    // the candidate has opened the materi's pembahasan (recorded as the review route records it)
    [materiId, candidateId] = withDb((db) => {
      const m = db.prepare('select id from materi where kode_ujian = ?').get(KODE) as { id: number };
      const c = db.prepare('select id from candidates where nisn = ?').get(who.nisn) as { id: number };
      db.prepare('insert into review_opens (candidate_id, materi_id, opened_at) values (?, ?, ?)').run(
        c.id,
        m.id,
        new Date().toISOString(),
      );
      return [m.id, c.id];
    });
    browser = await openBrowser(LAPTOP);
  });
  afterAll(async () => browser?.close());

  /** The admin is warned, voids nothing on Batal, then voids the attempt after the confirmation (with the checks on the way). */
  const voidedAfterWarning = once(async () => {
    const p = browser.page;
    await signInStaff(p, ADMIN);
    // the role hint the login page writes (the control room shows 'Ulang ujian' to admins)
    await p.evaluate(() => localStorage.setItem('role_dosen', 'admin'));
    await p.goto(url(`/pengawasan-ujian?sasaran=materi-${materiId}`));
    await p.getByRole('heading', { name: 'Pengawasan Ujian' }).waitFor();
    await p.getByRole('textbox', { name: 'Cari peserta' }).fill(who.nisn);

    const ask = async () => {
      await p.getByRole('button', { name: `Aksi ${who.nisn}` }).click();
      await p.getByRole('menuitem', { name: 'Ulang ujian' }).click();
      const dialog = p.getByRole('dialog', { name: 'Ulang ujian' });
      await dialog.getByRole('textbox', { name: 'Alasan' }).fill('Insiden listrik di ruang 3');
      await dialog.getByRole('button', { name: 'Ulang ujian' }).click();
      const warning = p.getByRole('dialog', { name: REVIEW_OPENED_MSG.taker });
      await warning.getByText(REVIEW_OPENED_MSG.consequence).waitFor();
      return { dialog, warning };
    };

    // the first time: Batal leaves the attempt as it is
    const first = await ask();
    await screenshot(p, 'review-opened-warning-1280');
    expect(voided()).toBe(0);
    await first.warning.getByRole('button', { name: 'Batal' }).click();
    await first.warning.waitFor({ state: 'hidden' });
    expect(voided()).toBe(0);
    await p.keyboard.press('Escape');
    await first.dialog.waitFor({ state: 'hidden' });

    // then confirmed
    const second = await ask();
    await second.warning.getByRole('button', { name: REVIEW_OPENED_MSG.confirm }).click();
    await p.locator('.mantine-Notification-root', { hasText: MONITOR_MSG.voided }).waitFor();
    await second.dialog.waitFor({ state: 'hidden' });
    expect(voided()).toBe(1);
  });

  it('warns, voids nothing on Batal, and voids after the confirmation', async () => {
    await voidedAfterWarning();
  });

  it("the candidate's overview says the attempt was voided, and that the materi can be taken again", async () => {
    await voidedAfterWarning();
    const p = browser.page;
    await p.evaluate(() => localStorage.clear());
    await loginUi(p, who);
    // the one card with a voided attempt (TPA's)
    const line = p.getByTestId('voided');
    await line.waitFor();
    expect(await line.textContent()).toMatch(
      /^Ujian ke 1 \(.+\) dibatalkan oleh panitia: tercatat, tidak dihitung\. Anda dapat mengerjakan materi ini lagi\.$/,
    );
    await screenshot(p, 'overview-voided-1280');
  });
});
