// No imports on purpose: the exam page loads this on demand ('Unduh jawaban saya'), the server
// opens the same bytes. WebCrypto only (browsers and Node ≥ 20 have it as globalThis.crypto).

/**
 * The rescue file ('berkas jawaban', docs/decisions/0012): what the exam page holds — answers, flags,
 * each save's 'urutan' and device time — sealed to the server's public key, so a shared lab PC
 * keeps no readable answers and any changed byte is detected.
 *
 * Layout (big-endian lengths):
 *   MAGIC (13) | kid (16) | u16 wrappedLen | wrapped | iv (12) | u32 ctLen | ct | mac (32)
 * - two random keys, AES-256-GCM and HMAC-SHA-256, wrapped together by RSA-OAEP-SHA-256
 *   with the server's key (`kid`: the first 16 bytes of SHA-256 of its SPKI);
 * - ct: the payload's JSON by AES-GCM, the bytes before it (MAGIC … ctLen) as additional data;
 * - mac: HMAC-SHA-256 of every byte before it.
 * A flipped byte anywhere: the RSA unwrap, the GCM tag or the MAC fails.
 */

export const RESCUE_MAGIC = 'TRYOUT-JWB-1\n';
export const RESCUE_ALGORITHM = 'RSA-OAEP-SHA256 + AES-256-GCM + HMAC-SHA256';
const KID_BYTES = 16;
const IV_BYTES = 12;
const MAC_BYTES = 32;

/** One question as the page holds it. */
export interface RescueEntry {
  id_soal: number;
  /** a multiple-choice letter (as shown to the candidate) */
  pilihan?: string;
  /** an essay's text */
  essay?: string;
  /**
   * a form's answer (docs/decisions/0025: PG Kompleks, PG Jawaban Ganda, Isian Angka, Isian Singkat,
   * Menjodohkan, Benar/Salah) exactly as /simpanJawaban's `jawaban` carries it (letters as shown);
   * the server checks it against the question as a save would
   */
  jawaban?: unknown;
  /** the 'ragu-ragu' mark of a multiple-choice question or a form's (an essay has none) */
  ragu?: boolean;
  /** the 'urutan' of the page's last change (null: the page only shows what the server sent) */
  urutan: number | null;
  /** when the change was made: ms on the server's clock as the device saw it (null with urutan null) */
  pada: number | null;
}

export interface RescuePayload {
  versi: 1;
  attempt_id: number;
  kode_ujian: string;
  /** the file's making: the device's own clock and the server's clock as the device saw it (ms) */
  dibuat: { perangkat: number; server: number };
  jawaban: RescueEntry[];
}

export type OpenFailure = 'format' | 'other_key' | 'damaged';

export class RescueFileError extends Error {
  constructor(readonly reason: OpenFailure) {
    super(reason);
  }
}

const subtle = () => globalThis.crypto.subtle;
const enc = new TextEncoder();
const u8 = (b: ArrayBuffer | Uint8Array) => (b instanceof Uint8Array ? b : new Uint8Array(b));

/** The key id of a public key (SPKI DER): the first 16 bytes of its SHA-256. */
export async function keyIdOf(spki: Uint8Array): Promise<Uint8Array> {
  return u8(await subtle().digest('SHA-256', spki as BufferSource)).slice(0, KID_BYTES);
}

const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
export const keyIdHex = async (spki: Uint8Array) => toHex(await keyIdOf(spki));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function uint(value: number, bytes: 2 | 4): Uint8Array {
  const out = new Uint8Array(bytes);
  const view = new DataView(out.buffer);
  if (bytes === 2) view.setUint16(0, value);
  else view.setUint32(0, value);
  return out;
}

