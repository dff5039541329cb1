import { describe, expect, it } from 'vitest';
import type { PassEvaluation } from './pass';
import { decideProgramme, outcomeResult, planOutcome } from './programme';

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
  it.each([
    [
      'accepted at programme 1',
      ev(75.4, 1),
      P1,
      P2,
      { kind: 'accepted_first', programme: P1, nilai_akhir: 75 },
    ],
    [
      'programme 1 minimum exactly',
      ev(70, 1),
      P1,
      P2,
      { kind: 'accepted_first', programme: P1, nilai_akhir: 70 },
    ],
    ['below programme 1, only one attempt: pending', ev(50, 1), P1, P2, { kind: 'pending' }],
    [
      'below programme 1, two attempts everywhere: programme 2 at its minimum',
      ev(50, 2),
      P1,
      P2,
      { kind: 'accepted_second', programme: P2, nilai_akhir: 65 },
    ],
    [
      'three attempts count as a second attempt too',
      ev(50, 3),
      P1,
      P2,
      { kind: 'accepted_second', programme: P2, nilai_akhir: 65 },
    ],
    ['two attempts, no programme 2: failed', ev(50, 2), P1, null, { kind: 'failed' }],
    ['not filled: pending', ev(90, 0, false), P1, P2, { kind: 'pending' }],
    ['no programme at all', ev(90, 1), null, null, { kind: 'none' }],
  ] as const)('%s', (_n, e, p1, p2, expected) => {
    expect(decideProgramme(e, p1, p2)).toEqual(expected);
  });

  it.each([
    ['pending until filled', ev(90, 0, false), decideProgramme(ev(90, 0, false), P1, P2), 'pending'],
    ['accepted first', ev(75, 1), decideProgramme(ev(75, 1), P1, P2), 'accepted_first'],
    ['accepted second', ev(50, 2), decideProgramme(ev(50, 2), P1, P2), 'accepted_second'],
    [
      'filled, undecided: failed (second attempt allowed)',
      ev(50, 1),
      decideProgramme(ev(50, 1), P1, P2),
      'failed',
    ],
    ['no programme, passed KKM', ev(61, 1), { kind: 'none' as const }, 'accepted_first'],
    ['no programme, below KKM', ev(59, 1), { kind: 'none' as const }, 'failed'],
  ])('outcomeResult: %s', (_n, e, d, expected) => {
    expect(outcomeResult(e, d)).toBe(expected);
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
  };

  it('nothing before every materi is attempted', () => {
    const e = ev(80, 0, false);
    expect(planOutcome(c, e, decideProgramme(e, P1, P2))).toEqual({ update: {}, effects: [] });
  });

  it('a pass at programme 1: score, pass notices, final score, accepted programme', () => {
    const e = ev(75.6, 1);
    const plan = planOutcome(c, e, decideProgramme(e, P1, P2));
    expect(plan.update).toEqual({ nilai: 76, status_kelulusan: 1, PROGDITERIMA: 'TI' });
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
    expect(plan.update).toEqual({ nilai: 62, status_kelulusan: 1, PROGDITERIMA: 'TE' });
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
});
