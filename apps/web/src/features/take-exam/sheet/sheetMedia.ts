import type { ExamSheet } from '@tryout/shared/exam';
import { keepMediaOffline } from '../../../lib/offline';

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

/**
 * Every media address a sheet shows: each question's image or audio, each option's image, and the
 * images inside question, option and group texts (the offline shell keeps them for a reload).
 */
export function sheetMediaUrls(sheet: ExamSheet): string[] {
  const urls = new Set<string>();
  const fromHtml = (html: string) => {
    for (const m of html.matchAll(IMG_SRC)) if (!m[1].startsWith('data:')) urls.add(m[1]);
  };
  for (const g of sheet.groups) {
    fromHtml(g.deskripsi);
    for (const q of g.questions) {
      if (q.media && q.media.kind !== 'unsupported') urls.add(q.media.url);
      fromHtml(q.soal_pg);
      for (const o of q.options) {
        if (o.image_url) urls.add(o.image_url);
        fromHtml(o.html);
      }
    }
  }
  return [...urls];
}

/** Puts every media of the sheet into the offline cache (see lib/offline.ts). */
export const keepSheetMediaOffline = (sheet: ExamSheet) => keepMediaOffline(sheetMediaUrls(sheet));
