import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const baseUrl = () => inject('baseUrl');
export const mailDir = () => inject('mailDir');
export const url = (p: string) => `${inject('baseUrl')}/tryout${p}`;

export const PHONE = { width: 375, height: 780 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;

/** A fresh Chromium profile (Debian's Chromium, flags for this closed network). */
export async function openBrowser(
  viewport: { width: number; height: number } = LAPTOP,
  /** bypassCSP: the page's Content-Security-Policy is ignored (to test what stands without it) */
  options: { bypassCSP?: boolean } = {},
): Promise<{
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tryout-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    viewport,
    ...options,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves when the page is still: checked at each animation frame (so after a viewport change
 * was laid out) until no finite CSS transition or animation runs (a modal's or drawer's entrance,
 * a toast's slide-in); endless ones (a loader's spin) do not count.
 */
export async function settled(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { polling: 'raf', timeout },
  );
}

/**
 * A set-up step run once in a test file: each test that needs what it makes calls it, so a test
 * runs alone (`-t`) as well as after the others, which then find it done.
 */
export function once<T>(step: () => Promise<T>): () => Promise<T> {
  let done: Promise<T> | undefined;
  return () => {
    done ??= step();
    return done;
  };
}

/** Saves a screenshot under test-results/screens/ for a person to look at, once the page is still. */
export async function screenshot(page: Page, name: string) {
  await settled(page);
  const dir = path.resolve(import.meta.dirname, '../test-results/screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Waits for an e-mail to `to` in the SMTP sink and returns its decoded text. */
export async function waitForMail(to: string, subjectPart: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const f of fs.readdirSync(mailDir()).sort().reverse()) {
      const raw = fs.readFileSync(path.join(mailDir(), f), 'utf8');
      if (raw.includes(to) && decodeMail(raw).includes(subjectPart)) return decodeMail(raw);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with "${subjectPart}"`);
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from the message. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}
