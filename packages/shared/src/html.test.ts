import { describe, expect, it } from 'vitest';
import { essayKeyText } from './html';

describe('essayKeyText', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['<p>Sel tumbuhan memiliki dinding sel.</p>', 'Sel tumbuhan memiliki dinding sel.'],
    ['<p>baris <strong>satu</strong></p><p>baris dua</p>', 'baris satu\nbaris dua'],
    ['a &lt; b &amp;&nbsp;c<br />d', 'a < b & c\nd'],
    ['<p>CO<sub>2</sub> &#8594; O<sub>2</sub></p><p></p>', 'CO2 → O2'],
    ['jawaban biasa', 'jawaban biasa'],
  ])('%j → %j', (html, text) => {
    expect(essayKeyText(html)).toBe(text);
  });
});
