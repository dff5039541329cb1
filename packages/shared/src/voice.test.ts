import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as accounts from './accounts';
import * as answerDetail from './answer-detail';
import * as archive from './archive';
import * as bankAccess from './bank-access';
import * as exam from './exam';
import * as examMessages from './exam-messages';
import * as examRefusals from './exam-refusals';
import * as formMarkers from './form-markers';
import * as importMessages from './import-messages';
import * as insight from './insight';
import * as irt from './irt';
import * as itemAnalysis from './item-analysis';
import * as math from './math';
import * as messages from './messages';
import * as monitorMessages from './monitor-messages';
import * as outage from './outage';
import * as outbox from './outbox';
import * as presence from './presence';
import * as questionForms from './question-forms';
import * as rescueMessages from './rescue-messages';
import * as results from './results';
import * as reviewOpened from './review-opened';
import * as roster from './roster';
import * as staffMessages from './staff-messages';
import * as stimulus from './stimulus';
import { foreignWords } from './voice';

/** Every exported message catalogue of the package (objects named …MSG). */
const modules: Record<string, Record<string, unknown>> = {
  accounts,
  'answer-detail': answerDetail,
  archive,
  'bank-access': bankAccess,
  exam,
  'exam-messages': examMessages,
  'exam-refusals': examRefusals,
  'form-markers': formMarkers,
  irt,
  'import-messages': importMessages,
  insight,
  'item-analysis': itemAnalysis,
  math,
  messages,
  'monitor-messages': monitorMessages,
  outage,
  outbox,
  presence,
  'question-forms': questionForms,
  'rescue-messages': rescueMessages,
  results,
  'review-opened': reviewOpened,
  roster,
  'staff-messages': staffMessages,
  stimulus,
};

function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`));
  return [];
}

const catalogue = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name.endsWith('MSG'))
    .flatMap(([name, value]) => texts(value, name).map(([key, text]) => ({ file, name, key, text }))),
);

describe('the message catalogue speaks Indonesian (docs/decisions/0036)', () => {
  it('holds every catalogue of the package', () => {
    const declaring = fs
      .readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /export const \w*MSG\b/.test(fs.readFileSync(`${import.meta.dirname}/${f}`, 'utf8')))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(modules).sort()).toEqual(declaring.sort());
    const names = new Set(catalogue.map((m) => m.name));
    for (const n of ['STAFF_MSG', 'EXAM_MSG', 'RESULT_MSG', 'SETTINGS_MSG', 'ACCOUNT_MSG', 'MSG'])
      expect(names.has(n)).toBe(true);
    expect(catalogue.length).toBeGreaterThan(100);
  });

  it('has no English word and none of the spec typos in any message', () => {
    const bad = catalogue.filter((m) => foreignWords(m.text).length > 0);
    expect(bad).toEqual([]);
  });

  it.each([
    ['Password not Match', ['not Match']],
    ['Success Menambah Data', ['Success']],
    ["We'll never share your email.", ['share your email']],
    ['Apakah anda yakin untuk meyelesaikan ujian?', ['meyelesaikan', 'anda']],
    ['Apakah Anda yakin untuk menyelesaikan ujian?', []],
    ['Tipe Toefel', ['Toefel']],
    ['Data berhasil didelete', ['didelete']],
    ['Berhasil Di Rubah', []],
    ['Kode Ujian harus diisi', []],
  ])('finds the forbidden words in %j', (text, words) => {
    expect(foreignWords(text)).toEqual(words);
  });

  it('keeps the corrected texts', async () => {
    const { STAFF_MSG } = await import('./staff-messages');
    const { EXAM_MSG } = await import('./exam-messages');
    expect(STAFF_MSG.passwordMismatch).toBe('Password tidak sama');
    expect(STAFF_MSG.groupAdded).toBe('Berhasil Menambah Data');
    expect(STAFF_MSG.updated).toBe('Berhasil Di Rubah');
    expect(EXAM_MSG.finishConfirm).toBe('Apakah Anda yakin untuk menyelesaikan ujian?');
  });
});
