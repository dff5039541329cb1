// No imports on purpose: a pure text rule shared by the server's audit log and its Excel.

/** The audit log's field names in words (JSON keys of old_value/new_value, setting keys). */
export const AUDIT_FIELD_LABEL: Record<string, string> = {
  KkmTryOut: 'KKM Tryout',
  attempts_per_materi: 'Jumlah percobaan per materi',
  nilai_min_kelulusan: 'Nilai minimal kelulusan',
  nilai_pg: 'Nilai PG',
  nilai_essay: 'Nilai essay',
  nilai_akhir: 'Nilai akhir',
  deadline_at: 'Batas waktu',
  menit: 'Tambahan waktu (menit)',
  pengali: 'Pengali waktu',
  status: 'Status',
  attempt_no: 'Percobaan ke',
  no_reg: 'No. registrasi',
  PROGDITERIMA: 'Prodi diterima',
  token_aktif: 'Token aktif',
  token_menit: 'Masa berlaku token (menit)',
  wajib_layar_penuh: 'Wajib layar penuh',
  materi: 'Materi',
  ujian: 'Ujian',
  detik: 'Lama gangguan (detik)',
  peserta: 'Jumlah peserta',
  server_terakhir_hidup: 'Server terakhir hidup',
  tersedia_lagi: 'Tersedia lagi',
  next_attempt_at: 'Kirim berikutnya',
  diterapkan: 'Jawaban diterapkan',
  dipertahankan: 'Jawaban server dipertahankan (lebih baru)',
  di_luar_waktu: 'Di luar waktu ujian',
  selesaikan: 'Diselesaikan',
  baru: 'Jawaban yang akan diterapkan',
  diarsipkan: 'Diarsipkan',
};

/** Ids the reader does not need (the object column names the row). */
const HIDDEN = new Set(['attempt_id', 'id', 'id_hasil']);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An instant as WIB wall-clock time: '26-11-2026 08:05 WIB'. */
export function wibText(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const d = new Date(t + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} WIB`;
}

function valueText(v: unknown): string {
  if (v == null || v === '') return '-';
  if (typeof v === 'boolean') return v ? 'ya' : 'tidak';
  if (typeof v === 'string' && ISO.test(v)) return wibText(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A stored value column: a JSON object of fields, or one plain value (a setting). */
function fieldsOf(raw: string | null): Record<string, unknown> | string | null {
  if (raw == null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // a plain value
  }
  return raw;
}

/**
 * Before → after in words, one field a line: 'KKM Tryout: 60 → 65', 'Batas waktu: 26-11-2026
 * 08:05 WIB → 26-11-2026 08:15 WIB'. A plain value (a setting, a threshold) is named by `field`
 * (the entry's object id). Fields only after: 'Nilai akhir: 75'. Pure.
 */
export function auditChangeText(field: string, oldRaw: string | null, newRaw: string | null): string {
  const before = fieldsOf(oldRaw);
  const after = fieldsOf(newRaw);
  const label = (k: string) => AUDIT_FIELD_LABEL[k] ?? k.replace(/_/g, ' ');
  if ((before === null || typeof before === 'string') && (after === null || typeof after === 'string')) {
    if (before === null && after === null) return '';
    const l = label(field);
    return before === null ? `${l}: ${valueText(after)}` : `${l}: ${valueText(before)} → ${valueText(after)}`;
  }
  const b = typeof before === 'object' && before ? before : {};
  const a = typeof after === 'object' && after ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HIDDEN.has(k));
  return keys
    .map((k) => {
      if (!(k in b)) return `${label(k)}: ${valueText(a[k])}`;
      if (!(k in a)) return `${label(k)}: ${valueText(b[k])}`;
      if (valueText(b[k]) === valueText(a[k])) return `${label(k)}: ${valueText(a[k])}`;
      return `${label(k)}: ${valueText(b[k])} → ${valueText(a[k])}`;
    })
    .join('; ');
}
