import { describe, expect, it } from 'vitest';
import { type HeldAnswers, rescueEntries } from './rescueEntries';

const qs = [
  { id_soal: 1, type_soal: 'PG' },
  { id_soal: 2, type_soal: 'PG' },
  { id_soal: 3, type_soal: 'PG' },
  { id_soal: 4, type_soal: 'Essay' },
  { id_soal: 5, type_soal: 'Essay' },
  { id_soal: 6, type_soal: 'Essay' },
  { id_soal: 7, type_soal: 'PG Kompleks' },
  { id_soal: 8, type_soal: 'Isian Angka' },
  { id_soal: 9, type_soal: 'Menjodohkan' },
  { id_soal: 10, type_soal: 'Benar/Salah' },
];
const held = (h: Partial<HeldAnswers>): HeldAnswers => ({
  answers: {},
  essays: {},
  sheetEssays: {},
  forms: {},
  sheetForms: {},
  ragu: new Set(),
  pending: [],
  ...h,
});

describe('the rescue file holds what the page shows, with the urutan of its unacknowledged changes', () => {
  it('acknowledged answers without urutan, queued ones with theirs (the newest), unanswered left out', () => {
    const out = rescueEntries(
      held({
        answers: { 1: 'A', 2: 'C' },
        ragu: new Set([2]),
        pending: [
          { seq: 1, attempt_id: 9, id_soal: 2, value: 'B', urutan: 100 },
          { seq: 2, attempt_id: 9, id_soal: 2, value: 'C', ragu: true, urutan: 200 },
        ],
      }),
      qs,
      1000,
    );
    expect(out).toEqual([
      { id_soal: 1, pilihan: 'A', ragu: false, urutan: null, pada: null },
      { id_soal: 2, pilihan: 'C', ragu: true, urutan: 200, pada: 200 },
    ]);
  });

  it('an essay typed and not yet queued carries now; a queued one its save; one as the sheet had it none', () => {
    const out = rescueEntries(
      held({
        essays: { 4: 'diketik', 5: 'antri', 6: 'tersimpan' },
        sheetEssays: { 4: 'dik', 6: 'tersimpan' },
        pending: [{ seq: 3, attempt_id: 9, id_soal: 5, essay: 'antri', urutan: 300 }],
      }),
      qs,
      1000,
    );
    expect(out).toEqual([
      { id_soal: 4, essay: 'diketik', urutan: 1000, pada: 1000 },
      { id_soal: 5, essay: 'antri', urutan: 300, pada: 300 },
      { id_soal: 6, essay: 'tersimpan', urutan: null, pada: null },
    ]);
  });

  it('typed after its queued save: newer than that save', () => {
    const out = rescueEntries(
      held({
        essays: { 4: 'lebih baru' },
        pending: [{ seq: 3, attempt_id: 9, id_soal: 4, essay: 'lama', urutan: 1800 }],
      }),
      qs,
      1000,
    );
    expect(out).toEqual([{ id_soal: 4, essay: 'lebih baru', urutan: 1801, pada: 1000 }]);
  });

  it("the forms' answers (docs/decisions/0025): as the sheet had them none, a queued one its save, one changed and not yet queued now", () => {
    const out = rescueEntries(
      held({
        forms: { 7: [true, false, null], 8: '0,5', 9: ['B', null], 10: false },
        ragu: new Set([8]),
        sheetForms: { 7: [true, false, null], 9: ['A', null] },
        pending: [
          { seq: 4, attempt_id: 9, id_soal: 8, jawaban: '0,4', urutan: 400 },
          { seq: 5, attempt_id: 9, id_soal: 8, jawaban: '0,5', urutan: 500 },
          { seq: 6, attempt_id: 9, id_soal: 10, jawaban: true, urutan: 600 },
          // a mark alone is not the form's answer (the entry carries it, stamped by it: the newest change)
          { seq: 7, attempt_id: 9, id_soal: 8, ragu: true, urutan: 700 },
        ],
      }),
      qs,
      1000,
    );
    expect(out).toEqual([
      { id_soal: 7, jawaban: [true, false, null], ragu: false, urutan: null, pada: null },
      { id_soal: 8, jawaban: '0,5', ragu: true, urutan: 700, pada: 700 },
      { id_soal: 9, jawaban: ['B', null], ragu: false, urutan: 1000, pada: 1000 },
      { id_soal: 10, jawaban: false, ragu: false, urutan: 1000, pada: 1000 },
    ]);
  });

  it("a form's 'ragu-ragu' mark is in the file as a multiple-choice question's is: alone, queued or acknowledged, and cleared", () => {
    const out = rescueEntries(
      held({
        forms: { 9: ['A', null] },
        sheetForms: { 9: ['A', null] },
        ragu: new Set([7, 8, 9]),
        pending: [
          // marked and not yet sent: no answer
          { seq: 1, attempt_id: 9, id_soal: 8, ragu: true, urutan: 100 },
          // the mark taken off, not yet sent
          { seq: 2, attempt_id: 9, id_soal: 10, ragu: false, urutan: 200 },
        ],
      }),
      qs,
      1000,
    );
    expect(out).toEqual([
      // acknowledged mark, no answer: the server holds it
      { id_soal: 7, ragu: true, urutan: null, pada: null },
      { id_soal: 8, ragu: true, urutan: 100, pada: 100 },
      { id_soal: 9, jawaban: ['A', null], ragu: true, urutan: null, pada: null },
      { id_soal: 10, ragu: false, urutan: 200, pada: 200 },
    ]);
  });

  it('a form never answered is left out', () => {
    expect(rescueEntries(held({}), qs, 1000)).toEqual([]);
  });
});
