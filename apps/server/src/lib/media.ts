import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, MEDIA_PREFIX } from '@tryout/shared/constants';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from './errors';

/** Question media (image or audio) in soalPg/, option images in jawabanPg/. */
export type MediaFolder = 'soalPg' | 'jawabanPg';

export interface Upload {
  bytes: Buffer;
  ext: 'png' | 'jpg' | 'mp3' | 'ogg' | 'wav';
}

const IMAGE_EXT = new Set(['png', 'jpg']);
const AUDIO_EXT: Record<string, Upload['ext']> = {
  mp3: 'mp3',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  wav: 'wav',
};

const NAME = /^[a-f0-9]{32}\.(png|jpg|mp3|ogg|wav)$/;

/**
 * Reads one uploaded file from a keyValues multipart body: undefined / '' / an empty file → null.
 * The type is decided from the bytes (never the name or the declared type).
 */
export async function readUpload(value: unknown, allowAudio: boolean): Promise<Upload | null> {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) throw badRequest(STAFF_MSG.unsupportedFile);
  if (!Buffer.isBuffer(value)) {
    // a text field where a file was expected
    throw badRequest(STAFF_MSG.unsupportedFile);
  }
  if (value.length === 0) return null;
  if (value.length > MAX_UPLOAD_BYTES) throw new AppError(413, STAFF_MSG.imageTooLarge);
  const type = await fileTypeFromBuffer(value);
  if (type && IMAGE_EXT.has(type.ext)) return { bytes: value, ext: type.ext as Upload['ext'] };
  if (type && allowAudio && AUDIO_EXT[type.ext]) return { bytes: value, ext: AUDIO_EXT[type.ext] };
  throw badRequest(STAFF_MSG.unsupportedFile);
}

/** 'png' or 'jpg' when the bytes are such a picture (decided by content), else null. */
export async function imageExt(bytes: Buffer): Promise<'png' | 'jpg' | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type && IMAGE_EXT.has(type.ext) ? (type.ext as 'png' | 'jpg') : null;
}

/** 'mp3', 'ogg' or 'wav' when the bytes are such audio (decided by content), else null. */
export async function audioExt(bytes: Buffer): Promise<Upload['ext'] | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && AUDIO_EXT[type.ext]) || null;
}

/** Writes the file under a random name and returns that name. */
export async function saveUpload(mediaDir: string, folder: MediaFolder, upload: Upload): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${upload.ext}`;
  const dir = path.join(mediaDir, folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), upload.bytes, { flag: 'wx' });
  return name;
}

/** Removes stored files (unknown or odd names are ignored). */
export async function removeMedia(
  mediaDir: string,
  folder: MediaFolder,
  names: (string | null | undefined)[],
) {
  for (const name of names) {
    if (!name || !NAME.test(name)) continue;
    await fs.rm(path.join(mediaDir, folder, name), { force: true });
  }
}

type QuestionFiles = Partial<
  Record<'soal_gambar' | `gambar_pil_${'a' | 'b' | 'c' | 'd' | 'e'}`, string | null>
>;

/** Removes the files of questions: each one's media (soalPg/) and option images (jawabanPg/). */
export async function removeQuestionFiles(mediaDir: string, rows: QuestionFiles[]) {
  await removeMedia(
    mediaDir,
    'soalPg',
    rows.map((r) => r.soal_gambar),
  );
  await removeMedia(
    mediaDir,
    'jawabanPg',
    rows.flatMap((r) => [r.gambar_pil_a, r.gambar_pil_b, r.gambar_pil_c, r.gambar_pil_d, r.gambar_pil_e]),
  );
}

export const mediaUrl = (folder: MediaFolder, name: string | null): string | null =>
  name ? `${MEDIA_PREFIX}/${folder}/${name}` : null;

export const mediaKind = (name: string | null): 'image' | 'audio' | null =>
  !name ? null : /\.(png|jpg)$/.test(name) ? 'image' : 'audio';
