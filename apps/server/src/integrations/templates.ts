import type { Mail } from './mailer';

/** Indonesian texts of the messages the outbox delivers. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** 72.5 → "72,5" (Indonesian decimal comma, at most 2 decimals). */
export function formatScore(score: number): string {
  return (Math.round(score * 100) / 100).toString().replace('.', ',');
}

export interface PassNotice {
  full_name: string;
  nisn: string;
  email: string;
  score: number;
}

/** The candidate's overview page, where the results are. */
export const overviewLink = (publicUrl: string, nisn: string) =>
  `${publicUrl.replace(/\/+$/, '')}/tryout/ujian/${encodeURIComponent(nisn)}`;

/** The WhatsApp pass notice (gateway text; the Cloud API uses an approved template instead). */
export function passNoticeWhatsappText(n: PassNotice, publicUrl: string): string {
  return (
    `Halo ${n.full_name}, selamat! Anda dinyatakan LULUS Tryout dengan nilai ${formatScore(n.score)}. ` +
    `Lihat hasil ujian Anda di ${overviewLink(publicUrl, n.nisn)} dan cek email Anda untuk informasi selanjutnya.`
  );
}

/** The pass notice e-mail: plain text and HTML, link from PUBLIC_URL. */
export function passNoticeEmail(n: PassNotice, publicUrl: string): Mail {
  const link = overviewLink(publicUrl, n.nisn);
  const score = formatScore(n.score);
  return {
    to: n.email,
    subject: 'Selamat, Anda Lulus Tryout',
    text: [
      `Halo ${n.full_name},`,
      '',
      `Selamat! Anda dinyatakan LULUS Tryout dengan nilai ${score} (No. Registrasi ${n.nisn}).`,
      '',
      `Lihat hasil ujian Anda di: ${link}`,
      '',
      'Silahkan cek detail booking pada aplikasi PMB untuk pembayaran biaya kuliah.',
      '',
      'Salam,',
      'Panitia Tryout',
    ].join('\n'),
    html: [
      `<p>Halo <strong>${escapeHtml(n.full_name)}</strong>,</p>`,
      `<p>Selamat! Anda dinyatakan <strong>LULUS</strong> Tryout dengan nilai <strong>${escapeHtml(score)}</strong> (No. Registrasi ${escapeHtml(n.nisn)}).</p>`,
      `<p><a href="${escapeHtml(link)}">Lihat hasil ujian Anda</a></p>`,
      '<p>Silahkan cek detail booking pada aplikasi PMB untuk pembayaran biaya kuliah.</p>',
      '<p>Salam,<br>Panitia Tryout</p>',
    ].join('\n'),
  };
}
