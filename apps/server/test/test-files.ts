import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Test helpers: real file bytes and real multipart bodies (FormData → Response → bytes). */

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG start (SOI + JFIF APP0). */
export const JPEG = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  ]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
/** MP3 with an ID3v2 header followed by an MPEG frame header. */
export const MP3 = Buffer.concat([
  Buffer.from('ID3', 'latin1'),
  Buffer.from([0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);
/** A WAV header. */
export const WAV = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0x00, 0x00, 0x00]),
  Buffer.from('WAVEfmt ', 'latin1'),
  Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x44, 0xac, 0, 0, 0x88, 0x58, 0x01, 0, 2, 0, 16, 0]),
  Buffer.from('data', 'latin1'),
  Buffer.alloc(4),
]);
/** An Ogg Vorbis first page (OggS + vorbis identification header). */
export const OGG = Buffer.from(
  'T2dnUwACAAAAAAAAAAAAAAAAAAAAAAAAAAABHgF2b3JiaXMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==',
  'base64',
);
/** A Windows executable (MZ … PE). */
export const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x14c, 0x84);
  return b;
})();
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

export type Part = string | { bytes: Buffer; name: string; type?: string };

export async function multipart(fields: Record<string, Part>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') fd.append(k, v);
    else
      fd.append(
        k,
        new Blob([new Uint8Array(v.bytes)], { type: v.type ?? 'application/octet-stream' }),
        v.name,
      );
  }
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

/** A real RGB PNG of the given size and colour (zlib-compressed rows; every call with new bytes when `seed` differs). */
export function pngOf(
  width: number,
  height: number,
  rgb: [number, number, number],
  seed = 0,
  /** random pixels: a picture that compresses like a photograph */
  noise = false,
): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++)
    row.set([rgb[0], rgb[1], (rgb[2] + ((x * 7 + seed) % 13)) & 255], 1 + x * 3);
  const noisy = () => {
    const r = randomBytes(row.length);
    r[0] = 0;
    return r;
  };
  const raw = Buffer.concat(Array.from({ length: height }, () => (noise ? noisy() : row)));
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
