// The error → envelope mapping of every API answer that is not a success (app.ts's error handler).
import type { Failure } from '@tryout/shared/envelope';
import { MSG } from '@tryout/shared/messages';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDbUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e?.code && DB_DOWN_CODES.has(e.code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(
    e?.message ?? '',
  );
}

/** Errors of the multipart parser (busboy) for a broken body: they carry no status code. */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data|The needle)/;

/**
 * PostgreSQL data exceptions a client's value causes (a number beyond the column's range, a NUL
 * byte in text, text too long, a malformed date): bad input, not a server fault. SQLite accepts
 * these values, so the schemas let them through.
 */
const PG_BAD_VALUE_CODES = new Set(['22003', '22P02', '22021', '22001', '22007', '22008', '22P05']);
function isBadValue(err: unknown): boolean {
  const e = err as { code?: string; severity?: string };
  return typeof e?.severity === 'string' && !!e.code && PG_BAD_VALUE_CODES.has(e.code);
}

/**
 * Maps every error to the envelope; 5xx never shows details. `dbDown`: the database did not answer
 * (503), which app.ts tells the outage module.
 */
export function toFailure(err: FastifyError | AppError | Error): {
  status: number;
  body: Failure;
  dbDown?: true;
} {
  if (err instanceof AppError) {
    return {
      status: err.statusCode,
      body: { code: err.statusCode, message: err.message, errors: err.errors },
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors: Record<string, string> = {};
    for (const v of err.validation) {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      if (!(field in errors)) errors[field] = v.message ?? MSG.invalidInput;
    }
    const first = err.validation[0]?.message ?? MSG.invalidInput;
    return { status: 400, body: { code: 400, message: first, errors } };
  }
  const fe = err as FastifyError;
  switch (fe.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return { status: 413, body: { code: 413, message: MSG.imageTooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: { code: 415, message: MSG.unsupportedMediaType } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { code: 413, message: MSG.bodyTooLarge } };
  }
  if (!fe.statusCode && BROKEN_MULTIPART.test(fe.message ?? '')) {
    return { status: 400, body: { code: 400, message: MSG.invalidInput } };
  }
  if (fe.statusCode === 429) return { status: 429, body: { code: 429, message: MSG.tooManyRequests } };
  if (isBadValue(err)) return { status: 400, body: { code: 400, message: MSG.invalidInput } };
  if (isDbUnavailable(err))
    return { status: 503, body: { code: 503, message: MSG.dbUnavailable }, dbDown: true };
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, body: { code: fe.statusCode, message: MSG.invalidInput } };
  }
  return { status: 500, body: { code: 500, message: MSG.serverError } };
}
