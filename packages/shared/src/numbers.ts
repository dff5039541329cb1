import { z } from 'zod';

/**
 * Numbers in request bodies: a JSON number, or a numeric string (form-data and query strings
 * carry only strings). Unlike z.coerce.number, nothing else is turned into a number: true would
 * become 1, [5] would become 5, null 0 and '' 0 — those stay what they are and fail the schema.
 */
export function fromNumericString(v: unknown): unknown {
  if (typeof v !== 'string' || v.trim() === '') return v;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
}

/** `schema` (a z.number() chain) that also takes a numeric string, and nothing else. */
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(fromNumericString, schema);
