import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, url } from './browser';

/** Staff helpers for the browser tests: a token from the API, put where the app keeps it. */

export const LECTURER = { nidn: '0412345678', password: 'dosen12345' };

export async function apiLogin(who: { nidn: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl()}/tryout/api/loginDosen`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { data?: { api_token?: string } };
  if (!res.ok || !body.data?.api_token) throw new Error(`loginDosen ${res.status}: ${JSON.stringify(body)}`);
  return body.data.api_token;
}

/** Signs a staff member in (spec §6: localStorage token_dosen) and returns the token. */
export async function signInStaff(page: Page, who: { nidn: string; password: string }): Promise<string> {
  const token = await apiLogin(who);
  await page.goto(url('/halaman-kosong-login'));
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('token_dosen', t);
  }, token);
  return token;
}

/** A staff API call with a token (the browser tests' set-up); throws on anything but 2xx. */
export async function staffApi(token: string, method: string, p: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/tryout/api/${p}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: any };
  if (!res.ok) throw new Error(`${p} ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A materi and one question group in it, written through the staff API by `token`: their ids. */
export async function materiWithGroup(
  token: string,
  materi: { kode_ujian: string; deskripsi: string },
  group: { nama_group: string; deskripsi: string; jumlah_soal_ujian: number },
): Promise<{ materiId: number; groupId: number }> {
  const materiId = (await staffApi(token, 'POST', 'addMateri', { ...materi, waktu: 30, urutan: 0 })).id;
  const groupId = (
    await staffApi(token, 'POST', 'addGroupSoal', { master_materi: materiId, urutan: 1, ...group })
  ).id;
  return { materiId, groupId };
}

/**
 * Turns the pages of the page's data table ('Next page') until `target` shows, and returns it:
 * the test files run in any order on one database, and other files' rows may fill the first pages
 * of a list that has no search.
 */
export async function onSomePage(page: Page, target: Locator, timeoutMs = 15_000): Promise<Locator> {
  const rows = page.locator('tbody tr');
  await rows.first().waitFor();
  // the list may still be loading (its pages not known yet) when the first row shows: until the
  // target shows, turn a page whenever there is a next one, and otherwise look again a moment later
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await target.first().isVisible()) return target.first();
    const next = page.getByRole('button', { name: 'Next page' }).first();
    if ((await next.count()) > 0 && !(await next.isDisabled())) {
      const top = await rows.first().textContent();
      await next.click();
      await expect.poll(() => rows.first().textContent()).not.toBe(top);
    } else await page.waitForTimeout(200);
  }
  await target.first().waitFor({ timeout: 1000 }); // not on any page: fails with the locator's own message
  return target.first();
}
