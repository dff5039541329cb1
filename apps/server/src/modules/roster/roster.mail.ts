import type { EmailPayload } from '../../integrations/outbox/kinds';
import { escapeHtml } from '../../lib/escape';

/**
 * The e-mail that gives a listed student their personal code ('Kode Pribadi') for the course's
 * exams: entered with the exam password, so the password alone is not enough.
 */
export function personalCodeMail(
  to: string,
  nama: string,
  course: { nama_matkul: string; kelas: string | null },
  code: string,
): EmailPayload {
  const matkul = course.kelas ? `${course.nama_matkul} (kelas ${course.kelas})` : course.nama_matkul;
  const subject = `Kode pribadi ujian ${course.nama_matkul}`;
  const lines = [
    `Kode pribadi Anda untuk ujian matakuliah ${matkul} adalah ${code}.`,
    'Masukkan kode ini bersama kode ujian dan password ujian dari dosen saat masuk ujian.',
    'Jangan berikan kode ini kepada siapa pun: dengan kode ini orang lain dapat masuk ujian atas nama Anda.',
  ];
  const text = [`Halo ${nama},`, '', ...lines, '', 'Salam,', 'Dosen pengampu'].join('\n');
  const html = `<!doctype html>
<html lang="id"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>Halo ${escapeHtml(nama)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p style="font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</p>
<p>Salam,<br>Dosen pengampu</p>
</body></html>`;
  return { to, subject, text, html };
}
