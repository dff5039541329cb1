import { z } from 'zod';
import { numeric } from '../numbers';
import { STAFF_MSG } from '../staff-messages';

/* Staff back-office schemas: helpers for form-data values (the routes: src/api/). */

export const blank = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A required text (trimmed). */
export const text = (message: string, max = 255) =>
  z.preprocess(
    blank,
    z.string({ error: message }).trim().min(1, message).max(max, `Maksimal ${max} karakter`),
  );

/** A required whole number ≥ min (form strings coerced). */
export const wholeNumber = (message: string, min: number, minMessage = message) =>
  z.preprocess(
    blank,
    numeric(z.number({ error: message }).int(message).min(min, minMessage).max(1_000_000, message)),
  );

/** An optional whole number (blank → undefined). */
export const optionalNumber = (message: string, min = 0) =>
  z.preprocess(blank, numeric(z.number({ error: message }).int(message).min(min, message)).optional());

/** true / 'true' / '1' / 1 / 'on' → 1, anything else → 0. */
export const flag = z.preprocess(
  (v) => (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
);

/** A yes/no setting: true / false, or 1 / 0 and 'true' / 'false' / '1' / '0' / 'on' from a form. */
export const yesNo = z.preprocess(
  (v) =>
    v === 1 || v === '1' || v === 'true' || v === 'on'
      ? true
      : v === 0 || v === '0' || v === 'false'
        ? false
        : v,
  z.boolean({ error: STAFF_MSG.yesNoInvalid }),
);

/** A list of positive ids: array, JSON array string, comma list or a single value. */
export const idList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'number') return [v];
    if (typeof v === 'string') {
      const s = v.trim();
      if (s.startsWith('[')) {
        try {
          return JSON.parse(s);
        } catch {
          return v;
        }
      }
      return s.split(',').map((x) => x.trim());
    }
    return v;
  },
  z
    .array(
      numeric(z.number({ error: 'Daftar materi tidak valid' }).int().positive('Daftar materi tidak valid')),
    )
    .max(500),
);

export const idParam = z.object({
  id: numeric(z.number({ error: 'Id tidak valid' }).int().positive('Id tidak valid')),
});
