import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, once, openBrowser, PHONE, screenshot, url, waitForMail } from './browser';
import { ADMIN_MENU, LECTURER_MENU } from './staff-menu';

/**
 * docs/decisions/0006: candidate accounts (spec §2.1, §5, §8) and staff login + layout (§2.5, §2.6, §4, §6)
 * in a real Chromium against the real server with the demo seed and a real SMTP sink.
 */

type Browser = Awaited<ReturnType<typeof openBrowser>>;

const stamp = String(Date.now()).slice(-8);
const candidate = {
  nisn: `90${stamp}`,
  email: `siswa.${stamp}@sekolah.test`,
  password: 'rahasia123',
  newPassword: 'rahasiaBaru456',
};

/** The pathname without a trailing slash ('/tryout/' and '/tryout' are the same page). */
const clean = (p: string) => p.replace(/(.)\/$/, '$1');
const path = (page: Page) => clean(new URL(page.url()).pathname);
const waitPath = (page: Page, p: string) => page.waitForURL((u) => clean(u.pathname) === clean(p));
const text = (page: Page, t: string) => page.getByText(t, { exact: true });

/** Fills the register form; upper-cased fields are typed key by key in lower case. */
async function fillRegister(page: Page, data = candidate) {
  await page.locator('#reg-nisn').fill(data.nisn);
  await page.locator('#reg-full_name').pressSequentially('budi uji coba');
  await page.locator('#reg-email').fill(data.email);
  await page.locator('#reg-password').fill(data.password);
  await page.locator('#reg-confirm_password').fill(data.password);
  await page.locator('#reg-phone').fill('081234567890');
  await page.locator('#reg-asal_sekolah').pressSequentially('sma negeri 3 malang');
  await page.locator('#reg-jenis_sekolah').click();
  await page.getByRole('option', { name: 'SMK' }).click();
  await page.locator('#reg-alamat_sekolah1').pressSequentially('jl. ijen no. 5');
  await page.locator('#reg-alamat_sekolah2').pressSequentially('malang');
  await page.locator('#reg-jurusan_sekolah').pressSequentially('ipa');
  await page.locator('#reg-provinsi_sekolah').pressSequentially('jawa timur');
}

/** The menu labels in the staff sidebar, in order. */
const menuLabels = (page: Page) =>
  page.locator('nav[aria-label="Menu staf"] a').evaluateAll((as) => as.map((a) => a.textContent?.trim()));

async function staffLogin(page: Page, nidn: string, password: string) {
  await page.goto(url('/admin'));
  const masuk = page.getByRole('button', { name: 'Masuk' });
  await page.locator('input[name="nidn"]').fill(nidn);
  await page.locator('input[name="password"]').fill(password);
  await expect.poll(() => masuk.isEnabled()).toBe(true);
  await masuk.click();
}

