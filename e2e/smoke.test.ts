import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, screenshot, url } from './browser';

describe('the app shell', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser(PHONE);
  });
  afterAll(async () => b.close());

  it('shows the generic error page with Kembali for an unknown path', async () => {
    await b.page.goto(url('/halaman-yang-tidak-ada'));
    const back = b.page.getByRole('button', { name: 'Kembali' });
    await back.waitFor();
    expect(await back.textContent()).toBe('Kembali');
    await screenshot(b.page, 'error-page-375');
  });
});
