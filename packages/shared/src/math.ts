// No imports on purpose: the staff editor and the server read it; the exam page never does.

/**
 * Formulas in rich text (docs/decisions/0028). The ONE stored form, inside the sanitised HTML of every rich
 * field (stem, options, statements, stimulus, pembahasan, essay key, group description):
 *
 *   inline:  <span data-tex="LATEX"></span>
 *   display: <div data-tex="LATEX"></div>      (a block of its own, centred)
 *
 * LATEX is the formula's LaTeX source, HTML-escaped in the attribute; the element stores nothing
 * else (the sanitiser drops whatever it held). The server renders it to MathML when it sends the
 * text (lib/math.ts): the same element, with the MathML (and its accessible name) inside.
 */
export const FORMULA_LIMITS = { maxLength: 2000, maxDepth: 40 } as const;

export const MATH_MSG = {
  tooLong: `Rumus terlalu panjang (lebih dari ${FORMULA_LIMITS.maxLength.toLocaleString('id-ID')} karakter)`,
  tooDeep: `Rumus terlalu bertingkat (lebih dari ${FORMULA_LIMITS.maxDepth} kurung bersarang)`,
  empty: 'Rumus masih kosong',
  invalid: (detail: string) => `Rumus tidak valid: ${detail}`,
  /** a question of an import whose Word equation could not be read */
  unreadable: 'rumus tidak dapat dibaca',
  insert: 'Sisipkan rumus',
} as const;

/** Why a formula's source is refused before any parser sees it (length, nesting), or null. */
export function texLimitProblem(tex: string): string | null {
  if (tex.trim() === '') return MATH_MSG.empty;
  if (tex.length > FORMULA_LIMITS.maxLength) return MATH_MSG.tooLong;
  let depth = 0;
  let max = 0;
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') {
      // \left and \begin nest like braces; an escaped brace does not
      if (tex.startsWith('left', i + 1) || tex.startsWith('begin', i + 1)) depth++;
      else if (tex.startsWith('right', i + 1) || tex.startsWith('end', i + 1)) depth--;
      else i++;
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
    if (depth > max) max = depth;
  }
  return max > FORMULA_LIMITS.maxDepth ? MATH_MSG.tooDeep : null;
}

const TEX_ERRORS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/Undefined control sequence: (\\\S+)/, (m) => `perintah ${m[1]} tidak dikenal`],
  [/Unsupported function name: (\\\S+)/, (m) => `perintah ${m[1]} tidak dikenal atau tidak diizinkan`],
  [/Function "(\\[^"]+)" is not trusted/, (m) => `perintah ${m[1]} tidak dikenal atau tidak diizinkan`],
  [/Unknown environment '([^']+)'/, (m) => `lingkungan '${m[1]}' tidak dikenal`],
  [/Unexpected end of input in a macro argument, expected '\}'/, () => "kurung kurawal '}' kurang"],
  [/Expected '\}', got 'EOF'/, () => "kurung kurawal '}' kurang"],
  [/Unexpected character: '\}'|Expected 'EOF', got '\}'/, () => "kurung kurawal '}' berlebih"],
  [/Expected group (after|as) '?(\S+?)'?(\s|$)/, (m) => `${m[2]} memerlukan isi`],
  [/Double superscript/, () => 'pangkat ganda; gunakan kurung kurawal, mis. x^{a^b}'],
  [/Double subscript/, () => 'indeks ganda; gunakan kurung kurawal, mis. x_{a_b}'],
  [/Extra \\right/, () => '\\right tanpa pasangan \\left'],
  [/Missing \\right|Expected '\\right'/, () => '\\left tanpa pasangan \\right'],
  [
    /Mismatch: \\begin\{([^}]+)\} matched by \\end\{([^}]+)\}/,
    (m) => `\\begin{${m[1]}} ditutup dengan \\end{${m[2]}}`,
  ],
  [/Too many expansions/, () => 'makro terlalu banyak diulang'],
  [/Invalid delimiter '?([^']*)'? after/, (m) => `pembatas '${m[1]}' tidak sah`],
];

/** A parser's (temml's) English message in Indonesian, for the editor and the server's refusals. */
export function texErrorMessage(message: string): string {
  const first = message
    .replace(/^\s*(Temml|KaTeX) parse error:\s*/i, '')
    .split('\n')[0]
    .trim();
  for (const [re, say] of TEX_ERRORS) {
    const m = first.match(re);
    if (m) return MATH_MSG.invalid(say(m));
  }
  const at = first.match(/ at position (\d+)/);
  return MATH_MSG.invalid(at ? `penulisan salah di posisi ${at[1]}` : 'penulisan tidak dikenali');
}

export type TextPiece = { text: string } | { tex: string; display: boolean };

const DELIMITED = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|\$\$([\s\S]+?)\$\$/g;

/**
 * Plain text split at its formulas written between \( … \) (inline), \[ … \] or $$ … $$ (display):
 * what a paste into the editor and a cell of an Excel import become.
 */
export function splitDelimitedTex(text: string): TextPiece[] {
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(DELIMITED)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at) });
    const tex = (m[1] ?? m[2] ?? m[3]).trim();
    out.push({ tex, display: m[1] === undefined });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** True when the text holds a formula between delimiters. */
export const hasDelimitedTex = (text: string): boolean => splitDelimitedTex(text).some((p) => 'tex' in p);

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stored form of one formula (see above). */
export function formulaHtml(tex: string, display: boolean): string {
  const tag = display ? 'div' : 'span';
  return `<${tag} data-tex="${escapeAttr(tex)}"></${tag}>`;
}
