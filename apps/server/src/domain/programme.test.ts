import { describe, expect, it } from 'vitest';
import type { PassEvaluation } from './pass';
import {
  cardState,
  decideProgramme,
  meetsProgrammeOne,
  outcomeResult,
  type Progditerima,
  passNoticeRefusal,
  planOutcome,
} from './programme';

const P1 = { kode_prodi: 'TI', nama_prodi: 'Teknik Informatika', nilai_min_kelulusan: 70 };
const P2 = { kode_prodi: 'TE', nama_prodi: 'Teknik Elektro', nilai_min_kelulusan: 65 };
const ev = (average: number | null, min_attempts: number, filled = true, kkm = 60): PassEvaluation => ({
  filled,
  average: filled ? average : null,
  passed: filled && average != null && average >= kkm,
  toefl_done: true,
  min_attempts,
});

describe('decideProgramme', () => {
  const first = (nilai_akhir: number) => ({ kind: 'accepted_first', programme: P1, nilai_akhir }) as const;
  const second = (nilai_akhir: number) => ({ kind: 'accepted_second', programme: P2, nilai_akhir }) as const;
  it.each([
    ['accepted at programme 1', ev(75.4, 1), P1, P2, first(75)],
    ['programme 1 minimum exactly', ev(70, 1), P1, P2, first(70)],
    ['below programme 1, only one attempt: pending', ev(50, 1), P1, P2, { kind: 'pending' }],
    ['below programme 1, two attempts everywhere: programme 2 at its minimum', ev(50, 2), P1, P2, second(65)],
    ['three attempts count as a second attempt too', ev(50, 3), P1, P2, second(65)],
    ['two attempts, no programme 2: failed', ev(50, 2), P1, null, { kind: 'failed' }],
    ['not filled: pending', ev(90, 0, false), P1, P2, { kind: 'pending' }],
    ['no programme at all', ev(90, 1), null, null, { kind: 'none' }],
  ] as const)('%s', (_n, e, p1, p2, expected) => {
    expect(decideProgramme(e, p1, p2)).toEqual(expected);
  });
});

