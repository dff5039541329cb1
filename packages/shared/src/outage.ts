import { z } from 'zod';
import { alasanSchema } from './monitor';
import { numeric } from './numbers';

/** Outage credit (docs/decisions/0011): a materi's or course exam's setting, and the monitor's alert. */

/** '4 menit 12 detik', '45 detik', '1 jam 2 menit 0 detik'. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h} jam ${m} menit ${rest} detik`;
  if (m > 0) return `${m} menit ${rest} detik`;
  return `${rest} detik`;
}

export const OUTAGE_MSG = {
  thresholdInvalid: 'Ambang gangguan harus 10 sampai 3600 detik',
  maxInvalid: 'Perpanjangan maksimal harus 0 sampai 240 menit',
  saved: 'Pengaturan gangguan disimpan',
  alertTitle: 'Banyak peserta terputus bersamaan',
  alertText: (n: number, durasi: string) =>
    `${n} peserta tidak terdengar sejak waktu yang sama (${durasi}), sementara server sehat: kemungkinan jaringan lab terputus.`,
  giveBack: 'Kembalikan waktu',
  giveBackReason: (durasi: string) => `Jaringan lab terputus ${durasi}`,
} as const;

export const outageSettingsSchema = z.object({
  /** automatic credit on */
  otomatis: z.boolean(),
  /** a gap in the server's alive marks counts when longer than this */
  ambang_detik: z.number().int(),
  /** an attempt gets at most this much outage credit in total */
  maks_menit: z.number().int(),
  /** true: no setting of its own, the server's defaults */
  bawaan: z.boolean(),
});
export type OutageSettings = z.infer<typeof outageSettingsSchema>;

export const outageSettingsBodySchema = z.object({
  otomatis: z.boolean(),
  ambang_detik: numeric(
    z
      .number({ error: OUTAGE_MSG.thresholdInvalid })
      .int(OUTAGE_MSG.thresholdInvalid)
      .min(10, OUTAGE_MSG.thresholdInvalid)
      .max(3600, OUTAGE_MSG.thresholdInvalid),
  ),
  maks_menit: numeric(
    z
      .number({ error: OUTAGE_MSG.maxInvalid })
      .int(OUTAGE_MSG.maxInvalid)
      .min(0, OUTAGE_MSG.maxInvalid)
      .max(240, OUTAGE_MSG.maxInvalid),
  ),
  alasan: alasanSchema,
});
export type OutageSettingsBody = z.input<typeof outageSettingsBodySchema>;

/** Many running takers of the target silent at once while the server is healthy. */
export const silenceAlertSchema = z.object({
  peserta: z.array(
    z.object({ id: z.number(), no_reg: z.string(), nama: z.string(), last_seen_at: z.string() }),
  ),
  /** the earliest last-heard time among them */
  sejak: z.string(),
  /** how long they have been silent */
  detik: z.number(),
  /** of how many takers running */
  dari: z.number(),
});
export type SilenceAlert = z.infer<typeof silenceAlertSchema>;

export const outageStatusSchema = z.object({
  pengaturan: outageSettingsSchema,
  hening: silenceAlertSchema.nullable(),
});
export type OutageStatus = z.infer<typeof outageStatusSchema>;

/** POST /heartbeat's body (optional): the saves the exam page still holds (docs/decisions/0011). */
export const heartbeatBodySchema = z.object({
  antrian: z
    .number({ error: 'Panjang antrian tidak valid' })
    .int('Panjang antrian tidak valid')
    .min(0, 'Panjang antrian tidak valid')
    .max(100_000, 'Panjang antrian tidak valid')
    .optional(),
});
