import fs from 'node:fs';
import path from 'node:path';
import { formulaHtml } from '@tryout/shared/math';
import { describe, expect, it } from 'vitest';
import { formulasOf, renderTex } from '../../../lib/math';
import { plainText } from '../../../lib/sanitize';
import { interchangeSetting } from './import-test-helpers';
import { MATH_NS, ommlXmlToTex } from './omml';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const NS = `xmlns:m="${MATH_NS}" xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`;
const r = (t: string) => `<m:r><m:t>${t}</m:t></m:r>`;
const e = (x: string) => `<m:e>${x}</m:e>`;

describe('Word equations (OMML) as LaTeX', () => {
  it.each([
    ['a superscript', `<m:sSup>${e(r('x'))}<m:sup>${r('2')}</m:sup></m:sSup>${r('=16')}`, '{x}^{2}=16'],
    [
      'a subscript and both',
      `<m:sSubSup>${e(r('x'))}<m:sub>${r('i')}</m:sub><m:sup>${r('2')}</m:sup></m:sSubSup>`,
      '{x}_{i}^{2}',
    ],
    [
      'a fraction',
      `<m:f><m:fPr><m:ctrlPr/></m:fPr><m:num>${r('1')}</m:num><m:den>${r('2')}</m:den></m:f>`,
      '\\frac{1}{2}',
    ],
    [
      'a linear fraction',
      `<m:f><m:fPr><m:type m:val="lin"/></m:fPr><m:num>${r('a')}</m:num><m:den>${r('b')}</m:den></m:f>`,
      '{a}/{b}',
    ],
    [
      'a square root',
      `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/>${e(r('81'))}</m:rad>`,
      '\\sqrt{81}',
    ],
    ['a cube root', `<m:rad><m:deg>${r('3')}</m:deg>${e(r('8'))}</m:rad>`, '\\sqrt[3]{8}'],
    [
      'a sum',
      `<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r('i=1')}</m:sub><m:sup>${r('n')}</m:sup>${e(r('i'))}</m:nary>`,
      '\\sum_{i=1}^{n}{i}',
    ],
    [
      'an integral (the default operator)',
      `<m:nary><m:sub>${r('0')}</m:sub><m:sup>${r('1')}</m:sup>${e(r('x dx'))}</m:nary>`,
      '\\int_{0}^{1}{x dx}',
    ],
    [
      'brackets around a matrix',
      `<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr>${e(`<m:m><m:mr>${e(r('1'))}${e(r('2'))}</m:mr><m:mr>${e(r('3'))}${e(r('4'))}</m:mr></m:m>`)}</m:d>`,
      '\\left[\\begin{matrix}1 & 2 \\\\ 3 & 4\\end{matrix}\\right]',
    ],
    ['a function', `<m:func><m:fName>${r('sin')}</m:fName>${e(r('x'))}</m:func>`, '\\sin {x}'],
    [
      'a limit',
      `<m:func><m:fName><m:limLow>${e(r('lim'))}<m:lim>${r('x→0')}</m:lim></m:limLow></m:fName>${e(r('x'))}</m:func>`,
      '\\lim_{x\\to 0}{x}',
    ],
    [
      'an accent and a bar',
      `<m:acc><m:accPr><m:chr m:val="⃗"/></m:accPr>${e(r('v'))}</m:acc><m:bar><m:barPr><m:pos m:val="top"/></m:barPr>${e(r('AB'))}</m:bar>`,
      '\\vec{v}\\overline{AB}',
    ],
    ['symbols', r('a×b≤c−d'), 'a\\times b\\le c-d'],
  ])('%s', (_, inner, tex) => {
    expect(ommlXmlToTex(`<m:oMath>${inner}</m:oMath>`, NS)).toBe(tex);
  });

  it('an element it does not know makes the equation unreadable', () => {
    expect(ommlXmlToTex(`<m:oMath><m:unknownBox>${e(r('x'))}</m:unknownBox></m:oMath>`, NS)).toBeNull();
    expect(ommlXmlToTex('<m:oMath></m:oMath>', NS)).toBeNull();
  });
});

