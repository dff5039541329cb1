import { describe, expect, it } from 'vitest';
import { auditChangeText, wibText } from './audit-text';

describe('auditChangeText', () => {
  it.each([
    ['KkmTryOut', '60', '65', 'KKM Tryout: 60 → 65'],
    ['nilai_min_kelulusan', '70', '72.5', 'Nilai minimal kelulusan: 70 → 72.5'],
    [
      '12',
      '{"deadline_at":"2026-11-26T01:05:00.000Z"}',
      '{"materi":"MTK1","attempt_id":7,"menit":10,"deadline_at":"2026-11-26T01:15:00.000Z"}',
      'Batas waktu: 26-11-2026 08:05 WIB → 26-11-2026 08:15 WIB; Materi: MTK1; Tambahan waktu (menit): 10',
    ],
    [
      '3',
      '{"nilai_pg":60,"nilai_essay":null,"nilai_akhir":null}',
      '{"nilai_pg":60,"nilai_essay":90,"nilai_akhir":75}',
      'Nilai PG: 60; Nilai essay: - → 90; Nilai akhir: - → 75',
    ],
    ['5', '{"token_aktif":false}', '{"token_aktif":true}', 'Token aktif: tidak → ya'],
    ['5', null, null, ''],
  ])('%s: %s → %s', (field, before, after, text) => {
    expect(auditChangeText(field, before, after)).toBe(text);
  });
  it('wibText shows UTC+7', () => {
    expect(wibText('2026-11-26T17:30:00Z')).toBe('27-11-2026 00:30 WIB');
  });
});
