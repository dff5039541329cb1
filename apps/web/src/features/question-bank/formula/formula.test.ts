// @vitest-environment happy-dom

import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { MATH_MSG } from '@tryout/shared/math';
import { describe, expect, it } from 'vitest';
import { FormulaBlock, FormulaInline, pastedContent } from './formulaNodes';
import { previewTex } from './tex';

const editorWith = (content: string) =>
  new Editor({ extensions: [StarterKit.configure({ link: false }), FormulaInline, FormulaBlock], content });

describe('the editor formula nodes', () => {
  it('reads a text the server sent (its MathML inside) and writes the stored form back', () => {
    const sent =
      '<p>Jika <span data-tex="x^2 = 16" class="math"><math aria-label="x kuadrat sama dengan 16"><msup><mi>x</mi><mn>2</mn></msup><mo>=</mo><mn>16</mn></math></span> maka</p>' +
      '<div data-tex="\\frac{1}{2}" class="math"><math display="block"><mfrac><mn>1</mn><mn>2</mn></mfrac></math></div>';
    const editor = editorWith(sent);
    expect(editor.getHTML()).toBe(
      '<p>Jika <span data-tex="x^2 = 16"></span> maka</p><div data-tex="\\frac{1}{2}"></div>',
    );
    // the node view shows the formula drawn
    expect(editor.view.dom.querySelector('span.formula math')).not.toBeNull();
    editor.destroy();
  });

  it('turns pasted \\( \\), \\[ \\] and $$ $$ into formulas, leaving a broken one as typed', () => {
    expect(pastedContent('Jika \\(x^2\\) dan $$\\sqrt{81}$$ dan \\(\\frac{1}{\\)')).toEqual([
      { type: 'text', text: 'Jika ' },
      { type: 'formulaInline', attrs: { tex: 'x^2' } },
      { type: 'text', text: ' dan ' },
      { type: 'formulaBlock', attrs: { tex: '\\sqrt{81}' } },
      { type: 'text', text: ' dan ' },
      { type: 'text', text: '\\(\\frac{1}{\\)' },
    ]);
    const editor = editorWith('<p></p>');
    editor.commands.insertContent(pastedContent('Nilai \\(x^2\\) ya'));
    expect(editor.getHTML()).toBe('<p>Nilai <span data-tex="x^2"></span> ya</p>');
    editor.destroy();
  });

  it('previews a formula, or says in Indonesian why it cannot be saved', () => {
    expect(previewTex('\\frac{1}{2}')).toMatchObject({
      ok: true,
      mathml: expect.stringContaining('<mfrac>'),
    });
    expect(previewTex('\\frac{1}{')).toEqual({
      ok: false,
      message: MATH_MSG.invalid("kurung kurawal '}' kurang"),
    });
    expect(previewTex('\\href{javascript:alert(1)}{x}')).toEqual({
      ok: false,
      message: MATH_MSG.invalid('perintah \\href tidak dikenal atau tidak diizinkan'),
    });
    expect(previewTex('x'.repeat(3000))).toEqual({ ok: false, message: MATH_MSG.tooLong });
  });
});
