import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { escapeHtml } from './html';
import { LETTERS, type Letter, newQuestion, type ParsedQuestion } from './types';

const OPTION = /^([A-Za-z])\s*[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

const paragraph = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');

/**
 * Aiken, the plain format Moodle documents: the question (one or more lines), then options
 * 'A. …' / 'A) …', then 'ANSWER: X'; a blank line between questions. Multiple choice only.
 */
export function parseAiken(text: string): ParsedQuestion[] {
  const out: ParsedQuestion[] = [];
  // text without a single answer line is no Aiken file
  if (!/^\s*ANSWER\s*:/im.test(text)) return out;
  let stem: string[] = [];
  let q = newQuestion(1);
  let next = 0;
  let open = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const answer = ANSWER.exec(line);
    if (answer && open) {
      q.soal_pg = paragraph(stem);
      q.kunci = answer[1];
      out.push(q);
      q = newQuestion(out.length + 1);
      stem = [];
      next = 0;
      open = false;
      continue;
    }
    open = true;
    const opt = OPTION.exec(line);
    const letter = opt?.[1].toUpperCase();
    if (opt && letter && (next > 0 || stem.length > 0)) {
      const index = LETTERS.indexOf(letter as Letter);
      if (index < 0) {
        if (!q.problems.includes(IMPORT_MSG.tooManyOptions)) q.problems.push(IMPORT_MSG.tooManyOptions);
        continue;
      }
      if (index >= next) {
        q.pil[letter as Letter] = paragraph([opt[2]]);
        next = index + 1;
        continue;
      }
    }
    if (next > 0) {
      // a line after the options: part of the last option
      const l = LETTERS[next - 1];
      q.pil[l] += paragraph([line]);
    } else stem.push(line);
  }
  if (open) {
    q.soal_pg = paragraph(stem);
    out.push(q);
  }
  return out;
}
