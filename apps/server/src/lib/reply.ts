import type { Success } from '@tryout/shared/envelope';
import { EXPORT_NOTE_HEADER } from '@tryout/shared/import-messages';
import { MSG } from '@tryout/shared/messages';
import type { FastifyReply } from 'fastify';

/** Wraps data in the success envelope. */
export function ok<T>(data: T, message: string = MSG.ok, code = 200): Success<T> {
  return { code, message, data };
}

/** A file the server builds for download (Excel, Word, PDF). */
export interface FileOut {
  filename: string;
  body: Buffer;
  /** what the file could not carry, said to the page too (the x-tryout-catatan header) */
  note?: string;
}

export const FILE_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  gift: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  zip: 'application/zip',
} as const;

/** Sends a built file: its type, its name (a download unless `inline`), never cached. */
export function sendFile(
  reply: FastifyReply,
  type: string,
  file: FileOut,
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  if (file.note) reply.header(EXPORT_NOTE_HEADER, encodeURIComponent(file.note));
  return reply
    .type(type)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