const hmacKey = (raw: Uint8Array, use: 'sign' | 'verify') =>
  subtle().importKey('raw', raw as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

/** Seals a payload to the server's public key (SPKI DER); returns the file's bytes. */
export async function sealRescueFile(payload: RescuePayload, spki: Uint8Array): Promise<Uint8Array> {
  const pub = await subtle().importKey(
    'spki',
    spki as BufferSource,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const secret = globalThis.crypto.getRandomValues(new Uint8Array(64));
  const wrapped = u8(await subtle().encrypt({ name: 'RSA-OAEP' }, pub, secret as BufferSource));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aes = await subtle().importKey('raw', secret.slice(0, 32), 'AES-GCM', false, ['encrypt']);
  const plain = enc.encode(JSON.stringify(payload));
  const ctLen = plain.length + 16;
  const head = concat([
    enc.encode(RESCUE_MAGIC),
    await keyIdOf(spki),
    uint(wrapped.length, 2),
    wrapped,
    iv,
    uint(ctLen, 4),
  ]);
  const ct = u8(
    await subtle().encrypt(
      { name: 'AES-GCM', iv: iv as BufferSource, additionalData: head as BufferSource },
      aes,
      plain as BufferSource,
    ),
  );
  const body = concat([head, ct]);
  const mac = u8(await subtle().sign('HMAC', await hmacKey(secret.slice(32), 'sign'), body as BufferSource));
  secret.fill(0);
  return concat([body, mac]);
}

/** The parts of a file, by its layout (no key needed); a RescueFileError('format') otherwise. */
function partsOf(file: Uint8Array) {
  const magic = enc.encode(RESCUE_MAGIC);
  const fail = () => new RescueFileError('format');
  if (file.length < magic.length + KID_BYTES + 2 || magic.some((b, i) => file[i] !== b)) throw fail();
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let at = magic.length;
  const kid = file.subarray(at, at + KID_BYTES);
  at += KID_BYTES;
  const wrappedLen = view.getUint16(at);
  at += 2;
  if (at + wrappedLen + IV_BYTES + 4 > file.length) throw fail();
  const wrapped = file.subarray(at, at + wrappedLen);
  at += wrappedLen;
  const iv = file.subarray(at, at + IV_BYTES);
  at += IV_BYTES;
  const ctLen = view.getUint32(at);
  at += 4;
  const head = file.subarray(0, at);
  if (at + ctLen + MAC_BYTES !== file.length) throw fail();
  const ct = file.subarray(at, at + ctLen);
  const body = file.subarray(0, at + ctLen);
  const mac = file.subarray(at + ctLen);
  return { kid, wrapped, iv, head, ct, body, mac };
}

/**
 * Opens a file with the server's private key (PKCS#8 DER) and its public key's id: the payload
 * as JSON (unchecked: the caller parses it). RescueFileError: 'format' (not a rescue file),
 * 'other_key' (made for another server), 'damaged' (a byte changed).
 */
export async function openRescueFile(file: Uint8Array, pkcs8: Uint8Array, kid: Uint8Array): Promise<unknown> {
  const p = partsOf(file);
  const ourKey = p.kid.every((b, i) => b === kid[i]);
  const priv = await subtle().importKey(
    'pkcs8',
    pkcs8 as BufferSource,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
  let secret: Uint8Array;
  try {
    secret = u8(await subtle().decrypt({ name: 'RSA-OAEP' }, priv, p.wrapped as BufferSource));
  } catch {
    throw new RescueFileError(ourKey ? 'damaged' : 'other_key');
  }
  if (secret.length !== 64) throw new RescueFileError('damaged');
  const macOk = await subtle().verify(
    'HMAC',
    await hmacKey(secret.slice(32), 'verify'),
    p.mac as BufferSource,
    p.body as BufferSource,
  );
  if (!macOk || !ourKey) throw new RescueFileError('damaged');
  let plain: Uint8Array;
  try {
    const aes = await subtle().importKey('raw', secret.slice(0, 32), 'AES-GCM', false, ['decrypt']);
    plain = u8(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: p.iv as BufferSource, additionalData: p.head as BufferSource },
        aes,
        p.ct as BufferSource,
      ),
    );
  } catch {
    throw new RescueFileError('damaged');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw new RescueFileError('damaged');
  }
}