/** Spec §4: the KKM pass and the programme outcome ('Hasil Seleksi') are two results. */
describe('outcomeResult, meetsProgrammeOne, cardState', () => {
  const choices: { first: string | null; second: string | null } = { first: 'TI', second: 'TE' };
  const ours = { kode: null, byCampus: false };
  const campus = (kode: string) => ({ kode, byCampus: true });
  const noChoices = { first: null, second: null };
  type Row = [
    string,
    PassEvaluation,
    typeof P1 | null,
    typeof P2 | null,
    typeof choices,
    Progditerima,
    string,
  ];
  const table: Row[] = [
    ['accepted first, above the KKM', ev(75, 1), P1, P2, choices, ours, 'accepted_first'],
    [
      'accepted first, below the KKM (programme one min under it)',
      ev(58, 1, true, 60),
      { ...P1, nilai_min_kelulusan: 55 },
      P2,
      choices,
      ours,
      'accepted_first',
    ],
    [
      'accepted second after two attempts, below the KKM',
      ev(28.84, 2),
      P1,
      P2,
      choices,
      ours,
      'accepted_second',
    ],
    ['failed, second attempt allowed', ev(50, 1), P1, P2, choices, ours, 'failed'],
    ['failed, no programme two', ev(50, 2), P1, null, choices, ours, 'failed'],
    ['pending until filled', ev(90, 0, false), P1, P2, choices, ours, 'pending'],
    [
      'campus: choice 1 is accepted first whatever the average',
      ev(20, 2),
      P1,
      P2,
      choices,
      campus('TI'),
      'accepted_first',
    ],
    [
      'campus: choice 2 is accepted second even above programme one',
      ev(90, 1),
      P1,
      P2,
      choices,
      campus('TE'),
      'accepted_second',
    ],
    ['campus: any other code is not accepted', ev(90, 1), P1, P2, choices, campus('TM'), 'failed'],
    [
      'campus: final before every materi is taken',
      ev(0, 0, false),
      P1,
      P2,
      choices,
      campus('TE'),
      'accepted_second',
    ],
    [
      'PROGDITERIMA set by our flow: our decision',
      ev(75, 1),
      P1,
      P2,
      choices,
      { kode: 'TI', byCampus: false },
      'accepted_first',
    ],
    ['tryout registrant without programmes, above the KKM', ev(80, 1), null, null, noChoices, ours, 'none'],
    ['tryout registrant without programmes, below the KKM', ev(40, 1), null, null, noChoices, ours, 'none'],
  ];
  it.each(table)('%s', (_n, e, p1, p2, ch, prog, expected) => {
    expect(outcomeResult(e, decideProgramme(e, p1, p2), ch, prog)).toBe(expected);
  });

  it.each([
    ['average above programme one', ev(75, 1), P1, true],
    ['average at programme one exactly', ev(70, 1), P1, true],
    ['accepted second: below programme one', ev(28.84, 2), P1, false],
    ['not filled: no average', ev(90, 0, false), P1, false],
    ['no programme one', ev(95, 1), null, false],
  ] as const)('meetsProgrammeOne: %s', (_n, e, p1, expected) => {
    expect(meetsProgrammeOne(e, p1)).toBe(expected);
  });

  it.each([
    [true, 0, false, 'Sedang Ujian'],
    [true, 1, true, 'Sedang Ujian'],
    [false, 0, true, 'Belum Ujian'],
    [false, 1, false, 'Sudah Ujian'],
    [false, 2, true, 'Lulus'],
  ] as const)('cardState(running %s, finished %s, programme one met %s) → %s', (r, n, met, expected) => {
    expect(cardState(r, n, met)).toBe(expected);
  });

  it('accepted at choice 2 below the KKM: cards never say Lulus, the KKM says not passed', () => {
    const e = ev(28.84, 2);
    expect(outcomeResult(e, decideProgramme(e, P1, P2), choices, ours)).toBe('accepted_second');
    expect(e.passed).toBe(false);
    expect(cardState(false, 2, meetsProgrammeOne(e, P1))).toBe('Sudah Ujian');
  });
});

describe('passNoticeRefusal (the resend button and POST pass-tryout)', () => {
  const okPhone = () => ({ ok: true as const });
  const badPhone = () => ({ ok: false as const, reason: 'Nomor telepon tidak valid' });
  it.each([
    ['passed the KKM with a score', { status_kelulusan: 1, nilai: 76 }, okPhone, null],
    [
      'below the KKM (e.g. accepted at choice 2)',
      { status_kelulusan: 0, nilai: 29 },
      okPhone,
      { kind: 'not_passed' },
    ],
    ['not evaluated yet', { status_kelulusan: null, nilai: null }, okPhone, { kind: 'not_passed' }],
    [
      'passed, phone without WhatsApp',
      { status_kelulusan: 1, nilai: 76 },
      badPhone,
      { kind: 'bad_phone', reason: 'Nomor telepon tidak valid' },
    ],
  ] as const)('%s', (_n, c, phone, expected) => {
    expect(passNoticeRefusal(c, phone)).toEqual(expected);
  });

  it('asks for the phone only once the candidate has passed', () => {
    let asked = 0;
    passNoticeRefusal({ status_kelulusan: 0, nilai: 10 }, () => {
      asked++;
      return { ok: true };
    });
    expect(asked).toBe(0);
  });
});

