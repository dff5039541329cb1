import { MSG } from '@tryout/shared/messages';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';

/** Shared by the staff modules: the success envelope schema (data described in @tryout/shared/staff). */
export const envelope = z.object({ code: z.number(), message: z.string(), data: z.any() });
export const staffResponse = { 200: envelope };
export const createdResponse = { 200: envelope, 201: envelope };

/** Parses a body in the handler (for paths whose body decides the schema); 400 with field messages. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = issue.path.join('.') || '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  throw badRequest(r.error.issues[0]?.message ?? MSG.invalidInput, errors);
}

export const STAFF = { access: ['staff'] } as const;
export const ADMIN = { access: ['admin'] } as const;
