import type { EmailPayload } from '../../integrations/outbox/kinds';
import { escapeHtml } from '../../lib/escape';
import { TOKEN_TTL_MINUTES } from '../auth/auth.service';

const ttlText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} jam` : `${minutes} menit`);

/** `{PUBLIC_URL}/tryout{path}?token=…&email=…` */
export function accountLink(publicUrl: string, path: string, token: string, email: string): string {
  const qs = new URLSearchParams({ token, email });
  return `${publicUrl}/tryout${path}?${qs.toString()}`;
}

function layout(title: string, name: string, lines: string[], link: string, button: string, after: string) {
  const html = `<!doctype html>
<html lang="id"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<h2 style="color:#1c7ed6">${escapeHtml(title)}</h2>
<p>Halo ${escapeHtml(name)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button)}</a></p>
<p>Jika tombol tidak berfungsi, salin tautan berikut ke peramban anda:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(after)}</p>
<p>Salam,<br>Panitia Tryout</p>
</body></html>`;
  const text = [
    `Halo ${name},`,
    '',
    ...lines,
    '',
    `${button}: ${link}`,
    '',
    after,
    '',
    'Salam,',
    'Panitia Tryout',
  ].join('\n');
  return { html, text };
}

/** What a token mail says: its title (also the subject), why it comes, what the link does. */
interface TokenMailText {
  title: string;
  reason: string;
  action: string;
  ttlMinutes: number;
  button: string;
  after: string;
}

function tokenMail(m: TokenMailText, to: string, name: string, link: string): EmailPayload {
  const ttl = `Tautan berlaku selama ${ttlText(m.ttlMinutes)} dan hanya dapat digunakan satu kali.`;
  const lines = [m.reason, `Silahkan klik tautan di bawah ini untuk ${m.action}. ${ttl}`];
  const { html, text } = layout(m.title, name, lines, link, m.button, m.after);
  return { to, subject: m.title, text, html };
}

const VERIFY_TEXT: TokenMailText = {
  title: 'Verifikasi Akun Tryout',
  reason: 'Terima kasih telah mendaftar akun Tryout.',
  action: 'memverifikasi akun anda',
  ttlMinutes: TOKEN_TTL_MINUTES.verify_email,
  button: 'Verifikasi Akun',
  after: 'Jika anda tidak merasa mendaftar, abaikan email ini.',
};

const RESET_TEXT: TokenMailText = {
  title: 'Reset Password Akun Tryout',
  reason: 'Kami menerima permintaan untuk mengatur ulang password akun Tryout anda.',
  action: 'membuat password baru',
  ttlMinutes: TOKEN_TTL_MINUTES.reset_password,
  button: 'Reset Password',
  after: 'Jika anda tidak meminta reset password, abaikan email ini; password anda tidak berubah.',
};

export const verificationMail = (to: string, name: string, link: string) =>
  tokenMail(VERIFY_TEXT, to, name, link);
export const resetMail = (to: string, name: string, link: string) => tokenMail(RESET_TEXT, to, name, link);
