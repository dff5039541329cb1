import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../apps/server/test/security/xss';
import { baseUrl, LAPTOP, openBrowser, PHONE, screenshot, url } from './browser';

/**
 * Stored XSS: the corpus goes in as question and option HTML through the real API as the demo
 * lecturer, then Chromium renders the staff question pages. No payload may run: no dialog, no
 * window.__xss, no console message from a payload, and no event handler or javascript: URL in
 * the rendered DOM.
 */

const LECTURER = { nidn: '0412345678', password: 'dosen12345' };

async function api(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl()}/tryout/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const body = (await res.json()) as any;
  if (!res.ok) throw new Error(`${path} ${res.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** What in the rendered page could run script, and how many question texts are shown. */
function inspect(page: Page, marker: string) {
  return page.evaluate((marker) => {
    const bad: string[] = [];
    // anywhere on the page: the app itself never uses inline handlers, frames or script URLs
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const name = el.tagName.toLowerCase();
      if (['iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'applet'].includes(name))
        bad.push(`<${name}>`);
      if (name === 'script' && !(el.getAttribute('src') ?? '').startsWith('/tryout/'))
        bad.push('<script> not from the app');
      if (name === 'meta' && el.getAttribute('http-equiv')) bad.push('<meta http-equiv>');
      for (const a of Array.from(el.attributes)) {
        const v = a.value
          .split('')
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (a.name.startsWith('on') || a.name === 'srcdoc' || a.name === 'formaction')
          bad.push(`${name}[${a.name}]`);
        if (
          ['href', 'src', 'action', 'data', 'xlink:href'].includes(a.name) &&
          /^(javascript|vbscript):|^data:(?!image\/(png|jpeg|jpg|gif|webp);base64,)/.test(v)
        ) {
          bad.push(`${name}[${a.name}=${v.slice(0, 30)}]`);
        }
      }
    }
    // inside the rendered question HTML: no styling tricks or foreign elements either
    const cells = Array.from(document.querySelectorAll('td, .html-content, [class*="html"]')).filter((c) =>
      (c.textContent ?? '').includes(marker),
    );
    for (const c of cells) {
      for (const el of Array.from(c.querySelectorAll('.html-content *, [class*="html"] *'))) {
        const name = el.tagName.toLowerCase();
        if (
          [
            'script',
            'style',
            'svg',
            'math',
            'form',
            'input',
            'button',
            'link',
            'video',
            'audio',
            'template',
          ].includes(name) &&
          !el.closest('button')
        ) {
          if (!(name === 'svg' && el.closest('[class*="Badge"], [class*="Button"], [class*="Action"]')))
            bad.push(`<${name}> in question HTML`);
        }
      }
    }
    const rendered = Array.from(document.querySelectorAll('body *')).filter(
      (e) => e.children.length === 0 && (e.textContent ?? '').includes(`${marker} soal`),
    ).length;
    return { bad, rendered };
  }, marker);
}

/** A group name holding markup: plain text, so it must appear literally. */
const GROUP_NAME = (tag: string) => `${tag} A & B <b>x</b><img src=x onerror=window.__xss=9>`;

describe('stored XSS in the question bank', () => {
  let token: string;
  let groupId: number;
  let materiId: number;
  const tag = `XSS-${Date.now()}`;

  beforeAll(async () => {
    const res = await fetch(`${baseUrl()}/tryout/api/loginDosen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LECTURER),
    });
    const body = (await res.json()) as any;
    expect(res.status).toBe(200);
    token = body.data.api_token;
    // a group of its own in the first demo materi
    const materi = await api('/getMasterMateri', token);
    materiId = (Array.isArray(materi) ? materi : materi.data)[0].id;
    const group = await api('/addGroupSoal', token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        master_materi: materiId,
        nama_group: tag,
        jumlah_soal_ujian: 1,
        urutan: 99,
        deskripsi: 'uji xss',
      }),
    });
    groupId = group.id ?? group.id_group_soal;
    expect(typeof groupId).toBe('number');
    let stored = 0;
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const form = new FormData();
      form.set('group_soal', String(groupId));
      form.set('id_master_materi', String(materiId));
      form.set('type_soal', 'PG');
      form.set('type_ujian', 'UTS');
      form.set('soal_pg', `<p>${tag} soal ${i}</p>${payload}`);
      form.set('pil_a', `A ${payload}`);
      form.set('pil_b', `B ${payload}`);
      form.set('pil_c', 'C');
      form.set('pil_d', 'D');
      form.set('pil_e', `E ${payload}`);
      form.set('kunci_pg', 'A');
      const r = await fetch(`${baseUrl()}/tryout/api/addsoalPG`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(r.status).toBeLessThan(500);
      if (r.ok) stored++;
    }
    expect(stored).toBe(XSS_CORPUS.length);
    // the group itself: its name is plain text (shown as typed), its description HTML (sanitised)
    await api(`/updategroupSoal/${groupId}`, token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nama_group: GROUP_NAME(tag),
        jumlah_soal_ujian: 1,
        urutan: 99,
        deskripsi: `<p>${tag} deskripsi <b>tebal</b></p>${XSS_CORPUS.join('')}`,
      }),
    });
  });

  /** Opens a page as the lecturer and records anything a payload could do. */
  async function visit(page: Page, path: string, waitFor = `${tag} soal 0`) {
    const fired: string[] = [];
    page.on('dialog', (d) => {
      fired.push(`dialog ${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    page.on('console', (m) => {
      if (/xss|alert|msgbox/i.test(m.text())) fired.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => {
      if (/xss/i.test(String(e))) fired.push(`pageerror: ${e}`);
    });
    await page.goto(url(path));
    await page.getByText(waitFor).first().waitFor();
    // give deferred handlers (onload, onerror, autofocus, toggles) a moment
    await page.waitForTimeout(1500);
    const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);
    if (flag !== null) fired.push(`window.__xss = ${String(flag)}`);
    const dom = await inspect(page, tag);
    return { fired, ...dom };
  }

  for (const [label, viewport] of [
    ['1280', LAPTOP],
    ['375', PHONE],
  ] as const) {
    it(`no payload runs on the question list and the view-all page (${label} px)`, async () => {
      const b = await openBrowser(viewport);
      try {
        await b.page.goto(url('/halaman-kosong-login'));
        await b.page.evaluate((t) => localStorage.setItem('token_dosen', t), token);
        const list = await visit(b.page, `/group-soal/bank-soal/${groupId}/${materiId}`);
        await screenshot(b.page, `security-xss-bank-soal-${label}`);
        const all = await visit(b.page, `/group-soal/view-all-soal/${groupId}`);
        await screenshot(b.page, `security-xss-view-all-${label}`);
        expect(list.rendered).toBeGreaterThan(0);
        expect(all.rendered).toBeGreaterThanOrEqual(XSS_CORPUS.length);
        expect([...list.fired, ...all.fired]).toEqual([]);
        expect([...list.bad, ...all.bad]).toEqual([]);
        // control: unsanitised HTML slipped into the page is caught by the checks, and the
        // Content-Security-Policy still keeps its inline handler from running
        await b.page.evaluate(() => {
          const d = document.createElement('div');
          d.className = 'html-content';
          d.innerHTML = '<img src="x" onerror="window.__xss=3"><a href="javascript:window.__xss=4">x</a>';
          document.body.appendChild(d);
        });
        await b.page.waitForTimeout(300);
        const control = await inspect(b.page, tag);
        expect(control.bad.length).toBeGreaterThanOrEqual(2);
        expect(
          await b.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null),
        ).toBeNull();
      } finally {
        await b.close();
      }
    });
  }

  it('with the Content-Security-Policy bypassed, nothing runs on the group, question list and view-all pages; the group name is text', async () => {
    const b = await openBrowser(LAPTOP, { bypassCSP: true });
    try {
      // any alert, and any payload that sets the flag, is recorded
      await b.context.addInitScript(() => {
        const w = window as unknown as { __xss?: unknown; alert: (m?: unknown) => void };
        w.alert = (m?: unknown) => {
          w.__xss = `alert ${String(m)}`;
        };
      });
      await b.page.goto(url('/halaman-kosong-login'));
      await b.page.evaluate((t) => localStorage.setItem('token_dosen', t), token);
      const results: Record<string, Awaited<ReturnType<typeof visit>>> = {};
      for (const [name, path, waitFor] of [
        ['group-soal', `/group-soal?materi=${materiId}`, `${tag} deskripsi`],
        ['bank-soal', `/group-soal/bank-soal/${groupId}/${materiId}`, `${tag} soal 0`],
        ['view-all', `/group-soal/view-all-soal/${groupId}`, `${tag} soal 0`],
      ] as const) {
        results[name] = await visit(b.page, path, waitFor);
        await screenshot(b.page, `security-xss-nocsp-${name}`);
        if (name !== 'bank-soal') {
          // the name shows as typed: its markup is text, not elements
          expect(await b.page.getByText(GROUP_NAME(tag), { exact: false }).count(), name).toBeGreaterThan(0);
        }
      }
      expect(results['view-all'].rendered).toBeGreaterThanOrEqual(XSS_CORPUS.length);
      expect(Object.entries(results).flatMap(([n, r]) => r.fired.map((f) => `${n}: ${f}`))).toEqual([]);
      expect(Object.entries(results).flatMap(([n, r]) => r.bad.map((f) => `${n}: ${f}`))).toEqual([]);
      // control: with the CSP bypassed an injected handler does run, so the checks above can fail
      await b.page.evaluate(() => {
        const d = document.createElement('div');
        d.innerHTML = '<img src="x" onerror="window.__xss=3">';
        document.body.appendChild(d);
      });
      await b.page.waitForTimeout(500);
      expect(await b.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null)).toBe(3);
    } finally {
      await b.close();
    }
  });

  afterAll(async () => {
    // leave the shared demo data as it was
    if (token && groupId)
      await api(`/deleteGroupSoal/${groupId}`, token, { method: 'DELETE' }).catch(() => {});
  });
});
