import { describe, expect, it } from 'vitest';
import { regrade } from './final-score';

describe('regrade (essay grading → nilai_akhir)', () => {
  it.each([
    ['Essay', null, 80, 80],
    ['Essay', 40, 0, 0],
    ['PG Dan Essay', 60, 80, 70],
    ['PG Dan Essay', null, 90, 45],
    ['PG Dan Essay', 33.33, 66.67, 50],
    ['Essay', null, 72.456, 72.46],
  ] as const)('%s pg=%s essay=%s → %s', (type, pg, essay, akhir) => {
    const r = regrade(type, pg, essay);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.nilai_akhir).toBe(akhir);
  });

  it('refuses PG-only results', () => {
    expect(regrade('PG', 50, 10)).toEqual({ ok: false, reason: 'not_gradable' });
  });
});