describe('a .docx with Word equations through the import', () => {
  const s = interchangeSetting();

  it('previews every formula, and lists an unreadable one as a problem of its question', async () => {
    const group = await s.newGroup('Rumus');
    const res = await s.upload(group, 'pratinjau', fixture('soal-rumus.docx'), 'soal-rumus.docx');
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ format: 'docx', jumlah: 4, jumlah_bermasalah: 1 });
    const [q1, q2, q3, q4] = p.questions;
    expect(q1.soal_pg).toContain(
      '<span data-tex="{x}^{2}=16" class="math"><math aria-label="x kuadrat sama dengan 16">',
    );
    expect(q1.soal_pg).toMatch(
      /^<p>Nilai x positif yang memenuhi <span data-tex=.*<\/span> adalah \.\.\.<\/p>$/,
    );
    expect(q2.soal_pg).toContain('data-tex="\\frac{1}{2}+\\sqrt{81}"');
    expect(q2.options[0].html).toContain('data-tex="\\frac{19}{2}"');
    expect(q2.options[1].html).toContain('data-tex="\\sqrt[3]{8}"');
    expect(q2.pembahasan).toContain('data-tex="\\sqrt{81}=9"');
    // a display equation alone in its paragraph
    expect(q3.soal_pg).toContain('<div data-tex="\\sum_{i=1}^{n}{i}" class="math"><math aria-label=');
    expect(q3.options[3].html).toContain(
      'data-tex="\\left[\\begin{matrix}1 &amp; 2 \\\\ 3 &amp; 4\\end{matrix}\\right]"',
    );
    for (const q of [q1, q2, q3]) expect(q.problems).toEqual([]);
    expect(q4.problems).toEqual(['Soal 4: rumus tidak dapat dibaca']);
    expect(q4.soal_pg).toContain('[rumus tidak dapat dibaca]');
  });

  it('refuses to save while a formula is unreadable, and writes nothing', async () => {
    const group = await s.newGroup('Rumus simpan');
    const refused = await s.upload(group, 'simpan', fixture('soal-rumus.docx'), 'soal-rumus.docx');
    expect(refused.statusCode).toBe(400);
    expect(await s.rowsOf(group)).toEqual([]);
  });

  /** the fixture without its fourth question (the unreadable equation) */
  const readable = async () => {
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(fixture('soal-rumus.docx'));
    const xml = (await zip.file('word/document.xml')?.async('string')) as string;
    zip.file(
      'word/document.xml',
      xml.replace(/<w:p>(?:(?!<w:p>).)*4\. Soal dengan rumus rusak[\s\S]*(?=<w:sectPr)/, ''),
    );
    return zip.generateAsync({ type: 'nodebuffer' });
  };
  let source = 0;

  it('stores what it previewed: the stored form of each formula', async () => {
    const bytes = await readable();
    const group = await s.newGroup('Rumus tiga');
    source = group;
    const res = await s.upload(group, 'simpan', bytes, 'soal-rumus.docx');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await s.rowsOf(group);
    expect(rows).toHaveLength(3);
    expect(rows[0].soal_pg).toBe(
      `<p>Nilai x positif yang memenuhi ${formulaHtml('{x}^{2}=16', false)} adalah ...</p>`,
    );
    expect(rows[1].pil_b).toBe(`<p>${formulaHtml('\\sqrt[3]{8}', false)}</p>`);
    expect(rows[2].soal_pg).toBe(
      `<p>Nilai jumlah berikut adalah ...</p>${formulaHtml('\\sum_{i=1}^{n}{i}', true)}`,
    );
  });

  /** each rich field as its text and its formulas read aloud: the same formulas whatever their LaTeX spelling */
  const FIELDS = ['soal_pg', 'pil_a', 'pil_b', 'pil_c', 'pil_d', 'pil_e', 'pembahasan'] as const;
  const meaning = (row: Record<string, unknown>) =>
    FIELDS.map((f) => {
      const html = String(row[f] ?? '');
      return {
        text: plainText(html.replace(/<(span|div) data-tex="[^"]*"><\/\1>/g, ' ')),
        formulas: formulasOf(html).map(
          (x) => `${x.display ? 'D' : 'I'} ${renderTex(x.tex, x.display).speech}`,
        ),
      };
    });

  it.each([
    ['docx', 'Word equations'],
    ['excel', 'LaTeX between \\( \\)'],
    ['gift', 'LaTeX between \\( \\), for the TeX filter of Moodle'],
    ['moodle', 'LaTeX between \\( \\), for the TeX filter of Moodle'],
  ])('export to %s (formulas as %s) and import give the same formulas', async (kind) => {
    expect(source).toBeGreaterThan(0);
    const file = await s.t().app.inject({
      method: 'GET',
      url: `/tryout/api/eksporSoal/group/${source}/${kind}`,
      headers: s.auth(),
    });
    expect(file.statusCode, file.body).toBe(200);
    if (kind === 'docx') {
      const JSZip = (await import('jszip')).default;
      const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')?.async('string');
      expect(xml).toContain('<m:oMath');
      expect(xml).toContain('<m:oMathPara');
      expect(xml).not.toContain('\\frac');
    } else if (kind !== 'excel') {
      expect(file.body).not.toContain('data-tex');
      expect(file.body).toContain('sqrt');
    } else {
      const ExcelJS = (await import('exceljs')).default;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      wb.worksheets[0].eachRow((r) => r.eachCell((c) => cells.push(String(c.text))));
      expect(cells).toContain('Nilai x positif yang memenuhi \\({x}^{2}=16\\) adalah ...');
    }
    const target = await s.newGroup(`Balik ${kind}`);
    const back = await s.upload(
      target,
      'simpan',
      file.rawPayload,
      `ekspor.${({ docx: 'docx', excel: 'xlsx', gift: 'gift', moodle: 'xml' } as Record<string, string>)[kind]}`,
    );
    expect(back.statusCode, back.body).toBe(200);
    const before = await s.rowsOf(source);
    const after = await s.rowsOf(target);
    expect(after.map(meaning)).toEqual(before.map(meaning));
    expect(after.flatMap((r) => FIELDS.flatMap((f) => formulasOf(String(r[f] ?? ''))))).toHaveLength(9);
  });
});
