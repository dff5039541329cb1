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
