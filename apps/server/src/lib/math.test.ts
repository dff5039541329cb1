import { FORMULA_LIMITS, formulaHtml, MATH_MSG, splitDelimitedTex } from '@tryout/shared/math';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { renderFormulas, renderTex, texProblem } from './math';
import { hasVisibleContent, plainText, sanitizeMathml, sanitizeRichText } from './sanitize';

const refusal = (html: string): string => {
  try {
    sanitizeRichText(html);
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 400) return e.message;
    throw e;
  }
  return '';
};

describe('formulas: the stored form', () => {
  it('keeps a formula element with its LaTeX and nothing inside', () => {
    expect(
      sanitizeRichText(
        '<p>Nilai <span data-tex="x^2 &lt; 4" class="math" onclick="x()"><math><mi>y</mi></math>junk</span>.</p>',
      ),
    ).toBe('<p>Nilai <span data-tex="x^2 &lt; 4"></span>.</p>');
    expect(
      sanitizeRichText('<div data-tex="\\frac{1}{2}"><div>a</div><math><mn>1</mn></math></div><p>b</p>'),
    ).toBe('<div data-tex="\\frac{1}{2}"></div><p>b</p>');
    // a div that is not a formula is unwrapped, as before
    expect(sanitizeRichText('<div>teks</div>')).toBe('<span>teks</span>');
    expect(formulaHtml('a<b & "c"', false)).toBe('<span data-tex="a&lt;b &amp; &quot;c&quot;"></span>');
  });

  it('a formula alone is visible content, and reads as its LaTeX in plain text', () => {
    const html = sanitizeRichText('<p><span data-tex="\\sqrt{81}"></span></p>');
    expect(hasVisibleContent(html)).toBe(true);
    expect(hasVisibleContent('<p><span data-tex=""></span></p>')).toBe(false);
    expect(plainText('<p>Hasil <span data-tex="a &lt; b"></span> ya</p>')).toBe('Hasil \\(a < b\\) ya');
  });

  it('splits pasted text at \\( \\), \\[ \\] and $$ $$', () => {
    expect(splitDelimitedTex('Jika \\(x^2 = 16\\) maka $$x = 4$$ atau \\[x=-4\\].')).toEqual([
      { text: 'Jika ' },
      { tex: 'x^2 = 16', display: false },
      { text: ' maka ' },
      { tex: 'x = 4', display: true },
      { text: ' atau ' },
      { tex: 'x=-4', display: true },
      { text: '.' },
    ]);
    expect(splitDelimitedTex('Harga $5 dan $6')).toEqual([{ text: 'Harga $5 dan $6' }]);
  });
});

describe('formulas: hostile LaTeX is refused on write and neutralised on render', () => {
  it.each([
    ['\\href{javascript:alert(1)}{klik}', 'perintah \\href tidak dikenal atau tidak diizinkan'],
    ['\\url{javascript:alert(1)}', 'perintah \\url tidak dikenal atau tidak diizinkan'],
    ['\\htmlData{onclick=alert(1)}{x}', 'perintah \\htmlData tidak dikenal atau tidak diizinkan'],
    ['\\includegraphics{http://evil/x.png}', 'perintah \\includegraphics tidak dikenal atau tidak diizinkan'],
    ['\\def\\a{\\a\\a}\\a', 'makro terlalu banyak diulang'],
    ['\\frac{1}{', "kurung kurawal '}' kurang"],
  ])('%s', (tex, detail) => {
    expect(texProblem(tex)).toBe(MATH_MSG.invalid(detail));
    expect(refusal(`<p>${formulaHtml(tex, false)}</p>`)).toBe(MATH_MSG.invalid(detail));
    const shown = renderFormulas(formulaHtml(tex, false));
    expect(shown).not.toMatch(/<math|<a\s|\shref=|\son\w+=/);
  });

  it('10,000 nested braces and a 1 MB formula are refused before any parser sees them', () => {
    const nested = `${'{'.repeat(10_000)}x${'}'.repeat(10_000)}`;
    const huge = 'x+'.repeat(500_000);
    for (const tex of [nested, huge]) {
      const started = performance.now();
      expect(texProblem(tex)).toBe(MATH_MSG.tooLong);
      expect(refusal(`<p>${formulaHtml(tex, true)}</p>`)).toBe(MATH_MSG.tooLong);
      expect(renderFormulas(formulaHtml(tex, false))).toContain('<code');
      expect(performance.now() - started).toBeLessThan(1000);
    }
    // deep nesting within the length limit
    const deep = `${'{'.repeat(FORMULA_LIMITS.maxDepth + 1)}x${'}'.repeat(FORMULA_LIMITS.maxDepth + 1)}`;
    expect(texProblem(deep)).toBe(MATH_MSG.tooDeep);
    const deepest = `${'{'.repeat(FORMULA_LIMITS.maxDepth)}x${'}'.repeat(FORMULA_LIMITS.maxDepth)}`;
    expect(texProblem(deepest)).toBeNull();
  });
});

