import { z } from 'zod';

/** The states of an outbox row (a delivery). */
export const DELIVERY_STATUSES = ['pending', 'sent', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A row of GET /outbox: who it goes to and what it is, never the payload (reset links carry tokens). */
export const deliverySchema = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  summary: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const OUTBOX_MSG = {
  notFound: 'Data pengiriman tidak ditemukan',
  notDead: 'Hanya pengiriman yang gagal (dead) yang dapat dikirim ulang',
  requeued: 'Pengiriman dijadwalkan ulang',
} as const;

/** GET /outbox query: a status, a kind, a page. */
export const outboxListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(DELIVERY_STATUSES, { error: 'Status harus salah satu dari pending, sent, dead' }).optional(),
  ),
  kind: z
    .string()
    .trim()
    .max(40, 'Jenis pesan maksimal 40 karakter')
    .regex(/^[a-z0-9_]*$/, 'Jenis pesan tidak dikenal')
    .optional(),
  page: z.coerce
    .number({ error: 'Halaman harus berupa angka' })
    .int('Halaman harus berupa angka')
    .min(1, 'Halaman minimal 1')
    .max(100_000, 'Halaman maksimal 100000')
    .default(1),
  limit: z.coerce
    .number({ error: 'Jumlah baris harus berupa angka' })
    .int()
    .min(1, 'Jumlah baris minimal 1')
    .max(500, 'Jumlah baris maksimal 500')
    .default(50),
});

/** A delivery's id in the path (anything else: not found). */
export const outboxIdParams = z.object({
  id: z.coerce
    .number({ error: OUTBOX_MSG.notFound })
    .int(OUTBOX_MSG.notFound)
    .positive(OUTBOX_MSG.notFound)
    .max(2_147_483_647, OUTBOX_MSG.notFound),
});

/** GET /outbox → data: one page of deliveries, newest first. */
export const outboxPageSchema = z.object({
  rows: z.array(deliverySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /outbox/summary → data: deliveries per status, and the kinds there are. */
export const outboxSummarySchema = z.object({
  pending: z.number(),
  dead: z.number(),
  sent: z.number(),
  total: z.number(),
  kinds: z.array(z.string()),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