describe('candidate account (phone, 375 px)', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser(PHONE);
  });
  afterAll(async () => b.close());

  it('shows the §5 messages on bad input, upper-cases as typed and scrolls to the first invalid field', async () => {
    const { page } = b;
    await page.goto(url('/register'));
    await page.getByRole('heading', { name: 'Daftar Akun Tryout' }).waitFor();
    await screenshot(page, 'register-375');

    // empty form, submitted from the bottom of the page: every required message, and back to the top
    await page.getByRole('button', { name: 'Daftar' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Daftar' }).click();
    for (const msg of [
      'NISN harus diisi',
      'Nama Lengkap harus diisi',
      'Email harus diisi',
      'Password harus diisi',
      'Nomor telepon harus diisi',
      'Asal Sekolah harus diisi',
      'Jenis Sekolah harus diisi',
      'Alamat Sekolah harus diisi',
      'Kota Sekolah harus diisi',
      'Jurusan harus diisi',
      'Provinsi harus diisi',
    ])
      await text(page, msg).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reg-nisn');
    await expect
      .poll(async () => {
        const box = await page.locator('#reg-nisn').boundingBox();
        return box != null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);

    // wrong formats
    await page.locator('#reg-email').fill('bukan-email');
    await page.locator('#reg-password').fill('pendek');
    await page.locator('#reg-confirm_password').fill('lain-lagi');
    await page.locator('#reg-phone').fill('08ab12');
    await page.locator('#reg-phone').blur();
    await text(page, 'Format email tidak valid').waitFor();
    await text(page, 'Password harus memiliki minimal 8 karakter').waitFor();
    await text(page, 'Nomor telepon hanya boleh berisi angka').waitFor();
    await page.locator('#reg-password').fill('cukupPanjang1');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await text(page, 'Password tidak sama').waitFor();
    expect(await text(page, 'Password harus memiliki minimal 8 karakter').count()).toBe(0);
    await screenshot(page, 'register-errors-375');

    // NISN input maximum 10; upper case as typed
    await page.locator('#reg-nisn').fill('123456789012345');
    expect(await page.locator('#reg-nisn').inputValue()).toBe('1234567890');
    await page.locator('#reg-full_name').pressSequentially('siti aminah');
    expect(await page.locator('#reg-full_name').inputValue()).toBe('SITI AMINAH');
    await page.locator('#reg-provinsi_sekolah').pressSequentially('jawa barat');
    expect(await page.locator('#reg-provinsi_sekolah').inputValue()).toBe('JAWA BARAT');
  });

  /** The candidate registers, a duplicate is refused, the e-mail verifies the account and the candidate logs in (with the checks on the way). */
  const registeredAndVerified = once(async () => {
    const { page } = b;
    await page.goto(url('/register'));
    await fillRegister(page);
    expect(await page.locator('#reg-full_name').inputValue()).toBe('BUDI UJI COBA');
    expect(await page.locator('#reg-alamat_sekolah1').inputValue()).toBe('JL. IJEN NO. 5');
    await page.getByRole('button', { name: 'Daftar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Berhasil Mendaftar').waitFor();
    await dialog.getByText('Silahkan cek email Anda untuk verifikasi').waitFor();
    await screenshot(page, 'register-success-375');
    await dialog.getByRole('button', { name: 'Kembali ke Login' }).click();
    await waitPath(page, '/tryout/');

    // the same NISN again: the dialog says the NISN is registered (no generic failure text) and
    // leads to login and 'Lupa Password'
    await page.goto(url('/register'));
    await fillRegister(page, { ...candidate, email: `lain.${candidate.email}` });
    await page.getByRole('button', { name: 'Daftar' }).click();
    const taken = page.getByRole('dialog', { name: 'Sudah Terdaftar' });
    await taken.getByText('NISN sudah terdaftar').waitFor();
    expect(await taken.getByText('Terjadi kesalahan saat mendaftar', { exact: false }).count()).toBe(0);
    expect(await taken.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/tryout');
    const forgot = taken.getByRole('link', { name: 'Lupa Password' });
    expect(await forgot.getAttribute('href')).toBe('/tryout/forgot-password');
    await screenshot(page, 'register-failed-375');
    await forgot.click();
    await waitPath(page, '/tryout/forgot-password');

    // not verified yet: the server's 403 message in the red alert
    await page.goto(url('/'));
    await page.locator('input[name="email"]').fill(candidate.email);
    await page.locator('input[name="password"]').fill(candidate.password);
    await page.locator('input[name="password"]').press('Enter');
    await page.getByRole('alert').getByText('Akun belum diverifikasi', { exact: false }).waitFor();

    // the verification link from the real e-mail
    const mail = await waitForMail(candidate.email, 'Verifikasi Akun Tryout');
    const link = mail.match(/https?:\/\/[^\s"<>]+\/tryout\/tes-users\/tryout\/verify\?[^\s"<>]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await text(page, 'Akun Anda berhasil diverifikasi, silahkan login').waitFor();
    await screenshot(page, 'verify-success-375');
    // the link opened a second time: the account is verified already (docs/decisions/0036)
    await page.reload();
    await text(page, 'Akun sudah diverifikasi, silakan login').waitFor();
    expect(await page.getByRole('status').getByText('Sudah Diverifikasi', { exact: true }).count()).toBe(1);
    expect(await text(page, 'Tautan verifikasi tidak valid atau sudah kedaluwarsa').count()).toBe(0);
    await screenshot(page, 'verify-again-375');
    await page.getByRole('link', { name: 'Ke Halaman Login' }).click();
    await waitPath(page, '/tryout/');

    // wrong password: §8 alert with the server message; the button waits for valid fields
    const login = page.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    await page.locator('input[name="email"]').fill(candidate.email);
    expect(await login.isDisabled()).toBe(true);
    await page.locator('input[name="password"]').fill('salahsekali');
    await expect.poll(() => login.isEnabled()).toBe(true);
    await login.click();
    await page.getByRole('alert').getByText('Email atau password salah').waitFor();
    await screenshot(page, 'login-error-375');

    // show/hide toggle
    const pw = page.locator('input[name="password"]');
    expect(await pw.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Tampilkan atau sembunyikan password' }).click();
    expect(await pw.getAttribute('type')).toBe('text');

    // Enter submits; success stores the token and goes to the overview
    await pw.fill(candidate.password);
    await pw.press('Enter');
    await waitPath(page, `/tryout/ujian/${candidate.nisn}`);
    expect(await page.evaluate(() => sessionStorage.getItem('token_tryout_online'))).toBeTruthy();
    const profile = await page.evaluate(() => JSON.parse(sessionStorage.getItem('profile') ?? 'null'));
    expect(profile).toMatchObject({ nisn: candidate.nisn, full_name: 'BUDI UJI COBA', jenis_sekolah: 'SMK' });
    expect(profile.email_token).toBeUndefined();

    // a signed-in candidate who opens / is sent back to the overview
    await page.goto(url('/'));
    await waitPath(page, `/tryout/ujian/${candidate.nisn}`);
  });

  it('registers, refuses a duplicate, verifies from the e-mail and logs in to /ujian/{nisn}', async () => {
    await registeredAndVerified();
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    await registeredAndVerified();
    const { page } = b;
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Lupa Password?' }).click();
    await waitPath(page, '/tryout/forgot-password');
    await page.locator('input[name="email"]').fill(candidate.email);
    await page.getByRole('button', { name: 'Kirim Tautan Reset' }).click();
    await text(page, 'Silahkan cek email Anda untuk reset password').waitFor();
    await screenshot(page, 'forgot-password-375');

    const mail = await waitForMail(candidate.email, 'Reset Password Akun Tryout');
    const link = mail.match(
      /https?:\/\/[^\s"<>]+\/tryout\/tes-users\/tryout\/forgot-password\/confirm\?[^\s"<>]+/,
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await text(page, 'Password harus diisi').waitFor();
    await text(page, 'Konfirmasi password harus diisi').waitFor();
    await page.locator('input[name="password"]').fill(candidate.newPassword);
    await page.locator('input[name="confirm_password"]').fill('tidakSama999');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await text(page, 'Password tidak sama').waitFor();
    await screenshot(page, 'reset-password-375');
    await page.locator('input[name="confirm_password"]').fill(candidate.newPassword);
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await text(page, 'Password berhasil diubah, silahkan login').waitFor();
    await page.getByRole('link', { name: 'Ke Halaman Login' }).click();
    await waitPath(page, '/tryout/');

    await page.locator('input[name="email"]').fill(candidate.email);
    await page.locator('input[name="password"]').fill(candidate.newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitPath(page, `/tryout/ujian/${candidate.nisn}`);
  });
});

describe('staff login and layout', () => {
  let laptop: Browser;
  let phone: Browser;
  beforeAll(async () => {
    laptop = await openBrowser(LAPTOP);
    phone = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await laptop.close();
    await phone.close();
  });

  it('sends a visitor without a staff token to /', async () => {
    const { page } = laptop;
    await page.goto(url('/admin-dashboard'));
    await waitPath(page, '/tryout/');
  });

  it('refuses a wrong password with the Gagal Masuk toast', async () => {
    const { page } = laptop;
    await page.goto(url('/admin'));
    expect(await page.getByRole('button', { name: 'Masuk' }).isDisabled()).toBe(true);
    await screenshot(page, 'staff-login-1280');
    await staffLogin(page, 'admin', 'bukan-password');
    await text(page, 'Gagal Masuk').waitFor();
    await text(page, 'Kode Akses atau Password Salah').waitFor();
    expect(path(page)).toBe('/tryout/admin');
    expect(await page.evaluate(() => localStorage.getItem('token_dosen'))).toBeNull();
  });

  it('logs the admin in to /admin-dashboard with the admin menu, and logs out after confirmation', async () => {
    const { page } = laptop;
    await staffLogin(page, 'admin', 'admin12345');
    await waitPath(page, '/tryout/admin-dashboard');
    await page.getByTestId('staff-name').getByText('ADMINISTRATOR').waitFor();
    expect(await menuLabels(page)).toEqual(ADMIN_MENU);
    await text(page, 'Sistem Ujian Online berbasis Website').waitFor();
    await screenshot(page, 'staff-admin-1280');

    // the menu navigates and marks the current page
    await page.getByRole('link', { name: 'Manajemen Admin' }).click();
    await waitPath(page, '/tryout/management-dosen');
    await expect
      .poll(() => page.getByRole('link', { name: 'Manajemen Admin' }).getAttribute('data-active'))
      .toBe('true');
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('data-active')).toBeNull();

    // a staff token on /admin goes straight to the landing page
    await page.goto(url('/admin'));
    await waitPath(page, '/tryout/admin-dashboard');

    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Keluar ?').waitFor();
    await dialog.getByText('Apa kamu yakin ingin keluar aplikasi?').waitFor();
    await screenshot(page, 'staff-logout-1280');
    await dialog.getByRole('button', { name: 'Ya, Keluar' }).click();
    await waitPath(page, '/tryout/');
    expect(await page.evaluate(() => localStorage.getItem('token_dosen'))).toBeNull();
  });

  it('logs a lecturer in to /dashboard with the lecturer menu on a phone', async () => {
    const { page } = phone;
    await staffLogin(page, '0412345678', 'dosen12345');
    await waitPath(page, '/tryout/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token_dosen'));
    expect(token).toBeTruthy();
    await text(page, 'Sistem Ujian Online berbasis Website').waitFor();
    await screenshot(page, 'staff-lecturer-375');
    // the sidebar is hidden behind the burger on a phone
    const navBox = await page.locator('nav[aria-label="Menu staf"]').boundingBox();
    expect(navBox == null || navBox.x + navBox.width <= 1).toBe(true);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByTestId('staff-name').getByText('DR. SITI RAHMAWATI').waitFor();
    expect(await menuLabels(page)).toEqual(LECTURER_MENU);
    expect(await page.getByRole('link', { name: 'Manajemen Admin' }).count()).toBe(0);
    const box = await page.locator('nav[aria-label="Menu staf"]').boundingBox();
    expect(box && box.width <= 300).toBe(true);
    await screenshot(page, 'staff-lecturer-menu-375');
    await page.getByRole('link', { name: 'Profile' }).click();
    await waitPath(page, '/tryout/profile');
    // the drawer closes after navigating
    await expect
      .poll(async () => {
        const b = await page.locator('nav[aria-label="Menu staf"]').boundingBox();
        return b == null || b.x + b.width <= 1;
      })
      .toBe(true);

    // logout revokes the token on the server
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, Keluar' }).click();
    await waitPath(page, '/tryout/');
    const after = await page.evaluate(
      async (t) =>
        (await fetch('/tryout/api/dosenDetail', { headers: { authorization: `Bearer ${t}` } })).status,
      token,
    );
    expect(after).toBe(401);
  });

  it('shows Terjadi Kesalahan! and goes back to / when the session check fails', async () => {
    const { page } = phone;
    await page.evaluate(() => localStorage.setItem('token_dosen', 'token-yang-tidak-berlaku'));
    await page.goto(url('/dashboard'));
    await text(page, 'Terjadi Kesalahan!').waitFor();
    await waitPath(page, '/tryout/');
    expect(await page.evaluate(() => localStorage.getItem('token_dosen'))).toBeNull();
  });
});

describe('account pages at 1280 px', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
  });
  afterAll(async () => b.close());

  it('renders every account page', async () => {
    const { page } = b;
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Login Peserta' }).waitFor();
    await screenshot(page, 'login-1280');
    await page.getByRole('link', { name: 'Daftar Disini' }).click();
    await page.getByRole('heading', { name: 'Daftar Akun Tryout' }).waitFor();
    await screenshot(page, 'register-1280');
    await page.goto(url('/forgot-password'));
    await page.getByRole('heading', { name: 'Lupa Password' }).waitFor();
    await screenshot(page, 'forgot-password-1280');
    await page.goto(url('/tes-users/tryout/verify?token=tidak-ada&email=siapa%40sekolah.test'));
    await text(page, 'Tautan verifikasi tidak valid atau sudah kedaluwarsa').waitFor();
    await screenshot(page, 'verify-error-1280');
    await page.goto(url('/tes-users/tryout/forgot-password/confirm?token=x&email=siapa%40sekolah.test'));
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await screenshot(page, 'reset-password-1280');
    await page.goto(url('/admin'));
    await page.getByRole('heading', { name: 'Login Dosen' }).waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'staff-login-375');
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Login Peserta' }).waitFor();
    await screenshot(page, 'login-375');
  });
});

describe('repeated wrong passwords (docs/decisions/0009)', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser(LAPTOP);
  });
  afterAll(async () => b.close());

  /** Clicks `button` until the login answers 429 (the limit's free failures used up); at most 10 tries. */
  async function failUntilLimited(page: Page, button: string, path: string) {
    for (let i = 0; i < 10; i++) {
      const submit = page.getByRole('button', { name: button });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST'),
        submit.click(),
      ]);
      if (res.status() === 429) return i;
      expect(res.status()).toBe(401);
    }
    throw new Error('the login was never limited');
  }

  it('the candidate and staff login pages say how long to wait', async () => {
    const { page } = b;
    await page.goto(url('/'));
    await page.locator('input[name="email"]').fill(`tebak.${stamp}@sekolah.test`);
    await page.locator('input[name="password"]').fill('salahsekali');
    expect(await failUntilLimited(page, 'Login', '/tes-users/tryout/login')).toBeGreaterThan(0);
    await page.getByRole('alert').getByText('Terlalu banyak percobaan, coba lagi dalam 1 menit').waitFor();
    await screenshot(page, 'login-too-many-1280');

    await page.goto(url('/admin'));
    await page.locator('input[name="nidn"]').fill(`tebak${stamp}`);
    await page.locator('input[name="password"]').fill('bukan-password');
    expect(await failUntilLimited(page, 'Masuk', '/loginDosen')).toBeGreaterThan(0);
    await text(page, 'Terlalu banyak percobaan, coba lagi dalam 1 menit').waitFor();
  });
});
