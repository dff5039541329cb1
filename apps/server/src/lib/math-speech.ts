/**
 * A formula's accessible name in Indonesian words, read from its MathML (the server's own
 * rendering, well-formed): 'x kuadrat', '1 per 2', 'akar dari 81'. Screen readers read it as the
 * formula's name (aria-label on <math>); the common constructs of school and university
 * mathematics have words, anything else is read symbol by symbol.
 */

interface Node {
  tag: string;
  attrs: string;
  children: Node[];
  text: string;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (s: string) =>
  !s.includes('&')
    ? s
    : s.replace(/&(amp|lt|gt|quot|#39|nbsp|#x[0-9a-f]+|#\d+);/gi, (m, e: string) => {
        if (ENTITY[e]) return ENTITY[e];
        const code = e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : m;
      });

function parse(mathml: string): Node {
  const root: Node = { tag: '#root', attrs: '', children: [], text: '' };
  const stack = [root];
  for (const m of mathml.matchAll(/<(\/?)([a-z][a-z0-9-]*)([^>]*?)(\/?)>|([^<]+)/gi)) {
    const top = stack[stack.length - 1];
    if (m[5] !== undefined) {
      top.children.push({ tag: '#text', attrs: '', children: [], text: decode(m[5]) });
    } else if (m[1]) {
      if (stack.length > 1) stack.pop();
    } else {
      const node: Node = { tag: m[2].toLowerCase(), attrs: m[3], children: [], text: '' };
      top.children.push(node);
      if (!m[4]) stack.push(node);
    }
  }
  return root;
}

const textOf = (n: Node): string => (n.tag === '#text' ? n.text : n.children.map(textOf).join(''));

const SYMBOLS: Record<string, string> = {
  '+': 'tambah',
  '-': 'kurang',
  '−': 'kurang',
  '±': 'plus minus',
  '∓': 'minus plus',
  '×': 'kali',
  '⋅': 'kali',
  '·': 'kali',
  '*': 'kali',
  '∗': 'kali',
  '÷': 'bagi',
  '/': 'per',
  '=': 'sama dengan',
  '≠': 'tidak sama dengan',
  '≈': 'kira-kira sama dengan',
  '≡': 'kongruen dengan',
  '<': 'kurang dari',
  '>': 'lebih dari',
  '≤': 'kurang dari atau sama dengan',
  '≥': 'lebih dari atau sama dengan',
  '(': 'kurung buka',
  ')': 'kurung tutup',
  '[': 'kurung siku buka',
  ']': 'kurung siku tutup',
  '{': 'kurung kurawal buka',
  '}': 'kurung kurawal tutup',
  '|': 'garis tegak',
  '∞': 'tak hingga',
  '→': 'menuju',
  '⇒': 'maka',
  '⇔': 'jika dan hanya jika',
  '∈': 'anggota',
  '∉': 'bukan anggota',
  '⊂': 'himpunan bagian dari',
  '⊆': 'himpunan bagian dari',
  '∪': 'gabungan',
  '∩': 'irisan',
  '∅': 'himpunan kosong',
  '∑': 'jumlah',
  '∏': 'hasil kali',
  '∫': 'integral',
  '∮': 'integral lintasan',
  '∂': 'turunan parsial',
  '∇': 'nabla',
  '°': 'derajat',
  '%': 'persen',
  '∠': 'sudut',
  '△': 'segitiga',
  '⊥': 'tegak lurus',
  '∥': 'sejajar',
  '∀': 'untuk setiap',
  '∃': 'ada',
  '¬': 'bukan',
  '∧': 'dan',
  '∨': 'atau',
  '!': 'faktorial',
  ',': 'koma',
  '.': 'titik',
  '…': 'dan seterusnya',
  '⋯': 'dan seterusnya',
  '′': 'aksen',
  '\u2061': '',
  '\u2062': '',
  '\u2063': '',
  α: 'alfa',
  β: 'beta',
  γ: 'gamma',
  Γ: 'gamma besar',
  δ: 'delta',
  Δ: 'delta besar',
  ε: 'epsilon',
  ϵ: 'epsilon',
  θ: 'theta',
  λ: 'lambda',
  μ: 'mu',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  Σ: 'sigma besar',
  τ: 'tau',
  φ: 'phi',
  ϕ: 'phi',
  ω: 'omega',
  Ω: 'omega besar',
};

const say = (s: string) =>
  [...s.trim()]
    .map((c) => SYMBOLS[c] ?? c)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Digits stay one number ('81'), a word ('sin') one word; symbols in words. */
function token(text: string): string {
  const t = text.trim();
  if (/^[\p{L}\p{N}.,]+$/u.test(t) && !/[α-ωΑ-Ω]/.test(t)) return t;
  return say(t);
}

const isSimple = (n: Node): boolean =>
  n.tag === 'mi' ||
  n.tag === 'mn' ||
  (n.tag === 'mrow' && n.children.length === 1 && isSimple(n.children[0]));

function exponent(n: Node): string {
  const t = textOf(n).trim();
  if (t === '2') return 'kuadrat';
  if (t === '3') return 'pangkat tiga';
  if (t === '′' || t === "'") return 'aksen';
  return isSimple(n) ? `pangkat ${words(n)}` : `pangkat ${words(n)}, akhir pangkat`;
}

const LARGE_OPS = new Set(['∑', '∏', '∫', '∮', 'lim', '⋃', '⋂']);

function words(n: Node): string {
  const c = n.children.filter((x) => x.tag !== '#text' || x.text.trim() !== '');
  const w = (i: number) => (c[i] ? words(c[i]) : '');
  switch (n.tag) {
    case '#text':
      return token(n.text);
    case 'mi':
    case 'mn':
    case 'mo':
    case 'mtext':
    case 'ms':
      return token(textOf(n));
    case 'mfrac':
      return isSimple(c[0]) && isSimple(c[1])
        ? `${w(0)} per ${w(1)}`
        : `pecahan, pembilang ${w(0)}, penyebut ${w(1)}, akhir pecahan`;
    case 'msqrt':
      return c.length === 1 && isSimple(c[0]) ? `akar dari ${w(0)}` : `akar dari ${join(c)}, akhir akar`;
    case 'mroot':
      return `akar pangkat ${w(1)} dari ${w(0)}, akhir akar`;
    case 'msup':
      return `${w(0)} ${exponent(c[1])}`;
    case 'msub':
      if (textOf(c[0]).trim() === 'lim') return `limit untuk ${w(1)}`;
      return `${w(0)} indeks ${w(1)}`;
    case 'msubsup':
      if (LARGE_OPS.has(textOf(c[0]).trim())) return `${w(0)} dari ${w(1)} sampai ${w(2)}`;
      return `${w(0)} indeks ${w(1)} ${exponent(c[2])}`;
    case 'munder':
      if (textOf(c[0]).trim() === 'lim') return `limit untuk ${w(1)}`;
      return LARGE_OPS.has(textOf(c[0]).trim()) ? `${w(0)} untuk ${w(1)}` : `${w(0)} dengan ${w(1)} di bawah`;
    case 'mover': {
      const over = textOf(c[1]).trim();
      if (over === '→' || over === '⃗') return `vektor ${w(0)}`;
      if (over === '¯' || over === '‾') return `${w(0)} garis atas`;
      if (over === '^' || over === 'ˆ') return `${w(0)} topi`;
      return `${w(0)} dengan ${w(1)} di atas`;
    }
    case 'munderover':
      return `${w(0)} dari ${w(1)} sampai ${w(2)}`;
    case 'mtable': {
      const rows = c.filter((r) => r.tag === 'mtr');
      const cols = Math.max(0, ...rows.map((r) => r.children.length));
      const body = rows.map((r, i) => `baris ${i + 1}: ${r.children.map(words).join(', ')}`).join('; ');
      return `matriks ${rows.length} baris ${cols} kolom, ${body}, akhir matriks`;
    }
    case 'mspace':
    case 'mprescripts':
    case 'annotation':
      return '';
    default:
      return join(c);
  }
}

const join = (nodes: Node[]) =>
  nodes
    .map(words)
    .filter((s) => s !== '')
    .join(' ');

/** The words of a formula rendered as MathML. */
export function speechOf(mathml: string): string {
  return words(parse(mathml)).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
}
