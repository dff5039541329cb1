import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, LAPTOP, openBrowser, PHONE, screenshot, url, waitForMail } from './browser';

const RECIPIENT = 'kirim-ulang@tryout.test';

/** Rows written straight into the e2e server's database: one dead e-mail, one sent, one pending. */
function seedOutbox() {
  const db = new SQLite(path.join(inject('dataDir'), 'tryout.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 24 * 3_600_000).toISOString();
  const insert = db.prepare(
    `insert into outbox (kind, payload, idempotency_key, status, attempts, next_attempt_at, last_error, sent_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(
    'email',
    JSON.stringify({
      to: RECIPIENT,
      subject: 'Uji Kirim Ulang',
      text: 'Halo, ini pesan uji.',
      html: '<p>Halo, ini pesan uji.</p>',
    }),
    `e2e:dead:${Date.now()}`,
    'dead',
    8,
    now,
    'Pengiriman e-mail gagal: connect ECONNREFUSED 127.0.0.1:2525',
    null,
    now,
    now,
  );
  insert.run(
    'whatsapp',
    JSON.stringify({ phone: '0812', name: 'SITI AMINAH', score: 90, message: 'Halo' }),
    `e2e:dead-phone:${Date.now()}`,
    'dead',
    1,
    now,
    'Nomor telepon tidak valid: "0812"',
    null,
    now,
    now,
  );
  insert.run(
    'whatsapp',
    JSON.stringify({ phone: '081234567890', name: 'BUDI SANTOSO', score: 85, message: 'Halo' }),
    `e2e:sent:${Date.now()}`,
    'sent',
    1,
    now,
    null,
    now,
    now,
    now,
  );
  insert.run(
    'sis_final_score',
    JSON.stringify({ noreg: '0051234567', nilai_akhir: 82 }),
    `e2e:pending:${Date.now()}`,
    'pending',
    2,
    later,
    'Sistem akademik menjawab HTTP 503',
    null,
    now,
    now,
  );
  db.close();
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/tryout/api/loginDosen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nidn: 'admin', password: 'admin12345' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.api_token;
}

describe('deliveries page (/pengiriman)', () => {
  let token: string;
  beforeAll(async () => {
    seedOutbox();
    token = await adminToken();
  });

  describe('on a laptop', () => {
    let b: Awaited<ReturnType<typeof openBrowser>>;
    beforeAll(async () => {
      b = await openBrowser(LAPTOP);
    });
    afterAll(async () => b.close());

    it('lists deliveries, and "Kirim Ulang" on a dead e-mail gets it delivered', async () => {
      const { page } = b;
      await page.goto(url('/admin'));
      await page.evaluate((t) => localStorage.setItem('token_dosen', t), token);
      await page.goto(url('/pengiriman'));
      await page.getByRole('heading', { name: 'Pengiriman Pesan' }).waitFor();
      const deadRow = page.getByRole('row').filter({ hasText: RECIPIENT });
      await deadRow.waitFor();
      await expect.poll(() => deadRow.getByText('Gagal', { exact: true }).count()).toBe(1);
      expect(await deadRow.textContent()).toContain('ECONNREFUSED');
      await page.getByRole('row').filter({ hasText: '0051234567' }).waitFor();
      expect(Number(await page.getByTestId('summary-Gagal').textContent())).toBeGreaterThanOrEqual(1);
      await screenshot(page, 'deliveries-1280');

      // only dead rows
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Gagal' }).click();
      await expect.poll(() => page.getByRole('row').filter({ hasText: '0051234567' }).count()).toBe(0);
      await deadRow.waitFor();

      await deadRow.getByRole('button', { name: 'Kirim Ulang' }).click();
      await page.getByText('Pengiriman dijadwalkan ulang').waitFor();
      const mail = await waitForMail(RECIPIENT, 'Uji Kirim Ulang');
      expect(mail).toContain('Halo, ini pesan uji.');

      // back to every status: the row is now sent
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Semua status' }).click();
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Muat Ulang' }).click();
            return page
              .getByRole('row')
              .filter({ hasText: RECIPIENT })
              .getByText('Terkirim', { exact: true })
              .count();
          },
          { timeout: 15_000, interval: 1000 },
        )
        .toBe(1);
      await screenshot(page, 'deliveries-after-retry-1280');
    });
  });

  describe('on a phone', () => {
    let b: Awaited<ReturnType<typeof openBrowser>>;
    beforeAll(async () => {
      b = await openBrowser(PHONE);
    });
    afterAll(async () => b.close());

    it('shows one card per delivery at 375 px; a number that stays invalid is dead again after Kirim Ulang', async () => {
      const { page } = b;
      await page.goto(url('/admin'));
      await page.evaluate((t) => localStorage.setItem('token_dosen', t), token);
      await page.goto(url('/pengiriman'));
      await page.getByTestId('delivery-card').filter({ hasText: RECIPIENT }).waitFor();
      const card = page.getByTestId('delivery-card').filter({ hasText: 'SITI AMINAH' });
      await card.waitFor();
      expect(await card.textContent()).toContain('Nomor telepon tidak valid: "0812"');
      expect(await card.textContent()).toContain('Percobaan 1');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await screenshot(page, 'deliveries-375');

      await card.getByRole('button', { name: 'Kirim Ulang' }).click();
      await page.getByText('Pengiriman dijadwalkan ulang').waitFor();
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Muat Ulang' }).click();
            return card.textContent();
          },
          { timeout: 15_000, interval: 1000 },
        )
        .toContain('Percobaan 2');
      expect(await card.getByText('Gagal', { exact: true }).count()).toBe(1);
    });
  });
});
