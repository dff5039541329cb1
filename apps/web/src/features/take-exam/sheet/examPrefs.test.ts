// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from '../../../test/renderHook';
import { readPrefs, TEXT_SIZES, useExamPrefs } from './examPrefs';

const KEY = 'pengaturan_ujian';
const DEFAULTS = { single: false, shortcuts: true, size: 0 };

describe('exam page reading settings', () => {
  beforeEach(() => localStorage.clear());

  it('reads what was kept, and the defaults for anything missing, unreadable or out of range', () => {
    const cases: [string | null, typeof DEFAULTS][] = [
      [null, DEFAULTS],
      ['not json', DEFAULTS],
      ['null', DEFAULTS],
      ['{"single":true,"shortcuts":false,"size":2}', { single: true, shortcuts: false, size: 2 }],
      ['{"single":"yes","shortcuts":0}', { single: false, shortcuts: true, size: 0 }],
      [`{"size":${TEXT_SIZES.length}}`, DEFAULTS],
      ['{"size":-1}', DEFAULTS],
      ['{"size":1.5}', DEFAULTS],
      [`{"size":${TEXT_SIZES.length - 1}}`, { ...DEFAULTS, size: TEXT_SIZES.length - 1 }],
    ];
    for (const [stored, want] of cases) {
      if (stored === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, stored);
      expect(readPrefs(), String(stored)).toEqual(want);
    }
  });

  it('a change is kept at once and read back by the next page', () => {
    const { result } = renderHook(() => useExamPrefs());
    act(() => result.current[1]({ single: true }));
    act(() => result.current[1]({ size: 3 }));
    expect(result.current[0]).toEqual({ single: true, shortcuts: true, size: 3 });
    expect(readPrefs()).toEqual({ single: true, shortcuts: true, size: 3 });
  });
});
