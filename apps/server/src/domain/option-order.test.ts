import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  answerToOriginal,
  answerToShown,
  drawOptionOrder,
  drawOptionOrders,
  filledKeys,
  type OptionContent,
  orderedOptions,
  originalKey,
  shownLetter,
} from './option-order';
import { seededRandom } from './random';

const opt = (key: OptionKey, html: string, image_url: string | null = null): OptionContent => ({
  key,
  html,
  image_url,
});
const five = (e: string, eImage: string | null = null) => [
  opt('A', '<p>satu</p>'),
  opt('B', '<p>dua</p>'),
  opt('C', '<p>tiga</p>'),
  opt('D', '<p>empat</p>'),
  opt('E', e, eImage),
];

describe('filledKeys (the spec option E rule: an empty or blank-paragraph option is not shown)', () => {
  it.each([
    ['a filled E', '<p>lima</p>', null, 'ABCDE'],
    ['an empty E', '', null, 'ABCD'],
    ['a blank paragraph E', '<p></p>', null, 'ABCD'],
    ['a <br> paragraph E', '<p><br></p>', null, 'ABCD'],
    ['a lone &nbsp; E', ' &nbsp; ', null, 'ABCD'],
    ['an E with only a picture', '<p></p>', 'e.png', 'ABCDE'],
  ])('%s', (_, html, image, want) => {
    expect(filledKeys(five(html, image)).join('')).toBe(want);
  });
});

describe('originalKey and shownLetter', () => {
  it.each([
    // order, shown letter, original key
    [null, 'A', 'A'],
    [null, 'E', 'E'],
    ['CAEBD', 'A', 'C'],
    ['CAEBD', 'B', 'A'],
    ['CAEBD', 'C', 'E'],
    ['CAEBD', 'E', 'D'],
    ['BDAC', 'D', 'C'],
  ] as const)('order %s: letter %s is option %s', (order, shown, original) => {
    expect(originalKey(order, shown)).toBe(original);
    expect(shownLetter(order, original)).toBe(shown);
  });

  it.each([
    ['BDAC', 'E'], // four options shown: there is no E
    ['CAEBD', 'F'],
    [null, 'x'],
    ['CAEBD', ''],
  ] as const)('order %s has no letter %s', (order, shown) => {
    expect(originalKey(order, shown)).toBeNull();
  });

  it('an option left out of the order has no letter', () => {
    expect(shownLetter('BDAC', 'E')).toBeNull();
    expect(shownLetter(null, 'Z')).toBeNull();
  });
});

describe('orderedOptions', () => {
  it('shows the options in the order under the letters A, B, … and keeps them as written without one', () => {
    const shown = orderedOptions(five(''), 'DBAC');
    expect(shown.map((o) => [o.key, o.html])).toEqual([
      ['A', '<p>empat</p>'],
      ['B', '<p>dua</p>'],
      ['C', '<p>satu</p>'],
      ['D', '<p>tiga</p>'],
    ]);
    expect(orderedOptions(five(''), null).map((o) => o.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('drawOptionOrder (property: over many seeds)', () => {
  const sizes = [1, 2, 3, 4, 5];
  it('is a permutation of the filled keys, and every shown letter maps back to its option', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const filled = OPTION_KEYS.slice(0, sizes[seed % sizes.length]);
      const order = drawOptionOrder(filled, seededRandom(seed));
      expect([...order].sort().join('')).toBe(filled.join(''));
      for (const key of filled) {
        const letter = shownLetter(order, key) as OptionKey;
        expect(letter).not.toBeNull();
        expect(originalKey(order, letter)).toBe(key);
      }
      // the options under the letters are the options of the order, each once
      const shown = orderedOptions(
        filled.map((k) => opt(k, `<p>${k}</p>`)),
        order,
      );
      expect(shown.map((o) => o.html)).toEqual([...order].map((k) => `<p>${k}</p>`));
    }
  });

  it('is the same for the same seed (frozen) and spreads every option over every letter', () => {
    expect(drawOptionOrder(OPTION_KEYS, seededRandom(42))).toBe(
      drawOptionOrder(OPTION_KEYS, seededRandom(42)),
    );
    // where option A (say the key) lands: about 1/5 on each letter over 5,000 draws
    const counts = new Map<string, number>();
    const random = seededRandom(2026);
    for (let i = 0; i < 5000; i++) {
      const letter = shownLetter(drawOptionOrder(OPTION_KEYS, random), 'A') as string;
      counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...OPTION_KEYS]);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });
});

describe('drawOptionOrders', () => {
  it('orders the filled options of each multiple-choice question and leaves essays as they are', () => {
    const options: Record<number, OptionContent[]> = {
      10: five('<p>lima</p>'),
      11: five(''),
      12: [],
      13: [opt('A', '<p>satu</p>'), opt('B', ''), opt('C', ''), opt('D', ''), opt('E', '')],
    };
    const draw = [10, 11, 12, 13].map((question_id, i) => ({ question_id, number: i + 1 }));
    const out = drawOptionOrders(draw, (id) => options[id], seededRandom(9));
    expect(out.map((d) => [d.question_id, d.number])).toEqual(draw.map((d) => [d.question_id, d.number]));
    expect([...(out[0].option_order as string)].sort().join('')).toBe('ABCDE');
    expect([...(out[1].option_order as string)].sort().join('')).toBe('ABCD');
    expect(out[2].option_order).toBeNull();
    expect(out[3].option_order).toBeNull();
    // the same seed draws the same orders: what is frozen can be drawn again only from the seed
    expect(drawOptionOrders(draw, (id) => options[id], seededRandom(9))).toEqual(out);
  });
});

describe('a form answer through the option order (docs/decisions/0025)', () => {
  // 'CAEBD': C is shown as A, A as B, E as C, B as D, D as E
  it.each([
    ['PG Jawaban Ganda', ['A', 'B'], ['C', 'A']],
    ['PG Jawaban Ganda', ['A', 'Z'], ['C']],
    ['Menjodohkan', ['B', null, 'E'], ['A', null, 'D']],
    ['PG Kompleks', [true, false], [true, false]],
    ['Isian Angka', '8,5', '8,5'],
  ] as const)('%s %j shown → %j original, and back', (type, shown, original) => {
    expect(answerToOriginal(type, shown, 'CAEBD')).toEqual(original);
    if (!(shown as readonly unknown[]).includes?.('Z'))
      expect(answerToShown(type, original, 'CAEBD')).toEqual(shown);
  });
  it('without an order the letters are as written; a letter beyond a short order is dropped', () => {
    expect(answerToOriginal('PG Jawaban Ganda', ['E'], null)).toEqual(['E']);
    expect(answerToOriginal('PG Jawaban Ganda', ['E'], 'BAC')).toEqual([]);
    expect(answerToOriginal('Menjodohkan', ['E', 'A'], 'BAC')).toEqual([null, 'B']);
  });
});