describe('planOutcome', () => {
  const c = {
    id: 7,
    nisn: '0051234567',
    full_name: 'BUDI',
    email: 'budi@x.test',
    phone: '0812',
    nilai: null,
    status_kelulusan: null,
    PROGDITERIMA: null,
    progditerima_source: null,
  };

  it('nothing before every materi is attempted', () => {
    const e = ev(80, 0, false);
    expect(planOutcome(c, e, decideProgramme(e, P1, P2))).toEqual({ update: {}, effects: [] });
  });

  it('a pass at programme 1: score, pass notices, final score, accepted programme', () => {
    const e = ev(75.6, 1);
    const plan = planOutcome(c, e, decideProgramme(e, P1, P2));
    expect(plan.update).toEqual({
      nilai: 76,
      status_kelulusan: 1,
      PROGDITERIMA: 'TI',
      progditerima_source: 'tryout',
    });
    expect(plan.effects.map((x) => x.kind)).toEqual([
      'sisUpdateResult',
      'email',
      'whatsapp',
      'sisFinalScore',
      'sisProgditerima',
    ]);
    expect(plan.effects[0].payload).toEqual({ email: 'budi@x.test', nilai: 76, status: 1 });
    expect(plan.effects[3].payload).toEqual({ noreg: '0051234567', nilai_akhir: 76 });
    expect(plan.effects[4].payload).toEqual({ NOREG: '0051234567', PROGDITERIMA: 'TI' });
    expect(new Set(plan.effects.map((x) => x.key)).size).toBe(5);
  });

  it('below KKM: score and status 0 only, no notice', () => {
    const e = ev(40, 1);
    const plan = planOutcome(c, e, decideProgramme(e, P1, P2));
    expect(plan.update).toEqual({ nilai: 40, status_kelulusan: 0 });
    expect(plan.effects.map((x) => x.kind)).toEqual(['sisUpdateResult']);
  });

  it('unchanged score and status: nothing again', () => {
    const e = ev(75.6, 1);
    const plan = planOutcome(
      { ...c, nilai: 76, status_kelulusan: 1, PROGDITERIMA: 'TI' },
      e,
      decideProgramme(e, P1, P2),
    );
    expect(plan).toEqual({ update: {}, effects: [] });
  });

  it('programme 2 after two attempts: final score is its minimum', () => {
    const e = ev(62, 2);
    const plan = planOutcome({ ...c, nilai: 55, status_kelulusan: 0 }, e, decideProgramme(e, P1, P2));
    expect(plan.update).toEqual({
      nilai: 62,
      status_kelulusan: 1,
      PROGDITERIMA: 'TE',
      progditerima_source: 'tryout',
    });
    const final = plan.effects.find((x) => x.kind === 'sisFinalScore');
    expect(final?.payload).toEqual({ noreg: '0051234567', nilai_akhir: 65 });
  });

  it('already passed: a higher score is sent, the notice is not repeated', () => {
    const e = ev(80, 1);
    const plan = planOutcome(
      { ...c, nilai: 76, status_kelulusan: 1, PROGDITERIMA: 'TI' },
      e,
      decideProgramme(e, P1, P2),
    );
    expect(plan.update).toEqual({ nilai: 80, status_kelulusan: 1 });
    expect(plan.effects.map((x) => x.kind)).toEqual(['sisUpdateResult']);
  });

  it.each([
    ['programme one met', ev(80, 1)],
    ['programme two after two attempts', ev(40, 2)],
  ])('a PROGDITERIMA set by the campus is final: %s changes and sends no programme', (_n, e) => {
    const plan = planOutcome(
      { ...c, PROGDITERIMA: 'TM', progditerima_source: 'campus' },
      e,
      decideProgramme(e, P1, P2),
    );
    expect(plan.update).not.toHaveProperty('PROGDITERIMA');
    expect(plan.update).not.toHaveProperty('progditerima_source');
    expect(plan.effects.map((x) => x.kind)).not.toContain('sisProgditerima');
    expect(plan.effects.map((x) => x.kind)).not.toContain('sisFinalScore');
    // the KKM result is still stored and sent
    expect(plan.effects.map((x) => x.kind)[0]).toBe('sisUpdateResult');
  });

  it('our own earlier PROGDITERIMA is updated when the decision changes', () => {
    const e = ev(80, 3);
    const plan = planOutcome(
      { ...c, nilai: 40, status_kelulusan: 0, PROGDITERIMA: 'TE', progditerima_source: 'tryout' },
      e,
      decideProgramme(e, P1, P2),
    );
    expect(plan.update).toMatchObject({ PROGDITERIMA: 'TI', progditerima_source: 'tryout' });
    expect(plan.effects.find((x) => x.kind === 'sisProgditerima')?.payload).toEqual({
      NOREG: '0051234567',
      PROGDITERIMA: 'TI',
    });
  });
});