describe('formulas: MathML Core only', () => {
  it('keeps Core elements and attributes, drops everything else', () => {
    const dirty =
      '<math display="block" onload="x()" href="javascript:x"><mrow id="a"><mi mathvariant="normal" style="color:#f00;position:fixed">x</mi>' +
      '<mo stretchy="true">+</mo><mtext><script>alert(1)</script></mtext><maction actiontype="toggle"><mn>1</mn></maction>' +
      '<annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml><foreignObject><div>x</div></foreignObject></mrow></math>';
    const clean = sanitizeMathml(dirty);
    expect(clean).toBe(
      '<math display="block"><mrow><mi mathvariant="normal" style="color:#f00">x</mi><mo stretchy="true">+</mo>' +
        // what is not a well-formed tag is text, escaped
        '<mtext>alert(1)</mtext><maction><mn>1</mn></maction>img src=x onerror=alert(1)&gt;x</mrow></math>',
    );
  });

  it("temml's non-Core menclose becomes an over or under bar", () => {
    expect(renderTex('\\overline{AB}', false).mathml).toContain('<mover accent="true">');
    expect(renderTex('\\overline{AB}', false).mathml).not.toContain('menclose');
  });
});

describe('formulas: rendered to MathML with an accessible name', () => {
  it.each([
    ['\\frac{1}{2}', '1 per 2'],
    ['x^2', 'x kuadrat'],
    ['\\sqrt{81}', 'akar dari 81'],
    ['x^2 = 16', 'x kuadrat sama dengan 16'],
    ['\\frac{a+b}{c}', 'pecahan, pembilang a tambah b, penyebut c, akhir pecahan'],
    ['\\sum_{i=1}^{n} i', 'jumlah dari i sama dengan 1 sampai n i'],
    ['\\sqrt[3]{8}', 'akar pangkat 3 dari 8, akhir akar'],
    ['\\alpha \\le \\pi', 'alfa kurang dari atau sama dengan pi'],
    [
      '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}',
      'kurung buka matriks 2 baris 2 kolom, baris 1: 1, 2; baris 2: 3, 4, akhir matriks kurung tutup',
    ],
  ])('%s reads "%s"', (tex, words) => {
    const r = renderTex(tex, false);
    expect(r.speech).toBe(words);
    expect(r.mathml).toMatch(new RegExp(`^<math aria-label="${words.replace(/[\\^$()[\]]/g, '\\$&')}">`));
  });

  it('renders each formula element of stored HTML, keeping its source', () => {
    const stored = sanitizeRichText(
      `<p>Jika ${formulaHtml('x^2 = 16', false)} maka</p>${formulaHtml('x = 4', true)}`,
    );
    const shown = renderFormulas(stored);
    expect(shown).toBe(
      `<p>Jika <span data-tex="x^2 = 16" class="math">${renderTex('x^2 = 16', false).mathml}</span> maka</p>` +
        `<div data-tex="x = 4" class="math">${renderTex('x = 4', true).mathml}</div>`,
    );
    expect(renderTex('x = 4', true).mathml).toContain('display="block"');
    // a rendered text sent back (the editor) is stored as it was
    expect(sanitizeRichText(shown)).toBe(stored);
    expect(renderFormulas('<p>tanpa rumus</p>')).toBe('<p>tanpa rumus</p>');
  });

  it('renders 500 different formulas in under a second', () => {
    const started = performance.now();
    for (let i = 0; i < 500; i++)
      renderTex(
        `\\frac{${i}}{${i + 7}} + x_{${i}}^2 - \\sqrt{${i * 3}} \\le \\sum_{k=1}^{${i}} k`,
        i % 2 === 0,
      );
    const ms = performance.now() - started;
    console.log(`500 formulas rendered to MathML in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000);
  });
});
